"""Fixtures for the card data tests.

The shared card data is found at ``$MANASTACK_DATA``, else ``../shared/data`` next to the repository;
tests that need it skip when it is absent. The full 34k-card database is loaded at most once per test
session (shared with ``tests/decks`` through the pytest config object).
"""
from __future__ import annotations

import os
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
FIXTURES = Path(__file__).resolve().parent / "fixtures"


def shared_data_dir() -> Path | None:
    env = os.environ.get("MANASTACK_DATA")
    p = Path(env) if env else REPO.parent / "shared" / "data"
    return p if (p / "AtomicCards.json.gz").is_file() else None


@pytest.fixture(scope="session")
def shared_data() -> Path:
    p = shared_data_dir()
    if p is None:
        pytest.skip("shared card data not found: set MANASTACK_DATA or put it at ../shared/data")
    return p


@pytest.fixture(scope="session")
def full_db_cache(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The cache directory the session's full database was compiled into."""
    d = getattr(request.config, "_manastack_full_db_cache", None)
    if d is None:
        d = tmp_path_factory.mktemp("carddb-cache")
        request.config._manastack_full_db_cache = d  # type: ignore[attr-defined]
    return d


@pytest.fixture(scope="session")
def full_db(request: pytest.FixtureRequest, shared_data: Path, full_db_cache: Path):
    """The full AtomicCards database, compiled (cold) once per session into a private cache dir."""
    from manastack.cards.database import load_database

    db = getattr(request.config, "_manastack_full_db", None)
    if db is None:
        db = load_database(shared_data / "AtomicCards.json.gz", cache_dir=full_db_cache)
        request.config._manastack_full_db = db  # type: ignore[attr-defined]
    return db


@pytest.fixture()
def fixtures_dir() -> Path:
    return FIXTURES


@pytest.fixture(autouse=True)
def _isolated_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Never touch the real user's data or cache directories."""
    home = tmp_path / "manastack-home"
    monkeypatch.setenv("MANASTACK_HOME", str(home))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg-data"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg-cache"))
    from manastack.cards import database

    database._DEFAULT.clear()
    return home
