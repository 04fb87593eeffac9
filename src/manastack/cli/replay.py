"""``manastack replay FILE``: step through a saved game (a record from ``manastack play --save``,
``manastack simulate --record`` or :class:`manastack.sim.record.GameRecord`).

The game is rebuilt from its seed, decks and choices; when the record also holds a snapshot, the
rebuilt game is checked against it (same digest). Replay shows everything, hidden cards included:
it is for reviewing a finished game.

Keys: Enter (or ``n``) next choice, ``t`` next turn, ``e`` to the end, ``b`` back one choice,
``g N`` go to choice N, ``v`` show the board, ``q`` quit."""
from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TextIO

from ..core.errors import SaveFormatError
from .deck import add_db_argument, open_database
from ..sim.record import GameRecord
from ..sim.vanilla import pool_for, POOLS


def add_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("replay", help="step through a saved game",
                       description="Step through a saved game record, choice by choice.")
    p.add_argument("file", help="a game record (JSON)")
    p.add_argument("--all", action="store_true", help="print the whole game without stopping")
    p.add_argument("--check", action="store_true", help="only verify that the record reproduces its snapshot")
    p.add_argument("--plain", action="store_true", help="plain text even when rich is installed")
    add_db_argument(p)
    p.set_defaults(func=run)


def choose_pool(rec, db: str | None, err: TextIO | None = None) -> str:
    """The card pool to rebuild a record with: ``--db`` when given; else the record's own pool (the
    built-in ones, or its card data file when that file is still there); else the card-database lookup."""
    if db is None:
        if rec.pool in POOLS:
            return rec.pool
        if Path(rec.pool).is_file():
            return rec.pool
    _, src = open_database(db, err=err)
    return pool_for(src)


def verify(rec) -> tuple[bool, str]:
    """Replay the record and compare with its snapshot (``(True, why)`` when they agree)."""
    g = rec.replay()
    if rec.state is None:
        return True, f"replayed {len(rec.choices)} choices (no snapshot to compare)"
    snap = rec.snapshot()
    if g.digest() != snap.digest():
        return False, "the replayed game differs from the saved snapshot"
    if g.save() != snap.save():
        return False, "the replayed game's save text differs from the saved snapshot"
    return True, f"replayed {len(rec.choices)} choices: identical to the saved snapshot, byte for byte"


def run(args: argparse.Namespace, input_fn: Callable[[str], str] | None = None, out: TextIO | None = None) -> int:
    from .table import Board, Screen, render_view

    out = out or sys.stdout
    screen = Screen(out, args.plain)
    rec = GameRecord.load(args.file)
    rec.pool = choose_pool(rec, getattr(args, "db", None))
    if args.check:
        ok, why = verify(rec)
        screen.line(("OK: " if ok else "MISMATCH: ") + why)
        return 0 if ok else 1
    input_fn = input_fn or input
    names = rec.names or [f"Player {i + 1}" for i in range(len(rec.decks))]
    screen.line(f"Replay of {args.file}: seed {rec.seed}, " + " vs ".join(
        f"{n} ({d})" for n, d in zip(names, rec.deck_names or ["?"] * len(names)))
        + f", {len(rec.choices)} choices" + (f", agents {', '.join(rec.agents)}" if rec.agents else ""), "bold")

    games = [rec.new_game()]  # games[i]: the game after i choices (built lazily)
    printed = [0]

    def at(i: int):
        while len(games) <= i:
            g = games[-1].fork()
            k = len(games) - 1
            if g.decision is None:
                raise SaveFormatError(f"the record has {len(rec.choices)} choices but the game ends after {k}")
            g.apply(rec.choices[k])
            games.append(g)
        return games[i]

    def show_events(g, upto_from: int) -> None:
        for e in g.log[upto_from:]:
            if e.kind in ("step", "mana", "tap", "untap", "pay"):
                continue
            screen.line(("\n" if e.kind == "turn" else "  ") + e.text, "bold" if e.kind == "turn" else None)

    def describe_next(i: int) -> None:
        g = at(i)
        if i < len(rec.choices) and g.decision is not None:
            d = g.decision
            screen.line(f"[{i + 1}/{len(rec.choices)}] {g.state.players[d.actor].name} ({d.kind}): "
                        f"{g.describe(rec.choices[i])}", "magenta")

    i = 0
    show_events(at(0), 0)
    printed[0] = len(at(0).log)
    if args.all:
        for i in range(len(rec.choices)):
            describe_next(i)
            g = at(i + 1)
            show_events(g, len(at(i).log))
        _result(screen, at(len(rec.choices)))
        return 0
    while True:
        describe_next(i)
        try:
            line = input_fn("replay> ").strip().lower()
        except EOFError:
            return 0
        cmd, _, rest = line.partition(" ")
        if cmd in ("q", "quit"):
            return 0
        if cmd == "v":
            g = at(i)
            for text, style in render_view(Board(g, g.decision.actor if g.decision else 0), {}):
                screen.line(text, style)
            continue
        if cmd == "b":
            i = max(0, i - 1)
            continue
        if cmd == "g":
            try:
                i = max(0, min(len(rec.choices), int(rest)))
            except ValueError:
                screen.line("g needs a choice number")
            continue
        if cmd in ("", "n", "t", "e"):
            if i >= len(rec.choices):
                _result(screen, at(i))
                return 0
            start_turn = at(i).turn
            while i < len(rec.choices):
                before = len(at(i).log)
                i += 1
                show_events(at(i), before)
                if cmd in ("", "n") or (cmd == "t" and at(i).turn != start_turn):
                    break
            if i >= len(rec.choices):
                _result(screen, at(i))
                return 0
            continue
        screen.line(__doc__.split("\n\n")[-1])


def _result(screen, g) -> None:
    r = g.result
    if r is None:
        screen.line("\nEnd of the record (the game was not finished).", "bold")
    elif r.draw or not r.winners:
        screen.line(f"\nThe game is a draw ({r.reason}).", "bold")
    else:
        screen.line(f"\n{', '.join(g.state.players[w].name for w in r.winners)} wins on turn {r.turn} ({r.reason}).",
                    "bold")
