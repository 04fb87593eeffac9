"""The LALR parser for Oracle sentences, built once from ``oracle.lark``, fed by a contextual lexer."""
from __future__ import annotations

from functools import lru_cache
from importlib import resources

from lark import Lark, Token, Tree
from lark.exceptions import LarkError, UnexpectedToken

from .lexer import OracleLexer, Scanner, Vocab

# literals that may appear inside comma lists ("artifact, creature, or land", "flying, vigilance, and
# trample"): a comma between two of these is offered as a LISTCOMMA first.
_LIST_LITERALS = {
    "creature", "creatures", "artifact", "artifacts", "enchantment", "enchantments", "land", "lands",
    "planeswalker", "planeswalkers", "battle", "battles", "instant", "instants", "sorcery", "sorceries",
    "permanent", "permanents", "card", "cards", "spell", "spells", "player", "players", "opponent",
    "opponents", "token", "tokens", "white", "blue", "black", "red", "green", "colorless", "multicolored",
    "monocolored", "tapped", "untapped", "legendary", "basic", "snow", "nonbasic", "kindred",
    "flying", "first strike", "double strike", "deathtouch", "defender", "flash", "haste", "hexproof",
    "indestructible", "intimidate", "lifelink", "reach", "shroud", "trample", "vigilance", "menace",
    "fear", "shadow", "horsemanship", "infect", "wither", "prowess", "protection from", "ward",
    "islandwalk", "swampwalk", "forestwalk", "mountainwalk", "plainswalk", "skulk", "changeling",
    "banding", "flanking", "persist", "undying", "exalted", "toxic", "aura", "equipment", "vehicle",
    "vehicles", "auras", "attacking", "blocking", "hexproof from",
}


class ParseFailure(Exception):
    """The grammar cannot read a sentence."""


class GrammarBuildError(RuntimeError):
    """``oracle.lark`` does not build as an LALR(1) grammar (a bug, never a card's fault)."""


@lru_cache(maxsize=1)
def _build() -> tuple[Lark, Vocab]:
    text = resources.files("manastack.oracle").joinpath("oracle.lark").read_text("utf-8")
    # cache=True keeps the LALR tables in the temp directory, keyed by a hash of the grammar
    try:
        lark = Lark(text, parser="lalr", lexer=OracleLexer, start="start", propagate_positions=True,
                    maybe_placeholders=False, cache=True)
    except LarkError as e:
        raise GrammarBuildError(str(e)[:2000]) from None
    return lark, Vocab.from_terminals(lark.terminals, _LIST_LITERALS)


def parser() -> tuple[Lark, Vocab]:
    """The LALR parser and the lexer vocabulary (built once per process)."""
    return _build()


_EOF = Token("$END", "", 0, 1, 1, 1, 1, 0)


def parse(sentence: str, budget: int = 400) -> Tree:
    """Parse one sentence (no final period) to a lark tree; raise :class:`ParseFailure`.

    Candidates are tried depth first: when a choice (a phrase or its words, a list comma or a clause
    comma) leads to a dead end, the parser backs up to the last choice with options left."""
    lark, vocab = parser()
    sc = Scanner(sentence, vocab)
    if sc.n == 0:
        raise ParseFailure("empty sentence")
    state = lark.parse_interactive([]).parser_state
    table = state.parse_conf.parse_table.states
    try:
        for t in sc.lead():
            state.feed_token(t)
    except UnexpectedToken as e:
        raise ParseFailure(f"unexpected {e.token.value!r}") from None
    furthest = [-1, ""]

    def options(st, i):
        acc = table[st.position]
        cands = sc.candidates(i)
        opts = [c for c in cands if c[0][0].type in acc]
        if not opts:
            t = cands[0][0][0]
            if t.start_pos > furthest[0]:
                furthest[:] = [t.start_pos, f"unexpected {t.value!r} ({t.type})"]
        return opts

    frames = [(state, 0, options(state, 0))]
    steps = 0
    while frames:
        st, i, opts = frames[-1]
        if not opts:
            frames.pop()
            continue
        toks, j = opts.pop(0)
        steps += 1
        if steps > budget:
            break
        trial = st.copy(deepcopy_values=False)
        try:
            for t in toks:
                trial.feed_token(t)
        except UnexpectedToken:
            if toks[0].start_pos > furthest[0]:
                furthest[:] = [toks[0].start_pos, f"unexpected {toks[0].value!r} ({toks[0].type})"]
            continue
        if j >= sc.n:
            try:
                return trial.copy(deepcopy_values=False).feed_token(_EOF, True)
            except UnexpectedToken:
                if len(sentence) > furthest[0]:
                    furthest[:] = [len(sentence), "unexpected end of sentence"]
                continue
        frames.append((trial, j, options(trial, j)))
    pos, msg = furthest
    raise ParseFailure(f"{msg} at {pos}" if msg else "no parse")


def _advance(state, table, cands):
    """Feed the first candidate the parser accepts; return the new state and the next piece index."""
    acc = table[state.position]
    ok = [c for c in cands if c[0][0].type in acc]
    if not ok:
        t = cands[0][0][0]
        raise ParseFailure(f"unexpected {t.value!r} ({t.type}) at {t.start_pos}")
    for k, (toks, j) in enumerate(ok):
        if k == len(ok) - 1:
            for t in toks:
                state.feed_token(t)
            return state, j
        trial = state.copy(deepcopy_values=False)
        try:
            for t in toks:
                trial.feed_token(t)
        except UnexpectedToken:
            continue
        return trial, j
    raise AssertionError("unreachable")


def tokens(sentence: str) -> list[Token]:
    """The tokens the parser consumed for ``sentence`` (for debugging): first accepted candidates."""
    lark, vocab = parser()
    sc = Scanner(sentence, vocab)
    out = list(sc.lead())
    state = lark.parse_interactive([]).parser_state
    table = state.parse_conf.parse_table.states
    for t in out:
        state.feed_token(t)
    i = 0
    while i < sc.n:
        cands = sc.candidates(i)
        acc = table[state.position]
        chosen = next(((ts, j) for ts, j in cands if ts[0].type in acc), None)
        if chosen is None:
            out.append(cands[0][0][0])
            break
        for t in chosen[0]:
            try:
                state.feed_token(t)
            except LarkError:
                out.append(t)
                return out
            out.append(t)
        i = chosen[1]
    return out
