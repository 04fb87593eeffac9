"""Actions from opening hands (103.6): "If this card is in your opening hand, you may begin the game with it on
the battlefield" (the Leylines, 103.6a).

Once the mulligan process is over (103.5), the starting player takes any such actions in any order, then each
other player in turn order does the same (103.6); then the first turn begins (103.8). A player is offered the
cards of their hand whose static ability (functioning from the hand) says so, one at a time, until they put no
more onto the battlefield.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.types import Zone
from ...tree.abilities import Static
from ...tree.continuous import Restrict
from ..chars import chars, name_of
from ..decision import OPTION
from ..events import log, move, pname
from ..loop import ask, push, task
from ..mechanics_hooks import OPENING_HAND
from ..support import IMPLEMENTED_RESTRICTIONS

if TYPE_CHECKING:
    from ..state import GameState

BEGIN_ON_BATTLEFIELD = "may_begin_game_on_battlefield"


def begins_on_battlefield(state: "GameState", oid: int) -> bool:
    """103.6a: does this card in a hand say its owner may begin the game with it on the battlefield?"""
    for ab in chars(state, oid).abilities:
        if type(ab) is Static and ab.zone == "hand":
            if any(type(m) is Restrict and m.kind == BEGIN_ON_BATTLEFIELD for m in ab.mods):
                return True
    return False


@task("opening_hand_begin")
def opening_hand_begin(state: "GameState") -> None:
    """103.6: the starting player first, then each other player in turn order."""
    state.turn_data["opening_hand"] = [p for p in state.turn_order if state.players[p].in_game]
    push(state, "opening_hand_next")


@task("opening_hand_next")
def opening_hand_next(state: "GameState") -> None:
    queue = state.turn_data.get("opening_hand") or []
    while queue:
        p = queue[0]
        cards = [oid for oid in state.hand[p] if begins_on_battlefield(state, oid)] \
            if state.players[p].in_game else []
        if cards:
            opts = tuple(("begin_on_battlefield", oid) for oid in cards) + (("done",),)
            ask(state, OPTION, p, opts, "Put a card from your opening hand onto the battlefield (103.6a), or done",
                ("opening_hand_answer", p))
            return
        queue.pop(0)
    state.turn_data.pop("opening_hand", None)


@task("opening_hand_answer")
def opening_hand_answer(state: "GameState", p: int, choice: tuple) -> None:
    queue = state.turn_data.get("opening_hand") or []
    if choice[0] == "done":
        if queue and queue[0] == p:
            queue.pop(0)
        state.touch()
    else:
        oid = choice[1]
        name = name_of(state, oid)
        move(state, oid, Zone.BATTLEFIELD, why="opening hand", rule="103.6a")
        log(state, "setup", "103.6a", f"{pname(state, p)} begins the game with {name} on the battlefield")
    push(state, "opening_hand_next")


OPENING_HAND.append("opening_hand_begin")
IMPLEMENTED_RESTRICTIONS.add(BEGIN_ON_BATTLEFIELD)
