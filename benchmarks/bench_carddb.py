"""Card database load benchmark: cold (no compiled cache) and warm load time, and memory.

    python benchmarks/bench_carddb.py [PATH_TO_AtomicCards.json.gz] [--repeat N] [--json]

Each measurement runs in a fresh Python process so caches and allocator state don't leak between
them. Targets (issue #4): warm load <= 1.5 s, loaded database <= 400 MB.

Reported:
  cold      parse + check the JSON, build the database, write the compiled cache
  warm      load from the compiled cache (best and median of --repeat runs)
  rss       peak resident set size of the process (ru_maxrss), and its growth over the load
  traced    memory held by the loaded database (tracemalloc, after the load; separate run)
  search    the first search (builds the folded-text index) and a second one
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def _default_source() -> Path:
    env = os.environ.get("MANASTACK_DATA")
    base = Path(env) if env else REPO.parent / "shared" / "data"
    return base / "AtomicCards.json.gz"


def _rss_mb() -> float:
    """Current resident set size (Linux /proc), in MB."""
    try:
        with open("/proc/self/statm") as fh:
            return int(fh.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 1e6
    except OSError:
        return float("nan")


def child(mode: str, source: str, cache: str) -> dict:
    import gc
    import resource
    import time

    sys.path.insert(0, str(REPO / "src"))
    import manastack.cards.database as database  # noqa: F401 - import cost outside the timing

    result: dict = {"mode": mode}
    if mode == "traced":
        import tracemalloc

        tracemalloc.start()
        db = database.load_database(source, cache_dir=cache)
        gc.collect()
        current, peak = tracemalloc.get_traced_memory()
        result.update(cards=len(db), traced_mb=current / 1e6, traced_peak_mb=peak / 1e6)
        return result
    gc.collect()
    rss_before = _rss_mb()
    t0 = time.perf_counter()
    db = database.load_database(source, cache_dir=cache)
    t1 = time.perf_counter()
    result.update(cards=len(db), seconds=t1 - t0, rss_growth_mb=_rss_mb() - rss_before,
                  maxrss_mb=resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024)
    if mode == "search":
        t0 = time.perf_counter()
        n1 = len(db.search("t:creature c:r mv<=2"))
        t1 = time.perf_counter()
        n2 = len(db.search('o:"draw a card" f:modern'))
        t2 = time.perf_counter()
        result.update(first_search=t1 - t0, second_search=t2 - t1, hits=(n1, n2))
    return result


def run(mode: str, source: Path, cache: Path) -> dict:
    out = subprocess.run([sys.executable, __file__, "--child", mode, str(source), str(cache)],
                         check=True, capture_output=True, text=True)
    return json.loads(out.stdout)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("source", nargs="?", type=Path, default=None)
    ap.add_argument("--repeat", type=int, default=5, help="warm runs (default 5)")
    ap.add_argument("--json", action="store_true", help="print the figures as JSON")
    ap.add_argument("--child", nargs=3, help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.child:
        print(json.dumps(child(*args.child)))
        return 0
    source = args.source or _default_source()
    if not source.is_file():
        print(f"card data not found at {source}; pass a path or set MANASTACK_DATA", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory(prefix="manastack-bench-") as tmp:
        cache = Path(tmp)
        cold = run("cold", source, cache)
        warm = [run("warm", source, cache) for _ in range(max(1, args.repeat))]
        traced = run("traced", source, cache)
        search = run("search", source, cache)
    times = [w["seconds"] for w in warm]
    figures = {
        "source": str(source), "cards": cold["cards"], "python": sys.version.split()[0],
        "cold_s": round(cold["seconds"], 3), "cold_peak_rss_mb": round(cold["maxrss_mb"], 1),
        "warm_best_s": round(min(times), 3), "warm_median_s": round(statistics.median(times), 3),
        "warm_peak_rss_mb": round(max(w["maxrss_mb"] for w in warm), 1),
        "warm_rss_growth_mb": round(statistics.median(w["rss_growth_mb"] for w in warm), 1),
        "database_traced_mb": round(traced["traced_mb"], 1), "traced_peak_mb": round(traced["traced_peak_mb"], 1),
        "first_search_s": round(search["first_search"], 3), "second_search_s": round(search["second_search"], 3),
    }
    if args.json:
        print(json.dumps(figures, indent=1))
        return 0
    print(f"card database: {figures['cards']} cards from {source} (Python {figures['python']})")
    print(f"  cold load (parse JSON, build, write cache): {figures['cold_s']:.2f} s, peak RSS {figures['cold_peak_rss_mb']:.0f} MB")
    print(f"  warm load (compiled cache), {len(times)} runs: best {figures['warm_best_s']:.2f} s, "
          f"median {figures['warm_median_s']:.2f} s   [target <= 1.5 s]")
    print(f"  warm process peak RSS {figures['warm_peak_rss_mb']:.0f} MB; RSS growth over the load "
          f"{figures['warm_rss_growth_mb']:.0f} MB   [target <= 400 MB]")
    print(f"  loaded database (tracemalloc): {figures['database_traced_mb']:.0f} MB held, "
          f"{figures['traced_peak_mb']:.0f} MB peak while loading")
    print(f"  search: first {figures['first_search_s']:.2f} s (builds the text index), then {figures['second_search_s']:.3f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
