"""Issue #24 point 4: behaviour tests for the cards 61-80 of sample_24.txt, in draw order (see
test_sample_24_part1.py)."""
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
from .test_sample_24_part1 import names


def exert_attack(g, card):
    """Declare ``card`` as the only attacker and exert it (701.43, 508.1g)."""
    g.pass_until("declare attackers")
    oid = g.find(card)
    g.answer(("attack", oid, -2))
    g.answer(("exert", oid))
    g.answer(("done",))


@covers("You Are Already Dead")
def test_sample_61_you_are_already_dead_destroys_a_damaged_creature_and_draws(pool):
    """Targets only a creature dealt damage this turn; destroys it; you draw a card."""
    g = game(pool, battlefield=[(1, "Craw Wurm"), (1, "Hill Giant")],
             hand=[(0, "You Are Already Dead"), (0, "Shock")], mana={0: "BR"})
    assert targets_offered(g, "You Are Already Dead") in (set(), None)
    cast(g, "Shock", target="Craw Wurm")
    assert targets_offered(g, "You Are Already Dead") == {"Craw Wurm"}
    h = hand_size(g, 0)
    cast(g, "You Are Already Dead", target="Craw Wurm")
    g.expect_zone("Craw Wurm", "graveyard")
    assert hand_size(g, 0) == h - 1 + 1


@covers("Oketra's Avenger")
def test_sample_62_oketra_s_avenger_exerted_takes_no_combat_damage_615(pool):
    """701.43 exert as it attacks; when you do, all combat damage to it this turn is prevented (615)."""
    g = game(pool, battlefield=[(0, "Oketra's Avenger"), (1, "Hill Giant")])
    exert_attack(g, "Oketra's Avenger")
    resolve(g)
    g.block("Oketra's Avenger", "Hill Giant")
    g.pass_until("end of combat")
    g.expect_zone("Oketra's Avenger", "battlefield")
    g.expect_zone("Hill Giant", "graveyard")


@covers("Giant Cindermaw")
def test_sample_63_giant_cindermaw_players_can_t_gain_life_and_trample(pool):
    """119.7: players can't gain life; trample."""
    g = game(pool, battlefield=[(1, "Giant Cindermaw")], hand=[(0, "Revitalize")], mana={0: "1W"})
    cast(g, "Revitalize")
    g.expect_life(0, 20)
    assert "Trample" in g.obj("Giant Cindermaw").keywords


@covers("Forerunner of the Heralds")
def test_sample_64_forerunner_of_the_heralds_tutors_a_merfolk_to_top_and_grows(pool):
    """ETB: you may search for a Merfolk card, put it on top; another Merfolk you control entering puts a
    +1/+1 counter on it."""
    g = game(pool, hand=[(0, "Forerunner of the Heralds"), (0, "Merfolk of the Pearl Trident")],
             library=[(0, "Plains"), (0, "Coral Merfolk"), (0, "Plains")], mana={0: "3GU"})
    cast(g, "Forerunner of the Heralds", "yes", "Coral Merfolk")
    assert g.obj(g.state.library[0][-1]).name == "Coral Merfolk"
    cast(g, "Merfolk of the Pearl Trident")
    g.expect_pt("Forerunner of the Heralds", 4, 3)


@covers("Restless Bloodseeker // Bloodsoaked Reveler")
def test_sample_65_restless_bloodseeker_blood_on_life_gain_and_transforms_into_the_reveler(pool):
    """End step, if you gained life this turn: a Blood token; sacrifice two Blood tokens: transform (sorcery
    speed); Bloodsoaked Reveler's {4}{B}: each opponent loses 2 life and you gain 2."""
    n = "Restless Bloodseeker // Bloodsoaked Reveler"
    g = game(pool, battlefield=[(0, n)], hand=[(0, "Revitalize"), (0, "Revitalize")], mana={0: "1W4B"})
    g.pass_until("end")
    resolve(g)
    assert tokens(g, 0, "Blood") == []
    g.pass_until("main1", turn=3)
    cast(g, "Revitalize")
    g.pass_until("end", turn=3)
    resolve(g)
    assert len(tokens(g, 0, "Blood")) == 1
    g.pass_until("main1", turn=5)
    cast(g, "Revitalize")
    g.pass_until("end", turn=5)
    resolve(g)
    assert len(tokens(g, 0, "Blood")) == 2
    g.pass_until("main1", turn=7)
    activate(g, n, "first", "first")
    assert "Bloodsoaked Reveler" in names(g, 0) and tokens(g, 0, "Blood") == []
    g.expect_pt(n, 3, 3)
    activate(g, n)
    g.expect_life(1, 18)


@covers("Torpor Orb")
def test_sample_66_torpor_orb_creatures_entering_trigger_nothing_603_2(pool):
    """Creatures entering don't cause abilities to trigger: Elvish Visionary draws nothing."""
    g = game(pool, battlefield=[(0, "Torpor Orb")], hand=[(0, "Elvish Visionary")], mana={0: "1G"})
    h = hand_size(g, 0)
    cast(g, "Elvish Visionary")
    assert hand_size(g, 0) == h - 1


@covers("Furnace Gremlin")
def test_sample_67_furnace_gremlin_firebreathing_and_701_53_incubates_its_power(pool):
    """{1}{R}: +1/+0; when it dies, incubate X where X is its power (an Incubator with X +1/+1 counters)."""
    g = game(pool, battlefield=[(0, "Furnace Gremlin")], hand=[(0, "Lightning Bolt")], mana={0: "1R1RR"})
    activate(g, "Furnace Gremlin")
    activate(g, "Furnace Gremlin")
    g.expect_pt("Furnace Gremlin", 3, 2)
    cast(g, "Lightning Bolt", target="Furnace Gremlin")
    g.expect_zone("Furnace Gremlin", "graveyard")
    inc = tokens(g, 0, "Incubator")
    assert len(inc) == 1 and inc[0].counters.get("+1/+1") == 3


@covers("Dream's Grip")
def test_sample_68_dream_s_grip_taps_or_untaps_and_702_42_entwine(pool):
    """Choose one: tap or untap target permanent; 702.42 entwine {1}: both."""
    g = game(pool, battlefield=[(1, "Grizzly Bears"), (0, "Hill Giant")], tapped=[(0, "Ornithopter")],
             hand=[(0, "Dream's Grip")], mana={0: "U"})
    cast(g, "Dream's Grip", modes=[1], kicked=False, target="Grizzly Bears")
    assert g.obj("Grizzly Bears").tapped
    g2 = game(pool, battlefield=[(1, "Grizzly Bears")], tapped=[(0, "Ornithopter")],
              hand=[(0, "Dream's Grip")], mana={0: "1U"})
    cast(g2, "Dream's Grip", kicked=True, modes=[1, 2], targets=["Grizzly Bears", "Ornithopter"])
    assert g2.obj("Grizzly Bears").tapped and not g2.obj("Ornithopter").tapped


@covers("Bringer of the Black Dawn")
def test_sample_69_bringer_of_the_black_dawn_wubrg_alt_cost_trample_and_upkeep_tutor(pool):
    """118.9 alternative cost {W}{U}{B}{R}{G}; trample; upkeep: you may pay 2 life to put any card of your
    library on top."""
    g = game(pool, hand=[(0, "Bringer of the Black Dawn")], mana={0: "WUBRG"},
             library=[(0, "Plains"), (0, "Plains"), (0, "Lightning Bolt")])
    cast(g, "Bringer of the Black Dawn", variant=next(o[2] for o in g.options()
                                                      if o[0] == "cast" and o[2] != "normal"))
    g.expect_zone("Bringer of the Black Dawn", "battlefield")
    assert "Trample" in g.obj("Bringer of the Black Dawn").keywords
    g.pass_until("upkeep", turn=3)
    resolve(g, "yes", "Lightning Bolt")
    g.expect_life(0, 18)
    g.pass_until("main1", turn=3)
    g.expect_zone("Lightning Bolt", "hand")


@covers("Ronom Serpent")
def test_sample_70_ronom_serpent_needs_a_defending_snow_land_and_leaves_without_yours(pool):
    """508.1c attack restriction (defending player controls a snow land); sacrificed when you control no
    snow lands."""
    g = game(pool, battlefield=[(0, "Ronom Serpent"), (0, "Snow-Covered Island")])
    with pytest.raises(ScenarioError):
        g.attack("Ronom Serpent")
    g2 = game(pool, battlefield=[(0, "Ronom Serpent"), (0, "Snow-Covered Island"), (1, "Snow-Covered Swamp")])
    attack_and_deal_damage(g2, "Ronom Serpent")
    g2.expect_life(1, 15)
    g3 = game(pool, battlefield=[(0, "Ronom Serpent"), (0, "Snow-Covered Island")], hand=[(0, "Stone Rain")],
              mana={0: "2R"})
    cast(g3, "Stone Rain", target="Snow-Covered Island")
    g3.expect_zone("Ronom Serpent", "graveyard")


@covers("Orcish Healer")
def test_sample_71_orcish_healer_stops_and_grants_regeneration_701_19(pool):
    """{R}{R},{T}: target creature can't be regenerated; {B}{B}{R},{T} / {R}{G}{G},{T}: regenerate target
    black or green creature (701.19)."""
    g = game(pool, battlefield=[(0, "Orcish Healer"), (0, "Grizzly Bears")], hand=[(0, "Lightning Bolt")],
             mana={0: "RGGR"})
    assert targets_offered(g, "Lightning Bolt") is not None
    activate(g, "Orcish Healer", target="Grizzly Bears", index=2)
    cast(g, "Lightning Bolt", target="Grizzly Bears")
    g.expect_zone("Grizzly Bears", "battlefield")
    assert g.obj("Grizzly Bears").tapped
    g2 = game(pool, battlefield=[(0, "Orcish Healer"), (1, "Drudge Skeletons"), (1, "Swamp")],
              hand=[(0, "Lightning Bolt")], mana={0: "RRR"})
    activate(g2, "Orcish Healer", target="Drudge Skeletons", index=0, stack=True)
    g2.pass_priority()
    activate(g2, "Drudge Skeletons")  # a regeneration shield in response: it won't help
    cast(g2, "Lightning Bolt", target="Drudge Skeletons")
    g2.expect_zone("Drudge Skeletons", "graveyard")


@covers("Virulent Silencer")
def test_sample_72_virulent_silencer_nontoken_artifact_creatures_give_two_poison_104_3d(pool):
    """A nontoken artifact creature you control dealing combat damage to a player gives two poison
    counters (104.3d: ten or more loses); a nonartifact creature doesn't."""
    g = game(pool, battlefield=[(0, "Virulent Silencer"), (0, "Memnite"), (0, "Grizzly Bears")])
    attack_and_deal_damage(g, "Memnite", "Grizzly Bears")
    assert g.poison(1) == 2
    g.expect_life(1, 17)


@covers("Crystal Fragments // Summon: Alexander")
def test_sample_73_crystal_fragments_equip_and_transform_into_a_saga_creature_714(pool):
    """Equip {1}: +1/+1; {5}{W}{W} (sorcery speed): exile it and return it transformed: Summon: Alexander,
    a 4/3 flying Saga creature whose chapter I prevents all damage to your creatures this turn."""
    n = "Crystal Fragments // Summon: Alexander"
    g = game(pool, battlefield=[(0, n), (0, "Grizzly Bears")], hand=[(0, "Shock")], mana={0: "1R"})
    activate(g, n, target="Grizzly Bears", index=next(o[2] for o in g.options()
                                                        if o[0] == "activate" and "{1}" in g.game.describe(o)))
    g.expect_pt("Grizzly Bears", 3, 3)
    g2 = game(pool, battlefield=[(0, n), (0, "Grizzly Bears")], hand=[(0, "Shock")], mana={0: "5WWR"})
    activate(g2, n, index=next(o[2] for o in g2.options()
                               if o[0] == "activate" and "{5}{W}{W}" in g2.game.describe(o)))
    assert "Summon: Alexander" in names(g2, 0)
    a = g2.obj(n)
    assert (a.power, a.toughness) == (4, 3) and "Flying" in a.keywords and a.counters.get("lore") == 1
    cast(g2, "Shock", target="Grizzly Bears")
    g2.expect_zone("Grizzly Bears", "battlefield")
    assert g2.obj("Grizzly Bears").damage == 0
    # chapter III (two draw steps later): tap all creatures your opponents control; then it's sacrificed (714.4)
    g3 = game(pool, battlefield=[(0, n), (1, "Hill Giant")], mana={0: "5WW"})
    activate(g3, n, index=next(o[2] for o in g3.options()
                               if o[0] == "activate" and "{5}{W}{W}" in g3.game.describe(o)))
    g3.pass_until("main1", turn=3)
    resolve(g3)
    g3.pass_until("main1", turn=5)
    resolve(g3)
    assert g3.obj("Hill Giant").tapped
    assert "Summon: Alexander" not in names(g3, 0)
    g3.expect_zone(n, "graveyard")


@covers("Spearpoint Oread")
def test_sample_74_spearpoint_oread_702_103_bestow_plus_2_2_and_first_strike(pool):
    """Bestowed, the enchanted creature gets +2/+2 and first strike (702.7)."""
    g = game(pool, battlefield=[(0, "Grizzly Bears"), (1, "Hill Giant")], hand=[(0, "Spearpoint Oread")],
             mana={0: "5R"})
    cast(g, "Spearpoint Oread", target="Grizzly Bears", variant="alt:0+bestow")
    g.expect_pt("Grizzly Bears", 4, 4)
    assert "First Strike" in g.obj("Grizzly Bears").keywords
    attack_and_deal_damage(g, "Grizzly Bears", blocks=[("Grizzly Bears", "Hill Giant")])
    g.pass_until("end of combat")
    g.expect_zone("Hill Giant", "graveyard")
    assert g.obj("Grizzly Bears").damage == 0


@covers("Corporeal Projection")
def test_sample_75_corporeal_projection_grants_myriad_and_702_96_overload(pool):
    """Target creature you control gains myriad (702.116) until end of turn; overloaded, each one does."""
    g = game(pool, battlefield=[(0, "Grizzly Bears"), (0, "Hill Giant"), (1, "Craw Wurm")],
             hand=[(0, "Corporeal Projection")], mana={0: "UR"})
    cast(g, "Corporeal Projection", target="Grizzly Bears")
    assert "Myriad" in g.obj("Grizzly Bears").keywords and "Myriad" not in g.obj("Hill Giant").keywords
    g2 = game(pool, battlefield=[(0, "Grizzly Bears"), (0, "Hill Giant"), (1, "Craw Wurm")],
              hand=[(0, "Corporeal Projection")], mana={0: "3UURR"})
    cast(g2, "Corporeal Projection", variant=next(o[2] for o in g2.options()
                                                  if o[0] == "cast" and o[2] != "normal"))
    assert "Myriad" in g2.obj("Grizzly Bears").keywords and "Myriad" in g2.obj("Hill Giant").keywords
    assert "Myriad" not in g2.obj("Craw Wurm").keywords


@covers("Healing Technique")
def test_sample_76_healing_technique_702_144_demonstrate_regrowth_and_life(pool):
    """Return target card from your graveyard to hand, gain life equal to its mana value, exile the spell;
    702.144a demonstrate: you may copy it, and then an opponent copies it too."""
    g = game(pool, graveyard=[(0, "Craw Wurm")], hand=[(0, "Healing Technique")], mana={0: "3G"})
    cast(g, "Healing Technique", "no", target="Craw Wurm")
    g.expect_zone("Craw Wurm", "hand")
    g.expect_life(0, 26)
    g.expect_zone("Healing Technique", "exile")
    g2 = game(pool, graveyard=[(0, "Craw Wurm"), (0, "Hill Giant"), (1, "Grizzly Bears")],
              hand=[(0, "Healing Technique")], mana={0: "3G"})
    cast(g2, "Healing Technique", "yes", "Hill Giant", "Grizzly Bears", target="Craw Wurm")
    g2.expect_zone("Craw Wurm", "hand")
    g2.expect_zone("Hill Giant", "hand")
    g2.expect_zone("Grizzly Bears", "hand")
    g2.expect_life(0, 30)
    g2.expect_life(1, 22)


@covers("Nishoba Brawler")
def test_sample_77_nishoba_brawler_604_3_domain_power_and_trample(pool):
    """604.3: power equal to the basic land types among lands you control; trample."""
    g = game(pool, battlefield=[(0, "Nishoba Brawler"), (0, "Forest"), (0, "Island"), (0, "Forest"),
                                (1, "Mountain"), (1, "Plains")])
    g.expect_pt("Nishoba Brawler", 2, 3)
    assert "Trample" in g.obj("Nishoba Brawler").keywords


@covers("Dream Thief")
def test_sample_78_dream_thief_draws_only_after_another_blue_spell(pool):
    """ETB: draw a card if you've cast another blue spell this turn; flying."""
    g = game(pool, hand=[(0, "Dream Thief")], mana={0: "2U"})
    h = hand_size(g, 0)
    cast(g, "Dream Thief")
    assert hand_size(g, 0) == h - 1
    assert "Flying" in g.obj("Dream Thief").keywords
    g2 = game(pool, hand=[(0, "Dream Thief"), (0, "Opt")], mana={0: "2UU"})
    h = hand_size(g2, 0)
    cast(g2, "Opt", "top")
    cast(g2, "Dream Thief")
    assert hand_size(g2, 0) == h - 2 + 1 + 1


@covers("Starwinder")
def test_sample_79_starwinder_draws_for_combat_damage_and_702_185_warp(pool):
    """A creature you control dealing combat damage to a player: you may draw that many cards. Warp: cast
    for {2}{U}{U}, exiled at the next end step, castable from exile later."""
    g = game(pool, battlefield=[(0, "Starwinder"), (0, "Hill Giant")])
    h = hand_size(g, 0)
    attack_and_deal_damage(g, "Hill Giant", answers=["yes"])
    assert hand_size(g, 0) == h + 3
    g2 = game(pool, hand=[(0, "Starwinder")], mana={0: "2UU"})
    cast(g2, "Starwinder", variant=next(o[2] for o in g2.options() if o[0] == "cast" and o[2] != "normal"))
    g2.expect_zone("Starwinder", "battlefield")
    g2.pass_until("end")
    resolve(g2)
    g2.expect_zone("Starwinder", "exile")


@covers("Seed Spark")
def test_sample_80_seed_spark_destroys_and_makes_saprolings_if_green_was_spent(pool):
    """Destroy target artifact or enchantment; if {G} was spent, two 1/1 green Saprolings (106.12)."""
    g = game(pool, battlefield=[(1, "Howling Mine")], hand=[(0, "Seed Spark")], mana={0: "3W"})
    cast(g, "Seed Spark", target="Howling Mine")
    g.expect_zone("Howling Mine", "graveyard")
    assert tokens(g, 0) == []
    g2 = game(pool, battlefield=[(1, "Howling Mine")], hand=[(0, "Seed Spark")], mana={0: "2GW"})
    cast(g2, "Seed Spark", target="Howling Mine")
    s = tokens(g2, 0, "Saproling")
    assert len(s) == 2 and s[0].colors == ["green"] and (s[0].power, s[0].toughness) == (1, 1)
