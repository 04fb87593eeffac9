"""Consistency checks for a game state (used on loading saved games and by the fuzzer): every object
in exactly one zone list, zone lists naming existing objects, ids below the counters."""
from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..core.errors import SaveFormatError
from ..core.types import Zone, Step
from .loop import actor_for, TASKS
from .limits import ID_BOUND, limit, MANA_BOUND, NUMBER_BOUND
from .actions import priority_options

if TYPE_CHECKING:
    from .state import GameState


def problems(state: "GameState") -> list[str]:
    out: list[str] = []
    n = len(state.players)
    seen: dict[int, str] = {}

    objects = state.objects

    def take(oid, where, zone):
        """The object listed in zone list ``where`` (of zone ``zone``), or None."""
        if not isinstance(oid, int):
            out.append(f"{where}: id {oid!r} is not an integer")
            return None
        if oid in seen:
            out.append(f"object {oid} is in two zones ({seen[oid]} and {where})")
        seen[oid] = where
        o = objects.get(oid)
        if o is None:
            out.append(f"{where}: dangling object id {oid}")
            return None
        if o.zone != zone:
            out.append(f"object {oid} says zone {o.zone!r} but is listed in {where}")
        return o

    for name in ("library", "hand", "graveyard", "outside"):
        lists = getattr(state, name)
        if len(lists) != n:
            out.append(f"{name}: expected {n} lists, got {len(lists)}")
            continue
        for p, lst in enumerate(lists):
            where = f"{name}[{p}]"
            for oid in lst:
                o = take(oid, where, name)
                if o is not None and o.owner != p:
                    out.append(f"object {oid} in {where} is owned by player {o.owner}")
    for name in ("battlefield", "stack", "exile", "command"):
        for oid in getattr(state, name):
            take(oid, name, name)
    for oid, o in state.objects.items():
        if oid not in seen:
            out.append(f"object {oid} ({o.card}) is in no zone")
        if o.id != oid:
            out.append(f"object {oid} has mismatched id {o.id}")
        if not (0 <= o.owner < n):
            out.append(f"object {oid} has an invalid owner {o.owner}")
        if not (0 <= o.controller < n):
            out.append(f"object {oid} has an invalid controller {o.controller}")
        if o.zone not in Zone.ALL:
            out.append(f"object {oid} is in an unknown zone {o.zone!r}")
        if oid >= state.next_id:
            out.append(f"object id {oid} is not below next_id {state.next_id}")
        if o.kind == "card" and o.card is not None:
            try:
                state.pool.get(o.card)
            except Exception as e:  # unknown card names
                out.append(f"object {oid}: {e}")
        if o.attached_to is not None and o.attached_to >= 0 and o.attached_to not in state.objects and o.zone == Zone.BATTLEFIELD:
            pass  # an attachment to a departed object is legal until state-based actions (704.5m-n)
    if state.decision is not None:
        d = state.decision
        if not (0 <= d.actor < n and 0 <= d.player < n):
            out.append("pending decision names an invalid player")
    if not (0 <= state.active < n):
        out.append(f"invalid active player {state.active}")
    return out


def _phased_ok(v) -> bool:
    """702.26: phased in (False), or phased out as (controller, "direct"/"indirect"/"until", source)."""
    if isinstance(v, bool):
        return True
    return (isinstance(v, tuple) and len(v) == 3 and _type_ok(v[0], int) and v[1] in ("direct", "indirect", "until")
            and (v[2] is None or _type_ok(v[2], int)))


_OBJ_TYPES = {
    "id": int, "uid": int, "owner": int, "controller": int, "zone": str, "kind": str, "face": int,
    "tapped": bool, "face_down": bool, "sick": bool, "damage": int, "deathtouched": bool,
    "timestamp": int, "flipped": bool, "targets": tuple, "modes": tuple, "damaged_by": tuple, "divide": tuple,
    "paid": frozenset,
}
_OBJ_OPTIONAL = {"card": str, "counters": dict, "attached_to": int, "alt": str, "x": int, "source": int,
                 "cast_from": str, "memory": dict, "chosen": dict}
_PLAYER_TYPES = {"id": int, "name": str, "life": int, "poison": int, "counters": dict, "pool": list,
                 "lands_played": int, "land_plays": int, "lost": bool, "won": bool, "left": bool, "conceded": bool,
                 "drew_from_empty": bool, "mulligans": int, "kept": bool, "deck": tuple, "life_gained_turn": int,
                 "life_lost_turn": int, "spells_cast_turn": int, "cards_drawn_turn": int, "extra": dict,
                 "brought": tuple}
_PLAYER_OPTIONAL = {"max_hand": int, "controlled_by": int, "loss_reason": str}


def _type_ok(v, t) -> bool:
    if t is int:
        return isinstance(v, int) and not isinstance(v, bool)
    return isinstance(v, t)


def type_problems(state: "GameState") -> list[str]:
    """Wrong types anywhere a hand-edited save could put them."""
    out: list[str] = []
    for oid, o in state.objects.items():
        for k, t in _OBJ_TYPES.items():
            if not _type_ok(getattr(o, k), t):
                out.append(f"object {oid}: field {k!r} should be {t.__name__}, got {getattr(o, k)!r}")
        for k, t in _OBJ_OPTIONAL.items():
            v = getattr(o, k)
            if v is not None and not _type_ok(v, t):
                out.append(f"object {oid}: field {k!r} should be {t.__name__} or null, got {v!r}")
        if not _phased_ok(o.phased_out):
            out.append(f"object {oid}: field 'phased_out' should be a bool or (controller, how, source) "
                       f"(engine/phasing.py), got {o.phased_out!r}")
        if o.counters and not all(isinstance(k, str) and _type_ok(v, int) for k, v in o.counters.items()):
            out.append(f"object {oid}: counters must map names to integers")
        if o.damage < 0:
            out.append(f"object {oid}: negative damage")
    for i, p in enumerate(state.players):
        for k, t in _PLAYER_TYPES.items():
            if not _type_ok(getattr(p, k), t):
                out.append(f"player {i}: field {k!r} should be {t.__name__}, got {getattr(p, k)!r}")
        for k, t in _PLAYER_OPTIONAL.items():
            v = getattr(p, k)
            if v is not None and not _type_ok(v, t):
                out.append(f"player {i}: field {k!r} should be {t.__name__} or null, got {v!r}")
        if isinstance(p.pool, list) and not all(_type_ok(x, int) and x >= 0 for x in p.pool):
            out.append(f"player {i}: mana pool entries must be non-negative integers")
        if p.id != i:
            out.append(f"player {i}: id {p.id!r} does not match its seat")
        for k in ("deck", "brought"):
            if isinstance(getattr(p, k), tuple) and not all(isinstance(x, str) for x in getattr(p, k)):
                out.append(f"player {i}: field {k!r} must list card names")
    for name in ("turn", "active", "passes", "starting_player", "next_id", "next_uid", "next_ts"):
        if not _type_ok(getattr(state, name), int):
            out.append(f"{name} should be an integer, got {getattr(state, name)!r}")
    if state.priority is not None and not _type_ok(state.priority, int):
        out.append(f"priority should be a player or null, got {state.priority!r}")
    elif state.priority is not None and not (0 <= state.priority < len(state.players)):
        out.append(f"priority names no player: {state.priority}")
    if state.step not in Step.ORDER and state.step != "setup":
        out.append(f"unknown step {state.step!r}")
    if not isinstance(state.turn_order, list) or sorted(state.turn_order) != list(range(len(state.players))):
        out.append("turn_order must list each player once")
    for t in state.agenda:
        if not isinstance(t, tuple) or not t or t[0] not in TASKS:
            out.append(f"unknown engine task {t!r}")
    d = state.decision
    if d is not None:
        if not isinstance(d.resume, tuple) or not d.resume or d.resume[0] not in TASKS:
            out.append(f"pending decision has an unknown continuation {d.resume!r}")
        if d.options is not None and not isinstance(d.options, tuple):
            out.append("pending decision options must be a list")
    for name in ("combat", "casting"):
        v = getattr(state, name)
        if v is not None and not isinstance(v, dict):
            out.append(f"{name} should be an object or null, got {v!r}")
    for name in ("designations", "turn_data", "options", "history"):
        if not isinstance(getattr(state, name), dict):
            out.append(f"{name} should be an object")
    for name in ("effects", "pending", "delayed", "extra_turns", "shields", "agenda"):
        if not isinstance(getattr(state, name), list):
            out.append(f"{name} should be a list")
    if not isinstance(state.rng, int) or state.rng < 0:
        out.append("rng state must be a non-negative integer")
    if state.decision is None and state.result is None:
        out.append("a saved game in progress must have a pending decision")
    return out


def check_state(state: "GameState") -> None:
    ps = type_problems(state)
    if not ps:
        ps = problems(state)
    if ps:
        raise SaveFormatError("saved game is inconsistent: " + "; ".join(ps[:10]) + (" ..." if len(ps) > 10 else ""))


# ---------------------------------------------------------------- a save as untrusted input


_ESCAPE = re.compile(r"\\.")
_STRING = re.compile(r'"[^"]*"')
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_KEEP = {c: None for c in range(128) if chr(c) not in '[]{}"\\/bfnrtu'}  # (brackets, quotes, escapes)
_INNERMOST = re.compile(r"\[\]|\{\}")


def text_depth(text: str, stop: int) -> int:
    """The nesting depth of JSON ``text`` (arrays and objects), or ``stop + 1`` if it is deeper than
    ``stop``: strings dropped, then innermost bracket pairs removed one level per pass (each pass a
    regular-expression sweep, so a 150 kB save costs about a millisecond)."""
    b = _NOT_BRACKET.sub("", _STRING.sub("", _ESCAPE.sub("", text.translate(_KEEP))))
    depth = 0
    while b and depth <= stop:
        b, n = _INNERMOST.subn("", b)
        if n == 0:
            break  # unbalanced: the JSON parser reports it
        depth += 1
    return depth


def json_depth(data) -> int:
    """The nesting depth of decoded JSON ``data`` (arrays and objects), computed without recursion."""
    deepest = 0
    todo = [(data, 1)]
    while todo:
        v, d = todo.pop()
        if isinstance(v, dict):
            v = list(v.values())
        elif not isinstance(v, list):
            continue
        if d > deepest:
            deepest = d
        todo.extend((x, d + 1) for x in v if isinstance(x, (list, dict)))
    return deepest


def _bounded(out: list, field: str, v, lo: int, hi: int) -> None:
    if isinstance(v, int) and not isinstance(v, bool) and not (lo <= v <= hi):
        out.append((field, f"{field} = {v} is outside the engine's bounds [{lo}, {hi}]"))


def bound_problems(state: "GameState") -> list[tuple[str, str]]:
    """Numbers beyond what the engine can reach (engine/limits.py bounds): (field, message) pairs."""
    out: list[tuple[str, str]] = []
    nb = NUMBER_BOUND
    n = len(state.players)
    for i, p in enumerate(state.players):
        f = f"players[{i}]"
        _bounded(out, f + ".life", p.life, -nb, nb)
        for k in ("poison", "lands_played", "land_plays", "mulligans", "life_gained_turn", "life_lost_turn",
                  "spells_cast_turn", "cards_drawn_turn"):
            _bounded(out, f"{f}.{k}", getattr(p, k), 0, nb)
        if p.max_hand is not None:
            _bounded(out, f + ".max_hand", p.max_hand, 0, nb)
        if p.controlled_by is not None:
            _bounded(out, f + ".controlled_by", p.controlled_by, 0, n - 1)
        for k, v in (p.counters or {}).items():
            _bounded(out, f"{f}.counters.{k}", v, 0, nb)
        for j, v in enumerate(p.pool):
            _bounded(out, f"{f}.pool[{j}]", v, 0, MANA_BOUND)
    for oid, o in state.objects.items():
        f = f"objects[{oid}]"
        _bounded(out, f + ".id", o.id, 1, ID_BOUND)
        _bounded(out, f + ".uid", o.uid, 0, ID_BOUND)
        _bounded(out, f + ".timestamp", o.timestamp, 0, ID_BOUND)
        _bounded(out, f + ".damage", o.damage, 0, nb)
        if o.x is not None:
            _bounded(out, f + ".x", o.x, 0, nb)
        for k, v in (o.counters or {}).items():
            _bounded(out, f"{f}.counters.{k}", v, 0, nb)
    _bounded(out, "turn", state.turn, 0, limit(state, "max_turns") + 1)
    _bounded(out, "passes", state.passes, 0, n)
    _bounded(out, "starting_player", state.starting_player, 0, n - 1)
    for k in ("next_id", "next_uid", "next_ts"):
        _bounded(out, k, getattr(state, k), 1, ID_BOUND)
    if isinstance(state.rng, int) and state.rng >= 2**64:
        out.append(("rng", "rng is not a 64-bit generator state"))
    if state.monarch is not None and not (isinstance(state.monarch, int) and 0 <= state.monarch < n):
        out.append(("monarch", f"monarch names no player: {state.monarch!r}"))
    if len(state.effects) > limit(state, "max_effects"):
        out.append(("effects", f"more continuous effects ({len(state.effects)}) than max_effects allows"))
    if len(state.objects) > limit(state, "max_objects"):
        out.append(("objects", f"more objects ({len(state.objects)}) than max_objects allows"))
    return out


def origin_problems(state: "GameState") -> list[tuple[str, str]]:
    """Every card in the game came from a player's deck or the cards they brought (sideboard, Attraction
    deck: ``PlayerState.brought``), each physical card (uid) once; every token or copy that names a card
    names one of those (tokens and copies are made from objects in the game, 111.10, 707). Not checked in
    a subgame (729), whose cards come from its main game's libraries."""
    from collections import Counter

    out: list[tuple[str, str]] = []
    if state.parent is not None:
        return out
    allowed = [Counter(p.deck) + Counter(p.brought) for p in state.players]
    every = set()
    for c in allowed:
        every |= set(c)
    seen_uid: dict[int, int] = {}
    have = [Counter() for _ in state.players]
    for oid in sorted(state.objects):
        o = state.objects[oid]
        if o.card is None:
            continue
        if o.kind == "card":
            if o.uid in seen_uid:
                out.append((f"objects[{oid}].uid", f"card uid {o.uid} is both object {seen_uid[o.uid]} and {oid}"))
            seen_uid[o.uid] = oid
            if 0 <= o.owner < len(have):
                have[o.owner][o.card] += 1
        elif o.card not in every:
            out.append((f"objects[{oid}].card", f"{o.kind} of {o.card!r} copies no card of the game"))
    for i, (h, a) in enumerate(zip(have, allowed)):
        extra = h - a
        if extra:
            name = sorted(extra)[0]
            out.append((f"players[{i}].deck", f"{extra[name]} {name!r} owned by player {i} beyond their deck "
                                              f"and the cards they brought"))
    return out


# The continuation each kind of decision is asked with (engine tasks; see the ask() calls).
_RESUMES = {
    "priority": {"priority_choice"}, "mulligan": {"mulligan_answer"}, "bottom": {"bottom_chosen"},
    "play_first": {"set_first_player_choice"},
}


def decision_problems(state: "GameState") -> list[tuple[str, str]]:
    """The pending decision re-derived from the state, not believed: who decides (723.5), its
    continuation, and, for priority (117), the opening decisions (103) and the cleanup discard (514.1),
    its options computed again and compared. Also: no decision beside a result."""
    out: list[tuple[str, str]] = []
    d = state.decision
    if d is None:
        return out
    if state.result is not None:
        return [("result", "a finished game (result) can't have a pending decision")]
    n = len(state.players)
    if not (0 <= d.player < n):
        return [("decision.player", f"decision.player {d.player} names no player")]
    if d.actor != actor_for(state, d.player):
        out.append(("decision.actor", f"decision.actor {d.actor} is not who decides for player {d.player} (723.5)"))
    if not state.players[d.player].in_game:
        out.append(("decision.player", f"player {d.player} has left the game"))
    want = _RESUMES.get(d.kind)
    if want is not None and (not d.resume or d.resume[0] not in want):
        out.append(("decision.resume", f"a {d.kind} decision can't continue with {d.resume!r}"))
        return out
    expect = None
    if d.kind == "priority":
        if d.resume != ("priority_choice", d.player) or state.priority != d.player:
            out.append(("decision.resume", "the priority decision is not for the player with priority"))
            return out
        expect = priority_options(state, d.player)
    elif d.kind == "mulligan":
        size = state.options.get("hand_size", 7)
        expect = (("keep",), ("mulligan",)) if state.players[d.player].mulligans < size else (("keep",),)
    elif d.kind == "bottom":
        expect = tuple(("bottom", oid) for oid in state.hand[d.player])
    elif d.kind == "play_first":
        expect = tuple(("first", p) for p in range(n))
    elif d.kind == "discard" and d.resume[:1] == ("cleanup_discard",):
        if d.player != state.active:
            out.append(("decision.player", "the cleanup discard is the active player's (514.1)"))
        expect = tuple(("discard", oid) for oid in state.hand[state.active])
    if expect is not None and d.options != expect:
        extra = [o for o in (d.options or ()) if o not in expect]
        what = f"e.g. {extra[0]!r} is not legal now" if extra else "options are missing or out of order"
        out.append(("decision.options", f"the saved {d.kind} options don't match the state ({what})"))
    return out
