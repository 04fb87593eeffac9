"""Hand-picked supported permanents with static abilities and combat keywords: auras, equipment,
anthems and lords, evasion and "can't block", lifelink and deathtouch in combat."""
from __future__ import annotations

import pytest

from manastack.core.errors import ScenarioError
from manastack.testing import Scenario

from .helpers import activate, attack_and_deal_damage, cast, covers, game, resolve, targets_offered

# ---------------------------------------------------------------- auras


@covers("Pacifism")
def test_pacifism_stops_enchanted_creature_attacking_and_blocking(pool):
    g = game(pool, hand=[(0, "Pacifism")], battlefield=[(1, "Serra Angel"), (0, "Grizzly Bears")], mana={0: "1W"})
    cast(g, "Pacifism", target="Serra Angel")
    g.attack("Grizzly Bears")
    with pytest.raises(ScenarioError):
        g.block("Grizzly Bears", "Serra Angel")


@covers("Pacifism")
def test_pacifism_enchanted_creature_cannot_attack(pool):
    s = Scenario(cards=pool)
    angel = s.battlefield(0, "Serra Angel")
    s.battlefield(1, "Pacifism", attached_to=angel)
    g = s.start()
    g.pass_until("declare attackers")
    assert not any(o[0] == "attack" for o in g.decision.options)


@covers("Holy Strength")
def test_holy_strength_gives_plus_1_plus_2(pool):
    g = game(pool, hand=[(0, "Holy Strength")], battlefield=[(0, "Grizzly Bears")], mana={0: "W"})
    cast(g, "Holy Strength", target="Grizzly Bears")
    g.expect_pt("Grizzly Bears", 3, 4)


@covers("Rancor")
def test_rancor_gives_plus_2_trample_and_returns_to_hand_when_put_into_a_graveyard(pool):
    g = game(pool, hand=[(0, "Rancor"), (0, "Shock")], battlefield=[(0, "Grizzly Bears")], mana={0: "GR"})
    cast(g, "Rancor", target="Grizzly Bears")
    g.expect_pt("Grizzly Bears", 4, 2)
    assert "Trample" in g.obj("Grizzly Bears").keywords
    cast(g, "Shock", target="Grizzly Bears")
    g.expect_zone("Rancor", "hand")


@covers("Lifelink")
def test_lifelink_aura_gains_life_from_the_creatures_damage(pool):
    """702.15b: damage dealt by a source with lifelink causes its controller to gain that much life."""
    g = game(pool, hand=[(0, "Lifelink")], battlefield=[(0, "Hill Giant")], mana={0: "W"})
    cast(g, "Lifelink", target="Hill Giant")
    attack_and_deal_damage(g, "Hill Giant")
    g.expect_life(0, 23)
    g.expect_life(1, 17)


@covers("Spirit Link")
def test_spirit_link_on_an_opponents_creature_gains_you_its_damage(pool):
    """The Aura's controller gains the life, whoever controls the creature."""
    s = Scenario(cards=pool)
    giant = s.battlefield(0, "Hill Giant")
    s.battlefield(1, "Spirit Link", attached_to=giant)
    g = s.start()
    attack_and_deal_damage(g, "Hill Giant")
    g.expect_life(1, 20)  # 3 damage, 3 life gained
    g.expect_life(0, 20)


# ---------------------------------------------------------------- equipment


@covers("Bonesplitter")
def test_bonesplitter_equips_for_1_and_gives_plus_2(pool):
    """702.6a: equip only as a sorcery; moving it unattaches it from the first creature."""
    g = game(pool, battlefield=[(0, "Bonesplitter"), (0, "Grizzly Bears"), (0, "Savannah Lions")], mana={0: "11"})
    activate(g, "Bonesplitter", target="Grizzly Bears")
    g.expect_pt("Grizzly Bears", 4, 2)
    activate(g, "Bonesplitter", target="Savannah Lions")
    g.expect_pt("Grizzly Bears", 2, 2)
    g.expect_pt("Savannah Lions", 4, 1)


@covers("Bonesplitter")
def test_bonesplitter_cannot_equip_an_opponents_creature(pool):
    g = game(pool, battlefield=[(0, "Bonesplitter"), (0, "Grizzly Bears"), (1, "Savannah Lions")], mana={0: "1"})
    assert targets_offered(g, "Bonesplitter") == {"Grizzly Bears"}


@covers("Loxodon Warhammer")
def test_loxodon_warhammer_gives_plus_3_trample_and_lifelink(pool):
    g = game(pool, battlefield=[(0, "Loxodon Warhammer"), (0, "Grizzly Bears"), (1, "Llanowar Elves")],
             mana={0: "3"})
    activate(g, "Loxodon Warhammer", target="Grizzly Bears")
    g.expect_pt("Grizzly Bears", 5, 2)
    attack_and_deal_damage(g, "Grizzly Bears", blocks=[("Grizzly Bears", "Llanowar Elves")],
                           answers=[{"Llanowar Elves": 1, "Player 2": 4}])
    g.expect_life(1, 16)
    g.expect_life(0, 25)
    g.expect_zone("Llanowar Elves", "graveyard")


# ---------------------------------------------------------------- anthems and lords


@covers("Glorious Anthem")
def test_glorious_anthem_pumps_only_your_creatures(pool):
    g = game(pool, battlefield=[(0, "Glorious Anthem"), (0, "Grizzly Bears"), (1, "Hill Giant")])
    g.expect_pt("Grizzly Bears", 3, 3)
    g.expect_pt("Hill Giant", 3, 3)


@covers("Goblin King")
def test_goblin_king_pumps_other_goblins_everywhere_and_gives_mountainwalk(pool):
    g = game(pool, battlefield=[(0, "Goblin King"), (0, "Goblin Piker"), (1, "Raging Goblin"), (1, "Mountain"),
                                (1, "Grizzly Bears")])
    g.expect_pt("Goblin Piker", 3, 2)
    g.expect_pt("Raging Goblin", 2, 2)
    g.expect_pt("Goblin King", 2, 2)
    g.attack("Goblin Piker")
    with pytest.raises(ScenarioError):  # 702.14c: landwalk
        g.block("Goblin Piker", "Grizzly Bears")


@covers("Elvish Champion")
def test_elvish_champion_forestwalk_only_against_a_forest(pool):
    g = game(pool, battlefield=[(0, "Elvish Champion"), (0, "Llanowar Elves"), (1, "Grizzly Bears")])
    g.expect_pt("Llanowar Elves", 2, 2)
    g.attack("Llanowar Elves")
    g.block("Llanowar Elves", "Grizzly Bears")  # no Forest: it can be blocked
    assert g.decision.kind == "priority"


@covers("Kird Ape")
@pytest.mark.parametrize("forest,pt", [(True, (2, 3)), (False, (1, 1))])
def test_kird_ape_is_bigger_while_you_control_a_forest(pool, forest, pt):
    g = game(pool, battlefield=[(0, "Kird Ape")] + ([(0, "Forest")] if forest else [(1, "Forest")]))
    g.expect_pt("Kird Ape", *pt)


# ---------------------------------------------------------------- evasion and blocking restrictions


@covers("Jungle Lion")
def test_jungle_lion_cannot_block(pool):
    g = game(pool, battlefield=[(1, "Jungle Lion"), (0, "Grizzly Bears")])
    g.attack("Grizzly Bears")
    with pytest.raises(ScenarioError):
        g.block("Grizzly Bears", "Jungle Lion")


@covers("Boggart Brute")
def test_boggart_brute_menace_needs_two_blockers(pool):
    """702.111b: menace."""
    g = game(pool, battlefield=[(0, "Boggart Brute"), (1, "Grizzly Bears"), (1, "Savannah Lions")])
    g.attack("Boggart Brute")
    with pytest.raises(ScenarioError):
        g.block("Boggart Brute", "Grizzly Bears")


@covers("Boggart Brute")
def test_boggart_brute_can_be_blocked_by_two_creatures(pool):
    g = game(pool, battlefield=[(0, "Boggart Brute"), (1, "Grizzly Bears"), (1, "Savannah Lions")])
    attack_and_deal_damage(g, "Boggart Brute", blocks=[("Boggart Brute", "Grizzly Bears"),
                                                       ("Boggart Brute", "Savannah Lions")],
                           answers=[{"Grizzly Bears": 2, "Savannah Lions": 1}])
    g.expect_zone("Boggart Brute", "graveyard")
    g.expect_life(1, 20)


@covers("River Boa")
def test_river_boa_islandwalk(pool):
    g = game(pool, battlefield=[(0, "River Boa"), (1, "Grizzly Bears"), (1, "Island")])
    g.attack("River Boa")
    with pytest.raises(ScenarioError):
        g.block("River Boa", "Grizzly Bears")


@covers("Giant Spider")
def test_giant_spider_reach_blocks_a_flyer(pool):
    g = game(pool, battlefield=[(0, "Wild Griffin"), (1, "Giant Spider")])
    attack_and_deal_damage(g, "Wild Griffin", blocks=[("Wild Griffin", "Giant Spider")])
    g.expect_zone("Wild Griffin", "graveyard")
    g.expect_life(1, 20)


@covers("Wild Griffin")
def test_wild_griffin_cannot_be_blocked_by_a_ground_creature(pool):
    g = game(pool, battlefield=[(0, "Wild Griffin"), (1, "Grizzly Bears")])
    g.attack("Wild Griffin")
    with pytest.raises(ScenarioError):
        g.block("Wild Griffin", "Grizzly Bears")


@covers("Goblin Balloon Brigade")
def test_goblin_balloon_brigade_gains_flying(pool):
    g = game(pool, battlefield=[(0, "Goblin Balloon Brigade")], mana={0: "R"})
    activate(g, "Goblin Balloon Brigade")
    assert "Flying" in g.obj("Goblin Balloon Brigade").keywords
    g.pass_until("upkeep", turn=2)
    assert "Flying" not in g.obj("Goblin Balloon Brigade").keywords


@covers("Vigilant Baloth")
def test_vigilant_baloth_attacks_without_tapping(pool):
    g = game(pool, battlefield=[(0, "Vigilant Baloth")])
    attack_and_deal_damage(g, "Vigilant Baloth")
    assert not g.obj("Vigilant Baloth").tapped
    g.expect_life(1, 15)


# ---------------------------------------------------------------- lifelink and deathtouch in combat


@covers("Vampire Nighthawk")
def test_vampire_nighthawk_deathtouch_kills_its_blocker_and_lifelink_gains(pool):
    g = game(pool, battlefield=[(0, "Vampire Nighthawk"), (1, "Serra Angel")])
    attack_and_deal_damage(g, "Vampire Nighthawk", blocks=[("Vampire Nighthawk", "Serra Angel")])
    g.expect_zone("Serra Angel", "graveyard")
    g.expect_zone("Vampire Nighthawk", "graveyard")
    g.expect_life(0, 22)


@covers("Vault Skirge")
def test_vault_skirge_cast_with_life_and_lifelink_in_combat(pool):
    """107.4f: {B/P} paid with 2 life; 702.15: lifelink."""
    g = game(pool, hand=[(0, "Vault Skirge")], mana={0: "1"})
    cast(g, "Vault Skirge")
    g.expect_life(0, 18)
    g.pass_until("main1", turn=3)  # no longer summoning sick (302.6)
    attack_and_deal_damage(g, "Vault Skirge")
    g.expect_life(0, 19)
    g.expect_life(1, 19)


@covers("Ambush Viper")
def test_ambush_viper_flashes_in_to_block_and_kill(pool):
    """702.8a flash; 702.2b deathtouch."""
    g = game(pool, battlefield=[(1, "Craw Wurm")], hand=[(0, "Ambush Viper")], mana={0: "1G"}, active=1)
    g.attack("Craw Wurm")
    resolve(g)
    g.pass_priority()  # the attacker passes in declare attackers
    cast(g, "Ambush Viper")
    g.block("Craw Wurm", "Ambush Viper")
    g.pass_until("combat damage")
    resolve(g)
    g.expect_zone("Craw Wurm", "graveyard")


@covers("Baneslayer Angel")
def test_baneslayer_angel_first_strike_and_lifelink_against_a_flyer(pool):
    g = game(pool, battlefield=[(0, "Baneslayer Angel"), (1, "Serra Angel")])
    attack_and_deal_damage(g, "Baneslayer Angel", blocks=[("Baneslayer Angel", "Serra Angel")])
    g.expect_zone("Serra Angel", "graveyard")
    assert g.obj("Baneslayer Angel").damage == 0  # first strike: the blocker died first
    g.expect_life(0, 25)


@covers("Baneslayer Angel")
def test_baneslayer_angel_cannot_be_blocked_by_dragons(pool):
    """702.16c: protection from Dragons."""
    g = game(pool, battlefield=[(0, "Baneslayer Angel"), (1, "Shivan Dragon")])
    g.attack("Baneslayer Angel")
    with pytest.raises(ScenarioError):
        g.block("Baneslayer Angel", "Shivan Dragon")
