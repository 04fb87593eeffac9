"""Miracle (702.94): "Miracle [cost]" means "You may reveal this card from your hand as you draw it if it's the
first card you've drawn this turn. When you reveal this card this way, you may cast it by paying [cost] rather
than its mana cost." (702.94a)

The reveal is asked as soon as the task that drew the card is over (nothing can happen in between that the
choice could depend on, and no player receives priority before it). Revealing triggers the linked ability
(603.11), which goes on the stack the next time a player would receive priority; as it resolves, the player may cast the card -- if it is still in
their hand -- for its miracle cost, an alternative cost (118.9, cast variant "miracle"), ignoring timing
permissions (608.2g). The card stays revealed until it leaves the hand or the ability leaves the stack (702.94b).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.types import Zone
from ...tree.abilities import Body, Keyword, Trigger, Triggered
from ...tree.effects import Mechanic
from ..chars import chars, name_of
from ..effects import ask_effect
from ..events import log, pname
from ..mechanics_hooks import ALT_COST_TAGS
from ..loop import ask, push, task
from ..state import PendingTrigger
from ..support import IMPLEMENTED_KEYWORDS
from ..triggers import GLOBAL_TRIGGERS
from .base import mechanic
from ..casting import begin_cast
from ..actions import cast_chars, castable_now
from ..relevance import needs

if TYPE_CHECKING:
    from ..state import GameState

MIRACLE_ABILITY = Triggered(Trigger("miracle", None), Body(Mechanic("miracle_cast")), zone="hand")


def _has_miracle(state: "GameState", oid: int) -> bool:
    c = chars(state, oid)
    return "Miracle" in c.keywords and any(type(a) is Keyword and a.name == "Miracle" and a.cost is not None
                                           for a in c.abilities)


def _miracle_drawn(state: "GameState", ev: dict) -> list:
    """702.94a: the first card a player draws in a turn, if it has miracle: they may reveal it. The question is
    asked as soon as the task that drew it is over (before any player receives priority, so before the
    triggered ability would be put on the stack, 603.3); a card no longer in the hand then can't be revealed."""
    if ev.get("kind") != "draw" or ev.get("n") != 1:
        return []
    oid = ev.get("object")
    o = state.objects.get(oid) if oid is not None else None
    if o is None or o.zone != Zone.HAND or not _has_miracle(state, oid):
        return []
    push(state, "miracle_reveal", ev["player"], oid)
    return []


@task("miracle_reveal")
def _ask_reveal(state: "GameState", pid: int, oid: int) -> None:
    o = state.objects.get(oid)
    if o is None or o.zone != Zone.HAND or not state.players[pid].in_game:
        return
    ask(state, "yes_no", pid, (("yes",), ("no",)), f"Reveal {name_of(state, oid)} for its miracle ability?",
        ("miracle_revealed", pid, oid), info={"effect": "miracle", "card": oid})


@task("miracle_revealed")
def _revealed(state: "GameState", pid: int, oid: int, choice: tuple) -> None:
    """702.94a: revealing it triggers "you may cast it by paying [cost]" (603.2)."""
    o = state.objects.get(oid)
    if choice != ("yes",) or o is None or o.zone != Zone.HAND:
        return
    log(state, "reveal", "702.94a", f"{pname(state, pid)} reveals {name_of(state, oid)} (miracle)",
        {"object": oid, "card": o.card})
    state.pending.append(PendingTrigger(oid, pid, MIRACLE_ABILITY, {"kind": "miracle", "object": oid,
                                                                    "player": pid}, name_of(state, oid)))
    state.touch_light()


_miracle_drawn.kinds = frozenset({"draw"})  # type: ignore[attr-defined]  (events it reads)
needs("miracle")(_miracle_drawn)  # (engine/relevance.py)
GLOBAL_TRIGGERS.append(_miracle_drawn)


@mechanic("miracle_cast")
def _miracle_cast(state, ctx, node, progress, answer):
    """702.94a: the player may cast the revealed card for its miracle cost, if it is still in their hand."""
    oid = ctx.source
    o = state.objects.get(oid)
    pid = ctx.controller
    if progress is None:
        if o is None or o.zone != Zone.HAND:
            return  # it left the hand: a new object the ability can't find (400.7)
        opts = (("cast", oid, "miracle"),) if castable_ignoring_timing(state, pid, oid, "miracle") else ()
        ask_effect(state, ctx, node, ("ask",), "option", pid, opts + (("decline",),),
                   f"Cast {name_of(state, oid)} for its miracle cost?", info={"card": oid})
        return
    if progress[0] == "ask" and answer is not None and answer[0] == "cast" and o is not None \
            and o.zone == Zone.HAND:

        begin_cast(state, pid, oid, "miracle", resolving=True)


def castable_ignoring_timing(state: "GameState", pid: int, oid: int, variant: str) -> bool:
    """Can ``pid`` cast ``oid`` this way now, apart from timing (608.2g)?"""

    c = cast_chars(state, oid, variant)
    return "Land" not in c.types and castable_now(state, pid, oid, variant, c)


ALT_COST_TAGS["miracle"] = "Miracle"
IMPLEMENTED_KEYWORDS.add("Miracle")
