"""Partner abilities (702.124): keyword abilities that modify deck construction for the Commander variant
and function before the game begins (702.124a); in a game they do nothing. Deck validation honours them
(``manastack.decks.legality.partners_ok``: partner 702.124h, partner—[text] 702.124i, partner with [name]
702.124j, choose a Background 702.124k, Doctor's companion 702.124m).

"Partner with [name]" also stands for a triggered ability (702.124j: "When this permanent enters, target
player may search their library for a card named [name], reveal it, put it into their hand, then
shuffle") that the engine does not create, so a card with it stays unsupported ("keyword Partner with").
"""
from __future__ import annotations

from ...tree.abilities import Keyword
from ..support import IMPLEMENTED_KEYWORDS, TREE_CHECKS

# Keyword("Partner").arg values that are deck-construction rules only (702.124h, i, k, m)
DECK_ONLY = frozenset({None, "Choose a Background", "Doctor's companion", "Character select", "Friends forever",
                       "Father & son", "Survivors"})


def _check_partner_with(roots: tuple) -> list[str]:
    """702.124j: "partner with [name]" has an enters trigger the engine doesn't create."""
    for root in roots:
        for n in root.walk():
            if isinstance(n, Keyword) and n.name == "Partner" and n.arg not in DECK_ONLY:
                return ["keyword Partner with"]
    return []


TREE_CHECKS.append(_check_partner_with)
IMPLEMENTED_KEYWORDS.add("Partner")
