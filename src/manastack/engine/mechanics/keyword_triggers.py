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
- living weapon (702.92a): "When this Equipment enters, create a 0/0 black Phyrexian Germ creature token, then
  attach this Equipment to it."
- backup N (702.165a): "When this creature enters, put N +1/+1 counters on target creature. If that's another
  creature, it also gains the non-backup abilities of this creature printed below this one until end of turn." The
  abilities are read from the creature's copiable values as the ability resolves (702.165b-c: printed, or copied,
  never gained ones); if it has left the battlefield, from the card it became (a token that left grants nothing).
- partner with [name] (702.124j): "When this permanent enters, target player may search their library for a card
  named [name], reveal it, put it into their hand, then shuffle."
"""
from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any

from ...core.types import Zone
from ...tree.abilities import Body, IsTrue, Keyword, Not, Replacement, TargetSpec, Trigger, Triggered
from ...tree.effects import (AddCounters, Attach, Conditional, CreateToken, IfYouDo, MayDo, Mechanic, MoveTo,
                             Search, Seq, TokenSpec)
from ...tree.filters import Filter
from ...tree.refs import EventObject, Num, Remembered, Target, This
from ..evaluate import FACTS, Env, lki, resolve_ref
from ..events import add_counters, log
from ..keyword_abilities import EXTRA_KEYWORD_TRIGGERS, TRIGGER_KEYWORDS
from ..replacement import KEYWORD_ETB
from ..support import IMPLEMENTED_FACTS, IMPLEMENTED_KEYWORDS
from . import mechanic
from .partner import DECK_ONLY

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


EXTRA_KEYWORD_TRIGGERS.update({
    "Backup": _backup,
    "Soulshift": _soulshift,
    "Modular": lambda kw: _MODULAR,
    "Fabricate": _fabricate,
    "Renown": _renown,
    "Evolve": lambda kw: _EVOLVE,
    "Living Weapon": lambda kw: _LIVING_WEAPON,
    "Partner": _partner_with,
})
TRIGGER_KEYWORDS.update(EXTRA_KEYWORD_TRIGGERS)
KEYWORD_ETB["Modular"] = _modular_etb
IMPLEMENTED_KEYWORDS.update({"Backup", "Soulshift", "Modular", "Fabricate", "Renown", "Evolve", "Living Weapon"})


# ---------------------------------------------------------------- facts


def _renowned(env: Env, of: Any) -> bool:
    """702.112b: is the source (or ``of``) renowned?"""
    ids = resolve_ref(env, of) if of is not None else (env.source,)
    return any(i in env.state.designations.get("renowned", ()) for i in ids)


def _pt_of(state: "GameState", oid: int) -> tuple[int, int] | None:
    """Power and toughness of a creature on the battlefield, else its last known ones (603.10a, the evolve rulings);
    None for a noncreature (702.100c: a creature's can't be greater than a noncreature permanent's)."""
    from ..chars import chars

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


FACTS.update({"renowned": _renowned, "evolve_greater": _evolve_greater})
IMPLEMENTED_FACTS.update({"renowned", "evolve_greater"})


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
    from ...tree.continuous import AddAbilities
    from ..charvalues import base_chars, copiable_values
    from ..effects.basic import add_effect

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
