"""Consistency checks for a game state (used on loading saved games and by the fuzzer): every object
in exactly one zone list, zone lists naming existing objects, ids below the counters."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.errors import SaveFormatError
from ..core.types import Zone

if TYPE_CHECKING:
    from .state import GameState


def problems(state: "GameState") -> list[str]:
    out: list[str] = []
    n = len(state.players)
    seen: dict[int, str] = {}

    objects = state.objects

    def take(oid, where, zone):
        """The object listed in zone list ``where`` (of zone ``zone``), or None."""
        if not isinstance(oid, int):
            out.append(f"{where}: id {oid!r} is not an integer")
            return None
        if oid in seen:
            out.append(f"object {oid} is in two zones ({seen[oid]} and {where})")
        seen[oid] = where
        o = objects.get(oid)
        if o is None:
            out.append(f"{where}: dangling object id {oid}")
            return None
        if o.zone != zone:
            out.append(f"object {oid} says zone {o.zone!r} but is listed in {where}")
        return o

    for name in ("library", "hand", "graveyard", "outside"):
        lists = getattr(state, name)
        if len(lists) != n:
            out.append(f"{name}: expected {n} lists, got {len(lists)}")
            continue
        for p, lst in enumerate(lists):
            where = f"{name}[{p}]"
            for oid in lst:
                o = take(oid, where, name)
                if o is not None and o.owner != p:
                    out.append(f"object {oid} in {where} is owned by player {o.owner}")
    for name in ("battlefield", "stack", "exile", "command"):
        for oid in getattr(state, name):
            take(oid, name, name)
    for oid, o in state.objects.items():
        if oid not in seen:
            out.append(f"object {oid} ({o.card}) is in no zone")
        if o.id != oid:
            out.append(f"object {oid} has mismatched id {o.id}")
        if not (0 <= o.owner < n):
            out.append(f"object {oid} has an invalid owner {o.owner}")
        if not (0 <= o.controller < n):
            out.append(f"object {oid} has an invalid controller {o.controller}")
        if o.zone not in Zone.ALL:
            out.append(f"object {oid} is in an unknown zone {o.zone!r}")
        if oid >= state.next_id:
            out.append(f"object id {oid} is not below next_id {state.next_id}")
        if o.kind == "card" and o.card is not None:
            try:
                state.pool.get(o.card)
            except Exception as e:  # unknown card names
                out.append(f"object {oid}: {e}")
        if o.attached_to is not None and o.attached_to >= 0 and o.attached_to not in state.objects and o.zone == Zone.BATTLEFIELD:
            pass  # an attachment to a departed object is legal until state-based actions (704.5m-n)
    if state.decision is not None:
        d = state.decision
        if not (0 <= d.actor < n and 0 <= d.player < n):
            out.append("pending decision names an invalid player")
    if not (0 <= state.active < n):
        out.append(f"invalid active player {state.active}")
    return out


def _phased_ok(v) -> bool:
    """702.26: phased in (False), or phased out as (controller, "direct"/"indirect"/"until", source)."""
    if isinstance(v, bool):
        return True
    return (isinstance(v, tuple) and len(v) == 3 and _type_ok(v[0], int) and v[1] in ("direct", "indirect", "until")
            and (v[2] is None or _type_ok(v[2], int)))


_OBJ_TYPES = {
    "id": int, "uid": int, "owner": int, "controller": int, "zone": str, "kind": str, "face": int,
    "tapped": bool, "face_down": bool, "sick": bool, "damage": int, "deathtouched": bool,
    "timestamp": int, "flipped": bool, "targets": tuple, "modes": tuple, "damaged_by": tuple, "divide": tuple,
    "paid": frozenset,
}
_OBJ_OPTIONAL = {"card": str, "counters": dict, "attached_to": int, "alt": str, "x": int, "source": int,
                 "cast_from": str, "memory": dict, "chosen": dict}
_PLAYER_TYPES = {"id": int, "name": str, "life": int, "poison": int, "counters": dict, "pool": list,
                 "lands_played": int, "land_plays": int, "lost": bool, "won": bool, "left": bool, "conceded": bool,
                 "drew_from_empty": bool, "mulligans": int, "kept": bool, "deck": tuple, "life_gained_turn": int,
                 "life_lost_turn": int, "spells_cast_turn": int, "cards_drawn_turn": int, "extra": dict}
_PLAYER_OPTIONAL = {"max_hand": int, "controlled_by": int, "loss_reason": str}


def _type_ok(v, t) -> bool:
    if t is int:
        return isinstance(v, int) and not isinstance(v, bool)
    return isinstance(v, t)


def type_problems(state: "GameState") -> list[str]:
    """Wrong types anywhere a hand-edited save could put them."""
    from ..core.types import Step
    from .loop import TASKS

    out: list[str] = []
    for oid, o in state.objects.items():
        for k, t in _OBJ_TYPES.items():
            if not _type_ok(getattr(o, k), t):
                out.append(f"object {oid}: field {k!r} should be {t.__name__}, got {getattr(o, k)!r}")
        for k, t in _OBJ_OPTIONAL.items():
            v = getattr(o, k)
            if v is not None and not _type_ok(v, t):
                out.append(f"object {oid}: field {k!r} should be {t.__name__} or null, got {v!r}")
        if not _phased_ok(o.phased_out):
            out.append(f"object {oid}: field 'phased_out' should be a bool or (controller, how, source) "
                       f"(engine/phasing.py), got {o.phased_out!r}")
        if o.counters and not all(isinstance(k, str) and _type_ok(v, int) for k, v in o.counters.items()):
            out.append(f"object {oid}: counters must map names to integers")
        if o.damage < 0:
            out.append(f"object {oid}: negative damage")
    for i, p in enumerate(state.players):
        for k, t in _PLAYER_TYPES.items():
            if not _type_ok(getattr(p, k), t):
                out.append(f"player {i}: field {k!r} should be {t.__name__}, got {getattr(p, k)!r}")
        for k, t in _PLAYER_OPTIONAL.items():
            v = getattr(p, k)
            if v is not None and not _type_ok(v, t):
                out.append(f"player {i}: field {k!r} should be {t.__name__} or null, got {v!r}")
        if isinstance(p.pool, list) and not all(_type_ok(x, int) and x >= 0 for x in p.pool):
            out.append(f"player {i}: mana pool entries must be non-negative integers")
        if p.id != i:
            out.append(f"player {i}: id {p.id!r} does not match its seat")
    for name in ("turn", "active", "passes", "starting_player", "next_id", "next_uid", "next_ts"):
        if not _type_ok(getattr(state, name), int):
            out.append(f"{name} should be an integer, got {getattr(state, name)!r}")
    if state.priority is not None and not _type_ok(state.priority, int):
        out.append(f"priority should be a player or null, got {state.priority!r}")
    elif state.priority is not None and not (0 <= state.priority < len(state.players)):
        out.append(f"priority names no player: {state.priority}")
    if state.step not in Step.ORDER and state.step != "setup":
        out.append(f"unknown step {state.step!r}")
    if not isinstance(state.turn_order, list) or sorted(state.turn_order) != list(range(len(state.players))):
        out.append("turn_order must list each player once")
    for t in state.agenda:
        if not isinstance(t, tuple) or not t or t[0] not in TASKS:
            out.append(f"unknown engine task {t!r}")
    d = state.decision
    if d is not None:
        if not isinstance(d.resume, tuple) or not d.resume or d.resume[0] not in TASKS:
            out.append(f"pending decision has an unknown continuation {d.resume!r}")
        if d.options is not None and not isinstance(d.options, tuple):
            out.append("pending decision options must be a list")
    for name in ("combat", "casting"):
        v = getattr(state, name)
        if v is not None and not isinstance(v, dict):
            out.append(f"{name} should be an object or null, got {v!r}")
    for name in ("designations", "turn_data", "options", "history"):
        if not isinstance(getattr(state, name), dict):
            out.append(f"{name} should be an object")
    for name in ("effects", "pending", "delayed", "extra_turns", "shields", "agenda"):
        if not isinstance(getattr(state, name), list):
            out.append(f"{name} should be a list")
    if not isinstance(state.rng, int) or state.rng < 0:
        out.append("rng state must be a non-negative integer")
    if state.decision is None and state.result is None:
        out.append("a saved game in progress must have a pending decision")
    return out


def check_state(state: "GameState") -> None:
    ps = type_problems(state)
    if not ps:
        ps = problems(state)
    if ps:
        raise SaveFormatError("saved game is inconsistent: " + "; ".join(ps[:10]) + (" ..." if len(ps) > 10 else ""))
