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

from typing import TYPE_CHECKING

from ...tree.costs import Cost
from ...tree.filters import Filter
from ..casting import ALT_COST_KEYWORDS, ANSWERS, STAGES
from ..chars import chars, compute_all
from ..events import log
from ..loop import push
from ..mechanics_hooks import GENERIC_HELPERS, PRE_PAY_STAGES, VARIANT_EXTRA_COSTS, after_pre_pay
from ..support import IMPLEMENTED_KEYWORDS

if TYPE_CHECKING:
    from ..state import GameState

SACRIFICE_A_CREATURE = Cost(sacrifice=Filter(kind="permanent", types=("Creature",)), sacrifice_n=1)


def _goto(state: "GameState", c: dict, stage: str) -> None:
    c["stage"] = stage
    state.touch_light()
    push(state, "cast_stage")


def _go_on(state: "GameState", c: dict, stage: str) -> None:
    """Go on to the next casting stage at once (nothing happened here: no task needed)."""
    c["stage"] = stage
    STAGES[stage](state, c)


def _stage_emerge(state: "GameState", c: dict) -> None:
    """702.119a: reduce the total cost by the sacrificed creature's mana value (generic mana only)."""
    if c["kind"] == "spell" and "emerge" in c["variant"].split("+") and not c.get("emerged"):
        # the variant's sacrifice is the last cost part (casting.total_cost), so the last choice asked ("...1")
        ids = c["choices"].get("sacrifice1", ())
        if ids:
            mv = chars(state, ids[0]).mana_value
            c["emerged"] = mv
            c["mana_due"] = c["mana_due"].reduced_generic(mv)
            log(state, "cost", "702.119a", f"emerge: the total cost is reduced by {{{mv}}}")
    _go_on(state, c, after_pre_pay("emerge"))


def _largest_reduction(state: "GameState", pid: int, spell: int, c, generic: int, tags: frozenset) -> int:
    """702.119a: for castability, the largest mana value among the creatures pid could sacrifice (capped)."""
    if generic <= 0 or "emerge" not in tags:
        return 0
    allc = compute_all(state)
    best = 0
    for i in state.battlefield:
        ch = allc.get(i)
        if ch is not None and not state.objects[i].phased_out and ch.controller == pid and "Creature" in ch.types:
            best = max(best, ch.mana_value)
    return min(best, generic)


STAGES["emerge"] = _stage_emerge
ANSWERS["emerge"] = lambda state, c, choice: None  # (asks nothing)
PRE_PAY_STAGES.append("emerge")
GENERIC_HELPERS.append(_largest_reduction)
VARIANT_EXTRA_COSTS["emerge"] = SACRIFICE_A_CREATURE
ALT_COST_KEYWORDS["Emerge"] = "emerge"
IMPLEMENTED_KEYWORDS.add("Emerge")
