"""Primitive events: every change to a game goes through these functions (DESIGN: "Events carry every
change"). Each one lets replacement/prevention effects see the event first (614–616), applies it,
logs it with the rule that caused it, and hands it to trigger collection (603.2)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from ..core.types import Zone
from . import upcalls
from .chars import chars, name_of
from .charvalues import KEYWORD_COUNTERS, copiable_prototyped, copiable_snapshot
from .evaluate import remember_lki, snapshot
from .state import BOARD_ZONES, CHARS_ZONES, GameObject, is_player, pent, pid_of
from .rng import below

if TYPE_CHECKING:
    from .state import GameState

MANA_INDEX = {"W": 0, "U": 1, "B": 2, "R": 3, "G": 4, "C": 5}
MANA_ORDER = "WUBRGC"

# Replacement hooks (614). Mechanic modules append to these. Each hook may change the plan dict of an
# event and returns True when it applied (an effect applies to one event at most once, 614.5).
ZONE_REPLACERS: list[Callable[["GameState", int, dict], bool]] = []
# 730.3a: fn(state, owner, zone, ids) -- the owner arranges the cards a merged permanent became in a graveyard or
# library (ids: the new objects, now adjacent in that zone list; engine/mechanics/mutate.py fills it)
MERGED_ORDER: list[Callable[["GameState", int, str, list], None]] = []
# 730.3b: the player exiling a merged permanent orders its cards' timestamps (filled by engine/mechanics/mutate.py)
MERGED_EXILE_ORDER: list[Callable[["GameState", int, list], None]] = []
DAMAGE_REPLACERS: list[Callable[["GameState", dict], bool]] = []
DRAW_REPLACERS: list[Callable[["GameState", int, dict], bool]] = []
# plan {"object", "counter", "n", "cost"} / {"controller", "n"} / {"player", "amount"}: hooks change the numbers
COUNTER_REPLACERS: list[Callable[["GameState", dict], None]] = []
TOKEN_REPLACERS: list[Callable[["GameState", dict], None]] = []
LIFE_GAIN_REPLACERS: list[Callable[["GameState", dict], None]] = []


def log(state: "GameState", kind: str, rule: str, text: str, data: Any = None) -> None:
    state.add_log(kind, rule, text, data)


def fire(state: "GameState", event: dict) -> None:
    upcalls.collect(state, event)


def pname(state: "GameState", pid: int) -> str:
    return state.players[pid].name


def ename(state: "GameState", entity: int) -> str:
    return pname(state, pid_of(entity)) if is_player(entity) else name_of(state, entity)


# ---------------------------------------------------------------- zone changes


def _remove_from_zone(state: "GameState", o: GameObject) -> None:
    lst = state.zone_list(o.zone, o.owner)
    try:
        lst.remove(o.id)
    except ValueError:
        raise RuntimeError(f"object {o.id} ({o.card}) is not in its zone {o.zone}") from None


def move(state: "GameState", oid: int, to: str, **kw: Any) -> int | None:
    """Move one object to zone ``to`` (400.7: it becomes a new object; returns the new id)."""
    ids = move_many(state, [(oid, to, kw)])
    return ids[0]


def move_many(state: "GameState", moves: list[tuple[int, str, dict]], rule: str = "400.7") -> list[int | None]:
    """Move several objects simultaneously. Leaves-the-battlefield triggers look back at the game as it
    was just before the event (603.10a)."""

    if any(state.objects[m[0]].zone == Zone.BATTLEFIELD for m in moves if m[0] in state.objects):
        look = upcalls.lookback_snapshot(state)
    else:
        look = None
    results: list[int | None] = []
    events: list[dict] = []
    # 614.12, 707.5: what enters together with a permanent isn't on the battlefield yet as it enters (an "enter as a
    # copy" choice can't pick it): the cards entering in this batch, by uid
    batch = tuple(state.objects[m[0]].uid for m in moves if m[1] == Zone.BATTLEFIELD and m[0] in state.objects) \
        if len(moves) > 1 else ()
    for oid, to, kw in moves:
        if oid not in state.objects:
            results.append(None)
            continue
        plan = {"to": to, **kw}
        if batch and to == Zone.BATTLEFIELD:
            plan["entering_with"] = batch
        for rep in ZONE_REPLACERS:
            rep(state, oid, plan)
        if plan.get("cancel"):
            results.append(None)
            continue
        new_id, ev = _move_one(state, oid, plan, rule)
        results.append(new_id)
        if ev is not None:
            events.append(ev)
    if events:
        upcalls.collect_zone_changes(state, events, look)
        # 603.2c: "one or more cards leave your graveyard" sees each player's cards leaving in this event once
        left: dict[int, tuple] = {}
        for ev in events:
            if ev["from"] == Zone.GRAVEYARD and ev["new"] is not None:
                left[ev["owner"]] = left.get(ev["owner"], ()) + (ev["new"],)
        for owner, objs in left.items():
            fire(state, {"kind": "left_graveyard", "player": owner, "objects": objs})
    return results


def _move_one(state: "GameState", oid: int, plan: dict, rule: str) -> tuple[int | None, dict | None]:
    o = state.objects[oid]
    frm = o.zone
    to = plan["to"]
    snap = snapshot(state, oid) if frm in (Zone.BATTLEFIELD, Zone.STACK) else None
    if snap is not None:
        if frm == Zone.BATTLEFIELD:
            # 707.2, 608.2h: a copy made of it after it left ("create a token that's a copy of that creature")
            # takes its copiable values as it last existed on the battlefield
            snap["copiable"] = copiable_snapshot(state, oid)
            snap["prototyped"] = copiable_prototyped(state, oid)
        elif o.kind in ("card", "copy"):
            # 707.10, 608.2h: "copy that spell" after the spell left the stack copies it as it last existed
            snap["spell"] = {"card": o.card, "face": o.face, "alt": o.alt, "x": o.x, "modes": o.modes,
                             "targets": o.targets, "paid": o.paid, "divide": o.divide,
                             "copiable": copiable_snapshot(state, oid),
                             "prototyped": copiable_prototyped(state, oid)}
        lk = state.turn_data.setdefault("lki", {})
        lk[oid] = snap
    elif frm in (Zone.GRAVEYARD, Zone.EXILE):
        # 608.2h: an effect that needs information about a card that left a public zone uses its last
        # known information ("Reanimate ... you lose life equal to that card's mana value")
        state.turn_data.setdefault("lki", {})[oid] = snapshot(state, oid)
    _remove_from_zone(state, o)
    if frm == Zone.BATTLEFIELD and state.combat:
        remove_from_combat = upcalls.remove_from_combat

        remove_from_combat(state, oid)
    # the old object ceases to exist (400.7); keep nothing but last known information
    del state.objects[oid]
    if frm in BOARD_ZONES or to in BOARD_ZONES:
        state.touch()
    elif frm == Zone.STACK or to == Zone.STACK:
        state.touch_stack()  # (the battlefield's characteristics stay: engine/chars.py, ``_stack_base``)
    else:
        state.touch_light()  # (a card drawn, discarded, milled...: no characteristics cached change)
    owner = o.owner
    if to == "owner_library":
        to = Zone.LIBRARY
    divert = plan.get("divert") if o.merged else None  # 903.9c: {component uid: the zone it goes to instead}
    all_to = to
    if divert:
        to = divert.get(o.uid, to)
    nid = state.new_id()
    kind = "token" if o.kind == "copy" and to == Zone.BATTLEFIELD else o.kind  # 707.10f: becomes a token
    n = GameObject(nid, o.uid, o.card, owner, to, kind)
    n.token = o.token
    n.timestamp = state.new_ts()  # 613.7d
    if to == Zone.BATTLEFIELD:
        ctrl = plan.get("controller")
        n.controller = ctrl if ctrl is not None else (o.controller if frm == Zone.STACK else owner)
        n.tapped = bool(plan.get("tapped"))
        n.sick = True  # 302.6
        if frm == Zone.STACK:
            n.alt = o.alt  # 718.3b: the permanent a prototyped spell becomes keeps those values
            n.x = o.x
            n.paid = o.paid
            n.face = o.face
            n.copy_of = o.copy_of
            n.cast_from = o.cast_from  # 400.7d: "if you cast it from your hand"
        # 702.37c, 708.4: a face-down spell becomes a face-down permanent
        n.face_down = bool(plan.get("face_down")) or (frm == Zone.STACK and o.face_down)
        if plan.get("face_down_as"):
            n.alt = plan["face_down_as"]  # what put it onto the battlefield face down (701.40a, 701.58a)
        n.face = plan.get("face", n.face)
        if plan.get("copy_of") is not None:
            n.copy_of = plan["copy_of"]  # 707.5: it enters as a copy
    elif to == Zone.STACK:
        n.controller = plan.get("controller", owner)
    else:
        n.controller = owner
    if o.kind == "copy" and to != Zone.BATTLEFIELD:
        n.copy_of = o.copy_of  # a copy keeps its copiable values (707.2, 722.3c: a prepare spell's copy cast)
    if plan.get("face_down") and to != Zone.BATTLEFIELD:
        n.face_down = True
        if plan.get("face_down_as"):
            n.alt = plan["face_down_as"]  # a spell cast face down (702.37c, 702.168b)
    if o.face_down and frm in (Zone.BATTLEFIELD, Zone.STACK) and not n.face_down and o.card and state.logging:
        # 708.9: a face-down permanent or spell leaving for another zone is revealed to all players
        log(state, "reveal", "708.9", f"the face-down {'spell' if frm == Zone.STACK else 'permanent'} is "
            f"revealed: it is {o.card}", {"object": oid, "card": o.card})
    state.add_object(n)
    if n.kind in ("token", "copy") and to != Zone.BATTLEFIELD:
        state.turn_data.setdefault("strays", []).append(nid)  # for 704.5d-e
    dest = state.zone_list(to, owner)
    pos = plan.get("position", "top")
    if to == Zone.LIBRARY:
        if pos == "bottom":
            dest.insert(0, nid)
        elif isinstance(pos, int):
            dest.insert(max(0, len(dest) - pos), nid)
        else:
            dest.append(nid)
        if pos == "shuffle":
            shuffle(state, owner, log_it=False)
    else:
        dest.append(nid)
    parts = _split_merged(state, o, nid, all_to, owner, pos, divert, plan.get("by", o.controller)) \
        if o.merged else ()
    if to == Zone.BATTLEFIELD:
        if frm == Zone.STACK and state.effects:
            _follow_spell(state, oid, nid)
        _enter_battlefield(state, n, plan)
    why = plan.get("why", "")
    if state.logging:
        name = name_of(state, nid) if to not in (Zone.LIBRARY, Zone.HAND) or frm in (Zone.BATTLEFIELD, Zone.STACK, Zone.GRAVEYARD, Zone.EXILE) else "a card"
        if o.face_down and to in (Zone.LIBRARY, Zone.HAND):
            name = "a card"
        log(state, "zone", plan.get("rule", rule),
            f"{name} moves from {frm} to {to}" + (f" ({why})" if why else ""),
            {"object": oid, "new": nid, "from": frm, "to": to, "card": o.card, "owner": owner, "uid": o.uid})
    ev = {"kind": "zone", "object": oid, "new": nid, "from": frm, "to": to, "owner": owner,
          "controller": snap["controller"] if snap else owner, "snapshot": snap, "cause": plan.get("cause")}
    if parts:
        ev["components"] = parts
        td = state.turn_data
        td["merged_parts"] = {**td.get("merged_parts", {}), nid: parts}  # 730.3c (with_components)
    if to == Zone.BATTLEFIELD and n.x:
        ev["entered_x"] = n.x  # 107.3m: the X its own enters abilities refer to
    return nid, ev


def _split_merged(state: "GameState", o: GameObject, top: int, to: str, owner: int, pos: Any,
                  divert: dict | None = None, by: int | None = None) -> tuple:
    """730.3: a merged permanent leaving the battlefield is one permanent leaving; each of its other components
    is put into the same zone as a new object of its own (a token among them ceases to exist there, 704.5d).
    In a library they go just below the top component, in merged order; then 730.3a lets their owner arrange
    them in a graveyard or library (``MERGED_ORDER``); 730.3b: in exile, the player exiling it (``by``) orders
    their timestamps (``MERGED_EXILE_ORDER``). ``divert`` (903.9c): components put elsewhere (a commander
    its owner puts into the command zone)."""
    out = []
    dest = state.zone_list(to, owner)
    for comp in o.merged:
        nid = state.new_id()
        kind = comp.get("kind", "card")
        z = divert.get(comp["uid"], to) if divert else to
        n = GameObject(nid, comp["uid"], comp.get("card"), owner, z, kind)
        n.token = comp.get("token")
        n.timestamp = state.new_ts()
        state.add_object(n)
        if kind != "card":
            state.turn_data.setdefault("strays", []).append(nid)  # 704.5d
        if z != to:
            state.zone_list(z, owner).append(nid)
        elif to == Zone.LIBRARY and top in dest:
            dest.insert(dest.index(top), nid)
        elif to == Zone.LIBRARY and pos == "bottom":
            dest.insert(0, nid)
        else:
            dest.append(nid)
        if comp.get("face_down") and comp.get("card") and state.logging:
            log(state, "reveal", "708.9", f"the face-down component is revealed: it is {comp['card']}",
                {"object": nid, "card": comp["card"]})
        out.append(nid)
    if to == Zone.LIBRARY and pos == "shuffle":
        shuffle(state, owner, log_it=False)
    elif to in (Zone.GRAVEYARD, Zone.LIBRARY) and MERGED_ORDER:
        together = [i for i in (top,) + tuple(out) if state.objects[i].zone == to  # (a token ceases to exist, 704.5d)
                    and state.objects[i].kind == "card"]
        if len(together) > 1:
            MERGED_ORDER[0](state, owner, to, together)
    elif to == Zone.EXILE and MERGED_EXILE_ORDER:
        together = [i for i in (top,) + tuple(out) if state.objects[i].zone == to and state.objects[i].kind == "card"]
        if len(together) > 1:
            MERGED_EXILE_ORDER[0](state, owner if by is None else by, together)
    return tuple(out)


def with_components(state: "GameState", ids: list) -> list:
    """730.3c: the new objects a merged permanent became as it left the battlefield, for an effect that finds "it"
    (each of ``ids`` and, after any that was the top of a merged permanent, its other components still there)."""
    parts = state.turn_data.get("merged_parts")
    if not parts:
        return ids
    out = []
    for i in ids:
        out.append(i)
        out.extend(p for p in parts.get(i, ()) if p in state.objects)
    return out


def follow_spell(state: "GameState", spell: int, perm: int) -> None:
    """400.7a, 702.140f: effects that modified a spell go on modifying the permanent it became or merged with."""
    if state.effects:
        _follow_spell(state, spell, perm)


def _follow_spell(state: "GameState", spell: int, perm: int) -> None:
    """400.7a: effects from spells and abilities that change the characteristics or controller of a permanent
    spell on the stack continue to apply to the permanent that spell becomes ("Whenever you cast a Vampire
    creature spell, it gains bloodthirst 3")."""
    from dataclasses import replace as _replace

    changed = False
    out = []
    for e in state.effects:
        if e.filter is None and e.affected and spell in e.affected:
            e = _replace(e, affected=tuple(e.affected) + (perm,))
            changed = True
        out.append(e)
    if changed:
        state.effects = out


def _enter_battlefield(state: "GameState", n: GameObject, plan: dict) -> None:
    """Entering-the-battlefield bookkeeping: 306.5b loyalty, 310.4b defense, 614.1c/d ETB replacements."""
    etb_replacements = upcalls.etb_replacements

    c = chars(state, n.id)
    counters: dict[str, int] = {}
    if "Planeswalker" in c.types and c.loyalty is not None:
        counters["loyalty"] = c.loyalty
    if "Battle" in c.types and c.defense is not None:
        counters["defense"] = c.defense
    for k, v in (plan.get("counters") or {}).items():
        counters[k] = counters.get(k, 0) + v
    # "creatures that entered this turn": remember what entered during this turn (turn_data is cleared as each
    # turn begins); each entry is a new object (400.7), so the id names this permanent only
    state.turn_data.setdefault("entered", []).append(n.id)
    tapped, counters = etb_replacements(state, n.id, counters, cause=plan.get("cause"))
    if tapped:
        n.tapped = True
    if counters:
        n.counters = counters
        if state.logging:  # 122.6: counters an object is given as it enters are put on it
            for k, v in counters.items():
                log(state, "counters", "122.6", f"{name_of(state, n.id)} enters with {v} {k} counter{'s' if v != 1 else ''}",
                    {"object": n.id, "kind": k, "n": v})
        state.touch()
    else:
        state.touch_light()  # (entering tapped and the record of what entered: light changes, as mut_light's)


def create_tokens(state: "GameState", controller: int, spec: Any, n: int, tapped: bool = False,
                  copy_of_card: str | None = None, rule: str = "111.2", counters: dict | None = None) -> list[int]:
    """111.2: create ``n`` tokens under ``controller``'s control on the battlefield; ``counters``: each enters
    with them (122.6, 701.53a)."""

    if TOKEN_REPLACERS:
        plan = {"controller": controller, "n": n}
        for rep in TOKEN_REPLACERS:
            rep(state, plan)
        n = plan["n"]
    ids = []
    events = []
    for _ in range(n):
        nid = state.new_id()
        t = GameObject(nid, state.next_uid, copy_of_card, controller, Zone.BATTLEFIELD, "token")
        state.next_uid += 1
        t.token = spec
        t.controller = controller
        t.timestamp = state.new_ts()
        t.tapped = tapped
        state.add_object(t)
        state.battlefield.append(nid)
        _enter_battlefield(state, t, {"counters": counters} if counters else {})
        ids.append(nid)
        log(state, "create", rule, f"{pname(state, controller)} creates {name_of(state, nid)}",
            {"object": nid, "controller": controller})
        events.append({"kind": "zone", "object": None, "new": nid, "from": None, "to": Zone.BATTLEFIELD,
                       "owner": controller, "controller": controller, "snapshot": None, "cause": "create"})
    for ev in events:  # (the tokens one instruction created together: "one or more tokens" triggers once, 603.2c)
        ev["batch"] = list(ids)
    upcalls.collect_zone_changes(state, events, None)
    return ids


# ---------------------------------------------------------------- destroy, sacrifice, discard


def destroy(state: "GameState", oids: list[int], no_regen: bool = False, rule: str = "701.8") -> list[int]:
    """701.8: move permanents to their owners' graveyards, unless indestructible (702.12b) or a
    regeneration shield replaces it (701.19)."""
    moves = []
    for oid in oids:
        o = state.objects.get(oid)
        if o is None or o.zone != Zone.BATTLEFIELD:
            continue
        if "Indestructible" in chars(state, oid).keywords:
            log(state, "indestructible", "702.12b", f"{name_of(state, oid)} is indestructible")
            continue
        moves.append((oid, Zone.GRAVEYARD, {"why": "destroyed", "rule": rule, "cause": "destroy", "no_regen": no_regen}))
    res = move_many(state, moves)
    return [r for r in res if r is not None]


def sacrifice(state: "GameState", oids: list[int]) -> list[int]:
    """701.21: a player moves a permanent they control to its owner's graveyard."""
    moves = [(o, Zone.GRAVEYARD, {"why": "sacrificed", "rule": "701.21", "cause": "sacrifice"})
             for o in oids if o in state.objects and state.objects[o].zone == Zone.BATTLEFIELD]
    snaps = [snapshot(state, m[0]) for m in moves]
    res = move_many(state, moves)
    # 608.2h: "that creature's power" of the sacrificed creature is its power as it last existed on the
    # battlefield; kept under the new object's id (the one the sacrificing effect or cost remembers)
    last_known = state.turn_data.setdefault("lki", {})
    for new, snap in zip(res, snaps):
        if new is not None:
            last_known[new] = snap
    return [r for r in res if r is not None]


def next_batch(state: "GameState") -> int:
    """A number naming one simultaneous event this turn (603.2c; see triggers._batch_key)."""
    n = state.turn_data.get("batch", 0) + 1
    state.turn_data["batch"] = n
    return n


def discard(state: "GameState", pid: int, oids: list[int], by: int | None = None) -> list[int]:
    """701.9: move cards from a player's hand to their graveyard (the cards discarded together are one event,
    603.2c); ``by``: the controller of the resolving spell or ability that made the player discard (None: a
    cost, the cleanup step, ...)."""
    moves = [(o, Zone.GRAVEYARD, {"why": "discarded", "rule": "701.9", "cause": "discard"})
             for o in oids if o in state.objects and state.objects[o].zone == Zone.HAND]
    res = move_many(state, moves)
    out = [r for r in res if r is not None]
    b = next_batch(state) if len(out) > 1 else None
    for r in out:  # each card discarded is an event; "one or more" sees the batch (603.2c, triggers._batch_key)
        fire(state, {"kind": "discard", "player": pid, "object": r, "batch": b, "by": by})
    return out


# ---------------------------------------------------------------- library actions


def shuffle(state: "GameState", pid: int, log_it: bool = True) -> None:
    """701.24: randomize a library (Fisher–Yates with the game's generator)."""
    lib = state.library[pid]
    r = state.rng
    for i in range(len(lib) - 1, 0, -1):
        r, j = below(r, i + 1)
        lib[i], lib[j] = lib[j], lib[i]
    state.rng = r
    state.touch()
    if log_it:
        log(state, "shuffle", "701.24", f"{pname(state, pid)} shuffles their library")


def random_below(state: "GameState", n: int) -> int:
    state.rng, v = below(state.rng, n)
    return v


def pick_at_random(state: "GameState", items: list, n: int) -> list:
    """Up to ``n`` of ``items`` chosen at random by the game's generator, one at a time ("at random":
    nobody chooses, e.g. 701.9a). ``items`` is not changed."""
    pool = list(items)
    return [pool.pop(random_below(state, len(pool))) for _ in range(min(n, len(pool)))]


def draw(state: "GameState", pid: int, n: int = 1, rule: str = "121.1", applied: tuple = ()) -> list[int]:
    """121: draw ``n`` cards one at a time. Drawing from an empty library makes that player lose the
    next time state-based actions are checked (704.5b). ``applied``: replacement effects that already
    applied to the event this draw replaces (614.5)."""
    out = []
    for i in range(n):
        plan: dict = {"applied": applied, "step_draw": rule == "504.1" and i == 0}
        for rep in DRAW_REPLACERS:
            if rep(state, pid, plan):
                break
        if plan.get("replaced"):
            continue
        lib = state.library[pid]
        if not lib:
            p = state.players[pid]
            if not p.drew_from_empty:
                state.players[pid].drew_from_empty = True
                state.touch()
            log(state, "draw_empty", "121.4", f"{pname(state, pid)} can't draw from an empty library")
            continue
        top = lib[-1]
        nid = move(state, top, Zone.HAND, why="draw", rule=rule, cause="draw")
        if nid is not None:
            out.append(nid)
            state.players[pid].cards_drawn_turn += 1
            fire(state, {"kind": "draw", "player": pid, "object": nid, "n": state.players[pid].cards_drawn_turn})
    if out and state.logging:
        log(state, "draw", rule, f"{pname(state, pid)} draws {len(out)} card{'s' if len(out) != 1 else ''}",
            {"player": pid, "n": len(out)})
    return out


def mill(state: "GameState", pid: int, n: int) -> list[int]:
    """701.17: put the top ``n`` cards of a library into its owner's graveyard."""
    lib = state.library[pid]
    top = list(reversed(lib[-n:])) if n > 0 else []
    res = move_many(state, [(o, Zone.GRAVEYARD, {"why": "milled", "rule": "701.17", "cause": "mill"}) for o in top])
    return [r for r in res if r is not None]


# ---------------------------------------------------------------- life, damage, counters


def gain_life(state: "GameState", pid: int, n: int, rule: str = "119.3") -> int:
    if n <= 0 or not state.players[pid].in_game:
        return 0
    if LIFE_GAIN_REPLACERS:
        plan = {"player": pid, "amount": n}
        for rep in LIFE_GAIN_REPLACERS:
            rep(state, plan)
        n = plan["amount"]
        if n <= 0:
            return 0
    p = state.players[pid]
    p.life += n
    p.life_gained_turn += n
    state.touch_light()
    log(state, "life", rule, f"{p.name} gains {n} life ({p.life})", {"player": pid, "delta": n})
    # ("first": the player's first life gain this turn, for "whenever you gain life for the first time each turn")
    fire(state, {"kind": "life_gain", "player": pid, "amount": n, "first": p.life_gained_turn == n})
    return n


def fire_target(state: "GameState", entity: int, by: int) -> None:
    """115.1, 603.2: ``entity`` becomes the target of spell or ability ``by``; ``first``: for the first time this
    turn ("becomes the target of a spell or ability for the first time each turn")."""
    td = state.turn_data
    seen = td.get("targeted", ())
    first = entity not in seen
    if first:
        td["targeted"] = tuple(seen) + (entity,)  # (replaced, never mutated: forks share turn_data's values)
    fire(state, {"kind": "target", "object": entity, "by": by, "first": first})


def lose_life(state: "GameState", pid: int, n: int, rule: str = "119.3") -> int:
    if n <= 0 or not state.players[pid].in_game:
        return 0
    p = state.players[pid]
    p.life -= n
    p.life_lost_turn += n
    state.touch_light()
    log(state, "life", rule, f"{p.name} loses {n} life ({p.life})", {"player": pid, "delta": -n})
    fire(state, {"kind": "life_loss", "player": pid, "amount": n, "first": p.life_lost_turn == n})
    return n


def add_counters(state: "GameState", entity: int, kind: str, n: int, rule: str = "122.1", cost: bool = False) -> int:
    if n <= 0:
        return 0
    if COUNTER_REPLACERS:
        plan = {"object": entity, "counter": kind, "n": n, "cost": cost}
        for rep in COUNTER_REPLACERS:
            rep(state, plan)
        n = plan["n"]
        if n <= 0:
            return 0
    if is_player(entity):
        p = state.players[pid_of(entity)]
        p.counters[kind] = p.counters.get(kind, 0) + n
        if kind == "poison":
            p.poison += n
        state.touch()
        log(state, "counters", rule, f"{p.name} gets {n} {kind} counter{'s' if n != 1 else ''}",
            {"player": p.id, "kind": kind, "n": n})
        fire(state, {"kind": "counters", "object": entity, "counter": kind, "amount": n})
        return n
    if entity not in state.objects:
        return 0
    o = state.mut(entity)
    c = dict(o.counters or {})
    c[kind] = c.get(kind, 0) + n
    o.counters = c
    if kind in KEYWORD_COUNTERS:  # 613.7c: every counter of the kind takes the new counter's timestamp
        o.counter_ts = {**(o.counter_ts or {}), kind: state.new_ts()}
    log(state, "counters", rule, f"{name_of(state, entity)} gets {n} {kind} counter{'s' if n != 1 else ''}",
        {"object": entity, "kind": kind, "n": n})
    fire(state, {"kind": "counters", "object": entity, "counter": kind, "amount": n})
    return n


def remove_counters(state: "GameState", entity: int, kind: str, n: int, rule: str = "122.1") -> int:
    if is_player(entity):
        p = state.players[pid_of(entity)]
        have = p.counters.get(kind, 0)
        k = min(have, n)
        if k:
            p.counters[kind] = have - k
            if kind == "poison":
                p.poison -= k
            state.touch()
            log(state, "counters", rule, f"{k} {kind} counter{'s' if k != 1 else ''} removed from {p.name}",
                {"player": p.id, "kind": kind, "n": -k})
        return k
    o0 = state.objects.get(entity)
    if o0 is None:
        return 0
    have = (o0.counters or {}).get(kind, 0)
    k = min(have, n)
    if k <= 0:
        return 0
    o = state.mut(entity)
    c = dict(o.counters or {})
    c[kind] = have - k
    if not c[kind]:
        del c[kind]
    o.counters = c or None
    log(state, "counters", rule, f"{k} {kind} counter{'s' if k != 1 else ''} removed from {name_of(state, entity)}",
        {"object": entity, "kind": kind, "n": -k})
    fire(state, {"kind": "counters_removed", "object": entity, "counter": kind, "amount": k, "left": have - k})
    return k


_DAMAGEABLE = frozenset({"Creature", "Planeswalker", "Battle"})


def damage(state: "GameState", source: int, assignments: list[tuple[int, int]], combat: bool = False,
           source_info: dict | None = None) -> list[tuple[int, int]]:
    """120.3: ``source`` deals damage to each (entity, amount) simultaneously. Prevention and
    replacement effects apply first (615, 616); the source's characteristics decide deathtouch,
    lifelink, infect and wither (120.3b–f, 702.2, 702.15, 702.80, 702.90). Returns what was dealt."""
    if source in state.objects:
        sc = chars(state, source)
        kws = sc.keywords
        s_ctrl = sc.controller if state.objects[source].zone in (Zone.BATTLEFIELD, Zone.STACK) else state.objects[source].owner
        s_colors = sc.colors
        s_name = sc.name or name_of(state, source)
    else:
        info = source_info or {}
        kws = frozenset(info.get("keywords", ()))
        s_ctrl = info.get("controller", 0)
        s_colors = info.get("colors", 0)
        s_name = info.get("name", "a source")
    dealt: list[tuple[int, int]] = []
    for ent, amt in assignments:
        if amt <= 0:
            continue
        plan = {"source": source, "target": ent, "amount": amt, "combat": combat, "source_controller": s_ctrl,
                "source_colors": s_colors}
        for rep in DAMAGE_REPLACERS:
            rep(state, plan)
        amt = plan["amount"]
        ent = plan["target"]
        if amt <= 0:
            continue
        if not is_player(ent) and (ent not in state.objects or state.objects[ent].zone != Zone.BATTLEFIELD):
            continue
        if not is_player(ent) and not (_DAMAGEABLE & chars(state, ent).types):
            continue  # 120.1a: only battles, creatures and planeswalkers can be dealt damage
        dealt.append((ent, amt))
    total_life = 0
    for ent, amt in dealt:
        if is_player(ent):
            pid = pid_of(ent)
            p = state.players[pid]
            if "Infect" in kws:  # 120.3b
                log(state, "damage", "120.3b", f"{s_name} deals {amt} damage to {p.name} (infect)")
                add_counters(state, ent, "poison", amt, rule="120.3b")
            else:
                log(state, "damage", "120.3a", f"{s_name} deals {amt} {'combat ' if combat else ''}damage to {p.name}",
                    {"source": source, "target": ent, "amount": amt, "combat": combat})
                lose_life(state, pid, amt, rule="120.3a")
            p.extra = dict(p.extra)
            p.extra["dealt_damage_turn"] = p.extra.get("dealt_damage_turn", 0) + amt
        else:
            c = chars(state, ent)
            if "Planeswalker" in c.types:  # 120.3c
                log(state, "damage", "120.3c", f"{s_name} deals {amt} damage to {c.name}",
                    {"source": source, "target": ent, "amount": amt, "combat": combat})
                remove_counters(state, ent, "loyalty", amt, rule="120.3c")
            elif "Battle" in c.types:  # 120.3h
                log(state, "damage", "120.3h", f"{s_name} deals {amt} damage to {c.name}",
                    {"source": source, "target": ent, "amount": amt, "combat": combat})
                remove_counters(state, ent, "defense", amt, rule="120.3h")
            if "Creature" in c.types:
                if "Wither" in kws or "Infect" in kws:  # 120.3d
                    log(state, "damage", "120.3d", f"{s_name} deals {amt} damage to {c.name} as -1/-1 counters",
                        {"source": source, "target": ent, "amount": amt, "combat": combat})
                    add_counters(state, ent, "-1/-1", amt, rule="120.3d")
                else:
                    o = state.mut_light(ent)
                    o.damage += amt  # 120.3e
                    log(state, "damage", "120.3e", f"{s_name} deals {amt} {'combat ' if combat else ''}damage to {c.name}",
                        {"source": source, "target": ent, "amount": amt, "combat": combat})
                if "Deathtouch" in kws:
                    o = state.mut_light(ent)
                    o.deathtouched = True
            # 120.3: "a creature dealt damage this turn", "... dealt damage by ~ this turn": what was dealt damage
            # this turn and by which source (turn_data is cleared as each turn begins; each id names one object, 400.7)
            state.turn_data.setdefault("damaged", []).append(ent)
            state.turn_data.setdefault("dealt", []).append([source, ent])
            if source in state.objects:
                so = state.objects[source]
                if ent not in so.damaged_by:
                    s2 = state.mut_light(source)
                    s2.damaged_by = s2.damaged_by + (ent,)
        total_life += amt
    if "Lifelink" in kws and total_life and 0 <= s_ctrl < len(state.players):  # 120.3f, 702.15b
        gain_life(state, s_ctrl, total_life, rule="702.15b")
    # 603.2c: one source dealing damage to several recipients at once is one "deals damage" event; each
    # recipient's event carries its place in the batch and the batch's total (see triggers._m_deals)
    for i, (ent, amt) in enumerate(dealt):
        fire(state, {"kind": "damage", "source": source, "target": ent, "amount": amt, "combat": combat,
                     "source_controller": s_ctrl, "batch_index": i, "batch_total": total_life})
    return dealt


# ---------------------------------------------------------------- tapping, attaching, mana


def tap(state: "GameState", oid: int, rule: str = "701.26a") -> bool:
    o0 = state.objects.get(oid)
    if o0 is None or o0.tapped:
        return False
    o = state.mut_light(oid)
    o.tapped = True
    if state.logging:
        log(state, "tap", rule, f"{name_of(state, oid)} becomes tapped", {"object": oid})
    fire(state, {"kind": "tapped", "object": oid})
    return True


def untap(state: "GameState", oid: int, rule: str = "701.26b") -> bool:
    """701.26b: a tapped permanent becomes untapped -- unless it has a stun counter (122.1d): then one stun counter is
    removed from it instead and it stays tapped (returns False)."""
    o0 = state.objects.get(oid)
    if o0 is None or not o0.tapped:
        return False
    if o0.counters and o0.counters.get("stun"):
        remove_counters(state, oid, "stun", 1, rule="122.1d")
        return False
    o = state.mut_light(oid)
    o.tapped = False
    if state.logging:
        log(state, "untap", rule, f"{name_of(state, oid)} becomes untapped", {"object": oid})
    fire(state, {"kind": "untapped", "object": oid})
    return True


def attach(state: "GameState", oid: int, to: int, rule: str = "701.3a") -> bool:
    """701.3: attach an Aura, Equipment or Fortification to an object or player."""
    o0 = state.objects.get(oid)
    if o0 is None:
        return False
    if o0.attached_to == to:
        return False  # 701.3b: attaching to the same object does nothing
    o = state.mut(oid)
    o.attached_to = to
    o.timestamp = state.new_ts()  # 613.7e
    log(state, "attach", rule, f"{name_of(state, oid)} becomes attached to {ename(state, to)}",
        {"object": oid, "to": to})
    fire(state, {"kind": "attached", "object": oid, "to": to})
    return True


def add_mana(state: "GameState", pid: int, mana: str, rule: str = "106.4") -> None:
    """Add mana (letters like "GG" or "C") to a player's mana pool (106.4)."""
    p = state.players[pid]
    for ch in mana:
        p.pool[MANA_INDEX[ch]] += 1
    state.touch_light()
    if state.logging:
        log(state, "mana", rule, f"{p.name} adds {''.join('{' + c + '}' for c in mana)}", {"player": pid, "mana": mana})


_KEEPS_FIREBENDING = frozenset({"beginning_of_combat", "declare_attackers", "declare_blockers", "first_strike_damage",
                                "combat_damage"})  # steps at whose end firebending mana stays (not end of combat)


KEPT_MANA = "kept_mana"  # PlayerState.extra: (turn, mana per type) not lost as steps end this turn (106.4)


def empty_pools(state: "GameState") -> None:
    """500.4: mana empties from each pool at the end of each step and phase -- except, until the turn's cleanup
    step, mana an effect says "you don't lose as steps and phases end" (106.4, ``KEPT_MANA``)."""
    for p in state.players:
        if any(p.pool):
            kept = p.extra.pop("firebending", 0)  # 702.189a: red mana kept until end of combat
            red = min(kept, p.pool[3]) if kept and state.step in _KEEPS_FIREBENDING else 0
            keep = p.extra.pop(KEPT_MANA, None)
            pool = [0, 0, 0, red, 0, 0]
            if keep is not None and keep[0] == state.turn and state.step != "cleanup":
                pool = [max(a, min(k, n)) for a, k, n in zip(pool, keep[1], p.pool)]
                p.extra[KEPT_MANA] = (keep[0], tuple(pool))
            p.pool = pool
            if red:
                p.extra["firebending"] = red
            p.extra.pop("spend_only", None)  # (106.6: restrictions of mana that is gone)
            state.touch_light()
        elif "firebending" in p.extra or KEPT_MANA in p.extra:
            p.extra.pop("firebending", None)
            p.extra.pop(KEPT_MANA, None)  # (nothing left to keep)


def lose_game(state: "GameState", pid: int, reason: str, rule: str) -> None:
    """104.3: a player loses the game."""
    p = state.players[pid]
    if not p.in_game:
        return
    p.lost = True
    p.loss_reason = reason
    state.touch()
    log(state, "lose", rule, f"{p.name} loses the game ({reason})", {"player": pid})


