"""``manastack cards``: download, import, show and search the card database."""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from .argtypes import whole
from ..cards.database import load_database
from ..cards.download import DEFAULT_URL, download_database, import_database, make_progress
from ..cards.render import format_card, format_rulings
from ..cards.rulings import card_rulings, rulings_beside
from ..engine import support
from .deck import open_database


DB_HELP = ("card data file or folder (repeat to merge several); default: $MANASTACK_DATA, else the "
           "installed database, else the built-in pool")


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser("cards", help="get, show and search card data",
                              description="Get, show and search the card database.")
    sub = p.add_subparsers(dest="cards_command", metavar="ACTION")
    p.set_defaults(func=lambda args: (p.print_help(), 2)[1])

    d = sub.add_parser("download", help="download AtomicCards from MTGJSON into the data directory")
    d.add_argument("--url", default=None, help="where to download from (default: MTGJSON's AtomicCards.json.gz; "
                   "file:///path/AtomicCards.json.gz installs a copy you already have)")
    d.add_argument("--checksum-url", default=None, help="the .sha256 file (default: URL + '.sha256')")
    d.add_argument("--no-checksum", action="store_true", help="do not check the published SHA-256")
    d.add_argument("--force", action="store_true", help="download even if the local copy is up to date")
    d.add_argument("--dest", type=Path, default=None, help="data directory (default: $MANASTACK_HOME, "
                   "$XDG_DATA_HOME/manastack or ~/.local/share/manastack)")
    d.add_argument("-q", "--quiet", action="store_true", help="no progress bar")
    d.set_defaults(func=cmd_download)

    i = sub.add_parser("import", help="use a card data file you already have (MTGJSON or Scryfall)")
    i.add_argument("path", type=Path)
    i.add_argument("--dest", type=Path, default=None, help="data directory")
    i.set_defaults(func=cmd_import)

    s = sub.add_parser("show", help="print a card as its Oracle text reads")
    s.add_argument("name", nargs="+", help="card name (case, accents and punctuation don't matter)")
    s.add_argument("--db", type=Path, action="append", default=None, help=DB_HELP)
    s.add_argument("--no-rulings", action="store_true", help="leave out the official rulings (shown by default, "
                   "from the card data and a rulings.json.gz beside it)")
    s.set_defaults(func=cmd_show)

    e = sub.add_parser("explain", help="show how the Oracle compiler reads a card: each ability, its tree, "
                       "and what the engine can't do yet (marked !!)")
    e.add_argument("name", nargs="+", help="card name")
    e.add_argument("--db", type=Path, action="append", default=None, help=DB_HELP)
    e.set_defaults(func=cmd_explain)

    q = sub.add_parser("search", help="search cards (Scryfall-like: t: c: mv<= o: f: -, or, parentheses)")
    q.add_argument("query", nargs="+")
    q.add_argument("--limit", type=whole(0), default=50, help="show at most this many (default 50; 0 for all)")
    q.add_argument("--db", type=Path, action="append", default=None, help=DB_HELP)
    q.set_defaults(func=cmd_search)


def _database(args: argparse.Namespace):
    """Several --db files: those, merged; one (or none): the card-database lookup."""
    return _database_and_path(args)[0]


def _database_and_path(args: argparse.Namespace):
    """``(db, path)``: the database and its first file (None for the built-in pool)."""
    if args.db and len(args.db) > 1:
        return load_database(args.db), args.db[0]
    db, src = open_database(args.db[0] if args.db else None)
    return db, src.path


def cmd_download(args: argparse.Namespace) -> int:
    url = args.url or DEFAULT_URL
    path = download_database(
        url, args.dest, checksum_url=args.checksum_url, verify_checksum=not args.no_checksum,
        progress=make_progress("AtomicCards", enabled=not args.quiet), force=args.force,
        log=lambda s: print(s, file=sys.stderr),
    )
    print(f"card database installed: {path}")
    return 0


def cmd_import(args: argparse.Namespace) -> int:
    path = import_database(args.path, args.dest)
    print(f"card database installed: {path}")
    return 0


def cmd_show(args: argparse.Namespace) -> int:
    """The card as Oracle prints it, then its official rulings with their dates (issue #32)."""
    db, path = _database_and_path(args)
    card = db.get(" ".join(args.name))
    print(format_card(card))
    if not args.no_rulings:
        print()
        print("\n".join(format_rulings(card_rulings(card, rulings_beside(path)))))
    return 0


def cmd_explain(args: argparse.Namespace) -> int:
    from ..oracle.explain import explain_card

    db = _database(args)
    print(explain_card(db.get(" ".join(args.name)), support))
    return 0


def cmd_search(args: argparse.Namespace) -> int:
    db = _database(args)
    hits = db.search(" ".join(args.query))
    shown = hits if args.limit <= 0 else hits[: args.limit]
    width = max((len(c.name) for c in shown), default=0)
    for c in shown:
        cost = " // ".join(f.mana_cost or "" for f in c.faces).strip(" /")
        print(f"{c.name:<{width}}  {cost:<14} {c.type_line}")
    more = f" (showing {len(shown)}; --limit 0 for all)" if len(shown) < len(hits) else ""
    print(f"{len(hits)} card{'s' if len(hits) != 1 else ''}{more}", file=sys.stderr)
    return 0 if hits else 1
