"""Fixtures for agent, simulation and terminal-play tests. They use the keyword-only ("vanilla")
card pool, so they exercise the agents and runners independently of the Oracle compiler."""
from __future__ import annotations

import pytest

from manastack.game import Game
from manastack.sim.vanilla import pool_named, vanilla_deck


@pytest.fixture(scope="session")
def pool():
    return pool_named("vanilla")


@pytest.fixture(scope="session")
def decks():
    return [vanilla_deck("green-ground"), vanilla_deck("white-blue-air")]


@pytest.fixture
def new_game(pool, decks):
    def make(seed: int = 1, **options) -> Game:
        options.setdefault("auto_pay", True)
        return Game.new(decks, seed=seed, cards=pool, **options)

    return make


def _advance(game: Game, agents, until) -> Game:
    """Let agents play until ``until(game)`` is true (or the game ends)."""
    n = 0
    while game.result is None and not until(game) and n < 5000:
        d = game.decision
        game.apply(agents[d.actor].choose(game, d.actor))
        n += 1
    return game


@pytest.fixture
def advance():
    return _advance
