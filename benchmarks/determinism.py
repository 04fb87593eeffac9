"""Record (or check) what seeded random games produce, so a speed change can be shown not to change play.

    python benchmarks/determinism.py record FILE [--games 20]
    python benchmarks/determinism.py check FILE

Plays the decks of ``bench_vs_phase.py`` (simple and rich) with seeds 0..games-1, with ``auto_forced`` on
and off and with logging on, a random legal action at every decision (``random.Random(seed)``), and notes
per game: the number of decisions answered, the turn, the result, the game digest at the end, and a hash
of the whole log (event kinds, rules and texts). ``check`` replays the same games and reports every
difference; it exits 1 if there is any.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "src"))
sys.path.insert(0, str(HERE))

from bench_vs_phase import DECKS, MAX_ACTIONS, deck_list, default_source, manastack_pool  # noqa: E402

from manastack.agents.base import open_choice  # noqa: E402
from manastack.game import Game  # noqa: E402


def play(pool, pair: str, seed: int, auto_forced: bool) -> dict:
    deck = deck_list(pair)
    g = Game.new([deck, deck], seed=seed, cards=pool, auto_forced=auto_forced, auto_pay=True)
    rng = random.Random(seed)
    n = 0
    h = hashlib.sha256()
    while g.result is None and n < MAX_ACTIONS:
        opts = g.legal_actions()
        h.update(repr((g.decision.kind, g.decision.player, opts)).encode())
        g.apply(rng.choice(opts) if opts else open_choice(g, rng))
        n += 1
    for e in g.log:
        h.update(repr(e).encode())
    res = g.result
    return {"actions": n, "turn": g.turn, "result": repr(res), "digest": g.digest(), "trace": h.hexdigest()}


def run_all(games: int) -> dict:
    pool, _ = manastack_pool(default_source())
    out = {}
    for pair in DECKS:
        for af in (True, False):
            for seed in range(games):
                out[f"{pair}/auto_forced={af}/seed={seed}"] = play(pool, pair, seed, af)
    return out


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("mode", choices=("record", "check"))
    ap.add_argument("file", type=Path)
    ap.add_argument("--games", type=int, default=20)
    args = ap.parse_args()
    if args.mode == "record":
        data = run_all(args.games)
        args.file.write_text(json.dumps(data, indent=1, sort_keys=True))
        print(f"recorded {len(data)} games")
        return 0
    want = json.loads(args.file.read_text())
    games = 1 + max(int(k.rsplit("=", 1)[1]) for k in want)
    got = run_all(games)
    bad = [k for k in want if want[k] != got.get(k)]
    for k in bad:
        diff = {f: (want[k][f], got[k][f]) for f in want[k] if want[k][f] != got[k][f]}
        print(f"DIFFERENT {k}: {diff}")
    print(f"{len(want) - len(bad)}/{len(want)} games identical")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
