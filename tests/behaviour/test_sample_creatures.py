"""Sample cards (sample_100.txt) that are creatures: cast them, trigger and activate their abilities,
fight with them, and check what happened against their Oracle text."""
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
    library_size,
    resolve,
    targets_offered,
    tokens,
)

# ---------------------------------------------------------------- vanilla and keyword creatures


@pytest.mark.parametrize("name,cost,pt", [
    ("Besotted Knight // Betroth the Beast", "3W", (3, 3)),
    ("Durkwood Boars", "4G", (4, 4)),
    ("Siege Mastodon", "4W", (3, 5)),
])
def test_vanilla_creature_resolves_with_its_printed_power_and_toughness(pool, name, cost, pt):
    g = game(pool, hand=[(0, name)], mana={0: cost})
    cast(g, name)
    g.expect_zone(name, "battlefield")
    g.expect_pt(name, *pt)


covers("Besotted Knight // Betroth the Beast", "Durkwood Boars", "Siege Mastodon")(
    test_vanilla_creature_resolves_with_its_printed_power_and_toughness)


@covers("Akroma, Angel of Wrath")
def test_akroma_attacks_the_turn_it_arrives_without_tapping_and_tramples_over(pool):
    """702.10 haste, 702.20 vigilance, 702.19 trample; 702.7 first strike kills the blocker first."""
    g = game(pool, hand=[(0, "Akroma, Angel of Wrath")], battlefield=[(1, "Giant Spider")], mana={0: "5WWW"})
    cast(g, "Akroma, Angel of Wrath")
    attack_and_deal_damage(g, "Akroma, Angel of Wrath", blocks=[("Akroma, Angel of Wrath", "Giant Spider")],
                           answers=[{"Giant Spider": 4, "Player 2": 2}])
    g.pass_until("end of combat")
    assert not g.obj("Akroma, Angel of Wrath").tapped
    g.expect_zone("Giant Spider", "graveyard")
    g.expect_life(1, 18)  # 6 power, 4 assigned to the 2/4 Spider, 2 trample over
    assert g.obj("Akroma, Angel of Wrath").damage == 0  # the Spider died in the first-strike step


@covers("Akroma, Angel of Wrath")
def test_akroma_has_protection_from_red_and_black(pool):
    """702.16b: can't be the target of red or black spells; 702.16c: nor blocked by black creatures."""
    g = game(pool, battlefield=[(1, "Akroma, Angel of Wrath"), (1, "Grizzly Bears")],
             hand=[(0, "Lightning Bolt"), (0, "Unsummon")], mana={0: "RU"})
    assert "Akroma, Angel of Wrath" not in targets_offered(g, "Lightning Bolt")
    assert "Grizzly Bears" in targets_offered(g, "Lightning Bolt")
    assert "Akroma, Angel of Wrath" in targets_offered(g, "Unsummon")  # blue: no protection


@covers("Dancing Scimitar")
def test_dancing_scimitar_flies_over_a_ground_blocker(pool):
    """702.9b: a creature with flying can't be blocked except by creatures with flying or reach."""
    g = game(pool, battlefield=[(0, "Dancing Scimitar"), (1, "Grizzly Bears")])
    g.attack("Dancing Scimitar")
    with pytest.raises(ScenarioError):
        g.block("Dancing Scimitar", "Grizzly Bears")


@covers("Darksteel Gargoyle")
def test_darksteel_gargoyle_is_indestructible(pool):
    """702.12b: destroy effects don't destroy it."""
    g = game(pool, battlefield=[(1, "Darksteel Gargoyle"), (1, "Grizzly Bears")], hand=[(0, "Wrath of God")],
             mana={0: "2WW"})
    cast(g, "Wrath of God")
    g.expect_zone("Darksteel Gargoyle", "battlefield")
    g.expect_zone("Grizzly Bears", "graveyard")
    assert "Flying" in g.obj("Darksteel Gargoyle").keywords


@covers("Typhoid Rats")
def test_typhoid_rats_deathtouch_kills_a_bigger_attacker(pool):
    """702.2b: any damage from a source with deathtouch is lethal (704.5h)."""
    g = game(pool, battlefield=[(0, "Craw Wurm"), (1, "Typhoid Rats")])
    attack_and_deal_damage(g, "Craw Wurm", blocks=[("Craw Wurm", "Typhoid Rats")])
    g.expect_zone("Craw Wurm", "graveyard")
    g.expect_zone("Typhoid Rats", "graveyard")


@covers("Vernadi Shieldmate")
def test_vernadi_shieldmate_attacks_without_tapping(pool):
    """702.20b: attacking doesn't cause a creature with vigilance to tap."""
    g = game(pool, battlefield=[(0, "Vernadi Shieldmate")])
    attack_and_deal_damage(g, "Vernadi Shieldmate")
    assert not g.obj("Vernadi Shieldmate").tapped
    g.expect_life(1, 18)


@covers("Kitsune Riftwalker")
def test_kitsune_riftwalker_cannot_be_targeted_by_arcane_spells(pool):
    """702.16b: protection from Arcane: it can't be the target of an Arcane spell."""
    g = game(pool, battlefield=[(1, "Kitsune Riftwalker")], hand=[(0, "Glacial Ray"), (0, "Shock")],
             mana={0: "1RR"})
    assert "Kitsune Riftwalker" not in targets_offered(g, "Glacial Ray")
    cast(g, "Shock", target="Kitsune Riftwalker")
    g.expect_zone("Kitsune Riftwalker", "graveyard")


@covers("Kitsune Riftwalker")
def test_kitsune_riftwalker_cannot_be_blocked_by_spirits(pool):
    """702.16c: protection from Spirits: it can't be blocked by Spirits."""
    g = game(pool, battlefield=[(0, "Kitsune Riftwalker"), (1, "Gnarled Mass"), (1, "Grizzly Bears")])
    g.attack("Kitsune Riftwalker")
    with pytest.raises(ScenarioError):
        g.block("Kitsune Riftwalker", "Gnarled Mass")


# ---------------------------------------------------------------- enters-the-battlefield triggers


@covers("Colossal Badger // Dig Deep")
def test_colossal_badger_etb_gains_3_life(pool):
    g = game(pool, hand=[(0, "Colossal Badger // Dig Deep")], mana={0: "5G"})
    cast(g, "Colossal Badger // Dig Deep")
    g.expect_life(0, 23)
    g.expect_pt("Colossal Badger // Dig Deep", 6, 5)


@covers("Barrow Witches")
def test_barrow_witches_etb_returns_target_knight_card_from_graveyard(pool):
    g = game(pool, hand=[(0, "Barrow Witches")], graveyard=[(0, "White Knight"), (0, "Grizzly Bears")],
             mana={0: "4B"})
    cast(g, "Barrow Witches", "White Knight")
    g.expect_zone("White Knight", "hand")
    g.expect_zone("Grizzly Bears", "graveyard")


@covers("Enlightened Ascetic")
def test_enlightened_ascetic_etb_may_destroy_target_enchantment(pool):
    g = game(pool, hand=[(0, "Enlightened Ascetic")], battlefield=[(1, "Glorious Anthem")], mana={0: "1W"})
    cast(g, "Enlightened Ascetic", "Glorious Anthem", "yes")
    g.expect_zone("Glorious Anthem", "graveyard")


@covers("Entourage of Trest")
def test_entourage_of_trest_etb_makes_you_the_monarch(pool):
    """725.1: the monarch; 725.2: the monarch draws a card at the beginning of their end step."""
    g = game(pool, hand=[(0, "Entourage of Trest")], mana={0: "4G"})
    cast(g, "Entourage of Trest")
    assert g.monarch == 0
    g.pass_until("end")
    resolve(g)
    assert hand_size(g, 0) == 1


@covers("Entourage of Trest")
def test_entourage_of_trest_blocks_two_attackers_while_you_are_the_monarch(pool):
    """509.1b: an effect lets it block an additional creature."""
    g = game(pool, battlefield=[(0, "Grizzly Bears"), (0, "Savannah Lions"), (1, "Entourage of Trest")])
    g.state.monarch = 1
    g.attack("Grizzly Bears", "Savannah Lions")
    g.block("Grizzly Bears", "Entourage of Trest", ("Savannah Lions", "Entourage of Trest"))
    g.pass_until("combat damage")
    resolve(g, {"Grizzly Bears": 2, "Savannah Lions": 2})
    g.expect_zone("Grizzly Bears", "graveyard")
    g.expect_zone("Savannah Lions", "graveyard")
    g.expect_life(1, 20)


@covers("Jade Guardian")
def test_jade_guardian_etb_puts_a_counter_on_target_merfolk_you_control(pool):
    g = game(pool, hand=[(0, "Jade Guardian")], battlefield=[(0, "Merfolk of the Pearl Trident")], mana={0: "3G"})
    cast(g, "Jade Guardian", "Merfolk of the Pearl Trident")
    g.expect_pt("Merfolk of the Pearl Trident", 2, 2)
    assert "Hexproof" in g.obj("Jade Guardian").keywords


@covers("Karrthus, Tyrant of Jund")
def test_karrthus_etb_gains_control_of_all_dragons_and_untaps_them(pool):
    g = game(pool, hand=[(0, "Karrthus, Tyrant of Jund")], tapped=[(1, "Shivan Dragon")], mana={0: "4BRG"})
    cast(g, "Karrthus, Tyrant of Jund")
    v = g.obj("Shivan Dragon")
    assert v.controller == 0 and not v.tapped
    assert "Haste" in v.keywords  # other Dragon creatures you control have haste


@covers("Oil-Gorger Troll")
@pytest.mark.parametrize("oil,drawn", [(False, 0), (True, 1)])
def test_oil_gorger_troll_etb_gains_3_and_draws_only_with_an_oil_counter(pool, oil, drawn):
    from manastack.testing import Scenario

    from .helpers import add_mana_sources

    s = Scenario(cards=pool)
    s.hand(0, "Oil-Gorger Troll")
    add_mana_sources(s, 0, "3GG")
    if oil:
        s.battlefield(0, "Sol Ring", counters={"oil": 1})
    g = s.start()
    cast(g, "Oil-Gorger Troll")
    g.expect_life(0, 23)
    assert hand_size(g, 0) == drawn


@covers("Okoye, Dora Milaje Leader")
def test_okoye_etb_creates_two_soldiers_that_have_first_strike_when_attacking(pool):
    g = game(pool, hand=[(0, "Okoye, Dora Milaje Leader")], mana={0: "3W"})
    cast(g, "Okoye, Dora Milaje Leader")
    soldiers = tokens(g, 0, "Soldier")
    assert len(soldiers) == 2 and all((v.power, v.toughness) == (1, 1) for v in soldiers)
    assert "First Strike" not in soldiers[0].keywords
    g.pass_until("main1", turn=3)  # no longer summoning sick (302.6)
    g.attack(soldiers[0].id)
    assert "First Strike" in g.obj(soldiers[0].id).keywords
    assert "First Strike" not in g.obj(soldiers[1].id).keywords


@covers("Rathi Fiend")
def test_rathi_fiend_etb_each_player_loses_3_life(pool):
    g = game(pool, hand=[(0, "Rathi Fiend")], mana={0: "3B"})
    cast(g, "Rathi Fiend")
    g.expect_life(0, 17)
    g.expect_life(1, 17)


@covers("Rathi Fiend")
def test_rathi_fiend_searches_for_a_mercenary_with_mana_value_3_or_less(pool):
    """701.23: search, put onto the battlefield, shuffle."""
    g = game(pool, battlefield=[(0, "Rathi Fiend")], library=[(0, "Mercenary Knight")], mana={0: "3"})
    activate(g, "Rathi Fiend", "Mercenary Knight")
    g.expect_zone("Mercenary Knight", "battlefield")
    assert g.obj("Rathi Fiend").tapped


@covers("Scampering Scorcher")
def test_scampering_scorcher_makes_two_elementals_that_can_attack_at_once(pool):
    g = game(pool, hand=[(0, "Scampering Scorcher")], mana={0: "3R"})
    cast(g, "Scampering Scorcher")
    els = tokens(g, 0, "Elemental")
    assert len(els) == 2 and all(v.colors == ["red"] and (v.power, v.toughness) == (1, 1) for v in els)
    attack_and_deal_damage(g, "Scampering Scorcher", els[0].id, els[1].id)
    g.expect_life(1, 17)


@covers("Subjugator Angel")
def test_subjugator_angel_etb_taps_all_creatures_opponents_control(pool):
    g = game(pool, hand=[(0, "Subjugator Angel")], battlefield=[(1, "Grizzly Bears"), (1, "Serra Angel"),
                                                               (0, "Savannah Lions")], mana={0: "4WW"})
    cast(g, "Subjugator Angel")
    assert g.obj("Grizzly Bears").tapped and g.obj("Serra Angel").tapped
    assert not g.obj("Savannah Lions").tapped


@covers("Wall of Blossoms")
def test_wall_of_blossoms_etb_draws_a_card_and_cannot_attack(pool):
    g = game(pool, hand=[(0, "Wall of Blossoms")], mana={0: "1G"})
    cast(g, "Wall of Blossoms")
    assert hand_size(g, 0) == 1 and library_size(g, 0) == 19
    g.pass_until("declare attackers")
    assert not any(o[0] == "attack" for o in g.decision.options)


@covers("Vigorspore Wurm")
def test_vigorspore_wurm_etb_pumps_by_creature_cards_in_graveyard_and_grants_vigilance(pool):
    g = game(pool, hand=[(0, "Vigorspore Wurm")], battlefield=[(0, "Grizzly Bears")],
             graveyard=[(0, "Hill Giant"), (0, "Savannah Lions"), (0, "Lightning Bolt")], mana={0: "5G"})
    cast(g, "Vigorspore Wurm", "Grizzly Bears")
    g.expect_pt("Grizzly Bears", 4, 4)
    assert "Vigilance" in g.obj("Grizzly Bears").keywords


@covers("Vigorspore Wurm")
def test_vigorspore_wurm_cannot_be_blocked_by_more_than_one_creature(pool):
    g = game(pool, battlefield=[(0, "Vigorspore Wurm"), (1, "Grizzly Bears"), (1, "Savannah Lions")])
    g.attack("Vigorspore Wurm")
    with pytest.raises(ScenarioError):
        g.block("Vigorspore Wurm", ["Grizzly Bears", "Savannah Lions"])


@covers("Noggle Robber")
def test_noggle_robber_makes_a_treasure_when_it_enters_and_when_it_dies(pool):
    g = game(pool, hand=[(0, "Noggle Robber"), (0, "Murder")], mana={0: "1RR1BB"})
    cast(g, "Noggle Robber")
    assert len(tokens(g, 0, "Treasure")) == 1
    cast(g, "Murder", target="Noggle Robber")
    assert len(tokens(g, 0, "Treasure")) == 2


@covers("Hag Hedge-Mage")
def test_hag_hedge_mage_with_two_swamps_makes_target_player_discard(pool):
    g = game(pool, hand=[(0, "Hag Hedge-Mage"), (1, "Lightning Bolt")], mana={0: "2B"},
             battlefield=[(0, "Swamp")])
    cast(g, "Hag Hedge-Mage", "Player 2", "yes")
    g.expect_zone("Lightning Bolt", "graveyard")


@covers("Hag Hedge-Mage")
def test_hag_hedge_mage_with_two_forests_puts_a_graveyard_card_on_top_of_library(pool):
    g = game(pool, hand=[(0, "Hag Hedge-Mage")], graveyard=[(0, "Lightning Bolt")], mana={0: "2G"},
             battlefield=[(0, "Forest")])
    cast(g, "Hag Hedge-Mage", "Lightning Bolt", "yes")
    g.expect_zone("Lightning Bolt", "library")
    assert g.state.objects[g.state.library[0][-1]].card == "Lightning Bolt"


@covers("Hag Hedge-Mage")
def test_hag_hedge_mage_with_one_swamp_does_nothing(pool):
    """603.4: the intervening "if" is false, so the ability doesn't trigger."""
    g = game(pool, hand=[(0, "Hag Hedge-Mage"), (1, "Lightning Bolt")], mana={0: "2B"})
    cast(g, "Hag Hedge-Mage")
    g.expect_zone("Lightning Bolt", "hand")


@covers("Nikko-Onna")
def test_nikko_onna_etb_destroys_target_enchantment(pool):
    g = game(pool, hand=[(0, "Nikko-Onna")], battlefield=[(1, "Glorious Anthem")], mana={0: "2W"})
    cast(g, "Nikko-Onna", "Glorious Anthem")
    g.expect_zone("Glorious Anthem", "graveyard")


@covers("Nikko-Onna")
def test_nikko_onna_returns_to_hand_when_you_cast_an_arcane_spell(pool):
    g = game(pool, battlefield=[(0, "Nikko-Onna")], hand=[(0, "Glacial Ray")], mana={0: "1R"})
    cast(g, "Glacial Ray", "yes", target="Player 2")
    g.expect_zone("Nikko-Onna", "hand")
    g.expect_life(1, 18)


# ---------------------------------------------------------------- dies and other triggers


@covers("A-Skemfar Avenger")
def test_skemfar_avenger_draws_and_loses_life_when_another_elf_you_control_dies(pool):
    g = game(pool, battlefield=[(0, "A-Skemfar Avenger"), (0, "Llanowar Elves"), (0, "Grizzly Bears")],
             hand=[(0, "Lightning Bolt"), (0, "Shock")], mana={0: "RR"})
    cast(g, "Lightning Bolt", target="Llanowar Elves")
    assert hand_size(g, 0) == 2  # Shock and the card drawn
    g.expect_life(0, 19)
    cast(g, "Shock", target="Grizzly Bears")  # not an Elf or Berserker
    assert hand_size(g, 0) == 1
    g.expect_life(0, 19)


@covers("Deathgreeter")
def test_deathgreeter_may_gain_1_life_when_another_creature_dies(pool):
    g = game(pool, battlefield=[(0, "Deathgreeter"), (1, "Grizzly Bears")], hand=[(0, "Lightning Bolt")],
             mana={0: "R"})
    cast(g, "Lightning Bolt", "yes", target="Grizzly Bears")
    g.expect_life(0, 21)


@covers("Footlight Fiend")
def test_footlight_fiend_deals_1_damage_to_any_target_when_it_dies(pool):
    g = game(pool, battlefield=[(0, "Footlight Fiend")], hand=[(0, "Shock")], mana={0: "R"})
    cast(g, "Shock", "Player 2", target="Footlight Fiend")
    g.expect_zone("Footlight Fiend", "graveyard")
    g.expect_life(1, 19)


@covers("Gimli, Counter of Kills")
def test_gimli_deals_1_damage_to_the_controller_of_an_opponents_creature_that_dies(pool):
    g = game(pool, battlefield=[(0, "Gimli, Counter of Kills"), (1, "Grizzly Bears"), (0, "Savannah Lions")],
             hand=[(0, "Lightning Bolt"), (0, "Shock")], mana={0: "RR"})
    cast(g, "Lightning Bolt", target="Grizzly Bears")
    g.expect_life(1, 19)
    cast(g, "Shock", target="Savannah Lions")  # your own creature: no trigger
    g.expect_life(0, 20)
    g.expect_life(1, 19)


@covers("Harvester of Souls")
def test_harvester_of_souls_may_draw_when_another_nontoken_creature_dies(pool):
    g = game(pool, battlefield=[(0, "Harvester of Souls"), (1, "Grizzly Bears")], hand=[(0, "Lightning Bolt")],
             mana={0: "R"})
    cast(g, "Lightning Bolt", "yes", target="Grizzly Bears")
    assert hand_size(g, 0) == 1


@covers("Mockingbird, Bobbi Morse")
def test_mockingbird_gets_a_counter_when_dealt_damage_and_survives(pool):
    g = game(pool, battlefield=[(1, "Mockingbird, Bobbi Morse")], hand=[(0, "Shock")], mana={0: "R"})
    cast(g, "Shock", target="Mockingbird, Bobbi Morse")
    v = g.obj("Mockingbird, Bobbi Morse")
    assert v.counters.get("+1/+1") == 1 and (v.power, v.toughness) == (4, 4)


@covers("Wirewood Savage")
def test_wirewood_savage_may_draw_when_a_beast_enters(pool):
    g = game(pool, battlefield=[(0, "Wirewood Savage")], hand=[(1, "Krosan Tusker")], mana={1: "5GG"}, active=1)
    cast(g, "Krosan Tusker", "yes")
    assert hand_size(g, 0) == 1


@covers("Nettletooth Djinn")
def test_nettletooth_djinn_deals_1_damage_to_you_at_your_upkeep(pool):
    g = game(pool, battlefield=[(0, "Nettletooth Djinn")], step="upkeep")
    resolve(g)
    g.expect_life(0, 19)


@covers("Spider Manifestation")
def test_spider_manifestation_untaps_when_you_cast_a_spell_with_mana_value_4_or_more(pool):
    g = game(pool, tapped=[(0, "Spider Manifestation")], hand=[(0, "Hill Giant")], mana={0: "3R"})
    cast(g, "Hill Giant")
    assert not g.obj("Spider Manifestation").tapped


@covers("Spider Manifestation")
@pytest.mark.parametrize("spell", ["Grizzly Bears", "Goblin Piker"])
def test_spider_manifestation_taps_for_red_or_green(pool, spell):
    """Its mana pays the colored part of {1}{G} and of {1}{R} (with a Wastes for the {1})."""
    g = game(pool, battlefield=[(0, "Spider Manifestation"), (0, "Wastes")], hand=[(0, spell)])
    cast(g, spell)
    g.expect_zone(spell, "battlefield")


@covers("Djinn of the Fountain")
def test_djinn_of_the_fountain_gets_plus_1_when_you_cast_an_instant(pool):
    g = game(pool, battlefield=[(0, "Djinn of the Fountain")], hand=[(0, "Shock")], mana={0: "R"})
    cast(g, "Shock", "mode 1", target="Player 2")
    g.expect_pt("Djinn of the Fountain", 5, 5)
    g.expect_life(1, 18)


@covers("Djinn of the Fountain")
def test_djinn_of_the_fountain_can_blink_itself_until_the_next_end_step(pool):
    g = game(pool, battlefield=[(0, "Djinn of the Fountain")], hand=[(0, "Shock")], mana={0: "R"})
    cast(g, "Shock", "mode 2", target="Player 2")
    g.expect_zone("Djinn of the Fountain", "exile")
    g.pass_until("end")
    resolve(g)
    g.expect_zone("Djinn of the Fountain", "battlefield")


# ---------------------------------------------------------------- attack and combat damage triggers


@covers("Blazing Specter")
def test_blazing_specter_makes_the_damaged_player_discard(pool):
    g = game(pool, hand=[(0, "Blazing Specter"), (1, "Lightning Bolt")], mana={0: "2BR"})
    cast(g, "Blazing Specter")
    attack_and_deal_damage(g, "Blazing Specter")  # haste
    g.expect_life(1, 18)
    g.expect_zone("Lightning Bolt", "graveyard")


@covers("Seasoned Marshal")
def test_seasoned_marshal_may_tap_target_creature_when_it_attacks(pool):
    g = game(pool, battlefield=[(0, "Seasoned Marshal"), (1, "Serra Angel")])
    g.attack("Seasoned Marshal")
    resolve(g, "Serra Angel", "yes")
    assert g.obj("Serra Angel").tapped


@covers("Sibilant Spirit")
def test_sibilant_spirit_lets_the_defending_player_draw_when_it_attacks(pool):
    g = game(pool, battlefield=[(0, "Sibilant Spirit")])
    g.attack("Sibilant Spirit")
    resolve(g, "yes")
    assert hand_size(g, 1) == 1 and hand_size(g, 0) == 0


@covers("Westgate Regent")
def test_westgate_regent_gets_counters_equal_to_combat_damage_dealt_to_a_player(pool):
    g = game(pool, battlefield=[(0, "Westgate Regent")])
    attack_and_deal_damage(g, "Westgate Regent")
    g.expect_life(1, 16)
    assert g.obj("Westgate Regent").counters.get("+1/+1") == 4


@covers("Westgate Regent")
def test_westgate_regent_ward_counters_a_spell_unless_its_controller_discards(pool):
    """702.21a: ward — counter the spell unless its controller pays the cost (here, discarding a card)."""
    g = game(pool, battlefield=[(0, "Westgate Regent")], hand=[(1, "Murder")], mana={1: "1BB"}, active=1)
    cast(g, "Murder", target="Westgate Regent")
    g.expect_zone("Westgate Regent", "battlefield")
    g.expect_zone("Murder", "graveyard")


# ---------------------------------------------------------------- activated abilities


@covers("Aetherling")
def test_aetherling_exiles_itself_and_returns_at_the_next_end_step(pool):
    g = game(pool, battlefield=[(0, "Aetherling")], mana={0: "U"})
    activate(g, "Aetherling", index=0)
    g.expect_zone("Aetherling", "exile")
    g.pass_until("end")
    resolve(g)
    g.expect_zone("Aetherling", "battlefield")


@covers("Aetherling")
def test_aetherling_pumps_and_becomes_unblockable(pool):
    g = game(pool, battlefield=[(0, "Aetherling"), (1, "Serra Angel")], mana={0: "U11"})
    activate(g, "Aetherling", index=1)
    activate(g, "Aetherling", index=2)
    activate(g, "Aetherling", index=2)
    g.expect_pt("Aetherling", 6, 3)
    g.attack("Aetherling")
    with pytest.raises(ScenarioError):
        g.block("Aetherling", "Serra Angel")


@covers("Aetherling")
def test_aetherling_minus_one_plus_one(pool):
    g = game(pool, battlefield=[(0, "Aetherling")], mana={0: "1"})
    activate(g, "Aetherling", index=3)
    g.expect_pt("Aetherling", 3, 6)


@covers("Benevolent Ancestor")
def test_benevolent_ancestor_prevents_the_next_1_damage_to_any_target(pool):
    """615.7: a prevention shield for the next 1 damage."""
    g = game(pool, battlefield=[(0, "Benevolent Ancestor")], hand=[(1, "Lightning Bolt")], mana={1: "R"})
    activate(g, "Benevolent Ancestor", target="Player 1")
    g.pass_until("end")
    g.pass_priority()  # to player 2
    cast(g, "Lightning Bolt", target="Player 1")
    g.expect_life(0, 18)


@covers("Cliffside Lookout")
def test_cliffside_lookout_pumps_creatures_you_control(pool):
    g = game(pool, battlefield=[(0, "Cliffside Lookout"), (0, "Grizzly Bears"), (1, "Savannah Lions")],
             mana={0: "4W"})
    activate(g, "Cliffside Lookout")
    g.expect_pt("Cliffside Lookout", 2, 2)
    g.expect_pt("Grizzly Bears", 3, 3)
    g.expect_pt("Savannah Lions", 2, 1)


@covers("Devkarin Dissident")
def test_devkarin_dissident_gets_plus_2_plus_2(pool):
    g = game(pool, battlefield=[(0, "Devkarin Dissident")], mana={0: "4G"})
    activate(g, "Devkarin Dissident")
    g.expect_pt("Devkarin Dissident", 4, 4)
    g.pass_until("cleanup")
    g.pass_until("upkeep")
    g.expect_pt("Devkarin Dissident", 2, 2)


@covers("Goblin Replica")
def test_goblin_replica_sacrifices_itself_to_destroy_target_artifact(pool):
    g = game(pool, battlefield=[(0, "Goblin Replica"), (1, "Sol Ring")], mana={0: "3R"})
    activate(g, "Goblin Replica", target="Sol Ring")
    g.expect_zone("Sol Ring", "graveyard")
    g.expect_zone("Goblin Replica", "graveyard")


@covers("Graveyard Marshal")
def test_graveyard_marshal_exiles_a_creature_card_to_make_a_tapped_zombie(pool):
    g = game(pool, battlefield=[(0, "Graveyard Marshal")], graveyard=[(0, "Grizzly Bears")], mana={0: "2B"})
    activate(g, "Graveyard Marshal", "Grizzly Bears")
    g.expect_zone("Grizzly Bears", "exile")
    z = tokens(g, 0, "Zombie")
    assert len(z) == 1 and z[0].tapped and (z[0].power, z[0].toughness) == (2, 2) and z[0].colors == ["black"]


@covers("Greenside Watcher")
def test_greenside_watcher_untaps_target_gate(pool):
    g = game(pool, battlefield=[(0, "Greenside Watcher")], tapped=[(0, "Azorius Guildgate")])
    activate(g, "Greenside Watcher", target="Azorius Guildgate")
    assert not g.obj("Azorius Guildgate").tapped


@covers("Ruthless Knave")
def test_ruthless_knave_sacrifices_a_creature_for_two_treasures(pool):
    g = game(pool, battlefield=[(0, "Ruthless Knave"), (0, "Grizzly Bears")], mana={0: "2B"})
    activate(g, "Ruthless Knave", "Grizzly Bears", index=0)
    g.expect_zone("Grizzly Bears", "graveyard")
    assert len(tokens(g, 0, "Treasure")) == 2


@covers("Ruthless Knave")
def test_ruthless_knave_sacrifices_three_treasures_to_draw(pool):
    g = game(pool, battlefield=[(0, "Ruthless Knave")], hand=[(0, "Strike It Rich")] * 4, mana={0: "RRRR"})
    for _ in range(4):
        cast(g, "Strike It Rich")
    assert len(tokens(g, 0, "Treasure")) == 4
    activate(g, "Ruthless Knave", "first", "first", "first", index=1)
    assert len(tokens(g, 0, "Treasure")) == 1
    assert hand_size(g, 0) == 1


@covers("Thaumatog")
def test_thaumatog_sacrifices_lands_and_enchantments_to_grow(pool):
    g = game(pool, battlefield=[(0, "Thaumatog"), (0, "Forest"), (0, "Glorious Anthem")])
    activate(g, "Thaumatog", "Forest", index=0)
    g.expect_pt("Thaumatog", 3, 4)  # 1/2, +1/+1 from the Anthem, +1/+1
    activate(g, "Thaumatog", "Glorious Anthem", index=1)
    g.expect_pt("Thaumatog", 3, 4)  # the Anthem is gone, +2/+2 remains
    g.expect_zone("Forest", "graveyard")
    g.expect_zone("Glorious Anthem", "graveyard")


@covers("Turtle-Duck")
def test_turtle_duck_has_base_power_4_and_trample(pool):
    g = game(pool, battlefield=[(0, "Turtle-Duck")], mana={0: "3"})
    activate(g, "Turtle-Duck")
    g.expect_pt("Turtle-Duck", 4, 4)
    assert "Trample" in g.obj("Turtle-Duck").keywords


@covers("Turtle-Duck")
def test_turtle_duck_pumped_deals_4_combat_damage(pool):
    g = game(pool, battlefield=[(0, "Turtle-Duck")], mana={0: "3"})
    activate(g, "Turtle-Duck")
    attack_and_deal_damage(g, "Turtle-Duck")
    g.expect_life(1, 16)


# ---------------------------------------------------------------- mana creatures


@covers("Deathbloom Ritualist")
def test_deathbloom_ritualist_adds_mana_equal_to_creature_cards_in_graveyard(pool):
    from .helpers import pool_of, tap_for_mana

    g = game(pool, battlefield=[(0, "Deathbloom Ritualist")],
             graveyard=[(0, "Grizzly Bears"), (0, "Hill Giant"), (0, "Savannah Lions"), (0, "Shock")],
             offer_mana_abilities=True)
    tap_for_mana(g, "Deathbloom Ritualist")
    resolve(g, "B")
    assert pool_of(g, 0) == {"B": 3}


@covers("Harabaz Druid")
def test_harabaz_druid_adds_mana_equal_to_allies_you_control(pool):
    from .helpers import pool_of, tap_for_mana

    g = game(pool, battlefield=[(0, "Harabaz Druid"), (0, "Cliffside Lookout")], offer_mana_abilities=True)
    tap_for_mana(g, "Harabaz Druid")
    resolve(g, "G")
    assert pool_of(g, 0) == {"G": 2}


@covers("Sylvan Caryatid")
@pytest.mark.parametrize("spell", ["Storm Crow", "Savannah Lions", "Scathe Zombies"])
def test_sylvan_caryatid_taps_for_any_color(pool, spell):
    g = game(pool, battlefield=[(0, "Sylvan Caryatid"), (0, "Wastes"), (0, "Wastes")], hand=[(0, spell)])
    cast(g, spell)
    g.expect_zone(spell, "battlefield")


@covers("Sylvan Caryatid")
def test_sylvan_caryatid_has_hexproof(pool):
    """702.11b: hexproof."""
    g = game(pool, battlefield=[(1, "Sylvan Caryatid"), (1, "Grizzly Bears")], hand=[(0, "Shock")], mana={0: "R"})
    assert targets_offered(g, "Shock") == {"Grizzly Bears", "Player 1", "Player 2"}


# ---------------------------------------------------------------- static abilities


@covers("Deathbringer Liege")
def test_deathbringer_liege_pumps_other_white_and_black_creatures(pool):
    g = game(pool, battlefield=[(0, "Deathbringer Liege"), (0, "Savannah Lions"), (0, "Scathe Zombies"),
                                (0, "Grizzly Bears"), (0, "Zealous Inquisitor")])
    g.expect_pt("Savannah Lions", 3, 2)
    g.expect_pt("Scathe Zombies", 3, 3)
    g.expect_pt("Grizzly Bears", 2, 2)
    g.expect_pt("Deathbringer Liege", 3, 4)


@covers("Deathbringer Liege")
def test_deathbringer_liege_may_tap_target_creature_when_you_cast_a_white_spell(pool):
    g = game(pool, battlefield=[(0, "Deathbringer Liege"), (1, "Serra Angel")],
             hand=[(0, "Savannah Lions")], mana={0: "W"})
    cast(g, "Savannah Lions", "Serra Angel", "yes")
    assert g.obj("Serra Angel").tapped


@covers("Deathbringer Liege")
def test_deathbringer_liege_may_destroy_target_tapped_creature_when_you_cast_a_black_spell(pool):
    g = game(pool, battlefield=[(0, "Deathbringer Liege")], tapped=[(1, "Serra Angel")],
             hand=[(0, "Scathe Zombies")], mana={0: "2B"})
    cast(g, "Scathe Zombies", "Serra Angel", "yes")
    g.expect_zone("Serra Angel", "graveyard")


@covers("Kobold Overlord")
def test_kobold_overlord_gives_other_kobolds_first_strike(pool):
    g = game(pool, battlefield=[(0, "Kobold Overlord"), (0, "Kobolds of Kher Keep"), (0, "Grizzly Bears")])
    assert "First Strike" in g.obj("Kobold Overlord").keywords
    assert "First Strike" in g.obj("Kobolds of Kher Keep").keywords
    assert "First Strike" not in g.obj("Grizzly Bears").keywords


@covers("Vortex Runner")
@pytest.mark.parametrize("lands,pt,unblockable", [(7, (2, 3), False), (8, (3, 3), True)])
def test_vortex_runner_with_eight_lands_gets_plus_1_and_cant_be_blocked(pool, lands, pt, unblockable):
    from manastack.testing import Scenario

    s = Scenario(cards=pool)
    s.battlefield(0, "Vortex Runner")
    s.battlefield(1, "Grizzly Bears")
    s.lands(0, "Island", lands)
    g = s.start()
    g.expect_pt("Vortex Runner", *pt)
    g.attack("Vortex Runner")
    if unblockable:
        with pytest.raises(ScenarioError):
            g.block("Vortex Runner", "Grizzly Bears")
    else:
        g.block("Vortex Runner", "Grizzly Bears")
        assert g.decision.kind == "priority"
