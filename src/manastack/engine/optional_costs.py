"""Optional additional costs a spell's keywords offer as it is cast (601.2b): kicker and multikicker (702.33),
buyback (702.27), entwine (702.42), offspring (702.175), squad (702.157), replicate (702.56), conspire (702.78) and
costs a keyword's number defines (casualty N, 702.153); and the additional costs a keyword charges per choice made
as the spell is announced (escalate, 702.120a: ``TIMES_PAID``). ``engine/casting.py`` announces and pays them; mechanic
modules register the costs a keyword line doesn't print."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..tree.abilities import Keyword
from ..tree.costs import Cost
from .support import IMPLEMENTED_KEYWORDS

if TYPE_CHECKING:
    from .state import GameState

OPTIONAL_COSTS = ("Kicker", "Multikicker", "Buyback", "Entwine", "Offspring", "Squad",
                  "Replicate", "Conspire")  # 702.42a, 702.175a, 702.157a, 702.56a, 702.78a
ANY_NUMBER_OF_TIMES = ("Multikicker", "Squad", "Replicate")  # 702.33c, 702.157a, 702.56a
# optional additional costs a keyword's number defines (casualty N, 702.153a: engine/mechanics/army_keywords.py):
# keyword name -> fn(Keyword) -> its Cost, or None when the engine can't say it
DERIVED_OPTIONAL_COSTS: dict = {}


# keyword name -> fn(state, spell id) -> the Cost of an optional additional cost the keyword line doesn't print
# (conspire's "tap two untapped creatures you control that each share a color with it", 702.78a), or None when
# it can't be paid now; added by mechanic modules, which add the name to OPTIONAL_COSTS too
KEYWORD_OPTIONAL_COST: dict = {}


# keyword name -> fn(casting record) -> how many times the keyword's printed cost is added to the total cost (601.2f)
# by what was chosen as the spell was announced: escalate, once per mode chosen beyond the first (702.120a)
TIMES_PAID: dict = {"Escalate": lambda c: max(0, len(c.get("modes") or ()) - 1)}
IMPLEMENTED_KEYWORDS.add("Escalate")  # (engine/casting.py adds the costs; tests/keywords/test_702_120_escalate.py)


def optional_cost(state: "GameState", oid: int, kw: Keyword) -> Cost | None:
    """The optional additional cost of keyword ``kw`` on spell ``oid`` (601.2b): printed on the keyword line, defined
    by its number (DERIVED_OPTIONAL_COSTS) or by the keyword (KEYWORD_OPTIONAL_COST); None: none, or not now."""
    f = DERIVED_OPTIONAL_COSTS.get(kw.name)
    if f is not None:
        return f(kw)
    if kw.name not in OPTIONAL_COSTS:
        return None
    if kw.cost is not None:
        return kw.cost
    f = KEYWORD_OPTIONAL_COST.get(kw.name)
    return f(state, oid) if f is not None else None
