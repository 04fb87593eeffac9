"""Harmonize (702.180): "Harmonize [cost]" means "You may cast this card from your graveyard by paying [cost] and
tapping up to one untapped creature you control rather than paying this spell's mana cost," "If you cast this spell
using its harmonize ability, its total cost is reduced by an amount of generic mana equal to the tapped creature's
power," and "If the harmonize cost was paid, exile this card instead of putting it anywhere else any time it would
leave the stack." (702.180a)

- Cast variants of a card in its owner's graveyard (``CAST_PERMISSIONS``): "harmonize" (an alternative cost, 118.9:
  ``ALT_COST_TAGS``) taps no creature; "harmonize+harmonizetap" also taps one untapped creature its caster controls
  (a cost part of the variant, ``VARIANT_EXTRA_COSTS``: chosen with the cost's other choices and tapped as the cost
  is paid, 702.180b, 601.2h). Tapping a creature for a cost that isn't {T} doesn't need it to have been under its
  controller's control since the turn began (302.6).
- The reduction, of generic mana only, is taken off the total cost once the creature is known, before any mana is
  paid (a pre-payment casting stage, like emerge's); a creature with power 0 or less reduces nothing. Whether the
  spell can be cast counts the largest reduction an untapped creature of the caster's could give.
- The spell is exiled whenever it would leave the stack (``STACK_EXILE_TAGS``: the flashback rule's replacement).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.types import Zone
from ...tree.abilities import Keyword
from ...tree.costs import Cost
from ...tree.filters import Filter
from ..chars import chars
from ..mechanics_hooks import ALT_COST_TAGS, CAST_PERMISSIONS, STACK_EXILE_TAGS, VARIANT_EXTRA_COSTS
from ..relevance import needs
from ..support import IMPLEMENTED_KEYWORDS
from .base import graveyard_quiet
from .chosen_reduction import chosen_object_reduction

if TYPE_CHECKING:
    from ..state import GameState

TAP_A_CREATURE = Cost(tap_untapped=Filter(kind="permanent", types=("Creature",), controller="you"), tap_untapped_n=1)
_KEYWORDS = frozenset({"Harmonize"})
_BY_CARD: dict = {}  # card name -> whether it has harmonize (graveyard_quiet's memo)


def _variants(state: "GameState", pid: int, oid: int) -> list:
    """702.180a: a card with harmonize in its owner's graveyard may be cast for its harmonize cost, tapping a creature
    or not."""
    o = state.objects[oid]
    if o.zone != Zone.GRAVEYARD or o.owner != pid:
        return []
    c = chars(state, oid)
    if "Harmonize" not in c.keywords or not any(type(a) is Keyword and a.name == "Harmonize" and a.cost is not None
                                                for a in c.abilities):
        return []
    return ["harmonize", "harmonize+harmonizetap"]


def _quiet(state: "GameState", pid: int, zone: str) -> bool:
    return graveyard_quiet(state, pid, zone, _KEYWORDS, _BY_CARD)


chosen_object_reduction("harmonize", "harmonizetap", "tap_untapped1", lambda ch: ch.power, "702.180a",
                        untapped=True, doc="702.180a: reduce the total cost by the tapped creature's power.")
_variants.quiet = _quiet  # type: ignore[attr-defined]
_variants.zones = frozenset({Zone.GRAVEYARD})  # type: ignore[attr-defined]
needs("harmonize")(_variants)  # (engine/relevance.py)
CAST_PERMISSIONS.append(_variants)
VARIANT_EXTRA_COSTS["harmonizetap"] = TAP_A_CREATURE
ALT_COST_TAGS["harmonize"] = "Harmonize"
STACK_EXILE_TAGS.add("harmonize")
IMPLEMENTED_KEYWORDS.add("Harmonize")
