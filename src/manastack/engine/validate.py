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

    def take(oid, where):
        if not isinstance(oid, int):
            out.append(f"{where}: id {oid!r} is not an integer")
            return
        if oid in seen:
            out.append(f"object {oid} is in two zones ({seen[oid]} and {where})")
        seen[oid] = where
        o = state.objects.get(oid)
        if o is None:
            out.append(f"{where}: dangling object id {oid}")
            return
        zone = where.split("[")[0]
        if o.zone != zone:
            out.append(f"object {oid} says zone {o.zone!r} but is listed in {where}")

    for name in ("library", "hand", "graveyard", "outside"):
        lists = getattr(state, name)
        if len(lists) != n:
            out.append(f"{name}: expected {n} lists, got {len(lists)}")
            continue
        for p, lst in enumerate(lists):
            for oid in lst:
                take(oid, f"{name}[{p}]")
                o = state.objects.get(oid)
                if o is not None and o.owner != p:
                    out.append(f"object {oid} in {name}[{p}] is owned by player {o.owner}")
    for name in ("battlefield", "stack", "exile", "command"):
        for oid in getattr(state, name):
            take(oid, name)
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
    for p in state.players:
        if p.life != int(p.life):
            out.append(f"player {p.id} has a non-integer life total")
    return out


def check_state(state: "GameState") -> None:
    ps = problems(state)
    if ps:
        raise SaveFormatError("saved game is inconsistent: " + "; ".join(ps[:10]) + (" ..." if len(ps) > 10 else ""))
