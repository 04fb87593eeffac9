"""Load any supported card data file, recognising its format from its contents.

Supported: MTGJSON v5 AtomicCards, MTGJSON v4/v5 set files, MTGJSON AllPrintings (all sets), and
Scryfall bulk data (a JSON array of card objects, e.g. "Oracle Cards"). Files may be gzip-compressed.
"""
from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Any

from ._json import data_error, read_json, type_name
from .build import complete_meld_cards
from .face import Card
from .mtgjson import cards_from_atomic, set_cards
from .scryfall import cards_from_scryfall

FORMATS = ("atomic", "set", "allprintings", "scryfall")


def detect_format(data: Any, path: str | Path | None = None) -> str:
    """``"atomic"``, ``"set"``, ``"allprintings"`` or ``"scryfall"`` for a parsed document."""
    if isinstance(data, list):
        return "scryfall"
    if isinstance(data, dict):
        if data.get("object") == "list":
            return "scryfall"
        inner = data.get("data")
        if isinstance(inner, dict):
            if "cards" in inner:
                return "set"
            values = list(inner.values())[:5]
            if values and all(isinstance(v, dict) and "cards" in v for v in values):
                return "allprintings"
            return "atomic"
        if "cards" in data:
            return "set"
        if "data" in data:
            raise data_error(path, "data", f"expected an object of cards, got {type_name(inner)}")
    raise data_error(path, "top level", "not a card data file: expected MTGJSON AtomicCards, an MTGJSON set "
                     f"file or Scryfall bulk data, got {type_name(data) if not isinstance(data, dict) else 'an object without data or cards'}")


def cards_from_data(data: Any, path: str | Path | None = None, fmt: str | None = None) -> list[Card]:
    """Cards of a parsed document of any supported format."""
    fmt = fmt or detect_format(data, path)
    if fmt == "atomic":
        return cards_from_atomic(data, path=path)
    if fmt == "set":
        return set_cards(data, path=path)
    if fmt == "scryfall":
        return cards_from_scryfall(data, path=path)
    if fmt == "allprintings":
        merged: dict[str, Card] = {}
        for code, s in data["data"].items():
            if not isinstance(s, dict):
                raise data_error(path, f"data.{code}", f"expected a set object, got {type_name(s)}")
            for card in set_cards({"cards": s.get("cards")}, path=path, prefix=f"data.{code}."):
                merged.setdefault(card.name, card)
        complete_meld_cards(merged)
        return list(merged.values())
    raise ValueError(f"unknown card data format {fmt!r}; expected one of {FORMATS}")


def load_cards(path: str | Path, fmt: str | None = None) -> list[Card]:
    """Read one card data file of any supported format (no cache; see :func:`load_database`)."""
    return cards_from_data(read_json(path), path=path, fmt=fmt)


def load_many(paths: Iterable[str | Path]) -> list[Card]:
    """Cards of several files; a card found in more than one keeps its first occurrence."""
    merged: dict[str, Card] = {}
    for p in paths:
        for card in load_cards(p):
            merged.setdefault(card.name, card)
    complete_meld_cards(merged)
    return list(merged.values())
