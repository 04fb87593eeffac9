"""Getting the card database onto the user's machine: download from MTGJSON, or import a file.

Both check the new file before it replaces anything: the download's size against Content-Length and
its SHA-256 against the published ``.sha256``, then that it loads as card data. Only then is it moved
into place with ``os.replace`` — an interrupted or bad download leaves the old database untouched.
The compiled cache is built right away so the first use is fast.
"""
from __future__ import annotations

import hashlib
import http.client
import os
import shutil
import sys
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Callable
from pathlib import Path
from typing import Protocol

from ..core.errors import CardDataError
from .paths import ATOMIC_FILENAME, POINTER_FILENAME, cache_dir, data_dir, set_installed_database
from .database import CardDatabase
from .loader import load_cards
from .cache import write_cache

DEFAULT_URL = "https://mtgjson.com/api/v5/AtomicCards.json.gz"
_CHUNK = 1 << 16
_USER_AGENT = "manastack (card database download)"


class Progress(Protocol):
    def start(self, total: int | None) -> None: ...
    def advance(self, n: int) -> None: ...
    def finish(self) -> None: ...


class NoProgress:
    def start(self, total: int | None) -> None:
        pass

    def advance(self, n: int) -> None:
        pass

    def finish(self) -> None:
        pass


class TextProgress:
    """A plain-text progress line on a stream (stderr by default), redrawn at most 10 times a second
    on a terminal, or every 10% otherwise."""

    def __init__(self, label: str, stream=None):
        self.label = label
        self.stream = stream or sys.stderr
        self.total: int | None = None
        self.done = 0
        self._last = 0.0
        self._last_step = -1
        self._tty = bool(getattr(self.stream, "isatty", lambda: False)())

    def start(self, total: int | None) -> None:
        self.total = total
        self._draw(force=True)

    def advance(self, n: int) -> None:
        self.done += n
        self._draw()

    def finish(self) -> None:
        self._draw(force=True)
        if self._tty:
            self.stream.write("\n")
        self.stream.flush()

    def _draw(self, force: bool = False) -> None:
        mb = self.done / 1e6
        if self.total:
            pct = min(100, self.done * 100 // self.total)
            bar = "#" * (pct // 4)
            text = f"{self.label} [{bar:<25}] {pct:3d}% {mb:.1f}/{self.total / 1e6:.1f} MB"
            step = pct // 10
        else:
            text = f"{self.label} {mb:.1f} MB"
            step = int(mb)
        if self._tty:
            now = time.monotonic()
            if force or now - self._last >= 0.1:
                self._last = now
                self.stream.write("\r" + text)
                self.stream.flush()
        elif force or step != self._last_step:
            self._last_step = step
            self.stream.write(text + "\n")


class RichProgress:
    """Progress bar drawn by ``rich`` (an optional extra)."""

    def __init__(self, label: str):
        from rich.progress import BarColumn, DownloadColumn, TextColumn, TransferSpeedColumn  # type: ignore
        from rich.progress import Progress as _P

        self._p = _P(TextColumn(label), BarColumn(), DownloadColumn(), TransferSpeedColumn(), transient=False)
        self._task = None

    def start(self, total: int | None) -> None:
        self._p.start()
        self._task = self._p.add_task("download", total=total)

    def advance(self, n: int) -> None:
        self._p.advance(self._task, n)

    def finish(self) -> None:
        self._p.stop()


def make_progress(label: str, enabled: bool = True) -> Progress:
    """``rich`` when it is installed and stderr is a terminal, else plain text; nothing if disabled."""
    if not enabled:
        return NoProgress()
    if sys.stderr.isatty():
        try:
            return RichProgress(label)
        except ImportError:
            pass
    return TextProgress(label)


def _fetch_text(url: str, timeout: float) -> str:
    req = urllib.request.Request(url, headers={"User-Agent": _USER_AGENT})
    with urllib.request.urlopen(req, timeout=timeout) as resp:
        return resp.read(4096).decode("ascii", "replace")


def parse_sha256(text: str, source: str) -> str:
    """The hex digest from a ``.sha256`` file (``HEX`` or ``HEX  filename``)."""
    token = text.strip().split()[0].lower() if text.strip() else ""
    if len(token) != 64 or any(c not in "0123456789abcdef" for c in token):
        raise CardDataError(f"{source}: not a SHA-256 checksum file (got {text.strip()[:80]!r})")
    return token


def _sha256_file(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def download_database(
    url: str = DEFAULT_URL,
    dest_dir: str | Path | None = None,
    *,
    checksum_url: str | None = None,
    verify_checksum: bool = True,
    progress: Progress | None = None,
    timeout: float = 60.0,
    force: bool = False,
    log: Callable[[str], None] | None = None,
) -> Path:
    """Download AtomicCards into ``dest_dir`` (default :func:`data_dir`) and make it the active
    database. Returns its path. Raises :class:`CardDataError` on any failure, leaving the previous
    database in place.

    Without ``force``, an existing file whose SHA-256 already matches the published one is kept.
    """
    say = log or (lambda s: None)
    dest_dir = Path(dest_dir) if dest_dir is not None else data_dir()
    dest = dest_dir / ATOMIC_FILENAME
    checksum_url = checksum_url or url + ".sha256"
    expected: str | None = None
    if verify_checksum:
        try:
            expected = parse_sha256(_fetch_text(checksum_url, timeout), checksum_url)
        except (OSError, http.client.HTTPException, ValueError) as e:
            if url.startswith("file:") and isinstance(e, OSError):
                say(f"{checksum_url}: no checksum file next to the local copy; not verified")
                expected = None
            else:
                raise CardDataError(f"{checksum_url}: cannot fetch the checksum: {_reason(e)}"
                                    + _offline_hint(url, e)) from None
        if expected is not None and not force and dest.is_file() and _sha256_file(dest) == expected:
            say(f"{dest} is already up to date")
            _install(dest, dest_dir)
            return dest
    try:
        dest_dir.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise CardDataError(f"{dest_dir}: cannot create the data directory: {e.strerror or e}") from None
    fd, tmp_name = tempfile.mkstemp(prefix=".part-", suffix="-" + ATOMIC_FILENAME, dir=dest_dir)
    tmp = Path(tmp_name)
    prog = progress or NoProgress()
    try:
        h = hashlib.sha256()
        received = 0
        total: int | None = None
        try:
            req = urllib.request.Request(url, headers={"User-Agent": _USER_AGENT})
            with os.fdopen(fd, "wb") as out, urllib.request.urlopen(req, timeout=timeout) as resp:
                length = resp.headers.get("Content-Length")
                total = int(length) if length and length.isdigit() else None
                prog.start(total)
                while True:
                    chunk = resp.read(_CHUNK)
                    if not chunk:
                        break
                    out.write(chunk)
                    h.update(chunk)
                    received += len(chunk)
                    prog.advance(len(chunk))
        except http.client.IncompleteRead as e:
            got = received + len(e.partial)
            raise CardDataError(f"{url}: download interrupted after {got} of {total or '?'} bytes; "
                                f"the previous database was kept") from None
        except (OSError, http.client.HTTPException, ValueError) as e:
            raise CardDataError(f"{url}: download failed after {received} bytes: {_reason(e)}; "
                                f"the previous database was kept" + _offline_hint(url, e)) from None
        finally:
            prog.finish()
        if total is not None and received != total:
            raise CardDataError(f"{url}: download interrupted after {received} of {total} bytes; "
                                f"the previous database was kept")
        if received == 0:
            raise CardDataError(f"{url}: the server sent an empty file; the previous database was kept")
        if expected is not None and h.hexdigest() != expected:
            raise CardDataError(f"{url}: checksum mismatch (got sha256 {h.hexdigest()}, expected {expected}); "
                                f"the previous database was kept")
        say(f"checking {received / 1e6:.1f} MB of card data")
        try:
            db_cards, index = _check(tmp)
        except CardDataError as e:
            raise CardDataError(f"{url}: the download is not usable card data ("
                                + str(e).replace(str(tmp), "downloaded file") + "); the previous database was kept") from None
        os.replace(tmp, dest)
    except BaseException:
        try:
            tmp.unlink()
        except OSError:
            pass
        raise
    _after_install(dest, dest_dir, db_cards, index)
    return dest


#: Names of files the data folder keeps for itself.
RESERVED_NAMES = frozenset({POINTER_FILENAME, "server.sqlite3", "server.sqlite3-wal", "server.sqlite3-shm"})


def import_database(path: str | Path, dest_dir: str | Path | None = None) -> Path:
    """Check that ``path`` is card data (any supported format) and install a copy of it as the active
    database. Returns the installed path."""
    src = Path(path)
    dest_dir = Path(dest_dir) if dest_dir is not None else data_dir()
    db_cards, index = _check(src)
    dest_dir.mkdir(parents=True, exist_ok=True)
    dest = dest_dir / src.name
    if src.name in RESERVED_NAMES or src.name.startswith("."):
        # the data folder's own files (the pointer to the active database, the server's store) are never
        # replaced by an imported copy that happens to share their name
        dest = dest_dir / f"imported-{src.name.lstrip('.')}"
    if dest.resolve() != src.resolve():
        fd, tmp_name = tempfile.mkstemp(prefix=".part-", suffix="-" + src.name, dir=dest_dir)
        os.close(fd)
        try:
            shutil.copyfile(src, tmp_name)
            os.replace(tmp_name, dest)
        except BaseException:
            try:
                os.unlink(tmp_name)
            except OSError:
                pass
            raise
    _after_install(dest, dest_dir, db_cards, index)
    return dest


def _check(path: Path):
    """Load ``path`` fully (raises CardDataError when it isn't card data); returns cards and index."""
    cards = load_cards(path)
    if not cards:
        raise CardDataError(f"{path}: contains no cards")
    db = CardDatabase(cards)
    return cards, db._export_index()


def _after_install(dest: Path, dest_dir: Path, cards, index) -> None:
    _install(dest, dest_dir)
    write_cache(dest, cards, cache_dir(), dest.stat(), index=index)


def _install(dest: Path, dest_dir: Path) -> None:
    try:
        set_installed_database(dest, dest_dir)
    except OSError as e:
        raise CardDataError(f"{dest_dir}: cannot record the active database: {e.strerror or e}") from None


OFFLINE_HINT = ("no network? Get AtomicCards.json.gz from https://mtgjson.com/downloads/all-files/ on a machine "
                "that has one, then run 'manastack cards import FILE' (or 'manastack cards download --url "
                "file:///path/to/AtomicCards.json.gz'), or point $MANASTACK_DATA at it")


def _offline_hint(url: str, e: BaseException) -> str:
    """What to do instead, when a download failed for want of a network (not an HTTP error)."""
    if url.startswith("file:") or isinstance(e, urllib.error.HTTPError) or not isinstance(e, OSError):
        return ""
    return "; " + OFFLINE_HINT


def _reason(e: BaseException) -> str:
    if isinstance(e, urllib.error.HTTPError):
        return f"HTTP {e.code} {e.reason}"
    if isinstance(e, urllib.error.URLError):
        return str(e.reason)
    return str(e) or type(e).__name__
