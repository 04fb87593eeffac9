"""Assist (702.132): "If the total cost to cast a spell with assist includes a generic mana component, before you
activate mana abilities while casting it, you may choose another player. That player has a chance to activate mana
abilities. Once that player chooses not to activate any more mana abilities, you have a chance to activate mana
abilities. Before you begin to pay the total cost of the spell, the player you chose may pay for any amount of the
generic mana in the spell's total cost." (702.132a)

A casting stage run before mana payment (601.2g-h, ``mechanics_hooks.PRE_PAY_STAGES``): the caster chooses another
player or no one; the chosen player says how much of the generic mana they pay (at most what their own mana
abilities and pool can pay) and pays it from their own mana; the caster then pays the rest as usual. The mana the
helper spends is mana spent to cast the spell (its colors count for sunburst-like rules, 106.1)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.mana import ManaCost, Sym
from ..casting import ANSWERS, STAGES, activate_mana_ability
from ..chars import chars
from ..events import log
from ..loop import ask, push
from ..mechanics_hooks import GENERIC_HELPERS, PRE_PAY_STAGES, after_pre_pay
from ..payment import TYPES, available_mana_count, solve, sources_for, spend_from_pool, usable_pool
from ..support import IMPLEMENTED_KEYWORDS

if TYPE_CHECKING:
    from ..state import GameState


def _goto(state: "GameState", c: dict, stage: str) -> None:
    c["stage"] = stage
    state.touch_light()
    push(state, "cast_stage")


def _go_on(state: "GameState", c: dict, stage: str) -> None:
    """Go on to the next casting stage at once (nothing happened here: no task needed)."""
    c["stage"] = stage
    STAGES[stage](state, c)


def _generic(n: int) -> ManaCost:
    return ManaCost((Sym("generic", 0, n, str(n)),))


def _plan(state: "GameState", helper: int, spell: int, n: int) -> dict | None:
    """How ``helper`` pays {n} with their own pool and mana abilities (no life: only mana pays generic here)."""
    return solve(_generic(n), usable_pool(state, helper, spell), sources_for(state, helper, spell), 0,
                 allow_life=False)


def _most(state: "GameState", helper: int, spell: int, generic: int) -> int:
    """The most of the generic mana ``helper`` could pay now."""
    for n in range(min(generic, available_mana_count(state, helper)), 0, -1):
        if _plan(state, helper, spell, n) is not None:
            return n
    return 0


def _helpable(state: "GameState", pid: int, spell: int, c, generic: int, _tags: frozenset) -> int:
    """702.132a: how much of the generic mana of a spell with assist another player could pay now (for whether
    the spell can be cast at all)."""
    if generic <= 0 or "Assist" not in c.keywords:
        return 0
    return max((_most(state, p.id, spell, generic) for p in state.players if p.id != pid and p.in_game), default=0)


def _stage_assist(state: "GameState", c: dict) -> None:
    """702.132a: before mana abilities are activated, the caster may choose another player to help pay."""
    due: ManaCost = c["mana_due"]
    if (c["kind"] != "spell" or "assist_by" in c or due.generic <= 0
            or "Assist" not in chars(state, c["obj"]).keywords):
        _go_on(state, c, after_pre_pay("assist"))
        return
    others = [p.id for p in state.players if p.id != c["player"] and p.in_game]
    if not others:
        _go_on(state, c, after_pre_pay("assist"))
        return
    opts = tuple(("player", p) for p in others) + (("none",), ("cancel",))
    ask(state, "choose_player", c["player"], opts, "Assist: choose another player who may help pay the generic mana",
        ("cast_answer", "assist"), info={"keyword": "Assist", "rule": "702.132a"})


def _stage_assist_amount(state: "GameState", c: dict) -> None:
    helper = c["assist_by"]
    mx = _most(state, helper, c["obj"], c["mana_due"].generic)
    if mx <= 0:
        _goto(state, c, after_pre_pay("assist"))
        return
    ask(state, "number", helper, tuple(("number", k) for k in range(mx + 1)),
        f"Assist: pay how much of the generic mana of {state.players[c['player']].name}'s spell?",
        ("cast_answer", "assist_amount"), validate={"min": 0, "max": mx},
        info={"keyword": "Assist", "rule": "702.132a", "max": mx})


def _ans_assist(state: "GameState", c: dict, choice: tuple) -> None:
    if choice[0] == "player":
        c["assist_by"] = int(choice[1])
        _goto(state, c, "assist_amount")
    else:
        c["assist_by"] = None
        _goto(state, c, after_pre_pay("assist"))


def _ans_assist_amount(state: "GameState", c: dict, choice: tuple) -> None:
    helper = c["assist_by"]
    n = int(choice[1])
    _goto(state, c, after_pre_pay("assist"))  # (first: what the mana abilities do after the mana comes before it, 605.3b)
    if n <= 0:
        return
    plan = _plan(state, helper, c["obj"], n)
    if plan is None:  # (the amount was checked as it was offered)
        return
    for oid, idx, bundle in plan["activate"]:
        activate_mana_ability(state, helper, oid, idx, bundle)
    for _si, t in plan["spend"]:
        t = "C" if t not in TYPES else t
        spend_from_pool(state, helper, t, c["obj"])
        if t in "WUBRG":  # the colors of mana spent to cast it (106.1, casting.py keeps them the same way)
            c["spent"] = c.get("spent", "") + t
    c["mana_due"] = c["mana_due"].reduced_generic(n)
    c["assisted"] = n
    log(state, "pay", "702.132a", f"{state.players[helper].name} pays {{{n}}} of the spell's generic mana (assist)")


STAGES.update({"assist": _stage_assist, "assist_amount": _stage_assist_amount})
ANSWERS.update({"assist": _ans_assist, "assist_amount": _ans_assist_amount})
PRE_PAY_STAGES.append("assist")
GENERIC_HELPERS.append(_helpable)
IMPLEMENTED_KEYWORDS.add("Assist")
