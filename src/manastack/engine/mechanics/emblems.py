"""Emblems (114): created in the command zone by an effect; their abilities function there (114.4).
Used by Chandra, Dressed to Kill's last ability."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.types import Zone
from ...tree import effects as E
from ...tree.abilities import Triggered
from ..effects import effect
from ..events import log, pname
from ..state import GameObject, is_player, pid_of
from ..triggers import GLOBAL_TRIGGERS, check_trigger
from ..evaluate import Env, resolve_ref
from ..relevance import needs

if TYPE_CHECKING:
    from ..state import GameState


@effect(E.CreateEmblem)
def _create_emblem(state, ctx, node, progress, answer):
    """114.1: the player gets an emblem (it has no characteristics but its abilities, 114.3)."""
    for e in resolve_ref(Env(state, ctx.source, ctx.controller, ctx), node.who):
        if not is_player(e):
            continue
        pid = pid_of(e)
        o = GameObject(state.new_id(), 0, None, pid, Zone.COMMAND, "emblem")
        o.ability = tuple(node.abilities)
        o.timestamp = state.new_ts()
        o.sick = False
        state.add_object(o)
        state.command.append(o.id)
        log(state, "emblem", "114.1", f"{pname(state, pid)} gets an emblem", {"object": o.id, "player": pid})


def _emblem_triggers(state: GameState, ev: dict) -> list:
    """114.4: an emblem's triggered abilities trigger from the command zone."""
    out: list = []
    for oid in state.command:
        o = state.objects[oid]
        if o.kind != "emblem":
            continue
        for ab in o.ability or ():
            if type(ab) is Triggered:
                check_trigger(state, oid, o.owner, ab, ev, out)
    return out


needs("emblem", "createemblem")(_emblem_triggers)  # (noted as an emblem object is added, GameState.add_object)
GLOBAL_TRIGGERS.append(_emblem_triggers)
