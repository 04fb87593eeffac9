"""Prototype (702.160, 718).

A prototype card has a second set of mana cost, power and toughness (718.1–718.2). As it is cast the
player chooses to cast it normally or prototyped (718.3); "prototyped" is a way of casting, not a cost,
so it combines with alternative costs such as "without paying its mana cost" (seed ruling; variants
carry tags joined by "+", e.g. ``"free+prototype"``, see :func:`manastack.engine.actions.variant_tags`).

Where the engine already does it:
- ``actions.cast_variants`` offers ``"prototype"`` from the hand; ``actions.cast_chars`` judges a
  prototyped cast by its prototype values (718.3a);
- ``casting.begin_cast`` marks the spell ``alt = "prototype"``; ``events._move_one`` keeps it on the
  permanent the spell becomes (718.3b) and drops it on any other zone change (718.4);
- ``charvalues.base_chars`` gives prototype mana cost, colors (105.2), power and toughness only on the stack
  and the battlefield (718.3b, 718.4), and ``copiable_values`` copies them (718.2a, 718.3c–d).

This module adds prototyped variants wherever a card may be cast from elsewhere (the prototype
ability "functions in any zone that the spell could be cast from"), and helpers other permission
code uses to offer both ways (:func:`ways_to_cast`)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core.types import Zone
from ...tree.abilities import Keyword
from ...tree.filters import Filter
from ..mechanics_hooks import CAST_PERMISSIONS
from ..support import IMPLEMENTED_KEYWORDS
from ..actions import cast_chars
from ..chars import chars
from ..evaluate import Env, matches
from ..relevance import needs

if TYPE_CHECKING:
    from ..charvalues import Chars
    from ..state import GameState

IMPLEMENTED_KEYWORDS.add("Prototype")


def has_prototype(state: GameState, oid: int) -> bool:
    """702.160a: the card has the prototype ability (its printed values; 718.2a)."""
    o = state.objects[oid]
    if o.card is None:
        return False
    cache = state.pool.chars_cache  # (printed data: kept with the pool's, cleared when a card is defined)
    key = ("has_prototype", o.card, o.face)
    hit = cache.get(key)
    if hit is None:
        cd = state.pool.get(o.card)
        f = cd.faces[o.face] if o.face < len(cd.faces) else cd.faces[0]
        hit = cache[key] = f.prototype is not None and any(type(a) is Keyword and a.name == "Prototype"
                                                           for a in f.abilities)
    return hit


def combine(base: str, *tags: str) -> str:
    """A variant name from a base way of casting plus tags ("normal" + "prototype" -> "prototype")."""
    parts = set(base.split("+")) | set(tags)
    if len(parts) > 1:
        parts.discard("normal")
    return "+".join(sorted(parts))


def chars_as_cast(state: GameState, oid: int, variant: str) -> Chars:
    """The characteristics a card would be cast with in this variant (718.3a)."""
    return cast_chars(state, oid, variant)


def spell_matches(state: GameState, pid: int, source: int | None, oid: int, variant: str, filt: Any) -> bool:
    """Would card ``oid``, cast as ``variant``, be a spell matching ``filt``? (718.3a: use the values
    it is cast with.) A "spell" filter is judged on the card before it moves to the stack."""
    from dataclasses import replace

    c = chars_as_cast(state, oid, variant)
    if "Land" in c.types:
        return False
    if filt is None:
        return True
    if isinstance(filt, Filter):
        filt = replace(filt, kind="object", zone=None)
    env = Env(state, source, pid, view=lambda i: c if i == oid else chars(state, i))
    return matches(env, filt, oid)


def ways_to_cast(state: GameState, pid: int, oid: int, base: str = "normal", filt: Any = None,
                 source: int | None = None) -> list[str]:
    """The variants of ``base`` (e.g. "normal", "free") a permission admitting spells that match
    ``filt`` allows for card ``oid``: as is, and prototyped when the card has prototype — each judged
    by its own values (718.3a)."""
    out = []
    for v in ([base, combine(base, "prototype")] if has_prototype(state, oid) else [base]):
        if spell_matches(state, pid, source, oid, v, filt):
            out.append(v)
    return out


def _graveyard_prototype(state: GameState, pid: int, oid: int) -> list[str]:
    """702.160: a prototype card castable from a graveyard by flashback may also be cast prototyped."""
    o = state.objects[oid]
    if o.zone != Zone.GRAVEYARD or o.owner != pid or not has_prototype(state, oid):
        return []
    c = chars(state, oid)
    if any(type(a) is Keyword and a.name == "Flashback" for a in c.abilities):
        return ["flashback+prototype"]
    return []


def _graveyard_prototype_quiet(state: GameState, pid: int, zone: str) -> bool:
    if zone != Zone.GRAVEYARD or not _pool_has_prototype(state.pool):
        return True
    return not any(has_prototype(state, oid) for oid in state.graveyard[pid])


def _pool_has_prototype(pool) -> bool:
    """Does any card compiled in this pool have prototype? (Cached per pool size.)"""
    defs = getattr(pool, "_defs", None)
    cache = getattr(pool, "chars_cache", None)
    if defs is None or cache is None:
        return True  # (an unknown kind of pool: don't assume)
    key = ("pool_has_prototype", len(defs))  # (the cache is cleared when a card is defined)
    hit = cache.get(key)
    if hit is None:
        hit = cache[key] = any(f.prototype is not None for d in defs.values() for f in d.faces)
    return hit


_graveyard_prototype.quiet = _graveyard_prototype_quiet  # type: ignore[attr-defined]
_graveyard_prototype.zones = frozenset({Zone.GRAVEYARD})  # type: ignore[attr-defined]
needs("prototype")(_graveyard_prototype)  # (engine/relevance.py)
CAST_PERMISSIONS.append(_graveyard_prototype)
