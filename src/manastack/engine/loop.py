"""The interpreter loop. The engine's continuation is the ``agenda``: a stack of plain-data tasks
``(op, *args)``. ``run`` pops and executes tasks until someone must decide (``state.decision``) or the
game is over. A handler that needs a choice calls :func:`ask`, naming the task that will receive the
answer; ``Game.apply`` validates the answer and pushes that task with the answer appended."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from .decision import Decision
from .mechanics_hooks import DECISION_ASKED, GAME_ENDED

if TYPE_CHECKING:
    from .state import GameState

TASKS: dict[str, Callable[..., None]] = {}


def task(name: str):
    def deco(fn):
        if name in TASKS:
            raise KeyError(f"duplicate task {name!r}")
        TASKS[name] = fn
        return fn
    return deco


def push(state: "GameState", *t: Any) -> None:
    state.agenda.append(t)


def actor_for(state: "GameState", player: int) -> int:
    """723.5: a controlled player's decisions are made by the player controlling them."""
    c = state.players[player].controlled_by
    return player if c is None else c


def ask(state: "GameState", kind: str, player: int, options: tuple | None, prompt: str, resume: tuple,
        validate: Any = None, info: Any = None) -> None:
    """Stop for a decision by ``player`` (made by their controller, 723.5)."""
    state.decision = Decision(kind, actor_for(state, player), player, options, prompt, resume, validate, info)
    for f in DECISION_ASKED:  # e.g. loop detection notes choices that could break a loop (104.4b)
        f(state, state.decision)


MAX_TASKS_PER_RUN = 2_000_000


def run(state: "GameState") -> None:
    """Run until a decision is pending or the game has ended. When a subgame ends, its main game
    resumes in the same state object (729.5) and running continues there."""
    while True:
        _run(state)
        if state.result is None or not any(f(state) for f in GAME_ENDED):
            return


def _run(state: "GameState") -> None:
    tasks = TASKS
    agenda = state.agenda
    n = 0
    while state.decision is None and state.result is None:
        if not state.agenda:
            state.agenda.append(("next_step",))
        agenda = state.agenda
        t = agenda.pop()
        tasks[t[0]](state, *t[1:])
        n += 1
        if n > MAX_TASKS_PER_RUN:
            from .sba import end_game_draw

            end_game_draw(state, "resource limit: the engine ran too long without any player decision "
                                 "(a loop of mandatory actions, 104.4b)")
            break
        d = state.decision
        if d is not None and state.options.get("auto_forced", True) and d.options is not None \
                and len(d.options) == 1 and d.kind in AUTO_KINDS:
            # a forced choice: answer it (nothing to decide)
            state.decision = None
            agenda.append(d.resume + (d.options[0],))


# Decision kinds answered automatically when exactly one option exists.
AUTO_KINDS = {"priority", "target", "trigger_order", "pay", "attackers", "blockers", "bottom", "discard",
              "choose_cards", "damage_assignment", "mode", "replacement_order", "option", "color",
              "choose_player", "order_cards", "divide"}
