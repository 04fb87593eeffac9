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


# ---------------------------------------------------------------- "N or more" materials and 702.167c

LATTICE = "Saheeli's Lattice // Mastercraft Raptor"


def _craft_lattice(s, *materials, done=False):
    """Activate Saheeli's Lattice's "Craft with one or more Dinosaurs {4}{R}", choosing ``materials`` (then "done"
    if ``done``), and let it resolve."""
    g = s.start("main1")
    g.answer(_craft_options(g, "Saheeli's Lattice")[0])
    left = list(materials)
    while g.decision is not None and g.decision.kind != "priority":
        d = g.decision
        if d.kind == "pay":
            g.answer(("auto",))
        elif left:
            m = left.pop(0)
            g.answer(next(o for o in d.options if o[0] == "choose" and o[1] == g.find(m)))
        else:
            assert done and ("done",) in d.options
            g.answer(("done",))
    g.pass_until_resolved()
    return g


def test_702_167a_craft_with_one_or_more_exiles_every_chosen_material_702_167c_total_power():
    """Saheeli's Lattice, "Craft with one or more Dinosaurs": Colossal Dreadmaw (6/6) on the battlefield and
    Ancient Brontodon (9/9) in the graveyard are both exiled; Mastercraft Raptor's power is the total power of the
    exiled cards used to craft it (702.167c): 15, its toughness 4."""
    s = Scenario.full()
    lattice = s.battlefield(0, LATTICE)
    maw = s.battlefield(0, "Colossal Dreadmaw")
    bronto = s.graveyard(0, "Ancient Brontodon")[0]
    s.lands(0, "Mountain", 5)
    g = _craft_lattice(s, maw, bronto)
    g.expect_zone(maw, "exile")
    g.expect_zone(bronto, "exile")
    assert g.obj(lattice).name == "Mastercraft Raptor"
    g.expect_pt(lattice, 15, 4)


def test_702_167a_one_or_more_the_player_may_stop_after_one():
    """"one or more": after the first Dinosaur the player may say done; the Brontodon stays in the graveyard and
    the Raptor's power counts only the Dreadmaw that crafted it (702.167c): 6."""
    s = Scenario.full()
    lattice = s.battlefield(0, LATTICE)
    maw = s.battlefield(0, "Colossal Dreadmaw")
    bronto = s.graveyard(0, "Ancient Brontodon")[0]
    s.lands(0, "Mountain", 5)
    g = _craft_lattice(s, maw, done=True)
    g.expect_zone(bronto, "graveyard")
    g.expect_pt(lattice, 6, 4)


def test_702_167a_one_or_more_needs_at_least_one_material():
    """Without a Dinosaur permanent or card (a Grizzly Bears is no Dinosaur) the Lattice can't craft."""
    s = Scenario.full()
    s.battlefield(0, LATTICE)
    s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Mountain", 5)
    g = s.start("main1")
    assert _craft_options(g, "Saheeli's Lattice") == []


def test_702_167c_other_exiled_cards_are_not_used_to_craft_it():
    """702.167c refers only to the cards exiled to pay this craft cost: a Dinosaur already in exile (Ancient
    Brontodon) doesn't add to the Raptor's power."""
    s = Scenario.full()
    lattice = s.battlefield(0, LATTICE)
    maw = s.battlefield(0, "Colossal Dreadmaw")
    s.exile(0, "Ancient Brontodon")
    s.lands(0, "Mountain", 5)
    g = _craft_lattice(s, maw)
    g.expect_pt(lattice, 6, 4)


def test_702_167a_craft_with_four_or_more_needs_four():
    """Ore-Rich Stalactite, "Craft with four or more red instant and/or sorcery cards": three Lightning Bolts in
    the graveyard can't pay it; four can."""
    for n, offered in ((3, False), (4, True)):
        s = Scenario.full()
        s.battlefield(0, "Ore-Rich Stalactite // Cosmium Catalyst")
        s.graveyard(0, *["Lightning Bolt"] * n)
        s.graveyard(0, "Counterspell")  # (not red: never a material)
        s.lands(0, "Mountain", 5)
        g = s.start("main1")
        assert bool(_craft_options(g, "Ore-Rich Stalactite")) is offered


def test_702_167c_crafted_cards_supported(supported):
    supported(LATTICE)
