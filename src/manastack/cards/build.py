"""Shared steps of every loader: building faces (prototype values, mana value, type line, colors) and
whole cards, so MTGJSON and Scryfall data end up as the same :class:`Card` objects."""
from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from ..core.colors import COLOR_LETTERS
from ..core.errors import ManaCostError
from ..core.mana import ManaCost
from ..core.types import CARD_TYPES
from .face import Card, CardFace, Ruling

#: Card types as they appear on type lines (205.2a), plus the pre-2024 name of kindred.
TYPE_WORDS = frozenset(CARD_TYPES) | {"Tribal"}

_PROTOTYPE_RE = re.compile(r"^Prototype[ \u00a0]((?:\{[^{}]+\})+)[ \u00a0]*[—–-][ \u00a0]*([^\s/]+)/(\S+)", re.MULTILINE)


class Share:
    """Interns equal strings and tuples across a load so the database keeps one copy of each
    (type lines, subtype lists, legalities...). Saves memory and cache size."""

    __slots__ = ("_d",)

    def __init__(self) -> None:
        self._d: dict[Any, Any] = {}

    def __call__(self, v: Any) -> Any:
        if v is None:
            return None
        return self._d.setdefault(v, v)


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


def order_colors(letters: Iterable[str]) -> tuple[str, ...] | None:
    """Color letters in WUBRG order, or None if any is not a color letter."""
    s = set(letters)
    if not s <= set(COLOR_LETTERS):
        return None
    return tuple(c for c in COLOR_LETTERS if c in s)


def cost_info(mana_cost: str | None) -> tuple[float | None, tuple[str, ...] | None]:
    """(mana value, colors) of a printed mana cost (202.2, 202.3); (None, None) if it doesn't parse
    (some Un-cards use symbols the engine doesn't know)."""
    if not mana_cost:
        return 0.0, ()
    try:
        cost = ManaCost.parse(mana_cost)
    except ManaCostError:
        return None, None
    mask = cost.colors
    return float(cost.mana_value), tuple(c for i, c in enumerate(COLOR_LETTERS) if mask & (1 << i))


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
    return CardFace(
        name=share(name),
        mana_cost=share(mana_cost or None),
        type_line=share(type_line),
        supertypes=share(supertypes),
        types=share(types),
        subtypes=share(subtypes),
        text=text,
        power=share(power),
        toughness=share(toughness),
        loyalty=share(loyalty),
        defense=share(defense),
        colors=share(colors),
        color_indicator=share(color_indicator),
        keywords=share(keywords),
        side=share(side),
        hand_modifier=hand,
        life_modifier=life,
        attraction_lights=share(tuple(sorted(set(lights)))) if lights else None,
        mana_value=mv,
        prototype_cost=share(proto[0]) if proto else None,
        prototype_power=share(proto[1]) if proto else None,
        prototype_toughness=share(proto[2]) if proto else None,
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
    return Card(
        name=name,
        layout=share(layout),
        faces=faces,
        color_identity=share(color_identity),
        legalities=leg,
        printings=share(printings),
        rulings=rulings,
        missing_faces=missing,
    )


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
    from dataclasses import replace

    return replace(face, side=side)
