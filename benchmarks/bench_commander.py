"""Four-player Commander games (903, 806) between computer players, with the shipped Commander decks
(``decks/commander-*.txt``): decisions per game, CPU time per game (``time.process_time`` of the process
playing it, cards compiled beforehand), turns, and each deck's win rate with its 95% Wilson interval.
The starting seat rotates game by game (``first_player = i % 4``); game ``i`` uses seed ``seed + i``.

    python benchmarks/bench_commander.py [--games 200] [--agent heuristic] [--workers 1] [--json FILE]
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import time

from manastack.sim.deckspec import commander_table, load_deck, shipped_commander_decks
from manastack.sim.table import TableSpec, freeze, run_table
from manastack.sim.vanilla import pool_named
from manastack.testing.scenario import full_database_path


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--agent", default="heuristic")
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--format", default="commander", choices=("commander", "brawl", "commander_duel"))
    ap.add_argument("--json", default=None)
    a = ap.parse_args(argv)
    path = full_database_path()
    if path is None:
        print("the full card database is needed (set MANASTACK_DATA)", file=sys.stderr)
        return 2
    pool_name = str(path)
    pool = pool_named(pool_name)
    decks = [load_deck(str(p), pool.db) for p in shipped_commander_decks()[:4]]
    for d in decks:  # compile every card before timing
        for n in d.all_names():
            pool.get(n)
    lists, options = commander_table(decks, a.format)
    spec = TableSpec(tuple(tuple(x) for x in lists), tuple(d.name for d in decks), (a.agent,) * len(decks),
                     pool=pool_name, base_seed=a.seed, options=tuple((k, freeze(v)) for k, v in options.items()))
    t0 = time.perf_counter()
    rep = run_table(spec, a.games, workers=a.workers)
    wall = time.perf_counter() - t0
    gs = rep.finished
    dec = [g.decisions for g in gs]
    cpu = [g.cpu_seconds for g in gs]
    print(f"{len(gs)} four-player {a.format} games ({a.agent} x4), {len(rep.errors)} failed, {wall:.0f} s wall")
    if gs:
        print(f"  decisions per game: mean {statistics.mean(dec):.0f}, median {statistics.median(dec):.0f}, "
              f"max {max(dec)}")
        print(f"  CPU per game: mean {statistics.mean(cpu):.3f} s, median {statistics.median(cpu):.3f} s; "
              f"{1e3 * sum(cpu) / max(1, sum(dec)):.2f} ms per decision")
        print(f"  turns per game: mean {rep.mean('turns'):.1f}; draws {rep.draws()}")
    for i, name in enumerate(spec.names):
        print(f"  {name:<22} {rep.rate(i)}")
    if a.json:
        with open(a.json, "w", encoding="utf-8") as f:
            json.dump(rep.to_data(), f, indent=1)
    return 0 if not rep.errors else 1


if __name__ == "__main__":
    raise SystemExit(main())
