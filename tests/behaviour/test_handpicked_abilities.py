"""Hand-picked supported cards with activated abilities: {T} abilities, sacrifice costs, mana costs,
mana abilities and planeswalker loyalty abilities."""
from __future__ import annotations

import pytest

from manastack.testing import Scenario

from .helpers import (
    activate,
    cast,
    covers,
    game,
    hand_size,
    pool_of,
    resolve,
    tap_for_mana,
    targets_offered,
    tokens,
)

# ---------------------------------------------------------------- {T} abilities


@covers("Prodigal Sorcerer")
def test_prodigal_sorcerer_pings_any_target(pool):
    g = game(pool, battlefield=[(0, "Prodigal Sorcerer")])
    activate(g, "Prodigal Sorcerer", target="Player 2")
    g.expect_life(1, 19)
    assert g.obj("Prodigal Sorcerer").tapped


@covers("Prodigal Sorcerer")
def test_prodigal_sorcerer_cannot_tap_while_summoning_sick(pool):
    """302.6: a creature's {T} ability can't be activated unless it's been under your control since
    your most recent turn began."""
    s = Scenario(cards=pool)
    s.battlefield(0, "Prodigal Sorcerer", sick=True)
    g = s.start()
    assert not any(o[0] == "activate" for o in g.decision.options)


@covers("Royal Assassin")
def test_royal_assassin_destroys_target_tapped_creature_only(pool):
    g = game(pool, battlefield=[(0, "Royal Assassin"), (1, "Serra Angel")], tapped=[(1, "Grizzly Bears")])
    assert targets_offered(g, "Royal Assassin") == {"Grizzly Bears"}
    activate(g, "Royal Assassin", target="Grizzly Bears")
    g.expect_zone("Grizzly Bears", "graveyard")


@covers("Merfolk Looter")
def test_merfolk_looter_draws_then_discards(pool):
    g = game(pool, battlefield=[(0, "Merfolk Looter")], hand=[(0, "Lightning Bolt")], library=[(0, "Shock")])
    activate(g, "Merfolk Looter", "Lightning Bolt")
    assert g.zone(0, "hand") == ["Shock"]
    g.expect_zone("Lightning Bolt", "graveyard")


@covers("Grim Lavamancer")
def test_grim_lavamancer_exiles_two_graveyard_cards_to_deal_2(pool):
    g = game(pool, battlefield=[(0, "Grim Lavamancer")], graveyard=[(0, "Shock"), (0, "Grizzly Bears")],
             mana={0: "R"})
    activate(g, "Grim Lavamancer", "Shock", "Grizzly Bears", target="Player 2")
    g.expect_life(1, 18)
    g.expect_zone("Shock", "exile")
    g.expect_zone("Grizzly Bears", "exile")


# ---------------------------------------------------------------- sacrifice costs


@covers("Mogg Fanatic")
def test_mogg_fanatic_sacrifices_itself_to_deal_1(pool):
    g = game(pool, battlefield=[(0, "Mogg Fanatic"), (1, "Llanowar Elves")])
    activate(g, "Mogg Fanatic", target="Llanowar Elves")
    g.expect_zone("Mogg Fanatic", "graveyard")
    g.expect_zone("Llanowar Elves", "graveyard")


@covers("Seal of Fire")
def test_seal_of_fire_sacrifices_itself_to_deal_2(pool):
    g = game(pool, battlefield=[(0, "Seal of Fire")])
    activate(g, "Seal of Fire", target="Player 2")
    g.expect_zone("Seal of Fire", "graveyard")
    g.expect_life(1, 18)


@covers("Goblin Bombardment")
def test_goblin_bombardment_sacrifices_a_creature_to_deal_1(pool):
    g = game(pool, battlefield=[(0, "Goblin Bombardment"), (0, "Grizzly Bears"), (0, "Savannah Lions")])
    activate(g, "Goblin Bombardment", "Grizzly Bears", target="Player 2")
    activate(g, "Goblin Bombardment", "Savannah Lions", target="Player 2")
    g.expect_life(1, 18)
    g.expect_zone("Grizzly Bears", "graveyard")
    assert targets_offered(g, "Goblin Bombardment") is None  # no creature left to sacrifice


@covers("Kami of Ancient Law")
def test_kami_of_ancient_law_sacrifices_itself_to_destroy_an_enchantment(pool):
    g = game(pool, battlefield=[(0, "Kami of Ancient Law"), (1, "Phyrexian Arena")])
    activate(g, "Kami of Ancient Law", target="Phyrexian Arena")
    g.expect_zone("Phyrexian Arena", "graveyard")
    g.expect_zone("Kami of Ancient Law", "graveyard")


@covers("Cathar Commando")
def test_cathar_commando_has_flash_and_sacrifices_to_destroy_an_artifact(pool):
    g = game(pool, hand=[(0, "Cathar Commando"), (1, "Grizzly Bears")], battlefield=[(1, "Sol Ring")],
             mana={0: "1W1", 1: "1G"}, active=1)
    g.cast("Grizzly Bears")
    g.pass_priority()
    cast(g, "Cathar Commando")  # flash: cast on the opponent's turn with their spell on the stack
    g.expect_zone("Cathar Commando", "battlefield")
    g.pass_until("end")
    g.pass_priority()
    activate(g, "Cathar Commando", target="Sol Ring")
    g.expect_zone("Sol Ring", "graveyard")


@covers("Sakura-Tribe Elder")
def test_sakura_tribe_elder_sacrifices_to_fetch_a_tapped_basic_land(pool):
    g = game(pool, battlefield=[(0, "Sakura-Tribe Elder")], library=[(0, "Plains"), (0, "Island")])
    activate(g, "Sakura-Tribe Elder", "Island")
    g.expect_zone("Sakura-Tribe Elder", "graveyard")
    g.expect_zone("Island", "battlefield")
    assert g.obj("Island").tapped


@covers("Nantuko Husk")
def test_nantuko_husk_sacrifices_creatures_to_grow(pool):
    g = game(pool, battlefield=[(0, "Nantuko Husk"), (0, "Grizzly Bears"), (0, "Savannah Lions")])
    activate(g, "Nantuko Husk", "Grizzly Bears")
    activate(g, "Nantuko Husk", "Savannah Lions")
    g.expect_pt("Nantuko Husk", 6, 6)


@covers("Carrion Feeder")
def test_carrion_feeder_grows_with_counters_and_cannot_block(pool):
    g = game(pool, battlefield=[(0, "Carrion Feeder"), (0, "Grizzly Bears"), (1, "Savannah Lions")])
    activate(g, "Carrion Feeder", "Grizzly Bears")
    g.expect_pt("Carrion Feeder", 2, 2)
    assert g.obj("Carrion Feeder").counters.get("+1/+1") == 1
    g.pass_until("end")
    g.pass_until("declare attackers", turn=2)
    g.attack("Savannah Lions")
    from manastack.core.errors import ScenarioError

    with pytest.raises(ScenarioError):
        g.block("Savannah Lions", "Carrion Feeder")


@covers("Fume Spitter")
def test_fume_spitter_puts_a_minus_1_counter_on_target_creature(pool):
    g = game(pool, battlefield=[(0, "Fume Spitter"), (1, "Llanowar Elves")])
    activate(g, "Fume Spitter", target="Llanowar Elves")
    g.expect_zone("Llanowar Elves", "graveyard")
    g.expect_zone("Fume Spitter", "graveyard")


# ---------------------------------------------------------------- mana in the cost


@covers("Shivan Dragon")
def test_shivan_dragon_firebreathing(pool):
    g = game(pool, battlefield=[(0, "Shivan Dragon")], mana={0: "RRR"})
    for _ in range(3):
        activate(g, "Shivan Dragon")
    g.expect_pt("Shivan Dragon", 8, 5)


@covers("Cudgel Troll")
def test_cudgel_troll_regenerates_from_lethal_damage(pool):
    """701.19c: the regeneration shield removes the damage, taps it and keeps it on the battlefield."""
    g = game(pool, battlefield=[(0, "Cudgel Troll")], hand=[(0, "Lightning Bolt")], mana={0: "GR"})
    activate(g, "Cudgel Troll")
    cast(g, "Lightning Bolt", target="Cudgel Troll")
    g.expect_zone("Cudgel Troll", "battlefield")
    v = g.obj("Cudgel Troll")
    assert v.damage == 0 and v.tapped


# ---------------------------------------------------------------- mana abilities


@covers("Llanowar Elves")
def test_llanowar_elves_taps_for_green(pool):
    g = game(pool, battlefield=[(0, "Llanowar Elves")], offer_mana_abilities=True)
    tap_for_mana(g, "Llanowar Elves")
    assert pool_of(g, 0) == {"G": 1}


@covers("Sol Ring")
def test_sol_ring_pays_for_a_three_mana_spell_with_one_land(pool):
    g = game(pool, battlefield=[(0, "Sol Ring"), (0, "Forest")], hand=[(0, "Centaur Courser")])
    cast(g, "Centaur Courser")
    g.expect_zone("Centaur Courser", "battlefield")


@covers("Birds of Paradise")
@pytest.mark.parametrize("spell", ["Savannah Lions", "Merfolk of the Pearl Trident", "Typhoid Rats",
                                   "Raging Goblin", "Llanowar Elves"])
def test_birds_of_paradise_taps_for_any_color(pool, spell):
    g = game(pool, battlefield=[(0, "Birds of Paradise")], hand=[(0, spell)])
    cast(g, spell)
    g.expect_zone(spell, "battlefield")


@covers("Dark Ritual")
def test_dark_ritual_adds_three_black_mana(pool):
    g = game(pool, hand=[(0, "Dark Ritual"), (0, "Hypnotic Specter")], mana={0: "B"})
    cast(g, "Dark Ritual")
    assert pool_of(g, 0) == {"B": 3}
    cast(g, "Hypnotic Specter")
    g.expect_zone("Hypnotic Specter", "battlefield")


@covers("Elvish Archdruid")
def test_elvish_archdruid_pumps_other_elves_and_taps_for_g_per_elf(pool):
    g = game(pool, battlefield=[(0, "Elvish Archdruid"), (0, "Llanowar Elves")], offer_mana_abilities=True)
    g.expect_pt("Llanowar Elves", 2, 2)
    g.expect_pt("Elvish Archdruid", 2, 2)
    tap_for_mana(g, "Elvish Archdruid")
    resolve(g)
    assert pool_of(g, 0) == {"G": 2}


@covers("Simic Signet")
def test_simic_signet_filters_one_mana_into_green_and_blue(pool):
    g = game(pool, battlefield=[(0, "Simic Signet"), (0, "Wastes")],
             hand=[(0, "Llanowar Elves"), (0, "Merfolk of the Pearl Trident")], offer_mana_abilities=True)
    tap_for_mana(g, "Simic Signet")
    resolve(g)
    assert pool_of(g, 0) == {"G": 1, "U": 1}
    cast(g, "Llanowar Elves")
    cast(g, "Merfolk of the Pearl Trident")
    assert pool_of(g, 0) == {}


# ---------------------------------------------------------------- planeswalkers


@covers("Garruk Wildspeaker")
def test_garruk_wildspeaker_plus_1_untaps_two_lands(pool):
    """606.4: the loyalty cost is paid by putting loyalty counters on it."""
    g = game(pool, battlefield=[(0, "Garruk Wildspeaker")], tapped=[(0, "Forest"), (0, "Island")])
    activate(g, "Garruk Wildspeaker", loyalty=1, targets=["Forest", "Island"])
    assert not g.obj("Forest").tapped and not g.obj("Island").tapped
    assert g.obj("Garruk Wildspeaker").counters.get("loyalty") == 4


@covers("Garruk Wildspeaker")
def test_garruk_wildspeaker_minus_1_makes_a_beast_once_per_turn(pool):
    """606.3: one loyalty ability per planeswalker per turn."""
    g = game(pool, battlefield=[(0, "Garruk Wildspeaker")])
    activate(g, "Garruk Wildspeaker", loyalty=-1)
    beasts = tokens(g, 0, "Beast")
    assert len(beasts) == 1 and (beasts[0].power, beasts[0].toughness) == (3, 3)
    assert g.obj("Garruk Wildspeaker").counters.get("loyalty") == 2
    assert not any(o[0] == "activate" for o in g.decision.options)


@covers("Garruk Wildspeaker")
def test_garruk_wildspeaker_minus_4_overrun(pool):
    s = Scenario(cards=pool)
    s.battlefield(0, "Garruk Wildspeaker", counters={"loyalty": 4})
    s.battlefield(0, "Grizzly Bears")
    g = s.start()
    activate(g, "Garruk Wildspeaker", loyalty=-4)
    g.expect_pt("Grizzly Bears", 5, 5)
    assert "Trample" in g.obj("Grizzly Bears").keywords
    g.expect_zone("Garruk Wildspeaker", "graveyard")  # 704.5i: no loyalty left


@covers("Jace Beleren")
def test_jace_beleren_plus_2_each_player_draws(pool):
    g = game(pool, battlefield=[(0, "Jace Beleren")])
    activate(g, "Jace Beleren", loyalty=2)
    assert hand_size(g, 0) == 1 and hand_size(g, 1) == 1
    assert g.obj("Jace Beleren").counters.get("loyalty") == 5


@covers("Jace Beleren")
def test_jace_beleren_minus_1_target_player_draws(pool):
    g = game(pool, battlefield=[(0, "Jace Beleren")])
    activate(g, "Jace Beleren", loyalty=-1, target="Player 1")
    assert hand_size(g, 0) == 1 and hand_size(g, 1) == 0


@covers("Jace Beleren")
def test_jace_beleren_can_be_attacked_and_loses_loyalty(pool):
    """306.8, 120.3c: combat damage dealt to a planeswalker removes that many loyalty counters."""
    g = game(pool, battlefield=[(1, "Jace Beleren"), (0, "Grizzly Bears")])
    g.attack(("Grizzly Bears", "Jace Beleren"))
    g.no_blocks()
    g.pass_until("combat damage")
    resolve(g)
    assert g.obj("Jace Beleren").counters.get("loyalty") == 1
    g.expect_life(1, 20)
