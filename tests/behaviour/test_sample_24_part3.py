"""Issue #24 point 4: behaviour tests for the cards 41-60 of sample_24.txt, in draw order (see
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


@covers("Heliophial")
def test_sample_41_heliophial_702_44_sunburst_counters_fuel_its_damage(pool):
    """702.44a sunburst: a charge counter per color of mana spent; {2}, sacrifice: damage equal to them."""
    g = game(pool, hand=[(0, "Heliophial")], mana={0: "WUBRG"})
    cast(g, "Heliophial")
    assert g.obj("Heliophial").counters.get("charge") == 5
    g.pass_until("main1", turn=3)
    activate(g, "Heliophial", target="Player 2")
    g.expect_life(1, 15)
    g.expect_zone("Heliophial", "graveyard")


@covers("Gravitic Punch")
def test_sample_42_gravitic_punch_power_damage_and_702_133_jump_start(pool):
    """Your creature deals damage equal to its power to target player; 702.133a jump-start casts it from
    the graveyard by discarding a card, then it's exiled."""
    g = game(pool, battlefield=[(0, "Hill Giant")], hand=[(0, "Gravitic Punch"), (0, "Memnite")],
             mana={0: "3R3R"})
    cast(g, "Gravitic Punch", targets=["Hill Giant", "Player 2"])
    g.expect_life(1, 17)
    g.expect_zone("Gravitic Punch", "graveyard")
    cast(g, "Gravitic Punch", "Memnite", targets=["Hill Giant", "Player 2"], variant="jumpstart")
    g.expect_life(1, 14)
    g.expect_zone("Memnite", "graveyard")
    g.expect_zone("Gravitic Punch", "exile")


@covers("Blind Zealot")
def test_sample_43_blind_zealot_702_13_intimidate_and_sacrifice_to_destroy(pool):
    """702.13b intimidate: only artifact creatures or ones sharing a color block it; combat damage to a
    player: you may sacrifice it to destroy target creature that player controls."""
    g = game(pool, battlefield=[(0, "Blind Zealot"), (1, "Grizzly Bears")])
    g.attack("Blind Zealot")
    with pytest.raises(ScenarioError):
        g.block("Blind Zealot", "Grizzly Bears")
    g.no_blocks()
    g.pass_until("combat damage")
    resolve(g, "Grizzly Bears", "yes")
    g.expect_life(1, 18)
    g.expect_zone("Blind Zealot", "graveyard")
    g.expect_zone("Grizzly Bears", "graveyard")


@covers("Rainbow Crow")
def test_sample_44_rainbow_crow_flies_and_becomes_the_chosen_color(pool):
    """Flying; {1}: it becomes the color of your choice until end of turn (105.3, 514.2)."""
    g = game(pool, battlefield=[(0, "Rainbow Crow")], mana={0: "1"})
    assert "Flying" in g.obj("Rainbow Crow").keywords
    activate(g, "Rainbow Crow", "R")
    assert g.obj("Rainbow Crow").colors == ["red"]
    g.pass_until("upkeep", turn=2)
    assert g.obj("Rainbow Crow").colors == ["blue"]


@covers("Soulless Revival")
def test_sample_45_soulless_revival_returns_a_creature_card_and_702_47_splices(pool):
    """Return target creature card from your graveyard to your hand; 702.47a splice onto Arcane adds that
    effect to another Arcane spell and the spliced card stays in hand."""
    g = game(pool, graveyard=[(0, "Grizzly Bears"), (0, "Hill Giant")],
             hand=[(0, "Soulless Revival"), (0, "Lava Spike")], mana={0: "1B1BR"})
    cast(g, "Soulless Revival", target="Grizzly Bears")
    g.expect_zone("Grizzly Bears", "hand")
    g2 = game(pool, graveyard=[(0, "Hill Giant")], hand=[(0, "Soulless Revival"), (0, "Lava Spike")],
              mana={0: "1BR"})
    cast(g2, "Lava Spike", "Soulless Revival", "Hill Giant", target="Player 2")
    g2.expect_life(1, 17)
    g2.expect_zone("Hill Giant", "hand")
    g2.expect_zone("Soulless Revival", "hand")


@covers("Isshin, Two Heavens as One")
def test_sample_46_isshin_attack_triggers_trigger_an_additional_time(pool):
    """An attack trigger of a permanent you control triggers twice: Adriana's melee gives +2/+2."""
    g = game(pool, battlefield=[(0, "Isshin, Two Heavens as One"), (0, "Adriana, Captain of the Guard")])
    attack_and_deal_damage(g, "Adriana, Captain of the Guard", answers=["first"])
    g.expect_life(1, 14)


@covers("Spirespine")
def test_sample_47_spirespine_702_103_bestow_and_blocks_each_combat_if_able(pool):
    """509.1c: it must block if able; bestowed, the enchanted creature gets +4/+1 and must block."""
    g = game(pool, battlefield=[(0, "Spirespine"), (1, "Grizzly Bears")], active=1)
    g.attack("Grizzly Bears")
    with pytest.raises(ScenarioError):
        g.no_blocks()
    g2 = game(pool, battlefield=[(0, "Hill Giant"), (1, "Grizzly Bears")], hand=[(0, "Spirespine")], mana={0: "4G"})
    cast(g2, "Spirespine", target="Hill Giant", variant="alt:0+bestow")
    g2.expect_pt("Hill Giant", 7, 4)
    g2.pass_until("main1", turn=2)  # the opponent attacks: the enchanted Giant must block
    g2.attack("Grizzly Bears")
    with pytest.raises(ScenarioError):
        g2.no_blocks()
    g2.block("Grizzly Bears", "Hill Giant")
    g2.pass_until("end of combat")
    g2.expect_zone("Grizzly Bears", "graveyard")


@covers("Arcbound Reclaimer")
def test_sample_48_arcbound_reclaimer_702_43_modular_and_counter_for_an_artifact(pool):
    """702.43a modular 2: enters with two counters, moves them to an artifact creature when it dies;
    remove a counter: put target artifact card from your graveyard on top of your library."""
    g = game(pool, battlefield=[(0, "Memnite")], graveyard=[(0, "Ornithopter")],
             hand=[(0, "Arcbound Reclaimer"), (0, "Shock")], mana={0: "4R"})
    cast(g, "Arcbound Reclaimer")
    g.expect_pt("Arcbound Reclaimer", 2, 2)
    activate(g, "Arcbound Reclaimer", target="Ornithopter")
    g.expect_zone("Ornithopter", "library")
    assert g.obj(g.state.library[0][-1]).name == "Ornithopter"  # the top (the end of the list)
    g.expect_pt("Arcbound Reclaimer", 1, 1)
    cast(g, "Shock", "Memnite", "yes", target="Arcbound Reclaimer")
    g.expect_pt("Memnite", 2, 2)


@covers("Electroduplicate")
def test_sample_49_electroduplicate_hasty_copy_sacrificed_at_end_and_702_34_flashback(pool):
    """707.9 copy with exceptions: haste and an end-step sacrifice trigger; 702.34a flashback."""
    g = game(pool, battlefield=[(0, "Hill Giant")], hand=[(0, "Electroduplicate")], mana={0: "2R2RR"})
    cast(g, "Electroduplicate", target="Hill Giant")
    t = tokens(g, 0, "Hill Giant")
    assert len(t) == 1 and "Haste" in t[0].keywords and (t[0].power, t[0].toughness) == (3, 3)
    cast(g, "Electroduplicate", target="Hill Giant", variant="flashback")
    assert len(tokens(g, 0, "Hill Giant")) == 2
    g.expect_zone("Electroduplicate", "exile")
    g.pass_until("end")
    resolve(g, "first")
    assert tokens(g, 0, "Hill Giant") == []


@covers("Hada Spy Patrol")
def test_sample_50_hada_spy_patrol_711_level_up_unblockable_then_shroud(pool):
    """702.87 level up; 711 leveler: level 1-2 is a 2/2 that can't be blocked, level 3+ a 3/3 with shroud."""
    g = game(pool, battlefield=[(0, "Hada Spy Patrol", ), (1, "Grizzly Bears")], mana={0: "2U2U2U"})
    g.expect_pt("Hada Spy Patrol", 1, 1)
    activate(g, "Hada Spy Patrol")
    g.expect_pt("Hada Spy Patrol", 2, 2)
    activate(g, "Hada Spy Patrol")
    activate(g, "Hada Spy Patrol")
    g.expect_pt("Hada Spy Patrol", 3, 3)
    assert "Shroud" in g.obj("Hada Spy Patrol").keywords
    g.attack("Hada Spy Patrol")
    with pytest.raises(ScenarioError):
        g.block("Hada Spy Patrol", "Grizzly Bears")


@covers("Hound Tamer // Untamed Pup")
def test_sample_51_hound_tamer_trample_counters_and_702_145_nightbound_trample_lord(pool):
    """Trample; {3}{G}: a +1/+1 counter on target creature; daybound: at night Untamed Pup, 4/4, and other
    Wolves and Werewolves you control have trample."""
    n = "Hound Tamer // Untamed Pup"
    g = game(pool, battlefield=[(0, n), (0, "Grizzly Bears")], mana={0: "3G"})
    assert "Trample" in g.obj(n).keywords
    activate(g, n, target="Grizzly Bears")
    g.expect_pt("Grizzly Bears", 3, 3)
    g2 = game(pool, battlefield=[(0, n), (0, "Timber Wolves"), (0, "Grizzly Bears")],
              step="end")
    g2.pass_until("main1", turn=2)
    g2.pass_until("main1", turn=3)
    assert "Untamed Pup" in names(g2, 0)
    g2.expect_pt(n, 4, 4)
    assert "Trample" in g2.obj("Timber Wolves").keywords
    assert "Trample" not in g2.obj("Grizzly Bears").keywords


@covers("Torrent of Souls")
def test_sample_52_torrent_of_souls_mana_spent_conditions_106_12(pool):
    """Spent {B}: return up to one creature card from your graveyard to the battlefield; spent {R}: target
    player's creatures get +2/+0 and haste. Only the halves whose color was spent happen."""
    g = game(pool, battlefield=[(0, "Grizzly Bears")], graveyard=[(0, "Hill Giant")], hand=[(0, "Torrent of Souls")],
             mana={0: "4B"})
    cast(g, "Torrent of Souls", targets=["Hill Giant", "Player 1"])
    g.expect_zone("Hill Giant", "battlefield")
    g.expect_pt("Grizzly Bears", 2, 2)
    g2 = game(pool, battlefield=[(0, "Grizzly Bears")], graveyard=[(0, "Hill Giant")],
              hand=[(0, "Torrent of Souls")], mana={0: "4R"})
    cast(g2, "Torrent of Souls", targets=["Hill Giant", "Player 1"])
    g2.expect_zone("Hill Giant", "graveyard")
    g2.expect_pt("Grizzly Bears", 4, 2)
    assert "Haste" in g2.obj("Grizzly Bears").keywords


@covers("Blade Juggler")
def test_sample_53_blade_juggler_702_137_spectacle_and_etb_ping_and_draw(pool):
    """702.137a spectacle: its {2}{B} cost only after an opponent lost life this turn; ETB: 1 damage to you
    and you draw a card."""
    g = game(pool, hand=[(0, "Blade Juggler"), (0, "Shock")], mana={0: "R2B"})
    assert not any("spectacle" in g.game.describe(o).lower() for o in g.options())
    cast(g, "Shock", target="Player 2")
    h = hand_size(g, 0)
    cast(g, "Blade Juggler", variant=next(o[2] for o in g.options() if o[0] == "cast" and o[2] != "normal"))
    g.expect_zone("Blade Juggler", "battlefield")
    g.expect_life(0, 19)
    assert hand_size(g, 0) == h - 1 + 1


@covers("Growth Curve")
def test_sample_54_growth_curve_adds_a_counter_then_doubles_them_701_10(pool):
    """A +1/+1 counter, then double the +1/+1 counters: 1 becomes 4 counters on a creature with one."""
    g = game(pool, battlefield=[(0, "Grizzly Bears")], hand=[(0, "Growth Curve"), (0, "Growth Curve")],
             mana={0: "GUGU"})
    cast(g, "Growth Curve", target="Grizzly Bears")
    g.expect_pt("Grizzly Bears", 4, 4)
    cast(g, "Growth Curve", target="Grizzly Bears")
    g.expect_pt("Grizzly Bears", 8, 8)


@covers("Brutalizer Exarch")
def test_sample_55_brutalizer_exarch_modal_etb_tutor_or_tuck(pool):
    """700.2 modal ETB: mode 1 puts a creature card from your library on top; mode 2 puts target noncreature
    permanent on the bottom of its owner's library."""
    g = game(pool, hand=[(0, "Brutalizer Exarch")], library=[(0, "Plains"), (0, "Plains"), (0, "Craw Wurm")],
             mana={0: "5G"})
    cast(g, "Brutalizer Exarch", "mode 1", "Craw Wurm")
    assert g.obj(g.state.library[0][-1]).name == "Craw Wurm"
    g2 = game(pool, hand=[(0, "Brutalizer Exarch")], battlefield=[(1, "Ornithopter"), (1, "Howling Mine")],
              mana={0: "5G"})
    cast(g2, "Brutalizer Exarch", "mode 2", "Howling Mine")
    g2.expect_zone("Howling Mine", "library")
    assert g2.obj(g2.state.library[1][0]).name == "Howling Mine"
    assert "Ornithopter" not in (targets_offered(g2, "Brutalizer Exarch") or set())


@covers("Fearful Villager // Fearsome Werewolf")
def test_sample_56_fearful_villager_702_111_menace_and_702_145_daybound(pool):
    """702.111b menace: can't be blocked by one creature; at night it's Fearsome Werewolf, a 4/3 with menace."""
    n = "Fearful Villager // Fearsome Werewolf"
    g = game(pool, battlefield=[(0, n), (1, "Grizzly Bears")])
    g.attack(n)
    with pytest.raises(ScenarioError):
        g.block(n, "Grizzly Bears")
    g2 = game(pool, battlefield=[(0, n)], step="end")
    g2.pass_until("main1", turn=3)
    assert "Fearsome Werewolf" in names(g2, 0)
    g2.expect_pt(n, 4, 3)
    assert "Menace" in g2.obj(n).keywords


@covers("Squad Commander")
def test_sample_57_squad_commander_party_tokens_and_full_party_bonus_700_8(pool):
    """700.8 party: a Kor Warrior token per party member as it enters; at the beginning of combat on your
    turn with a full party, creatures get +1/+0 and indestructible."""
    g = game(pool, battlefield=[(0, "Cleric of the Forward Order")], hand=[(0, "Squad Commander")],
             mana={0: "3W"})
    cast(g, "Squad Commander")
    assert len(tokens(g, 0, "Kor Warrior")) == 2  # Cleric + Warrior
    g2 = game(pool, battlefield=[(0, "Squad Commander"), (0, "Cleric of the Forward Order"), (0, "Blade Juggler"),
                                 (0, "Thalakos Dreamsower")])
    g2.pass_until("beginning of combat")
    resolve(g2)
    g2.expect_pt("Squad Commander", 4, 3)
    assert "Indestructible" in g2.obj("Squad Commander").keywords


@covers("Scorching Dragonfire")
def test_sample_58_scorching_dragonfire_exiles_what_it_would_kill_614_6(pool):
    """3 damage to target creature or planeswalker; if it would die this turn it's exiled instead."""
    g = game(pool, battlefield=[(1, "Grizzly Bears")], hand=[(0, "Scorching Dragonfire")], mana={0: "1R"})
    cast(g, "Scorching Dragonfire", target="Grizzly Bears")
    g.expect_zone("Grizzly Bears", "exile")


@covers("Watchful Naga")
def test_sample_59_watchful_naga_701_43_exert_to_draw(pool):
    """701.43 exert as it attacks: when you do, draw a card; it doesn't untap in your next untap step."""
    g = game(pool, battlefield=[(0, "Watchful Naga")])
    h = hand_size(g, 0)
    g.pass_until("declare attackers")
    naga = g.find("Watchful Naga")
    g.answer(("attack", naga, -2))
    g.answer(("exert", naga))
    g.answer(("done",))
    resolve(g)
    assert hand_size(g, 0) == h + 1
    g.pass_until("main1", turn=3)
    assert g.obj("Watchful Naga").tapped


@covers("Crushing Pain")
def test_sample_60_crushing_pain_6_damage_only_to_a_creature_dealt_damage_this_turn(pool):
    """Targets only a creature dealt damage this turn (115.1), then deals 6 damage to it."""
    g = game(pool, battlefield=[(1, "Craw Wurm"), (1, "Hill Giant")], hand=[(0, "Crushing Pain"), (0, "Shock")],
             mana={0: "1RR"})
    assert targets_offered(g, "Crushing Pain") in (set(), None)
    cast(g, "Shock", target="Craw Wurm")
    assert targets_offered(g, "Crushing Pain") == {"Craw Wurm"}
    cast(g, "Crushing Pain", target="Craw Wurm")
    g.expect_zone("Craw Wurm", "graveyard")
