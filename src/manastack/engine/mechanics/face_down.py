"""Face-down spells and permanents a player chooses to make and to turn face up (708):

- morph and megamorph (702.37) and disguise (702.168): a card with one of them may be cast face down
  as a 2/2 creature spell with no text, name, subtypes or mana cost (a disguised one also has ward {2})
  by paying {3} rather than its mana cost (702.37c, 702.168b, 708.4: the spell has only those
  characteristics, and effects on casting see only them);
- manifest (701.40), manifest dread (701.62) and cloak (701.58): the top card of a library is put onto
  the battlefield face down as a 2/2 creature (a cloaked one with ward {2});
- turning such a permanent face up (116.2b, 702.37e, 702.168d, 701.40b) is a special action its
  controller may take any time they have priority: pay its morph or disguise cost (as it would be face up)
  or, for a manifested creature card, its mana cost; it doesn't use the stack. A megamorph cost paid puts
  a +1/+1 counter on it as it turns face up (702.37b). "When ~ is turned face up" abilities trigger
  (708.8).

Where the engine already does it:
- ``actions._hand_variants`` offers the cast variant ``"facedown"`` for a card in hand with one of the
  keywords (``actions.FACE_DOWN_CAST``), ``actions.cast_chars`` judges it by the face-down
  characteristics (708.4) and ``casting._base_mana_cost`` charges {3};
- ``casting.begin_cast`` moves the card to the stack face down, with ``alt`` naming what made it face
  down ("morph", "disguise"; "manifest" and "cloak" for what this module puts onto the battlefield);
  ``events._move_one`` keeps it face down as the spell resolves and reveals a face-down spell or
  permanent that goes anywhere but the battlefield (708.9);
- ``charvalues.face_down_chars`` gives the 2/2 (with ward {2} for "disguise" and "cloak", 702.168a,
  701.58a); ``view`` shows a face-down object's identity only to its controller (708.5) and, once the game
  is over, to everyone (708.9).

Choices kept out of this module's support: a morph or disguise cost with parts other than mana and life
(returning permanents, discarding, X: 702.37f) is refused by the coverage report (``support.VARIANT_CHECKS``),
and a card is cast face down only from its owner's hand.
"""
from __future__ import annotations

from dataclasses import fields
from typing import TYPE_CHECKING

from ...core.types import Zone
from ...tree.abilities import Keyword
from ...tree.costs import Cost
from .. import upcalls
from ..chars import chars, from_chars
from ..charvalues import base_chars
from ..effects import ask_effect
from ..events import add_counters, log, lose_life, move, move_many, pname
from ..mechanics_hooks import SPECIAL_ACTION_HANDLERS, SPECIAL_ACTIONS
from ..support import IMPLEMENTED_KEYWORDS, variant_check
from ..triggers import subject_ok, matcher
from .base import mechanic, who_of
from ..payment import simple_sources, solve, spend_from_pool
from ...core.errors import IllegalActionError
from ..casting import activate_mana_ability
from ..copy import turn_face_up
from ..relevance import needs
from ..effects.basic import players_of, remember

if TYPE_CHECKING:
    from ..charvalues import Chars
    from ..state import GameState

TURN_UP_KEYWORDS = ("Morph", "Megamorph", "Disguise")  # a cost to turn a face-down permanent face up
IMPLEMENTED_KEYWORDS.update(TURN_UP_KEYWORDS)
# what made a permanent face down (GameObject.alt) when its card may be turned face up for its mana cost
BY_MANA_COST = frozenset({"manifest", "cloak"})  # 701.40b, 701.58b
FACE_DOWN_ALTS = frozenset({"morph", "disguise", "manifest", "cloak"})
_PAYABLE = frozenset({"mana", "life"})
_EMPTY = Cost()


def _unhandled_cost(kw: Keyword) -> list[str]:
    """The parts of a morph, megamorph or disguise cost the special action can't pay (only mana and life:
    702.37e), as coverage-report entries."""
    c = kw.cost
    if not isinstance(c, Cost):
        return [f"keyword {kw.name} without a cost"]
    bad = [f.name for f in fields(Cost) if f.name not in _PAYABLE and getattr(c, f.name) != getattr(_EMPTY, f.name)]
    if c.mana.has_x:
        bad.append("X")  # 702.37f
    return [f"keyword {kw.name} with cost " + "+".join(bad)] if bad else []


variant_check("Keyword")(lambda kw: _unhandled_cost(kw) if kw.name in TURN_UP_KEYWORDS else None)


# ---------------------------------------------------------------- casting face down (702.37c, 702.168b)


def cast_face_down_as(state: GameState, oid: int) -> str:
    """What casting card ``oid`` face down uses: "disguise" (the face-down spell has ward {2}, 702.168a)
    or "morph" (702.37a-b)."""
    kws = chars(state, oid).keywords
    return "disguise" if "Disguise" in kws and not kws & {"Morph", "Megamorph"} else "morph"


# ---------------------------------------------------------------- turning face up (116.2b, 702.37e)


def face_up_chars(state: GameState, oid: int) -> Chars:
    """The characteristics a face-down permanent would have face up (its card's own values; 702.37e:
    "what the permanent's morph cost would be if it were face up")."""
    o = state.objects[oid].copy()
    o.face_down = False
    return base_chars(state, o)


def _is_creature_card(c: Chars) -> bool:
    return "Creature" in c.types


def ways_face_up(state: GameState, oid: int) -> list[tuple[str, Cost]]:
    """The ways the controller of face-down permanent ``oid`` may turn it face up, with their costs: its
    morph, megamorph or disguise cost (702.37e, 702.168d; for a manifested or cloaked card too,
    701.40c-d, 701.58c-d), or its mana cost if it is a manifested or cloaked creature card with one
    (701.40b, 701.58b)."""
    o = state.objects[oid]
    c = face_up_chars(state, oid)
    out: list[tuple[str, Cost]] = []
    for a in c.abilities:
        if type(a) is Keyword and a.name in TURN_UP_KEYWORDS and isinstance(a.cost, Cost) \
                and not _unhandled_cost(a) and all(w != a.name for w, _ in out):
            out.append((a.name, a.cost))
    if o.alt in BY_MANA_COST and _is_creature_card(c) and c.mana_cost.symbols:
        out.append(("mana_cost", Cost(mana=c.mana_cost)))
    return out


def _mana_plan(state: GameState, pid: int, cost: Cost) -> dict | None:
    p = state.players[pid]
    return solve(cost.mana.normalized(), p.pool, simple_sources(state, pid), p.life - cost.life)


def _can_pay(state: GameState, pid: int, cost: Cost) -> bool:
    """118.3, 119.4: the player has the resources to pay all of the cost."""
    if cost.life > 0 and state.players[pid].life < cost.life:
        return False
    return not cost.mana.symbols or _mana_plan(state, pid, cost) is not None


def _face_up_options(state: GameState, pid: int) -> list[tuple]:
    """116.2b: ("turn_face_up", permanent, way) for each face-down permanent ``pid`` controls that they
    can turn face up now, each way they can pay for."""
    out: list[tuple] = []
    for oid in from_chars(state, ("face_down", pid), _face_down_permanents):
        for way, cost in ways_face_up(state, oid):
            if _can_pay(state, pid, cost):
                out.append(("turn_face_up", oid, way))
    return out


def _face_down_permanents(state: GameState, allc: dict, key: tuple) -> tuple:
    """For ``key`` = ("face_down", player): the face-down permanents that player controls, in battlefield
    order (phased-out ones are treated as though they don't exist, 702.26b: the characteristics leave them
    out). Kept with the characteristics cache, which any change to a permanent's face or controller
    replaces: a priority with no face-down permanent costs one lookup."""
    pid = key[1]
    objs = state.objects
    return tuple(oid for oid in state.battlefield
                 if objs[oid].face_down and (c := allc.get(oid)) is not None and c.controller == pid)


def _turn_face_up_action(state: GameState, pid: int, choice: tuple) -> None:
    """702.37e / 702.168d / 701.40b: show the cost, pay it, then turn the permanent face up (a special
    action: no stack). Megamorph (702.37b): as it turns face up, it gets a +1/+1 counter."""
    oid, way = choice[1], choice[2]
    o = state.objects.get(oid)
    cost = dict(ways_face_up(state, oid)).get(way) if o is not None and o.face_down else None
    if cost is None or not _can_pay(state, pid, cost):
        raise IllegalActionError(f"{choice!r}: that permanent can't be turned face up that way now")
    card = o.card
    what = "its mana cost" if way == "mana_cost" else f"its {way.lower()} cost"
    rule = {"mana_cost": "701.40b", "Disguise": "702.168d"}.get(way, "702.37e")
    log(state, "reveal", rule,
        f"{pname(state, pid)} shows {what} ({cost.mana}{f', {cost.life} life' if cost.life else ''}) to turn "
        f"a face-down permanent face up: it is {card}", {"object": oid, "card": card})
    if cost.mana.symbols:
        plan = _mana_plan(state, pid, cost)
        for src, idx, b in plan["activate"]:
            activate_mana_ability(state, pid, src, idx, b)
        for _, t in plan["spend"]:
            spend_from_pool(state, pid, t)
        for _ in plan["life"]:
            lose_life(state, pid, 2, rule="107.4f")
    if cost.life:
        lose_life(state, pid, cost.life, rule="119.4")
    if turn_face_up(state, oid, rule=rule) and way == "Megamorph":
        add_counters(state, oid, "+1/+1", 1, rule="702.37b")


needs("morph", "megamorph", "disguise", "manifest", "cloak", "face down", "face-down",
      "facedown")(_face_up_options)  # (engine/relevance.py)
SPECIAL_ACTIONS.append(_face_up_options)
SPECIAL_ACTION_HANDLERS["turn_face_up"] = _turn_face_up_action


@matcher("turned_face_up")
def _m_turned_face_up(env, trig, ev):
    """708.8: "When/Whenever [a permanent] is turned face up" -- checked after it is face up, so its own
    abilities see the event."""
    return ev["kind"] == "turned_face_up" and subject_ok(env, trig.subject, ev["object"], None)


# ---------------------------------------------------------------- manifest (701.40), manifest dread (701.62)


def manifest_card(state: GameState, pid: int, card: int, how: str = "manifest") -> int | None:
    """701.40a: turn the card face down and put it onto the battlefield under ``pid``'s control as a 2/2
    creature (708.3: turned face down first, so nothing about it entering applies); ``how`` "cloak" gives
    it ward {2} (701.58a)."""
    return move(state, card, Zone.BATTLEFIELD, controller=pid, face_down=True, face_down_as=how,
                why=how, rule="701.58a" if how == "cloak" else "701.40a")


def _player(state: GameState, ctx, node) -> int:
    ps = players_of(state, ctx, who_of(node))
    return ps[0] if ps else ctx.controller


def _put(state: GameState, ctx, pid: int, card: int, how: str) -> None:
    """Manifest or cloak ``card`` and remember the permanent ("then attach this Equipment to it")."""
    nid = manifest_card(state, pid, card, how)
    remember(ctx, "manifested", [nid] if nid is not None else [])
    ctx.did = nid is not None


@mechanic("manifest", "cloak")
def _manifest(state, ctx, node, progress, answer):
    """701.40a: "manifest the top card of your library"; 701.58a: "cloak the top card of your library"
    (the same, with ward {2})."""
    pid = _player(state, ctx, node)
    lib = state.library[pid]
    if not lib:
        log(state, "manifest", "701.40a", f"{pname(state, pid)} has no card to {node.name}")
        ctx.did = False
        return
    _put(state, ctx, pid, lib[-1], node.name)


@mechanic("manifest_dread")
def _manifest_dread(state, ctx, node, progress, answer):
    """701.62a: look at the top two cards of your library, manifest one of them, then put the others you
    looked at into your graveyard."""
    pid = _player(state, ctx, node)
    if progress is None:
        looked = tuple(reversed(state.library[pid][-2:]))
        if len(looked) > 1:
            ask_effect(state, ctx, node, looked, "choose_cards", pid, tuple(("choose", i) for i in looked),
                       "Manifest dread: choose the card to manifest (the other goes to your graveyard)")
            return
        pick = looked[0] if looked else None
    else:
        looked = progress
        pick = answer[1] if answer is not None else None
    if pick is None:
        log(state, "manifest", "701.62a", f"{pname(state, pid)} has no card to manifest")
        ctx.did = False
        return
    _put(state, ctx, pid, pick, "manifest")
    rest = [i for i in looked if i != pick and i in state.objects and state.objects[i].zone == Zone.LIBRARY]
    if rest:
        move_many(state, [(i, Zone.GRAVEYARD, {"why": "manifest dread", "rule": "701.62a"}) for i in rest])


upcalls.install(cast_face_down_as)
