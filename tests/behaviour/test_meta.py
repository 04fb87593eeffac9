"""The behaviour suite's own promises: the sample is the documented draw, every sample card has a test,
and the suite checks at least 150 distinct cards."""
from __future__ import annotations

import importlib
import pkgutil

from . import helpers

HANDPICKED_MIN = 50


def _load_all_tests() -> None:
    pkg = importlib.import_module(__package__)
    for m in pkgutil.iter_modules(pkg.__path__):
        if m.name.startswith("test_"):
            importlib.import_module(f"{__package__}.{m.name}")


def test_sample_file_lists_100_distinct_cards_of_the_database(full_db):
    names = helpers.sample_names()
    assert len(names) == 100 and len(set(names)) == 100
    assert names == sorted(names)
    for n in names:
        assert full_db.get(n).name == n


def test_every_sample_card_has_a_behaviour_test():
    _load_all_tests()
    missing = [n for n in helpers.sample_names() if n not in helpers.COVERED]
    assert not missing, f"sample cards without a test: {missing}"


def test_at_least_fifty_more_cards_are_checked_beyond_the_sample():
    _load_all_tests()
    extra = set(helpers.COVERED) - set(helpers.sample_names())
    assert len(extra) >= HANDPICKED_MIN, f"only {len(extra)} hand-picked cards: {sorted(extra)}"
