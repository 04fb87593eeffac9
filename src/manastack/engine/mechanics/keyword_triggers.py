"""Keyword abilities that stand for triggered abilities (702), built from plain tree nodes which the trigger index
runs like printed ones (each instance triggers separately):

- soulshift N (702.46a): "When this permanent is put into a graveyard from the battlefield, you may return target
  Spirit card with mana value N or less from your graveyard to your hand."
- modular N (702.43a): "This permanent enters with N +1/+1 counters on it" and "When this permanent is put into a
  graveyard from the battlefield, you may put a +1/+1 counter on target artifact creature for each +1/+1 counter on
  this permanent" (counted from its last known information, 603.10a).
- fabricate N (702.123a): "When this permanent enters, you may put N +1/+1 counters on it. If you don't, create N
  1/1 colorless Servo artifact creature tokens." (if it has left the battlefield, the tokens are created)
- renown N (702.112a): "When this creature deals combat damage to a player, if it isn't renowned, put N +1/+1
  counters on it and it becomes renowned." Renowned (702.112b) is kept per object in
  ``state.designations["renowned"]``: a permanent that leaves is a new object (400.7) and isn't renowned.
- evolve (702.100a): "Whenever a creature you control enters, if that creature's power is greater than this
  creature's power and/or that creature's toughness is greater than this creature's toughness, put a +1/+1
  counter on this creature." (compared again on resolution, 603.4, with the entering creature's last known
  power and toughness if it has left)
- increment (702.191a): "Whenever you cast a spell, if this permanent is a creature and the amount of mana spent to
  cast that spell is greater than this creature's power or this creature's toughness, put a +1/+1 counter on it."
- living weapon (702.92a): "When this Equipment enters, create a 0/0 black Phyrexian Germ creature token, then
  attach this Equipment to it."
- backup N (702.165a): "When this creature enters, put N +1/+1 counters on target creature. If that's another
  creature, it also gains the non-backup abilities of this creature printed below this one until end of turn." The
  abilities are read from the creature's copiable values as the ability resolves (702.165b-c: printed, or copied,
  never gained ones); if it has left the battlefield, from the card it became (a token that left grants nothing).
- extort (702.101a): "Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses 1 life and you
  gain life equal to the total life lost this way."
- afterlife N (702.135a): "When this permanent is put into a graveyard from the battlefield, create N 1/1 white and
  black Spirit creature tokens with flying."
- mentor (702.134a): "Whenever this creature attacks, put a +1/+1 counter on target attacking creature with power
  less than this creature's power."
- fading N (702.32a): "This permanent enters with N fade counters on it" and "At the beginning of your upkeep,
  remove a fade counter from this permanent. If you can't, sacrifice the permanent."
- vanishing [N] (702.63a-b): "This permanent enters with N time counters on it", "At the beginning of your upkeep,
  if this permanent has a time counter on it, remove a time counter from it" and "When the last time counter is
  removed from this permanent, sacrifice it" (a trigger seen by a global watcher on "counters_removed").
- decayed (702.147a): "This creature can't block" (enforced by ``combat.can_block``) and "When this creature
  attacks, sacrifice it at end of combat" (a delayed triggered ability, 603.7).
- graft N (702.58a): "This permanent enters with N +1/+1 counters on it" and "Whenever another creature enters, if
  this permanent has a +1/+1 counter on it, you may move a +1/+1 counter from this permanent onto that creature."
- riot (702.136a): "You may have this permanent enter with an additional +1/+1 counter on it. If you don't, it
  gains haste." and unleash (702.98a): "You may have this permanent enter with an additional +1/+1 counter on it"
  and "This permanent can't block as long as it has a +1/+1 counter on it" (``combat.can_block``) -- the choice is
  made as it enters (``may_enter_with_counters``, 614.12a) and kept in its ``chosen``.
- offspring [cost] (702.175a): an optional additional cost (engine/casting.py) and "When this permanent enters, if
  its offspring cost was paid, create a token that's a copy of it, except it's 1/1."
- squad [cost] (702.157a): an additional cost paid any number of times and "When this creature enters, if its squad
  cost was paid, create a token that's a copy of it for each time its squad cost was paid." (mana costs only)
- firebending N (702.189a): "Whenever this creature attacks, add N {R}. Until end of combat, you don't lose this
  mana as steps and phases end." (``events.empty_pools`` keeps it through the combat steps)
- myriad (702.116a): "Whenever this creature attacks, for each opponent other than defending player, you may create
  a token that's a copy of this creature that's tapped and attacking that player or a planeswalker they control. If
  one or more tokens are created this way, exile the tokens at end of combat." One decision per such opponent
  (what the token attacks, or no token); the copy is of the creature as it is on the battlefield (if it has left,
  no token is made).
- partner with [name] (702.124j): "When this permanent enters, target player may search their library for a card
  named [name], reveal it, put it into their hand, then shuffle."
"""
from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any

from ...core.types import Zone
from ...tree.abilities import (All, AnyOf, Body, Compare, IsTrue, Keyword, Matches, Not, Replacement, TargetSpec,
                               Trigger, Triggered)
from ...core.mana import ManaCost
from ...tree.effects import (AddCounters, Attach, Conditional, CreateDelayedTrigger, CreateToken, GainLife, IfYouDo,
                             LoseLife, MayDo, Mechanic, MoveCounters, MoveTo, PayCost, RemoveCounters, Sacrifice,
                             Search, Seq, TokenSpec)
from ...tree.filters import Filter
from ...tree.refs import (AmountThisWay, EventAmount, EventObject, Num, Players, PowerOf, Remembered, Target, This,
                          ToughnessOf, You)
from ..chars import chars
from ..evaluate import FACTS, Env, lki, resolve_ref, apnap
from ..events import add_counters, log, remove_counters, sacrifice, create_tokens, add_mana
from ..keyword_abilities import EXTRA_KEYWORD_TRIGGERS, TRIGGER_KEYWORDS
from ..replacement import CHOOSY_ETB_KEYWORDS, KEYWORD_ETB
from ..support import IMPLEMENTED_FACTS, IMPLEMENTED_KEYWORDS, variant_check
from ..triggers import GLOBAL_TRIGGERS
from .base import mechanic
from .partner import DECK_ONLY
from ..state import ContEffect, PendingTrigger
from ...tree.continuous import AddAbilities
from ..charvalues import base_chars, copiable_values
from ..effects.basic import add_effect
from ..copy import copiable_spec
from ..combat import defending_player_of, enter_attacking, possible_defenders
from ..effects import ask_effect
from ..relevance import needs

if TYPE_CHECKING:
    from ..state import GameState

_DIES = Trigger("put_into_graveyard", This(), from_zone="battlefield")
_ENTERS = Trigger("enters", This())
SERVO = TokenSpec(name="Servo", types=("Artifact", "Creature"), subtypes=("Servo",), power=1, toughness=1)
GERM = TokenSpec(name="Phyrexian Germ", colors=4, types=("Creature",), subtypes=("Phyrexian", "Germ"), power=0,
                 toughness=0)


def _n(kw: Keyword) -> int | None:
    n = kw.arg
    return n if isinstance(n, int) and not isinstance(n, bool) and n >= 0 else None


@lru_cache(maxsize=256)
def _soulshift(kw: Keyword) -> tuple:
    """702.46a."""
    n = _n(kw)
    if n is None:
        return ()
    spirit = Filter(kind="card", subtypes=("Spirit",), mana_value=("<=", n), owner="you", zone=Zone.GRAVEYARD)
    return (Triggered(_DIES, Body(MayDo(MoveTo(Target(0), zone=Zone.HAND)),
                                  targets=(TargetSpec(spirit, label=f"target Spirit card with mana value {n} or less "
                                                                    "from your graveyard"),))),)


_MODULAR = (Triggered(_DIES, Body(MayDo(Mechanic("modular", (Target(0),))),
                                  targets=(TargetSpec(Filter(types=("Artifact", "Creature")),
                                                      label="target artifact creature"),))),)


@lru_cache(maxsize=256)
def _modular_etb(kw: Keyword) -> tuple:
    """702.43a: "This permanent enters with N +1/+1 counters on it" (614.1c)."""
    n = _n(kw)
    return (Replacement("enters_with_counters", ("+1/+1", n)),) if n else ()


@lru_cache(maxsize=256)
def _fabricate(kw: Keyword) -> tuple:
    """702.123a."""
    n = _n(kw)
    if not n:
        return ()
    servos = CreateToken(SERVO, Num(n))
    return (Triggered(_ENTERS, Body(Conditional(
        IsTrue("on_battlefield"),
        Seq((MayDo(AddCounters(This(), "+1/+1", Num(n))), IfYouDo(servos, negate=True))),
        servos))),)


@lru_cache(maxsize=256)
def _renown(kw: Keyword) -> tuple:
    """702.112a."""
    n = _n(kw)
    if not n:
        return ()
    return (Triggered(Trigger("deals_combat_damage", This(), to="player"),
                      Body(Seq((AddCounters(This(), "+1/+1", Num(n)), Mechanic("become_renowned")))),
                      intervening=Not(IsTrue("renowned"))),)


_EVOLVE = (Triggered(Trigger("enters", Filter(types=("Creature",), controller="you")),
                     Body(AddCounters(This(), "+1/+1", Num(1))),
                     intervening=IsTrue("evolve_greater", EventObject())),)
# 702.191a increment: "Whenever you cast a spell, if this permanent is a creature and the amount of mana spent to cast
# that spell is greater than this creature's power or this creature's toughness, put a +1/+1 counter on this
# creature." (an intervening "if", 603.4: checked as it triggers and again as it resolves; the amount is the cast
# event's, 601.2h)
_INCREMENT = (Triggered(Trigger("cast", None, whose="you"), Body(AddCounters(This(), "+1/+1", Num(1))),
                        intervening=All((Matches(This(), Filter(types=("Creature",))),
                                         AnyOf((Compare(EventAmount(), ">", PowerOf(This())),
                                                Compare(EventAmount(), ">", ToughnessOf(This()))))))),)
_LIVING_WEAPON = (Triggered(_ENTERS, Body(Seq((CreateToken(GERM, remember="germ"),
                                               Attach(This(), Remembered("germ")))))),)


@lru_cache(maxsize=256)
def _partner_with(kw: Keyword) -> tuple:
    """702.124j: the enters trigger of "partner with [name]" (the deck-only partner forms stand for nothing)."""
    if kw.arg in DECK_ONLY or not isinstance(kw.arg, str):
        return ()
    who = Target(0)
    return (Triggered(_ENTERS, Body(MayDo(Search(who=who, filter=Filter(kind="card", name=kw.arg), reveal=True),
                                          who=who),
                                    targets=(TargetSpec(Filter(kind="player"), label="target player"),))),)


@lru_cache(maxsize=256)
def _backup(kw: Keyword) -> tuple:
    """702.165a."""
    n = _n(kw)
    if not n:
        return ()
    return (Triggered(_ENTERS, Body(Seq((AddCounters(Target(0), "+1/+1", Num(n)), Mechanic("backup", (Target(0),)))),
                                    targets=(TargetSpec(Filter(types=("Creature",)), label="target creature"),))),)


_EXTORT = (Triggered(Trigger("cast", None, whose="you"), Body(Seq((
    MayDo(PayCost(ManaCost.parse("{W/B}"))),
    IfYouDo(Seq((LoseLife(Players("opponents"), Num(1)), GainLife(You(), AmountThisWay())))),
)))),)
SPIRIT = TokenSpec(name="Spirit", colors=1 | 4, types=("Creature",), subtypes=("Spirit",), power=1, toughness=1,
                   abilities=(Keyword("Flying"),))
_MENTOR = (Triggered(Trigger("attacks", This()), Body(
    AddCounters(Target(0), "+1/+1", Num(1)),
    targets=(TargetSpec(Filter(types=("Creature",), attacking=True, power=("<", PowerOf(This()))),
                        label="target attacking creature with power less than this creature's power"),))),)
_YOUR_UPKEEP = Trigger("step", None, step="upkeep", whose="you")
_FADING = (Triggered(_YOUR_UPKEEP, Body(Mechanic("fade"))),)
_VANISHING = (Triggered(_YOUR_UPKEEP, Body(RemoveCounters(This(), "time", Num(1))),
                        intervening=IsTrue("has_time_counter")),)
VANISHING_SACRIFICE = Triggered(Trigger("last_time_counter", None), Body(Sacrifice(what=This())))
_DECAYED = (Triggered(Trigger("attacks", This()), Body(CreateDelayedTrigger(
    Trigger("step", None, step="end_of_combat", whose="each"), Body(Sacrifice(what=This()))))),)
_GRAFT = (Triggered(Trigger("enters", Filter(types=("Creature",), other=True)),
                    Body(MayDo(MoveCounters(This(), EventObject(), "+1/+1", Num(1)))),
                    intervening=IsTrue("has_plus_counter")),)


@lru_cache(maxsize=256)
def _afterlife(kw: Keyword) -> tuple:
    """702.135a."""
    n = _n(kw)
    return (Triggered(_DIES, Body(CreateToken(SPIRIT, Num(n)))),) if n else ()


@lru_cache(maxsize=256)
def _etb_counters(kind: str, kw: Keyword) -> tuple:
    """"This permanent enters with N [kind] counters on it" (614.1c): modular, fading, vanishing N, graft."""
    n = _n(kw)
    return (Replacement("enters_with_counters", (kind, n)),) if n else ()


_OFFSPRING = (Triggered(_ENTERS, Body(Mechanic("copy_on_entering", ("offspring",))),
                        intervening=IsTrue("paid_offspring")),)
_SQUAD = (Triggered(_ENTERS, Body(Mechanic("copy_on_entering", ("squad",))), intervening=IsTrue("paid_squad")),)


@lru_cache(maxsize=64)
def _firebending(kw: Keyword) -> tuple:
    """702.189a."""
    n = _n(kw)
    return (Triggered(Trigger("attacks", This()), Body(Mechanic("firebend", (n,)))),) if n else ()


_MYRIAD = (Triggered(Trigger("attacks", This()), Body(Mechanic("myriad"))),)
_END_OF_COMBAT = Trigger("step", None, step="end_of_combat", whose="each")


EXTRA_KEYWORD_TRIGGERS.update({
    "Myriad": lambda kw: _MYRIAD,
    "Firebending": _firebending,
    "Offspring": lambda kw: _OFFSPRING,
    "Squad": lambda kw: _SQUAD,
    "Extort": lambda kw: _EXTORT,
    "Afterlife": _afterlife,
    "Mentor": lambda kw: _MENTOR,
    "Fading": lambda kw: _FADING,
    "Vanishing": lambda kw: _VANISHING,
    "Decayed": lambda kw: _DECAYED,
    "Graft": lambda kw: _GRAFT,
    "Backup": _backup,
    "Soulshift": _soulshift,
    "Modular": lambda kw: _MODULAR,
    "Fabricate": _fabricate,
    "Renown": _renown,
    "Evolve": lambda kw: _EVOLVE,
    "Increment": lambda kw: _INCREMENT,
    "Living Weapon": lambda kw: _LIVING_WEAPON,
    "Partner": _partner_with,
})
TRIGGER_KEYWORDS.update(EXTRA_KEYWORD_TRIGGERS)
KEYWORD_ETB.update({"Modular": _modular_etb, "Fading": lambda kw: _etb_counters("fade", kw),
                    "Vanishing": lambda kw: _etb_counters("time", kw), "Graft": lambda kw: _etb_counters("+1/+1", kw)})
_RIOT = (Replacement("may_enter_with_counters", ("+1/+1", 1, "riot")),)
_UNLEASH = (Replacement("may_enter_with_counters", ("+1/+1", 1, "unleash")),)
KEYWORD_ETB.update({"Riot": lambda kw: _RIOT, "Unleash": lambda kw: _UNLEASH})
CHOOSY_ETB_KEYWORDS.update({"Riot", "Unleash"})
IMPLEMENTED_KEYWORDS.update({"Myriad", "Firebending", "Offspring", "Squad", "Riot", "Unleash", "Extort",
                             "Afterlife", "Mentor", "Fading", "Vanishing", "Decayed", "Graft", "Backup",
                             "Soulshift", "Modular", "Fabricate", "Renown", "Evolve", "Living Weapon",
                             "Increment"})


# ---------------------------------------------------------------- facts


def _renowned(env: Env, of: Any) -> bool:
    """702.112b: is the source (or ``of``) renowned?"""
    ids = resolve_ref(env, of) if of is not None else (env.source,)
    return any(i in env.state.designations.get("renowned", ()) for i in ids)


def _pt_of(state: "GameState", oid: int) -> tuple[int, int] | None:
    """Power and toughness of a creature on the battlefield, else its last known ones (603.10a, the evolve rulings);
    None for a noncreature (702.100c: a creature's can't be greater than a noncreature permanent's)."""

    o = state.objects.get(oid)
    if o is not None and o.zone == Zone.BATTLEFIELD:
        c = chars(state, oid)
        return (c.power or 0, c.toughness or 0) if "Creature" in c.types else None
    snap = lki(state, oid)
    if snap is None or "Creature" not in snap.get("types", ()):
        return None
    return (snap.get("power") or 0, snap.get("toughness") or 0)


def _evolve_greater(env: Env, of: Any) -> bool:
    """702.100a: the entering creature's power is greater than this creature's, and/or its toughness is."""
    st = env.state
    mine = _pt_of(st, env.source) if env.source is not None else None
    ev = env.ctx.event if env.ctx is not None else None
    new = ev.get("new") if isinstance(ev, dict) else None
    ids = (new,) if new is not None else resolve_ref(env, of)
    if mine is None:
        return False
    for i in ids:
        theirs = _pt_of(st, i)
        if theirs is not None and (theirs[0] > mine[0] or theirs[1] > mine[1]):
            return True
    return False


def _has_counter(kind: str):
    def f(env: Env, of: Any) -> bool:
        o = env.state.objects.get(env.source) if env.source is not None else None
        return bool(o is not None and o.zone == Zone.BATTLEFIELD and (o.counters or {}).get(kind, 0) > 0)
    return f


def _squads(state: "GameState", oid: int | None) -> int:
    o = state.objects.get(oid) if oid is not None else None
    return max((int(t[6:]) for t in (o.paid if o is not None else ()) if t.startswith("squad:")), default=0)


def _paid(tag: str):
    def f(env: Env, of: Any) -> bool:
        o = env.state.objects.get(env.source) if env.source is not None else None
        return bool(o is not None and tag in o.paid)
    return f


FACTS.update({"paid_offspring": _paid("offspring"), "paid_squad": lambda env, of: _squads(env.state, env.source) > 0})
IMPLEMENTED_FACTS.update({"paid_offspring", "paid_squad"})
FACTS.update({"renowned": _renowned, "evolve_greater": _evolve_greater, "has_time_counter": _has_counter("time"),
              "has_plus_counter": _has_counter("+1/+1")})
IMPLEMENTED_FACTS.update({"renowned", "evolve_greater", "has_time_counter", "has_plus_counter"})


def _vanishing_watch(state: "GameState", ev: dict) -> list:
    """702.63a: "When the last time counter is removed from this permanent, sacrifice it"."""
    if ev.get("counter") != "time" or ev.get("left") != 0:
        return []
    oid = ev.get("object")
    o = state.objects.get(oid) if isinstance(oid, int) and oid >= 0 else None
    if o is None or o.zone != Zone.BATTLEFIELD:
        return []
    c = chars(state, oid)
    n = sum(1 for a in c.abilities if type(a) is Keyword and a.name == "Vanishing")  # 702.63c
    return [PendingTrigger(oid, c.controller, VANISHING_SACRIFICE, ev, o.card or "") for _ in range(n)]


_vanishing_watch.kinds = frozenset({"counters_removed"})  # type: ignore[attr-defined]  (events it reads)
needs("vanishing")(_vanishing_watch)  # (engine/relevance.py)
GLOBAL_TRIGGERS.append(_vanishing_watch)


@mechanic("fade")
def _fade(state: "GameState", ctx, node, progress, answer) -> None:
    """702.32a: remove a fade counter; if you can't, sacrifice the permanent."""
    src = ctx.source
    o = state.objects.get(src) if src is not None else None
    if o is None or o.zone != Zone.BATTLEFIELD:
        return
    if (o.counters or {}).get("fade", 0) > 0:
        remove_counters(state, src, "fade", 1, rule="702.32a")
    else:
        sacrifice(state, [src])


# ---------------------------------------------------------------- effects


@mechanic("modular")
def _modular(state: "GameState", ctx, node, progress, answer) -> None:
    """702.43a: put on the target a +1/+1 counter for each +1/+1 counter the permanent had as it left (its last
    known information, 603.10a)."""
    ev = ctx.event if isinstance(ctx.event, dict) else {}
    snap = ev.get("snapshot") or {}
    n = (snap.get("counters") or {}).get("+1/+1", 0)
    env = Env(state, ctx.source, ctx.controller, ctx)
    for t in resolve_ref(env, node.args[0]):
        if n > 0 and t in state.objects and state.objects[t].zone == Zone.BATTLEFIELD:
            add_counters(state, t, "+1/+1", n, rule="702.43a")


@mechanic("become_renowned")
def _become_renowned(state: "GameState", ctx, node, progress, answer) -> None:
    """702.112a-b: the creature becomes renowned (only a permanent can, and it stays so until it leaves)."""
    src = ctx.source
    o = state.objects.get(src) if src is not None else None
    if o is None or o.zone != Zone.BATTLEFIELD:
        return
    cur = tuple(i for i in state.designations.get("renowned", ()) if i in state.objects)
    if src not in cur:
        state.designations["renowned"] = cur + (src,)
        state.touch()
        log(state, "designation", "702.112b", f"{o.card or 'it'} becomes renowned")


def _below_backup(abilities: tuple) -> tuple:
    """702.165a: the non-backup abilities printed below the (first) backup ability."""
    for i, ab in enumerate(abilities):
        if type(ab) is Keyword and ab.name == "Backup":
            return tuple(a for a in abilities[i + 1:] if not (type(a) is Keyword and a.name == "Backup"))
    return ()


@mechanic("backup")
def _backup_grant(state: "GameState", ctx, node, progress, answer) -> None:
    """702.165a-c: if the target is another creature, it gains the abilities printed below backup until end of
    turn."""
    env = Env(state, ctx.source, ctx.controller, ctx)
    src = ctx.source
    o = state.objects.get(src) if src is not None else None
    if o is not None and o.zone == Zone.BATTLEFIELD:
        abilities = copiable_values(state, src).abilities
    else:
        snap = lki(state, src) if src is not None else None
        card = next((x for x in state.objects.values() if snap and x.uid == snap.get("uid")), None)
        abilities = base_chars(state, card).abilities if card is not None else ()
    grant = _below_backup(tuple(abilities))
    for t in resolve_ref(env, node.args[0]):
        if t == src or t not in state.objects or state.objects[t].zone != Zone.BATTLEFIELD or not grant:
            continue
        add_effect(state, ctx, (AddAbilities(grant),), (t,), "end_of_turn")
        log(state, "effect", "702.165a", f"{state.objects[t].card or 'the creature'} gains the backup abilities "
            "until end of turn")


def _riot_haste(state: "GameState", ev: dict) -> list:
    """702.136a: a permanent with riot that entered without the counter has haste (for as long as it stays)."""
    if ev.get("kind") != "zone" or ev.get("to") != Zone.BATTLEFIELD:
        return []
    nid = ev.get("new")
    o = state.objects.get(nid) if nid is not None else None
    if o is None or not o.chosen or o.chosen.get("riot") != "no":
        return []
    state.effects.append(ContEffect(state.new_id(), state.new_ts(), nid, o.controller,
                                    (AddAbilities((Keyword("Haste"),)),), (nid,), "permanent"))
    state.touch()
    log(state, "effect", "702.136a", f"{o.card or 'it'} gains haste (riot)")
    return []


_riot_haste.kinds = frozenset({"zone"})  # type: ignore[attr-defined]  (events it reads)
needs("riot")(_riot_haste)  # (engine/relevance.py)
GLOBAL_TRIGGERS.append(_riot_haste)


@mechanic("copy_on_entering")
def _copy_on_entering(state: "GameState", ctx, node, progress, answer) -> None:
    """702.175a: one token copy, except it's 1/1 (offspring); 702.157a: a token copy for each time the squad cost
    was paid. The copy is of the permanent as it is now (707.2), or as it last existed on the battlefield."""
    from dataclasses import replace as dc_replace

    src = ctx.source
    o = state.objects.get(src) if src is not None else None
    if o is None or o.zone != Zone.BATTLEFIELD:
        log(state, "effect", "707.2", "the permanent has left the battlefield: no token copy is created")
        return
    spec = copiable_spec(state, src)
    if node.args[0] == "offspring":
        create_tokens(state, ctx.controller, dc_replace(spec, power=1, toughness=1), 1, rule="702.175a")
    else:
        n = _squads(state, src)
        if n:
            create_tokens(state, ctx.controller, spec, n, rule="702.157a")


@variant_check("Keyword")
def _squad_cost(n) -> list[str]:
    """Squad's cost is paid any number of times: only mana costs (the count offered is by mana)."""
    if n.name == "Squad" and n.cost is not None and type(n.cost)(mana=n.cost.mana) != n.cost:
        return ["keyword Squad with a cost that isn't mana"]
    return []


@mechanic("firebend")
def _firebend(state: "GameState", ctx, node, progress, answer) -> None:
    """702.189a: add N {R}, kept until end of combat."""
    n = node.args[0]
    p = state.players[ctx.controller]
    add_mana(state, ctx.controller, "R" * n, rule="702.189a")
    p.extra["firebending"] = p.extra.get("firebending", 0) + n
    state.touch_light()


_MYRIAD_EXILE = Body(MoveTo(Remembered("myriad"), zone=Zone.EXILE))


@mechanic("myriad")
def _myriad(state: "GameState", ctx, node, progress, answer) -> None:
    """702.116a. ``progress``: (opponents still to ask, tokens made)."""
    src, me = ctx.source, ctx.controller
    if progress is None:
        cb = state.combat or {}
        defending = defending_player_of(state, cb.get("attackers", {}).get(src))
        todo = tuple(p for p in apnap(state) if p != me and p != defending and state.players[p].in_game)
        made: tuple = ()
    else:
        todo, made = progress
        if answer is not None and answer[0] == "attack" and src in state.objects \
                and state.objects[src].zone == Zone.BATTLEFIELD:
            for t in create_tokens(state, me, copiable_spec(state, src), 1, tapped=True, rule="702.116a"):
                enter_attacking(state, t, answer[1])
                made += (t,)
        todo = todo[1:]
    while todo:
        opp = todo[0]
        o = state.objects.get(src)
        if o is None or o.zone != Zone.BATTLEFIELD:
            break
        ents = [d for d in possible_defenders(state) if defending_player_of(state, d) == opp
                and (d < 0 or "Planeswalker" in chars(state, d).types)]
        if ents:
            ask_effect(state, ctx, node, (todo, made), "option", me,
                       tuple(("attack", d) for d in ents) + (("no",),),
                       "Myriad: create a token copy attacking this opponent (or a planeswalker they control)?")
            return
        todo = todo[1:]
    if made:
        state.delayed.append((state.new_id(), me, src, _END_OF_COMBAT, _MYRIAD_EXILE, True, (("myriad", made),)))
        state.touch()
