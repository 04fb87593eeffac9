"""Transforming double-faced cards (701.27, 712).

- 712.8a/d/e, 712.11, 712.14: a transforming double-faced card is its front face (``GameObject.face`` 0)
  everywhere but where it was turned over; a card put onto the battlefield, cast, or moved to any zone
  is a new object with its front face up (400.7), the way the engine already treats modal DFCs.
- 701.27a, 712.18: "transform ~" (``Mechanic("transform", (ref,))``) turns the permanent over: the same
  object (same id, counters, damage, attachments, effects still applying, untapped/tapped state and
  summoning sickness unchanged) now has its other face's characteristics.
- 701.27c, 712.9: a permanent not represented by a transforming double-faced card or a double-faced token (a
  modal DFC, a meld card, a single-faced card or token) doesn't transform.
- 701.53, 111.10i: incubate N creates an Incubator token with N +1/+1 counters; its back face is the
  Phyrexian artifact creature it transforms into with its "{2}: Transform this token.". 712.15a: a face-down permanent doesn't either.
- 701.27d, 712.10: nothing happens when the other face is an instant or sorcery face.
- 701.27f: an activated or triggered ability of a permanent that tries to transform that permanent does so
  only if it hasn't transformed since the ability was put onto the stack (compared by timestamps:
  ``state.designations["transformed"]`` maps a permanent's id to the timestamp of its last transform).
- 712.8e: a back face up permanent's mana value is that of its front face (``chars._printed``).

"Transforms into" triggers (701.27e), day/night (726) and entering or being cast "transformed" (712.14a,
712.11a) are not implemented here.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.mana import ManaCost
from ...core.types import Zone
from ...tree.abilities import Activated, Body
from ...tree.costs import Cost
from ...tree.effects import TokenSpec
from ...tree.refs import This
from ...tree.effects import Mechanic
from ..chars import chars, name_of
from ..effects.basic import env_of, objects_of, players_of, remember
from ..evaluate import amount
from ..events import create_tokens, fire, log
from .base import mechanic, who_of
from ..triggers import matcher, subject_ok

if TYPE_CHECKING:
    from ..state import Ctx, GameState


def can_transform(state: "GameState", oid: int) -> bool:
    """701.27c, 712.9, 712.10, 712.15a: is this permanent a transforming double-faced card whose other face
    is a permanent face?"""
    o = state.objects.get(oid)
    if o is not None and o.zone == Zone.BATTLEFIELD and o.kind == "token" and o.card is None and not o.face_down:
        return getattr(o.token, "back", None) is not None  # 111.10i, 712: a double-faced token (an Incubator)
    if o is None or o.zone != Zone.BATTLEFIELD or o.kind != "card" or o.card is None or o.face_down:
        return False
    cd = state.pool.get(o.card)
    if cd.layout != "transform" or len(cd.faces) != 2:
        return False
    other = cd.faces[1 - o.face]
    return not ({"Instant", "Sorcery"} & set(other.types))


def _already_transformed(state: "GameState", ctx: "Ctx", oid: int) -> bool:
    """701.27f: the resolving ability is this permanent's own (not delayed) activated or triggered ability,
    and the permanent transformed after that ability was put onto the stack."""
    if oid != ctx.source or not state.stack:
        return False
    top = state.objects.get(state.stack[-1])
    if top is None or top.kind != "ability" or top.source != oid:
        return False
    if isinstance(top.event, dict) and "delayed_data" in top.event:
        return False  # a delayed trigger: compared with its creation, which isn't recorded (see module doc)
    last = (state.designations.get("transformed") or {}).get(oid)
    return last is not None and last > top.timestamp


def transform(state: "GameState", oid: int, rule: str = "701.27a") -> bool:
    """701.27a, 712.18: turn the permanent over; it stays the same object. 702.145b/e: a permanent with
    daybound or nightbound transforms only due to those abilities (``rule`` 702.145c/f)."""
    if not can_transform(state, oid):
        return False
    if rule not in ("702.145c", "702.145f") and {"Daybound", "Nightbound"} & chars(state, oid).keywords:
        log(state, "transform", "702.145b", f"{name_of(state, oid)} can't transform except due to daybound/nightbound")
        return False
    before = chars(state, oid).name
    o = state.mut(oid)
    o.face = 1 - o.face
    m = dict(state.designations.get("transformed") or {})
    m[oid] = state.new_ts()
    state.designations["transformed"] = m
    state.touch()
    log(state, "transform", rule, f"{before} transforms into {chars(state, oid).name}", {"object": oid, "face": o.face})
    fire(state, {"kind": "transform", "object": oid, "face": o.face})
    return True


@mechanic("transform")
def _transform(state, ctx, node, progress, answer):
    """701.27: "transform [permanent]"."""
    done = False
    for oid in objects_of(state, ctx, node.args[0]) if node.args else ():
        if _already_transformed(state, ctx, oid):
            log(state, "transform", "701.27f", f"{name_of(state, oid)} already transformed: the instruction is ignored")
            continue
        done = transform(state, oid) or done
    ctx.did = done


@matcher("transforms")
def _m_transforms(env, trig, ev) -> bool:
    """701.27, 712.18: "When this creature transforms [into ~]" (checked after the permanent turned over, so an
    ability of the face it turned into sees it), "When equipped creature transforms"."""
    return ev["kind"] == "transform" and subject_ok(env, trig.subject, ev["object"], None)


_INCUBATOR = TokenSpec(
    name="Incubator", types=("Artifact",), subtypes=("Incubator",),
    abilities=(Activated(cost=Cost(mana=ManaCost.parse("{2}")), body=Body(Mechanic("transform", (This(),)))),),
    back=TokenSpec(name="Phyrexian Token", types=("Artifact", "Creature"), subtypes=("Phyrexian",), power=0,
                   toughness=0))


@mechanic("incubate")
def _incubate(state, ctx, node, progress, answer):
    """701.53a, 111.10i: incubate N -- create an Incubator token that enters with N +1/+1 counters on it."""
    ps = players_of(state, ctx, who_of(node)) or [ctx.controller]
    n = amount(env_of(state, ctx), node.args[-1]) if node.args else 0
    made: list[int] = []
    for p in ps:
        made += create_tokens(state, p, _INCUBATOR, 1, rule="701.53a", counters={"+1/+1": n} if n > 0 else None)
    remember(ctx, "created", made)
