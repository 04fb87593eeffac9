"""Range of influence (801), the limited range of influence option: who is within each player's range
(801.2), which entities and events are within it (801.2d, 801.7). What it limits is described in
``engine/multiplayer.py``; leaving the game (800.4) is there too."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterable

from ..core.types import Zone
from .chars import chars
from .mechanics_hooks import TURN_BEGIN
from .state import is_player, pid_of

if TYPE_CHECKING:
    from .state import GameState


# ---------------------------------------------------------------- range of influence (801)


def _record_seats(state: "GameState") -> None:
    """801.2c: who is within each player's range of influence is determined as each turn begins."""
    if state.options.get("range_of_influence") is not None:
        state.turn_data["seats"] = [p for p in state.turn_order if state.players[p].in_game]


TURN_BEGIN.append(_record_seats)


def in_range(state: "GameState", a: int, b: int) -> bool:
    """801.2: is player ``b`` within player ``a``'s range of influence? Always true without the option."""
    r = state.options.get("range_of_influence")
    if r is None or a == b:
        return True
    return b in influence(state, a)


def range_of(roi: Any, pid: int) -> int:
    """Player ``pid``'s range of influence in seats (801.2a) from the option: one number for everyone (806.2a),
    or ``{player: seats}`` (keys ints or digit strings, as a save holds them), 1 for a player it doesn't name."""
    if isinstance(roi, dict):
        return int(roi.get(pid, roi.get(str(pid), 1)))
    return int(roi)


def influence(state: "GameState", a: int) -> tuple:
    """801.2: the players within ``a``'s range of influence (``a`` included, 801.2b)."""
    r = state.options.get("range_of_influence")
    if r is None:
        return tuple(range(len(state.players)))
    seats = state.turn_data.get("seats")
    if seats is None:
        seats = [p for p in state.turn_order if not state.players[p].left]
    if a not in seats:
        return (a,)
    n = len(seats)
    i = seats.index(a)
    out = {a}
    for k in range(1, range_of(r, a) + 1):
        out.add(seats[(i + k) % n])
        out.add(seats[(i - k) % n])
    return tuple(sorted(out))


def entity_player(state: "GameState", entity: int) -> int | None:
    """The player an entity belongs to for range of influence: a player itself, the controller of a
    permanent or of an object on the stack, the owner of a card elsewhere (801.2d)."""
    if is_player(entity):
        return pid_of(entity)
    o = state.objects.get(entity)
    if o is None:
        return None
    if o.zone == Zone.BATTLEFIELD:
        return chars(state, entity).controller
    if o.zone == Zone.STACK:
        return o.controller
    return o.owner


def entity_in_range(state: "GameState", pid: int, entity: int) -> bool:
    if state.options.get("range_of_influence") is None:
        return True
    q = entity_player(state, entity)
    return q is None or in_range(state, pid, q)


def in_range_only(state: "GameState", pid: int, entities: Iterable[int]) -> list[int]:
    """801.10–11: the entities within ``pid``'s range of influence."""
    if state.options.get("range_of_influence") is None:
        return list(entities)
    return [e for e in entities if entity_in_range(state, pid, e)]


def event_in_range(state: "GameState", pid: int, ev: dict) -> bool:
    """801.7: a trigger event happens entirely within ``pid``'s range of influence (objects moving
    out of or into range are judged before or after the event, 801.7a: the event's snapshot)."""
    if state.options.get("range_of_influence") is None:
        return True
    for key in ("player", "defending"):
        q = ev.get(key)
        if isinstance(q, int) and not in_range(state, pid, q):
            return False
    snap = ev.get("snapshot")
    if snap and not in_range(state, pid, snap["controller"]):
        return False
    for key in ("object", "new", "source", "target", "defender"):
        e = ev.get(key)
        if isinstance(e, int) and (is_player(e) or e in state.objects) and not entity_in_range(state, pid, e):
            return False
    q = ev.get("source_controller")
    if isinstance(q, int) and not in_range(state, pid, q):
        return False
    return True
