"""Scryfall bulk data reader ("Oracle Cards": a JSON array of card objects).

Multi-face cards carry ``card_faces``; a meld card is a card of its own whose ``all_parts`` name its
meld result, which is also a card of its own. Cards are named as MTGJSON names them so the database
is the same whichever source it came from: a meld card becomes ``Front // Melded`` with the melded
face as its back (712.4), aftermath split cards get the ``aftermath`` layout, and Scryfall's
``legal``/``banned``/``restricted`` become ``Legal``/``Banned``/``Restricted`` (``not_legal`` is left out,
as MTGJSON leaves it out). Tokens, emblems and art cards are not cards of a deck and are skipped.
"""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

from ._json import Fields, data_error, read_json, type_name
from .build import Share, cost_info, make_card, make_face, new_share, order_colors, split_type_line
from .face import Card, CardFace

SKIPPED_LAYOUTS = frozenset({"token", "double_faced_token", "emblem", "art_series"})
_LEGALITY = {"legal": "Legal", "banned": "Banned", "restricted": "Restricted"}


def _colors(f: Fields, key: str) -> tuple[str, ...] | None:
    if f.obj.get(key) is None:
        return None
    letters = f.strs(key)
    ordered = order_colors(letters)
    if ordered is None:
        raise f.error(key, f"unknown color letter in {list(letters)!r} (expected W, U, B, R, G)")
    return ordered


def _face(f: Fields, card: Fields, share: Share, side: str | None, single: bool) -> CardFace:
    """One face from a card_face object (or the card itself when ``single``). Values the face lacks
    are taken from the card when the card has only one face."""

    def pick(key: str) -> Any:
        return f if key in f.obj or not single else card

    type_line = f.str("type_line") or ""
    sup, types, subs = split_type_line(type_line)
    mana_cost = f.str("mana_cost") or None
    indicator = _colors(f, "color_indicator")
    colors = _colors(f, "colors")
    if colors is None and single:
        colors = _colors(card, "colors")
    if colors is None:  # 202.2: a face's colors come from its mana cost and color indicator (204)
        _, cost_colors = cost_info(mana_cost)
        colors = order_colors((cost_colors or ()) + (indicator or ())) or ()
    lights = card.ints("attraction_lights")
    if lights is not None and any(not 1 <= n <= 6 for n in lights):
        raise card.error("attraction_lights", f"lights must be numbers 1-6, got {list(lights)}")
    cmc = f.number("cmc")
    if cmc is None and single:
        cmc = card.number("cmc")
    return make_face(
        share,
        name=f.name("name"),
        mana_cost=mana_cost,
        type_line=type_line,
        supertypes=sup,
        types=types,
        subtypes=subs,
        text=f.str("oracle_text") or "",
        power=f.numstr("power"),
        toughness=f.numstr("toughness"),
        loyalty=f.numstr("loyalty"),
        defense=f.numstr("defense"),
        colors=colors,
        color_indicator=indicator,
        keywords=pick("keywords").strs("keywords"),
        side=side,
        hand=card.numstr("hand_modifier"),
        life=card.numstr("life_modifier"),
        lights=lights if side in (None, "a") else None,
        fallback_mana_value=cmc,
    )


def _legalities(f: Fields) -> dict[str, str] | None:
    leg = f.dict("legalities")
    if not leg:
        return None
    out = {}
    for k, v in leg.items():
        if not isinstance(v, str):
            raise f.error(f"legalities.{k}", f"expected a string, got {type_name(v)}")
        if v in _LEGALITY:
            out[k] = _LEGALITY[v]
        elif v != "not_legal":
            out[k] = v
    return out


def card_from_scryfall(obj: Any, where: str, *, path: str | Path | None = None,
                       share: Share | None = None) -> Card | None:
    """A :class:`Card` from one Scryfall card object, or None for objects that are not deck cards."""
    share = share or new_share()
    c = Fields(obj, path, where)
    layout = c.str("layout") or "normal"
    if layout in SKIPPED_LAYOUTS or c.str("object") not in (None, "card"):
        return None
    name = c.name("name")
    raw_faces = c.list("card_faces")
    if raw_faces:
        faces = tuple(
            _face(Fields(rf, path, f"{where}.card_faces[{i}]"), c, share, chr(ord("a") + i), False)
            for i, rf in enumerate(raw_faces)
        )
    else:
        faces = (_face(c, c, share, None, True),)
    if layout == "split" and len(faces) > 1 and faces[-1].text.startswith("Aftermath"):
        layout = "aftermath"  # 702.127; MTGJSON's layout name for these split cards
    identity = _colors(c, "color_identity") or ()
    return make_card(
        share,
        name=name,
        layout=layout,
        faces=faces,
        color_identity=identity,
        legalities=_legalities(c),
        printings=(),
        rulings=(),
    )


def _meld_result(obj: dict, name: str) -> str | None:
    parts = obj.get("all_parts")
    if not isinstance(parts, list):
        return None
    names = {p["name"]: p.get("component") for p in parts
             if isinstance(p, dict) and isinstance(p.get("name"), str)}
    if names.get(name) != "meld_part":
        return None
    for n, comp in names.items():
        if comp == "meld_result" and isinstance(n, str):
            return n
    return None


def cards_from_scryfall(data: Any, *, path: str | Path | None = None, where: str = "Scryfall data") -> list[Card]:
    """All cards of a parsed Scryfall bulk file (a JSON array, or a ``{"object": "list", "data": [...]}``
    page)."""
    src = path if path is not None else where
    base = ""
    if isinstance(data, dict) and data.get("object") == "list":
        data, base = data.get("data"), "data"
    if not isinstance(data, list):
        raise data_error(src, base or "top level", f"expected a list of Scryfall card objects, got {type_name(data)}")
    share = new_share()
    cards: dict[str, Card] = {}
    meld: list[tuple[str, str, str]] = []
    for i, obj in enumerate(data):
        where_i = f"{base}[{i}]"
        card = card_from_scryfall(obj, where_i, path=src, share=share)
        if card is None or card.name in cards:
            continue
        cards[card.name] = card
        if card.layout == "meld" and len(card.faces) == 1:
            result = _meld_result(obj, card.name)
            if result and result != card.name:
                meld.append((card.name, result, where_i))
    for name, result, _ in meld:
        front, back = cards[name], cards.get(result)
        full = f"{name} // {result}"
        faces = (replace(front.faces[0], side="a"),)
        missing: tuple[str, ...] = (result,)
        if back is not None:
            faces += (replace(back.faces[0], side="b"),)
            missing = ()
        del cards[name]
        cards[full] = Card(name=full, layout="meld", faces=faces, color_identity=front.color_identity,
                           legalities=front.legalities, printings=front.printings, rulings=front.rulings,
                           missing_faces=missing)
    return list(cards.values())


def read_scryfall(path: str | Path) -> list[Card]:
    """Read a Scryfall bulk data file (``.json`` or ``.json.gz``)."""
    return cards_from_scryfall(read_json(path), path=path)


__all__ = ["SKIPPED_LAYOUTS", "card_from_scryfall", "cards_from_scryfall", "read_scryfall"]
