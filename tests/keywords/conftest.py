"""Fixtures for the keyword and keyword-action tests (issue #25): one card pool over the full database."""
from __future__ import annotations

import pytest

from manastack.engine.carddef import CardPool


@pytest.fixture(scope="session")
def pool(full_db):
    """The full database's cards, compiled once per session."""
    import manastack.game  # noqa: F401  (installs the compiler into the card pool)

    return CardPool(full_db)


@pytest.fixture
def supported(pool):
    """``supported(*names)``: assert each card is fully supported, naming what is missing if not."""
    def check(*names: str) -> None:
        for n in names:
            d = pool.get(n)
            assert d.supported, (n, d.missing)
    return check
