"""Emerge (702.119): "Emerge [cost]" means "You may cast this spell by paying [cost] and sacrificing a creature
rather than paying its mana cost" and "If you chose to pay this spell's emerge cost, its total cost is reduced by an
amount of generic mana equal to the sacrificed creature's mana value." (702.119a)

An alternative cost (118.9: cast variant ``alt:<index>+emerge``, ``casting.ALT_COST_KEYWORDS``) whose sacrifice is
a cost part of the variant (``mechanics_hooks.VARIANT_EXTRA_COSTS``): the creature is chosen with the cost's other
choices and sacrificed as the cost is paid (702.119c, 601.2h). The reduction, of generic mana only, is taken off
the total cost once the creature is known, before any mana is paid (a pre-payment casting stage: the order of
generic reductions doesn't change the total, 601.2f). Whether the spell can be cast counts the largest reduction a
creature of the caster's could give. "Emerge from [quality]" (702.119b) isn't compiled (those cards stay
unsupported)."""
from __future__ import annotations

from ...tree.costs import Cost
from ...tree.filters import Filter
from ..casting import ALT_COST_KEYWORDS
from ..mechanics_hooks import VARIANT_EXTRA_COSTS
from ..support import IMPLEMENTED_KEYWORDS
from .chosen_reduction import chosen_object_reduction

SACRIFICE_A_CREATURE = Cost(sacrifice=Filter(kind="permanent", types=("Creature",)), sacrifice_n=1)


chosen_object_reduction("emerge", "emerge", "sacrifice1", lambda ch: ch.mana_value, "702.119a",
                        doc="702.119a: reduce the total cost by the sacrificed creature's mana value.")
VARIANT_EXTRA_COSTS["emerge"] = SACRIFICE_A_CREATURE
ALT_COST_KEYWORDS["Emerge"] = "emerge"
IMPLEMENTED_KEYWORDS.add("Emerge")
