"""The Gymnasium environment ``manastack/Duel-v0``: the learner plays one seat of a two-player game; a
built-in agent (``"random"``, ``"heuristic"``, ``"search:..."``), an agent object (``choose(game, seat)``)
or a plain callable ``f(game, seat) -> option`` answers every decision of the other seat.
:class:`BatchDuel` steps N such games in one process."""
from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import gymnasium as gym
import numpy as np

from ..agents import make_agent
from ..agents.base import open_choice
from ..cards.database import CardDatabase
from .layout import SCHEMA_VERSION, Layout
from .session import Session, pool_and_vocab, resolve_decks
from .spaces import action_space, observation_space


class _CallableAgent:
    def __init__(self, f: Callable):
        self.f = f
        self.name = getattr(f, "__name__", "callable")

    def choose(self, game, seat):
        return self.f(game, seat)


def _opponent(spec: Any, seed: int):
    if spec is None:
        spec = "random"
    if isinstance(spec, str):
        return make_agent(spec, seed=seed)
    if hasattr(spec, "choose"):
        return spec
    if callable(spec):
        return _CallableAgent(spec)
    raise TypeError(f"opponent must be an agent name, an agent or a callable, got {type(spec).__name__}")


class DuelEnv(gym.Env):
    """One-seat view of a duel. ``seat``: 0, 1 or ``"random"`` (a seat at random each episode).
    Reward +1 for a win, -1 for a loss, 0 for a draw or a truncated episode (``max_steps`` learner steps).
    An action outside the mask is replaced by the lowest legal slot (``info["illegal_action"]``)."""

    metadata = {"render_modes": ["ansi"], "schema_version": SCHEMA_VERSION}

    def __init__(self, opponent: Any = "random", decks: Any = "random", seat: int | str = 0,
                 max_steps: int = 2000, auto_pay: bool = True, cards: CardDatabase | None = None,
                 render_mode: str | None = None, game_options: dict | None = None):
        self.opponent_spec = opponent
        self.decks_spec = decks
        self.seat_spec = seat
        self.max_steps = max_steps
        self.auto_pay = auto_pay
        self.cards = cards
        self.render_mode = render_mode
        self.game_options = game_options
        self.layout = Layout(2)
        _, vocab = pool_and_vocab(cards)
        self.observation_space = observation_space(self.layout, len(vocab))
        self.action_space = action_space(self.layout)
        self.session: Session | None = None
        self.seat = 0
        self.steps = 0

    def reset(self, *, seed: int | None = None, options: dict | None = None):
        super().reset(seed=seed)
        rng = self.np_random
        game_seed = int(rng.integers(2**31 - 1))
        self.seat = int(rng.integers(2)) if self.seat_spec == "random" else int(self.seat_spec)
        decks = resolve_decks(self.decks_spec, 2, rng)
        self.session = Session(decks, game_seed, cards=self.cards, auto_pay=self.auto_pay,
                               game_options=self.game_options)
        self.opponent = _opponent(self.opponent_spec, int(rng.integers(2**31 - 1)))
        self._opp_rng = random.Random(int(rng.integers(2**31 - 1)))
        self.steps = 0
        self._run_opponent()
        return self._obs(), self._info(legal=True)

    def _run_opponent(self) -> None:
        s = self.session
        while not s.over and s.actor != self.seat:
            g = s.game
            a = s.actor
            choice = self.opponent.choose(g, a) if g.legal_actions() else open_choice(g, self._opp_rng)
            s.apply(choice)

    def _obs(self) -> dict:
        return self.session.observe(self.seat)

    def _info(self, legal: bool) -> dict:
        s = self.session
        return {"action_mask": s.mask(self.seat), "illegal_action": not legal, "turn": s.game.turn,
                "decision": s.game.decision.kind if s.game.decision is not None else None}

    def step(self, action):
        s = self.session
        legal = s.act(int(action))
        self.steps += 1
        self._run_opponent()
        res = s.game.result
        terminated = s.over
        reward = 0.0
        if res is not None:
            reward = 1.0 if self.seat in res.winners else (-1.0 if self.seat in res.losers else 0.0)
        truncated = not terminated and self.steps >= self.max_steps
        return self._obs(), reward, terminated, truncated, self._info(legal)

    def action_masks(self) -> np.ndarray:
        """The legal slots now (the name sb3-contrib's MaskablePPO looks for)."""
        return self.session.mask(self.seat).astype(bool)

    def describe(self, action: int) -> str:
        return self.session.describe(int(action))

    def render(self):
        if self.render_mode != "ansi" or self.session is None:
            return None
        v = self.session.game.view(self.seat)
        return (f"turn {v['turn']} {v['step']}  " + "  ".join(f"{p['name']}: {p['life']}" for p in v["players"]))


class BatchDuel:
    """N duels stepped in one process, with stacked observations (leading axis N) and automatic reset:
    when game i ends, ``step`` returns its final reward and done flag and the first observation of the
    next game (as Gymnasium's vector environments do with ``autoreset_mode=SAME_STEP``)."""

    def __init__(self, n: int, seed: int = 0, **kwargs: Any):
        self.envs = [DuelEnv(**kwargs) for _ in range(n)]
        self.n = n
        self.seed = seed
        self.single_observation_space = self.envs[0].observation_space
        self.single_action_space = self.envs[0].action_space

    @staticmethod
    def _stack(obs: list[dict]) -> dict:
        return {k: np.stack([o[k] for o in obs]) for k in obs[0]}

    def reset(self) -> dict:
        return self._stack([e.reset(seed=self.seed + i)[0] for i, e in enumerate(self.envs)])

    def step(self, actions) -> tuple[dict, np.ndarray, np.ndarray, np.ndarray]:
        obs, rew = [], np.zeros(self.n, np.float32)
        term, trunc = np.zeros(self.n, bool), np.zeros(self.n, bool)
        for i, (e, a) in enumerate(zip(self.envs, actions)):
            o, r, te, tr, _ = e.step(int(a))
            if te or tr:
                o, _ = e.reset()
            obs.append(o)
            rew[i], term[i], trunc[i] = r, te, tr
        return self._stack(obs), rew, term, trunc
