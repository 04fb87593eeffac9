"""Per-player views of a game (what that player may see: 400.2 public and hidden zones; 723.4 a
controlling player sees what the controlled player sees, except cards outside the game) and readable
descriptions of decision options."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.colors import letters
from .chars import chars, name_of
from .mechanics_hooks import PLAYER_VIEW
from .state import is_player, pid_of
from .mechanics.attractions import deck_of
from .mechanics.rule_changes import player_restricted
from .mechanics.prepare import is_prepared
from .mechanics.soulbond import partner
from .abilities import expanded_abilities
from .casting import face_of, variant_tags

if TYPE_CHECKING:
    from .decision import Decision
    from .state import GameState


def _obj(state: GameState, oid: int, reveal: bool = False) -> dict:
    """An object as a viewer sees it; a face-down object's identity only with ``reveal`` (708.2)."""
    o = state.objects[oid]
    if o.face_down and not reveal:
        d = {"id": oid, "name": "face-down", "face_down": True}
    else:
        c = chars(state, oid)
        d = {"id": oid, "name": c.name or name_of(state, oid), "mana_cost": str(c.mana_cost),
             "types": sorted(c.types), "subtypes": sorted(c.subtypes), "supertypes": sorted(c.supertypes),
             "colors": letters(c.colors), "keywords": sorted(c.keywords)}
        if c.power is not None:
            d["power"], d["toughness"] = c.power, c.toughness
        if o.kind == "token":
            d["token"] = True
        d["controller"] = c.controller if o.zone in ("battlefield", "stack") else o.owner
    d["owner"] = o.owner
    if o.face_down:
        d["face_down"] = True
        if reveal and o.card:
            d["card"] = d["name"] = o.card  # what its controller may look at (708.5)
    if o.tapped:
        d["tapped"] = True
    if o.counters:
        d["counters"] = dict(o.counters)
    if o.damage:
        d["damage"] = o.damage
    if o.attached_to is not None:
        d["attached_to"] = o.attached_to
    if o.zone == "battlefield" and state.designations:
        if is_prepared(state, oid):
            d["prepared"] = True  # 722.3a (its prepare spell's copy is in exile, 722.3c)
        mate = partner(state, oid)
        if mate is not None:
            d["paired_with"] = mate  # 702.95b
    if o.merged and o.zone == "battlefield":
        # 730.2: the cards (and tokens) under the top of a merged permanent, top to bottom; a face-down one is
        # shown only with ``reveal`` (708.2)
        d["merged"] = [("face-down" if m.get("face_down") and not reveal else (m.get("card") or "token"))
                       for m in o.merged]
    if o.kind == "ability":
        d["name"] = name_of(state, o.id)
    return d


def eyes_of(state: GameState, viewer: int) -> set[int]:
    """The players whose view of the game ``viewer`` shares: themselves and every player they control
    (723.4: information about objects in the game visible to a controlled player is visible to its
    controller too)."""
    return {viewer} | {p.id for p in state.players if p.controlled_by == viewer}


def sees_hand_of(state: GameState, viewer: int, owner: int) -> bool:
    """402.3: a player may look at their own hand; 723.4: the controller of a player sees what they see."""
    return owner in eyes_of(state, viewer)


def sees_outside_of(state: GameState, viewer: int, owner: int) -> bool:
    """723.4: cards outside the game (a sideboard) visible to a controlled player are visible only to
    that player, not to the player controlling them (400.11)."""
    return viewer == owner


def _placed(state: GameState, viewer: int, v: Any) -> Any:
    """A PLAYER_VIEW field as ``viewer`` may know it: a public object the field names by ``id`` and ``zone`` (a
    commander, 903.3; a revealed companion, 702.139a) keeps its name, but where it is and its object id are hidden
    while it is in a library (401.2) or in a hand the viewer can't see (402.3, 723.4): a commander shuffled away
    and drawn, or its id followed into a hand, would tell the table what that player drew."""
    if isinstance(v, list):
        return [_placed(state, viewer, x) for x in v]
    if isinstance(v, dict) and "zone" in v and "id" in v:
        o = state.objects.get(v["id"])
        if o is not None and (o.zone == "library" or (o.zone == "hand" and not sees_hand_of(state, viewer, o.owner))):
            return {**v, "id": None, "zone": "hidden"}
    return v


def _library_top(state: GameState, viewer: int, owner: int) -> dict | None:
    """401.5: "You may look at the top card of your library any time": the top card of ``owner``'s library as
    ``viewer`` (that player, or who controls them, 723.4) may see it. While a spell or ability is being cast or
    activated nothing is shown (401.5: a new top card can't be looked at until then; the engine doesn't tell the
    old top from a new one)."""
    lib = state.library[owner]
    if not lib or state.casting or not sees_hand_of(state, viewer, owner):
        return None
    if not player_restricted(state, owner, "may_look_at_top_of_library"):
        return None
    return _obj(state, lib[-1])


def view(state: GameState, player: int) -> dict:
    """The game as ``player`` may see it."""
    players = []
    for p in state.players:
        players.append({
            "id": p.id, "name": p.name, "life": p.life, "poison": p.poison, "counters": dict(p.counters),
            "hand_size": len(state.hand[p.id]), "library_size": len(state.library[p.id]),
            "graveyard": [_obj(state, o) for o in state.graveyard[p.id]], "mana_pool": list(p.pool),
            "in_game": p.in_game, "monarch": state.monarch == p.id,
            "hand": [_obj(state, o) for o in state.hand[p.id]] if sees_hand_of(state, player, p.id) else None,
            "sideboard": [_obj(state, o) for o in state.outside[p.id]] if sees_outside_of(state, player, p.id) else None,
            "controlled_by": p.controlled_by,
            "attraction_deck": len(_attraction_deck(state, p.id)),
        })
        top = _library_top(state, player, p.id)
        if top is not None:
            players[-1]["library_top"] = top
        for f in PLAYER_VIEW:  # e.g. commanders, their tax and commander damage (903)
            players[-1].update({k: _placed(state, player, v) for k, v in f(state, p.id).items()})
    eyes = eyes_of(state, player)
    over = state.result is not None  # 708.9: at the end of the game, face-down objects are revealed to all
    hidden_command = {i for p in state.players for i in _attraction_deck(state, p.id)}
    d = state.decision
    return {
        "viewer": player, "turn": state.turn, "active_player": state.active, "step": state.step,
        "priority": state.priority, "players": players,
        "battlefield": [_obj(state, o, reveal=over or chars(state, o).controller in eyes) for o in state.battlefield],
        "stack": [_obj(state, o, reveal=over or chars(state, o).controller in eyes) for o in state.stack],
        "exile": [_obj(state, o, reveal=state.objects[o].owner in eyes) for o in state.exile],
        "command": [_obj(state, o) for o in state.command if o not in hidden_command],
        "decision": ({"kind": d.kind, "player": d.player, "actor": d.actor, "prompt": d.prompt,
                      "options": list(d.options) if d.options is not None and d.actor == player else None}
                     if d is not None else None),
        "result": state.result.to_data() if state.result else None,
        "combat": _combat(state),
    }


def _combat(state: GameState) -> dict | None:
    """Who attacks what and who blocks whom: public information (506.4, 508.1, 509.1)."""
    cb = state.combat
    if not cb:
        return None
    return {"attackers": dict(cb.get("attackers", {})),
            "blockers": {b: list(a) for b, a in cb.get("blockers", {}).items()}}


def _attraction_deck(state: GameState, pid: int) -> tuple:
    """A player's face-down Attraction deck in the command zone (717.2): nobody sees its cards."""
    return deck_of(state, pid)


def _cast_face(state: GameState, opt: tuple) -> str:
    """" as Ice": the half or face a cast option puts up (709.3, 712.12, 715.3)."""
    face = face_of(variant_tags(opt[2])) if len(opt) > 2 and isinstance(opt[2], str) else None
    o = state.objects.get(opt[1])
    if face is None or o is None or o.card is None:
        return ""
    faces = state.pool.get(o.card).faces
    return f" as {faces[face].name}" if face < len(faces) else ""


def describe_option(state: GameState, d: Decision | None, opt: Any) -> str:
    """A readable description of one option of the pending decision."""
    if not isinstance(opt, tuple) or not opt:
        return str(opt)
    v = opt[0]

    def n(e):
        if isinstance(e, int) and is_player(e):
            return state.players[pid_of(e)].name
        if isinstance(e, int) and e in state.objects:
            return name_of(state, e)
        return str(e)

    if v == "pass":
        return "Pass priority"
    if v in ("suspend", "foretell"):  # special actions (116.2f, 116.2h)
        return f"{v.capitalize()} {n(opt[1])}"
    if v == "play":
        return f"Play {n(opt[1])}"
    if v == "cast":
        return f"Cast {n(opt[1])}" + _cast_face(state, opt) + ("" if opt[2] == "normal" else f" ({opt[2]})")
    if v == "activate":
        ab = expanded_abilities(state, opt[1])[opt[2]] if opt[1] in state.objects else None
        cost = ""
        if ab is not None and getattr(ab, "cost", None) is not None:
            c = ab.cost
            bits = ([str(c.mana)] if c.mana else []) + (["{T}"] if c.tap else [])
            if c.loyalty is not None:
                bits.append(f"[{c.loyalty:+d}]" if c.loyalty else "[0]")
            cost = " " + ", ".join(bits) if bits else ""
        return f"Activate {n(opt[1])}{cost}" + (f" for {opt[3]}" if len(opt) > 3 else "")
    if v == "turn_face_up":  # 116.2b
        return f"Turn {n(opt[1])} (#{opt[1]}) face up for its " + ("mana cost" if opt[2] == "mana_cost" else
                                                                   f"{str(opt[2]).lower()} cost")
    if v == "companion":  # 116.2g
        return f"Pay {{3}}: put your companion {n(opt[1])} into your hand"
    if v in ("top", "bottom") and len(opt) == 3 and d is not None and d.kind == "option":  # 702.140c: mutate
        return f"Put {n(opt[1])} {'on top of' if v == 'top' else 'under'} {n(opt[2])}"
    if v == "cast_half":  # 709.3: which half of a split card an effect casts (mechanics/cascade.py)
        return f"Cast {opt[2]}"
    if v == "target":
        return f"Target {n(opt[1])}"
    if v == "target_player":
        return f"Target {state.players[opt[1]].name}"
    if v == "attack":
        return f"Attack {n(opt[2])} with {n(opt[1])}"
    if v == "block":
        return f"Block {n(opt[2])} with {n(opt[1])}"
    if v == "enlist":  # 702.154a
        return f"{n(opt[1])} enlists {n(opt[2])} (tap it: +X/+0)"
    if v == "exert":  # 701.43d
        return f"Exert {n(opt[1])} (it won't untap during your next untap step)"
    if v == "band":  # 702.22c
        return f"Put {n(opt[1])} and {n(opt[2])} in one band"
    if v == "assign":
        return "Assign " + ", ".join(f"{a} to {n(e)}" for e, a in opt[1])
    if v in ("choose", "discard", "bottom", "keep", "next"):
        return f"{v.capitalize()} {n(opt[1])}" if len(opt) > 1 else v.capitalize()
    if v == "mode":
        return f"Mode {opt[1] + 1}"
    if v == "x":
        return f"X = {opt[1]}"
    if v == "spend":
        return f"Spend {{{opt[2]}}} on symbol {opt[1] + 1}"
    if v == "auto":
        return "Pay automatically"
    if v == "first":
        return f"{state.players[opt[1]].name} plays first"
    if v == "trigger":
        t = state.pending[opt[1]] if opt[1] < len(state.pending) else None
        return f"Put {t.source_name if t else 'a'} trigger on the stack"
    return " ".join(str(x) for x in opt)
