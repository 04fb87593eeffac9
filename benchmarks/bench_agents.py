"""Agent speed: HeuristicAgent vs HeuristicAgent games per second on one core, and SearchAgent
decisions per second at its default budget. Rates are given per second of this process's CPU time
(``time.process_time``), which is what one core delivers even on a busy machine, and per wall-clock
second.

    python benchmarks/bench_agents.py [--games 50] [--decisions 40] [--pool starter|vanilla]
"""
from __future__ import annotations

import argparse
import statistics
import time

from manastack.agents import HeuristicAgent, SearchAgent, play_game
from manastack.builtin_decks import DECKS, deck
from manastack.game import Game
from manastack.sim.vanilla import VANILLA_DECKS, pool_named, vanilla_deck


def _decks(pool: str) -> list[list[str]]:
    if pool == "vanilla":
        return [vanilla_deck(n) for n in VANILLA_DECKS]
    return [deck(n) for n in DECKS]


class _Counter:
    def __init__(self) -> None:
        self.n = 0

    def __call__(self, game, choice) -> None:
        self.n += 1


def heuristic_games(pool_name: str, games: int) -> dict:
    pool = pool_named(pool_name)
    decks = _decks(pool_name)
    decisions = 0
    turns = []
    t0 = time.perf_counter()
    c0 = time.process_time()
    for i in range(games):
        a, b = decks[i % len(decks)], decks[(i + 1) % len(decks)]
        g = Game.new([a, b], seed=i, cards=pool, auto_pay=True)
        counter = _Counter()
        play_game(g, [HeuristicAgent(i), HeuristicAgent(i + 1)], on_decision=counter)
        decisions += counter.n
        turns.append(g.result.turn if g.result else g.turn)
    dt = time.perf_counter() - t0
    cpu = time.process_time() - c0
    return {"games": games, "seconds": dt, "games_per_s": games / dt, "cpu_seconds": cpu,
            "games_per_cpu_s": games / cpu, "decisions_per_game": decisions / games,
            "turns_per_game": statistics.mean(turns)}


def search_decisions(pool_name: str, decisions: int, **kw) -> dict:
    """Time SearchAgent on the decisions of heuristic games that it searches (it answers forced
    choices and land-only choices at once, without search)."""
    pool = pool_named(pool_name)
    decks = _decks(pool_name)
    agent = SearchAgent(seed=1, **kw)
    times, cpus, iters, nodes = [], [], [], []
    i = 0
    while len(times) < decisions:
        g = Game.new([decks[i % len(decks)], decks[(i + 1) % len(decks)]], seed=1000 + i, cards=pool, auto_pay=True)
        h = [HeuristicAgent(1), HeuristicAgent(2)]
        while g.result is None and len(times) < decisions:
            d = g.decision
            if d.actor == 0 and len(g.legal_actions()) > 1 and d.kind not in ("mulligan", "play_first", "bottom"):
                t0 = time.perf_counter()
                c0 = time.process_time()
                c = agent.choose(g, 0)
                if agent.last.get("iterations", 0) > 0:  # count the decisions it actually searched
                    times.append(time.perf_counter() - t0)
                    cpus.append(time.process_time() - c0)
                    iters.append(agent.last["iterations"])
                    nodes.append(agent.last.get("nodes", 0))
            else:
                c = h[d.actor].choose(g, d.actor)
            g.apply(c)
        i += 1
    total = sum(times)
    return {"decisions": len(times), "seconds": total, "decisions_per_s": len(times) / total,
            "cpu_seconds": sum(cpus), "decisions_per_cpu_s": len(cpus) / sum(cpus),
            "mean_s": statistics.mean(times), "max_s": max(times), "mean_iterations": statistics.mean(iters),
            "max_nodes": max(nodes)}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=50)
    ap.add_argument("--decisions", type=int, default=40)
    ap.add_argument("--pool", default="starter", choices=("starter", "vanilla"))
    ap.add_argument("--no-clock", action="store_true",
                    help="search without its time cap (iteration budget only): load-independent work per decision")
    ap.add_argument("--skip-heuristic", action="store_true")
    a = ap.parse_args()
    pool_named(a.pool).get("Forest")  # compile the pool outside the timings
    for d in _decks(a.pool):
        for name in set(d):
            pool_named(a.pool).get(name)
    if not a.skip_heuristic:
        h = heuristic_games(a.pool, a.games)
        print(f"[{a.pool}] HeuristicAgent vs HeuristicAgent: {h['games']} games: {h['games_per_cpu_s']:.2f} games "
              f"per CPU second on one core ({h['games_per_s']:.2f}/s wall); {h['decisions_per_game']:.0f} decisions, "
              f"{h['turns_per_game']:.1f} turns per game")
    s = search_decisions(a.pool, a.decisions, **({"time_budget": None} if a.no_clock else {}))
    cap = ", no time cap" if a.no_clock else ""
    print(f"[{a.pool}] SearchAgent (default budget{cap}): {s['decisions']} decisions: "
          f"{s['decisions_per_cpu_s']:.2f} decisions per CPU second ({s['decisions_per_s']:.2f}/s wall; "
          f"mean {s['mean_s'] * 1000:.0f} ms, max {s['max_s'] * 1000:.0f} ms wall, "
          f"{s['mean_iterations']:.1f} simulations per decision, at most {s['max_nodes']} nodes)")


if __name__ == "__main__":
    main()
