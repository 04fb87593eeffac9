"""Rule-modifying effects: "no maximum hand size" (402.2, 514.1) and "can't be regenerated" (701.19c)."""
from __future__ import annotations

from manastack.testing import Scenario


def test_402_2_514_1_no_maximum_hand_size_means_no_cleanup_discard():
    """402.2 / 514.1: with Spellbook ("You have no maximum hand size") its controller keeps nine cards through the
    cleanup step; the opponent's maximum is still seven."""
    s = Scenario.full()
    s.battlefield(0, "Spellbook")
    s.hand(0, *["Plains"] * 9)
    g = s.start("main1")
    g.pass_until("upkeep", turn=2)
    assert len(g.zone(0, "hand")) == 9


def test_514_1_without_spellbook_discard_to_seven():
    """514.1: the same hand without Spellbook: the cleanup step asks for two discards."""
    s = Scenario.full()
    s.hand(0, *["Plains"] * 9)
    g = s.start("main1")
    g.pass_until("cleanup")
    assert g.decision.kind == "discard"


def test_701_19c_cant_be_regenerated_ignores_the_shield():
    """701.19c: Drudge Skeletons with a regeneration shield, then Disintegrate (X=2) on it: "it can't be regenerated
    this turn" -- the shield doesn't apply, and "if it would die this turn, exile it instead" exiles it."""
    s = Scenario.full()
    sk = s.battlefield(1, "Drudge Skeletons")
    s.lands(1, "Swamp", 1)
    s.hand(0, "Disintegrate")
    s.lands(0, "Mountain", 3)
    g = s.start("main1")
    g.cast("Disintegrate", x=2, target=sk)
    g.pass_priority()
    g.activate("Drudge Skeletons")  # in response: the shield is there as Disintegrate resolves
    g.pass_until_resolved()
    g.expect_zone(sk, "exile")


def test_701_19_regeneration_shield_still_works_otherwise():
    """701.19: with the shield and a plain Lightning Bolt, Drudge Skeletons regenerates (stays, tapped)."""
    s = Scenario.full()
    sk = s.battlefield(1, "Drudge Skeletons")
    s.lands(1, "Swamp", 1)
    s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 1)
    g = s.start("main1", active=1)
    g.activate("Drudge Skeletons")
    g.pass_until_resolved()
    g.pass_priority()
    g.cast("Lightning Bolt", target=sk)
    g.pass_until_resolved()
    g.expect_zone(sk, "battlefield")
    assert g.obj(sk).tapped


def test_402_2_701_19c_cards_are_supported(supported):
    supported("Spellbook", "Reliquary Tower", "Disintegrate")


def test_601_3b_vedalken_orrery_cast_a_sorcery_in_the_opponents_turn():
    """609.4 / 601.3b: with Vedalken Orrery ("You may cast spells as though they had flash") a sorcery (Divination)
    can be cast in the opponent's turn; without it, it can't."""
    s = Scenario.full()
    s.battlefield(0, "Vedalken Orrery")
    s.hand(0, "Divination")
    s.lands(0, "Island", 3)
    g = s.start("main1", active=1)
    g.pass_priority()
    assert g.decision.player == 0
    g.cast("Divination")
    g.pass_until_resolved()
    g.expect_zone("Divination", "graveyard")
    assert len(g.zone(0, "hand")) == 2


def test_601_3b_hypersonic_dragon_only_sorceries():
    """Hypersonic Dragon: "You may cast sorcery spells as though they had flash" -- a creature spell (Grizzly Bears)
    still waits for the main phase."""
    s = Scenario.full()
    s.battlefield(0, "Hypersonic Dragon")
    s.hand(0, "Divination", "Grizzly Bears")
    s.lands(0, "Island", 3)
    s.lands(0, "Forest", 2)
    g = s.start("main1", active=1)
    g.pass_priority()
    names = {g._name(o[1]) for o in g.options() if o[0] == "cast"}
    assert "Divination" in names and "Grizzly Bears" not in names


def test_609_4_flash_permission_cards_are_supported(supported):
    supported("Vedalken Orrery", "Hypersonic Dragon")


def test_503_1_enchanted_creatures_controllers_upkeep():
    """Festering Wound on the opponent's Grizzly Bears (with two infection counters): "At the beginning of the upkeep
    of enchanted creature's controller, this Aura deals damage to that player equal to the number of infection
    counters on it" -- it triggers in the opponent's upkeep (2 damage to them), not in its controller's."""
    s = Scenario.full()
    bears = s.battlefield(1, "Grizzly Bears")
    s.battlefield(0, "Festering Wound", attached_to=bears, counters={"infection": 2})
    g = s.start("upkeep", turn=1, active=0)
    g.pass_until_resolved()
    assert g.decision.kind == "yes_no"  # its own "you may put an infection counter" upkeep trigger only
    g.choose("no")
    g.pass_until_resolved()
    g.expect_life(1, 20)
    g.pass_until("upkeep", turn=2)
    g.pass_until_resolved()
    g.expect_life(1, 18)
    g.expect_life(0, 20)


def test_503_1_enchanted_controller_card_is_supported(supported):
    supported("Festering Wound")
