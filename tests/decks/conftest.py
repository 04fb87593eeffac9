"""Fixtures for the decklist tests. The full card database is shared with ``tests/cards`` through the
pytest config object, so it is loaded at most once per session."""
from __future__ import annotations

import os
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
CARD_FIXTURES = REPO / "tests" / "cards" / "fixtures"


@pytest.fixture(scope="session")
def shared_data() -> Path:
    env = os.environ.get("MANASTACK_DATA")
    p = Path(env) if env else REPO.parent / "shared" / "data"
    if not (p / "AtomicCards.json.gz").is_file():
        pytest.skip("shared card data not found: set MANASTACK_DATA or put it at ../shared/data")
    return p


@pytest.fixture(scope="session")
def full_db(request: pytest.FixtureRequest, shared_data: Path, tmp_path_factory: pytest.TempPathFactory):
    from manastack.cards.database import load_database

    db = getattr(request.config, "_manastack_full_db", None)
    if db is None:
        cache = getattr(request.config, "_manastack_full_db_cache", None) or tmp_path_factory.mktemp("carddb-cache")
        request.config._manastack_full_db_cache = cache  # type: ignore[attr-defined]
        db = load_database(shared_data / "AtomicCards.json.gz", cache_dir=cache)
        request.config._manastack_full_db = db  # type: ignore[attr-defined]
    return db


@pytest.fixture(scope="session")
def db():
    """The starter pool plus two Attractions with lights (hand-written fixture)."""
    from manastack.cards import CardDatabase, starter_database
    from manastack.cards.mtgjson import read_atomic

    extra = [c for c in read_atomic(CARD_FIXTURES / "atomic-attractions.json") if c.name not in starter_database()]
    return CardDatabase(list(starter_database()) + extra, name="starter+attractions")


@pytest.fixture(autouse=True)
def _isolated_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MANASTACK_HOME", str(tmp_path / "manastack-home"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg-data"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg-cache"))
