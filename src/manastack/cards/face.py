"""The card model: a :class:`Card` is one or more :class:`CardFace` with a layout.

This is the printed/Oracle data only (CR 200–213). Compiled ability trees are produced from it by
``manastack.oracle`` and held by the engine's card pool; nothing here has game logic.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ..core.colors import mask_from_letters
from ..core.mana import ManaCost


@dataclass(frozen=True, slots=True)
class Ruling:
    date: str
    text: str


@dataclass(frozen=True, slots=True)
class CardFace:
    """One face of a card, with its Oracle characteristics."""

    name: str
    mana_cost: str | None = None  # "{2}{R}"; None when the face has no mana cost (202.1a)
    type_line: str = ""
    supertypes: tuple[str, ...] = ()
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    text: str = ""  # Oracle text, lines separated by "\n"
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    defense: str | None = None
    colors: tuple[str, ...] = ()  # letters, WUBRG order
    color_indicator: tuple[str, ...] | None = None  # 204
    keywords: tuple[str, ...] = ()  # as listed by the data source (informative only)
    side: str | None = None  # "a", "b", ...
    hand_modifier: str | None = None
    life_modifier: str | None = None
    attraction_lights: tuple[int, ...] | None = None  # 717.1
    mana_value: float = 0.0

    @property
    def cost(self) -> ManaCost:
        return ManaCost.parse(self.mana_cost)

    @property
    def color_mask(self) -> int:
        return mask_from_letters(self.colors)


@dataclass(frozen=True, slots=True)
class Card:
    """A whole card: its name (``"Fire // Ice"`` for split cards), layout and faces."""

    name: str
    layout: str
    faces: tuple[CardFace, ...]
    color_identity: tuple[str, ...] = ()
    legalities: tuple[tuple[str, str], ...] = ()  # (format, "Legal"/"Banned"/"Restricted"/...)
    printings: tuple[str, ...] = ()
    rulings: tuple[Ruling, ...] = ()
    extra: tuple[tuple[str, object], ...] = field(default=(), compare=False)

    @property
    def front(self) -> CardFace:
        return self.faces[0]

    def legality(self, fmt: str) -> str | None:
        for k, v in self.legalities:
            if k == fmt:
                return v
        return None

    def face(self, name: str) -> CardFace:
        for f in self.faces:
            if f.name == name:
                return f
        raise KeyError(name)
