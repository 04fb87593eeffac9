"""Issue #32: every official ruling of the target cards (tests/rulings/targets.txt: the shipped decks, the
built-in pool and the 300 supported cards with the most rulings) is a test here or is listed in
not_testable.txt with its reason — none silently skipped. The check itself is tools/rulings_tests.py."""
from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

import pytest

from manastack.testing.scenario import shared_data_dir

ROOT = Path(__file__).resolve().parents[2]


def _tool():
    spec = importlib.util.spec_from_file_location("rulings_tests", ROOT / "tools" / "rulings_tests.py")
    mod = importlib.util.module_from_spec(spec)
    sys.modules["rulings_tests"] = mod  # dataclasses look their module up there
    spec.loader.exec_module(mod)
    return mod


@pytest.fixture(scope="module")
def tool():
    return _tool()


@pytest.fixture(scope="module")
def rulings(tool):
    d = shared_data_dir()
    if d is None or not (d / "rulings.json.gz").is_file():
        pytest.skip("the official rulings (rulings.json.gz) are not present")
    return tool.load_rulings(d / "rulings.json.gz")


def test_every_ruling_of_the_target_cards_is_tested_or_listed_with_a_reason(tool, rulings):
    c = tool.check(rulings)
    assert not c.problems, "\n".join(c.problems[:40]) + (f"\n... {len(c.problems)} in all" if len(c.problems) > 40
                                                          else "")
    scope = c.in_scope
    assert all((r.key in c.tested) != (r.key in c.listed) for r in scope), "each ruling: a test or a reason"


def test_the_built_in_pool_and_the_shipped_decks_are_targets(tool):
    """targets.txt is frozen by ``--select``; the cards that must be in it are checked here (the top 300
    depend on what the engine supports and are recomputed by ``--select``)."""
    targets = tool.read_targets()
    starter = json.loads((ROOT / "src" / "manastack" / "cards" / "data" / "starter.json").read_text("utf-8"))
    missing = sorted(n for n in starter["data"] if n not in targets)
    assert not missing, f"built-in pool cards not in targets.txt (run --select): {missing}"
    from manastack.decks.decklist import load_decklist
    from manastack.testing.scenario import full_database

    db = full_database()
    for p in sorted((ROOT / "decks").iterdir()):
        if p.suffix in (".txt", ".dek"):
            d = load_decklist(p, db)
            lost = sorted({e.name for e in d.main + d.sideboard} - set(targets))
            assert not lost, f"{p.name}: cards not in targets.txt (run --select): {lost}"


def test_a_ruling_key_grows_until_it_tells_same_day_rulings_apart(tool):
    a = "If the target is illegal when it tries to resolve, it won't resolve."
    b = "If the target is illegal when it tries to resolve, it will be countered."
    assert tool.ruling_key("X", "2020-01-01", a, [a, b]) == \
        "X | 2020-01-01 | if the target is illegal when it tries to resolve it wont"
    assert tool.ruling_key("X", "2020-01-01", a, [a]) == "X | 2020-01-01 | if the target is illegal when"
