"""Demonstrate (702.144a): "When you cast this spell, you may copy it and you may choose new targets for the copy. If
you copy the spell, choose an opponent. That player copies the spell and may choose new targets for that copy."

The triggered ability is put on the stack as the spell becomes cast (603.2, like storm's: ``GLOBAL_TRIGGERS`` on
the cast event, remembering the spell as it was cast). As it resolves its controller chooses whether to copy; if
they do, they choose an opponent (asked only when there are several), their copy is put on the stack, then the
opponent's (each controlled by the player who copied it, 707.10; each may choose new targets, 707.10c). If the spell
has left the stack by then, it is copied as it last existed there (608.2h; as storm's copies are).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.types import Zone
from ...tree.abilities import Body, Trigger, Triggered
from ...tree.effects import CopySpell, Mechanic
from ...tree.refs import Remembered, This
from ..chars import chars, name_of
from ..effects import ask_effect, push_effect
from ..effects.continuous import copy_spell
from ..evaluate import apnap
from ..events import log, pname
from ..loop import push
from ..relevance import needs
from ..state import GameObject, PendingTrigger
from ..support import IMPLEMENTED_KEYWORDS
from ..triggers import GLOBAL_TRIGGERS
from .base import mechanic

if TYPE_CHECKING:
    from ..state import GameState

DEMONSTRATE_ABILITY = Triggered(Trigger("cast", This()), Body(Mechanic("demonstrate")), zone="stack")
_COPY = CopySpell(This(), new_targets=True)
_COPY_LKI = CopySpell(Remembered("demonstrated"), new_targets=True)


def _demonstrate(state: "GameState", ev: dict) -> list:
    """702.144a: as a spell with demonstrate becomes cast, each instance triggers."""
    if ev.get("kind") != "cast":
        return []
    oid = ev["object"]
    if oid not in state.objects or state.objects[oid].zone != Zone.STACK:
        return []
    c = chars(state, oid)
    if "Demonstrate" not in c.keywords:
        return []
    n = sum(1 for a in c.abilities if getattr(a, "name", None) == "Demonstrate" and type(a).__name__ == "Keyword")
    data = dict(ev, demonstrate_lki=state.objects[oid].to_data())
    return [PendingTrigger(oid, c.controller, DEMONSTRATE_ABILITY, data, c.name) for _ in range(n)]


def _copy_for(state: "GameState", ctx, pid: int) -> None:
    """``pid`` copies the spell (or, gone from the stack, the spell as it last existed there), choosing new targets."""
    o = state.objects.get(ctx.source)
    sub = ctx.copy()
    sub.id = state.new_id()
    sub.controller = pid
    state.contexts[sub.id] = sub
    push(state, "end_ctx", sub.id)
    if o is not None and o.zone == Zone.STACK:
        copy_spell(state, sub, _COPY, None, None)
        return
    data = (ctx.event or {}).get("demonstrate_lki") if isinstance(ctx.event, dict) else None
    if not data:
        return
    tmp = GameObject.from_data(dict(data))
    tmp.id = state.new_id()
    tmp.zone = Zone.STACK
    state.add_object(tmp)  # (never on the stack's list: only the copy's source of values and choices)
    sub.memory["demonstrated"] = (tmp.id,)
    try:
        copy_spell(state, sub, _COPY_LKI, None, None)
    finally:
        state.objects.pop(tmp.id, None)
        state.touch()


@mechanic("demonstrate")
def _demonstrate_effect(state, ctx, node, progress, answer) -> None:
    """702.144a."""
    me = ctx.controller
    name = name_of(state, ctx.source) if ctx.source in state.objects else (ctx.source_name or "the spell")
    if progress is None:
        ask_effect(state, ctx, node, ("copy?",), "yes_no", me, (("yes",), ("no",)),
                   f"Copy {name} (demonstrate)?")
        return
    if progress == ("copy?",):
        if answer[0] != "yes":
            return
        opps = [p for p in apnap(state) if p != me and state.players[p].in_game]
        if len(opps) > 1:
            ask_effect(state, ctx, node, ("opponent",), "choose_player", me, tuple(("player", p) for p in opps),
                       "Choose an opponent to also copy the spell (demonstrate)")
            return
        progress, answer = ("opponent",), (("player", opps[0]) if opps else None)
    if progress == ("opponent",):
        if answer is not None:
            opp = int(answer[1])
            log(state, "choose", "702.144a", f"{pname(state, me)} chooses {pname(state, opp)} to copy {name}")
            push_effect(state, ctx, Mechanic("demonstrate_copy", (opp,)))  # (runs after the caster's copy)
        _copy_for(state, ctx, me)


@mechanic("demonstrate_copy")
def _demonstrate_copy(state, ctx, node, progress, answer) -> None:
    """702.144a: "That player copies the spell"."""
    _copy_for(state, ctx, int(node.args[0]))


_demonstrate.kinds = frozenset({"cast"})  # type: ignore[attr-defined]  (events it reads)
needs("demonstrate")(_demonstrate)  # (engine/relevance.py)
GLOBAL_TRIGGERS.append(_demonstrate)
IMPLEMENTED_KEYWORDS.add("Demonstrate")
