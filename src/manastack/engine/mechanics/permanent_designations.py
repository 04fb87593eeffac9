"""Designations a permanent keeps until it leaves the battlefield: monstrous (701.37) and suspected (701.60).

Both are kept in ``state.designations`` by object id; a permanent that leaves the battlefield is a new object
(400.7), so it is neither monstrous nor suspected any more. Neither is an ability nor a copiable value (701.37b,
701.60b): a copy of such a permanent isn't monstrous or suspected.

- Monstrosity N (701.37a): "If this permanent isn't monstrous, put N +1/+1 counters on it and it becomes
  monstrous." ``Mechanic("monstrosity", (N,))`` on the permanent's own ability. It becoming monstrous fires a
  "monstrous" event ("When ~ becomes monstrous", ``Trigger("becomes_monstrous")``), which carries the X of a
  "monstrosity X" ability (701.37c: the trigger's X is the X it became monstrous with). The fact ``monstrous``
  asks whether the ability's source is monstrous.
- Suspect (701.60): the creature becomes suspected (701.60a); a suspected permanent has menace and "This creature
  can't block" for as long as it's suspected (701.60c) -- abilities granted in layer 6 from the moment it was
  suspected (so an effect that later removes all abilities removes them, while it stays suspected); a suspected
  permanent can't become suspected again (701.60d).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.types import Zone
from ...tree.abilities import Keyword, Static
from ...tree.continuous import AddAbilities, Restrict
from ...tree.refs import This
from ..chars import name_of
from ..effects.basic import add_effect, env_of
from ..evaluate import FACTS, amount, resolve_ref
from ..events import add_counters, fire, log, pname
from ..support import IMPLEMENTED_FACTS, IMPLEMENTED_TRIGGERS
from ..triggers import matcher, subject_ok
from .base import mechanic

if TYPE_CHECKING:
    from ..state import GameState

MONSTROUS = "monstrous"  # designations key: {object id: the X it became monstrous with}
SUSPECTED = "suspected"  # designations key: ids of suspected permanents


def _on_battlefield(state: "GameState", oid: int) -> bool:
    o = state.objects.get(oid) if oid is not None and oid >= 0 else None
    return o is not None and o.zone == Zone.BATTLEFIELD


# ---------------------------------------------------------------- monstrosity (701.37)


def is_monstrous(state: "GameState", oid: int) -> bool:
    """701.37b."""
    return oid in (state.designations.get(MONSTROUS) or {}) and _on_battlefield(state, oid)


@mechanic("monstrosity")
def _monstrosity(state, ctx, node, progress, answer):
    """701.37a: if the source isn't monstrous, N +1/+1 counters and it becomes monstrous (a permanent that left and
    came back is a new object: nothing happens to it, 400.7)."""
    src = ctx.source
    if not _on_battlefield(state, src) or is_monstrous(state, src):
        return
    n = max(0, amount(env_of(state, ctx), node.args[-1]) if node.args else 0)
    add_counters(state, src, "+1/+1", n, rule="701.37a")
    if not _on_battlefield(state, src):
        return
    live = {k: v for k, v in (state.designations.get(MONSTROUS) or {}).items() if _on_battlefield(state, k)}
    live[src] = n
    state.designations[MONSTROUS] = live
    state.relevance.note(MONSTROUS)
    state.touch()
    log(state, "monstrous", "701.37a", f"{name_of(state, src)} becomes monstrous", {"object": src, "x": n})
    fire(state, {"kind": "monstrous", "object": src, "x": n})  # (701.37c: the X its abilities refer to)
    ctx.did = True


@matcher("becomes_monstrous")
def _m_monstrous(env, trig, ev):
    """701.37: "When ~ becomes monstrous"."""
    return ev["kind"] == "monstrous" and subject_ok(env, trig.subject, ev["object"], None)


def _monstrous_fact(env, of) -> bool:
    """701.37b: is ~ (or the object named) monstrous?"""
    ids = (env.source,) if of is None or type(of) is This else resolve_ref(env, of)
    return any(i is not None and is_monstrous(env.state, i) for i in ids)


FACTS[MONSTROUS] = _monstrous_fact
IMPLEMENTED_FACTS.add(MONSTROUS)
IMPLEMENTED_TRIGGERS.add("becomes_monstrous")


# ---------------------------------------------------------------- suspect (701.60)


SUSPECT_ABILITIES = (AddAbilities(abilities=(Keyword(name="Menace"),
                                             Static(mods=(Restrict("cant_block"),), affected=This()))),)


def is_suspected(state: "GameState", oid: int) -> bool:
    """701.60b."""
    return oid in state.designations.get(SUSPECTED, ()) and _on_battlefield(state, oid)


@mechanic("suspect")
def _suspect(state, ctx, node, progress, answer):
    """701.60a, c, d."""
    env = env_of(state, ctx)
    for oid in resolve_ref(env, node.args[0]) if node.args else ():
        if not _on_battlefield(state, oid) or is_suspected(state, oid):  # 701.60d
            continue
        live = tuple(i for i in state.designations.get(SUSPECTED, ()) if _on_battlefield(state, i))
        state.designations[SUSPECTED] = live + (oid,)
        state.relevance.note(SUSPECTED)
        add_effect(state, ctx, SUSPECT_ABILITIES, (oid,), "permanent")  # 701.60c: while it's suspected
        log(state, "suspect", "701.60a", f"{pname(state, ctx.controller)} suspects {name_of(state, oid)}",
            {"object": oid})
        ctx.did = True
