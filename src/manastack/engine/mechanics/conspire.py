"""Conspire (702.78): "As an additional cost to cast this spell, you may tap two untapped creatures you control
that each share a color with it" and "When you cast this spell, if its conspire cost was paid, copy it. If the
spell has any targets, you may choose new targets for the copy." (702.78a)

The cost is an optional additional cost announced with the others (601.2b, ``optional_costs.KEYWORD_OPTIONAL_COST``):
it is offered only when two such creatures are there to tap, and "share a color with it" is read from the
spell's colors as it is cast (a colorless spell shares a color with nothing). Each instance is paid and triggers
separately (702.78b, ``conspire@<index>:1`` in ``paid``); the copy is made by storm's copy ability with a count
of one, from the spell as it last existed if it has left the stack (608.2h).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.types import Zone
from ...tree.costs import Cost
from ...tree.filters import Filter
from ..optional_costs import KEYWORD_OPTIONAL_COST
from ..chars import chars, compute_all
from ..evaluate import Env, matches
from ..state import PendingTrigger
from ..support import IMPLEMENTED_KEYWORDS
from ..triggers import GLOBAL_TRIGGERS
from ..relevance import needs
from .replicate import payments
from .zones import STORM_ABILITY

if TYPE_CHECKING:
    from ..state import GameState


def _conspire_cost(state: "GameState", oid: int) -> Cost | None:
    """702.78a: tap two untapped creatures you control that each share a color with the spell (None: can't)."""
    c = chars(state, oid)
    if not c.colors:
        return None
    f = Filter(types=("Creature",), controller="you", tapped=False, colors=c.colors)
    env = Env(state, oid, c.controller)
    allc = compute_all(state)
    n = sum(1 for i in state.battlefield if i in allc and not state.objects[i].phased_out and matches(env, f, i))
    return Cost(tap_untapped=f, tap_untapped_n=2) if n >= 2 else None


def _conspire(state: "GameState", ev: dict) -> list:
    """702.78a-b: as a spell whose conspire cost was paid becomes cast, each paid instance triggers: copy it."""
    if ev.get("kind") != "cast":
        return []
    oid = ev["object"]
    o = state.objects.get(oid)
    if o is None or o.zone != Zone.STACK or not o.paid:
        return []
    counts = payments(o.paid, "conspire")
    if not counts:
        return []
    c = chars(state, oid)
    lki = o.to_data()
    return [PendingTrigger(oid, c.controller, STORM_ABILITY, dict(ev, amount=1, storm_lki=lki), c.name)
            for _ in counts]


_conspire.kinds = frozenset({"cast"})  # type: ignore[attr-defined]  (events it reads)
needs("conspire")(_conspire)  # (engine/relevance.py)
GLOBAL_TRIGGERS.append(_conspire)
KEYWORD_OPTIONAL_COST["Conspire"] = _conspire_cost
IMPLEMENTED_KEYWORDS.add("Conspire")
