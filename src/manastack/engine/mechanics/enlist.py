"""Enlist (702.154): "As this creature attacks, you may tap up to one untapped creature you control that you didn't
choose to attack with and that either has haste or has been under your control continuously since this turn began.
When you do, this creature gets +X/+0 until end of turn, where X is the tapped creature's power."

- 702.154b, 508.1g-h: the static ability is an optional cost to attack, chosen as attackers are declared: the
  attack declaration offers ``("enlist", attacker, creature)`` for each declared attacker with an enlist instance
  not used yet and each creature it could tap. The choices are kept in ``state.combat["pending_enlist"]`` and
  paid (the creatures tapped) after the attackers are tapped (508.1f-h), before attack triggers.
- 702.154a, 607.2h: the linked triggered ability ("When you do") triggers once for each creature tapped this way;
  X is that creature's power as the ability resolves (its last known power if it has left the battlefield).
- 702.154c: a creature can't enlist itself, nor a creature declared as an attacker; 702.154d: each instance of
  enlist can tap its own creature, and its trigger counts only that one.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...tree.abilities import Body, Trigger, Triggered
from ...tree.continuous import ModPT
from ...tree.effects import ApplyContinuous
from ...tree.refs import EventObject, Num, PowerOf, This
from ..chars import chars, name_of
from ..combat import COMBAT_HOOKS
from ..events import fire, log, tap
from ..relevance import needs
from ..state import PendingTrigger
from ..support import IMPLEMENTED_KEYWORDS
from ..triggers import GLOBAL_TRIGGERS

if TYPE_CHECKING:
    from ..state import GameState

IMPLEMENTED_KEYWORDS.add("Enlist")

# "When you do, this creature gets +X/+0 until end of turn, where X is the tapped creature's power."
ENLIST_TRIGGER = Triggered(Trigger("enlists", This()), Body(ApplyContinuous(
    This(), (ModPT(PowerOf(EventObject("enlisted")), Num(0)),), "end_of_turn")))


def _instances(state: "GameState", oid: int) -> int:
    return sum(1 for k in chars(state, oid).keyword_args("Enlist"))


def _can_be_enlisted(state: "GameState", oid: int) -> bool:
    """702.154a: an untapped creature the attacking player controls, with haste or under their control since
    the turn began (302.6)."""
    o = state.objects.get(oid)
    if o is None or o.tapped or o.phased_out or o.zone != "battlefield":
        return False
    c = chars(state, oid)
    return "Creature" in c.types and c.controller == state.active and (not o.sick or "Haste" in c.keywords)


@needs("enlist")
def _enlist_options(state: "GameState") -> tuple:
    """508.1g: the enlist costs the active player may still choose for the creatures declared so far."""
    cb = state.combat
    pending = cb["pending"]
    chosen = tuple(cb.get("pending_enlist", ()))
    users = [a for a in pending if _instances(state, a)]
    if not users:
        return ()
    taken = {c for _, c in chosen}
    free = [c for c in state.battlefield if c not in pending and c not in taken and _can_be_enlisted(state, c)]
    out = []
    for a in users:
        if sum(1 for x, _ in chosen if x == a) >= _instances(state, a):
            continue
        out.extend(("enlist", a, c) for c in free if c != a)
    return tuple(out)


@needs("enlist")
def _enlist_choice(state: "GameState", choice: tuple) -> None:
    """508.1g: choose to pay an enlist cost; a creature declared as an attacker can't be enlisted (and an attacker
    no longer declared enlists nothing)."""
    cb = state.combat
    chosen = tuple(cb.get("pending_enlist", ()))
    if choice[0] == "enlist":
        chosen += ((choice[1], choice[2]),)
    pending = cb["pending"]
    cb["pending_enlist"] = tuple((a, c) for a, c in chosen if a in pending and c not in pending)


@needs("enlist")
def _enlist_paid(state: "GameState", declared: dict) -> None:
    """508.1h: pay the enlist costs (tap the creatures); each tapped creature makes its linked ability trigger
    (702.154a, 607.2h)."""
    cb = state.combat
    chosen = tuple(cb.pop("pending_enlist", ()) or ())
    for a, c in chosen:
        if a not in declared or c in declared or not _can_be_enlisted(state, c):
            continue
        tap(state, c, rule="702.154a")
        log(state, "attackers", "702.154a", f"{name_of(state, a)} enlists {name_of(state, c)}")
        fire(state, {"kind": "enlists", "object": a, "enlisted": c, "controller": state.active})


def _enlist_trigger(state: "GameState", ev: dict) -> list:
    """702.154a: "When you do" -- the enlisting creature's linked triggered ability."""
    if ev.get("kind") != "enlists":
        return []
    a = ev["object"]
    name = name_of(state, a) if a in state.objects else ""
    return [PendingTrigger(a, ev["controller"], ENLIST_TRIGGER, dict(ev), name)]


_enlist_trigger.kinds = frozenset({"enlists"})  # type: ignore[attr-defined]  (events it reads)
needs("enlist")(_enlist_trigger)
GLOBAL_TRIGGERS.append(_enlist_trigger)
COMBAT_HOOKS["attack_options"].append(_enlist_options)
COMBAT_HOOKS["attack_choice"].append(_enlist_choice)
COMBAT_HOOKS["attackers_declared"].append(_enlist_paid)
