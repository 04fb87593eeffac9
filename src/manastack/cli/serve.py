"""``manastack serve``: the game server — play in a browser against computer players or friends."""
from __future__ import annotations

import argparse
from pathlib import Path

from ..core.errors import ManastackError
from .argtypes import whole
from ..cards.database import load_database
from ..cards.lookup import card_database
from ..cards.paths import data_dir


def add_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("serve", help="run the game server (play in a browser)",
                       description="Serve the lobby and the table on http://HOST:PORT/. Games are stored in an "
                                   "SQLite file after every action and resumed when the server restarts. "
                                   "Needs the 'server' extra: pip install 'manastack[server]'.")
    p.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1: this machine only)")
    p.add_argument("--port", type=whole(0, 65535), default=8000, help="port (default 8000)")
    p.add_argument("--db", type=Path, action="append", default=None,
                   help="card data file(s) (default: $MANASTACK_DATA, else the installed database, else the built-in "
                        "starter pool)")
    p.add_argument("--store", type=Path, default=None,
                   help="SQLite file for games (default: server.sqlite3 in the manastack data directory)")
    p.add_argument("--agent-delay", type=float, default=0.4,
                   help="seconds between a computer player's moves, so people can follow (default 0.4)")
    p.add_argument("--idle-limit", type=float, default=86_400.0, metavar="SECONDS",
                   help="a game waiting this long on a person's seat nobody is connected to ends with that seat "
                        "conceding (104.3a), open seats nobody took expire the same way, and finished games leave "
                        "memory (they stay stored); 0: never (default 86400, a day)")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    try:
        import uvicorn

        from ..server import create_app
    except ImportError as e:  # an optional extra, imported only when serving
        raise ManastackError(f"manastack serve needs the 'server' extra ({e.name} is missing): "
                             "pip install 'manastack[server]'") from None
    # the same lookup as every other command: --db, then $MANASTACK_DATA, then the installed database, then
    # the built-in starter pool (the shipped Commander decks need a full database)
    db = load_database(args.db) if args.db and len(args.db) > 1 else card_database(args.db[0] if args.db else None)[0]
    store = args.store or data_dir() / "server.sqlite3"
    from ..server.store import Store

    Store(store).close()  # a store that can't be opened is refused here, in one line, not at server start-up
    app = create_app(store, db, agent_delay=max(0.0, args.agent_delay), idle_limit=max(0.0, args.idle_limit) or None)
    print(f"manastack serve: http://{args.host}:{args.port}/  (games in {store}, {len(db)} cards)")
    uvicorn.run(app, host=args.host, port=args.port, log_level="warning", ws_max_size=64 * 1024)
    return 0
