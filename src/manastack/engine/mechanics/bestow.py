"""Bestow (702.103).

702.103a: "Bestow [cost]" lets a card be cast bestowed for [cost] rather than its mana cost (an alternative cost,
118.9): the variant ``alt:<index>+bestow`` (``actions.cast_variants``).

702.103b: as a spell cast bestowed is put onto the stack it becomes an Aura enchantment and gains enchant creature
(``GameObject.alt == "bestow"``, set by ``casting.begin_cast``; its values on the stack and battlefield come from
``charvalues.ALT_VALUES``): no longer a creature, its creature types gone, "Aura" added. As an Aura spell it targets
a creature (303.4a) and, resolving, the permanent is attached to it (303.4f) -- a bestowed Aura.

702.103e: if its target is illegal as it resolves, it ceases to be bestowed and resolves as a creature spell
(``resolve._resolve_spell``). 702.103f: a bestowed Aura that becomes unattached (its creature left) or is attached
illegally becomes unattached and ceases to be bestowed -- it stays on the battlefield as a creature (``sba``).

Not yet: copies of a bestowed Aura spell (702.103c) and the bestowed values as copiable values; 702.103d's
castability judged on the Aura (a bestowed cast is judged on the card's own values).
"""
from __future__ import annotations

from ...tree.abilities import Keyword
from ...tree.filters import Filter
from ..casting import ALT_COST_KEYWORDS
from ..charvalues import ALT_VALUES, Chars, subtype_set
from ..support import IMPLEMENTED_KEYWORDS

ENCHANT_CREATURE = Keyword("Enchant", Filter(types=("Creature",)))


def bestowed_values(c: Chars) -> Chars:
    """702.103b: an Aura enchantment with enchant creature, not a creature (205.1b: the creature types go)."""
    out = c.copy()
    out.types = (c.types - {"Creature"}) | {"Enchantment"}
    out.subtypes = frozenset(s for s in c.subtypes if subtype_set(s)[1] & out.types) | {"Aura"}
    out.power = out.toughness = None
    out.abilities = c.abilities + (ENCHANT_CREATURE,)
    out.keywords = frozenset(a.name for a in out.abilities if type(a) is Keyword)
    return out


ALT_COST_KEYWORDS["Bestow"] = "bestow"
ALT_VALUES["bestow"] = bestowed_values
IMPLEMENTED_KEYWORDS.add("Bestow")
