"""Official rulings of some of the 300 supported cards with the most rulings (issue #32): Banishing Light,
Mogg Flunkies, Loyal Pegasus, Into the Roil, Murderous Redcap."""
from __future__ import annotations

import pytest

from manastack.testing import Scenario

from .keys import ruling
from .test_rebound_improvise import resolve_all, settle


def _banish(target_setup, respond=None):
    s = Scenario.full()
    target = target_setup(s)
    s.hand(0, "Banishing Light")
    s.lands(0, "Plains", 3)
    if respond:
        s.hand(1, "Disenchant")
        s.lands(1, "Plains", 2)
    g = s.start("main1")
    g.cast("Banishing Light")
    g.pass_priority(2)
    while g.decision.kind != "priority":
        g.answer(next(o for o in g.decision.options if o[0] == "target" and o[1] == g.find(target)))
    if respond:
        g.pass_priority()
        g.cast("Disenchant", target="Banishing Light")
    resolve_all(g)
    return g, target


@ruling("Banishing Light", "2014-04-26", "If Banishing Light leaves the battlefield")
@ruling("Banishing Light", "2021-03-19", "If Banishing Light leaves the battlefield")
@ruling("Banishing Light", "2025-07-25", "If Banishing Light leaves the battlefield")
def test_banishing_light_leaves_before_its_trigger_resolves_nothing_is_exiled_610_3c():
    """610.3c, 611.2b: the duration "until ~ leaves the battlefield" has already ended, so the permanent
    isn't exiled at all."""
    g, bears = _banish(lambda s: s.battlefield(1, "Grizzly Bears"), respond=True)
    g.expect_zone("Banishing Light", "graveyard")
    g.expect_zone(bears, "battlefield")


@ruling("Banishing Light", "2014-04-26", "If a token is exiled it")
@ruling("Banishing Light", "2021-03-19", "If a token is exiled this")
@ruling("Banishing Light", "2025-07-25", "If a token is exiled this")
def test_banishing_light_exiled_token_ceases_to_exist_111_7_704_5d():
    """111.7, 704.5d: an exiled token ceases to exist and doesn't come back."""
    s = Scenario.full()
    s.hand(1, "Raise the Alarm")
    s.lands(1, "Plains", 2)
    s.hand(0, "Banishing Light", "Disenchant")
    s.lands(0, "Plains", 5)
    g = s.start("main1", active=1)
    g.cast("Raise the Alarm")
    resolve_all(g)
    g.pass_until("main1", turn=2)
    g.cast("Banishing Light")
    g.pass_priority(2)
    settle(g)
    resolve_all(g)
    g.check(g.zone(1, "battlefield").count("Soldier") == 1, f"one Soldier left: {g.zone(1, 'battlefield')}")
    g.cast("Disenchant", target="Banishing Light")
    resolve_all(g)
    g.check(g.zone(1, "battlefield").count("Soldier") == 1, "the exiled token didn't return")


@ruling("Banishing Light", "2014-04-26", "Auras attached to the exiled permanent")
@ruling("Banishing Light", "2021-03-19", "Auras attached to the exiled permanent")
@ruling("Banishing Light", "2025-07-25", "Auras attached to the exiled permanent")
def test_banishing_light_auras_go_equipment_stays_counters_vanish_704_5m_122_2():
    """704.5m, 704.5n, 122.2, 400.7: as with Oblivion Ring — the Aura goes to the graveyard, the Equipment
    stays unattached, the card returns as a new object without counters."""
    s = Scenario.full()
    bears = s.battlefield(1, "Grizzly Bears", counters={"+1/+1": 1})
    s.battlefield(1, "Rancor", attached_to=bears)
    s.battlefield(1, "Bonesplitter", attached_to=bears)
    s.hand(0, "Banishing Light", "Disenchant")
    s.lands(0, "Plains", 5)
    g = s.start("main1")
    g.cast("Banishing Light")
    g.pass_priority(2)
    while g.decision.kind != "priority":
        g.answer(next(o for o in g.decision.options if o[0] == "target" and o[1] == g.find(bears)))
    resolve_all(g)
    g.expect_zone(bears, "exile")
    g.check(g.obj("Bonesplitter").attached_to is None, "Equipment unattached")
    g.check(g.zone_of("Rancor") != "battlefield", "the Aura left")
    g.cast("Disenchant", target="Banishing Light")
    resolve_all(g)
    g.expect_zone(bears, "battlefield")
    g.expect_pt(bears, 2, 2)


def _alone(card: str):
    s = Scenario.full()
    a = s.battlefield(0, card)
    return s, a


@ruling("Mogg Flunkies", "2017-03-14", "Mogg Flunkies can be declared as")
@ruling("Loyal Pegasus", "2014-02-01", "Loyal Pegasus can be declared as")
def test_cant_attack_alone_needs_another_attacker_declared_with_it_508_1c():
    """508.1c: a creature that "can't attack alone" may be declared only with another attacker: alone,
    the declaration can't be finished; with the Bears it can, and both deal damage."""
    for card in ("Mogg Flunkies", "Loyal Pegasus"):
        s = Scenario.full()
        a = s.battlefield(0, card)
        other = s.battlefield(0, "Grizzly Bears")
        g = s.start("main1")
        g.pass_until("declare attackers")
        g.answer(next(o for o in g.decision.options if o[0] == "attack" and o[1] == g.find(a)))
        g.check(("done",) not in g.decision.options, f"{card} alone: the declaration can't be finished")
        g.answer(next(o for o in g.decision.options if o[0] == "attack" and o[1] == g.find(other)))
        g.answer(("done",))
        g.no_blocks()
        g.pass_until("end")
        g.expect_life(1, 20 - g.obj(a).power - 2)


@ruling("Mogg Flunkies", "2018-03-16", "If you control more than one")
@ruling("Mogg Flunkies", "2017-03-14", "Two or more Mogg Flunkies can")
@ruling("Loyal Pegasus", "2014-02-01", "If you control more than one")
@ruling("Loyal Pegasus", "2019-07-12", "If you control more than one")
def test_two_that_cant_attack_alone_can_attack_together_508_1c():
    """508.1c: each has another attacker with it."""
    for card in ("Mogg Flunkies", "Loyal Pegasus"):
        s = Scenario.full()
        a, b = s.battlefield(0, card), s.battlefield(0, card)
        g = s.start("main1")
        g.attack(a, b)
        g.no_blocks()
        g.pass_until("end")
        g.expect_life(1, 20 - 2 * g.obj(a).power)


@ruling("Mogg Flunkies", "2018-03-16", "Once Mogg Flunkies has attacked or")
@ruling("Loyal Pegasus", "2019-07-12", "Once Loyal Pegasus has attacked or")
def test_once_attacking_it_stays_in_combat_alone_506_4():
    """506.4, 508.1c: the restriction is checked only as attackers are declared; the other attacker gone,
    it still attacks and deals its damage."""
    for card in ("Mogg Flunkies", "Loyal Pegasus"):
        s = Scenario.full()
        a = s.battlefield(0, card)
        other = s.battlefield(0, "Grizzly Bears")
        s.hand(0, "Lightning Bolt")
        s.lands(0, "Mountain", 1)
        g = s.start("main1")
        g.attack(a, other)
        g.cast("Lightning Bolt", target=other)
        g.pass_until_resolved()
        g.no_blocks()
        g.pass_until("end")
        g.expect_life(1, 20 - g.obj(a).power)


@ruling("Into the Roil", "2009-10-01", "If the targeted permanent is an")
@ruling("Into the Roil", "2020-09-25", "If the target nonland permanent is")
def test_into_the_roil_2009_10_01_if_the_targeted_permanent_is_illegal_no_draw_608_2b():
    """608.2b: kicked, with its only target gone, Into the Roil doesn't resolve — no card is drawn."""
    s = Scenario.full()
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Into the Roil", "Lightning Bolt")
    s.lands(0, "Island", 4); s.lands(0, "Mountain", 1)
    g = s.start("main1")
    g.cast("Into the Roil", target=bears, kicked=True)
    g.cast("Lightning Bolt", target=bears)
    g.pass_until_resolved()
    g.expect_zone(bears, "graveyard")
    g.check(g.zone(0, "hand") == [], "no card drawn")


@ruling("Murderous Redcap", "2008-05-01", "Murderous Redcap's power is checked at")
def test_murderous_redcap_2008_05_01_murderous_redcaps_power_is_checked_on_resolution_608_2h():
    """608.2h: the damage is Redcap's power as the ability resolves — pumped by Giant Growth in response,
    5."""
    s = Scenario.full()
    s.hand(0, "Murderous Redcap", "Giant Growth")
    s.lands(0, "Swamp", 2); s.lands(0, "Mountain", 2); s.lands(0, "Forest", 1)
    g = s.start("main1")
    g.cast("Murderous Redcap")
    g.pass_priority(2)
    while g.decision.kind != "priority":  # its enters trigger targets player 2
        g.answer(next((o for o in g.decision.options if o[0] == "target_player" and o[1] == 1),
                      g.decision.options[0]))
    g.cast("Giant Growth", target="Murderous Redcap")
    g.pass_until_resolved()
    g.expect_life(1, 15)


@ruling("Murderous Redcap", "2013-06-07", "When a permanent with persist returns")
def test_murderous_redcap_2013_06_07_when_a_permanent_with_persist_returns_it_is_new_702_79a_400_7():
    """702.79a, 400.7: it returns as a new object with a -1/-1 counter; its enters ability triggers again."""
    s = Scenario.full()
    red = s.battlefield(0, "Murderous Redcap")
    s.hand(0, "Murder")
    s.lands(0, "Swamp", 3)
    g = s.start("main1")
    g.cast("Murder", target=red)
    for _ in range(10):
        g.pass_until_resolved()
        if g.decision.kind == "priority" and not g.stack:
            break
        if g.decision.kind != "priority":
            g.answer(next((o for o in g.decision.options if o[0] == "target_player" and o[1] == 1),
                          g.decision.options[0]))
    g.expect_zone(red, "battlefield")
    g.expect_pt(red, 1, 1)
    g.check(g.obj(red).counters == {"-1/-1": 1}, "one -1/-1 counter")
    g.expect_life(1, 19)


def _jailer():
    """Palace Jailer cast by player 1, exiling player 2's Grizzly Bears; player 1 is the monarch."""
    s = Scenario.full()
    bears = s.battlefield(1, "Grizzly Bears")
    attacker = s.battlefield(1, "Centaur Courser")
    s.hand(0, "Palace Jailer", "Murder")
    s.lands(0, "Plains", 4); s.lands(0, "Swamp", 3)
    g = s.start("main1")
    g.check(g.monarch is None, "no monarch yet")
    g.cast("Palace Jailer")
    g.pass_priority(2)
    for _ in range(10):
        if g.decision.kind == "priority" and not g.stack:
            break
        if g.decision.kind == "priority":
            g.answer(("pass",))
        else:
            g.answer(next((o for o in g.decision.options if o[0] == "target" and o[1] == g.find(bears)),
                          g.decision.options[0]))
    return g, bears, attacker


@ruling("Palace Jailer", "2016-08-23", "The game starts with no monarch")
def test_palace_jailer_2016_08_23_the_game_starts_with_no_monarch_725_1():
    """725.1, 725.2: no monarch until an effect makes one; then Jailer's controller is the monarch."""
    g, bears, _ = _jailer()
    g.check(g.monarch == 0, f"player 1 is the monarch: {g.monarch}")
    g.expect_zone(bears, "exile")


@ruling("Palace Jailer", "2016-08-23", "Palace Jailer leaving the battlefield won't")
def test_palace_jailer_2016_08_23_palace_jailer_leaving_the_battlefield_wont_return_it_610_3():
    """610.3: the creature is exiled until an opponent becomes the monarch — not until Jailer leaves."""
    g, bears, _ = _jailer()
    g.cast("Murder", target="Palace Jailer")
    g.pass_until_resolved()
    g.expect_zone("Palace Jailer", "graveyard")
    g.expect_zone(bears, "exile")


@ruling("Palace Jailer", "2016-08-23", "The exiled creature will return to")
@ruling("Palace Jailer", "2016-08-23", "The opponent that controlled the exiled")
def test_palace_jailer_2016_08_23_the_exiled_creature_returns_when_an_opponent_becomes_the_monarch_725_2():
    """725.2: an opponent dealing combat damage to the monarch becomes the monarch; the creature returns."""
    g, bears, attacker = _jailer()
    g.pass_until("main1", turn=2)
    g.attack(attacker)
    g.no_blocks()
    g.pass_until("end", turn=2)
    g.check(g.monarch == 1, f"player 2 became the monarch: {g.monarch}")
    g.expect_zone(bears, "battlefield")


@ruling("Banishing Light", "2021-03-19", "If an Aura is exiled this")
@ruling("Banishing Light", "2025-07-25", "If an Aura is exiled this")
def test_banishing_light_an_exiled_aura_returns_attached_by_its_owner_303_4f():
    """303.4f: the returning Aura's owner chooses what it enchants as it enters."""
    s = Scenario.full()
    bears = s.battlefield(1, "Grizzly Bears")
    s.battlefield(1, "Rancor", attached_to=bears)
    s.hand(0, "Banishing Light", "Disenchant")
    s.lands(0, "Plains", 5)
    g = s.start("main1")
    g.cast("Banishing Light")
    g.pass_priority(2)
    while g.decision.kind != "priority":
        g.answer(next(o for o in g.decision.options if o[0] == "target" and g.obj(o[1]).name == "Rancor"))
    resolve_all(g)
    g.expect_zone("Rancor", "exile")
    g.cast("Disenchant", target="Banishing Light")
    for _ in range(10):
        g.pass_until_resolved()
        if g.decision.kind == "priority":
            break
        g.answer(next(o for o in g.decision.options if len(o) > 1 and o[1] == g.find(bears)))
    g.expect_zone("Rancor", "battlefield")


@ruling("Dromoka's Command", "2015-02-25", "You can target any player with")
def test_dromokas_command_2015_02_25_you_can_target_any_player_with_the_second_mode_115_1():
    """115.1: "target player sacrifices an enchantment" can target a player without one (nothing happens)."""
    s = Scenario.full()
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Dromoka's Command")
    s.lands(0, "Forest", 1); s.lands(0, "Plains", 1)
    g = s.start("main1")
    g.cast("Dromoka's Command", modes=[2, 3], targets=["p2", bears])
    g.pass_until_resolved()
    g.expect_pt(bears, 3, 3)
    g.expect_zone("Dromoka's Command", "graveyard")


@ruling("Ratchet Bomb", "2011-01-01", "If Ratchet Bomb's second ability is")
def test_ratchet_bomb_2011_01_01_with_no_charge_counters_destroys_mana_value_0_202_3():
    """202.3: tokens and {0} cards have mana value 0; with no charge counters the Bomb destroys them."""
    s = Scenario.full()
    bomb = s.battlefield(0, "Ratchet Bomb")
    thopter = s.battlefield(1, "Ornithopter")
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start("main1")
    oid = g.find(bomb)
    idx = [o[2] for o in g.options() if o[0] == "activate" and o[1] == oid][-1]
    g.activate(bomb, index=idx)
    g.pass_until_resolved()
    g.expect_zone(thopter, "graveyard")
    g.expect_zone(bears, "battlefield")


@ruling("Tangle Angler", "2011-01-01", "A player who has ten or more")
def test_tangle_angler_2011_01_01_a_player_with_ten_poison_counters_loses_704_5c():
    """704.5c: ten poison counters: that player loses as a state-based action."""
    s = Scenario.full()
    s.battlefield(0, "Tangle Angler")
    s.player(1, poison=10)
    g = s.start("main1")
    g.expect_winner(0)


@ruling("Ajani's Pridemate", "2018-07-13", "Each creature with lifelink dealing")
@ruling("Ajani's Pridemate", "2019-05-03", "Each creature with lifelink dealing")
def test_ajanis_pridemate_each_lifelink_creature_is_a_separate_life_gain_event_120_3f_702_15b():
    """702.15b, 120.3f: two lifelink creatures dealing combat damage at once are two life-gaining events —
    Pridemate's ability triggers twice."""
    s = Scenario.full()
    mate = s.battlefield(0, "Ajani's Pridemate")
    a, b = s.battlefield(0, "Vampire Nighthawk"), s.battlefield(0, "Vampire Nighthawk")
    g = s.start("main1")
    g.attack(a, b)
    g.no_blocks()
    g.pass_until("combat damage")
    resolve_all(g)  # two triggers: their order is asked
    g.expect_life(0, 24)
    g.check(g.obj(mate).counters == {"+1/+1": 2}, f"two counters: {g.obj(mate).counters}")


@ruling("Epicure of Blood", "2018-07-13", "Each creature with lifelink dealing")
@ruling("Epicure of Blood", "2019-07-12", "Each creature with lifelink dealing")
def test_epicure_of_blood_each_lifelink_creature_is_a_separate_life_gain_event_120_3f_702_15b():
    """702.15b, 120.3f: two lifelink creatures: two triggers, each opponent loses 2."""
    s = Scenario.full()
    s.battlefield(0, "Epicure of Blood")
    a, b = s.battlefield(0, "Vampire Nighthawk"), s.battlefield(0, "Vampire Nighthawk")
    g = s.start("main1")
    g.attack(a, b)
    g.no_blocks()
    g.pass_until("combat damage")
    resolve_all(g)
    g.expect_life(1, 20 - 4 - 2)


@ruling("Ajani's Pridemate", "2018-07-13", "If Ajani's Pridemate is dealt lethal")
@ruling("Ajani's Pridemate", "2019-05-03", "If Ajani's Pridemate is dealt lethal")
def test_ajanis_pridemate_lethal_damage_with_simultaneous_life_gain_dies_704_3():
    """704.3, 603.3: lethal damage is checked before the life-gain trigger can add its counter."""
    s = Scenario.full()
    mate = s.battlefield(0, "Ajani's Pridemate")
    hawk = s.battlefield(0, "Vampire Nighthawk")
    s.battlefield(1, "Centaur Courser")
    g = s.start("main1")
    g.attack(mate, hawk)
    g.block(mate, "Centaur Courser")
    g.pass_until("end")
    g.expect_zone(mate, "graveyard")
    g.expect_life(0, 22)


@ruling("Angel of Vitality", "2019-07-12", "Each creature with lifelink dealing")
def test_angel_of_vitality_2019_07_12_each_lifelink_creature_is_a_separate_life_gain_event_120_3f_614_1a():
    """120.3f, 614.1a: two lifelink creatures: two life-gain events, each gets Angel's +1 (2+1 twice)."""
    s = Scenario.full()
    s.battlefield(0, "Angel of Vitality")
    a, b = s.battlefield(0, "Vampire Nighthawk"), s.battlefield(0, "Vampire Nighthawk")
    g = s.start("main1")
    g.attack(a, b)
    g.no_blocks()
    g.pass_until("combat damage")
    resolve_all(g)
    g.expect_life(0, 26)
