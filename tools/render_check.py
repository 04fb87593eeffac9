"""List the compiled cards whose tree, rendered back to wording, doesn't match their Oracle text (issue #24).

    python tools/render_check.py [--data AtomicCards.json.gz] [--supported] [--kind number] [--top 50]

Prints how many cards each kind of mismatch touches (numbers lost, key words lost, nodes with no wording, few
of the text's words kept) and the cards themselves; see manastack.oracle.render_check for what is compared.
"""
from __future__ import annotations

import argparse
import collections
import sys
import time
from pathlib import Path


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", type=Path, default=None)
    ap.add_argument("--supported", action="store_true", help="only cards the engine supports")
    ap.add_argument("--kind", default=None, help="list only this kind of mismatch")
    ap.add_argument("--top", type=int, default=50)
    a = ap.parse_args(argv)
    from manastack.cli.coverage import load_cards
    from manastack.oracle.coverage import card_result
    from manastack.engine import support
    from manastack.oracle.render_check import card_mismatches

    cards, source = load_cards(a.data)
    c0 = time.process_time()
    kinds: collections.Counter = collections.Counter()
    listed = []
    n = 0
    for card in cards:
        r = card_result(card, support if a.supported else None)
        if not r.compiled or (a.supported and not r.supported):
            continue
        n += 1
        mm = card_mismatches(card)
        for k in dict.fromkeys(m.kind for m in mm):
            kinds[k] += 1
        if a.kind:
            mm = [m for m in mm if m.kind == a.kind]
        if mm:
            listed.append((card.name, mm))
    print(f"{source}: {n} {'supported' if a.supported else 'compiled'} cards checked, "
          f"{len(listed)} listed ({time.process_time() - c0:.0f} s CPU)")
    for k, c in kinds.most_common():
        print(f"  {c:6d}  {k}")
    for name, mm in listed[:a.top]:
        print(f"{name}: " + "; ".join(f"{m.kind} {m.detail}" for m in mm))
    return 0


if __name__ == "__main__":
    sys.exit(main())
