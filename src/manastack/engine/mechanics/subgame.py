"""Subgames (729) — Shahrazad.

``GameAction("subgame")`` suspends the main game mid-resolution and starts a subgame in the same
``GameState`` object (every interface keeps answering ``state.decision``); the suspended main game is
``state.parent`` (plain data: ``fork``, ``save`` and ``load`` carry it). A subgame inside a subgame
works the same way (729.6: the existing subgame is the main game of the new one).

As the subgame starts (729.2): new zones; each player's main-game library becomes their subgame
library, shuffled; the player who goes first is determined at random (729.2 — not chosen by a
randomly determined player, as the 2004 Shahrazad ruling has it); Attraction decks move to the
subgame command zone (729.2a) and commanders too (729.2c). Everything else of the main game — every
object in it and every card outside it — is outside the subgame (729.4): a player's cards outside the
subgame stand for their main-game cards, and bringing one into the subgame removes the card from the
main game; main-game abilities that trigger on that wait for the main game (729.4a). Players not in
the main game are not in the subgame.

As the subgame ends (729.5): each player's traditional cards in the subgame (exile and phased-out
ones included, not those in the subgame command zone) go to their main-game library, which is then
shuffled; Attractions go back into their decks and the decks back to the main command zone (729.5a);
commanders back to the main command zone (729.5c); everything else ceases to exist, as do the
subgame's player counters (729.4b). The main game resumes where it stopped: the spell or ability that
created the subgame finishes resolving — with the subgame's winners remembered as
``"subgame_winners"`` and the other players as ``"subgame_nonwinners"`` (player entities) for its
remaining instructions ("Each player who doesn't win the subgame loses half their life, rounded up").
"""
from __future__ import annotations

from ...core.types import Zone
from ..events import log, pname, random_below, shuffle
from ..loop import push
from ..mechanics_hooks import GAME_ENDED
from ..state import GameObject, GameState, PlayerState, pent
from ..triggers import GLOBAL_TRIGGERS, collect_zone_changes, lookback_snapshot
from .base import game_action
from .restart import replace_state
from .attractions import deck_of, is_attraction_card, setup_deck
from ..evaluate import snapshot


def _suspend(state: GameState) -> GameState:
    """A copy of ``state`` that owns the current game's data (the main game, suspended)."""
    main = GameState.__new__(GameState)
    for s in GameState.__slots__:
        setattr(main, s, getattr(state, s))
    main.agenda = list(state.agenda)
    main.decision = None
    return main


def depth(state: GameState) -> int:
    """How many games this one is nested in (0 for the main game)."""
    d, p = 0, state.parent
    while p is not None:
        d, p = d + 1, p.parent
    return d


def start_subgame(state: GameState, ctx_id: int | None) -> None:
    """729.2: start a subgame; the game in ``state`` becomes its suspended main game."""
    main = _suspend(state)
    opts = dict(main.options)
    sub = GameState(main.pool, opts)
    sub.parent = main
    sub.rng = main.rng
    in_sub = [p.id for p in main.players if p.in_game]
    sub.options["first_player"] = in_sub[random_below(sub, len(in_sub))]  # 729.2: "Randomly determine which player goes first."
    sub.next_id, sub.next_uid, sub.next_ts = main.next_id, main.next_uid, main.next_ts
    sub.log, sub.log_len, sub.logging = main.log, main.log_len, main.logging
    n = len(main.players)
    life = int(opts.get("life", 20))
    sub.library = [[] for _ in range(n)]
    sub.hand = [[] for _ in range(n)]
    sub.graveyard = [[] for _ in range(n)]
    sub.outside = [[] for _ in range(n)]
    sub.turn_order = list(main.turn_order)
    for p in main.players:
        q = PlayerState(p.id, p.name, life)
        if not p.in_game:
            q.left = True  # 729.4: players not in the subgame are outside it
            q.kept = True
        sub.players.append(q)
    if "lights" in main.designations:
        sub.designations["lights"] = main.designations["lights"]
    commanders = {u for us in (main.designations.get("commanders") or {}).values() for u in us}
    moved: set[int] = set()

    def bring(mid: int, zone: str) -> int:
        o = main.objects[mid]
        nid = sub.new_id()
        c = GameObject(nid, o.uid, o.card, o.owner, zone)
        c.sick = False
        c.timestamp = sub.new_ts()
        sub.add_object(c)
        sub.zone_list(zone, o.owner).append(nid)
        moved.add(mid)
        return nid

    decks = {}
    for p in main.players:
        if not p.in_game:
            continue
        for mid in list(main.library[p.id]):  # 729.2: the main-game library becomes the subgame library
            bring(mid, Zone.LIBRARY)
        main.library[p.id] = []
        deck = deck_of(main, p.id)
        if (main.designations.get("attraction_deck") or {}).get(p.id) is not None:
            decks[p.id] = [bring(mid, Zone.COMMAND) for mid in deck]  # 729.2a
            d = dict(main.designations["attraction_deck"])
            d[p.id] = ()
            main.designations["attraction_deck"] = d
    for mid in list(main.command):
        o = main.objects[mid]
        if o.uid in commanders and main.players[o.owner].in_game:  # 729.2c
            bring(mid, Zone.COMMAND)
    for mid in moved:
        o = main.objects[mid]
        if mid in main.command:
            main.command.remove(mid)
        del main.objects[mid]
    main.touch()
    for p, ids in decks.items():
        setup_deck(sub, p, ids)
    # 729.4: every main-game card, and every card outside the main game, is outside the subgame
    mirrors = {}
    for mid, o in sorted(main.objects.items()):
        if o.kind != "card" or o.card is None or not sub.players[o.owner].in_game:
            continue
        nid = sub.new_id()
        c = GameObject(nid, o.uid, o.card, o.owner, Zone.OUTSIDE)
        c.sick = False
        sub.add_object(c)
        sub.outside[o.owner].append(nid)
        mirrors[nid] = mid
    sub.designations["mirrors"] = mirrors
    sub.designations["subgame"] = {"ctx": ctx_id, "depth": depth(main) + 1,
                                   "players": tuple(p.id for p in sub.players if p.in_game)}
    for p in sub.players:
        p.deck = tuple(sub.objects[i].card for i in sub.library[p.id])
    log(main, "subgame", "729.2", f"A subgame begins (depth {depth(main) + 1}); the main game is suspended")
    sub.log_len = main.log_len
    replace_state(state, sub)
    push(state, "start_game")


@game_action("subgame")
def _subgame(state, ctx, node, progress, answer):
    """729.1: "Players play a Magic subgame, using their libraries as their decks." """
    start_subgame(state, ctx.id)


def _brought_in(state: GameState, ev: dict) -> list:
    """729.4a: a card brought into the subgame from the main game leaves the main game; main-game
    abilities that trigger on that wait until the main game resumes."""
    if ev.get("kind") != "zone" or ev.get("from") != Zone.OUTSIDE or state.parent is None:
        return []
    mirrors = state.designations.get("mirrors") or {}
    mid = mirrors.get(ev.get("object"))
    if mid is None:
        return []
    m = dict(mirrors)
    del m[ev["object"]]
    state.designations["mirrors"] = m
    main = state.parent
    if mid in main.objects:
        o = main.objects[mid]
        look = lookback_snapshot(main) if o.zone == Zone.BATTLEFIELD else None
        snap = snapshot(main, mid) if o.zone in (Zone.BATTLEFIELD, Zone.STACK) else None
        main.zone_list(o.zone, o.owner).remove(mid)
        del main.objects[mid]
        main.touch()
        main_ev = {"kind": "zone", "object": mid, "new": None, "from": o.zone, "to": Zone.OUTSIDE, "owner": o.owner,
                   "controller": snap["controller"] if snap else o.owner, "snapshot": snap, "cause": "subgame"}
        collect_zone_changes(main, [main_ev], look)
        log(state, "subgame", "729.4a", f"{o.card} is brought into the subgame from the main game")
    return []


_brought_in.kinds = frozenset({"zone"})  # type: ignore[attr-defined]  (events it reads)
GLOBAL_TRIGGERS.append(_brought_in)


def end_subgame(state: GameState) -> bool:
    """729.5: the subgame in ``state`` has ended; put the cards back and resume the main game."""
    info = state.designations.get("subgame")
    main = state.parent
    if info is None or main is None or state.result is None:
        return False
    sub = state
    res = sub.result
    main.rng = sub.rng
    main.next_id = max(main.next_id, sub.next_id)
    main.next_uid = max(main.next_uid, sub.next_uid)
    main.next_ts = max(main.next_ts, sub.next_ts)
    main.log, main.log_len = sub.log, sub.log_len
    commanders = {u for us in (main.designations.get("commanders") or {}).values() for u in us}
    mirrors = set(sub.designations.get("mirrors") or {})
    sub_decks = {p: deck_of(sub, p) for p in (sub.designations.get("attraction_deck") or {})}
    back: dict[int, list] = {}
    for oid in sorted(sub.objects):
        o = sub.objects[oid]
        if o.kind != "card" or o.card is None or oid in mirrors:
            continue
        if not (0 <= o.owner < len(main.players)) or not main.players[o.owner].in_game:
            continue
        if is_attraction_card(sub, o):
            if oid not in sub_decks.get(o.owner, ()):  # 729.5a: face down, on the bottom of its deck
                back.setdefault(o.owner, []).insert(0, ("attr", o))
            else:
                back.setdefault(o.owner, []).append(("attr", o))
            continue
        if o.zone == Zone.COMMAND:
            if o.uid in commanders:  # 729.5c
                _place(main, o, Zone.COMMAND)
            continue
        _place(main, o, Zone.LIBRARY)
    for p, items in back.items():
        ids = list((main.designations.get("attraction_deck") or {}).get(p, ()))
        for _k, o in items:
            ids.append(_place(main, o, Zone.COMMAND))
        setup_deck(main, p, ids)  # moved back and shuffled (729.5a)
    for p in main.players:
        if p.in_game:
            shuffle(main, p.id, log_it=False)
    winners = tuple(res.winners)
    nonwinners = tuple(pent(p) for p in info.get("players", ()) if p not in winners)
    cid = info.get("ctx")
    if cid is not None and cid in main.contexts:
        c = main.contexts[cid]
        c.memory["subgame_winners"] = tuple(pent(w) for w in winners)
        c.memory["subgame_nonwinners"] = nonwinners
    main.designations["last_subgame"] = res.to_data()
    main.touch()
    what = ("a draw" if res.draw else "won by " + ", ".join(pname(main, w) for w in winners)) if res else "over"
    log(main, "subgame", "729.5", f"The subgame ends ({what}); its cards go back to their owners' libraries and "
        f"the main game resumes")
    replace_state(state, main)
    return True


def _place(main: GameState, o: GameObject, zone: str) -> int:
    nid = main.new_id()
    c = GameObject(nid, o.uid, o.card, o.owner, zone)
    c.sick = False
    c.timestamp = main.new_ts()
    main.add_object(c)
    main.zone_list(zone, o.owner).append(nid)
    return nid


GAME_ENDED.append(end_subgame)
