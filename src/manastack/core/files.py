"""Writing files safely: never half a file, never someone else's file.

Every file manastack writes for a user (game records, saves, simulation reports) goes through
:func:`write_atomic`: the text is written to a temporary file in the same folder and moved into place
with ``os.replace``, so a reader — or the user after a crash or Ctrl-C — sees the old file or the new
one, never a cut-off one, and the temporary file is removed on any failure.

:func:`check_overwrite` refuses to replace an existing file that is not one of ours (a file whose
beginning doesn't carry the marker of the kind being written), unless the caller forces it.
"""
from __future__ import annotations

import os
import tempfile
from pathlib import Path

from .errors import ManastackError


class FileRefusedError(ManastackError):
    """A write was refused: the file exists and was not written by manastack, or can't be written.
    ``path`` names the file."""

    def __init__(self, message: str, path: str | Path):
        self.path = str(path)
        super().__init__(message)


def check_overwrite(path: str | Path, marker: str, what: str, *, force: bool = False) -> None:
    """Refuse (:class:`FileRefusedError`) to overwrite ``path`` when it exists, is not empty and its first
    4 kB don't contain ``marker`` (it isn't a ``what`` written by manastack) — unless ``force``."""
    p = Path(path)
    folder = p.parent if str(p.parent) else Path(".")
    if not folder.is_dir():
        raise FileRefusedError(f"{p}: the folder {folder} does not exist", p)
    if not os.access(folder, os.W_OK):
        raise FileRefusedError(f"{p}: the folder {folder} is not writable", p)
    if force or not p.exists():
        return
    if p.is_dir():
        raise FileRefusedError(f"{p}: is a folder, not a file", p)
    try:
        with open(p, "rb") as f:
            head = f.read(4096)
    except OSError as e:
        raise FileRefusedError(f"{p}: cannot read it to check what it is: {e.strerror or e}", p) from None
    if head and marker.encode() not in head:
        raise FileRefusedError(f"{p} exists and is not a {what}; choose another file name (or pass --force to "
                               f"replace it)", p)


def check_folder(path: str | Path) -> None:
    """Refuse (:class:`FileRefusedError`) a folder to write files into that is a file, or that doesn't exist
    and can't be made because its parent doesn't exist or isn't writable."""
    p = Path(path)
    if p.exists():
        if not p.is_dir():
            raise FileRefusedError(f"{p}: is a file, not a folder", p)
        if not os.access(p, os.W_OK):
            raise FileRefusedError(f"{p}: the folder is not writable", p)
        return
    parent = p.parent if str(p.parent) else Path(".")
    if not parent.is_dir() or not os.access(parent, os.W_OK):
        raise FileRefusedError(f"{p}: cannot make this folder ({parent} is missing or not writable)", p)


def replace_atomically(path: str | Path, data: bytes) -> None:
    """Put ``data`` at ``path`` all at once: a temporary file in the same folder, then ``os.replace``; the
    temporary file is removed if anything fails (Ctrl-C included). Errors are the machine's ``OSError``."""
    p = Path(path)
    folder = p.parent if str(p.parent) else Path(".")
    fd, tmp = tempfile.mkstemp(prefix=f".{p.name}.", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.replace(tmp, p)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def write_atomic(path: str | Path, text: str) -> None:
    """Write ``text`` (UTF-8) to ``path`` with :func:`replace_atomically`. An unwritable path raises
    :class:`FileRefusedError` naming it."""
    p = Path(path)
    if p.is_dir():
        raise FileRefusedError(f"{p}: is a folder, not a file", p)
    try:
        replace_atomically(p, text.encode("utf-8"))
    except OSError as e:
        raise FileRefusedError(f"{p}: cannot write it: {e.strerror or e}", p) from None


def read_text_file(path: str | Path, what: str, *, max_bytes: int) -> str:
    """The UTF-8 text of ``path``; a missing or unreadable file, one larger than ``max_bytes`` or one that
    isn't UTF-8 text raises :class:`FileRefusedError` with a one-line reason."""
    p = Path(path)
    try:
        size = p.stat().st_size
        if size > max_bytes:
            raise FileRefusedError(f"{p}: {size:,} bytes is too large for a {what} (at most {max_bytes:,})", p)
        data = p.read_bytes()
    except OSError as e:
        raise FileRefusedError(f"cannot read {p}: {e.strerror or e}", p) from None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as e:
        raise FileRefusedError(f"{p}: not a {what}: not UTF-8 text (byte {e.start})", p) from None
