"""Sunburst (702.44): "If this object is entering as a creature, ignoring any type-changing effects that would
affect it, it enters with a +1/+1 counter on it for each color of mana spent to cast it. Otherwise, it enters
with a charge counter on it for each color of mana spent to cast it." (702.44a)

The colors of mana spent to cast a spell -- on its whole cost, additional and alternative costs included -- are
recorded as it is cast (``casting._note_spent``: tags ``spent_<color>`` of ``paid``, which the permanent keeps,
400.7d); mana that convoke, improvise or delve stood for isn't spent mana. Only a resolving spell that was cast
gets counters (702.44b): a permanent put onto the battlefield otherwise, or a copy of a spell, has none. Each
instance works separately (702.44d).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...tree.abilities import Keyword, Replacement
from ..charvalues import base_chars
from ..replacement import INTRINSIC_ETB
from ..evaluate import FACTS, resolve_ref
from ..support import IMPLEMENTED_FACTS, IMPLEMENTED_KEYWORDS

if TYPE_CHECKING:
    from ..charvalues import Chars
    from ..state import GameState


def colors_spent(paid: frozenset) -> int:
    """106.1, 702.44a: how many colors of mana were spent to cast the spell the object was."""
    return sum(1 for t in paid if t.startswith("spent_") and len(t) == 7)


def _spent_fact(tag: str):
    """ "if {R}{R} was spent to cast it / this spell", adamant (106.1, 601.2h): the tag ``spent_RR`` of the
    object the condition names (the source unless ``of``), or of what it was as it left (400.7d, 608.2h)."""
    def f(env, of):
        ids = resolve_ref(env, of) if of is not None else (env.source,)
        for i in ids:
            o = env.state.objects.get(i) if i is not None else None
            if o is not None and tag in o.paid:
                return True
        return False
    return f


for _c in "WUBRG":
    for _n in range(1, 8):
        FACTS["spent_" + _c * _n] = _spent_fact("spent_" + _c * _n)
        IMPLEMENTED_FACTS.add("spent_" + _c * _n)


def _sunburst(state: "GameState", oid: int, c: "Chars") -> tuple:
    if "Sunburst" not in c.keywords:
        return ()
    o = state.objects[oid]
    if o.kind == "token" or o.cast_from is None:  # 702.44b: a resolving spell that was cast (not a copy)
        return ()
    n = colors_spent(o.paid)
    if n <= 0:
        return ()
    kind = "+1/+1" if "Creature" in base_chars(state, o).types else "charge"  # ignoring type-changing effects
    k = sum(1 for a in c.abilities if type(a) is Keyword and a.name == "Sunburst")
    return (Replacement("enters_with_counters", (kind, n)),) * k


INTRINSIC_ETB.append(_sunburst)
IMPLEMENTED_KEYWORDS.add("Sunburst")
