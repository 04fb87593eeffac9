"""Class levels (716) and level up (702.87, 711).

- 716.2a: "[Cost]: Level N — [Abilities]" is compiled as an activated ability "[Cost]: This Class's level becomes
  N. Activate only if this Class is level N-1 and only as a sorcery" (``Mechanic("class_level", (N,))`` with a
  ``Compare(ClassLevel(), "=", N-1)`` condition) and a static "as long as this Class is level N or greater, it
  has [abilities]".
- 716.2b: a level is a designation (kept in the permanent's ``chosen``: not copiable, gone when it leaves the
  battlefield since it becomes a new object, 400.7). 716.2d: a permanent without a level is level 1.
- "When this Class becomes level N" triggers on the ``class_level`` event (event ``becomes_level``).
- 702.87a: "Level up [cost]" means "[Cost]: Put a level counter on this permanent. Activate only as a sorcery."
  The level ranges of leveler cards (711) compile as statics conditioned on the number of level counters.
"""
from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ...tree.abilities import Activated, Body, Keyword
from ...tree.effects import AddCounters
from ...tree.refs import ClassLevel, Num, This
from ..evaluate import AMOUNTS, Env, amount, resolve_ref
from ..events import fire, log, name_of
from ..mechanics_hooks import KEYWORD_ACTIVATED
from ..support import IMPLEMENTED_KEYWORDS, implements
from ..triggers import matcher, subject_ok
from .base import mechanic

if TYPE_CHECKING:
    from ..state import GameState

LEVEL = "class_level"


def class_level(state: "GameState", oid: int) -> int:
    """716.2b/716.2d: the level of permanent ``oid`` (1 when it has none)."""
    o = state.objects.get(oid)
    if o is None or not o.chosen:
        return 1
    return int(o.chosen.get(LEVEL, 1))


def _amount_class_level(env: Env, node) -> int:
    objs = resolve_ref(env, node.of)
    return class_level(env.state, objs[0]) if objs else 1


AMOUNTS[ClassLevel] = _amount_class_level
implements("ClassLevel")


def set_class_level(state: "GameState", oid: int, n: int) -> None:
    """716.2a: the permanent's level becomes ``n`` (a designation, 716.2b)."""
    if oid not in state.objects or class_level(state, oid) == n and (state.objects[oid].chosen or {}).get(LEVEL):
        return
    o = state.mut(oid)
    o.chosen = {**(o.chosen or {}), LEVEL: n}
    state.touch()
    log(state, "class_level", "716.2a", f"{name_of(state, oid)} becomes level {n}", {"object": oid, "level": n})
    fire(state, {"kind": "becomes_level", "object": oid, "level": n, "amount": n})


@mechanic("class_level")
def _class_level(state, ctx, node, progress, answer):
    """716.2a: "This Class's level becomes N" (``Mechanic("class_level", (N,))``)."""
    n = node.args[0] if node.args else 1
    if not isinstance(n, int):
        n = amount(Env(state, ctx.source, ctx.controller, ctx), n)
    set_class_level(state, ctx.source, n)


@matcher("becomes_level")
def _m_becomes_level(env, trig, ev):
    """716.2a: "When this Class becomes level N" (N is checked by the trigger's condition on the event's
    amount, ``Compare(EventAmount(), "=", Num(N))``)."""
    return ev["kind"] == "becomes_level" and subject_ok(env, trig.subject, ev["object"], None)


# ---------------------------------------------------------------- level up (702.87)


@lru_cache(maxsize=256)
def _level_up(kw: Keyword) -> tuple:
    """702.87a: "[Cost]: Put a level counter on this permanent. Activate only as a sorcery." """
    if kw.cost is None:
        return ()
    return (Activated(cost=kw.cost, body=Body(AddCounters(This(), "level", Num(1))), timing="sorcery"),)


KEYWORD_ACTIVATED["Level Up"] = _level_up
IMPLEMENTED_KEYWORDS.add("Level Up")
