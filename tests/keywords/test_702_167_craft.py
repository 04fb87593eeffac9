"""Craft (702.167), with real cards."""
from __future__ import annotations

import pytest

from manastack.core.errors import ScenarioError
from manastack.testing import Scenario


def _craft_options(g, name):
    return [o for o in g.options() if o[0] == "activate" and g._name(o[1]).startswith(name)]


def _pay_choosing(g, material):
    while g.decision is not None and g.decision.kind != "priority":
        d = g.decision
        if d.kind == "pay":
            g.answer(("auto",))
        else:
            g.answer(next(o for o in d.options if o[0] == "choose" and o[1] == g.find(material)))


def test_702_167a_craft_with_a_creature_card_from_the_graveyard():
    """702.167a: Tithing Blade (craft with creature {4}{B}) exiles itself and Grizzly Bears from its controller's
    graveyard; it returns transformed: Consuming Sepulcher, under its owner's control."""
    s = Scenario.full()
    blade = s.battlefield(0, "Tithing Blade // Consuming Sepulcher")
    bears = s.graveyard(0, "Grizzly Bears")[0]
    s.lands(0, "Swamp", 5)
    g = s.start("main1")
    assert _craft_options(g, "Tithing Blade")
    g.answer(_craft_options(g, "Tithing Blade")[0])
    _pay_choosing(g, bears)
    g.expect_zone(bears, "exile")
    g.pass_until_resolved()
    g.expect_zone(blade, "battlefield")
    assert g.obj(blade).name == "Consuming Sepulcher" and g.obj(blade).controller == 0


def test_702_167b_a_material_may_be_a_permanent_you_control():
    """702.167b: "creature" without "card" is a creature permanent or a creature card: Tithing Blade crafts with
    Grizzly Bears on the battlefield, which is exiled."""
    s = Scenario.full()
    blade = s.battlefield(0, "Tithing Blade // Consuming Sepulcher")
    bears = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Swamp", 5)
    g = s.start("main1")
    g.answer(_craft_options(g, "Tithing Blade")[0])
    _pay_choosing(g, bears)
    g.expect_zone(bears, "exile")
    g.pass_until_resolved()
    assert g.obj(blade).name == "Consuming Sepulcher"


def test_702_167a_no_material_no_craft():
    """702.167a: without a creature permanent or creature card (only an opponent's Grizzly Bears, and a land in the
    graveyard) the cost can't be paid: the ability isn't offered."""
    s = Scenario.full()
    s.battlefield(0, "Tithing Blade // Consuming Sepulcher")
    s.battlefield(1, "Grizzly Bears")
    s.graveyard(0, "Swamp")
    s.lands(0, "Swamp", 5)
    g = s.start("main1")
    assert _craft_options(g, "Tithing Blade") == []


def test_702_167a_craft_only_as_a_sorcery():
    """702.167a: "Activate only as a sorcery": with a spell on the stack the craft ability isn't offered."""
    s = Scenario.full()
    s.battlefield(0, "Tithing Blade // Consuming Sepulcher")
    s.graveyard(0, "Grizzly Bears")
    s.lands(0, "Swamp", 5)
    s.lands(0, "Mountain", 1)
    s.hand(0, "Lightning Bolt")
    g = s.start("main1")
    g.cast("Lightning Bolt", target=("player", 1))
    assert _craft_options(g, "Tithing Blade") == []


def test_702_167a_another_artifact_not_the_crafting_permanent_itself():
    """702.167a: "Exile this artifact, Exile another artifact": Lodestone Needle (craft with artifact {2}{U}) alone
    can't be its own material."""
    s = Scenario.full()
    s.battlefield(0, "Lodestone Needle // Guidestone Compass")
    s.lands(0, "Island", 3)
    g = s.start("main1")
    assert _craft_options(g, "Lodestone Needle") == []
    with pytest.raises(ScenarioError):
        g.activate("Lodestone Needle")


def test_702_167_craft_cards_are_supported(supported, pool):
    supported("Tithing Blade // Consuming Sepulcher", "Lodestone Needle // Guidestone Compass",
              "Clay-Fired Bricks // Cosmium Kiln", "Waterlogged Hulk // Watertight Gondola")
    supported("Visage of Dread // Dread Osseosaur")  # exactly two materials
    assert not pool.get("Altar of the Wretched // Wretched Bonemass").supported  # "two or more", 702.167c: not read


def _pay_choosing_each(g, *materials):
    """Answer the craft's cost choices with each of ``materials`` in turn (then pay automatically)."""
    left = list(materials)
    while g.decision is not None and g.decision.kind != "priority":
        d = g.decision
        if d.kind == "pay":
            g.answer(("auto",))
        else:
            m = left.pop(0)
            g.answer(next(o for o in d.options if o[0] == "choose" and o[1] == g.find(m)))


def test_702_167a_craft_with_two_creatures_exiles_exactly_two():
    """702.167a: Visage of Dread, "Craft with two creatures {5}{B}": a creature permanent and a creature card in the
    graveyard are both exiled, and Dread Osseosaur returns."""
    s = Scenario.full()
    visage = s.battlefield(0, "Visage of Dread // Dread Osseosaur")
    bears = s.battlefield(0, "Grizzly Bears")
    wurm = s.graveyard(0, "Craw Wurm")[0]
    s.lands(0, "Swamp", 6)
    g = s.start("main1")
    g.answer(_craft_options(g, "Visage of Dread")[0])
    _pay_choosing_each(g, bears, wurm)
    g.expect_zone(bears, "exile")
    g.expect_zone(wurm, "exile")
    g.pass_until_resolved()
    assert g.obj(visage).name == "Dread Osseosaur"


def test_702_167a_craft_with_two_creatures_is_not_offered_with_one():
    """702.167a: one creature among the permanents and the graveyard can't pay "Exile the two": no craft."""
    s = Scenario.full()
    s.battlefield(0, "Visage of Dread // Dread Osseosaur")
    s.battlefield(0, "Grizzly Bears")
    s.graveyard(0, "Swamp")
    s.lands(0, "Swamp", 6)
    g = s.start("main1")
    assert _craft_options(g, "Visage of Dread") == []
