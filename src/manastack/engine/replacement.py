"""Replacement and prevention effects (614, 615, 616) — the built-in ones: entering tapped or with
counters (614.1c–d), prevention shields (615), protection's damage prevention (702.16e), regeneration
shields (701.19). Each applies to an event at most once (614.5)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..tree.abilities import Replacement
from .chars import chars, name_of
from .events import DAMAGE_REPLACERS, log
from .state import is_player

if TYPE_CHECKING:
    from .state import GameState


def etb_replacements(state: "GameState", oid: int) -> tuple[bool, dict]:
    """614.1c: "enters tapped", "enters with N counters" from the entering permanent's own abilities
    (614.12: they apply as it enters)."""
    tapped = False
    counters: dict[str, int] = {}
    c = chars(state, oid)
    for ab in c.abilities:
        if type(ab) is Replacement:
            if ab.condition is not None:
                from .evaluate import Env, condition_holds

                if not condition_holds(Env(state, oid, c.controller), ab.condition):
                    continue
            if ab.kind == "enters_tapped":
                tapped = True
            elif ab.kind == "enters_with_counters" and ab.arg:
                k, n = ab.arg
                if not isinstance(n, int):
                    from .evaluate import Env, amount

                    n = amount(Env(state, oid, c.controller), n)
                counters[k] = counters.get(k, 0) + n
    return tapped, counters


def add_shield(state: "GameState", shield: tuple) -> None:
    state.shields.append(shield)
    state.touch()


def try_regenerate(state: "GameState", oid: int) -> bool:
    """701.19: "The next time [it] would be destroyed this turn, instead tap it, remove all damage
    from it, and remove it from combat." Uses up one shield."""
    for i, sh in enumerate(state.shields):
        if sh[0] == "regen" and sh[2] == oid:
            del state.shields[i]
            o = state.mut(oid)
            o.tapped = True
            o.damage = 0
            o.deathtouched = False
            if state.combat:
                from .combat import remove_from_combat

                remove_from_combat(state, oid)
            log(state, "regenerate", "701.19", f"{name_of(state, oid)} regenerates")
            return True
    return False


def _protection_prevents(state: "GameState", plan: dict) -> bool:
    """702.16e: damage from sources with the stated quality to a permanent or player with protection
    is prevented."""
    tgt = plan["target"]
    if is_player(tgt) or tgt not in state.objects:
        return False
    c = chars(state, tgt)
    if "Protection" not in c.keywords:
        return False
    src = plan["source"]
    from .keywords import protection_blocks

    if protection_blocks(state, tgt, src, plan):
        log(state, "prevent", "702.16e", f"damage to {c.name} is prevented (protection)")
        plan["amount"] = 0
        return True
    return False


def _shields_prevent(state: "GameState", plan: dict) -> bool:
    """615.7: prevention shields, used up as they prevent damage."""
    applied = False
    for i in range(len(state.shields)):
        sh = state.shields[i]
        if sh[0] != "prevent" or plan["amount"] <= 0:
            continue
        _, sid, ctrl, remaining, target, combat_only, source = sh[:7]
        if combat_only and not plan["combat"]:
            continue
        if target is not None and target != plan["target"]:
            continue
        if source is not None and source != plan["source"]:
            continue
        if remaining is None:
            log(state, "prevent", "615.1", f"{plan['amount']} damage is prevented")
            plan["amount"] = 0
            applied = True
            continue
        k = min(remaining, plan["amount"])
        plan["amount"] -= k
        state.shields[i] = sh[:3] + (remaining - k,) + sh[4:]
        log(state, "prevent", "615.7", f"{k} damage is prevented")
        applied = True
    if applied:
        state.shields[:] = [s for s in state.shields if not (s[0] == "prevent" and s[3] is not None and s[3] <= 0)]
        state.touch()
    return applied


DAMAGE_REPLACERS.append(_protection_prevents)
DAMAGE_REPLACERS.append(_shields_prevent)
