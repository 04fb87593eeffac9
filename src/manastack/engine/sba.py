"""State-based actions (704) and the end of the game (104)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.types import Zone
from . import upcalls
from .chars import chars, name_of
from .events import destroy, log, lose_game, move_many, remove_counters
from .loop import ask
from .mechanics_hooks import extra_sbas, on_players_lost
from .state import Result
from .influence import in_range
from .keywords import can_enchant, protected_from

if TYPE_CHECKING:
    from .state import GameState


def end_game(state: "GameState", winners: tuple, losers: tuple, draw: bool, reason: str, rule: str) -> None:
    if state.result is not None:
        return
    state.result = Result(tuple(winners), tuple(losers), draw, reason, False, state.turn)
    state.decision = None
    for w in winners:
        state.players[w].won = True
    log(state, "game_over", rule, ("The game is a draw" if draw else
                                   "The game is over: " + ", ".join(state.players[w].name for w in winners) + " wins")
        + f" ({reason})")


def end_game_draw(state: "GameState", reason: str, rule: str = "104.4b") -> None:
    """104.4: the game is a draw for every player still in it — they are neither winners nor losers
    (104.5); only players who had already lost are listed as losers."""
    end_game(state, (), tuple(p.id for p in state.players if p.lost), True, reason, rule)


def check_game_over(state: "GameState") -> bool:
    """104.2a: a player still in the game when all opponents have left wins; 104.4a: if all remaining
    players lose simultaneously, the game is a draw."""
    if state.result is not None:
        return True
    alive = [p.id for p in state.players if p.in_game]
    losers = tuple(p.id for p in state.players if p.lost)
    if len(alive) == 1:
        end_game(state, (alive[0],), losers, False, "all opponents have lost", "104.2a")
        return True
    if not alive:
        # 104.4a: the players who lost together draw; only those who had left before are losers
        losers = tuple(p.id for p in state.players if p.lost and p.left)
        end_game(state, (), losers, True, "all players lost simultaneously", "104.4a")
        return True
    return False


def win_game(state: "GameState", pid: int, rule: str = "104.2b") -> None:
    """104.2b: an effect states that a player wins the game. With a limited range of influence, the
    player's opponents within it lose the game instead (104.3h, 801.14)."""
    if state.result is not None or not state.players[pid].in_game:
        return
    rng = state.options.get("range_of_influence")
    if rng is not None:
        losers = [q.id for q in state.players if q.id != pid and q.in_game and in_range(state, pid, q.id)]
        for q in losers:
            lose_game(state, q, f"{state.players[pid].name} won the game", "104.3h")
        on_players_lost(state)
        check_game_over(state)
        return
    losers = tuple(q.id for q in state.players if q.id != pid)
    for q in losers:
        if state.players[q].in_game:
            state.players[q].lost = True
            state.players[q].loss_reason = f"{state.players[pid].name} won the game"
    state.touch()
    end_game(state, (pid,), losers, False, "an effect says so", rule)


def _cease(state: "GameState", oid: int, rule: str, why: str) -> None:
    o = state.objects[oid]
    lst = state.zone_list(o.zone, o.owner)
    lst.remove(oid)
    del state.objects[oid]
    state.touch()
    log(state, "cease", rule, f"{why} ceases to exist", {"object": oid, "uid": o.uid})


def _legal_attachment(state: "GameState", aura: int, target: int | None) -> bool:
    return can_enchant(state, aura, target)


def check_sba(state: "GameState") -> bool:
    """704.3: perform every applicable state-based action simultaneously; True if any was performed.
    May stop for a legend-rule choice (704.5j); the caller re-runs after it.

    State-based actions depend on nothing but the game state: when a check found nothing to do and the
    state hasn't changed since (same ``version``: every change bumps it), the next check is skipped —
    e.g. as players pass priority to each other."""
    v = state.version
    if state._sba_clean == v:
        return False
    did = _check_sba(state)
    if not did and state.version == v and state.decision is None and state.result is None:
        state._sba_clean = v
    return did


def _check_sba(state: "GameState") -> bool:
    did = False
    players = state.players
    # 704.5a-c: players
    for p in players:
        if not p.in_game:
            continue
        if p.life <= 0:
            lose_game(state, p.id, "0 or less life", "704.5a")
            did = True
        elif p.drew_from_empty:
            lose_game(state, p.id, "drew from an empty library", "704.5b")
            did = True
        elif p.poison >= 10:
            lose_game(state, p.id, "ten or more poison counters", "704.5c")
            did = True
    for p in players:
        if p.drew_from_empty:
            p.drew_from_empty = False
    if did:
        on_players_lost(state)
        if check_game_over(state):
            return True
    objs = state.objects
    # 704.5d/e: tokens and copies outside their zones cease to exist
    strays = state.turn_data.pop("strays", None)
    for oid in [i for i in (strays or ()) if i in objs and ((objs[i].kind == "token" and objs[i].zone != Zone.BATTLEFIELD)
                or (objs[i].kind == "copy" and objs[i].zone not in (Zone.STACK, Zone.BATTLEFIELD)))]:
        o = objs[oid]
        _cease(state, oid, "704.5d" if o.kind == "token" else "704.5e", name_of(state, oid))
        did = True
    to_gy: list[tuple[int, str]] = []
    to_destroy: list[int] = []
    unattach: list[int] = []
    unbestow: list[int] = []
    counters_fix: list[tuple[int, int]] = []
    legend: dict[tuple[int, str], list[int]] = {}
    bf = state.battlefield
    for oid in bf:
        o = objs[oid]
        if o.phased_out:
            continue
        c = chars(state, oid)
        types = c.types
        if "Creature" in types:
            t = c.toughness or 0
            if t <= 0:
                to_gy.append((oid, "704.5f"))
                continue
            if "Indestructible" in c.keywords:
                pass  # 702.12b: ignores the lethal-damage and deathtouch SBAs (no endless re-checks)
            elif o.damage >= t and o.damage > 0:
                to_destroy.append(oid)
                log(state, "sba", "704.5g", f"{c.name} has lethal damage")
                continue
            elif o.deathtouched:  # wither/infect deathtouch damage marks no damage but still counts
                to_destroy.append(oid)
                log(state, "sba", "704.5h", f"{c.name} was dealt damage by a source with deathtouch")
                continue
        if "Planeswalker" in types and (o.counters or {}).get("loyalty", 0) <= 0:
            to_gy.append((oid, "704.5i"))
            continue
        if "Battle" in types and (o.counters or {}).get("defense", 0) <= 0:
            to_gy.append((oid, "704.5v"))
            continue
        if "Legendary" in c.supertypes and c.name:
            legend.setdefault((c.controller, c.name), []).append(oid)
        sub = c.subtypes
        if "Aura" in sub and "Enchantment" in types:
            if o.attached_to is None or not _legal_attachment(state, oid, o.attached_to):
                if o.alt == "bestow":  # 702.103f: it becomes unattached and ceases to be bestowed (not 704.5m)
                    unbestow.append(oid)
                    continue
                to_gy.append((oid, "704.5m"))
                continue
        elif o.attached_to is not None:
            if "Equipment" in sub or "Fortification" in sub:
                tgt = o.attached_to
                ok = tgt in objs and objs[tgt].zone == Zone.BATTLEFIELD and tgt != oid
                if ok and "Creature" in types and "Equipment" in sub and "Reconfigure" not in c.keywords:
                    ok = False  # 301.5c: an Equipment that's also a creature can't equip a creature (Bring to Life)
                if ok:
                    tc = chars(state, tgt)
                    ok = ("Creature" in tc.types) if "Equipment" in sub else ("Land" in tc.types)
                    if ok:
                        ok = not protected_from(state, tgt, oid)
                if not ok:
                    unattach.append(oid)
            else:
                unattach.append(oid)  # 704.5p
        if o.counters:
            a = o.counters.get("+1/+1", 0)
            b = o.counters.get("-1/-1", 0)
            if a and b:
                counters_fix.append((oid, min(a, b)))
    pending_legend = [(k, v) for k, v in legend.items() if len(v) > 1]
    if pending_legend:
        (ctrl, name), ids = pending_legend[0]
        ask(state, "option", ctrl, tuple(("keep", i) for i in ids),
            f"Legend rule (704.5j): choose which {name} to keep", ("sba_legend", tuple(ids)))
        return True
    for oid in bf:  # 704.5h looks at deathtouch damage "since the last time SBAs were checked"
        if objs[oid].deathtouched:
            state.mut_light(oid).deathtouched = False
    if to_gy:
        for oid, rule in to_gy:
            log(state, "sba", rule, f"{name_of(state, oid)} is put into its owner's graveyard")
        move_many(state, [(oid, Zone.GRAVEYARD, {"why": "state-based action", "rule": rule, "cause": "sba"})
                          for oid, rule in to_gy])
        did = True
    if to_destroy:
        destroy(state, to_destroy, rule="704.5g")
        did = True
    for oid in unattach:
        if oid in objs:
            o = state.mut(oid)
            o.attached_to = None
            log(state, "sba", "704.5n", f"{name_of(state, oid)} becomes unattached")
            did = True
    for oid in unbestow:
        if oid in objs:
            o = state.mut(oid)
            o.attached_to = None
            o.alt = None
            state.touch()
            log(state, "sba", "702.103f", f"{name_of(state, oid)} becomes unattached and is no longer bestowed")
            did = True
    for oid, n in counters_fix:
        if oid in objs:
            remove_counters(state, oid, "+1/+1", n, rule="704.5q")
            remove_counters(state, oid, "-1/-1", n, rule="704.5q")
            did = True
    if extra_sbas(state):
        did = True
    trigger_index(state)
    if state._tcache[3]:
        check_state_triggers(state)  # 603.8: state triggers are checked whenever SBAs are
    return did


from .loop import task  # noqa: E402
from .triggers import check_state_triggers, trigger_index  # noqa: E402


@task("sba_legend")
def sba_legend(state: "GameState", ids: tuple, choice: tuple) -> None:
    keep = choice[1]
    rest = [i for i in ids if i != keep and i in state.objects]
    move_many(state, [(i, Zone.GRAVEYARD, {"why": "legend rule", "rule": "704.5j", "cause": "sba"}) for i in rest])


upcalls.install(end_game_draw)
upcalls.install(win_game)
