"""``manastack play``: play against a computer opponent in the terminal.

Shows the board, your hand, the stack, life totals and the pending decision with numbered options;
the table itself (prompt, options, log, phase stops) lives in :mod:`manastack.cli.table`, whose
``HELP`` lists every command. Undo is refused once something hidden has been revealed since your last
choice. Uses ``rich`` for colour and ``prompt_toolkit`` for line editing when installed (extra
``play``), plain text and ``input()`` otherwise."""
from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from typing import Any, TextIO

from ..core.errors import ManastackError
from .deck import add_db_argument, open_database, refuse_unsupported
from .table import HELP, PlaySession, Screen, make_input
from ..agents import make_agent
from ..core.files import check_overwrite
from ..sim.record import FORMAT, GameRecord
from ..sim.vanilla import pool_for, pool_named

__all__ = ["HELP", "PlaySession", "add_parser", "run", "start_session"]


def add_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("play", help="play against a computer opponent in the terminal",
                       description="Play a game against a computer opponent. Decks are decklist files (MTG Arena "
                                   "exports, MTGO .txt or .dek, plain '4 Card Name' lists) or built-in deck names; "
                                   "cards come from the card database (--db, $MANASTACK_DATA, the installed "
                                   "database, else the built-in starter pool).")
    p.add_argument("--deck", default=None, metavar="FILE",
                   help="your deck (default gruul-stompy; with --format, the first shipped Commander deck)")
    p.add_argument("--opponent-deck", default=None, metavar="FILE[,FILE...]",
                   help="the opponents' deck, or one per opponent separated by commas (default azorius-skies; "
                        "with --format, the other shipped Commander decks)")
    p.add_argument("--format", default=None, choices=("commander", "brawl", "commander_duel"),
                   help="a Commander-variant game (903): decks with a Commander section, commanders in the command "
                        "zone, 40 life (brawl: 25/30; commander_duel: 20), commander tax and commander damage")
    p.add_argument("--opponent", default="heuristic", help="random, heuristic (default) or search[:params]")
    p.add_argument("--name", default="You", help="your name")
    p.add_argument("--seed", type=int, default=None, help="random seed (default: random)")
    p.add_argument("--first", choices=("me", "them", "toss"), default="toss", help="who plays first")
    p.add_argument("--load", metavar="FILE", help="resume a saved game")
    p.add_argument("--save", metavar="FILE", help="save here on 's' and when you quit")
    p.add_argument("--force", action="store_true", help="let --save replace a file that isn't a saved game")
    p.add_argument("--auto-pay", action="store_true", help="pay mana costs automatically")
    p.add_argument("--plain", action="store_true", help="plain text even when rich is installed")
    p.add_argument("--players", type=int, default=2, metavar="N",
                   help="players at the table, you and N-1 computer opponents (default 2)")
    p.add_argument("--pool", default=None, help=argparse.SUPPRESS)
    add_db_argument(p)
    p.add_argument("--allow-unsupported", action="store_true",
                   help="play cards the engine can't fully play (the parts it can't do don't happen; the log says so)")
    p.set_defaults(func=run)


# ---------------------------------------------------------------- entry


def start_session(args: argparse.Namespace, input_fn: Callable[[str], str], out: TextIO) -> PlaySession:
    import random

    from ..sim.deckspec import load_deck, support_report
    screen = Screen(out, args.plain)
    if args.save:  # a file that isn't a game record is never replaced; say so now, not at the first save
        check_overwrite(args.save, FORMAT, "manastack game record", force=args.force)
    if args.load:
        rec = GameRecord.load(args.load)
        if not rec.agents or "human" not in rec.agents:
            raise ManastackError(f"{args.load} is not a saved 'manastack play' game (no human seat)")
        me = rec.agents.index("human")
        specs = {i: a for i, a in enumerate(rec.agents) if i != me}
        game = rec.snapshot() or rec.replay()
        screen.line(f"Resumed {args.load}: {len(rec.choices)} choices so far.", "green")
    else:
        seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1 << 31)
        n = args.players
        if not 2 <= n <= 8:
            raise ManastackError(f"--players {n}: a table seats 2 to 8 players")
        if args.pool is not None:
            pool_name = args.pool
        else:
            _, src = open_database(args.db, err=out)
            pool_name = pool_for(src)
        pool = pool_named(pool_name)
        fmt = getattr(args, "format", None)
        mine_spec, their_specs = _deck_specs(args, fmt, n)
        mine_deck = load_deck(mine_spec, pool.db)
        their_decks = [load_deck(x, pool.db) for x in their_specs]
        distinct = {spec_: d for spec_, d in zip([mine_spec] + their_specs, [mine_deck] + their_decks)}
        if refuse_unsupported([support_report(d, pool) for d in distinct.values()], args.allow_unsupported, out):
            raise UnsupportedDeckRefused()
        table = [mine_deck] + their_decks
        decks = [list(d.main) for d in table]
        spec = args.opponent
        me = 0
        # 605.3a: a person may activate mana abilities whenever they have priority (the computer doesn't need to)
        opts: dict[str, Any] = {"auto_pay": bool(args.auto_pay), "offer_mana_abilities": [0]}
        if fmt is not None:  # 903: each deck's commanders from its Commander section
            from ..sim.deckspec import commander_table

            decks, extra = commander_table(table, fmt)
            opts.update(extra)
        else:  # 702.139a: companions from the decklists' Companion sections
            from ..sim.deckspec import companion_options

            opts.update(companion_options(table))
        if args.allow_unsupported:
            opts.update(allow_unsupported=True, skip_unsupported=True)
        if args.first != "toss":
            opts["first_player"] = 0 if args.first == "me" else 1
        kind = spec.split(":")[0]
        others = [f"Computer ({kind})"] if n == 2 else [f"Computer {i} ({kind})" for i in range(1, n)]
        rec = GameRecord(seed=seed, decks=decks, names=[args.name] + others,
                         deck_names=[d.name for d in table], options=opts, pool=pool_name,
                         agents=["human"] + [spec] * (n - 1))
        specs = {i: spec for i in range(1, n)}
        game = rec.new_game()
        # the seed is not shown: it would let the player recreate the game and see hidden cards
        # (it stays in the saved file, for replays)
        vs = " and ".join(f"{o} ({d.name})" for o, d in zip(others, their_decks))
        screen.line(f"manastack play{' ' + fmt if fmt else ''}: {args.name} ({mine_deck.name}) against {vs}. "
                    f"Type ? for help.", "bold")
    agents = {i: make_agent(s, seed=rec.seed * 7 + 3 * i + len(rec.choices)) for i, s in specs.items()}
    session = PlaySession(game, rec, me, agents, specs, screen, input_fn, args.save or args.load)
    session.force_save = bool(args.force and args.save)
    return session


def _deck_specs(args: argparse.Namespace, fmt: str | None, n: int) -> tuple[str, list[str]]:
    """Your deck and the n-1 opponents' decks: as given (``--opponent-deck A,B,C``, repeated in turn when there
    are fewer than opponents), else the defaults — in a Commander-variant game the shipped Commander decks."""
    if fmt is None:
        mine = args.deck or "gruul-stompy"
        theirs = (args.opponent_deck or "azorius-skies").split(",")
    else:
        from ..sim.deckspec import shipped_commander_decks

        shipped = [str(p) for p in shipped_commander_decks()]
        if (args.deck is None or args.opponent_deck is None) and not shipped:
            raise ManastackError(f"--format {fmt}: give --deck and --opponent-deck (Commander decklists with a "
                                 "Commander section); no shipped Commander decks were found")
        mine = args.deck or shipped[0]
        theirs = args.opponent_deck.split(",") if args.opponent_deck else [x for x in shipped if x != mine] or shipped
    theirs = [t.strip() for t in theirs if t.strip()]
    return mine, [theirs[i % len(theirs)] for i in range(n - 1)]


class UnsupportedDeckRefused(Exception):
    """A deck has cards the engine can't play and --allow-unsupported wasn't given (report printed)."""


def run(args: argparse.Namespace, input_fn: Callable[[str], str] | None = None, out: TextIO | None = None) -> int:
    try:
        if input_fn is None:
            holder: list[PlaySession] = []
            input_fn = make_input(lambda: holder[0].words() if holder else [], force_plain=out is not None)
            session = start_session(args, input_fn, out or sys.stdout)
            holder.append(session)
        else:
            session = start_session(args, input_fn, out or sys.stdout)
    except UnsupportedDeckRefused:
        return 1
    return session.run()
