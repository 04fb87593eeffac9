"""A baseline that learns: a linear softmax policy over the legal action slots of ``manastack/Duel-v0``,
trained with REINFORCE against the random agent. numpy only, CPU, minutes.

    pip install -e '.[rl]' matplotlib
    python examples/train_baseline.py --episodes 600 --eval-games 500 --png docs/rl_baseline.png

Each legal slot is scored as ``w[group(slot)] . x(slot)``: ``group`` is the slot's block (each word,
each verb-with-an-object, each seat of a player verb has its own weights); ``x`` is a bias, the card
row the slot points at (types, P/T, mana value, keywords, tapped, ...), the number for number slots,
and the step of the turn. So it can learn things like "casting beats passing in a main phase",
"attack with big untapped creatures", "block with high toughness", "burn the opponent, not yourself".
"""
from __future__ import annotations

import argparse
import json
import math
import sys
import time

import gymnasium
import numpy as np

import manastack.rl  # noqa: F401 - registers manastack/Duel-v0
from manastack.rl.encoding import CARD_FEATURES, GLOBAL_COLUMNS
from manastack.rl.layout import Layout

STEP_COLS = [i for i, c in enumerate(GLOBAL_COLUMNS) if c.startswith("step:") or c.startswith("kind:")]


class SlotFeatures:
    """Per-slot group, row and number of a layout, precomputed."""

    def __init__(self, layout: Layout):
        n = layout.n_actions
        self.group = np.zeros(n, np.int64)
        self.row = np.full(n, -1, np.int64)
        self.num = np.zeros(n, np.float32)
        names: dict[str, int] = {}
        for name, start, size in layout.blocks:
            for i in range(size):
                s = start + i
                if name == "word" or name.startswith("player:") or name == "arg:player":
                    key = f"{name}[{i}]"
                else:
                    key = name
                self.group[s] = names.setdefault(key, len(names))
                if name.startswith("obj:") or name == "arg:obj":
                    self.row[s] = i
                if name.startswith("num:") or name == "arg:num" or name == "idx":
                    self.num[s] = i / 10.0
        self.groups = len(names)
        self.dim = 2 + CARD_FEATURES + len(STEP_COLS)

    def x(self, obs: dict, legal: np.ndarray) -> np.ndarray:
        x = np.zeros((len(legal), self.dim), np.float32)
        x[:, 0] = 1.0
        x[:, 1] = self.num[legal]
        rows = self.row[legal]
        has = rows >= 0
        if has.any():
            x[has, 2:2 + CARD_FEATURES] = obs["cards"][rows[has]]
        x[:, 2 + CARD_FEATURES:] = obs["globals"][STEP_COLS]
        return x


class LinearPolicy:
    def __init__(self, feats: SlotFeatures, seed: int = 0):
        self.f = feats
        self.w = np.zeros((feats.groups, feats.dim), np.float64)
        self.rng = np.random.default_rng(seed)  # the policy's own sampling (evaluation reseeds it)

    def probs(self, obs: dict) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        legal = np.flatnonzero(obs["action_mask"])
        x = self.f.x(obs, legal)
        g = self.f.group[legal]
        logits = np.einsum("ij,ij->i", self.w[g], x)
        logits -= logits.max()
        p = np.exp(logits)
        p /= p.sum()
        return legal, x, p

    def act(self, obs: dict, greedy: bool = False) -> tuple[int, tuple]:
        legal, x, p = self.probs(obs)
        k = int(np.argmax(p)) if greedy else int(self.rng.choice(len(legal), p=p))
        return int(legal[k]), (legal, x, p, k)


def _life_edge(obs: dict) -> float:
    """Potential for reward shaping: my life minus the opponent's, in units of 20 (players row 0 is me)."""
    life = obs["players"][:, 0]
    return float(life[0] - life[1])


def run_episode(env, policy: LinearPolicy, seed: int, greedy: bool = False, record: bool = True):
    """One game. Returns the final reward, the trace [(legal, x, p, k, shaped reward)] and the step count.
    The shaped reward is potential-based (Ng et al. 1999: it does not change which policy is best):
    the change of the life difference, plus the game's final reward."""
    obs, _ = env.reset(seed=seed)
    trace = []
    done = False
    reward = 0.0
    steps = 0
    while not done:
        a, t = policy.act(obs, greedy)
        before = _life_edge(obs)
        obs, reward, term, trunc, _ = env.step(a)
        done = term or trunc
        if record:
            trace.append(t + ((0.0 if done else _life_edge(obs) - before) + reward,))
        steps += 1
    return reward, trace, steps


def update(policy: LinearPolicy, trace: list, baseline: float, lr: float, gamma: float = 0.995) -> float:
    """REINFORCE with returns-to-go and a scalar baseline; returns the episode's return from the start."""
    grad = np.zeros_like(policy.w)
    g_t = 0.0
    for legal, x, p, k, r in reversed(trace):
        g_t = r + gamma * g_t
        g = policy.f.group[legal]
        # d log p_k / d w[g_j] = (1[j==k] - p_j) x_j
        coef = -p.astype(np.float64)
        coef[k] += 1.0
        np.add.at(grad, g, ((g_t - baseline) * coef)[:, None] * x)
    policy.w += lr * grad / max(1, math.sqrt(len(trace)))
    return g_t


def wilson(k: int, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = k / n
    den = 1 + z * z / n
    c = (p + z * z / (2 * n)) / den
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return c - h, c + h


def evaluate(env, policy: LinearPolicy, games: int, seed: int) -> dict:
    wins = losses = draws = 0
    keep = policy.rng
    policy.rng = np.random.default_rng(seed)
    for i in range(games):
        r, _, _ = run_episode(env, policy, seed + i, greedy=False, record=False)
        wins += r > 0
        losses += r < 0
        draws += r == 0
    policy.rng = keep
    lo, hi = wilson(wins, games)
    return {"games": games, "wins": wins, "losses": losses, "draws": draws, "win_rate": wins / games,
            "ci95": [lo, hi]}


def make_env(max_steps: int = 600):
    return gymnasium.make("manastack/Duel-v0", opponent="random", decks="random", seat="random",
                          max_steps=max_steps, disable_env_checker=True)


def train(episodes: int, lr: float = 0.1, seed: int = 0, eval_every: int = 100, eval_games: int = 40,
          max_steps: int = 600, log=print) -> tuple[LinearPolicy, list[dict]]:
    env = make_env(max_steps)
    policy = LinearPolicy(SlotFeatures(env.unwrapped.layout), seed)
    baseline = 0.0
    curve: list[dict] = []
    steps = 0
    recent: list[float] = []
    t0 = time.process_time()
    for ep in range(episodes):
        if eval_every and ep % eval_every == 0:
            ev = evaluate(env, policy, eval_games, 10_000_000 + ep * 1000)
            curve.append({"episode": ep, "steps": steps, "eval_win_rate": ev["win_rate"],
                          "train_win_rate": (sum(r > 0 for r in recent) / len(recent)) if recent else None})
            tr = curve[-1]["train_win_rate"]
            log(f"episode {ep:5d}  steps {steps:8d}  eval win rate {ev['win_rate']:.3f} (draws {ev['draws']})  "
                f"training {'-' if tr is None else f'{tr:.2f}'}  cpu {time.process_time() - t0:7.1f}s", flush=True)
        r, trace, n = run_episode(env, policy, seed * 1_000_003 + ep)
        steps += n
        recent = (recent + [r])[-50:]
        g0 = update(policy, trace, baseline, lr)
        baseline = 0.95 * baseline + 0.05 * g0
    if eval_every:
        ev = evaluate(env, policy, eval_games, 10_000_000 + episodes * 1000)
        curve.append({"episode": episodes, "steps": steps, "eval_win_rate": ev["win_rate"],
                      "train_win_rate": (sum(r > 0 for r in recent) / len(recent)) if recent else None})
        log(f"episode {episodes:5d}  steps {steps:8d}  eval win rate {ev['win_rate']:.3f} (draws {ev['draws']})",
            flush=True)
    return policy, curve


def plot(curve: list[dict], final: dict | None, path: str) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(7, 4))
    xs = [c["steps"] for c in curve]
    ax.plot(xs, [c["eval_win_rate"] for c in curve], "o-", label="policy vs random (evaluation games)")
    tr = [(c["steps"], c["train_win_rate"]) for c in curve if c["train_win_rate"] is not None]
    if tr:
        ax.plot(*zip(*tr), "s--", alpha=0.6, label="sampled policy, last 50 training games")
    if final:
        lo, hi = final["ci95"]
        ax.errorbar([xs[-1]], [final["win_rate"]], yerr=[[final["win_rate"] - lo], [hi - final["win_rate"]]],
                    fmt="r*", markersize=12, capsize=4, label=f"final, {final['games']} games, 95% CI")
    ax.axhline(0.5, color="grey", lw=0.8, ls=":")
    ax.set_xlabel("learner environment steps")
    ax.set_ylabel("win rate")
    ax.set_ylim(0, 1)
    ax.set_title("manastack/Duel-v0: linear REINFORCE policy vs the random agent")
    ax.legend(loc="lower right", fontsize=8)
    fig.tight_layout()
    fig.savefig(path, dpi=110)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--episodes", type=int, default=600)
    ap.add_argument("--lr", type=float, default=0.1)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--eval-every", type=int, default=100)
    ap.add_argument("--eval-games-curve", type=int, default=40)
    ap.add_argument("--eval-games", type=int, default=500)
    ap.add_argument("--max-steps", type=int, default=600)
    ap.add_argument("--png", default="docs/rl_baseline.png")
    ap.add_argument("--json", default=None)
    a = ap.parse_args(argv)
    t0 = time.time()
    policy, curve = train(a.episodes, a.lr, a.seed, a.eval_every, a.eval_games_curve, a.max_steps)
    t_train = time.time() - t0
    final = evaluate(make_env(a.max_steps), policy, a.eval_games, 20_000_000) if a.eval_games else None
    t_all = time.time() - t0
    if final:
        print(f"final: {final['wins']}/{final['games']} wins ({final['win_rate']:.3f}), 95% interval "
              f"[{final['ci95'][0]:.3f}, {final['ci95'][1]:.3f}], {final['draws']} draws")
    print(f"training {t_train:.0f} s wall, total {t_all:.0f} s wall")
    if a.png:
        plot(curve, final, a.png)
    if a.json:
        with open(a.json, "w") as f:
            json.dump({"curve": curve, "final": final, "train_s": t_train, "total_s": t_all}, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
