"""Mayhem (702.187): "Mayhem [cost]" means "As long as you discarded this card this turn, you may cast it from your
graveyard by paying [cost] rather than paying its mana cost." (702.187b; a static ability that functions while the
card is in a graveyard, 702.187a)

Discards are remembered for the turn (``turn_data["mayhem_discarded"]``, replaced as each turn begins): the card
that went to the graveyard by being discarded is that graveyard object (400.7: once it leaves the graveyard it is a
new object, and the permission is gone). The cast is an alternative cost (118.9, cast variant "mayhem",
``ALT_COST_TAGS``); timing rules still apply. Mayhem without a cost (702.187c, playing a land from the graveyard)
isn't handled: such cards stay unsupported."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.types import Zone
from ...tree.abilities import Keyword
from ..chars import chars
from ..mechanics_hooks import ALT_COST_TAGS, CAST_PERMISSIONS
from ..relevance import needs
from ..support import IMPLEMENTED_KEYWORDS, variant_check
from ..triggers import GLOBAL_TRIGGERS

if TYPE_CHECKING:
    from ..state import GameState

KEY = "mayhem_discarded"


def _record(state: "GameState", ev: dict) -> list:
    """Remember each card discarded this turn (701.9) as the object it became; triggers nothing."""
    if ev.get("kind") == "discard":
        oid = ev.get("object")
        lst = state.turn_data.setdefault(KEY, [])
        if oid is not None and oid not in lst:
            lst.append(oid)
    return []


_record.kinds = frozenset({"discard"})  # type: ignore[attr-defined]  (events it reads)


def _mayhem_variants(state: "GameState", pid: int, oid: int) -> list:
    """702.187b: the owner who discarded it this turn may cast it from their graveyard for its mayhem cost."""
    o = state.objects[oid]
    if o.zone != Zone.GRAVEYARD or o.owner != pid or oid not in state.turn_data.get(KEY, ()):
        return []
    c = chars(state, oid)
    if "Mayhem" in c.keywords and any(type(a) is Keyword and a.name == "Mayhem" and a.cost is not None
                                      for a in c.abilities):
        return ["mayhem"]
    return []


def _quiet(state: "GameState", pid: int, zone: str) -> bool:
    """Nothing to add unless a card discarded this turn is in ``pid``'s graveyard."""
    if zone != Zone.GRAVEYARD:
        return True
    lst = state.turn_data.get(KEY)
    return not lst or not any(i in lst for i in state.graveyard[pid])


@variant_check("Keyword")
def _mayhem_forms(n) -> list[str]:
    if n.name == "Mayhem" and n.cost is None:
        return ["keyword Mayhem without a cost (702.187c)"]
    return []


_mayhem_variants.quiet = _quiet  # type: ignore[attr-defined]
_mayhem_variants.zones = frozenset({Zone.GRAVEYARD})  # type: ignore[attr-defined]
# (only a card with mayhem, printed or granted by a card whose text says so, can use a record of discards:
# engine/relevance.py; every card of the game is noted as it enters the game, before it can be discarded)
GLOBAL_TRIGGERS.append(needs("mayhem")(_record))
CAST_PERMISSIONS.append(needs("mayhem")(_mayhem_variants))
ALT_COST_TAGS["mayhem"] = "Mayhem"
IMPLEMENTED_KEYWORDS.add("Mayhem")
