"""Official rulings as tests (issue #32): select the target cards, check every ruling of them is a test or is
listed as not testable, and write docs/rulings.md.

    python tools/rulings_tests.py --select     # recompute the target cards -> tests/rulings/targets.txt
    python tools/rulings_tests.py --check      # every ruling of a target card: tested or not_testable.txt
    python tools/rulings_tests.py --todo       # the rulings neither tested nor listed, as not_testable lines
    python tools/rulings_tests.py --report     # run tests/rulings, write docs/rulings.md

The target cards are every card of the shipped decks (``decks/*``, main deck and sideboard), the built-in
starter pool, and the 300 supported cards with the most rulings. The selection depends on what the engine
supports, so it is frozen in ``tests/rulings/targets.txt`` (one name a line, with why it is there) and
recomputed by ``--select``; the check (also a test, tests/rulings/test_rulings_coverage.py) reads it.

A ruling's key is ``Card Name | YYYY-MM-DD | first words`` — the first words of the ruling's text, enough of
them to tell it from the card's other rulings of that date (see :func:`ruling_key`).

A test covers a ruling by carrying the marker ``ruling("Card Name", "YYYY-MM-DD", "first words")`` from
``tests/rulings/keys.py`` — as a decorator, or in ``pytest.param(..., marks=ruling(...))``. The tool reads the
markers from the test files' syntax (no import), so a marker must be a literal call. The words given need
only be a prefix of the ruling's text that picks out one ruling of that card and date.

``tests/rulings/not_testable.txt`` lists the rest, one a line: ``KEY | reason: why``, the reason one of
:data:`REASONS`.
"""
from __future__ import annotations

import argparse
import ast
import gzip
import json
import os
import re
import subprocess
import sys
import tempfile
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TESTS = ROOT / "tests" / "rulings"
TARGETS = TESTS / "targets.txt"
NOT_TESTABLE = TESTS / "not_testable.txt"
REPORT = ROOT / "docs" / "rulings.md"
TOP_N = 300

#: Why a ruling is not a test.
REASONS = {
    "restates": "restates the Oracle text or reminder text (nothing beyond what the card says)",
    "deck-construction": "about deck construction or a format's rules, not play",
    "not-modeled": "concerns something the engine doesn't model (named in the line)",
    "other-card": "needs another card to arise, one the engine doesn't support or the ruling only names "
                  "(named in the line)",
    "superseded": "the rules or the Oracle text changed since the ruling (the current rule is cited)",
    "flavor": "about printing, frames, names or the card's history, not its rules",
    "untriaged": "not examined yet: neither a test nor a reason (work left for issue #32)",
}

_WORD = re.compile(r"[a-z0-9]+")
_TEST_CR = re.compile(r"(?:^|_)([1-9]\d\d)(?=(?:_\d+[a-z]?)*(?:_|$))")
_CR = re.compile(r"(?<![\w.])([1-9]\d\d)\.\d+[a-z]?(?![\d])")


def words(text: str) -> list[str]:
    """The words of a ruling, lowercased, apostrophes dropped (``"can't"`` -> ``cant``)."""
    return _WORD.findall(text.lower().replace("'", "").replace("’", ""))


def cr_sections(text: str) -> list[int]:
    return sorted({int(m.group(1)) for m in _CR.finditer(text)})


@dataclass(frozen=True)
class Ruling:
    card: str
    date: str
    text: str
    key: str

    @property
    def sections(self) -> list[int]:
        return cr_sections(self.text)


def ruling_key(card: str, date: str, text: str, siblings: list[str], n: int = 6) -> str:
    """``Card | date | first words``: ``n`` words, more when the card has another ruling that day starting
    the same (``siblings``: the texts of the card's rulings of that date, this one included)."""
    w = words(text)
    others = [words(s) for s in siblings if s != text]
    k = n
    while k < len(w) and any(o[:k] == w[:k] for o in others):
        k += 1
    return f"{card} | {date} | {' '.join(w[:k])}"


def data_dir() -> Path:
    env = os.environ.get("MANASTACK_DATA")
    return Path(env) if env else ROOT.parent / "shared" / "data"


def load_rulings(path: Path | None = None) -> dict[str, list[Ruling]]:
    """Card name -> its rulings (in the file's order), each with its key."""
    p = path or data_dir() / "rulings.json.gz"
    with gzip.open(p, "rt", encoding="utf-8") as f:
        raw = json.load(f)
    out: dict[str, list[Ruling]] = {}
    for card, rs in raw.items():
        by_date: dict[str, list[str]] = defaultdict(list)
        for r in rs:
            by_date[r["date"]].append(r["text"])
        seen: set[str] = set()
        lst = []
        for r in rs:
            key = ruling_key(card, r["date"], r["text"], by_date[r["date"]])
            if key in seen:  # the same ruling twice (reprinted in two sets): one key, one test
                continue
            seen.add(key)
            lst.append(Ruling(card, r["date"], r["text"], key))
        out[card] = lst
    return out


# ---------------------------------------------------------------- selection

def _deck_cards(db) -> dict[str, str]:
    from manastack.decks.decklist import load_decklist

    out: dict[str, str] = {}
    for p in sorted((ROOT / "decks").iterdir()):
        if p.suffix not in (".txt", ".dek", ".dck"):
            continue
        d = load_decklist(p, db)
        for e in list(d.main) + list(d.sideboard):
            out.setdefault(e.name, f"deck {p.name}")
    return out


def _pool_cards() -> dict[str, str]:
    from manastack.builtin_decks import DECKS

    data = json.loads((ROOT / "src" / "manastack" / "cards" / "data" / "starter.json").read_text(encoding="utf-8"))
    out = {n: "built-in pool" for n in data["data"]}
    for deck in DECKS.values():
        for n in deck:
            out.setdefault(n, "built-in pool")
    return out


def select(rulings: dict[str, list[Ruling]], progress: bool = True) -> dict[str, str]:
    """Target card name -> why it is a target."""
    sys.path.insert(0, str(ROOT / "src"))
    from manastack.engine.carddef import CardPool
    from manastack.testing.scenario import full_database

    db = full_database()
    targets: dict[str, str] = {}
    targets.update(_deck_cards(db))
    for n, why in _pool_cards().items():
        targets.setdefault(n, why)
    pool = CardPool(db)
    ranked = sorted(rulings, key=lambda n: (-len(rulings[n]), n))
    top = 0
    for i, name in enumerate(ranked):
        if top >= TOP_N:
            break
        if progress and i % 200 == 0:
            print(f"\r  checking support: {i} cards, {top} supported", end="", file=sys.stderr, flush=True)
        try:
            d = pool.get(name)
        except Exception:
            continue
        if d.supported:
            top += 1
            targets.setdefault(name, f"top {TOP_N} supported by rulings ({len(rulings[name])})")
    if progress:
        print(file=sys.stderr)
    return targets


def write_targets(targets: dict[str, str]) -> None:
    lines = ["# The cards whose every official ruling is a test or is listed in not_testable.txt.",
             "# Written by `python tools/rulings_tests.py --select`; a line: NAME | why it is a target.", ""]
    lines += [f"{n} | {why}" for n, why in sorted(targets.items())]
    TARGETS.write_text("\n".join(lines) + "\n", encoding="utf-8")


def read_targets() -> dict[str, str]:
    out = {}
    for line in TARGETS.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            name, _, why = line.partition(" | ")
            out[name.strip()] = why.strip()
    return out


# ---------------------------------------------------------------- markers and the list

@dataclass(frozen=True)
class Marker:
    card: str
    date: str
    words: str
    where: str  # file:line
    test: str  # the test function


def read_markers(folder: Path = TESTS) -> list[Marker]:
    """Every literal ``ruling("Card", "date", "words")`` call in the folder's test files: in a test's
    decorators (``test`` is the function) or in a module-level list of ``pytest.param(..., marks=ruling(...))``
    that a parametrised test takes (``test`` is the list's name)."""
    out = []
    for f in sorted(folder.glob("test_*.py")):
        tree = ast.parse(f.read_text(encoding="utf-8"), filename=str(f))
        users: dict[str, str] = {}  # parameter list -> the test that takes it
        for stmt in tree.body:
            if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)):
                for dec in stmt.decorator_list:
                    for n in ast.walk(dec):
                        if isinstance(n, ast.Name):
                            users.setdefault(n.id, stmt.name)
        for stmt in tree.body:
            if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)):
                where, owner = stmt.decorator_list, stmt.name
            elif isinstance(stmt, (ast.Assign, ast.AnnAssign)):
                tgt = stmt.targets[0] if isinstance(stmt, ast.Assign) else stmt.target
                name = getattr(tgt, "id", "?")
                where, owner = [stmt.value], f"{users[name]}[{name}]" if name in users else name
            else:
                continue
            for node in where:
                for n in ast.walk(node):
                    if (isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == "ruling"
                            and len(n.args) == 3 and all(isinstance(a, ast.Constant) for a in n.args)):
                        card, date, w = (a.value for a in n.args)
                        out.append(Marker(card, date, w, f"{f.name}:{n.lineno}", owner))
    return out


def read_not_testable(path: Path = NOT_TESTABLE) -> list[tuple[str, str, str, int]]:
    """(key, reason, why, line number) for each line."""
    out = []
    for i, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        parts = line.split(" | ")
        key = " | ".join(p.strip() for p in parts[:3])
        reason, _, why = " | ".join(parts[3:]).partition(":")
        out.append((key, reason.strip(), why.strip(), i))
    return out


def match(marker: Marker, rulings: list[Ruling]) -> list[Ruling]:
    w = words(marker.words)
    return [r for r in rulings if r.date == marker.date and words(r.text)[:len(w)] == w]


@dataclass
class Check:
    targets: dict[str, str]
    rulings: dict[str, list[Ruling]]
    tested: dict[str, list[Marker]]  # ruling key -> markers
    listed: dict[str, tuple[str, str]]  # ruling key -> (reason, why)
    problems: list[str]

    @property
    def in_scope(self) -> list[Ruling]:
        return [r for n in sorted(self.targets) for r in self.rulings.get(n, [])]

    @property
    def uncovered(self) -> list[Ruling]:
        return [r for r in self.in_scope if r.key not in self.tested and r.key not in self.listed]


def check(rulings: dict[str, list[Ruling]] | None = None) -> Check:
    """Compare the target cards' rulings with the markers and the list; ``problems`` says what's wrong."""
    rulings = rulings if rulings is not None else load_rulings()
    targets = read_targets()
    problems: list[str] = []
    tested: dict[str, list[Marker]] = defaultdict(list)
    markers = read_markers()
    per_test = Counter((m.where.split(":")[0], m.test) for m in markers)
    for m in markers:
        want = f"test_{'_'.join(words(m.card))}_{m.date.replace('-', '_')}_"
        if m.test.startswith("test_") and "[" not in m.test and per_test[(m.where.split(":")[0], m.test)] == 1 \
                and not m.test.startswith(want):
            problems.append(f"{m.where}: {m.test}: a test of one ruling is named {want}<first words>")
        if m.card not in rulings:
            problems.append(f"{m.where}: {m.test}: no rulings for a card named {m.card!r}")
            continue
        hits = match(m, rulings[m.card])
        if len(hits) != 1:
            what = "no ruling" if not hits else f"{len(hits)} rulings"
            problems.append(f"{m.where}: {m.test}: {what} of {m.card} on {m.date} start {m.words!r}")
            continue
        tested[hits[0].key].append(m)
    keys = {r.key for rs in rulings.values() for r in rs}
    listed: dict[str, tuple[str, str]] = {}
    for key, reason, why, line in read_not_testable():
        if key not in keys:
            problems.append(f"not_testable.txt:{line}: no ruling has the key {key!r}")
        elif reason not in REASONS:
            problems.append(f"not_testable.txt:{line}: unknown reason {reason!r} (one of {', '.join(REASONS)})")
        elif not why:
            problems.append(f"not_testable.txt:{line}: say why ({reason}: ...)")
        elif key in tested:
            problems.append(f"not_testable.txt:{line}: {key!r} is listed and also tested by "
                            f"{tested[key][0].test}")
        elif key in listed:
            problems.append(f"not_testable.txt:{line}: {key!r} listed twice")
        else:
            listed[key] = (reason, why)
    c = Check(targets, rulings, dict(tested), listed, problems)
    for r in c.uncovered:
        problems.append(f"neither tested nor listed: {r.key}")
    return c


def refresh_untriaged(c: Check, rulings: dict[str, list[Ruling]]) -> Check:
    """Rewrite the list's untriaged lines: drop those now tested (or no longer in scope), then append every
    ruling in scope that is neither tested nor listed."""
    scope = {r.key for r in c.in_scope}
    marker = "# ---- not examined yet (written by --untriaged)"
    kept = []
    for line in NOT_TESTABLE.read_text(encoding="utf-8").splitlines():
        parts = line.split(" | ")
        key = " | ".join(p.strip() for p in parts[:3])
        if line == marker or (len(parts) > 3 and parts[3].startswith("untriaged:")
                              and (key in c.tested or key not in scope)):
            continue
        kept.append(line)
    NOT_TESTABLE.write_text("\n".join(kept) + "\n", encoding="utf-8")
    c = check(rulings)
    if c.uncovered:
        with NOT_TESTABLE.open("a", encoding="utf-8") as f:
            f.write(marker + "\n")
            for r in c.uncovered:
                f.write(f"{r.key} | untriaged: not examined yet\n")
    print(f"{len(c.uncovered)} more rulings listed as untriaged")
    return check(rulings)


# ---------------------------------------------------------------- report

def run_tests() -> dict[str, str]:
    """Run tests/rulings; ruling key -> outcome (passed, failed, xfailed, xpassed, skipped)."""
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "results.json"
        env = dict(os.environ, MANASTACK_RULINGS_RESULTS=str(out))
        subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", str(TESTS)],
                       cwd=ROOT, env=env, check=False)
        raw = json.loads(out.read_text(encoding="utf-8")) if out.exists() else {}
    return raw


_RANK = {"failed": 0, "xpassed": 1, "skipped": 2, "xfailed": 3, "passed": 4}


#: The CR-cited count of main before the second rulings pass (issue #32), measured by :func:`cr_cited_count`.
CR_CITED_BASELINE = (1978, 3103)


def report(c: Check, outcomes: dict[str, list[str]], cr_count: tuple[int, int] | None = None) -> str:
    """docs/rulings.md. ``outcomes``: marker (card|date|words) -> the outcomes of its tests."""
    scope = c.in_scope
    by_key: dict[str, str] = {}
    for key, ms in c.tested.items():
        outs = [o for m in ms for o in outcomes.get(f"{m.card}|{m.date}|{m.words}", ["not run"])]
        by_key[key] = min(outs, key=lambda o: _RANK.get(o, -1)) if outs else "not run"
    tally = Counter(by_key.get(r.key) for r in scope if r.key in c.tested)
    reasons = Counter(c.listed[r.key][0] for r in scope if r.key in c.listed)
    untriaged = reasons.pop("untriaged", 0)
    n_tests = sum(r.key in c.tested for r in scope)
    n_markers = sum(len(c.tested[r.key]) for r in scope if r.key in c.tested)
    scope_keys = {r.key for r in scope}
    out_of_scope = [k for k in c.tested if k not in scope_keys]  # cards that fell out of the target set
    oos_cards = {k.split(" | ")[0] for k in out_of_scope}
    lines = [
        "# Official rulings as tests",
        "",
        "Generated by `python tools/rulings_tests.py --report` (issue #32); do not edit by hand.",
        "",
        "The target cards: every card of the shipped decks (`decks/`), the built-in starter pool, and the "
        f"{TOP_N} supported cards with the most rulings ({len(c.targets)} cards, listed in "
        "`tests/rulings/targets.txt`). Each of their official rulings (`rulings.json.gz`) is either a scenario "
        "test in `tests/rulings/` (marked `@ruling(card, date, first words)`) or listed in "
        "`tests/rulings/not_testable.txt` with its reason; `tests/rulings/test_rulings_coverage.py` fails on any "
        "ruling that is neither.",
        "",
        "| | rulings |",
        "|---|---:|",
        f"| in scope | {len(scope)} |",
        f"| tested | {n_tests} |",
        f"| — passing | {tally.get('passed', 0)} |",
        f"| — known failures (strict xfail) | {tally.get('xfailed', 0)} |",
        f"| — failing | {tally.get('failed', 0) + tally.get('xpassed', 0)} |",
        f"| — skipped or not run | {tally.get('skipped', 0) + tally.get('not run', 0) + tally.get(None, 0)} |",
        f"| not testable, with a reason | {sum(reasons.values())} |",
        f"| not examined yet (`untriaged` in the list) | {untriaged} |",
        f"| neither (the check fails) | {len(c.uncovered)} |",
        "",
        f"The tests carry {n_markers} ruling markers for these {n_tests} rulings (a ruling reprinted on several "
        "dates has one key per date; one test may carry several markers). \"Passing\" counts rulings all of "
        "whose tests pass; the not-testable reasons are in `tests/rulings/not_testable.txt`, line by line.",
        "",
        f"Tests of {len(out_of_scope)} more rulings ({len(oos_cards)} cards) still run though their cards are no "
        "longer targets (the target set moves as support grows); they are not counted above.",
        "",
        "## Not testable, by reason",
        "",
        "| reason | rulings | meaning |",
        "|---|---:|---|",
    ]
    for reason, n in reasons.most_common():
        lines.append(f"| {reason} | {n} | {REASONS[reason]} |")
    lines.append(f"| (untriaged) | {untriaged} | {REASONS['untriaged']} |")
    lines += ["", "## By CR section named in the ruling", "",
              "Rulings whose text names a rule (e.g. \"rule 702.19c\"), by the section named.", "",
              "| section | rulings | tested | passing | not testable |", "|---|---:|---:|---:|---:|"]
    sec: dict[int, Counter] = defaultdict(Counter)
    for r in scope:
        for s in r.sections:
            sec[s]["all"] += 1
            if r.key in c.tested:
                sec[s]["tested"] += 1
                sec[s]["passed"] += by_key.get(r.key) == "passed"
            elif r.key in c.listed and c.listed[r.key][0] != "untriaged":
                sec[s]["listed"] += 1
    for s in sorted(sec):
        t = sec[s]
        lines.append(f"| {s} | {t['all']} | {t['tested']} | {t['passed']} | {t['listed']} |")
    if not sec:
        lines[-2:] = ["None of the rulings in scope names a rule number (the official rulings quote no CR rules); "
                      "the tests' own citations are below."]
    lines += ["", "## By CR rule the tests cite", "",
              "Tested rulings by the section of the Comprehensive Rules their tests name (a test cites the rule "
              "it checks in its name, e.g. `test_..._608_2b`).", "",
              "| section | rulings tested | passing |", "|---|---:|---:|"]
    by_sec: dict[int, Counter] = defaultdict(Counter)
    in_scope = {r.key for r in scope}
    for key, ms in c.tested.items():
        if key not in in_scope:
            continue
        secs = {int(x) for m in ms for x in _TEST_CR.findall(m.test.split("[")[0])}
        for sct in secs or {0}:
            by_sec[sct]["tested"] += 1
            by_sec[sct]["passed"] += by_key.get(key) == "passed"
    for sct in sorted(by_sec):
        lines.append(f"| {sct or '(none cited)'} | {by_sec[sct]['tested']} | {by_sec[sct]['passed']} |")
    lines += ["", "## Per card", "", "| card | why a target | rulings | tested | not testable |",
              "|---|---|---:|---:|---:|"]
    for name in sorted(c.targets):
        rs = c.rulings.get(name, [])
        nt = sum(r.key in c.tested for r in rs)
        nl = sum(r.key in c.listed and c.listed[r.key][0] != "untriaged" for r in rs)
        lines.append(f"| {name} | {c.targets[name]} | {len(rs)} | {nt} | {nl} |")
    fails = sorted(k for k, o in by_key.items() if o in ("xfailed", "failed", "xpassed") and k in in_scope)
    lines += ["", "## Known failures", "", "Rulings the engine gets wrong today (each a strict xfail naming "
              "why; a finding to fix):", ""]
    lines += [f"- {k} ({by_key[k]})" for k in fails] or ["- none"]
    if cr_count is not None:
        lines += ["", "## CR-cited tests in the whole suite", "",
                  "A collected test id cites a CR rule when its test function's name holds a rule number of the "
                  "Comprehensive Rules written with underscores — section and rule, both existing in the CR "
                  "(`_702_19c`, `_608_2`) — or its file is named after a CR section (`tests/test_704_sba.py`); "
                  "counted over `pytest --collect-only tests` by `python tools/rulings_tests.py --cr-count`.", "",
                  "| | CR-cited | collected |", "|---|---:|---:|",
                  f"| main before the second rulings pass | {CR_CITED_BASELINE[0]} | {CR_CITED_BASELINE[1]} |",
                  f"| this checkout | {cr_count[0]} | {cr_count[1]} |"]
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------- CR-cited tests in the whole suite

_RULE_LINE = re.compile(r"^(\d{3})\.(\d+)([a-z]?)\.?\s", re.M)
_NAME_RULE = re.compile(r"(?:^|_)([1-9]\d\d)_(\d+)([a-z]?)(?=_|$|\[)")
_FILE_RULE = re.compile(r"^test_([1-9]\d\d)(?:_|\.|$)")


def cr_rules(path: Path | None = None) -> tuple[set[str], set[str]]:
    """(the rules ``702.19c`` / ``702.19``, the sections ``702``) of the Comprehensive Rules."""
    p = path or data_dir() / "MagicCompRules.txt"
    text = p.read_text(encoding="utf-8-sig")
    rules, sections = set(), set()
    for m in _RULE_LINE.finditer(text):
        rules.add(f"{m.group(1)}.{m.group(2)}{m.group(3)}")
        sections.add(m.group(1))
    return rules, sections


def cites_cr(test_id: str, rules: set[str], sections: set[str]) -> bool:
    """A collected test id cites a CR rule when its function name holds a rule number of the Comprehensive
    Rules written with underscores (``_702_19c``, ``_608_2``: section and rule, both existing in the CR), or
    its file is named after a section (``tests/test_704_sba.py``)."""
    path, _, name = test_id.partition("::")
    if _FILE_RULE.match(Path(path).name) and _FILE_RULE.match(Path(path).name).group(1) in sections:
        return True
    func = name.split("::")[-1].split("[")[0]
    return any(f"{a}.{b}{c}" in rules for a, b, c in _NAME_RULE.findall(func))


def cr_cited_count(root: Path = ROOT) -> tuple[int, int]:
    """(CR-cited tests, all tests) among the test ids ``pytest --collect-only`` collects under ``root/tests``."""
    rules, sections = cr_rules()
    env = dict(os.environ, PYTHONPATH=str(root / "src"))
    out = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-q", "-o", "addopts=",
                          "-p", "no:cacheprovider", "tests"],
                         cwd=root, env=env, capture_output=True, text=True, check=False).stdout
    ids = [line.strip() for line in out.splitlines() if "::" in line]
    return sum(cites_cr(i, rules, sections) for i in ids), len(ids)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--select", action="store_true", help="recompute tests/rulings/targets.txt")
    ap.add_argument("--check", action="store_true", help="exit 1 unless every ruling in scope is covered")
    ap.add_argument("--todo", action="store_true", help="print the uncovered rulings as not_testable lines")
    ap.add_argument("--report", action="store_true", help="run tests/rulings and write docs/rulings.md")
    ap.add_argument("--untriaged", action="store_true",
                    help="append every ruling neither tested nor listed to not_testable.txt as 'untriaged' "
                         "(visible in the report, to be examined later)")
    ap.add_argument("--cr-count", metavar="CHECKOUT", nargs="?", const=str(ROOT),
                    help="count the collected tests that cite a CR rule (see cites_cr) in a checkout (default: this)")
    args = ap.parse_args(argv)
    if args.cr_count:
        n, total = cr_cited_count(Path(args.cr_count))
        print(f"{n} CR-cited tests of {total} collected in {args.cr_count}")
        return 0
    sys.path.insert(0, str(ROOT / "src"))
    rulings = load_rulings()
    if args.select:
        t = select(rulings)
        write_targets(t)
        print(f"{len(t)} target cards, {sum(len(rulings.get(n, [])) for n in t)} rulings -> {TARGETS}")
    c = check(rulings)
    if args.untriaged:
        c = refresh_untriaged(c, rulings)
    if args.todo:
        for r in c.uncovered:
            print(f"{r.key} | ?: {r.text}")
    if args.report:
        outcomes = run_tests()
        REPORT.write_text(report(c, outcomes, cr_cited_count()), encoding="utf-8")
        print(f"wrote {REPORT}")
    if args.check or not (args.select or args.todo or args.report or args.untriaged):
        for p in c.problems:
            print(p)
        scope = c.in_scope
        print(f"{len(scope)} rulings in scope: {sum(r.key in c.tested for r in scope)} tested, "
              f"{sum(r.key in c.listed for r in scope)} listed in not_testable.txt, "
              f"{len(c.uncovered)} neither; {len(c.problems)} problem(s)")
        return 1 if c.problems else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
