"""The card model: a :class:`Card` is one or more :class:`CardFace` with a layout.

This is the printed/Oracle data only (CR 200–213). Compiled ability trees are produced from it by
``manastack.oracle`` and held by the engine's card pool; nothing here has game logic.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..core.colors import mask_from_letters
from ..core.mana import ManaCost

_FUSE_RE = re.compile(r"(?m)^Fuse\b")


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
    mana_value: float = 0.0  # printed mana value of this face (202.3); 0 when it has no mana cost
    # Prototype's alternative characteristics (702.160, 718.2), parsed from "Prototype {2}{R} — 3/2".
    prototype_cost: str | None = None
    prototype_power: str | None = None
    prototype_toughness: str | None = None

    @property
    def cost(self) -> ManaCost:
        return ManaCost.parse(self.mana_cost, strict=False)

    @property
    def color_mask(self) -> int:
        return mask_from_letters(self.colors)

    @property
    def is_legendary(self) -> bool:
        return "Legendary" in self.supertypes

    @property
    def has_prototype(self) -> bool:
        """718.1: the face has an inset prototype frame."""
        return self.prototype_cost is not None


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
    # Face names the card's name promises but the data source lacks (e.g. post-2022 double-faced
    # cards whose back face is missing from the shared data). Empty for complete cards.
    missing_faces: tuple[str, ...] = ()

    @property
    def front(self) -> CardFace:
        return self.faces[0]

    @property
    def face_names(self) -> tuple[str, ...]:
        return tuple(f.name for f in self.faces)

    @property
    def type_line(self) -> str:
        """The type line(s) of all faces, joined like the card name (``A // B``)."""
        return " // ".join(f.type_line for f in self.faces)

    @property
    def is_split(self) -> bool:
        """709: split cards, including aftermath and fuse cards."""
        return self.layout in ("split", "aftermath")

    @property
    def has_fuse(self) -> bool:
        """702.102: a split card with fuse."""
        return self.is_split and any("Fuse" in f.keywords or _FUSE_RE.search(f.text) for f in self.faces)

    @property
    def mana_value(self) -> float:
        """Mana value of the card outside the stack: a split card combines its halves (202.3d,
        709.4b); any other card has its front face's (712.8a)."""
        if self.is_split:
            return float(sum(f.mana_value for f in self.faces))
        return self.front.mana_value

    @property
    def is_complete(self) -> bool:
        return not self.missing_faces

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


def can_be_commander(card: Card) -> bool:
    """903.3: a legendary creature card, Vehicle card, or Spacecraft card with power/toughness; or a
    card whose text says it can be your commander (903.3a)."""
    f = card.front
    if f.is_legendary and ("Creature" in f.types or "Vehicle" in f.subtypes
                           or ("Spacecraft" in f.subtypes and f.power is not None)):
        return True
    return any("can be your commander" in face.text for face in card.faces)
