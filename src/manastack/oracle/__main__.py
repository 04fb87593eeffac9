"""``python -m manastack.oracle "sentence"``: how the compiler reads one sentence (a debugging aid).

Prints the tokens the lexer gave the parser, the parse tree and the built sentence, or the reason it
failed. Self-references must already be written ``~`` ("~ deals 3 damage to any target").
"""
from __future__ import annotations

import sys

from .compiler import compile_sentence
from .parser import ParseFailure, parse, tokens


def main(argv: list[str]) -> int:
    if not argv:
        print(__doc__)
        return 2
    for sentence in argv:
        print("sentence:", sentence)
        print("tokens:  ", " ".join(f"{t.type}:{t.value!r}" for t in tokens(sentence)))
        try:
            print(parse(sentence).pretty())
        except ParseFailure as e:
            print("grammar: ", e)
        print("built:   ", compile_sentence(sentence))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
