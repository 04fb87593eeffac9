"""Rule-modifying effects (``Restrict`` mods) that other parts of the engine consult:

- "You have no maximum hand size" (402.2, 514.1): a static ability whose affected set names the player; the
  cleanup step's discard reads it through ``turn.MAX_HAND_SIZE``.
- "It can't be regenerated" (701.19c): regeneration shields don't apply to the permanent (``replacement.py``).
- "You may cast [spells] as though they had flash" (609.4, 601.3b): ``actions.flash_permission``.
- "At the beginning of the upkeep of enchanted creature's controller" (trigger ``whose="enchanted_controller"``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...tree.abilities import Static
from ...tree.continuous import Restrict
from ...tree.filters import Filter
from ...tree.refs import Ref
from ..chars import chars
from ..evaluate import Env, condition_holds, matches, resolve_ref
from ..state import pent
from ..support import IMPLEMENTED_RESTRICTIONS, IMPLEMENTED_WHOSE, implements, variant_check
from ..triggers import MATCHERS
from ..turn import MAX_HAND_SIZE

if TYPE_CHECKING:
    from ..state import GameState


def player_restricted(state: "GameState", pid: int, kind: str) -> bool:
    """Does a static ability of a permanent give player ``pid`` the rule ``kind`` ("You have no maximum hand
    size", "Each player has ...")?"""
    ent = pent(pid)
    for sid in state.battlefield:
        if state.objects[sid].phased_out:
            continue
        sc = chars(state, sid)
        for ab in sc.abilities:
            if type(ab) is not Static or not any(type(m) is Restrict and m.kind == kind for m in ab.mods):
                continue
            env = Env(state, sid, sc.controller)
            if ab.condition is not None and not condition_holds(env, ab.condition):
                continue
            aff = ab.affected
            if isinstance(aff, Ref) and ent in resolve_ref(env, aff):
                return True
            if isinstance(aff, Filter) and (aff.kind == "player" or aff.or_player) and matches(env, aff, ent):
                return True
    return False


def _no_maximum(state: "GameState", pid: int, mx):
    """402.2: no maximum hand size: nothing is discarded in the cleanup step (514.1)."""
    return None if mx is not None and player_restricted(state, pid, "no_maximum_hand_size") else mx


MAX_HAND_SIZE.append(_no_maximum)
IMPLEMENTED_RESTRICTIONS.update({"no_maximum_hand_size", "cant_be_regenerated"})


# "You may cast spells as though they had flash" (609.4, 601.3b): ``actions.flash_permission`` reads it.
implements("CastAsThough")


@variant_check("CastAsThough")
def _cast_as_though(n) -> list[str]:
    if n.what != "flash":
        return [f"cast as though {n.what}"]
    return []


# ---------------------------------------------------------------- "the upkeep of enchanted creature's controller"

_step_matcher = MATCHERS["step"]


def _enchanted_controller(env) -> int | None:
    """The controller of the permanent the source (an Aura) is attached to (303.4)."""
    o = env.state.objects.get(env.source) if env.source is not None else None
    host = o.attached_to if o is not None else None
    if host is None or host < 0 or host not in env.state.objects:
        return None
    return chars(env.state, host).controller


def _m_step(env, trig, ev):
    """513.1 / 503.1: "At the beginning of the upkeep of enchanted creature's controller" (``whose`` =
    "enchanted_controller"): the step's player controls the enchanted permanent."""
    if trig.whose == "enchanted_controller":
        return ev["kind"] == "step" and ev["step"] == trig.step and ev.get("player") == _enchanted_controller(env)
    return _step_matcher(env, trig, ev)


MATCHERS["step"] = _m_step
IMPLEMENTED_WHOSE.add("enchanted_controller")


@variant_check("Trigger")
def _enchanted_controller_only_steps(n) -> list[str]:
    if n.whose == "enchanted_controller" and n.event != "step":
        return [f"trigger {n.event} whose=enchanted_controller"]
    return []
