"""The Gymnasium spaces of the layout (shared by both environments)."""
from __future__ import annotations

import numpy as np
from gymnasium import spaces

from .encoding import CARD_FEATURES, GLOBAL_FEATURES, PLAYER_FEATURES
from .layout import Layout


def observation_space(layout: Layout, vocab_size: int) -> spaces.Dict:
    big = np.float32(1e6)
    return spaces.Dict({
        "cards": spaces.Box(-big, big, (layout.rows, CARD_FEATURES), np.float32),
        "card_ids": spaces.Box(0, vocab_size - 1, (layout.rows,), np.int64),
        "players": spaces.Box(-big, big, (layout.seats, PLAYER_FEATURES), np.float32),
        "globals": spaces.Box(-big, big, (GLOBAL_FEATURES,), np.float32),
        "action_mask": spaces.Box(0, 1, (layout.n_actions,), np.int8),
    })


def action_space(layout: Layout) -> spaces.Discrete:
    return spaces.Discrete(layout.n_actions)
