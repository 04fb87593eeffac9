"""Reconfigure (702.151): "Reconfigure [cost]" means "[Cost]: Attach this permanent to another target creature you
control. Activate only as a sorcery" and "[Cost]: Unattach this permanent. Activate only if this permanent is attached
to a creature and only as a sorcery." (702.151a) "Attaching an Equipment with reconfigure to another creature causes
the Equipment to stop being a creature until it becomes unattached from that creature." (702.151b)

- The two activated abilities are built from plain nodes (``KEYWORD_ACTIVATED``): ``Attach`` to a target, and the
  mechanic "unattach" (701.3d: it becomes unattached and stays on the battlefield).
- 702.151b is a layer-4 effect of the permanent itself (``carddef.KEYWORD_STATICS``): while it is attached it isn't a
  creature (an Equipment is attached only to a creature, 301.5; state-based actions unattach it otherwise, 704.5n),
  and creature types go with the creature type (205.3d). An Equipment that's a creature may equip a creature because
  it has reconfigure (301.5c).
"""
from __future__ import annotations

from functools import lru_cache

from ...tree.abilities import Activated, Body, IsTrue, Keyword, Static, TargetSpec
from ...tree.continuous import RemoveTypes
from ...tree.effects import Attach, Mechanic
from ...tree.filters import Filter
from ...tree.refs import Target, This
from ..carddef import KEYWORD_STATICS
from ..chars import name_of
from ..evaluate import FACTS
from ..events import log
from ..mechanics_hooks import KEYWORD_ACTIVATED
from ..support import IMPLEMENTED_FACTS, IMPLEMENTED_KEYWORDS
from .base import mechanic

_ATTACHED = IsTrue("reconfigure_attached")
_ANOTHER_CREATURE = TargetSpec(Filter(kind="permanent", types=("Creature",), controller="you", other=True), 1, 1,
                               "another target creature you control")
_NOT_A_CREATURE = (Static(mods=(RemoveTypes(types=("Creature",)),), affected=This(), condition=_ATTACHED),)


def _attached(env, of) -> bool:
    """702.151a-b: is this permanent attached (to a creature: what an Equipment may be attached to, 301.5)?"""
    o = env.state.objects.get(env.source) if env.source is not None else None
    return o is not None and o.attached_to is not None and o.attached_to in env.state.objects


@lru_cache(maxsize=64)
def _reconfigure(kw: Keyword) -> tuple:
    """702.151a."""
    if kw.cost is None:
        return ()
    return (Activated(cost=kw.cost, body=Body(Attach(This(), Target(0)), (_ANOTHER_CREATURE,)), timing="sorcery"),
            Activated(cost=kw.cost, body=Body(Mechanic("unattach")), timing="sorcery", condition=_ATTACHED))


@mechanic("unattach")
def _unattach(state, ctx, node, progress, answer) -> None:
    """701.3d: the permanent becomes unattached; it stays on the battlefield."""
    o = state.objects.get(ctx.source)
    if o is None or o.attached_to is None:
        return
    m = state.mut(ctx.source)
    m.attached_to = None
    state.touch()
    log(state, "attach", "702.151a", f"{name_of(state, ctx.source)} becomes unattached")


FACTS["reconfigure_attached"] = _attached
IMPLEMENTED_FACTS.add("reconfigure_attached")
KEYWORD_ACTIVATED["Reconfigure"] = _reconfigure
KEYWORD_STATICS["Reconfigure"] = lambda kw: _NOT_A_CREATURE
IMPLEMENTED_KEYWORDS.add("Reconfigure")
