"""The marker that ties a test to the official ruling it checks (issue #32; see tools/rulings_tests.py).

    @ruling("Lightning Helix", "2005-10-01", "If the target creature")
    def test_lightning_helix_2005_10_01_if_the_target_creature(): ...

or, for a parametrised test, ``pytest.param(..., marks=ruling(...))``. The tool reads these calls from the
files' syntax, so the three arguments must be string literals; the words need only start the ruling's text
far enough to pick out one of the card's rulings of that date.
"""
from __future__ import annotations

import pytest


def ruling(card: str, date: str, words: str) -> pytest.MarkDecorator:
    """Mark a test as checking the ruling of ``card`` dated ``date`` whose text starts with ``words``."""
    return pytest.mark.ruling(card=card, date=date, words=words)
