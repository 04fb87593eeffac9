"""Undo survives a server restart (the history is stored with the game, in the same transaction); games
nobody acts in are ended after the idle limit (104.3a: the absent seat concedes) and open seats expire."""
from __future__ import annotations

import json
import random
import time

from starlette.testclient import TestClient

from manastack.server import create_app
from manastack.server.bot import pick

from .conftest import auth, new_game, recv_state

HUMAN_VS_CPU = [{"kind": "human", "deck": "gruul-stompy"}, {"kind": "computer", "agent": "random", "deck": "azorius-skies"}]


def _mine(m) -> bool:
    return bool((m["state"]["decision"] or {}).get("mine")) or m["state"]["result"] is not None


def _play_a_land(ws, st):
    """Answer with the protocol bot until it has played a land (305.1); returns (state, seq, land id)."""
    rng, seq = random.Random(1), 0
    for _ in range(60):
        if not _mine(st):
            st = recv_state(ws, _mine)
        d = st["state"]["decision"]
        act = pick(st, rng)
        opt = next((o for o in d.get("options", []) if o["i"] == act.get("option")), None)
        seq += 1
        act["seq"] = seq
        ws.send_text(json.dumps(act))
        v = st["version"]
        st = recv_state(ws, lambda m: m["version"] > v)
        assert st["type"] == "state", st
        if opt is not None and opt["verb"] == "play" and d["kind"] == "priority":
            return st, seq, opt["refs"][0]
    raise AssertionError("no land was played")


def test_undo_works_after_a_server_restart(store):
    """Play a land, restart the server (a new app on the same store), undo: the land is back in the hand."""
    with TestClient(create_app(store)) as c:
        g = new_game(c, HUMAN_VS_CPU, seed=6)
        with c.websocket_connect(f"/ws/{g['game']}") as ws:
            _, st = auth(ws, g["token"])
            st, seq, land = _play_a_land(ws, st)
            assert land not in {o["id"] for o in st["state"]["players"][0]["hand"]}
            lands = [o["id"] for o in st["state"]["battlefield"] if o["controller"] == 0]
            assert len(lands) == 1 and st["can_undo"] is True
        version = st["version"]
    with TestClient(create_app(store)) as c:
        with c.websocket_connect(f"/ws/{g['game']}") as ws:
            hello, st = auth(ws, g["token"])
            assert st["version"] == version and st["can_undo"] is True
            ws.send_text(json.dumps({"type": "undo", "seq": seq + 1, "version": version}))
            st = recv_state(ws, lambda m: m["version"] > version)
            assert st["type"] == "state", st
            me = st["state"]["players"][0]
            assert land in {o["id"] for o in me["hand"]}
            assert not [o for o in st["state"]["battlefield"] if o["controller"] == 0]
            assert st["log_reset"] and st["can_undo"] is False
    with TestClient(create_app(store)) as c:  # the undo itself was stored: a second restart agrees
        room = c.app.state.hub.rooms[g["game"]]
        assert room.version == version + 1
        assert land in room.game.state.hand[0]


class Clock:
    """An injected clock: the idle limit is tested by moving time, never by waiting."""

    def __init__(self, t: float = 1_000_000.0):
        self.t = t

    def __call__(self) -> float:
        return self.t


def _wait_for(pred, what):
    for _ in range(400):  # the computer players run on the server's loop; poll briefly
        if pred():
            return
        time.sleep(0.02)
    raise AssertionError(f"timed out waiting for {what}")


def test_104_3a_idle_limit_concedes_the_absent_seat_and_stores_the_game_as_finished(store):
    clock = Clock()
    with TestClient(create_app(store, idle_limit=60, clock=clock)) as c:
        hub = c.app.state.hub
        g = new_game(c, HUMAN_VS_CPU, seed=6)  # the creator never connects
        room = hub.rooms[g["game"]]
        _wait_for(lambda: room.game.decision is not None and room.game.decision.actor == 0, "the person's decision")
        clock.t += 59
        assert c.portal.call(hub.sweep)["conceded"] == 0 and room.game.result is None
        clock.t += 2
        assert c.portal.call(hub.sweep) == {"conceded": 1, "ended": 1, "unloaded": 0}
        assert list(room.game.result.winners) == [1] and room.game.state.players[0].conceded
        assert hub.store.load(g["game"]).status == "over"
        clock.t += 61  # a finished game nobody watches leaves memory; it stays stored as finished
        assert c.portal.call(hub.sweep)["unloaded"] == 1
        assert g["game"] not in hub.rooms and g["game"] not in {x["game"] for x in c.get("/api/games").json()["games"]}
        assert hub.store.game_ids("over") == [g["game"]] and hub.store.game_ids("active") == []
    with TestClient(create_app(store, idle_limit=60, clock=clock)) as c:  # a restart doesn't bring it back
        assert c.app.state.hub.rooms == {}


def test_a_connected_seat_is_never_idle_and_an_open_seat_expires(store):
    """A four-player game: the creator stays connected and thinks as long as they like; the seat left open for
    a friend nobody took concedes after the limit (104.3a) and can't be joined, and the others play on (800.4a)."""
    clock = Clock()
    seats = [{"kind": "human", "deck": "gruul-stompy"}, {"kind": "human", "deck": "azorius-skies"},
             {"kind": "computer", "agent": "random"}, {"kind": "computer", "agent": "random"}]
    with TestClient(create_app(store, idle_limit=60, clock=clock)) as c:
        hub = c.app.state.hub
        g = new_game(c, seats, seed=2)
        room = hub.rooms[g["game"]]
        with c.websocket_connect(f"/ws/{g['game']}") as ws:
            auth(ws, g["token"])
            clock.t += 30
            assert c.portal.call(hub.sweep)["conceded"] == 0
            clock.t += 31
            c.portal.call(hub.sweep)
            players = room.game.state.players
            assert players[1].conceded and players[0].in_game and not players[0].conceded
            assert room.game.result is None
            info = {s["seat"]: s for s in c.get("/api/games").json()["games"][0]["seats"]}
            assert info[1]["open"] is False
            assert c.post(f"/api/games/{g['game']}/join", json={}).status_code == 409
            clock.t += 10_000  # still connected: still waited for
            c.portal.call(hub.sweep)
            assert players[0].in_game and not players[0].conceded
