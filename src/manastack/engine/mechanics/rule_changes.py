"""Rule-modifying effects (``Restrict`` mods) that other parts of the engine consult:

- "You may play an additional land on each of your turns" (305.2): ``mechanics_hooks.LAND_PLAYS``;
  "Players can't gain life" (119.7): a life-gain replacement hook that gains nothing.
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
from ..events import LIFE_GAIN_REPLACERS, log, pname
from ..mechanics_hooks import LAND_PLAYS
from ..relevance import needs
from ..state import pent
from ..support import IMPLEMENTED_RESTRICTIONS, IMPLEMENTED_WHOSE, implements, variant_check
from ..triggers import MATCHERS
from ..turn import MAX_HAND_SIZE

if TYPE_CHECKING:
    from ..state import GameState


def player_restricted(state: "GameState", pid: int, kind: str) -> bool:
    """Does a static ability of a permanent give player ``pid`` the rule ``kind`` ("You have no maximum hand
    size", "Each player has ..."), or a continuous effect of a resolved spell or ability (611.2)?"""
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
    for e in state.effects:  # 611.2: a resolved spell's effect ("Your opponents can't gain life this turn")
        if e.affected and ent in e.affected and any(type(m) is Restrict and m.kind == kind for m in e.mods):
            return True
    return False


def player_restriction_args(state: "GameState", pid: int, kind: str) -> list:
    """The ``arg`` of every ``Restrict(kind)`` a static ability of a permanent gives player ``pid`` (one per
    ability: two Explorations give two additional land plays)."""
    ent = pent(pid)
    out = []
    for sid in state.battlefield:
        if state.objects[sid].phased_out:
            continue
        sc = chars(state, sid)
        for ab in sc.abilities:
            if type(ab) is not Static:
                continue
            mods = [m for m in ab.mods if type(m) is Restrict and m.kind == kind]
            if not mods:
                continue
            env = Env(state, sid, sc.controller)
            if ab.condition is not None and not condition_holds(env, ab.condition):
                continue
            aff = ab.affected
            if isinstance(aff, Ref) and ent in resolve_ref(env, aff) or isinstance(aff, Filter) and (
                    aff.kind == "player" or aff.or_player) and matches(env, aff, ent):
                out += [m.arg for m in mods]
    return out


def _additional_lands(state: "GameState", pid: int) -> int:
    """305.2, 305.2a: "You may play an additional land on each of your turns" -- one more land play for each such
    ability ("two additional lands": two)."""
    if state.active != pid:
        return 0
    return sum(a if isinstance(a, int) and a > 0 else 1 for a in player_restriction_args(state, pid, "additional_land_play"))


LAND_PLAYS.append(needs("additional_land_play")(_additional_lands))


def _cant_gain_life(state: "GameState", plan: dict) -> None:
    """119.7: a player an effect says can't gain life doesn't ("Players can't gain life"); 119.5: neither by a
    life total set higher."""
    if plan["amount"] > 0 and player_restricted(state, plan["player"], "cant_gain_life"):
        plan["amount"] = 0
        log(state, "life", "119.7", f"{pname(state, plan['player'])} can't gain life")


LIFE_GAIN_REPLACERS.insert(0, _cant_gain_life)
IMPLEMENTED_RESTRICTIONS.update({"additional_land_play", "cant_gain_life"})
# 401.5: "You may look at the top card of your library any time": engine/view.py shows that card to the player
IMPLEMENTED_RESTRICTIONS.add("may_look_at_top_of_library")


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
