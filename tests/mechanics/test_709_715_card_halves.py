"""Cards with two castable halves: split cards (709), aftermath (702.127), adventurer cards (715)."""
import pytest

from manastack.core.errors import IllegalActionError
from manastack.testing import Scenario

FIRE_ICE = "Fire // Ice"
RIDER = "Murderous Rider // Swift End"


def _cast_options(g, oid):
    return sorted(o[2] for o in g.options() if o[0] == "cast" and o[1] == oid)


# ---------------------------------------------------------------- split cards (709)


def test_709_3_split_card_player_chooses_which_half_to_cast():
    s = Scenario.full()
    s.hand(0, FIRE_ICE)
    s.lands(0, "Island", 2)
    s.lands(0, "Mountain", 2)
    s.battlefield(1, "Grizzly Bears")
    g = s.start("main1")
    oid = g.find(FIRE_ICE)
    assert _cast_options(g, oid) == ["face0", "face1"]
    assert "as Ice" in g.game.describe(("cast", oid, "face1"))


def test_709_3_cast_right_half_ice_taps_and_draws():
    s = Scenario.full()
    card = s.hand(0, FIRE_ICE)
    bears = s.battlefield(1, "Grizzly Bears")
    s.lands(0, "Island", 2)
    g = s.start("main1")
    hand_before = len(g.zone(0, "hand"))
    g.cast(g.find(FIRE_ICE), variant="face1", target=bears)
    g.pass_until_resolved()
    assert g.obj(bears).tapped
    g.expect_zone(card, "graveyard")
    assert len(g.zone(0, "hand")) == hand_before  # Ice left the hand, its "Draw a card" drew one


def test_709_3a_only_the_chosen_half_is_evaluated_for_casting():
    """With only red mana, Fire ({1}{R}) can be cast and Ice ({1}{U}) can't."""
    s = Scenario.full()
    s.hand(0, FIRE_ICE)
    s.lands(0, "Mountain", 2)
    s.battlefield(1, "Grizzly Bears")
    g = s.start("main1")
    assert _cast_options(g, g.find(FIRE_ICE)) == ["face0"]


def test_709_3b_on_the_stack_only_the_cast_half_exists():
    s = Scenario.full()
    s.hand(0, FIRE_ICE)
    bears = s.battlefield(1, "Grizzly Bears")
    s.lands(0, "Island", 2)
    g = s.start("main1")
    g.cast(g.find(FIRE_ICE), variant="face1", target=bears)
    spell = g.obj(g.stack[-1])
    assert spell.name == "Ice" and spell.mana_value == 2 and spell.colors == ["blue"]


def test_709_4b_split_card_in_hand_has_combined_mana_cost_and_colors():
    s = Scenario.full()
    s.hand(0, FIRE_ICE)
    g = s.start("main1")
    v = g.obj(g.find(FIRE_ICE))
    assert v.mana_value == 4 and sorted(v.colors) == ["blue", "red"] and v.types == {"Instant"}


def test_709_4b_cascade_skips_split_card_whose_combined_mana_value_isnt_less():
    """709.4b: in the library Fire // Ice's mana value is 4 ({1}{R} and {1}{U}), so Bloodbraid Elf's cascade
    (mana value less than 4) exiles past it to Lightning Bolt."""
    s = Scenario.full()
    s.hand(0, "Bloodbraid Elf")
    fire_ice, bolt = s.library(0, FIRE_ICE, "Lightning Bolt")
    s.lands(0, "Mountain", 2)
    s.lands(0, "Forest", 2)
    g = s.start("main1")
    g.cast("Bloodbraid Elf")
    g.pass_until_resolved()
    assert g.decision.kind == "yes_no"  # cast Lightning Bolt without paying its mana cost?
    g.choose("yes")
    g.choose(1)
    g.pass_until_resolved()
    g.expect_life(1, 17)
    g.expect_zone(fire_ice, "library")
    assert g.state.library[0][-1] == g.find(FIRE_ICE)  # put on the bottom (702.85a)


def test_709_4c_split_card_in_graveyard_has_each_type_of_its_halves():
    s = Scenario.full()
    s.graveyard(0, "Claim // Fame")
    s.graveyard(0, "Dusk // Dawn")
    g = s.start("main1")
    assert g.obj(g.find("Claim // Fame")).types == {"Sorcery"}
    assert g.obj(g.find("Claim // Fame")).mana_value == 3  # {B} + {1}{R}


# ---------------------------------------------------------------- aftermath (702.127)


def test_702_127a_aftermath_half_cant_be_cast_from_hand():
    s = Scenario.full()
    s.hand(0, "Dusk // Dawn")
    s.lands(0, "Plains", 5)
    g = s.start("main1")
    assert _cast_options(g, g.find("Dusk // Dawn")) == ["face0"]


def test_702_127a_aftermath_half_cast_from_graveyard_then_exiled():
    s = Scenario.full()
    [card] = s.graveyard(0, "Dusk // Dawn")
    [bears] = s.graveyard(0, "Grizzly Bears")
    s.lands(0, "Plains", 5)
    g = s.start("main1")
    oid = g.find("Dusk // Dawn")
    assert _cast_options(g, oid) == ["face1+aftermath"]  # the first half can't be cast from a graveyard
    g.cast(oid, variant="face1+aftermath")
    assert g.obj(g.stack[-1]).name == "Dawn"
    g.pass_until_resolved()
    g.expect_zone(bears, "hand")
    g.expect_zone(card, "exile")


def test_702_127a_aftermath_half_countered_is_exiled_not_put_into_graveyard():
    s = Scenario.full()
    [card] = s.graveyard(0, "Dusk // Dawn")
    s.lands(0, "Plains", 5)
    s.hand(1, "Counterspell")
    s.lands(1, "Island", 2)
    g = s.start("main1")
    g.cast(g.find("Dusk // Dawn"), variant="face1+aftermath")
    g.pass_priority()
    g.cast("Counterspell", target=card)
    g.pass_until_resolved()
    g.expect_zone(card, "exile")


def test_702_127a_first_half_from_hand_goes_to_graveyard_then_second_half_castable():
    s = Scenario.full()
    card = s.hand(0, "Dusk // Dawn")
    ogre = s.battlefield(1, "Hill Giant")
    s.lands(0, "Plains", 4)
    g = s.start("main1")
    g.cast(g.find("Dusk // Dawn"), variant="face0")
    g.pass_until_resolved()
    g.expect_zone(ogre, "graveyard")  # Dusk destroyed the 3/3
    g.expect_zone(card, "graveyard")


# ---------------------------------------------------------------- adventurer cards (715)


def test_715_3_adventurer_card_cast_normally_or_as_an_adventure():
    s = Scenario.full()
    s.hand(0, RIDER)
    s.lands(0, "Swamp", 3)
    s.battlefield(1, "Grizzly Bears")
    g = s.start("main1")
    assert _cast_options(g, g.find(RIDER)) == ["face1", "normal"]


def test_715_3b_715_3d_adventure_resolves_exiled_then_creature_cast_from_exile():
    s = Scenario.full()
    card = s.hand(0, RIDER)
    bears = s.battlefield(1, "Grizzly Bears")
    s.lands(0, "Swamp", 6)
    g = s.start("main1")
    g.cast(g.find(RIDER), variant="face1", target=bears)
    spell = g.obj(g.stack[-1])
    assert spell.name == "Swift End" and spell.types == {"Instant"} and "Adventure" in spell.subtypes
    g.pass_until_resolved()
    g.expect_zone(bears, "graveyard")
    g.expect_life(0, 18)
    g.expect_zone(card, "exile")
    oid = g.find(RIDER)
    assert _cast_options(g, oid) == ["adventurer"]  # not as an Adventure again (715.3d)
    g.cast(oid, variant="adventurer")
    g.pass_until_resolved()
    g.expect_zone(card, "battlefield")
    assert g.obj(card).name == "Murderous Rider" and g.obj(card).power == 2


def test_715_3d_countered_adventure_goes_to_graveyard():
    s = Scenario.full()
    card = s.hand(0, RIDER)
    bears = s.battlefield(1, "Grizzly Bears")
    s.lands(0, "Swamp", 3)
    s.hand(1, "Counterspell")
    s.lands(1, "Island", 2)
    g = s.start("main1")
    g.cast(g.find(RIDER), variant="face1", target=bears)
    g.pass_priority()
    g.cast("Counterspell", target=card)
    g.pass_until_resolved()
    g.expect_zone(card, "graveyard")
    assert not [o for o in g.options() if o[0] == "cast"]


def test_715_4_adventurer_card_in_hand_has_only_its_normal_characteristics():
    s = Scenario.full()
    s.hand(0, RIDER)
    g = s.start("main1")
    v = g.obj(g.find(RIDER))
    assert v.name == "Murderous Rider" and v.types == {"Creature"} and v.mana_value == 3


def test_715_3a_only_the_adventure_is_evaluated_for_timing():
    """Swift End is an instant: castable in the opponent's turn, while the creature isn't."""
    s = Scenario.full()
    s.hand(0, RIDER)
    s.lands(0, "Swamp", 3)
    s.battlefield(1, "Grizzly Bears")
    g = s.start("upkeep", active=1, turn=2)
    if g.decision.player != 0:
        g.pass_priority()
    assert _cast_options(g, g.find(RIDER)) == ["face1"]


def test_715_3c_copy_of_an_adventure_is_an_adventure_and_ceases_to_exist():
    s = Scenario.full()
    card = s.hand(0, RIDER)
    s.hand(0, "Twincast")
    a = s.battlefield(1, "Grizzly Bears")
    b = s.battlefield(1, "Hill Giant")
    s.lands(0, "Swamp", 3)
    s.lands(0, "Island", 2)
    g = s.start("main1")
    g.cast(g.find(RIDER), variant="face1", target=a)
    g.cast("Twincast", target=card)
    g.pass_priority(2)  # Twincast resolves: copy Swift End, choosing a new target
    assert g.decision.kind == "target"
    g.choose(b)
    copy = g.obj(g.stack[-1])
    assert copy.name == "Swift End" and "Adventure" in copy.subtypes
    g.pass_until_resolved()
    g.pass_until_resolved()
    g.expect_zone(a, "graveyard")
    g.expect_zone(b, "graveyard")
    g.expect_zone(card, "exile")
    assert len(g.stack) == 0


def test_709_3_choosing_an_illegal_half_is_refused():
    s = Scenario.full()
    s.hand(0, "Dusk // Dawn")
    s.lands(0, "Plains", 5)
    g = s.start("main1")
    with pytest.raises(IllegalActionError):
        g.game.apply(("cast", g.find("Dusk // Dawn"), "face1+aftermath"))
    assert g.zone(0, "hand") == ["Dusk // Dawn"]  # the game is untouched


# ---------------------------------------------------------------- fuse (702.102)


def test_702_102a_702_102c_fused_spell_costs_both_halves():
    s = Scenario.full()
    s.hand(0, "Wear // Tear")
    s.battlefield(1, "Ornithopter")
    s.battlefield(1, "Glorious Anthem")
    s.lands(0, "Mountain", 2)
    g = s.start("main1")
    assert _cast_options(g, g.find("Wear // Tear")) == ["face0"]  # {1}{R} only: Tear and the fused spell need {W}


def test_702_102b_709_4d_fused_split_spell_has_combined_characteristics():
    s = Scenario.full()
    card = s.hand(0, "Wear // Tear")
    art = s.battlefield(1, "Ornithopter")
    ench = s.battlefield(1, "Glorious Anthem")
    s.lands(0, "Mountain", 2)
    s.lands(0, "Plains", 1)
    g = s.start("main1")
    assert "fuse" in _cast_options(g, g.find("Wear // Tear"))  # 702.102a: from a hand
    g.cast(g.find("Wear // Tear"), variant="fuse", targets=[art, ench])
    spell = g.obj(g.stack[-1])
    assert spell.mana_value == 3 and sorted(spell.colors) == ["red", "white"]
    g.pass_until_resolved()
    g.expect_zone(art, "graveyard")
    g.expect_zone(ench, "graveyard")
    g.expect_zone(card, "graveyard")


def test_702_102d_fused_spell_follows_left_half_then_right_half():
    """Far returns Grizzly Bears first; then Away makes its controller sacrifice a creature: Hill Giant is the
    only one left (right half first would have let them sacrifice the Bears)."""
    s = Scenario.full()
    s.hand(0, "Far // Away")
    bears = s.battlefield(1, "Grizzly Bears")
    giant = s.battlefield(1, "Hill Giant")
    s.lands(0, "Island", 2)
    s.lands(0, "Swamp", 3)
    g = s.start("main1")
    g.cast(g.find("Far // Away"), variant="fuse", targets=[bears, ("player", 1)])
    g.pass_until_resolved()
    g.expect_zone(bears, "hand")
    g.expect_zone(giant, "graveyard")
