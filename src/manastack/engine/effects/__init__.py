"""Effect primitives: one interpreter function per effect node type (DESIGN: the engine interprets the
ability trees). A handler is ``fn(state, ctx, node, progress, answer)``: it either finishes, or asks for
a decision with :func:`ask_effect`, saving whatever it needs in ``progress`` (plain data); the engine
calls it again with the answer."""
from __future__ import annotations

from ...tree.base import NODE_TYPES
from .base import HANDLERS, ask_effect, effect, push_effect, run_effect  # noqa: F401

from . import basic  # noqa: E402,F401  (registers handlers)
from . import counters  # noqa: E402,F401
from . import pay  # noqa: E402,F401  (118.12: paying a cost during a resolution)
from . import continuous  # noqa: E402,F401  (611, 613, 707, 702.26: effects, control, copies, phasing)
from . import create  # noqa: E402,F401  (614.1, 614.15, 603.12: replacement effects, reflexive triggers)

__all__ = ["HANDLERS", "effect", "ask_effect", "push_effect", "NODE_TYPES"]
