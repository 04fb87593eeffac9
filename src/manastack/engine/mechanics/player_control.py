"""Controlling another player (723).

- ``GameAction("control_next_turn", who)`` (Mindslaver): the controller of the effect controls that
  player during the next turn that player actually takes (723.1); a newer effect on the same player
  overwrites an older one (723.1a); a skipped turn doesn't use it up (723.1b); control lasts the whole
  turn and ends as the next turn begins (723.1).
- ``ControlPlayers(players="opponents", during="searching")`` (Opposition Agent, 723.2): the source's
  controller controls those players while they search their libraries.
- ``ExileFound(players="opponents", then=MayPlay(...))`` (Opposition Agent, 723.7): those players exile
  the cards they find; the source's controller may play them while they remain exiled.
- Decisions of a controlled player are made by its controller: :func:`manastack.engine.loop.ask`
  sets ``Decision.actor`` from ``PlayerState.controlled_by`` (723.5), and every interface answers
  the decision's actor. The controller can't concede for them (723.6, ``Game.concede(by=)``); they see
  what that player sees, except cards outside the game (723.4, :mod:`manastack.engine.view`).
- ``GameAction("skip_turn", who)``: "skip your next turn" (614.10) — the player's next turn doesn't
  happen; pending player-control effects wait for a turn the player actually takes (723.1b).
- ``GameAction("extra_turn", who)``: "take an extra turn after this one" (500.7, taken in
  :func:`manastack.engine.turn.begin_turn`); with ``args=(("after", "next_turn"),)`` the extra turn
  follows that player's next turn (Emrakul, the Promised End: "After that turn, that player takes an
  extra turn").
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...tree import effects as E
from ...tree.abilities import Static
from ...core.types import Zone
from ...tree.continuous import ControlPlayers, ExileFound
from ..effects import HANDLERS
from ..evaluate import Env, resolve_ref, apnap
from ..events import log, move_many, pname
from ..loop import push
from ..mechanics_hooks import SEARCH_FOUND, TURN_BEGIN
from ..state import is_player, pid_of
from ..support import implements
from .base import game_action
from ..chars import chars
from .casting_extra import grant_play

if TYPE_CHECKING:
    from ..state import GameState

implements("ControlPlayers", "ExileFound")


def _players(state, ctx, ref) -> list[int]:
    return [pid_of(e) for e in resolve_ref(Env(state, ctx.source, ctx.controller, ctx), ref) if is_player(e)]


@game_action("control_next_turn")
def _control_next_turn(state, ctx, node, progress, answer):
    """723.1: "You control target player during that player's next turn." """
    pending = dict(state.designations.get("player_control", {}))
    for p in _players(state, ctx, node.who):
        pending[p] = (ctx.controller, state.new_ts())  # 723.1a: the newest effect overwrites
        log(state, "control", "723.1", f"{pname(state, ctx.controller)} will control {pname(state, p)} during "
            f"{pname(state, p)}'s next turn", {"controller": ctx.controller, "player": p})
    state.designations["player_control"] = pending
    state.touch()


@game_action("skip_turn")
def _skip_turn(state, ctx, node, progress, answer):
    """614.10: "skip your next turn" — that turn doesn't happen."""
    skips = dict(state.designations.get("skip_turns", {}))
    for p in _players(state, ctx, node.who):
        skips[p] = skips.get(p, 0) + 1
        log(state, "skip", "614.10", f"{pname(state, p)} will skip their next turn")
    state.designations["skip_turns"] = skips
    state.touch()


@game_action("extra_turn")
def _extra_turn(state, ctx, node, progress, answer):
    """500.7: "take an extra turn after this one" -- the turn is added directly after this one; several
    players' extra turns are added one at a time in APNAP order (101.4) and the most recently created is
    taken first. With ``args`` ``(("after", "next_turn"),)``: "After that turn, that player takes an extra
    turn" following "you control that player during their next turn" (Emrakul, the Promised End) -- the
    turn is added after the next turn that player actually takes (723.1b: a skipped turn doesn't count),
    and isn't overwritten by newer player-control effects (each creates its own extra turn)."""
    args = dict(node.args) if node.args else {}
    ps = _players(state, ctx, node.who)
    order = apnap(state)
    ps = sorted(ps, key=lambda p: order.index(p) if p in order else len(order))
    if args.get("after") == "next_turn":
        pending = dict(state.designations.get("extra_after_next_turn", {}))
        for p in ps:
            pending[p] = pending.get(p, 0) + 1
            log(state, "extra_turn", "500.7", f"{pname(state, p)} will take an extra turn after their next turn")
        state.designations["extra_after_next_turn"] = pending
    else:
        for p in ps:
            state.extra_turns.append(p)
            log(state, "extra_turn", "500.7", f"{pname(state, p)} will take an extra turn after this one")
    state.touch()


def _turn_begins(state: GameState) -> None:
    """As a turn begins: a skipped turn doesn't happen (614.10, the control effect waits, 723.1b);
    control from the previous turn ends (723.1); a pending control effect on the active player
    starts (723.1)."""
    act = state.active
    skips = state.designations.get("skip_turns") or {}
    if skips.get(act):
        skips = dict(skips)
        skips[act] -= 1
        if not skips[act]:
            del skips[act]
        state.designations["skip_turns"] = skips
        assert state.agenda and state.agenda[-1][0] == "begin_step"
        state.agenda.pop()  # the untap step of the skipped turn never begins
        log(state, "skip", "614.10", f"{pname(state, act)}'s turn is skipped")
        state.turn -= 1
        state.touch()
        push(state, "begin_turn")
        return
    cur = state.designations.get("controlling")
    if cur is not None:
        p, prev = cur
        state.players[p].controlled_by = prev
        del state.designations["controlling"]
        log(state, "control", "723.1", f"{pname(state, p)} is no longer controlled by another player")
    after = state.designations.get("extra_after_next_turn") or {}
    if act in after:  # 500.7: the extra turn comes directly after this turn (Emrakul, the Promised End)
        after = dict(after)
        n = after.pop(act)
        if after:
            state.designations["extra_after_next_turn"] = after
        else:
            del state.designations["extra_after_next_turn"]
        state.extra_turns.extend([act] * n)
    pending = state.designations.get("player_control") or {}
    if act in pending:
        pending = dict(pending)
        ctrl, _ts = pending.pop(act)
        state.designations["player_control"] = pending
        if state.players[ctrl].in_game:
            state.designations["controlling"] = (act, state.players[act].controlled_by)
            state.players[act].controlled_by = ctrl
            log(state, "control", "723.1", f"{pname(state, ctrl)} controls {pname(state, act)} during this turn",
                {"controller": ctrl, "player": act})
    state.touch_light()


TURN_BEGIN.append(_turn_begins)


# ---------------------------------------------------------------- Opposition Agent (723.2)


def search_controller(state: GameState, searcher: int) -> int | None:
    """The player who controls ``searcher`` while they search their library (723.2), if any: the
    controller of the newest such static ability (723.1a)."""
    best = None
    for o, c, m in _static_mods(state, ControlPlayers):
        if m.during == "searching" and _covers(m.players, c.controller, searcher) and (
                best is None or o.timestamp > best[0]):
            best = (o.timestamp, c.controller)
    return best[1] if best else None


def _static_mods(state: GameState, kind: type):
    """(permanent, its characteristics, modifier) for each ``kind`` modifier of the static abilities of the
    permanents on the battlefield (phased-out ones have none, 702.26b)."""
    for oid in state.battlefield:
        o = state.objects[oid]
        if o.phased_out:
            continue
        c = chars(state, oid)
        for ab in c.abilities:
            if type(ab) is Static:
                for m in ab.mods:
                    if type(m) is kind:
                        yield o, c, m


def _covers(players: str, controller: int, searcher: int) -> bool:
    return (players == "opponents" and controller != searcher) or players == "each"


def _exile_found(state: GameState, ctx, searcher: int, found: tuple) -> bool:
    """723.7 (Opposition Agent: "While an opponent is searching their library, they exile each card they
    find. You may play those cards for as long as they remain exiled, and you may spend mana as though it
    were mana of any color to cast them."): the effect controlling the searcher makes them exile the cards
    they find (face up, 406.3) instead of putting them where the search said (a hand, the battlefield, the
    top of their library); the rest of the search (revealing, shuffling) still happens. Each such ability's
    controller then gets its ``then`` permission for the exiled cards — which lasts while they stay exiled,
    even if the source leaves the battlefield."""
    grants = [(c.controller, o.id, m.then) for o, c, m in _static_mods(state, ExileFound)
              if _covers(m.players, c.controller, searcher)]
    if not grants:
        return False
    moved = [r for r in move_many(state, [(i, Zone.EXILE, {"why": "search", "rule": "723.7"}) for i in found])
             if r is not None]
    log(state, "search", "723.7", f"{pname(state, searcher)} exiles the cards they found")
    done = set()
    for ctrl, src, then in grants:
        if type(then) is E.MayPlay and (ctrl, then) not in done:
            done.add((ctrl, then))
            grant_play(state, ctrl, moved, src, then.duration, then.any_color)
    return True


SEARCH_FOUND.append(_exile_found)

_search = HANDLERS[E.Search]


def _search_controlled(state, ctx, node, progress, answer):
    """Search (701.23) with 723.2: while searching, the searcher may be controlled by another player."""
    ps = _players(state, ctx, node.who)
    cur = state.designations.get("search_control")
    if cur is None and ps:
        ctrl = search_controller(state, ps[0])
        if ctrl is not None and ctrl != ps[0]:
            cur = (ps[0], state.players[ps[0]].controlled_by)
            state.designations["search_control"] = cur
            state.players[ps[0]].controlled_by = ctrl
            log(state, "control", "723.2", f"{pname(state, ctrl)} controls {pname(state, ps[0])} while they search")
            state.touch()
    _search(state, ctx, node, progress, answer)
    d = state.decision
    if cur is not None and not (d is not None and d.resume and d.resume[0] == "effect" and d.resume[1] == ctx.id and d.resume[2] == node):
        p, prev = cur
        state.players[p].controlled_by = prev
        state.designations.pop("search_control", None)
        state.touch()


HANDLERS[E.Search] = _search_controlled
