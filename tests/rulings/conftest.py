"""Records each ruling test's outcome for ``tools/rulings_tests.py --report`` when
``$MANASTACK_RULINGS_RESULTS`` names a file (written at the end of the session)."""
from __future__ import annotations

import json
import os

import pytest

_RESULTS: dict[str, list[str]] = {}


def pytest_configure(config):
    config.addinivalue_line("markers", "ruling(card, date, words): the official ruling this test checks (#32)")


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    rep = outcome.get_result()
    marks = list(item.iter_markers("ruling"))
    if not marks or not (rep.when == "call" or (rep.when == "setup" and rep.outcome != "passed")):
        return
    if hasattr(rep, "wasxfail"):
        res = "xfailed" if rep.skipped else "xpassed"
    else:
        res = rep.outcome
    for m in marks:
        _RESULTS.setdefault(f"{m.kwargs['card']}|{m.kwargs['date']}|{m.kwargs['words']}", []).append(res)


def pytest_sessionfinish(session):
    path = os.environ.get("MANASTACK_RULINGS_RESULTS")
    if path:
        with open(path, "w", encoding="utf-8") as f:
            json.dump(_RESULTS, f)
