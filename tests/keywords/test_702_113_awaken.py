"""Awaken (702.113), with real cards."""
from __future__ import annotations

from manastack.testing import Scenario


def _awaken_variant(g, card: str) -> str:
    return next(o[2] for o in g.options() if o[0] == "cast" and g._name(o[1]) == card and "awaken" in o[2])


def test_702_113a_awakened_spell_animates_target_land():
    """702.113a: Coastal Discovery cast for its awaken cost {5}{U}: its controller draws two cards, and the target
    land they control gets four +1/+1 counters and becomes a 0/0 Elemental creature with haste that's still a
    land (a 4/4)."""
    s = Scenario.full()
    s.library(0, *(["Island"] * 5))
    s.hand(0, "Coastal Discovery")
    islands = s.lands(0, "Island", 6)
    g = s.start("main1")
    g.cast("Coastal Discovery", variant=_awaken_variant(g, "Coastal Discovery"), target=islands[0])
    assert all(g.obj(i).tapped for i in islands)
    g.pass_until_resolved()
    assert g.zone(0, "hand") == ["Island", "Island"]
    land = g.obj(islands[0])
    assert land.counters == {"+1/+1": 4}
    g.expect_pt(islands[0], 4, 4)
    from manastack.engine.chars import chars

    c = chars(g.state, g.find(islands[0]))
    assert {"Land", "Creature"} <= set(c.types) and "Elemental" in c.subtypes and "Haste" in c.keywords


def test_702_113b_without_awaken_no_land_target():
    """702.113b: cast for its mana cost, Coastal Discovery has no land target: nothing is asked and no land is
    animated."""
    s = Scenario.full()
    s.library(0, *(["Island"] * 5))
    s.hand(0, "Coastal Discovery")
    islands = s.lands(0, "Island", 4)
    g = s.start("main1")
    g.cast("Coastal Discovery")
    assert g.decision.kind == "priority"
    g.pass_until_resolved()
    assert len(g.zone(0, "hand")) == 2
    assert not any(g.obj(i).counters for i in islands)


def test_702_113a_awakened_land_has_haste_and_attacks():
    """702.113a: the awakened land has haste: it can attack the turn it becomes a creature (302.6)."""
    s = Scenario.full()
    s.hand(0, "Coastal Discovery")
    s.library(0, *(["Island"] * 5))
    islands = s.lands(0, "Island", 7)
    g = s.start("main1")
    g.cast("Coastal Discovery", variant=_awaken_variant(g, "Coastal Discovery"), target=islands[6])
    g.pass_until_resolved()
    g.pass_until("declare_attackers")
    g.attack(islands[6])
    g.no_blocks()
    g.pass_until("end")
    g.expect_life(1, 16)


def test_702_113a_608_2b_illegal_land_target_rest_still_happens():
    """608.2b: Clutch of Currents (awaken 3) targeting an opponent's creature and the caster's land; the land is
    gone before it resolves (Strip Mine in response): the creature is still returned to its owner's hand."""
    s = Scenario.full()
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Clutch of Currents")
    islands = s.lands(0, "Island", 5)
    s.battlefield(1, "Strip Mine")
    g = s.start("main1")
    g.cast("Clutch of Currents", variant=_awaken_variant(g, "Clutch of Currents"), targets=[bears, islands[0]])
    g.pass_priority()
    g.activate("Strip Mine", 1, target=islands[0])
    g.pass_until_resolved()
    g.pass_until_resolved()
    g.expect_zone(islands[0], "graveyard")
    g.expect_zone(bears, "hand")


def test_702_113_awaken_cards_are_supported(supported):
    supported("Coastal Discovery", "Clutch of Currents", "Ruinous Path", "Planar Outburst", "Roil Spout")
