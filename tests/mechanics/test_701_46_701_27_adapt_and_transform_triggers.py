"""Adapt (701.46) and "when this transforms" triggers (701.27, 712.18), with real cards."""
from __future__ import annotations

from manastack.testing import Scenario
from mechanics.trees import settle


def test_701_46a_adapt_puts_counters_only_without_plus_one_counters():
    """701.46a: Growth-Chamber Guardian's "{2}{G}: Adapt 2." puts two +1/+1 counters on it; activated again, it has
    +1/+1 counters, so nothing happens."""
    s = Scenario.full()
    g_ = s.battlefield(0, "Growth-Chamber Guardian")
    s.lands(0, "Forest", 6)
    g = s.start("main1")
    g.activate(g_)
    settle(g)
    assert g.obj(g_).counters == {"+1/+1": 2}
    g.activate(g_)
    settle(g)
    assert g.obj(g_).counters == {"+1/+1": 2}


def test_701_27_712_18_captive_weird_transforms_into_compleated_conjurer_and_triggers():
    """712.18, 701.27: "When this creature transforms into Compleated Conjurer, exile the top card of your library.
    Until the end of your next turn, you may play that card." -- the back face's ability sees the transformation."""
    s = Scenario.full()
    weird = s.battlefield(0, "Captive Weird // Compleated Conjurer")
    s.lands(0, "Mountain", 4)
    top = s.library(0, "Grizzly Bears", *["Plains"] * 5)[0]
    g = s.start("main1")
    g.activate(weird)
    settle(g)
    assert g.obj(weird).name == "Compleated Conjurer"
    g.expect_zone(top, "exile")
