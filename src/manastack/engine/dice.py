"""Rolling dice (706) and flipping coins (705), with results a test can force.

Forced results (``force_roll``/``force_flip``) are kept in the game state so forks and saves carry
them; each roll or flip consumes the next forced result before the random generator is used."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .events import log, pname, random_below

if TYPE_CHECKING:
    from .state import GameState


def force_roll(state: "GameState", *results: int) -> None:
    q = list(state.designations.get("forced_rolls", ()))
    q.extend(int(r) for r in results)
    state.designations["forced_rolls"] = q
    state.touch()


def force_flip(state: "GameState", *results: str) -> None:
    q = list(state.designations.get("forced_flips", ()))
    q.extend(results)
    state.designations["forced_flips"] = q
    state.touch()


def roll_die(state: "GameState", pid: int, sides: int, rule: str = "706.1") -> int:
    """706.1: roll a die with ``sides`` faces (1..sides)."""
    q = list(state.designations.get("forced_rolls", ()))
    if q:
        r = q.pop(0)
        state.designations["forced_rolls"] = q
        if not (1 <= r <= sides):
            raise ValueError(f"forced roll {r} is not a face of a d{sides}")
    else:
        r = 1 + random_below(state, sides)
    state.touch()
    log(state, "die", rule, f"{pname(state, pid)} rolls a d{sides}: {r}", {"player": pid, "sides": sides, "result": r})
    from .events import fire

    fire(state, {"kind": "die", "player": pid, "sides": sides, "result": r})
    return r


def flip_coin(state: "GameState", pid: int, rule: str = "705.1") -> str:
    """705.1: flip a coin: "heads" or "tails"."""
    q = list(state.designations.get("forced_flips", ()))
    if q:
        r = q.pop(0)
        state.designations["forced_flips"] = q
    else:
        r = "heads" if random_below(state, 2) == 0 else "tails"
    state.touch()
    log(state, "coin", rule, f"{pname(state, pid)} flips a coin: {r}", {"player": pid, "result": r})
    return r
