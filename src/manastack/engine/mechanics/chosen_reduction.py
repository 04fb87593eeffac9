"""A total-cost reduction by a value of an object chosen for a variant's cost part (601.2f; emerge 702.119a: the
sacrificed creature's mana value; harmonize 702.180a: the tapped creature's power).

The object is chosen with the cost's other choices; the reduction, of generic mana only, is taken off the total cost
once it is known, before any mana is paid (a pre-payment casting stage: the order of generic reductions doesn't
change the total). Whether the spell can be cast counts the largest reduction an eligible object could give."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from ..casting import ANSWERS, STAGES
from ..chars import chars, compute_all
from ..events import log
from ..mechanics_hooks import GENERIC_HELPERS, PRE_PAY_STAGES, after_pre_pay

if TYPE_CHECKING:
    from ..state import GameState


def chosen_object_reduction(stage: str, tag: str, choice: str, value: Callable, rule: str, untapped: bool = False,
                            doc: str = "") -> None:
    """Register the pre-payment stage ``stage``: for a spell cast with variant tag ``tag``, reduce its total cost by
    ``value(chars)`` (at least 0) of the object chosen as ``choice`` (the variant's cost part is the last one, so its
    choice key ends in "1"); and the castability helper giving the largest such reduction among the creatures the
    caster controls (``untapped``: only untapped ones)."""
    done = stage + "_reduction"

    def run(state: "GameState", c: dict) -> None:
        if c["kind"] == "spell" and tag in c["variant"].split("+") and done not in c:
            ids = c["choices"].get(choice, ())
            if ids:
                n = max(0, value(chars(state, ids[0])) or 0)
                c[done] = n
                c["mana_due"] = c["mana_due"].reduced_generic(n)
                log(state, "cost", rule, f"{stage}: the total cost is reduced by {{{n}}}")
        c["stage"] = nxt = after_pre_pay(stage)
        STAGES[nxt](state, c)

    def largest(state: "GameState", pid: int, spell: int, c, generic: int, tags: frozenset) -> int:
        if generic <= 0 or tag not in tags:
            return 0
        allc = compute_all(state)
        best = 0
        for i in state.battlefield:
            ch = allc.get(i)
            o = state.objects[i]
            if ch is not None and not o.phased_out and not (untapped and o.tapped) and ch.controller == pid \
                    and "Creature" in ch.types:
                best = max(best, value(ch) or 0)
        return min(best, generic)

    run.__doc__ = largest.__doc__ = doc
    STAGES[stage] = run
    ANSWERS[stage] = lambda state, c, choice: None  # (asks nothing)
    PRE_PAY_STAGES.append(stage)
    GENERIC_HELPERS.append(largest)
