"""510: combat damage — assignment (510.1a–d), simultaneity (510.2), trample (702.19b–d), deathtouch's
lethal damage (702.2c), first strike and double strike with the extra damage step (510.4, 702.4,
702.7)."""
from __future__ import annotations

import pytest
from combat_util import P1, grant_instant, lose_instant

from manastack.core.errors import IllegalActionError
from manastack.testing import Scenario


@pytest.fixture
def full(full_db):
    """Scenarios over the full card database (loaded once per session; skipped when absent)."""
    return lambda **kw: Scenario(cards=full_db, **kw)


def _steps(g, turn=1):
    return [e.text.replace(" step begins", "").replace(" ", "_") for e in g.state.events()
            if e.kind == "step" and e.turn == turn]


def test_510_1b_unblocked_creature_damages_the_player():
    s = Scenario()
    giant = s.battlefield(0, "Hill Giant")
    g = s.start("main1")
    g.attack(giant)
    g.no_blocks()
    g.pass_until("end of combat")
    g.expect_life(1, 17)


def test_510_1a_zero_power_assigns_no_damage():
    """510.1a: a creature with 0 power assigns no combat damage (no damage event at all, 120.8)."""
    s = Scenario()
    bears = s.battlefield(0, "Grizzly Bears")
    wall = s.battlefield(1, "Wall of Wood")
    g = s.start("main1")
    g.attack(bears)
    g.block(bears, wall)
    m = g.mark()
    g.pass_until("end of combat")
    dmg = [e for e in g.events_since(m, kind="damage")]
    assert len(dmg) == 1 and "Grizzly Bears deals 2" in dmg[0].text
    assert g.obj(bears).damage == 0


def test_510_2_combat_damage_is_simultaneous_both_die():
    s = Scenario()
    a = s.battlefield(0, "Grizzly Bears")
    b = s.battlefield(1, "Gray Ogre")
    g = s.start("main1")
    g.attack(a)
    g.block(a, b)
    g.pass_until("end of combat")
    g.expect_zone(a, "graveyard")
    g.expect_zone(b, "graveyard")


def test_702_19b_trample_must_assign_lethal_before_the_player():
    """702.19b: the trampler assigns lethal damage to its blocker before any to the player; assigning
    the player more is illegal and changes nothing."""
    s = Scenario()
    maw = s.battlefield(0, "Colossal Dreadmaw")
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start("main1")
    g.attack(maw)
    g.block(maw, bears)
    g.pass_until("combat damage")
    d = g.decision
    b = g.find(bears)
    assert d.kind == "damage_assignment" and d.actor == 0
    assert ("assign", ((b, 1), (P1, 5))) not in d.options
    assert ("assign", ((b, 2), (P1, 4))) in d.options
    assert ("assign", ((b, 6),)) in d.options
    before = g.game.digest()
    with pytest.raises(IllegalActionError):
        g.game.apply(("assign", ((b, 1), (P1, 5))))
    with pytest.raises(IllegalActionError):
        g.game.apply(("assign", ((b, 2), (P1, 5))))  # more than its power
    assert g.game.digest() == before
    g.answer(("assign", ((b, 2), (P1, 4))))
    g.pass_until("end of combat")
    g.expect_life(1, 16)
    g.expect_zone(bears, "graveyard")


def test_702_19b_lethal_damage_counts_damage_already_marked():
    s = Scenario()
    maw = s.battlefield(0, "Colossal Dreadmaw")
    ox = s.battlefield(1, "Pillarfield Ox", damage=3)
    g = s.start("main1")
    g.attack(maw)
    g.block(maw, ox)
    g.pass_until("combat damage")
    assert ("assign", ((g.find(ox), 1), (P1, 5))) in g.decision.options


def test_702_19b_example_lethal_counts_other_attackers_assignments(full):
    """702.19b example: a 2/2 that can block an additional creature blocks a 1/1 and a 3/3 trampler
    (here 4/4): 1 damage from each to the blocker is lethal, so the trampler assigns the rest to the
    player."""
    s = full()
    goblin = s.battlefield(0, "Raging Goblin")
    rhino = s.battlefield(0, "Stampeding Rhino")
    s.battlefield(1, "Brave the Sands")
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start("main1")
    g.attack(goblin, rhino)
    g.block(goblin, bears, (rhino, bears))
    g.pass_until("combat damage")
    d = g.decision
    assert d.info["source"] == g.find(rhino)
    g.answer(("assign", ((g.find(bears), 1), (P1, 3))))
    assert g.decision.kind == "damage_assignment" and g.decision.actor == 1  # the blocker's, 510.1d
    g.answer(("assign", ((g.find(goblin), 2),)))
    g.pass_until("end of combat")
    g.expect_life(1, 17)
    g.expect_zone(goblin, "graveyard")
    g.expect_zone(bears, "graveyard")


def test_702_19b_example_protection_blocker_still_needs_lethal_assigned(full):
    """702.19b example: a green trampler blocked by a 2/2 with protection from green must assign it 2,
    although that damage will be prevented (702.16e)."""
    s = full()
    maw = s.battlefield(0, "Colossal Dreadmaw")
    zombie = s.battlefield(1, "Vodalian Zombie")
    g = s.start("main1")
    g.attack(maw)
    g.block(maw, zombie)
    g.pass_until("combat damage")
    z = g.find(zombie)
    assert ("assign", ((z, 1), (P1, 5))) not in g.decision.options
    g.answer(("assign", ((z, 2), (P1, 4))))
    g.pass_until("end of combat")
    g.expect_life(1, 16)
    assert g.zone_of(zombie) == "battlefield" and g.obj(zombie).damage == 0


def test_702_19d_trampler_whose_blockers_are_gone_assigns_all_to_the_player():
    """702.19d: blocked, but no creature is blocking it when damage is assigned: all damage to the
    player, as though lethal damage had been assigned to its blockers."""
    s = Scenario()
    maw = s.battlefield(0, "Colossal Dreadmaw")
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 1)
    g = s.start("main1")
    g.attack(maw)
    g.block(maw, bears)
    g.cast("Lightning Bolt", target=bears)
    g.pass_until_resolved()
    g.pass_until("end of combat")
    g.expect_life(1, 14)


def test_702_19b_trample_over_a_blocker_onto_an_attacked_planeswalker():
    """702.19b: excess damage goes to the planeswalker the trampler attacks, not to the player
    (702.19f)."""
    s = Scenario()
    maw = s.battlefield(0, "Colossal Dreadmaw")
    bears = s.battlefield(1, "Grizzly Bears")
    jace = s.battlefield(1, "Jace Beleren")
    g = s.start("main1")
    g.attack((maw, jace))
    g.block(maw, bears)
    g.pass_until("combat damage")
    recips = {e for o in g.decision.options for e, _ in o[1]}
    assert P1 not in recips and g.find(jace) in recips
    g.answer(("assign", ((g.find(bears), 2), (g.find(jace), 4))))
    g.pass_until("end of combat")
    g.expect_zone(jace, "graveyard")
    g.expect_life(1, 20)


def test_702_19a_trample_does_nothing_for_a_blocker():
    """702.19a: a blocking trampler deals its damage to the attacker only."""
    s = Scenario()
    giant = s.battlefield(0, "Hill Giant")
    maw = s.battlefield(1, "Colossal Dreadmaw")
    g = s.start("main1")
    g.attack(giant)
    g.block(giant, maw)
    g.pass_until("end of combat")
    g.expect_life(0, 20)
    g.expect_zone(giant, "graveyard")


def test_702_7b_first_strike_kills_before_regular_damage():
    """702.7b, 510.4: a first striker deals its damage in the first-strike damage step; a creature it
    kills deals none."""
    s = Scenario()
    bears = s.battlefield(0, "Grizzly Bears")
    knight = s.battlefield(1, "Youthful Knight")
    g = s.start("main1")
    g.attack(bears)
    g.block(bears, knight)
    g.pass_until("end of combat")
    g.expect_zone(bears, "graveyard")
    g.expect_zone(knight, "battlefield")
    assert g.obj(knight).damage == 0
    assert "first_strike_damage" in _steps(g)


def test_510_4_no_first_strike_step_without_first_strikers():
    s = Scenario()
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start("main1")
    g.attack(bears)
    g.pass_until("end of combat")
    assert "first_strike_damage" not in _steps(g) and "combat_damage" in _steps(g)


def test_702_4b_double_strike_deals_damage_in_both_steps():
    s = Scenario()
    sky = s.battlefield(0, "Skyhunter Skirmisher")
    g = s.start("main1")
    g.attack(sky)
    g.no_blocks()
    g.pass_until("first strike damage")
    g.expect_life(1, 19)
    g.pass_until("end of combat")
    g.expect_life(1, 18)


def test_702_4b_double_striker_blocked_hits_first_and_again():
    """A double striker's blocker that survives the first hit takes the second, and the double striker
    is hit back only in the regular step."""
    s = Scenario()
    sky = s.battlefield(0, "Skyhunter Skirmisher")
    spider = s.battlefield(1, "Giant Spider")
    g = s.start("main1")
    g.attack(sky)
    g.block(sky, spider)
    g.pass_until("first strike damage")
    assert g.obj(spider).damage == 1 and g.zone_of(sky) == "battlefield"
    g.pass_until("end of combat")
    assert g.obj(spider).damage == 2
    g.expect_zone(sky, "graveyard")


def test_702_7c_gaining_first_strike_after_the_first_step_doesnt_stop_regular_damage(full):
    """702.7c: a creature given first strike after first-strike damage still deals its regular damage
    (it had neither first nor double strike as the first combat damage step began)."""
    s = full()
    scout = s.battlefield(0, "Advance Scout")
    bears = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Plains", 1)
    g = s.start("main1")
    g.attack(scout, bears)
    g.no_blocks()
    g.pass_until("first strike damage")
    g.expect_life(1, 19)
    g.activate(scout, target=bears)
    g.pass_until_resolved()
    assert "First Strike" in g.obj(bears).keywords
    g.pass_until("end of combat")
    g.expect_life(1, 17)


def test_702_7c_first_striker_that_loses_first_strike_doesnt_deal_damage_again():
    """702.7c: removing first strike after first-strike damage doesn't let it deal damage again.
    (Hand-built instant: "Target creature loses first strike until end of turn".)"""
    s = Scenario()
    name = lose_instant(s, "Test Blunt Edge", "First Strike")
    knight = s.battlefield(0, "Youthful Knight")
    s.hand(0, name)
    g = s.start("main1")
    g.attack(knight)
    g.no_blocks()
    g.pass_until("first strike damage")
    g.cast(name, target=knight)
    g.pass_until_resolved()
    g.pass_until("end of combat")
    g.expect_life(1, 18)


def test_702_4c_losing_double_strike_during_the_first_step_stops_the_second_hit():
    """702.4c (hand-built instant: "Target creature loses double strike until end of turn")."""
    s = Scenario()
    name = lose_instant(s, "Test Clipped Wing", "Double Strike")
    sky = s.battlefield(0, "Skyhunter Skirmisher")
    s.hand(1, name)
    g = s.start("main1")
    g.attack(sky)
    g.no_blocks()
    g.pass_until("first strike damage")
    g.pass_priority()
    g.cast(name, target=sky)
    g.pass_until_resolved()
    g.pass_until("end of combat")
    g.expect_life(1, 19)


def test_510_4_creature_that_had_first_strike_and_one_without_each_deal_once():
    s = Scenario()
    knight = s.battlefield(0, "Youthful Knight")
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start("main1")
    g.attack(knight, bears)
    g.no_blocks()
    g.pass_until("first strike damage")
    g.expect_life(1, 18)
    g.pass_until("end of combat")
    g.expect_life(1, 16)


def test_702_15b_lifelink_combat_damage():
    s = Scenario()
    knight = s.battlefield(0, "Knight of Meadowgrain")
    g = s.start("main1")
    g.attack(knight)
    g.no_blocks()
    g.pass_until("end of combat")
    g.expect_life(0, 22)
    g.expect_life(1, 18)


def test_510_1b_attacker_of_a_departed_planeswalker_deals_no_damage():
    """506.4c / 510.1b: a creature attacking a planeswalker that left combat keeps attacking nothing and
    assigns no combat damage — not even to the player."""
    s = Scenario()
    giant = s.battlefield(0, "Hill Giant")
    jace = s.battlefield(1, "Jace Beleren")
    s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 1)
    g = s.start("main1")
    g.attack((giant, jace))
    g.no_blocks()
    g.cast("Lightning Bolt", target=jace)
    g.pass_until_resolved()
    g.expect_zone(jace, "graveyard")
    assert g.state.combat["attackers"][g.find(giant)] is None
    g.pass_until("end of combat")
    g.expect_life(1, 20)


def test_702_4d_first_striker_given_double_strike_after_first_damage_deals_again():
    """702.4d: giving double strike to a first striker after it dealt first-strike damage lets it deal
    damage in the second step too. (Hand-built instant granting double strike.)"""
    s = Scenario()
    name = grant_instant(s, "Test Second Wind", "Double Strike")
    knight = s.battlefield(0, "Youthful Knight")
    s.hand(0, name)
    g = s.start("main1")
    g.attack(knight)
    g.no_blocks()
    g.pass_until("first strike damage")
    g.expect_life(1, 18)
    g.cast(name, target=knight)
    g.pass_until_resolved()
    g.pass_until("end of combat")
    g.expect_life(1, 16)
