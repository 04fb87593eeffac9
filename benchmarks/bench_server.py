"""Load on the game server: N concurrent games over loopback, both seats of every game played by
client-side bots (``manastack.server.bot``) over WebSockets against one server process.

    python benchmarks/bench_server.py [--games 50] [--max-moves 400] [--timeout 300] [--format commander]

``--format commander`` plays Commander games (903) with the shipped Commander decks (needs the full card
database: ``$MANASTACK_DATA`` or an installed one); ``--players 4`` a four-player free-for-all.
Reports moves/s, games finished, the p50/p95/p99 latency of a move (act sent -> the acting seat's next state received)
and the server's resident memory. Binds 127.0.0.1 only; stops by itself (every game ends, reaches
--max-moves, or the --timeout passes) and stops the server it started."""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request

import websockets

from manastack.server.bot import pick

DECKS = ["gruul-stompy", "azorius-skies", "dimir-control"]


def rss_mb(pid: int) -> float:
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")


def post(url: str, body: dict) -> dict:
    req = urllib.request.Request(url, json.dumps(body).encode(), {"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=60) as r:
        return json.loads(r.read())


async def recv_state(ws, pred):
    while True:
        m = json.loads(await ws.recv())
        if m["type"] == "error":
            raise RuntimeError(m)
        if m["type"] == "state" and pred(m):
            return m


async def seat_loop(url: str, token: str, rng: random.Random, lat: list, max_moves: int, stop: float,
                    done: set) -> int:
    moves = 0
    async with websockets.connect(url, max_size=2**22) as ws:
        await ws.send(json.dumps({"type": "auth", "token": token}))
        m = await recv_state(ws, lambda x: True)
        while m["state"]["result"] is None and moves < max_moves and time.time() < stop:
            if not (m["state"]["decision"] or {}).get("mine"):
                m = await recv_state(ws, lambda x: x["state"]["result"] is not None
                                     or (x["state"]["decision"] or {}).get("mine"))
                continue
            act = pick(m, rng)
            act["seq"] = m["next_seq"]
            t = time.perf_counter()
            await ws.send(json.dumps(act))
            m = await recv_state(ws, lambda x, v=m["version"]: x["version"] > v)
            lat.append(time.perf_counter() - t)
            moves += 1
        if m["state"]["result"] is not None:
            done.add(url)
    return moves


async def main_async(args, base: str) -> tuple[int, list, float, int]:
    loop = asyncio.get_running_loop()
    games = []
    decks = DECKS
    if args.format:
        decks = [d["name"] for d in (await loop.run_in_executor(None, get, base + "/api/decks"))["commander_decks"]]
    n = args.players
    for i in range(args.games):
        seats = [{"kind": "human", "deck": decks[(i + k) % len(decks)]} for k in range(n)]
        req = {"mode": "1v1" if n == 2 else "ffa4", "seed": i, "seats": seats}
        if args.format:
            req["format"] = args.format
        g = await loop.run_in_executor(None, post, base + "/api/games", req)
        toks = [g["token"]]
        for _ in range(n - 1):
            toks.append((await loop.run_in_executor(None, post, f"{base}/api/games/{g['game']}/join", {}))["token"])
        games.append((g["game"], *toks))
    lat: list[float] = []
    done: set = set()
    stop = time.time() + args.timeout
    ws_base = base.replace("http", "ws")
    t0 = time.perf_counter()
    counts = await asyncio.gather(*(seat_loop(f"{ws_base}/ws/{gid}", tok, random.Random(k * n + s), lat, args.max_moves,
                                              stop, done)
                                    for k, (gid, *toks) in enumerate(games) for s, tok in enumerate(toks)))
    return sum(counts), lat, time.perf_counter() - t0, len(done)


def get(url: str) -> dict:
    with urllib.request.urlopen(url, timeout=60) as r:
        return json.loads(r.read())


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=50)
    ap.add_argument("--max-moves", type=int, default=400, help="per seat")
    ap.add_argument("--timeout", type=float, default=300.0)
    ap.add_argument("--format", choices=("commander", "brawl", "commander_duel"), default=None)
    ap.add_argument("--players", type=int, choices=(2, 4), default=2)
    args = ap.parse_args()
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    store = os.path.join(tempfile.mkdtemp(prefix="manastack-bench-"), "games.sqlite3")
    db = "default_database()" if args.format else "None"  # Commander decks need the full card database
    code = ("import uvicorn; from manastack.server import create_app; "
            "from manastack.cards.lookup import default_database; "
            f"uvicorn.run(create_app({store!r}, {db}), host='127.0.0.1', port={port}, log_level='warning')")
    srv = subprocess.Popen([sys.executable, "-c", code])
    base = f"http://127.0.0.1:{port}"
    try:
        for _ in range(600):  # (loading the full card database takes a few seconds)
            try:
                urllib.request.urlopen(base + "/api/decks", timeout=2).read()
                break
            except OSError:
                time.sleep(0.1)
        moves, lat, wall, finished = asyncio.run(main_async(args, base))
        q = statistics.quantiles(lat, n=100) if len(lat) > 2 else [float("nan")] * 99
        what = f"{args.format or 'constructed'}, {args.players} players"
        print(f"games {args.games} ({what}; {finished} finished), moves {moves} in {wall:.1f} s: "
              f"{moves / wall:.1f} moves/s")
        print(f"move latency ms: p50 {q[49] * 1000:.1f}  p95 {q[94] * 1000:.1f}  p99 {q[98] * 1000:.1f}")
        print(f"server RSS {rss_mb(srv.pid):.0f} MB")
    finally:
        srv.terminate()
        srv.wait(20)


if __name__ == "__main__":
    main()
