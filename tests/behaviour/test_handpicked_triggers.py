"""Hand-picked supported cards with triggered abilities: enters, dies, attacks, upkeep, landfall,
casting and life-gain triggers. Expectations come from the Oracle text."""
from __future__ import annotations

import pytest

from .helpers import attack_and_deal_damage, cast, covers, game, hand_size, library_size, resolve, tokens

# ---------------------------------------------------------------- enters the battlefield


@covers("Flametongue Kavu")
def test_flametongue_kavu_etb_deals_4_to_target_creature(pool):
    g = game(pool, hand=[(0, "Flametongue Kavu")], battlefield=[(1, "Serra Angel")], mana={0: "3R"})
    cast(g, "Flametongue Kavu", "Serra Angel")
    g.expect_zone("Serra Angel", "graveyard")


@covers("Flametongue Kavu")
def test_flametongue_kavu_must_target_itself_when_it_is_the_only_creature(pool):
    """603.3d: the trigger is mandatory; with no other creature it targets (and kills) itself."""
    g = game(pool, hand=[(0, "Flametongue Kavu")], mana={0: "3R"})
    cast(g, "Flametongue Kavu", "Flametongue Kavu")
    g.expect_zone("Flametongue Kavu", "graveyard")


@covers("Man-o'-War")
def test_man_o_war_etb_returns_target_creature_to_its_owners_hand(pool):
    g = game(pool, hand=[(0, "Man-o'-War")], battlefield=[(1, "Serra Angel")], mana={0: "2U"})
    cast(g, "Man-o'-War", "Serra Angel")
    assert "Serra Angel" in g.zone(1, "hand")


@covers("Elvish Visionary")
def test_elvish_visionary_etb_draws_a_card(pool):
    g = game(pool, hand=[(0, "Elvish Visionary")], mana={0: "1G"})
    cast(g, "Elvish Visionary")
    assert hand_size(g, 0) == 1 and library_size(g, 0) == 19


@covers("Gravedigger")
def test_gravedigger_etb_may_return_target_creature_card_from_your_graveyard(pool):
    g = game(pool, hand=[(0, "Gravedigger")], graveyard=[(0, "Serra Angel"), (1, "Hill Giant")], mana={0: "3B"})
    cast(g, "Gravedigger", "Serra Angel", "yes")
    g.expect_zone("Serra Angel", "hand")


@covers("Gravedigger")
def test_gravedigger_cannot_take_a_card_from_an_opponents_graveyard(pool):
    g = game(pool, hand=[(0, "Gravedigger")], graveyard=[(1, "Hill Giant")], mana={0: "3B"})
    cast(g, "Gravedigger")  # no legal target: the trigger is removed (603.3d)
    g.expect_zone("Hill Giant", "graveyard")


@covers("Thragtusk")
def test_thragtusk_gains_5_on_entering_and_leaves_a_beast_when_it_leaves(pool):
    g = game(pool, hand=[(0, "Thragtusk"), (1, "Unsummon")], mana={0: "4G", 1: "U"})
    cast(g, "Thragtusk")
    g.expect_life(0, 25)
    g.pass_priority()
    cast(g, "Unsummon", target="Thragtusk")
    beasts = tokens(g, 0, "Beast")
    assert len(beasts) == 1 and (beasts[0].power, beasts[0].toughness) == (3, 3)


@covers("Ravenous Rats")
def test_ravenous_rats_etb_makes_target_opponent_discard(pool):
    g = game(pool, hand=[(0, "Ravenous Rats"), (1, "Lightning Bolt")], mana={0: "1B"})
    cast(g, "Ravenous Rats", "Player 2")
    g.expect_zone("Lightning Bolt", "graveyard")


@covers("Cloudgoat Ranger")
def test_cloudgoat_ranger_makes_three_kithkin_and_taps_them_to_grow_and_fly(pool):
    g = game(pool, hand=[(0, "Cloudgoat Ranger")], mana={0: "3WW"})
    cast(g, "Cloudgoat Ranger")
    kith = tokens(g, 0, "Kithkin Soldier")
    assert len(kith) == 3 and all(v.colors == ["white"] and (v.power, v.toughness) == (1, 1) for v in kith)
    from .helpers import activate

    activate(g, "Cloudgoat Ranger", "first", "first", "first")
    g.expect_pt("Cloudgoat Ranger", 5, 3)
    assert "Flying" in g.obj("Cloudgoat Ranger").keywords
    assert all(g.obj(v.id).tapped for v in kith)


@covers("Solemn Simulacrum")
def test_solemn_simulacrum_fetches_a_tapped_basic_land_and_draws_when_it_dies(pool):
    g = game(pool, hand=[(0, "Solemn Simulacrum"), (0, "Lightning Bolt")], library=[(0, "Plains"), (0, "Island")],
             mana={0: "4R"})
    cast(g, "Solemn Simulacrum", "yes", "Island")
    g.expect_zone("Island", "battlefield")
    assert g.obj("Island").tapped
    cast(g, "Lightning Bolt", "yes", target="Solemn Simulacrum")
    assert hand_size(g, 0) == 1


@covers("Squadron Hawk")
def test_squadron_hawk_searches_for_cards_named_squadron_hawk(pool):
    g = game(pool, hand=[(0, "Squadron Hawk")], library=[(0, "Squadron Hawk"), (0, "Squadron Hawk")],
             mana={0: "1W"})
    cast(g, "Squadron Hawk", "yes", "first", "first")
    assert g.zone(0, "hand") == ["Squadron Hawk", "Squadron Hawk"]


@covers("Keldon Raider")
def test_keldon_raider_may_discard_a_card_to_draw_one(pool):
    g = game(pool, hand=[(0, "Keldon Raider"), (0, "Lightning Bolt")], mana={0: "2RR"})
    cast(g, "Keldon Raider", "yes")  # the only card in hand is discarded
    g.expect_zone("Lightning Bolt", "graveyard")
    assert hand_size(g, 0) == 1


@covers("Nekrataal")
def test_nekrataal_destroys_a_nonartifact_nonblack_creature(pool):
    g = game(pool, hand=[(0, "Nekrataal")], battlefield=[(1, "Serra Angel")], mana={0: "2BB"})
    cast(g, "Nekrataal", "Serra Angel")
    g.expect_zone("Serra Angel", "graveyard")


@covers("Nekrataal")
def test_nekrataal_trigger_has_no_legal_target_among_black_and_artifact_creatures(pool):
    """603.3d: with only black and artifact creatures around, the trigger is removed from the stack."""
    g = game(pool, hand=[(0, "Nekrataal")], battlefield=[(1, "Scathe Zombies"), (1, "Ornithopter")],
             mana={0: "2BB"})
    cast(g, "Nekrataal")
    g.expect_zone("Scathe Zombies", "battlefield")
    g.expect_zone("Ornithopter", "battlefield")


@covers("Wall of Omens")
def test_wall_of_omens_etb_draws_a_card(pool):
    g = game(pool, hand=[(0, "Wall of Omens")], mana={0: "1W"})
    cast(g, "Wall of Omens")
    assert hand_size(g, 0) == 1


@covers("Soul Warden")
def test_soul_warden_gains_1_life_whenever_another_creature_enters(pool):
    g = game(pool, battlefield=[(0, "Soul Warden")], hand=[(1, "Grizzly Bears")], mana={1: "1G"}, active=1)
    cast(g, "Grizzly Bears")
    g.expect_life(0, 21)


# ---------------------------------------------------------------- dies


@covers("Doomed Traveler")
def test_doomed_traveler_leaves_a_flying_spirit_when_it_dies(pool):
    g = game(pool, battlefield=[(0, "Doomed Traveler")], hand=[(1, "Shock")], mana={1: "R"}, active=1)
    cast(g, "Shock", target="Doomed Traveler")
    spirits = tokens(g, 0, "Spirit")
    assert len(spirits) == 1 and "Flying" in spirits[0].keywords and spirits[0].colors == ["white"]


@covers("Blood Artist")
def test_blood_artist_drains_when_a_creature_dies(pool):
    g = game(pool, battlefield=[(0, "Blood Artist"), (1, "Grizzly Bears")], hand=[(0, "Shock")], mana={0: "R"})
    cast(g, "Shock", "Player 2", target="Grizzly Bears")
    g.expect_life(1, 19)
    g.expect_life(0, 21)


@covers("Blood Artist")
def test_blood_artist_triggers_on_its_own_death(pool):
    """603.10a: a dies trigger looks back in time."""
    g = game(pool, battlefield=[(0, "Blood Artist")], hand=[(1, "Shock")], mana={1: "R"}, active=1)
    cast(g, "Shock", "Player 2", target="Blood Artist")
    g.expect_life(1, 19)
    g.expect_life(0, 21)


@covers("Zulaport Cutthroat")
def test_zulaport_cutthroat_drains_when_a_creature_you_control_dies(pool):
    g = game(pool, battlefield=[(0, "Zulaport Cutthroat"), (0, "Grizzly Bears"), (1, "Savannah Lions")],
             hand=[(0, "Lightning Bolt"), (0, "Shock")], mana={0: "RR"})
    cast(g, "Lightning Bolt", target="Grizzly Bears")
    g.expect_life(1, 19)
    g.expect_life(0, 21)
    cast(g, "Shock", target="Savannah Lions")  # an opponent's creature: no trigger
    g.expect_life(1, 19)


@covers("Festering Goblin")
def test_festering_goblin_gives_minus_1_minus_1_when_it_dies(pool):
    g = game(pool, battlefield=[(0, "Festering Goblin"), (1, "Savannah Lions")], hand=[(1, "Shock")],
             mana={1: "R"}, active=1)
    cast(g, "Shock", "Savannah Lions", target="Festering Goblin")
    g.expect_zone("Savannah Lions", "graveyard")


@covers("Viridian Emissary")
def test_viridian_emissary_may_fetch_a_basic_land_when_it_dies(pool):
    g = game(pool, battlefield=[(0, "Viridian Emissary")], library=[(0, "Island")], hand=[(1, "Shock")],
             mana={1: "R"}, active=1)
    cast(g, "Shock", "yes", "Island", target="Viridian Emissary")
    g.expect_zone("Island", "battlefield")
    assert g.obj("Island").tapped


# ---------------------------------------------------------------- attacks


@covers("Accorder Paladin")
def test_accorder_paladin_battle_cry_pumps_each_other_attacker(pool):
    """702.91a: battle cry."""
    g = game(pool, battlefield=[(0, "Accorder Paladin"), (0, "Grizzly Bears")])
    attack_and_deal_damage(g, "Accorder Paladin", "Grizzly Bears")
    g.expect_pt("Grizzly Bears", 3, 2)
    g.expect_pt("Accorder Paladin", 3, 1)
    g.expect_life(1, 14)


@covers("Hero of Bladehold")
def test_hero_of_bladehold_makes_two_soldiers_tapped_and_attacking(pool):
    """508.4: tokens put onto the battlefield attacking weren't declared as attackers but deal damage."""
    g = game(pool, battlefield=[(0, "Hero of Bladehold")])
    attack_and_deal_damage(g, "Hero of Bladehold", answers=["first"])
    soldiers = tokens(g, 0, "Soldier")
    assert len(soldiers) == 2 and all(v.tapped for v in soldiers)
    g.expect_life(1, 20 - 3 - sum(v.power for v in soldiers))


@covers("Ulamog's Crusher")
def test_ulamogs_crusher_annihilator_2_makes_the_defender_sacrifice_two_permanents(pool):
    """702.86a: annihilator N."""
    g = game(pool, battlefield=[(0, "Ulamog's Crusher"), (1, "Grizzly Bears"), (1, "Forest"), (1, "Island")])
    g.attack("Ulamog's Crusher")
    resolve(g, "Grizzly Bears", "Forest")
    assert g.zone(1, "battlefield") == ["Island"]


# ---------------------------------------------------------------- upkeep


@covers("Phyrexian Arena")
def test_phyrexian_arena_draws_and_loses_1_life_each_upkeep(pool):
    g = game(pool, battlefield=[(0, "Phyrexian Arena")], step="upkeep")
    resolve(g)
    assert hand_size(g, 0) == 1
    g.expect_life(0, 19)


@covers("Phyrexian Arena")
def test_phyrexian_arena_does_nothing_in_an_opponents_upkeep(pool):
    g = game(pool, battlefield=[(0, "Phyrexian Arena")], step="upkeep", active=1)
    resolve(g)
    assert hand_size(g, 0) == 0
    g.expect_life(0, 20)


@covers("Bottomless Pit")
def test_bottomless_pit_makes_the_active_player_discard_at_random(pool):
    g = game(pool, battlefield=[(0, "Bottomless Pit")], hand=[(1, "Lightning Bolt"), (0, "Shock")], step="upkeep",
             active=1)
    resolve(g)
    g.expect_zone("Lightning Bolt", "graveyard")
    g.expect_zone("Shock", "hand")


# ---------------------------------------------------------------- landfall


@covers("Plated Geopede")
def test_plated_geopede_landfall_gets_plus_2_plus_2(pool):
    g = game(pool, battlefield=[(0, "Plated Geopede")], hand=[(0, "Mountain")])
    g.play("Mountain")
    resolve(g)
    g.expect_pt("Plated Geopede", 3, 3)
    assert "First Strike" in g.obj("Plated Geopede").keywords


@covers("Steppe Lynx")
def test_steppe_lynx_landfall_gets_plus_2_plus_2(pool):
    g = game(pool, battlefield=[(0, "Steppe Lynx")], hand=[(0, "Plains")])
    g.play("Plains")
    resolve(g)
    g.expect_pt("Steppe Lynx", 2, 3)


@covers("Grazing Gladehart")
def test_grazing_gladehart_may_gain_2_when_your_land_enters(pool):
    g = game(pool, battlefield=[(0, "Grazing Gladehart")], hand=[(0, "Forest")])
    g.play("Forest")
    resolve(g, "yes")
    g.expect_life(0, 22)


@covers("Grazing Gladehart")
def test_grazing_gladehart_ignores_an_opponents_land(pool):
    g = game(pool, battlefield=[(0, "Grazing Gladehart")], hand=[(1, "Forest")], active=1)
    g.play("Forest")
    resolve(g)
    g.expect_life(0, 20)


# ---------------------------------------------------------------- casting and life gain


@covers("Young Pyromancer")
def test_young_pyromancer_makes_an_elemental_when_you_cast_an_instant(pool):
    g = game(pool, battlefield=[(0, "Young Pyromancer")], hand=[(0, "Shock"), (0, "Grizzly Bears")],
             mana={0: "R1G"})
    cast(g, "Shock", target="Player 2")
    cast(g, "Grizzly Bears")
    els = tokens(g, 0, "Elemental")
    assert len(els) == 1 and els[0].colors == ["red"] and (els[0].power, els[0].toughness) == (1, 1)


@covers("Monastery Swiftspear")
def test_monastery_swiftspear_prowess_and_haste(pool):
    """702.108a prowess; 702.10 haste."""
    g = game(pool, hand=[(0, "Monastery Swiftspear"), (0, "Shock")], mana={0: "RR"})
    cast(g, "Monastery Swiftspear")
    cast(g, "Shock", target="Player 2")
    g.expect_pt("Monastery Swiftspear", 2, 3)
    attack_and_deal_damage(g, "Monastery Swiftspear")
    g.expect_life(1, 16)


@covers("Kor Firewalker")
def test_kor_firewalker_gains_life_on_red_spells_and_has_protection_from_red(pool):
    g = game(pool, battlefield=[(0, "Kor Firewalker")], hand=[(1, "Lightning Bolt")], mana={1: "R"}, active=1)
    from .helpers import targets_offered

    assert "Kor Firewalker" not in targets_offered(g, "Lightning Bolt")
    cast(g, "Lightning Bolt", "yes", target="Player 1")
    g.expect_life(0, 18)  # 20 + 1 - 3


@covers("Ajani's Pridemate")
def test_ajanis_pridemate_gets_a_counter_whenever_you_gain_life(pool):
    g = game(pool, battlefield=[(0, "Ajani's Pridemate")], hand=[(0, "Lightning Helix")], mana={0: "RW"})
    cast(g, "Lightning Helix", target="Player 2")
    g.expect_life(0, 23)
    g.expect_pt("Ajani's Pridemate", 3, 3)


@covers("Hypnotic Specter")
def test_hypnotic_specter_makes_the_damaged_opponent_discard_at_random(pool):
    g = game(pool, battlefield=[(0, "Hypnotic Specter")], hand=[(1, "Lightning Bolt")])
    attack_and_deal_damage(g, "Hypnotic Specter")
    g.expect_zone("Lightning Bolt", "graveyard")


@covers("Coiling Oracle")
@pytest.mark.parametrize("top,zone", [("Grizzly Bears", "hand"), ("Swamp", "battlefield")])
def test_coiling_oracle_reveals_the_top_card_and_takes_it(pool, top, zone):
    g = game(pool, hand=[(0, "Coiling Oracle")], library=[(0, top), (0, "Plains")], mana={0: "GU"})
    cast(g, "Coiling Oracle")
    g.expect_zone(top, zone)
    g.expect_zone("Coiling Oracle", "battlefield")
