"""120: damage and its results — players (120.3a), infect (120.3b, 702.90), wither/infect to creatures
(120.3d, 702.80), marked damage (120.3e), lifelink (120.3f, 702.15), deathtouch (702.2, 704.5h),
indestructible (702.12), regeneration (701.19) and prevention (615, 702.16e)."""
from __future__ import annotations

import pytest
from combat_util import custom_instant

from manastack.testing import Scenario
from manastack.tree.effects import DealDamage
from manastack.tree.refs import Num, Target


@pytest.fixture
def full(full_db):
    """Scenarios over the full card database (loaded once per session; skipped when absent)."""
    return lambda **kw: Scenario(cards=full_db, **kw)


def test_120_3b_infect_damage_to_a_player_gives_poison_counters(full):
    s = full()
    elf = s.battlefield(0, "Glistener Elf")
    g = s.start("main1")
    g.attack(elf)
    g.pass_until("end of combat")
    g.expect_life(1, 20)
    assert g.poison(1) == 1


def test_704_5c_tenth_poison_counter_loses_the_game(full):
    s = full()
    s.player(1, poison=9)
    elf = s.battlefield(0, "Glistener Elf")
    g = s.start("main1")
    g.attack(elf)
    g.pass_until("end of combat")
    g.expect_winner(0)


def test_120_3d_wither_damage_is_minus_counters_and_704_5f_kills(full):
    """120.3d: damage from a wither source becomes -1/-1 counters (not marked damage); the 3/3 becomes
    0/0 and is put into the graveyard (704.5f)."""
    s = full()
    gang = s.battlefield(0, "Boggart Ram-Gang")
    giant = s.battlefield(1, "Hill Giant")
    g = s.start("main1")
    g.attack(gang)
    g.block(gang, giant)
    m = g.mark()
    g.pass_until("end of combat")
    g.expect_zone(giant, "graveyard")
    assert any(e.rule == "120.3d" for e in g.events_since(m))
    assert any(e.rule == "704.5f" for e in g.events_since(m))


def test_120_3d_infect_damage_to_a_creature_is_minus_counters(full):
    s = full()
    elf = s.battlefield(0, "Glistener Elf")
    ox = s.battlefield(1, "Pillarfield Ox")
    g = s.start("main1")
    g.attack(elf)
    g.block(elf, ox)
    g.pass_until("end of combat")
    v = g.obj(ox)
    assert v.counters.get("-1/-1") == 1 and v.damage == 0
    g.expect_pt(ox, 1, 3)


def test_120_3e_damage_is_marked_and_wears_off_in_cleanup():
    """120.3e, 514.2."""
    s = Scenario()
    giant = s.battlefield(0, "Hill Giant")
    ox = s.battlefield(1, "Pillarfield Ox")
    g = s.start("main1")
    g.attack(giant)
    g.block(giant, ox)
    g.pass_until("end of combat")
    assert g.obj(ox).damage == 3
    g.pass_until("upkeep", turn=2)
    assert g.obj(ox).damage == 0


def test_702_15b_lifelink_on_a_blocker():
    s = Scenario()
    bears = s.battlefield(0, "Grizzly Bears")
    hawk = s.battlefield(1, "Vampire Nighthawk")
    g = s.start("main1")
    g.attack(bears)
    g.block(bears, hawk)
    g.pass_until("end of combat")
    g.expect_life(1, 22)
    g.expect_zone(bears, "graveyard")  # deathtouch


def test_702_2b_deathtouch_destroys_whatever_it_damages():
    s = Scenario()
    wurm = s.battlefield(0, "Craw Wurm")
    rats = s.battlefield(1, "Typhoid Rats")
    g = s.start("main1")
    g.attack(wurm)
    g.block(wurm, rats)
    m = g.mark()
    g.pass_until("end of combat")
    g.expect_zone(wurm, "graveyard")
    assert any(e.rule == "704.5h" for e in g.events_since(m))


def test_704_5h_deathtouch_with_infect_destroys_though_no_damage_is_marked(full):
    """704.5h: a creature dealt damage by a deathtouch source is destroyed even when that damage was
    -1/-1 counters (infect) rather than marked damage."""
    s = full()
    elf = s.battlefield(0, "Glistener Elf")
    giant = s.battlefield(1, "Hill Giant")
    s.hand(0, "Serpent's Gift")
    s.lands(0, "Forest", 3)
    g = s.start("main1")
    g.cast("Serpent's Gift", target=elf)
    g.pass_until_resolved()
    g.attack(elf)
    g.block(elf, giant)
    g.pass_until("end of combat")
    g.expect_zone(giant, "graveyard")


def test_702_12b_indestructible_survives_lethal_damage_and_destroy(full):
    """702.12b: lethal damage and "destroy" don't destroy it; the state-based action isn't performed over
    and over either (one check, no endless loop)."""
    s = full()
    giant = s.battlefield(0, "Hill Giant")
    myr = s.battlefield(1, "Darksteel Myr")
    s.hand(0, "Doom Blade")
    s.lands(0, "Swamp", 2)
    g = s.start("main1")
    g.attack(giant)
    g.block(giant, myr)
    g.pass_until("end of combat")
    g.expect_zone(myr, "battlefield")
    assert g.obj(myr).damage == 3
    assert not [e for e in g.state.events() if e.kind == "sba"]
    g.pass_until("main2")
    g.cast("Doom Blade", target=myr)
    g.pass_until_resolved()
    g.expect_zone(myr, "battlefield")


def test_704_5f_indestructible_with_zero_toughness_dies(full):
    s = full()
    myr = s.battlefield(0, "Darksteel Myr", counters={"-1/-1": 1})
    g = s.start("main1")
    g.expect_zone(myr, "graveyard")


def test_701_19a_regeneration_shield_replaces_destruction_once(full):
    """701.19a: a regeneration shield replaces the next destruction this turn (tap, remove damage);
    it's used up, so a second destruction that turn succeeds."""
    s = full()
    skel = s.battlefield(0, "Drudge Skeletons")
    s.lands(0, "Swamp", 1)
    s.hand(1, "Murder", "Murder")
    s.lands(1, "Swamp", 6)
    g = s.start("main1")
    g.activate(skel)
    g.pass_until_resolved()
    g.pass_priority()
    g.cast(g.find("Murder", zone="hand"), target=skel)
    g.pass_until_resolved()
    v = g.obj(skel)
    assert v.zone == "battlefield" and v.tapped
    assert g.decision.player == 0
    g.pass_priority()
    g.cast(g.find("Murder", zone="hand"), target=skel)
    g.pass_until_resolved()
    g.expect_zone(skel, "graveyard")


def test_701_19c_regeneration_shield_from_a_spell_and_lethal_damage(full):
    """Mending Touch's shield replaces destruction by lethal damage (704.5g): all damage removed."""
    s = full()
    giant = s.battlefield(0, "Hill Giant")
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(1, "Mending Touch")
    s.lands(1, "Forest", 1)
    g = s.start("main1")
    g.attack(giant)
    g.block(giant, bears)
    g.pass_priority()
    g.cast("Mending Touch", target=bears)
    g.pass_until_resolved()
    g.pass_until("end of combat")
    v = g.obj(bears)
    assert v.zone == "battlefield" and v.damage == 0 and v.tapped
    g.expect_zone(giant, "battlefield")


def test_615_fog_prevents_all_combat_damage(full):
    s = full()
    giant = s.battlefield(0, "Hill Giant")
    bears = s.battlefield(1, "Grizzly Bears")
    ogre = s.battlefield(0, "Gray Ogre")
    s.hand(1, "Fog")
    s.lands(1, "Forest", 1)
    g = s.start("main1")
    g.attack(giant, ogre)
    g.block(giant, bears)
    g.pass_priority()
    g.cast("Fog")
    g.pass_until_resolved()
    g.pass_until("end of combat")
    g.expect_life(1, 20)
    g.expect_zone(bears, "battlefield")
    assert g.obj(bears).damage == 0 and g.obj(giant).damage == 0


def test_615_7_prevent_the_next_n_damage_to_a_creature(full):
    """615.7: Hold at Bay prevents the next 7 damage to its target; the rest of the shield stays."""
    s = full()
    wurm = s.battlefield(0, "Craw Wurm")
    ox = s.battlefield(1, "Pillarfield Ox")
    s.hand(1, "Hold at Bay")
    s.lands(1, "Plains", 2)
    g = s.start("main1")
    g.attack(wurm)
    g.block(wurm, ox)
    g.pass_priority()
    g.cast("Hold at Bay", target=ox)
    g.pass_until_resolved()
    g.pass_until("end of combat")
    assert g.obj(ox).damage == 0 and g.zone_of(ox) == "battlefield"


def test_702_16e_protection_prevents_damage_from_sources_with_the_quality(full):
    """702.16e: combat damage from a green source to Vodalian Zombie (protection from green) is
    prevented — even the viper's deathtouch does nothing, as no damage is dealt."""
    s = full()
    viper = s.battlefield(0, "Ambush Viper")
    zombie = s.battlefield(1, "Vodalian Zombie")
    g = s.start("main1")
    g.attack(viper)
    g.block(viper, zombie)
    m = g.mark()
    g.pass_until("end of combat")
    g.expect_zone(zombie, "battlefield")
    assert g.obj(zombie).damage == 0
    g.expect_zone(viper, "graveyard")
    assert any(e.rule == "702.16e" for e in g.events_since(m))


def test_702_16e_protection_prevents_spell_damage_to_players_creature_not_others():
    s = Scenario()
    knight = s.battlefield(1, "Black Knight")
    s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 1)
    g = s.start("main1")
    g.cast("Lightning Bolt", target=knight)  # red: Black Knight only has protection from white
    g.pass_until_resolved()
    g.expect_zone(knight, "graveyard")


def test_120_8_zero_damage_is_no_damage_event():
    """120.8 (hand-built instant dealing 0 damage): nothing is dealt, no damage is logged."""
    s = Scenario()
    name = custom_instant(s, "Test Fizzle Spark", DealDamage(Num(0), Target(0)))
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, name)
    g = s.start("main1")
    m = g.mark()
    g.cast(name, target=bears)
    g.pass_until_resolved()
    assert g.events_since(m, kind="damage") == []


def test_120_1a_damage_to_a_permanent_that_isnt_a_creature_planeswalker_or_battle_isnt_dealt():
    """120.1a: a land can't be dealt damage — the damage event deals nothing, so the lifelink source's
    controller gains nothing (the event function is called directly: no card aims damage at a land)."""
    from manastack.engine.events import damage

    s = Scenario()
    hawk = s.battlefield(0, "Vampire Nighthawk")
    forest = s.battlefield(1, "Forest")
    g = s.start("main1")
    dealt = damage(g.state, g.find(hawk), [(g.find(forest), 3)])
    assert dealt == []
    g.expect_life(0, 20)
