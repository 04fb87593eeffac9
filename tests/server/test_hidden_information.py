"""Hidden information is a property of the server (400.2, 402.3, 708, 723.4): whole games are played
through the server and every message sent to every seat and spectator is scanned for the ids and names
of objects in zones that seat may not see, for library order and for the random generator's state.

What a seat may see is worked out here from the rules, independently of ``Game.view``: public zones
(battlefield, stack, graveyards, face-up exile, command) except face-down objects of other players
(708.2), its own hand and the hands of players it controls (723.4), and whatever its own pending decision
shows it (a search, or the card a scry looks at). A name counts as leaked when it belongs only to objects the seat can't see
and the seat has never seen an object of that name."""
from __future__ import annotations

import json
import random
import re

from manastack.server.bot import pick
from manastack.server.serialize import SPECTATOR, state_for

from .conftest import auth, new_game, recv_state

ID_KEYS = ("id", "attached_to")


def visible(game, seat: int) -> set[int]:
    st = game.state
    eyes = set() if seat == SPECTATOR else {seat} | {p.id for p in st.players if p.controlled_by == seat}
    over = st.result is not None
    vis = set()
    for oid in list(st.battlefield) + list(st.stack):
        o = st.objects[oid]
        if not o.face_down or over or game.chars(oid).controller in eyes:
            vis.add(oid)
    for p in st.players:
        vis.update(st.graveyard[p.id])
        if p.id in eyes:
            vis.update(st.hand[p.id])
    vis.update(o for o in st.exile if not st.objects[o].face_down or st.objects[o].owner in eyes)
    vis.update(st.command)
    return vis


def presented(game, seat: int) -> set[int]:
    d = game.decision
    if d is None or d.actor != seat:
        return set()
    out = set()

    def walk(x):
        if isinstance(x, tuple):
            for y in x:
                walk(y)
        elif isinstance(x, int) and not isinstance(x, bool) and x in game.state.objects:
            out.add(x)

    walk(d.options)
    if isinstance(d.info, dict):  # what the decision shows its actor (701.22: the card being scried)
        walk(tuple(tuple(v) if isinstance(v, list) else v
                   for k, v in d.info.items() if k in ("card", "cards", "looked", "object", "source")))
    return out


def ids_in(msg) -> set[int]:
    out = set()

    def walk(x, key=None):
        if isinstance(x, dict):
            player = "life" in x  # a player's "id" is a player number, not an object
            for k, v in x.items():
                if k in ID_KEYS and isinstance(v, int) and not player:
                    out.add(v)
                elif k == "refs":
                    out.update(v)
                elif k == "entity" and isinstance(v, int) and v >= 0:
                    out.add(v)
                else:
                    walk(v, k)
        elif isinstance(x, list):
            for v in x:
                walk(v, key)

    walk(msg)
    return out


def strings_in(msg) -> list[str]:
    out = []

    def walk(x):
        if isinstance(x, str):
            out.append(x)
        elif isinstance(x, dict):
            for k, v in x.items():
                out.append(k)
                walk(v)
        elif isinstance(x, list):
            for v in x:
                walk(v)

    walk(msg)
    return out


class Auditor:
    """Hub observer: checks each message against the game as it stood when the message was sent."""

    def __init__(self):
        self.seen_names: dict[tuple[str, int], set[str]] = {}
        self.checked = {}
        self.leaks: list[str] = []

    def __call__(self, room, seat, msg):
        game = room.game
        st = game.state
        vis = visible(game, seat) | presented(game, seat)
        names = self.seen_names.setdefault((room.id, seat), set())
        names.update(st.objects[o].card for o in vis if st.objects[o].card)
        hidden = set(st.objects) - vis
        hidden_names = {st.objects[o].card for o in hidden if st.objects[o].card} - names
        text = json.dumps(msg)
        self.checked[seat] = self.checked.get(seat, 0) + 1
        bad_ids = ids_in(msg) - vis
        if bad_ids:
            self.leaks.append(f"seat {seat}: ids of unseen objects {sorted(bad_ids)} in {text[:300]}")
        strings = strings_in(msg)
        for n in hidden_names:
            pat = re.compile(r"(?<![\w'])" + re.escape(n) + r"(?![\w'])")
            for s in strings:
                if pat.search(s):
                    self.leaks.append(f"seat {seat}: hidden card name {n!r} in {s!r}")
        if "rng" in text or str(st.rng) in text:
            self.leaks.append(f"seat {seat}: the random generator's state")


def test_two_seats_and_a_spectator_never_see_hidden_cards(client):
    """A whole 1v1 game, both seats answered over WebSockets by client-side bots."""
    audit = Auditor()
    client.app.state.hub.observers.append(audit)
    g = new_game(client, [{"kind": "human", "deck": "gruul-stompy"}, {"kind": "human", "deck": "dimir-control"}], seed=5)
    gid = g["game"]
    j = client.post(f"/api/games/{gid}/join", json={"name": "Second"}).json()
    rng = random.Random(2)
    with client.websocket_connect(f"/ws/{gid}") as a, client.websocket_connect(f"/ws/{gid}") as b, \
            client.websocket_connect(f"/ws/{gid}") as w:
        wss = [a, b]
        latest = {0: auth(a, g["token"])[1], 1: auth(b, j["token"])[1]}
        w.send_text(json.dumps({"type": "watch"}))
        recv_state(w)
        seqs = [0, 0]
        moves = 0
        while latest[0]["state"]["result"] is None and moves < 600:
            i = next(k for k in (0, 1) if (latest[k]["state"]["decision"] or {}).get("mine"))
            act = pick(latest[i], rng)
            seqs[i] += 1
            act["seq"] = seqs[i]
            wss[i].send_text(json.dumps(act))
            moves += 1
            v = latest[i]["version"] + 1
            for k in (0, 1):
                latest[k] = recv_state(wss[k], lambda m: m["version"] >= v)
                assert latest[k]["type"] == "state", latest[k]
            recv_state(w, lambda m: m["version"] >= v)
    assert latest[0]["state"]["result"] is not None, "the game should end"
    assert moves > 30
    assert audit.checked[0] > 30 and audit.checked[1] > 30 and audit.checked[SPECTATOR] > 30
    assert not audit.leaks, sorted(set(audit.leaks))[:8]


def test_723_4_controller_sees_the_controlled_players_hand():
    """723.4: the player controlling another player sees what that player sees; a spectator doesn't."""
    from manastack import Game
    from manastack.builtin_decks import deck

    game = Game.new([deck("gruul-stompy"), deck("azorius-skies")], seed=1)
    while game.decision.kind in ("play_first", "mulligan"):
        game.apply(("keep",) if game.decision.kind == "mulligan" else game.legal_actions()[0])
    hand1 = set(game.state.hand[1])
    assert hand1
    assert state_for(game, 0)["players"][1]["hand"] is None
    game.state.players[1].controlled_by = 0
    mine = state_for(game, 0)
    assert {o["id"] for o in mine["players"][1]["hand"]} == hand1
    assert mine["eyes"] == [0, 1]
    spect = state_for(game, SPECTATOR)
    assert all(p["hand"] is None for p in spect["players"])
    assert not ids_in(spect) & hand1


def test_other_seats_see_only_who_decides():
    """A pending decision's options (and prompt) go only to the seat that makes it."""
    from manastack import Game
    from manastack.builtin_decks import deck

    game = Game.new([deck("gruul-stompy"), deck("azorius-skies")], seed=1)
    actor = game.decision.actor
    other = 1 - actor
    mine = state_for(game, actor)["decision"]
    theirs = state_for(game, other)["decision"]
    assert mine["mine"] and mine["options"]
    assert "options" not in theirs and "mine" not in theirs
    assert theirs["kind"] == game.decision.kind and theirs["actor"] == actor
