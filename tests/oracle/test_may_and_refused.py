"""608.2d: "you may X and Y" is one choice covering both verbs. The compiler has no node for a choice over a
sequence read this way, so it refuses the sentence instead of reading a "may" on X and a mandatory Y (Sokenzan
Smelter's "you may pay {1} and sacrifice an artifact" sacrificed an artifact even when the {1} wasn't paid)."""
from __future__ import annotations

from manastack.tree.effects import MayDo

from .phrase_kit import abilities, nodes, unread


def test_608_2d_may_over_two_verbs_is_refused_not_read_in_part():
    abs_ = abilities("At the beginning of combat on your turn, you may pay {1} and sacrifice an artifact. If you do, "
                     "draw a card.", ("Creature",))
    assert unread(abs_), abs_


def test_608_2d_two_separate_mays_still_read_as_two_choices():
    abs_ = abilities("When this creature enters, you may draw a card, and you may gain 2 life.", ("Creature",))
    assert not unread(abs_)
    assert len(nodes(abs_, MayDo)) == 2
