"""Bad input changes nothing and gets a clear error on the socket; games survive a server restart."""
from __future__ import annotations

import json

from starlette.testclient import TestClient

from manastack.server import create_app

from .conftest import auth, new_game, recv_state

HUMAN_VS_CPU = [{"kind": "human", "deck": "gruul-stompy"}, {"kind": "computer", "agent": "random", "deck": "azorius-skies"}]


def _err(ws, payload):
    ws.send_text(payload if isinstance(payload, str) else json.dumps(payload))
    m = recv_state(ws)
    assert m["type"] == "error", m
    return m["code"]


def test_bad_messages_each_get_an_error_and_change_nothing(client):
    g = new_game(client, [{"kind": "human", "deck": "gruul-stompy"}, {"kind": "human", "deck": "azorius-skies"}], seed=4)
    j = client.post(f"/api/games/{g['game']}/join", json={}).json()
    hub = client.app.state.hub
    with client.websocket_connect(f"/ws/{g['game']}") as w0, client.websocket_connect(f"/ws/{g['game']}") as w1:
        assert _err(w0, {"type": "act", "seq": 1, "version": 0, "option": 0}) == "not_authenticated"
        assert _err(w0, {"type": "auth", "token": "x" * 32}) == "bad_token"
        s0, s1 = auth(w0, g["token"])[1], auth(w1, j["token"])[1]
        ws, st = (w0, s0) if s0["state"]["decision"].get("mine") else (w1, s1)
        room = hub.rooms[g["game"]]
        before = (room.version, room.game.digest())
        v = st["version"]
        assert _err(ws, "{not json") == "malformed"
        assert _err(ws, json.dumps({"type": "act", "seq": 1, "version": v, "option": 0, "pad": "x" * 9000})) == "too_large"
        assert _err(ws, {"type": "act", "seq": True, "version": v, "option": 0}) == "malformed"
        assert _err(ws, {"type": "fly"}) == "malformed"
        assert _err(ws, {"type": "act", "seq": 1, "version": v, "option": 10_000}) == "illegal"
        assert _err(ws, {"type": "act", "seq": 1, "version": v + 5, "option": 0}) == "stale"
        assert _err(ws, {"type": "act", "seq": 7, "version": v, "option": 0}) == "replayed"
        assert (room.version, room.game.digest()) == before
        ws.send_text(json.dumps({"type": "act", "seq": 1, "version": v, "option": 0}))
        st = recv_state(ws, lambda m: m["version"] > v)
        assert st["type"] == "state" and st["next_seq"] == 2
        after = (room.version, room.game.digest())
        assert _err(ws, {"type": "act", "seq": 1, "version": v, "option": 0}) == "replayed"  # a replay
        assert (room.version, room.game.digest()) == after


def test_out_of_turn_and_spectator_acts_are_refused(client):
    g = new_game(client, [{"kind": "human", "deck": "gruul-stompy"}, {"kind": "human", "deck": "azorius-skies"}], seed=4)
    j = client.post(f"/api/games/{g['game']}/join", json={}).json()
    assert client.post(f"/api/games/{g['game']}/join", json={}).status_code == 409  # no open seat left
    with client.websocket_connect(f"/ws/{g['game']}") as a, client.websocket_connect(f"/ws/{g['game']}") as b, \
            client.websocket_connect(f"/ws/{g['game']}") as w:
        sa, sb = auth(a, g["token"])[1], auth(b, j["token"])[1]
        waiting, st = (b, sb) if sa["state"]["decision"].get("mine") else (a, sa)
        assert _err(waiting, {"type": "act", "seq": 1, "version": st["version"], "option": 0}) == "not_your_decision"
        w.send_text(json.dumps({"type": "watch"}))
        recv_state(w)
        assert _err(w, {"type": "act", "seq": 1, "version": st["version"], "option": 0}) == "spectator"


def test_flooding_is_limited(store):
    with TestClient(create_app(store, rate=1.0, burst=5)) as c:
        g = new_game(c, HUMAN_VS_CPU)
        with c.websocket_connect(f"/ws/{g['game']}") as ws:
            auth(ws, g["token"])
            for _ in range(20):
                ws.send_text(json.dumps({"type": "ping"}))
            codes = [ws.receive_json().get("code") for _ in range(20)]
            assert codes.count("rate_limited") >= 10


def test_restart_resumes_games_and_seats(store):
    with TestClient(create_app(store)) as c:
        g = new_game(c, HUMAN_VS_CPU, seed=6)
        with c.websocket_connect(f"/ws/{g['game']}") as ws:
            _, st = auth(ws, g["token"])
            if not (st["state"]["decision"] or {}).get("mine"):  # the computer may decide first (its mulligan)
                st = recv_state(ws, lambda m: (m["state"]["decision"] or {}).get("mine"))
            ws.send_text(json.dumps({"type": "act", "seq": 1, "version": st["version"], "option": 0}))
            st = recv_state(ws, lambda m: m["version"] > 0 and (m["state"]["decision"] or {}).get("mine"))
        room = c.app.state.hub.rooms[g["game"]]
        before = (room.version, room.game.digest())
    with TestClient(create_app(store)) as c:  # a new server process on the same store
        room = c.app.state.hub.rooms[g["game"]]
        assert (room.version, room.game.digest()) == before
        with c.websocket_connect(f"/ws/{g['game']}") as ws:  # reconnecting gets the seat back
            hello, st = auth(ws, g["token"])
            assert hello["seat"] == 0 and hello["next_seq"] == 2
            assert st["version"] == before[0]
            assert _err(ws, {"type": "act", "seq": 1, "version": st["version"], "option": 0}) == "replayed"


def test_lobby_refuses_unsupported_and_unknown_cards(client):
    r = client.post("/api/decklist", json={"decklist": "4 Lightning Bolt\n4 Not A Real Card\n"})
    assert r.status_code == 400 and "Not A Real Card" in r.json()["error"]
    r = client.post("/api/games", json={"mode": "1v1", "seats": [{"kind": "human", "decklist": "60 Nonexistent"},
                                                                  {"kind": "computer", "deck": "gruul-stompy"}]})
    assert r.status_code == 400 and "seat 1" in r.json()["error"]
    r = client.post("/api/games", json={"mode": "3v3", "seats": []})
    assert r.status_code == 400
