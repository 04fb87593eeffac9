"""The monarch (725), and exile "until" an event (610.3) such as an opponent becoming the monarch
(Palace Jailer).

- 725.1/725.3: :func:`become_monarch` — one monarch at a time; becoming it again while already the
  monarch changes nothing (so "whenever you become the monarch" doesn't trigger; Custodi Lich ruling).
- 725.2: the two inherent triggered abilities (no source; controlled by the monarch as they trigger):
  the monarch draws at the beginning of their end step; a creature dealing combat damage to the
  monarch makes its controller the monarch.
- 725.4 (April 2026 wording): if the monarch leaves the game, the active player becomes the monarch at
  the same time; if the active player is leaving or there is none, the next player in turn order who
  can become the monarch does; if no player still in the game can, there is no monarch.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.types import Step, Zone
from ...tree import effects as E
from ...tree.abilities import Body, Trigger, Triggered
from ...tree.refs import ControllerOf, EventObject, PlayerId
from ..effects import effect
from ..evaluate import FACTS, Env, lki, resolve_ref
from ..events import fire, log, move, pname, move_many
from ..loop import push, task
from ..mechanics_hooks import PLAYER_LEFT
from ..state import PendingTrigger, is_player, pid_of
from ..support import IMPLEMENTED_FACTS
from ..triggers import GLOBAL_TRIGGERS, MATCHERS, whose_ok, matcher
from .base import designation
from ..chars import chars
from .linked import note_exiled

if TYPE_CHECKING:
    from ..state import GameState


def can_become_monarch(state: GameState, pid: int) -> bool:
    """A player still in the game who isn't prevented from becoming the monarch (725.4)."""
    p = state.players[pid]
    return p.in_game and not p.extra.get("cant_become_monarch")


def become_monarch(state: GameState, pid: int, rule: str = "725.3") -> bool:
    """725.3: ``pid`` becomes the monarch; the current monarch ceases to be. Nothing happens if
    ``pid`` already is the monarch (so "whenever you become the monarch" doesn't trigger)."""
    if state.monarch == pid or not can_become_monarch(state, pid):
        return False
    old = state.monarch
    state.monarch = pid
    hist = tuple(state.designations.get("monarch_history", ()))
    state.designations["monarch_history"] = (hist + ((state.new_ts(), pid),))[-64:]
    state.touch()
    log(state, "monarch", rule, f"{pname(state, pid)} becomes the monarch"
        + (f" ({pname(state, old)} ceases to be the monarch)" if old is not None else ""),
        {"player": pid, "previous": old})
    fire(state, {"kind": "becomes_monarch", "player": pid, "previous": old})
    return True


@designation("monarch")
def _designate_monarch(state, ctx, node, progress, answer):
    """725.1: "you become the monarch" (``Designate(who, "monarch")``)."""
    for e in resolve_ref(Env(state, ctx.source, ctx.controller, ctx), node.who):
        if is_player(e):
            become_monarch(state, pid_of(e))
            break


@matcher("becomes_monarch")
def _m_becomes_monarch(env, trig, ev):
    return ev["kind"] == "becomes_monarch" and whose_ok(trig.whose, env.controller, ev["player"])


FACTS["opponent_monarch"] = lambda env, of: (env.state.monarch is not None and env.state.monarch != env.you)
IMPLEMENTED_FACTS.add("opponent_monarch")

_DRAW = Triggered(Trigger("step", None, step=Step.END), Body())
_STEAL = Triggered(Trigger("deals_combat_damage", None), Body(E.Designate(ControllerOf(EventObject("source")), "monarch")))


def _monarch_triggers(state: GameState, ev: dict) -> list:
    """725.2: the monarch's inherent triggered abilities (no source; controlled by the monarch)."""
    m = state.monarch
    if m is None:
        return []
    k = ev["kind"]
    if k == "step" and ev["step"] == Step.END and ev["player"] == m:
        ab = Triggered(_DRAW.trigger, Body(E.Draw(PlayerId(m))))  # "that player draws a card"
        return [PendingTrigger(-1, m, ab, {"kind": "step", "step": Step.END, "player": m}, "the monarch")]
    if k == "damage" and ev["combat"] and is_player(ev["target"]) and pid_of(ev["target"]) == m:
        src = ev["source"]
        o = state.objects.get(src)
        if o is not None and o.zone == Zone.BATTLEFIELD:
            creature = "Creature" in chars(state, src).types
        else:
            snap = lki(state, src)
            creature = bool(snap and "Creature" in snap["types"])
        if creature:
            data = dict(ev)
            data["player"] = m
            return [PendingTrigger(-1, m, _STEAL, data, "the monarch")]
    return []


_monarch_triggers.kinds = frozenset({"step", "damage"})  # type: ignore[attr-defined]  (events it reads)
GLOBAL_TRIGGERS.append(_monarch_triggers)


def _monarch_left(state: GameState, pid: int) -> None:
    """725.4: the monarch leaves the game."""
    if state.monarch != pid:
        return
    order = state.turn_order
    act = state.active
    cands: list[int] = []
    if act in order:
        i = order.index(act)
        cands = [order[(i + k) % len(order)] for k in range(len(order))]  # the active player first
    for q in cands:
        if q != pid and can_become_monarch(state, q):
            state.monarch = None
            become_monarch(state, q, rule="725.4")
            return
    state.monarch = None
    state.touch()
    log(state, "monarch", "725.4", "No player still in the game can become the monarch; there is no monarch")


PLAYER_LEFT.append(_monarch_left)


# ---------------------------------------------------------------- "until" (610.3)


@effect(E.ExileUntilEvent)
def _exile_until(state, ctx, node, progress, answer):
    """610.3: exile until an event; the return is a one-shot effect right after that event."""
    env = Env(state, ctx.source, ctx.controller, ctx)
    ids = [e for e in resolve_ref(env, node.what) if e >= 0 and e in state.objects
           and state.objects[e].zone == Zone.BATTLEFIELD]
    if not ids:
        return
    if _already_happened(state, ctx, node.until):
        log(state, "until", "610.3a", "the event has already happened: nothing is exiled")
        return
    recs = tuple(state.designations.get("until", ()))
    new = []
    for i in ids:
        nid = move(state, i, Zone.EXILE, why="until", rule="610.3", cause="effect")
        if nid is not None and state.objects[nid].kind == "card":
            recs += ((nid, ctx.controller, ctx.source, node.until),)
            new.append(nid)
    state.designations["until"] = recs
    state.touch()
    note_exiled(state, ctx, new)  # 607.2a ("the exiled card")


def _already_happened(state: GameState, ctx, until) -> bool:
    """610.3a–b: did the "until" event happen after the spell or ability was put on the stack?"""
    if getattr(until, "event", None) != "becomes_monarch" or not state.stack:
        return False
    since = state.objects[state.stack[-1]].timestamp
    for ts, p in state.designations.get("monarch_history", ()):
        if ts > since and whose_ok(until.whose, ctx.controller, p):
            return True
    return False


def _until_watch(state: GameState, ev: dict) -> list:
    """Right after the "until" event happens, the exiled cards return (610.3, 610.3d simultaneous)."""
    recs = state.designations.get("until")
    if not recs:
        return []
    due = []
    for r in recs:
        oid, ctrl, src, trig = r
        m = MATCHERS.get(trig.event)
        if m is not None and m(Env(state, src, ctrl), trig, ev):
            due.append(oid)
    if due:
        state.designations["until"] = tuple(r for r in recs if r[0] not in due)
        state.touch()
        push(state, "until_return", tuple(due))
    return []


GLOBAL_TRIGGERS.append(_until_watch)


@task("until_return")
def until_return(state: GameState, ids: tuple) -> None:
    """610.3c: the cards return to the battlefield under their owners' control."""
    moves = [(i, Zone.BATTLEFIELD, {"why": "returned", "rule": "610.3c", "cause": "effect",
                                     "controller": state.objects[i].owner})
             for i in ids if i in state.objects and state.objects[i].zone == Zone.EXILE]
    if moves:
        move_many(state, moves)
