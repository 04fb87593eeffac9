"""Fixtures for the decklist tests. The full card database is shared with ``tests/cards`` through the
pytest config object, so it is loaded at most once per session."""
from __future__ import annotations

from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
CARD_FIXTURES = REPO / "tests" / "cards" / "fixtures"


@pytest.fixture(scope="session")
def full_db(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory):
    """The full card database, found by the CLI's lookup ($MANASTACK_DATA, the installed database, then
    ../shared/data next to the checkout); skips when there is only the built-in pool."""
    from manastack.cards.database import load_database
    from manastack.testing.scenario import full_database_path

    db = getattr(request.config, "_manastack_full_db", None)
    if db is None:
        path = full_database_path()
        if path is None:
            pytest.skip("full card database not found: run `manastack cards download` or set MANASTACK_DATA")
        cache = getattr(request.config, "_manastack_full_db_cache", None) or tmp_path_factory.mktemp("carddb-cache")
        request.config._manastack_full_db_cache = cache  # type: ignore[attr-defined]
        db = load_database(path, cache_dir=cache)
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
