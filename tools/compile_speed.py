"""CPU time of compiling a whole card database with the Oracle compiler (issue #24: under 60 s).

    python tools/compile_speed.py [--data AtomicCards.json.gz]

Measures ``time.process_time`` around ``compile_card`` for every card (fresh caches; the card file
loading and the engine's support check are not counted), and prints cards per second.
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", type=Path, default=None)
    a = ap.parse_args()
    from manastack.cli.coverage import load_cards
    from manastack.oracle.compiler import clear_caches, compile_card
    from manastack.oracle.parser import parser

    cards, source = load_cards(a.data)
    parser()  # the grammar tables (cached by lark on disk) are not part of the per-card cost
    clear_caches()
    c0 = time.process_time()
    for card in cards:
        compile_card(card)
    cpu = time.process_time() - c0
    print(f"{source}: {len(cards):,} cards compiled in {cpu:.1f} s CPU ({len(cards) / cpu:,.0f} cards/s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
