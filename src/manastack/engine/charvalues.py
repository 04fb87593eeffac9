"""An object's characteristics record and its values before the layer system (CR 109.3, 613.1–613.2).

``Chars`` holds an object's characteristics (109.3), its controller and the restrictions on it. Here are the
starting values (613.1): the printed card (718.3b prototype values), a token's (111.4) or a copy's (707.2);
the face-down values (708.2a); copy effects and copiable values (707.2–707.9, layer 1); intrinsic mana
abilities of basic land types (305.6); which subtypes go with which card types (205.3); text-changing
effects (612); and applying one modification to a Chars (used by the layers, 613). ``engine/chars.py``
applies the layers on top of these values.
"""
from __future__ import annotations

import re
from dataclasses import fields as dc_fields
from dataclasses import replace as dc_replace
from typing import TYPE_CHECKING, Any

from . import upcalls

from ..core.mana import EMPTY_COST, ManaCost
from ..core import subtypes as ST
from ..core.types import BASIC_LAND_MANA, BASIC_LAND_TYPES
from ..tree.abilities import Activated, Body, Keyword, Static
from ..core.memo import by_identity
from ..tree.base import Node
from ..tree.continuous import (
    AddAbilities, AddTypes, ChangeController, ChangeText, CopiableValues, CopyOf, ModPT, RemoveAbilities,
    RemoveTypes, SetColors, SetPT, SwitchPT,
)
from ..tree.costs import Cost
from ..tree.effects import AddMana

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


# 122.1b: keyword counters -- the counter kind -> the keyword it grants (its "variants" are not counters yet)
KEYWORD_COUNTERS: dict[str, str] = {
    k: k.title() for k in ("flying", "first strike", "double strike", "deathtouch", "decayed", "exalted", "haste",
                           "hexproof", "indestructible", "lifelink", "menace", "reach", "shadow", "trample",
                           "vigilance")}
_KEYWORD_NODES = {k: Keyword(name=v) for k, v in KEYWORD_COUNTERS.items()}
# one shared layer-6 modification per keyword counter kind (613.1f), so identity-keyed caches stay warm
KEYWORD_COUNTER_MODS = {k: (AddAbilities(abilities=(n,)),) for k, n in _KEYWORD_NODES.items()}


def keyword_counter_kinds(counters: dict | None) -> list[str]:
    """The keyword counter kinds (122.1b) among an object's counters, in a stable order."""
    if not counters:
        return []
    return [k for k in counters if k in KEYWORD_COUNTERS and counters[k] > 0]


def counter_timestamp(o: Any, kind: str) -> int:
    """613.7c: a counter's timestamp is the time it was put on the object (counters an object entered with share
    its own timestamp, 613.7d); every counter of a kind has the newest one's."""
    ts = o.counter_ts
    return ts.get(kind, o.timestamp) if ts else o.timestamp


def add_counter_keywords(c: "Chars", kinds: list[str]) -> "Chars":
    """122.1b, 613.1f: the keywords an object's keyword counters grant, added to a copy of ``c`` (no other
    layer-6 effect to order them against)."""
    c = c.copy()
    c.abilities = c.abilities + tuple(_KEYWORD_NODES[k] for k in kinds)
    c.keywords = c.keywords | frozenset(KEYWORD_COUNTERS[k] for k in kinds)
    return c


# ---------------------------------------------------------------- intrinsic mana abilities (305.6)

_TAP = Cost(tap=True)
INTRINSIC_MANA: dict[str, Activated] = {
    sub: Activated(cost=_TAP, body=Body(AddMana("{" + m + "}")), mana=True) for sub, m in BASIC_LAND_MANA.items()
}
BASIC_SUBTYPES = frozenset(BASIC_LAND_TYPES)
_INTRINSIC_IDS = {id(a) for a in INTRINSIC_MANA.values()}


def _with_intrinsic(types: frozenset, subtypes: frozenset, abilities: tuple) -> tuple:
    """305.6: a land with a basic land type has "{T}: Add [mana]" for each such type. They are real
    abilities of the object, so effects can remove them (305.7, 613.1f)."""
    if "Land" not in types:
        return abilities
    basics = subtypes & BASIC_SUBTYPES
    if not basics:
        return abilities
    return abilities + tuple(INTRINSIC_MANA[s] for s in BASIC_LAND_TYPES if s in basics)


def _sync_intrinsic(c: Chars) -> None:
    """After a type change: intrinsic mana abilities follow the land's basic land types (305.7)."""
    have = [id(a) for a in c.abilities if id(a) in _INTRINSIC_IDS]
    want = [INTRINSIC_MANA[s] for s in BASIC_LAND_TYPES if s in c.subtypes] if "Land" in c.types else []
    if have == [id(a) for a in want]:
        return
    c.abilities = tuple(a for a in c.abilities if id(a) not in _INTRINSIC_IDS) + tuple(want)


# ---------------------------------------------------------------- starting values


_FACE_DOWN_TYPES = frozenset({"Creature"})
_EMPTY = frozenset()


def _from_values(v: Any, controller: int) -> Chars:
    """Chars from a TokenSpec (111.4) or CopiableValues (707.2). Both are immutable trees: the values
    made from one are kept as a template (as printed cards' are) and cloned, so two hundred tokens made
    by one effect don't rebuild the same sets every time characteristics are computed."""
    return clone_chars(_values_template(v) if isinstance(v, Node) else _values_chars(v), controller)


def chars_of_values(v: Any, controller: int) -> Chars:
    """Chars from a TokenSpec or CopiableValues (a last known copy, 608.2h/707.2, is kept as CopiableValues)."""
    return _from_values(v, controller)


def _values_chars(v: Any) -> Chars:
    cost = getattr(v, "mana_cost", None)
    return Chars(v.name, cost if cost is not None else EMPTY_COST, v.colors, frozenset(v.supertypes),
                 frozenset(v.types), frozenset(v.subtypes), v.power, v.toughness, getattr(v, "loyalty", None),
                 getattr(v, "defense", None), tuple(v.abilities), 0)


_values_template = by_identity()(_values_chars)  # (trees are immutable: one template per TokenSpec/CopiableValues)


_DUNGEON = frozenset({"Dungeon"})


def base_chars(state: "GameState", o: "GameObject") -> Chars:
    """An object's own starting values (613.1): the printed card (with 718.3b prototype values on the
    stack and battlefield), a token's defining values (111.4), or a copy's (``copy_of``, 707.2,
    707.10). Copy effects and face-down status come next, in layer 1. A fresh object the caller may
    change."""
    k = o.kind
    if k == "ability":
        return Chars("", EMPTY_COST, 0, _EMPTY, _EMPTY, _EMPTY, None, None, None, None, (), o.controller)
    if k == "emblem":
        return Chars("Emblem", EMPTY_COST, 0, _EMPTY, _EMPTY, _EMPTY, None, None, None, None,
                     tuple(o.ability or ()), o.controller)
    if k == "dungeon":  # 309.1, 309.4b: a dungeon card in the command zone (engine/mechanics/dungeons.py)
        return Chars((o.chosen or {}).get("dungeon", "Dungeon"), EMPTY_COST, 0, _EMPTY, _DUNGEON, _EMPTY, None,
                     None, None, None, (), o.controller)
    if o.merged:
        return merged_chars(state, o)
    if o.copy_of is not None and type(o.copy_of) is CopiableValues:
        return _from_values(o.copy_of, o.controller)
    if o.token is not None and o.card is None:
        return _from_values(token_face(o), o.controller)
    return clone_chars(printed_chars(state, o)[0], o.controller)


def merged_chars(state: "GameState", o: "GameObject") -> Chars:
    """730.2a, 702.140e: a merged permanent has the characteristics of its topmost component (the object's own
    card, token or copy values) and the abilities of every component. Part of its copiable values (730.2a: the
    merge is a copiable effect), so a copy of it copies all those abilities too."""
    top = _without_merged(o)
    c = base_chars(state, top)
    extra: list = []
    for comp in o.merged:
        part = _without_merged(o)
        part.card, part.kind, part.token = comp.get("card"), comp.get("kind", "card"), comp.get("token")
        part.copy_of, part.face, part.alt = comp.get("copy_of"), comp.get("face", 0), comp.get("alt")
        extra.extend(base_chars(state, part).abilities)
    c.abilities = c.abilities + tuple(extra)
    c.keywords = frozenset(a.name for a in c.abilities if type(a) is Keyword)
    return c


def _without_merged(o: "GameObject") -> "GameObject":
    p = o.copy()
    p.merged = None
    return p


def token_face(o: "GameObject") -> Any:
    """712.8: a double-faced token (``TokenSpec.back``) has the characteristics of its face that is up."""
    t = o.token
    return t.back if o.face == 1 and t.back is not None else t


def printed_chars(state: "GameState", o: "GameObject") -> tuple[Chars, bool]:
    """The printed values of a card object (a shared template, never changed) and whether they include
    a static ability. Cached in the pool (``CardPool.define`` clears it)."""
    proto = o.alt == "prototype" and (o.zone == "stack" or o.zone == "battlefield")
    cache = state.pool.chars_cache
    alt = o.alt if o.alt in ALT_VALUES and (o.zone == "stack" or o.zone == "battlefield") else None
    # (709.3b/709.4: a split card is one half on the stack and both halves combined everywhere else)
    key = ("printed", o.card, o.face, proto, o.zone == "stack" and o.alt != "fused") if alt is None \
        else ("printed", o.card, o.face, proto, alt)
    hit = cache.get(key)
    if hit is not None:
        return hit
    if alt is not None:  # e.g. a bestowed Aura (702.103b): the printed values as that way of casting makes them
        c, st = printed_chars(state, _without_alt(o))
        c = ALT_VALUES[alt](c)
        hit = cache[key] = (c, st or any(type(a) is Static for a in c.abilities))
        return hit
    cd = state.pool.get(o.card)
    if cd.layout in SPLIT_LAYOUTS and len(cd.faces) > 1 and (o.zone != "stack" or o.alt == "fused"):
        c = combined_halves(cd.faces, cd.name)
        hit = cache[key] = (c, any(type(a) is Static for a in c.abilities))
        return hit
    f = cd.faces[o.face] if o.face < len(cd.faces) else cd.faces[0]
    ab = f.abilities
    if "Land" in f.types and f.subtypes & BASIC_SUBTYPES:
        ab = _with_intrinsic(f.types, f.subtypes, ab)
    if proto and f.prototype is not None:
        cost, p, t = f.prototype
        c = Chars(f.name, cost, cost.colors, f.supertypes, f.types, f.subtypes, p, t, f.loyalty, f.defense, ab, 0)
    else:
        # 712.8e: a transformed permanent's mana value is its front face's (its colors stay the back face's)
        cost = cd.faces[0].mana_cost if o.face and cd.layout == "transform" else f.mana_cost
        c = Chars(f.name, cost, f.colors, f.supertypes, f.types, f.subtypes, f.power, f.toughness,
                  f.loyalty, f.defense, ab, 0)
    hit = (c, any(type(a) is Static for a in ab))
    cache[key] = hit
    return hit


def front_face_abilities(state: "GameState", oid: int) -> tuple:
    """712.11d: the abilities of a transforming double-faced card's front face, which are considered as the card
    is cast transformed (its alternative cost, e.g. disturb 702.146a, is printed there); () for other cards."""
    o = state.objects[oid]
    if o.card is None:
        return ()
    cd = state.pool.get(o.card)
    return tuple(cd.faces[0].abilities) if cd.layout == "transform" and cd.faces else ()


SPLIT_LAYOUTS = frozenset({"split", "aftermath"})


def combined_halves(faces: tuple, name: str) -> Chars:
    """709.4, 709.4d: outside the stack (and fused, 702.102b) a split card has the characteristics of its two halves combined: both names
    (709.4a, kept as "A // B"; see ``has_name``), the halves' mana costs together -- their symbols kept apart
    (709.4b) --, the colors of that cost, each type and each ability of either half (709.4c)."""
    cost = ManaCost(tuple(s for f in faces for s in f.mana_cost.symbols))
    colors = 0
    sup, types, subs, ab = frozenset(), frozenset(), frozenset(), ()
    for f in faces:
        colors |= f.colors
        sup, types, subs, ab = sup | f.supertypes, types | f.types, subs | f.subtypes, ab + f.abilities
    return Chars(name, cost, colors, sup, types, subs, None, None, None, None, ab, 0)


def has_name(c: Chars, name: str) -> bool:
    """201.2, 709.4a: an object has a name if it is its name or one of a split card's two names."""
    return c.name == name or (" // " in c.name and name in c.name.split(" // "))


# GameObject.alt values (ways a spell was cast that stay with the spell and the permanent it becomes) -> fn(printed
# Chars) -> the values on the stack and battlefield (a new Chars); registered by mechanic modules (bestow)
ALT_VALUES: dict[str, Any] = {}


def _without_alt(o: "GameObject") -> "GameObject":
    o2 = o.copy()
    o2.alt = None
    return o2


def clone_chars(t: Chars, controller: int) -> Chars:
    c = Chars.__new__(Chars)
    c.name = t.name
    c.mana_cost = t.mana_cost
    c.colors = t.colors
    c.supertypes = t.supertypes
    c.types = t.types
    c.subtypes = t.subtypes
    c.power = t.power
    c.toughness = t.toughness
    c.loyalty = t.loyalty
    c.defense = t.defense
    c.abilities = t.abilities
    c.keywords = t.keywords
    c.controller = controller
    c.restrictions = ()
    c.alt_pt = None
    return c


def face_down_chars(controller: int, alt: str | None = None) -> Chars:
    """708.2a: a face-down permanent (or spell, 708.4) is a 2/2 creature with no text, no name, no
    subtypes and no mana cost (colorless: no mana cost, no color indicator). ``alt`` says what made it
    face down (``GameObject.alt``): a disguised spell or permanent (702.168a) and a cloaked permanent
    (701.58a) also have ward {2}."""
    abilities = FACE_DOWN_WARD if alt in WARDED_FACE_DOWN else ()
    return Chars("", EMPTY_COST, 0, _EMPTY, _FACE_DOWN_TYPES, _EMPTY, 2, 2, None, None, abilities, controller)


# what made an object face down (GameObject.alt) when its face-down characteristics include ward {2}
WARDED_FACE_DOWN = frozenset({"disguise", "cloak"})
FACE_DOWN_WARD = (Keyword("Ward", cost=Cost(mana=ManaCost.parse("{2}"))),)


_COPY_FIELDS = ("name", "mana_cost", "colors", "supertypes", "types", "subtypes", "power", "toughness",
                "loyalty", "defense", "abilities")


def values_of(c: Chars) -> CopiableValues:
    """Plain-data copiable values from computed characteristics (707.2)."""
    return CopiableValues(c.name, c.mana_cost, c.colors, tuple(sorted(c.supertypes)), tuple(sorted(c.types)),
                          tuple(sorted(c.subtypes)), c.power, c.toughness, c.loyalty, c.defense, tuple(c.abilities))


@by_identity()  # (printed templates are shared and never changed)
def _printed_values(t: Chars) -> CopiableValues:
    return values_of(t)


def copiable_snapshot(state: "GameState", oid: int) -> CopiableValues:
    """``values_of(copiable_values(state, oid))`` (707.2, for last known information, 608.2h): a card with no copy
    effect, merged component or face-down status has its printed values, shared per printed template."""
    o = state.objects[oid]
    if o.card is not None and o.merged is None and not o.face_down and type(o.copy_of) is not CopiableValues \
            and o.kind == "card" and not (state.effects and any(
                e.affected and oid in e.affected and any(type(m) is CopyOf for m in e.mods) for e in state.effects)):
        return _printed_values(printed_chars(state, o)[0])
    return values_of(copiable_values(state, oid))


def is_pt_cda(ab: Any) -> bool:
    return type(ab) is Static and bool(ab.mods) and all(type(m) is SetPT and m.cda for m in ab.mods)


def apply_copy(state: "GameState", c: Chars, values: Chars, m: CopyOf, env: Any = None) -> None:
    """707.2–707.9: ``c`` takes the copied values, except the characteristics ``m.keep`` names (707.9c),
    then the exceptions ``m.also`` modify them (707.9a–b). 707.9d: a characteristic the exception sets or
    keeps isn't defined by a copied characteristic-defining ability."""
    sets_pt = any(type(x) is SetPT for x in m.also) or "power" in m.keep or "toughness" in m.keep
    for s in _COPY_FIELDS:
        if s not in m.keep:
            setattr(c, s, getattr(values, s))
    if sets_pt:
        c.abilities = tuple(a for a in c.abilities if not is_pt_cda(a))
    if m.also:
        Env, amount = upcalls.Env, upcalls.amount

        e = env if env is not None else Env(state, None, c.controller)
        for x in m.also:
            apply_mod(state, e, c, x, amount, None)
    c.keywords = frozenset(a.name for a in c.abilities if type(a) is Keyword)


def copy_source_values(state: "GameState", m: CopyOf, env: Any) -> Chars | None:
    if m.values is not None:
        return _from_values(m.values, 0)
    resolve_ref = upcalls.resolve_ref

    for e in resolve_ref(env, m.of):
        if e >= 0 and e in state.objects:
            return copiable_values(state, e)
    return None


def copiable_prototyped(state: "GameState", oid: int, _seen: frozenset = frozenset()) -> bool:
    """718.3c-d: is this spell or permanent prototyped — cast prototyped itself (718.3b), or a copy of a
    prototyped spell or permanent (the copied values say so, ``CopiableValues.prototyped``; the latest
    copy effect from a resolved spell or ability decides, as in :func:`copiable_values`)? Any rule or
    effect that refers to a prototyped spell or permanent refers to such a copy as well."""
    o = state.objects[oid]
    if o.zone not in ("battlefield", "stack") or o.face_down:
        return False
    own = o.alt == "prototype"
    v = o.copy_of if type(o.copy_of) is CopiableValues else (o.token if o.card is None else None)
    flag = bool(getattr(v, "prototyped", False))
    copies = [e for e in state.effects
              if e.affected and oid in e.affected and any(type(m) is CopyOf for m in e.mods)] if state.effects else ()
    if copies:
        Env, resolve_ref = upcalls.Env, upcalls.resolve_ref

        for e in sorted(copies, key=lambda e: e.timestamp):
            env = Env(state, e.source, e.controller, ctx_data=e.data)
            for m in e.mods:
                if type(m) is not CopyOf:
                    continue
                if m.values is not None:
                    flag = bool(getattr(m.values, "prototyped", False))
                    continue
                for src in resolve_ref(env, m.of):
                    if src >= 0 and src != oid and src in state.objects and src not in _seen:
                        flag = copiable_prototyped(state, src, _seen | {oid})
                        break
    return own or flag


PREPARE_LAYOUT = "prepare"


@by_identity()
def prepare_values(face: Any) -> CopiableValues:
    """722.2, 722.3c: a prepare spell's characteristics (the card's inset frame, its second face) as plain data."""
    return CopiableValues(face.name, face.mana_cost, face.colors, tuple(sorted(face.supertypes)),
                          tuple(sorted(face.types)), tuple(sorted(face.subtypes)), face.power, face.toughness,
                          face.loyalty, face.defense, tuple(face.abilities))


def copiable_prepare(state: "GameState", oid: int, _seen: frozenset = frozenset()) -> CopiableValues | None:
    """722.2a-b: the prepare spell an object has -- part of its copiable values: a preparation card's own (its
    second face), the one a token or copy was given with its copied values (``CopiableValues.prepare``), or, on
    the battlefield and stack, the one the latest copy effect gives it (as :func:`copiable_values`). None when it
    has none (722.4: a preparation card still has only its normal characteristics)."""
    o = state.objects[oid]
    if o.face_down or o.kind in ("ability", "emblem", "dungeon"):
        return None
    v = o.copy_of if type(o.copy_of) is CopiableValues else (o.token if o.card is None else None)
    spec = None
    if v is not None:
        spec = getattr(v, "prepare", None)
    elif o.card is not None:
        cd = state.pool.get(o.card)
        if cd.layout == PREPARE_LAYOUT and len(cd.faces) > 1:
            spec = prepare_values(cd.faces[1])
    if o.zone in ("battlefield", "stack"):
        for env, m, src in _copy_effects_on(state, oid, _seen):
            spec = getattr(m.values, "prepare", None) if src is None else copiable_prepare(state, src, _seen | {oid})
    return spec


def _copy_effects_on(state: "GameState", oid: int, _seen: frozenset):
    """613.2a, 707.2: each copy effect applied to ``oid`` in timestamp order, as (env, CopyOf, the object it
    copies or None when the effect carries its values). A copy effect whose object is gone or is part of a copy
    loop already being followed (``_seen``) gives nothing."""
    if not state.effects:
        return
    copies = [e for e in state.effects
              if e.affected and oid in e.affected and any(type(m) is CopyOf for m in e.mods)]
    if not copies:
        return
    Env, resolve_ref = upcalls.Env, upcalls.resolve_ref
    for e in sorted(copies, key=lambda e: e.timestamp):
        env = Env(state, e.source, e.controller, ctx_data=e.data)
        for m in e.mods:
            if type(m) is not CopyOf:
                continue
            if m.values is not None:
                yield env, m, None
                continue
            for src in resolve_ref(env, m.of):
                if src >= 0 and src != oid and src in state.objects and src not in _seen:
                    yield env, m, src
                    break


def copiable_values(state: "GameState", oid: int, _seen: frozenset = frozenset()) -> Chars:
    """707.2: the values printed on the object (or its prototype values, 718.3c–d; or a token's or
    copy's own values) as modified by copy effects and its face-down status (708.2) — layers 1a and 1b.
    Other effects, status and counters are ignored. (Copy effects from static abilities are not seen
    here; those from resolved spells and abilities and "enter as a copy" are.)"""
    o = state.objects[oid]
    c = base_chars(state, o)
    if o.zone in ("battlefield", "stack"):
        for env, m, src in _copy_effects_on(state, oid, _seen):
            v = _from_values(m.values, 0) if src is None else copiable_values(state, src, _seen | {oid})
            if v is not None:
                apply_copy(state, c, v, m, env)
    if o.face_down:
        return face_down_chars(c.controller, o.alt)
    return c


# ---------------------------------------------------------------- subtypes (205.3)

_SUBTYPE_SETS = (
    (ST.LAND_TYPES, frozenset({"Land"})), (ST.ARTIFACT_TYPES, frozenset({"Artifact"})),
    (ST.ENCHANTMENT_TYPES, frozenset({"Enchantment"})), (ST.PLANESWALKER_TYPES, frozenset({"Planeswalker"})),
    (ST.SPELL_TYPES, frozenset({"Instant", "Sorcery"})), (ST.BATTLE_TYPES, frozenset({"Battle"})),
)


_CREATURE_TYPES_OF = frozenset({"Creature", "Kindred"})


def subtype_set(s: str) -> tuple[frozenset, frozenset]:
    """205.3: the set a subtype belongs to and the card types it correlates with (205.3c)."""
    for st, owners in _SUBTYPE_SETS:
        if s in st:
            return st, owners
    return frozenset(), _CREATURE_TYPES_OF  # creature types (205.3m)


def _same_set(a: str, b: str) -> bool:
    return subtype_set(a)[1] == subtype_set(b)[1]


# ---------------------------------------------------------------- applying one modification


def apply_mod(state, env, c: Chars, m, amount, oid: int | None, granted: dict | None = None, ts: int = 0) -> None:
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
        if granted is not None and oid is not None:
            for a in m.abilities:
                if type(a) is Static:
                    granted[(oid, id(a))] = ts  # 613.7a
    elif t is RemoveAbilities:
        if m.all:
            c.abilities = ()
        else:
            c.abilities = tuple(a for a in c.abilities if not (type(a) is Keyword and a.name in m.keywords))
        c.keywords = frozenset(a.name for a in c.abilities if type(a) is Keyword)
    elif t is AddTypes:
        _add_types(c, m)
    elif t is RemoveTypes:
        c.types = c.types - frozenset(m.types)
        c.supertypes = c.supertypes - frozenset(m.supertypes)
        c.subtypes = frozenset() if m.all_subtypes else c.subtypes - frozenset(m.subtypes)
        c.subtypes = frozenset(s for s in c.subtypes if subtype_set(s)[1] & c.types)  # 205.1a
        _sync_intrinsic(c)
    elif t is SetColors:
        c.colors = (c.colors | m.colors) if m.add else m.colors
    elif t is ChangeController:
        resolve_ref = upcalls.resolve_ref

        who = resolve_ref(env, m.to) if m.to is not None else (-1 - env.controller,)
        for e in who:
            if e < 0:
                c.controller = -1 - e
                break
    elif t is ChangeText:
        c.abilities = tuple(rewrite_text(a, m) for a in c.abilities)
        c.keywords = frozenset(a.name for a in c.abilities if type(a) is Keyword)
    elif t is CopyOf:
        v = copy_source_values(state, m, env)
        if v is not None:
            apply_copy(state, c, v, m, env)
    else:
        f = MOD_APPLIERS.get(t)
        if f is not None:
            f(state, env, c, m)


# fn(state, env, chars, mod) for mod types defined by mechanic modules (engine/mechanics/chosen_values.py)
MOD_APPLIERS: dict[type, Any] = {}


def _add_types(c: Chars, m: AddTypes) -> None:
    """Layer 4 (205.1a–b, 305.7). ``replace`` sets the card types (instant and sorcery stay), and
    subtypes that no longer correlate with a card type go; ``replace_subtypes`` replaces existing
    subtypes of the same set as the new ones (land types replace land types, creature types replace
    creature types); otherwise everything is added. Setting a land's subtype to basic land types
    removes the abilities from its rules text and gives the new types' mana abilities (305.7)."""
    new_subs = frozenset(m.subtypes)
    if m.replace:
        c.types = frozenset(m.types) | (c.types & {"Instant", "Sorcery"})
        kept = frozenset(s for s in c.subtypes if subtype_set(s)[1] & c.types)
    else:
        c.types = c.types | frozenset(m.types)
        kept = c.subtypes
    setting = m.replace or m.replace_subtypes
    if setting and new_subs:
        kept = frozenset(s for s in kept if not any(_same_set(s, n) for n in new_subs))
    c.subtypes = kept | new_subs
    c.supertypes = c.supertypes | frozenset(m.supertypes)
    if "Creature" in c.types and c.power is None:
        c.power, c.toughness = 0, 0
    if setting and "Land" in c.types and new_subs and any(s in BASIC_SUBTYPES for s in new_subs):
        c.abilities = ()  # 305.7
    _sync_intrinsic(c)


# ---------------------------------------------------------------- text-changing effects (612)

_COLOR_BIT = {"W": 1, "U": 2, "B": 4, "R": 8, "G": 16}


def _swap_bits(mask: int, old: int, new: int) -> int:
    if mask & old:
        return (mask & ~old) | new
    return mask


def rewrite_text(node: Any, m: ChangeText) -> Any:
    """612.2: replace color words (in filters, color settings, tokens' colors) or subtype words (in
    filters, type changes, token subtypes, landwalk) inside an ability tree. Names are not changed."""
    memo: dict[int, Any] = {}

    def rw(v: Any) -> Any:
        if isinstance(v, tuple):
            out = tuple(rw(x) for x in v)
            return out if any(a is not b for a, b in zip(out, v)) else v
        if not isinstance(v, Node):
            return v
        hit = memo.get(id(v))
        if hit is not None:
            return hit
        changes = {}
        for f in dc_fields(v):
            x = getattr(v, f.name)
            if m.kind == "color" and f.name in ("colors", "not_colors") and isinstance(x, int) and x:
                y = _swap_bits(x, _COLOR_BIT.get(m.old, 0), _COLOR_BIT.get(m.new, 0))
            elif m.kind == "subtype" and f.name in ("subtypes", "not_subtypes") and isinstance(x, tuple):
                y = tuple(m.new if s == m.old else s for s in x)
            elif m.kind == "subtype" and f.name == "arg" and x == m.old:
                y = m.new
            else:
                y = rw(x)
            if y is not x and y != x:
                changes[f.name] = y
        out = dc_replace(v, **changes) if changes else v
        memo[id(v)] = out
        return out

    return rw(node)
