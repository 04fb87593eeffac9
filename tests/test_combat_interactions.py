"""Rules that interact in combat: first strike + deathtouch (702.7b, 702.2b), trample + deathtouch
(702.19b, 702.2c), double strike + lifelink (702.4b, 702.15b), protection vs. an Aura (702.16c, 704.5m),
menace with one blocker (702.111b), a blocked creature whose blocker leaves (509.1h), a first striker
that gains double strike (702.4d, in test_510_combat_damage.py)."""
from __future__ import annotations

import pytest
from combat_util import P1

from manastack.core.errors import IllegalActionError
from manastack.testing import Scenario


@pytest.fixture
def full(full_db):
    """Scenarios over the full card database (loaded once per session; skipped when absent)."""
    return lambda **kw: Scenario(cards=full_db, **kw)


def test_702_7b_702_2b_first_strike_deathtouch_kills_before_the_big_creature_strikes(full):
    """A 2/1 first striker given deathtouch blocks a 6/4: its first-strike damage destroys the attacker
    (704.5h) before the attacker deals regular damage."""
    s = full()
    wurm = s.battlefield(0, "Craw Wurm")
    knight = s.battlefield(1, "Youthful Knight")
    s.hand(1, "Serpent's Gift")
    s.lands(1, "Forest", 3)
    g = s.start("main1")
    g.attack(wurm)
    g.block(wurm, knight)
    g.pass_priority()
    g.cast("Serpent's Gift", target=knight)
    g.pass_until_resolved()
    g.pass_until("end of combat")
    g.expect_zone(wurm, "graveyard")
    g.expect_zone(knight, "battlefield")
    assert g.obj(knight).damage == 0


def test_702_19b_702_2c_trample_deathtouch_one_damage_is_lethal(full):
    """702.2c: 1 damage from a deathtouch source is lethal for trample's assignment: a 6/6 trampler with
    deathtouch blocked by a 3/3 assigns 1 to it and 5 to the player."""
    s = full()
    maw = s.battlefield(0, "Colossal Dreadmaw")
    giant = s.battlefield(1, "Hill Giant")
    s.hand(0, "Serpent's Gift")
    s.lands(0, "Forest", 3)
    g = s.start("main1")
    g.cast("Serpent's Gift", target=maw)
    g.pass_until_resolved()
    g.attack(maw)
    g.block(maw, giant)
    g.pass_until("combat damage")
    gi = g.find(giant)
    assert ("assign", ((gi, 1), (P1, 5))) in g.decision.options
    assert ("assign", ((P1, 6),)) not in g.decision.options
    g.answer(("assign", ((gi, 1), (P1, 5))))
    g.pass_until("end of combat")
    g.expect_zone(giant, "graveyard")
    g.expect_life(1, 15)


def test_702_2c_deathtouch_assigned_once_counts_for_a_trampler_sharing_the_blocker(full):
    """702.2c with 702.19b: once a deathtouch attacker has assigned damage to a blocker, that blocker has
    been assigned lethal damage, so a trampler blocked by it may assign everything to the player."""
    s = full()
    rats = s.battlefield(0, "Typhoid Rats")
    maw = s.battlefield(0, "Colossal Dreadmaw")
    s.battlefield(1, "Brave the Sands")
    ox = s.battlefield(1, "Pillarfield Ox")
    g = s.start("main1")
    g.attack(rats, maw)
    g.block(rats, ox, (maw, ox))
    g.pass_until("combat damage")
    assert g.decision.info["source"] == g.find(maw)
    assert ("assign", ((P1, 6),)) in g.decision.options


def test_702_4b_702_15b_double_strike_with_lifelink_gains_life_twice():
    """Double strike deals damage twice, and each time lifelink gains that much (Skyhunter Skirmisher
    with Loxodon Warhammer: 4 power, lifelink, trample)."""
    s = Scenario()
    sky = s.battlefield(0, "Skyhunter Skirmisher")
    s.battlefield(0, "Loxodon Warhammer", attached_to=sky)
    g = s.start("main1")
    g.attack(sky)
    g.no_blocks()
    g.pass_until("first strike damage")
    g.expect_life(0, 24)
    g.pass_until("end of combat")
    g.expect_life(0, 28)
    g.expect_life(1, 12)
    gains = [e for e in g.state.events() if e.kind == "life" and e.rule == "702.15b"]
    assert len(gains) == 2


def test_702_16c_704_5m_protection_gained_knocks_off_an_aura_of_that_color(full):
    """Unholy Strength (black) enchants a creature; Mask of Law and Grace gives it protection from black:
    the black Aura is put into its owner's graveyard (704.5m), the white one stays."""
    s = full()
    bears = s.battlefield(0, "Grizzly Bears")
    unholy = s.battlefield(0, "Unholy Strength", attached_to=bears)
    s.hand(0, "Mask of Law and Grace")
    s.lands(0, "Plains", 1)
    g = s.start("main1")
    g.expect_pt(bears, 4, 3)
    g.cast("Mask of Law and Grace", target=bears)
    g.pass_until_resolved()
    g.expect_zone(unholy, "graveyard")
    g.expect_zone("Mask of Law and Grace", "battlefield")
    g.expect_pt(bears, 2, 2)


def test_702_111b_menace_single_blocker_is_illegal_whole_and_stepwise():
    s = Scenario()
    brute = s.battlefield(0, "Boggart Brute")
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start("main1")
    g.attack(brute)
    g.pass_until("declare blockers")
    before = g.game.digest()
    with pytest.raises(IllegalActionError):
        g.game.apply(("declare", ((g.find(bears), g.find(brute)),)))
    assert g.game.digest() == before
    with pytest.raises(IllegalActionError):  # a block that could never become legal isn't offered
        g.game.apply(("block", g.find(bears), g.find(brute)))
    assert g.game.digest() == before
    g.answer(("done",))
    g.pass_until("end of combat")
    g.expect_life(1, 17)


def test_509_1h_blocked_trampler_whose_blocker_left_tramples_over_in_full():
    """509.1h with 702.19d: the trampler stays blocked, but with no blocker left it assigns all its
    damage to the player — whereas a non-trampler assigns none (test_506_removal_from_combat.py)."""
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
    assert g.find(maw) in g.state.combat["blocked"]
    g.pass_until("end of combat")
    g.expect_life(1, 14)


def test_702_19b_wither_trampler_assigns_lethal_by_toughness_not_counters(full):
    """702.19b: lethal damage ignores what the damage will do (wither's counters): the wither 3/3 given
    trample by Charge Through must still assign its 2/2 blocker 2 before trampling over."""
    s = full()
    gang = s.battlefield(0, "Boggart Ram-Gang")
    s.hand(0, "Charge Through")
    s.lands(0, "Forest", 1)
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start("main1")
    g.cast("Charge Through", target=gang)
    g.pass_until_resolved()
    g.attack(gang)
    g.block(gang, bears)
    g.pass_until("combat damage")
    b = g.find(bears)
    assert ("assign", ((b, 1), (P1, 2))) not in g.decision.options
    g.answer(("assign", ((b, 2), (P1, 1))))
    g.pass_until("end of combat")
    g.expect_zone(bears, "graveyard")
    g.expect_life(1, 19)
