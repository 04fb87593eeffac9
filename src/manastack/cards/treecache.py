"""Compiled ability trees kept between runs, so playing compiled cards never loads the Oracle grammar.

Compiling a card's Oracle text needs the Lark grammar tables (about a second of CPU to load, several on a
fresh machine); the trees it produces are plain data (:func:`manastack.tree.encode`). A :class:`TreeStore`
answers "the trees of this card" from, in order:

1. this process's memo;
2. the shipped trees of the built-in starter pool (``data/starter_trees.json``, written by
   ``tools/build_starter_trees.py``), used only while it was made by the same compiler version;
3. the user's cache file ``<cache dir>/trees-<version>.marshal``, one per compiler version.

Every entry is keyed by card name and checked against a fingerprint of the card (its name, layout and
faces: everything the compiler reads), so a card whose text changed is compiled again. The compiler
version is a hash of the compiler's own sources (:func:`compiler_sources`: the Oracle package with its
grammar, the tree vocabulary, core and the card model): any change to them makes every stored tree stale.
``MANASTACK_TREE_CACHE=0`` turns the store off (every card is compiled). Writes are atomic; a cache that
cannot be read or written only costs speed.
"""
from __future__ import annotations

import hashlib
import json
import marshal
from importlib import resources
from pathlib import Path
from typing import Any, Iterable

from ..core.files import replace_atomically
from ..tree import decode, encode
from .face import Card

STARTER_TREES = "data/starter_trees.json"
_MAGIC = b"MANASTACK-TREES-1\n"


def compiler_sources(package: Path) -> tuple[Path, ...]:
    """What the compiler's output depends on, under the ``manastack`` package directory: the Oracle package
    (with its grammar), the tree vocabulary, the value types it reads (colors, mana, subtypes: all of core)
    and the card model."""
    return (package / "oracle", package / "tree", package / "core", package / "cards" / "face.py")


def source_version(paths: Iterable[Path]) -> str:
    """A hash of every ``.py`` and ``.lark`` file in ``paths`` (files, or directories searched recursively):
    their paths relative to the package and their bytes. The version of the compiler those sources make."""
    h = hashlib.blake2b(digest_size=12)
    for d in paths:
        d = Path(d)
        files = [d] if d.is_file() else sorted(
            p for p in d.rglob("*") if p.suffix in (".py", ".lark") and "__pycache__" not in p.parts)
        base = d.parent
        for p in files:
            h.update(f"{p.relative_to(base).as_posix()}\0".encode())
            h.update(p.read_bytes())
            h.update(b"\0")
    return h.hexdigest()


def fingerprint(card: Card) -> str:
    """What the compiler reads of ``card``, hashed: a stored tree is valid only for the same text."""
    return hashlib.blake2b(repr((card.name, card.layout, card.faces)).encode("utf-8", "surrogatepass"),
                           digest_size=10).hexdigest()


def encode_faces(per_face: tuple[tuple, ...]) -> Any:
    return [[encode(a) for a in abilities] for abilities in per_face]


def decode_faces(data: Any) -> tuple[tuple, ...]:
    return tuple(tuple(decode(a) for a in abilities) for abilities in data)


def read_starter_trees() -> dict[str, Any] | None:
    """The shipped ``{"version": ..., "cards": {name: [fingerprint, faces]}}``, or None."""
    try:
        raw = resources.files("manastack.cards").joinpath(STARTER_TREES).read_bytes()
        data = json.loads(raw)
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) and isinstance(data.get("cards"), dict) else None


class TreeStore:
    """Compiled trees by card, for one compiler ``version`` (see the module docstring)."""

    def __init__(self, version: str, cache_dir: Path | None, shipped: dict[str, Any] | None = None):
        self.version = version
        self.cache_dir = cache_dir
        self._memo: dict[str, tuple[str, tuple[tuple, ...]]] = {}
        self._shipped: dict[str, Any] = {}
        if shipped is not None and shipped.get("version") == version:
            self._shipped = shipped["cards"]
        self._disk: dict[str, Any] | None = None  # loaded on the first miss
        self._new: dict[str, Any] = {}  # entries compiled in this process, not yet written
        self.hits = self.misses = 0

    @property
    def pending(self) -> bool:
        """Trees compiled in this process and not yet written."""
        return bool(self._new)

    @property
    def path(self) -> Path | None:
        return None if self.cache_dir is None else self.cache_dir / f"trees-{self.version}.marshal"

    def get(self, card: Card) -> tuple[tuple, ...] | None:
        """The stored trees of ``card`` (abilities per face), or None."""
        fp = fingerprint(card)
        hit = self._memo.get(card.name)
        if hit is not None and hit[0] == fp:
            self.hits += 1
            return hit[1]
        for source in (self._shipped, self._disk_entries()):
            row = source.get(card.name)
            if row is not None and row[0] == fp:
                try:
                    per_face = decode_faces(row[1])
                except Exception:  # noqa: BLE001 - a bad entry is only a miss
                    continue
                self._memo[card.name] = (fp, per_face)
                self.hits += 1
                return per_face
        self.misses += 1
        return None

    def put(self, card: Card, per_face: tuple[tuple, ...]) -> None:
        """Remember freshly compiled trees (written by :meth:`flush`)."""
        fp = fingerprint(card)
        self._memo[card.name] = (fp, per_face)
        try:
            data = encode_faces(per_face)
            marshal.dumps(data, 4)
            if decode_faces(data) != per_face:
                return  # the codec doesn't give this tree back exactly: compiled in every process instead
            self._new[card.name] = (fp, data)
        except Exception:  # noqa: BLE001 - a tree the codec can't write is simply not cached
            pass

    def _disk_entries(self) -> dict[str, Any]:
        if self._disk is None:
            self._disk = self._read()
        return self._disk

    def _read(self) -> dict[str, Any]:
        p = self.path
        if p is None:
            return {}
        try:
            with open(p, "rb") as fh:
                if fh.readline() != _MAGIC:
                    return {}
                data = marshal.loads(fh.read())
        except (OSError, ValueError, EOFError, TypeError):
            return {}
        return data if isinstance(data, dict) else {}

    def flush(self) -> Path | None:
        """Write the entries compiled in this process to the cache file (merged with what is there, atomic
        replace); returns its path, or None when there was nothing to write or it could not be written."""
        p = self.path
        if not self._new or p is None:
            return None
        try:
            merged = self._read()
            merged.update(self._new)
            payload = marshal.dumps(merged, 4)
            p.parent.mkdir(parents=True, exist_ok=True)
            replace_atomically(p, _MAGIC + payload)
            for old in p.parent.glob("trees-*.marshal"):  # other compiler versions' trees are stale
                if old != p:
                    try:
                        old.unlink()
                    except OSError:
                        pass
        except (OSError, ValueError):
            return None
        self._disk = merged
        self._new = {}
        return p
