"""Multiplayer rules (800–806): leaving the game (800.4) and the limited range of influence option (801).

Free-for-all (806) is the default for games of three or more players: the attack multiple players
option (802) — every opponent is a defending player, each attacking creature attacks one of them,
defending players declare blockers in APNAP order (``engine/combat.py``); APNAP order (101.4) holds for
triggered abilities (603.3b) and for every "each player" effect (``evaluate.apnap``).

Range of influence is a game option: ``Game.new(..., range_of_influence=N)`` (806.2a: the same for
every player). Players within N seats of a player, counted among the players in the game as each
turn begins (801.2c), and the objects they control are within that player's range: creatures attack
only opponents in range (801.3), targets must be in range (801.4), effects don't see or affect what's
out of range (801.10–11), triggered abilities don't trigger on events out of range (801.7), and
"you win the game" makes the opponents in range lose instead (801.14, 104.3h).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from ..core.types import Zone
from . import upcalls
from .events import log, move_many
from .mechanics_hooks import PLAYER_LEFT
from .state import is_player, pid_of
from ..tree.continuous import ChangeController
from ..tree.refs import PlayerId, You
from .chars import chars, name_of
from .evaluate import snapshot
from .loop import push

if TYPE_CHECKING:
    from .state import GameState


# ---------------------------------------------------------------- leaving the game (800.4)


def players_left(state: "GameState") -> None:
    """800.4: players who lost or conceded leave the game. (With one player left, the game ends instead,
    104.2a.)"""
    for p in state.players:
        if (p.lost or p.conceded) and not p.left:
            alive = [q for q in state.players if q.in_game]
            if not alive:
                continue  # 104.4a: everyone left lost at once — a draw; they don't leave as losers
            p.left = True
            state.touch()
            if len(alive) <= 1:
                continue
            leave_game(state, p.id)


def _gives_control_to(e, pid: int) -> bool:
    for m in e.mods:
        if type(m) is ChangeController:
            to = m.to
            if to is None or type(to) is You:
                if e.controller == pid:
                    return True
            elif type(to) is PlayerId and to.pid == pid:
                return True
    return False


def leave_game(state: "GameState", pid: int) -> None:
    """800.4a: all objects ``pid`` owns leave the game; effects giving ``pid`` control of objects end
    (so control reverts); then objects on the stack ``pid`` controls that aren't cards cease to exist;
    then objects ``pid`` still controls are exiled. Abilities of others that trigger on permanents
    leaving the battlefield trigger for the permanents that left (603.6c, looking back, 603.10a);
    triggered abilities ``pid`` would control aren't put on the stack (800.4d)."""
    collect_zone_changes, lookback_snapshot = upcalls.collect_zone_changes, upcalls.lookback_snapshot

    name = state.players[pid].name
    look = lookback_snapshot(state)
    events = []
    lki = state.turn_data.setdefault("lki", {})
    for oid in [i for i, o in state.objects.items() if o.owner == pid]:
        o = state.objects[oid]
        snap = None
        if o.zone in (Zone.BATTLEFIELD, Zone.STACK):
            snap = snapshot(state, oid)
            lki[oid] = snap
        if o.zone == Zone.BATTLEFIELD and not o.phased_out:
            events.append({"kind": "zone", "object": oid, "new": None, "from": Zone.BATTLEFIELD, "to": None,
                           "owner": pid, "controller": snap["controller"], "snapshot": snap, "cause": "left_game"})
        if o.zone == Zone.BATTLEFIELD and state.combat:
            remove_from_combat = upcalls.remove_from_combat

            remove_from_combat(state, oid)
        lst = state.zone_list(o.zone, o.owner)
        if oid in lst:
            lst.remove(oid)
        del state.objects[oid]
    state.effects = [e for e in state.effects if not _gives_control_to(e, pid)]
    state.touch()
    for oid in [i for i in state.stack if state.objects[i].controller == pid and state.objects[i].kind != "card"]:
        state.stack.remove(oid)
        del state.objects[oid]
    state.touch()
    still = [i for i in list(state.battlefield) + list(state.stack)
             if (chars(state, i).controller if state.objects[i].zone == Zone.BATTLEFIELD
                 else state.objects[i].controller) == pid]
    state.pending = [t for t in state.pending if t.controller != pid]
    state.delayed = [d for d in state.delayed if d[1] != pid]
    state.touch()
    log(state, "leave", "800.4a", f"{name} leaves the game; the objects they own leave with them")
    if still:
        log(state, "leave", "800.4a", "objects " + name + " still controls are exiled: "
            + ", ".join(name_of(state, i) for i in still))
        move_many(state, [(i, Zone.EXILE, {"why": "its controller left the game", "rule": "800.4a",
                                           "cause": "left_game"}) for i in still])
    if events:
        collect_zone_changes(state, events, look)
        state.pending = [t for t in state.pending if t.controller != pid]
    d = state.decision
    if state.pending and d is not None and d.kind == "priority":
        # triggered abilities go on the stack before the player with priority acts again (117.5)
        state.decision = None
        state.priority = d.player
        push(state, "priority")
    for f in PLAYER_LEFT:
        f(state, pid)


upcalls.install(players_left)
