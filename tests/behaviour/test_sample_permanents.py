"""Sample cards (sample_100.txt) that are artifacts, enchantments and lands (and one cascade creature):
put them into play, use them, and check the outcome their Oracle text promises."""
from __future__ import annotations

import pytest

from manastack.core.errors import ScenarioError
from manastack.testing import Scenario

from .helpers import (
    activate,
    add_mana_sources,
    attack_and_deal_damage,
    cast,
    covers,
    game,
    hand_size,
    library_size,
    pool_of,
    resolve,
    tap_for_mana,
    targets_offered,
    tokens,
)

# ---------------------------------------------------------------- equipment


@covers("A-Goggles of Night")
def test_goggles_of_night_scry_and_draw_when_equipped_creature_hits_a_player(pool):
    g = game(pool, battlefield=[(0, "A-Goggles of Night"), (0, "Grizzly Bears")], mana={0: "1"})
    activate(g, "A-Goggles of Night", target="Grizzly Bears")
    assert g.obj("A-Goggles of Night").attached_to == g.find("Grizzly Bears")
    attack_and_deal_damage(g, "Grizzly Bears", answers=["top"])
    g.expect_life(1, 18)
    assert hand_size(g, 0) == 1


_AXE = pytest.mark.xfail(strict=True, reason="unsupported since adbe7bb: 'Equipped creature gets +3/+0 and is every "
                         "creature type' is Unparsed (it used to compile to a '*' subtype the engine ignores, and "
                         "counted as supported); the engine has no creature-type wildcard (205.3m)")


@covers("Amorphous Axe")
@_AXE
def test_amorphous_axe_gives_plus_3_plus_0(pool):
    g = game(pool, battlefield=[(0, "Amorphous Axe"), (0, "Grizzly Bears")], mana={0: "3"})
    activate(g, "Amorphous Axe", target="Grizzly Bears")
    g.expect_pt("Grizzly Bears", 5, 2)


@covers("Amorphous Axe")
@_AXE
def test_amorphous_axe_makes_equipped_creature_every_creature_type(pool):
    """205.3m: it is a Goblin, so Goblin King pumps it."""
    g = game(pool, battlefield=[(0, "Amorphous Axe"), (0, "Grizzly Bears"), (0, "Goblin King")], mana={0: "3"})
    activate(g, "Amorphous Axe", target="Grizzly Bears")
    g.expect_pt("Grizzly Bears", 6, 3)


@covers("Fleetfeather Sandals")
def test_fleetfeather_sandals_give_flying_and_haste(pool):
    from manastack.testing import Scenario

    s = Scenario(cards=pool)
    s.battlefield(0, "Fleetfeather Sandals")
    s.battlefield(0, "Grizzly Bears", sick=True)
    s.battlefield(1, "Giant Spider")
    s.battlefield(1, "Hill Giant")
    add_mana_sources(s, 0, "2")
    g = s.start()
    activate(g, "Fleetfeather Sandals", target="Grizzly Bears")
    assert {"Flying", "Haste"} <= g.obj("Grizzly Bears").keywords
    g.attack("Grizzly Bears")  # summoning sick, but it has haste
    with pytest.raises(ScenarioError):
        g.block("Grizzly Bears", "Hill Giant")


@covers("Horn of Valhalla // Ysgard's Call")
def test_horn_of_valhalla_gives_plus_1_for_each_creature_you_control(pool):
    g = game(pool, battlefield=[(0, "Horn of Valhalla // Ysgard's Call"), (0, "Grizzly Bears"),
                                (0, "Savannah Lions"), (0, "Hill Giant"), (1, "Serra Angel")], mana={0: "3"})
    activate(g, "Horn of Valhalla // Ysgard's Call", target="Grizzly Bears")
    g.expect_pt("Grizzly Bears", 5, 5)


@covers("Hunter's Bow")
def test_hunters_bow_etb_attaches_and_the_creature_deals_damage_equal_to_its_power(pool):
    g = game(pool, battlefield=[(0, "Hill Giant"), (1, "Grizzly Bears"), (1, "Serra Angel")],
             hand=[(0, "Hunter's Bow")], mana={0: "1G"})
    cast(g, "Hunter's Bow", "Hill Giant", "Grizzly Bears")
    assert g.obj("Hunter's Bow").attached_to == g.find("Hill Giant")
    g.expect_zone("Grizzly Bears", "graveyard")
    assert "Reach" in g.obj("Hill Giant").keywords and "Ward" in g.obj("Hill Giant").keywords


@covers("Hunter's Bow")
def test_hunters_bow_ward_2_counters_an_opponents_spell_unless_they_pay(pool):
    """702.21a: ward {2}: the opponent can't pay, so the spell is countered."""
    g = game(pool, battlefield=[(0, "Hill Giant"), (0, "Hunter's Bow")], hand=[(1, "Shock")], mana={1: "R"},
             active=1)
    g.state.mut(g.find("Hunter's Bow")).attached_to = g.find("Hill Giant")
    g.state.touch()
    cast(g, "Shock", target="Hill Giant")
    assert g.obj("Hill Giant").damage == 0
    g.expect_zone("Shock", "graveyard")


# ---------------------------------------------------------------- auras


@covers("Controlled Instincts")
def test_controlled_instincts_keeps_enchanted_creature_tapped_in_its_controllers_untap_step(pool):
    """502.3: permanents untap in the untap step unless an effect says they don't."""
    g = game(pool, tapped=[(1, "Grizzly Bears")], hand=[(0, "Controlled Instincts")], mana={0: "U"})
    cast(g, "Controlled Instincts", target="Grizzly Bears")
    g.pass_until("upkeep", turn=2)
    assert g.obj("Grizzly Bears").tapped


@covers("Controlled Instincts")
def test_controlled_instincts_can_enchant_only_red_or_green_creatures(pool):
    """303.4a: an Aura spell targets what its enchant ability allows."""
    g = game(pool, battlefield=[(1, "Grizzly Bears"), (1, "Storm Crow"), (1, "Goblin Piker")],
             hand=[(0, "Controlled Instincts")], mana={0: "U"})
    assert targets_offered(g, "Controlled Instincts") == {"Grizzly Bears", "Goblin Piker"}


@covers("Frozen Solid")
def test_frozen_solid_destroys_enchanted_creature_when_it_is_dealt_damage(pool):
    g = game(pool, battlefield=[(1, "Craw Wurm")], hand=[(0, "Frozen Solid"), (0, "Shock")], mana={0: "1UUR"})
    cast(g, "Frozen Solid", target="Craw Wurm")
    cast(g, "Shock", target="Craw Wurm")
    g.expect_zone("Craw Wurm", "graveyard")


@covers("Frozen Solid")
def test_frozen_solid_keeps_enchanted_creature_tapped(pool):
    g = game(pool, tapped=[(1, "Craw Wurm")], hand=[(0, "Frozen Solid")], mana={0: "1UU"})
    cast(g, "Frozen Solid", target="Craw Wurm")
    g.pass_until("upkeep", turn=2)
    assert g.obj("Craw Wurm").tapped


@covers("Skeletal Grimace")
def test_skeletal_grimace_gives_plus_1_and_regeneration(pool):
    """701.19: regeneration replaces destruction: tap it, remove damage, remove it from combat."""
    g = game(pool, battlefield=[(0, "Grizzly Bears")], hand=[(0, "Skeletal Grimace"), (0, "Murder")],
             mana={0: "1BB1BB"})
    cast(g, "Skeletal Grimace", target="Grizzly Bears")
    g.expect_pt("Grizzly Bears", 3, 3)
    activate(g, "Grizzly Bears")
    cast(g, "Murder", target="Grizzly Bears")
    g.expect_zone("Grizzly Bears", "battlefield")
    assert g.obj("Grizzly Bears").tapped


# ---------------------------------------------------------------- static abilities


@covers("Always Watching")
def test_always_watching_pumps_nontoken_creatures_you_control_and_gives_vigilance(pool):
    s = Scenario(cards=pool)
    s.battlefield(0, "Always Watching")
    s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Savannah Lions", token=True)
    s.battlefield(1, "Hill Giant")
    g = s.start()
    g.expect_pt("Grizzly Bears", 3, 3)
    assert "Vigilance" in g.obj("Grizzly Bears").keywords
    g.expect_pt("Savannah Lions", 2, 1)
    g.expect_pt("Hill Giant", 3, 3)


@covers("Serra Aviary")
def test_serra_aviary_pumps_every_creature_with_flying(pool):
    g = game(pool, battlefield=[(0, "Serra Aviary"), (0, "Storm Crow"), (1, "Serra Angel"), (1, "Grizzly Bears")])
    g.expect_pt("Storm Crow", 2, 3)
    g.expect_pt("Serra Angel", 5, 5)
    g.expect_pt("Grizzly Bears", 2, 2)


@covers("Terra Eternal")
def test_terra_eternal_makes_all_lands_indestructible(pool):
    g = game(pool, battlefield=[(0, "Terra Eternal"), (1, "Forest"), (0, "Grizzly Bears")],
             hand=[(0, "Armageddon")], mana={0: "3W"})
    cast(g, "Armageddon")
    g.expect_zone("Forest", "battlefield")
    assert sum(1 for n in g.zone(0, "battlefield") if n in ("Wastes", "Plains")) == 4


@covers("Mana Matrix")
def test_mana_matrix_makes_instants_cost_2_less(pool):
    g = game(pool, battlefield=[(0, "Mana Matrix")], hand=[(0, "Cancel"), (1, "Grizzly Bears")],
             mana={0: "UU", 1: "1G"}, active=1)
    g.cast("Grizzly Bears")
    g.pass_priority()
    cast(g, "Cancel", target="Grizzly Bears")
    g.expect_zone("Grizzly Bears", "graveyard")


@covers("Mana Matrix")
def test_mana_matrix_does_not_reduce_creature_spells(pool):
    g = game(pool, battlefield=[(0, "Mana Matrix")], hand=[(0, "Hill Giant")], mana={0: "RR"})
    assert targets_offered(g, "Hill Giant") is None  # {3}{R} can't be paid with two mana


# ---------------------------------------------------------------- triggered abilities


@covers("Forced Fruition")
def test_forced_fruition_makes_an_opponent_who_casts_a_spell_draw_seven(pool):
    g = game(pool, battlefield=[(0, "Forced Fruition")], hand=[(1, "Grizzly Bears")], mana={1: "1G"}, active=1)
    cast(g, "Grizzly Bears")
    assert hand_size(g, 1) == 7 and hand_size(g, 0) == 0


@covers("Forced Fruition")
def test_forced_fruition_ignores_your_own_spells(pool):
    g = game(pool, battlefield=[(0, "Forced Fruition")], hand=[(0, "Grizzly Bears")], mana={0: "1G"})
    cast(g, "Grizzly Bears")
    assert hand_size(g, 0) == 0 and hand_size(g, 1) == 0


@covers("Lotus Blossom")
def test_lotus_blossom_gets_petals_in_upkeep_and_sacrifices_for_that_much_mana(pool):
    s = Scenario(cards=pool, offer_mana_abilities=True)
    s.battlefield(0, "Lotus Blossom", counters={"petal": 2})
    g = s.start("upkeep")
    resolve(g, "yes")
    assert g.obj("Lotus Blossom").counters.get("petal") == 3
    tap_for_mana(g, "Lotus Blossom")
    resolve(g, "R")
    assert pool_of(g, 0) == {"R": 3}
    g.expect_zone("Lotus Blossom", "graveyard")


@covers("Sylvan Scavenging")
def test_sylvan_scavenging_puts_a_counter_on_target_creature_at_your_end_step(pool):
    g = game(pool, battlefield=[(0, "Sylvan Scavenging"), (0, "Grizzly Bears")])
    g.pass_until("end")
    resolve(g, "mode 1", "Grizzly Bears")
    g.expect_pt("Grizzly Bears", 3, 3)


@covers("Sylvan Scavenging")
@pytest.mark.parametrize("big,raccoons", [(True, 1), (False, 0)])
def test_sylvan_scavenging_makes_a_raccoon_only_with_a_creature_with_power_4(pool, big, raccoons):
    g = game(pool, battlefield=[(0, "Sylvan Scavenging"), (0, "Craw Wurm" if big else "Hill Giant")])
    g.pass_until("end")
    resolve(g, "mode 2")
    r = tokens(g, 0, "Raccoon")
    assert len(r) == raccoons
    if r:
        assert (r[0].power, r[0].toughness) == (3, 3) and r[0].colors == ["green"]


# ---------------------------------------------------------------- activated abilities


@covers("Centaur Glade")
def test_centaur_glade_creates_a_3_3_green_centaur(pool):
    g = game(pool, battlefield=[(0, "Centaur Glade")], mana={0: "2GG"})
    activate(g, "Centaur Glade")
    t = tokens(g, 0, "Centaur")
    assert len(t) == 1 and (t[0].power, t[0].toughness) == (3, 3) and t[0].colors == ["green"]


@covers("Credit Voucher")
def test_credit_voucher_shuffles_cards_from_hand_into_library_and_draws_that_many(pool):
    g = game(pool, battlefield=[(0, "Credit Voucher")], hand=[(0, "Lightning Bolt"), (0, "Shock"), (0, "Murder")],
             mana={0: "2"})
    activate(g, "Credit Voucher", "Lightning Bolt", "Shock", "done")
    g.expect_zone("Credit Voucher", "graveyard")
    assert hand_size(g, 0) == 3 and library_size(g, 0) == 20
    assert "Murder" in g.zone(0, "hand")


@covers("Druidic Satchel")
@pytest.mark.parametrize("top,check", [
    ("Grizzly Bears", "saproling"), ("Forest", "land"), ("Lightning Bolt", "life"),
])
def test_druidic_satchel_reveals_the_top_card_and_acts_by_its_type(pool, top, check):
    g = game(pool, battlefield=[(0, "Druidic Satchel")], library=[(0, top)], mana={0: "2"})
    activate(g, "Druidic Satchel")
    sap = tokens(g, 0, "Saproling")
    if check == "saproling":
        assert len(sap) == 1 and (sap[0].power, sap[0].toughness) == (1, 1)
        g.expect_life(0, 20)
    elif check == "land":
        assert not sap
        g.expect_zone(top, "battlefield")
    else:
        assert not sap
        g.expect_life(0, 22)
        g.expect_zone(top, "library")


@covers("Elven Fortress")
def test_elven_fortress_gives_a_blocking_creature_plus_0_plus_1(pool):
    g = game(pool, battlefield=[(1, "Goblin Piker"), (0, "Grizzly Bears"), (0, "Elven Fortress")],
             mana={0: "1G"}, active=1)
    g.attack("Goblin Piker")
    g.block("Goblin Piker", "Grizzly Bears")
    g.pass_priority()  # the attacking player passes
    activate(g, "Elven Fortress", target="Grizzly Bears")
    g.expect_pt("Grizzly Bears", 2, 3)
    g.pass_until("combat damage")
    resolve(g)
    g.expect_zone("Grizzly Bears", "battlefield")
    g.expect_zone("Goblin Piker", "graveyard")


@covers("Elven Fortress")
def test_elven_fortress_cannot_target_a_creature_that_is_not_blocking(pool):
    g = game(pool, battlefield=[(0, "Grizzly Bears"), (0, "Elven Fortress")], mana={0: "1G"})
    assert targets_offered(g, "Elven Fortress") is None


@covers("Gruul Keyrune")
def test_gruul_keyrune_becomes_a_3_2_red_green_beast_with_trample(pool):
    g = game(pool, battlefield=[(0, "Gruul Keyrune")], mana={0: "RG"})
    activate(g, "Gruul Keyrune")
    v = g.obj("Gruul Keyrune")
    assert {"Artifact", "Creature"} <= v.types and "Beast" in v.subtypes
    assert (v.power, v.toughness) == (3, 2) and set(v.colors) == {"red", "green"}
    assert "Trample" in v.keywords
    g.pass_until("upkeep", turn=2)
    assert "Creature" not in g.obj("Gruul Keyrune").types


@covers("Gruul Keyrune")
@pytest.mark.parametrize("spell", ["Goblin Piker", "Grizzly Bears"])
def test_gruul_keyrune_taps_for_red_or_green(pool, spell):
    g = game(pool, battlefield=[(0, "Gruul Keyrune"), (0, "Wastes")], hand=[(0, spell)])
    cast(g, spell)
    g.expect_zone(spell, "battlefield")


@covers("Simic Keyrune")
def test_simic_keyrune_becomes_a_2_3_green_blue_crab_with_hexproof(pool):
    g = game(pool, battlefield=[(0, "Simic Keyrune")], mana={0: "GU"})
    activate(g, "Simic Keyrune")
    v = g.obj("Simic Keyrune")
    assert {"Artifact", "Creature"} <= v.types and "Crab" in v.subtypes
    assert (v.power, v.toughness) == (2, 3) and set(v.colors) == {"green", "blue"}
    assert "Hexproof" in v.keywords


@covers("Simic Keyrune")
@pytest.mark.parametrize("spell", ["Grizzly Bears", "Storm Crow"])
def test_simic_keyrune_taps_for_green_or_blue(pool, spell):
    g = game(pool, battlefield=[(0, "Simic Keyrune"), (0, "Wastes")], hand=[(0, spell)])
    cast(g, spell)
    g.expect_zone(spell, "battlefield")


@covers("Tanglebloom")
def test_tanglebloom_gains_1_life(pool):
    g = game(pool, battlefield=[(0, "Tanglebloom")], mana={0: "1"})
    activate(g, "Tanglebloom")
    g.expect_life(0, 21)
    assert g.obj("Tanglebloom").tapped


@covers("Tranquil Grove")
def test_tranquil_grove_destroys_all_other_enchantments(pool):
    g = game(pool, battlefield=[(0, "Tranquil Grove"), (0, "Glorious Anthem"), (1, "Phyrexian Arena")],
             mana={0: "1GG"})
    activate(g, "Tranquil Grove")
    g.expect_zone("Glorious Anthem", "graveyard")
    g.expect_zone("Phyrexian Arena", "graveyard")
    g.expect_zone("Tranquil Grove", "battlefield")


# ---------------------------------------------------------------- lands


@covers("Llanowar Wastes")
def test_llanowar_wastes_colored_mana_deals_1_damage_to_you(pool):
    g = game(pool, battlefield=[(0, "Llanowar Wastes")], offer_mana_abilities=True)
    tap_for_mana(g, "Llanowar Wastes", index=1)
    resolve(g, "B")
    assert pool_of(g, 0) == {"B": 1}
    g.expect_life(0, 19)


@covers("Llanowar Wastes")
def test_llanowar_wastes_colorless_mana_is_painless(pool):
    g = game(pool, battlefield=[(0, "Llanowar Wastes")], offer_mana_abilities=True)
    tap_for_mana(g, "Llanowar Wastes", index=0)
    assert pool_of(g, 0) == {"C": 1}
    g.expect_life(0, 20)


@pytest.mark.parametrize("land", ["Submerged Boneyard", "Windurst, Federation Center", "Spawning Pool"])
def test_tapped_land_enters_the_battlefield_tapped(pool, land):
    g = game(pool, hand=[(0, land)])
    g.play(land)
    assert g.obj(land).tapped


covers("Submerged Boneyard", "Windurst, Federation Center", "Spawning Pool")(
    test_tapped_land_enters_the_battlefield_tapped)


@pytest.mark.parametrize("land,spell", [
    ("Submerged Boneyard", "Merfolk of the Pearl Trident"), ("Submerged Boneyard", "Typhoid Rats"),
    ("Windurst, Federation Center", "Llanowar Elves"), ("Windurst, Federation Center", "Savannah Lions"),
    ("Spawning Pool", "Typhoid Rats"),
])
def test_dual_land_pays_for_each_of_its_colors(pool, land, spell):
    g = game(pool, battlefield=[(0, land)], hand=[(0, spell)])
    cast(g, spell)
    g.expect_zone(spell, "battlefield")


@covers("Spawning Pool")
def test_spawning_pool_becomes_a_1_1_black_skeleton_that_is_still_a_land(pool):
    g = game(pool, battlefield=[(0, "Spawning Pool")], mana={0: "1B"})
    activate(g, "Spawning Pool")
    v = g.obj("Spawning Pool")
    assert {"Land", "Creature"} <= v.types and "Skeleton" in v.subtypes
    assert (v.power, v.toughness) == (1, 1) and v.colors == ["black"]


@covers("Bala Ged Recovery // Bala Ged Sanctuary")
def test_bala_ged_sanctuary_can_be_played_as_a_land_that_enters_tapped(pool):
    """712.4, 305.1: a modal double-faced card may be played as its land back face."""
    g = game(pool, hand=[(0, "Bala Ged Recovery // Bala Ged Sanctuary")])
    assert any(o[0] == "play" for o in g.decision.options)


# ---------------------------------------------------------------- cascade


@covers("Annoyed Altisaur")
def test_annoyed_altisaur_cascades_into_a_cheaper_spell(pool):
    """702.85a: exile until a nonland card with lesser mana value; you may cast it free."""
    g = game(pool, hand=[(0, "Annoyed Altisaur")], library=[(0, "Island"), (0, "Grizzly Bears")],
             mana={0: "5GG"})
    cast(g, "Annoyed Altisaur", "yes")
    g.expect_zone("Grizzly Bears", "battlefield")
    g.expect_zone("Annoyed Altisaur", "battlefield")
    assert {"Reach", "Trample"} <= g.obj("Annoyed Altisaur").keywords
    g.expect_zone("Island", "library")  # exiled, then put on the bottom
