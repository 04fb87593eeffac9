"""Where manastack keeps card data on the user's machine.

The data directory is ``$MANASTACK_HOME``, else ``$XDG_DATA_HOME/manastack``, else
``~/.local/share/manastack``. Compiled caches go to ``$MANASTACK_HOME/cache`` when that is set, else
``$XDG_CACHE_HOME/manastack``, else ``~/.cache/manastack``.
"""
from __future__ import annotations

import os
from pathlib import Path

#: The file ``manastack cards download`` writes into the data directory.
ATOMIC_FILENAME = "AtomicCards.json.gz"
#: A one-line file in the data directory naming the active card database file (written by download
#: and import), relative to the data directory or absolute.
POINTER_FILENAME = "database"
#: Files looked for when there is no pointer file, in order.
DEFAULT_FILENAMES = (ATOMIC_FILENAME, "AtomicCards.json", "oracle-cards.json", "oracle-cards.json.gz")


def _env_path(name: str) -> Path | None:
    v = os.environ.get(name)
    return Path(v).expanduser() if v else None


def data_dir() -> Path:
    """The user's manastack data directory (not created here)."""
    home = _env_path("MANASTACK_HOME")
    if home:
        return home
    xdg = _env_path("XDG_DATA_HOME")
    if xdg:
        return xdg / "manastack"
    return Path.home() / ".local" / "share" / "manastack"


def cache_dir() -> Path:
    """Where compiled card database caches live (not created here)."""
    home = _env_path("MANASTACK_HOME")
    if home:
        return home / "cache"
    xdg = _env_path("XDG_CACHE_HOME")
    if xdg:
        return xdg / "manastack"
    return Path.home() / ".cache" / "manastack"


def installed_database_path(directory: Path | None = None) -> Path | None:
    """The card database file installed by ``manastack cards download``/``import``, if there is one."""
    d = directory or data_dir()
    pointer = d / POINTER_FILENAME
    try:
        named = pointer.read_text(encoding="utf-8").strip()
    except (OSError, UnicodeDecodeError):
        named = ""
    if named:
        p = Path(named)
        p = p if p.is_absolute() else d / p
        if p.is_file():
            return p
    for name in DEFAULT_FILENAMES:
        p = d / name
        if p.is_file():
            return p
    return None


def set_installed_database(path: Path, directory: Path | None = None) -> None:
    """Make ``path`` the active database (atomically rewrites the pointer file)."""
    d = directory or data_dir()
    d.mkdir(parents=True, exist_ok=True)
    try:
        rel = path.resolve().relative_to(d.resolve())
        value = str(rel)
    except ValueError:
        value = str(path.resolve())
    tmp = d / f".{POINTER_FILENAME}.{os.getpid()}.tmp"
    tmp.write_text(value + "\n", encoding="utf-8")
    os.replace(tmp, d / POINTER_FILENAME)
