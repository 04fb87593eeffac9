"""701.66a Earthbend N: "Target land you control becomes a 0/0 land creature with haste in addition to its other
types. Put N +1/+1 counters on it. When that land dies or is put into exile, return it to the battlefield tapped
under your control.\""""
from manastack.testing import Scenario


def _earthbend(s):
    s.hand(0, "Earthbending Lesson")  # Sorcery: Earthbend 4.
    s.lands(0, "Forest", 4)
    land = s.battlefield(0, "Wastes")
    g = s.start("main1")
    g.cast("Earthbending Lesson", target=land)
    g.pass_until_resolved()
    return g, land


def test_701_66a_earthbend_makes_a_hasty_land_creature_with_counters():
    g, land = _earthbend(Scenario.full())
    v = g.obj(land)
    assert {"Land", "Creature"} <= set(v.types) and "Haste" in v.keywords
    g.expect_pt(land, 4, 4)


def test_701_66a_earthbent_land_that_dies_returns_tapped():
    s = Scenario.full()
    s.hand(1, "Murder")
    s.lands(1, "Swamp", 3)
    g, land = _earthbend(s)
    g.pass_until("main1", turn=2)
    g.cast("Murder", target=land)
    g.pass_until_resolved()
    g.expect_zone(land, "battlefield")
    v = g.obj(land)
    assert v.tapped and v.controller == 0 and "Creature" not in v.types  # a new object (400.7): just a land


def test_701_66a_earthbent_land_exiled_returns_tapped():
    s = Scenario.full()
    s.hand(1, "Swords to Plowshares")
    s.lands(1, "Plains", 1)
    g, land = _earthbend(s)
    g.pass_until("main1", turn=2)
    g.cast("Swords to Plowshares", target=land)
    g.pass_until_resolved()
    g.expect_zone(land, "battlefield")
    assert g.obj(land).tapped


def test_701_66a_earthbent_land_returned_to_hand_stays_there():
    s = Scenario.full()
    s.hand(1, "Unsummon")
    s.lands(1, "Island", 1)
    g, land = _earthbend(s)
    g.pass_until("main1", turn=2)
    g.cast("Unsummon", target=land)
    g.pass_until_resolved()
    g.expect_zone(land, "hand")
