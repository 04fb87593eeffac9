"""The rules engine: plain-data game state, the interpreter loop, and the rules of the game.

Importing this package registers every task, effect interpreter, trigger matcher and mechanic."""
from . import (  # noqa: F401
    actions, casting, combat, dice, effects, influence, keywords, loop, multiplayer, replacement, resolve, sba,
    triggers,
    turn,
)
from . import loops, mechanics  # noqa: F401,E402  (loop detection; the seed mechanics, issue #7)
from .state import GameState  # noqa: F401
