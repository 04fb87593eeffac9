"""Keyword actions (701) that are one instruction each:

- double counters (701.10e): "To double the number of a kind of counters on a player or permanent, give that
  player or permanent as many of those counters as that player or permanent already has." ``Mechanic(
  "double_counters", (what, kind))``; a kind of None doubles each kind it has.
- populate (701.36a-b): choose a creature token you control and create a token that's a copy of it; with no
  creature token, no token is created. The copy is made by ``CreateToken(copy_of=...)`` (707.2), so token
  replacement effects apply.
- goad (701.15a-d): until the next turn of the goading player, the creature attacks each combat if able and
  attacks a player other than the goading player if able (``Restrict("attacks_each_combat")`` and
  ``Restrict("must_attack_other_than", player)``, a "next_turn" effect of that player, 611.2a); the same player
  goading it again has no effect (701.15d); several players each add their requirement (701.15c).
- detain (701.35a): until the next turn of the detaining player, the permanent can't attack or block and its
  activated abilities (mana abilities too) can't be activated.
- exhaust (702.177a): "Activate only once" -- the compiled condition ``Not(IsTrue("activated_before"))``; an object
  whose such ability was activated is remembered in ``designations["exhausted"]`` (a new object after a zone
  change hasn't activated it, 400.7). One per card: a face with two such abilities stays unsupported.
- learn (701.48a): "You may discard a card. If you do, draw a card. If you didn't discard a card, you may reveal a
  Lesson card you own from outside the game and put it into your hand." -- one decision: a card to discard, a
  Lesson from outside the game (the sideboard, 400.11), or neither.
- discover N (701.57a): cascade's process (``ExileUntilCast``, engine/casting.py) with "N or less" and, if the card
  isn't cast, into its owner's hand.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.types import Zone
from ...tree.continuous import Restrict
from ...tree.effects import CreateToken, ExileUntilCast
from ...tree.refs import Remembered
from ..chars import chars, name_of
from ..effects import ask_effect, push_effect
from ..effects.basic import add_effect, env_of
from ..evaluate import FACTS, resolve_ref
from ..mechanics_hooks import ABILITY_ACTIVATED
from ..events import add_counters, discard, draw, log, move, pname
from ..state import is_player, pid_of
from ..support import IMPLEMENTED_FACTS, IMPLEMENTED_RESTRICTIONS, TREE_CHECKS
from .base import mechanic

if TYPE_CHECKING:
    from ..state import GameState


@mechanic("double_counters")
def _double_counters(state: "GameState", ctx, node, progress, answer) -> None:
    """701.10e."""
    env = env_of(state, ctx)
    what = node.args[0] if node.args else None
    kind = node.args[1] if len(node.args) > 1 else None
    ents = resolve_ref(env, what) if what is not None else (ctx.source,)
    for e in ents:
        if is_player(e):
            have = dict(state.players[pid_of(e)].counters)
        else:
            o = state.objects.get(e)
            if o is None or o.zone != Zone.BATTLEFIELD:
                continue
            have = dict(o.counters or {})
        for k, n in sorted(have.items()):
            if n > 0 and (kind is None or k == kind):
                add_counters(state, e, k, n, rule="701.10e")


def _creature_tokens(state: "GameState", pid: int) -> list[int]:
    out = []
    for oid in state.battlefield:
        o = state.objects[oid]
        if o.phased_out or o.kind != "token":
            continue
        c = chars(state, oid)
        if c.controller == pid and "Creature" in c.types:
            out.append(oid)
    return out


_POPULATED = "populated"


@mechanic("populate")
def _populate(state: "GameState", ctx, node, progress, answer) -> None:
    """701.36a-b."""
    p = ctx.controller
    if answer is not None:
        chosen = answer[1]
    else:
        tokens = _creature_tokens(state, p)
        if not tokens:
            log(state, "populate", "701.36b", f"{pname(state, p)} populates but controls no creature token")
            return
        if len(tokens) > 1:
            ask_effect(state, ctx, node, "choose", "choose_cards", p, tuple(("choose", t) for t in tokens),
                       "Populate: choose a creature token you control to copy")
            return
        chosen = tokens[0]
    if chosen not in state.objects or state.objects[chosen].zone != Zone.BATTLEFIELD:
        return
    log(state, "populate", "701.36a", f"{pname(state, p)} populates, copying {name_of(state, chosen)}")
    ctx.memory[_POPULATED] = (chosen,)
    push_effect(state, ctx, CreateToken(copy_of=Remembered(_POPULATED)))
    ctx.did = True


def _goaded_by(state: "GameState", oid: int, pid: int) -> bool:
    for e in state.effects:
        if e.controller == pid and oid in (e.affected or ()) and any(
                type(m) is Restrict and m.kind == "must_attack_other_than" and m.arg == pid for m in e.mods):
            return True
    return False


@mechanic("goad")
def _goad(state: "GameState", ctx, node, progress, answer) -> None:
    """701.15a-d."""
    env = env_of(state, ctx)
    p = ctx.controller
    for oid in resolve_ref(env, node.args[0]) if node.args else ():
        if oid < 0 or oid not in state.objects or state.objects[oid].zone != Zone.BATTLEFIELD:
            continue
        if _goaded_by(state, oid, p):  # 701.15d
            continue
        add_effect(state, ctx, (Restrict("attacks_each_combat"), Restrict("must_attack_other_than", p)), (oid,),
                   "next_turn")
        log(state, "goad", "701.15a", f"{pname(state, p)} goads {name_of(state, oid)}")


IMPLEMENTED_RESTRICTIONS.add("must_attack_other_than")


@mechanic("detain")
def _detain(state: "GameState", ctx, node, progress, answer) -> None:
    """701.35a."""
    env = env_of(state, ctx)
    p = ctx.controller
    for oid in resolve_ref(env, node.args[0]) if node.args else ():
        if oid < 0 or oid not in state.objects or state.objects[oid].zone != Zone.BATTLEFIELD:
            continue
        add_effect(state, ctx, (Restrict("cant_attack_or_block"), Restrict("cant_activate")), (oid,), "next_turn")
        log(state, "detain", "701.35a", f"{pname(state, p)} detains {name_of(state, oid)}")


@mechanic("discover")
def _discover(state: "GameState", ctx, node, progress, answer) -> None:
    """701.57a."""
    if not node.args:
        return
    push_effect(state, ctx, ExileUntilCast(limit=node.args[0], or_equal=True, or_hand=True))



@mechanic("learn")
def _learn(state: "GameState", ctx, node, progress, answer) -> None:
    """701.48a."""
    p = ctx.controller
    if answer is None:
        lessons = [i for i in state.outside[p] if i in state.objects and state.objects[i].owner == p
                   and "Lesson" in chars(state, i).subtypes]
        opts = tuple(("discard", i) for i in state.hand[p]) + tuple(("choose", i) for i in lessons) + (("no",),)
        if len(opts) == 1:
            log(state, "learn", "701.48a", f"{pname(state, p)} learns: nothing to discard, no Lesson outside the game")
            return
        ask_effect(state, ctx, node, "learn", "choose_cards", p, opts,
                   "Learn: discard a card to draw a card, or put a Lesson from outside the game into your hand")
        return
    if answer[0] == "discard":
        if discard(state, p, [answer[1]]):
            draw(state, p, 1)
            ctx.did = True
    elif answer[0] == "choose" and answer[1] in state.objects and state.objects[answer[1]].zone == Zone.OUTSIDE:
        log(state, "learn", "701.48a", f"{pname(state, p)} reveals {name_of(state, answer[1])} from outside the game")
        move(state, answer[1], Zone.HAND, why="learn", rule="701.48a")
        ctx.did = True



def _once_only(ab) -> bool:
    cond = getattr(ab, "condition", None)
    return cond is not None and any(getattr(n, "fact", None) == "activated_before" for n in cond.walk())


def _exhausted(state: "GameState", source: int, ab) -> None:
    """702.177a: remember that ``source`` activated its activate-only-once ability."""
    if _once_only(ab):
        cur = tuple(i for i in state.designations.get("exhausted", ()) if i in state.objects)
        if source not in cur:
            state.designations["exhausted"] = cur + (source,)
            state.touch()


def _activated_before(env, of) -> bool:
    ids = resolve_ref(env, of) if of is not None else (env.source,)
    return any(i in env.state.designations.get("exhausted", ()) for i in ids)


def _one_exhaust_per_face(roots: tuple) -> list[str]:
    if sum(1 for r in roots if _once_only(r)) > 1:
        return ["fact activated_before on two abilities of one face"]
    return []


ABILITY_ACTIVATED.append(_exhausted)
FACTS["activated_before"] = _activated_before
IMPLEMENTED_FACTS.add("activated_before")
TREE_CHECKS.append(_one_exhaust_per_face)
