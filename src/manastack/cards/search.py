"""A small Scryfall-like card search language.

A query is a list of terms, all of which must match (AND). ``-term`` negates a term, ``a or b``
matches either, and parentheses group. Terms:

============================  =====================================================================
``bolt``, ``"lightning b"``   the card's name contains the word or phrase (case/accent-insensitive)
``!"Lightning Bolt"``         the card's name (or a face's name) is exactly this
``t:`` ``type:``              a face's type line contains the text: ``t:goblin``, ``t:"legendary creature"``
``o:`` ``oracle:``            a face's rules text contains the text; ``~`` stands for the face's name
``c:`` ``color:``             colors, compared as sets (``:`` means at least, as on Scryfall):
                              ``c:rg``, ``c=r``, ``c<=wu``, ``c>=2``, ``c:colorless``, ``c:m``, ``c:izzet``
``id:`` ``identity:``         color identity (903.4); ``id:rg`` means within red-green
``mv`` ``cmc``                mana value (202.3): ``mv<=3``, ``mv=2``, ``mv>5``, ``mv:odd``
``pow`` ``tou`` ``loy``       power, toughness, loyalty of a face: ``pow>=4``
``f:`` ``format:`` ``legal:`` legal (or restricted) in the format: ``f:modern``
``banned:`` ``restricted:``   banned / restricted in the format
``layout:``  ``is:``          ``layout:meld``; ``is:split``, ``is:dfc``, ``is:mdfc``, ``is:adventure``,
                              ``is:prototype``, ``is:attraction``, ``is:legendary``, ``is:commander``...
``kw:`` ``keyword:``          the data lists this keyword for a face
``name:``                     the name contains the text
============================  =====================================================================

Comparison operators are ``:`` ``=`` ``!=`` ``<`` ``<=`` ``>`` ``>=``. A card's colors are those of all
its faces together.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..core.colors import mask_from_letters
from ..core.errors import ManastackError
from .fold import fold
from .face import Card, can_be_commander

if TYPE_CHECKING:
    from .database import CardDatabase


class SearchSyntaxError(ManastackError, ValueError):
    """A search query could not be understood; ``position`` is the 0-based offset in the query."""

    def __init__(self, message: str, query: str, position: int):
        self.query = query
        self.position = position
        super().__init__(f"{message} at position {position + 1} of the query {query!r}")


# --- colors ----------------------------------------------------------------------------------------

_COLOR_WORDS = {
    "white": "W", "blue": "U", "black": "B", "red": "R", "green": "G",
    "azorius": "WU", "dimir": "UB", "rakdos": "BR", "gruul": "RG", "selesnya": "GW",
    "orzhov": "WB", "izzet": "UR", "golgari": "BG", "boros": "RW", "simic": "GU",
    "bant": "GWU", "esper": "WUB", "grixis": "UBR", "jund": "BRG", "naya": "RGW",
    "abzan": "WBG", "jeskai": "URW", "sultai": "BGU", "mardu": "RWB", "temur": "GUR",
    "colorless": "", "c": "",
}


def _color_value(v: str, query: str, pos: int) -> int | str:
    """A color mask, or "multicolor", or a number-of-colors string like "#2"."""
    v = v.lower()
    if v in ("m", "multi", "multicolor", "multicolored"):
        return "multicolor"
    if v.isdigit():
        return "#" + v
    if v in _COLOR_WORDS:
        return mask_from_letters(_COLOR_WORDS[v])
    if v and all(ch in "wubrg" for ch in v):
        return mask_from_letters(v.upper())
    raise SearchSyntaxError(f"unknown color {v!r} (use letters wubrg, a color or guild name, c or m)", query, pos)


def _bits(mask: int) -> int:
    return mask.bit_count()


def _set_compare(op: str, have: int, want: int) -> bool:
    if op in (":", ">="):
        return have & want == want
    if op == "=":
        return have == want
    if op == "!=":
        return have != want
    if op == "<=":
        return have & ~want == 0
    if op == "<":
        return have & ~want == 0 and have != want
    if op == ">":
        return have & want == want and have != want
    raise AssertionError(op)


def _num_compare(op: str, have: float, want: float) -> bool:
    return {":": have == want, "=": have == want, "!=": have != want, "<": have < want,
            "<=": have <= want, ">": have > want, ">=": have >= want}[op]


# --- per-card search data, built once per database -------------------------------------------------

@dataclass(slots=True)
class _Row:
    card: Card
    name: str  # folded
    face_names: tuple[str, ...]  # folded
    types: tuple[str, ...]  # folded type lines
    texts: tuple[str, ...]  # folded rules texts
    colors: int
    identity: int


def _rows(db: CardDatabase) -> list[_Row]:
    rows = db._search_rows
    if rows is None:
        rows = []
        for c in db:
            colors = 0
            for f in c.faces:
                colors |= mask_from_letters(f.colors)
            rows.append(_Row(
                c, fold(c.name), tuple(fold(f.name) for f in c.faces), tuple(fold(f.type_line) for f in c.faces),
                tuple(fold(f.text) for f in c.faces), colors, mask_from_letters(c.color_identity),
            ))
        db._search_rows = rows
    return rows


# --- parsing ---------------------------------------------------------------------------------------

Pred = Callable[[_Row], bool]

_TERM_RE = re.compile(r"([A-Za-z]+)(!=|<=|>=|:|=|<|>)")
_OPS = (":", "=", "!=", "<", "<=", ">", ">=")


@dataclass(slots=True)
class _Tok:
    kind: str  # "(" ")" "-" "or" "and" "term" "word"
    pos: int
    key: str = ""
    op: str = ""
    value: str = ""
    quoted: bool = False
    exact: bool = False


def _read_value(q: str, i: int) -> tuple[str, bool, int]:
    """A bare or quoted value starting at i: (text, quoted, next index)."""
    if i < len(q) and q[i] in "\"'":
        quote = q[i]
        j = q.find(quote, i + 1)
        if j < 0:
            raise SearchSyntaxError("unterminated quote", q, i)
        return q[i + 1:j], True, j + 1
    j = i
    while j < len(q) and not q[j].isspace() and q[j] not in "()":
        j += 1
    return q[i:j], False, j


def _tokenize(q: str) -> list[_Tok]:
    toks: list[_Tok] = []
    i = 0
    while i < len(q):
        ch = q[i]
        if ch.isspace():
            i += 1
            continue
        if ch in "()":
            toks.append(_Tok(ch, i))
            i += 1
            continue
        if ch == "-" and i + 1 < len(q) and not q[i + 1].isspace():
            toks.append(_Tok("-", i))
            i += 1
            continue
        start = i
        exact = False
        if ch == "!" and i + 1 < len(q) and not q[i + 1].isspace():
            exact = True
            i += 1
        m = _TERM_RE.match(q, i) if not exact else None
        if m:
            value, quoted, i = _read_value(q, m.end())
            if not value and not quoted:
                raise SearchSyntaxError(f"missing value after {m.group(0)!r}", q, m.end())
            toks.append(_Tok("term", start, m.group(1).lower(), m.group(2), value, quoted))
            continue
        value, quoted, i = _read_value(q, i)
        if not value and not quoted:
            raise SearchSyntaxError(f"unexpected {q[i]!r}", q, i)
        low = value.lower()
        if not quoted and not exact and low in ("or", "and"):
            toks.append(_Tok(low, start))
        else:
            toks.append(_Tok("word", start, value=value, quoted=quoted, exact=exact))
    return toks


class _Parser:
    def __init__(self, q: str):
        self.q = q
        self.toks = _tokenize(q)
        self.i = 0

    def peek(self) -> _Tok | None:
        return self.toks[self.i] if self.i < len(self.toks) else None

    def parse(self) -> Pred:
        if not self.toks:
            raise SearchSyntaxError("empty query", self.q, 0)
        pred = self.parse_or()
        tok = self.peek()
        if tok is not None:
            raise SearchSyntaxError(f"unexpected {tok.kind!r}", self.q, tok.pos)
        return pred

    def parse_or(self) -> Pred:
        parts = [self.parse_and()]
        while (tok := self.peek()) is not None and tok.kind == "or":
            self.i += 1
            parts.append(self.parse_and())
        if len(parts) == 1:
            return parts[0]
        return lambda r: any(p(r) for p in parts)

    def parse_and(self) -> Pred:
        parts: list[Pred] = []
        while (tok := self.peek()) is not None and tok.kind not in (")", "or"):
            if tok.kind == "and":
                self.i += 1
                continue
            parts.append(self.parse_unary())
        if not parts:
            tok = self.peek()
            raise SearchSyntaxError("expected a search term", self.q, tok.pos if tok else len(self.q))
        if len(parts) == 1:
            return parts[0]
        return lambda r: all(p(r) for p in parts)

    def parse_unary(self) -> Pred:
        tok = self.peek()
        assert tok is not None
        if tok.kind == "-":
            self.i += 1
            if self.peek() is None:
                raise SearchSyntaxError("nothing after '-'", self.q, tok.pos)
            inner = self.parse_unary()
            return lambda r: not inner(r)
        if tok.kind == "(":
            self.i += 1
            inner = self.parse_or()
            close = self.peek()
            if close is None or close.kind != ")":
                raise SearchSyntaxError("missing ')'", self.q, tok.pos)
            self.i += 1
            return inner
        if tok.kind == ")":
            raise SearchSyntaxError("unexpected ')'", self.q, tok.pos)
        self.i += 1
        if tok.kind == "word":
            return _name_pred(tok)
        return _term_pred(tok, self.q)


def _name_pred(tok: _Tok) -> Pred:
    want = fold(tok.value)
    if tok.exact:
        return lambda r: r.name == want or want in r.face_names
    return lambda r: want in r.name


def _number(v: str, q: str, pos: int) -> float:
    try:
        return float(v)
    except ValueError:
        raise SearchSyntaxError(f"expected a number, got {v!r}", q, pos) from None


def _stat(v: str | None) -> float | None:
    try:
        return float(v) if v is not None else None
    except ValueError:
        return None


_IS: dict[str, Callable[[Card], bool]] = {
    "split": lambda c: c.is_split,
    "fuse": lambda c: c.has_fuse,
    "aftermath": lambda c: c.layout == "aftermath",
    "dfc": lambda c: c.layout in ("transform", "modal_dfc", "meld"),
    "mdfc": lambda c: c.layout == "modal_dfc",
    "transform": lambda c: c.layout == "transform",
    "meld": lambda c: c.layout == "meld",
    "flip": lambda c: c.layout == "flip",
    "adventure": lambda c: c.layout == "adventure",
    "leveler": lambda c: c.layout == "leveler",
    "saga": lambda c: "Saga" in c.front.subtypes,
    "class": lambda c: "Class" in c.front.subtypes,
    "case": lambda c: "Case" in c.front.subtypes,
    "mutate": lambda c: c.layout == "mutate",
    "prototype": lambda c: any(f.prototype_cost for f in c.faces),
    "attraction": lambda c: "Attraction" in c.front.subtypes,
    "reversible": lambda c: c.layout == "reversible_card",
    "legendary": lambda c: c.front.is_legendary,
    "permanent": lambda c: bool(set(c.front.types) & {"Artifact", "Battle", "Creature", "Enchantment", "Land",
                                                      "Planeswalker"}),
    "spell": lambda c: "Land" not in c.front.types,
    "commander": lambda c: _commander_ok(c),
    "incomplete": lambda c: bool(c.missing_faces),
}


def _commander_ok(c: Card) -> bool:
    return can_be_commander(c)


def _term_pred(tok: _Tok, q: str) -> Pred:
    key, op, v = tok.key, tok.op, tok.value
    pos = tok.pos
    text_ops = (":", "=")
    if key in ("t", "type", "o", "oracle", "text", "name", "n", "kw", "keyword", "layout", "is", "not",
               "f", "format", "legal", "banned", "restricted") and op not in text_ops + ("!=",):
        raise SearchSyntaxError(f"{key}{op} is not supported; use {key}: (or {key}!=)", q, pos)
    neg = op == "!="
    pred: Pred
    if key in ("t", "type"):
        want = fold(v)
        pred = lambda r: any(want in t for t in r.types)
    elif key in ("o", "oracle", "text"):
        want = fold(v)
        if "~" in want:
            pred = lambda r: any(want.replace("~", n) in t for n, t in zip(r.face_names, r.texts))
        else:
            pred = lambda r: any(want in t for t in r.texts)
    elif key in ("name", "n"):
        want = fold(v)
        pred = lambda r: want in r.name
    elif key in ("kw", "keyword"):
        want = fold(v)
        pred = lambda r: any(fold(k) == want for f in r.card.faces for k in f.keywords)
    elif key == "layout":
        want = v.lower()
        pred = lambda r: r.card.layout == want
    elif key in ("is", "not"):
        test = _IS.get(v.lower())
        if test is None:
            raise SearchSyntaxError(f"unknown is:{v} (known: {', '.join(sorted(_IS))})", q, pos)
        pred = (lambda r: test(r.card)) if key == "is" else (lambda r: not test(r.card))
    elif key in ("f", "format", "legal", "banned", "restricted"):
        fmt = v.lower()
        wanted = {"banned": ("Banned",), "restricted": ("Restricted",)}.get(key, ("Legal", "Restricted"))
        pred = lambda r: r.card.legality(fmt) in wanted
    elif key in ("c", "color", "colors", "id", "identity", "ci", "commander"):
        identity = key not in ("c", "color", "colors")
        want = _color_value(v, q, pos)
        cop = "<=" if identity and op == ":" else op
        attr = "identity" if identity else "colors"
        if want == "multicolor":
            if op not in (":", "="):
                raise SearchSyntaxError(f"{key}{op}m is not supported; use {key}:m", q, pos)
            pred = lambda r: _bits(getattr(r, attr)) >= 2
        elif isinstance(want, str):  # number of colors
            n = int(want[1:])
            pred = lambda r: _num_compare(cop if cop != ":" else "=", _bits(getattr(r, attr)), n)
        elif want == 0 and cop in (":", ">="):  # c:colorless means no colors
            pred = lambda r: getattr(r, attr) == 0
        else:
            pred = lambda r: _set_compare(cop, getattr(r, attr), want)
        neg = False
    elif key in ("mv", "cmc", "manavalue"):
        if v.lower() in ("even", "odd") and op in (":", "="):
            parity = 0 if v.lower() == "even" else 1
            pred = lambda r: r.card.mana_value % 2 == parity
        else:
            n = _number(v, q, pos)
            pred = lambda r: _num_compare(op, r.card.mana_value, n)
        neg = False
    elif key in ("pow", "power", "tou", "toughness", "loy", "loyalty", "def", "defense"):
        attr = {"pow": "power", "tou": "toughness", "loy": "loyalty", "def": "defense"}.get(key, key)
        n = _number(v, q, pos)

        def pred(r: _Row, attr: str = attr, n: float = n) -> bool:
            for f in r.card.faces:
                x = _stat(getattr(f, attr))
                if x is not None and _num_compare(op, x, n):
                    return True
            return False
        neg = False
    else:
        raise SearchSyntaxError(f"unknown search key {key!r}", q, pos)
    if neg:
        inner = pred
        return lambda r: not inner(r)
    return pred


def compile_query(query: str) -> Callable[[Card], bool]:
    """A predicate on cards for ``query`` (raises :class:`SearchSyntaxError`). Slower than
    :func:`search` on a whole database, which precomputes folded text once."""
    pred = _Parser(query).parse()

    def test(card: Card) -> bool:
        colors = 0
        for f in card.faces:
            colors |= mask_from_letters(f.colors)
        row = _Row(card, fold(card.name), tuple(fold(f.name) for f in card.faces),
                   tuple(fold(f.type_line) for f in card.faces), tuple(fold(f.text) for f in card.faces),
                   colors, mask_from_letters(card.color_identity))
        return pred(row)

    return test


def search(db: CardDatabase, query: str, limit: int | None = None) -> list[Card]:
    """Cards of ``db`` matching ``query``, sorted by name (at most ``limit``)."""
    pred = _Parser(query).parse()
    hits = sorted((r.card for r in _rows(db) if pred(r)), key=lambda c: c.name)
    return hits[:limit] if limit is not None else hits


__all__ = ["SearchSyntaxError", "compile_query", "search"]
