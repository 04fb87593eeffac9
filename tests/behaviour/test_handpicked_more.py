"""More hand-picked supported cards from riskier templates: control changes, fights, reanimation,
copies, sweepers, edicts, X costs on permanents and counterspells, end-of-turn sacrifices."""
from __future__ import annotations

import pytest

from manastack.core.errors import ScenarioError

from .helpers import (
    activate,
    attack_and_deal_damage,
    cast,
    covers,
    game,
    hand_size,
    resolve,
    targets_offered,
    tokens,
)

# ---------------------------------------------------------------- control


@covers("Threaten")
def test_threaten_steals_untaps_and_hastes_until_end_of_turn(pool):
    """613.1b control-changing effects; 514.2: "until end of turn" ends in the cleanup step."""
    g = game(pool, hand=[(0, "Threaten")], tapped=[(1, "Hill Giant")], mana={0: "2R"})
    cast(g, "Threaten", target="Hill Giant")
    v = g.obj("Hill Giant")
    assert v.controller == 0 and not v.tapped and "Haste" in v.keywords
    attack_and_deal_damage(g, "Hill Giant")
    g.expect_life(1, 17)
    g.pass_until("upkeep", turn=2)
    assert g.obj("Hill Giant").controller == 1


@covers("Act of Treason")
def test_act_of_treason_steals_a_creature_that_attacks_its_owner(pool):
    g = game(pool, hand=[(0, "Act of Treason")], battlefield=[(1, "Serra Angel")], mana={0: "2R"})
    cast(g, "Act of Treason", target="Serra Angel")
    attack_and_deal_damage(g, "Serra Angel")
    g.expect_life(1, 16)


@covers("Control Magic")
def test_control_magic_takes_the_enchanted_creature(pool):
    g = game(pool, hand=[(0, "Control Magic")], battlefield=[(1, "Serra Angel")], mana={0: "2UU"})
    cast(g, "Control Magic", target="Serra Angel")
    assert g.obj("Serra Angel").controller == 0
    assert "Serra Angel" in g.zone(0, "battlefield")


@covers("Harmless Offering")
def test_harmless_offering_gives_an_opponent_your_permanent(pool):
    g = game(pool, hand=[(0, "Harmless Offering")], battlefield=[(0, "Phyrexian Arena")], mana={0: "2R"})
    cast(g, "Harmless Offering", targets=["Player 2", "Phyrexian Arena"])
    assert g.obj("Phyrexian Arena").controller == 1


@covers("Icy Manipulator")
def test_icy_manipulator_taps_target_creature(pool):
    g = game(pool, battlefield=[(0, "Icy Manipulator"), (1, "Serra Angel")], mana={0: "1"})
    activate(g, "Icy Manipulator", target="Serra Angel")
    assert g.obj("Serra Angel").tapped and g.obj("Icy Manipulator").tapped


@covers("Gideon's Lawkeeper")
def test_gideons_lawkeeper_taps_target_creature(pool):
    g = game(pool, battlefield=[(0, "Gideon's Lawkeeper"), (1, "Serra Angel")], mana={0: "W"})
    activate(g, "Gideon's Lawkeeper", target="Serra Angel")
    assert g.obj("Serra Angel").tapped


# ---------------------------------------------------------------- damage by power, fights


@covers("Prey Upon")
def test_prey_upon_makes_two_creatures_fight(pool):
    """701.14a: each deals damage equal to its power to the other."""
    g = game(pool, hand=[(0, "Prey Upon")], battlefield=[(0, "Craw Wurm"), (1, "Hill Giant")], mana={0: "G"})
    cast(g, "Prey Upon", targets=["Craw Wurm", "Hill Giant"])
    g.expect_zone("Hill Giant", "graveyard")
    assert g.obj("Craw Wurm").damage == 3


@covers("Fling")
def test_fling_deals_damage_equal_to_the_sacrificed_creatures_power(pool):
    g = game(pool, hand=[(0, "Fling")], battlefield=[(0, "Craw Wurm")], mana={0: "1R"})
    cast(g, "Fling", "Craw Wurm", target="Player 2")
    g.expect_life(1, 14)
    g.expect_zone("Craw Wurm", "graveyard")


@covers("Spikeshot Elder")
def test_spikeshot_elder_deals_damage_equal_to_its_power(pool):
    g = game(pool, battlefield=[(0, "Spikeshot Elder")], hand=[(0, "Giant Growth")], mana={0: "G1RR"})
    cast(g, "Giant Growth", target="Spikeshot Elder")
    activate(g, "Spikeshot Elder", target="Player 2")
    g.expect_life(1, 16)


@covers("Ball Lightning")
def test_ball_lightning_attacks_at_once_and_is_sacrificed_at_the_end_step(pool):
    g = game(pool, hand=[(0, "Ball Lightning")], mana={0: "RRR"})
    cast(g, "Ball Lightning")
    attack_and_deal_damage(g, "Ball Lightning")
    g.expect_life(1, 14)
    g.pass_until("end")
    resolve(g)
    g.expect_zone("Ball Lightning", "graveyard")


# ---------------------------------------------------------------- reanimation and recursion


@covers("Reanimate")
def test_reanimate_returns_a_creature_from_any_graveyard_and_you_lose_its_mana_value(pool):
    g = game(pool, hand=[(0, "Reanimate")], graveyard=[(1, "Serra Angel")], mana={0: "B"})
    cast(g, "Reanimate", target="Serra Angel")
    assert g.obj("Serra Angel").controller == 0
    g.expect_life(0, 15)


@covers("Zombify")
def test_zombify_returns_a_creature_card_from_your_graveyard_to_the_battlefield(pool):
    g = game(pool, hand=[(0, "Zombify")], graveyard=[(0, "Craw Wurm")], mana={0: "3B"})
    cast(g, "Zombify", target="Craw Wurm")
    g.expect_zone("Craw Wurm", "battlefield")


@covers("Regrowth")
def test_regrowth_returns_any_card_from_your_graveyard(pool):
    g = game(pool, hand=[(0, "Regrowth")], graveyard=[(0, "Island")], mana={0: "1G"})
    cast(g, "Regrowth", target="Island")
    assert g.zone(0, "hand") == ["Island"]


@covers("Eternal Witness")
def test_eternal_witness_may_return_target_card_from_your_graveyard(pool):
    g = game(pool, hand=[(0, "Eternal Witness")], graveyard=[(0, "Lightning Bolt")], mana={0: "1GG"})
    cast(g, "Eternal Witness", "Lightning Bolt", "yes")
    g.expect_zone("Lightning Bolt", "hand")


@covers("Whitemane Lion")
def test_whitemane_lion_returns_a_creature_you_control(pool):
    g = game(pool, hand=[(0, "Whitemane Lion")], battlefield=[(0, "Grizzly Bears")], mana={0: "1W"})
    cast(g, "Whitemane Lion", "Grizzly Bears")
    g.expect_zone("Grizzly Bears", "hand")
    g.expect_zone("Whitemane Lion", "battlefield")


# ---------------------------------------------------------------- copies


@covers("Clone")
def test_clone_enters_as_a_copy_of_a_creature(pool):
    """707.5: an "enters as a copy" effect; 707.2: it copies the copiable values."""
    g = game(pool, hand=[(0, "Clone")], battlefield=[(1, "Serra Angel")], mana={0: "3U"})
    cast(g, "Clone", "Serra Angel")
    clones = [v for v in (g.obj(o) for o in g.state.battlefield) if v.controller == 0 and "Creature" in v.types]
    assert len(clones) == 1
    c = clones[0]
    assert c.name == "Serra Angel" and (c.power, c.toughness) == (4, 4) and "Flying" in c.keywords


# ---------------------------------------------------------------- sweepers and edicts


@covers("Pyroclasm")
def test_pyroclasm_deals_2_to_each_creature(pool):
    g = game(pool, hand=[(0, "Pyroclasm")], battlefield=[(0, "Grizzly Bears"), (1, "Hill Giant"),
                                                         (1, "Savannah Lions")], mana={0: "1R"})
    cast(g, "Pyroclasm")
    g.expect_zone("Grizzly Bears", "graveyard")
    g.expect_zone("Savannah Lions", "graveyard")
    assert g.obj("Hill Giant").damage == 2
    g.expect_life(1, 20)


@covers("Earthquake")
def test_earthquake_hits_each_nonflyer_and_each_player(pool):
    g = game(pool, hand=[(0, "Earthquake")], battlefield=[(1, "Grizzly Bears"), (1, "Serra Angel")],
             mana={0: "2R"})
    cast(g, "Earthquake", x=2)
    g.expect_zone("Grizzly Bears", "graveyard")
    assert g.obj("Serra Angel").damage == 0
    g.expect_life(0, 18)
    g.expect_life(1, 18)


@covers("Infest")
def test_infest_gives_all_creatures_minus_2_minus_2(pool):
    g = game(pool, hand=[(0, "Infest")], battlefield=[(0, "Grizzly Bears"), (1, "Hill Giant")], mana={0: "1BB"})
    cast(g, "Infest")
    g.expect_zone("Grizzly Bears", "graveyard")
    g.expect_pt("Hill Giant", 1, 1)


@covers("Diabolic Edict")
def test_diabolic_edict_target_player_sacrifices_a_creature_of_their_choice(pool):
    g = game(pool, hand=[(0, "Diabolic Edict")], battlefield=[(1, "Serra Angel"), (1, "Grizzly Bears")],
             mana={0: "1B"})
    cast(g, "Diabolic Edict", "Grizzly Bears", target="Player 2")
    g.expect_zone("Grizzly Bears", "graveyard")
    g.expect_zone("Serra Angel", "battlefield")


@covers("Innocent Blood")
def test_innocent_blood_each_player_sacrifices_a_creature(pool):
    g = game(pool, hand=[(0, "Innocent Blood")], battlefield=[(0, "Grizzly Bears"), (1, "Serra Angel")],
             mana={0: "B"})
    cast(g, "Innocent Blood")
    g.expect_zone("Grizzly Bears", "graveyard")
    g.expect_zone("Serra Angel", "graveyard")


@covers("Pernicious Deed")
def test_pernicious_deed_destroys_permanents_with_mana_value_x_or_less(pool):
    g = game(pool, battlefield=[(0, "Pernicious Deed"), (1, "Grizzly Bears"), (1, "Sol Ring"),
                                (1, "Serra Angel"), (1, "Forest")], mana={0: "22"})
    activate(g, "Pernicious Deed", x=2)
    g.expect_zone("Pernicious Deed", "graveyard")
    g.expect_zone("Grizzly Bears", "graveyard")
    g.expect_zone("Sol Ring", "graveyard")
    g.expect_zone("Serra Angel", "battlefield")
    assert "Forest" in g.zone(1, "battlefield")


@covers("Vindicate")
def test_vindicate_destroys_target_land(pool):
    g = game(pool, hand=[(0, "Vindicate")], battlefield=[(1, "Forest")], mana={0: "1WB"})
    cast(g, "Vindicate", target=g.find("Forest", controller=1))
    assert "Forest" not in g.zone(1, "battlefield")


@covers("Ravenous Chupacabra")
def test_ravenous_chupacabra_destroys_target_creature_an_opponent_controls(pool):
    g = game(pool, hand=[(0, "Ravenous Chupacabra")], battlefield=[(1, "Serra Angel"), (0, "Grizzly Bears")],
             mana={0: "2BB"})
    cast(g, "Ravenous Chupacabra", "Serra Angel")
    g.expect_zone("Serra Angel", "graveyard")


@covers("Acidic Slime")
def test_acidic_slime_destroys_target_artifact_enchantment_or_land(pool):
    g = game(pool, hand=[(0, "Acidic Slime")], battlefield=[(1, "Sol Ring")], mana={0: "3GG"})
    cast(g, "Acidic Slime", "Sol Ring")
    g.expect_zone("Sol Ring", "graveyard")


# ---------------------------------------------------------------- X and counterspells


@covers("Repeal")
def test_repeal_bounces_a_permanent_with_mana_value_x_and_draws(pool):
    g = game(pool, hand=[(0, "Repeal")], battlefield=[(1, "Hill Giant")], mana={0: "4U"})
    cast(g, "Repeal", x=4, target="Hill Giant")
    g.expect_zone("Hill Giant", "hand")
    assert hand_size(g, 0) == 1


@covers("Exclude")
def test_exclude_counters_a_creature_spell_and_draws(pool):
    g = game(pool, hand=[(0, "Exclude"), (1, "Grizzly Bears")], mana={0: "2U", 1: "1G"}, active=1)
    g.cast("Grizzly Bears")
    g.pass_priority()
    cast(g, "Exclude", target="Grizzly Bears")
    g.expect_zone("Grizzly Bears", "graveyard")
    assert hand_size(g, 0) == 1


@covers("Syncopate")
def test_syncopate_exiles_the_spell_it_counters(pool):
    g = game(pool, hand=[(0, "Syncopate"), (1, "Grizzly Bears")], mana={0: "1U", 1: "1G"}, active=1)
    g.cast("Grizzly Bears")
    g.pass_priority()
    cast(g, "Syncopate", x=1, target="Grizzly Bears")
    g.expect_zone("Grizzly Bears", "exile")


@covers("Force Spike")
def test_force_spike_counters_unless_its_controller_pays_1(pool):
    g = game(pool, hand=[(0, "Force Spike"), (1, "Grizzly Bears")], mana={0: "U", 1: "1G"}, active=1)
    g.cast("Grizzly Bears")
    g.pass_priority()
    cast(g, "Force Spike", target="Grizzly Bears")
    g.expect_zone("Grizzly Bears", "graveyard")


# ---------------------------------------------------------------- tokens, equipment, pumps


@covers("Siege-Gang Commander")
def test_siege_gang_commander_makes_goblins_and_sacrifices_them_for_2_damage(pool):
    g = game(pool, hand=[(0, "Siege-Gang Commander")], mana={0: "3RR1R"})
    cast(g, "Siege-Gang Commander")
    assert len(tokens(g, 0, "Goblin")) == 3
    activate(g, "Siege-Gang Commander", "Goblin", target="Player 2")
    g.expect_life(1, 18)
    assert len(tokens(g, 0, "Goblin")) == 2


@covers("Spectral Procession")
def test_spectral_procession_makes_three_flying_spirits(pool):
    """107.4e: {2/W} can be paid with {W}."""
    g = game(pool, hand=[(0, "Spectral Procession")], mana={0: "WWW"})
    cast(g, "Spectral Procession")
    sp = tokens(g, 0, "Spirit")
    assert len(sp) == 3 and all("Flying" in v.keywords for v in sp)


@covers("Lightning Greaves")
def test_lightning_greaves_gives_haste_and_shroud_for_equip_0(pool):
    from manastack.testing import Scenario

    s = Scenario(cards=pool)
    s.battlefield(0, "Lightning Greaves")
    s.battlefield(0, "Craw Wurm", sick=True)
    s.hand(1, "Lightning Bolt")
    s.lands(1, "Mountain", 1)
    g = s.start()
    activate(g, "Lightning Greaves", target="Craw Wurm")
    assert {"Haste", "Shroud"} <= g.obj("Craw Wurm").keywords
    attack_and_deal_damage(g, "Craw Wurm")
    g.expect_life(1, 14)


@covers("Overrun")
def test_overrun_gives_plus_3_and_trample(pool):
    g = game(pool, hand=[(0, "Overrun")], battlefield=[(0, "Grizzly Bears"), (1, "Hill Giant")], mana={0: "2GGG"})
    cast(g, "Overrun")
    g.expect_pt("Grizzly Bears", 5, 5)
    assert "Trample" in g.obj("Grizzly Bears").keywords
    g.expect_pt("Hill Giant", 3, 3)


@covers("Tormenting Voice")
def test_tormenting_voice_discards_as_a_cost_and_draws_two(pool):
    g = game(pool, hand=[(0, "Tormenting Voice"), (0, "Lightning Bolt")], mana={0: "1R"})
    cast(g, "Tormenting Voice", "Lightning Bolt")
    g.expect_zone("Lightning Bolt", "graveyard")
    assert hand_size(g, 0) == 2


@covers("Tormenting Voice")
def test_tormenting_voice_cannot_be_cast_without_a_card_to_discard(pool):
    g = game(pool, hand=[(0, "Tormenting Voice")], mana={0: "1R"})
    assert targets_offered(g, "Tormenting Voice") is None


@covers("Lava Spike")
def test_lava_spike_targets_only_players_and_planeswalkers(pool):
    g = game(pool, hand=[(0, "Lava Spike")], battlefield=[(1, "Grizzly Bears")], mana={0: "R"})
    assert targets_offered(g, "Lava Spike") == {"Player 1", "Player 2"}
    cast(g, "Lava Spike", target="Player 2")
    g.expect_life(1, 17)


@covers("Goblin Matron")
def test_goblin_matron_tutors_a_goblin(pool):
    g = game(pool, hand=[(0, "Goblin Matron")], library=[(0, "Plains"), (0, "Goblin Piker")], mana={0: "2R"})
    cast(g, "Goblin Matron", "yes", "Goblin Piker")
    assert g.zone(0, "hand") == ["Goblin Piker"]


@covers("Raging Goblin")
def test_raging_goblin_attacks_the_turn_it_is_cast(pool):
    g = game(pool, hand=[(0, "Raging Goblin")], battlefield=[(1, "Wall of Wood")], mana={0: "R"})
    cast(g, "Raging Goblin")
    attack_and_deal_damage(g, "Raging Goblin")
    g.expect_life(1, 19)


@covers("Raging Goblin")
def test_a_creature_without_haste_cannot_attack_the_turn_it_arrives(pool):
    """302.6: summoning sickness (the contrast for Raging Goblin's haste)."""
    g = game(pool, hand=[(0, "Goblin Piker")], mana={0: "1R"})
    cast(g, "Goblin Piker")
    with pytest.raises(ScenarioError):
        g.attack("Goblin Piker")
