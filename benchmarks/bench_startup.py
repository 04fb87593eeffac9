"""Start-up cost: ``import manastack`` plus a first game with the built-in decks, in a fresh process.

    python benchmarks/bench_startup.py [--repeat 5] [--mode warm,cold,fresh] [--games 1]

Each run starts a new Python process that imports manastack, plays ``--games`` games between two built-in
decks (gruul-stompy against azorius-skies, seed 0, a seeded random legal action at every decision) and
reports its own CPU time (user + system, from the process's start, so the interpreter's start-up is in)
and whether the Lark grammar was loaded. Modes:

- ``warm``: the caches (card database, compiled trees, Lark tables, byte code) as a previous run left them;
- ``cold``: empty cache directories (``XDG_CACHE_HOME``, ``TMPDIR`` for Lark's tables), byte code kept;
- ``fresh``: as ``cold``, and no byte code either (an empty ``PYTHONPYCACHEPREFIX``), as on a machine that
  has just installed the package.

Byte code is written (``PYTHONDONTWRITEBYTECODE`` is removed from the children's environment) to a
``PYTHONPYCACHEPREFIX`` of this run's own, so the source tree is left alone. ``--tree`` measures another
checkout (e.g. ``/work/main`` for a before/after).

Figures are medians over ``--repeat`` runs of CPU seconds. Never a timed test: this only prints.
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

CHILD = r"""
import os, random, resource, sys, time
def cpu():
    r = resource.getrusage(resource.RUSAGE_SELF)
    return r.ru_utime + r.ru_stime
c0 = cpu()
import manastack
from manastack import Game
from manastack.builtin_decks import deck
c1 = cpu()
games = int(sys.argv[1])
actions = 0
for seed in range(games):
    g = Game.new([deck("gruul-stompy"), deck("azorius-skies")], seed=seed)
    rng = random.Random(seed)
    n = 0
    while g.result is None and n < 20000:
        opts = g.legal_actions()
        if not opts:
            break
        g.apply(rng.choice(opts))
        n += 1
    actions += n
c2 = cpu()
import json
print(json.dumps({"interp": c0, "import": c1 - c0, "game": c2 - c1, "total": c2, "actions": actions,
                  "lark": "lark" in sys.modules, "parser_built": bool(
                      getattr(sys.modules.get("manastack.oracle.parser"), "_build", None)
                      and sys.modules["manastack.oracle.parser"]._build.cache_info().currsize)}))
"""


def run_once(mode: str, games: int, warm_env: dict) -> dict:
    env = dict(warm_env)
    with tempfile.TemporaryDirectory(prefix="ms-startup-") as tmp:
        if mode in ("cold", "fresh"):
            env["XDG_CACHE_HOME"] = os.path.join(tmp, "cache")
            env["TMPDIR"] = os.path.join(tmp, "tmp")
            os.makedirs(env["TMPDIR"])
        if mode == "fresh":
            env["PYTHONPYCACHEPREFIX"] = os.path.join(tmp, "pyc")
        out = subprocess.run([sys.executable, "-c", CHILD, str(games)], env=env, capture_output=True, text=True,
                             check=False)
        if out.returncode != 0:
            raise SystemExit(f"child failed ({mode}):\n{out.stderr[-3000:]}")
        return json.loads(out.stdout.strip().splitlines()[-1])


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--games", type=int, default=1)
    ap.add_argument("--mode", default="warm,cold,fresh")
    ap.add_argument("--tree", default=str(REPO), help="the checkout to measure (default: this one)")
    a = ap.parse_args(argv)
    env = dict(os.environ)
    env["PYTHONPATH"] = str(Path(a.tree) / "src")
    env.pop("MANASTACK_DATA", None)  # the built-in decks use the built-in pool; no full database is read
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    warm = tempfile.TemporaryDirectory(prefix="ms-startup-warm-")
    env["XDG_CACHE_HOME"] = os.path.join(warm.name, "cache")
    env["MANASTACK_HOME"] = os.path.join(warm.name, "home")
    env["TMPDIR"] = os.path.join(warm.name, "tmp")
    os.makedirs(env["TMPDIR"])
    env["PYTHONPYCACHEPREFIX"] = os.path.join(warm.name, "pyc")
    run_once("warm", a.games, env)  # make the warm caches
    run_once("warm", a.games, env)
    try:
        load = " ".join(f"{x:.2f}" for x in os.getloadavg())
    except OSError:
        load = "?"
    print(f"{a.tree}: python {sys.version.split()[0]}, load average {load}, {a.repeat} runs per mode, {a.games} game(s)")
    print(f"{'mode':6} {'total CPU s':>11} {'interp':>7} {'import':>7} {'game':>7} {'actions':>7}  lark loaded  (min-max total)")
    for mode in a.mode.split(","):
        rows = [run_once(mode, a.games, env) for _ in range(a.repeat)]
        med = {k: statistics.median(r[k] for r in rows) for k in ("total", "interp", "import", "game")}
        lo, hi = min(r["total"] for r in rows), max(r["total"] for r in rows)
        print(f"{mode:6} {med['total']:11.3f} {med['interp']:7.3f} {med['import']:7.3f} {med['game']:7.3f} "
              f"{rows[0]['actions']:7d}  {str(any(r['parser_built'] for r in rows)):11}  ({lo:.3f}-{hi:.3f})")
    warm.cleanup()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
