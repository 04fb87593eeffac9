"""The interpreter loop. The engine's continuation is the ``agenda``: a stack of plain-data tasks
``(op, *args)``. ``run`` pops and executes tasks until someone must decide (``state.decision``) or the
game is over. A handler that needs a choice calls :func:`ask`, naming the task that will receive the
answer; ``Game.apply`` validates the answer and pushes that task with the answer appended."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from . import upcalls
from .decision import Decision
from .limits import ResourceLimitReached, run_limits
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


class Suspend(Exception):
    """Raised by code that needs a choice in the middle of a task (a replacement-order choice in the
    middle of an event, 616.1). ``run`` rolls the game back to its checkpoint, asks, and on the answer
    replays from there: tasks are deterministic, so the replay reaches the same point and takes the
    answer instead of asking (see ``engine.replacement.need_choice``)."""

    def __init__(self, kind: str, player: int, options: tuple, prompt: str, info: Any, given: tuple):
        super().__init__(kind)
        self.kind, self.player, self.options, self.prompt, self.info, self.given = \
            kind, player, options, prompt, info, given


# fn(state) -> bool: could the next task need a mid-task choice? Then run keeps a rollback point.
CHECKPOINT: list[Callable[["GameState"], bool]] = []
# fn(state, snapshot, suspend): roll back to the snapshot and ask (installed by engine.replacement).
ON_SUSPEND: list[Callable[["GameState", "GameState", Suspend], None]] = []
# ids of states whose run currently holds a rollback point (transient, never part of a game).
CHECKPOINTED: set[int] = set()


def run(state: "GameState") -> None:
    """Run until a decision is pending or the game has ended. When a subgame ends, its main game
    resumes in the same state object (729.5) and running continues there."""
    while True:
        _run(state)
        if state.result is None or not any(f(state) for f in GAME_ENDED):
            return


def _run(state: "GameState") -> None:
    """One run of the engine in one game. Reaching a resource limit (:mod:`engine.limits`) ends the
    game as a draw with the reason."""
    tasks = TASKS
    max_tasks, max_stack, max_objects, max_pending = run_limits(state)
    n = 0
    snap = None
    cps = CHECKPOINT
    one = cps[0] if len(cps) == 1 else None  # (the usual case: asked directly, once per task)
    try:
        while state.decision is None and state.result is None:
            if not state.agenda:
                state.agenda.append(("next_step",))
            if snap is None and cps and (one(state) if one is not None else _checkpoint(state)):
                snap = state.fork()
                CHECKPOINTED.add(id(state))
            agenda = state.agenda
            t = agenda.pop()
            if snap is None:
                tasks[t[0]](state, *t[1:])
            else:
                try:
                    tasks[t[0]](state, *t[1:])
                except Suspend as sus:
                    ON_SUSPEND[0](state, snap, sus)
                    break
            n += 1
            if n > max_tasks:
                raise ResourceLimitReached("resource limit: the engine ran too long without any player decision "
                                           "(a loop of mandatory actions, 104.4b)")
            if len(state.stack) > max_stack:
                raise ResourceLimitReached(f"resource limit: more than {max_stack} objects on the stack")
            if len(state.objects) > max_objects:
                raise ResourceLimitReached(f"resource limit: more than {max_objects} objects in the game")
            if len(state.pending) > max_pending:
                raise ResourceLimitReached(f"resource limit: more than {max_pending} triggered abilities waiting")
            d = state.decision
            if d is not None and state.options.get("auto_forced", True) and d.options is not None \
                    and len(d.options) == 1 and d.kind in AUTO_KINDS:
                # a forced choice: answer it (nothing to decide)
                state.decision = None
                agenda.append(d.resume + (d.options[0],))
    except ResourceLimitReached as e:
        end_game_draw = upcalls.end_game_draw

        state.decision = None
        end_game_draw(state, str(e), "104.4b")
    finally:
        if snap is not None:
            CHECKPOINTED.discard(id(state))
            ON_SUSPEND[0](state, None, None)  # the run is over: forget replayed answers


def _checkpoint(state: "GameState") -> bool:
    for f in CHECKPOINT:
        if f(state):
            return True
    return False


# Decision kinds answered automatically when exactly one option exists.
AUTO_KINDS = {"priority", "target", "trigger_order", "pay", "attackers", "blockers", "bottom", "discard",
              "choose_cards", "damage_assignment", "mode", "replacement_order", "option", "color",
              "choose_player", "order_cards", "divide"}
