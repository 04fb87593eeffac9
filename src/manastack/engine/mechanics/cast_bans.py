"""Rules that forbid casting spells and activating abilities: split second (702.61) and "can't cast" /
"can't be cast" effects (101.2: when a rule or effect allows something and another effect says it can't
happen, the "can't" wins).

- 702.61a: while a spell with split second is on the stack, players can't cast other spells or activate
  abilities that aren't mana abilities; 702.61b: mana abilities and special actions stay allowed, and
  triggered abilities trigger as usual.
- ``Restrict("cant_cast", spell filter)`` on players ("Your opponents can't cast spells this turn",
  "You can't cast creature spells"); ``cant_cast_during_your_turn`` (the same, only during the turn of the
  effect's controller: "Your opponents can't cast spells during your turn"); ``cant_cast_more_than`` N
  ("Each player can't cast more than one spell each turn", counting the spells each cast this turn);
  ``Restrict("cant_be_cast")`` on a spell filter ("Noncreature spells with mana value 4 or greater can't be
  cast"). They come from static abilities of permanents (while their condition holds) and from resolved
  spells' continuous effects (611.2).

A card is checked as the card it is before it is cast (its characteristics where it is).
"""
from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ...tree.abilities import Static
from ...tree.continuous import Restrict
from ...tree.filters import Filter
from ..chars import chars, compute_all
from ..evaluate import Env, condition_holds, matches, resolve_ref
from ..mechanics_hooks import ACTIVATE_BANS, CAST_BANS
from ..state import pent
from ..support import IMPLEMENTED_KEYWORDS, IMPLEMENTED_RESTRICTIONS
from ..relevance import needs

if TYPE_CHECKING:
    from ..state import GameState

SPLIT_SECOND = "Split Second"
PLAYER_BANS = frozenset({"cant_cast", "cant_cast_during_your_turn", "cant_cast_more_than"})
BANS = PLAYER_BANS | {"cant_be_cast"}


# ---------------------------------------------------------------- split second (702.61)


def split_second_on_stack(state: "GameState") -> bool:
    """702.61a: is a spell with split second on the stack?"""
    for sid in state.stack:
        o = state.objects.get(sid)
        if o is not None and o.kind != "ability" and SPLIT_SECOND in chars(state, sid).keywords:
            return True
    return False


def _split_second_cast(state: "GameState", pid: int, oid: int, c) -> bool:
    return bool(state.stack) and split_second_on_stack(state)


def _split_second_activate(state: "GameState", pid: int, oid: int, ab) -> bool:
    """702.61a/b: abilities that aren't mana abilities can't be activated (mana abilities are never asked)."""
    return bool(state.stack) and split_second_on_stack(state)


needs("split second")(_split_second_cast)  # (engine/relevance.py)
needs("split second")(_split_second_activate)
CAST_BANS.append(_split_second_cast)
ACTIVATE_BANS.append(_split_second_activate)
IMPLEMENTED_KEYWORDS.add(SPLIT_SECOND)


# ---------------------------------------------------------------- "can't cast" rules (101.2)

_INDEX: list = [None, ()]  # (the characteristics cache it was built from, the bans)


def _bans(state: "GameState") -> tuple:
    """(kind, arg, affected, source, controller, condition) for every cast restriction in effect: static
    abilities of permanents and continuous effects from resolved spells and abilities. Cached per
    characteristics cache (any change to the game rebuilds it)."""
    allc = compute_all(state)
    if _INDEX[0] is allc:
        return _INDEX[1]
    out = []
    for oid in state.battlefield:
        c = allc.get(oid)
        if c is None:
            continue
        for ab in c.abilities:
            if type(ab) is Static and ab.zone == "battlefield":
                for m in ab.mods:
                    if type(m) is Restrict and m.kind in BANS:
                        out.append((m.kind, m.arg, ab.affected, oid, c.controller, ab.condition))
    for e in state.effects:
        for m in e.mods:
            if type(m) is Restrict and m.kind in BANS:
                out.append((m.kind, m.arg, tuple(e.affected or ()), e.source, e.controller, None))
    _INDEX[0], _INDEX[1] = allc, tuple(out)
    return _INDEX[1]


def _card_matches(env: Env, f, oid: int) -> bool:
    """The card about to be cast matches a spell filter (checked where it is, before it is cast)."""
    if not isinstance(f, Filter):
        return True
    return matches(env, replace(f, kind="object", zone=None), oid)


def _cant_cast(state: "GameState", pid: int, oid: int, c) -> bool:
    """101.2: a "can't cast" / "can't be cast" rule forbids ``pid`` casting card ``oid``."""
    bans = _bans(state)
    if not bans:
        return False
    for kind, arg, affected, src, ctrl, cond in bans:
        env = Env(state, src if src is not None and src in state.objects else -1, ctrl)
        if cond is not None and not condition_holds(env, cond):
            continue
        if kind == "cant_be_cast":
            if _card_matches(env, affected, oid):
                return True
            continue
        who = affected if isinstance(affected, tuple) else resolve_ref(env, affected)
        if pent(pid) not in who:
            continue
        if kind == "cant_cast_more_than":
            if state.players[pid].spells_cast_turn >= int(arg or 1):
                return True
            continue
        if kind == "cant_cast_during_your_turn" and state.active != ctrl:
            continue
        if _card_matches(env, arg, oid):
            return True
    return False


needs("cant_cast", "cant_be_cast")(_cant_cast)  # (Restrict kinds: only trees name them, engine/relevance.py)
CAST_BANS.append(_cant_cast)
IMPLEMENTED_RESTRICTIONS.update(BANS)
