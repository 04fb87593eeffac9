"""Big boards: the cost of an action and of the blockers decision as the battlefield grows (issue #28).

    python benchmarks/bench_big_boards.py [--sizes 20,46,92,138,184,200] [--kinds plain,anthems,lords,landwalk]
                                          [--actions 60] [--json]

Boards are built with the scenario toolkit from real Oracle text (the compiler reads the lords below), half
the permanents on each side: 40 % lands (player 0: Mountains and Islands, player 1: Plains and Islands),
the rest creatures (vanilla ones from the built-in pool). Kinds:

  plain     no continuous effects
  anthems   one Glorious Anthem per ten permanents on each side (layer 7c statics)
  lords     one lord per five creatures: "Other creatures you control get +1/+1."
  landwalk  the same lords, which also grant landwalk of a type the opponent doesn't control ("... and have
            swampwalk" / "forestwalk"), so every block check must look at the defender's lands (702.14c)

Measured, in CPU time:

  action    µs per action: from player 0's first main phase, ``--actions`` seeded random legal actions (every
            decision counted, ``auto_forced=False``; the random player attacks and blocks with what it likes);
            the mean, and the slowest single action
  blockers  ms to reach the blockers decision after every creature of player 0 attacked (the apply that
            ends declare attackers: attack triggers, priority, the first blockers decision), and ms per
            further step of that decision (adding one block), median of 5

Each row also prints the game's digest after the random actions: two checkouts that play alike print the
same digests (``--tree /work/main`` measures another checkout). Never a timed test: this only prints
(``--json`` for a machine-readable line per row).
"""
from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time
from pathlib import Path

_TREE = next((sys.argv[i + 1] for i, x in enumerate(sys.argv[:-1]) if x == "--tree"), None)
sys.path.insert(0, str(Path(_TREE) / "src" if _TREE else Path(__file__).resolve().parents[1] / "src"))

from manastack.cards.database import CardDatabase, starter_database  # noqa: E402
from manastack.cards.face import Card, CardFace  # noqa: E402
from manastack.engine.carddef import CardPool  # noqa: E402
from manastack.testing import Scenario  # noqa: E402

VANILLA = ["Grizzly Bears", "Hill Giant", "Centaur Courser", "Craw Wurm", "Gray Ogre", "Earth Elemental"]
LANDS = {0: ["Mountain", "Island"], 1: ["Plains", "Island"]}
LORDS = {
    "lords": {0: ("Bench Lord A", "Other creatures you control get +1/+1."),
              1: ("Bench Lord B", "Other creatures you control get +1/+1.")},
    "landwalk": {0: ("Bench Walker A", "Other creatures you control get +1/+1 and have swampwalk."),
                 1: ("Bench Walker B", "Other creatures you control get +1/+1 and have forestwalk.")},
}


def pool() -> CardPool:
    extra = []
    for kind in LORDS.values():
        for name, text in kind.values():
            extra.append(Card(name, "normal", (CardFace(name, "{2}{G}", "Creature — Elf", (), ("Creature",), ("Elf",),
                                                        text, "2", "2", colors=("G",)),)))
    p = CardPool(CardDatabase(list(starter_database()) + extra, name="bench"))
    for c in extra:
        d = p.get(c.name)
        if d.missing:
            raise SystemExit(f"{c.name} is not supported: {d.missing}")
    return p


def board(kind: str, size: int, cards: CardPool):
    s = Scenario(cards=cards, seed=1, auto_forced=False, auto_pay=True)
    for p in (0, 1):
        n = size // 2
        lands = n * 2 // 5
        anthems = n // 10 if kind == "anthems" else 0
        creatures = n - lands - anthems
        lords = creatures // 5 if kind in LORDS else 0
        for i in range(lands):
            s.battlefield(p, LANDS[p][i % 2])
        for _ in range(anthems):
            s.battlefield(p, "Glorious Anthem")
        for _ in range(lords):
            s.battlefield(p, LORDS[kind][p][0])
        for i in range(creatures - lords):
            s.battlefield(p, VANILLA[i % len(VANILLA)])
    return s.start("main1")


def per_action(kind: str, size: int, cards: CardPool, actions: int) -> tuple[float, float, int, str]:
    """Mean and largest µs per action, the number of actions, the game's digest after them."""
    g = board(kind, size, cards).game
    rng = random.Random(size)
    n = 0
    worst = 0.0
    clock = time.process_time
    start = clock()
    while g.result is None and n < actions:
        opts = g.legal_actions()
        if not opts:
            break
        choice = rng.choice(opts)
        c0 = clock()
        g.apply(choice)
        worst = max(worst, clock() - c0)
        n += 1
    return (clock() - start) / max(n, 1) * 1e6, worst * 1e6, n, g.digest()[:12]


def blockers(kind: str, size: int, cards: CardPool) -> tuple[float, float, int]:
    sg = board(kind, size, cards)
    g = sg.game
    for _ in range(50):  # pass priority until the attackers decision
        d = g.decision
        if d.kind == "attackers":
            break
        g.apply(("pass",) if ("pass",) in g.legal_actions() else g.legal_actions()[0])
    while True:
        opts = [o for o in g.legal_actions() if o[0] == "attack"]
        if not opts:
            break
        g.apply(opts[0])
    # from "done" to the blockers decision, each apply timed; the one that lands on it is the figure
    steps = [("done",)]
    c0 = time.process_time()
    g.apply(("done",))
    while g.decision.kind != "blockers" and g.result is None:
        g.apply(("pass",))
    first = time.process_time() - c0
    n_opts = len(g.legal_actions())
    more = []
    for _ in range(5):
        block = next((o for o in g.legal_actions() if o[0] == "block"), None)
        if block is None:
            break
        c0 = time.process_time()
        g.apply(block)
        more.append(time.process_time() - c0)
    del steps
    return first * 1e3, (statistics.median(more) * 1e3 if more else float("nan")), n_opts


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", default="20,46,92,138,184,200")
    ap.add_argument("--kinds", default="plain,anthems,lords,landwalk")
    ap.add_argument("--actions", type=int, default=60)
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--tree", help="measure another checkout (its src/ is imported instead of this one's)")
    a = ap.parse_args(argv)
    cards = pool()
    board("lords", 20, cards)  # warm the pool
    try:
        load = " ".join(f"{x:.2f}" for x in os.getloadavg())
    except OSError:
        load = "?"
    if not a.json:
        print(f"load average {load}; CPU time; {a.actions} random actions per row")
        print(f"{'kind':9} {'perms':>5} {'µs/action':>10} {'worst µs':>9} {'actions':>7} {'blockers first ms':>17} "
              f"{'next block ms':>13} {'options':>7}  digest after the actions")
    for kind in a.kinds.split(","):
        for size in (int(x) for x in a.sizes.split(",")):
            us, worst, n, digest = per_action(kind, size, cards, a.actions)
            first, nxt, n_opts = blockers(kind, size, cards)
            if a.json:
                print(json.dumps({"kind": kind, "permanents": size, "us_per_action": round(us, 1),
                                  "worst_action_us": round(worst), "actions": n,
                                  "blockers_first_ms": round(first, 2), "blockers_next_ms": round(nxt, 2),
                                  "blocker_options": n_opts, "digest": digest}))
            else:
                print(f"{kind:9} {size:5d} {us:10.0f} {worst:9.0f} {n:7d} {first:17.2f} {nxt:13.2f} {n_opts:7d}  {digest}")
            sys.stdout.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
