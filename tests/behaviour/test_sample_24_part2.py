"""Issue #24 point 4: behaviour tests for the cards 21-40 of sample_24.txt, in draw order (see
test_sample_24_part1.py)."""
from __future__ import annotations

import pytest

from manastack.core.errors import ScenarioError
from manastack.testing import Scenario

from .helpers import (
    activate,
    attack_and_deal_damage,
    cast,
    covers,
    game,
    hand_size,
    library_size,
    pool_of,
    resolve,
    tokens,
)
from .test_sample_24_part1 import names


@covers("Memory Sluice")
def test_sample_21_memory_sluice_702_78_conspire_copies_the_mill(pool):
    """Target player mills four; 702.78a conspire: tapping two creatures sharing its color copies it."""
    g = game(pool, battlefield=[(0, "Coral Merfolk"), (0, "Merfolk of the Pearl Trident")],
             hand=[(0, "Memory Sluice")], mana={0: "U"})
    lib = library_size(g, 1)
    cast(g, "Memory Sluice", "yes", "Coral Merfolk", "Merfolk of the Pearl Trident", ("keep",), target="Player 2")
    assert library_size(g, 1) == lib - 8
    assert g.obj("Coral Merfolk").tapped and g.obj("Merfolk of the Pearl Trident").tapped


@covers("Muster the Departed")
def test_sample_22_muster_the_departed_spirit_and_morbid_populate_701_36(pool):
    """ETB: a 1/1 white flying Spirit; 701.36 populate at your end step only if a creature died this turn."""
    g = game(pool, battlefield=[(1, "Grizzly Bears")], hand=[(0, "Muster the Departed"), (0, "Shock")],
             mana={0: "2WR"})
    cast(g, "Muster the Departed")
    sp = tokens(g, 0, "Spirit")
    assert len(sp) == 1 and sp[0].colors == ["white"] and "Flying" in sp[0].keywords
    g.pass_until("end")
    resolve(g)
    assert len(tokens(g, 0, "Spirit")) == 1  # nothing died this turn
    g.pass_until("main1", turn=3)
    cast(g, "Shock", target="Grizzly Bears")
    g.pass_until("end", turn=3)
    resolve(g)
    assert len(tokens(g, 0, "Spirit")) == 2


@covers("The Shattered States Era // Nameless Conqueror")
def test_sample_23_the_shattered_states_era_714_chapters_steal_pump_transform(pool):
    """714: I gains control of target creature until end of turn, untaps it, gives it haste; II creatures you
    control get +1/+0; III transforms into Nameless Conqueror, 3/3 trample haste."""
    n = "The Shattered States Era // Nameless Conqueror"
    g = game(pool, battlefield=[(1, "Hill Giant"), (0, "Grizzly Bears")], hand=[(0, n)], mana={0: "4R"})
    cast(g, n, "Hill Giant")
    hg = g.obj("Hill Giant")
    assert hg.controller == 0 and not hg.tapped and "Haste" in hg.keywords
    attack_and_deal_damage(g, "Hill Giant")
    g.expect_life(1, 17)
    g.pass_until("main1", turn=2)
    assert g.obj("Hill Giant").controller == 1
    g.pass_until("main1", turn=3)
    resolve(g)
    assert g.obj("Hill Giant").controller == 1
    g.expect_pt("Grizzly Bears", 3, 2)  # chapter II: +1/+0 to creatures you control
    g.expect_pt("Hill Giant", 3, 3)
    g.pass_until("main1", turn=5)
    resolve(g)
    assert "Nameless Conqueror" in names(g, 0)
    c = g.obj(g.find("The Shattered States Era // Nameless Conqueror"))
    assert (c.power, c.toughness) == (3, 3) and {"Trample", "Haste"} <= set(c.keywords)


@covers("Skyshroud Behemoth")
def test_sample_24_skyshroud_behemoth_702_32_fading_and_enters_tapped(pool):
    """702.32a fading 2: enters with two fade counters, loses one each upkeep, sacrificed when it can't."""
    g = game(pool, hand=[(0, "Skyshroud Behemoth")], mana={0: "5GG"})
    cast(g, "Skyshroud Behemoth")
    b = g.obj("Skyshroud Behemoth")
    assert b.tapped and b.counters.get("fade") == 2
    g.pass_until("main1", turn=3)
    assert g.obj("Skyshroud Behemoth").counters.get("fade") == 1
    g.pass_until("main1", turn=5)
    assert not g.obj("Skyshroud Behemoth").counters.get("fade")
    g.pass_until("main1", turn=7)
    g.expect_zone("Skyshroud Behemoth", "graveyard")


@covers("Chainer, Dementia Master")
def test_sample_25_chainer_reanimates_a_black_nightmare_and_exiles_nightmares_when_it_leaves(pool):
    """Nightmares get +1/+1; its ability reanimates from any graveyard a creature that's black and a
    Nightmare (613 layers 5 and 4); when it leaves, all Nightmares are exiled."""
    g = game(pool, battlefield=[(0, "Chainer, Dementia Master")], graveyard=[(1, "Grizzly Bears")],
             hand=[(1, "Unsummon")], mana={0: "BBB", 1: "U"})
    activate(g, "Chainer, Dementia Master", target="Grizzly Bears")
    g.expect_life(0, 17)
    b = g.obj("Grizzly Bears")
    assert b.controller == 0 and b.colors == ["black"] and "Nightmare" in b.subtypes
    g.expect_pt("Grizzly Bears", 3, 3)
    g.pass_priority()
    cast(g, "Unsummon", target="Chainer, Dementia Master")
    g.expect_zone("Grizzly Bears", "exile")


@covers("Aquastrand Spider")
def test_sample_26_aquastrand_spider_702_58_graft_and_reach_for_countered_creatures(pool):
    """702.58a graft 2: enters with two +1/+1 counters, may move one onto another creature that enters;
    {G}: a creature with a +1/+1 counter gains reach."""
    g = game(pool, hand=[(0, "Aquastrand Spider"), (0, "Grizzly Bears")], mana={0: "1G1GG"})
    cast(g, "Aquastrand Spider")
    g.expect_pt("Aquastrand Spider", 2, 2)
    cast(g, "Grizzly Bears", "yes")
    g.expect_pt("Aquastrand Spider", 1, 1)
    g.expect_pt("Grizzly Bears", 3, 3)
    activate(g, "Aquastrand Spider", target="Grizzly Bears")
    assert "Reach" in g.obj("Grizzly Bears").keywords


@covers("Pirate Ship")
def test_sample_27_pirate_ship_island_attack_restriction_pinger_and_sacrifice(pool):
    """508.1c attack restriction; {T}: 1 damage to any target; no Islands: sacrifice it (state trigger)."""
    g0 = game(pool, battlefield=[(0, "Pirate Ship"), (0, "Island")])
    with pytest.raises(ScenarioError):
        g0.attack("Pirate Ship")
    g = game(pool, battlefield=[(0, "Pirate Ship"), (0, "Island")], hand=[(0, "Stone Rain")], mana={0: "2R"})
    g2 = game(pool, battlefield=[(0, "Pirate Ship"), (0, "Island"), (1, "Island")])
    g2.attack("Pirate Ship")
    g2.no_blocks()
    g2.pass_until("end of combat")
    g2.expect_life(1, 16)
    activate(g, "Pirate Ship", target="Player 2")
    g.expect_life(1, 19)
    cast(g, "Stone Rain", target="Island")
    g.expect_zone("Pirate Ship", "graveyard")


@covers("Death Charmer")
def test_sample_28_death_charmer_combat_damage_to_a_creature_costs_its_controller_2_life(pool):
    """Combat damage to a creature: that creature's controller loses 2 life unless they pay {2} (118.12)."""
    g = game(pool, battlefield=[(0, "Death Charmer"), (1, "Craw Wurm")])
    attack_and_deal_damage(g, "Death Charmer", blocks=[("Death Charmer", "Craw Wurm")])
    g.expect_life(1, 18)  # couldn't pay
    g2 = game(pool, battlefield=[(0, "Death Charmer"), (1, "Craw Wurm")], mana={1: "2"})
    attack_and_deal_damage(g2, "Death Charmer", blocks=[("Death Charmer", "Craw Wurm")], answers=["yes"])
    g2.expect_life(1, 20)  # paid {2}
    assert all(g2.obj(w).tapped for w in g2.state.battlefield if g2.obj(w).name == "Wastes")


@covers("Ondu Rising")
def test_sample_29_ondu_rising_gives_attackers_lifelink_and_awakens_702_113(pool):
    """Creatures attacking this turn gain lifelink; 702.113a awaken 4: four +1/+1 counters on a land that
    becomes a 0/0 Elemental creature with haste."""
    g = game(pool, battlefield=[(0, "Grizzly Bears"), (0, "Forest")], hand=[(0, "Ondu Rising")], mana={0: "4W"})
    cast(g, "Ondu Rising", target="Forest", variant="alt:1+awaken")
    g.expect_pt("Forest", 4, 4)
    assert "Haste" in g.obj("Forest").keywords and "Creature" in g.obj("Forest").types
    attack_and_deal_damage(g, "Grizzly Bears")
    g.pass_until("end of combat")
    g.expect_life(1, 18)
    g.expect_life(0, 22)


@covers("Tomb of Horrors Adventurer")
def test_sample_30_tomb_of_horrors_adventurer_initiative_and_copies_your_second_spell_725(pool):
    """ETB: you take the initiative (725: venture into the Undercity); the second spell each turn is copied."""
    g = game(pool, hand=[(0, "Tomb of Horrors Adventurer"), (0, "Shock"), (0, "Shock")], mana={0: "5URR"})
    cast(g, "Tomb of Horrors Adventurer", "first")
    assert hand_size(g, 0) == 3  # the Undercity's first room: a basic land card into your hand
    cast(g, "Shock", ("keep",), target="Player 2")  # the second spell this turn: copied
    g.expect_life(1, 16)
    cast(g, "Shock", target="Player 2")  # the third isn't
    g.expect_life(1, 14)


@covers("Meria's Outrider")
def test_sample_31_meria_s_outrider_domain_damage_to_each_opponent(pool):
    """Domain: damage equal to the basic land types among your lands to each opponent; reach."""
    g = game(pool, battlefield=[(0, "Island"), (0, "Swamp")], hand=[(0, "Meria's Outrider")], mana={0: "4R"})
    cast(g, "Meria's Outrider")
    g.expect_life(1, 17)
    assert "Reach" in g.obj("Meria's Outrider").keywords


@covers("Gravebind")
def test_sample_32_gravebind_701_19_no_regeneration_and_delayed_draw(pool):
    """701.19c 'can't be regenerated' overrides a regeneration shield; draw a card at the beginning of the
    next turn's upkeep (603.7 delayed trigger)."""
    g = game(pool, battlefield=[(0, "Drudge Skeletons")], hand=[(0, "Gravebind"), (0, "Lightning Bolt")],
             mana={0: "BBR"})
    activate(g, "Drudge Skeletons")
    h = hand_size(g, 0)
    cast(g, "Gravebind", target="Drudge Skeletons")
    cast(g, "Lightning Bolt", target="Drudge Skeletons")
    g.expect_zone("Drudge Skeletons", "graveyard")
    assert hand_size(g, 0) == h - 2
    g.pass_until("upkeep", turn=2)
    resolve(g)
    assert hand_size(g, 0) == h - 1


@covers("Outland Liberator // Frenzied Trapbreaker")
def test_sample_33_outland_liberator_726_daybound_and_artifact_destruction(pool):
    """{1}, sacrifice: destroy target artifact or enchantment; 702.145 daybound: at night it's Frenzied
    Trapbreaker, whose attack destroys an artifact or enchantment defending player controls."""
    n = "Outland Liberator // Frenzied Trapbreaker"
    g = game(pool, battlefield=[(0, n), (1, "Ornithopter")], mana={0: "1"})
    activate(g, n, target="Ornithopter")
    g.expect_zone("Ornithopter", "graveyard")
    g.expect_zone(n, "graveyard")
    g2 = game(pool, battlefield=[(0, n), (1, "Ornithopter"), (1, "Memnite")], step="end")
    g2.pass_until("main1", turn=2)  # P1 became day; P2 casts nothing in their turn: night next turn
    g2.pass_until("main1", turn=3)
    assert "Frenzied Trapbreaker" in names(g2, 0)
    g2.expect_pt(n, 3, 3)
    g2.attack(n)
    resolve(g2, "Memnite")
    g2.expect_zone("Memnite", "graveyard")


@covers("Boneyard Lurker")
def test_sample_34_boneyard_lurker_702_140_mutate_returns_a_permanent_card(pool):
    """702.140 mutate onto a non-Human you own: one creature with the top's characteristics; its mutate
    trigger returns target permanent card from your graveyard to your hand."""
    g = game(pool, battlefield=[(0, "Grizzly Bears")], graveyard=[(0, "Ornithopter")],
             hand=[(0, "Boneyard Lurker")], mana={0: "2BG"})
    cast(g, "Boneyard Lurker", "top", "Ornithopter", target="Grizzly Bears", variant="alt:0+mutate")
    g.expect_zone("Ornithopter", "hand")
    bf = [g.obj(o) for o in g.state.battlefield if "Creature" in g.obj(o).types]
    assert len(bf) == 1 and bf[0].name == "Boneyard Lurker" and (bf[0].power, bf[0].toughness) == (4, 4)


@covers("Sumala Rumblers")
def test_sample_35_sumala_rumblers_604_3_power_counts_your_creatures_702_116_myriad(pool):
    """604.3 characteristic-defining ability: power = creatures you control; 702.116a myriad: attacking one
    opponent, a token copy attacks each other opponent, exiled at end of combat (none with one opponent)."""
    g = game(pool, battlefield=[(0, "Sumala Rumblers"), (0, "Grizzly Bears"), (1, "Grizzly Bears")])
    g.expect_pt("Sumala Rumblers", 2, 4)
    attack_and_deal_damage(g, "Sumala Rumblers")
    g.expect_life(1, 18)
    assert len(tokens(g, 0)) == 0
    s = Scenario(players=3, cards=pool)
    s.battlefield(0, "Sumala Rumblers")
    s.battlefield(0, "Grizzly Bears")
    g3 = s.start("main1")
    g3.attack("Sumala Rumblers", defender="Player 2")
    resolve(g3, ("attack", -3))  # the copy attacks Player 3
    assert len(tokens(g3, 0, "Sumala Rumblers")) == 1
    g3.expect_pt(g3.find("Sumala Rumblers"), 3, 4)  # three creatures now
    g3.no_blocks()
    g3.pass_until("end of combat")
    resolve(g3)
    g3.pass_until("main2")
    assert g3.life(1) == 17 and g3.life(2) == 17
    assert tokens(g3, 0, "Sumala Rumblers") == []


@covers("Uncle Iroh")
def test_sample_36_uncle_iroh_firebending_mana_and_lesson_discount(pool):
    """Firebending 1: attacking adds {R} that lasts until end of combat; Lesson spells cost {1} less."""
    g = game(pool, battlefield=[(0, "Uncle Iroh")], hand=[(0, "Environmental Sciences")], mana={0: "1"})
    cast(g, "Environmental Sciences", "first")  # costs {1}: a basic land card to hand, 2 life
    g.expect_zone("Environmental Sciences", "graveyard")
    g.expect_life(0, 22)
    g.attack("Uncle Iroh")
    resolve(g)
    assert pool_of(g, 0) == {"R": 1}
    g.no_blocks()
    g.pass_until("end of combat")
    g.pass_until("main2")
    assert pool_of(g, 0) == {}


@covers("Fire Nation Occupation")
def test_sample_37_fire_nation_occupation_soldiers_on_entering_and_on_opponent_s_turn_spells(pool):
    """ETB: a 2/2 red Soldier with firebending 1; casting a spell during an opponent's turn makes another."""
    g = game(pool, hand=[(0, "Fire Nation Occupation"), (0, "Shock"), (0, "Shock")], mana={0: "2BRR"})
    cast(g, "Fire Nation Occupation")
    s = tokens(g, 0, "Soldier")
    assert len(s) == 1 and s[0].colors == ["red"] and (s[0].power, s[0].toughness) == (2, 2)
    assert "Firebending" in " ".join(s[0].keywords)
    cast(g, "Shock", target="Player 2")
    assert len(tokens(g, 0, "Soldier")) == 1
    g.pass_until("upkeep", turn=2)
    g.pass_priority()
    cast(g, "Shock", target="Player 2")
    assert len(tokens(g, 0, "Soldier")) == 2


@covers("Shadowborn Apostle")
def test_sample_38_shadowborn_apostle_sacrifices_six_to_fetch_a_demon(pool):
    """{B}, sacrifice six creatures named Shadowborn Apostle: search for a Demon creature card onto the
    battlefield (701.23)."""
    g = game(pool, battlefield=[(0, "Shadowborn Apostle")] * 6, library=[(0, "Lord of the Pit"), (0, "Craw Wurm")],
             mana={0: "B"})
    activate(g, "Shadowborn Apostle", *(["first"] * 6), "Lord of the Pit")
    g.expect_zone("Lord of the Pit", "battlefield")
    assert len(g.zone(0, "graveyard")) == 6


@covers("Curse of Wizardry")
def test_sample_39_curse_of_wizardry_chosen_color_spells_cost_their_caster_1_life(pool):
    """As it enters choose a color (614.12); any player casting a spell of that color loses 1 life."""
    g = game(pool, hand=[(0, "Curse of Wizardry"), (0, "Lightning Bolt"), (0, "Giant Growth")],
             battlefield=[(0, "Grizzly Bears")], mana={0: "2BBRG"})
    cast(g, "Curse of Wizardry", "R")
    cast(g, "Lightning Bolt", target="Player 2")
    g.expect_life(0, 19)
    cast(g, "Giant Growth", target="Grizzly Bears")
    g.expect_life(0, 19)


@covers("Strength of Night")
def test_sample_40_strength_of_night_702_33_kicked_gives_zombies_an_extra_2_2(pool):
    """Creatures you control get +1/+1; 702.33 kicked, Zombies get an additional +2/+2."""
    g = game(pool, battlefield=[(0, "Grizzly Bears"), (0, "Walking Corpse"), (1, "Scathe Zombies")],
             hand=[(0, "Strength of Night")], mana={0: "2GB"})
    cast(g, "Strength of Night", kicked=True)
    g.expect_pt("Grizzly Bears", 3, 3)
    g.expect_pt("Walking Corpse", 5, 5)
    g.expect_pt("Scathe Zombies", 2, 2)
