"""MTGJSON v5 AtomicCards reader (minimal; the card-data issue extends it)."""
from __future__ import annotations

import gzip
import json
from pathlib import Path
from typing import Any

from ..core.errors import CardDataError
from .face import Card, CardFace, Ruling


def _num(v: Any) -> str | None:
    return None if v is None else str(v)


def face_from_json(obj: dict, where: str) -> CardFace:
    if not isinstance(obj, dict):
        raise CardDataError(f"{where}: a face must be an object, got {type(obj).__name__}")
    name = obj.get("faceName") or obj.get("name")
    if not isinstance(name, str) or not name:
        raise CardDataError(f"{where}: face without a name")
    lights = obj.get("attractionLights")
    return CardFace(
        name=name,
        mana_cost=obj.get("manaCost") or None,
        type_line=obj.get("type", "") or "",
        supertypes=tuple(obj.get("supertypes") or ()),
        types=tuple(obj.get("types") or ()),
        subtypes=tuple(obj.get("subtypes") or ()),
        text=obj.get("text", "") or "",
        power=_num(obj.get("power")),
        toughness=_num(obj.get("toughness")),
        loyalty=_num(obj.get("loyalty")),
        defense=_num(obj.get("defense")),
        colors=tuple(obj.get("colors") or ()),
        color_indicator=tuple(obj["colorIndicator"]) if obj.get("colorIndicator") else None,
        keywords=tuple(obj.get("keywords") or ()),
        side=obj.get("side"),
        hand_modifier=_num(obj.get("hand")),
        life_modifier=_num(obj.get("life")),
        attraction_lights=tuple(int(x) for x in lights) if lights else None,
        mana_value=float(obj.get("faceManaValue", obj.get("manaValue", 0)) or 0),
    )


def card_from_atomic(name: str, faces: list, where: str = "") -> Card:
    """Build a :class:`Card` from one AtomicCards entry (a list of face objects)."""
    where = where or repr(name)
    if not isinstance(faces, list) or not faces:
        raise CardDataError(f"{where}: expected a non-empty list of faces")
    # AtomicCards may list several printings' variants of the same card; faces are distinguished by side.
    seen: dict[str, dict] = {}
    for f in faces:
        if not isinstance(f, dict):
            raise CardDataError(f"{where}: a face must be an object")
        key = f.get("side") or f.get("faceName") or f.get("name")
        seen.setdefault(str(key), f)
    ordered = sorted(seen.values(), key=lambda f: f.get("side") or "a")
    first = ordered[0]
    rulings = tuple(
        Ruling(str(r.get("date", "")), str(r.get("text", "")))
        for r in (first.get("rulings") or ())
        if isinstance(r, dict)
    )
    leg = first.get("legalities") or {}
    return Card(
        name=first.get("name") or name,
        layout=first.get("layout") or "normal",
        faces=tuple(face_from_json(f, where) for f in ordered),
        color_identity=tuple(first.get("colorIdentity") or ()),
        legalities=tuple(sorted((str(k), str(v)) for k, v in leg.items())) if isinstance(leg, dict) else (),
        printings=tuple(first.get("printings") or ()),
        rulings=rulings,
    )


def read_json(path: str | Path) -> Any:
    p = Path(path)
    try:
        if p.suffix == ".gz":
            with gzip.open(p, "rt", encoding="utf-8") as fh:
                return json.load(fh)
        with open(p, encoding="utf-8-sig") as fh:
            return json.load(fh)
    except (OSError, EOFError, json.JSONDecodeError, UnicodeDecodeError) as e:
        raise CardDataError(f"{p}: cannot read card data: {e}") from e


def cards_from_atomic(data: Any, where: str = "AtomicCards") -> list[Card]:
    if not isinstance(data, dict) or not isinstance(data.get("data"), dict):
        raise CardDataError(f"{where}: expected an object with a 'data' object of cards")
    return [card_from_atomic(n, faces, f"{where}: card {n!r}") for n, faces in data["data"].items()]
