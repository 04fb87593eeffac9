"""What the characteristics cache depends on (613.1; engine/chars.py's "light" cache): whether static abilities
and stored effects read only what a light change can't touch."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.memo import by_identity
from ..tree import refs as R
from ..tree.abilities import Static
from ..tree.continuous import (
    AddAbilities, AddTypes, ChangeController, ChangeText, ModPT, RemoveAbilities, RemoveTypes, Restrict, SetColors,
    SetPT, SwitchPT,
)
from ..tree.filters import Filter, alternatives

if TYPE_CHECKING:  # pragma: no cover
    from .charvalues import Chars
    from .state import GameState


def light_stable(state: "GameState", base_abilities: list, cur: dict[int, Chars], stored: list) -> bool:
    """Can no "light" change (``mut_light``: tapping, damage, summoning sickness; ``touch_light``: life,
    mana, the turn and step, combat, casting data, zone changes away from the battlefield, stack and
    command zone) change the result of this computation? True when every static ability and stored
    effect involved is made of parts known to read nothing but the characteristics, attachments,
    counters, controllers and owners of objects on the battlefield and stack (a whitelist: anything
    else — a condition, a count of cards in a zone, "attacking", "tapped", copy effects — says no)."""
    for e in stored:
        if not _stable(e.mods) or (e.affected is None and e.filter is not None and not _stable(e.filter)):
            return False
    for ab in base_abilities:
        if not stable_abilities(ab):
            return False
    for c in cur.values():
        if not stable_abilities(c.abilities):
            return False
    objs = state.objects
    for i in state.command:
        o = objs[i]
        if o.kind == "emblem" and o.ability and not stable_abilities(tuple(o.ability)):
            return False
    return True


@by_identity()  # trees of card definitions live long
def stable_abilities(abilities: tuple) -> bool:
    return all(_stable(a) for a in abilities if type(a) is Static)


_STABLE_MODS = (SwitchPT, RemoveAbilities, AddTypes, RemoveTypes, SetColors, Restrict, ChangeText)


@by_identity()
def _stable(n: Any) -> bool:
    if n is None:
        return True
    t = type(n)
    if t is tuple:
        return all(_stable(x) for x in n)
    if t is Static:
        return n.condition is None and _stable(n.mods) and _stable(n.affected)
    if t is Filter:
        return _stable_filter(n)
    if t is R.This or t is R.You or t is R.Num:
        return True
    if t is R.AttachedTo:
        return _stable(n.of)
    if t is ModPT or t is SetPT:
        return _stable(n.power) and _stable(n.toughness)
    if t is AddAbilities:
        return all(_stable(a) for a in n.abilities if type(a) is Static)
    if t is ChangeController:
        return _stable(n.to)
    if t in _STABLE_MODS:
        return True
    if getattr(n, "layer", None) == "none" or (getattr(n, "layer", None) == "rules" and t is not Restrict):
        return True  # read by the engine elsewhere (costs, casting permissions), applied in no layer
    return False


def _stable_filter(f: Any) -> bool:
    if f.kind not in ("permanent", "spell", "ability") or f.zone is not None:
        return False
    if f.or_player or f.player is not None or f.controller in ("active", "defending"):
        return False  # players' state, the turn, combat
    if (f.tapped is not None or f.attacking is not None or f.blocking is not None or f.attacking_or_blocking
            or f.blocked is not None or f.damaged is not None or f.spell_types or f.chosen is not None
            or f.controlled_by is not None or f.attached_to is not None or f.same_name_as is not None
            or f.entered_this_turn is not None or f.damaged_by_source is not None
            or f.exiled_with_source is not None or f.blocking_of is not None or f.remembered is not None):
        return False
    for spec in (f.power, f.toughness, f.mana_value):
        if spec is not None and not (type(spec) is tuple and len(spec) == 2 and type(spec[1]) is int):
            return False
    return all(_stable_filter(a) for a in alternatives(f))  # each alternative, where the outer filter looks


__all__ = ["light_stable", "stable_abilities"]
