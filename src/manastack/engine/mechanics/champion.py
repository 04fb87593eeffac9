"""Champion (702.72): "Champion an [object]" means "When this permanent enters, sacrifice it unless you exile
another [object] you control" and "When this permanent leaves the battlefield, return the exiled card to the
battlefield under its owner's control." (702.72a)

The two triggered abilities are linked (702.72b, 607.2a): the card the first exiles is recorded for the champion
(``linked.note_exiled``), and the second returns only that card, while it is still in exile (a card that left
exile is a new object, 400.7). If the champion has already left the battlefield when its enters ability resolves,
its leaves ability has already done nothing: a card exiled then stays exiled (the ability still asks, and the
"sacrifice it" does nothing). A permanent exiled this way is "championed" (702.72c).
"""
from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ...core.types import Zone
from ...tree.abilities import Body, Keyword, Trigger, Triggered
from ...tree.effects import Mechanic, MoveTo
from ...tree.filters import Filter
from ...tree.refs import ExiledWith, This
from ..chars import name_of
from ..effects import ask_effect
from ..evaluate import Env, matches
from ..events import log, move, pname, sacrifice
from ..keyword_abilities import EXTRA_KEYWORD_TRIGGERS, TRIGGER_KEYWORDS
from ..support import IMPLEMENTED_KEYWORDS, variant_check
from .base import mechanic
from .linked import note_exiled

if TYPE_CHECKING:
    from ..state import GameState

_RETURN = Triggered(Trigger("leaves", This()), Body(MoveTo(ExiledWith(This()), zone=Zone.BATTLEFIELD)))


@lru_cache(maxsize=64)
def _champion(kw: Keyword) -> tuple:
    """702.72a."""
    if not isinstance(kw.arg, Filter):
        return ()
    f = Filter(**{**{k: getattr(kw.arg, k) for k in Filter.__dataclass_fields__}, "kind": "permanent",
                  "controller": "you", "other": True})
    return (Triggered(Trigger("enters", This()), Body(Mechanic("champion", (f,)))), _RETURN)


@mechanic("champion")
def _champion_effect(state: "GameState", ctx, node, progress, answer) -> None:
    """702.72a: "sacrifice it unless you exile another [object] you control": the controller chooses one to
    exile, or none; with none chosen (or none to choose), the champion is sacrificed."""
    src, pid = ctx.source, ctx.controller
    f = node.args[0]
    if progress is None:
        env = Env(state, src, pid)
        cands = tuple(i for i in state.battlefield if i != src and not state.objects[i].phased_out
                      and matches(env, f, i))
        if cands:
            ask_effect(state, ctx, node, ("ask",), "choose_cards", pid,
                       tuple(("choose", i) for i in cands) + (("done",),),
                       f"Champion: exile another permanent you control, or sacrifice {name_of(state, src)}",
                       info={"effect": "champion"})
            return
        answer = ("done",)
    if answer[0] == "choose" and answer[1] in state.objects and state.objects[answer[1]].zone == Zone.BATTLEFIELD:
        nid = move(state, answer[1], Zone.EXILE, why="championed", rule="702.72a", cause="effect")
        note_exiled(state, ctx, (nid,))  # 702.72b, 607.2a: linked to the leaves-the-battlefield ability
        return
    o = state.objects.get(src)
    if o is not None and o.zone == Zone.BATTLEFIELD:
        log(state, "effect", "702.72a", f"{pname(state, pid)} exiles nothing: {name_of(state, src)} is sacrificed")
        sacrifice(state, [src])


@variant_check("Keyword")
def _champion_forms(n) -> list[str]:
    if n.name == "Champion" and not isinstance(n.arg, Filter):
        return ["keyword Champion without what it champions"]
    return []


EXTRA_KEYWORD_TRIGGERS["Champion"] = _champion
TRIGGER_KEYWORDS.add("Champion")
IMPLEMENTED_KEYWORDS.add("Champion")
