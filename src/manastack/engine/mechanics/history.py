"""Game history: trigger events and facts about what happened earlier in the turn.

- cycling triggers (702.29c "When you cycle this card", 702.29f typecycling is cycling; "Whenever a player
  cycles a card"): a ``cycle`` event is fired when a card is discarded to pay the cost of a cycling or
  typecycling ability (``casting._pay_nonmana`` asks :func:`cycling_ability`); the cycled card's own
  "when you cycle" abilities trigger from the zone it went to (702.29c).
  "Whenever you cycle or discard a card" triggers once per cycled card (702.29d): it is compiled as a
  discard trigger, cycling always discarding the card (702.29a).
- sacrifice triggers (701.21a, 603.10a): "Whenever you sacrifice a permanent" looks back in time, like a
  leaves-the-battlefield ability (``triggers.LEAVES_EVENTS``), so a permanent sacrificed with the source,
  or the source itself, is seen.
- facts (``IsTrue.fact``) read the per-turn record kept in ``state.turn_data["hist"]`` (cleared as each
  turn begins, saved with the game): attacked this turn (508.1, raid; boast's "this creature attacked"),
  a creature died this turn (700.4, morbid), a permanent left the battlefield under your control (revolt,
  603.6c), life gained / lost this turn (119.3, 120.3a: damage causes loss of life), your second spell
  this turn (601.2i), before attackers are declared (508.1), your upkeep (503), "if you cast it from your
  hand" (601.2a, 400.7d), "This ability triggers only once each turn" (603.2, 603.2h; per object, 400.7).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...tree import refs as R
from ...tree.abilities import Triggered
from .. import upcalls
from ..chars import chars
from ..evaluate import AMOUNTS, FACTS, Env, resolve_ref, snapshot
from ..mechanics_hooks import STEP_BEGIN
from ...core.types import Zone
from ..support import IMPLEMENTED_FACTS, implements
from ..triggers import GLOBAL_TRIGGERS, ON_TRIGGERED, check_trigger, matches_snapshot, subject_ok, whose_ok, matcher
from ..abilities import keyword_abilities
from ..payment import intrinsic_abilities
from ..events import fire
from ..state import is_player, pid_of

if TYPE_CHECKING:
    from ..state import GameState

KEY = "hist"


def _hist(state: "GameState") -> dict:
    """This turn's record (``turn_data`` is replaced as each turn begins: everything here is "this turn")."""
    h = state.turn_data.get(KEY)
    if h is None:
        h = state.turn_data[KEY] = {}
    return h


def _add(state: "GameState", key: str, value: Any) -> None:
    lst = _hist(state).setdefault(key, [])
    if value not in lst:
        lst.append(value)


# ---------------------------------------------------------------- recording


def _record(state: "GameState", ev: dict) -> list:
    """Called for every game event (``triggers.GLOBAL_TRIGGERS``): remember what the facts below need.
    It never triggers anything itself."""
    kind = ev.get("kind")
    if kind == "zone":
        if ev.get("from") == Zone.BATTLEFIELD:
            snap = ev.get("snapshot")
            if snap:
                _add(state, "left", snap["controller"])  # 603.6c: it left the battlefield under its controller
                if "Land" not in snap["types"]:
                    _add(state, "nonland_left", True)  # void: "a nonland permanent left the battlefield this turn"
                if ev.get("to") == Zone.GRAVEYARD and "Creature" in snap["types"]:
                    _add(state, "died", snap["controller"])  # 700.4
                if ev.get("to") == Zone.GRAVEYARD:  # 700.4: what died, as it last existed on the battlefield
                    h = _hist(state)
                    h["died_snaps"] = tuple(h.get("died_snaps", ())) + (snap,)
        if ev.get("to") == Zone.BATTLEFIELD and ev.get("new") in state.objects:
            # 603.6a: what entered, as it entered (its characteristics and controller then); a tuple, so a fork
            # shares the snapshots (never changed once taken) instead of copying them
            h = _hist(state)
            h["entered"] = tuple(h.get("entered", ())) + (snapshot(state, ev["new"]),)
        if ev.get("to") == Zone.GRAVEYARD:
            o = state.objects.get(ev.get("new"))
            if o is not None and o.kind == "card" and _PERMANENT_TYPES & chars(state, o.id).types:
                _add(state, "descended", o.owner)  # 700.11: a permanent card put into its owner's graveyard
        if ev.get("to") == Zone.BATTLEFIELD and ev.get("from") == Zone.STACK:
            o = state.objects.get(ev.get("new"))
            if o is not None and o.cast_from == Zone.HAND and o.kind != "copy":
                _add(state, "from_hand", o.id)
    elif kind == "cast" and ev.get("object") in state.objects:
        h = _hist(state)  # 601.2i: the spell as it was cast (a tuple: forks share the snapshots)
        h["cast"] = tuple(h.get("cast", ())) + (snapshot(state, ev["object"]),)
        if "warp" in state.objects[ev["object"]].paid:
            _add(state, "warped", True)  # 702.185a: a spell was warped this turn (cast for its warp cost)
    elif kind == "attackers_declared" and ev.get("attackers"):
        _add(state, "attacked", ev["player"])  # 508.1: "you attacked" -- you declared one or more attackers
        for a in ev["attackers"]:
            _add(state, "attackers", a)
    return []


_record.kinds = frozenset({"zone", "attackers_declared", "cast"})  # type: ignore[attr-defined]  (events it reads)
GLOBAL_TRIGGERS.append(_record)


def _step_begun(state: "GameState", step: str) -> None:
    if step == "declare_attackers":
        _hist(state)["attack_step"] = True


STEP_BEGIN.append(_step_begun)


# ---------------------------------------------------------------- cycling (702.29)


def cycling_ability(state: "GameState", c: dict) -> bool:
    """702.29a, 702.29f: is the ability being activated (``state.casting``) a cycling or typecycling
    ability? Those are the keyword-implied abilities (``actions.keyword_abilities``) whose cost discards
    the card from the hand; checked before the cost is paid."""
    if c.get("kind") != "ability" or c.get("source") not in state.objects:
        return False
    ch = chars(state, c["source"])
    k = c.get("index", -1) - len(ch.abilities) - len(intrinsic_abilities(ch))
    kws = keyword_abilities(ch)
    if not 0 <= k < len(kws):
        return False
    ab = kws[k]
    return bool(ab.cost.discard_self) and ab.zone == "hand"


def cycled(state: "GameState", pid: int, new_ids: list) -> None:
    """702.29c: the card was discarded to pay a cycling cost: it has been cycled."""
    for nid in new_ids:
        if nid is not None:
            fire(state, {"kind": "cycle", "player": pid, "object": nid})


@matcher("cycles")
def _m_cycles(env: Env, trig, ev: dict) -> bool:
    """702.29c-f: "When you cycle ~" (its own ability, see :func:`_own_cycle_triggers`), "Whenever a
    player cycles a card", "Whenever you cycle a card"."""
    if ev["kind"] != "cycle" or not whose_ok(trig.whose, env.controller, ev["player"]):
        return False
    return subject_ok(env, trig.subject, ev["object"], None)


def _own_cycle_triggers(state: "GameState", ev: dict) -> list:
    """702.29c: "When you cycle this card" abilities trigger from whatever zone the card went to."""
    if ev.get("kind") != "cycle" or ev["object"] not in state.objects:
        return []
    out: list = []
    oid = ev["object"]
    for ab in chars(state, oid).abilities:
        if type(ab) is Triggered and ab.trigger.event == "cycles" and type(ab.trigger.subject) is R.This:
            check_trigger(state, oid, ev["player"], ab, ev, out)
    return out


_own_cycle_triggers.kinds = frozenset({"cycle"})  # type: ignore[attr-defined]  (events it reads)
GLOBAL_TRIGGERS.append(_own_cycle_triggers)


# ---------------------------------------------------------------- sacrifice (701.21)


@matcher("commits_crime")
def _m_crime(env: Env, trig, ev: dict) -> bool:
    """700.13: "Whenever you commit a crime" -- casting a spell, activating an ability or putting a triggered ability
    on the stack that targets an opponent, something an opponent controls or a card in an opponent's graveyard."""
    return ev["kind"] == "crime" and whose_ok(trig.whose, env.controller, ev["player"])


@matcher("scries")
def _m_scries(env: Env, trig, ev: dict) -> bool:
    """701.22d: "Whenever you scry" -- after the scry is complete (scry 0 is no scry, 701.22b)."""
    return ev["kind"] == "scry" and whose_ok(trig.whose, env.controller, ev["player"])


@matcher("surveils")
def _m_surveils(env: Env, trig, ev: dict) -> bool:
    """701.25d: "Whenever you surveil" -- after the surveil is complete (surveil 0 is no surveil, 701.25c)."""
    return ev["kind"] == "surveil" and whose_ok(trig.whose, env.controller, ev["player"])


@matcher("plays_land")
def _m_plays_land(env: Env, trig, ev: dict) -> bool:
    """305.1: "Whenever [a player] plays a land" -- the special action of playing a land (not a land put onto the
    battlefield by an effect). The land played doesn't see itself played ("when you play another land")."""
    return ev["kind"] == "land_played" and ev.get("object") != env.source \
        and whose_ok(trig.whose, env.controller, ev["player"])


@matcher("sacrificed")
def _m_sacrificed(env: Env, trig, ev: dict) -> bool:
    """701.21a: a permanent moved from the battlefield by being sacrificed (even if a replacement effect
    sent it elsewhere); the sacrificing player is its controller. 603.10a: such abilities look back."""
    if ev["kind"] != "zone" or ev.get("from") != Zone.BATTLEFIELD or ev.get("cause") != "sacrifice":
        return False
    snap = ev.get("snapshot")
    if not snap or not whose_ok(trig.whose, env.controller, snap["controller"]):
        return False
    return subject_ok(env, trig.subject, ev["object"], snap)


# ---------------------------------------------------------------- "triggers only once each turn"


def _ability_key(state: "GameState", source: int, ab: Any) -> int:
    o = state.objects.get(source)
    if o is None:
        return -1
    try:
        return chars(state, source).abilities.index(ab)
    except ValueError:
        return -1


def _counted(state: "GameState", source: int, ab: Any) -> int:
    return _hist(state).get("triggered", {}).get((source, _ability_key(state, source, ab)), 0)


def _triggered(state: "GameState", source: int, ab: Any) -> None:
    """Count the triggerings of limited abilities, per object (a new object starts afresh, 400.7) and
    ability, this turn."""
    cond = ab.trigger.condition
    if cond is None or not any(type(n).__name__ == "IsTrue" and n.fact in _LIMITS for n in cond.walk()):
        return
    d = _hist(state).setdefault("triggered", {})
    key = (source, _ability_key(state, source, ab))
    d[key] = d.get(key, 0) + 1


ON_TRIGGERED.append(_triggered)


def _limit(n: int):
    def f(env: Env, of) -> bool:
        """603.2 (compare 603.2h): "This ability triggers only once [twice] each turn": it has triggered
        fewer times than that this turn (counted by :func:`_triggered` as it triggers)."""
        ctx = env.ctx
        if ctx is None or env.source is None or not isinstance(getattr(ctx, "ability", None), Triggered):
            return False
        return _counted(env.state, env.source, ctx.ability) < n
    return f


_LIMITS = {"once_each_turn": 1, "twice_each_turn": 2}


# ---------------------------------------------------------------- facts


def _attacked(env: Env, of) -> bool:
    """508.1 (raid): "if you attacked this turn" -- you declared one or more attackers this turn;
    with ``of`` (boast, 702.142a: "if this creature attacked this turn"): that object was declared as an
    attacker this turn (a new object, 400.7, has not)."""
    h = _hist(env.state)
    if of is None:
        return env.you in h.get("attacked", ())
    ids = resolve_ref(env, of)
    return any(i in h.get("attackers", ()) for i in ids)


def _died(mine: bool):
    def f(env: Env, of) -> bool:
        """700.4 (morbid): "if a creature died this turn" -- a creature was put into a graveyard from the
        battlefield this turn ("a creature you controlled": one you controlled as it died)."""
        died = _hist(env.state).get("died", ())
        return (env.you in died) if mine else bool(died)
    return f


def _left(env: Env, of) -> bool:
    """603.6c (revolt): "if a permanent left the battlefield under your control this turn"."""
    return env.you in _hist(env.state).get("left", ())


def _nth_spell(n: int):
    def f(env: Env, of) -> bool:
        """601.2i: "Whenever you cast your second spell each turn": the spell just cast is that player's
        n-th spell cast this turn (copies aren't cast, 707.10)."""
        ev = env.ctx.event if env.ctx is not None else None
        if not isinstance(ev, dict) or ev.get("kind") != "cast":
            return False
        return env.state.players[ev["player"]].spells_cast_turn == n
    return f


def _before_attackers(env: Env, of) -> bool:
    """508.1: "Activate only before attackers are declared": the declare attackers step of this turn's
    first combat phase hasn't begun (rulings: with several combat phases, the first one counts)."""
    return not _hist(env.state).get("attack_step")


def _your_upkeep(env: Env, of) -> bool:
    """503: "Activate only during your upkeep"."""
    return env.state.active == env.you and env.state.step == "upkeep"


def _any_upkeep(env: Env, of) -> bool:
    """503: "Activate only during any upkeep step" (any player's)."""
    return env.state.step == "upkeep"


def _gained(env: Env, of) -> bool:
    """119.3: "if you gained life this turn"."""
    return env.state.players[env.you].life_gained_turn > 0


def _gained_at_least(n: int):
    def fact(env: Env, of) -> bool:
        """119.3: "if you gained N or more life this turn"."""
        return env.state.players[env.you].life_gained_turn >= n
    return fact


def _life_gained(env: Env, a) -> int:
    """119.3: "the amount of life you gained this turn" (``LifeGainedThisTurn``; each player's own total)."""
    return sum(env.state.players[pid_of(e)].life_gained_turn for e in resolve_ref(env, a.who) if is_player(e))


AMOUNTS[R.LifeGainedThisTurn] = _life_gained
implements("LifeGainedThisTurn")
for _n in range(1, 31):  # "if you gained 3 or more life this turn" (the printed numbers are small)
    FACTS[f"gained_life_this_turn_at_least:{_n}"] = _gained_at_least(_n)
    IMPLEMENTED_FACTS.add(f"gained_life_this_turn_at_least:{_n}")


def _descended(env: Env, of) -> bool:
    """700.11: "if you descended this turn" -- a permanent card was put into your graveyard from anywhere."""
    return env.you in _hist(env.state).get("descended", ())


def _first_life_gain(env: Env, of) -> bool:
    """"Whenever you gain life / lose life / ~ becomes the target of a spell or ability for the first time each
    turn" (603.2): the event is the player's first life gain or loss this turn (119.3), or the object's first
    time becoming a target this turn (115.1; ``events.fire_target``); the trigger's condition reads its event."""
    ev = env.ctx.event if env.ctx is not None else None
    return isinstance(ev, dict) and ev.get("kind") in ("life_gain", "life_loss", "target") and bool(ev.get("first"))


def _land_entered_yours(env: Env, of) -> bool:
    """Landfall (207.2c): "if you had a land enter the battlefield under your control this turn" -- as it entered
    (603.6a: its characteristics and controller then)."""
    return any("Land" in s["types"] and s["controller"] == env.you for s in _hist(env.state).get("entered", ()))


FACTS["first_time_this_turn"] = _first_life_gain
FACTS["land_entered_under_your_control_this_turn"] = _land_entered_yours
IMPLEMENTED_FACTS.update({"first_time_this_turn", "land_entered_under_your_control_this_turn"})
FACTS["descended_this_turn"] = _descended
IMPLEMENTED_FACTS.add("descended_this_turn")


def _void(env: Env, of) -> bool:
    """Void: "if a nonland permanent left the battlefield this turn or a spell was warped this turn" (603.6c,
    702.185a) -- any player's permanent or spell."""
    h = _hist(env.state)
    return bool(h.get("nonland_left") or h.get("warped"))


FACTS["nonland_left_or_warped_this_turn"] = _void
IMPLEMENTED_FACTS.add("nonland_left_or_warped_this_turn")
# (not "in_graveyard": "as long as this card is in your graveyard" compiles to abilities that function on the
# battlefield only, so the fact alone would make them look supported while they never apply)
_PERMANENT_TYPES = frozenset({"Artifact", "Creature", "Enchantment", "Land", "Planeswalker", "Battle"})


def _opponent_lost(env: Env, of) -> bool:
    """119.3, 120.3a: "if an opponent lost life this turn" (damage dealt to a player causes life loss)."""
    return any(p.life_lost_turn > 0 for i, p in enumerate(env.state.players) if i != env.you)


def _cast_from_hand(env: Env, of) -> bool:
    """601.2a, 400.7d: "if you cast it from your hand" -- the permanent was a spell cast from its
    controller's hand (a copy of a spell was not cast, 707.10; a permanent put onto the battlefield was
    not cast). After it has left the battlefield, this turn's record of it is used."""
    src = env.source
    if src is None:
        return False
    o = env.state.objects.get(src)
    if o is not None and o.zone in (Zone.BATTLEFIELD, Zone.STACK):
        return o.cast_from == Zone.HAND and o.kind != "copy"
    return src in _hist(env.state).get("from_hand", ())


def _entered_this_turn(env: Env, node: R.EnteredThisTurn) -> int:
    """603.6a: "if a creature entered the battlefield under your control this turn", "the number of creatures
    that entered the battlefield under your control this turn": this turn's record of what entered, matched
    as each entered (it may have left since)."""
    return sum(1 for snap in _hist(env.state).get("entered", ()) if matches_snapshot(env, node.filter, snap))


def _cast_this_turn(env: Env, node: R.CastThisTurn) -> int:
    """601.2i: "if you've cast another red spell this turn": this turn's record of spells cast, matched as each
    was cast; "another" leaves out the spell this object was (the same card, 400.7: its permanent is a new
    object)."""
    f = node.filter
    me = env.state.objects.get(env.source) if f.other and env.source is not None else None
    return sum(1 for snap in _hist(env.state).get("cast", ()) if matches_snapshot(env, f, snap)
               and not (me is not None and snap.get("uid") == me.uid))


def _died_this_turn(env: Env, node: R.DiedThisTurn) -> int:
    """700.4: "for each creature that died this turn": this turn's record of what died, as it last existed on the
    battlefield; "another" leaves out this object's own card (400.7)."""
    f = node.filter
    me = env.state.objects.get(env.source) if f.other and env.source is not None else None
    return sum(1 for snap in _hist(env.state).get("died_snaps", ()) if matches_snapshot(env, f, snap)
               and not (me is not None and snap.get("uid") == me.uid))


AMOUNTS[R.EnteredThisTurn] = _entered_this_turn
AMOUNTS[R.CastThisTurn] = _cast_this_turn
AMOUNTS[R.DiedThisTurn] = _died_this_turn
implements("EnteredThisTurn", "CastThisTurn", "DiedThisTurn")


FACTS.update({
    "attacked_this_turn": _attacked,
    "creature_died_this_turn": _died(False),
    "creature_you_controlled_died_this_turn": _died(True),
    "permanent_left_battlefield_this_turn": _left,
    "second_spell_this_turn": _nth_spell(2),
    "first_spell_this_turn": _nth_spell(1),
    "once_each_turn": _limit(1),
    "twice_each_turn": _limit(2),
    "before_attackers_declared": _before_attackers,
    "your_upkeep": _your_upkeep,
    "upkeep_step": _any_upkeep,
    "gained_life_this_turn": _gained,
    "opponent_lost_life_this_turn": _opponent_lost,
    "cast_from_hand": _cast_from_hand,
})
IMPLEMENTED_FACTS.update({
    "attacked_this_turn", "creature_died_this_turn", "creature_you_controlled_died_this_turn",
    "permanent_left_battlefield_this_turn", "second_spell_this_turn", "first_spell_this_turn",
    "once_each_turn", "twice_each_turn", "before_attackers_declared", "your_upkeep", "upkeep_step", "gained_life_this_turn",
    "opponent_lost_life_this_turn", "cast_from_hand",
})


upcalls.install(cycled)
upcalls.install(cycling_ability)
