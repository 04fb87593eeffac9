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


def _package_cycles() -> list[list[str]]:
    """Every import cycle among the modules of one package (its direct submodules and subpackages, and its
    ``__init__``), as strongly connected components of the import graph; imports inside functions count."""
    grimp = pytest.importorskip("grimp")
    graph = grimp.build_graph("manastack", include_external_packages=False, exclude_type_checking_imports=True,
                              cache_dir=None)
    mods = graph.modules
    cycles = []
    for pkg in sorted(m for m in mods if any(x.startswith(m + ".") for x in mods)):
        def node(m, pkg=pkg):
            if m == pkg:
                return "__init__"
            return m[len(pkg) + 1:].split(".")[0] if m.startswith(pkg + ".") else None

        edges: dict[str, set[str]] = {}
        for m in mods:
            if (a := node(m)) is not None:
                for b in map(node, graph.find_modules_directly_imported_by(m)):
                    if b is not None and b != a:
                        edges.setdefault(a, set()).add(b)
        cycles += [[f"{pkg}.{n}" for n in c] for c in _strongly_connected(edges)]
    return cycles


def _strongly_connected(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one node (Tarjan's algorithm, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out = []
    for root in sorted(edges):
        if root in index:
            continue
        work = [(root, iter(sorted(edges.get(root, ()))))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on.add(root)
        while work:
            v, it = work[-1]
            w = next(it, None)
            if w is not None:
                if w not in index:
                    index[w] = low[w] = len(index)
                    stack.append(w)
                    on.add(w)
                    work.append((w, iter(sorted(edges.get(w, ())))))
                elif w in on:
                    low[v] = min(low[v], index[w])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[v])
            if low[v] == index[v]:
                comp = []
                while True:
                    w = stack.pop()
                    on.discard(w)
                    comp.append(w)
                    if w == v:
                        break
                if len(comp) > 1:
                    out.append(sorted(comp))
    return out


def test_strongly_connected_finds_a_cycle_and_only_it():
    """The cycle finder itself: a -> b -> c -> a is one component; d, which only imports a, is in none."""
    assert _strongly_connected({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert _strongly_connected({"a": {"b"}, "b": set()}) == []


def test_no_import_cycle_among_the_modules_of_a_package():
    """Within every package (engine, engine/effects, engine/mechanics, oracle, cards, ...) the modules import
    one another one way: no cycle, counting a package's ``__init__`` (a registry a package's modules fill
    lives in a module of its own, e.g. ``engine/effects/base.py``, not in the ``__init__`` that imports them)."""
    assert _package_cycles() == []


# Imports inside functions: an upward call goes through a registry the higher layer fills (engine/upcalls.py,
# engine/mechanics_hooks.py, carddef.COMPILER), and a downward import sits at the top of the module. The only
# deferred imports left, each (importer, imported) by package prefix, with the reason:
DEFERRED_IMPORTS = {
    ("manastack.game", "manastack.oracle"):
        "the Oracle grammar (lark) loads only when a card is not in the tree store: a game of the built-in decks "
        "never loads it (tests/test_starter_trees.py)",
    ("manastack.cli", "manastack.oracle"): "`manastack --help` and `play` don't load the Oracle grammar",
    ("manastack.cli", "manastack.sim.deckspec"): "as above: the support report reads cards with oracle.explain",
    ("manastack.cli", "manastack.cli.table"): "as above: the terminal table renders cards' Oracle text",
    ("manastack.cli", "manastack.server"): "the optional 'server' extra (starlette, uvicorn), loaded only to serve",
}


def _module_name(p: Path) -> tuple[str, bool]:
    parts = list(p.relative_to(SRC.parent).with_suffix("").parts)
    is_pkg = parts[-1] == "__init__"
    return ".".join(parts[:-1] if is_pkg else parts), is_pkg


def _function_level_imports() -> list[tuple[str, int, str]]:
    """(importer, line, imported module) for every import of a manastack module inside a function."""
    out = []
    for p in _modules():
        mod, is_pkg = _module_name(p)
        package = mod.split(".") if is_pkg else mod.split(".")[:-1]

        def visit(node, in_function: bool) -> None:
            for child in ast.iter_child_nodes(node):
                if in_function and isinstance(child, ast.ImportFrom):
                    if child.level:
                        base = package[: len(package) - child.level + 1]
                        target = ".".join(base + ([child.module] if child.module else []))
                    else:
                        target = child.module or ""
                    if target.split(".")[0] == "manastack":
                        out.append((mod, child.lineno, target))
                elif in_function and isinstance(child, ast.Import):
                    out.extend((mod, child.lineno, a.name) for a in child.names if a.name.split(".")[0] == "manastack")
                visit(child, in_function or isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)))

        visit(ast.parse(p.read_text(), str(p)), False)
    return out


def _deferral(importer: str, target: str) -> tuple[str, str] | None:
    def under(name: str, prefix: str) -> bool:
        return name == prefix or name.startswith(prefix + ".")

    return next((k for k in DEFERRED_IMPORTS if under(importer, k[0]) and under(target, k[1])), None)


def test_no_manastack_import_inside_a_function_but_the_listed_deferrals():
    """A function-level import of a manastack module is either hoisted to the top of its module (the layers
    allow every downward import) or, calling up, replaced by a registry; DEFERRED_IMPORTS lists the rest."""
    found = _function_level_imports()
    assert [f"{m}:{line} imports {t} inside a function" for m, line, t in found if _deferral(m, t) is None] == []
    used = {_deferral(m, t) for m, _, t in found}
    assert set(DEFERRED_IMPORTS) <= used, "a DEFERRED_IMPORTS entry no longer needed: remove it"


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
