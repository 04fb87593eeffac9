"""Casting a card from its owner's graveyard by its own keyword (601.3):

- escape [cost] (702.138a): "You may cast this card from your graveyard by paying [cost] rather than its mana cost"
  -- an alternative cost (118.9, cast variant "escape"); its other parts (exiling other cards from the graveyard)
  are paid with it. 702.138c: a permanent that "escapes with" counters enters with them if it was cast for its
  escape cost (``Replacement("escapes_with_counters", (kind, n))``, engine/replacement.py).
- retrace (702.81a): "You may cast this card from your graveyard by discarding a land card in addition to paying
  its other costs." -- the cast variant "retrace" adds that cost (``mechanics_hooks.VARIANT_EXTRA_COSTS``).
- jump-start (702.133a): "You may cast this card from your graveyard if the resulting spell is an instant or sorcery
  spell by discarding a card as an additional cost to cast it" and "If this spell was cast using its jump-start
  ability, exile this card instead of putting it anywhere else any time it would leave the stack." -- the cast
  variant "jumpstart" adds the discard (``VARIANT_EXTRA_COSTS``) and is one of ``STACK_EXILE_TAGS`` (the flashback
  rule's replacement, engine/replacement.py, and 608.2n, engine/resolve.py).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.types import Zone
from ...tree.abilities import Keyword
from ...tree.costs import Cost
from ...tree.filters import Filter
from ..chars import chars
from ..mechanics_hooks import ALT_COST_TAGS, CAST_PERMISSIONS, STACK_EXILE_TAGS, VARIANT_EXTRA_COSTS
from ..support import IMPLEMENTED_KEYWORDS, IMPLEMENTED_REPLACEMENTS
from ..relevance import needs
from .base import graveyard_quiet

if TYPE_CHECKING:
    from ..state import GameState


def _has(state: "GameState", oid: int, name: str) -> bool:
    c = chars(state, oid)
    return name in c.keywords and any(type(a) is Keyword and a.name == name for a in c.abilities)


def _graveyard_keyword_variants(state: "GameState", pid: int, oid: int) -> list:
    """702.138a, 702.81a, 702.133a: the ways its own keywords let its owner cast a card in their graveyard."""
    o = state.objects[oid]
    if o.zone != Zone.GRAVEYARD or o.owner != pid:
        return []
    out = []
    c = chars(state, oid)
    if "Escape" in c.keywords and any(type(a) is Keyword and a.name == "Escape" and a.cost is not None
                                      for a in c.abilities):
        out.append("escape")
    if "Retrace" in c.keywords:
        out.append("retrace")
    if "Jump-Start" in c.keywords and c.types & {"Instant", "Sorcery"}:
        out.append("jumpstart")  # 702.133a: "if the resulting spell is an instant or sorcery spell"
    return out


def _quiet(state: "GameState", pid: int, zone: str) -> bool:
    """Nothing to add unless ``pid``'s graveyard holds a card with escape, retrace or jump-start."""
    return graveyard_quiet(state, pid, zone, _KEYWORDS, _BY_CARD)


_KEYWORDS = frozenset({"Escape", "Retrace", "Jump-Start"})
# card name -> whether its printed abilities include escape or retrace (what a card in a graveyard has: a static
# ability granting them there is refused by the coverage report, engine/mechanics/altcost.py)
_BY_CARD: dict = {}


_graveyard_keyword_variants.quiet = _quiet  # type: ignore[attr-defined]
_graveyard_keyword_variants.zones = frozenset({Zone.GRAVEYARD})  # type: ignore[attr-defined]
needs("escape", "retrace", "jump-start")(_graveyard_keyword_variants)  # (engine/relevance.py)
CAST_PERMISSIONS.append(_graveyard_keyword_variants)
ALT_COST_TAGS["escape"] = "Escape"
VARIANT_EXTRA_COSTS["retrace"] = Cost(discard=1, discard_filter=Filter(kind="card", types=("Land",)))
VARIANT_EXTRA_COSTS["jumpstart"] = Cost(discard=1)
STACK_EXILE_TAGS.add("jumpstart")
IMPLEMENTED_KEYWORDS.update({"Escape", "Retrace", "Jump-Start"})
IMPLEMENTED_REPLACEMENTS.add("escapes_with_counters")
