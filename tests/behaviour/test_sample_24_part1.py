"""Issue #24 point 4: behaviour tests for the cards 1-20 of sample_24.txt (cards newly supported by the
compiler at scale), in draw order. Each test plays the real card from the full database and checks what
its Oracle text promises; a wrong card is an xfail(strict) marked "finding"."""
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
    tokens,
)


def names(g, p: int) -> list[str]:
    """The names of the permanents ``p`` controls, as their faces show them now."""
    return [g.obj(o).name for o in g.state.battlefield if g.obj(o).controller == p]


@covers("Thalakos Dreamsower")
def test_sample_01_thalakos_dreamsower_702_28_shadow_and_locking_tap(pool):
    """702.28b shadow: only blocked by shadow creatures; its damage trigger taps a creature that then
    doesn't untap (502.3) while the Dreamsower stays tapped."""
    g = game(pool, battlefield=[(0, "Thalakos Dreamsower"), (1, "Grizzly Bears")])
    g.attack("Thalakos Dreamsower")
    with pytest.raises(ScenarioError):
        g.block("Thalakos Dreamsower", "Grizzly Bears")
    g.no_blocks()
    resolve(g)
    g.pass_until("combat damage")
    resolve(g, "Grizzly Bears")
    g.expect_life(1, 19)
    assert g.obj("Grizzly Bears").tapped
    g.pass_until("main1", turn=2)
    assert g.obj("Thalakos Dreamsower").tapped
    assert g.obj("Grizzly Bears").tapped  # it didn't untap in its controller's untap step
    # "You may choose not to untap this creature during your untap step" (502.3)
    g.pass_until("untap", turn=3)
    assert g.decision.kind == "option" and {o[0] for o in g.options()} == {"untap", "keep_tapped"}
    g.answer(next(o for o in g.options() if o[0] == "keep_tapped"))
    g.pass_until("main1", turn=3)
    assert g.obj("Thalakos Dreamsower").tapped


@covers("Kavu Chameleon")
def test_sample_02_kavu_chameleon_can_t_be_countered_and_changes_color(pool):
    """101.6 'can't be countered': a counterspell leaves it on the stack; its {G} ability makes it the
    chosen color until end of turn (514.2)."""
    g = game(pool, hand=[(0, "Kavu Chameleon"), (1, "Counterspell")], mana={0: "3GGG", 1: "UU"})
    cast(g, "Kavu Chameleon", stack=True)
    g.pass_priority()
    cast(g, "Counterspell", target="Kavu Chameleon")
    g.expect_zone("Kavu Chameleon", "battlefield")
    g.expect_zone("Counterspell", "graveyard")
    activate(g, "Kavu Chameleon", "U")
    assert g.obj("Kavu Chameleon").colors == ["blue"]
    g.pass_until("main1", turn=2)
    assert g.obj("Kavu Chameleon").colors == ["green"]


@covers("Ruthless Cullblade")
def test_sample_03_ruthless_cullblade_gets_bonus_while_an_opponent_has_10_or_less_life(pool):
    """611.3a: a static 'as long as' bonus applies only while the condition holds."""
    g = game(pool, battlefield=[(0, "Ruthless Cullblade")], hand=[(0, "Lightning Bolt")], mana={0: "R"},
             life={1: 13})
    g.expect_pt("Ruthless Cullblade", 2, 1)
    cast(g, "Lightning Bolt", target="Player 2")
    g.expect_life(1, 10)
    g.expect_pt("Ruthless Cullblade", 4, 2)


@covers("Dire Flail // Dire Blunderbuss")
def test_sample_04_dire_flail_equips_and_crafts_into_dire_blunderbuss_702_167(pool):
    """702.6 equip: +2/+0; 702.167a craft with artifact: exile it and another artifact, it returns
    transformed; Dire Blunderbuss gives +3/+0 and an attack trigger: sacrifice an artifact, then the
    creature deals damage equal to its power to target creature (603.12 reflexive)."""
    n = "Dire Flail // Dire Blunderbuss"
    g = game(pool, battlefield=[(0, n), (0, "Grizzly Bears"), (0, "Ornithopter"), (0, "Memnite"),
                                (1, "Craw Wurm")], mana={0: "1"})
    activate(g, n, target="Grizzly Bears", index=3)
    g.expect_pt("Grizzly Bears", 4, 2)
    g2 = game(pool, battlefield=[(0, n), (0, "Grizzly Bears"), (0, "Ornithopter"), (0, "Memnite"),
                                 (1, "Craw Wurm")], mana={0: "4RR"})
    activate(g2, n, "Ornithopter", index=4)
    assert "Dire Blunderbuss" in names(g2, 0)
    g2.expect_zone("Ornithopter", "exile")
    activate(g2, n, target="Grizzly Bears")
    g2.expect_pt("Grizzly Bears", 5, 2)
    g2.attack("Grizzly Bears")
    resolve(g2, "yes", "Memnite", "Craw Wurm")
    g2.expect_zone("Memnite", "graveyard")
    g2.expect_zone("Craw Wurm", "graveyard")  # 5 damage to the 6/4


@covers("Embermaw Hellion")
def test_sample_05_embermaw_hellion_adds_1_to_other_red_sources_damage_614_1a(pool):
    """614.1a: another red source you control deals that much damage plus 1; a nonred one doesn't."""
    g = game(pool, battlefield=[(0, "Embermaw Hellion")], hand=[(0, "Shock"), (0, "Shock")], mana={0: "RR"})
    cast(g, "Shock", target="Player 2")
    g.expect_life(1, 17)
    attack_and_deal_damage(g, "Embermaw Hellion")
    g.expect_life(1, 13)  # its own damage isn't increased


@covers("Deadly Alliance")
def test_sample_06_deadly_alliance_costs_less_per_party_member_and_destroys_700_8(pool):
    """700.8 party: a Cleric and a Warrior make it cost {2} less; it destroys target creature."""
    g = game(pool, battlefield=[(0, "Cleric of the Forward Order"), (0, "Ruthless Cullblade"), (1, "Grizzly Bears")],
             hand=[(0, "Deadly Alliance")], mana={0: "2B"})
    cast(g, "Deadly Alliance", target="Grizzly Bears")
    g.expect_zone("Grizzly Bears", "graveyard")


@covers("Dragon Broodmother")
def test_sample_07_dragon_broodmother_makes_a_devouring_dragon_each_upkeep_702_82(pool):
    """503.1a upkeep trigger; the 1/1 red and green flying Dragon token devours 2 (702.82a)."""
    g = game(pool, battlefield=[(0, "Dragon Broodmother"), (0, "Grizzly Bears")])
    g.pass_until("upkeep", turn=2)  # each upkeep: the opponent's too
    resolve(g, "Grizzly Bears", "done")
    drag = tokens(g, 0, "Dragon")
    assert len(drag) == 1
    d = drag[0]
    assert sorted(d.colors) == ["green", "red"] and "Flying" in d.keywords
    assert (d.power, d.toughness) == (3, 3)
    g.expect_zone("Grizzly Bears", "graveyard")


@covers("Death-Rattle Oni")
def test_sample_08_death_rattle_oni_costs_less_per_death_and_destroys_damaged_creatures(pool):
    """702.8 flash; 601.2f cost reduction per creature that died this turn; its ETB destroys the other
    creatures dealt damage this turn."""
    g = game(pool, battlefield=[(1, "Grizzly Bears"), (1, "Hill Giant"), (1, "Craw Wurm")],
             hand=[(0, "Shock"), (0, "Shock"), (0, "Death-Rattle Oni")], mana={0: "RR4B"})
    cast(g, "Shock", target="Grizzly Bears")
    cast(g, "Shock", target="Hill Giant")
    g.pass_until("end")
    cast(g, "Death-Rattle Oni")
    g.expect_zone("Death-Rattle Oni", "battlefield")
    g.expect_zone("Hill Giant", "graveyard")
    g.expect_zone("Craw Wurm", "battlefield")


@covers("Station Monitor")
def test_sample_09_station_monitor_makes_a_drone_on_your_second_spell(pool):
    """The second spell each turn triggers it once: a 1/1 colorless Drone artifact creature with flying."""
    g = game(pool, battlefield=[(0, "Station Monitor")], hand=[(0, "Ornithopter"), (0, "Shield Sphere"),
                                                               (0, "Memnite")])
    cast(g, "Ornithopter")
    assert tokens(g, 0) == []
    cast(g, "Shield Sphere")
    cast(g, "Memnite")
    drones = tokens(g, 0, "Drone")
    assert len(drones) == 1
    d = drones[0]
    assert d.colors == [] and "Artifact" in d.types and "Flying" in d.keywords and (d.power, d.toughness) == (1, 1)


@covers("Strength of Unity")
def test_sample_10_strength_of_unity_domain_bonus_to_enchanted_creature(pool):
    """303.4 Aura; domain counts the basic land types among lands you control."""
    s_lands = {0: "3W"}
    g = game(pool, battlefield=[(0, "Grizzly Bears"), (0, "Island"), (0, "Forest")],
             hand=[(0, "Strength of Unity")], mana=s_lands)
    cast(g, "Strength of Unity", target="Grizzly Bears")
    g.expect_pt("Grizzly Bears", 5, 5)  # Plains, Island, Forest, Wastes isn't basic-typed


@covers("Breathkeeper Seraph")
def test_sample_11_breathkeeper_seraph_702_95_soulbond_pair_returns_after_dying(pool):
    """702.95a soulbond pairs it with another creature as it enters; the paired creature has the dies
    trigger that returns it at the beginning of your next upkeep (603.7 delayed trigger)."""
    g = game(pool, battlefield=[(0, "Grizzly Bears")], hand=[(0, "Breathkeeper Seraph"), (0, "Lightning Bolt")],
             mana={0: "4WWR"})
    cast(g, "Breathkeeper Seraph", "Grizzly Bears")
    assert "Flying" in g.obj("Breathkeeper Seraph").keywords
    cast(g, "Lightning Bolt", target="Grizzly Bears")
    g.expect_zone("Grizzly Bears", "graveyard")
    g.pass_until("upkeep", turn=3)
    from manastack.testing.scenario import ScenarioGame
    declined = ScenarioGame(g.game.fork())
    resolve(declined, "no")  # "you may return it": declined
    declined.expect_zone("Grizzly Bears", "graveyard")
    resolve(g, "yes", "no")  # returned (and not paired again: soulbond's own "may")
    g.expect_zone("Grizzly Bears", "battlefield")


@covers("Teachings of the Kirin // Kirin-Touched Orochi")
def test_sample_12_teachings_of_the_kirin_714_saga_chapters_and_transform(pool):
    """714.3b a lore counter as it enters and after the draw step; I mills three and makes a Spirit, II puts
    a +1/+1 counter, III exiles it and returns it transformed (712)."""
    g = game(pool, battlefield=[(0, "Grizzly Bears")], hand=[(0, "Teachings of the Kirin // Kirin-Touched Orochi")],
             mana={0: "1G"}, graveyard=[(1, "Craw Wurm")])
    lib = library_size(g, 0)
    cast(g, "Teachings of the Kirin // Kirin-Touched Orochi")
    assert library_size(g, 0) == lib - 3 and len(g.zone(0, "graveyard")) == 3
    spirits = tokens(g, 0, "Spirit")
    assert len(spirits) == 1 and (spirits[0].power, spirits[0].toughness) == (1, 1) and spirits[0].colors == []
    g.pass_until("draw", turn=3)
    g.pass_until("main1", turn=3)
    resolve(g, "Grizzly Bears")
    g.expect_pt("Grizzly Bears", 3, 3)
    g.pass_until("draw", turn=5)
    g.pass_until("main1", turn=5)
    resolve(g)
    assert "Kirin-Touched Orochi" in names(g, 0)
    # Orochi's attack trigger, mode 1: exile target creature card from a graveyard; when you do, a Spirit
    g.pass_until("main1", turn=7)
    g.attack("Teachings of the Kirin // Kirin-Touched Orochi")
    resolve(g, "mode 1", "Craw Wurm")
    g.expect_zone("Craw Wurm", "exile")
    assert len(tokens(g, 0, "Spirit")) == 2


@covers("Ukkima, Stalking Shadow")
def test_sample_13_ukkima_can_t_be_blocked_drains_its_power_when_it_leaves_and_fetches_its_partner(pool):
    """509.1b 'can't be blocked'; its leaves-the-battlefield trigger (603.10a) deals X damage and gains X;
    702.124j partner with Cazur, Ruthless Stalker."""
    g = game(pool, battlefield=[(0, "Ukkima, Stalking Shadow"), (1, "Grizzly Bears")], hand=[(0, "Unsummon")],
             mana={0: "U1UB"}, library=[(0, "Plains"), (0, "Plains"), (0, "Cazur, Ruthless Stalker"), (0, "Plains")])
    g.attack("Ukkima, Stalking Shadow")
    with pytest.raises(ScenarioError):
        g.block("Ukkima, Stalking Shadow", "Grizzly Bears")
    g.no_blocks()
    g.pass_until("combat damage")
    resolve(g)
    g.expect_life(1, 18)
    g.pass_until("main2")
    cast(g, "Unsummon", "Player 2", target="Ukkima, Stalking Shadow")
    g.expect_life(1, 16)
    g.expect_life(0, 22)
    # 702.124j partner with: as it enters, target player may put Cazur, Ruthless Stalker into their hand
    g.pass_until("main1", turn=3)
    cast(g, "Ukkima, Stalking Shadow", "Player 1", "yes", "Cazur, Ruthless Stalker")
    g.expect_zone("Cazur, Ruthless Stalker", "hand")


@covers("Crocanura")
def test_sample_14_crocanura_702_100_evolves_and_has_reach(pool):
    """702.100a evolve: a bigger creature entering under your control puts a +1/+1 counter on it; a smaller
    one doesn't; 702.17 reach."""
    g = game(pool, battlefield=[(0, "Crocanura")], hand=[(0, "Grizzly Bears"), (0, "Memnite")], mana={0: "1G"})
    cast(g, "Grizzly Bears")
    g.expect_pt("Crocanura", 2, 4)
    cast(g, "Memnite")
    g.expect_pt("Crocanura", 2, 4)
    assert "Reach" in g.obj("Crocanura").keywords


@covers("Wildborn Preserver")
def test_sample_15_wildborn_preserver_pays_x_for_x_counters_when_a_non_human_enters(pool):
    """702.8 flash; whenever another non-Human creature you control enters you may pay {X}; when you do
    (603.12) it gets X +1/+1 counters. A Human entering doesn't trigger it."""
    g = game(pool, hand=[(0, "Wildborn Preserver"), (0, "Grizzly Bears"), (0, "Raging Goblin")],
             mana={0: "1G1GR2"}, step="upkeep")
    cast(g, "Wildborn Preserver")  # at instant speed
    g.pass_until("main1")
    cast(g, "Grizzly Bears", "yes", ("x", 2))
    g.expect_pt("Wildborn Preserver", 4, 4)
    assert "Reach" in g.obj("Wildborn Preserver").keywords


@covers("Teferi's Ageless Insight // Teferi's Ageless Insight")
def test_sample_16_teferi_s_ageless_insight_614_11_doubles_draws_except_the_first_in_draw_step(pool):
    """614.11 draw replacement: the first draw of your draw step is normal, other draws become two."""
    n = "Teferi's Ageless Insight // Teferi's Ageless Insight"
    g = game(pool, battlefield=[(0, n)], hand=[(0, "Divination")], mana={0: "2U"}, step="upkeep", turn=3)
    h = hand_size(g, 0)
    g.pass_until("main1", turn=3)
    assert hand_size(g, 0) == h + 1
    cast(g, "Divination")
    assert hand_size(g, 0) == h + 1 - 1 + 4


@covers("Ghostblade Eidolon")
def test_sample_17_ghostblade_eidolon_702_103_bestow_gives_double_strike(pool):
    """702.103 bestow: cast for {5}{W} it's an Aura: +1/+1 and double strike (702.4) to the enchanted creature;
    cast normally it's a 1/1 double striker."""
    g = game(pool, battlefield=[(0, "Grizzly Bears")], hand=[(0, "Ghostblade Eidolon")], mana={0: "5W"})
    cast(g, "Ghostblade Eidolon", target="Grizzly Bears", variant="alt:0+bestow")
    g.expect_pt("Grizzly Bears", 3, 3)
    assert "Double Strike" in g.obj("Grizzly Bears").keywords
    attack_and_deal_damage(g, "Grizzly Bears")
    g.pass_until("end of combat")
    g.expect_life(1, 14)


@covers("Thought Harvester")
def test_sample_18_thought_harvester_702_114_devoid_and_colorless_spell_trigger(pool):
    """702.114a devoid: no color; flying; casting a colorless spell makes target opponent exile their top
    card, a colored spell doesn't."""
    g = game(pool, battlefield=[(0, "Thought Harvester")], hand=[(0, "Ornithopter"), (0, "Grizzly Bears")],
             mana={0: "1G"})
    assert g.obj("Thought Harvester").colors == [] and "Flying" in g.obj("Thought Harvester").keywords
    lib = library_size(g, 1)
    cast(g, "Ornithopter", "Player 2")
    assert library_size(g, 1) == lib - 1 and len(g.zone(1, "exile")) == 1
    cast(g, "Grizzly Bears")
    assert library_size(g, 1) == lib - 1


@covers("Unscrupulous Contractor")
def test_sample_19_unscrupulous_contractor_sacrifice_for_two_cards_and_2_life_and_plot_702_170(pool):
    """Its ETB: you may sacrifice a creature; when you do (603.12) target player draws two and loses 2 life.
    702.170 plot: exiled from hand for {2}{B}, cast free on a later turn."""
    g = game(pool, battlefield=[(0, "Grizzly Bears")], hand=[(0, "Unscrupulous Contractor")], mana={0: "2B"})
    h = hand_size(g, 1)
    cast(g, "Unscrupulous Contractor", "yes", "Grizzly Bears", "Player 2")
    g.expect_zone("Grizzly Bears", "graveyard")
    assert hand_size(g, 1) == h + 2
    g.expect_life(1, 18)
    g2 = game(pool, hand=[(0, "Unscrupulous Contractor")], mana={0: "2B"})
    d = g2._priority()
    plot = [o for o in d.options if "plot" in g2.game.describe(o).lower()]
    assert plot, [g2.game.describe(o) for o in d.options]
    g2.answer(plot[0])
    resolve(g2)
    g2.expect_zone("Unscrupulous Contractor", "exile")
    g2.pass_until("main1", turn=3)
    cast(g2, "Unscrupulous Contractor", "no", variant="free")
    g2.expect_zone("Unscrupulous Contractor", "battlefield")


@covers("Adriana, Captain of the Guard")
def test_sample_20_adriana_702_121_melee_for_itself_and_other_creatures(pool):
    """702.121a melee: +1/+1 until end of turn per opponent attacked; other creatures you control have it."""
    g = game(pool, battlefield=[(0, "Adriana, Captain of the Guard"), (0, "Grizzly Bears"), (1, "Grizzly Bears")])
    assert "Melee" in g.obj(g.find("Grizzly Bears", controller=0)).keywords
    assert "Melee" not in g.obj(g.find("Grizzly Bears", controller=1)).keywords
    attack_and_deal_damage(g, "Adriana, Captain of the Guard", g.find("Grizzly Bears", controller=0), answers=["first"])
    g.expect_life(1, 12)
