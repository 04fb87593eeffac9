"""Effects that create rules objects as they resolve: replacement effects with a duration (614.1, 615), an
effect's own replacement of the events it causes (614.15, 616.1a), and reflexive triggered abilities
("When you do, ...", 603.12). The rules those objects follow are in ``engine/replacement.py`` and
``engine/triggers.py``."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...tree.abilities import Trigger, Triggered
from ...tree.effects import CreateReplacement, ReflexiveTrigger, SelfReplacement
from ...tree.filters import Filter
from ...tree.refs import This
from ..events import log
from ..loop import push, task
from ..replacement import create_replacement
from ..state import PendingTrigger
from ..support import IMPLEMENTED_TRIGGERS
from .base import effect, push_effect
from ..evaluate import Env, all_matching, resolve_ref

if TYPE_CHECKING:
    from ..state import GameState


# ---------------------------------------------------------------- effects that create replacement effects


def _lock(state: "GameState", ctx: Any, affected: Any) -> tuple | None:
    """611.2c: the objects and players a resolved effect affects are locked in as it is created (a
    Filter stays dynamic: "each creature that would die this turn")."""
    if isinstance(affected, Filter) and affected.remembered is not None:
        # "a creature dealt damage this way": the objects this resolution remembered, locked in now
        return tuple(all_matching(Env(state, ctx.source, ctx.controller, ctx), affected))
    if affected is None or isinstance(affected, Filter):
        return None
    if type(affected) is This:
        return (ctx.source,) if ctx.source is not None else ()
    return tuple(resolve_ref(Env(state, ctx.source, ctx.controller, ctx), affected))


@effect(CreateReplacement)
def _create_replacement(state, ctx, node, progress, answer):
    """614.1 / 615: a replacement effect from a resolving spell or ability, with a duration."""
    rep = node.replacement
    locked = _lock(state, ctx, rep.affected)
    create_replacement(state, ctx.controller, ctx.source, rep, locked, node.duration, node.uses)
    log(state, "effect", "614.1", f"a replacement effect is created ({rep.kind.replace('_', ' ')})")


@effect(SelfReplacement)
def _self_replacement(state, ctx, node, progress, answer):
    """614.15: the effect's own replacement applies to the events it causes, first (616.1a)."""
    locked = _lock(state, ctx, node.replacement.affected)
    cur = tuple(state.turn_data.get("self_rep") or ())
    state.turn_data["self_rep"] = cur + ((ctx.source, ctx.controller, node.replacement, locked),)
    state.touch()
    push(state, "self_rep_end", len(cur))
    push_effect(state, ctx, node.effect)


@task("self_rep_end")
def _self_rep_end(state: "GameState", keep: int) -> None:
    cur = tuple(state.turn_data.get("self_rep") or ())
    if len(cur) > keep:
        state.turn_data["self_rep"] = cur[:keep]
        if not keep:
            del state.turn_data["self_rep"]
        state.touch()


# ---------------------------------------------------------------- reflexive triggers (603.12)


REFLEXIVE = Trigger("reflexive", None)


@effect(ReflexiveTrigger)
def _reflexive(state, ctx, node, progress, answer):
    """603.12: "When you do, ..." triggers at once, based on whether the action was taken earlier in this
    resolution; it goes on the stack the next time a player would receive priority. It keeps what the
    resolving ability remembered (the sacrificed creature, the exiled card ...)."""
    if bool(ctx.did) == node.negate:
        return
    ab = Triggered(REFLEXIVE, node.body)
    data = {"kind": "reflexive", "delayed_data": tuple(sorted(ctx.memory.items())), "x": ctx.x or None}
    state.pending.append(PendingTrigger(ctx.source if ctx.source is not None else -1, ctx.controller, ab, data,
                                        ctx.source_name or "reflexive trigger"))
    state.touch()


IMPLEMENTED_TRIGGERS.add("reflexive")
