"""Partner abilities (702.124): keyword abilities that modify deck construction for the Commander variant
and function before the game begins (702.124a). Deck validation honours them
(``manastack.decks.legality.partners_ok``: partner 702.124h, partner—[text] 702.124i, partner with [name]
702.124j, choose a Background 702.124k, Doctor's companion 702.124m).

"Partner with [name]" also stands for a triggered ability (702.124j: "When this permanent enters, target
player may search their library for a card named [name], reveal it, put it into their hand, then
shuffle"), built in :mod:`.keyword_triggers`.

Also deck construction only: "A deck can have any number of cards named ~" (100.2a, ``Restrict`` kind
``deck_may_have_any_number``): ``manastack.decks.legality.copy_limit`` lifts the four-copy limit (and the
Commander singleton rule, 903.5b) for such a card; in a game the ability does nothing.
"""
from __future__ import annotations

from ..support import IMPLEMENTED_KEYWORDS, IMPLEMENTED_RESTRICTIONS

# Keyword("Partner").arg values that are deck-construction rules only (702.124h, i, k, m)
DECK_ONLY = frozenset({None, "Choose a Background", "Doctor's companion", "Character select", "Friends forever",
                       "Father & son", "Survivors"})

IMPLEMENTED_KEYWORDS.add("Partner")
IMPLEMENTED_RESTRICTIONS.add("deck_may_have_any_number")  # 100.2a: read by the deck validators only
