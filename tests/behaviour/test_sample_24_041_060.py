"""Issue #24 point 4: behaviour tests for the cards 41-60 of sample_24.txt, in draw order (see
test_sample_24_001_020.py)."""
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
from .test_sample_24_001_020 import names


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
    g2 = game(pool, battlefield=[(0, "Hill Giant")], hand=[(0, "Spirespine")], mana={0: "4G"})
    cast(g2, "Spirespine", target="Hill Giant", variant="alt:0+bestow")
    g2.expect_pt("Hill Giant", 7, 4)


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
