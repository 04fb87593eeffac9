"""Vehicles and crew (301.7, 702.122).

"Crew N" means "Tap any number of other untapped creatures you control with total power N or greater:
This permanent becomes an artifact creature until end of turn" (702.122a). The engine expands the
keyword into that activated ability (:func:`crew_ability`, used by ``engine/actions.py``). Its cost is
``Cost.tap_power``: while the ability is being activated (601.2h, 602.2b) the player picks the creatures
one at a time through the normal ``choose_cards`` decision and may stop ("done") once their total power
is N or greater -- so a Vehicle may be crewed with more power than needed. The cost isn't a {T} cost of
the creatures, so creatures that came under their controller's control this turn can crew (302.6 only
restricts {T}/{Q} abilities of the creature itself).

The creatures tapped are remembered on the ability (``memory["crewed_by"]``, 702.122b); when the ability
resolves the Vehicle "becomes crewed" (702.122d): a ``{"kind": "crewed"}`` event for the trigger event
``becomes_crewed``.

A Vehicle's printed power and toughness only matter once it is a creature (301.7a-b): crewing adds the
types in layer 4 (613.1d) and doesn't set power or toughness.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.types import Zone
from ...tree.abilities import Activated, Body
from ...tree.continuous import AddTypes
from ...tree.costs import Cost
from ...tree.effects import ApplyContinuous, Mechanic, Seq
from ...tree.refs import This
from .. import upcalls
from ..chars import chars
from ..events import fire, log, name_of
from ..loop import ask
from ..support import IMPLEMENTED_KEYWORDS
from ..triggers import subject_ok, matcher
from .base import mechanic
from ..casting import abandon

if TYPE_CHECKING:
    from ..state import GameState

IMPLEMENTED_KEYWORDS.add("Crew")

_CACHE: dict[int, Activated] = {}


def crew_ability(n: int) -> Activated:
    """702.122a: the activated ability "Crew N" stands for."""
    ab = _CACHE.get(n)
    if ab is None:
        body = Body(Seq((ApplyContinuous(This(), (AddTypes(types=("Artifact", "Creature")),), "end_of_turn"),
                         Mechanic("becomes_crewed"))))
        ab = _CACHE[n] = Activated(cost=Cost(tap_power=n), body=body)
    return ab


def _power(state: "GameState", oid: int) -> int:
    return chars(state, oid).power or 0


def crew_candidates(state: "GameState", pid: int, source: int, exclude=()) -> list[int]:
    """702.122a: the other untapped creatures ``pid`` controls (702.122c: "can't crew" ones excluded)."""
    out = []
    for oid in state.battlefield:
        o = state.objects[oid]
        if oid == source or o.tapped or o.phased_out or oid in exclude:
            continue
        c = chars(state, oid)
        if c.controller == pid and "Creature" in c.types and not c.restricted("cant_crew"):
            out.append(oid)
    return out


def can_tap_power(state: "GameState", pid: int, source: int, n: int) -> bool:
    """Can ``pid`` pay "tap other untapped creatures with total power ``n`` or greater" (702.122a)?"""
    return sum(max(0, _power(state, i)) for i in crew_candidates(state, pid, source)) >= n


def ask_tap_power(state: "GameState", c: dict, n: int, key: str) -> None:
    """601.2h / 702.122a: choose the creatures to tap for the cost, one at a time; "done" is offered once
    the chosen creatures' total power is ``n`` or greater."""
    chosen_all = [i for v in c["choices"].values() for i in v]
    have = c["choices"].get(key, ())
    total = sum(_power(state, i) for i in have)
    cands = crew_candidates(state, c["player"], c["source"], chosen_all)
    if total < n and total + sum(max(0, _power(state, i)) for i in cands) < n:
        abandon(state, c, "can't pay the cost (tap creatures with enough total power)")
        return
    opts = tuple(("choose", i) for i in cands)
    if total >= n:
        opts += (("done",),)
    opts += (("cancel",),)
    ask(state, "choose_cards", c["player"], opts,
        f"Choose creatures with total power {n} or greater to tap for the cost (chosen: {total})",
        ("cast_answer", "cost_choices"), info={"what": "tap_power", "power": n, "chosen": total})


@mechanic("becomes_crewed")
def _becomes_crewed(state, ctx, node, progress, answer):
    """702.122d: the Vehicle "becomes crewed" as its crew ability resolves."""
    src = ctx.source
    o = state.objects.get(src)
    if o is None or o.zone != Zone.BATTLEFIELD:
        return
    by = tuple(ctx.memory.get("crewed_by", ()))
    log(state, "crewed", "702.122d", f"{name_of(state, src)} becomes crewed", {"object": src})
    fire(state, {"kind": "crewed", "object": src, "by": by})


@matcher("becomes_crewed")
def _m_crewed(env, trig, ev):
    """702.122d: "whenever [this Vehicle] becomes crewed" -- a crew ability of it resolved."""
    return ev["kind"] == "crewed" and subject_ok(env, trig.subject, ev["object"], None)


upcalls.install(crew_ability)
upcalls.install(can_tap_power)
upcalls.install(ask_tap_power)
