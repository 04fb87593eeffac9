"""Effects that end the game for a player: "you win the game" (104.2b) and "you lose the game" (104.3e).

- ``GameAction("win", who)``: each of those players wins; under a limited range of influence their
  opponents within it lose instead (104.3h), which :func:`manastack.engine.sba.win_game` handles.
- ``GameAction("lose", who)``: each of those players loses the game (104.3e); the game ends when one
  player is left (104.2a) -- checked at once, as 104.3e losses happen immediately.
"""
from __future__ import annotations

from ..evaluate import Env, resolve_ref
from ..events import lose_game
from ..sba import check_game_over, win_game
from ..state import is_player, pid_of
from .base import game_action
from ..mechanics_hooks import on_players_lost


def _players(state, ctx, ref) -> list[int]:
    return [pid_of(e) for e in resolve_ref(Env(state, ctx.source, ctx.controller, ctx), ref) if is_player(e)]


@game_action("win")
def _win(state, ctx, node, progress, answer):
    """104.2b: an effect states that a player wins the game."""
    for p in _players(state, ctx, node.who):
        win_game(state, p, "104.2b")
        return  # the game is over


@game_action("lose")
def _lose(state, ctx, node, progress, answer):
    """104.3e: an effect states that a player loses the game."""
    for p in _players(state, ctx, node.who):
        lose_game(state, p, "an effect says so", "104.3e")
    on_players_lost(state)
    check_game_over(state)
