"""Sneak (702.190): "Sneak [cost]" means "Any time you could cast an instant during your declare blockers step, you
may cast this spell by paying [cost] and returning an unblocked creature you control to its owner's hand rather
than paying this spell's mana cost." (702.190a) "A permanent spell whose sneak cost was paid enters the battlefield
tapped and attacking ... the same player, planeswalker, or battle as the creature that was returned to its owner's
hand to pay the sneak cost" (702.190b, 506.3a).

- The cast variant "sneak" (an alternative cost, 118.9: ``ALT_COST_TAGS``) is offered from the hand only during
  its caster's declare blockers step, with an unblocked attacker to return (``CAST_PERMISSIONS``), at any time an
  instant could be cast then (``mechanics_hooks.INSTANT_TIMING_TAGS``).
- The creature to return is a cost part of the variant (``VARIANT_EXTRA_COSTS``), chosen with the other cost
  choices and returned as the cost is paid (601.2h); as it leaves, what it was attacking is remembered for the
  spell (by the card's identity, kept for the turn).
- The permanent enters tapped (a replacement of its entering, ``replacement.INTRINSIC_ETB``) and is then put
  into combat attacking that player, planeswalker or battle (``combat.put_attacking``, 508.4: it never
  "attacked", and it is unblocked, 506.3d). An instant or sorcery cast this way simply resolves.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.types import Zone
from ...tree.abilities import Keyword, Replacement
from ...tree.costs import Cost
from ...tree.filters import Filter
from ..chars import chars
from ..combat import blockers_declared, put_attacking
from ..events import ZONE_REPLACERS
from ..mechanics_hooks import ALT_COST_TAGS, CAST_PERMISSIONS, INSTANT_TIMING_TAGS, VARIANT_EXTRA_COSTS
from ..relevance import needs
from ..replacement import INTRINSIC_ETB
from ..support import IMPLEMENTED_KEYWORDS

if TYPE_CHECKING:
    from ..charvalues import Chars
    from ..state import GameState

UNBLOCKED_ATTACKER = Filter(types=("Creature",), controller="you", attacking=True, blocked=False)
KEY = "sneak_defender"  # turn_data: spell card uid -> what the returned creature was attacking
_ENTERS_TAPPED = (Replacement("enters_tapped"),)


def _has_unblocked(state: "GameState", pid: int) -> bool:
    cb = state.combat
    if not cb or not cb.get("attackers") or not blockers_declared(state):
        return False
    blocked = cb.get("blocked", ())
    return any(a in state.objects and a not in blocked and chars(state, a).controller == pid for a in cb["attackers"])


def _sneak_variants(state: "GameState", pid: int, oid: int) -> list:
    """702.190a: during its owner's declare blockers step, a card with sneak in their hand may be cast sneaking."""
    o = state.objects[oid]
    if o.zone != Zone.HAND or o.owner != pid or state.active != pid or state.step != "declare_blockers":
        return []
    c = chars(state, oid)
    if "Sneak" not in c.keywords or not any(type(a) is Keyword and a.name == "Sneak" and a.cost is not None
                                            for a in c.abilities):
        return []
    return ["sneak"] if _has_unblocked(state, pid) else []


def _quiet(state: "GameState", pid: int, zone: str) -> bool:
    return zone != Zone.HAND or state.step != "declare_blockers" or state.active != pid


def _note_returned_attacker(state: "GameState", oid: int, plan: dict) -> bool:
    """702.190b: as the sneak cost returns the attacking creature, remember what it was attacking."""
    c = state.casting
    if c is None or c.get("kind") != "spell" or plan.get("to") != Zone.HAND or plan.get("why") != "cost":
        return False
    if "sneak" not in c.get("variant", "").split("+"):
        return False
    cb = state.combat
    spell = state.objects.get(c["obj"])
    if cb and oid in cb.get("attackers", {}) and spell is not None:
        state.turn_data.setdefault(KEY, {})[spell.uid] = cb["attackers"][oid]
    return False


def _sneak_etb(state: "GameState", oid: int, c: "Chars") -> tuple:
    """702.190b: a permanent spell whose sneak cost was paid enters tapped, then attacking."""
    o = state.objects[oid]
    if not o.paid or "sneak" not in o.paid or o.cast_from is None:
        return ()
    d = state.turn_data.get(KEY, {})
    if o.uid in d:
        put_attacking(state, [oid], d[o.uid])  # (a task: runs once it has entered)
    return _ENTERS_TAPPED


_sneak_variants.quiet = _quiet  # type: ignore[attr-defined]
_sneak_variants.zones = frozenset({Zone.HAND})  # type: ignore[attr-defined]
CAST_PERMISSIONS.append(needs("sneak")(_sneak_variants))  # (printed or granted by a card saying so: relevance.py)
INSTANT_TIMING_TAGS.add("sneak")
ALT_COST_TAGS["sneak"] = "Sneak"
VARIANT_EXTRA_COSTS["sneak"] = Cost(return_to_hand=UNBLOCKED_ATTACKER)
ZONE_REPLACERS.insert(0, _note_returned_attacker)
INTRINSIC_ETB.append(_sneak_etb)
IMPLEMENTED_KEYWORDS.add("Sneak")
