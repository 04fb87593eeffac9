"""Where the server keeps its games: one SQLite file. A game is written after every applied action
(``Game.save()``, zlib-compressed) together with each seat's last accepted message number, in one
transaction, so a restarted server resumes every game exactly where it stood and still refuses a
message it had already accepted before the restart."""
from __future__ import annotations

import hashlib
import json
import sqlite3
import time
import zlib
from dataclasses import dataclass, field
from pathlib import Path

from ..core.errors import ManastackError

SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
    id TEXT PRIMARY KEY,
    created REAL NOT NULL,
    updated REAL NOT NULL,
    status TEXT NOT NULL,           -- 'active' or 'over'
    meta TEXT NOT NULL,             -- JSON: mode, deck names, options, seed
    version INTEGER NOT NULL,       -- number of applied actions
    save BLOB NOT NULL              -- zlib(Game.save())
);
CREATE TABLE IF NOT EXISTS seats (
    game_id TEXT NOT NULL REFERENCES games(id),
    seat INTEGER NOT NULL,
    kind TEXT NOT NULL,             -- 'human' or 'computer'
    agent TEXT,                     -- agent spec for a computer seat
    name TEXT NOT NULL,
    token_hash TEXT,                -- sha256 of the seat token; NULL while the seat is open
    last_seq INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (game_id, seat)
);
"""


class StoreError(ManastackError):
    """The game store could not be opened or holds something unreadable."""


def token_hash(token: str) -> str:
    """Seat tokens are kept only as hashes: a copy of the store gives nobody a seat."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


@dataclass(slots=True)
class SeatRow:
    seat: int
    kind: str
    agent: str | None
    name: str
    token_hash: str | None = None
    last_seq: int = 0


@dataclass(slots=True)
class GameRow:
    id: str
    status: str
    meta: dict
    version: int
    save: str
    seats: list[SeatRow] = field(default_factory=list)


class Store:
    """A small synchronous SQLite store (calls are short; the server makes them from its engine thread)."""

    def __init__(self, path: str | Path):
        self.path = str(path)
        if self.path != ":memory:":
            Path(self.path).parent.mkdir(parents=True, exist_ok=True)
        try:
            self.db = sqlite3.connect(self.path, check_same_thread=False, isolation_level=None)
            self.db.execute("PRAGMA journal_mode=WAL")
            self.db.execute("PRAGMA synchronous=NORMAL")
            self.db.executescript(SCHEMA)
        except sqlite3.Error as e:
            raise StoreError(f"cannot open the game store {self.path}: {e}") from None

    def close(self) -> None:
        self.db.close()

    def create(self, gid: str, meta: dict, save: str, seats: list[SeatRow]) -> None:
        now = time.time()
        with self._tx():
            self.db.execute("INSERT INTO games VALUES (?,?,?,?,?,?,?)",
                            (gid, now, now, "active", json.dumps(meta), 0, zlib.compress(save.encode(), 1)))
            self.db.executemany("INSERT INTO seats VALUES (?,?,?,?,?,?,?)",
                                [(gid, s.seat, s.kind, s.agent, s.name, s.token_hash, s.last_seq) for s in seats])

    def save_game(self, gid: str, version: int, save: str, over: bool, seqs: dict[int, int] | None = None) -> None:
        """The game after an applied action, and the seats' accepted message numbers, in one transaction."""
        with self._tx():
            self.db.execute("UPDATE games SET updated=?, status=?, version=?, save=? WHERE id=?",
                            (time.time(), "over" if over else "active", version, zlib.compress(save.encode(), 1),
                             gid))
            for seat, seq in (seqs or {}).items():
                self.db.execute("UPDATE seats SET last_seq=? WHERE game_id=? AND seat=?", (seq, gid, seat))

    def claim_seat(self, gid: str, seat: int, thash: str, name: str) -> bool:
        """Give an open seat its token; False when someone claimed it first."""
        with self._tx():
            cur = self.db.execute("UPDATE seats SET token_hash=?, name=? WHERE game_id=? AND seat=? "
                                  "AND token_hash IS NULL AND kind='human'", (thash, name, gid, seat))
            return cur.rowcount == 1

    def load(self, gid: str) -> GameRow | None:
        r = self.db.execute("SELECT id, status, meta, version, save FROM games WHERE id=?", (gid,)).fetchone()
        if r is None:
            return None
        try:
            row = GameRow(r[0], r[1], json.loads(r[2]), int(r[3]), zlib.decompress(r[4]).decode("utf-8"))
        except (ValueError, zlib.error, UnicodeDecodeError) as e:
            raise StoreError(f"game {gid} in {self.path} is unreadable: {e}") from None
        for s in self.db.execute("SELECT seat, kind, agent, name, token_hash, last_seq FROM seats "
                                 "WHERE game_id=? ORDER BY seat", (gid,)):
            row.seats.append(SeatRow(*s))
        return row

    def game_ids(self, status: str | None = None) -> list[str]:
        q = "SELECT id FROM games" + (" WHERE status=?" if status else "") + " ORDER BY created"
        return [r[0] for r in self.db.execute(q, (status,) if status else ())]

    def _tx(self):
        return _Tx(self.db)


class _Tx:
    def __init__(self, db: sqlite3.Connection):
        self.db = db

    def __enter__(self):
        self.db.execute("BEGIN IMMEDIATE")
        return self

    def __exit__(self, et, ev, tb):
        self.db.execute("COMMIT" if et is None else "ROLLBACK")
        return False
