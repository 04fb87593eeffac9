"""702.29 cycling and typecycling, 702.114 devoid, 702.73 changeling."""
from manastack.testing import Scenario


def test_702_29a_cycling_discards_from_hand_and_draws():
    s = Scenario.full()
    s.hand(0, "Miscalculation")
    s.library(0, "Grizzly Bears")
    s.lands(0, "Island", 2)
    g = s.start("main1")
    g.activate("Miscalculation")
    assert g.zone(0, "graveyard") == ["Miscalculation"]  # discarded as the cost (602.2b)
    g.pass_until_resolved()
    assert g.zone(0, "hand") == ["Grizzly Bears"]


def test_702_29a_cycling_only_from_hand():
    s = Scenario.full()
    s.graveyard(0, "Miscalculation")
    s.lands(0, "Island", 2)
    g = s.start("main1")
    assert not any(o[0] == "activate" for o in g.options())


def test_702_29e_typecycling_searches_for_that_type():
    s = Scenario.full()
    s.hand(0, "Twisted Abomination")
    s.library(0, "Grizzly Bears", "Swamp", "Forest")
    s.lands(0, "Swamp", 2)
    g = s.start("main1")
    g.activate("Twisted Abomination", index=[o[2] for o in g.options() if o[0] == "activate"][0])
    g.pass_priority(2)
    d = g.decision
    assert d.kind == "choose_cards"
    names = {g.obj(o[1]).name for o in d.options if o[0] == "choose"}
    assert names == {"Swamp"}  # only a Swamp card may be found
    g.choose(next(o for o in d.options if o[0] == "choose"))
    assert g.zone(0, "hand") == ["Swamp"]


def test_702_114a_devoid_is_colorless_everywhere():
    s = Scenario.full()
    crusher = s.hand(0, "Ulamog's Crusher")
    g = s.start("main1")
    assert g.obj(crusher).colors == [] and g.obj(crusher).mana_cost == "{8}"
    s2 = Scenario.full()
    drone = s2.battlefield(0, "Eldrazi Devastator")
    g2 = s2.start("main1")
    assert g2.obj(drone).colors == []


def test_702_73a_changeling_is_every_creature_type():
    s = Scenario.full()
    c = s.battlefield(0, "Changeling Outcast")
    g = s.start("main1")
    v = g.obj(c)
    assert {"Goblin", "Elf", "Time Lord", "Zombie"} <= v.subtypes
