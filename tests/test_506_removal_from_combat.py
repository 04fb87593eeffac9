"""506.4: removal from combat — a creature that leaves the battlefield, changes controller, stops being a
creature or regenerates; 509.1h: a blocked creature stays blocked; 511.3: everything leaves combat at the
end of combat."""
from __future__ import annotations

import pytest
from combat_util import custom_instant

from manastack.testing import Scenario
from manastack.tree.continuous import ChangeController, RemoveTypes
from manastack.tree.effects import ApplyContinuous, GainControl
from manastack.tree.refs import Target, You


@pytest.fixture
def full(full_db):
    """Scenarios over the full card database (loaded once per session; skipped when absent)."""
    return lambda **kw: Scenario(cards=full_db, **kw)


def test_509_1h_blocked_creature_stays_blocked_when_its_blocker_leaves():
    """509.1h / 510.1c: the attacker remains blocked after its only blocker is destroyed, so it deals no
    combat damage (it has no trample)."""
    s = Scenario()
    giant = s.battlefield(0, "Hill Giant")
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 1)
    g = s.start("main1")
    g.attack(giant)
    g.block(giant, bears)
    g.cast("Lightning Bolt", target=bears)
    g.pass_until_resolved()
    g.expect_zone(bears, "graveyard")
    assert g.find(giant) in g.state.combat["blocked"]
    g.pass_until("end of combat")
    g.expect_life(1, 20)


def test_506_4_attacker_returned_to_hand_deals_and_takes_no_damage():
    """506.4: an attacker that leaves the battlefield is removed from combat; its blocker, blocking
    nothing now, assigns no combat damage (510.1d)."""
    s = Scenario()
    giant = s.battlefield(0, "Hill Giant")
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(1, "Unsummon")
    s.lands(1, "Island", 1)
    g = s.start("main1")
    g.attack(giant)
    g.block(giant, bears)
    g.pass_priority()
    g.cast("Unsummon", target=giant)
    g.pass_until_resolved()
    g.expect_zone(giant, "hand")
    # the blocker is still a blocking creature, blocking nothing (510.1d)
    assert g.state.combat["attackers"] == {} and g.state.combat["blockers"] == {g.find(bears): ()}
    m = g.mark()
    g.pass_until("end of combat")
    assert g.events_since(m, kind="damage") == []


def test_506_4_attacker_whose_controller_changes_is_removed_from_combat():
    """506.4: a creature whose controller changes is removed from combat (hand-built instant: "Gain
    control of target creature until end of turn")."""
    s = Scenario()
    steal = custom_instant(s, "Test Mind Snap", GainControl(Target(0), "end_of_turn"))
    giant = s.battlefield(0, "Hill Giant")
    s.hand(1, steal)
    g = s.start("main1")
    g.attack(giant)
    g.no_blocks()
    g.pass_priority()
    g.cast(steal, target=giant)
    g.pass_until_resolved()
    assert g.obj(giant).controller == 1
    assert g.find(giant) not in g.state.combat["attackers"]
    g.pass_until("end of combat")
    g.expect_life(1, 20)


def test_506_4_control_change_by_a_continuous_effect_removes_from_combat():
    """506.4 for a layer-2 effect applied by a resolving spell (not the GainControl primitive): the
    blocker that changed controller stops blocking, and the attacker stays blocked (509.1h).
    (Hand-built instant applying ChangeController.)"""
    s = Scenario()
    name = custom_instant(s, "Test Turncoat", ApplyContinuous(Target(0), (ChangeController(You()),)))
    giant = s.battlefield(0, "Hill Giant")
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, name)
    g = s.start("main1")
    g.attack(giant)
    g.block(giant, bears)
    g.cast(name, target=bears)
    g.pass_until_resolved()
    assert g.obj(bears).controller == 0
    assert g.state.combat["blockers"] == {} and g.find(giant) in g.state.combat["blocked"]
    g.pass_until("end of combat")
    g.expect_life(1, 20)
    assert g.obj(bears).damage == 0 and g.obj(giant).damage == 0


def test_506_4_creature_that_stops_being_a_creature_is_removed_from_combat():
    """506.4 (hand-built instant: "Target creature stops being a creature until end of turn"): the
    artifact stays on the battlefield but deals no combat damage."""
    s = Scenario()
    stop = ApplyContinuous(Target(0), (RemoveTypes(types=("Creature",)),))
    name = custom_instant(s, "Test Stillness", stop)
    thopter = s.battlefield(0, "Ornithopter")
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(1, name)
    g = s.start("main1")
    g.attack(bears, thopter)
    g.no_blocks()
    g.pass_priority()
    g.cast(name, target=bears)
    g.pass_until_resolved()
    assert "Creature" not in g.obj(bears).types
    assert g.find(bears) not in g.state.combat["attackers"]
    g.pass_until("end of combat")
    g.expect_life(1, 20)
    g.expect_zone(bears, "battlefield")


def test_701_19a_regenerated_blocker_is_removed_from_combat(full):
    """701.19a: the regenerated creature is tapped, its damage removed, and it's removed from combat —
    so a first striker's regenerated victim deals no regular combat damage."""
    s = full()
    knight = s.battlefield(0, "Youthful Knight")
    skel = s.battlefield(1, "Drudge Skeletons")
    s.lands(1, "Swamp", 1)
    g = s.start("main1")
    g.attack(knight)
    g.block(knight, skel)
    g.pass_priority()
    g.activate(skel)
    g.pass_until_resolved()
    g.pass_until("first strike damage")
    v = g.obj(skel)
    assert v.zone == "battlefield" and v.tapped and v.damage == 0
    assert g.find(skel) not in g.state.combat["blockers"]
    g.pass_until("end of combat")
    assert g.obj(knight).damage == 0 and g.zone_of(knight) == "battlefield"
    g.expect_life(1, 20)  # the knight stays blocked (509.1h)


def test_511_3_creatures_leave_combat_after_the_end_of_combat_step():
    s = Scenario()
    giant = s.battlefield(0, "Hill Giant")
    g = s.start("main1")
    g.attack(giant)
    g.pass_until("end of combat")
    assert g.find(giant) in g.state.combat["attackers"]
    g.pass_until("main2")
    assert g.state.combat is None


def test_506_4_combat_state_survives_save_and_load():
    """The combat record is plain data: a game saved mid-combat loads and plays on identically."""
    from manastack.game import Game

    s = Scenario()
    giant = s.battlefield(0, "Hill Giant")
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start("main1")
    g.attack(giant)
    g.block(giant, bears)
    saved = g.game.save()
    loaded = Game.load(saved, s.pool)
    assert loaded.digest() == g.game.digest()
    while loaded.state.step != "main2":
        loaded.apply(("pass",))
    g.pass_until("main2")
    assert loaded.digest() == g.game.digest()


def test_510_1_save_and_load_mid_damage_assignment(full):
    """A game saved while a damage assignment is pending (plan, assigned damage, deathtouch marks in the
    combat record) loads with the same digest and finishes the same way."""
    from manastack.game import Game

    s = full()
    maw = s.battlefield(0, "Colossal Dreadmaw")
    rats = s.battlefield(0, "Typhoid Rats")
    bears = s.battlefield(1, "Grizzly Bears")
    guard = s.battlefield(1, "Palace Guard")
    g = s.start("main1")
    g.attack(maw, rats)
    g.block(maw, [bears, guard], (rats, guard))
    g.pass_until("combat damage")
    assert g.decision.kind == "damage_assignment" and g.state.combat["dmg_dt"] == (g.find(guard),)
    loaded = Game.load(g.game.save(), s.pool)
    assert loaded.digest() == g.game.digest()
    choice = ("assign", ((g.find(bears), 2), (-2, 4)))  # the guard already has lethal (702.2c)
    g.answer(choice)
    loaded.apply(choice)
    assert loaded.digest() == g.game.digest()
    g.answer(("assign", ((g.find(rats), 1),)))
    g.pass_until("end of combat")
    g.expect_life(1, 16)
    g.expect_zone(guard, "graveyard")
    g.expect_zone(bears, "graveyard")


def test_506_4c_creature_attacking_a_planeswalker_that_left_can_still_be_blocked():
    """506.4c: Grizzly Bears attacks Jace Beleren; Lightning Bolt kills Jace before blockers. The Bears is
    still an attacking creature, attacking nothing: the defending player (Jace's controller) is asked to
    declare blockers and may block it; unblocked it would deal no combat damage."""
    s = Scenario()
    bears = s.battlefield(0, "Grizzly Bears")
    jace = s.battlefield(1, "Jace Beleren")
    wall = s.battlefield(1, "Hill Giant")
    s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 1)
    g = s.start("main1")
    g.attack((bears, jace))
    g.cast("Lightning Bolt", target=jace)
    g.pass_until_resolved()
    g.expect_zone(jace, "graveyard")
    assert g.find(bears) in g.state.combat["attackers"]
    g.pass_until("declare blockers")
    assert g.decision is not None and g.decision.kind == "blockers" and g.decision.player == 1
    g.block(bears, wall)
    assert g.find(bears) in g.state.combat["blocked"]
    g.pass_until("end of combat")
    g.expect_zone(bears, "graveyard")


def test_506_4c_unblocked_creature_attacking_a_removed_planeswalker_deals_no_damage():
    """506.4c: "If it is unblocked, it will deal no combat damage." — the defending player is asked, declares
    no blocks, and nobody is dealt damage."""
    s = Scenario()
    bears = s.battlefield(0, "Grizzly Bears")
    jace = s.battlefield(1, "Jace Beleren")
    s.battlefield(1, "Hill Giant")
    s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 1)
    g = s.start("main1")
    g.attack((bears, jace))
    g.cast("Lightning Bolt", target=jace)
    g.pass_until_resolved()
    g.pass_until("declare blockers")
    assert g.decision is not None and g.decision.kind == "blockers" and g.decision.player == 1
    g.no_blocks()
    m = g.mark()
    g.pass_until("end of combat")
    assert g.events_since(m, kind="damage") == []
    g.expect_life(1, 20)


def test_506_4c_creature_attacking_a_battle_that_left_can_still_be_blocked_by_its_protector(full):
    """506.4c for a battle: Hill Giant attacks a Siege its controller controls and player 2 protects;
    Lightning Bolt takes its last 3 defense counters (120.3h) and it is put into the graveyard (704.5v).
    The Giant is still attacking; the protector (the defending player, 310.8d) is asked to declare
    blockers and blocks it."""
    s = full()
    giant = s.battlefield(0, "Hill Giant")
    bears = s.battlefield(1, "Grizzly Bears")
    siege = s.battlefield(0, "Invasion of Dominaria", counters={"defense": 3})
    s.state.objects[s._oid(siege)].chosen = {"protector": 1}  # 310.11a: chosen as it entered
    s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 1)
    g = s.start("main1")
    g.attack((giant, siege))
    g.cast("Lightning Bolt", target=siege)
    g.pass_until_resolved()
    g.expect_zone(siege, "graveyard")
    assert g.find(giant) in g.state.combat["attackers"]
    g.pass_until("declare blockers")
    assert g.decision is not None and g.decision.kind == "blockers" and g.decision.player == 1
    g.block(giant, bears)
    assert g.find(giant) in g.state.combat["blocked"]
