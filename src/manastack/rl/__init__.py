"""Reinforcement-learning environments over :class:`manastack.Game` (``pip install 'manastack[rl]'``).

- ``env(...)`` / ``raw_env``: a PettingZoo AEC environment, 2-4 seats;
- ``gymnasium.make("manastack/Duel-v0", opponent=..., decks=...)``: one seat against an agent;
- ``BatchDuel``: N duels in one process.

The spaces, the slot mapping and the observation schema are in docs/rl.md. The environments wrap the
public game API and add no rule.
"""
import gymnasium

from .gym_env import BatchDuel, DuelEnv
from .layout import SCHEMA_VERSION, Layout
from .pz_env import env, raw_env
from .session import Session

if "manastack/Duel-v0" not in gymnasium.registry:
    gymnasium.register(id="manastack/Duel-v0", entry_point="manastack.rl.gym_env:DuelEnv")

__all__ = ["BatchDuel", "DuelEnv", "Layout", "SCHEMA_VERSION", "Session", "env", "raw_env"]
