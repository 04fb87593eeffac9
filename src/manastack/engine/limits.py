"""Resource limits (reliability): a game that reaches one ends as a draw with the reason stated,
rather than hanging or exhausting memory. Defaults can be changed with ``Game.new`` options."""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .state import GameState

DEFAULTS = {
    "max_turns": 1000,  # turns in one game
    "max_stack": 1000,  # objects on the stack at once
    "max_objects": 20000,  # objects in the game
    "max_triggers_per_event": 2000,  # abilities triggering from one event
    "max_tasks_per_apply": 2_000_000,  # engine steps between two decisions
}


class ResourceLimitReached(Exception):
    """Raised inside the engine loop; the loop ends the game as a draw (104.4b spirit)."""


def limit(state: "GameState", name: str) -> int:
    return int(state.options.get(name, DEFAULTS[name]))


def check(state: "GameState", name: str, value: int, what: str) -> None:
    if value > limit(state, name):
        raise ResourceLimitReached(f"resource limit: more than {limit(state, name)} {what}")


def run_limits(state: "GameState") -> tuple[int, int, int, int]:
    """(max_tasks_per_apply, max_stack, max_objects, max_triggers_per_event): what the engine loop checks
    after every step (one call per run instead of four)."""
    g = state.options.get
    return (int(g("max_tasks_per_apply", DEFAULTS["max_tasks_per_apply"])), int(g("max_stack", DEFAULTS["max_stack"])),
            int(g("max_objects", DEFAULTS["max_objects"])),
            int(g("max_triggers_per_event", DEFAULTS["max_triggers_per_event"])))
