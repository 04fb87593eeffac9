"""``manastack simulate DECK_A DECK_B -n 1000 --agents A,B --workers K [--ray auto|ADDRESS]``:
many games between two decks, with win rates (95% Wilson intervals), the play/draw split, average
turns, and every game's seed. With more decks (``DECK_A DECK_B DECK_C ...``) or ``--format commander``:
a multiplayer table (806) or Commander-variant game (903), win rates per deck (see ``sim/table.py``)."""
from __future__ import annotations

import argparse
import json
import sys
import time

from ..core.errors import ManastackError
from ..core.files import check_folder, check_overwrite, write_atomic
from .argtypes import whole
from .deck import add_db_argument, refuse_unsupported, open_database
from ..agents import make_agent
from ..sim.plot import plot_report, require_matplotlib
from ..sim.runner import MatchSpec, RayUnavailableError, run_match
from ..sim.table import freeze, run_table, TableSpec
from ..sim.vanilla import pool_for, pool_named

#: The marker of a report written by ``simulate --json`` (an existing file without it is not replaced).
REPORT_FORMAT = "manastack-simulation"


def add_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("simulate", help="play many games between two decks and report win rates",
                       description="Play many games between two decks (built-in names or decklist files). "
                                   "Agents: random, heuristic, search (parameters: search:iterations=24,nodes=400,time=1).")
    p.add_argument("deck_a", help="decklist file (Arena, MTGO .txt/.dek, plain list) or built-in deck name")
    p.add_argument("deck_b", help="decklist file or built-in deck name")
    p.add_argument("more_decks", nargs="*", metavar="DECK",
                   help="more decks: a multiplayer free-for-all table (806) of all the decks given")
    p.add_argument("--format", default=None, choices=("commander", "brawl", "commander_duel"),
                   help="a Commander-variant game (903): each decklist's Commander section leads it")
    p.add_argument("-n", "--games", type=whole(1), default=100, help="number of games (default 100)")
    p.add_argument("--agents", default="heuristic,heuristic", help="agents for deck A and deck B (default heuristic,heuristic)")
    p.add_argument("--workers", type=whole(1), default=1, help="worker processes (default 1)")
    p.add_argument("--ray", metavar="auto|ADDRESS", default=None,
                   help="run on a Ray cluster instead ('auto' for a running one, else a local one started for this run; "
                        "'local' to start one here; or a cluster address)")
    p.add_argument("--seed", type=int, default=0, help="seed of the first game (game i uses seed+i)")
    p.add_argument("--pool", default=None, choices=("starter", "vanilla"),
                   help="use the built-in starter pool, or its keyword-only 'vanilla' version, instead of the card "
                        "database")
    add_db_argument(p)
    p.add_argument("--allow-unsupported", action="store_true",
                   help="play decks with cards the engine can't fully play (the parts it can't do don't happen)")
    p.add_argument("--plot", metavar="FILE.png", default=None,
                   help="also draw win rates (on the play/on the draw, 95%% intervals) and game lengths "
                        "(needs the 'plot' extra: pip install 'manastack[plot]')")
    p.add_argument("--record", metavar="DIR", default=None, help="save every game's record in DIR (for 'manastack replay')")
    p.add_argument("--json", metavar="FILE", default=None, help="write the report, with every game's seed, as JSON")
    p.add_argument("--no-progress", action="store_true", help="no progress bar")
    p.add_argument("--force", action="store_true", help="replace --json/--plot files even if they aren't ours")
    p.set_defaults(func=run)


class _Bar:
    """A progress bar on stderr: rich's when installed, else a plain one."""

    def __init__(self, total: int, enabled: bool):
        self.total = total
        self.enabled = enabled
        self._rich = None
        self._t0 = time.perf_counter()
        self._started = False

    def _start(self) -> None:
        # started on the first finished game, i.e. after the worker processes were forked: no
        # refresh thread exists when they fork
        self._started = True
        try:
            from rich.console import Console
            from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeRemainingColumn

            self._rich = Progress("[progress.description]{task.description}", BarColumn(), MofNCompleteColumn(),
                                  TimeRemainingColumn(), console=Console(file=sys.stderr), transient=True)
            self._task = self._rich.add_task("games", total=self.total)
            self._rich.start()
        except ImportError:
            self._rich = None

    def update(self, done: int, total: int, last) -> None:
        if not self.enabled:
            return
        if not self._started:
            self._start()
        if self._rich is not None:
            self._rich.update(self._task, completed=done)
            return
        width = 30
        k = int(width * done / max(total, 1))
        rate = done / max(time.perf_counter() - self._t0, 1e-9)
        sys.stderr.write(f"\r[{'#' * k}{'.' * (width - k)}] {done}/{total} games  {rate:.2f}/s")
        if done >= total:
            sys.stderr.write("\n")
        sys.stderr.flush()

    def close(self) -> None:
        if self._rich is not None:
            self._rich.stop()


def run(args: argparse.Namespace) -> int:
    from ..sim.deckspec import load_deck, support_report
    if args.plot:
        require_matplotlib()  # fail before the games, not after
        check_overwrite(args.plot, "PNG", "PNG image", force=args.force)
    if args.json:  # refuse a path we can't or mustn't write before playing, not after
        check_overwrite(args.json, REPORT_FORMAT, "manastack simulation report", force=args.force)
    if args.record:
        check_folder(args.record)
    if getattr(args, "more_decks", None) or getattr(args, "format", None):
        return _run_table(args)
    agents = [a.strip() for a in args.agents.split(",")]
    if len(agents) == 1:
        agents = agents * 2
    if len(agents) != 2:
        print("manastack simulate: --agents needs one or two agent names, e.g. search,heuristic", file=sys.stderr)
        return 2
    for a in agents:
        make_agent(a)  # fail early on a bad name
    pool_name, pool = _pool_of(args)
    a, b = load_deck(args.deck_a, pool.db), load_deck(args.deck_b, pool.db)
    if refuse_unsupported([support_report(a, pool), support_report(b, pool)], args.allow_unsupported):
        return 1
    options = (("allow_unsupported", True), ("skip_unsupported", True)) if args.allow_unsupported else ()
    spec = MatchSpec(a.main, b.main, agents[0], agents[1], a.name, b.name, pool=pool_name,
                     base_seed=args.seed, record_dir=args.record, options=options)
    name_a, name_b = a.name, b.name
    bar = _Bar(args.games, not args.no_progress)
    if not args.no_progress:
        where = f"Ray ({args.ray})" if args.ray else f"{args.workers} worker process(es)"
        print(f"playing {args.games} games of {name_a} ({agents[0]}) vs {name_b} ({agents[1]}) on {where}...",
              file=sys.stderr)
    try:
        report = run_match(spec, args.games, workers=args.workers, use_ray=args.ray is not None,
                           ray_address=args.ray, progress=bar.update,
                           note=lambda m: print(f"manastack simulate: {m}", file=sys.stderr))
    except RayUnavailableError as e:
        print(f"manastack simulate: {e}", file=sys.stderr)
        return 2
    finally:
        bar.close()
    print(report.table())
    print("  seeds: " + " ".join(f"{g.seed}:{g.winner or 'draw'}" for g in report.games[:50])
          + (" ..." if len(report.games) > 50 else ""))
    if args.plot:
        plot_report(report, args.plot)
        print(f"  plot written to {args.plot}")
    if args.json:
        write_atomic(args.json, json.dumps({"format": REPORT_FORMAT, **report.to_data()}, indent=1))
        print(f"  report written to {args.json}")
    if report.errors:
        first = report.errors[0]
        print(f"  first failure (seed {first.seed}): {first.error.splitlines()[0]}", file=sys.stderr)
    return 0 if not report.errors else 1


def _pool_of(args: argparse.Namespace):
    """(name, CardPool) of the games' cards: ``--pool``, else the one card-database lookup."""
    if args.pool is not None:
        return args.pool, pool_named(args.pool)
    _, src = open_database(args.db)
    name = pool_for(src)
    return name, pool_named(name)


def _run_table(args: argparse.Namespace) -> int:
    """N decks at one table (806 free-for-all), or a Commander-variant game (903): per-deck win rates with
    95% intervals, average turns, decisions and CPU time per game."""
    from ..sim.deckspec import commander_table, companion_options, load_deck, support_report
    if args.record or args.plot or args.ray:
        raise ManastackError("simulate: --record, --plot and --ray work for two-deck matches only, not yet for a "
                             "table of more decks or a Commander game")
    specs = [args.deck_a, args.deck_b] + list(args.more_decks or ())
    n = len(specs)
    agents = [a.strip() for a in args.agents.split(",")]
    if args.agents == "heuristic,heuristic" or len(agents) == 1:
        agents = [agents[0]] * n
    if len(agents) != n:
        print(f"manastack simulate: --agents needs one agent name or {n} (one per deck)", file=sys.stderr)
        return 2
    for a in agents:
        make_agent(a)
    pool_name, pool = _pool_of(args)
    decks = [load_deck(x, pool.db) for x in specs]
    if refuse_unsupported([support_report(d, pool) for d in decks], args.allow_unsupported):
        return 1
    options: dict = {}
    lists = [list(d.main) for d in decks]
    if args.format:
        lists, options = commander_table(decks, args.format)
    else:
        options.update(companion_options(decks))
    if args.allow_unsupported:
        options.update(allow_unsupported=True, skip_unsupported=True)
    spec = TableSpec(tuple(tuple(x) for x in lists), tuple(d.name for d in decks), tuple(agents), pool=pool_name,
                     base_seed=args.seed, options=tuple((k, freeze(v)) for k, v in options.items()))
    bar = _Bar(args.games, not args.no_progress)
    if not args.no_progress:
        print(f"playing {args.games} {args.format or 'free-for-all'} games at a table of {n} on {args.workers} "
              f"worker process(es)...", file=sys.stderr)
    try:
        report = run_table(spec, args.games, workers=args.workers, progress=bar.update)
    finally:
        bar.close()
    print(report.table())
    print("  seeds: " + " ".join(f"{g.seed}:{'draw' if g.winner is None else g.winner + 1}"
                                 for g in report.games[:50]) + (" ..." if len(report.games) > 50 else ""))
    if args.json:
        write_atomic(args.json, json.dumps({"format": REPORT_FORMAT, **report.to_data()}, indent=1))
        print(f"  report written to {args.json}")
    if report.errors:
        first = report.errors[0]
        print(f"  first failure (seed {first.seed}): {first.error.splitlines()[0]}", file=sys.stderr)
    return 0 if not report.errors else 1
