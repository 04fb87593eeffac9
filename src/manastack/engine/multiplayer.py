"""Leaving the game (800.4) — used in multiplayer games when a player loses or concedes."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.types import Zone
from .events import log
from .mechanics_hooks import PLAYER_LEFT

if TYPE_CHECKING:
    from .state import GameState


def players_left(state: "GameState") -> None:
    """800.4a: when a player leaves the game, all objects owned by that player leave the game, any
    effects giving that player control of objects end, and spells/abilities they control on the stack
    cease to exist. (In a two-player game the game simply ends, 104.2a.)"""
    for p in state.players:
        if (p.lost or p.conceded) and not p.left:
            p.left = True
            state.touch()
            alive = [q for q in state.players if q.in_game]
            if len(alive) <= 1:
                continue
            pid = p.id
            for oid in [i for i, o in state.objects.items() if o.owner == pid]:
                o = state.objects[oid]
                lst = state.zone_list(o.zone, o.owner)
                if oid in lst:
                    lst.remove(oid)
                del state.objects[oid]
            for oid in [i for i, o in state.objects.items() if o.zone == Zone.STACK and o.controller == pid]:
                state.stack.remove(oid)
                del state.objects[oid]
            state.effects = [e for e in state.effects if e.controller != pid]
            state.pending = [t for t in state.pending if t.controller != pid]
            state.touch()
            log(state, "leave", "800.4a", f"{p.name} leaves the game; their objects leave with them")
            for f in PLAYER_LEFT:
                f(state, pid)


def in_range(state: "GameState", a: int, b: int) -> bool:
    """801.2: is player ``b`` within player ``a``'s range of influence (seats counted among players
    still in the game, as each turn began, 801.2c)? Always true without the option."""
    r = state.options.get("range_of_influence")
    if r is None or a == b:
        return True
    return b in influence(state, a)


def influence(state: "GameState", a: int) -> tuple:
    """801.2: the players within ``a``'s range of influence."""
    r = state.options.get("range_of_influence")
    if r is None:
        return tuple(range(len(state.players)))
    seats = state.turn_data.get("seats")
    if seats is None:
        seats = [p for p in state.turn_order if state.players[p].in_game]
    if a not in seats:
        return (a,)
    n = len(seats)
    i = seats.index(a)
    out = {a}
    for k in range(1, int(r) + 1):
        out.add(seats[(i + k) % n])
        out.add(seats[(i - k) % n])
    return tuple(sorted(out))
