"""Casting from other zones and spell-copy keywords:

- storm (702.40): "When you cast this spell, copy it for each other spell that was cast before it this
  turn" -- the copies aren't cast (707.10) and may have new targets (707.10c);
- madness (702.35): discarding the card exiles it instead (614.1a), and a trigger lets its owner cast it
  for its madness cost (an alternative cost, 118.9, 702.35b) or puts it into their graveyard;
- rebound (702.88): a spell cast from its owner's hand is exiled instead of going to the graveyard as it
  resolves (608.2n), and at its owner's next upkeep they may cast it from exile without paying its mana
  cost (a delayed trigger, 603.7);
- suspend (702.62): a special action (116.2f) from the hand paying the suspend cost exiles the card with
  N time counters; at its owner's upkeep a time counter is removed; when the last is removed it may be
  cast without paying its mana cost, and a creature spell cast this way gains haste (702.62a);
- foretell (702.143): a special action (116.2h) during its owner's turn paying {2} exiles the card face
  down (hidden from the other players, 406.3, 702.143a); after that turn it may be cast for its foretell
  cost (118.9);
- ninjutsu (702.49): the keyword's activated ability from the hand (return an unblocked attacker you
  control: put this card onto the battlefield tapped and attacking, 702.49a, 702.49c).

Disturb (702.146) is not here: the engine has no transforming double-faced cards (712.8c, 712.11a).

Special actions are offered among the priority options as ``("suspend", card)`` and
``("foretell", card)``; their mana is paid the way the solver finds (see :func:`_pay_now`).
"""
from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ...core.mana import ManaCost
from ...core.types import Zone
from ...tree.abilities import Activated, Body, IsTrue, Keyword, Trigger, Triggered
from ...tree.continuous import AddAbilities
from ...tree.costs import Cost
from ...tree.effects import CastCard, CopySpell, Mechanic
from ...tree.filters import Filter
from ...tree.refs import EventAmount, Remembered, This, You
from ..chars import chars, name_of
from ..effects import ask_effect
from ..evaluate import FACTS
from ..events import ZONE_REPLACERS, add_counters, log, move, pname, remove_counters, lose_life
from ..loop import push
from ..mechanics_hooks import (ALT_COST_TAGS, CAST_PERMISSIONS, CASTABLE_ZONES, KEYWORD_ACTIVATED,
                               SPECIAL_ACTION_HANDLERS, SPECIAL_ACTIONS, SPELL_LEAVES)
from ..state import PendingTrigger, GameObject, Ctx
from ..support import IMPLEMENTED_FACTS, IMPLEMENTED_KEYWORDS
from ..triggers import GLOBAL_TRIGGERS
from .base import mechanic
from ..effects.continuous import copy_spell
from ..casting import activate_mana_ability, begin_cast
from ..actions import cast_chars, castable_now, timing_allows
from ..payment import can_pay, simple_sources, solve, spend_from_pool, TYPES
from .casting_extra import cast_card
from ..effects.basic import add_effect
from ..combat import blockers_declared, put_attacking
from ..relevance import needs

if TYPE_CHECKING:
    from ..state import GameState


def _keywords(c, name: str) -> list:
    if name not in c.keywords:
        return []
    return [a for a in c.abilities if type(a) is Keyword and a.name == name]


# ---------------------------------------------------------------- storm (702.40)

STORM_ABILITY = Triggered(Trigger("cast", This()), Body(Mechanic("storm_copy")), zone="stack")
_STORM_COPY = CopySpell(This(), new_targets=True, n=EventAmount())
_STORM_COPY_LKI = CopySpell(Remembered("storm_spell"), new_targets=True, n=EventAmount())


def _storm(state: "GameState", ev: dict) -> list:
    """702.40a: as a spell with storm becomes cast, its storm ability triggers, remembering how many other
    spells were cast before it this turn (by any player; copies weren't cast, 707.10). 702.40b: each
    instance triggers separately."""
    if ev.get("kind") != "cast":
        return []
    oid = ev["object"]
    if oid not in state.objects or state.objects[oid].zone != Zone.STACK:
        return []
    c = chars(state, oid)
    kws = _keywords(c, "Storm")
    if not kws:
        return []
    before = sum(p.spells_cast_turn for p in state.players) - 1
    # the spell as it was cast, for copying it if it has left the stack when the ability resolves
    data = dict(ev, amount=max(0, before), storm_lki=state.objects[oid].to_data())
    return [PendingTrigger(oid, c.controller, STORM_ABILITY, data, c.name) for _ in kws]


_storm.kinds = frozenset({"cast"})  # type: ignore[attr-defined]  (events it reads)
needs("storm")(_storm)  # (engine/relevance.py)
GLOBAL_TRIGGERS.append(_storm)


@mechanic("storm_copy")
def _storm_copy(state, ctx, node, progress, answer):
    """702.40a: copy the spell once for each other spell cast before it this turn (the number the trigger
    remembered). The copies are made even if the spell has left the stack (countered) by then, from the
    spell as it last existed on the stack (608.2h; rulings on storm: "Each Storm's triggered ability can copy
    the Storm spell even if that spell is countered before that ability resolves")."""
    o = state.objects.get(ctx.source)
    if o is not None and o.zone == Zone.STACK:
        copy_spell(state, ctx, _STORM_COPY, None, None)
        return
    data = (ctx.event or {}).get("storm_lki") if isinstance(ctx.event, dict) else None
    if not data:
        return
    tmp = GameObject.from_data(dict(data))
    tmp.id = state.new_id()
    tmp.zone = Zone.STACK
    state.add_object(tmp)  # (never on the stack's list: only the copies' source of values and choices)
    ctx.memory["storm_spell"] = (tmp.id,)
    try:
        copy_spell(state, ctx, _STORM_COPY_LKI, None, None)
    finally:
        state.objects.pop(tmp.id, None)
        state.touch()


# ---------------------------------------------------------------- rebound (702.88)

_UPKEEP = Trigger("step", None, step="upkeep", whose="you")
_REBOUND_BODY = Body(CastCard(Remembered("rebound"), free=True, optional=True))


def _rebound(state: "GameState", obj: int, countered: bool) -> bool:
    """702.88a: a spell with rebound cast from its owner's hand is exiled instead of put into the graveyard
    as it resolves, and a delayed trigger (603.7) lets its owner cast it from exile without paying its mana
    cost at the beginning of their next upkeep. (Not a spell that didn't resolve, nor a copy.)"""
    o = state.objects[obj]
    if countered or o.kind != "card" or o.cast_from != Zone.HAND or o.owner != o.controller:
        return False  # (not cast from "your hand": an opponent's card cast from their hand, rulings)
    if not _keywords(chars(state, obj), "Rebound"):
        return False
    owner = o.owner
    nid = move(state, obj, Zone.EXILE, why="rebound", rule="702.88a")
    if nid is None or nid not in state.objects or state.objects[nid].zone != Zone.EXILE:
        return True
    state.delayed.append((state.new_id(), owner, nid, _UPKEEP, _REBOUND_BODY, True, (("rebound", (nid,)),)))
    state.touch()
    log(state, "rebound", "702.88a", f"{name_of(state, nid)} is exiled; {pname(state, owner)} may cast it at "
        "the beginning of their next upkeep", {"object": nid})
    return True


SPELL_LEAVES.append(_rebound)


# ---------------------------------------------------------------- madness (702.35)

MADNESS_ABILITY = Triggered(Trigger("madness", None), Body(Mechanic("madness_cast")), zone="exile")


def _madness_replacement(state: "GameState", oid: int, plan: dict) -> bool:
    """702.35a (static, 614.1a): a card with madness that would be discarded is exiled instead."""
    if plan.get("cause") != "discard" or plan.get("to") != Zone.GRAVEYARD:
        return False
    o = state.objects[oid]
    if o.zone != Zone.HAND or o.kind != "card" or not _keywords(chars(state, oid), "Madness"):
        return False
    plan["to"] = Zone.EXILE
    plan["cause"] = "madness"
    plan["why"] = "madness"
    plan["rule"] = "702.35a"
    return True


ZONE_REPLACERS.insert(0, _madness_replacement)


def _madness_trigger(state: "GameState", ev: dict) -> list:
    """702.35a: "When this card is exiled this way, its owner may cast it ..." triggers."""
    if ev.get("kind") != "zone" or ev.get("cause") != "madness" or ev.get("to") != Zone.EXILE:
        return []
    nid = ev.get("new")
    if nid not in state.objects:
        return []
    return [PendingTrigger(nid, ev["owner"], MADNESS_ABILITY, dict(ev, object=nid), state.objects[nid].card or "")]


_madness_trigger.kinds = frozenset({"zone"})  # type: ignore[attr-defined]  (events it reads)
needs("madness")(_madness_trigger)  # (engine/relevance.py)
GLOBAL_TRIGGERS.append(_madness_trigger)


@mechanic("madness_cast")
def _madness_cast(state, ctx, node, progress, answer):
    """702.35a-b: its owner may cast the exiled card by paying its madness cost rather than its mana cost
    (timing permissions ignored, 608.2g); if they don't, they put it into their graveyard."""
    oid = ctx.source
    o = state.objects.get(oid)
    pid = ctx.controller
    if progress is None:
        if o is None or o.zone != Zone.EXILE:
            return  # it left exile: a new object the ability can't find (400.7)
        opts = (("cast", oid, "madness"),) if _castable_ignoring_timing(state, pid, oid, "madness") else ()
        ask_effect(state, ctx, node, ("ask",), "option", pid, opts + (("decline",),),
                   f"Cast {name_of(state, oid)} for its madness cost?", info={"card": oid})
        return
    if progress[0] == "ask" and answer is not None and answer[0] == "cast" and o is not None \
            and o.zone == Zone.EXILE:
        push(state, "effect", ctx.id, node, ("after",), None)
        begin_cast(state, pid, oid, "madness", resolving=True)
        return
    # declined, or the cast was reversed (733.1: the card is back in exile)
    if o is not None and o.zone == Zone.EXILE:
        move(state, oid, Zone.GRAVEYARD, why="madness", rule="702.35a")


def _castable_ignoring_timing(state: "GameState", pid: int, oid: int, variant: str) -> bool:
    """Can ``pid`` cast ``oid`` now apart from timing (608.2g)? A land card is played, never cast (305.1,
    305.9)."""
    c = cast_chars(state, oid, variant)
    return "Land" not in c.types and castable_now(state, pid, oid, variant, c)


# ---------------------------------------------------------------- paying a special action's mana


def _payable(state: "GameState", pid: int, cost: ManaCost) -> bool:
    return can_pay(state, pid, cost.normalized())


def _pay_now(state: "GameState", pid: int, cost: ManaCost) -> bool:
    """Pay a special action's mana cost (116.2f, 116.2h: paid as the action is taken), activating mana
    abilities the way the solver finds (605.3a). False (nothing done) when it can't be paid."""
    cost = cost.normalized()
    if not cost.symbols:
        return True
    p = state.players[pid]
    plan = solve(cost, p.pool, simple_sources(state, pid), p.life)
    if plan is None:
        return False
    for src, idx, bundle in plan["activate"]:
        activate_mana_ability(state, pid, src, idx, bundle)
    for _si, t in plan["spend"]:
        spend_from_pool(state, pid, "C" if t not in TYPES else t)
    for _si in plan["life"]:
        lose_life(state, pid, 2, rule="107.4f")
    log(state, "pay", "116.2", f"{p.name} pays {cost}")
    return True


# ---------------------------------------------------------------- suspend (702.62)


def _suspend_kw(c) -> Keyword | None:
    for kw in _keywords(c, "Suspend"):
        if isinstance(kw.arg, int) and kw.cost is not None:
            return kw
    return None


def _suspend_options(state: "GameState", pid: int, cards: list) -> list:
    """702.62a: "If you could begin to cast this card by putting it onto the stack from your hand" -- its
    timing (307.1, 117.1a, or flash) -- "you may pay [cost] and exile it with N time counters on it".
    ``cards``: (card, its Chars) for the cards in pid's hand with suspend (see ``hand_cards``)."""
    out = []
    for oid, c in cards:
        kw = _suspend_kw(c)
        if kw is None or c.restricted("cant_cast"):
            continue
        if timing_allows(state, pid, oid, c) and _payable(state, pid, kw.cost.mana):
            out.append(("suspend", oid))
    return out


_suspend_options.hand_cards = lambda c: _suspend_kw(c) is not None  # type: ignore[attr-defined]


def _do_suspend(state: "GameState", pid: int, choice: tuple) -> None:
    oid = choice[1]
    kw = _suspend_kw(chars(state, oid))
    name = name_of(state, oid)
    if not _pay_now(state, pid, kw.cost.mana):
        return
    nid = move(state, oid, Zone.EXILE, why="suspend", rule="702.62a", cause="suspend")
    log(state, "suspend", "702.62a", f"{pname(state, pid)} suspends {name} ({kw.arg} time counters)",
        {"object": nid, "player": pid})
    if nid is not None and nid in state.objects and state.objects[nid].zone == Zone.EXILE and kw.arg > 0:
        add_counters(state, nid, "time", kw.arg, rule="702.62a")


SUSPEND_UPKEEP = Triggered(Trigger("step", None, step="upkeep"), Body(Mechanic("suspend_tick")), zone="exile")
SUSPEND_CAST = Triggered(Trigger("last_time_counter", None), Body(Mechanic("suspend_cast")), zone="exile")


def _suspended(state: "GameState", oid: int) -> bool:
    """702.62b: in exile, with suspend, with a time counter on it."""
    o = state.objects.get(oid)
    return (o is not None and o.zone == Zone.EXILE and not o.face_down and (o.counters or {}).get("time", 0) > 0
            and _suspend_kw(chars(state, oid)) is not None)


def _suspend_triggers(state: "GameState", ev: dict) -> list:
    """702.62a: "At the beginning of your upkeep, if this card is suspended, remove a time counter from it"
    (its owner's upkeep: in exile, a card's owner controls its abilities) and "When the last time counter
    is removed from this card, if it's exiled, you may play it without paying its mana cost"."""
    k = ev.get("kind")
    if k == "step" and ev.get("step") == "upkeep":
        pid = ev["player"]
        return [PendingTrigger(oid, pid, SUSPEND_UPKEEP, ev, state.objects[oid].card or "")
                for oid in state.exile if state.objects[oid].owner == pid and _suspended(state, oid)]
    if k == "counters_removed" and ev.get("counter") == "time" and ev.get("left") == 0:
        oid = ev["object"]
        o = state.objects.get(oid)
        if o is not None and o.zone == Zone.EXILE and not o.face_down and _suspend_kw(chars(state, oid)) is not None:
            return [PendingTrigger(oid, o.owner, SUSPEND_CAST, ev, o.card or "")]
    return []


_suspend_triggers.kinds = frozenset({"step", "counters_removed"})  # type: ignore[attr-defined]
needs("suspend")(_suspend_triggers)  # (engine/relevance.py)
GLOBAL_TRIGGERS.append(_suspend_triggers)


@mechanic("suspend_tick")
def _suspend_tick(state, ctx, node, progress, answer):
    """702.62a: remove a time counter from it, if it is still suspended (603.4)."""
    if _suspended(state, ctx.source):
        remove_counters(state, ctx.source, "time", 1, rule="702.62a")


_SUSPEND_CAST_NODE = CastCard(This(), free=True, optional=True)


@mechanic("suspend_cast")
def _suspend_cast(state, ctx, node, progress, answer):
    """702.62a: if it's still exiled, its owner may cast it without paying its mana cost (timing ignored,
    608.2g); a creature spell cast this way gains haste until they lose control of it (see _haste)."""
    oid = ctx.source
    if progress is None:
        o = state.objects.get(oid)
        if o is None or o.zone != Zone.EXILE:
            return
        state.turn_data["suspend_casting"] = oid
    cast_card(state, ctx, _SUSPEND_CAST_NODE, progress, answer)


def _mark_suspend_cast(state: "GameState", ev: dict) -> list:
    """A spell cast from exile by its suspend ability remembers it (its ``paid`` tags), so the creature it
    becomes gains haste (702.62a)."""
    if ev.get("kind") != "zone":
        return []
    if ev.get("from") == Zone.EXILE and ev.get("to") == Zone.STACK:
        if state.turn_data.get("suspend_casting") == ev["object"]:
            del state.turn_data["suspend_casting"]
            recs = tuple(r for r in state.designations.get("suspend_spells", ()) if r[0] in state.objects)
            state.designations["suspend_spells"] = recs + ((ev["new"], ev["owner"]),)
            state.touch()
    elif ev.get("from") == Zone.STACK and state.designations.get("suspend_spells"):
        recs = state.designations["suspend_spells"]
        hit = next((r for r in recs if r[0] == ev["object"]), None)
        if hit is not None:
            state.designations["suspend_spells"] = tuple(r for r in recs if r is not hit)
            state.touch()
            nid = ev["new"]
            if ev.get("to") == Zone.BATTLEFIELD and nid in state.objects and "Creature" in chars(state, nid).types \
                    and chars(state, nid).controller == hit[1]:
                _haste(state, nid, hit[1])
    return []


_mark_suspend_cast.kinds = frozenset({"zone"})  # type: ignore[attr-defined]  (events it reads)
needs("suspend")(_mark_suspend_cast)  # (engine/relevance.py)
GLOBAL_TRIGGERS.append(_mark_suspend_cast)

_HASTE = AddAbilities((Keyword("Haste"),))


def _haste(state: "GameState", oid: int, pid: int) -> None:
    """702.62a: "it gains haste until you lose control of the spell or the permanent it becomes" -- an
    effect lasting while ``pid`` controls the permanent (611.2b)."""
    ctx = Ctx(0, oid, pid, None)
    add_effect(state, ctx, (_HASTE,), (oid,), "while_controlled")
    log(state, "suspend", "702.62a", f"{name_of(state, oid)} gains haste (suspend)", {"object": oid})


# ---------------------------------------------------------------- foretell (702.143)

_FORETELL_COST = ManaCost.parse("{2}")


def _foretell_options(state: "GameState", pid: int, cards: list) -> list:
    """702.143a: any time its owner has priority during their turn, a card with foretell in their hand may
    be exiled face down for {2} (a special action, 116.2h). ``cards``: (card, its Chars) for the cards in
    pid's hand with foretell (see ``hand_cards``)."""
    if state.active != pid or not cards or not _payable(state, pid, _FORETELL_COST):
        return []
    return [("foretell", oid) for oid, _c in cards]


_foretell_options.hand_cards = lambda c: bool(_keywords(c, "Foretell"))  # type: ignore[attr-defined]


def _do_foretell(state: "GameState", pid: int, choice: tuple) -> None:
    oid = choice[1]
    if not _pay_now(state, pid, _FORETELL_COST):
        return
    nid = move(state, oid, Zone.EXILE, why="foretell", rule="702.143a", cause="foretell", face_down=True)
    if nid is None or nid not in state.objects:
        return
    recs = tuple(r for r in state.designations.get("foretold", ()) if r[0] in state.objects
                 and state.objects[r[0]].zone == Zone.EXILE)
    state.designations["foretold"] = recs + ((nid, pid, state.turn),)
    state.touch()
    log(state, "foretell", "702.143a", f"{pname(state, pid)} foretells a card", {"object": nid, "player": pid})


def _foretold(state: "GameState", pid: int) -> list:
    """The foretold cards ``pid`` may cast now: still in exile (400.7), foretold in an earlier turn."""
    recs = state.designations.get("foretold")
    if not recs:
        return []
    out = []
    for oid, owner, turn in recs:
        o = state.objects.get(oid)
        if owner == pid and o is not None and o.zone == Zone.EXILE and state.turn > turn:
            out.append(oid)
    return out


def _foretell_variants(state: "GameState", pid: int, oid: int) -> list:
    """702.143a: a foretold card is cast for its foretell cost (an alternative cost, 118.9)."""
    if oid not in _foretold(state, pid):
        return []
    return ["foretell"] if _keywords(cast_chars(state, oid, "foretell"), "Foretell") else []


def _foretell_quiet(state: "GameState", pid: int, zone: str) -> bool:
    return zone != Zone.EXILE or not state.designations.get("foretold")


_foretell_variants.quiet = _foretell_quiet  # type: ignore[attr-defined]
_foretell_variants.zones = frozenset({Zone.EXILE})  # type: ignore[attr-defined]
needs("foretell", "foretold")(_foretold)  # (engine/relevance.py)
CASTABLE_ZONES.append(_foretold)
needs("foretell", "foretold")(_foretell_variants)  # (engine/relevance.py)
CAST_PERMISSIONS.append(_foretell_variants)

# ---------------------------------------------------------------- registration

ALT_COST_TAGS["madness"] = "Madness"
ALT_COST_TAGS["foretell"] = "Foretell"
needs("suspend")(_suspend_options)
needs("foretell")(_foretell_options)
SPECIAL_ACTIONS.extend((_suspend_options, _foretell_options))
SPECIAL_ACTION_HANDLERS.update(suspend=_do_suspend, foretell=_do_foretell)
IMPLEMENTED_KEYWORDS.update({"Storm", "Rebound", "Madness", "Suspend", "Foretell"})

__all__ = ["STORM_ABILITY", "MADNESS_ABILITY", "You"]


# ---------------------------------------------------------------- ninjutsu (702.49)

_UNBLOCKED = Filter(types=("Creature",), controller="you", attacking=True, blocked=False)
_NINJUTSU_READY = IsTrue("unblocked_attacker")


def _unblocked_attackers(state: "GameState", pid: int) -> list:
    """509.1h: once blockers are declared, an attacking creature no creature blocks is unblocked."""
    cb = state.combat
    if not cb or not cb.get("attackers") or not blockers_declared(state):
        return []
    blocked = cb.get("blocked", ())
    return [a for a in cb["attackers"] if a in state.objects and a not in blocked
            and chars(state, a).controller == pid]


def _fact_unblocked(env, of) -> bool:
    return bool(_unblocked_attackers(env.state, env.controller))


FACTS["unblocked_attacker"] = _fact_unblocked
IMPLEMENTED_FACTS.add("unblocked_attacker")


def _ninjutsu_ability(kw: Keyword) -> Activated:
    """702.49a: "[Cost], Reveal this card from your hand, Return an unblocked attacking creature you control
    to its owner's hand: Put this card onto the battlefield from your hand tapped and attacking"."""
    cost = Cost(**{**{k: getattr(kw.cost, k) for k in Cost.__dataclass_fields__}, "return_to_hand": _UNBLOCKED})
    return Activated(cost=cost, body=Body(Mechanic("ninjutsu")), zone="hand", condition=_NINJUTSU_READY)


KEYWORD_ACTIVATED["Ninjutsu"] = lambda kw: (_ninjutsu_ability(kw),)
# 702.49d: commander ninjutsu also functions in the command zone (a second ability with zone "command")
KEYWORD_ACTIVATED["Commander ninjutsu"] = lambda kw: (_ninjutsu_ability(kw), replace(_ninjutsu_ability(kw),
                                                                                      zone="command"))


def _note_returned_attacker(state: "GameState", oid: int, plan: dict) -> bool:
    """As ninjutsu's cost returns the attacking creature, its ability remembers what that creature was
    attacking (702.49c)."""
    c = state.casting
    if c is None or c.get("kind") != "ability" or plan.get("to") != Zone.HAND or plan.get("why") != "cost":
        return False
    body = c["ability"].body
    if type(body) is not Body or type(body.effect) is not Mechanic or body.effect.name != "ninjutsu":
        return False
    cb = state.combat
    if cb and oid in cb.get("attackers", {}) and c["obj"] in state.objects:
        m = state.mut(c["obj"])
        m.memory = dict(m.memory or {}, ninjutsu_defender=cb["attackers"][oid])
    return False


ZONE_REPLACERS.insert(0, _note_returned_attacker)


@mechanic("ninjutsu")
def _ninjutsu(state, ctx, node, progress, answer):
    """702.49a, 702.49c: put the card onto the battlefield from its owner's hand tapped and attacking the
    player, planeswalker or battle the returned creature was attacking (508.4: it never "attacked"; it is
    unblocked). If the card has left the hand, nothing happens (400.7)."""
    oid = ctx.source
    o = state.objects.get(oid)
    if o is None or o.zone not in (Zone.HAND, Zone.COMMAND):  # (the command zone: 702.49d)
        return
    nid = move(state, oid, Zone.BATTLEFIELD, controller=ctx.controller, tapped=True, why="ninjutsu",
               rule="702.49a")
    if nid is not None and nid in state.objects and state.objects[nid].zone == Zone.BATTLEFIELD:
        put_attacking(state, [nid], ctx.memory.get("ninjutsu_defender"))


IMPLEMENTED_KEYWORDS.update({"Ninjutsu", "Commander ninjutsu"})


# public names for other mechanic modules' special actions (plot, 702.170: engine/mechanics/plot_warp.py)
pay_special_action_cost = _pay_now
special_action_payable = _payable
