"""Alternative costs a spell may be cast for only when something happened this turn (118.9, 601.2b, 601.2f-h):

- spectacle [cost] (702.137a): "You may pay [cost] rather than pay this spell's mana cost if an opponent lost life
  this turn" (read from ``PlayerState.life_lost_turn``, counted as life is lost, 119.3);
- surge [cost] (702.117a): "... if you or one of your teammates has cast another spell this turn" (a spell counts
  once its casting is complete, 601.2i: ``PlayerState.spells_cast_turn``; a game has no teams);
- freerunning [cost] (702.173a): "... if a player was dealt combat damage this turn by a creature that, at the time
  it dealt that damage, was an Assassin creature or a commander under your control" (remembered as that damage is
  dealt: ``turn_data["freerunning"]``, the controllers of such creatures, cleared as each turn begins);
- prowl [cost] (702.76a): "... if a player was dealt combat damage this turn by a source that, at the time it dealt
  that damage, was under your control and had any of this spell's creature types" (remembered as that damage is
  dealt: ``turn_data["prowl"]``, [controller, the source's subtypes] pairs). A prowl granted to spells by another
  permanent ("Dinosaur spells you cast have prowl", 611.3) isn't seen on the card in hand: such cards stay
  unsupported.

Each is a cast variant of a card in its owner's hand (the tag names the keyword: ``ALT_COST_TAGS``), offered through
``CAST_PERMISSIONS`` while its condition holds; the permanent or spell remembers the cost paid (``GameObject.paid``).
Like the other alternative costs, they are offered for a card cast from its owner's hand.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.types import Zone
from ...tree.abilities import Keyword
from ..chars import chars
from ..evaluate import lki
from ..mechanics_hooks import ALT_COST_TAGS, CAST_PERMISSIONS
from ..relevance import needs
from ..support import IMPLEMENTED_KEYWORDS, TREE_CHECKS
from ..triggers import GLOBAL_TRIGGERS
from .commander import is_commander

if TYPE_CHECKING:
    from ..state import GameState

FREERUN_KEY = "freerunning"  # turn_data: players whose Assassin or commander dealt combat damage to a player
PROWL_KEY = "prowl"  # turn_data: [controller, subtypes] of each source that dealt combat damage to a player (702.76a)


def _opponent_lost_life(state: "GameState", pid: int, c=None) -> bool:
    """702.137a: an opponent of ``pid`` lost life this turn."""
    return any(p.id != pid and p.life_lost_turn > 0 for p in state.players)


def _cast_another(state: "GameState", pid: int, c=None) -> bool:
    """702.117a: ``pid`` has cast another spell this turn (the spell being considered isn't cast yet)."""
    return state.players[pid].spells_cast_turn > 0


def _freerun_ready(state: "GameState", pid: int, c=None) -> bool:
    """702.173a: a creature that was an Assassin creature or a commander under ``pid``'s control dealt combat damage
    to a player this turn."""
    return pid in state.turn_data.get(FREERUN_KEY, ())


def _prowl_ready(state: "GameState", pid: int, c=None) -> bool:
    """702.76a: a source under ``pid``'s control dealt combat damage to a player this turn and had then one of the
    creature types of the spell (characteristics ``c``; None: any source of ``pid``'s will do)."""
    for ctrl, subtypes in state.turn_data.get(PROWL_KEY, ()):
        if ctrl == pid and (c is None or not c.subtypes.isdisjoint(subtypes)):
            return True
    return False


CONDITIONS = {"spectacle": ("Spectacle", _opponent_lost_life), "surge": ("Surge", _cast_another),
              "freerunning": ("Freerunning", _freerun_ready), "prowl": ("Prowl", _prowl_ready)}


def _note_freerun(state: "GameState", ev: dict) -> list:
    """702.173a: remember who controlled an Assassin creature or a commander as it dealt combat damage to a player;
    triggers nothing."""
    if not ev.get("combat") or ev.get("target", 0) >= 0 or not ev.get("amount"):
        return []
    src = ev.get("source")
    if src in state.objects and state.objects[src].zone == Zone.BATTLEFIELD:
        c = chars(state, src)
        assassin = "Creature" in c.types and "Assassin" in c.subtypes
        ctrl = c.controller
    else:
        snap = lki(state, src) if src is not None else None
        if not snap:
            return []
        assassin = "Creature" in snap["types"] and "Assassin" in snap["subtypes"]
        ctrl = snap["controller"]
    if assassin or (src in state.objects and is_commander(state, src)):
        lst = state.turn_data.setdefault(FREERUN_KEY, [])
        if ctrl not in lst:
            lst.append(ctrl)
    return []


def _note_prowl(state: "GameState", ev: dict) -> list:
    """702.76a: remember the controller and the subtypes (its creature types among them) of a source as it deals
    combat damage to a player; triggers nothing."""
    if not ev.get("combat") or ev.get("target", 0) >= 0 or not ev.get("amount"):
        return []
    src = ev.get("source")
    if src in state.objects and state.objects[src].zone == Zone.BATTLEFIELD:
        c = chars(state, src)
        rec = [c.controller, sorted(c.subtypes)]
    else:
        snap = lki(state, src) if src is not None else None
        if not snap:
            return []
        rec = [snap["controller"], sorted(snap["subtypes"])]
    lst = state.turn_data.setdefault(PROWL_KEY, [])
    if rec not in lst:
        lst.append(rec)
    return []


_note_prowl.kinds = frozenset({"damage"})  # type: ignore[attr-defined]
_note_freerun.kinds = frozenset({"damage"})  # type: ignore[attr-defined]  (events it reads)


def _variants(state: "GameState", pid: int, oid: int) -> list:
    """702.137a, 702.117a, 702.173a: the conditional alternative costs of a card in its owner's hand that may be
    paid now."""
    o = state.objects[oid]
    if o.zone != Zone.HAND or o.owner != pid:
        return []
    c = chars(state, oid)
    out = []
    for tag, (name, cond) in CONDITIONS.items():
        if name in c.keywords and any(type(a) is Keyword and a.name == name and a.cost is not None
                                      for a in c.abilities) and cond(state, pid, c):
            out.append(tag)
    return out


def _quiet(state: "GameState", pid: int, zone: str) -> bool:
    """Nothing to add outside the hand, or when no condition holds for ``pid``."""
    return zone != Zone.HAND or not any(cond(state, pid) for _n, cond in CONDITIONS.values())


_variants.quiet = _quiet  # type: ignore[attr-defined]
_variants.zones = frozenset({Zone.HAND})  # type: ignore[attr-defined]
needs("spectacle", "surge", "freerunning", "prowl")(_variants)  # (engine/relevance.py)
needs("freerunning")(_note_freerun)
needs("prowl")(_note_prowl)
CAST_PERMISSIONS.append(_variants)
GLOBAL_TRIGGERS.append(_note_freerun)
GLOBAL_TRIGGERS.append(_note_prowl)


def _granted_prowl(roots) -> list[str]:
    """A static ability granting prowl to spells ("Dinosaur spells you cast have prowl {2}{R}"): the card in hand
    doesn't have it when the cast is offered, so the grant is never usable."""
    for root in roots:
        for n in root.walk():
            if type(n).__name__ == "AddAbilities" and any(type(k) is Keyword and k.name == "Prowl" for k in n.abilities):
                return ["grants prowl to spells"]
    return []


TREE_CHECKS.append(_granted_prowl)
ALT_COST_TAGS.update({tag: name for tag, (name, _c) in CONDITIONS.items()})
IMPLEMENTED_KEYWORDS.update(name for name, _c in CONDITIONS.values())
