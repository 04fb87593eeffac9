"""Keyword abilities with extra costs, and the dies triggers that bring a permanent back (702).

Each keyword stands for abilities built here from plain tree nodes, which the engine then runs like any
printed ability (triggered abilities through the trigger index, activated ones through the priority
options, alternative costs through the casting variants):

- echo [cost] (702.30a): "At the beginning of your upkeep, if this permanent came under your control since
  the beginning of your last upkeep, sacrifice it unless you pay [cost]." Whether it came under your control
  since then is what ``turn.begin_turn`` records as it ends summoning sickness (302.6): the permanents that
  were newly under the active player's control when the turn began (``turn_data["newly_controlled"]``), or
  that still are (they came under control during this turn).
- cumulative upkeep [cost] (702.24a): "At the beginning of your upkeep, if this permanent is on the
  battlefield, put an age counter on this permanent. Then you may pay [cost] for each age counter on it. If
  you don't, sacrifice it." Each instance triggers separately and counts all age counters (702.24b); the
  whole multiplied cost is paid or none of it (partial payments aren't allowed).
- evoke [cost] (702.74a): an alternative cost (118.9, cast variant ``alt:<i>+evoke``) and "When this
  permanent enters, if its evoke cost was paid, its controller sacrifices it." The permanent a spell
  becomes remembers the costs paid for it (400.7d; ``GameObject.paid``).
- dash [cost] (702.109a): an alternative cost (variant ``alt:<i>+dash``); if it was paid, the permanent the
  spell becomes is returned to its owner's hand at the beginning of the next end step (a delayed triggered
  ability created as the spell resolves, 603.7) and has haste as long as it is on the battlefield.
- persist (702.79a) and undying (702.93a): "When this permanent is put into a graveyard from the
  battlefield, if it had no -1/-1 (+1/+1) counters on it, return it to the battlefield under its owner's
  control with a -1/-1 (+1/+1) counter on it." Leaves-the-battlefield abilities look back in time (603.10a):
  the counters are read from the permanent's last known information, and the card is found in the
  graveyard it went to (400.7e). The counter is put on it as it enters (122.6).
- unearth [cost] (702.84a): "[Cost]: Return this card from your graveyard to the battlefield. It gains
  haste. Exile it at the beginning of the next end step. If it would leave the battlefield, exile it instead
  of putting it anywhere else. Activate only as a sorcery." The last sentence is a replacement effect
  (614.1a) created by the resolving ability.
- encore [cost] (702.141a): "[Cost], Exile this card from your graveyard: For each opponent, create a token
  that's a copy of this card that attacks that opponent this turn if able. The tokens gain haste. Sacrifice
  them at the beginning of the next end step. Activate only as a sorcery."
- bloodthirst N (702.54a): "If an opponent was dealt damage this turn, this permanent enters with N +1/+1
  counters on it" -- an "enters with" replacement (614.1c) the permanent's own keyword stands for; damage
  dealt to each player this turn is counted as it is dealt (``events.deal_damage``).
- ravenous (702.156a): "enters with X +1/+1 counters" and "When this permanent enters, if X is 5 or more, draw a
  card", X being the spell's (107.3m).
"""
from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from ...core.mana import EMPTY_COST
from ...core.types import Zone
from ...tree.abilities import Activated, Body, Compare, IsTrue, Keyword, Replacement, Trigger, Triggered, Static
from ...tree.continuous import AddAbilities, Restrict
from ...tree.costs import Cost
from ...tree.effects import (ApplyContinuous, CreateDelayedTrigger, CreateReplacement, IfYouDo, MayDo, Mechanic,
                             Draw, MoveTo, PayCost, Sacrifice, Seq)
from ...tree.refs import Num, Remembered, This, XValue, You
from ..casting import ALT_COST_KEYWORDS
from ..mechanics_hooks import KEYWORD_ACTIVATED
from ..evaluate import FACTS, apnap, lki
from ..events import add_counters, log, move, pname, sacrifice, create_tokens
from ..keyword_abilities import EXTRA_KEYWORD_TRIGGERS, TRIGGER_KEYWORDS
from ..replacement import KEYWORD_ETB
from ..support import IMPLEMENTED_FACTS, IMPLEMENTED_KEYWORDS, PAID_ON_RESOLUTION, variant_check
from ..triggers import GLOBAL_TRIGGERS
from .base import mechanic
from ..effects.pay import can_pay, cost_text, pay_step, unpayable_parts
from ..copy import copiable_spec
from ..state import ContEffect
from ..effects import ask_effect
from ..relevance import needs
from ...tree.filters import Filter

if TYPE_CHECKING:
    from ..evaluate import Env
    from ..state import GameState

HASTE = AddAbilities((Keyword("Haste"),))
NEXT_END_STEP = Trigger("step", None, step="end", whose="each")  # 513.1: "the beginning of the next end step"
YOUR_UPKEEP = Trigger("step", None, step="upkeep", whose="you")


# ---------------------------------------------------------------- facts the keywords' conditions read


def _newly_controlled(env: "Env", of: Any) -> bool:
    """702.30a: did the source come under its controller's control since the beginning of their last upkeep?
    Those that did before this turn began were newly controlled as it began (``begin_turn``, 302.6); one
    still summoning sick came under control during this turn."""
    st = env.state
    o = st.objects.get(env.source) if env.source is not None else None
    if o is None or o.zone != Zone.BATTLEFIELD:
        return False
    return env.source in st.turn_data.get("newly_controlled", ()) or bool(o.sick)


def _paid(tag: str):
    def f(env: "Env", of: Any) -> bool:
        o = env.state.objects.get(env.source) if env.source is not None else None
        return bool(o is not None and tag in o.paid)
    return f


def _had_no(kind: str):
    """603.10a: the counters the permanent had as it left the battlefield (its last known information)."""
    def f(env: "Env", of: Any) -> bool:
        ev = env.ctx.event if env.ctx is not None else None
        snap = ev.get("snapshot") if isinstance(ev, dict) else None
        if not snap:
            return False
        return not (snap.get("counters") or {}).get(kind, 0)
    return f


def _on_battlefield(env: "Env", of: Any) -> bool:
    o = env.state.objects.get(env.source) if env.source is not None else None
    return o is not None and o.zone == Zone.BATTLEFIELD


def _opponent_dealt_damage(env: "Env", of: Any) -> bool:
    """702.54a: was an opponent of "you" dealt damage this turn (counted as damage is dealt, 120.3)?"""
    return any(p.id != env.you and p.extra.get("dealt_damage_turn", 0) > 0 for p in env.state.players)


FACTS.update({
    "an_opponent_was_dealt_damage": _opponent_dealt_damage,  # 702.54a
    "came_under_control_since_last_upkeep": _newly_controlled,  # 702.30a
    "evoked": _paid("evoke"),  # 702.74a
    "had_no_minus_counters": _had_no("-1/-1"),  # 702.79a
    "had_no_plus_counters": _had_no("+1/+1"),  # 702.93a
    "on_battlefield": _on_battlefield,  # 702.24a
})
IMPLEMENTED_FACTS.update({"an_opponent_was_dealt_damage", "came_under_control_since_last_upkeep", "evoked", "had_no_minus_counters",
                          "had_no_plus_counters", "on_battlefield"})


# ---------------------------------------------------------------- the abilities each keyword stands for


def _sacrifice_unless(cost: Cost) -> Seq:
    """"sacrifice it unless you pay [cost]" (118.12): the player may pay; if they don't (or can't, 118.3),
    the permanent is sacrificed."""
    unless = cost.mana if Cost(mana=cost.mana) == cost else cost
    return Seq((MayDo(PayCost(unless), unless=True), IfYouDo(Sacrifice(what=This()), negate=True)))


@lru_cache(maxsize=1024)
def _echo(kw: Keyword) -> tuple:
    """702.30a."""
    if kw.cost is None:
        return ()
    return (Triggered(YOUR_UPKEEP, Body(_sacrifice_unless(kw.cost)),
                      intervening=IsTrue("came_under_control_since_last_upkeep")),)


@lru_cache(maxsize=1024)
def _cumulative_upkeep(kw: Keyword) -> tuple:
    """702.24a."""
    if kw.cost is None:
        return ()
    return (Triggered(YOUR_UPKEEP, Body(Mechanic("cumulative_upkeep", (kw.cost,))),
                      intervening=IsTrue("on_battlefield")),)


_EVOKE = (Triggered(Trigger("enters", This()), Body(Sacrifice(what=This())), intervening=IsTrue("evoked")),)
_PERSIST = (Triggered(Trigger("put_into_graveyard", This(), from_zone="battlefield"),
                      Body(Mechanic("return_with_counter", ("-1/-1",))), intervening=IsTrue("had_no_minus_counters")),)
_UNDYING = (Triggered(Trigger("put_into_graveyard", This(), from_zone="battlefield"),
                      Body(Mechanic("return_with_counter", ("+1/+1",))), intervening=IsTrue("had_no_plus_counters")),)

EXTRA_KEYWORD_TRIGGERS.update({
    "Echo": _echo,
    "Cumulative Upkeep": _cumulative_upkeep,
    "Evoke": lambda kw: _EVOKE,
    "Persist": lambda kw: _PERSIST,
    "Undying": lambda kw: _UNDYING,
})
TRIGGER_KEYWORDS.update(EXTRA_KEYWORD_TRIGGERS)

_UNEARTHED = Remembered("unearthed")
_UNEARTH_BODY = Body(Seq((
    MoveTo(This(), zone=Zone.BATTLEFIELD, remember="unearthed"),
    ApplyContinuous(_UNEARTHED, (HASTE,), "permanent"),
    CreateDelayedTrigger(NEXT_END_STEP, Body(MoveTo(_UNEARTHED, zone=Zone.EXILE))),
    CreateReplacement(Replacement("move_instead", (("from", Zone.BATTLEFIELD), ("zone", Zone.EXILE)),
                                  affected=_UNEARTHED), duration="permanent"),
)))


@lru_cache(maxsize=1024)
def _unearth(kw: Keyword) -> tuple:
    """702.84a: an activated ability that functions while the card is in a graveyard."""
    if kw.cost is None:
        return ()
    return (Activated(cost=kw.cost, body=_UNEARTH_BODY, timing="sorcery", zone="graveyard"),)


KEYWORD_ACTIVATED["Unearth"] = _unearth


@lru_cache(maxsize=256)
def _encore(kw: Keyword) -> tuple:
    """702.141a: "[Cost], Exile this card from your graveyard: [...] Activate only as a sorcery." """
    if kw.cost is None:
        return ()
    return (Activated(cost=replace(kw.cost, exile_self=True), body=Body(Mechanic("encore")), timing="sorcery",
                      zone="graveyard"),)


KEYWORD_ACTIVATED["Encore"] = _encore


@lru_cache(maxsize=64)
def _bloodthirst(kw: Keyword) -> tuple:
    """702.54a: "If an opponent was dealt damage this turn, this permanent enters with N +1/+1 counters on
    it" (each instance applies separately, 702.54c)."""
    n = kw.arg
    if not isinstance(n, int) or isinstance(n, bool) or n <= 0:
        return ()
    return (Replacement("enters_with_counters", ("+1/+1", n), condition=IsTrue("an_opponent_was_dealt_damage")),)


KEYWORD_ETB["Bloodthirst"] = _bloodthirst

# 702.156a ravenous: "This permanent enters with X +1/+1 counters on it" and "When this permanent enters, if X is 5 or
# more, draw a card" -- X is the X of the spell it was (107.3m: the permanent keeps it, and its enters trigger too)
_RAVENOUS_ETB = (Replacement("enters_with_counters", ("+1/+1", XValue())),)
RAVENOUS_TRIGGER = Triggered(Trigger("enters", This()), Body(Draw(You(), Num(1))),
                             intervening=Compare(XValue(), ">=", Num(5)))
KEYWORD_ETB["Ravenous"] = lambda kw: _RAVENOUS_ETB
EXTRA_KEYWORD_TRIGGERS["Ravenous"] = lambda kw: (RAVENOUS_TRIGGER,)
TRIGGER_KEYWORDS.add("Ravenous")
IMPLEMENTED_KEYWORDS.add("Ravenous")
ALT_COST_KEYWORDS.update({"Evoke": "evoke", "Dash": "dash"})  # 702.74a, 702.109a: alternative costs (118.9)


def _payable_parts(cost: Cost) -> list[str]:
    return unpayable_parts(cost)


PAID_ON_RESOLUTION.update({"Echo": _payable_parts, "Cumulative Upkeep": _payable_parts})
IMPLEMENTED_KEYWORDS.update({"Echo", "Cumulative Upkeep", "Evoke", "Dash", "Persist", "Undying", "Unearth",
                             "Bloodthirst", "Encore"})


# ---------------------------------------------------------------- effects


@mechanic("return_with_counter")
def _return_with_counter(state: "GameState", ctx, node, progress, answer) -> None:
    """702.79a / 702.93a: return the card the permanent became in its owner's graveyard (400.7e) to the
    battlefield under its owner's control, with the counter put on it as it enters (122.6)."""
    ev = ctx.event if isinstance(ctx.event, dict) else {}
    new = ev.get("new")
    o = state.objects.get(new) if new is not None else None
    if o is None or o.zone != Zone.GRAVEYARD:
        log(state, "effect", "400.7", "the card isn't in the graveyard any more: it stays where it is")
        return
    kind = node.args[0]
    rule = "702.79a" if kind == "-1/-1" else "702.93a"
    nid = move(state, new, Zone.BATTLEFIELD, controller=o.owner, counters={kind: 1}, why="returned", rule=rule,
               cause="effect")
    ctx.did = nid is not None


@mechanic("encore")
def _encore_effect(state: "GameState", ctx, node, progress, answer) -> None:
    """702.141a: "For each opponent, create a token that's a copy of this card that attacks that opponent this
    turn if able. The tokens gain haste. Sacrifice them at the beginning of the next end step." The card is
    found in exile, where the ability's cost put it (400.7j); the requirement to attack names the opponent
    (``must_attack_player``, 508.1d)."""
    snap = lki(state, ctx.source) if ctx.source is not None else None
    card = None
    if ctx.source in state.objects:
        card = ctx.source if state.objects[ctx.source].zone == Zone.EXILE else None
    elif snap is not None:
        card = next((i for i in state.exile if state.objects[i].uid == snap.get("uid")), None)
    if card is None:
        log(state, "effect", "400.7j", "the exiled card can't be found: no tokens are created")
        return
    spec = copiable_spec(state, card)
    me = ctx.controller
    made: list[int] = []
    for opp in apnap(state):
        if opp == me or not state.players[opp].in_game:
            continue
        for t in create_tokens(state, me, spec, 1, rule="702.141a"):
            made.append(t)
            state.effects.append(ContEffect(state.new_id(), state.new_ts(), ctx.source, me, (HASTE,), (t,),
                                            "permanent"))
            state.effects.append(ContEffect(state.new_id(), state.new_ts(), ctx.source, me,
                                            (Restrict("must_attack_player", opp),), (t,), "end_of_turn",
                                            data=(("turn", state.turn),)))
    if made:
        state.delayed.append((state.new_id(), me, ctx.source, NEXT_END_STEP, _ENCORE_SACRIFICE, True,
                              (("encore", tuple(made)),)))
        state.touch()


_ENCORE_SACRIFICE = Body(Sacrifice(what=Remembered("encore")))


def scaled_cost(cost: Cost, n: int) -> Cost:
    """702.24a: [cost] once for each age counter (all of it is paid, or none)."""
    mana = EMPTY_COST
    for _ in range(n):
        mana = mana + cost.mana
    sac_n = (cost.sacrifice_n or (1 if cost.sacrifice is not None else 0)) * n
    return replace(cost, mana=mana, life=cost.life * n, energy=cost.energy * n, discard=cost.discard * n,
                   sacrifice_n=sac_n)


@mechanic("cumulative_upkeep")
def _cumulative(state: "GameState", ctx, node, progress, answer) -> None:
    """702.24a: put an age counter on the permanent, then its controller may pay [cost] for each age
    counter on it; if they don't (or can't, 118.3), they sacrifice it. ``progress``: ("ask", n) while the
    player chooses, ("pay", n, payment progress) while paying."""
    src = ctx.source
    pid = ctx.controller
    if progress is None:
        o = state.objects.get(src)
        if o is None or o.zone != Zone.BATTLEFIELD:
            return
        add_counters(state, src, "age", 1, rule="702.24a")
        o = state.objects.get(src)
        n = (o.counters or {}).get("age", 0) if o is not None else 0
        cost = scaled_cost(node.args[0], max(n, 1))
        if not can_pay(state, ctx, pid, cost):
            log(state, "pay", "118.3", f"{pname(state, pid)} can't pay {cost_text(cost)}")
            _sacrifice_source(state, src)
            return
        ask_effect(state, ctx, node, ("ask", n), "yes_no", pid, (("yes",), ("no",)),
                   f"Pay {cost_text(cost)} (cumulative upkeep) or sacrifice it?",
                   info={"effect": "PayCost"})
        return
    n = progress[1]
    cost = scaled_cost(node.args[0], max(n, 1))
    if progress[0] == "ask":
        if answer[0] != "yes":
            _sacrifice_source(state, src)
            return
        pay = ((), ())
        answer = None
    else:
        pay = progress[2]
    r = pay_step(state, ctx, node, pid, cost, pay, answer, wrap=lambda pr: ("pay", n, pr))
    if r == "failed":
        _sacrifice_source(state, src)


def _sacrifice_source(state: "GameState", src: int) -> None:
    if src in state.objects and state.objects[src].zone == Zone.BATTLEFIELD:
        sacrifice(state, [src])


# ---------------------------------------------------------------- dash (702.109a)


def _dash_entered(state: "GameState", ev: dict) -> list:
    """702.109a: as a spell whose dash cost was paid becomes a permanent, a delayed triggered ability to
    return it to its owner's hand at the beginning of the next end step is created (603.7a, controlled by
    the spell's controller, 603.7d), and the permanent has haste while it is on the battlefield."""
    if ev.get("kind") != "zone" or ev.get("to") != Zone.BATTLEFIELD or ev.get("from") != Zone.STACK:
        return []
    nid = ev.get("new")
    o = state.objects.get(nid) if nid is not None else None
    if o is None or "dash" not in o.paid:
        return []
    ctrl = o.controller
    state.effects.append(ContEffect(state.new_id(), state.new_ts(), nid, ctrl, (HASTE,), (nid,), "permanent"))
    state.delayed.append((state.new_id(), ctrl, nid, NEXT_END_STEP, _DASH_RETURN, True, (("dashed", (nid,)),)))
    state.touch()
    log(state, "effect", "702.109a", f"{pname(state, ctrl)}'s dashed permanent has haste and returns to its "
        "owner's hand at the beginning of the next end step")
    return []


_DASH_RETURN = Body(MoveTo(Remembered("dashed"), zone=Zone.HAND))
_dash_entered.kinds = frozenset({"zone"})  # type: ignore[attr-defined]  (events it reads)
needs("dash")(_dash_entered)  # (engine/relevance.py)
GLOBAL_TRIGGERS.append(_dash_entered)


def _drop_dead_shields(state: "GameState", ev: dict) -> list:
    """400.7: a replacement effect locked onto objects that no longer exist can never apply again (the
    unearth replacement, once the unearthed permanent has left the battlefield): drop it."""
    if ev.get("kind") != "zone" or ev.get("from") != Zone.BATTLEFIELD or not state.shields:
        return []
    objs = state.objects
    keep = [sh for sh in state.shields
            if not (sh[0] == "rep" and sh[-1] == "permanent" and sh[5] is not None
                    and not any(x < 0 or x in objs for x in sh[5]))]  # (players, x < 0, stay)
    if len(keep) != len(state.shields):
        state.shields = keep
        state.touch()
    return []


_drop_dead_shields.kinds = frozenset({"zone"})  # type: ignore[attr-defined]  (events it reads)
GLOBAL_TRIGGERS.append(_drop_dead_shields)


# ---------------------------------------------------------------- what the engine doesn't do (coverage report)

_OUTSIDE = frozenset({Zone.GRAVEYARD, Zone.HAND, Zone.LIBRARY, Zone.EXILE, "command"})


# keywords a permanent's (or an emblem's) static ability may grant to cards in a zone (engine/chars.py applies such
# statics to the cards there, and what the keyword stands for reads the card's computed abilities there): unearth
# (702.84a) and retrace (702.81a, a cast permission) in a graveyard, cycling (702.29a) and miracle (702.94a, read as
# the card is drawn) in a hand.
GRANTABLE_OUTSIDE = {Zone.GRAVEYARD: frozenset({"Unearth", "Retrace"}), Zone.HAND: frozenset({"Cycling", "Miracle"})}


def _grants_outside_battlefield(n) -> list[str]:
    """611.3, 113.6: a static ability granting abilities to cards in a graveyard, hand, library or exile
    ("Creature cards in your graveyard have unearth {2}{B}"): supported for the keywords of GRANTABLE_OUTSIDE on the
    cards of a zone the layer system reaches (a permanent's static ability, a "card" filter); else reported as
    missing rather than silently doing nothing."""
    if type(n) is not Static or not any(type(m) is AddAbilities for m in n.mods):
        return []
    f = n.affected
    if isinstance(f, Filter) and f.zone in _OUTSIDE:
        ok = GRANTABLE_OUTSIDE.get(f.zone, frozenset())
        if n.zone == "battlefield" and f.kind == "card" and n.condition is None and all(
                type(m) is AddAbilities and all(type(a) is Keyword and a.name in ok for a in m.abilities)
                for m in n.mods):
            return []
        return [f"static grant to cards in {f.zone}"]
    return []


variant_check("Static")(_grants_outside_battlefield)
