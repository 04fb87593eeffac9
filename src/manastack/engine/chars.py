"""Characteristics are computed, never stored (DESIGN; CR 109.3, 613).

``chars(state, oid)`` gives an object's characteristics after all continuous effects: copiable values
(printed card, prototype values when cast prototyped — 718.3b, face-down 708.2, tokens 111.4, copy
effects 707) then layers 1–7 (613.1) in timestamp order (613.7). Effects from static abilities that
start applying in one layer keep applying in later layers even if the ability is removed meanwhile
(613.6). Results are cached per state version.
"""
from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ..core.mana import EMPTY_COST, ManaCost
from ..tree.abilities import Keyword, Static
from ..tree.continuous import (
    AddAbilities, AddTypes, ChangeController, CopyOf, ModPT, RemoveAbilities, RemoveTypes, Restrict,
    SetColors, SetPT, SwitchPT,
)

if TYPE_CHECKING:
    from .state import GameObject, GameState


class Chars:
    """An object's characteristics (109.3) plus its controller (layer 2) and the rule-modifying
    restrictions that apply to it."""

    __slots__ = ("name", "mana_cost", "colors", "supertypes", "types", "subtypes", "power", "toughness",
                 "loyalty", "defense", "abilities", "keywords", "controller", "restrictions", "alt_pt")

    def __init__(self, name, mana_cost, colors, supertypes, types, subtypes, power, toughness, loyalty,
                 defense, abilities, controller):
        self.name = name
        self.mana_cost: ManaCost = mana_cost
        self.colors: int = colors
        self.supertypes: frozenset = supertypes
        self.types: frozenset = types
        self.subtypes: frozenset = subtypes
        self.power: int | None = power
        self.toughness: int | None = toughness
        self.loyalty = loyalty
        self.defense = defense
        self.abilities: tuple = abilities
        self.keywords: frozenset = frozenset(a.name for a in abilities if type(a) is Keyword)
        self.controller: int = controller
        self.restrictions: tuple = ()
        self.alt_pt = None

    def copy(self) -> "Chars":
        c = Chars.__new__(Chars)
        for s in Chars.__slots__:
            setattr(c, s, getattr(self, s))
        return c

    def has(self, keyword: str) -> bool:
        return keyword in self.keywords

    def keyword_args(self, keyword: str) -> list:
        return [a for a in self.abilities if type(a) is Keyword and a.name == keyword]

    def restricted(self, kind: str) -> bool:
        for r in self.restrictions:
            if r.kind == kind:
                return True
        return False

    @property
    def is_creature(self) -> bool:
        return "Creature" in self.types

    @property
    def mana_value(self) -> int:
        return self.mana_cost.mana_value

    def __repr__(self) -> str:
        pt = f" {self.power}/{self.toughness}" if self.power is not None else ""
        return f"<Chars {self.name}{pt} {sorted(self.types)}>"


_PT_COUNTER = re.compile(r"^([+-]\d+)/([+-]\d+)$")


def pt_counter_delta(kind: str) -> tuple[int, int] | None:
    """122.1a: counters like +1/+1, -1/-1, +1/+0 modify power and toughness."""
    m = _PT_COUNTER.match(kind)
    if not m:
        return None
    return int(m.group(1)), int(m.group(2))


_FACE_DOWN_TYPES = frozenset({"Creature"})


def base_chars(state: "GameState", o: "GameObject") -> Chars:
    """Copiable values before layer 1 (707.2), with 718.3b prototype values and 708.2 face-down."""
    if o.face_down:
        return Chars("", EMPTY_COST, 0, frozenset(), _FACE_DOWN_TYPES, frozenset(), 2, 2, None, None, (),
                     o.controller)
    if o.kind == "token" and o.token is not None and o.card is None:
        t = o.token
        return Chars(t.name, EMPTY_COST, t.colors, frozenset(t.supertypes), frozenset(t.types),
                     frozenset(t.subtypes), t.power, t.toughness, None, None, tuple(t.abilities), o.controller)
    if o.kind == "ability":
        return Chars("", EMPTY_COST, 0, frozenset(), frozenset(), frozenset(), None, None, None, None, (),
                     o.controller)
    if o.kind == "emblem":
        return Chars("Emblem", EMPTY_COST, 0, frozenset(), frozenset(), frozenset(), None, None, None, None,
                     tuple(o.ability or ()), o.controller)
    cd = state.pool.get(o.card)
    f = cd.faces[o.face] if o.face < len(cd.faces) else cd.faces[0]
    if o.alt == "prototype" and f.prototype is not None and o.zone in ("stack", "battlefield"):
        cost, p, t = f.prototype
        return Chars(f.name, cost, cost.colors, f.supertypes, f.types, f.subtypes, p, t, f.loyalty, f.defense,
                     f.abilities, o.controller)
    return Chars(f.name, f.mana_cost, f.colors, f.supertypes, f.types, f.subtypes, f.power, f.toughness,
                 f.loyalty, f.defense, f.abilities, o.controller)


class _Applied:
    """A continuous effect being applied during one characteristics computation."""

    __slots__ = ("ts", "source", "controller", "mods", "affected", "static", "filter", "started", "ctx")

    def __init__(self, ts, source, controller, mods, affected, static, filt, ctx=None):
        self.ts = ts
        self.source = source
        self.controller = controller
        self.mods = mods
        self.affected = affected  # tuple of oids once determined
        self.static = static
        self.filter = filt
        self.started = False
        self.ctx = ctx


_LAYER_ORDER = ("1", "2", "3", "4", "5", "6", "7a", "7b", "7c", "7d")


def compute_all(state: "GameState") -> dict[int, Chars]:
    """Characteristics of every object on the battlefield and the stack, through all layers."""
    cache = state._cache
    if cache is not None:
        return cache
    from .evaluate import Env, amount, condition_holds, matches

    objs = state.objects
    ids = [i for i in state.battlefield if not objs[i].phased_out] + list(state.stack)
    cur: dict[int, Chars] = {}
    for i in ids:
        cur[i] = base_chars(state, objs[i])

    def view(oid: int) -> Chars:
        c = cur.get(oid)
        return c if c is not None else chars_of_nonbattlefield(state, oid)

    effects: list[_Applied] = []
    for e in state.effects:
        effects.append(_Applied(e.timestamp, e.source, e.controller, e.mods, e.affected, False, e.filter, e.data))

    def collect_statics(layers_from: int) -> None:
        present = {(a.source, id(a.mods)) for a in effects if a.static}
        for i in state.battlefield:
            o = objs[i]
            if o.phased_out or i not in cur:
                continue
            for ab in cur[i].abilities:
                if type(ab) is Static and ab.zone == "battlefield":
                    if (i, id(ab.mods)) in present:
                        continue
                    effects.append(_Applied(o.timestamp, i, cur[i].controller, ab.mods, None, True, ab, None))

    if not effects and not any(type(a) is Static for c in cur.values() for a in c.abilities):
        _finish_simple(state, cur)
        state._cache = cur
        state._cache_simple = True
        return cur

    collect_statics(0)
    effects.sort(key=lambda a: a.ts)
    restrictions: dict[int, list] = {}
    for layer in _LAYER_ORDER:
        if layer == "7a":
            # abilities may have changed in layer 6: statics granted there start now (613.6)
            n_before = len(effects)
            collect_statics(7)
            if len(effects) != n_before:
                effects.sort(key=lambda a: a.ts)
            # drop static effects whose ability vanished before they started
        for a in effects:
            mods_here = [m for m in a.mods if _layer_of(m) == layer]
            if not mods_here:
                continue
            if a.static and not a.started:
                src = cur.get(a.source)
                if src is None or not any(ab is a.filter or ab == a.filter for ab in src.abilities):
                    continue  # the ability no longer exists (removed in an earlier layer)
                st: Static = a.filter
                env = Env(state, a.source, src.controller, view=view)
                if st.condition is not None and not condition_holds(env, st.condition):
                    continue
                a.affected = _static_affected(state, env, st, ids, matches)
            if a.affected is None and a.filter is not None and not a.static:
                env = Env(state, a.source, a.controller, view=view)
                a.affected = tuple(i for i in ids if matches(env, a.filter, i))
            a.started = True
            env = None
            for m in mods_here:
                for oid in a.affected or ():
                    c = cur.get(oid)
                    if c is None:
                        continue
                    if env is None:
                        env = Env(state, a.source, a.controller, view=view, ctx_data=a.ctx)
                    _apply(state, env, c, m, amount, oid)
        if layer == "7c":
            for oid, c in cur.items():
                _apply_counters(objs[oid], c)
    for a in effects:
        if not a.started and a.static:
            src = cur.get(a.source)
            rmods = [m for m in a.mods if type(m) is Restrict or _layer_of(m) == "rules"]
            if not rmods or src is None or not any(ab is a.filter or ab == a.filter for ab in src.abilities):
                continue
            env = Env(state, a.source, src.controller, view=view)
            st = a.filter
            if st.condition is not None and not condition_holds(env, st.condition):
                continue
            a.affected = _static_affected(state, env, st, ids, matches)
            a.started = True
        if not a.started and not a.static:
            if a.affected is None and a.filter is not None:
                env = Env(state, a.source, a.controller, view=view)
                a.affected = tuple(i for i in ids if matches(env, a.filter, i))
            a.started = True
        for m in a.mods:
            if _layer_of(m) == "rules":
                for oid in a.affected or ():
                    restrictions.setdefault(oid, []).append(m)
    for oid, rs in restrictions.items():
        c = cur.get(oid)
        if c is not None:
            c.restrictions = tuple(rs)
    for c in cur.values():
        c.keywords = frozenset(a.name for a in c.abilities if type(a) is Keyword)
    state._cache = cur
    state._cache_simple = False
    return cur


def _layer_of(m) -> str:
    if type(m) is SetPT and m.cda:
        return "7a"
    return m.layer


def _static_affected(state, env, st, ids, matches) -> tuple:
    from ..tree.refs import Ref

    aff = st.affected
    if isinstance(aff, Ref):
        from .evaluate import resolve_ref

        return tuple(e for e in resolve_ref(env, aff) if e >= 0)
    return tuple(i for i in ids if matches(env, aff, i))


def _finish_simple(state: "GameState", cur: dict[int, Chars]) -> None:
    objs = state.objects
    for oid, c in cur.items():
        _apply_counters(objs[oid], c)


def _apply_counters(o, c: Chars) -> None:
    if o.counters and c.power is not None:
        for k, n in o.counters.items():
            d = pt_counter_delta(k)
            if d is not None and n:
                c.power += d[0] * n
                c.toughness += d[1] * n


def _apply(state, env, c: Chars, m, amount, oid: int) -> None:
    t = type(m)
    if t is ModPT:
        if c.power is not None:
            c.power += amount(env, m.power)
            c.toughness += amount(env, m.toughness)
    elif t is SetPT:
        if m.power is not None:
            c.power = amount(env, m.power)
        if m.toughness is not None:
            c.toughness = amount(env, m.toughness)
    elif t is SwitchPT:
        if c.power is not None:
            c.power, c.toughness = c.toughness, c.power
    elif t is AddAbilities:
        c.abilities = c.abilities + tuple(m.abilities)
        c.keywords = frozenset(a.name for a in c.abilities if type(a) is Keyword)
    elif t is RemoveAbilities:
        if m.all:
            c.abilities = ()
        else:
            c.abilities = tuple(a for a in c.abilities if not (type(a) is Keyword and a.name in m.keywords))
        c.keywords = frozenset(a.name for a in c.abilities if type(a) is Keyword)
    elif t is AddTypes:
        if m.replace:
            c.types = frozenset(m.types)
            c.supertypes = frozenset(m.supertypes) | (c.supertypes if not m.supertypes else frozenset())
            c.subtypes = frozenset(m.subtypes)
        else:
            c.types = c.types | frozenset(m.types)
            c.supertypes = c.supertypes | frozenset(m.supertypes)
            c.subtypes = (frozenset(m.subtypes) if m.replace_subtypes else c.subtypes | frozenset(m.subtypes))
        if "Creature" in c.types and c.power is None:
            c.power, c.toughness = 0, 0
    elif t is RemoveTypes:
        c.types = c.types - frozenset(m.types)
        c.supertypes = c.supertypes - frozenset(m.supertypes)
        c.subtypes = frozenset() if m.all_subtypes else c.subtypes - frozenset(m.subtypes)
    elif t is SetColors:
        c.colors = (c.colors | m.colors) if m.add else m.colors
    elif t is ChangeController:
        from .evaluate import resolve_ref

        who = resolve_ref(env, m.to) if m.to is not None else (-1 - env.controller,)
        for e in who:
            if e < 0:
                c.controller = -1 - e
    elif t is CopyOf:
        from .evaluate import resolve_ref

        for e in resolve_ref(env, m.of):
            if e >= 0 and e in state.objects:
                src = copiable_values(state, e)
                ctrl = c.controller
                for s in ("name", "mana_cost", "colors", "supertypes", "types", "subtypes", "power", "toughness",
                          "loyalty", "defense", "abilities", "keywords"):
                    setattr(c, s, getattr(src, s))
                c.controller = ctrl
                break


def copiable_values(state: "GameState", oid: int) -> Chars:
    """707.2: the values printed on the object (or its prototype values, 718.3d) as modified by other
    copy effects; other effects are ignored."""
    o = state.objects[oid]
    c = base_chars(state, o)
    for e in state.effects:
        for m in e.mods:
            if type(m) is CopyOf and e.affected and oid in e.affected:
                from .evaluate import Env, resolve_ref

                for src in resolve_ref(Env(state, e.source, e.controller), m.of):
                    if src >= 0 and src != oid and src in state.objects:
                        ctrl = c.controller
                        c = copiable_values(state, src)
                        c.controller = ctrl
                        break
    return c


def chars_of_nonbattlefield(state: "GameState", oid: int) -> Chars:
    """Characteristics of an object in a zone other than the battlefield/stack: its copiable values plus
    its own characteristic-defining abilities (604.3). Treat the result as read-only: plain cards'
    values are shared through a per-pool cache."""
    o = state.objects[oid]
    if o.kind == "card" and not o.face_down:
        key = (o.card, o.face, o.owner)
        cache = state.pool.chars_cache
        c = cache.get(key)
        if c is not None:
            return c
        c = base_chars(state, o)
        if not any(type(ab) is Static and any(type(m) is SetPT and m.cda for m in ab.mods) for ab in c.abilities):
            cache[key] = c
            return c
    else:
        c = base_chars(state, o)
    if o.kind == "ability":
        return c
    for ab in c.abilities:
        if type(ab) is Static and any(type(m) is SetPT and m.cda for m in ab.mods):
            from .evaluate import Env, amount

            env = Env(state, oid, o.controller)
            for m in ab.mods:
                if type(m) is SetPT and m.cda:
                    c = c.copy()
                    if m.power is not None:
                        c.power = amount(env, m.power)
                    if m.toughness is not None:
                        c.toughness = amount(env, m.toughness)
    return c


def chars(state: "GameState", oid: int) -> Chars:
    """The characteristics of object ``oid`` now."""
    allc = compute_all(state)
    c = allc.get(oid)
    if c is not None:
        return c
    return chars_of_nonbattlefield(state, oid)


def controller(state: "GameState", oid: int) -> int:
    o = state.objects[oid]
    if o.zone != "battlefield" and o.zone != "stack":
        return o.owner
    return chars(state, oid).controller


def name_of(state: "GameState", oid: int) -> str:
    o = state.objects.get(oid)
    if o is None:
        return f"#{oid}"
    if o.kind == "ability":
        src = state.objects.get(o.source) if o.source is not None else None
        return f"ability of {src.card if src else 'a source'}"
    if o.face_down:
        return "a face-down permanent"
    if o.kind == "token" and o.card is None and o.token is not None:
        return f"{o.token.name} token"
    return o.card or "?"
