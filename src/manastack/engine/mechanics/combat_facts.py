"""Facts about combat that conditions read:

- ``during_combat`` (506.1): the game is in the combat phase -- its beginning of combat, declare attackers, declare
  blockers, combat damage (either damage step, 510.4) or end of combat step ("Activate only during combat", 602.5b).
- ``noncombat`` (120.2b): the event a trigger is checking is damage that isn't combat damage ("Whenever a source you
  control deals noncombat damage to an opponent"); combat damage is the damage creatures deal in the combat damage
  step as a result of combat (510.1, 120.2a).
"""
from __future__ import annotations

from typing import Any

from ...core.types import Step
from ..evaluate import FACTS, Env
from ..support import IMPLEMENTED_FACTS

COMBAT_STEPS = frozenset(Step.COMBAT)


def _during_combat(env: Env, of: Any) -> bool:
    """506.1: the current step is one of the combat phase's."""
    return env.state.step in COMBAT_STEPS


def _noncombat(env: Env, of: Any) -> bool:
    """120.2b: the triggering damage event isn't combat damage."""
    ev = env.ctx.event if env.ctx is not None else None
    return isinstance(ev, dict) and ev.get("kind") == "damage" and not ev.get("combat")


FACTS.update({"during_combat": _during_combat, "noncombat": _noncombat})
IMPLEMENTED_FACTS.update({"during_combat", "noncombat"})
