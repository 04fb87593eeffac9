"""Every sentence of the seed rulings (``../shared/seeds/``) is quoted in the docstring of a test in this
folder — once per occurrence (a sentence that appears in three rulings has three tests)."""
from __future__ import annotations

import ast
import re
from collections import Counter
from pathlib import Path

import pytest

from manastack.testing.scenario import shared_data_dir

HERE = Path(__file__).resolve().parent
_DATE = re.compile(r"^(\d{1,2}/\d{1,2}/\d{4}|[A-Z][a-z]+ \d{1,2}, \d{4}(\s*·.*)?)$")


def norm(t: str) -> str:
    t = t.replace("’", "'").replace("“", '"').replace("”", '"')
    return re.sub(r"\s+", " ", t).strip()


def sentences(text: str) -> list[str]:
    out = []
    for line in text.splitlines():
        line = line.strip()
        if not line or _DATE.match(line):
            continue
        for part in re.split(r"(?:(?<=[.!?])|(?<=[.!?][”\")]))\s+(?=[A-Z(“\"])", line):
            part = part.strip()
            if part:
                out.append(part)
    return out


def seed_sentences() -> list[str]:
    d = shared_data_dir()
    seeds = (d.parent / "seeds") if d is not None else None
    if seeds is None or not seeds.is_dir():
        pytest.skip("the seed rulings (../shared/seeds) are not present")
    out = []
    for f in sorted(seeds.glob("*.txt")):
        out.extend(norm(s) for s in sentences(f.read_text(encoding="utf-8")))
    return out


def docstrings() -> list[str]:
    out = []
    for f in sorted(HERE.glob("test_*.py")):
        tree = ast.parse(f.read_text(encoding="utf-8"))
        for n in ast.walk(tree):
            if isinstance(n, ast.FunctionDef) and n.name.startswith("test_"):
                out.append(norm(ast.get_docstring(n) or ""))
    return out


def test_every_seed_sentence_occurrence_has_its_own_test():
    wanted = Counter(seed_sentences())
    docs = docstrings()
    missing = {s: n - sum(1 for d in docs if s in d) for s, n in wanted.items()}
    missing = {s: n for s, n in missing.items() if n > 0}
    assert not missing, "seed sentences without (enough) tests:\n" + "\n".join(f"{n}x {s}" for s, n in missing.items())
    assert sum(wanted.values()) == 51  # the sentences of both seed files
