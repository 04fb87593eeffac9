"""A fixed workload for counting instructions with callgrind, which (unlike timings on a shared machine)
gives the same figure run after run.

    PYTHONHASHSEED=0 valgrind --tool=callgrind --toggle-collect=_operator_call \\
        python benchmarks/callgrind_games.py [--games 4] [--deck simple] [--tree ROOT]

Loads the card pool of ``bench_vs_phase.py``, then plays ``--games`` seeded random games (seeds 0..N-1,
every decision answered by the benchmark, no event log: the games ``ab_pair.py`` times, without the
garbage collection ``manastack_games`` starts with). The games are played inside ``operator.call``, which
the engine never uses, so ``--toggle-collect=_operator_call`` counts the games and nothing of the start-up
(imports, card data). ``--tree`` measures another checkout (e.g. a ``git worktree`` of an older commit)
with this script. Prints the number of decisions; callgrind prints the instruction count ("I refs").
"""
from __future__ import annotations

import argparse
import gc
import operator
import os
import random
import sys
from pathlib import Path


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=4)
    ap.add_argument("--deck", default="simple", choices=("simple", "rich"))
    ap.add_argument("--tree", default=str(Path(__file__).resolve().parent.parent))
    a = ap.parse_args(argv)
    sys.path.insert(0, os.path.join(a.tree, "benchmarks"))
    sys.path.insert(0, os.path.join(a.tree, "src"))
    os.environ.setdefault("MANASTACK_DATA", str(Path(__file__).resolve().parent.parent.parent / "shared" / "data"))
    import bench_vs_phase as b

    from manastack.agents.base import open_choice
    from manastack.game import Game

    pool, _ = b.manastack_pool(b.default_source())
    cards = b.deck_list(a.deck)

    def games() -> int:
        n = 0
        for seed in range(a.games):
            g = Game.new([cards, cards], seed=seed, cards=pool, auto_forced=False, auto_pay=True)
            g.state.logging = False
            rng = random.Random(seed)
            while g.result is None and n < b.MAX_ACTIONS * a.games:
                opts = g.legal_actions()
                g.apply(rng.choice(opts) if opts else open_choice(g, rng))
                n += 1
        return n

    gc.collect()
    gc.freeze()  # (the card pool is not collected during the games)
    print(operator.call(games), "decisions")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
