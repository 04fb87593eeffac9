"""Per-card snapshot of the Oracle compiler over a card database, to prove a refactor behaviour-preserving.

Writes one JSON line per card: name, compiled, supported, and a hash of the compiled abilities'
``repr`` (the whole tree, every field).  Two snapshots are compared with ``--diff A B``.

    python tools/compile_snapshot.py --out before.jsonl [--data AtomicCards.json.gz]
    python tools/compile_snapshot.py --diff before.jsonl after.jsonl
"""
from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
from pathlib import Path


def snapshot(data: Path | None, out: Path) -> None:
    from manastack.cli.coverage import load_cards
    from manastack.oracle.compiler import compile_card
    from manastack.engine import support
    from manastack.oracle.coverage import card_result

    cards, source = load_cards(data)
    c0 = time.process_time()
    n = sup = 0
    with out.open("w") as f:
        for card in cards:
            r = card_result(card, support)
            h = hashlib.sha1(repr(compile_card(card).abilities).encode()).hexdigest()[:16]
            f.write(json.dumps({"name": card.name, "compiled": r.compiled, "supported": r.supported,
                                "tree": h}) + "\n")
            n += 1
            sup += r.supported
    print(f"{source}: {n} cards, {sup} supported, {time.process_time() - c0:.1f} s CPU", file=sys.stderr)


def diff(a: Path, b: Path) -> int:
    def load(p):
        return {d["name"]: d for d in map(json.loads, p.read_text().splitlines())}

    da, db = load(a), load(b)
    bad = 0
    for name in sorted(set(da) | set(db)):
        if da.get(name) != db.get(name):
            bad += 1
            if bad <= 50:
                print(f"{name}: {da.get(name)} -> {db.get(name)}")
    sa = sum(d["supported"] for d in da.values())
    sb = sum(d["supported"] for d in db.values())
    print(f"{len(da)} / {len(db)} cards; supported {sa} -> {sb}; {bad} cards differ")
    return 1 if bad else 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", type=Path, default=None)
    ap.add_argument("--out", type=Path)
    ap.add_argument("--diff", nargs=2, type=Path)
    a = ap.parse_args()
    if a.diff:
        return diff(*a.diff)
    snapshot(a.data, a.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
