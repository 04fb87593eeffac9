"""The decklists shipped in ``decks/`` (issue 22): each loads through the full card database, every card
in it is supported by the engine, and it is legal in the format its ``// Format:`` line states wherever
the card data gives that format's legality (a card with no entry is unknown, never a problem)."""
from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from manastack.decks import load_decklist
from manastack.decks.legality import legality_report
from manastack.engine.carddef import CardPool

DECKS = Path(__file__).resolve().parents[2] / "decks"
FILES = sorted(p for p in DECKS.iterdir() if p.suffix in (".txt", ".dek"))
FORMAT_RE = re.compile(r"Format:\s*(\w+)", re.IGNORECASE)


def stated_format(path: Path) -> str:
    m = FORMAT_RE.search(path.read_text(encoding="utf-8"))
    assert m, f"{path.name} has no '// Format: X' line"
    return m.group(1).lower()


def test_at_least_six_decks_are_shipped():
    assert len(FILES) >= 6
    assert {p.suffix for p in FILES} == {".txt", ".dek"}  # both an Arena/MTGO text list and an MTGO .dek


@pytest.fixture(scope="module")
def pool(full_db):
    return CardPool(full_db)


@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_shipped_deck_is_fully_supported_and_legal(path, full_db, pool):
    deck = load_decklist(path, full_db)
    assert deck.count("main") >= 60 and deck.count("sideboard") <= 15
    unsupported = {e.name: pool.get(e.name).missing for _, e in deck.entries() if pool.get(e.name).missing}
    assert unsupported == {}
    rep = legality_report(deck, stated_format(path), full_db)
    assert rep.problems == []


def test_demo_plays_two_shipped_decks_to_the_end(full_db, tmp_path):
    """``manastack demo --deck A --opponent-deck B`` in a fresh process, as a user runs it."""
    from manastack.testing.scenario import full_database_path

    env = {k: v for k, v in __import__("os").environ.items()}
    env["MANASTACK_DATA"] = str(full_database_path())
    r = subprocess.run([sys.executable, "-m", "manastack", "demo", "--deck", str(DECKS / "pauper-mono-red-burn.txt"),
                        "--opponent-deck", str(DECKS / "pauper-mono-blue-faeries.dek"), "--seed", "3"],
                       capture_output=True, text=True, env=env, timeout=600)
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines()[0] == "manastack demo — seed 3: Mono-Red Burn vs pauper-mono-blue-faeries"
    assert "Result:" in r.stdout and "Traceback" not in r.stderr
    assert "casts Lightning Bolt" in r.stdout or "casts Counterspell" in r.stdout or "casts" in r.stdout
