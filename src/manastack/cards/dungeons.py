"""Dungeon cards (309), read from the project's own data file ``cards/data/dungeons.json``.

Dungeon cards begin outside the game (309.2) and aren't in the card database, so the four dungeons of the
game are written out here from their printed facts: each room's name (flavor, 309.4b), the effect of its
room ability (309.4c, an Oracle-style sentence the compiler reads like an instant's text) and the rooms its
arrows lead to (309.5a). The first room listed is the topmost (309.4a); a room with no next room is the
bottommost (309.6).
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from .face import Card, CardFace

_FILE = Path(__file__).with_name("data") / "dungeons.json"


@dataclass(frozen=True, slots=True)
class Room:
    name: str
    text: str  # the room ability's effect (309.4c)
    next: tuple[str, ...]  # the rooms the arrows leaving this room point to (309.5a); () on the bottommost


@dataclass(frozen=True, slots=True)
class Dungeon:
    name: str
    rooms: tuple[Room, ...]  # rooms[0] is the topmost room (309.4a)
    venture: bool  # one of the dungeons "venture into the dungeon" chooses from (701.49a)
    undercity: bool  # the dungeon "venture into Undercity" chooses (701.49d, 726.2)

    def room(self, name: str) -> Room:
        for r in self.rooms:
            if r.name == name:
                return r
        raise KeyError(f"dungeon {self.name!r} has no room {name!r}")

    def room_card(self, room: Room) -> Card:
        """The room ability's effect as a card text the Oracle compiler reads (an instant's instructions; the
        engine puts it under the room ability's own trigger condition, 309.4c)."""
        face = CardFace(name=f"{self.name}: {room.name}", type_line="Instant", types=("Instant",), text=room.text)
        return Card(name=face.name, layout="normal", faces=(face,))


def _check(d: Dungeon) -> None:
    names = [r.name for r in d.rooms]
    if len(set(names)) != len(names):
        raise ValueError(f"{_FILE}: dungeon {d.name!r} names a room twice")
    for r in d.rooms:
        for n in r.next:
            if n not in names or names.index(n) <= names.index(r.name):
                raise ValueError(f"{_FILE}: dungeon {d.name!r}, room {r.name!r}: arrow to {n!r} leads nowhere or up")
    if [r.name for r in d.rooms if not r.next] != [names[-1]]:
        raise ValueError(f"{_FILE}: dungeon {d.name!r} must have exactly one bottommost room, listed last")


@lru_cache(maxsize=1)
def dungeons() -> tuple[Dungeon, ...]:
    """Every dungeon card of the game (checked: unique rooms, arrows pointing down, one bottommost room)."""
    raw = json.loads(_FILE.read_text(encoding="utf-8"))
    out = []
    for d in raw["dungeons"]:
        dg = Dungeon(d["name"], tuple(Room(r["name"], r["text"], tuple(r["next"])) for r in d["rooms"]),
                     bool(d.get("venture")), bool(d.get("undercity")))
        _check(dg)
        out.append(dg)
    return tuple(out)


def dungeon(name: str) -> Dungeon:
    for d in dungeons():
        if d.name == name:
            return d
    raise KeyError(f"no dungeon named {name!r}")
