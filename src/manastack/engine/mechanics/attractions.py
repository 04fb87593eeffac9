"""Attractions (717), opening an Attraction (701.51), rolling to visit (701.52), visit (702.159), and
the turn-based roll to visit as the precombat main phase begins (505.5, 703.4g).

State (plain data, in ``state.designations``):
- ``"attraction_deck"``: {player: (object ids...)}, the Attraction deck in the command zone, the last
  id on top (717.2). Its cards are face down (hidden from every player; :mod:`manastack.engine.view`).
- ``"lights"``: {card uid: (lit numbers...)} (717.1). An Attraction's lights come from its decklist
  line (``Ferris Wheel [4 5 6]``), else from the card data (``attractionLights``), else from the game
  option ``attraction_lights`` (default :data:`DEFAULT_LIGHTS`). The shared card data lacks lights.
- A player's junkyard (717.6a) is not a zone: it is the Attraction cards they own that are face up
  in the command zone (those not in their Attraction deck).

Visit abilities are ``Triggered(Trigger("visit"), ...)``: they trigger whenever their controller
rolls to visit and the result is lit up on that Attraction (702.159a). ``Trigger("roll_to_visit")``
is "whenever you roll to visit your Attractions"; ``Trigger("open_attraction")`` is "whenever you open
an Attraction" (701.51c).
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from ...core.errors import IllegalActionError
from ...core.types import Step, Zone
from ..chars import chars
from ..dice import roll_die
from ..events import ZONE_REPLACERS, fire, log, move, pname, random_below
from ..mechanics_hooks import STEP_BEGIN
from ..relevance import needs
from ..state import GameObject
from ..triggers import whose_ok, matcher
from .base import mechanic, who_of
from ..effects.basic import players_of

if TYPE_CHECKING:
    from ..state import GameState

DEFAULT_LIGHTS = (6,)


# ---------------------------------------------------------------- cards and decks


def is_attraction_card(state: GameState, o: GameObject) -> bool:
    """A card with an Astrotorium card back: an Attraction card (717.1)."""
    if o.kind != "card" or o.card is None:
        return False
    return any("Attraction" in f.subtypes for f in state.pool.get(o.card).faces)


def attraction_uids(state: GameState) -> set[int]:
    return {o.uid for o in state.objects.values() if is_attraction_card(state, o)}


def lights_of(state: GameState, oid: int) -> tuple[int, ...]:
    """717.1: the numbers lit up on an Attraction."""
    o = state.objects[oid]
    lit = (state.designations.get("lights") or {}).get(o.uid)
    if lit:
        return tuple(lit)
    if o.card is not None:
        card = state.pool.get(o.card).card
        if card is not None and card.faces[0].attraction_lights:
            return tuple(card.faces[0].attraction_lights)
    return tuple(state.options.get("attraction_lights", DEFAULT_LIGHTS))


def _parse_entry(e: Any) -> list[tuple[str, tuple | None]]:
    if isinstance(e, str):
        return [(e, None)]
    if hasattr(e, "count") and hasattr(e, "name") and hasattr(e, "lights"):  # decks.DeckEntry
        return [(e.name, tuple(e.lights) if e.lights else None)] * int(e.count)
    if isinstance(e, (tuple, list)) and len(e) == 2 and isinstance(e[0], str):
        return [(e[0], tuple(e[1]) if e[1] else None)]
    raise IllegalActionError(f"not an Attraction entry: {e!r} (a name, (name, lights) or a DeckEntry)")


def add_attraction_deck(state: GameState, pid: int, entries: Iterable[Any]) -> list[int]:
    """717.2: player ``pid`` plays with an Attraction deck made of ``entries`` (names, ``(name,
    lights)`` pairs or decklist entries), put face down in the command zone and shuffled (103.3a)."""
    ids = []
    lights = dict(state.designations.get("lights") or {})
    for raw in entries:
        for name, lit in _parse_entry(raw):
            name = state.pool.canonical(name, where=f"Attraction deck of player {pid + 1}")
            cd = state.pool.get(name)
            if not any("Attraction" in f.subtypes for f in cd.faces):
                raise IllegalActionError(f"{name} is not an Attraction card (717.2)")
            if lit is not None and (not lit or any(not (1 <= n <= 6) for n in lit)):
                raise IllegalActionError(f"lights of {name} must be numbers 1 to 6 (717.1), got {lit}")
            o = GameObject(state.new_id(), state.next_uid, name, pid, Zone.COMMAND)
            state.next_uid += 1
            o.sick = False
            state.add_object(o)
            state.command.append(o.id)
            if lit is not None:
                lights[o.uid] = tuple(lit)
            ids.append(o.id)
    state.designations["lights"] = lights
    setup_deck(state, pid, ids)
    return ids


def setup_deck(state: GameState, pid: int, ids: list[int]) -> None:
    """Make ``ids`` (cards in the command zone) player ``pid``'s Attraction deck, shuffled."""
    order = list(ids)
    for i in range(len(order) - 1, 0, -1):
        j = random_below(state, i + 1)
        order[i], order[j] = order[j], order[i]
    decks = dict(state.designations.get("attraction_deck") or {})
    decks[pid] = tuple(order)
    state.designations["attraction_deck"] = decks
    state.touch()


def deck_of(state: GameState, pid: int) -> tuple[int, ...]:
    """Player ``pid``'s Attraction deck, top last (empty when they play without one)."""
    return tuple(i for i in (state.designations.get("attraction_deck") or {}).get(pid, ())
                 if i in state.objects and state.objects[i].zone == Zone.COMMAND)


def plays_with_attractions(state: GameState, pid: int) -> bool:
    return pid in (state.designations.get("attraction_deck") or {})


def in_deck(state: GameState, oid: int) -> bool:
    o = state.objects.get(oid)
    return o is not None and oid in deck_of(state, o.owner)


def junkyard(state: GameState, pid: int) -> list[int]:
    """717.6a: the face-up pile of Attraction cards ``pid`` owns that were put in the command zone."""
    deck = set(deck_of(state, pid))
    return [i for i in state.command if i not in deck and state.objects[i].owner == pid
            and is_attraction_card(state, state.objects[i])]


def attractions_controlled(state: GameState, pid: int) -> list[int]:
    return [i for i in state.battlefield if not state.objects[i].phased_out
            and "Attraction" in chars(state, i).subtypes and chars(state, i).controller == pid]


# ---------------------------------------------------------------- open, roll to visit


def open_attraction(state: GameState, pid: int) -> int | None:
    """701.51: move the top card of the Attraction deck off it, face up, onto the battlefield under the
    player's control. Only a player playing with an Attraction deck can (701.51a)."""
    deck = deck_of(state, pid)
    if not plays_with_attractions(state, pid) or not deck:
        log(state, "attraction", "701.51a", f"{pname(state, pid)} can't open an Attraction")
        return None
    top = deck[-1]
    decks = dict(state.designations["attraction_deck"])
    decks[pid] = tuple(i for i in decks[pid] if i != top)
    state.designations["attraction_deck"] = decks
    state.touch()
    nid = move(state, top, Zone.BATTLEFIELD, controller=pid, why="opened", rule="701.51b", cause="open_attraction")
    if nid is not None and state.objects[nid].zone == Zone.BATTLEFIELD:
        log(state, "attraction", "701.51b", f"{pname(state, pid)} opens {state.objects[nid].card}",
            {"player": pid, "object": nid})
        fire(state, {"kind": "open_attraction", "player": pid, "object": nid})  # 701.51c
    return nid


def roll_to_visit(state: GameState, pid: int, rule: str = "701.52a") -> int:
    """701.52a: roll a six-sided die; each Attraction the player controls with that number lit up has
    been visited and its visit ability triggers (702.159a)."""
    r = roll_die(state, pid, 6, rule=rule)
    visited = [i for i in attractions_controlled(state, pid) if r in lights_of(state, i)]
    log(state, "visit", "701.52a", f"{pname(state, pid)} rolls to visit their Attractions: {r}"
        + (f" (visits {', '.join(state.objects[i].card for i in visited)})" if visited else ""),
        {"player": pid, "result": r, "visited": tuple(visited)})
    fire(state, {"kind": "visit_roll", "player": pid, "result": r})
    return r


@mechanic("open_attraction")
def _m_open(state, ctx, node, progress, answer):
    for p in players_of(state, ctx, who_of(node)):
        open_attraction(state, p)


@mechanic("roll_to_visit")
def _m_roll(state, ctx, node, progress, answer):
    for p in players_of(state, ctx, who_of(node)):
        roll_to_visit(state, p)


@matcher("visit")
def _m_visit(env, trig, ev):
    """702.159a: "Whenever you roll to visit your Attractions, if the result is equal to a number that
    is lit up on this Attraction"."""
    if ev["kind"] != "visit_roll" or ev["player"] != env.controller:
        return False
    return env.source in env.state.objects and ev["result"] in lights_of(env.state, env.source)


@matcher("roll_to_visit")
def _m_roll_to_visit(env, trig, ev):
    return ev["kind"] == "visit_roll" and whose_ok(trig.whose, env.controller, ev["player"])


@matcher("open_attraction")
def _m_opened(env, trig, ev):
    return ev["kind"] == "open_attraction" and whose_ok(trig.whose, env.controller, ev["player"])


def _main_phase_begins(state: GameState, step: str) -> None:
    """505.5 / 703.4g / 717.4: as the active player's precombat main phase begins, if they control an
    Attraction, they roll to visit their Attractions. A turn-based action: it doesn't use the stack,
    and visit abilities that trigger wait for the first priority of the phase."""
    if step != Step.MAIN1:
        return
    if attractions_controlled(state, state.active):
        roll_to_visit(state, state.active, rule="505.5")


needs("attraction")(_main_phase_begins)  # (only an Attraction card makes one: engine/relevance.py)
STEP_BEGIN.append(_main_phase_begins)


def _junkyard(state: GameState, oid: int, plan: dict) -> bool:
    """717.6: an Attraction card that would be put into a zone other than the battlefield, exile or the
    command zone goes to its owner's command zone instead (its junkyard)."""
    o = state.objects.get(oid)
    if o is None or plan.get("to") in (Zone.BATTLEFIELD, Zone.EXILE, Zone.COMMAND) or not is_attraction_card(state, o):
        return False
    plan["to"] = Zone.COMMAND
    plan["rule"] = "717.6"
    plan["why"] = (plan.get("why") or "") + (" — " if plan.get("why") else "") + "to its owner's junkyard"
    return True


ZONE_REPLACERS.append(_junkyard)
