"""The agent protocol: ``choose(game, player) -> option`` for the pending decision of ``player``.

An agent answers with one of ``game.legal_actions()`` (or, for a decision without enumerated
options, a value its ``validate`` accepts). Agents may read public information and their own hidden
information only (``game.view(player)``, the decision and its options, public state); they must not
look at opponents' hands or any library order. :mod:`.knowledge` builds games that keep to that.
"""
from __future__ import annotations

import random
from typing import Any, Callable, Protocol, Sequence

from ..game import Game


class Agent(Protocol):
    name: str

    def choose(self, game: Game, player: int) -> Any: ...


def open_choice(game: Game, rng: random.Random) -> Any:
    """A random answer to a decision without enumerated options (a number within ``validate``)."""
    d = game.decision
    v = d.validate if d is not None else None
    if isinstance(v, dict) and "min" in v and "max" in v:
        return rng.randint(int(v["min"]), int(v["max"]))
    raise ValueError(f"cannot answer a {d.kind if d else 'missing'} decision without options")


class RandomAgent:
    """Chooses uniformly among the legal options (its own generator, seeded)."""

    name = "random"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, game: Game, player: int) -> Any:
        opts = game.legal_actions()
        if not opts:
            return open_choice(game, self.rng)
        return self.rng.choice(opts)


def play_game(game: Game, agents: Sequence[Agent], max_decisions: int = 100_000,
              on_decision: Callable[[Game, Any], None] | None = None) -> Game:
    """Let agents answer every decision until the game ends. Decisions go to the deciding player's
    agent (``decision.actor``: under 723 the controlling player). A game that reaches
    ``max_decisions`` is ended as a draw (104.4b), so no game runs forever."""
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
