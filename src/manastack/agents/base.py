"""The agent protocol: ``choose(game, player) -> option`` for the pending decision of ``player``.

Agents may read public information and their own hidden information only (``game.view(player)``
and the decision's options); they must not look at opponents' hands or library order."""
from __future__ import annotations

import random
from typing import Any, Callable, Protocol, Sequence

from ..game import Game


class Agent(Protocol):
    name: str

    def choose(self, game: Game, player: int) -> Any: ...


class RandomAgent:
    """Chooses uniformly among the legal options (its own generator, seeded)."""

    name = "random"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, game: Game, player: int) -> Any:
        return self.rng.choice(game.legal_actions())


def play_game(game: Game, agents: Sequence[Agent], max_decisions: int = 100_000,
              on_decision: Callable[[Game, Any], None] | None = None) -> Game:
    """Let agents answer every decision until the game ends. Decisions go to the deciding player's
    agent (``decision.actor``: under 723 the controlling player)."""
    n = 0
    while game.result is None and n < max_decisions:
        d = game.decision
        if d is None:
            break
        choice = agents[d.actor].choose(game, d.actor)
        if on_decision is not None:
            on_decision(game, choice)
        game.apply(choice)
        n += 1
    if game.result is None and n >= max_decisions:
        from ..engine.sba import end_game_draw

        end_game_draw(game.state, f"resource limit: {max_decisions} decisions without an end", "104.4b")
    return game
