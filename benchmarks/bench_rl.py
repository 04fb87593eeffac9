"""Speed of the RL environments (manastack.rl) against the bare engine.

    python benchmarks/bench_rl.py [--games 10] [--pairs simple,rich,builtin] [--json]

For each deck pair (``simple`` and ``rich``: the decks of bench_vs_phase.py, each against itself, from
the full card database in ``$MANASTACK_DATA``; ``builtin``: gruul-stompy vs azorius-skies from the
starter pool) the same seeds are played four ways, every decision answered uniformly at random:

  engine      ``Game.apply`` with a random option of ``legal_actions()`` (the bare engine, auto_pay)
  slots       the environment's session: a random legal slot per step, no observation made
  env         the same plus the observation of the acting seat at every step (encoded straight from the
              state, rl/fastobs.py): what a self-play PettingZoo step costs

The observation's parts are timed on one late position: ``view`` (``game.view``), ``encode`` (encoding
that view: the reference path, ``observe(seat, via_view=True)`` minus the view) and ``observe`` (the
whole observation by the fast path the environments use).
  batch       ``BatchDuel(4)`` against the random agent: learner steps (opponent decisions included in
              the time, not in the count)

Rates are per second of this process's CPU time (``time.process_time``). Engine decisions and
environment steps are not the same unit: one step picks one slot; an option that shares its first slot
with others takes two or more steps, and decisions with one answer take none.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "benchmarks"))

from bench_vs_phase import deck_list  # noqa: E402

from manastack.agents.base import open_choice  # noqa: E402
from manastack.builtin_decks import deck  # noqa: E402
from manastack.game import Game  # noqa: E402
from manastack.rl import BatchDuel  # noqa: E402
from manastack.rl.session import Session, pool_and_vocab  # noqa: E402

MAX_STEPS = 5000


def decks_for(pair: str):
    if pair == "builtin":
        return [deck("gruul-stompy"), deck("azorius-skies")], None
    from manastack.cards.database import load_database

    src = Path(os.environ.get("MANASTACK_DATA", REPO.parent / "shared" / "data")) / "AtomicCards.json.gz"
    db = load_database(src)
    return [deck_list(pair), deck_list(pair)], db


def run_engine(decks, db, seeds):
    pool = pool_and_vocab(db)[0]
    n = 0
    t = time.process_time()
    for s in seeds:
        g = Game.new(decks, seed=s, cards=pool, auto_pay=True)
        r = random.Random(s)
        k = 0
        while g.result is None and g.decision is not None and k < MAX_STEPS:
            o = g.legal_actions()
            g.apply(r.choice(o) if o else open_choice(g, r))
            k += 1
        n += k
    return n, time.process_time() - t


def run_session(decks, db, seeds, observe: bool):
    n = 0
    t_view = t_enc = t_obs = 0.0
    t = time.process_time()
    for s in seeds:
        ses = Session(decks, s, cards=db)
        r = random.Random(s)
        k = 0
        while not ses.over and k < MAX_STEPS:
            if observe:
                a = ses.actor
                obs = ses.observe(a)
                legal = np.flatnonzero(obs["action_mask"])
                slot = int(legal[r.randrange(len(legal))])
            else:
                legal = ses.legal_slots()
                slot = legal[r.randrange(len(legal))]
            ses.act(slot)
            k += 1
        n += k
    total = time.process_time() - t
    if observe:  # the observation's parts, on the final positions of the games
        ses = Session(decks, seeds[0], cards=db)
        r = random.Random(0)
        for _ in range(200):
            if ses.over:
                break
            ses.act(r.choice(ses.legal_slots()))
        a = ses.actor if ses.actor is not None else 0
        reps = 200
        t0 = time.process_time()
        for _ in range(reps):
            ses.game.view(a)
        t_view = (time.process_time() - t0) / reps
        t0 = time.process_time()
        for _ in range(reps):
            ses.observe(a, via_view=True)
        t_enc = (time.process_time() - t0) / reps - t_view
        t0 = time.process_time()
        for _ in range(reps):
            ses.observe(a)
        t_obs = (time.process_time() - t0) / reps
    return n, total, t_view, t_enc, t_obs


def run_batch(decks, db, seeds, steps: int):
    b = BatchDuel(4, seed=seeds[0], decks=decks, cards=db, max_steps=MAX_STEPS)
    obs = b.reset()
    r = random.Random(0)
    t = time.process_time()
    for _ in range(steps):
        acts = [int(np.flatnonzero(m)[r.randrange(int(m.sum()))]) for m in obs["action_mask"]]
        obs, *_ = b.step(acts)
    return steps * 4, time.process_time() - t


def run_async(pair: str, steps: int, k: int = 2):
    """``gymnasium.vector.AsyncVectorEnv`` with k processes: learner steps per wall-clock second."""
    import gymnasium

    decks = "random" if pair == "builtin" else [deck_list(pair)] * 2
    cards = None if pair == "builtin" else "full"

    def make():
        import manastack.rl  # noqa: F401
        from manastack.cards.database import load_database

        db = None
        if cards == "full":
            db = load_database(Path(os.environ.get("MANASTACK_DATA", REPO.parent / "shared" / "data"))
                               / "AtomicCards.json.gz")
        return gymnasium.make("manastack/Duel-v0", decks=decks, cards=db, max_steps=MAX_STEPS,
                              disable_env_checker=True)

    envs = gymnasium.vector.AsyncVectorEnv([make] * k)
    try:
        obs, _ = envs.reset(seed=0)
        r = random.Random(0)
        t = time.perf_counter()
        for _ in range(steps):
            # a finished game's last observation has an empty mask; the next step resets it
            acts = [int(np.flatnonzero(m)[r.randrange(int(m.sum()))]) if m.any() else 0 for m in obs["action_mask"]]
            obs, *_ = envs.step(np.array(acts))
        return steps * k, time.perf_counter() - t
    finally:
        envs.close()


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--pairs", default="simple,rich,builtin")
    ap.add_argument("--batch-steps", type=int, default=300)
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--async-steps", type=int, default=0,
                    help="also time AsyncVectorEnv with 2 processes for this many steps (wall clock)")
    a = ap.parse_args(argv)
    out = {}
    for pair in a.pairs.split(","):
        decks, db = decks_for(pair)
        seeds = list(range(a.games))
        pool_and_vocab(db)
        Session(decks, 0, cards=db)  # warm: compile the cards
        ne, te = run_engine(decks, db, seeds)
        ns, ts, _, _, _ = run_session(decks, db, seeds, observe=False)
        no, to, tv, tenc, tobs = run_session(decks, db, seeds, observe=True)
        nb, tb = run_batch(decks, db, seeds, a.batch_steps)
        row = {"engine_decisions_per_s": ne / te, "slots_steps_per_s": ns / ts, "env_steps_per_s": no / to,
               "batch_learner_steps_per_s": nb / tb, "engine_decisions": ne, "env_steps": no,
               "view_us": tv * 1e6, "encode_us": tenc * 1e6, "observe_us": tobs * 1e6,
               "env_cpu_per_step_us": to / no * 1e6, "engine_cpu_per_decision_us": te / ne * 1e6}
        if a.async_steps:
            na, ta = run_async(pair, a.async_steps)
            tb_wall = time.perf_counter()
            nbw, _ = run_batch(decks, db, seeds, a.async_steps)
            row["async2_learner_steps_per_wall_s"] = na / ta
            row["batch4_learner_steps_per_wall_s"] = nbw / (time.perf_counter() - tb_wall)
            print(f"{pair:8s} AsyncVectorEnv(2) {na / ta:6.0f} learner steps/s wall; BatchDuel(4) "
                  f"{row['batch4_learner_steps_per_wall_s']:6.0f} learner steps/s wall", flush=True)
        out[pair] = row
        print(f"{pair:8s} engine {row['engine_decisions_per_s']:7.0f} decisions/s | slots {row['slots_steps_per_s']:7.0f} "
              f"steps/s | env (with observation) {row['env_steps_per_s']:7.0f} steps/s | batch(4) vs random "
              f"{row['batch_learner_steps_per_s']:6.0f} learner steps/s | view {row['view_us']:.0f} us + "
              f"encode {row['encode_us']:.0f} us; observe (fast path) {row['observe_us']:.0f} us | "
              f"{ne} decisions, {no} steps", flush=True)
    print(f"load average {os.getloadavg()}")
    if a.json:
        print(json.dumps(out, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
