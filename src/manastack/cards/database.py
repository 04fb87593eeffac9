"""The card database: lookup of :class:`Card` by name (minimal; the card-data issue extends it)."""
from __future__ import annotations

import difflib
import unicodedata
from importlib import resources
from typing import Iterable, Iterator

from ..core.errors import UnknownCardError
from .face import Card
from .mtgjson import cards_from_atomic


def normalize_name(name: str) -> str:
    """Case-, accent- and punctuation-insensitive key for a card name."""
    s = unicodedata.normalize("NFKD", name)
    s = "".join(ch for ch in s if not unicodedata.combining(ch)).lower()
    return "".join(ch for ch in s if ch.isalnum())


class CardDatabase:
    """Cards by name. Lookup is exact first, then by face name, then normalized."""

    def __init__(self, cards: Iterable[Card] = (), name: str = "cards"):
        self.name = name
        self._cards: dict[str, Card] = {}
        self._alias: dict[str, str] = {}
        for c in cards:
            self.add(c)

    def add(self, card: Card) -> None:
        self._cards[card.name] = card
        self._alias.setdefault(normalize_name(card.name), card.name)
        if len(card.faces) > 1:
            for f in card.faces:
                self._alias.setdefault(f.name, card.name)
                self._alias.setdefault(normalize_name(f.name), card.name)

    def resolve(self, name: str) -> str | None:
        """The canonical card name for ``name``, or None."""
        if name in self._cards:
            return name
        hit = self._alias.get(name)
        if hit is not None:
            return hit
        return self._alias.get(normalize_name(name))

    def get(self, name: str, where: str = "") -> Card:
        key = self.resolve(name) if isinstance(name, str) else None
        if key is None:
            raise UnknownCardError(str(name), self.suggest(str(name)), where)
        return self._cards[key]

    def suggest(self, name: str, n: int = 3) -> list[str]:
        return difflib.get_close_matches(name, list(self._cards), n=n, cutoff=0.6)

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and self.resolve(name) is not None

    def __iter__(self) -> Iterator[Card]:
        return iter(self._cards.values())

    def __len__(self) -> int:
        return len(self._cards)

    def names(self) -> list[str]:
        return list(self._cards)


_STARTER: CardDatabase | None = None


def starter_database() -> CardDatabase:
    """The built-in starter pool, loaded through the same AtomicCards reader as the full database."""
    global _STARTER
    if _STARTER is None:
        import json

        text = resources.files("manastack.cards").joinpath("data/starter.json").read_text("utf-8")
        _STARTER = CardDatabase(cards_from_atomic(json.loads(text), "starter pool"), name="starter")
    return _STARTER
