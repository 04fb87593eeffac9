"""Disturb (702.146): "Disturb [cost]" means "You may cast this card transformed from your graveyard by paying
[cost] rather than its mana cost." (702.146a)

A transforming double-faced card with disturb on its front face may be cast from its owner's graveyard with its
back face up (cast variant ``face1+disturb``: 712.8c, 712.11a; its mana value is its front face's, 712.8c), for
the disturb cost, an alternative cost (118.9) found on the front face as the spell is cast (712.11d). Its timing
is the back face's (a creature or Aura face: sorcery timing, 307.1). Resolving, it enters the battlefield with
its back face up (702.146b: the permanent keeps the spell's face). The back faces' own "If this would be put into
a graveyard from anywhere, exile it instead" is their printed replacement ability.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.types import Zone
from ...tree.abilities import Keyword
from ..chars import chars
from ..mechanics_hooks import ALT_COST_TAGS, CAST_PERMISSIONS
from ..support import IMPLEMENTED_KEYWORDS, TREE_CHECKS
from ..relevance import needs
from .base import graveyard_quiet

if TYPE_CHECKING:
    from ..state import GameState

DISTURB_VARIANT = "face1+disturb"


def _disturb_variants(state: "GameState", pid: int, oid: int) -> list:
    """702.146a: its owner may cast a card with disturb from their graveyard, transformed."""
    o = state.objects[oid]
    if o.zone != Zone.GRAVEYARD or o.owner != pid or o.card is None:
        return []
    c = chars(state, oid)
    if "Disturb" not in c.keywords:
        return []
    cd = state.pool.get(o.card)
    if cd.layout != "transform" or len(cd.faces) != 2:
        return []  # 712.14a: only a transforming double-faced card can be cast transformed
    if not any(type(a) is Keyword and a.name == "Disturb" and a.cost is not None for a in c.abilities):
        return []
    return [DISTURB_VARIANT]


def _quiet(state: "GameState", pid: int, zone: str) -> bool:
    """Nothing to add unless ``pid``'s graveyard holds a card with disturb."""
    return graveyard_quiet(state, pid, zone, _DISTURB, _BY_CARD)


_DISTURB = frozenset({"Disturb"})
_BY_CARD: dict = {}  # card name -> whether its printed front face has disturb


def _disturb_needs_transform(roots) -> list[str]:
    """Disturb on a face that isn't the front of a transforming double-faced card can't be cast transformed: the
    tree alone can't tell, so a card whose disturb has no cost is refused."""
    for r in roots:
        if type(r) is Keyword and r.name == "Disturb" and r.cost is None:
            return ["keyword Disturb without a cost"]
    return []


_disturb_variants.quiet = _quiet  # type: ignore[attr-defined]
_disturb_variants.zones = frozenset({Zone.GRAVEYARD})  # type: ignore[attr-defined]
needs("disturb")(_disturb_variants)  # (engine/relevance.py)
CAST_PERMISSIONS.append(_disturb_variants)
TREE_CHECKS.append(_disturb_needs_transform)
ALT_COST_TAGS["disturb"] = "Disturb"
IMPLEMENTED_KEYWORDS.add("Disturb")
