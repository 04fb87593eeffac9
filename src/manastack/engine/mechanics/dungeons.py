"""Dungeons (309), venture into the dungeon (701.49) and the initiative (726).

- 309.2-309.3, 701.49a/d: venturing without a dungeon in the command zone, the player chooses one of the
  dungeons (the three of 701.49a, or Undercity for "venture into Undercity", 701.49d) and it is put into the
  command zone as an object of kind ``"dungeon"`` (``chosen["dungeon"]``), with the venture marker on its
  topmost room (309.4a, ``chosen["room"]``). The dungeons themselves are project data
  (:mod:`manastack.cards.dungeons`); each room's effect is compiled by the installed Oracle compiler
  (``carddef.COMPILER``: the engine never imports the compiler) like an instant's text.
- 309.4c: a room ability is a triggered ability "When you move your venture marker into this room, [effect]":
  moving the marker fires a ``venture_room`` event and the room's ability triggers, its source being the
  dungeon, controlled by the dungeon's owner.
- 309.5a, 701.49b: from any other room the player follows an arrow (choosing when there are several).
- 309.5b, 701.49c: venturing from the bottommost room removes the dungeon (the player completes it, 309.7)
  and starts a new one.
- 309.6, 704.5t (an SBA here): a dungeon whose marker is on its bottommost room is removed once no room
  ability it is the source of waits to be put on the stack or is on the stack; 309.7: that completes it
  (``PlayerState.extra["dungeons_completed"]``: the names, for "if you've completed a dungeon" and "if you
  haven't completed Tomb of Annihilation"), and "whenever you complete a dungeon" triggers.
- 726: the initiative (``designations["initiative"]``): taking it (726.3; 726.5 taking it again only
  triggers), and its three inherent triggered abilities (726.2: venture into Undercity as you take it and at
  your upkeep; a player whose creatures deal combat damage to you takes it), and a player leaving (726.4).

Honest coverage: "venture into the dungeon" is supported only if every room of every dungeon it may choose
compiles to something the engine plays; the initiative only if Undercity's rooms all do (``_dungeon_gaps``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...cards.dungeons import Dungeon, dungeon, dungeons
from ...core.types import Step, Zone
from ...tree import effects as E
from ...tree.abilities import Body, SpellAbility, Trigger, Triggered
from ...tree.refs import PlayerId
from ..carddef import COMPILER
from ..chars import chars
from ..effects import ask_effect
from ..effects.basic import players_of
from ..evaluate import FACTS, lki
from ..events import fire, log, pname
from ..mechanics_hooks import EXTRA_SBAS, PLAYER_LEFT, PLAYER_VIEW
from ..relevance import OBJECT_TREES
from ..state import GameObject, PendingTrigger, is_player, pent, pid_of
from ..support import IMPLEMENTED_FACTS, TREE_CHECKS, missing
from ..triggers import GLOBAL_TRIGGERS, matcher, whose_ok
from .base import designation, mechanic, who_of

if TYPE_CHECKING:
    from ..state import GameState

DUNGEON = "dungeon"
ROOM = "room"
COMPLETED = "dungeons_completed"
INITIATIVE = "initiative"
UNDERCITY = "undercity"  # Mechanic("venture", (who, "undercity")): "venture into Undercity" (701.49d)

_ROOM_TRIGGER = Trigger("venture_room", None)
_ROOMS: dict[tuple[str, str], tuple] = {}  # (dungeon, room) -> (Triggered or None, missing reasons)


def room_ability(d: Dungeon, room: str) -> tuple:
    """309.4c: the room's triggered ability (None if its effect doesn't compile) and what the engine misses in
    it (empty: supported). Compiled once per process with the installed Oracle compiler."""
    key = (d.name, room)
    hit = _ROOMS.get(key)
    if hit is not None:
        return hit
    if not COMPILER:
        return None, ("no Oracle compiler installed",)
    faces = COMPILER[0](d.room_card(d.room(room)))
    abilities = faces[0] if faces else ()
    spell = [a for a in abilities if type(a) is SpellAbility]
    if len(spell) != 1 or len(abilities) != 1:
        out: tuple = (None, (f"room {room} of {d.name} doesn't compile",))
    else:
        gaps = tuple(missing(spell[0]))
        out = (Triggered(_ROOM_TRIGGER, spell[0].body, zone="command"), gaps)
    _ROOMS[key] = out
    return out


def dungeon_gaps(d: Dungeon) -> list[str]:
    """Every room's missing parts, named by dungeon and room (empty: every room plays right)."""
    out = []
    for r in d.rooms:
        ab, gaps = room_ability(d, r.name)
        out.extend(f"dungeon {d.name}, room {r.name}: {g}" for g in gaps)
    return out


def _dungeon_gaps(roots) -> list[str]:
    """TREE_CHECKS: venture and the initiative are only as supported as the dungeons they may choose."""
    need: set[str] = set()
    for root in roots:
        for n in root.walk():
            if isinstance(n, E.Mechanic) and n.name == "venture":
                need |= {d.name for d in dungeons() if (d.undercity if UNDERCITY in n.args else d.venture)}
            elif isinstance(n, E.Designate) and n.designation == INITIATIVE:
                need |= {d.name for d in dungeons() if d.undercity}
    out: list[str] = []
    for name in sorted(need):
        out.extend(dungeon_gaps(dungeon(name)))
    return out


TREE_CHECKS.append(_dungeon_gaps)


# ---------------------------------------------------------------- the dungeon in the command zone


def dungeon_of(state: "GameState", pid: int) -> int | None:
    """309.3: the dungeon card ``pid`` owns in the command zone (at most one), or None."""
    for oid in state.command:
        o = state.objects[oid]
        if o.kind == DUNGEON and o.owner == pid:
            return oid
    return None


def dungeon_info(state: "GameState", pid: int) -> dict | None:
    """The player's dungeon and the room their venture marker is in (for the view), or None."""
    oid = dungeon_of(state, pid)
    if oid is None:
        return None
    ch = state.objects[oid].chosen or {}
    return {"object": oid, "dungeon": ch.get(DUNGEON), "room": ch.get(ROOM)}


def _player_view(state: "GameState", pid: int) -> dict:
    """What every player sees of ``pid``: their dungeon and room (309.4), the dungeons they completed (309.7)
    and whether they have the initiative (726.1)."""
    info = dungeon_info(state, pid)
    return {"dungeon": {"dungeon": info["dungeon"], "room": info["room"]} if info else None,
            "dungeons_completed": list(completed(state, pid)), "initiative": initiative(state) == pid}


PLAYER_VIEW.append(_player_view)


def completed(state: "GameState", pid: int) -> tuple:
    """309.7: the names of the dungeons ``pid`` has completed this game, in order."""
    return tuple(state.players[pid].extra.get(COMPLETED, ()))


def _complete(state: "GameState", oid: int, rule: str) -> None:
    """309.7: the dungeon card is removed from the game; its owner completes it."""
    o = state.objects[oid]
    pid, name = o.owner, (o.chosen or {}).get(DUNGEON)
    state.command.remove(oid)
    del state.objects[oid]
    p = state.players[pid]
    p.extra = {**p.extra, COMPLETED: tuple(p.extra.get(COMPLETED, ())) + (name,)}
    state.touch()
    log(state, "dungeon", rule, f"{pname(state, pid)} completes {name} (it is removed from the game, 309.7)",
        {"player": pid, "dungeon": name})
    fire(state, {"kind": "completes_dungeon", "player": pid, "dungeon": name})


def _enter_room(state: "GameState", oid: int, room: str, rule: str) -> None:
    """309.4a/309.5a: the venture marker moves into ``room``; its room ability triggers (309.4c)."""
    o = state.mut(oid)
    o.chosen = {**(o.chosen or {}), ROOM: room}
    state.touch()
    name = o.chosen[DUNGEON]
    log(state, "venture", rule, f"{pname(state, o.owner)} moves their venture marker into {room} ({name})",
        {"player": o.owner, "dungeon": name, "room": room})
    fire(state, {"kind": "venture_room", "player": o.owner, "dungeon_object": oid, "dungeon": name, "room": room})


def _new_dungeon(state: "GameState", pid: int, name: str) -> None:
    """309.2a, 701.49a: the chosen dungeon is put into the command zone, the marker on its topmost room."""
    o = GameObject(state.new_id(), 0, None, pid, Zone.COMMAND, DUNGEON)
    o.chosen = {DUNGEON: name}
    o.timestamp = state.new_ts()
    o.sick = False
    state.add_object(o)
    state.command.append(o.id)
    log(state, "dungeon", "309.2a", f"{pname(state, pid)} puts {name} into the command zone", {"player": pid})
    _enter_room(state, o.id, dungeon(name).rooms[0].name, "309.4a")


def _room_trees(o: GameObject) -> tuple:
    """The room abilities a dungeon card brings into the game (engine/relevance.py: the hooks they need)."""
    d = dungeon((o.chosen or {})[DUNGEON])
    return tuple(ab for ab in (room_ability(d, r.name)[0] for r in d.rooms) if ab is not None)


OBJECT_TREES[DUNGEON] = _room_trees


def _is_bottom(state: "GameState", oid: int) -> bool:
    ch = state.objects[oid].chosen or {}
    return not dungeon(ch[DUNGEON]).room(ch[ROOM]).next


@mechanic("venture")
def _venture(state, ctx, node, progress, answer):
    """701.49a-d: venture into the dungeon (or into Undercity, 701.49d)."""
    if answer is not None:
        pid, stage = progress
        if stage == "dungeon":
            _new_dungeon(state, pid, answer[1])
        else:
            oid = dungeon_of(state, pid)
            if oid is not None:
                _enter_room(state, oid, answer[1], "701.49b")
        return
    ps = players_of(state, ctx, who_of(node))
    pid = ps[0] if ps else ctx.controller
    if not state.players[pid].in_game:
        return
    oid = dungeon_of(state, pid)
    if oid is not None and _is_bottom(state, oid):
        _complete(state, oid, "701.49c")  # 701.49c: then a new dungeon, as if they had none
        oid = None
    if oid is None:
        undercity = UNDERCITY in node.args
        names = [d.name for d in dungeons() if (d.undercity if undercity else d.venture)]
        if len(names) == 1:
            _new_dungeon(state, pid, names[0])
        else:
            ask_effect(state, ctx, node, (pid, "dungeon"), "option", pid, tuple(("dungeon", n) for n in names),
                       "Venture into the dungeon: choose a dungeon (701.49a)")
        return
    ch = state.objects[oid].chosen
    nxt = dungeon(ch[DUNGEON]).room(ch[ROOM]).next
    if len(nxt) == 1:
        _enter_room(state, oid, nxt[0], "701.49b")
    else:
        ask_effect(state, ctx, node, (pid, "room"), "option", pid, tuple(("room", n) for n in nxt),
                   f"Venture into the dungeon: choose the next room of {ch[DUNGEON]} (701.49b)")


def _room_triggers(state: "GameState", ev: dict) -> list:
    """309.4c: the room ability of the room the venture marker moved into triggers; its source is the dungeon
    and it is controlled by the dungeon's owner."""
    if ev["kind"] != "venture_room":
        return []
    ab, _gaps = room_ability(dungeon(ev["dungeon"]), ev["room"])
    if ab is None:
        return []
    return [PendingTrigger(ev["dungeon_object"], ev["player"], ab, dict(ev), f"{ev['dungeon']}: {ev['room']}")]


_room_triggers.kinds = frozenset({"venture_room"})  # type: ignore[attr-defined]
GLOBAL_TRIGGERS.append(_room_triggers)


def _completion_sba(state: "GameState") -> bool:
    """704.5t, 309.6: a dungeon with the marker on its bottommost room is removed once it is not the source of
    a room ability that has triggered but not yet left the stack."""
    did = False
    for oid in list(state.command):
        o = state.objects[oid]
        if o.kind != DUNGEON or not _is_bottom(state, oid):
            continue
        if any(t.source == oid for t in state.pending):
            continue
        if any(state.objects[s].kind == "ability" and state.objects[s].source == oid for s in state.stack):
            continue
        _complete(state, oid, "704.5t")
        did = True
    return did


EXTRA_SBAS.append(_completion_sba)


@matcher("completes_dungeon")
def _m_completes(env, trig, ev):
    """309.7: "whenever you complete a dungeon"."""
    return ev["kind"] == "completes_dungeon" and whose_ok(trig.whose, env.controller, ev["player"])


FACTS["completed_dungeon"] = lambda env, of: bool(completed(env.state, env.you))
IMPLEMENTED_FACTS.add("completed_dungeon")
FACTS[INITIATIVE] = lambda env, of: env.state.designations.get(INITIATIVE) == env.you
IMPLEMENTED_FACTS.add(INITIATIVE)


def _initiative_you_or_attacked(env, of) -> bool:
    """726.1, 506.2: "if you or a player you're attacking has the initiative": its holder is you, or a player
    a creature you control is attacking."""
    st = env.state
    holder = st.designations.get(INITIATIVE)
    if holder is None:
        return False
    if holder == env.you:
        return True
    cb = st.combat or {}
    return any(d == pent(holder) and a in st.objects and chars(st, a).controller == env.you
               for a, d in (cb.get("attackers") or {}).items())


FACTS["initiative_you_or_attacked"] = _initiative_you_or_attacked
IMPLEMENTED_FACTS.add("initiative_you_or_attacked")


def _dungeon_left(state: "GameState", pid: int) -> None:
    """800.4a: objects a player owns leave the game with them (their dungeon in the command zone)."""
    oid = dungeon_of(state, pid)
    if oid is not None:
        state.command.remove(oid)
        del state.objects[oid]
        state.touch()


PLAYER_LEFT.append(_dungeon_left)


# ---------------------------------------------------------------- the initiative (726)


def initiative(state: "GameState") -> int | None:
    """726.1: the player who has the initiative, or None (there is none until a player takes it)."""
    return state.designations.get(INITIATIVE)


def take_initiative(state: "GameState", pid: int, rule: str = "726.3") -> None:
    """726.3: ``pid`` takes the initiative (the holder ceases to have it); 726.5: taking it again creates no
    second designation but still triggers "whenever a player takes the initiative"."""
    if not state.players[pid].in_game:
        return
    old = initiative(state)
    if old != pid:
        state.designations[INITIATIVE] = pid
        state.touch()
    log(state, "initiative", rule, f"{pname(state, pid)} takes the initiative"
        + (f" ({pname(state, old)} ceases to have it)" if old is not None and old != pid else ""),
        {"player": pid, "previous": old})
    fire(state, {"kind": "takes_initiative", "player": pid, "previous": old})


@designation(INITIATIVE)
def _designate_initiative(state, ctx, node, progress, answer):
    """726.1: "you take the initiative" (``Designate(who, "initiative")``)."""
    ps = players_of(state, ctx, node.who)
    if ps:
        take_initiative(state, ps[0])


def _venture_undercity(pid: int) -> Body:
    return Body(E.Mechanic("venture", (PlayerId(pid), UNDERCITY)))


def _initiative_triggers(state: "GameState", ev: dict) -> list:
    """726.2: the initiative's three inherent triggered abilities (no source; controlled by the player who had
    the initiative as they triggered)."""
    k = ev["kind"]
    if k == "takes_initiative":
        p = ev["player"]  # "Whenever a player takes the initiative, that player ventures into Undercity."
        ab = Triggered(Trigger("takes_initiative", None), _venture_undercity(p))
        return [PendingTrigger(-1, p, ab, dict(ev), "the initiative")]
    holder = initiative(state)
    if holder is None:
        return []
    if k == "step" and ev["step"] == Step.UPKEEP and ev["player"] == holder:
        ab = Triggered(Trigger("step", None, step=Step.UPKEEP), _venture_undercity(holder))
        return [PendingTrigger(-1, holder, ab, dict(ev), "the initiative")]
    if k == "damage" and ev["combat"] and is_player(ev["target"]) and pid_of(ev["target"]) == holder:
        src = ev["source"]
        o = state.objects.get(src)
        if o is not None and o.zone == Zone.BATTLEFIELD:
            c = chars(state, src)
            creature, ctrl = "Creature" in c.types, c.controller
        else:
            snap = lki(state, src)
            creature, ctrl = bool(snap and "Creature" in snap["types"]), (snap or {}).get("controller")
        if not creature or ctrl is None:
            return []
        # "Whenever one or more creatures a player controls deal combat damage ...": once per player per
        # combat damage step (the damage is dealt at once; its triggers are still waiting together)
        for t in state.pending:
            if t.source_name == "the initiative" and t.event.get("kind") == "damage" \
                    and t.event.get("taker") == ctrl:
                return []
        ab = Triggered(Trigger("deals_combat_damage", None), Body(E.Designate(PlayerId(ctrl), INITIATIVE)))
        return [PendingTrigger(-1, holder, ab, {**ev, "taker": ctrl}, "the initiative")]
    return []


_initiative_triggers.kinds = frozenset({"takes_initiative", "step", "damage"})  # type: ignore[attr-defined]
GLOBAL_TRIGGERS.append(_initiative_triggers)


def _initiative_left(state: "GameState", pid: int) -> None:
    """726.4: if the player who has the initiative leaves the game, the active player takes it at the same time;
    if the active player is leaving (or there is none), the next player in turn order does."""
    if initiative(state) != pid:
        return
    order = state.turn_order
    act = state.active
    cands = [order[(order.index(act) + k) % len(order)] for k in range(len(order))] if act in order else list(order)
    del state.designations[INITIATIVE]
    state.touch()
    for q in cands:
        if q != pid and state.players[q].in_game:
            take_initiative(state, q, rule="726.4")
            return
    log(state, "initiative", "726.4", "No player still in the game can take the initiative")


PLAYER_LEFT.append(_initiative_left)


@matcher("takes_initiative")
def _m_takes_initiative(env, trig, ev):
    return ev["kind"] == "takes_initiative" and whose_ok(trig.whose, env.controller, ev["player"])

