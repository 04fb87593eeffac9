"""Reading card data files safely: every failure becomes a :class:`CardDataError` naming the file and
the place in it (byte offset, JSON line/column, or the path to the offending field)."""
from __future__ import annotations

import json
import zlib
from pathlib import Path
from typing import Any

from ..core.errors import CardDataError

_CHUNK = 1 << 16


def data_error(path: str | Path | None, location: str, message: str) -> CardDataError:
    """A :class:`CardDataError` whose message reads ``FILE: LOCATION: MESSAGE``; the parts are kept as
    attributes ``path`` and ``location`` for programs."""
    parts = [str(p) for p in (path, location) if p]
    err = CardDataError(": ".join(parts + [message]))
    err.path = str(path) if path else None  # type: ignore[attr-defined]
    err.location = location or None  # type: ignore[attr-defined]
    return err


def _gunzip(raw: bytes, path: Path) -> bytes:
    """Decompress (possibly multi-member) gzip data, reporting where it breaks."""
    out: list[bytes] = []
    pos = 0
    while pos < len(raw):
        d = zlib.decompressobj(wbits=31)
        start = pos
        try:
            while pos < len(raw) and not d.eof:
                chunk = raw[pos:pos + _CHUNK]
                out.append(d.decompress(chunk))
                pos += len(chunk) - len(d.unused_data)
        except zlib.error as e:
            raise data_error(path, f"compressed byte {pos}", f"corrupt gzip data ({e})") from None
        if not d.eof:
            raise data_error(path, f"compressed byte {len(raw)}",
                             f"truncated gzip file: the compressed stream ends early "
                             f"(member starting at byte {start}, {sum(map(len, out))} bytes decompressed)")
        out.append(d.flush())
        # skip zero padding some tools append after the last member
        if raw[pos:].strip(b"\0") == b"":
            break
    return b"".join(out)


def read_bytes(path: str | Path) -> tuple[bytes, Path]:
    """The file's contents, decompressed when it is gzip (detected by its magic number)."""
    p = Path(path)
    try:
        raw = p.read_bytes()
    except OSError as e:
        raise data_error(p, "", f"cannot read card data file: {e.strerror or e}") from None
    if raw[:2] == b"\x1f\x8b":
        raw = _gunzip(raw, p)
    elif p.name.endswith(".gz"):
        raise data_error(p, "byte 0", "not a gzip file (bad magic number)")
    return raw, p


def parse_json_bytes(raw: bytes, path: str | Path | None) -> Any:
    """Parse UTF-8 JSON (a BOM is allowed), mapping decode errors to :class:`CardDataError`."""
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        raise data_error(path, f"byte {e.start}", f"not UTF-8 text ({e.reason})") from None
    if not text.strip():
        raise data_error(path, "", "the file is empty")
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        where = f"line {e.lineno} column {e.colno} (char {e.pos})"
        hint = " — the file looks truncated" if e.pos >= len(text.rstrip()) else ""
        raise data_error(path, where, f"invalid JSON: {e.msg}{hint}") from None
    except RecursionError:
        raise data_error(path, "", "invalid JSON: nested too deeply") from None


def read_json(path: str | Path) -> Any:
    """Read a ``.json`` or gzip-compressed ``.json.gz`` file."""
    raw, p = read_bytes(path)
    return parse_json_bytes(raw, p)


# --- typed field access -------------------------------------------------------------------------------

def type_name(v: Any) -> str:
    if v is None:
        return "null"
    if isinstance(v, bool):
        return "a boolean"
    if isinstance(v, (int, float)):
        return "a number"
    if isinstance(v, str):
        return "a string"
    if isinstance(v, list):
        return "a list"
    if isinstance(v, dict):
        return "an object"
    return type(v).__name__


class Fields:
    """Typed getters over one JSON object; errors name ``file: where.key``."""

    __slots__ = ("obj", "path", "where")

    def __init__(self, obj: Any, path: str | Path | None, where: str):
        if not isinstance(obj, dict):
            raise data_error(path, where, f"expected an object, got {type_name(obj)}")
        self.obj: dict = obj
        self.path = path
        self.where = where

    def error(self, key: str, message: str) -> CardDataError:
        return data_error(self.path, f"{self.where}.{key}", message)

    def str(self, key: str, required: bool = False) -> str | None:
        v = self.obj.get(key)
        if isinstance(v, str):
            return v
        if v is None:
            if required:
                raise self.error(key, "missing (a string is required)")
            return None
        raise self.error(key, f"expected a string, got {type_name(v)}")

    def name(self, key: str) -> str:
        v = self.str(key, required=True)
        assert v is not None
        if not v.strip():
            raise self.error(key, "empty name")
        return v

    def numstr(self, key: str) -> str | None:
        """Power, toughness, loyalty...: strings in the data ("*", "1+*"), numbers tolerated."""
        v = self.obj.get(key)
        if v is None or isinstance(v, str):
            return v
        if isinstance(v, (int, float)) and not isinstance(v, bool):
            return str(int(v)) if float(v).is_integer() else str(v)
        raise self.error(key, f"expected a string or number, got {type_name(v)}")

    def number(self, key: str) -> float | None:
        v = self.obj.get(key)
        if v is None:
            return None
        if isinstance(v, (int, float)) and not isinstance(v, bool):
            return float(v)
        raise self.error(key, f"expected a number, got {type_name(v)}")

    def strs(self, key: str) -> tuple[str, ...]:
        v = self.obj.get(key)
        if v is None:
            return ()
        if type(v) is list and all(type(x) is str for x in v):
            return tuple(v)
        if not isinstance(v, list):
            raise self.error(key, f"expected a list of strings, got {type_name(v)}")
        for i, x in enumerate(v):
            if not isinstance(x, str):
                raise self.error(f"{key}[{i}]", f"expected a string, got {type_name(x)}")
        return tuple(v)

    def ints(self, key: str) -> tuple[int, ...] | None:
        v = self.obj.get(key)
        if v is None:
            return None
        if not isinstance(v, list):
            raise self.error(key, f"expected a list of numbers, got {type_name(v)}")
        out = []
        for i, x in enumerate(v):
            if isinstance(x, bool) or not isinstance(x, (int, str)) or (isinstance(x, str) and not x.isdigit()):
                raise self.error(f"{key}[{i}]", f"expected a whole number, got {type_name(x)}")
            out.append(int(x))
        return tuple(out)

    def dict(self, key: str) -> dict | None:
        v = self.obj.get(key)
        if v is None or isinstance(v, dict):
            return v
        raise self.error(key, f"expected an object, got {type_name(v)}")

    def list(self, key: str) -> list | None:
        v = self.obj.get(key)
        if v is None or isinstance(v, list):
            return v
        raise self.error(key, f"expected a list, got {type_name(v)}")


def key_repr(k: str) -> str:
    """A JSON key as it appears in a location path: ``data["Fire // Ice"]``."""
    if k.isprintable() and '"' not in k and "\\" not in k:
        return '"' + k + '"'
    return json.dumps(k, ensure_ascii=False)
