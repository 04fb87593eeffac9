"""Resource limits (reliability): a game that reaches one ends as a draw with the reason stated
(104.4b in spirit, 732), rather than hanging or exhausting memory. Every limit can be set lower with a
``Game.new`` option of its name; setting one above its default is an error unless the caller says so
with ``raise_limits=True`` (a named override, never silent). ``Game.load`` holds a save to the same
limits: a save can't grant itself more than its loader allows. See docs/reliability.md."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.errors import GameOptionError

if TYPE_CHECKING:
    from .state import GameState

DEFAULTS = {
    "max_turns": 1000,  # turns in one game
    "max_stack": 1000,  # objects on the stack at once
    "max_objects": 20000,  # objects in the game
    "max_triggers_per_event": 2000,  # abilities triggering from one event
    "max_tasks_per_apply": 2_000_000,  # engine steps between two decisions
    "max_decisions_per_turn": 20_000,  # decisions answered in one turn
    "max_effects": 1000,  # continuous effects in the game at once (611)
    "loop_repeat_limit": 100,  # returns of one state through optional actions (732; engine/loops.py)
}

# What Game.load accepts at most (the caller may pass lower or, with raise_limits, higher values).
LOAD_DEFAULTS = {
    "max_save_bytes": 64 * 1024 * 1024,  # length of a save's text
    "max_save_depth": 200,  # nesting of JSON arrays and objects in a save
}

# Bounds on the numbers a saved game may hold: what the engine itself can reach in any game within the
# limits above. A save beyond them is refused (a mana pool of 10**30 would exhaust memory at the next
# payment; a life total of 10**4000 slows every comparison).
NUMBER_BOUND = 10**15  # life, poison, counters, damage, player bookkeeping (in absolute value)
MANA_BOUND = 10**9  # mana of one type in a pool
ID_BOUND = 10**9  # object ids, uids, timestamps (each game makes at most max_objects per step)


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


def checked_limits(values: dict[str, Any], raise_limits: bool, where: str = "Game.new",
                   defaults: dict[str, int] = DEFAULTS) -> dict[str, int]:
    """``values`` (limit name -> value) checked: each a positive integer (bool excluded), at most its
    default unless ``raise_limits``. Raises :class:`GameOptionError` naming the option."""
    out = {}
    for k, v in values.items():
        if k not in defaults:
            continue
        if not isinstance(v, int) or isinstance(v, bool):
            raise GameOptionError(f"{where}: option {k!r} must be an integer, got {v!r}", option=k)
        if v < 1:
            raise GameOptionError(f"{where}: option {k!r} must be at least 1, got {v}", option=k)
        if v > defaults[k] and not raise_limits:
            raise GameOptionError(f"{where}: option {k!r}={v} is above its default {defaults[k]}; pass "
                                  "raise_limits=True to allow a higher limit", option=k)
        out[k] = v
    return out
