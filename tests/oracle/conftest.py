"""Fixtures for the Oracle compiler tests: the starter pool and (when present) the shared card data."""
from __future__ import annotations

import os
import random
from pathlib import Path

import pytest

from manastack.cards import starter_database
from manastack.oracle import compile_card

REPO = Path(__file__).resolve().parents[2]


def data_dir() -> Path:
    """``$MANASTACK_DATA`` or ``../shared/data`` relative to the repository root."""
    env = os.environ.get("MANASTACK_DATA")
    return Path(env) if env else REPO.parent / "shared" / "data"


@pytest.fixture(scope="session")
def starter():
    return starter_database()


@pytest.fixture(scope="session")
def card(starter):
    """card("Lightning Bolt") -> its compiled abilities (all faces)."""
    def get(name: str):
        return compile_card(starter.get(name)).abilities
    return get


@pytest.fixture(scope="session")
def atomic_cards():
    """All cards of AtomicCards.json.gz, read once per session (skips when the file is absent)."""
    path = data_dir() / "AtomicCards.json.gz"
    if not path.exists():
        pytest.skip(f"shared card data not found at {path} (set MANASTACK_DATA)")
    from manastack.cards.mtgjson import cards_from_atomic, read_json

    return cards_from_atomic(read_json(path), str(path))


@pytest.fixture(scope="session")
def sample_cards(atomic_cards):
    """A fixed random sample of 2,000 cards (seeded, so failures reproduce)."""
    rng = random.Random(20260417)
    return rng.sample(atomic_cards, 2000)
