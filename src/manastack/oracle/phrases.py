"""The smallest part of an unreadable sentence the compiler could not read, for the coverage report.

A sentence fails in one of three places: the grammar stops at a word (the phrase is that word and the
few after it, up to the next comma), the builder refuses a construct it parsed (the phrase is the
construct's name, from :class:`.builder.Unrepresentable`), or every sentence of a line compiled alone and
the line failed when they were assembled into one ability ("in context"). Phrases are abstracted like
templates (numbers, mana costs, names) so that one phrase counts every card it blocks.
"""
from __future__ import annotations

import re

from .compiler import Failure, compile_sentence
from .text import split_sentences, template

_AT = re.compile(r" at (\d+)$")
_WORDS = 4  # a phrase is the failing word and at most three after it


def failure_phrase(sentence: str, reason: str) -> str:
    """The phrase a :class:`Failure` of ``sentence`` points at."""
    kind, _, detail = reason.partition(": ")
    if kind == "grammar":
        m = _AT.search(detail)
        if m is None:
            return "[grammar] " + template(detail)
        pos = int(m.group(1))
        if pos >= len(sentence):
            return "… " + template(" ".join(sentence.split()[-2:])) + " <end>"
        rest = sentence[pos:].split(",")[0].split()
        if not rest:  # the grammar stopped at a comma or a quote: name the token
            return "… " + template(_AT.sub("", detail))
        return "… " + template(" ".join(rest[:_WORDS]))
    if kind == "vocabulary":
        return "[refused] " + template(detail)
    return f"[{kind}] " + template(detail or sentence)[:80]


def phrases_of(text: str) -> tuple[str, ...]:
    """The unreadable phrases of an unsupported text (one line or sentence), in order."""
    out: list[str] = []
    for s in split_sentences(text) or [text]:
        r = compile_sentence(s)
        if isinstance(r, Failure):
            out.append(failure_phrase(s, r.reason))
    if not out:
        out.append("[in context] " + template(text)[:100])
    return tuple(dict.fromkeys(out))
