"""Keyword abilities about creatures that come with a permanent or a spell, built from plain tree nodes:

- mobilize N (702.181a): "Whenever this creature attacks, create N tapped and attacking 1/1 red Warrior creature
  tokens. Sacrifice them at the beginning of the next end step." (the sacrifice is a delayed triggered ability
  created as the first one resolves, 603.7; it remembers the tokens it made)
- casualty N (702.153a): an optional additional cost, "you may sacrifice a creature with power N or greater"
  (paid as kicker is, engine/casting.DERIVED_OPTIONAL_COSTS; the spell remembers "casualty" in ``paid``), and "When
  you cast this spell, if a casualty cost was paid for it, copy it. If the spell has any targets, you may choose
  new targets for the copy." (702.153b, several instances each paid separately, isn't told apart yet: a spell
  whose casualty was paid copies itself once)

A keyword whose N isn't a number the engine can read ("mobilize X, where X is ...") stays unsupported.
"""
from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ...core.colors import LETTER_BIT
from ...core.types import Zone
from ...tree.abilities import Body, Keyword, Trigger, Triggered
from ...tree.costs import Cost
from ...tree.effects import CreateDelayedTrigger, CreateToken, Mechanic, Sacrifice, Seq, TokenSpec
from ...tree.filters import Filter
from ...tree.refs import Num, Remembered, This
from ..casting import DERIVED_OPTIONAL_COSTS
from ..chars import chars
from ..keyword_abilities import EXTRA_KEYWORD_TRIGGERS, TRIGGER_KEYWORDS
from ..state import PendingTrigger
from ..support import IMPLEMENTED_KEYWORDS, variant_check
from ..triggers import GLOBAL_TRIGGERS
from . import zones  # noqa: F401  (the "storm_copy" mechanic the casualty ability uses)
from .altcost import NEXT_END_STEP

if TYPE_CHECKING:
    from ..state import GameState

WARRIOR = TokenSpec(name="Warrior", colors=LETTER_BIT["R"], types=("Creature",), subtypes=("Warrior",), power=1,
                    toughness=1)
NUMBERED = ("Mobilize",)


def _n(kw: Keyword) -> int | None:
    n = kw.arg
    return n if isinstance(n, int) and not isinstance(n, bool) and n > 0 else None


@lru_cache(maxsize=64)
def _mobilize(kw: Keyword) -> tuple:
    """702.181a."""
    n = _n(kw)
    if n is None:
        return ()
    return (Triggered(Trigger("attacks", This()), Body(Seq((
        CreateToken(WARRIOR, Num(n), tapped=True, attacking=True, remember="mobilized"),
        CreateDelayedTrigger(NEXT_END_STEP, Body(Sacrifice(what=Remembered("mobilized")))),
    )))),)


@variant_check("Keyword")
def _numbered_check(n) -> list[str]:
    """Mobilize with a number the engine reads (not "X, where X is ...")."""
    if n.name in NUMBERED and _n(n) is None:
        return [f"keyword {n.name} without a number"]
    return []


EXTRA_KEYWORD_TRIGGERS["Mobilize"] = _mobilize
TRIGGER_KEYWORDS.add("Mobilize")
IMPLEMENTED_KEYWORDS.add("Mobilize")


# ---------------------------------------------------------------- casualty (702.153)

# "When you cast this spell, if a casualty cost was paid for it, copy it. If the spell has any targets, you may
# choose new targets for the copy." -- the copy is made as storm's are (engine/mechanics/zones.py): from the spell
# as it last existed on the stack if it has left by then (608.2h)
CASUALTY_ABILITY = Triggered(Trigger("cast", This()), Body(Mechanic("storm_copy")), zone="stack")


@lru_cache(maxsize=64)
def _casualty_cost(kw: Keyword) -> Cost | None:
    """702.153a: "As an additional cost to cast this spell, you may sacrifice a creature with power N or
    greater"."""
    n = kw.arg
    if not isinstance(n, int) or isinstance(n, bool) or n < 0:
        return None
    return Cost(sacrifice=Filter(types=("Creature",), power=(">=", n)), sacrifice_n=1)


def _casualty(state: "GameState", ev: dict) -> list:
    """702.153a: as a spell whose casualty cost was paid becomes cast, its casualty ability triggers."""
    if ev.get("kind") != "cast":
        return []
    oid = ev["object"]
    o = state.objects.get(oid)
    if o is None or o.zone != Zone.STACK or "casualty" not in o.paid:
        return []
    c = chars(state, oid)
    if not any(type(a) is Keyword and a.name == "Casualty" for a in c.abilities):
        return []
    data = dict(ev, amount=1, storm_lki=o.to_data())
    return [PendingTrigger(oid, c.controller, CASUALTY_ABILITY, data, c.name)]


_casualty.kinds = frozenset({"cast"})  # type: ignore[attr-defined]  (events it reads)
GLOBAL_TRIGGERS.append(_casualty)
DERIVED_OPTIONAL_COSTS["Casualty"] = _casualty_cost
IMPLEMENTED_KEYWORDS.add("Casualty")


@variant_check("Keyword")
def _casualty_check(n) -> list[str]:
    """Casualty with a number the engine reads."""
    if n.name == "Casualty" and _casualty_cost(n) is None:
        return ["keyword Casualty without a number"]
    return []
