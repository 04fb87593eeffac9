"""``manastack coverage``: how much of a card database the Oracle compiler and the engine support."""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from .argtypes import whole
from ..engine import support
from .deck import open_database

FORMAT_NAMES = {"standard": "Standard", "pioneer": "Pioneer", "modern": "Modern", "legacy": "Legacy",
                "vintage": "Vintage", "pauper": "Pauper", "commander": "Commander"}


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser(
        "coverage", help="report how many cards compile and how many the engine supports",
        description="Compile every card of a database and report the cards whose every ability compiled "
                    "(parse level) and whose every primitive the engine implements (supported), overall "
                    "and per format, with the most common unsupported sentence templates and the engine "
                    "primitives that would unlock the most cards.")
    p.add_argument("--format", dest="fmt", choices=sorted(FORMAT_NAMES), default=None,
                   help="only cards legal (or restricted) in this format")
    p.add_argument("--json", action="store_true", help="machine-readable output")
    p.add_argument("--db", "--data", dest="data", type=Path, default=None, metavar="PATH",
                   help="card data file or folder (default: $MANASTACK_DATA, else the database installed by "
                        "'manastack cards download'/'import', else the built-in starter pool)")
    p.add_argument("--top", type=whole(0), default=50, help="how many templates and primitives to list (default 50)")
    p.add_argument("--progress", action="store_true",
                   help="show progress on stderr (the default when stderr is a terminal)")
    p.set_defaults(func=cmd_coverage)


def load_cards(data: Path | None):
    """(cards, description) for the coverage run, from the card-database lookup."""
    db, src = open_database(data)
    return list(db), ("built-in starter pool (no card database found)" if src.builtin else str(src.path))


def _progress(total: int):
    """A progress line on stderr, rewritten in place."""
    def show(done: int) -> None:
        print(f"\r  compiling {done:,}/{total:,} cards", end="", file=sys.stderr, flush=True)
    return show


def cmd_coverage(args: argparse.Namespace) -> int:
    from ..oracle.coverage import coverage

    t0 = time.perf_counter()
    cards, source = load_cards(args.data)
    if args.fmt:
        cards = [c for c in cards if c.legality(args.fmt) in ("Legal", "Restricted")]
    c0 = time.process_time()
    show = _progress(len(cards)) if args.progress or sys.stderr.isatty() else None
    rep = coverage(cards, show, support)
    if show is not None:
        show(len(cards))
        print(file=sys.stderr)
    cpu = time.process_time() - c0
    wall = time.perf_counter() - t0
    if args.json:
        d = rep.as_dict(args.top)
        d.update({"source": source, "format": args.fmt, "wall_seconds": round(wall, 2),
                  "cpu_seconds": round(cpu, 2)})
        json.dump(d, sys.stdout, indent=2)
        print()
        return 0
    out = sys.stdout
    print(f"manastack coverage: {source}", file=out)
    print(f"{rep.overall.total:,} cards{' legal in ' + FORMAT_NAMES[args.fmt] if args.fmt else ''}; "
          f"{wall:.1f} s ({cpu:.1f} s CPU compiling and checking)", file=out)
    if not rep.engine_loaded:
        print("engine not importable: 'supported' counts are 0", file=out)
    print("\ncompiled  = every ability of every face compiled (no unreadable sentence)", file=out)
    print("supported = compiled, and the engine implements every primitive in it\n", file=out)
    print(f"  {'':12s} {'cards':>8s}  {'compiled':>16s}  {'supported':>16s}", file=out)

    def row(name, t):
        print(f"  {name:12s} {t.total:8,d}  {t.compiled:8,d} {t.pct(t.compiled):6.1f}%  "
              f"{t.supported:8,d} {t.pct(t.supported):6.1f}%", file=out)

    row("all", rep.overall)
    if not args.fmt:
        for f, t in rep.formats.items():
            row(FORMAT_NAMES[f], t)
    print(f"\nTop {args.top} unreadable sentence templates "
          "(cards containing it / cards it alone keeps from compiling / ... from being supported):", file=out)
    for t, n in rep.top_templates(args.top):
        print(f"  {n:6,d} {rep.unlock_compiled[t]:6,d} {rep.unlock_supported[t]:6,d}  {t[:150]}", file=out)
    print(f"\nTop {args.top} unreadable phrases, the smallest part the grammar could not read "
          "(cards containing it / cards it alone keeps from compiling):", file=out)
    for p, n in rep.top_phrases(args.top):
        print(f"  {n:6,d} {rep.phrase_unlock[p]:6,d}  {p[:150]}   e.g. {rep.phrase_examples.get(p, '')}", file=out)
    if rep.engine_loaded:
        print(f"\nTop {args.top} engine primitives missing from compiled cards "
              "(cards needing it / cards it alone keeps from being supported):", file=out)
        for p, n in rep.top_primitives(args.top):
            print(f"  {n:6,d} {rep.primitive_unlock[p]:6,d}  {p}", file=out)
    return 0
