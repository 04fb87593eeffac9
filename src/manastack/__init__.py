"""manastack: a Magic: The Gathering rules engine for Python."""
__version__ = "0.1.0"

from .core.errors import (  # noqa: E402
    CardDataError,
    DecklistError,
    GameOverError,
    IllegalActionError,
    ManaCostError,
    ManastackError,
    SaveFormatError,
    ScenarioError,
    UnknownCardError,
    UnsupportedCardError,
    UnsupportedEffectError,
)
from .game import Game  # noqa: E402

__all__ = ["Game", "__version__", "ManastackError", "IllegalActionError", "GameOverError", "UnknownCardError",
           "CardDataError", "DecklistError", "SaveFormatError", "ManaCostError", "ScenarioError",
           "UnsupportedCardError", "UnsupportedEffectError"]
