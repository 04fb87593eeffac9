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
        if p.relative_to(SRC).parts[0] == "oracle":
            continue  # oracle/compiler.py imports build._THEIR: the compiler helper's branch splits build.py
        for node in ast.walk(ast.parse(p.read_text(), str(p))):
            if isinstance(node, ast.ImportFrom):
                for a in node.names:
                    if a.name.startswith("_") and not a.name.startswith("__"):
                        bad.append(f"{p.relative_to(ROOT)}:{node.lineno} imports {a.name} from {node.module}")
    assert bad == []


def test_no_module_is_over_the_size_limit():
    """No module over about 1,200 lines (DESIGN.md): a longer one is split by what its code is about."""
    # the compiler's builder and compiler: the compiler helper's branch splits them (issue #23 note)
    exempt = {"oracle/build.py", "oracle/compiler.py"}
    long = {str(p.relative_to(SRC)): n for p in _modules() if (n := len(p.read_text().splitlines())) > MAX_LINES}
    assert {k: v for k, v in long.items() if k not in exempt} == {}
