"""Persist rulings shared by the persist creatures among the target cards (702.79; issue #32): persist looks
at the creature as it last existed on the battlefield (603.10a)."""
from __future__ import annotations

import pytest

from manastack.testing import Scenario

from .keys import ruling
from .test_rebound_improvise import resolve_all

PERSIST_LKI = [
    pytest.param('Aerie Ouphes', marks=ruling('Aerie Ouphes', '2013-06-07', 'the persist ability triggers when the')),
    pytest.param('Kitchen Finks', marks=ruling('Kitchen Finks', '2013-06-07', 'the persist ability triggers when the')),
]

PERSIST_PLUS = [
    pytest.param('Kitchen Finks', marks=ruling('Kitchen Finks', '2013-06-07', 'if a creature with persist that')),
    pytest.param('Murderous Redcap', marks=ruling('Murderous Redcap', '2013-06-07', 'if a creature with persist that')),
]


@pytest.mark.parametrize("card", PERSIST_LKI)
def test_persist_creature_dying_with_a_minus_counter_stays_in_the_graveyard_702_79a_603_10a(card):
    """702.79a, 603.10a: the first death returns it with a -1/-1 counter; dying again with that counter (as it
    last existed on the battlefield), persist doesn't return it."""
    s = Scenario.full()
    c = s.battlefield(0, card)
    s.hand(1, "Murder", "Murder")
    s.lands(1, "Swamp", 6)
    g = s.start("main1", active=1)
    g.cast("Murder", target=c)
    resolve_all(g)
    g.expect_zone(c, "battlefield")
    g.check(g.obj(c).counters == {"-1/-1": 1}, f"returned with a -1/-1 counter: {g.obj(c).counters}")
    g.cast("Murder", target=c)
    resolve_all(g)
    g.expect_zone(c, "graveyard")


@pytest.mark.parametrize("card", PERSIST_PLUS)
def test_persist_plus_counter_creature_killed_by_minus_counters_doesnt_return_702_79a_704_5q(card):
    """702.79a, 704.5q, 603.10a: with a +1/+1 counter, it gets three -1/-1 counters from Puncture Blast
    (wither) and dies of 0 toughness — as it last existed it had -1/-1 counters, so persist doesn't return it."""
    s = Scenario.full()
    c = s.battlefield(0, card, counters={"+1/+1": 1})
    s.hand(1, "Puncture Blast")
    s.lands(1, "Mountain", 3)
    g = s.start("main1", active=1)
    g.cast("Puncture Blast", target=c)
    resolve_all(g)
    g.expect_zone(c, "graveyard")
