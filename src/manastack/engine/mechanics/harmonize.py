"""Harmonize (702.180): "Harmonize [cost]" means "You may cast this card from your graveyard by paying [cost] and
tapping up to one untapped creature you control rather than paying this spell's mana cost," "If you cast this spell
using its harmonize ability, its total cost is reduced by an amount of generic mana equal to the tapped creature's
power," and "If the harmonize cost was paid, exile this card instead of putting it anywhere else any time it would
leave the stack." (702.180a)

- Cast variants of a card in its owner's graveyard (``CAST_PERMISSIONS``): "harmonize" (an alternative cost, 118.9:
  ``ALT_COST_TAGS``) taps no creature; "harmonize+harmonizetap" also taps one untapped creature its caster controls
  (a cost part of the variant, ``VARIANT_EXTRA_COSTS``: chosen with the cost's other choices and tapped as the cost
  is paid, 702.180b, 601.2h). Tapping a creature for a cost that isn't {T} doesn't need it to have been under its
  controller's control since the turn began (302.6).
- The reduction, of generic mana only, is taken off the total cost once the creature is known, before any mana is
  paid (a pre-payment casting stage, like emerge's); a creature with power 0 or less reduces nothing. Whether the
  spell can be cast counts the largest reduction an untapped creature of the caster's could give.
- The spell is exiled whenever it would leave the stack (``STACK_EXILE_TAGS``: the flashback rule's replacement).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.types import Zone
from ...tree.abilities import Keyword
from ...tree.costs import Cost
from ...tree.filters import Filter
from ..casting import ANSWERS, STAGES
from ..chars import chars, compute_all
from ..events import log
from ..mechanics_hooks import (ALT_COST_TAGS, CAST_PERMISSIONS, GENERIC_HELPERS, PRE_PAY_STAGES, STACK_EXILE_TAGS,
                               VARIANT_EXTRA_COSTS, after_pre_pay)
from ..relevance import needs
from ..support import IMPLEMENTED_KEYWORDS
from .base import graveyard_quiet

if TYPE_CHECKING:
    from ..state import GameState

TAP_A_CREATURE = Cost(tap_untapped=Filter(kind="permanent", types=("Creature",), controller="you"), tap_untapped_n=1)
_KEYWORDS = frozenset({"Harmonize"})
_BY_CARD: dict = {}  # card name -> whether it has harmonize (graveyard_quiet's memo)


def _variants(state: "GameState", pid: int, oid: int) -> list:
    """702.180a: a card with harmonize in its owner's graveyard may be cast for its harmonize cost, tapping a creature
    or not."""
    o = state.objects[oid]
    if o.zone != Zone.GRAVEYARD or o.owner != pid:
        return []
    c = chars(state, oid)
    if "Harmonize" not in c.keywords or not any(type(a) is Keyword and a.name == "Harmonize" and a.cost is not None
                                                for a in c.abilities):
        return []
    return ["harmonize", "harmonize+harmonizetap"]


def _quiet(state: "GameState", pid: int, zone: str) -> bool:
    return graveyard_quiet(state, pid, zone, _KEYWORDS, _BY_CARD)


def _go_on(state: "GameState", c: dict, stage: str) -> None:
    c["stage"] = stage
    STAGES[stage](state, c)


def _stage_harmonize(state: "GameState", c: dict) -> None:
    """702.180a: reduce the total cost by the tapped creature's power (generic mana only)."""
    if c["kind"] == "spell" and "harmonizetap" in c["variant"].split("+") and "harmonized" not in c:
        # the variant's tap is the last cost part (casting.total_cost), so the last choice asked ("...1")
        ids = c["choices"].get("tap_untapped1", ())
        if ids:
            power = max(0, chars(state, ids[0]).power or 0)
            c["harmonized"] = power
            c["mana_due"] = c["mana_due"].reduced_generic(power)
            log(state, "cost", "702.180a", f"harmonize: the total cost is reduced by {{{power}}}")
    _go_on(state, c, after_pre_pay("harmonize"))


def _largest_reduction(state: "GameState", pid: int, spell: int, c, generic: int, tags: frozenset) -> int:
    """702.180a: for castability, the greatest power among the untapped creatures pid could tap (capped)."""
    if generic <= 0 or "harmonizetap" not in tags:
        return 0
    allc = compute_all(state)
    best = 0
    for i in state.battlefield:
        ch = allc.get(i)
        o = state.objects[i]
        if ch is not None and not o.phased_out and not o.tapped and ch.controller == pid and "Creature" in ch.types:
            best = max(best, ch.power or 0)
    return min(best, generic)


_variants.quiet = _quiet  # type: ignore[attr-defined]
_variants.zones = frozenset({Zone.GRAVEYARD})  # type: ignore[attr-defined]
needs("harmonize")(_variants)  # (engine/relevance.py)
CAST_PERMISSIONS.append(_variants)
STAGES["harmonize"] = _stage_harmonize
ANSWERS["harmonize"] = lambda state, c, choice: None  # (asks nothing)
PRE_PAY_STAGES.append("harmonize")
GENERIC_HELPERS.append(_largest_reduction)
VARIANT_EXTRA_COSTS["harmonizetap"] = TAP_A_CREATURE
ALT_COST_TAGS["harmonize"] = "Harmonize"
STACK_EXILE_TAGS.add("harmonize")
IMPLEMENTED_KEYWORDS.add("Harmonize")
