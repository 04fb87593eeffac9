"""Coverage of the Oracle compiler and the engine over a card database.

A card is *compiled* when every ability of every face compiled (no ``Unsupported``/``Unparsed``
node), and *supported* when, in addition, the engine implements every primitive in it
(:func:`manastack.engine.support.missing` is empty).
"""
from __future__ import annotations

import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Callable, Iterable, Protocol

from ..cards.face import Card
from ..tree.abilities import Unparsed
from ..tree.effects import GameAction, Mechanic, Unsupported
from .compiler import compile_card, iter_nodes
from .phrases import phrases_of
from .text import template

FORMATS = ("standard", "pioneer", "modern", "legacy", "vintage", "pauper", "commander")


@dataclass
class CardResult:
    name: str
    compiled: bool
    supported: bool
    templates: tuple[str, ...]  # abstracted unreadable sentences
    missing: tuple[str, ...]  # engine primitives missing (not counting unreadable text)
    formats: tuple[str, ...]  # formats where the card is legal or restricted
    phrases: tuple[str, ...] = ()  # the smallest unreadable parts (see .phrases)


@dataclass
class Tally:
    total: int = 0
    compiled: int = 0
    supported: int = 0

    def pct(self, n: int) -> float:
        return 100.0 * n / self.total if self.total else 0.0

    def as_dict(self) -> dict:
        return {"cards": self.total, "compiled": self.compiled, "compiled_pct": round(self.pct(self.compiled), 2),
                "supported": self.supported, "supported_pct": round(self.pct(self.supported), 2)}


@dataclass
class Report:
    overall: Tally = field(default_factory=Tally)
    formats: dict[str, Tally] = field(default_factory=lambda: {f: Tally() for f in FORMATS})
    templates: Counter = field(default_factory=Counter)  # template -> cards containing it
    unlock_compiled: Counter = field(default_factory=Counter)  # template -> cards it alone blocks (parse)
    unlock_supported: Counter = field(default_factory=Counter)  # template -> cards it alone blocks (support)
    primitives: Counter = field(default_factory=Counter)  # engine primitive -> compiled cards needing it
    primitive_unlock: Counter = field(default_factory=Counter)  # primitive -> cards it alone blocks
    examples: dict[str, str] = field(default_factory=dict)  # template -> an example card
    phrases: Counter = field(default_factory=Counter)  # unreadable phrase -> cards containing it
    phrase_unlock: Counter = field(default_factory=Counter)  # phrase -> cards it alone keeps from compiling
    phrase_examples: dict[str, str] = field(default_factory=dict)  # phrase -> an example card
    seconds: float = 0.0
    engine_loaded: bool = True

    def as_dict(self, top: int = 50) -> dict:
        return {
            "overall": self.overall.as_dict(),
            "formats": {f: t.as_dict() for f, t in self.formats.items()},
            "unsupported_templates": [
                {"template": t, "cards": n, "unlocks_compiled": self.unlock_compiled[t],
                 "unlocks_supported": self.unlock_supported[t], "example": self.examples.get(t, "")}
                for t, n in self.top_templates(top)],
            "unreadable_phrases": [
                {"phrase": p, "cards": n, "unlocks_compiled": self.phrase_unlock[p],
                 "example": self.phrase_examples.get(p, "")}
                for p, n in self.top_phrases(top)],
            "engine_primitives": [
                {"primitive": p, "cards": n, "unlocks": self.primitive_unlock[p]}
                for p, n in self.top_primitives(top)],
            "seconds": round(self.seconds, 2),
            "engine_loaded": self.engine_loaded,
        }

    def top_templates(self, n: int = 50) -> list[tuple[str, int]]:
        """Templates ranked by the cards they alone block (then by cards containing them)."""
        keys = sorted(self.templates, key=lambda t: (-self.unlock_compiled[t], -self.templates[t], t))
        return [(t, self.templates[t]) for t in keys[:n]]

    def top_phrases(self, n: int = 50) -> list[tuple[str, int]]:
        """Unreadable phrases ranked by the cards they alone block (then by cards containing them)."""
        keys = sorted(self.phrases, key=lambda p: (-self.phrase_unlock[p], -self.phrases[p], p))
        return [(p, self.phrases[p]) for p in keys[:n]]

    def top_primitives(self, n: int = 50) -> list[tuple[str, int]]:
        keys = sorted(self.primitives, key=lambda p: (-self.primitive_unlock[p], -self.primitives[p], p))
        return [(p, self.primitives[p]) for p in keys[:n]]


class SupportCheck(Protocol):
    """What the engine implements, asked by the coverage report and ``cards explain``. The compiler never
    imports the engine (the package layers), so a caller above both passes it in: the module
    :mod:`manastack.engine.support` is one."""

    def missing(self, tree) -> list[str]: ...

    def layout_missing(self, layout: str, n_faces: int) -> list[str]: ...


def card_result(card: Card, support: SupportCheck | None = None) -> CardResult:
    """Compile ``card`` and classify it (without ``support``, nothing is known about the engine)."""
    cc = compile_card(card)
    bad: list[str] = []
    phrases: list[str] = []
    for n in iter_nodes(cc.abilities):
        if isinstance(n, (Unsupported, Unparsed)):
            bad.append(template(n.text))
            phrases.extend(phrases_of(n.text))
    abilities = cc.abilities
    miss: list[str] = []
    if support is not None:
        miss = [m for m in support.missing(abilities) if not m.startswith("unsupported: ")]
        miss += support.layout_missing(card.layout, len(card.faces), tuple(f.types for f in card.faces))
        if "node Mechanic" in miss or "node GameAction" in miss:
            # name the mechanic: "mechanic proliferate" says more than "node Mechanic"
            named = [f"mechanic {n.name}" for n in iter_nodes(abilities) if isinstance(n, Mechanic)]
            named += [f"game action {n.action}" for n in iter_nodes(abilities) if isinstance(n, GameAction)]
            miss = [m for m in miss if m not in ("node Mechanic", "node GameAction")] + named
    else:
        miss = ["engine not available"]
    for name in getattr(card, "missing_faces", ()):
        bad.append("(face missing from the card data)")
    compiled = not bad
    formats = tuple(f for f in FORMATS if card.legality(f) in ("Legal", "Restricted")
                    or card.legality(f.capitalize()) in ("Legal", "Restricted"))
    return CardResult(card.name, compiled, compiled and not miss, tuple(dict.fromkeys(bad)),
                      tuple(dict.fromkeys(miss)), formats, tuple(dict.fromkeys(phrases)))


def coverage(cards: Iterable[Card], progress: Callable[[int], None] | None = None,
             support: SupportCheck | None = None) -> Report:
    """Compile every card and tally parse-level and supported coverage, overall and per format (supported:
    as ``support`` says, the engine's check); ``progress(n)`` is called every 500 cards with the number done."""
    t0 = time.perf_counter()
    rep = Report(engine_loaded=support is not None)
    for i, card in enumerate(cards):
        if progress is not None and i % 500 == 0:
            progress(i)
        r = card_result(card, support)
        tallies = [rep.overall] + [rep.formats[f] for f in r.formats]
        for t in tallies:
            t.total += 1
            t.compiled += r.compiled
            t.supported += r.supported
        for tpl in r.templates:
            rep.templates[tpl] += 1
            rep.examples.setdefault(tpl, card.name)
        for ph in r.phrases:
            rep.phrases[ph] += 1
            rep.phrase_examples.setdefault(ph, card.name)
        if len(r.phrases) == 1:
            rep.phrase_unlock[r.phrases[0]] += 1
        if len(r.templates) == 1:
            rep.unlock_compiled[r.templates[0]] += 1
            if not r.missing:
                rep.unlock_supported[r.templates[0]] += 1
        if r.compiled and support is not None:
            for m in r.missing:
                rep.primitives[m] += 1
            if len(r.missing) == 1:
                rep.primitive_unlock[r.missing[0]] += 1
    rep.seconds = time.perf_counter() - t0
    return rep
