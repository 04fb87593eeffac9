"""Loop detection (104.4b, 732.4): placeholder hook called before each priority decision.

The full mechanic (state-digest tracking of mandatory loops) belongs to the seed-mechanics work; until
it lands this returns False and a safety limit in :mod:`loop` ends runaway games as a draw."""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .state import GameState


def check_loop(state: "GameState") -> bool:
    return False
