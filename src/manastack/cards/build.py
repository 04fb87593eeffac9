"""Shared steps of every loader: building faces (prototype values, mana value, type line, colors) and
whole cards, so MTGJSON and Scryfall data end up as the same :class:`Card` objects."""
from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import fields, make_dataclass, replace
from typing import Any

from ..core.colors import COLOR_LETTERS
from ..core.errors import ManaCostError
from ..core.mana import ManaCost
from ..core.types import CARD_TYPES
from .face import Card, CardFace, Ruling

#: Card types as they appear on type lines (205.2a), plus the pre-2024 name of kindred.
TYPE_WORDS = frozenset(CARD_TYPES) | {"Tribal"}

_PROTOTYPE_RE = re.compile(r"^Prototype[ \u00a0]((?:\{[^{}]+\})+)[ \u00a0]*[—–-][ \u00a0]*([^\s/]+)/(\S+)", re.MULTILINE)


#: Interns equal strings and tuples across a load so the database keeps one copy of each (type lines,
#: subtype lists, legalities...): ``share(value)`` returns the first equal value seen.
Share = Callable[[Any], Any]


def new_share() -> Share:
    d: dict[Any, Any] = {}
    setdefault = d.setdefault
    return lambda v: setdefault(v, v)  # a closure: the cheapest call on this hot path


def fast_constructor(cls: type) -> Callable[..., Any]:
    """A positional constructor for a frozen slots dataclass that skips the frozen ``__init__``.

    A frozen dataclass sets each field through ``object.__setattr__``, which makes building the ~35,000
    faces of the full database take most of a second. Instead we build an instance of a non-frozen
    twin with the same slots and reassign its ``__class__`` (allowed between classes of identical
    layout); the result is an ordinary, frozen instance of ``cls``. If the interpreter refuses, the
    plain constructor is used.
    """
    twin = make_dataclass(cls.__name__ + "Builder", [(f.name, Any) for f in fields(cls)], slots=True)

    def build(*args: Any) -> Any:
        obj = twin(*args)
        obj.__class__ = cls
        return obj

    try:
        sample = tuple(f"v{i}" for i in range(len(fields(cls))))
        if build(*sample) != cls(*sample):
            return cls
    except Exception:  # noqa: BLE001 - not CPython-compatible layouts: use the normal constructor
        return cls
    return build


# make_face and make_card pass fields by position for speed; fail loudly if the model's order changes.
_FACE_ORDER = ("name", "mana_cost", "type_line", "supertypes", "types", "subtypes", "text", "power", "toughness",
               "loyalty", "defense", "colors", "color_indicator", "keywords", "side", "hand_modifier",
               "life_modifier", "attraction_lights", "mana_value", "prototype_cost", "prototype_power",
               "prototype_toughness")
_CARD_ORDER = ("name", "layout", "faces", "color_identity", "legalities", "printings", "rulings", "extra",
               "missing_faces")
if tuple(f.name for f in fields(CardFace))[: len(_FACE_ORDER)] != _FACE_ORDER or \
        tuple(f.name for f in fields(Card))[: len(_CARD_ORDER)] != _CARD_ORDER:
    raise ImportError("manastack.cards.build: CardFace/Card field order changed; update _FACE_ORDER/_CARD_ORDER")
_new_face = fast_constructor(CardFace)
_new_card = fast_constructor(Card)


def parse_prototype(text: str) -> tuple[str, str, str] | None:
    """702.160a/718.1: ``Prototype {2}{R} — 3/2`` gives the alternative (cost, power, toughness)."""
    if "Prototype" not in text:
        return None
    m = _PROTOTYPE_RE.search(text)
    if not m:
        return None
    return m.group(1), m.group(2), m.group(3)


def split_type_line(type_line: str) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """(supertypes, card types, subtypes) of one face's type line (205.1). Words before the dash that
    are not card types are supertypes (205.4a; data sources also count e.g. "Host")."""
    left, _, right = type_line.replace(" - ", " — ").partition("—")
    sup: list[str] = []
    types: list[str] = []
    for w in left.split():
        (types if w in TYPE_WORDS else sup).append(w)
    return tuple(sup), tuple(types), tuple(right.split())


_ORDERED: dict[tuple[str, ...], tuple[str, ...] | None] = {}


def order_colors(letters: Iterable[str]) -> tuple[str, ...] | None:
    """Color letters in WUBRG order, or None if any is not a color letter."""
    key = tuple(letters)
    hit = _ORDERED.get(key, False)
    if hit is not False:
        return hit  # type: ignore[return-value]
    s = set(key)
    out = tuple(c for c in COLOR_LETTERS if c in s) if s <= set(COLOR_LETTERS) else None
    if len(_ORDERED) < 4096:
        _ORDERED[key] = out
    return out


def cost_info(mana_cost: str | None) -> tuple[float | None, tuple[str, ...] | None]:
    """(mana value, colors) of a printed mana cost (202.2, 202.3); (None, None) if it doesn't parse
    (some Un-cards use symbols the engine doesn't know)."""
    if not mana_cost:
        return 0.0, ()
    hit = _COST_INFO.get(mana_cost)
    if hit is not None:
        return hit
    try:
        cost = ManaCost.parse(mana_cost)
    except ManaCostError:
        return None, None
    mask = cost.colors
    out = float(cost.mana_value), tuple(c for i, c in enumerate(COLOR_LETTERS) if mask & (1 << i))
    if len(_COST_INFO) < 50_000:
        _COST_INFO[mana_cost] = out
    return out


_COST_INFO: dict[str, tuple[float, tuple[str, ...]]] = {}


def make_face(
    share: Share,
    *,
    name: str,
    mana_cost: str | None,
    type_line: str,
    supertypes: tuple[str, ...],
    types: tuple[str, ...],
    subtypes: tuple[str, ...],
    text: str,
    power: str | None,
    toughness: str | None,
    loyalty: str | None,
    defense: str | None,
    colors: tuple[str, ...],
    color_indicator: tuple[str, ...] | None,
    keywords: tuple[str, ...],
    side: str | None,
    hand: str | None,
    life: str | None,
    lights: tuple[int, ...] | None,
    fallback_mana_value: float | None,
) -> CardFace:
    mv, _ = cost_info(mana_cost)
    if mv is None:
        mv = fallback_mana_value or 0.0
    proto = parse_prototype(text)
    # Positional, in CardFace field order (name ... prototype_toughness).
    return _new_face(
        share(name), share(mana_cost or None), share(type_line), share(supertypes), share(types),
        share(subtypes), text, share(power), share(toughness), share(loyalty), share(defense), share(colors),
        share(color_indicator), share(keywords), share(side), hand, life,
        share(tuple(sorted(set(lights)))) if lights else None, mv,
        share(proto[0]) if proto else None, share(proto[1]) if proto else None, share(proto[2]) if proto else None,
    )


def make_card(
    share: Share,
    *,
    name: str,
    layout: str,
    faces: tuple[CardFace, ...],
    color_identity: tuple[str, ...],
    legalities: dict[str, str] | None,
    printings: tuple[str, ...],
    rulings: tuple[Ruling, ...],
) -> Card:
    face_names = {f.name for f in faces}
    missing = tuple(n for n in name.split(" // ") if n not in face_names) if " // " in name else ()
    leg = share(tuple(sorted(legalities.items()))) if legalities else ()
    return _new_card(name, share(layout), faces, share(color_identity), leg, share(printings), rulings, (), missing)


def complete_meld_cards(cards: dict[str, Card]) -> None:
    """MTGJSON v5 names a meld card ``Front // Melded`` but may list the melded back face (712.4,
    712.8g) only as a card of its own. Give such cards their back face, in place."""
    for name, card in list(cards.items()):
        if card.layout != "meld" or not card.missing_faces:
            continue
        faces = list(card.faces)
        still_missing = []
        for missing in card.missing_faces:
            other = cards.get(missing)
            if other is not None and len(other.faces) == 1:
                f = other.faces[0]
                side = chr(ord("a") + len(faces))
                faces.append(_replace_side(f, side))
            else:
                still_missing.append(missing)
        cards[name] = Card(
            name=card.name, layout=card.layout, faces=tuple(faces), color_identity=card.color_identity,
            legalities=card.legalities, printings=card.printings, rulings=card.rulings, extra=card.extra,
            missing_faces=tuple(still_missing),
        )


def _replace_side(face: CardFace, side: str) -> CardFace:
    return replace(face, side=side)
