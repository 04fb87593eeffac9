"""Shared fixtures. The shared card data lives at $MANASTACK_DATA or ../shared/data (from the repo root);
tests that need it skip with a clear reason when it is absent."""
from __future__ import annotations

import pytest

from manastack.testing import Scenario, shared_data_dir


@pytest.fixture(scope="session")
def shared_data():
    d = shared_data_dir()
    if d is None:
        pytest.skip("shared card data not found (set MANASTACK_DATA or put it at ../shared/data)")
    return d


@pytest.fixture(scope="session")
def full_db(shared_data):
    from manastack.testing.scenario import full_database

    return full_database()


@pytest.fixture
def scenario():
    return Scenario()
