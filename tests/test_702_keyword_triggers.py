"""Keyword triggered abilities (702): prowess (702.108), flanking (702.25), bushido (702.45), rampage
(702.23), exalted (702.83), battle cry (702.91), annihilator (702.86), afflict (702.130), ward (702.21) —
each a triggered ability that uses the stack."""
from __future__ import annotations

import pytest

from manastack.testing import Scenario


@pytest.fixture
def full(full_db):
    """Scenarios over the full card database (loaded once per session; skipped when absent)."""
    return lambda **kw: Scenario(cards=full_db, **kw)


def test_702_108a_prowess_noncreature_spell(full):
    s = full()
    monk = s.battlefield(0, "Monastery Swiftspear")
    s.hand(0, "Lightning Bolt", "Raging Goblin")
    s.lands(0, "Mountain", 2)
    g = s.start("main1")
    g.cast("Lightning Bolt", target="Player 2")
    assert len(g.stack) == 2  # the prowess trigger is on the stack above the spell
    g.pass_until_resolved()
    g.expect_pt(monk, 2, 3)
    g.cast("Raging Goblin")
    g.pass_until_resolved()
    g.expect_pt(monk, 2, 3)  # a creature spell doesn't trigger it
    g.pass_until("upkeep", turn=2)
    g.expect_pt(monk, 1, 2)  # until end of turn


def test_702_108b_prowess_of_an_opponent_doesnt_trigger(full):
    s = full()
    monk = s.battlefield(1, "Monastery Swiftspear")
    s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 1)
    g = s.start("main1")
    g.cast("Lightning Bolt", target="Player 2")
    g.pass_until_resolved()
    g.expect_pt(monk, 1, 2)


def test_702_83a_exalted_creature_attacking_alone_and_each_instance_triggers(full):
    """702.83a-b: each exalted instance triggers when a creature attacks alone (two Squires: +2/+2)."""
    s = full()
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Akrasan Squire")
    s.battlefield(0, "Akrasan Squire")
    g = s.start("main1")
    g.attack(bears)
    while g.decision.kind == "trigger_order":
        g.answer(g.options()[0])
    g.pass_until_resolved()
    g.expect_pt(bears, 4, 4)
    g.no_blocks()
    g.pass_until("end of combat")
    g.expect_life(1, 16)


def test_702_83b_exalted_doesnt_trigger_for_two_attackers(full):
    s = full()
    bears = s.battlefield(0, "Grizzly Bears")
    squire = s.battlefield(0, "Akrasan Squire")
    g = s.start("main1")
    g.attack(bears, squire)
    assert g.stack == []
    g.expect_pt(bears, 2, 2)


def test_702_91a_battle_cry_pumps_each_other_attacker(full):
    s = full()
    paladin = s.battlefield(0, "Accorder Paladin")
    bears = s.battlefield(0, "Grizzly Bears")
    home = s.battlefield(0, "Hill Giant")
    g = s.start("main1")
    g.attack(paladin, bears)
    g.pass_until_resolved()
    g.expect_pt(bears, 3, 2)
    g.expect_pt(paladin, 3, 1)
    g.expect_pt(home, 3, 3)  # not attacking


def test_702_25a_flanking_shrinks_a_blocker_without_flanking(full):
    """702.25a: the Grizzly Bears blocking Benalish Cavalry gets -1/-1 before damage: it dies and deals
    only 1 damage."""
    s = full()
    cav = s.battlefield(0, "Benalish Cavalry")
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start("main1")
    g.attack(cav)
    g.block(cav, bears)
    g.pass_until_resolved()
    g.expect_pt(bears, 1, 1)
    g.pass_until("end of combat")
    g.expect_zone(bears, "graveyard")
    assert g.obj(cav).damage == 1 and g.zone_of(cav) == "battlefield"


def test_702_25a_flanking_ignores_a_blocker_with_flanking(full):
    s = full()
    cav = s.battlefield(0, "Benalish Cavalry")
    other = s.battlefield(1, "Benalish Cavalry")
    g = s.start("main1")
    g.attack(cav)
    g.block(cav, other)
    assert g.stack == []
    g.expect_pt(other, 2, 2)


def test_702_45a_bushido_when_blocking_and_when_blocked(full):
    s = full()
    fox = s.battlefield(1, "Kitsune Blademaster")
    giant = s.battlefield(0, "Hill Giant")
    g = s.start("main1")
    g.attack(giant)
    g.block(giant, fox)
    g.pass_until_resolved()
    g.expect_pt(fox, 3, 3)
    g.pass_until("end of combat")
    g.expect_zone(giant, "graveyard")  # 3 first-strike damage
    g.expect_zone(fox, "battlefield")

    s = full()
    fox = s.battlefield(0, "Kitsune Blademaster")
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start("main1")
    g.attack(fox)
    g.block(fox, bears)
    g.pass_until_resolved()
    g.expect_pt(fox, 3, 3)


def test_702_23a_rampage_counts_blockers_beyond_the_first(full):
    s = full()
    giant = s.battlefield(0, "Craw Giant")
    b1 = s.battlefield(1, "Grizzly Bears")
    b2 = s.battlefield(1, "Pillarfield Ox")
    b3 = s.battlefield(1, "Elite Vanguard")
    g = s.start("main1")
    g.attack(giant)
    g.block(giant, [b1, b2, b3])
    g.pass_until_resolved()
    g.expect_pt(giant, 10, 8)


def test_702_23a_rampage_one_blocker_no_bonus(full):
    s = full()
    giant = s.battlefield(0, "Craw Giant")
    b1 = s.battlefield(1, "Grizzly Bears")
    g = s.start("main1")
    g.attack(giant)
    g.block(giant, b1)
    g.pass_until_resolved()
    g.expect_pt(giant, 6, 4)


def test_702_23b_rampage_bonus_is_counted_as_it_resolves(full):
    """702.23b: calculated when the ability resolves: a blocker removed before that doesn't count."""
    s = full()
    giant = s.battlefield(0, "Craw Giant")
    b1 = s.battlefield(1, "Grizzly Bears")
    b2 = s.battlefield(1, "Pillarfield Ox")
    s.hand(1, "Unsummon")
    s.lands(1, "Island", 1)
    g = s.start("main1")
    g.attack(giant)
    g.block(giant, [b1, b2])
    assert len(g.stack) == 1
    g.pass_priority()
    g.cast("Unsummon", target=b2)
    g.pass_until_resolved()
    g.expect_pt(giant, 6, 4)


def test_702_130a_afflict_defending_player_loses_life(full):
    s = full()
    khenra = s.battlefield(0, "Khenra Eternal")
    ox = s.battlefield(1, "Pillarfield Ox")
    g = s.start("main1")
    g.attack(khenra)
    g.block(khenra, ox)
    g.pass_until_resolved()
    g.expect_life(1, 19)


def test_702_130a_afflict_not_when_unblocked(full):
    s = full()
    khenra = s.battlefield(0, "Khenra Eternal")
    g = s.start("main1")
    g.attack(khenra)
    g.no_blocks()
    g.pass_until("end of combat")
    g.expect_life(1, 18)


def test_702_86a_annihilator_defending_player_chooses_what_to_sacrifice(full):
    s = full()
    crusher = s.battlefield(0, "Ulamog's Crusher")
    s.battlefield(1, "Grizzly Bears")
    s.battlefield(1, "Hill Giant")
    s.battlefield(1, "Forest")
    g = s.start("main1")
    g.attack(crusher)
    g.pass_until_resolved()
    d = g.decision
    assert d.kind == "choose_cards" and d.actor == 1
    g.choose("Forest")
    g.choose("Grizzly Bears")
    assert g.zone(1, "battlefield") == ["Hill Giant"]


def _whale_and_bolt(full, pay_mountains: int):
    s = full()
    whale = s.battlefield(1, "Horned Loch-Whale")
    s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 1 + pay_mountains)
    g = s.start("main1")
    g.cast("Lightning Bolt", target=whale)
    return g, whale


def test_702_21a_ward_counters_unless_paid(full):
    """702.21a: targeting a ward permanent an opponent controls triggers ward; unpaid, the spell is
    countered."""
    g, whale = _whale_and_bolt(full, 0)
    assert len(g.stack) == 2
    g.pass_until_resolved()
    g.expect_zone("Lightning Bolt", "graveyard")
    assert g.obj(whale).damage == 0


def test_702_21a_ward_paid_lets_the_spell_resolve(full):
    g, whale = _whale_and_bolt(full, 2)
    g.pass_priority(2)
    d = g.decision
    assert d.kind == "yes_no" and d.actor == 0
    g.choose("yes")
    g.pass_until_resolved()
    assert g.obj(whale).damage == 3
    objs = g.state.objects
    tapped = [o for o in g.state.battlefield if objs[o].card == "Mountain" and objs[o].tapped]
    assert len(tapped) == 3  # {R} for the bolt and {2} for ward


def test_702_21a_ward_ignores_its_controllers_own_spells(full):
    s = full()
    whale = s.battlefield(0, "Horned Loch-Whale")
    s.hand(0, "Giant Growth")
    s.lands(0, "Forest", 1)
    g = s.start("main1")
    g.cast("Giant Growth", target=whale)
    assert len(g.stack) == 1
    g.pass_until_resolved()
    g.expect_pt(whale, 9, 9)
