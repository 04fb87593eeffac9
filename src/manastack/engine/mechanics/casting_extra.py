"""Casting cards from effects: during resolution (608.2g; copies of cards, 707.12) and by permission
("you may cast ... this turn", "you may cast artifact spells from your graveyard", 601.3).

Every permission judges a spell by the characteristics it would be cast with (718.3a), so a prototype
card may qualify only when cast prototyped (seed ruling: Blitz Automaton exiled with Chandra,
Dressed to Kill's last ability can be cast for {2}{R} as a red spell, not for {7} as a colorless one).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.types import Step, Zone
from ...tree import effects as E
from ...tree.continuous import CastFrom
from ...tree.refs import TopCards
from ..chars import name_of, static_mods, chars
from ..effects import ask_effect, effect
from ..evaluate import EXTRA_REFS, FACTS, Env, amount, resolve_ref
from ..events import log, pname
from ..loop import push
from ..mechanics_hooks import CAST_PERMISSIONS, CASTABLE_ZONES, LAND_PERMISSIONS
from ..state import GameObject, is_player, pent, pid_of
from ..support import IMPLEMENTED_DURATIONS, IMPLEMENTED_FACTS, implements
from .prototype import combine, ways_to_cast
from ..casting import begin_cast
from ..relevance import needs

if TYPE_CHECKING:
    from ..state import GameState

implements("TopCards", "CastFrom")


# ---------------------------------------------------------------- refs and facts


def _top_cards(env: Env, ref: TopCards) -> tuple:
    out: list[int] = []
    n = amount(env, ref.n)
    for e in resolve_ref(env, ref.who):
        if is_player(e) and n > 0:
            out.extend(reversed(env.state.library[pid_of(e)][-n:]))
    return tuple(out)


EXTRA_REFS[TopCards] = _top_cards


def _you_cast_it(env: Env, of) -> bool:
    """"if you cast it" (an enters trigger's intervening if): the permanent was a spell that was cast
    and resolved (601.2i, 608.3) — a copy of a spell was not cast (707.10)."""
    ev = env.ctx.event if env.ctx is not None else None
    if not isinstance(ev, dict) or ev.get("kind") != "zone" or ev.get("from") != Zone.STACK:
        return False
    o = env.state.objects.get(ev.get("new"))
    if o is not None and o.kind == "copy":
        return False
    return ev.get("cause") == "resolve"


FACTS["you_cast_it"] = _you_cast_it
IMPLEMENTED_FACTS.add("you_cast_it")


def _your_main_phase(env: Env, of) -> bool:
    """505.1: it is a main phase (precombat or postcombat) of the ability's controller."""
    st = env.state
    return st.active == env.controller and st.step in (Step.MAIN1, Step.MAIN2)


def _spell_was_cast(env: Env, of) -> bool:
    """The source is a spell on the stack that was cast (601.2i): a copy of a spell was not (707.10)."""
    o = env.state.objects.get(env.source)
    return o is not None and o.zone == Zone.STACK and o.kind == "card"


FACTS["your_main_phase"] = _your_main_phase
FACTS["spell_was_cast"] = _spell_was_cast
IMPLEMENTED_FACTS.update(("your_main_phase", "spell_was_cast"))


# ---------------------------------------------------------------- casting during resolution


def _make_copy(state: GameState, oid: int, pid: int) -> int:
    """707.12: a copy of a card, created in the zone the card is in (owned by the player making it).
    It is a stray: if it isn't cast it ceases to exist at the next state-based action check (704.5e)."""
    o = state.objects[oid]
    zone = o.zone
    nid = state.new_id()
    c = GameObject(nid, state.next_uid, o.card, pid, zone, "copy")
    state.next_uid += 1
    c.face = o.face
    c.sick = False
    c.timestamp = state.new_ts()
    state.add_object(c)
    if zone in (Zone.EXILE, Zone.COMMAND):
        state.zone_list(zone, pid).append(nid)
    else:
        zone = Zone.EXILE if zone in (Zone.BATTLEFIELD, Zone.STACK) else zone
        c.zone = zone
        state.zone_list(zone, pid).append(nid)
    state.turn_data.setdefault("strays", []).append(nid)
    state.touch()
    log(state, "copy", "707.12", f"{pname(state, pid)} copies {name_of(state, oid)}", {"object": nid, "of": oid})
    return nid


@effect(E.CastCard)
def cast_card(state, ctx, node, progress, answer):
    """608.2g / 707.12: cast a card (or a copy of it) while this spell or ability resolves, ignoring
    timing permissions; with ``free`` no alternative cost can be paid, but additional costs can (and
    mandatory ones must) be (118.9, seed ruling), and X is 0 (107.3b)."""
    env = Env(state, ctx.source, ctx.controller, ctx)
    ps = [pid_of(e) for e in resolve_ref(env, node.who) if is_player(e)]
    pid = ps[0] if ps else ctx.controller
    if progress is None:
        cands = [e for e in resolve_ref(env, node.what) if e >= 0 and e in state.objects
                 and state.objects[e].zone not in (Zone.STACK, Zone.BATTLEFIELD)]
        if node.copy:
            cands = [_make_copy(state, e, pid) for e in cands]
        progress = ("choose", tuple(cands))
    if progress[0] == "after":
        oid = progress[1]
        o = state.objects.get(oid)
        if o is not None and o.kind == "copy" and o.zone != Zone.STACK:
            strays = state.turn_data.setdefault("strays", [])
            if oid not in strays:
                strays.append(oid)  # 704.5e: a copy that wasn't cast ceases to exist
        return
    cands = tuple(c for c in progress[1] if c in state.objects)
    if answer is not None:
        if answer[0] == "cast" and answer[1] in cands:
            push(state, "effect", ctx.id, node, ("after", answer[1]), None)
            begin_cast(state, pid, answer[1], answer[2])
            state.casting["resolving"] = True
            # 400.7h: the rest of the effect can find the spell the card became ("If that spell would be put
            # into a graveyard, exile it instead")
            nid = state.casting["obj"]
            if ctx.targets and any(answer[1] in slot for slot in ctx.targets):
                ctx.targets = tuple(tuple(nid if e == answer[1] else e for e in slot) for slot in ctx.targets)
        return
    base = "free" if node.free else "normal"
    opts = []
    for oid in cands:
        for v in ways_to_cast(state, pid, oid, base, node.filter, ctx.source):
            opts.append(("cast", oid, v))
    if not opts:
        return
    if node.optional or len(opts) > 1:
        ask_effect(state, ctx, node, progress, "option", pid, tuple(opts) + ((("decline",),) if node.optional else ()),
                   "Cast " + ("a copy" if node.copy else "it") + (" without paying its mana cost" if node.free else "")
                   + "?", info={"cards": cands})
        return
    cast_card(state, ctx, node, progress, opts[0])


# ---------------------------------------------------------------- permissions


def _perm_records(state: GameState) -> tuple:
    recs = state.designations.get("may_cast")
    if not recs:
        return ()
    return tuple(r for r in recs if r[0] in state.objects and _alive(state, r))


def _alive(state: GameState, r: tuple) -> bool:
    duration, turn = r[5], r[6]
    if duration == "end_of_turn":
        return state.turn == turn
    if duration == "while_exiled":  # "for as long as it remains exiled" (400.7: a new object once it leaves)
        return state.objects[r[0]].zone == Zone.EXILE
    return True


@effect(E.MayCast)
def _may_cast(state, ctx, node, progress, answer):
    """A resolving spell or ability lets a player cast some cards (until ``duration`` ends)."""
    env = Env(state, ctx.source, ctx.controller, ctx)
    ps = [pid_of(e) for e in resolve_ref(env, node.who) if is_player(e)]
    pid = ps[0] if ps else ctx.controller
    ids = [e for e in resolve_ref(env, node.what) if e >= 0 and e in state.objects]
    recs = _perm_records(state)  # (expired ones are dropped here)
    recs += tuple((oid, pid, node.filter, node.free, ctx.source, node.duration, state.turn) for oid in ids)
    state.designations["may_cast"] = recs
    state.touch()
    if ids:
        log(state, "permission", "601.3", f"{pname(state, pid)} may cast " + ", ".join(name_of(state, i) for i in ids)
            + (" this turn" if node.duration == "end_of_turn" else ""))


def _static_cast_from(state: GameState, pid: int) -> tuple:
    """(zone, filter, source) for each "you may cast ... from <zone>" static ability pid controls.
    (Asked for every card when priority options are listed: kept for the state version.)"""
    if not static_mods(state, CastFrom):
        return ()
    memo = state.memo()
    key = ("cast_from", pid)
    hit = memo.get(key)
    if hit is None:
        hit = memo[key] = tuple(_static_cast_from_now(state, pid))
    return hit


def _static_cast_from_now(state: GameState, pid: int) -> list[tuple]:
    return [(m.zone, m.filter, oid) for oid, c, _ab, m in static_mods(state, CastFrom) if c.controller == pid]


def _castable_elsewhere(state: GameState, pid: int) -> list[int]:
    """Cards outside the hand and the player's own graveyard that a permission lets ``pid`` cast."""
    recs = _perm_records(state)
    statics = _static_cast_from(state, pid)
    if not recs and not statics:
        return []  # (the usual case, at every priority)
    out = [r[0] for r in recs if r[1] == pid
           and not (state.objects[r[0]].zone in (Zone.HAND, Zone.GRAVEYARD) and state.objects[r[0]].owner == pid)]
    for zone, _f, _s in statics:
        if zone == "library_top" and state.library[pid]:
            out.append(state.library[pid][-1])
    return list(dict.fromkeys(out))


def _permission_variants(state: GameState, pid: int, oid: int) -> list[str]:
    recs = _perm_records(state)
    statics = _static_cast_from(state, pid)
    if not recs and not statics:
        return []
    o = state.objects[oid]
    out: list[str] = []
    for r in recs:
        if r[0] == oid and r[1] == pid:
            out += ways_to_cast(state, pid, oid, "free" if r[3] else "normal", r[2], r[4])
    for zone, filt, src in statics:
        here = ((zone == "graveyard" and o.zone == Zone.GRAVEYARD and o.owner == pid)
                or (zone == "library_top" and o.zone == Zone.LIBRARY and state.library[o.owner]
                    and state.library[o.owner][-1] == oid and o.owner == pid)
                or (zone == "exile" and o.zone == Zone.EXILE and o.owner == pid))
        if here:
            out += ways_to_cast(state, pid, oid, "normal", filt, src)
    return list(dict.fromkeys(out))


def _permission_quiet(state: GameState, pid: int, zone: str) -> bool:
    """No permission lets ``pid`` cast a card of theirs in ``zone`` now (the static ones name a graveyard,
    the top of a library or exile, never a hand)."""
    return not _perm_records(state) and (zone == Zone.HAND or not _static_cast_from(state, pid))


_permission_variants.quiet = _permission_quiet  # type: ignore[attr-defined]
# (records come only from MayCast effects; statics are CastFrom modifications: engine/relevance.py)
needs("maycast", "castfrom")(_castable_elsewhere)
needs("maycast", "castfrom")(_permission_variants)
CASTABLE_ZONES.append(_castable_elsewhere)
CAST_PERMISSIONS.append(_permission_variants)

# ---------------------------------------------------------------- "you may play" permissions (MayPlay)
# Records in ``state.designations["may_play"]``: (card, player, source, duration, turn granted, any color).


def _play_records(state: GameState) -> tuple:
    recs = state.designations.get("may_play")
    if not recs:
        return ()
    return tuple(r for r in recs if r[0] in state.objects and _play_alive(state, r))


def _play_alive(state: GameState, r: tuple) -> bool:
    """Does the permission still hold? "for as long as it remains exiled": while that object is in exile
    (once it leaves, it is a new object the permission doesn't know, 400.7)."""
    duration = r[3]
    if duration == "while_exiled":
        return state.objects[r[0]].zone == Zone.EXILE
    if duration == "end_of_turn":
        return state.turn == r[4]
    return True


def grant_play(state: GameState, pid: int, ids, source: int | None, duration: str, any_color: bool) -> None:
    """601.3, 305.1: ``pid`` may play the cards ``ids`` (cast the spells, play the lands) for ``duration``;
    with ``any_color``, spending mana as though it were mana of any color to cast them (609.4b)."""
    ids = [i for i in ids if i in state.objects]
    if not ids:
        return
    recs = _play_records(state)  # (expired ones are dropped here)
    recs += tuple((oid, pid, source, duration, state.turn, any_color) for oid in ids)
    state.designations["may_play"] = recs
    state.touch()
    log(state, "permission", "601.3", f"{pname(state, pid)} may play " + ", ".join(name_of(state, i) for i in ids)
        + (" for as long as " + ("it remains" if len(ids) == 1 else "they remain") + " exiled"
           if duration == "while_exiled" else " this turn" if duration == "end_of_turn" else "")
        + (", spending mana as though it were mana of any color" if any_color else ""))


@effect(E.MayPlay)
def _may_play(state, ctx, node, progress, answer):
    """A resolving spell or ability lets a player play some cards (601.3, 305.1) for ``duration``."""
    env = Env(state, ctx.source, ctx.controller, ctx)
    ps = [pid_of(e) for e in resolve_ref(env, node.who) if is_player(e)]
    pid = ps[0] if ps else ctx.controller
    ids = [e for e in resolve_ref(env, node.what) if e >= 0 and e in state.objects]
    grant_play(state, pid, ids, ctx.source, node.duration, node.any_color)


IMPLEMENTED_DURATIONS["MayPlay"] = {"while_exiled", "end_of_turn", "permanent"}
IMPLEMENTED_DURATIONS["MayCast"] = {"while_exiled", "end_of_turn", "permanent"}  # (_alive)  # (_play_alive: "this turn"; no
# duration stated: for the rest of the game, 611.2a -- as long as the object stays where it is, 400.7)


def _is_land(state: GameState, oid: int) -> bool:
    return "Land" in chars(state, oid).types


def _playable_spells(state: GameState, pid: int) -> list[int]:
    """Cards outside ``pid``'s hand and graveyard that a play permission lets them cast."""
    if not state.designations.get("may_play"):
        return []  # (the usual case, at every priority: no permission was ever granted)
    return list(dict.fromkeys(
        r[0] for r in _play_records(state) if r[1] == pid and not _is_land(state, r[0])
        and not (state.objects[r[0]].zone in (Zone.HAND, Zone.GRAVEYARD) and state.objects[r[0]].owner == pid)))


def _play_variants(state: GameState, pid: int, oid: int) -> list[str]:
    """The ways a play permission lets ``pid`` cast ``oid``: normally, or spending mana as though it were
    mana of any color ("anycolor", 609.4b); prototyped too when the card has prototype (702.160)."""
    out: list[str] = []
    for r in _play_records(state):
        if r[0] == oid and r[1] == pid:
            out += ways_to_cast(state, pid, oid, "anycolor" if r[5] else "normal", None, r[2])
    return list(dict.fromkeys(out))


def _play_quiet(state: GameState, pid: int, zone: str) -> bool:
    return not state.designations.get("may_play")  # (expired records are pruned as the next one is granted)


def _playable_lands(state: GameState, pid: int) -> list[int]:
    """305.1 with a permission: the land cards a play permission lets ``pid`` play (when they could play a
    land at all: their main phase, an empty stack, a land play left, 305.2)."""
    if not state.designations.get("may_play"):
        return []
    return list(dict.fromkeys(r[0] for r in _play_records(state) if r[1] == pid and _is_land(state, r[0])))


_play_variants.quiet = _play_quiet  # type: ignore[attr-defined]
needs("mayplay")(_playable_spells)  # (records come only from MayPlay effects, grant_play)
needs("mayplay")(_play_variants)
CASTABLE_ZONES.append(_playable_spells)
CAST_PERMISSIONS.append(_play_variants)
needs("mayplay")(_playable_lands)
LAND_PERMISSIONS.append(_playable_lands)
implements("MayPlay")

__all__ = ["combine", "grant_play", "pent"]
