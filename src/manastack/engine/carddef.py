"""Compiled card definitions: a card's printed characteristics plus its ability trees, as the engine
reads them (the copiable values of 707.2 come from here). The pool compiles each card once."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Iterable

from ..cards.database import CardDatabase
from ..cards.face import Card, CardFace
from ..core.colors import mask_from_letters
from ..core.creature_types import CREATURE_TYPES
from ..core.mana import EMPTY_COST, ManaCost
from ..tree.abilities import Keyword
from .support import layout_missing, missing


def _pt(v: str | None) -> int | None:
    """Printed power/toughness: "*" and "1+*" count their number part (CDAs set the rest, 604.3)."""
    if v is None:
        return None
    digits = "".join(ch for ch in v if ch.isdigit() or ch == "-")
    try:
        return int(digits) if digits not in ("", "-") else 0
    except ValueError:
        return 0


@dataclass(frozen=True, slots=True)
class FaceDef:
    """One face's characteristics (208, 202, 205) and compiled abilities (113)."""

    name: str
    mana_cost: ManaCost
    colors: int
    supertypes: frozenset
    types: frozenset
    subtypes: frozenset
    power: int | None
    toughness: int | None
    loyalty: int | None
    defense: int | None
    abilities: tuple
    text: str = ""
    prototype: tuple | None = None  # (ManaCost, power, toughness) — 702.160, 718

    @property
    def keywords(self) -> frozenset:
        return frozenset(a.name for a in self.abilities if isinstance(a, Keyword))


@dataclass(frozen=True, slots=True)
class CardDef:
    name: str
    layout: str
    faces: tuple[FaceDef, ...]
    missing: tuple[str, ...] = ()  # what the engine can't do yet (empty: fully supported)
    card: Card | None = None

    @property
    def front(self) -> FaceDef:
        return self.faces[0]

    @property
    def supported(self) -> bool:
        return not self.missing


# keyword name -> fn(Keyword) -> static abilities one instance of the keyword stands for, added to the face's abilities
# (e.g. reconfigure's "while attached, this isn't a creature", 702.151b: engine/mechanics/reconfigure.py)
KEYWORD_STATICS: dict = {}


def face_def(face: CardFace, abilities: tuple) -> FaceDef:
    colors = mask_from_letters(face.color_indicator) if face.color_indicator else 0
    cost = ManaCost.parse(face.mana_cost, strict=False) if face.mana_cost else EMPTY_COST
    colors |= cost.colors
    if not face.color_indicator and not face.mana_cost and face.colors:
        colors = mask_from_letters(face.colors)  # 105.2/204: data-provided colors when no cost
    proto = None
    subtypes = frozenset(face.subtypes)
    for a in abilities:
        if isinstance(a, Keyword) and a.name == "Prototype" and a.cost is not None and a.pt:
            proto = (a.cost.mana, int(a.pt[0]), int(a.pt[1]))
        elif isinstance(a, Keyword) and a.name == "Devoid":
            colors = 0  # 702.114a: a characteristic-defining ability working everywhere (604.3)
        elif isinstance(a, Keyword) and a.name == "Changeling" and ({"Creature", "Kindred"} & set(face.types)):
            subtypes = subtypes | CREATURE_TYPES  # 702.73a (205.3d: only creatures and kindreds have them)
    if KEYWORD_STATICS:
        abilities = tuple(abilities) + tuple(st for a in abilities if isinstance(a, Keyword) and a.name in KEYWORD_STATICS
                                             for st in KEYWORD_STATICS[a.name](a))
    return FaceDef(
        name=face.name, mana_cost=cost, colors=colors, supertypes=frozenset(face.supertypes),
        types=frozenset(face.types), subtypes=subtypes, power=_pt(face.power),
        toughness=_pt(face.toughness), loyalty=_pt(face.loyalty), defense=_pt(face.defense),
        abilities=tuple(abilities), text=face.text, prototype=proto,
    )


Compiler = Callable[[Card], "tuple[tuple, ...]"]  # returns abilities per face


# The Oracle compiler, installed by the layer above both (game.py installs oracle.compile_card): the engine
# interprets ability trees and never imports the compiler (issue #23, import-linter "engine-no-compiler").
COMPILER: list[Compiler] = []


def default_compiler(card: Card) -> tuple[tuple, ...]:
    """Compile with the installed Oracle compiler."""
    return COMPILER[0](card)


class CardPool:
    """Card definitions for a game: looks names up in a :class:`CardDatabase` and compiles them once.
    ``define`` installs a definition directly (tests and custom cards)."""

    def __init__(self, db: CardDatabase, compiler: Compiler | None = None):
        self.db = db
        self._own_db = False  # True once define() has given this pool its own copy of ``db``
        self.compiler = compiler or default_compiler
        self._defs: dict[str, CardDef] = {}
        self.chars_cache: dict = {}  # (card, face, owner) -> Chars of a card outside battlefield/stack
        self.own_profiles: dict = {}  # (card, face, owner) -> its priority-listing profile (engine/actions.py)
        self.relevance_text: dict = {}  # card name -> what mechanic hooks' words are matched against (relevance.py)

    def get(self, name: str) -> CardDef:
        d = self._defs.get(name)
        if d is not None:
            return d
        card = self.db.get(name)
        d = self._defs.get(card.name)
        if d is None:
            d = self.build(card)
            self._defs[card.name] = d
        self._defs[name] = d
        return d

    def canonical(self, name: str, where: str = "") -> str:
        if name in self._defs:
            return self._defs[name].name
        return self.db.get(name, where).name

    def build(self, card: Card) -> CardDef:
        per_face = self.compiler(card)
        faces = tuple(face_def(f, abil) for f, abil in zip(card.faces, per_face))
        miss: list[str] = []
        for f in faces:
            miss.extend(missing(f.abilities))
        for name in getattr(card, "missing_faces", ()):
            miss.append(f"face {name} missing from the card data")
        miss.extend(layout_missing(card.layout, len(faces), tuple(f.types for f in faces)))
        return CardDef(card.name, card.layout, faces, tuple(dict.fromkeys(miss)), card)

    def define(self, card: Card, abilities: Iterable | None = None) -> CardDef:
        """Install ``card`` with the given abilities for its front face (or compile it)."""
        if abilities is None:
            d = self.build(card)
        else:
            ab = tuple(abilities)
            faces = (face_def(card.faces[0], ab),) + tuple(face_def(f, ()) for f in card.faces[1:])
            d = CardDef(card.name, card.layout, faces, tuple(missing(ab)), card)
        self._defs[card.name] = d
        self.chars_cache.clear()
        self.own_profiles.clear()
        self.relevance_text.clear()
        if card.name not in self.db:
            if not self._own_db:  # never add to a database other pools share (the starter pool, a loaded file)
                self.db = self.db.copy()
                self._own_db = True
            self.db.add(card)
        return d
