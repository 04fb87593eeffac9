"""The table's log: every change a player cares about, in good English, without leaking hidden cards.

Reads ``game.log`` events (``kind``, ``rule``, ``text``, ``data`` — docs/engine.md). Zone changes are
written from their data, naming the card only when it moves from or to a public zone (400.2) or is
the viewer's own card; bookkeeping (steps, tapping for mana, paying) is left out."""
from __future__ import annotations

from typing import Any

from .english import fix_text, possessive, verb

HIDDEN = ("library", "hand")
QUIET = {"step", "tap", "untap", "mana", "pay", "cleanup", "zone"}
STYLE = {"turn": "bold", "life": "bold yellow", "lose": "bold red", "game_over": "bold", "damage": "red",
         "counters": "cyan", "cast": "magenta", "activate": "magenta", "trigger": "magenta", "draw": "",
         "choice": "green", "attackers": "bold", "blockers": "bold"}


def _where(zone: str, owner: str, me_owner: bool) -> str:
    if zone in ("graveyard", "hand", "library"):
        return f"{'your' if me_owner else possessive(owner)} {zone}"
    return {"battlefield": "the battlefield", "exile": "exile", "stack": "the stack",
            "command": "the command zone"}.get(zone, zone)


def zone_text(d: dict, names: list[str], me: int) -> str | None:
    """A zone change as a sentence, or None when it is bookkeeping (a spell moving to the stack and
    off it) or hidden to the viewer (another player's card from hidden zone to hidden zone)."""
    frm, to = d.get("from"), d.get("to")
    owner = d.get("owner", -1)
    card = d.get("card") or "a card"
    mine = owner == me
    oname = names[owner] if 0 <= owner < len(names) else "someone"
    if frm == "stack" or to == "stack":
        return None  # casting and resolving are logged as such
    if frm in HIDDEN and to in HIDDEN:
        if not mine:
            return None
        if frm == "library" and to == "hand":
            return f"{verb(names[me], 'draws')} {card}" if names[me] else None
        return f"{card} moves from your {frm} to your {to}"
    if d.get("face_down"):
        card = "a face-down card"
    if to == "battlefield":
        return f"{card} enters the battlefield" + ("" if frm in ("stack", None) else f" from {_where(frm, oname, mine)}")
    if frm == "battlefield":
        if to == "graveyard":
            return f"{card} is put into {_where(to, oname, mine)}"
        return f"{card} leaves the battlefield for {_where(to, oname, mine)}"
    if to == "graveyard" and frm == "hand":
        return f"{card} is discarded to {_where(to, oname, mine)}"
    if to == "graveyard" and frm == "library":
        return f"{card} is milled into {_where(to, oname, mine)}"
    if to == "exile":
        return f"{card} is exiled from {_where(frm, oname, mine)}"
    if frm in ("graveyard", "exile") and to in HIDDEN:
        return f"{card} returns to {_where(to, oname, mine)} from {_where(frm, oname, mine)}"
    return f"{card} moves from {_where(frm, oname, mine)} to {_where(to, oname, mine)}"


def event_line(e: Any, names: list[str], me: int) -> tuple[str, str] | None:
    """(text, style) for one log event as the viewer may see it, or None."""
    kind = e.kind
    d = e.data if isinstance(e.data, dict) else {}
    if kind == "zone":
        t = zone_text(d, names, me)
        return (fix_text(t, names), "dim") if t else None
    if kind in QUIET:
        return None
    if kind in ("cast", "activate") and e.data is None and ("begins casting" in e.text or "activates an" in e.text):
        return None  # announced again, with targets, once cast or activated (601.2i, 602.2)
    if kind == "draw" and d.get("player") == me:
        return None  # the zone events name each card drawn
    if kind == "turn":
        return ("\n" + fix_text(e.text, names), "bold")
    if kind == "life" and "player" in d and "delta" in d:
        p, delta = d["player"], d["delta"]
        if 0 <= p < len(names):
            t = f"{verb(names[p], 'gains' if delta > 0 else 'loses')} {abs(delta)} life"
            txt = e.text or ""
            if txt.endswith(")") and "(" in txt:
                t += " " + txt[txt.rindex("("):].replace("(", "(now ", 1)
            return (t, STYLE["life"])
    text = fix_text(e.text or "", names)
    if not text:
        return None
    return (text[:1].upper() + text[1:], STYLE.get(kind, ""))


def event_lines(events: list, names: list[str], me: int) -> list[tuple[str, str]]:
    """The lines for a run of events. A land's move from hand to battlefield is the play itself, so
    it is said once ("You play Forest")."""
    out: list[tuple[str, str]] = []
    for i, e in enumerate(events):
        if e.kind == "zone" and isinstance(e.data, dict) and e.data.get("from") == "hand" \
                and e.data.get("to") == "battlefield" and i + 1 < len(events) and events[i + 1].kind == "play":
            continue
        t = event_line(e, names, me)
        if t:
            out.append(t)
    return out
