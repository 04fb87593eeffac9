"""Fixtures for the replacement, trigger, cost, dice and multiplayer tests (issue #6b).

Cards whose Oracle text the compiler can't read yet get their trees by hand through ``define``: the
tree is what the compiler should produce; each test says so in its docstring."""
from __future__ import annotations

import pytest

from manastack.engine.carddef import CardPool
from manastack.testing import Scenario


@pytest.fixture
def pool(full_db):
    """A fresh card pool over the full database (hand-made definitions stay in this pool)."""
    return CardPool(full_db)


@pytest.fixture
def define(pool):
    """define(name, *abilities): give a real card a hand-built ability tree in this test's pool."""

    def _define(name, *abilities):
        pool.define(pool.db.get(name), abilities)
        return name

    return _define


@pytest.fixture
def scen(pool):
    """scen(**kw): a Scenario over this test's pool."""

    def _scen(**kw):
        return Scenario(cards=pool, **kw)

    return _scen
