"""Keyword abilities that bring creatures with their permanent, built from plain tree nodes:

- mobilize N (702.181a): "Whenever this creature attacks, create N tapped and attacking 1/1 red Warrior creature
  tokens. Sacrifice them at the beginning of the next end step." (the sacrifice is a delayed triggered ability
  created as the first one resolves, 603.7; it remembers the tokens it made)
A keyword whose N isn't a number the engine can read ("mobilize X, where X is ...") stays unsupported.
"""
from __future__ import annotations

from functools import lru_cache
from ...core.colors import LETTER_BIT
from ...tree.abilities import Body, Keyword, Trigger, Triggered
from ...tree.effects import CreateDelayedTrigger, CreateToken, Sacrifice, Seq, TokenSpec
from ...tree.refs import Num, Remembered, This
from ..keyword_abilities import EXTRA_KEYWORD_TRIGGERS, TRIGGER_KEYWORDS
from ..support import IMPLEMENTED_KEYWORDS, variant_check
from .altcost import NEXT_END_STEP

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
