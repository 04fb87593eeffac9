"""Plain-text rendering of a game for failure messages and the terminal."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.chars import chars, name_of

if TYPE_CHECKING:
    from ..engine.state import GameState


def _perm(state: "GameState", oid: int) -> str:
    o = state.objects[oid]
    c = chars(state, oid)
    bits = [c.name or name_of(state, oid)]
    if c.power is not None:
        bits.append(f"{c.power}/{c.toughness}")
    if o.tapped:
        bits.append("(tapped)")
    if o.damage:
        bits.append(f"dmg {o.damage}")
    if o.counters:
        bits.append(" ".join(f"{k}×{v}" for k, v in o.counters.items()))
    if o.attached_to is not None:
        bits.append(f"→ {name_of(state, o.attached_to) if o.attached_to in state.objects else o.attached_to}")
    if c.keywords:
        bits.append("[" + ", ".join(sorted(c.keywords)) + "]")
    return f"#{oid} " + " ".join(bits)


def render_board(state: "GameState") -> str:
    lines = [f"Turn {state.turn}, {state.step}; active: {state.players[state.active].name}"
             + (f"; priority: {state.players[state.priority].name}" if state.priority is not None else "")]
    for p in state.players:
        lines.append(f"{p.name}: life {p.life}" + (f", poison {p.poison}" if p.poison else "")
                     + f", hand {len(state.hand[p.id])}, library {len(state.library[p.id])}"
                     + (", monarch" if state.monarch == p.id else "") + ("" if p.in_game else " (out)"))
        perms = [o for o in state.battlefield if chars(state, o).controller == p.id]
        for oid in perms:
            lines.append("   " + _perm(state, oid))
        if state.hand[p.id]:
            lines.append("   hand: " + ", ".join(name_of(state, o) for o in state.hand[p.id]))
        if state.graveyard[p.id]:
            lines.append("   graveyard: " + ", ".join(name_of(state, o) for o in state.graveyard[p.id]))
    if state.stack:
        lines.append("stack (top last): " + ", ".join(name_of(state, o) for o in state.stack))
    if state.exile:
        lines.append("exile: " + ", ".join(name_of(state, o) for o in state.exile))
    d = state.decision
    if d is not None:
        lines.append(f"pending: {d.kind} for {state.players[d.player].name} (decided by {state.players[d.actor].name})")
    if state.result is not None:
        lines.append(f"result: {state.result}")
    return "\n".join(lines)
