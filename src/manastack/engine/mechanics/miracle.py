"""Miracle (702.94): "Miracle [cost]" means "You may reveal this card from your hand as you draw it if it's the
first card you've drawn this turn. When you reveal this card this way, you may cast it by paying [cost] rather
than its mana cost." (702.94a)

The reveal is a choice made as the card is drawn (in the middle of the draw, like a replacement's choice: a
rollback point is kept while a player who hasn't drawn this turn has a card with miracle in their library,
``replacement.MID_EVENT_CHOICES``). Revealing triggers the linked ability (603.11), which goes on the stack the
next time a player would receive priority; as it resolves, the player may cast the card -- if it is still in
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
from ..replacement import MID_EVENT_CHOICES, need_choice
from ..state import PendingTrigger
from ..support import IMPLEMENTED_KEYWORDS
from ..triggers import GLOBAL_TRIGGERS
from . import mechanic

if TYPE_CHECKING:
    from ..state import GameState

MIRACLE_ABILITY = Triggered(Trigger("miracle", None), Body(Mechanic("miracle_cast")), zone="hand")


def _has_miracle(state: "GameState", oid: int) -> bool:
    c = chars(state, oid)
    return "Miracle" in c.keywords and any(type(a) is Keyword and a.name == "Miracle" and a.cost is not None
                                           for a in c.abilities)


def _miracle_reveal(state: "GameState", ev: dict) -> list:
    """702.94a: the first card a player draws in a turn, if it has miracle: they may reveal it; doing so triggers
    "you may cast it by paying [cost]"."""
    if ev.get("kind") != "draw" or ev.get("n") != 1:
        return []
    oid = ev.get("object")
    o = state.objects.get(oid) if oid is not None else None
    if o is None or o.zone != Zone.HAND or not _has_miracle(state, oid):
        return []
    pid = ev["player"]
    ans = need_choice(state, "yes_no", pid, (("no",), ("yes",)),
                      f"Reveal {name_of(state, oid)} for its miracle ability?", {"effect": "miracle", "card": oid})
    if ans != ("yes",):
        return []
    log(state, "reveal", "702.94a", f"{pname(state, pid)} reveals {name_of(state, oid)} (miracle)",
        {"object": oid, "card": o.card})
    return [PendingTrigger(oid, pid, MIRACLE_ABILITY, dict(ev), name_of(state, oid))]


_miracle_reveal.kinds = frozenset({"draw"})  # type: ignore[attr-defined]  (events it reads)
GLOBAL_TRIGGERS.append(_miracle_reveal)


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
        from ..casting import begin_cast

        begin_cast(state, pid, oid, "miracle", resolving=True)


def castable_ignoring_timing(state: "GameState", pid: int, oid: int, variant: str) -> bool:
    """Can ``pid`` cast ``oid`` this way now, apart from timing (608.2g)?"""
    from ..actions import cast_chars, castable_now

    c = cast_chars(state, oid, variant)
    return "Land" not in c.types and castable_now(state, pid, oid, variant, c)


def _reveal_possible(state: "GameState") -> bool:
    """Could the next task draw a player's first card of the turn with miracle? Only in a game whose cards
    include miracle (cached per pool size), for a player who hasn't drawn this turn and has such a card in their
    library."""
    pool = state.pool
    defs = getattr(pool, "_defs", None)
    if not defs:
        return False
    hit = getattr(pool, "_has_miracle", None)
    if hit is None or hit[0] != len(defs):
        hit = (len(defs), any(type(a) is Keyword and a.name == "Miracle" for d in defs.values() for f in d.faces
                              for a in f.abilities))
        pool._has_miracle = hit
    if not hit[1]:
        return False
    objs = state.objects
    for p in state.players:
        if p.cards_drawn_turn == 0 and p.in_game:
            for oid in state.library[p.id]:
                name = objs[oid].card
                v = _BY_CARD.get(name)
                if v is None:
                    v = _BY_CARD[name] = _has_miracle(state, oid)
                if v:
                    return True
    return False


_BY_CARD: dict = {}  # card name -> whether its printed abilities include miracle
MID_EVENT_CHOICES.append(_reveal_possible)
ALT_COST_TAGS["miracle"] = "Miracle"
IMPLEMENTED_KEYWORDS.add("Miracle")
