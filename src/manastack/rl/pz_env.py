"""The PettingZoo AEC environment: one agent per seat (``player_0`` ...), 2-4 players.

Exactly one seat decides at any time (the pending decision's actor: under 723 the controlling
player), so the game is turn-based in the AEC sense; a parallel wrapper would only ever collect one
meaningful action per step, and none is offered.
"""
from __future__ import annotations

from typing import Any

import numpy as np
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from ..cards.database import CardDatabase
from .layout import SCHEMA_VERSION, Layout
from .session import Session, pool_and_vocab, resolve_decks
from .spaces import action_space, observation_space


class raw_env(AECEnv):  # noqa: N801 - PettingZoo's naming convention
    """A game of Magic for ``players`` seats. ``decks``: built-in deck names, lists of card names, or
    ``"random"``; ``max_steps``: agent steps before the episode is truncated; ``auto_pay``: let the
    engine pay mana costs (False: payments are decisions too)."""

    metadata = {"name": "manastack_v0", "render_modes": ["ansi"], "is_parallelizable": False,
                "schema_version": SCHEMA_VERSION}

    def __init__(self, players: int = 2, decks: Any = "random", max_steps: int = 3000, auto_pay: bool = True,
                 cards: CardDatabase | None = None, render_mode: str | None = None, game_options: dict | None = None):
        super().__init__()
        if not 2 <= players <= 4:
            raise ValueError(f"players must be 2 to 4, got {players}")
        self.n = players
        self.decks_spec = decks
        self.max_steps = max_steps
        self.auto_pay = auto_pay
        self.cards = cards
        self.render_mode = render_mode
        self.game_options = game_options
        self.possible_agents = [f"player_{i}" for i in range(players)]
        self._layout = Layout(players)
        _, vocab = pool_and_vocab(cards)
        self._obs_space = observation_space(self._layout, len(vocab))
        self._act_space = action_space(self._layout)
        self.session: Session | None = None
        self._rng = np.random.default_rng()

    def observation_space(self, agent: str):
        return self._obs_space

    def action_space(self, agent: str):
        return self._act_space

    # ------------------------------------------------------------ episode
    def reset(self, seed: int | None = None, options: dict | None = None) -> None:
        if seed is not None:
            self._rng = np.random.default_rng(seed)
        game_seed = int(self._rng.integers(2**31 - 1))
        decks = resolve_decks(self.decks_spec, self.n, self._rng)
        self.session = Session(decks, game_seed, cards=self.cards, auto_pay=self.auto_pay,
                               game_options=self.game_options)
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self.steps = 0
        self._settle()
        self.agent_selection = self._select()

    def _select(self) -> str:
        a = self.session.actor
        if a is None:
            return self.agents[0]
        return f"player_{a}"

    def _settle(self) -> None:
        """Rewards and terminations after a change: a player who left the game (lost, 800.4) is done
        with -1; at the end, winners get +1, and a draw 0 for everyone still in."""
        st = self.session.game.state
        res = self.session.game.result
        for a in self.agents:
            i = int(a.split("_")[1])
            if self.terminations[a]:
                continue
            if res is not None:
                self.rewards[a] = 1.0 if i in res.winners else (0.0 if res.draw or i not in res.losers else -1.0)
                self.terminations[a] = True
            elif not st.players[i].in_game:
                self.rewards[a] = -1.0
                self.terminations[a] = True
        if res is None and self.session.actor is None:  # no decision and no result: end it as a draw
            for a in self.agents:
                self.terminations[a] = True
        if res is None and self.steps >= self.max_steps:
            for a in self.agents:
                if not self.terminations[a]:
                    self.truncations[a] = True
        actor = self.session.actor
        for a in self.agents:
            i = int(a.split("_")[1])
            self.infos[a] = {"action_mask": self.session.mask(i) if i == actor else
                             np.zeros(self._layout.n_actions, np.int8), "acting": i == actor}

    def observe(self, agent: str) -> dict:
        return self.session.observe(int(agent.split("_")[1]))

    def step(self, action) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[agent] = 0.0
        self.rewards = {a: 0.0 for a in self.agents}
        legal = self.session.act(int(action))
        self.steps += 1
        self._settle()
        self.infos[agent]["illegal_action"] = not legal
        self.agent_selection = self._select() if self.session.actor is not None else agent
        if self.terminations.get(self.agent_selection) or self.truncations.get(self.agent_selection):
            # the game is over for the next chooser too: hand over to any agent still live
            live = [a for a in self.agents if not (self.terminations[a] or self.truncations[a])]
            if live:
                self.agent_selection = live[0]
        self._accumulate_rewards()
        self._deads_step_first()

    def describe(self, action: int) -> str:
        """What ``action`` means for the agent to act now."""
        return self.session.describe(int(action))

    def render(self) -> str | None:
        if self.render_mode != "ansi" or self.session is None:
            return None
        g = self.session.game
        v = g.view(self.session.actor if self.session.actor is not None else 0)
        lines = [f"turn {v['turn']} {v['step']}  " + "  ".join(f"{p['name']}: {p['life']}" for p in v["players"])]
        d = g.decision
        if d is not None:
            lines.append(f"{d.kind} for player {d.actor}: " + ", ".join(
                self.describe(s) for s in self.session.legal_slots()[:8]))
        return "\n".join(lines)

    def close(self) -> None:
        self.session = None


def env(**kwargs) -> wrappers.OrderEnforcingWrapper:
    """The AEC environment with PettingZoo's standard wrappers (out-of-bounds actions are errors,
    methods are called in order)."""
    e = raw_env(**kwargs)
    e = wrappers.AssertOutOfBoundsWrapper(e)
    return wrappers.OrderEnforcingWrapper(e)
