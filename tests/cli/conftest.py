"""Fixtures for the command-line tests: a private data and cache directory per test (the real user's
are never touched), and the repository's shipped decks."""
from __future__ import annotations

from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
DECKS = REPO / "decks"


@pytest.fixture(autouse=True)
def _isolated_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "manastack-home"
    monkeypatch.setenv("MANASTACK_HOME", str(home))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg-data"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg-cache"))
    return home


@pytest.fixture
def no_env_db(monkeypatch: pytest.MonkeyPatch) -> None:
    """No $MANASTACK_DATA and nothing installed: the lookup ends at the built-in pool."""
    monkeypatch.delenv("MANASTACK_DATA", raising=False)


@pytest.fixture
def full_path():
    """The full card database file found by the CLI's lookup (skips when there is none)."""
    from manastack.testing.scenario import full_database, full_database_path

    full_database()  # skips when absent; loads it once for the process
    return full_database_path()
