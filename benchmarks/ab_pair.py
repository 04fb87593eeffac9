"""Paired A/B speed comparison of two checkouts of manastack on the same games.

    python benchmarks/ab_pair.py OLD_TREE NEW_TREE [--pairs 20] [--games 8] [--deck simple]

OLD_TREE and NEW_TREE are repository roots (e.g. a ``git worktree add /tmp/old <commit>`` and this
checkout). Two worker processes, one importing each tree, play the same random games (every decision
counted, as ``bench_vs_phase.py``'s "every decision" row) alternately, ``--pairs`` times, the order
swapped every pair. Each pair's ratio of CPU-time rates cancels the drift of a shared machine, whose
absolute rates can move 30 % from one minute to the next; the median ratio is the measure of a change.
"""
from __future__ import annotations

import argparse
import multiprocessing as mp
import os
import statistics
import sys


def _worker(root: str, deck: str, conn) -> None:
    sys.path.insert(0, os.path.join(root, "benchmarks"))
    sys.path.insert(0, os.path.join(root, "src"))
    import bench_vs_phase as b
    import manastack

    if not os.path.abspath(manastack.__file__).startswith(os.path.abspath(root)):
        conn.send(f"imported manastack from {manastack.__file__}, not from {root}")
        return
    pool, _ = b.manastack_pool(b.default_source())
    b.manastack_games(pool, deck, range(0, 2), auto_forced=False)  # warm caches
    conn.send("ready")
    while True:
        games = conn.recv()
        if games is None:
            return
        r = b.manastack_games(pool, deck, range(0, games), auto_forced=False)
        conn.send(r["actions"] / r["cpu"])


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("old")
    ap.add_argument("new")
    ap.add_argument("--pairs", type=int, default=20)
    ap.add_argument("--games", type=int, default=8)
    ap.add_argument("--deck", default="simple", choices=("simple", "rich"))
    a = ap.parse_args(argv)
    # both trees read the card data this checkout finds (../shared/data or $MANASTACK_DATA)
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    os.environ.setdefault("MANASTACK_DATA", os.path.join(os.path.dirname(here), "shared", "data"))
    ctx = mp.get_context("spawn")
    conns, procs = [], []
    for root in (a.old, a.new):
        mine, theirs = ctx.Pipe()
        p = ctx.Process(target=_worker, args=(root, a.deck, theirs))
        p.start()
        conns.append(mine)
        procs.append(p)
    for c in conns:
        msg = c.recv()
        if msg != "ready":
            raise SystemExit(msg)
    rates: list[list[float]] = [[], []]
    ratios = []
    for i in range(a.pairs):
        got = {}
        for k in ((0, 1) if i % 2 == 0 else (1, 0)):
            conns[k].send(a.games)
            got[k] = conns[k].recv()
        rates[0].append(got[0])
        rates[1].append(got[1])
        ratios.append(got[1] / got[0])
    for c in conns:
        c.send(None)
    for p in procs:
        p.join()
    for k, root in enumerate((a.old, a.new)):
        print(f"{root}: median {statistics.median(rates[k]):,.0f} actions/s (CPU), best {max(rates[k]):,.0f}")
    q = statistics.quantiles(ratios, n=4)
    print(f"ratio new/old: median {statistics.median(ratios):.3f} (quartiles {q[0]:.3f}, {q[2]:.3f}; {a.pairs} pairs)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
