"""Mana symbols, mana costs and mana values (CR 107.4, 202, 106).

A :class:`ManaCost` is an immutable tuple of :class:`Sym`. Each symbol says what can pay it:

* generic ``{N}`` (107.4b) — any mana, N of it;
* colored ``{W}`` (107.4a) and colorless ``{C}`` (107.4c) — exactly that type;
* hybrid ``{W/U}`` (107.4e) — either color; monocolored hybrid ``{2/W}`` — the color or two generic;
* Phyrexian ``{W/P}`` (107.4f) — the color or 2 life; hybrid Phyrexian ``{W/U/P}``;
* variable ``{X}`` (107.3) — chosen on casting, 0 elsewhere (202.3e);
* snow ``{S}`` (107.4h) — one mana from a snow source.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from .colors import LETTER_BIT, letters
from .errors import ManaCostError

MANA_TYPES = "WUBRGC"  # the six types of mana (106.1)

_SYM_RE = re.compile(r"\{([^{}]*)\}")


@dataclass(frozen=True, slots=True)
class Sym:
    """One mana symbol. ``kind`` is one of generic, colored, colorless, hybrid, twobrid, phyrexian,
    hybrid_phyrexian, x, snow, half, other."""

    kind: str
    colors: int = 0  # color mask of the symbol (105.2, 202.2)
    amount: int = 1  # generic amount; mana value contribution of generic
    text: str = ""  # original text inside the braces, e.g. "W/U"

    @property
    def mana_value(self) -> float:
        """202.3f: hybrid symbols count their largest component; Phyrexian counts 1; X counts 0."""
        k = self.kind
        if k == "generic":
            return self.amount
        if k == "x":
            return 0
        if k == "twobrid":
            return 2
        if k == "half":
            return 0.5
        return 1

    def __str__(self) -> str:
        return "{" + self.text + "}"


def _parse_symbol(body: str, where: str, strict: bool = True) -> Sym:
    t = body.strip().upper()
    if t.isdigit():
        return Sym("generic", 0, int(t), t)
    if t in ("X", "Y", "Z"):
        return Sym("x", 0, 0, t)
    if t in ("W", "U", "B", "R", "G"):
        return Sym("colored", LETTER_BIT[t], 1, t)
    if t == "C":
        return Sym("colorless", 0, 1, t)
    if t == "S":
        return Sym("snow", 0, 1, t)
    if t in ("HW", "HR", "H"):
        return Sym("half", LETTER_BIT.get(t[-1], 0), 1, t)
    if t == "½":
        return Sym("half", 0, 1, t)
    parts = t.split("/")
    if len(parts) == 2 and parts[1] == "P" and parts[0] in LETTER_BIT:
        return Sym("phyrexian", LETTER_BIT[parts[0]], 1, t)
    if len(parts) == 2 and parts[1] == "P" and parts[0] == "C":
        return Sym("phyrexian", 0, 1, t)
    if len(parts) == 2 and parts[0] == "2" and parts[1] in LETTER_BIT:
        return Sym("twobrid", LETTER_BIT[parts[1]], 2, t)
    if len(parts) == 2 and parts[0] in LETTER_BIT and parts[1] in LETTER_BIT:
        return Sym("hybrid", LETTER_BIT[parts[0]] | LETTER_BIT[parts[1]], 1, t)
    if len(parts) == 2 and "C" in parts and (parts[0] in LETTER_BIT or parts[1] in LETTER_BIT):
        # {C/W}: hybrid of colorless and a color (an Un-card symbol)
        col = parts[0] if parts[0] in LETTER_BIT else parts[1]
        return Sym("hybrid", LETTER_BIT[col], 1, t)
    if len(parts) == 3 and parts[2] == "P" and parts[0] in LETTER_BIT and parts[1] in LETTER_BIT:
        return Sym("hybrid_phyrexian", LETTER_BIT[parts[0]] | LETTER_BIT[parts[1]], 1, t)
    if t in ("∞", "100", "1000000"):
        return Sym("generic", 0, 10**6 if t == "∞" else int(t), t)
    if not strict:
        return Sym("other", 0, 0, t)  # an Un-card symbol ({D}, {L}...): no mana value, payable by nothing
    raise ManaCostError(f"unknown mana symbol {{{body}}} in {where!r}")


_COST_CACHE: dict[str, "ManaCost"] = {}


@dataclass(frozen=True, slots=True)
class ManaCost:
    """An immutable mana cost (202.1). ``ManaCost.parse("{2}{R}")``."""

    symbols: tuple[Sym, ...] = ()

    @staticmethod
    def parse(text: str | None, strict: bool = True) -> "ManaCost":
        """Parse a cost. ``strict=False`` (card data) keeps unknown symbols as kind "other"."""
        if not text:
            return EMPTY_COST
        hit = _COST_CACHE.get(text)
        if hit is not None and not (strict and any(s.kind == "other" for s in hit.symbols)):
            return hit
        syms = []
        pos = 0
        for m in _SYM_RE.finditer(text):
            if text[pos:m.start()].strip():
                raise ManaCostError(f"unexpected text {text[pos:m.start()]!r} in mana cost {text!r}")
            syms.append(_parse_symbol(m.group(1), text, strict))
            pos = m.end()
        if text[pos:].strip():
            raise ManaCostError(f"unexpected text {text[pos:]!r} in mana cost {text!r}")
        cost = ManaCost(tuple(syms))
        if len(_COST_CACHE) < 100_000:
            _COST_CACHE[text] = cost
        return cost

    @property
    def mana_value(self) -> int:
        """202.3: total of the symbols' mana values (X is 0 outside the stack)."""
        v = sum(s.mana_value for s in self.symbols)
        return int(v) if v == int(v) else v  # type: ignore[return-value]

    def mana_value_with_x(self, x: int) -> int:
        """202.3e: on the stack, X is the chosen value."""
        return self.mana_value + x * sum(1 for s in self.symbols if s.kind == "x")

    @property
    def colors(self) -> int:
        """202.2: an object's color is the color of the mana symbols in its cost."""
        m = 0
        for s in self.symbols:
            m |= s.colors
        return m

    @property
    def has_x(self) -> bool:
        return any(s.kind == "x" for s in self.symbols)

    @property
    def x_count(self) -> int:
        return sum(1 for s in self.symbols if s.kind == "x")

    @property
    def generic(self) -> int:
        return sum(s.amount for s in self.symbols if s.kind == "generic")

    def is_empty(self) -> bool:
        return not self.symbols

    def with_x(self, x: int) -> "ManaCost":
        """The cost with each {X} replaced by ``x`` generic mana (107.3a)."""
        out = []
        for s in self.symbols:
            if s.kind == "x":
                if x:
                    out.append(Sym("generic", 0, x, str(x)))
            else:
                out.append(s)
        return ManaCost(tuple(out))

    def __add__(self, other: "ManaCost") -> "ManaCost":
        return ManaCost(self.symbols + other.symbols).normalized()

    def normalized(self) -> "ManaCost":
        """Merge generic symbols into one and order symbols as printed costs are (X, generic, then the rest)."""
        gen = sum(s.amount for s in self.symbols if s.kind == "generic")
        xs = [s for s in self.symbols if s.kind == "x"]
        rest = [s for s in self.symbols if s.kind not in ("generic", "x")]
        out = xs + ([Sym("generic", 0, gen, str(gen))] if gen else []) + rest
        return ManaCost(tuple(out))

    def reduced_generic(self, n: int) -> "ManaCost":
        """Reduce the generic part by up to ``n`` (601.2f: reductions affect only generic unless stated)."""
        out = []
        for s in self.symbols:
            if s.kind == "generic" and n > 0:
                take = min(n, s.amount)
                n -= take
                if s.amount - take:
                    out.append(Sym("generic", 0, s.amount - take, str(s.amount - take)))
            else:
                out.append(s)
        return ManaCost(tuple(out))

    def __str__(self) -> str:
        return "".join(str(s) for s in self.symbols)

    def __repr__(self) -> str:
        return f"ManaCost({str(self)!r})"

    def __bool__(self) -> bool:
        return bool(self.symbols)


EMPTY_COST = ManaCost(())


def mana_string(amounts: dict[str, int]) -> str:
    """Text for an amount of mana, e.g. ``{"R": 2, "C": 1}`` -> ``"{C}{R}{R}"``."""
    return "".join(("{" + t + "}") * amounts.get(t, 0) for t in MANA_TYPES)


__all__ = ["Sym", "ManaCost", "EMPTY_COST", "MANA_TYPES", "mana_string", "letters"]
