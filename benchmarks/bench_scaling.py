"""Scaling out: games per second of ``simulate`` with 1 and N worker processes, and on a local Ray cluster.

    python benchmarks/bench_scaling.py [--games 200] [--workers 1,2] [--ray] [--agents heuristic,heuristic]

Plays the same match (built-in decks gruul-stompy against azorius-skies, seeds 0..games-1) with each worker
count through :func:`manastack.sim.runner.run_match`, and prints wall-clock games/s, the speed-up over one
worker, and the CPU seconds per game spent in the workers (``RUSAGE_CHILDREN``; this process's own for one
worker), with the load average before and after: on a shared machine the speed-up can only be read together
with the load. ``--ray`` adds a run on a local Ray cluster started here (Ray's own start-up is timed
apart). ``--tree /work/main`` measures another checkout. Never a timed test: this only prints.
"""
from __future__ import annotations

import argparse
import os
import resource
import sys
import time
from pathlib import Path

_TREE = next((sys.argv[i + 1] for i, x in enumerate(sys.argv[:-1]) if x == "--tree"), None)
sys.path.insert(0, str(Path(_TREE) / "src" if _TREE else Path(__file__).resolve().parents[1] / "src"))

from manastack.builtin_decks import deck  # noqa: E402
from manastack.sim.runner import MatchSpec, run_match  # noqa: E402


def cpu(who: int) -> float:
    r = resource.getrusage(who)
    return r.ru_utime + r.ru_stime


def load() -> str:
    try:
        return " ".join(f"{x:.2f}" for x in os.getloadavg())
    except OSError:
        return "?"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--workers", default="1,2")
    ap.add_argument("--agents", default="heuristic,heuristic")
    ap.add_argument("--ray", action="store_true")
    ap.add_argument("--tree", help="measure another checkout (its src/ is imported instead of this one's)")
    a = ap.parse_args(argv)
    ag = a.agents.split(",")
    spec = MatchSpec(tuple(deck("gruul-stompy")), tuple(deck("azorius-skies")), ag[0], ag[-1], "gruul", "azorius")
    print(f"{a.games} games, agents {a.agents}, {os.cpu_count()} CPUs")
    print(f"{'how':10} {'wall s':>7} {'games/s':>8} {'speed-up':>8} {'CPU s/game':>10}  load before -> after")
    base = None
    for w in (int(x) for x in a.workers.split(",")):
        l0 = load()
        c0, k0, t0 = cpu(resource.RUSAGE_SELF), cpu(resource.RUSAGE_CHILDREN), time.perf_counter()
        rep = run_match(spec, a.games, workers=w)
        wall = time.perf_counter() - t0
        used = (cpu(resource.RUSAGE_SELF) - c0) if w <= 1 else (cpu(resource.RUSAGE_CHILDREN) - k0)
        rate = len(rep.finished) / wall
        base = base or rate
        print(f"{f'{w} worker' + ('s' if w > 1 else ''):10} {wall:7.2f} {rate:8.2f} {rate / base:7.2f}x "
              f"{used / a.games:10.4f}  {l0} -> {load()}")
        sys.stdout.flush()
    if a.ray:
        import ray

        t0 = time.perf_counter()
        ray.init(include_dashboard=False, log_to_driver=False)
        started = time.perf_counter() - t0
        l0 = load()
        t0 = time.perf_counter()
        rep = run_match(spec, a.games, use_ray=True, ray_address=None)
        wall = time.perf_counter() - t0
        rate = len(rep.finished) / wall
        print(f"{'ray local':10} {wall:7.2f} {rate:8.2f} {rate / base:7.2f}x {'':>10}  {l0} -> {load()} "
              f"(ray.init {started:.1f} s apart)")
        ray.shutdown()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
