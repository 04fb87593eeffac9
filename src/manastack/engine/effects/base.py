"""The effect registry: one interpreter function per effect node type, registered with :func:`effect`,
and the helpers every handler uses to read its references (moved out of the package ``__init__`` so the
handler modules import it without an import cycle)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from ..evaluate import Env, resolve_ref
from ..loop import ask, push, task
from ..state import is_player, pid_of
from ..support import implements
from ...core.errors import UnsupportedEffectError

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


def env_of(state: "GameState", ctx: "Ctx") -> Env:
    return Env(state, ctx.source, ctx.controller, ctx)


def players_of(state: "GameState", ctx: "Ctx", ref: Any) -> list[int]:
    return [pid_of(e) for e in resolve_ref(env_of(state, ctx), ref) if is_player(e)]


def objects_of(state: "GameState", ctx: "Ctx", ref: Any) -> list[int]:
    return [e for e in resolve_ref(env_of(state, ctx), ref) if e >= 0 and e in state.objects]


def remember(ctx: "Ctx", key: str | None, ids: list[int]) -> None:
    if key:
        ctx.memory[key] = tuple(ids)
    ctx.memory["it"] = tuple(ids)
