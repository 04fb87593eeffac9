"""Replicate (702.56): "As an additional cost to cast this spell, you may pay [cost] any number of times" and
"When you cast this spell, if a replicate cost was paid for it, copy it for each time its replicate cost was
paid. If the spell has any targets, you may choose new targets for any of the copies." (702.56a)

The additional cost is announced and paid with the spell's other optional costs (``optional_costs.OPTIONAL_COSTS``,
601.2b, 601.2f-h); the number of times each instance was paid is kept on the spell (``replicate@<index>:<n>``
in ``paid``, 702.56b). The triggered ability is storm's copy ability with that count (engine/mechanics/zones.py):
the copies are made from the spell as it last existed on the stack if it has left by then (608.2h).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.types import Zone
from ..chars import chars
from ..state import PendingTrigger
from ..support import IMPLEMENTED_KEYWORDS
from ..triggers import GLOBAL_TRIGGERS
from ..relevance import needs
from .zones import STORM_ABILITY

if TYPE_CHECKING:
    from ..state import GameState


def payments(paid: frozenset, keyword: str = "replicate") -> list[int]:
    """702.56b, 702.78b: how many times each instance of the keyword had its cost paid (those paid at least
    once), from the spell's ``<keyword>@<index>:<times>`` tags."""
    out = []
    for t in paid:
        if t.startswith(keyword + "@"):
            n = int(t.rsplit(":", 1)[1])
            if n > 0:
                out.append(n)
    return out


def _replicate(state: "GameState", ev: dict) -> list:
    """702.56a: as a spell whose replicate cost was paid becomes cast, its replicate ability triggers once for each
    instance that was paid for (702.56b), remembering how many times."""
    if ev.get("kind") != "cast":
        return []
    oid = ev["object"]
    o = state.objects.get(oid)
    if o is None or o.zone != Zone.STACK or not o.paid:
        return []
    counts = payments(o.paid)
    if not counts:
        return []
    c = chars(state, oid)
    if "Replicate" not in c.keywords:
        return []
    lki = o.to_data()
    return [PendingTrigger(oid, c.controller, STORM_ABILITY, dict(ev, amount=n, storm_lki=lki), c.name)
            for n in counts]


_replicate.kinds = frozenset({"cast"})  # type: ignore[attr-defined]  (events it reads)
needs("replicate")(_replicate)  # (engine/relevance.py)
GLOBAL_TRIGGERS.append(_replicate)
IMPLEMENTED_KEYWORDS.add("Replicate")
