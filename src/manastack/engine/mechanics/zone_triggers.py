"""Triggered abilities that function from a graveyard (113.6, 113.6k, 603.6).

113.6: abilities of an object function only while it is on the battlefield, except those that say otherwise
or that can only function elsewhere; 113.6k: an ability whose effect moves the object it's on out of a
particular zone ("return ~ from your graveyard to the battlefield") functions only in that zone — unless its
trigger condition is about the object it enchants leaving the battlefield (an Aura's "when enchanted creature
dies, return ~ from your graveyard"), which functions on the battlefield. The compiler marks the former
``Triggered(zone="graveyard")``; here they trigger from their owner's graveyard (a card's controller there
is its owner, 108.4a), through ``triggers.GLOBAL_TRIGGERS``. The Aura case stays unsupported.

Keywords that stand for such abilities (``GRAVEYARD_KEYWORD_TRIGGERS``):

- recover [cost] (702.59a): "When a creature is put into your graveyard from the battlefield, you may pay [cost]. If
  you do, return this card from your graveyard to your hand. Otherwise, exile this card."
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from functools import lru_cache

from ...core.types import Zone
from ...tree.abilities import Body, IsTrue, Keyword, Replacement, Static, Trigger, Triggered
from ...tree.effects import IfYouDo, MayDo, MoveTo, PayCost, Seq
from ...tree.filters import Filter
from ...tree.refs import AttachedTo, This
from ..chars import ZONE_STATICS, chars
from ..evaluate import FACTS, Env, apnap, matches, resolve_ref
from ..support import IMPLEMENTED_FACTS, IMPLEMENTED_KEYWORDS, TREE_CHECKS, TRIGGER_ZONES, variant_check
from ..triggers import GLOBAL_TRIGGERS, check_trigger
from ..replacement import ZONE_ETB
from ..relevance import needs

if TYPE_CHECKING:
    from ..state import GameState

ZONE = "graveyard"
_BY_CHARS: dict[int, tuple] = {}
# keyword name -> fn(Keyword) -> the triggered abilities (zone "graveyard") one instance of it stands for
GRAVEYARD_KEYWORD_TRIGGERS: dict = {}


def _graveyard_abilities(c) -> tuple:
    """The triggered abilities of characteristics ``c`` that function from a graveyard (memo per Chars)."""
    hit = _BY_CHARS.get(id(c))
    if hit is not None and hit[0] is c:
        return hit[1]
    abl = tuple(ab for ab in c.abilities if type(ab) is Triggered and ab.zone == ZONE and not _about_host(ab))
    for kw in c.abilities:
        if type(kw) is Keyword and kw.name in GRAVEYARD_KEYWORD_TRIGGERS:
            abl += GRAVEYARD_KEYWORD_TRIGGERS[kw.name](kw)
    if len(_BY_CHARS) > 4096:
        _BY_CHARS.clear()
    _BY_CHARS[id(c)] = (c, abl)
    return abl


def _about_host(ab: Triggered) -> bool:
    """113.6k's exception: the trigger is about what the Aura enchants."""
    return any(type(n) is AttachedTo for n in ab.trigger.walk())


def _pool_has(state: "GameState") -> bool:
    """Does any card defined in this game's pool have a graveyard trigger? (Cached per pool size.)"""
    pool = state.pool
    defs = getattr(pool, "_defs", None)
    if not defs:
        return False
    hit = getattr(pool, "_gy_triggers", None)
    if hit is not None and hit[0] == len(defs):
        return hit[1]
    flag = any((type(a) is Triggered and a.zone == ZONE) or (type(a) is Keyword and a.name in GRAVEYARD_KEYWORD_TRIGGERS)
               for d in defs.values() for f in d.faces for a in f.abilities)
    pool._gy_triggers = (len(defs), flag)
    return flag


def _graveyard_triggers(state: "GameState", ev: dict) -> list:
    """603.2, 113.6: the triggered abilities of cards in graveyards that function there."""
    if not _pool_has(state):
        return []
    out: list = []
    for p in apnap(state):
        for oid in state.graveyard[p]:
            abl = _graveyard_abilities(chars(state, oid))
            for ab in abl:
                check_trigger(state, oid, p, ab, ev, out)
    return out


GLOBAL_TRIGGERS.append(_graveyard_triggers)
TRIGGER_ZONES.add(ZONE)


@variant_check("Triggered")
def _aura_host_variant(n) -> str | None:
    if n.zone == ZONE and _about_host(n):
        return "an Aura's trigger about what it enchants that returns it from the graveyard (113.6k)"
    return None


_CREATURE_INTO_YOUR_GRAVEYARD = Trigger("put_into_graveyard", Filter(kind="permanent", types=("Creature",), owner="you"),
                                        from_zone="battlefield")


@lru_cache(maxsize=256)
def _recover(kw: Keyword) -> tuple:
    """702.59a."""
    if kw.cost is None:
        return ()
    body = Seq((MayDo(PayCost(kw.cost)), IfYouDo(MoveTo(This(), zone=Zone.HAND)),
                IfYouDo(MoveTo(This(), zone=Zone.EXILE), negate=True)))
    return (Triggered(_CREATURE_INTO_YOUR_GRAVEYARD, Body(body), zone=ZONE),)


def _in_graveyard(env, of) -> bool:
    """113.6: "if this card is in your graveyard" -- ~ is in its owner's graveyard."""
    ids = (env.source,) if of is None or type(of) is This else resolve_ref(env, of)
    objs = env.state.objects
    return any(i in objs and objs[i].zone == Zone.GRAVEYARD for i in ids if i is not None and i >= 0)


FACTS["in_graveyard"] = _in_graveyard
IMPLEMENTED_FACTS.add("in_graveyard")


def _discard_by_opponent(env, of) -> bool:
    """701.9: the discard event being checked was made by a spell or ability an opponent of the ability's
    controller controls (the event's ``by``)."""
    ev = env.ctx.event if env.ctx is not None else None
    by = ev.get("by") if isinstance(ev, dict) else None
    return by is not None and by != env.controller


FACTS["discard_caused_by_opponent"] = _discard_by_opponent
IMPLEMENTED_FACTS.add("discard_caused_by_opponent")


def _gy_condition_outside_graveyard(roots) -> list[str]:
    """113.6: "as long as / if this card is in your graveyard" works only in an ability the engine runs from a
    graveyard -- a triggered ability of the graveyard zone, or a static ability whose condition is just that
    (``ZONE_STATICS``: Riftstone Portal), or an "enters with" replacement ability with that condition (``ZONE_ETB``:
    Dearly Departed). Other replacement abilities that function from a graveyard aren't run there: such a card
    stays unsupported."""
    for ab in roots:
        if type(ab) is Triggered and ab.zone == ZONE:
            continue
        if _gy_static(ab) or _gy_etb(ab):
            continue  # (a static or "enters with" ability run from the graveyard: ZONE_STATICS, ZONE_ETB)
        if any(type(n) is IsTrue and n.fact == "in_graveyard" for n in ab.walk()):
            return ["a static or replacement ability that functions from a graveyard (113.6)"]
    return []


def _gy_static(ab) -> bool:
    """113.6: "As long as ~ is in your graveyard, <static effect>": a static ability that functions from a
    graveyard (only there: its condition says so)."""
    if type(ab) is not Static:
        return False
    c = ab.condition
    return type(c) is IsTrue and c.fact == "in_graveyard" and (c.of is None or type(c.of) is This)


def _graveyard_statics(state: "GameState") -> list:
    """113.6: the static abilities of cards in graveyards that function there, with their controller -- the card's
    owner (the "you" of a card in a graveyard, 109.5)."""
    return list(_in_graveyards(state, _GY_STATICS, _gy_static))


def _in_graveyards(state: "GameState", cache: dict, keep):
    """(card, its owner, ability) for each ability ``keep`` picks on the front face of each card in a graveyard
    (``cache``: card name -> those abilities)."""
    objs = state.objects
    for pid, gy in enumerate(state.graveyard):
        for i in gy:
            o = objs[i]
            if o.kind != "card" or o.card is None:
                continue
            got = cache.get(o.card)
            if got is None:
                d = state.pool.get(o.card)
                got = cache[o.card] = tuple(ab for f in d.faces[:1] for ab in f.abilities if keep(ab))
            for ab in got:
                yield i, pid, ab


def _gy_etb(ab) -> bool:
    """113.6, 614.1c: "As long as ~ is in your graveyard, each [creature] you control enters with an additional
    [counter] on it" -- an "enters with" replacement ability that functions from a graveyard."""
    if type(ab) is not Replacement or ab.kind not in ("enters_with_counters", "enters_tapped"):
        return False
    c = ab.condition
    return type(c) is IsTrue and c.fact == "in_graveyard" and (c.of is None or type(c.of) is This) \
        and isinstance(ab.affected, Filter)


def _graveyard_etb(state: "GameState", oid: int) -> list:
    """113.6: the "enters with" abilities of cards in graveyards that apply to ``oid`` entering (their controller:
    the card's owner, 109.5)."""
    return [(i, pid, ab) for i, pid, ab in _in_graveyards(state, _GY_ETB, _gy_etb)
            if matches(Env(state, i, pid), ab.affected, oid)]


_GY_ETB: dict = {}  # card name -> its "enters with" abilities that function from a graveyard
needs("in_graveyard")(_graveyard_etb)
ZONE_ETB.append(_graveyard_etb)
_GY_STATICS: dict = {}  # card name -> its static abilities that function from a graveyard (the front face's)
needs("in_graveyard")(_graveyard_statics)  # (engine/relevance.py)
ZONE_STATICS.append(_graveyard_statics)


TREE_CHECKS.append(_gy_condition_outside_graveyard)
GRAVEYARD_KEYWORD_TRIGGERS["Recover"] = _recover
IMPLEMENTED_KEYWORDS.add("Recover")
