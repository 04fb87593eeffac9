"""Characteristics are computed, never stored (DESIGN; CR 109.3, 613).

``chars(state, oid)`` gives an object's characteristics after all continuous effects. The starting
values are the object's own (613.1): the printed card, its prototype values when cast prototyped
(718.3b), a token's or copy's defining values (111.4, 707.2, 707.10). Then the layers apply in order
(613.1):

1. copy effects (1a, 707) then face-down status (1b, 708.2) — the result is the copiable values
   (613.2c);
2. control; 3. text (612); 4. types (205.1, 305.7); 5. colors; 6. abilities;
7. power/toughness: 7a characteristic-defining abilities, 7b setting, 7c modifying and counters,
   7d switching (613.4).

Within a layer, characteristic-defining abilities apply first (613.3), then effects in timestamp order
(613.7) unless one depends on another (613.8): an effect that depends on others waits until just
after they apply, and effects in a dependency loop apply in timestamp order. Dependency is decided by
trying it: effect A depends on B when applying B would change whether A exists, what A applies to,
or what A does (613.8a). A cheap read/write test rules most pairs out before anything is tried.
Effects from static abilities that start applying in one layer keep applying in later layers to the
same objects even if the ability is removed meanwhile (613.6).

Results are cached per state version. With no continuous effects, no static abilities and nothing
face down, only counters apply (the "simple" cache, kept across tapping and damage).
"""
from __future__ import annotations

from dataclasses import fields as dc_fields
from typing import TYPE_CHECKING, Any, Callable

from ..tree.abilities import Keyword, Static
from ..core.memo import by_identity
from ..tree.base import Node
from ..tree.continuous import (
    AddAbilities, AddTypes, ChangeController, ChangeText, CopiableValues, CopyOf, ModPT, RemoveAbilities,
    RemoveTypes, Restrict, SetPT,
)
from ..tree.refs import Num, Ref

from . import upcalls
from .charvalues import (
    BASIC_SUBTYPES, KEYWORD_COUNTER_MODS, KEYWORD_COUNTERS, Chars, add_counter_keywords, apply_copy, apply_mod,
    base_chars, clone_chars, copy_source_values, counter_timestamp, face_down_chars, is_pt_cda, keyword_counter_kinds,
    printed_chars, pt_counter_delta,
)
from ..tree.filters import Filter
from .chars_stable import light_stable, stable_abilities
from ..tree import abilities as A, refs as R

if TYPE_CHECKING:
    from .state import GameState


# ---------------------------------------------------------------- the layer system


_KWC_KEYS = frozenset(KEYWORD_COUNTERS)
# 113.6: fn(state) -> (object, controller, Static) for static abilities of cards in a graveyard that function there
# ("As long as ~ is in your graveyard, ...": engine/mechanics/zone_triggers.py); each may declare its relevance
ZONE_STATICS: list[Callable[["GameState"], list]] = []
_LAYERS = ("2", "3", "4", "5", "6", "7a", "7b", "7c", "7d")


def _layer_of(m) -> str:
    if type(m) is SetPT and m.cda:
        return "7a"
    return m.layer


class _Eff:
    """A continuous effect while one characteristics computation applies it."""

    __slots__ = ("ts", "source", "controller", "layers", "affected", "static", "ability", "filter", "started",
                 "checked", "data", "cda", "key")

    def __init__(self, ts, source, controller, mods, affected, static, ability, filt, data):
        self.ts = ts
        self.source = source
        self.controller = controller
        self.layers: dict[str, tuple] = {}
        for m in mods:
            ly = _layer_of(m)
            self.layers[ly] = self.layers.get(ly, ()) + (m,)
        self.affected = affected  # tuple of object ids once determined (611.2c / 613.6)
        self.static = static
        self.ability = ability  # the Static node for static abilities
        self.filter = filt
        self.started = False
        self.checked = False
        self.data = data
        self.cda = static and bool(mods) and all(type(m) is SetPT and m.cda for m in mods)  # 604.3, 613.4a
        self.key = (source, id(ability)) if static else None

    def __repr__(self) -> str:
        return f"<eff ts={self.ts} src={self.source} {sorted(self.layers)}>"


class _Run:
    """One computation of every object's characteristics."""

    def __init__(self, state: "GameState", cur: dict[int, Chars], ids: list[int]):
        Env, amount, condition_holds, matches = upcalls.Env, upcalls.amount, upcalls.condition_holds, upcalls.matches

        self.state = state
        self.cur = cur
        self.ids = ids
        self.Env = Env
        self.amount = amount
        self.condition_holds = condition_holds
        self.matches = matches
        self.effs: list[_Eff] = []
        self.seen: set = set()
        self.granted: dict = {}

    # -------------------------------------------------------- views

    def view_of(self, table: dict[int, Chars]) -> Callable[[int], Chars]:
        state = self.state

        def view(oid: int) -> Chars:
            c = table.get(oid)
            return c if c is not None else chars_of_nonbattlefield(state, oid)
        return view

    # -------------------------------------------------------- collecting statics

    def collect_statics(self, battlefield: list[int]) -> bool:
        """Effects of static abilities now on battlefield objects (and characteristic-defining abilities
        of spells, 604.3). 613.7a: timestamp of the object, or of the effect that granted the ability if
        later."""
        state = self.state
        objs = state.objects
        added = False
        for i in battlefield:
            c = self.cur[i]
            for ab in c.abilities:
                # (604.3: a characteristic-defining ability functions in all zones, the battlefield included)
                if type(ab) is Static and (ab.zone == "battlefield" or is_pt_cda(ab)):
                    key = (i, id(ab))
                    if key in self.seen:
                        continue
                    self.seen.add(key)
                    ts = max(objs[i].timestamp, self.granted.get(key, 0))
                    self.effs.append(_Eff(ts, i, c.controller, ab.mods, None, True, ab, ab.affected, None))
                    added = True
        for i in state.command:
            o = objs[i]
            if o.kind == "emblem":  # 114.4
                for ab in o.ability or ():
                    if type(ab) is Static and (i, id(ab)) not in self.seen:
                        self.seen.add((i, id(ab)))
                        self.effs.append(_Eff(o.timestamp, i, o.controller, ab.mods, None, True, ab, ab.affected,
                                              None))
                        added = True
        for h in state.relevance.active("zone_statics", ZONE_STATICS) if ZONE_STATICS else ():
            for i, ctrl, ab in h(state):  # 113.6: static abilities that function from another zone (a graveyard)
                if (i, id(ab)) not in self.seen:
                    self.seen.add((i, id(ab)))
                    self.effs.append(_Eff(objs[i].timestamp, i, ctrl, ab.mods, None, True, ab, ab.affected, None))
                    added = True
        for i in state.stack:
            c = self.cur.get(i)
            if c is None:
                continue
            for ab in c.abilities:
                if is_pt_cda(ab) and (i, id(ab)) not in self.seen:
                    self.seen.add((i, id(ab)))
                    self.effs.append(_Eff(objs[i].timestamp, i, c.controller, ab.mods, None, True, ab, ab.affected,
                                          None))
                    added = True
        return added

    # -------------------------------------------------------- existence and affected sets

    def exists(self, e: _Eff, view) -> bool:
        """Does a static ability's effect exist: its source still has the ability (it may have been removed
        in an earlier layer, 613.6) and its condition holds?"""
        if not e.static:
            return True
        if e.source not in self.cur:
            o = self.state.objects.get(e.source)
            if o is None or (o.kind != "emblem" or o.zone != "command") and o.zone != "graveyard":
                return False  # (114.4: an emblem's abilities function in the command zone; 113.6: ZONE_STATICS)
        src = view(e.source)
        ab = e.ability
        if not any(a is ab for a in src.abilities):
            return False
        if ab.condition is not None:
            env = self.Env(self.state, e.source, src.controller, view=view)
            if not self.condition_holds(env, ab.condition):
                return False
        return True

    def affected_under(self, e: _Eff, view) -> tuple | None:
        if e.started:
            return e.affected
        if e.static:
            if not self.exists(e, view):
                return None
            src = view(e.source)
            env = self.Env(self.state, e.source, src.controller, view=view)
            return _static_affected(env, e.ability.affected, self.ids, self.matches, self.cur)
        if e.affected is not None:
            return e.affected
        if e.filter is not None:
            env = self.Env(self.state, e.source, e.controller, view=view, ctx_data=e.data)
            return tuple(i for i in self.ids if self.matches(env, e.filter, i))
        return ()

    def start(self, e: _Eff, view) -> bool:
        """Determine the objects an effect applies to as it starts (611.2c, 611.3a, 613.6)."""
        if e.started:
            return True
        if e.checked:
            return False
        e.checked = True
        aff = self.affected_under(e, view)
        if aff is None:
            return False
        e.affected = aff
        if e.static:
            e.controller = view(e.source).controller
        e.started = True
        return True

    # -------------------------------------------------------- applying

    def apply(self, e: _Eff, layer: str, table: dict[int, Chars], view, start: bool = True) -> None:
        if start:
            if not self.start(e, view):
                return
            aff = e.affected
        else:
            aff = self.affected_under(e, view)
            if not aff:
                return
        env = self.Env(self.state, e.source, e.controller, view=view, ctx_data=e.data)
        amount = self.amount
        state = self.state
        for m in e.layers[layer]:
            for oid in aff:
                c = table.get(oid)
                if c is None:
                    continue
                env.affected = oid
                before = c.abilities
                apply_mod(state, env, c, m, amount, oid, self.granted, e.ts)
                if type(m) is ChangeText and table is self.cur and c.abilities is not before:
                    self._retext(oid, before, c.abilities)

    def _retext(self, oid: int, before: tuple, after: tuple) -> None:
        """612: a static ability whose text changed generates the changed effect from now on."""
        for old, new in zip(before, after):
            if old is new or type(old) is not Static:
                continue
            for e in self.effs:
                if e.static and e.source == oid and e.ability is old and not e.started:
                    e.ability = new
                    e.filter = new.affected
                    e.layers = {}
                    for m in new.mods:
                        ly = _layer_of(m)
                        e.layers[ly] = e.layers.get(ly, ()) + (m,)
                    e.key = (oid, id(new))
                    self.seen.add(e.key)

    # -------------------------------------------------------- dependency (613.8)

    def depends(self, a: _Eff, b: _Eff, layer: str, view) -> bool:
        """613.8a: would applying ``b`` change whether ``a`` exists, what it applies to, or what it does?"""
        b_aff = self.affected_under(b, view)
        if not b_aff:
            return False
        scratch = dict(self.cur)
        for oid in b_aff:
            if oid in scratch:
                scratch[oid] = scratch[oid].copy()
        view2 = self.view_of(scratch)
        saved = dict(self.granted)
        self.apply(b, layer, scratch, view2, start=False)
        self.granted = saved
        if a.started:
            aff1 = a.affected
        else:
            e1, e2 = self.exists(a, view), self.exists(a, view2)
            if e1 != e2:
                return True
            if not e1:
                return False
            aff1 = self.affected_under(a, view)
            if aff1 != self.affected_under(a, view2):
                return True
        return self._does_differ(a, layer, aff1 or (), view, view2)

    def _does_differ(self, a: _Eff, layer: str, aff: tuple, view, view2) -> bool:
        resolve_ref = upcalls.resolve_ref

        mods = [m for m in a.layers[layer] if _mod_reads(m)]
        if not mods:
            return False
        st = self.state
        ctrl = view(a.source).controller if a.static and a.source in self.cur else a.controller
        e1 = self.Env(st, a.source, ctrl, view=view, ctx_data=a.data)
        e2 = self.Env(st, a.source, ctrl, view=view2, ctx_data=a.data)
        amount = self.amount
        for m in mods:
            for oid in aff:
                e1.affected = e2.affected = oid
                for f in dc_fields(m):
                    x = getattr(m, f.name)
                    if isinstance(x, Node) and not isinstance(x, (Keyword, Static)):
                        try:
                            if type(m) is ChangeController:
                                if resolve_ref(e1, x) != resolve_ref(e2, x):
                                    return True
                            elif amount(e1, x) != amount(e2, x):
                                return True
                        except TypeError:
                            continue
        return False

    def order(self, group: list[_Eff], layer: str, view) -> None:
        """Apply the layer's effects: characteristic-defining abilities first (613.3, 613.4a), then by
        timestamp (613.7) unless dependency says otherwise (613.8)."""
        cur = self.cur
        rest = sorted(group, key=lambda e: e.ts)
        cdas = [e for e in rest if e.cda]
        if cdas:
            for e in cdas:
                self.apply(e, layer, cur, view)
            rest = [e for e in rest if not e.cda]
        if len(rest) < 2:
            for e in rest:
                self.apply(e, layer, cur, view)
            return
        reads = {id(e): _effect_reads(e, layer) for e in rest}
        writes = {id(e): _effect_writes(e, layer) for e in rest}

        cands = _may_pairs(rest, reads, writes)
        if not cands:
            for e in rest:
                self.apply(e, layer, cur, view)
            return
        waiting: set[int] = set()
        while rest:
            if len(rest) == 1:
                self.apply(rest[0], layer, cur, view)
                break
            # Only the pairs _may_pairs found can depend (613.8a); which of them do is asked again after
            # each effect applies, since applying one can change what another does.
            live = {id(e) for e in rest}
            deps = {id(a): [b for b in cands.get(id(a), ()) if id(b) in live and self.depends(a, b, layer, view)]
                    for a in rest}
            for a in rest:
                if deps[id(a)]:
                    waiting.add(id(a))
            free = [a for a in rest if not deps[id(a)]]
            pick = None
            # 613.8b: a dependent effect applies just after the effects it depends on
            for a in free:
                if id(a) in waiting:
                    pick = a
                    break
            if pick is None and free:
                pick = free[0]
            if pick is None:
                pick = _loop_pick(rest, deps)  # 613.8b: a dependency loop applies in timestamp order
            self.apply(pick, layer, cur, view)
            rest = [e for e in rest if e is not pick]


def _may_pairs(rest: list, reads: dict, writes: dict) -> dict[int, list]:
    """For each effect a in ``rest``, the other effects b it could depend on: those that write something a
    reads (613.8a), in the order of ``rest``. Only effects with at least one such b are keys, so an empty
    answer means no effect here can depend on another.

    A read or write is a category (``"pt"``, ``"abil_remove"``...; ``"*"`` is everything) over all objects,
    or a ``(category, object)`` pair about one object: an effect whose affected objects are fixed (611.2c,
    613.6) writes only about those, and a static ability's existence reads only its source's abilities. A
    read about one object meets a write about all objects or about that one; a read about all objects meets
    any write of its category. Built from an index of the writes, so hundreds of effects that touch
    unrelated things (two hundred "+1/+1 until end of turn" effects, a creature that gained and lost flying
    three hundred times beside an Equipment's static ability) cost time linear in the effects, not
    quadratic; the dependency loop in ``_Run.order`` then asks ``depends`` only about these pairs."""
    pos = {id(e): i for i, e in enumerate(rest)}
    writers = [e for e in rest if writes[id(e)]]
    if not writers:
        return {}
    any_cat: dict = {}  # category -> writers of it, about any objects
    all_objs: dict = {}  # category -> writers of it about all objects
    one_obj: dict = {}  # (category, object) -> writers of it about that object
    about: dict = {}  # object -> writers of anything about it ("*" reads about one object)
    global_w: dict = {}  # writers of anything about all objects
    for b in writers:
        for w in writes[id(b)]:
            if type(w) is tuple:
                one_obj.setdefault(w, []).append(b)
                any_cat.setdefault(w[0], {})[id(b)] = b
                about.setdefault(w[1], {})[id(b)] = b
            else:
                all_objs.setdefault(w, []).append(b)
                any_cat.setdefault(w, {})[id(b)] = b
                global_w[id(b)] = b
    star_any = any_cat.get("*", {})
    star_all = all_objs.get("*", ())
    out: dict[int, list] = {}
    for a in rest:
        r = reads[id(a)]
        if not r:
            continue
        if "*" in r:
            found = [b for b in writers if b is not a]
        else:
            seen = {}
            for k in r:
                if type(k) is tuple and k[0] == "*":
                    groups = (global_w.values(), about.get(k[1], {}).values())
                elif type(k) is tuple:
                    groups = (all_objs.get(k[0], ()), one_obj.get(k, ()), star_all, one_obj.get(("*", k[1]), ()))
                else:
                    groups = (any_cat.get(k, {}).values(), star_any.values())
                for g in groups:
                    for b in g:
                        if b is not a:
                            seen[id(b)] = b
            found = sorted(seen.values(), key=lambda e: pos[id(e)])
        if found:
            out[id(a)] = found
    return out


def _loop_pick(rest: list[_Eff], deps: dict) -> _Eff:
    """The earliest effect among those in a dependency loop that depends on nothing outside it."""
    index = {id(e): e for e in rest}

    def reach(a: _Eff) -> set[int]:
        seen: set[int] = set()
        todo = [a]
        while todo:
            x = todo.pop()
            for y in deps[id(x)]:
                if id(y) not in seen:
                    seen.add(id(y))
                    todo.append(y)
        return seen

    best = None
    for a in rest:
        r = reach(a)
        if id(a) not in r:
            continue  # not in a loop
        if all(id(a) in reach(index[y]) for y in r):  # everything it depends on leads back to it
            if best is None or a.ts < best.ts:
                best = a
    return best if best is not None else rest[0]


# ---------------------------------------------------------------- what effects read and write (613.8 pre-test)

_FILTER_READS = (
    ("types", "types"), ("any_types", "types"), ("not_types", "types"), ("subtypes", "types"),
    ("not_subtypes", "types"), ("supertypes", "types"), ("not_supertypes", "types"), ("basic_land", "types"),
    ("nonbasic", "types"), ("legendary", "types"), ("historic", "types"), ("equipped", "types"),
    ("enchanted", "types"), ("colors", "colors"), ("not_colors", "colors"), ("colorless", "colors"),
    ("multicolored", "colors"), ("controller", "controller"), ("has_keyword", "abilities"),
    ("lacks_keyword", "abilities"), ("power", "pt"), ("toughness", "pt"), ("name", "name"),
    ("mana_value", "mana_cost"),
)
_NONE = frozenset()


@by_identity()  # nodes of card definitions live long
def _filter_reads(f: Any) -> frozenset:
    if type(f) is not Filter:
        return _node_reads(f)
    out = set()
    for attr, cat in _FILTER_READS:
        v = getattr(f, attr)
        if v or (v is False and attr in ("colorless", "multicolored", "legendary", "equipped", "enchanted")):
            out.add(cat)
    if "abilities" in out:
        out.discard("abilities")
        out.update(("abil_add", "abil_remove"))
    for alt in f.either:  # 613.8a: what each alternative looks at ("artifacts and creatures with flying")
        out |= _filter_reads(alt)
    return frozenset(out)


def _node_reads(n: Any) -> frozenset:
    """Characteristic categories a reference, amount or condition looks at."""
    if n is None:
        return _NONE
    t = type(n)
    if t in (R.This, R.You, R.Target, R.PlayerId, R.AttachedTo, R.EventObject, R.EventPlayer, R.Remembered,
             R.ChosenPlayer, R.AffectedObject, R.Players, R.OwnerOf, R.Num, R.XValue, R.LifeOf, R.HandSizeOf,
             R.EventAmount, R.CountersOn, A.IsTrue):
        return _NONE
    if t is R.Each or t is R.CountOf:
        return _filter_reads(n.filter)
    if t is R.ControllerOf:
        return frozenset({"controller"})
    if t is R.PowerOf or t is R.ToughnessOf:
        return frozenset({"pt"})
    if t is R.ManaValueOf:
        return frozenset({"mana_cost"})
    if t is R.Sum:
        return frozenset().union(*(_node_reads(p) for p in n.parts)) if n.parts else _NONE
    if t is R.Product:
        return _node_reads(n.a) | _node_reads(n.b)
    if t is R.Half:
        return _node_reads(n.of)
    if t is A.ControlsCount:
        return _filter_reads(n.filter) | {"controller"}
    if t is A.Compare:
        return _node_reads(n.left) | _node_reads(n.right)
    if t is A.Not:
        return _node_reads(n.cond)
    if t is A.All or t is A.AnyOf:
        return frozenset().union(*(_node_reads(c) for c in n.conds)) if n.conds else _NONE
    if t is A.Matches:
        return _filter_reads(n.filter) | _node_reads(n.what)
    if t is Filter:
        return _filter_reads(n)
    return frozenset({"*"})


def _mod_reads(m: Any) -> frozenset:
    t = type(m)
    if t is ModPT or t is SetPT:
        r = _NONE
        for x in (m.power, m.toughness):
            if x is not None and type(x) is not Num:
                r = r | _filter_reads(x)
        return r
    if t is ChangeController:
        return _node_reads(m.to)
    return _NONE


def _effect_reads(e: _Eff, layer: str) -> frozenset:
    out = set()
    for m in e.layers[layer]:
        out |= _mod_reads(m)
    if not e.started:
        if e.static:
            out.add(("abil_remove", e.source))  # its existence: its source may lose it (613.8a)
            out |= _filter_reads(e.ability.affected)
            if e.ability.condition is not None:
                out |= _filter_reads(e.ability.condition)
        elif e.affected is None and e.filter is not None:
            out |= _filter_reads(e.filter)
    return frozenset(out)


def _effect_writes(e: _Eff, layer: str) -> frozenset:
    """What applying ``e`` in ``layer`` changes: categories about all objects, or ``(category, object)``
    pairs once the objects it affects are fixed (611.2c, 613.6); see ``_may_pairs``."""
    cats = _layer_writes(e, layer)
    aff = e.affected if (e.started or not e.static) else None
    if aff is None or not cats:
        return cats
    return frozenset((k, oid) for k in cats for oid in aff)


def _layer_writes(e: _Eff, layer: str) -> frozenset:
    if layer == "2":
        return frozenset({"controller"})
    if layer == "3":
        return frozenset({"*"})
    if layer == "5":
        return frozenset({"colors"})
    if layer.startswith("7"):
        return frozenset({"pt"})
    out = set()
    for m in e.layers[layer]:
        t = type(m)
        if t is AddAbilities:
            out.add("abil_add")
        elif t is RemoveAbilities:
            out.add("abil_remove")
        elif t is AddTypes or t is RemoveTypes:
            out.add("types")
            subs = set(m.subtypes)
            setting = t is RemoveTypes or m.replace or m.replace_subtypes
            if setting and (subs or m.types or getattr(m, "all_subtypes", False)):
                out.add("abil_remove")  # 305.7: setting land types removes abilities
            if subs & BASIC_SUBTYPES or t is RemoveTypes:
                out.add("abil_add")
        elif t is not ChangeText:
            out.update(getattr(m, "writes", ("*",)))  # mods defined by mechanic modules say what they write
    return frozenset(out)


# ---------------------------------------------------------------- computing everything


def compute_all(state: "GameState") -> dict[int, Chars]:
    """Characteristics of every object on the battlefield (phased-out permanents are treated as though
    they don't exist, 702.26b) and the stack, through all layers."""
    cache = state._cache
    if cache is not None:
        return cache
    if state._sbase is not None:
        cur = _stack_delta(state, state._sbase)
        if cur is not None:
            return cur
        state._sbase = None
    objs = state.objects
    ids = [i for i in state.battlefield if not objs[i].phased_out]
    nbf = len(ids)
    ids += state.stack
    cur: dict[int, Chars] = {}
    stored = [e for e in state.effects if e.mods]
    statics = False
    face_down = False
    kwc = None  # permanents with keyword counters (122.1b)
    for i in ids:
        o = objs[i]
        if o.counters and not _KWC_KEYS.isdisjoint(o.counters):
            kwc = (kwc or []) + [i]
        if o.kind == "card" and o.copy_of is None and o.merged is None:
            t, st = printed_chars(state, o)
            cur[i] = clone_chars(t, o.controller)
            if st:
                statics = True
        else:
            c = base_chars(state, o)
            cur[i] = c
            if not statics:
                for a in c.abilities:
                    if type(a) is Static:
                        statics = True
                        break
        if o.face_down:
            face_down = True
    if not statics and state.command:
        statics = any(objs[i].kind == "emblem" and any(type(a) is Static for a in objs[i].ability or ())
                      for i in state.command)
    zs = state.relevance.active("zone_statics", ZONE_STATICS) if ZONE_STATICS else ()  # (113.6; a card moving
    if not statics and zs:  # into or out of a graveyard changes them: no "light" cache then)
        statics = any(h(state) for h in zs)
    if not stored and not statics:
        if face_down:
            for i in ids:
                if objs[i].face_down:
                    cur[i] = face_down_chars(cur[i].controller, objs[i].alt)
        if kwc:  # 613.1f: with no other layer-6 effect, keyword counters just add their keywords
            for i in kwc:
                kinds = keyword_counter_kinds(objs[i].counters)
                if kinds:
                    cur[i] = add_counter_keywords(cur[i], kinds)
        _finish_simple(state, cur)
        state._cache = cur
        state._cache_simple = True
        state._cache_light = not zs
        # (a card with a graveyard static moving to the stack changes the permanents: no stack-delta reuse then)
        state._sbase = None if zs else _stack_base(state, None, cur, ids[:nbf], ids[nbf:], ())
        return cur
    state._cache = cur  # reads during the computation see the characteristics computed so far
    state._cache_simple = False
    state._cache_light = False
    base_abilities = [c.abilities for c in cur.values()]
    try:
        run = _compute(state, cur, ids, ids[:nbf], stored, kwc)
    except BaseException:
        state._cache = None
        raise
    state._cache_simple = False
    state._cache_light = not zs and light_stable(state, base_abilities, cur, stored)
    outside = _outside_statics(state, cur)
    if outside:
        state._scache = (cur, {_OUTSIDE: outside})
    if state._cache_light:
        state._sbase = None if zs else _stack_base(state, run, cur, ids[:nbf], ids[nbf:], outside)
    return cur


# ---------------------------------------------------------------- the stack alone changed


def _stack_chars(state: "GameState", o, simple: bool) -> Chars | None:
    """The characteristics of a stack object to which no continuous effect applies — its own values (613.1),
    as ``compute_all`` gives them (``simple``: its path without effects or static abilities) — or None for an
    object this shortcut doesn't cover (with ``simple``, any static ability; else a characteristic-defining
    ability, 604.3, or a static ability that isn't "light"; face down, counters, a copy or merged object). A
    spell's other static abilities create no effect on the stack (they function on the battlefield)."""
    if o.zone != "stack" or o.face_down or o.counters or o.merged is not None:
        return None
    if o.kind == "card" and o.copy_of is None:
        t, st = printed_chars(state, o)
        if st and (simple or not stable_abilities(t.abilities) or any(is_pt_cda(a) for a in t.abilities)):
            return None
        c = clone_chars(t, o.controller)
    elif o.kind == "ability":
        c = base_chars(state, o)
        if any(type(a) is Static for a in c.abilities):
            return None
    else:
        return None
    if not simple:
        c.keywords = frozenset(a.name for a in c.abilities if type(a) is Keyword)
    return c


def _eff_changes_chars(e: _Eff) -> bool:
    """Does the effect change characteristics in some layer (not only costs or rules read elsewhere)?"""
    for ly, mods in e.layers.items():
        if ly == "rules":
            if any(type(m) is Restrict for m in mods):
                return True
        elif ly != "none":
            return True
    return False


def _stack_base(state: "GameState", run: "_Run | None", cur: dict[int, Chars], bf: list[int], stack: list[int],
                outside: tuple) -> tuple | None:
    """613.1, 613.6: when no continuous effect can apply to an object on the stack (every static ability and
    stored effect that changes characteristics applies to permanents only, or to fixed objects none of which is
    on the stack), the cache is "light" (nothing read but the characteristics of permanents), and each stack
    object has no static ability of its own that could work there, the permanents' characteristics don't depend
    on the stack: they are kept (``GameState._sbase``) while only the stack changes (``touch_stack``; a ``mut`` of
    a stack object), and a stack object's characteristics are its own values. ``run`` None: the simple cache (no
    effects, no static abilities), where each object's characteristics are its own. None when that can't be
    shown."""
    objs = state.objects
    simple = run is None
    for i in stack:
        if _stack_chars(state, objs[i], simple) is None:
            return None
    if not simple:
        on_stack = set(stack)
        for e in run.effs:
            if not _eff_changes_chars(e):
                continue
            if e.static:
                f = e.ability.affected
                if not ((type(f) is Filter and f.kind == "permanent") or type(f) is R.This
                        or type(f) is R.AttachedTo):
                    return None
            elif e.affected is None and e.filter is not None and not (type(e.filter) is Filter
                                                                       and e.filter.kind == "permanent"):
                return None
            if e.affected and not on_stack.isdisjoint(e.affected):
                return None
    # (``cur`` holds the permanents' entries; the last table made from them: the trigger index built on it still
    # holds, engine/triggers.py)
    return (tuple(bf), cur, tuple(state.effects), tuple(state.command), outside, simple, [cur],
            tuple(_marks(objs[i]) for i in bf))


def _marks(o) -> tuple:
    """What of a permanent its characteristics are made from, compared when the kept table is reused (a write
    that bypassed ``mut``, e.g. a test setting counters, makes the table be computed again)."""
    return (o.card, o.face, o.face_down, o.counters, o.controller, o.attached_to, o.copy_of, o.merged, o.kind)


def _stack_delta(state: "GameState", base: tuple) -> dict[int, Chars] | None:
    """``compute_all`` after only the stack changed since ``_stack_base`` (the same permanents, continuous effects
    and command zone): the permanents' characteristics as they were, each stack object's own values."""
    bf, kept, effects, command, outside, simple, last, marks = base
    objs = state.objects
    n = 0
    nbf = len(bf)
    for i in state.battlefield:
        o = objs[i]
        if o.phased_out:
            continue
        if n == nbf or bf[n] != i:
            return None
        m = marks[n]
        if o.counters is not m[3] or o.controller != m[4] or o.attached_to != m[5] or o.face != m[1] \
                or o.copy_of is not m[6] or o.face_down != m[2] or o.card != m[0] or o.merged is not m[7] \
                or o.kind != m[8]:
            return None
        n += 1
    if n != nbf or len(state.effects) != len(effects) or tuple(state.command) != command:
        return None
    for a, b in zip(state.effects, effects):
        if a is not b:
            return None
    cur = {i: kept[i] for i in bf}
    for i in state.stack:
        c = _stack_chars(state, objs[i], simple)
        if c is None:
            return None
        cur[i] = c
    state._cache = cur
    state._cache_simple = simple
    state._cache_light = True
    if outside:
        state._scache = (cur, {_OUTSIDE: outside})
    tc = state._tcache
    if tc is not None and tc[0] is last[0]:  # (the permanents' triggered and replacement abilities are unchanged)
        state._tcache = (cur,) + tc[1:]
    last[0] = cur
    return cur


_OUTSIDE = "outside statics"  # from_chars key: static abilities that apply to cards outside the battlefield
# zones of "cards in your graveyard / hand" a permanent's static ability may change ("Each creature card in your
# graveyard has unearth {2}{B}": 611.3a, 613.1 apply to objects in any zone)
OUTSIDE_GRANT_ZONES = frozenset({"graveyard", "hand"})


def _outside_statics(state: "GameState", cur: dict[int, Chars]) -> tuple:
    """Static abilities of permanents whose effect also applies to cards that aren't on the battlefield or
    the stack (an ``affected`` Filter over objects in any zone: Painter's Servant's "All cards that aren't on
    the battlefield", Conspiracy's "creature cards you own that aren't on the battlefield"): (timestamp,
    source, controller, ability), in timestamp order (613.7a)."""
    out = []
    objs = state.objects
    for i in state.battlefield:
        c = cur.get(i)
        if c is None:
            continue
        for ab in c.abilities:
            if type(ab) is Static and ab.zone == "battlefield" and _reaches_outside(ab):
                out.append((objs[i].timestamp, i, c.controller, ab))
    for i in state.command:  # 114.4: an emblem's static abilities ("Instant and sorcery cards in your graveyard
        o = objs[i]          # have retrace")
        if o.kind == "emblem":
            out.extend((o.timestamp, i, o.controller, ab) for ab in o.ability or ()
                       if type(ab) is Static and _reaches_outside(ab))
    out.sort(key=lambda t: t[0])
    return tuple(out)


def _reaches_outside(ab: Static) -> bool:
    f = ab.affected
    return type(f) is Filter and bool(ab.mods) and (
        (f.kind == "object" and f.zone is None)
        or (f.kind == "card" and f.zone in OUTSIDE_GRANT_ZONES and all(type(m) is AddAbilities for m in ab.mods)))


def outside_effects(state: "GameState") -> bool:
    """Do static abilities of permanents now change cards outside the battlefield and stack?"""
    allc = state._cache
    if allc is None:
        allc = compute_all(state)
    sc = state._scache
    return sc is not None and sc[0] is allc and bool(sc[1].get(_OUTSIDE))


def _apply_outside(state: "GameState", oid: int, c: Chars, outside: tuple) -> Chars:
    """613.1: the effects of ``outside`` statics on an object in a zone other than the battlefield and stack,
    layer by layer, in timestamp order within each layer. Matching looks at the object's own values (its
    characteristic-defining abilities included)."""
    Env, amount, condition_holds, matches = upcalls.Env, upcalls.amount, upcalls.condition_holds, upcalls.matches
    key = (id(state), oid)
    _CDA_BUSY.add(key)
    try:
        hits = []
        for ts, src, ctrl, ab in outside:
            env = Env(state, src, ctrl)
            if ab.condition is not None and not condition_holds(env, ab.condition):
                continue
            if matches(env, ab.affected, oid):
                hits.append((env, ab))
    finally:
        _CDA_BUSY.discard(key)
    if not hits:
        return c
    c = c.copy()
    for layer in ("4", "5", "6", "7b", "7c"):
        for env, ab in hits:
            for m in ab.mods:
                if _layer_of(m) == layer:
                    env.affected = oid
                    apply_mod(state, env, c, m, amount, oid)
    return c


# "can't be the target of spells or abilities your opponents control" (not hexproof: "your" is whoever controls the
# effect, Vines of Vastwood's ruling): a Restrict whose arg the layer pass fills with the effect's controller
UNTARGETABLE_BY_OPPONENTS = "untargetable_by_opponents"


def _compute(state: "GameState", cur: dict[int, Chars], ids: list[int], battlefield: list[int],
             stored: list, kwc: list | None = None) -> "_Run":
    objs = state.objects
    run = _Run(state, cur, ids)
    view = run.view_of(cur)
    # layer 1: copy effects (1a) in timestamp order, then face-down status (1b) — 613.2
    copies = []
    for e in stored:
        if any(type(m) is CopyOf for m in e.mods):
            copies.append(e)
    for i in battlefield:
        for ab in cur[i].abilities:
            if type(ab) is Static and any(type(m) is CopyOf for m in ab.mods):
                copies.append(ab)
    if copies:
        Env = upcalls.Env

        def ts_of(x):
            return x.timestamp if not isinstance(x, Static) else 0

        for x in sorted((x for x in copies if not isinstance(x, Static)), key=ts_of):
            env = Env(state, x.source, x.controller, view=view, ctx_data=x.data)
            for m in x.mods:
                if type(m) is CopyOf:
                    for oid in x.affected or ():
                        c = cur.get(oid)
                        if c is not None:
                            v = copy_source_values(state, m, env)
                            if v is not None:
                                apply_copy(state, c, v, m, env)
        _static_copies(state, run, battlefield, [x for x in copies if isinstance(x, Static)])
    for i in ids:
        if objs[i].face_down:
            cur[i] = face_down_chars(cur[i].controller, objs[i].alt)
    # effects from resolved spells and abilities, and from static abilities
    for e in stored:
        mods = tuple(m for m in e.mods if type(m) is not CopyOf)
        if mods:
            run.effs.append(_Eff(e.timestamp, e.source, e.controller, mods, e.affected, False, None, e.filter,
                                 e.data))
    for i in kwc or ():  # 122.1b, 613.1f: a keyword counter grants its keyword in layer 6, by its timestamp (613.7c)
        o = objs[i]
        for k in keyword_counter_kinds(o.counters):
            run.effs.append(_Eff(counter_timestamp(o, k), i, cur[i].controller, KEYWORD_COUNTER_MODS[k], (i,), False,
                                 None, None, None))
    run.collect_statics(battlefield)
    for layer in _LAYERS:
        if layer == "7a" and run.granted:
            run.collect_statics(battlefield)  # static abilities granted in layer 6 start applying now (613.6)
        group = [e for e in run.effs if layer in e.layers]
        if group:
            run.order(group, layer, view)
        if layer == "7c":
            for oid, c in cur.items():
                _apply_counters(objs[oid], c)
    # rule-modifying effects (613.11 does not order them): restrictions
    restrictions: dict[int, list] = {}
    for e in run.effs:
        rm = e.layers.get("rules")
        if not rm:
            continue
        if not run.start(e, view):
            continue
        for m in rm:
            if type(m) is Restrict:
                if m.kind == UNTARGETABLE_BY_OPPONENTS and m.arg is None:
                    m = Restrict(m.kind, e.controller)  # 109.5: "your" is the effect's controller (702.11b)
                for oid in e.affected or ():
                    if oid in cur:
                        restrictions.setdefault(oid, []).append(m)
    for oid, rs in restrictions.items():
        cur[oid].restrictions = tuple(rs)
    for c in cur.values():
        c.keywords = frozenset(a.name for a in c.abilities if type(a) is Keyword)
    return run


def _static_copies(state, run: _Run, battlefield: list[int], statics: list) -> None:
    """Copy effects of static abilities ("enchanted creature is a copy of ..."): applied in layer 1 in
    timestamp order. (Their copied values follow the original; 707.2c's lock-in is not kept.)"""
    if not statics:
        return
    Env = upcalls.Env

    cur = run.cur
    objs = state.objects
    todo = []
    for i in battlefield:
        for ab in cur[i].abilities:
            if type(ab) is Static and any(type(m) is CopyOf for m in ab.mods):
                todo.append((objs[i].timestamp, i, ab))
    for _, i, ab in sorted(todo, key=lambda t: t[0]):
        env = Env(state, i, cur[i].controller, view=run.view_of(cur))
        if ab.condition is not None and not run.condition_holds(env, ab.condition):
            continue
        for oid in _static_affected(env, ab.affected, run.ids, run.matches, cur):
            for m in ab.mods:
                if type(m) is CopyOf:
                    v = copy_source_values(state, m, env)
                    if v is not None:
                        apply_copy(state, cur[oid], v, m, env)


def _static_affected(env, aff, ids, matches, cur) -> tuple:
    if isinstance(aff, Ref):
        resolve_ref = upcalls.resolve_ref

        return tuple(e for e in resolve_ref(env, aff) if e >= 0 and e in cur)
    return tuple(i for i in ids if matches(env, aff, i))


def _finish_simple(state: "GameState", cur: dict[int, Chars]) -> None:
    objs = state.objects
    for oid, c in cur.items():
        _apply_counters(objs[oid], c)


def _apply_counters(o, c: Chars) -> None:
    """613.4c: counters that modify power and toughness."""
    if o.counters and c.power is not None:
        for k, n in o.counters.items():
            d = pt_counter_delta(k)
            if d is not None and n:
                c.power += d[0] * n
                c.toughness += d[1] * n


def chars_of_nonbattlefield(state: "GameState", oid: int) -> Chars:
    """Characteristics of an object in a zone other than the battlefield/stack: its copiable values plus
    its own characteristic-defining abilities (604.3), and the effects of static abilities of permanents
    that apply outside the battlefield (``_outside_statics``), and its keyword counters (122.1b). Treat the result
    as read-only: plain cards' values are shared through a per-pool cache."""
    sc = state._scache  # (chars() computed the battlefield first: the statics that reach other zones are known)
    if sc is not None and sc[0] is state._cache:
        outside = sc[1].get(_OUTSIDE)
        if outside and (id(state), oid) not in _CDA_BUSY and state.objects[oid].kind != "ability":
            return _apply_outside(state, oid, _own_nonbattlefield(state, oid), outside)
    return _own_nonbattlefield(state, oid)


def _own_nonbattlefield(state: "GameState", oid: int, kw_counters: bool = True) -> Chars:
    o = state.objects[oid]
    if kw_counters and o.counters and not _KWC_KEYS.isdisjoint(o.counters):  # 122.1b: on a card in any zone
        kinds = keyword_counter_kinds(o.counters)
        if kinds:
            return add_counter_keywords(_own_nonbattlefield(state, oid, False), kinds)
    # (prototype values are never shared, 718.4)
    if o.kind == "card" and not o.face_down and o.copy_of is None and o.alt is None:
        key = (o.card, o.face, o.owner, o.zone == "stack")  # (709.3b: a split card's half on the stack)
        cache = state.pool.chars_cache
        c = cache.get(key)
        if c is not None:
            return c
        c = base_chars(state, o)
        if not any(type(ab) is Static and any(type(m) is SetPT and m.cda for m in ab.mods) for ab in c.abilities):
            cache[key] = c
            return c
    elif o.face_down:
        return face_down_chars(o.controller, o.alt)
    else:
        c = base_chars(state, o)
    if o.kind == "ability":
        return c
    key2 = (id(state), oid)
    if key2 in _CDA_BUSY:
        return c  # the ability looks at the object itself (e.g. counting the cards in its own zone)
    _CDA_BUSY.add(key2)
    try:
        for ab in c.abilities:
            if type(ab) is Static and any(type(m) is SetPT and m.cda for m in ab.mods):
                Env, amount = upcalls.Env, upcalls.amount

                env = Env(state, oid, o.controller)
                env.affected = oid
                for m in ab.mods:
                    if type(m) is SetPT and m.cda:
                        c = c.copy()
                        if m.power is not None:
                            c.power = amount(env, m.power)
                        if m.toughness is not None:
                            c.toughness = amount(env, m.toughness)
    finally:
        _CDA_BUSY.discard(key2)
    return c


_CDA_BUSY: set = set()


def chars(state: "GameState", oid: int) -> Chars:
    """The characteristics of object ``oid`` now."""
    allc = state._cache  # (the hottest function of the engine: compute_all's cache check inlined)
    if allc is None:
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


def ability_source_name(state: "GameState", oid: int) -> str:
    """The name of an ability's source: as it is now, or — once the source has left — as it last existed
    (113.7a: the ability exists independently of its source)."""
    o = state.objects[oid]
    if o.source is not None and o.source in state.objects:
        return name_of(state, o.source)
    return o.source_name or "a source"


def name_of(state: "GameState", oid: int) -> str:
    o = state.objects.get(oid)
    if o is None:
        return f"#{oid}"
    if o.kind == "ability":
        return f"ability of {ability_source_name(state, oid)}"
    if o.face_down:
        return "a face-down permanent"
    if o.kind == "token" and o.card is None and o.token is not None:
        return f"{o.token.name} token"
    if o.copy_of is not None and type(o.copy_of) is CopiableValues and o.copy_of.name:
        return o.copy_of.name
    return o.card or "?"


def from_chars(state: "GameState", key: Any, fn: Callable[["GameState", dict, Any], Any]) -> Any:
    """``fn(state, characteristics of the battlefield and stack, key)``: a value derived from the
    characteristics alone, kept with the characteristics cache under ``key`` (as the trigger index is)."""
    allc = state._cache
    if allc is None:
        allc = compute_all(state)
    sc = state._scache
    if sc is None or sc[0] is not allc:
        sc = (allc, {})
        state._scache = sc
    hit = sc[1].get(key, _NO)
    if hit is _NO:
        hit = sc[1][key] = fn(state, allc, key)
    return hit


_NO = object()


def static_mods(state: "GameState", mod_type: type) -> tuple:
    """(permanent, its Chars, Static ability, mod) for each ``mod_type`` mod in the static abilities of
    the permanents on the battlefield, in battlefield order. The engine asks for cost changes, cast
    permissions and flash permissions whenever it lists a player's options."""
    return from_chars(state, mod_type, _static_mods)


def _static_mods(state: "GameState", allc: dict, mod_type: type) -> tuple:
    out = []
    for oid in state.battlefield:
        ch = allc.get(oid)
        if ch is None:
            continue
        for ab in ch.abilities:
            if type(ab) is Static:
                for m in ab.mods:
                    if type(m) is mod_type:
                        out.append((oid, ch, ab, m))
    return tuple(out)
