"""Keywords that are activated abilities of a card in a player's hand, discarding it as part of the cost (built
here from plain tree nodes and activated like printed abilities: ``KEYWORD_ACTIVATED``, engine/abilities.py):

- transmute [cost] (702.53a): "[Cost], Discard this card: Search your library for a card with the same mana value as
  the discarded card, reveal that card, and put it into your hand. Then shuffle your library. Activate only as a
  sorcery." The mana value is the discarded card's (its last known information as it left the hand, 608.2h).
- reinforce N--[cost] (702.77a): "[Cost], Discard this card: Put N +1/+1 counters on target creature."

They exist in every zone (702.53b, 702.77b) but can be activated only from the hand (``Activated.zone``).
"""
from __future__ import annotations

from dataclasses import replace
from functools import lru_cache

from ...tree.abilities import Activated, Body, Keyword, TargetSpec
from ...tree.effects import AddCounters, Search
from ...tree.filters import Filter
from ...tree.refs import ManaValueOf, Num, Target, This, You
from ..mechanics_hooks import KEYWORD_ACTIVATED
from ..support import IMPLEMENTED_KEYWORDS, variant_check

_ANY_CREATURE = TargetSpec(Filter(kind="permanent", types=("Creature",)), 1, 1, "target creature")
_SAME_MANA_VALUE = Filter(kind="card", zone="library", mana_value=("=", ManaValueOf(This())))


@lru_cache(maxsize=256)
def _transmute(kw: Keyword) -> tuple:
    """702.53a."""
    if kw.cost is None:
        return ()
    body = Body(Search(You(), _SAME_MANA_VALUE, Num(1), zone="hand", reveal=True))
    return (Activated(cost=replace(kw.cost, discard_self=True), body=body, timing="sorcery", zone="hand"),)


@lru_cache(maxsize=256)
def _reinforce(kw: Keyword) -> tuple:
    """702.77a."""
    if kw.cost is None or not isinstance(kw.arg, int):
        return ()
    body = Body(AddCounters(Target(0), "+1/+1", Num(kw.arg)), (_ANY_CREATURE,))
    return (Activated(cost=replace(kw.cost, discard_self=True), body=body, zone="hand"),)


@variant_check("Keyword")
def _forms(n) -> list[str]:
    if n.name == "Reinforce" and not isinstance(n.arg, int):
        return ["keyword Reinforce X"]
    if n.name in ("Reinforce", "Transmute") and n.cost is None:
        return [f"keyword {n.name} without a cost"]
    return []


KEYWORD_ACTIVATED.update({"Transmute": _transmute, "Reinforce": _reinforce})
IMPLEMENTED_KEYWORDS.update({"Transmute", "Reinforce"})
