"""The built-in decks, made from the built-in starter pool."""
from __future__ import annotations

from .core.errors import DecklistError

DECKS: dict[str, dict[str, int]] = {
    "gruul-stompy": {
        "Forest": 12, "Mountain": 11,
        "Llanowar Elves": 4, "Grizzly Bears": 4, "Borderland Marauder": 3, "Centaur Courser": 4,
        "Boggart Brute": 3, "Flametongue Kavu": 3, "Colossal Dreadmaw": 2, "Shivan Dragon": 2,
        "Lightning Bolt": 4, "Giant Growth": 3, "Rancor": 2, "Searing Spear": 2, "Garruk Wildspeaker": 1,
    },
    "azorius-skies": {
        "Plains": 12, "Island": 11,
        "Knight of Meadowgrain": 3, "Wind Drake": 4, "Serra Angel": 3, "Man-o'-War": 3, "Prodigal Sorcerer": 2,
        "Air Elemental": 2, "Wild Griffin": 3, "Steadfast Guard": 2,
        "Counterspell": 3, "Pacifism": 3, "Divination": 2, "Swords to Plowshares": 3, "Glorious Anthem": 2,
        "Jace Beleren": 1, "Bonesplitter": 1,
    },
    "dimir-control": {
        "Swamp": 12, "Island": 11,
        "Typhoid Rats": 3, "Vampire Nighthawk": 3, "Hypnotic Specter": 3, "Gravedigger": 2, "Man-o'-War": 2,
        "Mahamoti Djinn": 2, "Storm Crow": 2, "Horned Turtle": 2,
        "Doom Blade": 3, "Murder": 2, "Mana Leak": 3, "Counterspell": 2, "Mind Rot": 2, "Opt": 3,
        "Divination": 1, "Unsummon": 1, "Jace Beleren": 1,
    },
}


def deck(name: str) -> list[str]:
    """A built-in deck as a list of 60 card names."""
    d = DECKS.get(name)
    if d is None:
        raise DecklistError(f"no built-in deck named {name!r}; choose from {', '.join(sorted(DECKS))}")
    return [card for card, n in d.items() for _ in range(n)]
