"""A card pool that reads only keyword abilities ("vanilla" cards with evasion and combat keywords),
plus decks built from it. It does not depend on the Oracle compiler, so agents and the match runner
can be tested and timed on plain creature combat alone."""
from __future__ import annotations

from pathlib import Path

from ..cards.database import starter_database
from ..cards.lookup import DatabaseSource, load_cached
from ..engine.carddef import CardPool
from ..tree.abilities import Keyword

KEYWORDS = {"Flying", "Vigilance", "Trample", "Reach", "Haste", "First strike", "Deathtouch", "Lifelink",
            "Defender", "Menace"}


def _keywords_only(card) -> tuple:
    return tuple(tuple(Keyword(name=k if k != "First strike" else "First Strike") for k in f.keywords
                       if k in KEYWORDS) for f in card.faces)


def vanilla_pool() -> CardPool:
    """The starter database compiled with keyword abilities only."""
    return CardPool(starter_database(), compiler=_keywords_only)


VANILLA_DECKS: dict[str, dict[str, int]] = {
    "green-ground": {"Forest": 17, "Grizzly Bears": 8, "Centaur Courser": 8, "Colossal Dreadmaw": 4},
    "white-blue-air": {"Plains": 9, "Island": 8, "Wind Drake": 8, "Serra Angel": 4, "Air Elemental": 4,
                       "Wild Griffin": 4},
}


def vanilla_deck(name: str) -> list[str]:
    return [c for c, n in VANILLA_DECKS[name].items() for _ in range(n)]


def starter_pool() -> CardPool:
    """The built-in starter pool, Oracle-compiled."""
    return CardPool(starter_database())


POOLS = {"starter": starter_pool, "vanilla": vanilla_pool}
_CACHE: dict[str, CardPool] = {}


def pool_named(name: str | None) -> CardPool:
    """A card pool by name, one per process (cards are compiled once and shared by every game the
    process plays): ``"starter"`` (the default), ``"vanilla"``, or the path of a card data file (the
    full database, as :mod:`manastack.cards.lookup` found it)."""
    name = name or "starter"
    if name not in _CACHE:
        if name in POOLS:
            _CACHE[name] = POOLS[name]()
        elif name.startswith(("/", ".", "~")) or name.endswith((".json", ".gz")) or Path(name).is_file():
            _CACHE[name] = CardPool(load_cached(name))
        else:
            raise ValueError(f"unknown card pool {name!r}; choose from {', '.join(POOLS)} or a card data file")
    return _CACHE[name]


def pool_for(source: DatabaseSource) -> str:
    """The pool name of a database the lookup found: ``"starter"`` for the built-in pool, else its path."""
    return "starter" if source.path is None else str(source.path)
