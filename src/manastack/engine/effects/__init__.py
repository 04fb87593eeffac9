"""Effect primitives: one interpreter function per effect node type (DESIGN: the engine interprets the
ability trees). A handler is ``fn(state, ctx, node, progress, answer)``: it either finishes, or asks for
a decision with :func:`ask_effect`, saving whatever it needs in ``progress`` (plain data); the engine
calls it again with the answer."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from ...tree.base import NODE_TYPES
from ..loop import ask, push, task
from ..support import implements

if TYPE_CHECKING:
    from ..state import Ctx, GameState

HANDLERS: dict[type, Callable[..., None]] = {}


def effect(*classes: type):
    def deco(fn):
        for cls in classes:
            HANDLERS[cls] = fn
            implements(cls.__name__)
        return fn
    return deco


def ask_effect(state: "GameState", ctx: "Ctx", node: Any, progress: Any, kind: str, player: int,
               options: tuple | None, prompt: str, validate: Any = None, info: Any = None) -> None:
    ask(state, kind, player, options, prompt, ("effect", ctx.id, node, progress), validate, info)


@task("effect")
def run_effect(state: "GameState", ctx_id: int, node: Any, progress: Any = None, answer: Any = None) -> None:
    ctx = state.contexts.get(ctx_id)
    if ctx is None:
        return
    h = HANDLERS.get(type(node))
    if h is None:
        from ...core.errors import UnsupportedEffectError

        src = state.objects.get(ctx.source) if getattr(ctx, "source", None) is not None else None
        what = (f"the engine can't carry out {type(node).__name__}"
                + (f" {getattr(node, 'text', '')!r}" if getattr(node, "text", "") else "")
                + (f" of {src.card}" if src is not None and getattr(src, "card", None) else ""))
        if state.options.get("skip_unsupported"):
            # A game started with unsupported cards allowed and skipped: the part the engine can't do
            # doesn't happen, the log says so, and the rest of the ability goes on.
            state.add_log("unsupported", "", what + "; skipped")
            return
        raise UnsupportedEffectError(what)
    h(state, ctx, node, progress, answer)


def push_effect(state: "GameState", ctx: "Ctx", node: Any) -> None:
    push(state, "effect", ctx.id, node, None, None)


from . import basic  # noqa: E402,F401  (registers handlers)
from . import counters  # noqa: E402,F401
from . import pay  # noqa: E402,F401  (118.12: paying a cost during a resolution)
from . import continuous  # noqa: E402,F401  (611, 613, 707, 702.26: effects, control, copies, phasing)
from . import create  # noqa: E402,F401  (614.1, 614.15, 603.12: replacement effects, reflexive triggers)

__all__ = ["HANDLERS", "effect", "ask_effect", "push_effect", "NODE_TYPES"]
