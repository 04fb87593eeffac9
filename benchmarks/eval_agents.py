"""Agent strength: N games between two agents on the built-in demo decks, seats and decks swapped.

    python benchmarks/eval_agents.py search heuristic -n 200 [--workers 1] [--pool starter]
    python benchmarks/eval_agents.py heuristic random -n 200

Game i uses seed ``seed + i``; the deck pairing cycles through every ordered pair of distinct demo
decks, and within each pairing agent X plays deck 1 then deck 2, each on the play and on the draw, so
both agents see the same deals from both sides. Reports X's win rate with a 95% Wilson interval."""
from __future__ import annotations

import argparse
import itertools
import json
import sys
import time

from manastack.builtin_decks import DECKS, deck
from manastack.sim.runner import MatchSpec, play_one
from manastack.sim.stats import Rate
from manastack.sim.vanilla import VANILLA_DECKS, vanilla_deck


def jobs(x: str, y: str, n: int, pool: str, seed: int, start: int = 0):
    names = list(VANILLA_DECKS) if pool == "vanilla" else list(DECKS)
    get = vanilla_deck if pool == "vanilla" else deck
    pairs = list(itertools.combinations(names, 2))
    out = []
    for i in range(start, start + n):
        k, j = divmod(i, 4)
        d1, d2 = pairs[k % len(pairs)]
        x_first = j < 2  # X pilots deck 1 in games j = 0, 1 and deck 2 in j = 2, 3 (same two deals)
        a_agent, b_agent = (x, y) if x_first else (y, x)
        spec = MatchSpec(tuple(get(d1)), tuple(get(d2)), a_agent, b_agent, d1, d2, pool=pool,
                         base_seed=seed + 2 * k)
        out.append((spec, j % 2, "A" if x_first else "B"))  # index j % 2: deck 1 on the play when even
    return out


def run_one(job):
    spec, index, x_side = job
    g = play_one(spec, index)
    return g, x_side, spec


def _progress(k: int, n: int, g, x_side: str, spec, results: list) -> None:
    """One line per finished game, with the running win rate (so a run cut short still says something)."""
    wins = sum(1 for r in results if r[0].winner == r[1])
    print(f"game {k}/{n} seed {g.seed} {spec.name_a}({spec.agent_a}) vs {spec.name_b}({spec.agent_b}) "
          f"winner {g.winner} x_won {g.winner == x_side} turns {g.turns} {g.seconds:.0f}s; x so far {wins}/{k}"
          + (f" ERROR {g.error.splitlines()[0]}" if g.error else ""), file=sys.stderr, flush=True)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("x")
    ap.add_argument("y")
    ap.add_argument("-n", type=int, default=200)
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--pool", default="starter")
    ap.add_argument("--seed", type=int, default=10_000)
    ap.add_argument("--json", default=None)
    ap.add_argument("--start", type=int, default=0, help="first game index (to split a run across processes)")
    a = ap.parse_args()
    js = jobs(a.x, a.y, a.n, a.pool, a.seed, a.start)
    t0 = time.perf_counter()
    if a.workers > 1:
        import multiprocessing as mp

        with mp.get_context("fork").Pool(a.workers) as p:
            results = []
            for r in p.imap_unordered(run_one, js):
                results.append(r)
                _progress(len(results), len(js), *r, results)
    else:
        results = []
        for j in js:
            results.append(run_one(j))
            _progress(len(results), len(js), *results[-1], results)
    wins = sum(1 for g, x_side, _ in results if g.winner == x_side)
    errors = [g for g, _, _ in results if g.error]
    draws = sum(1 for g, _, _ in results if g.winner is None and not g.error)
    r = Rate(wins, len(results) - len(errors))
    dt = time.perf_counter() - t0
    print(f"{a.x} vs {a.y} on {a.pool} decks, seats and decks swapped: {a.x} wins {r}; draws {draws}; "
          f"errors {len(errors)}; {dt:.0f} s")
    if a.json:
        with open(a.json, "w") as f:
            json.dump({"x": a.x, "y": a.y, "wins": wins, "games": r.games, "ci95": r.ci, "draws": draws,
                       "errors": [g.error for g in errors], "seconds": dt,
                       "games_detail": [{"seed": g.seed, "on_play_A": g.a_on_play, "winner": g.winner,
                                         "x_side": x, "decks": [s.name_a, s.name_b], "turns": g.turns}
                                        for g, x, s in results]}, f, indent=1)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
