"""Rad counters (728).

728.1: rad counters are counters a player can have (122). Their inherent triggered ability has no source and is
controlled by the active player (an exception to 113.8): "At the beginning of each player's precombat main
phase, if that player has one or more rad counters, that player mills a number of cards equal to the number of
rad counters they have. For each nonland card milled this way, that player loses 1 life and removes one rad
counter from themselves." The "if" is an intervening-if clause (603.4): checked as it triggers and again as it
resolves. 728.1a: that life is lost "from radiation".

A player gets rad counters from "[player] gets N rad counters" (``AddCounters(kind="rad")``, 122.1).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.types import Step
from ...tree import effects as E
from ...tree.abilities import Body, Trigger, Triggered
from ..chars import chars
from ..events import lose_life, log, mill, pname, remove_counters
from ..state import PendingTrigger, pent
from ..triggers import GLOBAL_TRIGGERS
from .base import mechanic

if TYPE_CHECKING:
    from ..state import GameState

RADIATION = Triggered(Trigger("step", None, step=Step.MAIN1), Body(E.Mechanic("radiation")))


def rad_counters(state: "GameState", pid: int) -> int:
    return state.players[pid].counters.get("rad", 0)


def _rad_trigger(state: "GameState", ev: dict) -> list:
    """728.1: triggers at the beginning of the active player's precombat main phase if they have rad counters."""
    if ev["kind"] != "step" or ev["step"] != Step.MAIN1:
        return []
    p = ev["player"]
    if rad_counters(state, p) <= 0:
        return []
    return [PendingTrigger(-1, state.active, RADIATION, {"kind": "step", "step": Step.MAIN1, "player": p},
                           "rad counters")]


_rad_trigger.kinds = frozenset({"step"})  # type: ignore[attr-defined]  (events it reads)
GLOBAL_TRIGGERS.append(_rad_trigger)


@mechanic("radiation")
def _radiation(state, ctx, node, progress, answer):
    """728.1: mill as many cards as rad counters; each nonland card milled costs 1 life and one rad counter."""
    p = (ctx.event or {}).get("player", ctx.controller)
    n = rad_counters(state, p)
    if n <= 0:  # 603.4: the intervening "if" is checked again on resolution
        return
    milled = mill(state, p, n)
    nonland = sum(1 for oid in milled if "Land" not in chars(state, oid).types)
    if nonland:
        lose_life(state, p, nonland, rule="728.1a")
        remove_counters(state, pent(p), "rad", nonland, rule="728.1")
    log(state, "rad", "728.1", f"{pname(state, p)} mills {len(milled)} card(s) from radiation, "
        f"{nonland} nonland")
