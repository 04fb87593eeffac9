"""Noun phrases whose alternatives carry their own qualifiers ("a basic land card or Gate card", "creature or
Vehicle", "nontoken artifact creature or Vehicle") are read as ``Filter.either``. Each place a filter is matched
honours the alternatives: a trigger's subject (603.2), an Aura's enchant restriction (303.4a, 702.5a), a search
(701.23a), "all"/"each" (the objects the effect names, 608.2c), counting ("the number of", 107.3), a
sacrifice (701.21a), a flash permission (609.4b, 601.3b), a static ability's affected set (611.3a), and the
card a look-and-reveal puts in hand (701.20)."""
from __future__ import annotations

import pytest

from manastack.engine.carddef import CardPool
from manastack.testing import Scenario


def _hand_size(g, p=0):
    return len(g.zone(p, "hand"))


def test_603_2_canoptek_spyder_triggers_on_a_vehicle_or_an_artifact_creature_not_a_plain_creature():
    """Canoptek Spyder: "Whenever another nontoken artifact creature or Vehicle you control enters, draw a card."
    Smuggler's Copter (a Vehicle, not a creature) and Ornithopter (an artifact creature) each draw a card;
    Grizzly Bears (a creature that isn't an artifact) doesn't."""
    s = Scenario.full()
    s.battlefield(0, "Canoptek Spyder")
    s.hand(0, "Smuggler's Copter", "Grizzly Bears", "Ornithopter")
    s.lands(0, "Forest", 4)
    g = s.start("main1")
    g.cast("Smuggler's Copter")
    g.pass_until_resolved()
    g.pass_until_resolved()
    assert _hand_size(g) == 3  # two cards left, one drawn
    g.cast("Grizzly Bears")
    g.pass_until_resolved()
    assert g.stack == [] and _hand_size(g) == 2
    g.cast("Ornithopter")
    g.pass_until_resolved()
    g.pass_until_resolved()
    assert _hand_size(g) == 2  # Ornithopter left the hand, a card came in


def test_303_4a_702_5a_enchant_creature_or_vehicle_can_enchant_a_vehicle_but_not_a_land():
    """Mists of Littjara ("Enchant creature or Vehicle") may target Smuggler's Copter, a noncreature Vehicle, and
    not a land; on the Vehicle it stays attached (303.4d: the state-based check reads the same alternatives)."""
    s = Scenario.full()
    copter = s.battlefield(1, "Smuggler's Copter")
    s.hand(0, "Mists of Littjara")
    s.lands(0, "Island", 3)
    g = s.start("main1")
    assert ("cast", g.find("Mists of Littjara"), "normal") in g.options()
    g.cast("Mists of Littjara", target=copter)
    g.pass_until_resolved()
    mists = g.obj("Mists of Littjara")
    assert mists.zone == "battlefield" and mists.attached_to == g.find(copter)


def test_303_4a_enchant_creature_or_vehicle_cant_target_a_land():
    s = Scenario.full()
    s.hand(0, "Mists of Littjara")
    s.lands(0, "Island", 3)
    g = s.start("main1")
    with pytest.raises(Exception):
        g.cast("Mists of Littjara", target=g.find("Island"))


def test_701_23a_open_the_gates_finds_a_gate_or_a_basic_land_only():
    """Open the Gates: "Search your library for a basic land card or Gate card" offers the Gate (a nonbasic land)
    and the basic land, not Grizzly Bears nor a nonbasic non-Gate land."""
    s = Scenario.full()
    s.library(0, "Grizzly Bears", "Azorius Guildgate", "Forest", "Tropical Island")
    s.hand(0, "Open the Gates")
    s.lands(0, "Forest", 1)
    g = s.start("main1")
    g.cast("Open the Gates")
    g.pass_priority()
    g.pass_priority()
    assert g.decision.kind == "choose_cards"
    offered = {g.obj(o[1]).name for o in g.decision.options if o[0] == "choose"}
    assert offered == {"Azorius Guildgate", "Forest"}
    gate = next(o for o in g.decision.options if o[0] == "choose" and g.obj(o[1]).name == "Azorius Guildgate")
    g.answer(gate)
    g.pass_until_resolved()
    g.expect_zone("Azorius Guildgate", "hand")


def test_609_4b_renari_lets_an_artifact_be_cast_as_though_it_had_flash_not_a_creature():
    """Renari, Merchant of Marvels: "You may cast Dragon spells and artifact spells as though they had flash." In
    the upkeep, Ornithopter (an artifact) may be cast; Grizzly Bears may not."""
    s = Scenario.full()
    s.battlefield(0, "Renari, Merchant of Marvels")
    s.hand(0, "Ornithopter", "Grizzly Bears")
    s.lands(0, "Forest", 2)
    g = s.start("upkeep")
    opts = g.options()
    assert ("cast", g.find("Ornithopter"), "normal") in opts
    assert ("cast", g.find("Grizzly Bears"), "normal") not in opts


def test_609_4b_without_renari_an_artifact_waits_for_the_main_phase():
    s = Scenario.full()
    s.hand(0, "Ornithopter")
    g = s.start("upkeep")
    assert ("cast", g.find("Ornithopter"), "normal") not in g.options()


def test_107_3_focus_fire_counts_creatures_and_spacecraft():
    """Focus Fire: X is 2 plus the number of creatures and/or Spacecraft you control; with two Grizzly Bears and
    no Spacecraft it deals 4 damage (a 6/6 attacker survives with 4 damage marked)."""
    s = Scenario.full()
    s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Plains", 2)
    s.hand(0, "Focus Fire")
    ox = s.battlefield(1, "Colossal Dreadmaw")
    g = s.start("main1", active=1)
    g.attack(ox, defender=0)
    g.pass_until("declare blockers")
    g.no_blocks()
    if g.decision is not None and g.decision.kind == "priority" and g.decision.actor == 1:
        g.pass_priority()
    g.cast("Focus Fire", target=ox)
    g.pass_until_resolved()
    assert g.obj(ox).damage == 4


def test_609_3_spectacular_pileup_destroys_creatures_and_vehicles_not_other_artifacts():
    """Spectacular Pileup: "destroy all creatures and Vehicles": Smuggler's Copter and Grizzly Bears are
    destroyed, Sol Ring (an artifact that is neither) stays."""
    s = Scenario.full()
    s.battlefield(1, "Smuggler's Copter")
    s.battlefield(1, "Grizzly Bears")
    s.battlefield(1, "Sol Ring")
    s.hand(0, "Spectacular Pileup")
    s.lands(0, "Plains", 6)
    g = s.start("main1")
    g.cast("Spectacular Pileup")
    g.pass_until_resolved()
    g.expect_zone("Smuggler's Copter", "graveyard")
    g.expect_zone("Grizzly Bears", "graveyard")
    g.expect_zone("Sol Ring", "battlefield")


def test_611_3a_great_divide_guide_grants_mana_to_lands_and_allies_only():
    """Great Divide Guide: "Each land and Ally you control has '{T}: Add one mana of any color.'" The Forest gains
    it (it can add blue), an Ally (the Guide itself) has it, Grizzly Bears doesn't."""
    s = Scenario.full()
    guide = s.battlefield(0, "Great Divide Guide")
    forest = s.battlefield(0, "Forest")
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start("main1")
    n_forest = len(g.obj(forest).abilities)
    n_bears = len(g.obj(bears).abilities)
    n_guide = len(g.obj(guide).abilities)
    s2 = Scenario.full()
    f2 = s2.battlefield(0, "Forest")
    b2 = s2.battlefield(0, "Grizzly Bears")
    g2 = s2.start("main1")
    assert n_forest == len(g2.obj(f2).abilities) + 1
    assert n_bears == len(g2.obj(b2).abilities)
    assert n_guide >= 2


@pytest.mark.parametrize("name", ["Canoptek Spyder", "Mists of Littjara", "Open the Gates", "Renari, Merchant of Marvels",
                                  "Focus Fire", "Spectacular Pileup", "Great Divide Guide", "Séance Board",
                                  "Commune with Dinosaurs", "Gastal Blockbuster", "Tractor Beam", "Magda, Brazen Outlaw"])
def test_cards_with_filter_alternatives_are_supported(full_db, name):
    d = CardPool(full_db).get(name)
    assert d.supported, d.missing
