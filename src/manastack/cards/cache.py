"""Compiled card database cache.

Parsing and checking the 30 MB AtomicCards JSON takes a few seconds; the compiled form loads in well
under one. A cache file holds the cards as plain tuples in :mod:`marshal` format behind a one-line
JSON header. It is valid only for the same source file (absolute path, size, mtime), the same cache
format version, the same Python minor version and the same card model fields; anything else, or a
payload whose digest does not match, makes it stale and it is rebuilt. Writes are atomic (temporary
file + ``os.replace``), so readers never see half a cache.

The cache lives in the user's own cache directory and is trusted like the rest of their files; it
is not a format for exchanging data.
"""
from __future__ import annotations

import hashlib
import json
import marshal
import os
import sys
from dataclasses import fields
from pathlib import Path
from typing import Any

from ..core.files import replace_atomically
from .build import fast_constructor as _fast_constructor
from .face import Card, CardFace, Ruling

#: Bump when the meaning of cached values changes (the field lists are checked automatically).
FORMAT_VERSION = 1
MAGIC = b"MANASTACK-CARDDB\n"
_FACE_FIELDS = tuple(f.name for f in fields(CardFace))
_CARD_FIELDS = tuple(f.name for f in fields(Card))


def _schema() -> str:
    h = hashlib.sha1(repr((FORMAT_VERSION, _FACE_FIELDS, _CARD_FIELDS)).encode()).hexdigest()[:12]
    return f"{FORMAT_VERSION}-{sys.implementation.name}{sys.version_info[0]}.{sys.version_info[1]}-{h}"


def cache_path(source: Path, directory: Path) -> Path:
    """The cache file used for ``source`` (one per source path, overwritten when stale)."""
    key = hashlib.sha1(str(source.resolve()).encode("utf-8", "surrogatepass")).hexdigest()[:20]
    return directory / f"{source.name}.{key}.carddb"


def _source_key(source: Path, st: os.stat_result | None = None) -> dict[str, Any]:
    st = st or source.stat()
    return {"source": str(source.resolve()), "size": st.st_size, "mtime_ns": st.st_mtime_ns, "schema": _schema()}


_new_face = _fast_constructor(CardFace)
_new_card = _fast_constructor(Card)
_new_ruling = _fast_constructor(Ruling)


def encode(cards: list[Card], index: Any = None) -> bytes:
    """Cards (and optionally the database's name index) as marshal bytes of plain tuples."""
    rows = []
    for c in cards:
        faces = tuple(tuple(getattr(f, n) for n in _FACE_FIELDS) for f in c.faces)
        rulings = tuple((r.date, r.text) for r in c.rulings)
        rows.append((c.name, c.layout, faces, c.color_identity, c.legalities, c.printings, rulings,
                     c.missing_faces))
    return marshal.dumps((tuple(rows), index), 4)


def decode(payload: bytes) -> tuple[list[Card], Any]:
    rows, index = marshal.loads(payload)
    new_face, new_card, new_ruling = _new_face, _new_card, _new_ruling
    out = []
    for name, layout, faces, ci, leg, pr, rulings, missing in rows:
        out.append(new_card(
            name, layout, tuple([new_face(*f) for f in faces]), ci, leg, pr,
            tuple([new_ruling(d, t) for d, t in rulings]) if rulings else (), (), missing,
        ))
    return out, index


def read_cache(source: Path, directory: Path) -> tuple[list[Card], Any] | None:
    """The cached ``(cards, index)`` for ``source``, or None when there is no valid cache."""
    p = cache_path(source, directory)
    try:
        with open(p, "rb") as fh:
            if fh.readline() != MAGIC:
                return None
            header = json.loads(fh.readline())
            payload = fh.read()
    except (OSError, ValueError):
        return None
    try:
        if not isinstance(header, dict) or {k: header.get(k) for k in _source_key(source)} != _source_key(source):
            return None
        if header.get("length") != len(payload) or hashlib.blake2b(payload, digest_size=16).hexdigest() != header.get("digest"):
            return None
        cards, index = decode(payload)
    except Exception:  # noqa: BLE001 - a broken cache is only a cache miss
        return None
    if len(cards) != header.get("cards"):
        return None
    return cards, index


def write_cache(source: Path, cards: list[Card], directory: Path, st: os.stat_result | None = None,
                index: Any = None) -> Path | None:
    """Write the cache for ``source`` atomically; returns its path, or None if it could not be written
    (a read-only cache directory only costs speed). ``st`` is the source's stat when it was read."""
    try:
        payload = encode(cards, index)
        header = _source_key(source, st)
        header.update(length=len(payload), digest=hashlib.blake2b(payload, digest_size=16).hexdigest(),
                      cards=len(cards))
        directory.mkdir(parents=True, exist_ok=True)
        dest = cache_path(source, directory)
        replace_atomically(dest, MAGIC + json.dumps(header).encode() + b"\n" + payload)
        return dest
    except (OSError, ValueError):
        return None
