"""Ability trees: the fixed vocabulary the Oracle compiler emits and the engine interprets.

Everything here is immutable plain data. ``encode``/``decode`` turn trees into JSON and back.
"""
from .abilities import *  # noqa: F401,F403
from .base import NODE_TYPES, Node, decode, encode, node  # noqa: F401
from .continuous import *  # noqa: F401,F403
from .costs import FREE, Cost  # noqa: F401
from .effects import *  # noqa: F401,F403
from .filters import ANY_TARGET, CREATURE, PLAYER, SPELL, Filter  # noqa: F401
from .refs import *  # noqa: F401,F403
