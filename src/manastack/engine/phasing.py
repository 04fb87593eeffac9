"""Phasing (702.26; 502.1; 610.4).

A phased-out permanent stays on the battlefield (no zone change, 702.26d: counters stay, tokens keep
existing) but is treated as though it doesn't exist (702.26b): the layer system skips it, filters and
target candidates skip it, state-based actions and turn-based actions skip it, and its abilities
neither apply nor trigger.

``GameObject.phased_out`` is ``False`` while phased in, and while phased out it is the plain tuple
``(controller, how, source)``: the player who controlled it as it phased out (502.1), ``how`` it phased
out — ``"direct"``, ``"indirect"`` (with the permanent it's attached to, 702.26g) or ``"until"`` (until
``source`` leaves the battlefield, 610.4) — so every ``if o.phased_out`` test elsewhere keeps working.

Phasing happens during the untap step before anything untaps (502.1): the hook registered in
``STEP_BEGIN`` runs as the untap step begins, before its turn-based untap action. Skipping the untap step
skips it (702.26m).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.types import Step, Zone
from . import upcalls
from .chars import chars, name_of
from .events import fire, log
from .mechanics_hooks import STEP_BEGIN
from .support import IMPLEMENTED_KEYWORDS

if TYPE_CHECKING:
    from .state import GameState

IMPLEMENTED_KEYWORDS.add("Phasing")


def phase_info(o) -> tuple | None:
    """``(controller, how, source)`` for a phased-out object, None while phased in."""
    p = o.phased_out
    if not p:
        return None
    if p is True:  # set by hand (e.g. a test fixture): phased out directly under its controller
        return (o.controller, "direct", None)
    return tuple(p)


def _attached_to(state: "GameState", hosts: set[int], phased: bool) -> list[int]:
    objs = state.objects
    return [a for a in state.battlefield
            if objs[a].attached_to in hosts and bool(objs[a].phased_out) == phased]


def phase_out(state: "GameState", oids: list[int], how: str = "direct", source: int | None = None,
              rule: str = "702.26b") -> list[int]:
    """Phase permanents out (702.26b), with everything attached to them, recursively, phasing out
    indirectly (702.26g; an object that would phase out both ways phases out indirectly, 702.26h).
    Returns the ids that phased out."""
    objs = state.objects
    direct = [i for i in dict.fromkeys(oids)
              if i in objs and objs[i].zone == Zone.BATTLEFIELD and not objs[i].phased_out]
    if not direct:
        return []
    indirect: list[int] = []
    hosts = set(direct)
    while True:
        nxt = [a for a in _attached_to(state, hosts, False) if a not in indirect]
        if not nxt:
            break
        indirect.extend(nxt)
        hosts = set(nxt)
    direct = [i for i in direct if i not in indirect]
    ctrl = {i: chars(state, i).controller for i in direct + indirect}  # before anything changes
    remove_from_combat = upcalls.remove_from_combat

    for i in direct + indirect:
        o = state.mut(i)
        o.phased_out = (ctrl[i], "indirect" if i in indirect else how, source if i not in indirect else None)
        if state.combat:
            remove_from_combat(state, i)  # 702.26b, 506.4
    state.touch()
    for i in direct + indirect:
        log(state, "phase", "702.26g" if i in indirect else rule, f"{name_of(state, i)} phases out",
            {"object": i})
    end_source_durations = upcalls.end_source_durations

    end_source_durations(state, direct + indirect)  # 702.26f: they can no longer be seen
    for i in direct + indirect:
        fire(state, {"kind": "phased_out", "object": i})
    return direct + indirect


def phase_in(state: "GameState", oids: list[int], rule: str = "702.26c") -> list[int]:
    """Phase permanents in (702.26c) with what phased out indirectly with them (702.26g). An Aura,
    Equipment or Fortification that phased out directly phases in unattached if what it was attached
    to is gone (702.26i); state-based actions then apply."""
    objs = state.objects
    first = [i for i in dict.fromkeys(oids)
             if i in objs and objs[i].zone == Zone.BATTLEFIELD and objs[i].phased_out]
    if not first:
        return []
    out = list(first)
    hosts = set(first)
    while True:
        nxt = [a for a in _attached_to(state, hosts, True)
               if a not in out and (phase_info(objs[a]) or (None, ""))[1] == "indirect"]
        if not nxt:
            break
        out.extend(nxt)
        hosts = set(nxt)
    for i in out:
        o = state.mut(i)
        o.phased_out = False
        t = o.attached_to
        if i in first and t is not None and t >= 0 and (t not in objs or objs[t].zone != Zone.BATTLEFIELD):
            o.attached_to = None  # 702.26i
    state.touch()
    for i in out:
        log(state, "phase", rule, f"{name_of(state, i)} phases in", {"object": i})
    for i in out:
        fire(state, {"kind": "phased_in", "object": i})
    return out


def untap_step_phasing(state: "GameState", step: str) -> None:
    """502.1 / 702.26a: the active player's phased-in permanents with phasing phase out, and the
    permanents that phased out (directly) under their control phase in — simultaneously."""
    if step != Step.UNTAP:
        return
    act = state.active
    objs = state.objects
    going_in = []
    going_out = []
    for i in state.battlefield:
        o = objs[i]
        info = phase_info(o)
        if info is not None:
            if info[0] == act and info[1] == "direct":  # 610.4a: "until" ones wait for their event
                going_in.append(i)
        elif "Phasing" in chars(state, i).keywords and chars(state, i).controller == act:
            going_out.append(i)
    if going_in:
        phase_in(state, going_in, rule="502.1")
    if going_out:
        phase_out(state, going_out, rule="502.1")


STEP_BEGIN.append(untap_step_phasing)
