"""Hand-picked supported instants and sorceries: modal spells, X spells, counterspells, removal with
conditions, card draw and discard, tokens, counters, kicker and flashback."""
from __future__ import annotations

import pytest

from .helpers import cast, covers, game, hand_size, library_size, resolve, targets_offered, tokens

# ---------------------------------------------------------------- modal


@covers("Izzet Charm")
def test_izzet_charm_mode_2_deals_2_to_target_creature(pool):
    g = game(pool, hand=[(0, "Izzet Charm")], battlefield=[(1, "Grizzly Bears")], mana={0: "UR"})
    cast(g, "Izzet Charm", modes=[2], target="Grizzly Bears")
    g.expect_zone("Grizzly Bears", "graveyard")


@covers("Izzet Charm")
def test_izzet_charm_mode_3_draws_two_then_discards_two(pool):
    g = game(pool, hand=[(0, "Izzet Charm"), (0, "Lightning Bolt")], library=[(0, "Shock"), (0, "Murder")],
             mana={0: "UR"})
    cast(g, "Izzet Charm", "Lightning Bolt", "Shock", modes=[3])
    assert g.zone(0, "hand") == ["Murder"]


@covers("Izzet Charm")
def test_izzet_charm_mode_1_counters_a_noncreature_spell_unless_its_controller_pays_2(pool):
    g = game(pool, hand=[(0, "Izzet Charm"), (1, "Lightning Bolt")], mana={0: "UR", 1: "R"}, active=1)
    g.cast("Lightning Bolt", target="Player 1")
    g.pass_priority()
    cast(g, "Izzet Charm", modes=[1], target="Lightning Bolt")
    g.expect_life(0, 20)
    g.expect_zone("Lightning Bolt", "graveyard")


@covers("Funeral Charm")
def test_funeral_charm_mode_2_gives_plus_2_minus_1(pool):
    g = game(pool, hand=[(0, "Funeral Charm")], battlefield=[(0, "Grizzly Bears"), (1, "Savannah Lions")],
             mana={0: "B"})
    cast(g, "Funeral Charm", modes=[2], target="Savannah Lions")
    g.expect_zone("Savannah Lions", "graveyard")  # 2/1 gets +2/-1


@covers("Funeral Charm")
def test_funeral_charm_mode_1_target_player_discards(pool):
    g = game(pool, hand=[(0, "Funeral Charm"), (1, "Lightning Bolt")], mana={0: "B"})
    cast(g, "Funeral Charm", modes=[1], target="Player 2")
    g.expect_zone("Lightning Bolt", "graveyard")


@covers("Boros Charm")
def test_boros_charm_mode_1_deals_4_to_target_player(pool):
    g = game(pool, hand=[(0, "Boros Charm")], mana={0: "RW"})
    cast(g, "Boros Charm", modes=[1], target="Player 2")
    g.expect_life(1, 16)


@covers("Boros Charm")
def test_boros_charm_mode_2_makes_your_permanents_indestructible(pool):
    g = game(pool, hand=[(0, "Boros Charm"), (0, "Day of Judgment")], battlefield=[(0, "Grizzly Bears"),
                                                                                   (1, "Hill Giant")],
             mana={0: "RW2WW"})
    cast(g, "Boros Charm", modes=[2])
    cast(g, "Day of Judgment")
    g.expect_zone("Grizzly Bears", "battlefield")
    g.expect_zone("Hill Giant", "graveyard")


# ---------------------------------------------------------------- X


@covers("Blaze")
def test_blaze_deals_x_damage(pool):
    """107.3: X is chosen as the spell is cast and paid as part of its cost."""
    g = game(pool, hand=[(0, "Blaze")], mana={0: "4R"})
    cast(g, "Blaze", x=4, target="Player 2")
    g.expect_life(1, 16)
    assert all(g.obj(o).tapped for o in g.state.battlefield)


@covers("Stream of Life")
def test_stream_of_life_gains_x_life(pool):
    g = game(pool, hand=[(0, "Stream of Life")], mana={0: "3G"})
    cast(g, "Stream of Life", x=3, target="Player 1")
    g.expect_life(0, 23)


# ---------------------------------------------------------------- counterspells


@covers("Counterspell")
def test_counterspell_counters_a_creature_spell(pool):
    g = game(pool, hand=[(0, "Counterspell"), (1, "Serra Angel")], mana={0: "UU", 1: "3WW"}, active=1)
    g.cast("Serra Angel")
    g.pass_priority()
    cast(g, "Counterspell", target="Serra Angel")
    g.expect_zone("Serra Angel", "graveyard")


@covers("Mana Leak")
@pytest.mark.parametrize("spare,zone", [(0, "graveyard"), (3, "battlefield")])
def test_mana_leak_counters_unless_its_controller_pays_3(pool, spare, zone):
    g = game(pool, hand=[(0, "Mana Leak"), (1, "Grizzly Bears")], mana={0: "1U", 1: "1G" + "1" * spare}, active=1)
    g.cast("Grizzly Bears")
    g.pass_priority()
    cast(g, "Mana Leak", *(["yes"] if spare else []), target="Grizzly Bears")
    g.expect_zone("Grizzly Bears", zone)


@covers("Negate")
def test_negate_can_target_only_noncreature_spells(pool):
    g = game(pool, hand=[(0, "Negate"), (1, "Grizzly Bears")], mana={0: "1U", 1: "1G"}, active=1)
    g.cast("Grizzly Bears")
    g.pass_priority()
    assert targets_offered(g, "Negate") is None


@covers("Negate")
def test_negate_counters_an_instant(pool):
    g = game(pool, hand=[(0, "Negate"), (1, "Lightning Bolt")], mana={0: "1U", 1: "R"}, active=1)
    g.cast("Lightning Bolt", target="Player 1")
    g.pass_priority()
    cast(g, "Negate", target="Lightning Bolt")
    g.expect_life(0, 20)


@covers("Essence Scatter")
def test_essence_scatter_counters_a_creature_spell(pool):
    g = game(pool, hand=[(0, "Essence Scatter"), (1, "Serra Angel")], mana={0: "1U", 1: "3WW"}, active=1)
    g.cast("Serra Angel")
    g.pass_priority()
    cast(g, "Essence Scatter", target="Serra Angel")
    g.expect_zone("Serra Angel", "graveyard")


# ---------------------------------------------------------------- removal with conditions


@covers("Doom Blade")
def test_doom_blade_destroys_only_nonblack_creatures(pool):
    g = game(pool, hand=[(0, "Doom Blade")], battlefield=[(1, "Serra Angel"), (1, "Scathe Zombies")],
             mana={0: "1B"})
    assert targets_offered(g, "Doom Blade") == {"Serra Angel"}
    cast(g, "Doom Blade", target="Serra Angel")
    g.expect_zone("Serra Angel", "graveyard")


@covers("Smother")
def test_smother_destroys_only_creatures_with_mana_value_3_or_less(pool):
    g = game(pool, hand=[(0, "Smother")], battlefield=[(1, "Serra Angel"), (1, "Hypnotic Specter")],
             mana={0: "1B"})
    assert targets_offered(g, "Smother") == {"Hypnotic Specter"}
    cast(g, "Smother", target="Hypnotic Specter")
    g.expect_zone("Hypnotic Specter", "graveyard")


@covers("Smother")
def test_smother_cannot_be_regenerated_from(pool):
    """701.19c: 'It can't be regenerated' makes the regeneration shield useless."""
    from .helpers import activate

    g = game(pool, hand=[(0, "Smother")], battlefield=[(0, "Drudge Skeletons")], mana={0: "B1B"})
    activate(g, "Drudge Skeletons")
    cast(g, "Smother", target="Drudge Skeletons")
    g.expect_zone("Drudge Skeletons", "graveyard")


@covers("Terror")
def test_terror_cannot_target_artifact_or_black_creatures(pool):
    g = game(pool, hand=[(0, "Terror")], battlefield=[(1, "Ornithopter"), (1, "Scathe Zombies"),
                                                      (1, "Grizzly Bears")], mana={0: "1B"})
    assert targets_offered(g, "Terror") == {"Grizzly Bears"}
    cast(g, "Terror", target="Grizzly Bears")
    g.expect_zone("Grizzly Bears", "graveyard")


@covers("Go for the Throat")
def test_go_for_the_throat_cannot_target_artifact_creatures(pool):
    g = game(pool, hand=[(0, "Go for the Throat")], battlefield=[(1, "Ornithopter"), (1, "Scathe Zombies")],
             mana={0: "1B"})
    assert targets_offered(g, "Go for the Throat") == {"Scathe Zombies"}


@covers("Swords to Plowshares")
def test_swords_to_plowshares_exiles_and_its_controller_gains_life_equal_to_power(pool):
    g = game(pool, hand=[(0, "Swords to Plowshares")], battlefield=[(1, "Serra Angel")], mana={0: "W"})
    cast(g, "Swords to Plowshares", target="Serra Angel")
    g.expect_zone("Serra Angel", "exile")
    g.expect_life(1, 24)
    g.expect_life(0, 20)


@covers("Dismember")
def test_dismember_paid_with_life_gives_minus_5(pool):
    """107.4f: each {B/P} can be paid with 2 life."""
    g = game(pool, hand=[(0, "Dismember")], battlefield=[(1, "Serra Angel")], mana={0: "1"})
    cast(g, "Dismember", target="Serra Angel")
    g.expect_zone("Serra Angel", "graveyard")
    g.expect_life(0, 16)


@covers("Disfigure")
def test_disfigure_gives_minus_2_minus_2_until_end_of_turn(pool):
    g = game(pool, hand=[(0, "Disfigure")], battlefield=[(1, "Hill Giant")], mana={0: "B"})
    cast(g, "Disfigure", target="Hill Giant")
    g.expect_pt("Hill Giant", 1, 1)
    g.pass_until("upkeep", turn=2)
    g.expect_pt("Hill Giant", 3, 3)


@covers("Day of Judgment")
def test_day_of_judgment_destroys_all_creatures(pool):
    g = game(pool, hand=[(0, "Day of Judgment")], battlefield=[(0, "Grizzly Bears"), (1, "Serra Angel"),
                                                               (1, "Sol Ring")], mana={0: "2WW"})
    cast(g, "Day of Judgment")
    g.expect_zone("Grizzly Bears", "graveyard")
    g.expect_zone("Serra Angel", "graveyard")
    g.expect_zone("Sol Ring", "battlefield")


@covers("Lightning Helix")
def test_lightning_helix_deals_3_and_gains_3(pool):
    g = game(pool, hand=[(0, "Lightning Helix")], battlefield=[(1, "Hill Giant")], mana={0: "RW"})
    cast(g, "Lightning Helix", target="Hill Giant")
    g.expect_zone("Hill Giant", "graveyard")
    g.expect_life(0, 23)


@covers("Forked Bolt")
def test_forked_bolt_divides_2_damage_between_two_targets(pool):
    """601.2d: the division is chosen as the spell is cast."""
    g = game(pool, hand=[(0, "Forked Bolt")], battlefield=[(1, "Llanowar Elves"), (1, "Savannah Lions")],
             mana={0: "R"})
    cast(g, "Forked Bolt", targets=["Llanowar Elves", "Savannah Lions", "done"], divide=[1, 1])
    g.expect_zone("Llanowar Elves", "graveyard")
    g.expect_zone("Savannah Lions", "graveyard")


@covers("Electrolyze")
def test_electrolyze_divides_2_damage_and_draws(pool):
    g = game(pool, hand=[(0, "Electrolyze")], battlefield=[(1, "Savannah Lions")], mana={0: "1UR"})
    cast(g, "Electrolyze", targets=["Savannah Lions", "Player 2", "done"], divide=[1, 1])
    g.expect_zone("Savannah Lions", "graveyard")
    g.expect_life(1, 19)
    assert hand_size(g, 0) == 1


@covers("Lava Axe")
def test_lava_axe_deals_5_to_target_player(pool):
    g = game(pool, hand=[(0, "Lava Axe")], mana={0: "4R"})
    cast(g, "Lava Axe", target="Player 2")
    g.expect_life(1, 15)


@covers("Fog")
def test_fog_prevents_all_combat_damage_this_turn(pool):
    g = game(pool, battlefield=[(1, "Craw Wurm"), (0, "Grizzly Bears")], hand=[(0, "Fog")], mana={0: "G"}, active=1)
    g.attack("Craw Wurm")
    g.block("Craw Wurm", "Grizzly Bears")
    g.pass_priority()
    cast(g, "Fog")
    g.pass_until("combat damage")
    resolve(g)
    g.expect_zone("Grizzly Bears", "battlefield")
    assert g.obj("Grizzly Bears").damage == 0


# ---------------------------------------------------------------- card draw and discard


@covers("Divination")
def test_divination_draws_two(pool):
    g = game(pool, hand=[(0, "Divination")], mana={0: "2U"})
    cast(g, "Divination")
    assert hand_size(g, 0) == 2 and library_size(g, 0) == 18


@covers("Night's Whisper")
def test_nights_whisper_draws_two_and_loses_2_life(pool):
    g = game(pool, hand=[(0, "Night's Whisper")], mana={0: "1B"})
    cast(g, "Night's Whisper")
    assert hand_size(g, 0) == 2
    g.expect_life(0, 18)


@covers("Ancestral Recall")
def test_ancestral_recall_target_player_draws_three(pool):
    g = game(pool, hand=[(0, "Ancestral Recall")], mana={0: "U"})
    cast(g, "Ancestral Recall", target="Player 1")
    assert hand_size(g, 0) == 3


@covers("Careful Study")
def test_careful_study_draws_two_then_discards_two(pool):
    g = game(pool, hand=[(0, "Careful Study"), (0, "Lightning Bolt")],
             library=[(0, "Shock"), (0, "Murder"), (0, "Plains")], mana={0: "U"})
    cast(g, "Careful Study", "Lightning Bolt", "Shock")
    assert g.zone(0, "hand") == ["Murder"]
    g.expect_zone("Shock", "graveyard")
    g.expect_zone("Lightning Bolt", "graveyard")


@covers("Brainstorm")
def test_brainstorm_draws_three_then_puts_two_back_on_top(pool):
    g = game(pool, hand=[(0, "Brainstorm"), (0, "Lightning Bolt")], library=[(0, "Plains")] * 3, mana={0: "U"})
    cast(g, "Brainstorm", "Lightning Bolt", "first", "Lightning Bolt")  # then the order on top (401.4)
    assert hand_size(g, 0) == 2 and library_size(g, 0) == 2
    g.expect_zone("Lightning Bolt", "library")
    assert g.zone(0, "library")[-1] == "Lightning Bolt"  # chosen first: topmost


@covers("Preordain")
def test_preordain_scry_2_then_draw(pool):
    """701.22: scry: the cards put on the bottom aren't drawn."""
    g = game(pool, hand=[(0, "Preordain")], library=[(0, "Murder"), (0, "Shock"), (0, "Lightning Bolt")],
             mana={0: "U"})
    cast(g, "Preordain", "bottom", "top")
    assert hand_size(g, 0) == 1 and library_size(g, 0) == 2


@covers("Mind Rot")
def test_mind_rot_makes_target_player_discard_two(pool):
    g = game(pool, hand=[(0, "Mind Rot"), (1, "Lightning Bolt"), (1, "Shock"), (1, "Murder")], mana={0: "2B"})
    cast(g, "Mind Rot", "Lightning Bolt", "Shock", target="Player 2")
    assert g.zone(1, "hand") == ["Murder"]


@covers("Hymn to Tourach")
def test_hymn_to_tourach_discards_two_at_random(pool):
    g = game(pool, hand=[(0, "Hymn to Tourach"), (1, "Lightning Bolt"), (1, "Shock"), (1, "Murder")],
             mana={0: "BB"})
    cast(g, "Hymn to Tourach", target="Player 2")
    assert hand_size(g, 1) == 1 and len(g.zone(1, "graveyard")) == 2


@covers("Duress")
def test_duress_takes_a_noncreature_nonland_card(pool):
    g = game(pool, hand=[(0, "Duress"), (1, "Lightning Bolt"), (1, "Grizzly Bears"), (1, "Forest")],
             mana={0: "B"})
    cast(g, "Duress", target="Player 2")  # the only noncreature, nonland card
    assert sorted(g.zone(1, "hand")) == ["Forest", "Grizzly Bears"]


# ---------------------------------------------------------------- tokens and counters


@covers("Raise the Alarm")
def test_raise_the_alarm_creates_two_white_soldiers(pool):
    g = game(pool, hand=[(0, "Raise the Alarm")], mana={0: "1W"})
    cast(g, "Raise the Alarm")
    t = tokens(g, 0, "Soldier")
    assert len(t) == 2 and all(v.colors == ["white"] and (v.power, v.toughness) == (1, 1) for v in t)


@covers("Dragon Fodder")
def test_dragon_fodder_creates_two_red_goblins(pool):
    g = game(pool, hand=[(0, "Dragon Fodder")], mana={0: "1R"})
    cast(g, "Dragon Fodder")
    t = tokens(g, 0, "Goblin")
    assert len(t) == 2 and all(v.colors == ["red"] and "Goblin" in v.subtypes for v in t)


@covers("Travel Preparations")
def test_travel_preparations_counters_and_flashback(pool):
    """702.34a: flashback casts it from the graveyard, then it is exiled."""
    g = game(pool, hand=[(0, "Travel Preparations")], battlefield=[(0, "Grizzly Bears"), (0, "Savannah Lions")],
             mana={0: "1G1W"})
    cast(g, "Travel Preparations", targets=["Grizzly Bears", "Savannah Lions"])
    g.expect_pt("Grizzly Bears", 3, 3)
    g.expect_pt("Savannah Lions", 3, 2)
    cast(g, "Travel Preparations", variant="flashback", targets=["Grizzly Bears", "Savannah Lions"])
    g.expect_pt("Grizzly Bears", 4, 4)
    g.expect_zone("Travel Preparations", "exile")


@covers("Rampant Growth")
def test_rampant_growth_puts_a_basic_land_onto_the_battlefield_tapped(pool):
    g = game(pool, hand=[(0, "Rampant Growth")], library=[(0, "Plains"), (0, "Island")], mana={0: "1G"})
    cast(g, "Rampant Growth", "Island")
    g.expect_zone("Island", "battlefield")
    assert g.obj("Island").tapped


@covers("Cultivate")
def test_cultivate_puts_one_land_onto_the_battlefield_and_one_into_hand(pool):
    g = game(pool, hand=[(0, "Cultivate")], library=[(0, "Plains"), (0, "Island"), (0, "Swamp")], mana={0: "2G"})
    cast(g, "Cultivate", "Island", "Swamp")
    g.expect_zone("Island", "battlefield")
    g.expect_zone("Swamp", "hand")


# ---------------------------------------------------------------- kicker and flashback


@covers("Gatekeeper of Malakir")
@pytest.mark.parametrize("kicked", [True, False])
def test_gatekeeper_of_malakir_kicked_makes_target_player_sacrifice_a_creature(pool, kicked):
    """702.33: kicker; 603.4: the intervening 'if it was kicked'."""
    g = game(pool, hand=[(0, "Gatekeeper of Malakir")], battlefield=[(1, "Serra Angel")], mana={0: "BBB"})
    cast(g, "Gatekeeper of Malakir", *(["Player 2"] if kicked else []), kicked=kicked)
    g.expect_zone("Serra Angel", "graveyard" if kicked else "battlefield")


@covers("Into the Roil")
@pytest.mark.parametrize("kicked,drawn", [(True, 1), (False, 0)])
def test_into_the_roil_bounces_and_draws_if_kicked(pool, kicked, drawn):
    g = game(pool, hand=[(0, "Into the Roil")], battlefield=[(1, "Sol Ring")], mana={0: "1U1U"})
    cast(g, "Into the Roil", kicked=kicked, target="Sol Ring")
    g.expect_zone("Sol Ring", "hand")
    assert hand_size(g, 0) == drawn


@covers("Think Twice")
def test_think_twice_draws_and_can_be_flashed_back(pool):
    g = game(pool, hand=[(0, "Think Twice")], mana={0: "1U2U"})
    cast(g, "Think Twice")
    g.expect_zone("Think Twice", "graveyard")
    cast(g, "Think Twice", variant="flashback")
    assert hand_size(g, 0) == 2
    g.expect_zone("Think Twice", "exile")


@covers("Deep Analysis")
def test_deep_analysis_flashback_costs_1u_and_3_life(pool):
    g = game(pool, graveyard=[(0, "Deep Analysis")], mana={0: "1U"})
    cast(g, "Deep Analysis", variant="flashback", target="Player 1")
    assert hand_size(g, 0) == 2
    g.expect_life(0, 17)
    g.expect_zone("Deep Analysis", "exile")


@covers("Firebolt")
def test_firebolt_deals_2_and_flashback_for_4r(pool):
    g = game(pool, hand=[(0, "Firebolt")], mana={0: "R4R"})
    cast(g, "Firebolt", target="Player 2")
    cast(g, "Firebolt", variant="flashback", target="Player 2")
    g.expect_life(1, 16)
    g.expect_zone("Firebolt", "exile")
