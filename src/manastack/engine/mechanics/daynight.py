"""Day and night (731) and daybound / nightbound (702.145).

- 731.1: the game starts with neither designation (``state.designations["day_night"]``: None, "day" or
  "night"); once it has one, it keeps exactly one of them.
- 731.2 / 502.2: as the second part of the untap step, if it's day and the previous turn's active player cast
  no spells that turn, it becomes night; if it's night and they cast two or more, it becomes day. (The spells
  the active player casts are counted as they are cast, ``designations["day_night_casts"]``.)
- 702.145b: a permanent with daybound enters transformed if it is night (a transforming double-faced card).
- 702.145c/f: a front-face-up permanent with daybound transforms at once when it's night; a back-face-up one
  with nightbound transforms at once when it's day (checked with the state-based actions, before anyone gets
  priority).
- 702.145d/g: with a daybound permanent on the battlefield and neither designation, it becomes day; with only
  nightbound ones, it becomes night.

Not modelled: "can't transform except due to its daybound/nightbound ability" (other transform effects aren't
stopped) and effects that say "it becomes day/night" -- cards with them stay unsupported (their sentences
don't compile).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.types import Step
from ..chars import from_chars
from ..events import fire, log
from ..mechanics_hooks import EXTRA_SBAS, STEP_BEGIN
from ..replacement import INTRINSIC_ETB
from ..support import IMPLEMENTED_KEYWORDS
from ..triggers import GLOBAL_TRIGGERS
from .transform import can_transform, transform

if TYPE_CHECKING:
    from ..state import GameState

KEY = "day_night"
CASTS = "day_night_casts"
DAYBOUND, NIGHTBOUND = "Daybound", "Nightbound"


def day_or_night(state: "GameState") -> str | None:
    return state.designations.get(KEY)


def become(state: "GameState", which: str, rule: str) -> None:
    """731.1: it becomes day / night ("day becomes night", 731.1a)."""
    old = day_or_night(state)
    if old == which:
        return
    state.designations[KEY] = which
    state.touch()
    log(state, "day_night", rule, f"it becomes {which}", {"from": old, "to": which})
    fire(state, {"kind": "day_night", "from": old, "to": which})
    _bound_transforms(state)


def _count_casts(state: "GameState", ev: dict) -> list:
    """Counts the spells the active player casts this turn (for 731.2, checked in the next untap step)."""
    if ev.get("player") == state.active:
        turn, n = state.designations.get(CASTS, (None, 0))
        state.designations[CASTS] = (state.turn, (n if turn == state.turn else 0) + 1)
    return []


_count_casts.kinds = {"cast"}  # type: ignore[attr-defined]
GLOBAL_TRIGGERS.append(_count_casts)


def _untap_check(state: "GameState", step: str) -> None:
    """502.2 / 731.2: the day/night check of the untap step (after phasing, 502.1)."""
    if step != Step.UNTAP:
        return
    now = day_or_night(state)
    if now is None:
        return
    turn, n = state.designations.get(CASTS, (None, 0))
    casts = n if turn == state.turn - 1 else 0
    if now == "day" and casts == 0:
        become(state, "night", "731.2a")
    elif now == "night" and casts >= 2:
        become(state, "day", "731.2b")


STEP_BEGIN.append(_untap_check)


def _bound(state: "GameState") -> tuple:
    """(permanent, has daybound, has nightbound) for the permanents with either keyword (kept with the
    characteristics cache: state-based actions ask every time)."""
    return from_chars(state, "day_night_bound", _bound_index)


def _bound_index(state: "GameState", allc: dict, key) -> tuple:
    out = []
    for oid in state.battlefield:
        c = allc.get(oid)
        if c is None:
            continue
        d, n = DAYBOUND in c.keywords, NIGHTBOUND in c.keywords
        if d or n:
            out.append((oid, d, n))
    return tuple(out)


def _bound_transforms(state: "GameState") -> bool:
    """702.145c/f: daybound front faces transform at night, nightbound back faces by day."""
    now = day_or_night(state)
    did = False
    for oid, d, n in _bound(state):
        o = state.objects[oid]
        if (now == "night" and d and o.face == 0) or (now == "day" and n and o.face == 1):
            if can_transform(state, oid):
                did = transform(state, oid, rule="702.145c" if d else "702.145f") or did
    return did


def _daynight_sba(state: "GameState") -> bool:
    """702.145d/g, then 702.145c/f (these happen immediately; checked with state-based actions)."""
    bound = _bound(state)
    if not bound:
        return False
    if day_or_night(state) is None:
        if any(d for _, d, _ in bound):
            become(state, "day", "702.145d")
        else:
            become(state, "night", "702.145g")
        return True
    return _bound_transforms(state)


EXTRA_SBAS.append(_daynight_sba)


def _enters_transformed_at_night(state: "GameState", oid: int, c) -> list:
    """702.145b: "If it is night and this permanent is represented by a double-faced card, it enters
    transformed" (its back face up as it enters, 712.14a)."""
    if DAYBOUND in c.keywords and day_or_night(state) == "night" and state.objects[oid].face == 0 \
            and can_transform(state, oid):
        o = state.mut(oid)
        o.face = 1
        state.touch()
        log(state, "day_night", "702.145b", f"{c.name} enters transformed (it is night)", {"object": oid})
    return []


INTRINSIC_ETB.append(_enters_transformed_at_night)
IMPLEMENTED_KEYWORDS.update({DAYBOUND, NIGHTBOUND})
