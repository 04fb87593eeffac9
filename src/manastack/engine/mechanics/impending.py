"""Impending (702.176). "Impending N--[cost]" means four abilities (702.176a):

1. "You may choose to pay [cost] rather than pay this spell's mana cost" -- the cast variant "impending" of a card
   in its owner's hand (an alternative cost, 118.9, 601.2b, 601.2f-h: ``ALT_COST_TAGS``, ``CAST_PERMISSIONS``);
2. "If you chose to pay this permanent's impending cost, it enters with N time counters on it" (614.1c: an
   intrinsic replacement of its entering, ``replacement.INTRINSIC_ETB``, read from the tags paid, ``GameObject.paid``);
3. "As long as this permanent's impending cost was paid and it has a time counter on it, it's not a creature" (a
   layer-4 effect of its own, ``carddef.KEYWORD_STATICS``);
4. "At the beginning of your end step, if this permanent's impending cost was paid and it has a time counter on it,
   remove a time counter from it" (an intervening "if", 603.4).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core.types import Zone
from ...tree.abilities import All, Body, IsTrue, Keyword, Replacement, Static, Trigger, Triggered
from ...tree.continuous import RemoveTypes
from ...tree.effects import RemoveCounters
from ...tree.refs import Num, This
from ..carddef import KEYWORD_STATICS
from ..chars import chars
from ..evaluate import FACTS, Env
from ..keyword_abilities import EXTRA_KEYWORD_TRIGGERS, TRIGGER_KEYWORDS
from ..mechanics_hooks import ALT_COST_TAGS, CAST_PERMISSIONS
from ..relevance import needs
from ..replacement import INTRINSIC_ETB
from ..support import IMPLEMENTED_FACTS, IMPLEMENTED_KEYWORDS

if TYPE_CHECKING:
    from ..charvalues import Chars
    from ..state import GameState

NAME = "Impending"
TAG = "impending"
_PAID_WITH_TIME = All((IsTrue("impending_paid"), IsTrue("has_time_counter")))
_NOT_A_CREATURE = (Static(mods=(RemoveTypes(types=("Creature",)),), affected=This(), condition=_PAID_WITH_TIME),)
_TICK = (Triggered(Trigger("step", None, step="end", whose="you"), Body(RemoveCounters(This(), "time", Num(1))),
                   intervening=_PAID_WITH_TIME),)


def _impending_paid(env: Env, of: Any) -> bool:
    """702.176a: this permanent's impending cost was paid (the permanent the spell became, 400.7)."""
    o = env.state.objects.get(env.source) if env.source is not None else None
    return bool(o is not None and o.zone == Zone.BATTLEFIELD and o.paid and TAG in o.paid)


def _n(c: "Chars") -> int:
    for a in c.abilities:
        if type(a) is Keyword and a.name == NAME and isinstance(a.arg, int) and not isinstance(a.arg, bool):
            return a.arg
    return 0


def _variants(state: "GameState", pid: int, oid: int) -> list:
    """702.176a: a card with impending in its owner's hand may be cast for its impending cost."""
    o = state.objects[oid]
    if o.zone != Zone.HAND or o.owner != pid:
        return []
    c = chars(state, oid)
    if NAME in c.keywords and any(type(a) is Keyword and a.name == NAME and a.cost is not None for a in c.abilities):
        return [TAG]
    return []


def _quiet(state: "GameState", pid: int, zone: str) -> bool:
    return zone != Zone.HAND


def _impending_etb(state: "GameState", oid: int, c: "Chars") -> tuple:
    """702.176a: the permanent whose impending cost was paid enters with N time counters (614.1c)."""
    o = state.objects[oid]
    if not o.paid or TAG not in o.paid or o.cast_from is None:
        return ()
    n = _n(c)
    return (Replacement("enters_with_counters", ("time", n)),) if n else ()


_variants.quiet = _quiet  # type: ignore[attr-defined]
_variants.zones = frozenset({Zone.HAND})  # type: ignore[attr-defined]
CAST_PERMISSIONS.append(needs("impending")(_variants))
ALT_COST_TAGS[TAG] = NAME
INTRINSIC_ETB.append(_impending_etb)
KEYWORD_STATICS[NAME] = lambda kw: _NOT_A_CREATURE
EXTRA_KEYWORD_TRIGGERS[NAME] = lambda kw: _TICK
TRIGGER_KEYWORDS.add(NAME)
FACTS["impending_paid"] = _impending_paid
IMPLEMENTED_FACTS.add("impending_paid")
IMPLEMENTED_KEYWORDS.add(NAME)
