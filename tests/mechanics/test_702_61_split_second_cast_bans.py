"""Split second (702.61) and "can't cast" rules (101.2), played from the cards' Oracle text."""
from __future__ import annotations

from manastack.testing import Scenario


def _casts(g):
    return [o for o in g.decision.options if o[0] == "cast"]


def _activations(g):
    return [o for o in g.decision.options if o[0] == "activate"]


def test_702_61a_no_spells_or_nonmana_abilities_in_response_to_split_second():
    """702.61a: with Sudden Shock (split second) on the stack, the opponent can't cast Lightning Bolt nor
    activate Prodigal Sorcerer's ability; it resolves."""
    s = Scenario.full()
    s.hand(0, "Sudden Shock")
    s.lands(0, "Mountain", 2)
    s.hand(1, "Lightning Bolt")
    s.lands(1, "Mountain", 1)
    s.battlefield(1, "Prodigal Sorcerer")
    g = s.start("main1")
    g.cast("Sudden Shock", target="Prodigal Sorcerer")
    g.pass_priority()
    assert g.decision.actor == 1
    assert _casts(g) == [] and _activations(g) == []
    g.pass_until_resolved()
    g.expect_zone("Prodigal Sorcerer", "graveyard")


def test_702_61b_mana_abilities_and_triggers_still_work_under_split_second():
    """702.61b: mana abilities may still be activated while a split second spell is on the stack."""
    s = Scenario.full(offer_mana_abilities=True)
    s.hand(0, "Sudden Shock")
    s.lands(0, "Mountain", 2)
    s.battlefield(1, "Llanowar Elves", sick=False)
    s.battlefield(1, "Prodigal Sorcerer", sick=False)
    g = s.start("main1")
    g.cast("Sudden Shock", target="Prodigal Sorcerer")
    g.pass_priority()
    acts = _activations(g)
    assert acts and all(o[1] == g.find("Llanowar Elves") for o in acts)


def test_702_61a_split_second_ends_when_the_spell_leaves_the_stack():
    """702.61a: split second works only while its spell is on the stack: afterwards spells may be cast."""
    s = Scenario.full()
    s.hand(0, "Sudden Shock")
    s.lands(0, "Mountain", 2)
    s.hand(1, "Lightning Bolt")
    s.lands(1, "Mountain", 1)
    g = s.start("main1")
    g.cast("Sudden Shock", target=("player", 1))
    g.pass_until_resolved()
    g.pass_priority()
    assert g.decision.actor == 1 and _casts(g)


def test_101_2_silence_opponents_cant_cast_spells_this_turn():
    """101.2: "Your opponents can't cast spells this turn." (Silence): the opponent can't cast Lightning Bolt
    this turn; in the next turn they can."""
    s = Scenario.full()
    s.hand(0, "Silence")
    s.lands(0, "Plains", 1)
    s.hand(1, "Lightning Bolt")
    s.lands(1, "Mountain", 1)
    g = s.start("main1")
    g.cast("Silence")
    g.pass_until_resolved()
    g.pass_priority()
    assert g.decision.actor == 1 and _casts(g) == []
    g.pass_until("upkeep", turn=2)
    assert g.decision.actor == 1 and _casts(g)


def test_101_2_gaddock_teeg_noncreature_spells_mana_value_4_cant_be_cast():
    """101.2: "Noncreature spells with mana value 4 or greater can't be cast." binds every player: Divination
    (mana value 3) may be cast, Inspiration (4) may not, nor a creature is affected."""
    s = Scenario.full()
    s.battlefield(1, "Gaddock Teeg")
    s.hand(0, "Divination", "Concentrate", "Air Elemental")
    s.lands(0, "Island", 5)
    g = s.start("main1")
    names = {g.obj(o[1]).name for o in _casts(g)}
    assert "Divination" in names and "Air Elemental" in names and "Concentrate" not in names


def test_101_2_rule_of_law_one_spell_each_turn():
    """101.2: "Each player can't cast more than one spell each turn." (Rule of Law): after one spell, no
    second one that turn."""
    s = Scenario.full()
    s.battlefield(1, "Rule of Law")
    s.hand(0, "Shock", "Shock")
    s.lands(0, "Mountain", 2)
    g = s.start("main1")
    g.cast("Shock", target=("player", 1))
    g.pass_until_resolved()
    assert _casts(g) == []
    g.expect_life(1, 18)


def test_101_2_opponents_cant_cast_during_your_turn():
    """101.2: "Your opponents can't cast spells during your turn." (Dragonlord Dromoka): the opponent can't
    respond in its controller's turn, and can cast in their own."""
    s = Scenario.full()
    s.battlefield(0, "Dragonlord Dromoka")
    s.hand(1, "Lightning Bolt")
    s.lands(1, "Mountain", 1)
    g = s.start("main1")
    g.pass_priority()
    assert g.decision.actor == 1 and _casts(g) == []
    g.pass_until("upkeep", turn=2)
    assert g.decision.actor == 1 and _casts(g)
