"""Where the server keeps its games: one SQLite file. A game is written after every applied action
(``Game.save()``, zlib-compressed) together with each seat's last accepted message number, in one
transaction, so a restarted server resumes every game exactly where it stood and still refuses a
message it had already accepted before the restart. The same transaction keeps what undo needs (the game
before each of the seat's last choices, ``undo`` table), so undo works across a restart too."""
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
CREATE TABLE IF NOT EXISTS undo (   -- what undo needs: the game before each of a seat's recent choices
    game_id TEXT NOT NULL REFERENCES games(id),
    seat INTEGER NOT NULL,
    n INTEGER NOT NULL,             -- increasing per seat; the highest is undone first
    save BLOB NOT NULL,             -- zlib(Game.save()) before that choice
    PRIMARY KEY (game_id, seat, n)
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

    def save_game(self, gid: str, version: int, save: str, over: bool, seqs: dict[int, int] | None = None, *,
                  undo_push: tuple[int, int, str, int] | None = None, undo_pop: tuple[int, int] | None = None,
                  status: str | None = None) -> None:
        """The game after an applied action, the seats' accepted message numbers and the undo history's
        change, in one transaction. ``undo_push``: ``(seat, n, save before the choice, depth)`` — keep that
        seat's newest ``depth`` entries; ``undo_pop``: ``(seat, n)`` removes an undone entry. A finished game
        keeps no undo history."""
        with self._tx():
            self.db.execute("UPDATE games SET updated=?, status=?, version=?, save=? WHERE id=?",
                            (time.time(), status or ("over" if over else "active"), version,
                             zlib.compress(save.encode(), 1), gid))
            for seat, seq in (seqs or {}).items():
                self.db.execute("UPDATE seats SET last_seq=? WHERE game_id=? AND seat=?", (seq, gid, seat))
            if over:
                self.db.execute("DELETE FROM undo WHERE game_id=?", (gid,))
                return
            if undo_push is not None:
                seat, n, before, depth = undo_push
                self.db.execute("INSERT OR REPLACE INTO undo VALUES (?,?,?,?)",
                                (gid, seat, n, zlib.compress(before.encode(), 1)))
                self.db.execute("DELETE FROM undo WHERE game_id=? AND seat=? AND n<=?", (gid, seat, n - depth))
            if undo_pop is not None:
                self.db.execute("DELETE FROM undo WHERE game_id=? AND seat=? AND n=?", (gid, *undo_pop))

    def undo_history(self, gid: str) -> dict[int, list[tuple[int, str]]]:
        """Each seat's stored undo entries ``[(n, save), ...]``, oldest first."""
        out: dict[int, list[tuple[int, str]]] = {}
        try:
            for seat, n, blob in self.db.execute("SELECT seat, n, save FROM undo WHERE game_id=? ORDER BY seat, n",
                                                 (gid,)):
                out.setdefault(seat, []).append((n, zlib.decompress(blob).decode("utf-8")))
        except (zlib.error, UnicodeDecodeError) as e:
            raise StoreError(f"the undo history of game {gid} in {self.path} is unreadable: {e}") from None
        return out

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
