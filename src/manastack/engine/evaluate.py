"""Evaluating tree nodes against a game: references (to objects and players), amounts, filters and
conditions. An :class:`Env` says who is asking: the source object, its controller, and the resolution
context (targets, X, remembered objects, the trigger event)."""
from __future__ import annotations

from dataclasses import fields as dc_fields
from typing import TYPE_CHECKING, Any, Callable

from ..core.colors import LETTER_BIT
from ..core.creature_types import CREATURE_TYPES
from ..core.mana import ManaCost
from ..tree import abilities as A
from ..tree import refs as R
from ..tree.filters import Filter, alternatives
from . import upcalls
from .chars import chars
from .charvalues import Chars, copiable_prototyped, has_name
from .state import is_player, pent, pid_of
from .influence import in_range, in_range_only
from .support import IMPLEMENTED_FACTS, implements

if TYPE_CHECKING:
    from .state import Ctx, GameState


class Env:
    __slots__ = ("state", "source", "controller", "ctx", "view", "ctx_data", "affected")

    def __init__(self, state: "GameState", source: int | None, controller: int, ctx: "Ctx | None" = None,
                 view: Callable[[int], Chars] | None = None, ctx_data: Any = None):
        self.state = state
        self.source = source
        self.controller = controller
        self.ctx = ctx
        self.view = view
        self.ctx_data = ctx_data
        self.affected: int | None = None  # the object a continuous effect is modifying (AffectedObject)

    def ch(self, oid: int) -> Chars:
        if self.view is not None:
            return self.view(oid)
        return chars(self.state, oid)

    @property
    def you(self) -> int:
        if self.ctx is not None and self.ctx.you is not None:
            return self.ctx.you
        return self.controller


# ---------------------------------------------------------------- last known information


def snapshot(state: "GameState", oid: int) -> dict:
    """Last known information about an object (608.2h, 603.10): its characteristics as it last existed."""
    o = state.objects[oid]
    c = chars(state, oid)
    return {
        "id": oid, "card": o.card, "name": c.name, "power": c.power, "toughness": c.toughness,
        "controller": c.controller if o.zone in ("battlefield", "stack") else o.owner, "owner": o.owner,
        "types": tuple(sorted(c.types)), "subtypes": tuple(sorted(c.subtypes)),
        "supertypes": tuple(sorted(c.supertypes)), "colors": c.colors, "mv": chars_mana_value(state, oid, c),
        "zone": o.zone, "token": o.kind == "token", "counters": dict(o.counters or {}),
        "keywords": tuple(sorted(c.keywords)), "attached_to": o.attached_to, "uid": o.uid,
    }


def is_modified(env: "Env", oid: int, counters: dict | None, controller: int) -> bool:
    """700.9: a permanent is modified if it has a counter on it, is equipped, or is enchanted by an Aura its
    controller controls (``counters`` and ``controller`` as they are, or were as it left: 603.10)."""
    if counters and any(v > 0 for v in counters.values()):
        return True
    st = env.state
    for i in st.battlefield:
        if st.objects[i].attached_to == oid:
            a = env.ch(i)
            if "Equipment" in a.subtypes or ("Aura" in a.subtypes and a.controller == controller):
                return True
    return False


def remember_lki(state: "GameState", oid: int) -> dict:
    snap = snapshot(state, oid)
    lki = state.turn_data.setdefault("lki", {})
    lki[oid] = snap
    return snap


def lki(state: "GameState", oid: int) -> dict | None:
    d = state.turn_data.get("lki")
    if d:
        return d.get(oid)
    return None


def chars_mana_value(state: "GameState", oid: int, c: Chars) -> int:
    o = state.objects[oid]
    if o.zone == "stack" and o.x:
        return c.mana_cost.mana_value_with_x(o.x)
    return c.mana_cost.mana_value


def mana_value(state: "GameState", oid: int) -> int:
    return chars_mana_value(state, oid, chars(state, oid))


# ---------------------------------------------------------------- references


def apnap(state: "GameState") -> list[int]:
    """Players still in the game in APNAP order (101.4)."""
    order = state.turn_order
    n = len(order)
    if not n:
        return []
    start = order.index(state.active) if state.active in order else 0
    ps = state.players
    return [order[(start + k) % n] for k in range(n) if ps[order[(start + k) % n]].in_game]


# Reference nodes interpreted by mechanic modules: node class -> fn(env, node) -> entity codes
EXTRA_REFS: dict[type, Callable[[Env, Any], tuple]] = {}


def resolve_ref(env: Env, ref: Any) -> tuple[int, ...]:
    """Entity codes (object ids, or negative codes for players) that ``ref`` names now."""
    t = type(ref)
    st = env.state
    if t is R.This:
        return (env.source,) if env.source is not None else ()
    if t is R.You:
        return (pent(env.you),)
    if t is R.PlayerId:
        return (pent(ref.pid),)
    if t is R.AffectedObject:
        return (env.affected,) if env.affected is not None else ()
    if t is R.Target:
        ctx = env.ctx
        if ctx is None or ref.index >= len(ctx.targets):
            return ()
        return tuple(ctx.targets[ref.index])
    if t is R.Each:
        return tuple(all_matching(env, ref.filter))
    if t is R.Players:
        w = ref.which
        ps = apnap(st)
        if st.options.get("range_of_influence") is not None:  # 801.10
            ps = [p for p in ps if in_range(st, env.controller, p)]
        if w == "each":
            return tuple(pent(p) for p in ps)
        if w == "you":
            return (pent(env.you),)
        if w in ("opponents", "others"):
            return tuple(pent(p) for p in ps if p != env.you)
        if w == "active":
            return (pent(st.active),)
        if w == "defending":
            ev = env.ctx.event if env.ctx is not None else None
            if isinstance(ev, dict) and ev.get("defending") is not None:
                return (pent(ev["defending"]),)
            if st.combat:
                return tuple(pent(p) for p in st.combat.get("defenders", ()))
            return ()
        return ()
    if t is R.ControllerOf or t is R.OwnerOf:
        out = []
        for e in resolve_ref(env, ref.of):
            if is_player(e):
                out.append(e)
                continue
            o = st.objects.get(e)
            if o is not None and o.zone in ("battlefield", "stack") and t is R.ControllerOf:
                out.append(pent(env.ch(e).controller))
            elif o is not None and (t is R.OwnerOf or o.zone not in ("battlefield", "stack")):
                out.append(pent(o.owner))
            else:
                snap = lki(st, e) or _event_snapshot(env, e)
                if snap is not None:
                    out.append(pent(snap["controller"] if t is R.ControllerOf else snap["owner"]))
        return tuple(out)
    if t is R.AttachedTo:
        out = []
        for e in resolve_ref(env, ref.of):
            o = st.objects.get(e)
            if o is not None:
                if o.attached_to is not None:
                    out.append(o.attached_to)
                continue
            # 113.7a, 608.2h: the Aura or Equipment left (Carapace sacrificed to pay the cost): what it was
            # attached to as it last existed on the battlefield
            snap = lki(st, e) or _event_snapshot(env, e)
            if snap is not None and snap.get("zone") == "battlefield" and snap.get("attached_to") is not None:
                out.append(snap["attached_to"])
        return tuple(out)
    if t is R.EventObject:
        ev = env.ctx.event if env.ctx is not None else None
        if not isinstance(ev, dict):
            return ()
        v = ev.get(ref.role if ref.role != "object" else "object")
        if ref.role == "object" and ev.get("new") is not None:
            # a zone-change trigger names the object in its new zone if it is still there (603.10, 400.7)
            nid = ev["new"]
            if nid in st.objects and st.objects[nid].zone == ev.get("to"):
                return (nid,)
            if ev.get("to") == "battlefield" and lki(st, nid) is not None:
                # 608.2h: a permanent that entered and has left since: as it last existed on the battlefield
                return (nid,)
        if v is None:  # (a token that was created names no earlier object, 111.1)
            return ()
        return (v,) if isinstance(v, int) else tuple(v)
    if t is R.EventPlayer:
        ev = env.ctx.event if env.ctx is not None else None
        if not isinstance(ev, dict):
            return ()
        v = ev.get(ref.role)
        if v is None:
            return ()
        return (pent(v),)
    if t is R.Remembered:
        ctx = env.ctx
        if ctx is None:
            return ()
        return tuple(ctx.memory.get(ref.key, ()))
    if t is R.ChosenPlayer:
        ctx = env.ctx
        if ctx is None or ref.key not in ctx.memory:
            return ()
        return tuple(ctx.memory[ref.key])
    fn = EXTRA_REFS.get(t)
    if fn is not None:
        return fn(env, ref)
    raise TypeError(f"cannot resolve reference {ref!r}")


def _left_battlefield_snapshot(env: Env, ref: Any) -> dict | None:
    """The snapshot of the object a leaves-the-battlefield trigger's event names ("When ~ dies, ... its power"):
    that creature as it last existed on the battlefield (603.10a), whose values an effect asking for "its"
    power or toughness uses (608.2h: the object is no longer in the zone it was expected to be in). None for
    any other reference or event."""
    if type(ref) is not R.EventObject or ref.role != "object" or env.ctx is None:
        return None
    ev = env.ctx.event
    if not isinstance(ev, dict) or ev.get("from") != "battlefield" or ev.get("to") == "battlefield":
        return None
    snap = ev.get("snapshot")
    return snap if snap and "power" in snap else None


def _event_snapshot(env: Env, oid: int) -> dict | None:
    ev = env.ctx.event if env.ctx is not None else None
    if isinstance(ev, dict):
        snap = ev.get("snapshot")
        if snap and snap.get("id") == oid:
            return snap
    return None


def all_matching(env: Env, filt: Filter) -> list[int]:
    if env.state.options.get("range_of_influence") is not None:  # 801.10-11
        return in_range_only(env.state, env.controller, _all_matching(env, filt))
    return _all_matching(env, filt)


def objects_in_zone(state: "GameState", zone: str) -> list[int]:
    """Every object in a zone; per-player zones (library, hand, graveyard, outside the game) are
    gathered in APNAP order."""
    if zone in ("graveyard", "hand", "library", "outside"):
        lists = getattr(state, zone)
        out: list[int] = []
        for p in apnap(state):
            out.extend(lists[p])
        return out
    return list(state.zone_list(zone, 0))


def _all_matching(env: Env, filt: Filter) -> list[int]:
    st = env.state
    out: list[int] = []
    if filt.kind == "player":
        return [pent(p) for p in apnap(st) if matches(env, filt, pent(p))]
    if filt.kind == "spell":
        pool = list(st.stack)
    elif filt.kind in ("card", "object") and filt.zone:
        pool = objects_in_zone(st, filt.zone)
    else:
        pool = [i for i in st.battlefield if not st.objects[i].phased_out]
    for i in pool:
        if matches(env, filt, i):
            out.append(i)
    if filt.or_player:
        out.extend(pent(p) for p in apnap(st) if matches(env, filt, pent(p)))
    return out


# ---------------------------------------------------------------- amounts


def amount(env: Env, a: Any) -> int:
    if type(a) is int:
        return a
    t = type(a)
    if t is R.Num:
        return a.value
    if a is None:
        return 0
    if t is R.XValue:
        if env.ctx is not None:
            return env.ctx.x
        if env.source is not None and env.source in env.state.objects:
            return env.state.objects[env.source].x or 0
        return 0
    if t is R.CountOf:
        return len(all_matching(env, a.filter))
    if t is R.PowerOf or t is R.ToughnessOf or t is R.ManaValueOf:
        snap = _left_battlefield_snapshot(env, a.of)
        if snap is not None:  # 603.10a, 608.2h: "its power" of a creature that left: as it last existed there
            return (snap["power"] if t is R.PowerOf else snap["toughness"] if t is R.ToughnessOf
                    else snap["mv"]) or 0
        vals = resolve_ref(env, a.of)
        for e in vals:
            if e < 0:
                continue
            o = env.state.objects.get(e)
            if o is not None and o.zone not in ("battlefield", "stack"):
                snap = lki(env.state, e)  # a sacrificed creature as it last existed (events.sacrifice, 608.2h)
                if snap and "power" in snap:
                    return (snap["power"] if t is R.PowerOf else snap["toughness"] if t is R.ToughnessOf
                            else snap["mv"]) or 0
            if o is not None and o.zone in ("battlefield", "stack") or (o is not None and o.zone != "library"):
                c = env.ch(e)
                if t is R.PowerOf:
                    return c.power or 0
                if t is R.ToughnessOf:
                    return c.toughness or 0
                return chars_mana_value(env.state, e, c)
            snap = lki(env.state, e) or _event_snapshot(env, e)
            if snap:
                return (snap["power"] if t is R.PowerOf else snap["toughness"] if t is R.ToughnessOf
                        else snap["mv"]) or 0
        return 0
    if t is R.LifeOf:
        for e in resolve_ref(env, a.of):
            if e < 0:
                return env.state.players[pid_of(e)].life
        return 0
    if t is R.HandSizeOf:
        for e in resolve_ref(env, a.of):
            if e < 0:
                return len(env.state.hand[pid_of(e)])
        return 0
    if t is R.EventAmount:
        ev = env.ctx.event if env.ctx is not None else None
        return int(ev.get("amount", 0)) if isinstance(ev, dict) else 0
    if t is R.Sum:
        return sum(amount(env, p) for p in a.parts)
    if t is R.Product:
        return amount(env, a.a) * amount(env, a.b)
    if t is R.Half:
        v = amount(env, a.of)
        return (v + 1) // 2 if a.round_up else v // 2
    if t is R.CountersOn:
        snap = _left_battlefield_snapshot(env, a.of)
        if snap is not None and "counters" in snap:  # "When ~ dies, ... counters on it" (603.10a, 608.2h)
            return _counters(snap["counters"] or {}, a.kind)
        n = 0
        for e in resolve_ref(env, a.of):
            if e >= 0 and e in env.state.objects:
                n += _counters(env.state.objects[e].counters or {}, a.kind)
            elif e < 0:
                n += _counters(env.state.players[pid_of(e)].counters, a.kind)
            else:  # it left its zone (e.g. sacrificed to pay the cost): last known information (608.2h)
                snap = lki(env.state, e) or _event_snapshot(env, e)
                if snap:
                    n += _counters(snap["counters"], a.kind)
        return n
    fn = AMOUNTS.get(t)
    if fn is not None:
        return fn(env, a)
    raise TypeError(f"cannot evaluate amount {a!r}")


def _prototyped(env: Env, of: Any) -> bool:
    """718.3b-d: the source is a prototyped spell or permanent, or a copy of one."""
    return env.source in env.state.objects and copiable_prototyped(env.state, env.source)


def _counters(counters: dict, kind: str) -> int:
    """Counters of ``kind`` in ``counters``; kind "*" counts every kind ("the number of counters on it", 122.1)."""
    return sum(counters.values()) if kind == "*" else counters.get(kind, 0)


# Amount nodes evaluated by other engine modules (e.g. combat's BlockerCount): type -> fn(env, node) -> int
AMOUNTS: dict[type, Callable[[Env, Any], int]] = {}


def _starting_life(env: Env, a: Any) -> int:
    """103.4: each player's starting life total is 20, or what the variant sets (the game's "life" option)."""
    return int(env.state.options.get("life", 20) or 20)


AMOUNTS[R.StartingLife] = _starting_life


def _register_amounts() -> None:
    implements("StartingLife")


_register_amounts()


# ---------------------------------------------------------------- filters


def compare(v: int, spec: tuple) -> bool:
    op, n = spec
    if op == "<":
        return v < n
    if op == "<=":
        return v <= n
    if op == "=":
        return v == n
    if op == ">=":
        return v >= n
    if op == ">":
        return v > n
    if op == "!=":
        return v != n
    raise ValueError(op)


def spec_now(env: Env, spec: tuple) -> tuple:
    """A comparison (op, n) whose n may be an amount ("mana value less than or equal to this
    creature's power"), evaluated now."""
    n = spec[1]
    return spec if type(n) is int else (spec[0], amount(env, n))


_spec = spec_now


def matches_player(env: Env, filt: Filter, pid: int) -> bool:
    st = env.state
    if not st.players[pid].in_game:
        return False
    who = filt.player if filt.kind == "player" else (filt.player or "any")
    if filt.kind == "player" and filt.controller and not filt.player:
        who = filt.controller
    if who in (None, "any", "each"):
        return True
    if who == "you":
        return pid == env.you
    if who in ("opponent", "not_you"):
        return pid != env.you
    if who == "active":
        return pid == st.active
    if who == "defending":
        return bool(st.combat) and pid in st.combat.get("defenders", ())
    return True


def _defending_ok(env: Env, st: Any, ctrl: int) -> bool:
    """508.5: "defending player" -- in an ability that triggered on an attack, the player that creature attacks
    (or who controls or protects what it attacks); otherwise any defending player of this combat."""
    if not st.combat:
        return False
    ev = env.ctx.event if env.ctx is not None else None
    if isinstance(ev, dict) and ev.get("defending") is not None:
        return ctrl == ev["defending"]
    return ctrl in st.combat.get("defenders", ())


# id(Filter) -> (the filter, whether the type/color tests besides ``types`` can be skipped, whether every test
# after ``other`` can): worked out once per filter (filters are frozen tree nodes that live long). A part is
# skipped only when every field of the Filter outside the head and outside the other part is at its default,
# so a field added later (and tested anywhere in ``matches``) makes the filter take the full path.
_PLANS: dict[int, tuple] = {}
_HEAD_FIELDS = frozenset({"kind", "types", "zone", "or_player", "player", "controller", "owner", "other",
                          "ability_kind"})
_TYPE_FIELDS = frozenset({"any_types", "not_types", "subtypes", "not_subtypes", "supertypes", "not_supertypes",
                          "basic_land", "nonbasic", "legendary", "colors", "not_colors", "colorless", "multicolored"})
_TAIL_FIELDS = frozenset({"tapped", "token", "face_down", "attacking", "blocking", "attacking_or_blocking", "blocked",
                          "power", "toughness", "mana_value", "name", "has_keyword", "lacks_keyword", "damaged",
                          "with_counter", "equipped", "enchanted", "historic", "entered_this_turn", "same_name_as",
                          "shares_color_with", "shares_type_with",
                          "damaged_by_source", "exiled_with_source", "controlled_by", "attached_to", "either",
                          "blocking_of", "remembered"})


def _plan(filt: Filter) -> tuple:
    """(filt, no field but the head's and the tail's is set, no field but the head's and the type tests' is set)."""
    set_fields = {f.name for f in dc_fields(filt) if getattr(filt, f.name) != f.default}
    rest = set_fields - _HEAD_FIELDS
    plan = (filt, not (rest - _TAIL_FIELDS), not (rest - _TYPE_FIELDS))
    if len(_PLANS) > 20000:
        _PLANS.clear()
    _PLANS[id(filt)] = plan
    return plan


def matches(env: Env, filt: Filter, entity: int) -> bool:
    """Does object or player ``entity`` match ``filt`` (from ``env``'s point of view)?"""
    if entity < 0:
        if filt.kind == "player" or filt.or_player:
            return matches_player(env, filt, pid_of(entity))
        return False
    if filt.kind == "player":
        return False
    st = env.state
    o = st.objects.get(entity)
    if o is None:
        return False
    k = filt.kind
    if k == "permanent":
        if o.zone != "battlefield" or o.phased_out:
            return False
    elif k == "spell":
        if o.zone != "stack" or o.kind == "ability":
            return False
    elif k == "card":
        if filt.zone and o.zone != filt.zone:
            return False
        if o.kind not in ("card",):
            return False
    elif k == "object":
        if filt.zone and o.zone != filt.zone:
            return False
    elif k == "ability":
        if o.zone != "stack" or o.kind != "ability":
            return False
        # "target activated ability" (602), "triggered ability" (603): activated abilities are put on the stack
        # as the Activated node they come from, triggered ones as theirs (or a delayed/reflexive trigger's)
        if filt.ability_kind is not None and (type(o.ability) is A.Activated) != (filt.ability_kind == "activated"):
            return False
    c = env.ch(entity)
    if filt.types:
        for ty in filt.types:
            if ty not in c.types:
                return False
    plan = _PLANS.get(id(filt))
    if plan is None or plan[0] is not filt:
        plan = _plan(filt)
    if not plan[1]:  # (some type, subtype, supertype or color test besides ``types``)
        if filt.any_types and not any(ty in c.types for ty in filt.any_types):
            return False
        if filt.not_types and any(ty in c.types for ty in filt.not_types):
            return False
        if filt.subtypes and not any(s in c.subtypes for s in filt.subtypes):
            return False
        if filt.not_subtypes and any(s in c.subtypes for s in filt.not_subtypes):
            return False
        if filt.supertypes and not all(s in c.supertypes for s in filt.supertypes):
            return False
        if filt.not_supertypes and any(s in c.supertypes for s in filt.not_supertypes):
            return False
        if filt.basic_land and not ("Land" in c.types and "Basic" in c.supertypes):
            return False
        if filt.nonbasic and "Basic" in c.supertypes:
            return False
        if filt.legendary is not None and (("Legendary" in c.supertypes) != filt.legendary):
            return False
        if filt.colors and not (c.colors & filt.colors):
            return False
        if filt.not_colors and (c.colors & filt.not_colors):
            return False
        if filt.colorless is not None and ((c.colors == 0) != filt.colorless):
            return False
        if filt.multicolored is not None and ((bin(c.colors).count("1") > 1) != filt.multicolored):
            return False
    if filt.controller:
        ctrl = c.controller if o.zone in ("battlefield", "stack") else o.owner
        w = filt.controller
        if w == "you" and ctrl != env.you:
            return False
        if w in ("opponent", "not_you") and ctrl == env.you:
            return False
        if w == "active" and ctrl != st.active:
            return False
        if w == "defending" and not _defending_ok(env, st, ctrl):
            return False
    if filt.owner:
        if filt.owner == "you" and o.owner != env.you:
            return False
        if filt.owner == "opponent" and o.owner == env.you:
            return False
    if filt.other and entity == env.source:
        return False
    if plan[2]:
        return True  # (no test below applies to this filter)
    if filt.tapped is not None and o.tapped != filt.tapped:
        return False
    if filt.token is not None and (o.kind == "token") != filt.token:
        return False
    if filt.face_down is not None and o.face_down != filt.face_down:
        return False
    if filt.attacking is not None or filt.blocking is not None or filt.attacking_or_blocking or filt.blocked is not None:
        cb = st.combat or {}
        att = entity in cb.get("attackers", {})
        blk = entity in cb.get("blockers", {})
        if filt.attacking is not None and att != filt.attacking:
            return False
        if filt.blocking is not None and blk != filt.blocking:
            return False
        if filt.attacking_or_blocking and not (att or blk):
            return False
        if filt.blocked is not None and (entity in cb.get("blocked", ())) != filt.blocked:
            return False
    if filt.power is not None and (c.power is None or not compare(c.power, _spec(env, filt.power))):
        return False
    if filt.toughness is not None and (c.toughness is None or not compare(c.toughness, _spec(env, filt.toughness))):
        return False
    if filt.mana_value is not None and not compare(chars_mana_value(st, entity, c), _spec(env, filt.mana_value)):
        return False
    if filt.name is not None and c.name != filt.name and not has_name(c, filt.name):  # (709.4a)
        return False
    if filt.has_keyword and not all(kw in c.keywords for kw in filt.has_keyword):
        return False
    if filt.lacks_keyword and any(kw in c.keywords for kw in filt.lacks_keyword):
        return False
    if filt.damaged is not None and (entity in st.turn_data.get("damaged", ())) != filt.damaged:
        return False
    if filt.damaged_by_source is not None and dealt_by(st, env.source, entity) != filt.damaged_by_source:
        return False
    if filt.exiled_with_source is not None:  # 607.2a: the record linked.note_exiled keeps, and this resolution's
        mine = (st.designations.get("exiled_with") or {}).get(env.source, ())
        now = env.ctx.memory.get("exiled_with", ()) if env.ctx is not None else ()
        if (entity in mine or entity in now) != filt.exiled_with_source:
            return False
        if filt.other and entity in now:  # "each other card exiled with ~": not the ones this resolution exiled
            return False
    if filt.with_counter is not None:
        # "with a +1/+1 counter on it"; "with a counter on it" is any kind (122.1)
        cs = o.counters or {}
        if not (any(v > 0 for v in cs.values()) if filt.with_counter == "any" else cs.get(filt.with_counter)):
            return False
    if filt.equipped is not None or filt.enchanted is not None:
        att = [st.objects[i] for i in st.battlefield if st.objects[i].attached_to == entity]
        if filt.equipped is not None and any("Equipment" in env.ch(a.id).subtypes for a in att) != filt.equipped:
            return False
        if filt.enchanted is not None and any("Aura" in env.ch(a.id).subtypes for a in att) != filt.enchanted:
            return False
    if filt.modified is not None and is_modified(env, entity, o.counters, c.controller) != filt.modified:
        return False
    if filt.historic and not ("Artifact" in c.types or "Legendary" in c.supertypes or "Saga" in c.subtypes):
        return False
    if filt.entered_this_turn is not None and (entity in st.turn_data.get("entered", ())) != filt.entered_this_turn:
        return False
    if filt.commander is not None and is_commander_object(st, o) != filt.commander:
        return False
    if filt.same_name_as is not None:
        # "all other creatures with the same name as that creature" (201.2a): a nameless object (a face-down
        # one, 708.2) shares no name; "other" here excludes the object named as well as the source
        refs = resolve_ref(env, filt.same_name_as)
        if filt.other and entity in refs:
            return False
        if not c.name or c.name not in names_of(env, refs):
            return False
    if filt.shares_color_with is not None or filt.shares_type_with is not None:
        if not _shares(env, filt, entity, c):
            return False
    if filt.controlled_by is not None:
        # "each creature target player controls": the controller (a card's owner, 108.3) is a player the
        # reference names (108.4, 110.2)
        ctrl = c.controller if o.zone in ("battlefield", "stack") else o.owner
        if pent(ctrl) not in resolve_ref(env, filt.controlled_by):
            return False
    if filt.attached_to is not None:
        # "each Equipment attached to it", "target Aura attached to a creature" (301.5, 303.4)
        host = o.attached_to if o.zone == "battlefield" else None
        if host is None:
            return False
        rel = filt.attached_to
        if isinstance(rel, Filter):
            if not matches(env, rel, host):
                return False
        elif host not in resolve_ref(env, rel):
            return False
    if filt.remembered is not None and entity not in (env.ctx.memory.get(filt.remembered, ()) if env.ctx else ()):
        return False  # "each creature dealt damage this way" (608.2c): what this resolution remembered
    if filt.blocking_of is not None:
        # "each creature blocking it" (509.1g): blocking one of the creatures the reference names, now
        blocked = (st.combat or {}).get("blockers", {}).get(entity, ())
        if not blocked or not set(blocked) & set(resolve_ref(env, filt.blocking_of)):
            return False
    if filt.either and not any(matches(env, alt, entity) for alt in alternatives(filt)):
        return False  # one of the alternatives ("an artifact, an enchantment, or a creature with flying")
    if filt.chosen is not None and filt.chosen in CHOSEN_KEYS and not chosen_matches(env, filt.chosen, c.subtypes, c.colors):
        return False
    return True


def is_commander_object(st: "GameState", o: Any) -> bool:
    """903.3: the card ``o`` is designated as its owner's commander (by its uid; a token or copy never is);
    903.3c: a merged permanent is a commander when one of its components is."""
    return bool(commander_uids_in(st, o))


def commander_uids_in(st: "GameState", o: Any) -> tuple:
    """903.3, 903.3c: the uids of the commander cards that represent object ``o`` -- the card itself, and for a
    merged permanent (730.2) each of its card components designated as its owner's commander."""
    cm = st.designations.get("commanders")
    if not cm:
        return ()
    mine = cm.get(o.owner, ())
    out = (o.uid,) if o.kind == "card" and o.uid in mine else ()
    if o.merged:
        out += tuple(c["uid"] for c in o.merged if c.get("kind", "card") == "card" and c["uid"] in mine)
    return out


# Filter.chosen values read from the choice kept on the source (GameObject.chosen, engine/mechanics/chosen_values.py)
CHOSEN_KEYS = {"type": "creature_type", "color": "color"}


def chosen_matches(env: Env, kind: str, subtypes: frozenset, colors: int) -> bool:
    """"of the chosen type", "of the chosen color" (614.12a, 607.2d): the value chosen as the source entered
    the battlefield, kept on it; an object matches if it has that creature type / color. Without a source or a
    choice, nothing matches (no type or color was chosen)."""
    src = env.state.objects.get(env.source) if env.source is not None else None
    v = (src.chosen or {}).get(CHOSEN_KEYS[kind]) if src is not None else None
    if v is None:
        return False
    if kind == "type":
        return v in subtypes
    return bool(colors & LETTER_BIT.get(v, 0))


def names_of(env: Env, refs: tuple) -> set[str]:
    """The names of the objects ``refs`` names now, or as they last existed (608.2h)."""
    out: set[str] = set()
    for e in refs:
        if e < 0:
            continue
        o = env.state.objects.get(e)
        if o is not None and o.zone in ("battlefield", "stack", "graveyard", "exile", "hand", "library"):
            n = env.ch(e).name
        else:
            snap = lki(env.state, e) or _event_snapshot(env, e)
            n = snap["name"] if snap else None
        if n:
            out.add(n)
    return out


def _shares(env: Env, filt: Filter, entity: int, c) -> bool:
    """"each other creature that shares a color with it" (105.2), "creatures that share a creature type with it"
    (205.3m): compared with what the reference names now, or as it last existed (608.2h); a colorless object shares
    no color, a creature with no creature type shares none. ``other`` excludes the object named."""
    rel = filt.shares_color_with if filt.shares_color_with is not None else filt.shares_type_with
    refs = resolve_ref(env, rel)
    if filt.other and entity in refs:
        return False
    for e in refs:
        if e < 0:
            continue
        o = env.state.objects.get(e)
        if o is not None and o.zone in ("battlefield", "stack", "graveyard", "exile", "hand", "library"):
            oc = env.ch(e)
            colors, subtypes = oc.colors, oc.subtypes
        else:
            snap = lki(env.state, e) or _event_snapshot(env, e)
            if not snap:
                continue
            colors, subtypes = snap["colors"], snap["subtypes"]
        if filt.shares_color_with is not None and not c.colors & colors:
            continue
        if filt.shares_type_with is not None and not (set(c.subtypes) & set(subtypes) & CREATURE_TYPES):
            continue
        return True
    return False


# ---------------------------------------------------------------- conditions


def condition_holds(env: Env, cond: Any) -> bool:
    if cond is None:
        return True
    t = type(cond)
    if t is A.ControlsCount:
        who = cond.who
        f = cond.filter
        n = 0
        for i in all_matching(env, f):
            if i < 0:
                continue
            ctrl = env.ch(i).controller
            if (who == "you" and ctrl == env.you) or (who == "opponent" and ctrl != env.you) or who == "any":
                n += 1
        return compare(n, (cond.op, cond.n))
    if t is A.Compare:
        return compare(amount(env, cond.left), (cond.op, amount(env, cond.right)))
    if t is A.Not:
        return not condition_holds(env, cond.cond)
    if t is A.All:
        return all(condition_holds(env, c) for c in cond.conds)
    if t is A.AnyOf:
        return any(condition_holds(env, c) for c in cond.conds)
    if t is A.Matches:
        return any(matches(env, cond.filter, e) for e in resolve_ref(env, cond.what))
    if t is A.IsTrue:
        return fact(env, cond.fact, cond.of)
    fn = CONDITIONS.get(t)
    if fn is not None:
        return fn(env, cond)
    raise TypeError(f"cannot evaluate condition {cond!r}")


# Condition nodes interpreted by mechanic modules: node class -> fn(env, node) -> bool
CONDITIONS: dict[type, Callable[[Env, Any], bool]] = {}


FACTS: dict[str, Callable[[Env, Any], bool]] = {}


def dealt_by(st, source, entity) -> bool:
    """120.3: whether ``source`` dealt damage to the object ``entity`` this turn."""
    return any(s == source and e == entity for s, e in st.turn_data.get("dealt", ()))


def fact(env: Env, name: str, of: Any = None) -> bool:
    fn = FACTS.get(name)
    if fn is None:
        raise KeyError(f"unknown fact {name!r}")
    return fn(env, of)


def _register_facts() -> None:
    def your_turn(env, of):
        return env.state.active == env.you

    def source_paid(tag):
        def f(env, of):
            if of is not None:  # "a kicked spell" (the spell a cast trigger saw): that object's payment
                return any(o is not None and tag in o.paid
                           for o in (env.state.objects.get(i) for i in resolve_ref(env, of) if i is not None))
            if env.ctx is not None and tag in env.ctx.paid:
                return True
            o = env.state.objects.get(env.source) if env.source is not None else None
            return bool(o and tag in o.paid)
        return f

    def monarch(env, of):
        return env.state.monarch == env.you

    def nth_draw(*ns):
        """ "Whenever you draw your second card each turn" / "your first or second card": which draw of
        its player this turn the triggering draw event was."""
        def f(env, of):
            ev = env.ctx.event if env.ctx is not None else None
            return isinstance(ev, dict) and ev.get("kind") == "draw" and ev.get("n") in ns
        return f

    def an_opponent_more(count):
        """ "if an opponent controls more lands than you", "has more cards in hand than you": some opponent's
        count is greater than yours (102.3: opponents)."""
        def f(env, of):
            mine = count(env, env.you)
            return any(count(env, p) > mine for p in apnap(env.state) if p != env.you
                       and env.state.players[p].in_game)
        return f

    def _controls(types):
        def n(env, pid):
            return sum(1 for i in env.state.battlefield if not env.state.objects[i].phased_out
                       and env.ch(i).controller == pid and types in env.ch(i).types)
        return n

    def _fewer_life(env, of):
        """ "if you have more life than an opponent": some opponent has less life than you (119)."""
        mine = env.state.players[env.you].life
        return any(env.state.players[p].life < mine for p in apnap(env.state) if p != env.you
                   and env.state.players[p].in_game)

    FACTS.update({
        "an_opponent_controls_more_lands": an_opponent_more(_controls("Land")),
        "an_opponent_controls_more_creatures": an_opponent_more(_controls("Creature")),
        "an_opponent_has_more_cards_in_hand": an_opponent_more(lambda env, p: len(env.state.hand[p])),
        "more_life_than_an_opponent": _fewer_life,
    })
    FACTS.update({
        "your_turn": your_turn,
        "not_your_turn": lambda env, of: not your_turn(env, of),
        "kicked": source_paid("kicker"),
        "prototyped": _prototyped,
        "monarch": monarch,
        "second_card_this_turn": nth_draw(2),
        "first_or_second_card_this_turn": nth_draw(1, 2),
        "no_monarch": lambda env, of: env.state.monarch is None,
        "attacking": lambda env, of: bool(env.state.combat and env.source in env.state.combat.get("attackers", {})),
        "tapped": lambda env, of: bool(env.source in env.state.objects and env.state.objects[env.source].tapped),
    })
    IMPLEMENTED_FACTS.update(FACTS)


_register_facts()


def parse_cost(v: Any) -> ManaCost:
    if isinstance(v, ManaCost):
        return v
    if isinstance(v, str):
        return ManaCost.parse(v)
    raise TypeError(f"not a mana cost: {v!r}")


upcalls.install(Env)
upcalls.install(amount)
upcalls.install(condition_holds)
upcalls.install(matches)
upcalls.install(resolve_ref)
