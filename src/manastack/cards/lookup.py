"""The one card-database lookup every front door uses (the CLI commands, ``Scenario.full()``, the tests).

In order: an explicit path (``--db PATH``), else ``$MANASTACK_DATA`` (a folder holding
``AtomicCards.json.gz``, or a card data file), else the database installed by ``manastack cards
download``/``import``, else the built-in starter pool. An explicit path or a ``$MANASTACK_DATA`` that
doesn't name card data is an error (:class:`CardDatabaseNotFoundError`), not a silent fallback.

A database file is loaded once per process while it is unchanged (size and mtime), through the compiled
cache (:func:`manastack.cards.database.load_database`).
"""
from __future__ import annotations

import datetime as _dt
import gzip
import os
import re
import threading
from dataclasses import dataclass
from pathlib import Path

from ..core.errors import CardDataError
from .database import CardDatabase, load_database, starter_database
from .paths import ATOMIC_FILENAME, DEFAULT_FILENAMES, installed_database_path

ENV_VAR = "MANASTACK_DATA"

#: Where a database came from: ``"explicit"`` (``--db``), ``"env"`` ($MANASTACK_DATA), ``"installed"``
#: (``cards download``/``import``) or ``"builtin"`` (the starter pool).
KINDS = ("explicit", "env", "installed", "builtin")

BUILTIN_NOTE = ("using the built-in starter pool (121 cards); for every card run `manastack cards download` "
                "(or `cards import FILE`), set $MANASTACK_DATA, or pass --db FILE")


class CardDatabaseNotFoundError(CardDataError):
    """An explicitly named card database (``--db`` or ``$MANASTACK_DATA``) is missing or not a file."""


@dataclass(frozen=True, slots=True)
class DatabaseSource:
    """Which database the lookup chose: ``kind`` (one of :data:`KINDS`) and its file (None for built-in)."""

    kind: str
    path: Path | None = None

    @property
    def builtin(self) -> bool:
        return self.kind == "builtin"

    def describe(self) -> str:
        if self.path is None:
            return "built-in starter pool"
        how = {"explicit": "--db", "env": f"${ENV_VAR}", "installed": "installed"}[self.kind]
        return f"{self.path} ({how})"


def _in_folder(folder: Path) -> Path | None:
    for name in DEFAULT_FILENAMES:
        p = folder / name
        if p.is_file():
            return p
    return None


def _named(path: str | os.PathLike, what: str) -> Path:
    """The card data file ``path`` names (a file, or a folder holding one); ``what`` says where the path
    came from, for the message (``"--db"`` or ``"$MANASTACK_DATA"``)."""
    p = Path(path).expanduser()
    label = f"{what}={path}" if what.startswith("$") else f"{what} {path}"
    if p.is_dir():
        hit = _in_folder(p)
        if hit is None:
            raise CardDatabaseNotFoundError(
                f"{label}: the folder holds no card data ({ATOMIC_FILENAME} or one of "
                f"{', '.join(DEFAULT_FILENAMES[1:])})")
        return hit
    if not p.is_file():
        raise CardDatabaseNotFoundError(f"{label}: no such file or folder")
    return p


def find_database(explicit: str | os.PathLike | None = None) -> DatabaseSource:
    """Which database to use (see the module docstring); doesn't load it."""
    if explicit is not None and str(explicit) != "":
        return DatabaseSource("explicit", _named(explicit, "--db"))
    env = os.environ.get(ENV_VAR)
    if env:
        return DatabaseSource("env", _named(env, f"${ENV_VAR}"))
    installed = installed_database_path()
    if installed is not None:
        return DatabaseSource("installed", installed)
    return DatabaseSource("builtin", None)


_LOADED: dict[tuple[str, int, int], CardDatabase] = {}
_LOCK = threading.Lock()


def load_cached(path: str | os.PathLike) -> CardDatabase:
    """The database in ``path``, loaded once per process while the file is unchanged."""
    p = Path(path)
    try:
        st = p.stat()
    except OSError as e:
        raise CardDatabaseNotFoundError(f"{p}: cannot read card data file: {e.strerror or e}") from None
    key = (str(p.resolve()), st.st_size, st.st_mtime_ns)
    with _LOCK:
        db = _LOADED.get(key)
        if db is None:
            db = load_database(p, name=p.name)
            db.data_date = data_date(p)  # type: ignore[attr-defined]
            _LOADED[key] = db
        return db


def card_database(explicit: str | os.PathLike | None = None) -> tuple[CardDatabase, DatabaseSource]:
    """The database the lookup chooses, and where it came from."""
    src = find_database(explicit)
    if src.path is None:
        return starter_database(), src
    return load_cached(src.path), src


def default_database() -> CardDatabase:
    """The database of :func:`card_database` with no explicit path."""
    return card_database()[0]


_DATE_RE = re.compile(rb'"date"\s*:\s*"(\d{4}-\d{2}-\d{2})"')


def data_date(path: str | os.PathLike | None) -> str | None:
    """How old a card data file is: MTGJSON's ``meta.date`` when the file begins with it (read from the
    first few kilobytes only), else the file's modification date. ``YYYY-MM-DD``, or None."""
    if path is None:
        return None
    p = Path(path)
    try:
        opener = gzip.open if p.suffix == ".gz" else open
        with opener(p, "rb") as f:
            head = f.read(4096)
        m = _DATE_RE.search(head)
        if m:
            return m.group(1).decode()
        return _dt.datetime.fromtimestamp(p.stat().st_mtime, _dt.timezone.utc).date().isoformat()
    except (OSError, EOFError, gzip.BadGzipFile):
        return None


def database_date(db: CardDatabase) -> str | None:
    """The date of a database's card data (:func:`data_date` of its file; the starter pool's own date)."""
    d = getattr(db, "data_date", None)
    if d:
        return d
    if db is starter_database():
        return starter_date()
    return None


def starter_date() -> str | None:
    from importlib import resources

    try:
        head = resources.files("manastack.cards").joinpath("data/starter.json").open("rb").read(4096)
    except OSError:
        return None
    m = _DATE_RE.search(head)
    return m.group(1).decode() if m else None
