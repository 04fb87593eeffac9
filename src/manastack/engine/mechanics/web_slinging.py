"""Web-slinging (702.188): "Web-slinging [cost]" means "You may cast this spell by paying [cost] and returning a
tapped creature you control to its owner's hand rather than paying its mana cost." (702.188a) Casting it so follows
the rules for alternative costs (601.2b, 601.2f-h, 118.9).

- The cast variant "webslinging" (``ALT_COST_TAGS``) is offered for a card with web-slinging in its owner's hand
  while they control a tapped creature (``CAST_PERMISSIONS``), at the spell's normal timing.
- The tapped creature to return is a cost part of the variant (``VARIANT_EXTRA_COSTS``), chosen with the other
  cost choices and returned to its owner's hand as the cost is paid (601.2h).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.types import Zone
from ...tree.abilities import Keyword
from ...tree.costs import Cost
from ...tree.filters import Filter
from ..chars import chars
from ..mechanics_hooks import ALT_COST_TAGS, CAST_PERMISSIONS, VARIANT_EXTRA_COSTS
from ..relevance import needs
from ..support import IMPLEMENTED_KEYWORDS

if TYPE_CHECKING:
    from ..state import GameState

NAME = "Web-slinging"
TAG = "webslinging"
TAPPED_CREATURE = Filter(types=("Creature",), controller="you", tapped=True)


def _has_tapped_creature(state: "GameState", pid: int) -> bool:
    objs = state.objects
    for i in state.battlefield:
        o = objs[i]
        if o.tapped and not o.phased_out:
            c = chars(state, i)
            if c.controller == pid and "Creature" in c.types:
                return True
    return False


def _variants(state: "GameState", pid: int, oid: int) -> list:
    """702.188a: a card with web-slinging in its owner's hand may be cast for it while they control a tapped
    creature to return."""
    o = state.objects[oid]
    if o.zone != Zone.HAND or o.owner != pid:
        return []
    c = chars(state, oid)
    if NAME not in c.keywords or not any(type(a) is Keyword and a.name == NAME and a.cost is not None
                                         for a in c.abilities):
        return []
    return [TAG] if _has_tapped_creature(state, pid) else []


def _quiet(state: "GameState", pid: int, zone: str) -> bool:
    return zone != Zone.HAND or not _has_tapped_creature(state, pid)


_variants.quiet = _quiet  # type: ignore[attr-defined]
_variants.zones = frozenset({Zone.HAND})  # type: ignore[attr-defined]
CAST_PERMISSIONS.append(needs("web-slinging")(_variants))
ALT_COST_TAGS[TAG] = NAME
VARIANT_EXTRA_COSTS[TAG] = Cost(return_to_hand=TAPPED_CREATURE)
IMPLEMENTED_KEYWORDS.add(NAME)
