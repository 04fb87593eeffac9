"""Undo survives a server restart (the history is stored with the game, in the same transaction); games
nobody acts in are ended after the idle limit (104.3a: the absent seat concedes) and open seats expire."""
from __future__ import annotations

import json
import random

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
