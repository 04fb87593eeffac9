"""What one seat may be told, as JSON-ready data.

Everything a client receives about a game comes from here, and starts from ``game.view(seat)`` — the
engine's own account of what that player may see (400.2 public and hidden zones; 723.4 a controlling
player sees what the controlled player sees). On top of that view this module adds only:

- the seat's own pending decision as numbered options with readable text (``game.describe``) and the
  ids of *visible* objects they point at (so the page can highlight them); other seats learn only who
  is deciding and what kind of decision it is;
- printed power/toughness next to the current values, from the card database (public data);
- the log, rendered per seat: a card's name appears only when that seat saw the card at one end of
  its move; unknown kinds of event are left out rather than risked.

Spectators are ``seat = SPECTATOR`` (-1): no player's eyes, so no hand and no face-down identity."""
from __future__ import annotations

from typing import Any

from ..game import Game, player_of

SPECTATOR = -1
PUBLIC_ZONES = ("battlefield", "stack", "graveyard")
# Log kinds whose text names only public things (checked against every place the engine logs them).
SAFE_KINDS = frozenset({
    "setup", "turn", "draw", "mulligan", "play", "resolve", "fizzle", "counter", "attackers", "blockers",
    "damage", "life", "create", "activate", "trigger", "game_over", "lose", "concede", "control", "effect",
    "reveal", "counters", "sba", "choice", "skip", "phase", "copy", "transform", "suspend", "search", "regenerate",
    "permission", "monarch", "manifest", "look", "leave", "extra_turn", "die", "coin", "bolster", "attraction",
    "visit", "until", "subgame", "shuffle", "scry", "restart", "replace", "rebound", "proliferate", "prevent",
    "indestructible", "foretell", "face_up", "face_down", "emblem", "draw_empty", "crewed", "clash", "cease",
    "cancel", "attach", "amass", "combat",
})
# Option verbs whose arguments are object ids or player entities (others carry numbers, colours...).
OBJECT_VERBS = frozenset({"play", "cast", "activate", "target", "attack", "block", "discard", "bottom", "choose",
                          "keep", "next", "suspend", "foretell", "turn_face_up", "crew", "sacrifice", "exile"})
PLAYER_VERBS = frozenset({"target_player", "first", "player"})
MAX_OPTIONS = 400  # a decision with more enumerated options than this is offered as free input


def eyes(view: dict, seat: int) -> set[int]:
    """The players whose hidden cards ``seat`` may see (itself and the players it controls, 723.4)."""
    if seat == SPECTATOR:
        return set()
    return {seat} | {p["id"] for p in view["players"] if p.get("controlled_by") == seat}


def _printed(db, name: str) -> tuple[str | None, str | None]:
    card = db.find(name) if db is not None and name else None
    if card is None or not card.faces:
        return None, None
    f = card.faces[0]
    return f.power, f.toughness


def _card(o: dict, db) -> dict:
    c = dict(o)
    if "power" in c and not c.get("face_down"):
        bp, bt = _printed(db, c.get("name", ""))
        if bp is not None:
            c["base_power"], c["base_toughness"] = bp, bt
    return c


def _commander(c: dict) -> dict:
    """A player's commander as the seat's view gives it: which card it is (903.3), its tax and casts (903.8) and
    its zone; ``engine.view`` already says "hidden", without an id, while it is in a library or a hand the seat
    can't see (401.2, 402.3)."""
    out = {"name": c["name"], "tax": c["tax"], "casts": c["casts"], "zone": c["zone"]}
    if c["id"] is not None:
        out["id"] = c["id"]
    return out


def _visible_ids(v: dict) -> set[int]:
    ids = {o["id"] for z in ("battlefield", "stack", "exile", "command") for o in v[z]}
    for p in v["players"]:
        ids.update(o["id"] for o in p["graveyard"])
        if p.get("hand") is not None:
            ids.update(o["id"] for o in p["hand"])
    return ids


def _option(game: Game, i: int, opt: Any, visible: set[int]) -> dict:
    verb = opt[0] if isinstance(opt, tuple) and opt else str(opt)
    out: dict[str, Any] = {"i": i, "verb": str(verb), "text": game.describe(opt)}
    refs: list[int] = []
    players: list[int] = []
    if isinstance(opt, tuple):
        if verb in OBJECT_VERBS:
            for x in opt[1:3]:
                if isinstance(x, int) and not isinstance(x, bool):
                    if x < 0:
                        players.append(player_of(x))
                    elif x in visible:
                        refs.append(x)
        elif verb in PLAYER_VERBS and len(opt) > 1 and isinstance(opt[1], int):
            players.append(opt[1])
    if refs:
        out["refs"] = refs
    if players:
        out["players"] = players
    if verb in ("x", "times") and len(opt) == 2 and isinstance(opt[1], int):
        out["number"] = opt[1]
    return out


def _entity(game: Game, e: int, visible: set[int]) -> dict | None:
    if isinstance(e, int) and e < 0:
        pid = player_of(e)
        return {"entity": e, "player": pid, "name": game.state.players[pid].name}
    if e in visible:
        return {"entity": e, "id": e, "name": game.name(e)}
    return None


def decision_for(game: Game, seat: int, visible: set[int]) -> dict | None:
    """The pending decision as ``seat`` may know it."""
    d = game.decision
    if d is None:
        return None
    players = game.state.players
    base = {"kind": d.kind, "actor": d.actor, "player": d.player,
            "actor_name": players[d.actor].name, "player_name": players[d.player].name}
    if d.actor != seat:
        base["prompt"] = f"{players[d.actor].name} is deciding ({d.kind.replace('_', ' ')})"
        return base
    base["prompt"] = d.prompt
    base["mine"] = True
    opts = list(d.options) if d.options is not None else None
    v = d.validate
    if opts is not None and len(opts) <= MAX_OPTIONS:
        base["options"] = [_option(game, i, o, visible) for i, o in enumerate(opts)]
    if isinstance(v, dict) and "min" in v and "max" in v:
        base["number"] = {"min": v["min"], "max": v["max"]}
    if d.kind == "damage_assignment" and isinstance(v, dict):
        recips = [r for r in (_entity(game, e, visible) for e in v.get("recipients", ())) if r]
        tr = v.get("trample_to")
        base["assign"] = {"power": v.get("power"), "recipients": recips,
                          "trample_to": _entity(game, tr, visible) if tr is not None else None}
        if v.get("as_unblocked") is not None:  # "as though it weren't blocked": all of it there, or as usual
            base["assign"]["as_unblocked"] = _entity(game, v["as_unblocked"], visible)
    return base


def state_for(game: Game, seat: int, db=None) -> dict:
    """The table as ``seat`` sees it (``SPECTATOR`` for a spectator)."""
    v = game.view(seat)
    visible = _visible_ids(v)
    seen = eyes(v, seat)
    players = []
    for p in v["players"]:
        q = {k: p[k] for k in ("id", "name", "life", "poison", "counters", "hand_size", "library_size", "mana_pool",
                               "in_game", "monarch", "controlled_by")}
        q["graveyard"] = [_card(o, db) for o in p["graveyard"]]
        q["hand"] = [_card(o, db) for o in p["hand"]] if p.get("hand") is not None else None
        if p.get("commanders") is not None:  # 903: a Commander game
            q["commanders"] = [_commander(c) for c in p["commanders"]]
            q["commander_damage"] = [dict(c) for c in p.get("commander_damage") or ()]
        players.append(q)
    return {
        "viewer": seat, "turn": v["turn"], "active_player": v["active_player"], "step": v["step"],
        "priority": v["priority"], "players": players,
        "battlefield": [_card(o, db) for o in v["battlefield"]],
        "stack": [_card(o, db) for o in v["stack"]],
        "exile": [_card(o, db) for o in v["exile"]],
        "command": [_card(o, db) for o in v["command"]],
        "decision": decision_for(game, seat, visible),
        "result": v["result"],
        "eyes": sorted(seen),
    }


# ---------------------------------------------------------------- the log


def _zone_line(game: Game, e, seen: set[int]) -> str | None:
    d = e.data or {}
    frm, to, owner = d.get("from"), d.get("to"), d.get("owner")
    st = game.state
    new = st.objects.get(d.get("new"))
    if new is not None and new.zone != to:
        new = None
    # 708.9: a face-down permanent or spell that leaves is revealed, so a public origin shows the card
    origin_seen = frm in PUBLIC_ZONES or (frm in ("hand", "exile") and owner in seen)
    if to == "graveyard":
        dest_seen = True
    elif to == "hand":
        dest_seen = owner in seen
    elif to in ("battlefield", "stack", "exile") and new is not None:  # arrived face down? (708.2)
        dest_seen = not new.face_down or (new.controller if to != "exile" else new.owner) in seen
    else:
        dest_seen = False  # a library, or an object that moved on since: nobody can tell what it was
    who = st.players[owner].name if isinstance(owner, int) and 0 <= owner < len(st.players) else "?"
    if not (origin_seen or dest_seen):
        if frm == "library" and to == "hand":
            return None  # the draw event says it
        return f"{who}: a card moves from {frm} to {to}"
    name = d.get("card") or "a card"
    if new is not None and new.face_down:
        name = f"{name} (face down)"
    if frm == "battlefield" and to == "graveyard":
        return f"{name} is put into {who}'s graveyard"
    if frm == "library" and to == "hand":
        return f"{who} draws {name}"
    return f"{name} moves from {frm} to {to} ({who})"


def log_line(game: Game, e, seen: set[int]) -> str | None:
    """One log event as a seat whose eyes are ``seen`` may read it (None: nothing to show)."""
    k = e.kind
    if k == "zone":
        return _zone_line(game, e, seen)
    if k == "cast":
        d = e.data
        if not isinstance(d, dict):
            return None  # "begins casting": the finished cast is logged too
        o = game.state.objects.get(d.get("object"))
        if o is None or (o.face_down and o.controller not in seen):
            who = game.state.players[d.get("player", 0)].name
            return f"{who} casts a spell" if o is None or not o.face_down else f"{who} casts a face-down spell"
        return e.text
    if k not in SAFE_KINDS:
        return None
    if k == "turn":
        return "— " + e.text + " —"
    return e.text


def log_entries(game: Game, start: int, seen: set[int]) -> list[list]:
    """``[seq, turn, text]`` for log events from index ``start`` that the seat may read."""
    out = []
    for e in game.log[start:]:
        t = log_line(game, e, seen)
        if t:
            out.append([e.seq, e.turn, t])
    return out
