"""Triggered abilities (603): recognising trigger events, look-back for leaves-the-battlefield
abilities (603.10a), delayed triggers (603.7), and putting triggered abilities on the stack in APNAP
order with each player ordering their own (603.3b)."""
from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any, Callable

from ..tree import refs as R
from ..tree.abilities import Body, Keyword, Replacement, Trigger, Triggered
from ..tree.effects import ExileUntilCast
from ..tree.filters import Filter
from . import upcalls
from .chars import chars, compute_all
from .evaluate import (
    CHOSEN_KEYS, Env, apnap, chosen_matches, condition_holds, matches, resolve_ref, compare, names_of, mana_value,
    is_modified, dealt_by, spec_now,
)
from .loop import ask, push, task
from .state import Ctx, PendingTrigger, is_player, pid_of, pent
from .support import IMPLEMENTED_TRIGGERS, TREE_CHECKS
from .influence import event_in_range
from .mechanics_hooks import TURN_BEGIN


if TYPE_CHECKING:
    from .state import GameState

# 702.85a: cascade's triggered ability (its effect is interpreted in casting.py)
CASCADE_ABILITY = Triggered(Trigger("cast", R.This()), Body(ExileUntilCast(R.You(), R.EventAmount())),
                            zone="stack")

# 603.10a: these look back in time (sacrifice triggers too: engine/mechanics/history.py)
LEAVES_EVENTS = frozenset({"dies", "leaves", "put_into_graveyard", "sacrificed"})

# Rule-inherent trigger sources (e.g. the monarch, 725.2). fn(state, event) -> list[PendingTrigger]. A hook
# that looks only at some kinds of event says so with a ``kinds`` attribute (a set of event kinds): it is then
# asked only about those (see ``_global_triggers``).
GLOBAL_TRIGGERS: list[Callable[["GameState", dict], list]] = []
# fn(state, source, ability) told each time an ability triggers ("triggers only once each turn" counts it)
ON_TRIGGERED: list[Callable[["GameState", int, Any], None]] = []
# fn(state, source, controller, ability, event) -> how many additional times the ability triggers (603.2d), or
# None when the event doesn't cause it to trigger at all
TRIGGER_EXTRA: list[Callable[["GameState", int, int, Any, dict], int]] = []
# keyword name -> fn(Keyword) -> the replacement abilities (614) one instance of it stands for (e.g. umbra armor
# 702.89a, engine/mechanics/umbra_armor.py); indexed with the permanent's printed replacement abilities
KEYWORD_REPLACEMENTS: dict[str, Callable[[Any], tuple]] = {}
# counter kind -> the replacement effects counters of that kind on a permanent create (shield 122.1c, finality
# 122.1h; engine/mechanics/rules_counters.py): one set per permanent however many counters it has; indexed with
# the permanent's replacement abilities under the index ("counter", kind, n)
COUNTER_REPLACEMENTS: dict[str, tuple] = {}


def trigger_index(state: "GameState") -> list[tuple[int, int, Any]]:
    """(source, controller, Triggered ability) for every permanent's triggered abilities (cached)."""
    allc = compute_all(state)
    tc = state._tcache
    if tc is not None and tc[0] is allc:
        return tc[1]
    idx = []
    reps = []
    states = []
    for oid in state.battlefield:
        c = allc.get(oid)
        if c is None:
            continue
        for i, ab in enumerate(c.abilities):
            t = type(ab)
            if t is Triggered:
                if ab.zone == "graveyard":
                    continue  # 113.6k: functions only from a graveyard (engine/mechanics/zone_triggers.py)
                if ab.trigger.event == "state":
                    states.append((oid, c.controller, ab))
                else:
                    idx.append((oid, c.controller, ab))
            elif t is Replacement:
                reps.append((oid, c.controller, i, ab))
        for ab in upcalls.implied_triggers(c):  # keyword triggered abilities (702), engine/keyword_abilities.py
            idx.append((oid, c.controller, ab))
        if KEYWORD_REPLACEMENTS and not c.keywords.isdisjoint(KEYWORD_REPLACEMENTS):
            for i, ab in enumerate(c.abilities):
                if type(ab) is Keyword and ab.name in KEYWORD_REPLACEMENTS:
                    reps.extend((oid, c.controller, i, r) for r in KEYWORD_REPLACEMENTS[ab.name](ab))
        cn = state.objects[oid].counters
        if cn and COUNTER_REPLACEMENTS and not COUNTER_REPLACEMENTS.keys().isdisjoint(cn):
            for k, n in cn.items():
                if n > 0 and k in COUNTER_REPLACEMENTS:
                    reps.extend((oid, c.controller, ("counter", k, j), r) for j, r in enumerate(COUNTER_REPLACEMENTS[k]))
    for oid in state.command:  # 113.6: a card's ability that says it functions in the command zone (eminence)
        o = state.objects[oid]
        if o.kind == "card":
            for ab in chars(state, oid).abilities:
                if type(ab) is Triggered and ab.zone == "command":
                    idx.append((oid, o.owner, ab))
    # (chars cache, triggered abilities, replacement abilities (614), state triggers (603.8))
    state._tcache = (allc, idx, reps, states)
    return idx


# 603.10a: name -> fn(state): more of the game just before permanents leave the battlefield that the abilities the
# event triggers look back at (603.2d's "triggers an additional time" effects: mechanics/trigger_doubling.py); while
# they are collected the event carries the values as ev["lookback"][name]
LOOKBACK_EXTRA: dict[str, Callable[["GameState"], Any]] = {}


class _Look(list):
    """The look-back triggers (603.10a), with LOOKBACK_EXTRA's values in ``extra``."""

    __slots__ = ("extra",)


def lookback_snapshot(state: "GameState") -> list[tuple[int, int, Any]]:
    """603.10a: leaves-the-battlefield abilities trigger based on the game before the event."""
    out = _Look(t for t in trigger_index(state) if t[2].trigger.event in LEAVES_EVENTS)
    out.extra = {k: f(state) for k, f in LOOKBACK_EXTRA.items()} if LOOKBACK_EXTRA else None
    return out


def subject_ok(env: Env, subject: Any, oid: int | None, snap: dict | None) -> bool:
    if subject is None:
        return True
    if type(subject) is R.This:
        return oid is not None and oid == env.source
    if isinstance(subject, Filter):
        if snap is not None and (oid is None or oid not in env.state.objects):
            return matches_snapshot(env, subject, snap)
        return oid is not None and matches(env, subject, oid)
    if isinstance(subject, R.Ref):  # "equipped creature", "enchanted creature" ...
        return oid is not None and oid in resolve_ref(env, subject)
    return False


def matches_snapshot(env: Env, f: Filter, snap: dict) -> bool:
    """Filter matching against last known information (an object that has left its zone)."""
    types = set(snap["types"])
    if f.types and not all(t in types for t in f.types):
        return False
    if f.any_types and not any(t in types for t in f.any_types):
        return False
    if f.not_types and any(t in types for t in f.not_types):
        return False
    if f.subtypes and not any(s in snap["subtypes"] for s in f.subtypes):
        return False
    if f.not_subtypes and any(s in snap["subtypes"] for s in f.not_subtypes):
        return False
    if f.supertypes and not all(s in snap["supertypes"] for s in f.supertypes):
        return False
    if f.not_supertypes and any(s in snap["supertypes"] for s in f.not_supertypes):
        return False
    if f.basic_land and not ("Land" in types and "Basic" in snap["supertypes"]):
        return False
    if f.nonbasic and "Basic" in snap["supertypes"]:
        return False
    if f.legendary is not None and ("Legendary" in snap["supertypes"]) != f.legendary:
        return False
    if f.historic and not ("Artifact" in types or "Legendary" in snap["supertypes"] or "Saga" in snap["subtypes"]):
        return False
    if f.colorless is not None and (snap["colors"] == 0) != f.colorless:
        return False
    if f.multicolored is not None and (bin(snap["colors"]).count("1") > 1) != f.multicolored:
        return False
    if f.has_keyword and not all(k in snap.get("keywords", ()) for k in f.has_keyword):
        return False
    if f.lacks_keyword and any(k in snap.get("keywords", ()) for k in f.lacks_keyword):
        return False
    if f.colors and not (snap["colors"] & f.colors):
        return False
    if f.not_colors and (snap["colors"] & f.not_colors):
        return False
    if f.controller == "you" and snap["controller"] != env.you:
        return False
    if f.controller in ("opponent", "not_you") and snap["controller"] == env.you:
        return False
    if f.owner == "you" and snap["owner"] != env.you:
        return False
    if f.owner == "opponent" and snap["owner"] == env.you:
        return False
    if f.other and snap["id"] == env.source:
        return False
    if f.token is not None and snap["token"] != f.token:
        return False
    if f.modified is not None:
        if is_modified(env, snap["id"], snap.get("counters"), snap["controller"]) != f.modified:
            return False
    if f.power is not None:
        if snap["power"] is None or not compare(snap["power"], spec_now(env, f.power)):
            return False
    if f.toughness is not None:
        if snap.get("toughness") is None or not compare(snap["toughness"], spec_now(env, f.toughness)):
            return False
    if f.mana_value is not None and (snap.get("mv") is None or not compare(snap["mv"], spec_now(env, f.mana_value))):
        return False
    if f.with_counter is not None:  # 122.1: the counters it had as it left
        cs = snap.get("counters") or {}
        if not (any(v > 0 for v in cs.values()) if f.with_counter == "any" else cs.get(f.with_counter)):
            return False
    if f.name is not None and snap["name"] != f.name:
        return False
    if f.chosen is not None:
        if f.chosen in CHOSEN_KEYS and not chosen_matches(env, f.chosen, frozenset(snap["subtypes"]), snap["colors"]):
            return False
    if f.controlled_by is not None:
        if pent(snap["controller"]) not in resolve_ref(env, f.controlled_by):
            return False
    if f.entered_this_turn is not None and (snap["id"] in env.state.turn_data.get("entered", ())) != f.entered_this_turn:
        return False
    if f.damaged is not None and (snap["id"] in env.state.turn_data.get("damaged", ())) != f.damaged:
        return False
    if f.damaged_by_source is not None and dealt_by(env.state, env.source, snap["id"]) != f.damaged_by_source:
        return False
    if f.commander is not None:  # 903.3: the card designated as a commander (by uid; a copy has its own)
        cm = env.state.designations.get("commanders") or {}
        if (not snap["token"] and snap.get("uid") in cm.get(snap["owner"], ())) != f.commander:
            return False
    if f.same_name_as is not None:
        refs = resolve_ref(env, f.same_name_as)
        if (f.other and snap["id"] in refs) or not snap["name"] or snap["name"] not in names_of(env, refs):
            return False
    if f.attached_to is not None:
        host = snap.get("attached_to")
        if host is None:
            return False
        rel = f.attached_to
        if not (matches(env, rel, host) if isinstance(rel, Filter) else host in resolve_ref(env, rel)):
            return False
    if f.either and not any(matches_snapshot(env, a, snap) for a in f.either):
        return False  # one of its alternatives, as it last existed ("an artifact or a creature with flying")
    return True


def whose_ok(whose: str, controller: int, player: int | None) -> bool:
    if whose in ("each", "any", None) or player is None:
        return True
    if whose == "you":
        return player == controller
    if whose in ("opponent", "opponents"):
        return player != controller
    return True


Matcher = Callable[[Env, Any, dict], bool]
MATCHERS: dict[str, Matcher] = {}


def matcher(*names: str):
    def deco(fn):
        for n in names:
            MATCHERS[n] = fn
            IMPLEMENTED_TRIGGERS.add(n)
        return fn
    return deco


@matcher("enters")
def _m_enters(env, trig, ev):
    if ev["kind"] != "zone" or ev["to"] != "battlefield":
        return False
    if trig.from_zone and ev["from"] != trig.from_zone:
        return False
    return subject_ok(env, trig.subject, ev["new"], None)


@matcher("dies")
def _m_dies(env, trig, ev):
    if ev["kind"] != "zone" or ev["from"] != "battlefield" or ev["to"] != "graveyard":
        return False
    snap = ev.get("snapshot")
    if not snap or "Creature" not in snap["types"]:
        return False  # 700.4: "dies" means a creature put into a graveyard from the battlefield
    return subject_ok(env, trig.subject, ev["object"], snap)


@matcher("leaves")
def _m_leaves(env, trig, ev):
    if ev["kind"] != "zone" or ev["from"] != "battlefield":
        return False
    if trig.to_zone and ev["to"] != trig.to_zone:  # "is put into exile from the battlefield" (603.6c)
        return False
    return subject_ok(env, trig.subject, ev["object"], ev.get("snapshot"))


@matcher("put_into_graveyard")
def _m_graveyard(env, trig, ev):
    if ev["kind"] != "zone" or ev["to"] != "graveyard":
        return False
    if trig.from_zone and ev["from"] != trig.from_zone:
        return False
    return subject_ok(env, trig.subject, ev["object"], ev.get("snapshot"))


@matcher("attacks")
def _m_attacks(env, trig, ev):
    """508.3a: "whenever <creature> attacks"; "attacks you [or a planeswalker you control]"; "attacks a player" /
    "attacks an opponent" (one of your opponents, 102.3) -- the player itself is attacked, not a planeswalker or
    battle (506.3)."""
    if trig.to == "you" and ev.get("defending") != env.controller:  # "attacks you [or a planeswalker you control]"
        return False
    if trig.to in ("player", "opponent"):
        d = ev.get("defender")
        if d is None or not is_player(d) or (trig.to == "opponent" and pid_of(d) == env.controller):
            return False
    return ev["kind"] == "attacks" and subject_ok(env, trig.subject, ev["object"], None)


@matcher("leaves_graveyard")
def _m_leaves_graveyard(env, trig, ev):
    """603.2c: "Whenever one or more <cards> leave your graveyard" -- once per event, if any card it moved out of
    that player's graveyard matches (looked at where it went)."""
    if ev["kind"] != "left_graveyard" or not whose_ok(trig.whose, env.controller, ev["player"]):
        return False
    n = sum(1 for o in ev["objects"] if o in env.state.objects and subject_ok(env, trig.subject, o, None))
    ev["amount"] = n
    return n > 0


@matcher("blocks")
def _m_blocks(env, trig, ev):
    """509.3a: "whenever ~ blocks" once per combat; 509.3b: "whenever ~ blocks a creature [with ...]" -- a
    condition on the blocked creature (``EventObject("other")``) -- once for each attacker it blocks."""
    kind = "blocks_creature" if _names_other(trig) else "blocks"
    return ev["kind"] == kind and subject_ok(env, trig.subject, ev["object"], None)


def _names_other(trig) -> bool:
    c = trig.condition
    return c is not None and any(type(n) is R.EventObject and n.role == "other" for n in c.walk())


@matcher("becomes_blocked")
def _m_blocked(env, trig, ev):
    return ev["kind"] == "becomes_blocked" and subject_ok(env, trig.subject, ev["object"], None)


def _damage_to_ok(env: Env, to: str | None, target: int) -> bool:
    if to is None or to == "any":
        return True
    if to == "player":
        return is_player(target)
    if to == "opponent":
        return is_player(target) and pid_of(target) != env.controller
    if to == "you":
        return is_player(target) and pid_of(target) == env.controller
    if to == "creature":
        return not is_player(target) and target in env.state.objects and "Creature" in chars(env.state, target).types
    if to in ("planeswalker", "player_or_planeswalker"):  # 120.3c-d, 306.7
        if is_player(target):
            return to == "player_or_planeswalker"
        return target in env.state.objects and "Planeswalker" in chars(env.state, target).types
    return True


@matcher("deals_damage")
def _m_deals(env, trig, ev):
    """603.2c: "whenever ~ deals damage" with no recipient named triggers once when a source deals damage to
    several recipients at once (Angel of Deliverance's rulings): only the batch's first event matches."""
    if trig.to in (None, "any") and ev.get("batch_index", 0):
        return False
    return (ev["kind"] == "damage" and subject_ok(env, trig.subject, ev["source"], None)
            and _damage_to_ok(env, trig.to, ev["target"]))


@matcher("deals_combat_damage")
def _m_deals_combat(env, trig, ev):
    return ev["kind"] == "damage" and ev["combat"] and _m_deals(env, trig, ev)


@matcher("dealt_damage")
def _m_dealt(env, trig, ev):
    return ev["kind"] == "damage" and subject_ok(env, trig.subject, ev["target"] if ev["target"] >= 0 else None, None)


@matcher("cast")
def _m_cast(env, trig, ev):
    if ev["kind"] != "cast" or not whose_ok(trig.whose, env.controller, ev["player"]):
        return False
    if trig.spell_filter is not None and not matches(env, trig.spell_filter, ev["object"]):
        return False
    if trig.from_zone is not None and not _cast_from_ok(env, trig.from_zone, ev["object"]):  # 601.2a
        return False
    if trig.subject is not None and type(trig.subject) is R.This:
        return ev["object"] == env.source
    return True


def _cast_from_ok(env, where: str, oid: int) -> bool:
    """"Whenever you cast a spell from anywhere other than your hand" (601.2a: the zone it was cast from)."""
    o = env.state.objects.get(oid)
    z = getattr(o, "cast_from", None)
    if where == "not_hand":
        return z is not None and z != "hand"
    return z == where


@matcher("cast_or_copy")
def _m_cast_or_copy(env, trig, ev):
    """Magecraft's "whenever you cast or copy a spell": casting (601.2i) or putting a copy of a spell on the
    stack (707.10; the copy's controller is the player who copied it, 707.10a)."""
    if ev["kind"] not in ("cast", "copy_spell") or not whose_ok(trig.whose, env.controller, ev["player"]):
        return False
    return trig.spell_filter is None or matches(env, trig.spell_filter, ev["object"])


@matcher("step")
def _m_step(env, trig, ev):
    return ev["kind"] == "step" and ev["step"] == trig.step and whose_ok(trig.whose, env.controller, ev["player"])


@matcher("draws")
def _m_draws(env, trig, ev):
    return ev["kind"] == "draw" and whose_ok(trig.whose, env.controller, ev["player"])


@matcher("gains_life")
def _m_gains(env, trig, ev):
    return ev["kind"] == "life_gain" and whose_ok(trig.whose, env.controller, ev["player"])


@matcher("loses_life")
def _m_loses(env, trig, ev):
    """ "Whenever you lose life" (119.3; like 119.9's gains: each source's loss is an event, 0 is none)."""
    return ev["kind"] == "life_loss" and whose_ok(trig.whose, env.controller, ev["player"])


@matcher("becomes_target")
def _m_target(env, trig, ev):
    return ev["kind"] == "target" and subject_ok(env, trig.subject, ev["object"], None)


@matcher("state")
def _m_state(env, trig, ev):
    """603.8: state triggers are checked by :func:`check_state_triggers`, not by events."""
    return False


@matcher("discards")
def _m_discards(env, trig, ev):
    """701.9, 603.2: "whenever <player> discards a <card>" -- once for each matching card discarded."""
    return (ev["kind"] == "discard" and whose_ok(trig.whose, env.controller, ev["player"])
            and subject_ok(env, trig.subject, ev["object"], None))


@matcher("discards_batch")
def _m_discards_batch(env, trig, ev):
    """603.2c: "whenever <player> discards one or more <cards>" -- each matching card discarded matches; the
    trigger is batched, so the cards of one discard join one pending trigger whose "that much" counts them
    (_joined_batch)."""
    return (ev["kind"] == "discard" and whose_ok(trig.whose, env.controller, ev["player"])
            and subject_ok(env, trig.subject, ev["object"], None))


def check_trigger(state: "GameState", source: int, controller: int, ab: Any, ev: dict, out: list) -> None:
    trig = ab.trigger
    m = MATCHERS.get(trig.event)
    if m is None:
        return
    env = Env(state, source, controller)
    if not m(env, trig, ev):
        return
    if state.options.get("range_of_influence") is not None:
        if not event_in_range(state, controller, ev):
            return  # 801.7
    if trig.condition is not None:
        env.ctx = Ctx(0, source, controller, ab, event=ev)  # the condition may name the event's objects
        if not condition_holds(env, trig.condition):
            return
    if ab.intervening is not None:  # 603.4: checked as it triggers
        # (107.3m: a permanent's own enters ability's X is the X of the spell it was)
        x = ev.get("x") or (ev.get("entered_x") if ev.get("new") == source else None) or 0
        env.ctx = Ctx(0, source, controller, ab, event=ev, x=x)
        if not condition_holds(env, ab.intervening):
            return
    name = ""
    o = state.objects.get(source)
    if o is not None:
        name = o.card or (o.token.name if o.token is not None else "")
    elif ev.get("snapshot") and ev["snapshot"].get("id") == source:
        name = ev["snapshot"]["name"]
    times = 1
    for h in TRIGGER_EXTRA:  # 603.2d: "that ability triggers an additional time" (or not at all: None)
        more = h(state, source, controller, ab, ev)
        if more is None:
            return
        times += more
    for h in ON_TRIGGERED:
        h(state, source, ab)
    data = _event_data(ev)
    if trig.batched and _joined_batch(state, source, ab, ev, data, out):
        return
    if ev["kind"] == "damage" and trig.event in ("deals_damage", "deals_combat_damage") and trig.to in (None, "any"):
        data["amount"] = ev.get("batch_total", ev["amount"])  # 603.2c: the whole event's damage ("that much")
    if ev["kind"] == "damage" and "object" not in data:
        # the trigger's subject (EventObject's "object" role): the creature dealt damage for "is dealt
        # damage", the source for "deals damage" (603.2)
        data["object"] = ev["target"] if trig.event == "dealt_damage" else ev["source"]
    out.append(PendingTrigger(source, controller, ab, data, name))
    for _ in range(times - 1):
        out.append(PendingTrigger(source, controller, ab, dict(data), name))


def _batch_key(state: "GameState", ev: dict, trig: Trigger) -> str | None:
    """Which simultaneous event ``ev`` is part of (603.2c): the objects moved by one zone change or created at
    once, the cards one discard puts away, and all the combat damage of one combat damage step dealt to one
    recipient (510.2: dealt simultaneously)."""
    kind = ev.get("kind")
    if kind == "damage":
        if ev.get("combat"):
            return f"combat:{state.turn}:{state.step}:{ev['target']}"
        return None
    if kind == "attacks":  # 508.1: the attackers declared at once ("... attack a player": per player attacked)
        return f"attack:{state.turn}:{ev.get('defender') if trig.to else ''}"
    b = ev.get("batch")
    return None if b is None else f"event:{state.turn}:{b}"


def _joined_batch(state: "GameState", source: int, ab: Any, ev: dict, data: dict, out: list) -> bool:
    """603.2c, "Whenever one or more ...": if this ability already triggered on another part of the same event
    and waits to be put on the stack, that one trigger covers this part too -- its "that much" grows by the
    damage dealt (damage) or by one object (anything else) -- and True is returned. Otherwise the new trigger
    remembers its event's key and its count."""
    key = _batch_key(state, ev, ab.trigger)
    if key is None:
        return False
    damage = ev.get("kind") == "damage"
    for lst in (out, state.pending):
        for i, pt in enumerate(lst):
            if pt.source == source and pt.ability is ab and pt.event.get("one_or_more") == key:
                more = ev["amount"] if damage else 1  # (a new record: pending triggers are shared by state copies)
                lst[i] = replace(pt, event={**pt.event, "amount": pt.event.get("amount", 0) + more})
                state.touch()
                return True
    data["one_or_more"] = key
    if not damage:
        data["amount"] = 1
    return False


# 603.2c: the trigger events whose simultaneous parts _batch_key groups (zone changes of one move, cards discarded
# together, combat damage of one step, attackers declared together); "attacks_with" is one event per declaration
# ("leaves_graveyard" and "creates_tokens" fire one event per batch themselves)
BATCHED_EVENTS = frozenset({"enters", "dies", "leaves", "put_into_graveyard", "sacrificed", "discards",
                            "discards_batch", "deals_combat_damage", "attacks", "attacks_with", "leaves_graveyard",
                            "creates_tokens"})


def _one_or_more_gaps(roots) -> list[str]:
    """A "one or more" trigger is played only for the events grouped above, and only if what it does doesn't
    name "those objects" (the event object is one of them, not all)."""
    out = []
    for root in roots:
        if not isinstance(root, Triggered) or not root.trigger.batched:
            continue
        if root.trigger.event not in BATCHED_EVENTS:
            out.append(f"'one or more' trigger {root.trigger.event}")
        elif any(type(n) is R.EventObject and n.role in ("object", "source") for n in root.body.walk()):
            out.append("'one or more' trigger naming the objects of its event")
    return out


TREE_CHECKS.append(_one_or_more_gaps)


def _event_data(ev: dict) -> dict:
    d = dict(ev)
    d.pop("lookback", None)
    if d.get("kind") == "damage":
        t = d["target"]
        if is_player(t):
            d["player"] = pid_of(t)
    return d


_GLOBAL_INDEX: list = [None, {}]  # (GLOBAL_TRIGGERS as indexed, event kind -> its hooks)


def _global_triggers(kind: str | None) -> tuple:
    """The GLOBAL_TRIGGERS hooks to ask about an event of ``kind``, in the order they were registered: each
    hook without a ``kinds`` attribute, and those whose ``kinds`` name it. (Indexed once per kind; the index
    is rebuilt if the list changes.)"""
    gi = _GLOBAL_INDEX
    if gi[0] != GLOBAL_TRIGGERS:
        gi[0] = list(GLOBAL_TRIGGERS)
        gi[1] = {}
    hooks = gi[1].get(kind)
    if hooks is None:
        hooks = gi[1][kind] = tuple(g for g in GLOBAL_TRIGGERS
                                    if getattr(g, "kinds", None) is None or kind in g.kinds)
    return hooks


def collect(state: "GameState", ev: dict) -> None:
    """603.2: when an event happens, each triggered ability whose trigger event matches triggers."""
    out: list = []
    for source, ctrl, ab in trigger_index(state):
        if ab.trigger.event in LEAVES_EVENTS:
            continue
        check_trigger(state, source, ctrl, ab, ev, out)
    if ev["kind"] == "cast":
        _own_cast_triggers(state, ev, out)
    _delayed(state, ev, out)
    kind = ev["kind"]
    for g in state.relevance.active(("global_triggers", kind), _global_triggers(kind)):
        got = g(state, ev)
        if got:
            out.extend(got)
    if out:
        state.pending.extend(out)
        state.touch()
    if state._tcache[3]:
        check_state_triggers(state)


def collect_zone_changes(state: "GameState", events: list[dict], look: list | None) -> None:
    """603.2, 603.6a, 603.10a: the objects moved together are one event: each carries the same ``batch``
    number (603.2c: a "one or more" trigger triggers once for it)."""
    out: list = []
    if len(events) > 1:
        b = next_batch(state)
        for ev in events:
            ev.setdefault("batch", b)
    idx = trigger_index(state)
    for ev in events:
        back = getattr(look, "extra", None) if ev.get("from") == "battlefield" else None
        if back:
            ev["lookback"] = back  # (603.10a; only while its abilities are collected: never kept in trigger data)
        for source, ctrl, ab in idx:
            if ab.trigger.event in LEAVES_EVENTS:
                continue
            check_trigger(state, source, ctrl, ab, ev, out)
        if look and ev.get("from") == "battlefield":
            for source, ctrl, ab in look:
                check_trigger(state, source, ctrl, ab, ev, out)
        if back:
            del ev["lookback"]
        _delayed(state, ev, out)
        kind = ev.get("kind")
        for g in state.relevance.active(("global_triggers", kind), _global_triggers(kind)):
            got = g(state, ev)
            if got:
                out.extend(got)
    if out:
        state.pending.extend(out)
        state.touch()
    if state._tcache[3]:
        check_state_triggers(state)


def _own_cast_triggers(state: "GameState", ev: dict, out: list) -> None:
    """603.2, 601.2i: a spell's own "When you cast this spell" abilities (they function on the stack),
    and cascade (702.85a)."""
    oid = ev["object"]
    if oid not in state.objects:
        return
    c = chars(state, oid)
    for ab in c.abilities:
        if type(ab) is Triggered and ab.trigger.event == "cast" and type(ab.trigger.subject) is R.This:
            check_trigger(state, oid, c.controller, ab, ev, out)
    for kw in c.keyword_args("Cascade"):


        out.append(PendingTrigger(oid, c.controller, CASCADE_ABILITY,
                                  dict(_event_data(ev), amount=mana_value(state, oid)), c.name))


def check_state_triggers(state: "GameState") -> None:
    """603.8: a state trigger triggers as soon as the game state matches its condition, and doesn't
    trigger again until it has left the stack."""
    tc = state._tcache
    if tc is None or not tc[3]:
        return
    busy = [(t.source, t.ability) for t in state.pending if t.event.get("kind") == "state"]
    for oid in state.stack:
        o = state.objects[oid]
        if o.kind == "ability" and isinstance(o.event, dict) and o.event.get("kind") == "state":
            busy.append((o.source, o.ability))
    out = []
    for source, ctrl, ab in tc[3]:
        if any(src == source and (a is ab or a == ab) for src, a in busy):
            continue
        env = Env(state, source, ctrl)
        if condition_holds(env, ab.trigger.condition):
            o = state.objects.get(source)
            out.append(PendingTrigger(source, ctrl, ab, {"kind": "state", "object": source},
                                      (o.card or "") if o is not None else ""))
    if out:
        state.pending.extend(out)
        state.touch()


def _delayed(state: "GameState", ev: dict, out: list) -> None:
    """603.7: delayed triggered abilities."""
    if not state.delayed:
        return
    keep = []
    changed = False
    for d in state.delayed:
        did, ctrl, source, trig, body, once, data = d
        m = MATCHERS.get(trig.event)
        # 603.7c: what the delayed trigger's event names was fixed when it was created ("when that creature
        # dies this turn": the creature its creator targeted or chose, kept in its memory)
        env = Env(state, source, ctrl, Ctx(-1, source, ctrl, None, memory=dict(data))) if data else \
            Env(state, source, ctrl)
        if m is not None and m(env, trig, ev):
            ab = Triggered(trig, body)
            if TRIGGER_EXTRA and any(h(state, -1, ctrl, ab, ev) is None for h in TRIGGER_EXTRA):
                keep.append(d)  # the event causes no ability to trigger (Torpor Orb); it keeps waiting
                continue
            out.append(PendingTrigger(source if source is not None else -1, ctrl, ab, dict(ev, delayed_data=data),
                                      "delayed trigger", did))
            if once:
                changed = True
                continue
        keep.append(d)
    if changed:
        state.delayed = keep


def fire_step(state: "GameState", step: str) -> None:
    fire(state, {"kind": "step", "step": step, "player": state.active})


# ---------------------------------------------------------------- to the stack (603.3)


@task("put_triggers")
def put_triggers(state: "GameState") -> None:
    """603.3b: the active player puts their triggered abilities on the stack in any order they choose,
    then each other player in turn order does the same."""
    if not state.pending:
        return
    for p in apnap(state):
        mine = [i for i, t in enumerate(state.pending) if t.controller == p]
        if not mine:
            continue
        if len(mine) == 1:
            push(state, "put_triggers")
            push(state, "put_trigger", mine[0])
            return
        opts = tuple(("trigger", i) for i in mine)
        ask(state, "trigger_order", p, opts,
            "Choose the triggered ability to put on the stack next (it resolves after those put later)",
            ("trigger_order_chosen",), info=tuple(state.pending[i].source_name for i in mine))
        return
    # triggers controlled by players who left the game cease to exist (800.4a)
    state.pending = []


@task("trigger_order_chosen")
def trigger_order_chosen(state: "GameState", choice: tuple) -> None:
    push(state, "put_triggers")
    push(state, "put_trigger", choice[1])


@task("put_trigger")
def put_trigger(state: "GameState", index: int) -> None:
    begin_trigger = upcalls.begin_trigger

    t = state.pending.pop(index)
    state.touch()
    begin_trigger(state, t)






# ---------------------------------------------------------------- delayed triggers with a duration (603.7b)


def _expire_delayed(state: "GameState") -> None:
    """603.7b: a delayed triggered ability that isn't a one-shot has a stated duration ("this turn");
    it ends with the turn."""
    if any(not d[5] for d in state.delayed):
        state.delayed = [d for d in state.delayed if d[5]]
        state.touch()


def _register_turn_hook() -> None:
    TURN_BEGIN.append(_expire_delayed)


_register_turn_hook()
from .events import fire, next_batch  # noqa: E402  (events hand their changes to collect)


upcalls.install(collect)
upcalls.install(collect_zone_changes)
upcalls.install(lookback_snapshot)
upcalls.install(matches_snapshot)
