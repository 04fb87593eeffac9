"""Issue #24 point 4's behaviour sample keeps its promises: sample_24.txt is 100 distinct cards of the database,
drawn by tools/behaviour_sample.py, and each card has its test ``test_sample_NN_...`` at its draw position."""
from __future__ import annotations

import importlib.util
import random
import re
from pathlib import Path

from . import helpers
from .test_meta import _load_all_tests

ROOT = Path(__file__).resolve().parents[2]
SAMPLE_24 = Path(__file__).parent / "sample_24.txt"


def sample_24() -> list[str]:
    return [ln.strip() for ln in SAMPLE_24.read_text().splitlines() if ln.strip() and not ln.startswith("#")]


def test_sample_24_is_100_distinct_cards_of_the_database(full_db):
    names = sample_24()
    assert len(names) == 100 and len(set(names)) == 100
    for n in names:
        assert full_db.get(n).name == n
    head = SAMPLE_24.read_text().splitlines()[:5]
    assert any("Random(24)" in ln for ln in head) and any("8829b5a" in ln and "99140b4" in ln for ln in head)


def test_sample_24_every_card_has_its_test_at_its_draw_position():
    _load_all_tests()
    for i, n in enumerate(sample_24(), 1):
        tests = [t for t in helpers.COVERED.get(n, []) if t.startswith("test_sample_")]
        assert tests, f"no test for sample card {i}: {n}"
        assert all(re.match(rf"test_sample_{i:02d}_", t) for t in tests), (n, tests)


def test_behaviour_sample_tool_draws_in_draw_order_from_new_minus_old():
    spec = importlib.util.spec_from_file_location("behaviour_sample", ROOT / "tools" / "behaviour_sample.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    old = ["A", "B", "C"]
    new = ["B", "C", "D", "E", "F", "G"]
    got = mod.draw(old, new, 24, 3)
    assert got == random.Random(24).sample(["D", "E", "F", "G"], 3)
    assert not set(got) & set(old)
    assert mod.draw(old, new, 24, 10) == random.Random(24).sample(["D", "E", "F", "G"], 4)
