"""Companion (702.139) in a game.

- 702.139a: a companion is a card a player owns outside the game (their sideboard, 400.11) revealed before the
  game begins, its condition fulfilled by the starting deck (checked by ``Game.new`` and by the deck check,
  ``decks/companion.py``). ``state.designations["companions"]``: ``{owner: uid}``.
- 116.2g / 702.139a: once during the game, any time its owner has priority and the stack is empty during a main
  phase of their turn, they may pay {3} and put it from outside the game into their hand: a special action
  (priority option ``("companion", oid)``); ``designations["companion_used"]``: the players who have.
- 702.139c: the card then stays in the game until it ends (an ordinary card in their hand).
- 702.139d / 903.11: in a Commander game a companion is one of the cards that may enter from outside the game.
- 727.1-727.2 with 103.2b: a restarted game starts by rule 103 again. A companion still outside the game (never
  brought in) is revealed again if the player's new starting deck -- every card of theirs involved in the old
  game (727.2), with their commanders (702.139b) -- still fulfils its condition, and its special action is
  available once in the new game. A companion that was put into a hand was involved in the game: it is in its
  owner's library in the new game (727.2) and is no longer a companion. (The reveal is made for the player.)
- The companion ability itself does nothing in the game; a card whose condition the deck check can't read is
  unsupported (:func:`_check_condition`).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core.mana import ManaCost
from ...core.types import Zone
from ...decks.companion import COMPANION_COST, UnreadableCondition, companion_problems, read_condition
from ..actions import sorcery_timing
from ..events import log, move, pname
from ..mechanics_hooks import PLAYER_VIEW, SPECIAL_ACTION_HANDLERS, SPECIAL_ACTIONS
from ..support import IMPLEMENTED_KEYWORDS, variant_check
from ..relevance import needs
from .restart import ON_RESTART
from .zones import pay_special_action_cost, special_action_payable

if TYPE_CHECKING:
    from ..state import GameState

KEY = "companions"
USED = "companion_used"
COST = ManaCost.parse(COMPANION_COST)


def set_companion(state: GameState, pid: int, oid: int) -> None:
    """702.139a: ``pid`` reveals the card ``oid`` (theirs, outside the game) as their companion."""
    comp = dict(state.designations.get(KEY) or {})
    comp[pid] = state.objects[oid].uid
    state.designations[KEY] = comp
    state.touch()
    log(state, "companion", "702.139a", f"{pname(state, pid)} reveals {state.objects[oid].card} as their companion",
        {"object": oid})


def companion_of(state: GameState, pid: int) -> int | None:
    """The object id of ``pid``'s companion while it is outside the game (None otherwise)."""
    uid = (state.designations.get(KEY) or {}).get(pid)
    if uid is None:
        return None
    for oid in state.outside[pid]:
        if state.objects[oid].uid == uid:
            return oid
    return None


def _companion_options(state: GameState, pid: int) -> list:
    """116.2g: the companion special action, while the player hasn't taken it this game."""
    if not state.designations.get(KEY) or pid in (state.designations.get(USED) or ()):
        return []
    oid = companion_of(state, pid)
    if oid is None or not sorcery_timing(state, pid) or not special_action_payable(state, pid, COST):
        return []
    return [("companion", oid)]


def _do_companion(state: GameState, pid: int, choice: tuple) -> None:
    """116.2g: pay {3}, put the companion from outside the game into its owner's hand (once per game)."""
    oid = choice[1]
    if oid != companion_of(state, pid) or not pay_special_action_cost(state, pid, COST):
        return
    state.designations[USED] = tuple(state.designations.get(USED) or ()) + (pid,)
    state.touch()
    move(state, oid, Zone.HAND, why="the companion special action", rule="116.2g", cause="companion")
    log(state, "companion", "116.2g", f"{pname(state, pid)} pays {COMPANION_COST} and puts their companion "
        f"{state.objects[oid].card if oid in state.objects else ''} into their hand".rstrip())


needs("companion")(_companion_options)  # (engine/relevance.py)
SPECIAL_ACTIONS.append(_companion_options)
SPECIAL_ACTION_HANDLERS["companion"] = _do_companion
IMPLEMENTED_KEYWORDS.add("Companion")


@variant_check("Keyword")
def _check_condition(node: Any) -> str | None:
    """702.139a: a companion whose condition the deck check can't read is not supported."""
    if getattr(node, "name", None) != "Companion":
        return None
    try:
        read_condition(str(node.arg))
    except UnreadableCondition as e:
        return f"companion condition ({e})"
    return None


def companion_view(state: GameState, pid: int) -> dict[str, Any]:
    """A player's revealed companion (public, 702.139a): its name, where it is and whether the special action
    was taken."""
    uid = (state.designations.get(KEY) or {}).get(pid)
    if uid is None:
        return {}
    o = next((o for o in state.objects.values() if o.uid == uid and o.kind == "card"), None)
    if o is None:
        return {}
    used = pid in (state.designations.get(USED) or ())
    return {"companion": {"id": o.id, "name": o.card, "zone": o.zone, "used": used}}


PLAYER_VIEW.append(companion_view)

__all__ = ["companion_of", "companion_view", "set_companion"]


def _restarted(old: GameState, new: GameState) -> None:
    """727.1 / 103.2b: each player's companion in the restarted game (see the module doc)."""
    comp = old.designations.get(KEY)
    if not comp:
        return
    minimum = 60 if new.options.get("format") in (None, "brawl") else 100
    keep = {}
    for pid, uid in comp.items():
        if not new.players[pid].in_game:
            continue
        card = next((new.objects[i] for i in new.outside[pid] if new.objects[i].uid == uid), None)
        if card is None:
            continue  # brought into the game: now a card of the new game (727.2)
        db = new.pool.db
        deck = [db.get(new.objects[i].card) for i in list(new.library[pid]) + list(new.command)
                if new.objects[i].owner == pid and new.objects[i].kind == "card" and new.objects[i].card]
        if companion_problems(db.get(card.card), deck, minimum):
            log(new, "companion", "103.2b", f"{pname(new, pid)}'s new starting deck no longer fulfils "
                f"{card.card}'s companion condition: it stays outside the game, not a companion")
            continue
        keep[pid] = uid
        log(new, "companion", "103.2b", f"{pname(new, pid)} reveals {card.card} as their companion again",
            {"object": card.id})
    if keep:
        new.designations[KEY] = keep


ON_RESTART.append(_restarted)
