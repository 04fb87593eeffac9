"""``manastack demo``: two computer players play a whole game with the built-in decks."""
from __future__ import annotations

import argparse
import sys
import time
from .deck import add_db_argument, open_database, refuse_unsupported
from ..agents import HeuristicAgent, play_game
from ..cards import starter_database
from ..engine.carddef import CardPool
from ..game import Game

KINDS = {"unsupported", "turn", "draw", "play", "cast", "resolve", "fizzle", "counter", "attackers", "blockers", "damage", "life",
         "zone", "create", "activate", "trigger", "game_over", "lose", "mulligan", "effect", "control", "setup"}


def add_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("demo", help="watch two computer players play a game")
    p.add_argument("--seed", type=int, default=1, help="random seed (same seed, same game)")
    p.add_argument("--decks", default="gruul-stompy,azorius-skies", help="two built-in deck names, comma-separated")
    p.add_argument("--deck", default=None, metavar="FILE",
                   help="the first player's decklist (Arena, MTGO .txt/.dek, plain list) or a built-in deck name")
    p.add_argument("--opponent-deck", default=None, metavar="FILE",
                   help="the second player's decklist or built-in deck name (default: the second of --decks)")
    add_db_argument(p)
    p.add_argument("--allow-unsupported", action="store_true",
                   help="play cards the engine can't fully play (the parts it can't do don't happen)")
    p.add_argument("--verbose", action="store_true", help="print every logged event with its rule")
    p.set_defaults(func=run)


def format_event(e, state_names: dict | None = None) -> str | None:
    k = e.kind
    if k not in KINDS:
        return None
    t = e.text
    if k == "zone":
        data = e.data or {}
        if data.get("to") == "graveyard" and data.get("from") == "battlefield":
            return f"    {t.split(' moves')[0]} is put into the graveyard"
        if data.get("to") == "exile" and data.get("from") == "battlefield":
            return f"    {t.split(' moves')[0]} is exiled"
        if data.get("to") == "hand" and data.get("from") == "battlefield":
            return f"    {t.split(' moves')[0]} returns to its owner's hand"
        return None
    if k == "turn":
        return "\n" + t
    if k == "life":
        return None
    if k == "draw" and e.rule == "103.5":
        return None
    if k in ("cast", "activate") and e.rule == "601.2a" or e.rule == "602.2a":
        return None  # "begins casting": the completed cast is printed
    if k == "effect":
        return f"    {t}"
    return f"  {t}"


def run(args: argparse.Namespace) -> int:
    from ..sim.deckspec import load_deck, support_report
    names = [n.strip() for n in args.decks.split(",")]
    if len(names) != 2:
        print("manastack demo: error: --decks needs two deck names", file=sys.stderr)
        return 2
    if args.deck is not None:
        names[0] = args.deck
    if args.opponent_deck is not None:
        names[1] = args.opponent_deck
    t0 = time.perf_counter()
    if args.deck is None and args.opponent_deck is None and args.db is None:
        db = starter_database()  # the built-in decks on the built-in pool
    else:
        db, _ = open_database(args.db)
    pool = CardPool(db)
    decks = [load_deck(n, db) for n in names]
    if refuse_unsupported([support_report(d, pool) for d in decks], args.allow_unsupported):
        return 1
    names = [d.name for d in decks]
    extra = {"allow_unsupported": True, "skip_unsupported": True} if args.allow_unsupported else {}
    game = Game.new([list(d.main) for d in decks], seed=args.seed,
                    names=[f"Alice ({names[0]})", f"Bob ({names[1]})"], cards=pool, auto_pay=True, **extra)
    agents = [HeuristicAgent(seed=args.seed * 2 + 1), HeuristicAgent(seed=args.seed * 2 + 2)]
    printed = 0
    last_turn = 0

    def flush(g: Game) -> None:
        nonlocal printed, last_turn
        ev = g.log
        for e in ev[printed:]:
            if args.verbose:
                print(f"  {e}")
                continue
            if e.kind == "turn" and e.turn != last_turn:
                last_turn = e.turn
                lives = ", ".join(f"{p.name.split(' (')[0]} {p.life}" for p in g.state.players)
                print(f"\nTurn {e.turn} — {e.text.split(': ', 1)[1]}   [life: {lives}]")
                continue
            line = format_event(e)
            if line:
                print(line)
        printed = len(ev)

    print(f"manastack demo — seed {args.seed}: {names[0]} vs {names[1]}")
    play_game(game, agents, on_decision=lambda g, c: flush(g))
    flush(game)
    r = game.result
    dt = time.perf_counter() - t0
    print()
    if r is None:
        print("The game did not finish.")
    elif r.draw:
        print(f"Result: draw ({r.reason}) after {r.turn} turns")
    else:
        w = ", ".join(game.state.players[i].name for i in r.winners)
        print(f"Result: {w} wins on turn {r.turn} ({r.reason}). Life: "
              + ", ".join(f"{p.name.split(' (')[0]} {p.life}" for p in game.state.players))
    print(f"({len(game.log)} events in {dt:.2f} s)")
    return 0
