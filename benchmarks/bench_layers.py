"""Characteristics benchmark: one full recomputation of ``compute_all`` (the layer system, 613) on
typical boards, the hot path of every rules check.

    python benchmarks/bench_layers.py [--n N] [--json]

Boards (26-30 permanents, the built-in card pool):
  simple     lands and vanilla creatures: no continuous effects, no static abilities (the fast path)
  anthems    the same with a Glorious Anthem on each side (layer 7c statics)
  pumped     anthems plus four resolved "until end of turn" effects
  interact   Humility-style and lord-style statics in the same layers (the 613.8 dependency test runs)

Reported: microseconds per recomputation (best of 5 rounds of N).
"""
from __future__ import annotations

import argparse
import json
import time

from manastack.cards.database import CardDatabase, starter_database
from manastack.cards.face import Card, CardFace
from manastack.engine.carddef import CardPool
from manastack.engine.chars import compute_all
from manastack.testing import Scenario
from manastack.tree import Filter, ModPT, Num, RemoveAbilities, SetPT, Static

LANDS = ["Forest", "Forest", "Forest", "Mountain", "Mountain", "Island", "Plains", "Swamp"] * 2
CREATURES = ["Grizzly Bears", "Serra Angel", "Hill Giant", "Llanowar Elves", "Shivan Dragon"]


def _pool() -> CardPool:
    def face(name, tl, types, subs, pt=None):
        return Card(name, "normal", (CardFace(name, "{2}", tl, (), types, subs, "", *(pt or (None, None))),))

    mute = face("Bench Mute", "Enchantment", ("Enchantment",), ())
    lord = face("Bench Lord", "Creature — Elf", ("Creature",), ("Elf",), ("2", "2"))
    db = CardDatabase(list(starter_database()) + [mute, lord], name="bench")
    p = CardPool(db)
    p.define(mute, (Static(mods=(RemoveAbilities(all=False, keywords=("Flying",)), SetPT(Num(3), Num(3))),
                           affected=Filter(types=("Creature",), not_subtypes=("Dragon",))),))
    p.define(lord, (Static(mods=(ModPT(Num(1), Num(1)),), affected=Filter(types=("Creature",), other=True)),))
    return p


def board(kind: str):
    s = Scenario(cards=_pool())
    for n in LANDS:
        s.battlefield(0, n)
    for n in CREATURES:
        s.battlefield(0, n)
        s.battlefield(1, n)
    if kind in ("anthems", "pumped", "interact"):
        s.battlefield(0, "Glorious Anthem")
        s.battlefield(1, "Glorious Anthem")
    if kind == "interact":
        s.battlefield(0, "Bench Lord")
        s.battlefield(1, "Bench Mute")
    if kind == "pumped":
        s.hand(0, *["Giant Growth"] * 4)
        s.lands(0, "Forest", 4)
    g = s.start()
    if kind == "pumped":
        for _ in range(4):
            g.cast("Giant Growth", target="Grizzly Bears").pass_until_resolved()
    return g.state


def measure(state, n: int) -> float:
    best = float("inf")
    for _ in range(5):
        t = time.perf_counter()
        for _ in range(n):
            state._cache = None
            compute_all(state)
        best = min(best, (time.perf_counter() - t) / n)
    return best * 1e6


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--n", type=int, default=500)
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    out = {k: round(measure(board(k), a.n), 1) for k in ("simple", "anthems", "pumped", "interact")}
    if a.json:
        print(json.dumps(out))
    else:
        for k, v in out.items():
            print(f"{k:10s} {v:8.1f} us per compute_all")


if __name__ == "__main__":
    main()
