"""The Ring tempts you (701.54).

- 701.54a: each time the Ring tempts a player, they choose a creature they control; it becomes their
  Ring-bearer until another creature becomes their Ring-bearer or another player gains control of it.
  The designation is kept as ``PlayerState.extra["ring_bearer"]``; 701.54b: it isn't copiable.
- 701.54c: a player without an emblem named The Ring gets one first. Its abilities grow with the number of
  times the Ring has tempted that player (``extra["ring_tempted"]``): legendary and "can't be blocked by
  creatures with greater power" (1+), loot when it attacks (2+), the blocker's controller sacrifices it at
  end of combat (3+), each opponent loses 3 life on combat damage to a player (4+). They are built here
  from the rule's own text as ability trees and kept on the emblem, which the engine treats as any emblem
  (114.4).
- 701.54d: "Whenever the Ring tempts you" triggers even if no creature could be chosen.
- 701.54e: "your Ring-bearer" (``RingBearer``) is the creature on the battlefield under your control with the
  designation.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.types import Zone
from ...tree.abilities import Body, Matches, Static, Trigger, Triggered
from ...tree.continuous import AddTypes, Restrict
from ...tree.effects import CreateDelayedTrigger, Discard, Draw, LoseLife, Sacrifice, Seq
from ...tree.filters import Filter
from ...tree.refs import ControllerOf, EventObject, Num, Players, PowerOf, RingBearer, This, You
from ..chars import chars, name_of
from ..effects import ask_effect
from ..effects.basic import players_of
from ..evaluate import EXTRA_REFS, Env, resolve_ref
from ..events import fire, log, pname
from ..mechanics_hooks import EXTRA_SBAS
from ..state import GameObject, is_player, pid_of
from ..support import implements
from ..triggers import matcher, whose_ok
from .base import mechanic, who_of

if TYPE_CHECKING:
    from ..state import GameState

BEARER = "ring_bearer"
TEMPTED = "ring_tempted"
RING = "the_ring"

_BEARER = RingBearer()
_TIERS = (
    # 1+: "Your Ring-bearer is legendary and can't be blocked by creatures with greater power."
    Static((AddTypes(supertypes=("Legendary",)),
            Restrict("cant_be_blocked_by", Filter(types=("Creature",), power=(">", PowerOf(This()))))), _BEARER),
    # 2+: "Whenever your Ring-bearer attacks, draw a card, then discard a card."
    Triggered(Trigger("attacks", _BEARER), Body(Seq((Draw(You(), Num(1)), Discard(You(), Num(1)))))),
    # 3+: "Whenever your Ring-bearer becomes blocked by a creature, the blocking creature's controller
    # sacrifices it at end of combat."
    Triggered(Trigger("becomes_blocked_by", _BEARER,
                      condition=Matches(EventObject("blocker"), Filter(kind="object", types=("Creature",)))),
              Body(CreateDelayedTrigger(Trigger("step", None, step="end_of_combat", whose="each"),
                                        Body(Sacrifice(ControllerOf(EventObject("blocker")), None, Num(1),
                                                       EventObject("blocker")))))),
    # 4+: "Whenever your Ring-bearer deals combat damage to a player, each opponent loses 3 life."
    Triggered(Trigger("deals_combat_damage", _BEARER, to="player"), Body(LoseLife(Players("opponents"), Num(3)))),
)


def ring_bearer(state: "GameState", pid: int) -> int | None:
    """701.54e: ``pid``'s Ring-bearer: a creature on the battlefield they control with the designation."""
    oid = state.players[pid].extra.get(BEARER)
    if oid is None or oid not in state.objects:
        return None
    o = state.objects[oid]
    if o.zone != Zone.BATTLEFIELD or o.phased_out or chars(state, oid).controller != pid:
        return None
    return oid


def _ref_ring_bearer(env: Env, ref) -> tuple:
    out = []
    for e in resolve_ref(env, ref.of):
        if is_player(e):
            b = ring_bearer(env.state, pid_of(e))
            if b is not None:
                out.append(b)
    return tuple(out)


EXTRA_REFS[RingBearer] = _ref_ring_bearer
implements("RingBearer")


def _the_ring(state: "GameState", pid: int) -> int | None:
    for oid in state.command:
        o = state.objects[oid]
        if o.kind == "emblem" and o.owner == pid and (o.chosen or {}).get(RING):
            return oid
    return None


def _tempt_emblem(state: "GameState", pid: int, times: int) -> None:
    """701.54c: the player gets the emblem named The Ring if they have none; its abilities for ``times``."""
    oid = _the_ring(state, pid)
    if oid is None:
        o = GameObject(state.new_id(), 0, None, pid, Zone.COMMAND, "emblem")
        o.chosen = {RING: True}
        o.timestamp = state.new_ts()
        o.sick = False
        state.add_object(o)
        state.command.append(o.id)
        oid = o.id
        log(state, "emblem", "701.54c", f"{pname(state, pid)} gets an emblem named The Ring", {"object": oid, "player": pid})
    o = state.mut(oid)
    o.ability = _TIERS[:min(times, len(_TIERS))]
    state.touch()


def _creatures_of(state: "GameState", pid: int) -> list[int]:
    return [oid for oid in state.battlefield if not state.objects[oid].phased_out
            and chars(state, oid).controller == pid and "Creature" in chars(state, oid).types]


@mechanic("ring_tempts")
def _ring_tempts(state, ctx, node, progress, answer):
    """701.54a-d: the Ring tempts the player: The Ring emblem (701.54c), choose a Ring-bearer among the
    creatures they control (701.54a), then "whenever the Ring tempts you" triggers (701.54d)."""
    if answer is not None:
        pid, chosen = progress, answer[1]
    else:
        ps = players_of(state, ctx, who_of(node))
        pid = ps[0] if ps else ctx.controller
        p = state.players[pid]
        times = int(p.extra.get(TEMPTED, 0)) + 1
        p.extra = {**p.extra, TEMPTED: times}
        _tempt_emblem(state, pid, times)
        mine = _creatures_of(state, pid)
        if len(mine) > 1:
            ask_effect(state, ctx, node, pid, "choose_cards", pid, tuple(("choose", i) for i in mine),
                       "The Ring tempts you: choose your Ring-bearer")
            return
        chosen = mine[0] if mine else None
    p = state.players[pid]
    if chosen is not None:
        p.extra = {**p.extra, BEARER: chosen}
        log(state, "ring", "701.54a", f"{name_of(state, chosen)} becomes {pname(state, pid)}'s Ring-bearer",
            {"player": pid, "object": chosen})
        fire(state, {"kind": "ring_bearer_chosen", "player": pid, "object": chosen})
    log(state, "ring", "701.54d", f"The Ring tempts {pname(state, pid)} ({p.extra[TEMPTED]} time(s))")
    state.touch()
    fire(state, {"kind": "ring_tempts", "player": pid})


@matcher("ring_tempts")
def _m_ring_tempts(env, trig, ev):
    """701.54d: "Whenever the Ring tempts you"."""
    return ev["kind"] == "ring_tempts" and whose_ok(trig.whose, env.controller, ev["player"])


def _stale_bearers(state: "GameState") -> bool:
    """701.54a: a creature stops being its player's Ring-bearer when another player gains control of it (or it
    leaves the battlefield); the designation is dropped then, so regaining control doesn't restore it."""
    did = False
    for p in state.players:
        oid = p.extra.get(BEARER)
        if oid is None:
            continue
        o = state.objects.get(oid)
        if o is None or o.zone != Zone.BATTLEFIELD or chars(state, oid).controller != p.id:
            p.extra = {k: v for k, v in p.extra.items() if k != BEARER}
            did = True
    if did:
        state.touch()
    return did


EXTRA_SBAS.append(_stale_bearers)
