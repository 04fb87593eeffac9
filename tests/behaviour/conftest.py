"""Fixtures for the behaviour tests: one card pool over the full database for the whole session
(each card compiles once), skipped when the shared card data is absent."""
from __future__ import annotations

import pytest

from manastack.engine.carddef import CardPool


@pytest.fixture(scope="session")
def pool(full_db):
    """The full database's cards, compiled once per session (games never mutate the pool's definitions)."""
    return CardPool(full_db)
