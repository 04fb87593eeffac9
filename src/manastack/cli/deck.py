"""``manastack deck check FILE [--format F]``: a deck's legality and which of its cards the engine can
play; and the helpers every game-playing command shares (the card-database lookup, deck loading, the
refusal of decks with unsupported cards)."""
from __future__ import annotations

import argparse
import sys
from typing import TextIO
from ..cards.lookup import BUILTIN_NOTE, card_database
from ..decks import DeckEntry, Decklist
from ..decks.legality import FORMATS, legality_report, UnknownFormatError
from ..engine.carddef import CardPool

DB_HELP = ("card data file or folder (default: $MANASTACK_DATA, else the database installed by "
           "'manastack cards download'/'import', else the built-in starter pool)")


def add_db_argument(p: argparse.ArgumentParser) -> None:
    p.add_argument("--db", metavar="PATH", default=None, help=DB_HELP)


def open_database(path=None, *, err: TextIO | None = None, quiet: bool = False):
    """``(db, source)`` from the one lookup; says so on ``err`` when it is the built-in pool."""
    db, src = card_database(path)
    if src.builtin and not quiet:
        print(f"manastack: {BUILTIN_NOTE}", file=err or sys.stderr)
    return db, src


def refuse_unsupported(reports, allow: bool, out: TextIO | None = None) -> bool:
    """Print the support report of each deck with unsupported cards; True when the command must stop
    (some card unsupported and ``allow`` is false)."""
    out = out or sys.stdout
    bad = [r for r in reports if not r.supported]
    if not bad:
        return False
    for r in bad:
        print(r.text(), file=out)
    if allow:
        print("playing them anyway (--allow-unsupported): what the engine can't do doesn't happen, "
              "and the log says so", file=out)
        return False
    n = sum(len(r.unsupported) for r in bad)
    print(f"manastack: error: {n} card(s) the engine can't play yet; use --allow-unsupported to play anyway",
          file=sys.stderr)
    return True


def add_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("deck", help="check a decklist: format legality and engine support",
                       description="Decklist tools.")
    dsub = p.add_subparsers(dest="deck_command", metavar="ACTION")
    p.set_defaults(func=lambda args: (p.print_help(), 2)[1])
    c = dsub.add_parser(
        "check", help="legality in a format and which cards the engine can play",
        description="Read a decklist (MTG Arena export, MTGO .txt or .dek, or a plain list) and report its "
                    "legality and each card the engine can't play, with the reason 'manastack cards explain' "
                    "gives. Exit status 0 when every card is supported and (with --format) the deck is not "
                    "illegal, 1 otherwise.")
    c.add_argument("file", help="decklist file")
    c.add_argument("--format", dest="fmt", default=None,
                   help="format to check (standard, pioneer, modern, legacy, vintage, pauper, commander); "
                        "default: a one-line verdict for each")
    add_db_argument(c)
    c.set_defaults(func=cmd_check)


def cmd_check(args: argparse.Namespace, out: TextIO | None = None) -> int:
    from ..sim.deckspec import load_deck, support_report

    out = out or sys.stdout
    if args.fmt is not None and args.fmt.lower() not in FORMATS:
        raise UnknownFormatError(f"unknown format {args.fmt!r}; known formats: {', '.join(FORMATS)}")
    db, src = open_database(args.db)
    deck = load_deck(args.file, db)
    if deck.decklist is None:  # a built-in deck name
        counts: dict[str, int] = {}
        for n in deck.main:
            counts[n] = counts.get(n, 0) + 1
        decklist = Decklist(main=[DeckEntry(c, n) for n, c in counts.items()], name=deck.name)
    else:
        decklist = deck.decklist
    print(f"{deck.name}: {decklist.count('main')} cards in the main deck, {decklist.count('sideboard')} "
          f"in the sideboard; card data: {src.describe()}", file=out)
    failed = False
    fmts = [args.fmt.lower()] if args.fmt else list(FORMATS)
    print("\nLegality:", file=out)
    for f in fmts:
        rep = legality_report(decklist, f, db)
        print(f"  {rep.summary()}", file=out)
        if args.fmt:
            for line in rep.problems:
                print(f"    {line}", file=out)
            for line in rep.unknown:
                print(f"    {line}", file=out)
            failed = failed or rep.legal is False
    if not args.fmt:
        print("  (--format F lists the problems)", file=out)
    sup = support_report(deck, CardPool(db))
    print("\nEngine support:", file=out)
    for line in sup.lines():
        print(f"  {line}", file=out)
    return 1 if failed or not sup.supported else 0
