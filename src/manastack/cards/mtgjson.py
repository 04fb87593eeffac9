"""MTGJSON readers: v5 AtomicCards, and v4/v5 set files.

AtomicCards is ``{"meta": ..., "data": {"Card Name": [face, ...]}}``. A set file is
``{"data": {"cards": [...]}}`` (v5) or ``{"cards": [...]}`` (v4), one entry per printed face; v4 names a
multi-face card's faces in ``names`` while v5 gives the whole name in ``name`` and the face's in
``faceName``. Optional fields may be missing; a field of the wrong type is a :class:`CardDataError`
naming the file and the field.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from ..core.errors import CardDataError
from ._json import Fields, data_error, key_repr, read_json, type_name
from .build import Share, complete_meld_cards, make_card, make_face, new_share, order_colors
from .face import Card, CardFace, Ruling


def _colors(f: Fields, key: str) -> tuple[str, ...]:
    letters = f.strs(key)
    ordered = order_colors(letters)
    if ordered is None:
        raise f.error(key, f"unknown color letter in {list(letters)!r} (expected W, U, B, R, G)")
    return ordered


def face_from_json(obj: Any, where: str = "", *, path: str | Path | None = None,
                   share: Share | None = None, face_name_key: str = "faceName") -> CardFace:
    """One MTGJSON face object (AtomicCards or set file) as a :class:`CardFace`."""
    return _face(Fields(obj, path, where), share or new_share(), face_name_key)


def _face(f: Fields, share: Share, face_name_key: str) -> CardFace:
    name = f.str(face_name_key) or f.name("name")
    lights = f.ints("attractionLights")
    if lights is not None and any(not 1 <= n <= 6 for n in lights):
        raise f.error("attractionLights", f"lights must be numbers 1-6, got {list(lights)}")
    ci = f.strs("colorIndicator")
    face_mv = f.number("faceManaValue")
    if face_mv is None:
        face_mv = f.number("faceConvertedManaCost")
    card_mv = f.number("manaValue")
    if card_mv is None:
        card_mv = f.number("convertedManaCost")
    return make_face(
        share,
        name=name,
        mana_cost=f.str("manaCost"),
        type_line=f.str("type") or "",
        supertypes=f.strs("supertypes"),
        types=f.strs("types"),
        subtypes=f.strs("subtypes"),
        text=f.str("text") or "",
        power=f.numstr("power"),
        toughness=f.numstr("toughness"),
        loyalty=f.numstr("loyalty"),
        defense=f.numstr("defense"),
        colors=_colors(f, "colors"),
        color_indicator=_colors(f, "colorIndicator") if ci else None,
        keywords=f.strs("keywords"),
        side=f.str("side"),
        hand=f.numstr("hand"),
        life=f.numstr("life"),
        lights=lights,
        fallback_mana_value=face_mv if face_mv is not None else card_mv,
    )


def _rulings(f: Fields) -> tuple[Ruling, ...]:
    rs = f.list("rulings")
    if not rs:
        return ()
    out = []
    for i, r in enumerate(rs):
        if type(r) is dict and type(date := r.get("date")) is str and type(text := r.get("text")) is str:
            out.append(Ruling(date, text))
            continue
        rf = Fields(r, f.path, f"{f.where}.rulings[{i}]")
        out.append(Ruling(rf.str("date") or "", rf.str("text") or ""))
    return tuple(out)


def _legalities(f: Fields) -> dict[str, str] | None:
    leg = f.dict("legalities")
    if not leg:
        return None
    for k, v in leg.items():
        if not isinstance(v, str):
            raise f.error(f"legalities.{k}", f"expected a string, got {type_name(v)}")
    return leg


def _card(name: str, entries: list[tuple[Any, str]], path: str | Path | None, share: Share,
          face_name_key: str = "faceName") -> Card:
    """A card from its face objects, each with its location. Duplicate sides (several printings) keep
    the first; faces are ordered by side, else by their place in the card's name."""
    by_side: dict[str, tuple[Fields, CardFace]] = {}
    order = name.split(" // ")
    for obj, where in entries:
        fields = Fields(obj, path, where)
        face = _face(fields, share, face_name_key)
        key = face.side or face.name
        if key not in by_side:
            by_side[key] = (fields, face)

    def sort_key(p: tuple[Fields, CardFace]) -> tuple[str, int]:
        face = p[1]
        return (face.side or "a", order.index(face.name) if face.name in order else len(order))

    ordered = sorted(by_side.values(), key=sort_key) if len(by_side) > 1 else list(by_side.values())
    first = ordered[0][0]
    layout = first.str("layout") or "normal"
    return make_card(
        share,
        name=name,
        layout=layout,
        faces=tuple(face for _, face in ordered),
        color_identity=_colors(first, "colorIdentity"),
        legalities=_legalities(first),
        printings=first.strs("printings"),
        rulings=_rulings(first),
    )


def card_from_atomic(name: str, faces: Any, where: str = "", *, path: str | Path | None = None,
                     share: Share | None = None) -> Card:
    """Build a :class:`Card` from one AtomicCards entry (a list of face objects)."""
    where = where or f"data[{key_repr(name)}]"
    if not isinstance(faces, list) or not faces:
        raise data_error(path, where, f"expected a non-empty list of faces, got {type_name(faces)}"
                         if not isinstance(faces, list) else "expected a non-empty list of faces, got []")
    if not name.strip():
        raise data_error(path, where, "empty card name")
    return _card(name, [(f, f"{where}[{i}]") for i, f in enumerate(faces)], path, share or new_share())


def cards_from_atomic(data: Any, where: str = "AtomicCards", *, path: str | Path | None = None) -> list[Card]:
    """All cards of a parsed AtomicCards document. ``where`` names the source in errors when there
    is no file path."""
    src = path if path is not None else where
    if not isinstance(data, dict) or not isinstance(data.get("data"), dict):
        got = type_name(data.get("data")) if isinstance(data, dict) and "data" in data else (
            "no 'data'" if isinstance(data, dict) else type_name(data))
        raise data_error(src, "top level", f"expected an AtomicCards object with a 'data' object of cards, got {got}")
    share = new_share()
    cards: dict[str, Card] = {}
    for n, faces in data["data"].items():
        cards[n] = card_from_atomic(n, faces, path=src, share=share)
    complete_meld_cards(cards)
    return list(cards.values())


def set_cards(data: Any, *, path: str | Path | None = None, where: str = "set file", prefix: str = "") -> list[Card]:
    """All cards of a parsed MTGJSON set file, v5 (``{"data": {"cards": [...]}}``) or v4 (``{"cards": [...]}``).
    ``prefix`` is prepended to locations in errors (for sets inside AllPrintings)."""
    src = path if path is not None else where
    if isinstance(data, dict) and isinstance(data.get("data"), dict) and "cards" in data["data"]:
        cards_obj, base = data["data"]["cards"], "data.cards"
    elif isinstance(data, dict) and "cards" in data:
        cards_obj, base = data["cards"], "cards"
    else:
        raise data_error(src, "top level", "expected a set file with a 'cards' list (v4) or 'data.cards' (v5)")
    base = prefix + base
    if not isinstance(cards_obj, list):
        raise data_error(src, base, f"expected a list of cards, got {type_name(cards_obj)}")
    groups: dict[str, list[tuple[Any, str]]] = {}
    v4_faces: set[str] = set()
    for i, c in enumerate(cards_obj):
        where = f"{base}[{i}]"
        f = Fields(c, src, where)
        names = f.strs("names")
        if len(names) > 1:  # v4 multi-face: "name" is the face's name
            name = " // ".join(names)
            v4_faces.add(name)
        else:
            name = f.name("name")
        groups.setdefault(name, []).append((c, where))
    share = new_share()
    out: dict[str, Card] = {}
    for name, entries in groups.items():
        out[name] = _card(name, entries, src, share, face_name_key="name" if name in v4_faces else "faceName")
    complete_meld_cards(out)
    return list(out.values())


def read_atomic(path: str | Path) -> list[Card]:
    """Read an AtomicCards ``.json`` or ``.json.gz`` file."""
    return cards_from_atomic(read_json(path), path=path)


def read_set(path: str | Path) -> list[Card]:
    """Read an MTGJSON v4/v5 set file."""
    return set_cards(read_json(path), path=path)


__all__ = ["CardDataError", "card_from_atomic", "cards_from_atomic", "face_from_json", "read_atomic",
           "read_json", "read_set", "set_cards"]
