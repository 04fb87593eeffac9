"""``manastack fuzz -n N --seed S``: random games with invariants checked after every action."""
from __future__ import annotations

import argparse

from .argtypes import whole
from ..fuzz import FuzzLogError, run_fuzz, tally_log
from .deck import open_database


def add_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("fuzz", help="play random games and check engine invariants")
    p.add_argument("-n", type=whole(1), default=100, help="number of games")
    p.add_argument("--seed", type=int, default=0, help="first game seed (games use seed, seed+1, ...)")
    p.add_argument("--pool", choices=("starter", "full"), default="starter", help="card pool for random decks")
    p.add_argument("--db", "--data", dest="data", default=None, metavar="PATH",
                   help="card data file or folder for --pool full (default: $MANASTACK_DATA, else the installed "
                        "database, else the built-in starter pool)")
    p.add_argument("--workers", type=whole(1), default=1, help="parallel processes")
    p.add_argument("--max-actions", type=whole(1), default=3000, help="actions per game before it is abandoned")
    p.add_argument("--options-every", type=whole(0), default=25, metavar="K",
                   help="every K decisions, apply each offered option to a fork (1: at every decision; 0: never)")
    p.add_argument("--save-every", type=whole(0), default=40, metavar="K",
                   help="every K decisions, save, load and continue both (1: at every decision; 0: never)")
    p.add_argument("--log", default=None, metavar="FILE",
                   help="append one JSON line per finished game; games already in FILE are skipped, so the same "
                        "command continues a stopped run (refused if FILE was written by other code or settings)")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    data = args.data
    if args.pool == "full":
        _, src = open_database(args.data)  # the one lookup; says so when it is the built-in pool
        data = str(src.path) if src.path is not None else None
    try:
        rep = run_fuzz(args.n, seed=args.seed, pool=args.pool, data_path=data, workers=args.workers,
                       progress=True, log_path=args.log, max_actions=args.max_actions,
                       check_options_every=args.options_every, save_every=args.save_every)
    except FuzzLogError as e:
        print(f"manastack fuzz: {e}")
        return 2
    print(rep.summary())
    if args.log:
        print(f"all games in {args.log}: {tally_log(args.log).summary()} (seconds: summed game times)")
    for seed, err in rep.failures[:20]:
        print(f"--- seed {seed}\n{err}")
    return 1 if rep.failures else 0
