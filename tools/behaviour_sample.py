"""Draw the behaviour sample of issue #24 point 4: ``n`` cards at random (seeded) from those supported at a
new commit and not at an old one.

    python tools/behaviour_sample.py OLD NEW [--seed 24] [--n 100] [--out tests/behaviour/sample_24.txt]
        [--labels OLD_NAME NEW_NAME]

OLD and NEW are either JSON files holding a list of supported card names, or git refs: a ref is checked out
into a temporary ``git worktree`` and its own ``src`` computes the names in a subprocess (the supported
cards of ``manastack coverage`` over $MANASTACK_DATA's AtomicCards, with that checkout's compiler and engine
support check). The draw is ``random.Random(seed).sample(sorted(new - old), n)``, kept in draw order; it is
printed, and with ``--out`` written with a header saying how it was drawn.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Run inside the checked-out ref: print the sorted supported names as JSON. Older checkouts had no
# engine support argument to card_result, hence the fallback.
SUPPORTED_SCRIPT = r"""
import json, sys
import manastack.engine  # noqa: F401  (fills the engine's registries)
from manastack.cli.coverage import load_cards
from manastack.oracle import coverage as cv
cards, _ = load_cards(None)
try:
    from manastack.engine import support as sup
    res = [cv.card_result(c, sup) for c in cards]
except TypeError:
    res = [cv.card_result(c, cv._missing_fn()) for c in cards]
json.dump(sorted(r.name for r in res if r.supported), sys.stdout)
"""


def supported_at(ref: str) -> list[str]:
    """The supported names computed by ``ref``'s own code, in a temporary worktree."""
    with tempfile.TemporaryDirectory(prefix="behaviour_sample_") as tmp:
        wt = Path(tmp) / "wt"
        subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", str(wt), ref], check=True,
                       stdout=subprocess.DEVNULL)
        try:
            env = dict(os.environ, PYTHONPATH=str(wt / "src"))
            out = subprocess.run([sys.executable, "-c", SUPPORTED_SCRIPT], env=env, check=True,
                                 capture_output=True, text=True).stdout
        finally:
            subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(wt)], check=False)
    return json.loads(out)


def names_of(arg: str) -> list[str]:
    """A JSON file's list of names, or the names supported at a git ref."""
    p = Path(arg)
    if p.is_file():
        names = json.loads(p.read_text())
        if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
            raise SystemExit(f"{arg}: expected a JSON list of card names")
        return names
    return supported_at(arg)


def draw(old: list[str], new: list[str], seed: int, n: int) -> list[str]:
    """``n`` names of ``new - old`` drawn with ``random.Random(seed)``, in draw order."""
    pool = sorted(set(new) - set(old))
    return random.Random(seed).sample(pool, min(n, len(pool)))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("old", help="JSON list of supported names, or a git ref")
    ap.add_argument("new", help="JSON list of supported names, or a git ref")
    ap.add_argument("--seed", type=int, default=24)
    ap.add_argument("--n", type=int, default=100)
    ap.add_argument("--out", type=Path, help="write the sample here with a header")
    ap.add_argument("--labels", nargs=2, metavar=("OLD", "NEW"),
                    help="what to call OLD and NEW in the header (e.g. the commits the JSON files came from)")
    a = ap.parse_args(argv)
    old, new = names_of(a.old), names_of(a.new)
    sample = draw(old, new, a.seed, a.n)
    old_label, new_label = a.labels or (a.old, a.new)
    gained = len(set(new) - set(old))
    lost = len(set(old) - set(new))
    if a.out:
        head = [
            f"# Behaviour sample of issue #24 point 4: {len(sample)} cards drawn at random from the {gained} "
            f"cards\n# supported at {new_label} ({len(new)} supported) and not at {old_label} "
            f"({len(old)} supported; {lost} lost),",
            "# over the full AtomicCards database, supported = `manastack coverage`'s supported cards.",
            f"# Drawn with random.Random({a.seed}).sample(sorted(new - old), {a.n}) by "
            "tools/behaviour_sample.py;",
            "# one name per line, in draw order.",
        ]
        a.out.write_text("\n".join(head + sample) + "\n")
    print("\n".join(sample))
    print(f"# {gained} newly supported, {lost} lost; drew {len(sample)} with seed {a.seed}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
