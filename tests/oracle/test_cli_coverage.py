"""``manastack coverage`` on the built-in starter pool (a card data file in AtomicCards format)."""
from __future__ import annotations

import json
from importlib import resources

from manastack.cli.main import main


def _starter_path():
    return str(resources.files("manastack.cards").joinpath("data/starter.json"))


def test_coverage_text_report(capsys):
    assert main(["coverage", "--data", _starter_path(), "--top", "5"]) == 0
    out = capsys.readouterr().out
    assert "121 cards" in out
    assert "compiled" in out and "supported" in out
    line = next(ln for ln in out.splitlines() if ln.strip().startswith("all "))
    assert "121  100.0%" in " ".join(line.split()[1:4]).replace(",", "") or "100.0%" in line


def test_coverage_json_report(capsys):
    assert main(["coverage", "--data", _starter_path(), "--json"]) == 0
    d = json.loads(capsys.readouterr().out)
    assert d["overall"]["cards"] == 121
    assert d["overall"]["compiled"] == 121
    assert d["unsupported_templates"] == []
    assert set(d["formats"]) == {"standard", "pioneer", "modern", "legacy", "vintage", "pauper", "commander"}
    assert isinstance(d["engine_primitives"], list)
