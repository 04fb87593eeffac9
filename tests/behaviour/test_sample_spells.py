"""Sample cards (sample_100.txt) that are instants and sorceries: cast each at a sensible target and
check what it did, as its Oracle text says."""
from __future__ import annotations

import pytest

from manastack.core.errors import ScenarioError

from .helpers import cast, covers, game, hand_size, resolve, targets_offered, tokens


@covers("Abjure")
def test_abjure_sacrifices_a_blue_permanent_and_counters_target_spell(pool):
    """601.2h: the sacrifice is an additional cost; 701.6a: the countered spell goes to the graveyard."""
    g = game(pool, battlefield=[(0, "Storm Crow")], hand=[(0, "Abjure"), (1, "Lightning Bolt")],
             mana={0: "U", 1: "R"}, active=1)
    g.cast("Lightning Bolt", target="Player 1")
    g.pass_priority()
    cast(g, "Abjure", "Storm Crow", target="Lightning Bolt")
    g.expect_life(0, 20)
    g.expect_zone("Lightning Bolt", "graveyard")
    g.expect_zone("Storm Crow", "graveyard")
    g.expect_zone("Abjure", "graveyard")


@covers("Abjure")
def test_abjure_cannot_be_cast_without_a_blue_permanent(pool):
    """601.2b/h: an additional cost that can't be paid means the spell can't be cast (Islands are colorless)."""
    g = game(pool, battlefield=[(0, "Grizzly Bears")], hand=[(0, "Abjure"), (1, "Lightning Bolt")],
             mana={0: "U", 1: "R"}, active=1)
    g.cast("Lightning Bolt", target="Player 1")
    g.pass_priority()
    assert targets_offered(g, "Abjure") is None


@covers("Bala Ged Recovery // Bala Ged Sanctuary")
def test_bala_ged_recovery_returns_target_card_from_graveyard_to_hand(pool):
    g = game(pool, hand=[(0, "Bala Ged Recovery // Bala Ged Sanctuary")], graveyard=[(0, "Lightning Bolt")],
             mana={0: "2G"})
    cast(g, "Bala Ged Recovery // Bala Ged Sanctuary", target="Lightning Bolt")
    g.expect_zone("Lightning Bolt", "hand")


@covers("Call for Blood")
def test_call_for_blood_gives_minus_x_where_x_is_the_sacrificed_creatures_power(pool):
    g = game(pool, battlefield=[(0, "Craw Wurm"), (1, "Serra Angel"), (1, "Colossal Dreadmaw")],
             hand=[(0, "Call for Blood")], mana={0: "4B"})
    cast(g, "Call for Blood", "Craw Wurm", target="Colossal Dreadmaw")
    g.expect_zone("Craw Wurm", "graveyard")
    g.expect_zone("Colossal Dreadmaw", "graveyard")  # 6/6 gets -6/-6
    g.expect_zone("Serra Angel", "battlefield")


@covers("Disenchant")
def test_disenchant_destroys_target_artifact(pool):
    g = game(pool, battlefield=[(1, "Ornithopter"), (1, "Glorious Anthem")], hand=[(0, "Disenchant")],
             mana={0: "1W"})
    cast(g, "Disenchant", target="Ornithopter")
    g.expect_zone("Ornithopter", "graveyard")
    g.expect_zone("Glorious Anthem", "battlefield")


@covers("Disenchant")
def test_disenchant_targets_only_artifacts_and_enchantments(pool):
    g = game(pool, battlefield=[(1, "Grizzly Bears"), (1, "Ornithopter"), (0, "Glorious Anthem")],
             hand=[(0, "Disenchant")], mana={0: "1W"})
    assert targets_offered(g, "Disenchant") == {"Ornithopter", "Glorious Anthem"}


@covers("Dismiss")
def test_dismiss_counters_target_spell_and_draws_a_card(pool):
    g = game(pool, hand=[(0, "Dismiss"), (1, "Grizzly Bears")], mana={0: "2UU", 1: "1G"}, active=1)
    g.cast("Grizzly Bears")
    g.pass_priority()
    cast(g, "Dismiss", target="Grizzly Bears")
    g.expect_zone("Grizzly Bears", "graveyard")
    assert hand_size(g, 0) == 1


@covers("Eerie Interlude")
def test_eerie_interlude_exiles_creatures_and_returns_them_at_the_next_end_step(pool):
    """603.7: the delayed trigger returns them at the beginning of the next end step (400.7: new objects)."""
    g = game(pool, battlefield=[(0, "Grizzly Bears"), (0, "Savannah Lions")], hand=[(0, "Eerie Interlude")],
             mana={0: "2W"})
    cast(g, "Eerie Interlude", targets=["Grizzly Bears", "Savannah Lions"])
    g.expect_zone("Grizzly Bears", "exile")
    g.expect_zone("Savannah Lions", "exile")
    g.pass_until("end")
    resolve(g)
    g.expect_zone("Grizzly Bears", "battlefield")
    g.expect_zone("Savannah Lions", "battlefield")


@covers("Flame Rift")
def test_flame_rift_deals_4_damage_to_each_player(pool):
    g = game(pool, hand=[(0, "Flame Rift")], mana={0: "1R"})
    cast(g, "Flame Rift")
    g.expect_life(0, 16)
    g.expect_life(1, 16)


@covers("Fleeting Flight")
def test_fleeting_flight_adds_counter_flying_and_prevents_combat_damage_to_it(pool):
    g = game(pool, battlefield=[(0, "Grizzly Bears"), (1, "Craw Wurm")], hand=[(0, "Fleeting Flight")],
             mana={0: "W"})
    cast(g, "Fleeting Flight", target="Grizzly Bears")
    v = g.obj("Grizzly Bears")
    assert v.counters.get("+1/+1") == 1 and (v.power, v.toughness) == (3, 3)
    assert "Flying" in v.keywords
    # the Bears blocks nothing; make the Wurm fight it in combat: Bears attacks, Wurm can't block a flyer
    g.attack("Grizzly Bears")
    with pytest.raises(ScenarioError):
        g.block("Grizzly Bears", "Craw Wurm")


@covers("Fleeting Flight")
def test_fleeting_flight_prevents_combat_damage_dealt_to_the_creature(pool):
    """615: a prevention effect; the creature blocks a 6/4 and survives."""
    g = game(pool, battlefield=[(0, "Craw Wurm"), (1, "Grizzly Bears")], hand=[(1, "Fleeting Flight")],
             mana={1: "W"})
    g.attack("Craw Wurm")
    g.block("Craw Wurm", "Grizzly Bears")
    g.pass_priority()  # the attacker passes in declare blockers
    cast(g, "Fleeting Flight", target="Grizzly Bears")
    g.pass_until("combat damage")
    g.expect_zone("Grizzly Bears", "battlefield")
    assert g.obj("Grizzly Bears").damage == 0


@covers("Invoke the Winds")
def test_invoke_the_winds_gains_control_of_target_creature_and_untaps_it(pool):
    g = game(pool, tapped=[(1, "Serra Angel")], hand=[(0, "Invoke the Winds")], mana={0: "1UUUU"})
    cast(g, "Invoke the Winds", target="Serra Angel")
    v = g.obj("Serra Angel")
    assert v.controller == 0 and not v.tapped


@covers("Ironwright's Cleansing")
def test_ironwrights_cleansing_exiles_target_enchantment(pool):
    g = game(pool, battlefield=[(1, "Glorious Anthem")], hand=[(0, "Ironwright's Cleansing")], mana={0: "2W"})
    cast(g, "Ironwright's Cleansing", target="Glorious Anthem")
    g.expect_zone("Glorious Anthem", "exile")


@covers("It'll Quench Ya!")
def test_itll_quench_ya_counters_a_spell_whose_controller_cannot_pay_2(pool):
    """Counter unless its controller pays {2}: with no mana left, the spell is countered (701.6a)."""
    g = game(pool, hand=[(0, "It'll Quench Ya!"), (1, "Grizzly Bears")], mana={0: "1U", 1: "1G"}, active=1)
    g.cast("Grizzly Bears")
    g.pass_priority()
    cast(g, "It'll Quench Ya!", target="Grizzly Bears")
    g.expect_zone("Grizzly Bears", "graveyard")


@covers("It'll Quench Ya!")
def test_itll_quench_ya_does_not_counter_when_the_controller_pays_2(pool):
    g = game(pool, hand=[(0, "It'll Quench Ya!"), (1, "Grizzly Bears")], mana={0: "1U", 1: "3G"}, active=1)
    g.cast("Grizzly Bears")
    g.pass_priority()
    cast(g, "It'll Quench Ya!", "yes", target="Grizzly Bears")
    g.expect_zone("Grizzly Bears", "battlefield")


@covers("Lab Rats")
def test_lab_rats_creates_a_rat_and_goes_to_the_graveyard_without_buyback(pool):
    g = game(pool, hand=[(0, "Lab Rats")], mana={0: "B"})
    cast(g, "Lab Rats", kicked=False)
    rats = tokens(g, 0, "Rat")
    assert len(rats) == 1 and (rats[0].power, rats[0].toughness) == (1, 1) and rats[0].colors == ["black"]
    g.expect_zone("Lab Rats", "graveyard")


@covers("Lab Rats")
def test_lab_rats_with_buyback_returns_to_hand(pool):
    """702.27a: buyback puts the spell into its owner's hand as it resolves."""
    g = game(pool, hand=[(0, "Lab Rats")], mana={0: "4B"})
    cast(g, "Lab Rats", kicked=True)
    assert len(tokens(g, 0, "Rat")) == 1
    g.expect_zone("Lab Rats", "hand")


@covers("Magma Rift")
def test_magma_rift_sacrifices_a_land_and_deals_5_to_target_creature(pool):
    g = game(pool, battlefield=[(0, "Forest"), (1, "Craw Wurm")], hand=[(0, "Magma Rift")], mana={0: "2R"})
    cast(g, "Magma Rift", "Forest", target="Craw Wurm")
    g.expect_zone("Craw Wurm", "graveyard")
    g.expect_zone("Forest", "graveyard")


@covers("Rabid Gnaw")
def test_rabid_gnaw_pumps_your_creature_then_it_deals_damage_equal_to_its_power(pool):
    g = game(pool, battlefield=[(0, "Hill Giant"), (1, "Serra Angel")], hand=[(0, "Rabid Gnaw")], mana={0: "1R"})
    cast(g, "Rabid Gnaw", targets=["Hill Giant", "Serra Angel"])
    g.expect_pt("Hill Giant", 4, 3)
    g.expect_zone("Serra Angel", "graveyard")  # 4 damage to a 4/4
    assert g.obj("Hill Giant").damage == 0


@covers("Reaver Ambush")
def test_reaver_ambush_exiles_target_creature_with_power_3_or_less(pool):
    g = game(pool, battlefield=[(1, "Hill Giant")], hand=[(0, "Reaver Ambush")], mana={0: "2B"})
    cast(g, "Reaver Ambush", target="Hill Giant")
    g.expect_zone("Hill Giant", "exile")


@covers("Reaver Ambush")
def test_reaver_ambush_cannot_target_a_creature_with_power_4(pool):
    g = game(pool, battlefield=[(1, "Serra Angel"), (1, "Hill Giant")], hand=[(0, "Reaver Ambush")], mana={0: "2B"})
    assert targets_offered(g, "Reaver Ambush") == {"Hill Giant"}


@covers("Remember the Fallen")
def test_remember_the_fallen_both_modes_return_a_creature_and_an_artifact_card(pool):
    """700.2: a modal spell with "one or both"."""
    g = game(pool, hand=[(0, "Remember the Fallen")], graveyard=[(0, "Grizzly Bears"), (0, "Sol Ring")],
             mana={0: "2W"})
    cast(g, "Remember the Fallen", modes=[1, 2], targets=["Grizzly Bears", "Sol Ring"])
    g.expect_zone("Grizzly Bears", "hand")
    g.expect_zone("Sol Ring", "hand")


@covers("Remember the Fallen")
def test_remember_the_fallen_creature_mode_cannot_return_an_artifact(pool):
    g = game(pool, hand=[(0, "Remember the Fallen")], graveyard=[(0, "Sol Ring"), (0, "Grizzly Bears")],
             mana={0: "2W"})
    assert targets_offered(g, "Remember the Fallen") == {"Grizzly Bears"}


@covers("Unsummon")
def test_unsummon_returns_target_creature_to_its_owners_hand(pool):
    g = game(pool, battlefield=[(1, "Serra Angel")], hand=[(0, "Unsummon")], mana={0: "U"})
    cast(g, "Unsummon", target="Serra Angel")
    g.expect_zone("Serra Angel", "hand")
    assert "Serra Angel" in g.zone(1, "hand")
