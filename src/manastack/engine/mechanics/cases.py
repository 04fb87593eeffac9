"""Cases (719): "To solve" and "Solved".

- 719.3a: "To solve — [Condition]" is compiled as "At the beginning of your end step, if [condition] and this
  Case is not solved, solve this Case" (``Mechanic("solve")``, an intervening "if", 603.4).
- 719.3b: solved is a designation (kept in the permanent's ``chosen``): not an ability, not copiable; it lasts
  until the permanent leaves the battlefield (a new object, 400.7).
- 719.3c: "Solved — [Ability]" is compiled as a static ability granting [Ability] while the fact "solved"
  (``IsTrue("solved")``: the source has the designation) holds.
"""
from __future__ import annotations

from ..evaluate import FACTS
from ..events import fire, log, name_of
from ..support import IMPLEMENTED_FACTS
from .base import mechanic

SOLVED = "solved"


def is_solved(state, oid) -> bool:
    o = state.objects.get(oid)
    return bool(o is not None and o.chosen and o.chosen.get(SOLVED))


@mechanic("solve")
def _solve(state, ctx, node, progress, answer):
    """719.3a-b: this Case becomes solved (once solved, it stays solved)."""
    oid = ctx.source
    o = state.objects.get(oid)
    if o is None or o.zone != "battlefield" or is_solved(state, oid):
        return
    o = state.mut(oid)
    o.chosen = {**(o.chosen or {}), SOLVED: True}
    state.touch()
    log(state, "solve", "719.3b", f"{name_of(state, oid)} becomes solved", {"object": oid})
    fire(state, {"kind": "solved", "object": oid})


FACTS[SOLVED] = lambda env, of: is_solved(env.state, env.source)
IMPLEMENTED_FACTS.add(SOLVED)
