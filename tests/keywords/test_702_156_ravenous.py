"""Ravenous (702.156a): "This permanent enters with X +1/+1 counters on it" and "When this permanent enters, if X is
5 or more, draw a card"; 107.3m: X in a permanent's own enters abilities is the X chosen for the spell."""
from __future__ import annotations

import pytest

from manastack.engine.carddef import CardPool
from manastack.testing import Scenario


@pytest.mark.parametrize("x, drawn", [(5, 1), (2, 0)])
def test_702_156a_hormagaunt_horde_enters_with_x_counters_and_draws_if_x_is_5_or_more(x, drawn):
    """Hormagaunt Horde ({X}{G}, 1/1) cast with X=5 enters with five +1/+1 counters and its controller draws a card;
    with X=2, two counters and no card (the intervening "if", 603.4)."""
    s = Scenario.full()
    s.hand(0, "Hormagaunt Horde")
    s.lands(0, "Forest", x + 1)
    g = s.start("main1")
    hand0 = len(g.zone(0, "hand"))
    g.cast("Hormagaunt Horde", x=x)
    g.pass_until_resolved()
    g.pass_until_resolved()
    o = g.obj("Hormagaunt Horde")
    assert o.zone == "battlefield" and o.counters.get("+1/+1") == x and (o.power, o.toughness) == (1 + x, 1 + x)
    assert len(g.zone(0, "hand")) == hand0 - 1 + drawn


def test_107_3m_exocrine_enters_trigger_uses_the_spells_x():
    """Exocrine ({X}{2}{R}), cast with X=2: ravenous puts two counters on it and its own "When this creature enters,
    it deals X damage to each player and each other creature" deals 2 (107.3m)."""
    s = Scenario.full()
    s.hand(0, "Exocrine")
    s.lands(0, "Mountain", 5)
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start("main1")
    g.cast("Exocrine", x=2)
    g.pass_until_resolved()
    g.pass_until_resolved()
    g.pass_until_resolved()
    assert g.obj("Exocrine").counters.get("+1/+1") == 2
    g.expect_life(0, 18)
    g.expect_life(1, 18)
    g.expect_zone(bears, "graveyard")


@pytest.mark.parametrize("name", ["Hormagaunt Horde", "Exocrine"])
def test_702_156_ravenous_cards_are_supported(full_db, name):
    d = CardPool(full_db).get(name)
    assert d.supported, d.missing
