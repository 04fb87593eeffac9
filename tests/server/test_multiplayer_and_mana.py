"""The server's seats: a person can be offered mana abilities at priority (605.3a, a lobby option), and a four-player
free-for-all (806) with one person and three computer players runs over the socket to its end."""
from __future__ import annotations

import json
import random

import pytest
from starlette.testclient import TestClient

from manastack.server import create_app
from manastack.server.bot import pick

from .conftest import auth, new_game, recv_state


@pytest.fixture
def fast(store):
    """A server whose flood limit lets a test answer as fast as it can."""
    with TestClient(create_app(store, rate=10_000.0, burst=10_000)) as c:
        yield c


def _drive(ws, first, rng, until, limit):
    """Answer this seat's decisions with the protocol bot until ``until(state message)`` or ``limit``
    answers; returns (last state message, answers sent)."""
    st, seq = first, 0
    while not until(st) and seq < limit and st["state"]["result"] is None:
        if not (st["state"]["decision"] or {}).get("mine"):
            st = recv_state(ws, lambda m: (m["state"]["decision"] or {}).get("mine") or m["state"]["result"])
            continue
        act = pick(st, rng)
        assert act is not None, st["state"]["decision"]
        seq += 1
        act["seq"] = seq
        ws.send_text(json.dumps(act))
        v = st["version"]
        st = recv_state(ws, lambda m: m["version"] > v)
        assert st["type"] == "state", st
    return st, seq


def _untapped_lands_of_mine(st) -> set[str]:
    s = st["state"]
    return {o["name"] for o in s.get("battlefield", [])
            if o.get("controller") == s["viewer"] and "Land" in (o.get("types") or []) and not o.get("tapped")}


def test_605_3a_a_person_is_offered_mana_abilities_at_priority(fast):
    """With the lobby's ``mana_abilities`` option a person's seat lists its mana abilities at priority."""
    g = new_game(fast, [{"kind": "human", "deck": "gruul-stompy"},
                          {"kind": "computer", "agent": "heuristic", "deck": "azorius-skies"}], seed=11,
                 mana_abilities=True)
    with fast.websocket_connect(f"/ws/{g['game']}") as ws:
        _, st = auth(ws, g["token"])

        def mana_offer(m) -> bool:
            d = m["state"]["decision"] or {}
            lands = _untapped_lands_of_mine(m)
            return bool(d.get("mine") and d.get("kind") == "priority" and lands
                        and any(o["verb"] == "activate" and any(n in o.get("text", "") for n in lands)
                                for o in d.get("options") or []))

        st, _ = _drive(ws, st, random.Random(1), mana_offer, 300)
    assert mana_offer(st), "a person with an untapped land at priority should be offered its mana ability"


def test_806_four_player_free_for_all_plays_to_the_end(fast):
    seats = [{"kind": "human", "deck": "gruul-stompy"}] + [
        {"kind": "computer", "agent": "heuristic", "deck": d} for d in ("azorius-skies", "dimir-control", "gruul-stompy")]
    g = new_game(fast, seats, seed=4)
    with fast.websocket_connect(f"/ws/{g['game']}") as ws:
        _, st = auth(ws, g["token"])
        assert len(st["state"]["players"]) == 4
        st, answers = _drive(ws, st, random.Random(2), lambda m: False, 3000)
    assert answers > 20
    r = st["state"]["result"]
    assert r is not None, f"the game did not end within {answers} answers"
    assert len(r["winners"]) + len(r["losers"]) >= 3 or r.get("draw")
