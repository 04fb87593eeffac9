"""The package's shape, checked (issue #23; DESIGN.md "Layout and layers").

Imports run one way: the import-linter contracts in pyproject.toml ([tool.importlinter]) declare the package
layers and the engine's own layers, and this test fails on a wrong-way import. No name starting with ``_``
is imported from another module, and no module is over about 1,200 lines.
"""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SRC = ROOT / "src" / "manastack"
MAX_LINES = 1200


def _modules() -> list[Path]:
    return sorted(p for p in SRC.rglob("*.py"))


def test_import_layers_hold():
    """Every [tool.importlinter] contract is kept: no import runs from a lower layer to a higher one."""
    configuration = pytest.importorskip("importlinter.configuration")
    from importlinter.application import use_cases

    configuration.configure()
    ok = use_cases.lint_imports(config_filename=str(ROOT / "pyproject.toml"), cache_dir=None, no_logo=True)
    assert ok, "an import runs the wrong way; the broken contract is printed above (or run `lint-imports`)"


def test_no_private_name_is_imported_from_another_module():
    """A name shared between modules is public: ``from x import _name`` does not occur in src."""
    bad = []
    for p in _modules():
        for node in ast.walk(ast.parse(p.read_text(), str(p))):
            if isinstance(node, ast.ImportFrom):
                for a in node.names:
                    if a.name.startswith("_") and not a.name.startswith("__"):
                        bad.append(f"{p.relative_to(ROOT)}:{node.lineno} imports {a.name} from {node.module}")
    assert bad == []


def test_no_module_is_over_the_size_limit():
    """No module over about 1,200 lines (DESIGN.md): a longer one is split by what its code is about."""
    long = {str(p.relative_to(SRC)): n for p in _modules() if (n := len(p.read_text().splitlines())) > MAX_LINES}
    assert long == {}


def test_rules_map_is_current(shared_data):
    """docs/rules-map.md is what tools/rules_map.py makes from today's citations (regenerate and compare)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("rules_map", ROOT / "tools" / "rules_map.py")
    rules_map = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(rules_map)
    fresh = rules_map.render(Path(shared_data) / "MagicCompRules.txt")
    committed = (ROOT / "docs" / "rules-map.md").read_text(encoding="utf-8")
    assert committed == fresh, "docs/rules-map.md is stale: run python tools/rules_map.py"


def test_rules_map_lists_every_section_and_names_the_uncited(shared_data):
    """Every CR section 100–733, 800–810 and 903 has a row; a section nothing cites says so."""
    import re

    text = (ROOT / "docs" / "rules-map.md").read_text(encoding="utf-8")
    rows = {int(n) for n in re.findall(r"^\| \*\*(\d{3})\*\*", text, re.M)}
    rules = (Path(shared_data) / "MagicCompRules.txt").read_text(encoding="utf-8-sig")
    want = {int(n) for n in re.findall(r"^(\d{3})\. ", rules, re.M)
            if 100 <= int(n) <= 733 or 800 <= int(n) <= 810 or int(n) == 903}
    assert rows == want
    assert "| **613** " in text and "engine/chars.py" in text.split("| **613** ")[1].split("\n")[0]
