"""Fixtures for the game server tests: an in-process app (Starlette TestClient) and, for the browser
and load tests, a real uvicorn server on a free loopback port."""
from __future__ import annotations

import json
import socket
import threading
import time

import pytest

pytest.importorskip("starlette", reason="the server extra is not installed (pip install 'manastack[server]')")
pytest.importorskip("httpx", reason="the server extra is not installed (pip install 'manastack[server]')")

from starlette.testclient import TestClient  # noqa: E402

from manastack.server import create_app  # noqa: E402


@pytest.fixture
def store(tmp_path):
    return tmp_path / "games.sqlite3"


@pytest.fixture
def client(store):
    with TestClient(create_app(store)) as c:
        yield c


def new_game(c, seats, seed=3, **kw):
    r = c.post("/api/games", json={"mode": "1v1" if len(seats) == 2 else "ffa4", "seats": seats, "seed": seed, **kw})
    assert r.status_code == 200, r.text
    return r.json()


def recv_state(ws, pred=lambda m: True, sink=None):
    """Messages until a state message satisfying ``pred`` (errors are returned too)."""
    while True:
        m = ws.receive_json()
        if sink is not None:
            sink.append(m)
        if m["type"] == "error" or (m["type"] == "state" and pred(m)):
            return m


def auth(ws, token):
    ws.send_text(json.dumps({"type": "auth", "token": token}))
    hello = ws.receive_json()
    assert hello["type"] == "hello", hello
    return hello, recv_state(ws)


class LiveServer:
    def __init__(self, store, **kw):
        import uvicorn

        self.app = create_app(store, **kw)
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            self.port = s.getsockname()[1]
        self.server = uvicorn.Server(uvicorn.Config(self.app, host="127.0.0.1", port=self.port, log_level="warning",
                                                    ws_max_size=64 * 1024, lifespan="on"))
        self.thread = threading.Thread(target=self.server.run, daemon=True)

    @property
    def url(self):
        return f"http://127.0.0.1:{self.port}"

    def __enter__(self):
        self.thread.start()
        t = time.time()
        while not self.server.started:
            if time.time() - t > 20:
                raise RuntimeError("the server did not start")
            time.sleep(0.05)
        return self

    def __exit__(self, *a):
        self.server.should_exit = True
        self.thread.join(20)


@pytest.fixture
def live_server(store):
    pytest.importorskip("uvicorn", reason="the server extra is not installed (pip install 'manastack[server]')")
    with LiveServer(store) as s:
        yield s
