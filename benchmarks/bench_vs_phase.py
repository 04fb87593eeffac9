"""manastack side by side with phase.rs (through its PyPI bindings, ``phase-python``), in one run.

    python benchmarks/bench_vs_phase.py [--games 10] [--repeat 3] [--pairs simple,rich] [--no-phase]
                                        [--no-micro] [--cpu N] [--json]

Both engines play the same games: the same two decks (below; every card is supported by both), the
same seeds (0..games-1), and a uniformly random legal action at every decision. phase's card data is
built here from the same ``AtomicCards.json.gz`` with its ``build_oracle_face`` function; manastack loads
that file through its own card database. Needs ``pip install -e ".[bench]"`` (phase-python); with
``--no-phase`` only manastack runs.

What counts as an action:
  manastack  one ``Game.apply`` call, i.e. one decision answered by the benchmark's random player.
             Two conventions, each run and reported:
             "forced auto" (row ``manastack``): games are created with ``auto_forced=True``: decisions
             with exactly one option (of the kinds in ``engine.loop.AUTO_KINDS``: a priority with only
             "pass", a single legal target, ...) are answered by the engine and not counted.
             "every decision" (row ``manastack every``): ``auto_forced=False``: every decision is answered
             by the benchmark and counted, forced ones included, as phase counts them. This is the like-
             for-like actions/s comparison.
             ``auto_pay=True`` in both: mana costs are paid by the solver (phase pays mana automatically
             too). Decisions without enumerated options (combat damage assignment, a number) are answered
             with ``agents.base.open_choice``. ``--no-log`` adds both again with ``state.logging`` off
             (headless simulation: no event log is kept).
  phase      one ``Game.apply`` call with an action drawn from ``Game.actions()``, ``fast_forward`` off: every
             decision phase asks is counted, including a priority where ``PassPriority`` is the only
             action. The report also gives how many of them had two or more actions to choose from.
Games per second compares the same amount of play (a random game to its end) without either counting
convention; both are given.

Rates are per second of this process's CPU time (``time.process_time``: what one core delivers even on a
busy machine) and per wall-clock second. Each repeat runs manastack then phase on the same seeds; the
figures are medians over repeats. The load average is printed before and after.

Also measured on manastack (``--no-micro`` skips): ``fork()``, ``save()``, ``load()``, ``digest()`` and
legal-action enumeration (``actions.priority_options`` on a fresh copy of the state, so no cache helps) on a
mid-game state with about 20 permanents; the card database load (``benchmarks/bench_carddb.py``).
"""
from __future__ import annotations

import argparse
import gc
import gzip
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "src"))

from manastack.agents.base import open_choice  # noqa: E402
from manastack.game import Game  # noqa: E402

# Two decks of cards both engines support (manastack: CardDef.supported; phase: its parse of the Oracle
# text has no unimplemented part). Each pair is the deck against itself.
DECKS: dict[str, dict[str, int]] = {
    # basic lands, vanilla creatures, a burn spell
    "simple": {"Forest": 12, "Mountain": 12, "Grizzly Bears": 8, "Centaur Courser": 8, "Hill Giant": 8,
               "Craw Wurm": 4, "Lightning Bolt": 8},
    # keywords (flying, vigilance, first strike, deathtouch, lifelink), removal, card draw, auras, an anthem
    "rich": {"Plains": 9, "Swamp": 9, "Serra Angel": 3, "Vampire Nighthawk": 3, "Youthful Knight": 4,
             "Typhoid Rats": 4, "Wild Griffin": 4, "Knight of Meadowgrain": 2, "Doom Blade": 3, "Murder": 2,
             "Pacifism": 3, "Holy Strength": 2, "Unholy Strength": 2, "Dead Weight": 2, "Sign in Blood": 3,
             "Night's Whisper": 3, "Glorious Anthem": 2},
}
# result rows: manastack forced-auto (the default convention), every decision counted (phase's), and both
# with the event log off; phase
SIDES = {"ms": "manastack", "ms_every": "manastack every", "ms_nolog": "manastack nolog",
         "ms_every_nolog": "ms every nolog", "phase": "phase-python"}
MAX_ACTIONS = 20000  # per game, a safety net (random games end by decking long before)


def deck_list(name: str) -> list[str]:
    return [card for card, n in DECKS[name].items() for _ in range(n)]


def default_source() -> Path:
    env = os.environ.get("MANASTACK_DATA")
    return (Path(env) if env else REPO.parent / "shared" / "data") / "AtomicCards.json.gz"


def loadavg() -> str:
    try:
        return " ".join(f"{x:.2f}" for x in os.getloadavg())
    except OSError:
        return "?"


# ---------------------------------------------------------------- manastack


def manastack_pool(source: Path):
    from manastack.cards.database import load_database
    from manastack.engine.carddef import CardPool

    t0 = time.perf_counter()
    db = load_database(source)
    t1 = time.perf_counter()
    pool = CardPool(db)
    for d in DECKS:
        for card in DECKS[d]:
            cd = pool.get(card)
            if not cd.supported:
                raise SystemExit(f"manastack does not support {card}: {cd.missing}")
    return pool, t1 - t0


def manastack_games(pool, pair: str, seeds: range, logging: bool = True, auto_forced: bool = True) -> dict:
    deck = deck_list(pair)
    actions = turns = 0
    gc.collect()
    c0, t0 = time.process_time(), time.perf_counter()
    for seed in seeds:
        g = Game.new([deck, deck], seed=seed, cards=pool, auto_forced=auto_forced, auto_pay=True)
        g.state.logging = logging
        rng = random.Random(seed)
        n = 0
        while g.result is None and n < MAX_ACTIONS:
            opts = g.legal_actions()
            g.apply(rng.choice(opts) if opts else open_choice(g, rng))
            n += 1
        actions += n
        turns += g.turn
    cpu, wall = time.process_time() - c0, time.perf_counter() - t0
    return {"games": len(seeds), "actions": actions, "turns": turns, "cpu": cpu, "wall": wall}


# ---------------------------------------------------------------- phase


def phase_engine(source: Path, workdir: Path):
    """card-data.json for the decks' cards, built with phase's own Oracle parser from the same file."""
    import phase

    t0 = time.perf_counter()
    with gzip.open(source, "rt", encoding="utf-8") as fh:
        data = json.load(fh)["data"]
    faces = {}
    for d in DECKS.values():
        for card in d:
            entries = data[card]
            if len(entries) != 1:
                raise SystemExit(f"{card}: expected a single-faced card")
            face = entries[0]
            oracle_id = (face.get("identifiers") or {}).get("scryfallOracleId")
            built = phase.build_oracle_face(face, oracle_id)
            text = json.dumps(built)
            if "Unimplemented" in text or "Unknown" in text:
                raise SystemExit(f"phase does not support {card}")
            faces[card.lower()] = built
    path = workdir / "card-data.json"
    path.write_text(json.dumps(faces, sort_keys=True), encoding="utf-8")
    eng = phase.Engine.from_path(str(path))
    return eng, time.perf_counter() - t0, phase


def _phase_actor(game) -> int:
    """The seat that must act: the prompt's player, the first player still deciding on mulligans."""
    w = game.waiting_for()
    data = w.get("data") if isinstance(w, dict) else None
    if isinstance(data, dict):
        if isinstance(data.get("player"), int):
            return data["player"]
        pend = data.get("pending")
        if pend and isinstance(pend, list) and isinstance(pend[0], dict) and "player" in pend[0]:
            return pend[0]["player"]
    return game.priority_player()


def phase_games(eng, pair: str, seeds: range) -> dict:
    deck = deck_list(pair)
    actions = choices = turns = 0
    gc.collect()
    c0, t0 = time.process_time(), time.perf_counter()
    for seed in seeds:
        g = eng.new_game(deck, deck, seed=seed)
        rng = random.Random(seed)
        n = 0
        while n < MAX_ACTIONS:
            opts = g.actions()
            if not opts:
                break
            if len(opts) > 1:
                choices += 1
            g.apply(_phase_actor(g), rng.choice(opts))
            n += 1
        actions += n
        turns += g.turn
    cpu, wall = time.process_time() - c0, time.perf_counter() - t0
    return {"games": len(seeds), "actions": actions, "choices": choices, "turns": turns, "cpu": cpu, "wall": wall}


# ---------------------------------------------------------------- micro-measurements


def midgame(pool, permanents: int = 20) -> Game:
    """A game of the rich decks played at random to the first priority decision with at least
    ``permanents`` permanents on the battlefield."""
    deck = deck_list("rich")
    for seed in range(1000):
        g = Game.new([deck, deck], seed=seed, cards=pool, auto_forced=True, auto_pay=True)
        rng = random.Random(seed)
        while g.result is None:
            d = g.decision
            if d.kind == "priority" and len(g.state.battlefield) >= permanents:
                return g
            opts = g.legal_actions()
            g.apply(rng.choice(opts) if opts else open_choice(g, rng))
    raise RuntimeError("no game reached the wanted board")


def _per_call(fn, min_time: float = 0.3) -> float:
    """Median CPU seconds per call over 5 batches."""
    n = 1
    while True:
        c0 = time.process_time()
        for _ in range(n):
            fn()
        dt = time.process_time() - c0
        if dt >= min_time / 5:
            break
        n *= 2
    times = []
    for _ in range(5):
        c0 = time.process_time()
        for _ in range(n):
            fn()
        times.append((time.process_time() - c0) / n)
    return statistics.median(times)


def micro(pool) -> dict:
    from manastack.engine.actions import priority_options

    g = midgame(pool)
    st = g.state
    text = g.save()
    out = {"permanents": len(st.battlefield), "objects": len(st.objects), "turn": st.turn,
           "log_events": st.log_len, "save_bytes": len(text)}
    out["fork_us"] = _per_call(g.fork) * 1e6
    out["save_us"] = _per_call(g.save) * 1e6
    out["load_us"] = _per_call(lambda: Game.load(text, cards=pool)) * 1e6
    out["digest_us"] = _per_call(g.digest) * 1e6
    pid = st.decision.player

    def enum_cold():
        s = st.fork()  # a new state: nothing derived from this version is cached
        s._cache = None
        priority_options(s, pid)

    out["enumerate_cold_us"] = _per_call(enum_cold) * 1e6
    out["fork_bare_us"] = _per_call(lambda: st.fork()) * 1e6
    out["enumerate_cold_us"] -= out["fork_bare_us"]
    out["legal_actions_us"] = _per_call(g.legal_actions) * 1e6  # the pending decision's stored options
    out["options"] = len(g.legal_actions())
    return out


def carddb(source: Path) -> dict | None:
    try:
        r = subprocess.run([sys.executable, str(REPO / "benchmarks" / "bench_carddb.py"), str(source),
                            "--repeat", "3", "--json"], check=True, capture_output=True, text=True)
    except subprocess.CalledProcessError as e:
        print(f"bench_carddb failed: {e.stderr}", file=sys.stderr)
        return None
    return json.loads(r.stdout)


# ---------------------------------------------------------------- report


def _rates(r: dict, key: str = "actions") -> tuple[float, float, float, float]:
    return r[key] / r["cpu"], r["games"] / r["cpu"], r[key] / r["wall"], r["games"] / r["wall"]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=10, help="games per deck pair and engine (seeds 0..N-1)")
    ap.add_argument("--repeat", type=int, default=3, help="repeats; medians are reported")
    ap.add_argument("--pairs", default="simple,rich")
    ap.add_argument("--no-phase", action="store_true", help="manastack only")
    ap.add_argument("--no-micro", action="store_true", help="skip fork/save/load/digest/enumeration/db load")
    ap.add_argument("--no-log", action="store_true", help="also run manastack with state.logging off")
    ap.add_argument("--cpu", type=int, default=None, help="pin this process to one CPU")
    ap.add_argument("--source", type=Path, default=None, help="AtomicCards.json.gz")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    if args.cpu is not None:
        os.sched_setaffinity(0, {args.cpu})
    source = args.source or default_source()
    if not source.is_file():
        print(f"card data not found at {source}; pass --source or set MANASTACK_DATA", file=sys.stderr)
        return 2
    pairs = [p.strip() for p in args.pairs.split(",") if p.strip()]
    seeds = range(args.games)
    load_before = loadavg()
    cpu_model = "?"
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                cpu_model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    info = {"python": sys.version.split()[0], "cpu": cpu_model, "cores": os.cpu_count(), "games": args.games,
            "repeat": args.repeat, "load_before": load_before}
    pool, db_s = manastack_pool(source)
    info["manastack_db_load_s"] = round(db_s, 2)
    eng = phase = None
    tmp = tempfile.TemporaryDirectory(prefix="bench-phase-")
    if not args.no_phase:
        try:
            eng, phase_s, phase = phase_engine(source, Path(tmp.name))
            info["phase_card_data_s"] = round(phase_s, 2)
            info["phase_version"] = _version("phase-python")
        except ImportError:
            print("phase-python is not installed (pip install -e '.[bench]'); running manastack only", file=sys.stderr)
    runs: dict[str, dict[str, list]] = {p: {s: [] for s in SIDES} for p in pairs}
    manastack_games(pool, pairs[0], range(2))  # warm up (first compile of the decks' trees, imports)
    for rep in range(args.repeat):
        for p in pairs:
            runs[p]["ms"].append(manastack_games(pool, p, seeds))
            runs[p]["ms_every"].append(manastack_games(pool, p, seeds, auto_forced=False))
            if args.no_log:
                runs[p]["ms_nolog"].append(manastack_games(pool, p, seeds, logging=False))
                runs[p]["ms_every_nolog"].append(manastack_games(pool, p, seeds, logging=False, auto_forced=False))
            if eng is not None:
                runs[p]["phase"].append(phase_games(eng, p, seeds))
            if not args.json:
                last = runs[p]["ms"][-1]
                msg = (f"  repeat {rep + 1} {p}: manastack {_rates(last)[0]:.0f} actions/s, every decision "
                       f"{_rates(runs[p]['ms_every'][-1])[0]:.0f} actions/s")
                if eng is not None:
                    msg += f", phase {_rates(runs[p]['phase'][-1])[0]:.0f} actions/s"
                print(msg + f" (CPU time; load {loadavg()})", file=sys.stderr)
    info["load_after"] = loadavg()
    results = {}
    for p in pairs:
        res = {}
        for side in SIDES:
            rs = runs[p][side]
            if not rs:
                continue
            rates = [_rates(r) for r in rs]
            res[side] = {
                "actions_per_game": rs[0]["actions"] / rs[0]["games"], "turns_per_game": rs[0]["turns"] / rs[0]["games"],
                "actions_per_cpu_s": statistics.median(x[0] for x in rates),
                "games_per_cpu_s": statistics.median(x[1] for x in rates),
                "actions_per_wall_s": statistics.median(x[2] for x in rates),
                "games_per_wall_s": statistics.median(x[3] for x in rates),
            }
            if side == "phase":
                res[side]["choices_per_game"] = rs[0]["choices"] / rs[0]["games"]
                res[side]["choices_per_cpu_s"] = statistics.median(r["choices"] / r["cpu"] for r in rs)
        if "phase" in res:
            ph = res["phase"]
            res["ratios"] = {side: {"actions": res[side]["actions_per_cpu_s"] / ph["actions_per_cpu_s"],
                                    "games": res[side]["games_per_cpu_s"] / ph["games_per_cpu_s"]}
                             for side in SIDES if side != "phase" and side in res}
        results[p] = res
    out = {"info": info, "results": results}
    if not args.no_micro:
        out["micro"] = micro(pool)
        out["carddb"] = carddb(source)
    tmp.cleanup()
    if args.json:
        print(json.dumps(out, indent=1))
        return 0
    _print(out)
    return 0


def _version(dist: str) -> str:
    try:
        from importlib.metadata import version

        return version(dist)
    except Exception:  # noqa: BLE001
        return "?"


def _print(out: dict) -> None:
    i = out["info"]
    print(f"Python {i['python']}, {i['cpu']} ({i['cores']} cores); {i['games']} games per pair and engine, "
          f"median of {i['repeat']} repeats; load average {i['load_before']} -> {i['load_after']}")
    print(f"manastack card database load: {i['manastack_db_load_s']} s"
          + (f"; phase-python {i.get('phase_version')} card-data.json for the decks: {i['phase_card_data_s']} s"
             if "phase_card_data_s" in i else ""))
    hdr = f"{'pair':7} {'engine':16} {'actions/game':>12} {'turns/game':>10} {'actions/s':>10} {'games/s':>8} " \
          f"{'actions/s wall':>14} {'games/s wall':>12}"
    print(hdr)
    for p, res in out["results"].items():
        for side, label in SIDES.items():
            r = res.get(side)
            if r is None:
                continue
            print(f"{p:7} {label:16} {r['actions_per_game']:12.1f} {r['turns_per_game']:10.1f} "
                  f"{r['actions_per_cpu_s']:10.0f} {r['games_per_cpu_s']:8.2f} {r['actions_per_wall_s']:14.0f} "
                  f"{r['games_per_wall_s']:12.2f}")
        if "phase" in res:
            ph = res["phase"]
            print(f"{'':7} phase decisions with 2+ actions: {ph['choices_per_game']:.1f}/game, "
                  f"{ph['choices_per_cpu_s']:.0f}/s")
            for side, ratio in res["ratios"].items():
                print(f"{'':7} {SIDES[side]} / phase: {ratio['actions']:.1f}x actions/s, "
                      f"{ratio['games']:.1f}x games/s")
    m = out.get("micro")
    if m:
        print(f"mid-game state (rich decks, turn {m['turn']}, {m['permanents']} permanents, {m['objects']} objects, "
              f"{m['log_events']} log events, save {m['save_bytes']} bytes):")
        print(f"  fork {m['fork_us']:.1f} us   save {m['save_us']:.0f} us   load {m['load_us']:.0f} us   "
              f"digest {m['digest_us']:.0f} us")
        print(f"  priority options enumerated from scratch: {m['enumerate_cold_us']:.0f} us ({m['options']} options); "
              f"legal_actions() of the pending decision: {m['legal_actions_us']:.2f} us")
    c = out.get("carddb")
    if c:
        print(f"card database ({c['cards']} cards): warm load {c['warm_median_s']} s (median), cold {c['cold_s']} s; "
              f"peak RSS {c['warm_peak_rss_mb']} MB warm, {c['cold_peak_rss_mb']} MB cold; "
              f"database held {c['database_traced_mb']} MB")


if __name__ == "__main__":
    raise SystemExit(main())
