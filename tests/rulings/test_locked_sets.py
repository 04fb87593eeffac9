"""Official rulings of target cards whose effect applies to a set of objects fixed as it resolves (611.2c, issue
#32): a creature that enters afterwards in the same turn isn't affected. Each case casts the card (or lets its
ability resolve), then casts Grizzly Bears, and checks the Bears are a plain 2/2 without the granted abilities."""
from __future__ import annotations

import pytest

from manastack.testing import Scenario

from .keys import ruling
from .test_rebound_improvise import resolve_all, settle

LOCKED = [
    pytest.param("Biting Rain", marks=ruling("Biting Rain", "2016-04-08", "the set of creatures affected by")),
    pytest.param("Demon of Dark Schemes",
                 marks=ruling("Demon of Dark Schemes", "2016-09-20", "the set of creatures affected by")),
    pytest.param("Great Teacher's Decree",
                 marks=ruling("Great Teacher's Decree", "2017-11-17", "great teachers decree affects only creatures")),
    pytest.param("Makindi Stampede // Makindi Mesas", marks=ruling(
        "Makindi Stampede // Makindi Mesas", "2020-09-25", "makindi stampede affects only creatures you")),
    pytest.param("Decimator of the Provinces",
                 marks=ruling("Decimator of the Provinces", "2016-07-13", "the set of creatures affected by")),
    pytest.param("Ready // Willing", marks=ruling("Ready", "2013-07-01", "a creature that comes under your")),
    pytest.param("Willing", marks=ruling("Willing", "2013-04-15", "a creature that comes under your")),
    pytest.param("Sudden Spoiling", marks=ruling("Sudden Spoiling", "2006-09-25", "sudden spoiling affects only permanents that")),
]


@pytest.mark.parametrize("card", LOCKED)
def test_effect_on_a_set_of_creatures_misses_later_arrivals_611_2c(card):
    """611.2c: the continuous effect from a resolving spell or ability affects only the objects it found then:
    Grizzly Bears cast afterwards is a plain 2/2 without the granted keywords, while a creature that was there
    is affected."""
    s = Scenario.full()
    for land in ("Plains", "Island", "Swamp", "Mountain", "Forest"):
        s.lands(0, land, 5)
    s.lands(0, "Wastes", 6)
    old = s.battlefield(0, "Hill Giant")
    s.battlefield(1, "Hill Giant")
    s.hand(0, "Grizzly Bears")
    name = "Ready // Willing" if card == "Willing" else card
    h = s.hand(0, name)
    g = s.start("main1")
    base = (g.obj(old).power, g.obj(old).toughness, set(g.obj(old).keywords))
    if card == "Ready // Willing":
        g.cast(h, variant="face0")
    elif card == "Willing":
        g.cast(h, variant="face1")
    elif card == "Sudden Spoiling":
        g.cast(h, target="Player 1")
    else:
        g.cast(h)
    settle(g)
    resolve_all(g)
    after = (g.obj(old).power, g.obj(old).toughness, set(g.obj(old).keywords))
    assert after != base, (card, base, after)                   # the creature already there is affected
    g.cast("Grizzly Bears")
    resolve_all(g)
    b = g.find("Grizzly Bears", zone="battlefield")
    o = g.obj(b)
    assert (o.power, o.toughness) == (2, 2) and not o.keywords, o
