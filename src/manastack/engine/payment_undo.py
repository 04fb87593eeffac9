"""733.1: a spell or ability reversed part-way through its payment gets back what was already paid.

Paying by hand (601.2g-h) goes symbol by symbol: mana spent from the pool, 2 life for a Phyrexian symbol, a
creature or artifact tapped for convoke or improvise. If the player then cancels (or the action turns out
illegal), "any payments already made are canceled": the mana goes back to the pool (with its spending
restriction, 106.6), the life comes back, the tapped permanents untap — directly, as a reversal, so nothing
triggers (733.1) and no life is "gained". Mana abilities activated on the way are not reversed: 733.1 lets a
player reverse them but doesn't make them, and their mana stays in the pool. A card exiled for delve has
changed zones and is a new object (400.7): that payment is not reversed here.

The casting record ``c`` keeps the payments in ``c["paid_log"]``; :func:`undo_payments` replays it backwards."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .events import lose_life, tap
from .payment import SPEND_ONLY, TYPES, spend_from_pool

if TYPE_CHECKING:  # pragma: no cover
    from .state import GameState


def spend_noted(state: "GameState", c: dict, t: str, spell: int | None) -> None:
    """Spend one mana of type ``t`` from the paying player's pool and remember it (with the restriction the
    spent mana carried, if any) so that a reversal can put it back."""
    p = state.players[c["player"]]
    before = list(p.extra.get(SPEND_ONLY) or ())
    spend_from_pool(state, c["player"], t, spell)
    for r in p.extra.get(SPEND_ONLY) or ():
        before.remove(r)
    c.setdefault("paid_log", []).append(("mana", t, before[0] if before else None))


def tap_noted(state: "GameState", c: dict, oid: int, rule: str) -> None:
    """Tap ``oid`` to pay (convoke, improvise) and remember it."""
    if tap(state, oid, rule=rule):
        c.setdefault("paid_log", []).append(("tapped", oid))


def pay_life_noted(state: "GameState", c: dict, n: int) -> None:
    """Pay ``n`` life for a Phyrexian symbol (107.4f) and remember it."""
    lost = lose_life(state, c["player"], n, rule="107.4f")
    c["life_paid"] += n
    c.setdefault("paid_log", []).append(("life", lost))


def undo_payments(state: "GameState", c: dict) -> None:
    """733.1: cancel the payments made so far, last first."""
    p = state.players[c["player"]]
    for entry in reversed(c.get("paid_log", ())):
        if entry[0] == "mana":
            _kind, t, restriction = entry
            p.pool[TYPES.index(t)] += 1
            if restriction is not None:
                p.extra[SPEND_ONLY] = tuple(p.extra.get(SPEND_ONLY) or ()) + (restriction,)
        elif entry[0] == "tapped":
            if entry[1] in state.objects:
                state.mut_light(entry[1]).tapped = False
        else:
            p.life += entry[1]
    c["paid_log"] = []
    state.touch()


__all__ = ["spend_noted", "tap_noted", "pay_life_noted", "undo_payments"]
