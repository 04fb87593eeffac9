"""manastack: a Magic: The Gathering rules engine for Python."""
__version__ = "0.1.0"

from .game import Game  # noqa: E402

__all__ = ["Game", "__version__"]
