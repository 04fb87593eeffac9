"""Keyword abilities about attacking and combat damage, built from plain tree nodes which the trigger index runs
like printed ones (each instance triggers separately: 702.39b, 702.105b, 702.115b, 702.121b, 702.149b):

- provoke (702.39a): "Whenever this creature attacks, you may choose to have target creature defending player
  controls block this creature this combat if able. If you do, untap that creature." The requirement (509.1c) is
  kept in ``state.combat["provoked"]`` as (blocker, attacker) pairs, so it lasts exactly this combat.
- dethrone (702.105a): "Whenever this creature attacks the player with the most life or tied for most life, put a
  +1/+1 counter on this creature." (life totals are compared as it triggers; attacking a planeswalker or battle
  never triggers it)
- outlast [cost] (702.107a): "[Cost], {T}: Put a +1/+1 counter on this creature. Activate only as a sorcery."
- ingest (702.115a): "Whenever this creature deals combat damage to a player, that player exiles the top card of
  their library."
- melee (702.121a): "Whenever this creature attacks, it gets +1/+1 until end of turn for each opponent you
  attacked with a creature this combat." (counted as it resolves, from the attackers as declared, 508.1:
  creatures put onto the battlefield attacking and planeswalkers attacked don't count)
- training (702.149a): "Whenever this creature and at least one other creature with power greater than this
  creature's power attack, put a +1/+1 counter on this creature." (powers compared as it triggers)
- For Mirrodin! (702.163a): "When this Equipment enters, create a 2/2 red Rebel creature token, then attach this
  Equipment to it."

- 702.149c: "Whenever this creature trains" triggers when a resolving training ability puts one or more +1/+1
  counters on it (the event ``trains``, fired by the training ability's own instruction).
"""
from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from typing import TYPE_CHECKING

from ...core.colors import LETTER_BIT
from ...tree.abilities import Activated, Body, IsTrue, Keyword, TargetSpec, Trigger, Triggered
from ...tree.continuous import ModPT
from ...tree.effects import (AddCounters, ApplyContinuous, Attach, CreateToken, MayDo, Mechanic, MoveTo, Seq,
                             TokenSpec, Untap)
from ...tree.filters import Filter
from ...tree.refs import EventPlayer, Num, OpponentsAttacked, Remembered, Target, This, TopCards, You
from ..chars import chars, name_of
from ..evaluate import AMOUNTS, FACTS, Env, apnap, resolve_ref
from ..events import add_counters, fire, log
from ..keyword_abilities import EXTRA_KEYWORD_TRIGGERS, TRIGGER_KEYWORDS
from ..mechanics_hooks import KEYWORD_ACTIVATED
from ..state import is_player, pid_of
from ..support import IMPLEMENTED_FACTS, IMPLEMENTED_KEYWORDS, implements
from ..triggers import matcher, subject_ok
from .base import mechanic

if TYPE_CHECKING:
    from ..state import GameState

_ATTACKS = Trigger("attacks", This())

# 702.39a (the filter's "defending" is the defending player of the attack that triggered it, evaluate.matches)
_PROVOKE = (Triggered(_ATTACKS, Body(
    MayDo(Seq((Mechanic("provoke", (Target(0),)), Untap(Target(0))))),
    targets=(TargetSpec(Filter(types=("Creature",), controller="defending"),
                        label="target creature defending player controls"),))),)
# 702.105a
_DETHRONE = (Triggered(Trigger("attacks", This(), condition=IsTrue("dethrone")),
                       Body(AddCounters(This(), "+1/+1", Num(1)))),)
# 702.115a
_INGEST = (Triggered(Trigger("deals_combat_damage", This(), to="player"),
                     Body(MoveTo(TopCards(EventPlayer("player"), Num(1)), "exile"))),)
# 702.121a
_MELEE_N = OpponentsAttacked(You())
_MELEE = (Triggered(_ATTACKS, Body(ApplyContinuous(This(), (ModPT(_MELEE_N, _MELEE_N),), "end_of_turn"))),)
# 702.149a ("train": put the +1/+1 counter, and 702.149c's "trains" event if one was put)
_TRAINING = (Triggered(Trigger("attacks", This(), condition=IsTrue("trains_with_greater_power")),
                       Body(Mechanic("train"))),)
# 702.163a
REBEL = TokenSpec(name="Rebel", colors=LETTER_BIT["R"], types=("Creature",), subtypes=("Rebel",), power=2,
                  toughness=2)
_FOR_MIRRODIN = (Triggered(Trigger("enters", This()), Body(Seq((
    CreateToken(REBEL, remember="rebel"), Attach(This(), Remembered("rebel")))))),)


@lru_cache(maxsize=64)
def _outlast(kw: Keyword) -> tuple:
    """702.107a: "[Cost], {T}: Put a +1/+1 counter on this creature. Activate only as a sorcery." """
    if kw.cost is None:
        return ()
    return (Activated(cost=replace(kw.cost, tap=True), body=Body(AddCounters(This(), "+1/+1", Num(1))),
                      timing="sorcery"),)


EXTRA_KEYWORD_TRIGGERS.update({
    "Provoke": lambda kw: _PROVOKE,
    "Dethrone": lambda kw: _DETHRONE,
    "Ingest": lambda kw: _INGEST,
    "Melee": lambda kw: _MELEE,
    "Training": lambda kw: _TRAINING,
    "For Mirrodin!": lambda kw: _FOR_MIRRODIN,
})
TRIGGER_KEYWORDS.update({"Provoke", "Dethrone", "Ingest", "Melee", "Training", "For Mirrodin!"})
KEYWORD_ACTIVATED["Outlast"] = _outlast
IMPLEMENTED_KEYWORDS.update({"Provoke", "Dethrone", "Ingest", "Melee", "Training", "For Mirrodin!", "Outlast"})
implements("OpponentsAttacked")


# ---------------------------------------------------------------- facts and amounts


def _dethrone(env: Env, of) -> bool:
    """702.105a: the attacked entity (the trigger's event) is a player whose life total is the highest, or tied
    for the highest, among the players in the game."""
    ev = env.ctx.event if env.ctx is not None else None
    d = ev.get("defender") if isinstance(ev, dict) else None
    if d is None or not is_player(d):
        return False
    st = env.state
    lives = [st.players[p].life for p in apnap(st)]
    return bool(lives) and st.players[pid_of(d)].life >= max(lives)


def _trains(env: Env, of) -> bool:
    """702.149a: another creature declared as an attacker alongside the source has greater power than it."""
    st = env.state
    cb = st.combat or {}
    src = env.source
    declared = cb.get("declared_attackers", {})
    if src not in declared or src not in st.objects:
        return False
    mine = chars(st, src).power or 0
    return any(a != src and a in st.objects and (chars(st, a).power or 0) > mine for a in declared)


def _opponents_attacked(env: Env, a: OpponentsAttacked) -> int:
    """702.121a (and its rulings): opponents attacked with at least one declared attacker this combat, whether
    or not those creatures are still attacking and whether or not the player is still in the game."""
    cb = env.state.combat or {}
    n = 0
    for who in resolve_ref(env, a.who):
        if not is_player(who):
            continue
        me = pid_of(who)
        n += len({pid_of(d) for d in cb.get("declared_attackers", {}).values()
                  if d is not None and is_player(d) and pid_of(d) != me})
    return n


FACTS["dethrone"] = _dethrone
FACTS["trains_with_greater_power"] = _trains
IMPLEMENTED_FACTS.update({"dethrone", "trains_with_greater_power"})
AMOUNTS[OpponentsAttacked] = _opponents_attacked


# ---------------------------------------------------------------- provoke's requirement


@mechanic("provoke")
def _provoke(state: "GameState", ctx, node, progress, answer) -> None:
    """702.39a, 509.1c: the target creature must block the provoking creature this combat if able."""
    cb = state.combat
    src = ctx.source
    if not cb or src is None or src not in cb.get("attackers", {}):
        return  # (no longer attacking: there is nothing to block)
    env = Env(state, src, ctx.controller, ctx)
    pairs = tuple(cb.get("provoked", ()))
    for b in resolve_ref(env, node.args[0]):
        if b in state.objects:
            pairs += ((b, src),)
            log(state, "effect", "702.39a", f"{name_of(state, b)} blocks {name_of(state, src)} this combat if able")
    cb["provoked"] = pairs
    state.touch_light()


@mechanic("train")
def _train(state, ctx, node, progress, answer) -> None:
    """702.149a: "put a +1/+1 counter on this creature"; 702.149c: if that put one or more counters on it, it
    trains."""
    src = ctx.source
    if src is None or src not in state.objects or state.objects[src].zone != "battlefield":
        return
    if add_counters(state, src, "+1/+1", 1) > 0:
        fire(state, {"kind": "trains", "object": src})


@matcher("trains")
def _m_trains(env, trig, ev):
    """702.149c: "whenever [this creature] trains"."""
    return ev["kind"] == "trains" and subject_ok(env, trig.subject, ev["object"], None)
