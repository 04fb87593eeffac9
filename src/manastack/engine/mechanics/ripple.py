"""Ripple (702.60a): "Ripple N" means "When you cast this spell, you may reveal the top N cards of your library, or,
if there are fewer than N cards in your library, you may reveal all the cards in your library. If you reveal cards
from your library this way, you may cast any of those cards with the same name as this spell without paying their
mana costs, then put all revealed cards not cast this way on the bottom of your library in any order."

The triggered ability is put on the stack as the spell becomes cast (603.2; ``GLOBAL_TRIGGERS`` on the cast event),
each instance separately (702.60b), remembering the spell's name. As it resolves its controller chooses whether to
reveal; each revealed card with that name may then be cast without paying its mana cost (608.2g: ``CastCard``, one
after the other, timing permissions ignored), and the revealed cards still in the library go to its bottom in the
order their owner chooses (``MoveTo`` to the bottom asks the order, 401.4).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.types import Zone
from ...tree.abilities import Body, Keyword, Trigger, Triggered
from ...tree.effects import CastCard, Mechanic, MoveTo
from ...tree.refs import Remembered, This
from ..chars import chars, name_of
from ..effects import ask_effect, push_effect
from ..events import log, pname
from ..relevance import needs
from ..state import PendingTrigger
from ..support import IMPLEMENTED_KEYWORDS, variant_check
from ..triggers import GLOBAL_TRIGGERS
from .base import mechanic

if TYPE_CHECKING:
    from ..state import GameState

_TO_BOTTOM = MoveTo(Remembered("rippled"), zone=Zone.LIBRARY, position="bottom")


def _ripple(state: "GameState", ev: dict) -> list:
    """702.60a-b: as a spell with ripple becomes cast, each instance triggers (remembering N and the spell's name)."""
    if ev.get("kind") != "cast":
        return []
    oid = ev["object"]
    if oid not in state.objects or state.objects[oid].zone != Zone.STACK:
        return []
    c = chars(state, oid)
    if "Ripple" not in c.keywords:
        return []
    out = []
    for a in c.abilities:
        if type(a) is Keyword and a.name == "Ripple" and isinstance(a.arg, int):
            ab = Triggered(Trigger("cast", This()), Body(Mechanic("ripple", (a.arg, c.name))), zone="stack")
            out.append(PendingTrigger(oid, c.controller, ab, ev, c.name))
    return out


@mechanic("ripple")
def _ripple_effect(state, ctx, node, progress, answer) -> None:
    """702.60a."""
    n, name = int(node.args[0]), str(node.args[1])
    me = ctx.controller
    lib = state.library[me]
    if progress is None:
        if not lib or n <= 0:
            return
        ask_effect(state, ctx, node, ("reveal?",), "yes_no", me, (("yes",), ("no",)),
                   f"Reveal the top {min(n, len(lib))} card(s) of your library (ripple {n})?")
        return
    if answer is None or answer[0] != "yes":
        return
    shown = list(reversed(lib[-n:]))  # (the top first)
    log(state, "reveal", "702.60a", f"{pname(state, me)} reveals " + ", ".join(name_of(state, i) for i in shown),
        {"cards": tuple(shown)})
    ctx.memory["rippled"] = tuple(shown)
    push_effect(state, ctx, _TO_BOTTOM)  # (after the casts: the cards not cast, in the order their owner chooses)
    same = [i for i in shown if chars(state, i).name == name]
    for k, i in reversed(list(enumerate(same))):
        ctx.memory[f"ripple{k}"] = (i,)
        push_effect(state, ctx, CastCard(Remembered(f"ripple{k}"), free=True, optional=True))


@variant_check("Keyword")
def _forms(n) -> list[str]:
    if n.name == "Ripple" and not isinstance(n.arg, int):
        return ["keyword Ripple without a number"]
    return []


_ripple.kinds = frozenset({"cast"})  # type: ignore[attr-defined]  (events it reads)
needs("ripple")(_ripple)  # (engine/relevance.py)
GLOBAL_TRIGGERS.append(_ripple)
IMPLEMENTED_KEYWORDS.add("Ripple")
