"""Official rulings of the built-in starter pool's cards (src/manastack/cards/data/starter.json,
builtin_decks.py) as scenario tests (issue #32)."""
from __future__ import annotations

from manastack.testing import Scenario

from .keys import ruling


@ruling("Act of Treason", "2009-10-01", "Act of Treason can target any")
@ruling("Act of Treason", "2018-07-13", "Act of Treason can target any")
@ruling("Act of Treason", "2019-01-25", "Act of Treason can target any")
@ruling("Act of Treason", "2019-07-12", "Act of Treason can target any")
def test_act_of_treason_can_target_any_creature_untapped_or_your_own_115_1():
    """115.1: any creature is a legal target — your own untapped one too (it gains haste)."""
    s = Scenario()
    mine = s.battlefield(0, "Grizzly Bears", sick=True)
    s.hand(0, "Act of Treason")
    s.lands(0, "Mountain", 3)
    g = s.start("main1")
    g.cast("Act of Treason", target=mine)
    g.pass_until_resolved()
    g.check("Haste" in g.obj(mine).keywords, "haste")
    g.check(g.obj(mine).controller == 0, "still yours")


@ruling("Act of Treason", "2010-08-15", "Gaining control of a creature doesn't")
@ruling("Act of Treason", "2018-07-13", "Gaining control of a creature doesn't")
@ruling("Act of Treason", "2019-01-25", "Gaining control of a creature doesn't")
@ruling("Act of Treason", "2019-07-12", "Gaining control of a creature doesn't")
def test_act_of_treason_auras_and_equipment_stay_with_their_controller_613_1b():
    """613.1b, 301.5: the Aura and Equipment attached to the stolen creature keep their controller."""
    s = Scenario()
    bears = s.battlefield(1, "Grizzly Bears")
    s.battlefield(1, "Rancor", attached_to=bears)
    s.battlefield(1, "Bonesplitter", attached_to=bears)
    s.hand(0, "Act of Treason")
    s.lands(0, "Mountain", 3)
    g = s.start("main1")
    g.cast("Act of Treason", target=bears)
    g.pass_until_resolved()
    g.check(g.obj(bears).controller == 0, "the creature is yours")
    g.check(g.obj("Rancor").controller == 1 and g.obj("Bonesplitter").controller == 1, "attachments stay")


@ruling("Act of Treason", "2013-07-01", "If you control a legendary creature")
def test_act_of_treason_2013_07_01_if_you_control_a_legendary_creature_legend_rule_704_5j():
    """704.5j: stealing a legend with the name of yours, you choose one and the other goes to its owner's
    graveyard."""
    s = Scenario.full()
    s.battlefield(0, "Isamaru, Hound of Konda")
    theirs = s.battlefield(1, "Isamaru, Hound of Konda")
    s.hand(0, "Act of Treason")
    s.lands(0, "Mountain", 3)
    g = s.start("main1")
    g.cast("Act of Treason", target=theirs)
    g.pass_until_resolved()
    while g.decision.kind != "priority":
        g.answer(next(o for o in g.decision.options if len(o) > 1 and o[1] == g.find(theirs)))
    g.check(len([n for n in g.zone(0, "battlefield") if n == "Isamaru, Hound of Konda"]) == 1, "one stays")
    g.check("Isamaru, Hound of Konda" in g.zone(0, "graveyard"), "yours to your graveyard")


@ruling("Boggart Brute", "2015-06-22", "Once an attacking creature with menace")
def test_boggart_brute_2015_06_22_menace_block_stays_after_a_blocker_is_removed_509_1h():
    """506.4, 509.1h: removing one of two blockers doesn't undo the block; the Brute stays blocked and
    deals no damage to the player."""
    s = Scenario()
    brute = s.battlefield(0, "Boggart Brute")
    a = s.battlefield(1, "Grizzly Bears")
    b = s.battlefield(1, "Llanowar Elves")
    s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 1)
    g = s.start("main1")
    g.attack(brute)
    g.block(brute, [a, b])
    g.cast("Lightning Bolt", target=b)
    g.pass_until_resolved()
    g.pass_until("combat damage")
    g.pass_until("end")
    g.expect_life(1, 20)
    g.expect_zone(a, "graveyard")


@ruling("Divine Verdict", "2012-07-01", "Destroying a blocking creature won't cause")
def test_divine_verdict_2012_07_01_destroying_a_blocker_doesnt_unblock_509_1h():
    """509.1h, 510.1c: the attacker stays blocked and, without trample, deals no combat damage."""
    s = Scenario()
    bears = s.battlefield(0, "Grizzly Bears")
    blocker = s.battlefield(1, "Llanowar Elves")
    s.hand(1, "Divine Verdict")
    s.lands(1, "Plains", 4)
    g = s.start("main1")
    g.attack(bears)
    g.block(bears, blocker)
    g.pass_priority()
    g.cast("Divine Verdict", target=blocker)
    g.pass_until_resolved()
    g.expect_zone(blocker, "graveyard")
    g.pass_until("end")
    g.expect_life(1, 20)


@ruling("Divine Verdict", "2009-10-01", "An \"attacking creature\" is one")
def test_divine_verdict_2009_10_01_an_attacking_creature_is_one_declared_as_an_attacker_506_4():
    """506.4: a creature declared as an attacker is attacking through the end of combat step — Divine
    Verdict can target it after combat damage; not a creature that didn't attack."""
    s = Scenario()
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Llanowar Elves")
    s.hand(1, "Divine Verdict")
    s.lands(1, "Plains", 4)
    g = s.start("main1")
    g.attack(bears)
    g.no_blocks()
    g.pass_until("end of combat")
    g.pass_priority()
    g.cast("Divine Verdict", target=bears)
    g.pass_until_resolved()
    g.expect_zone(bears, "graveyard")


@ruling("Divine Verdict", "2009-10-01", "A \"blocking creature\" is one")
def test_divine_verdict_2009_10_01_a_blocking_creature_is_one_declared_as_a_blocker_509_1g():
    """509.1g, 506.4: a blocker stays a blocking creature after the creature it blocked is gone."""
    s = Scenario()
    bears = s.battlefield(1, "Grizzly Bears")
    attacker = s.battlefield(0, "Llanowar Elves")
    s.hand(0, "Divine Verdict", "Lightning Bolt")
    s.lands(0, "Plains", 4); s.lands(0, "Mountain", 1)
    g = s.start("main1")
    g.attack(attacker)
    g.block(attacker, bears)
    g.cast("Lightning Bolt", target=attacker)
    g.pass_until_resolved()
    g.cast("Divine Verdict", target=bears)
    g.pass_until_resolved()
    g.expect_zone(bears, "graveyard")


@ruling("Flametongue Kavu", "2004-10-04", "If it enters the battlefield as")
def test_flametongue_kavu_2004_10_04_if_it_enters_as_the_only_creature_it_targets_itself_603_3d():
    """603.3d: the ability is mandatory; with no other creature, Kavu must target itself."""
    s = Scenario()
    s.hand(0, "Flametongue Kavu")
    s.lands(0, "Mountain", 4)
    g = s.start("main1")
    g.cast("Flametongue Kavu")
    g.pass_priority(2)
    while g.decision.kind != "priority":
        opts = [o for o in g.decision.options if o[0] == "target"]
        g.check({g.obj(o[1]).name for o in opts} == {"Flametongue Kavu"}, "only itself")
        g.answer(opts[0])
    g.pass_until_resolved()
    g.expect_zone("Flametongue Kavu", "graveyard")


@ruling("Man-o'-War", "2016-06-08", "If there are no other creatures")
def test_man_o_war_2016_06_08_if_there_are_no_other_creatures_it_targets_itself_603_3d():
    """603.3d: Man-o'-War alone must return itself."""
    s = Scenario()
    s.hand(0, "Man-o'-War")
    s.lands(0, "Island", 3)
    g = s.start("main1")
    g.cast("Man-o'-War")
    g.pass_priority(2)
    while g.decision.kind != "priority":
        g.answer(next(o for o in g.decision.options if o[0] == "target"))
    g.pass_until_resolved()
    g.expect_zone("Man-o'-War", "hand")


@ruling("Garruk Wildspeaker", "2009-10-01", "The first ability can target any")
def test_garruk_wildspeaker_2009_10_01_the_first_ability_can_target_any_two_lands_115_1():
    """115.1: any two lands, untapped ones or an opponent's."""
    s = Scenario()
    s.battlefield(0, "Garruk Wildspeaker", counters={"loyalty": 3})
    mine = s.battlefield(0, "Forest")
    theirs = s.battlefield(1, "Mountain", tapped=True)
    g = s.start("main1")
    g.activate("Garruk Wildspeaker", loyalty=1, targets=[mine, theirs])
    g.pass_until_resolved()
    g.check(not g.obj(theirs).tapped and not g.obj(mine).tapped, "both untapped")


@ruling("Garruk Wildspeaker", "2009-10-01", "The third ability affects only creatures")
def test_garruk_wildspeaker_2009_10_01_the_third_ability_affects_only_creatures_at_resolution_611_2c():
    """611.2c: Overrun's +3/+3 and trample go to the creatures you control as it resolves."""
    s = Scenario()
    s.battlefield(0, "Garruk Wildspeaker", counters={"loyalty": 4})
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Llanowar Elves")
    s.lands(0, "Forest", 1)
    g = s.start("main1")
    g.activate("Garruk Wildspeaker", loyalty=-4)
    g.pass_until_resolved()
    g.cast("Llanowar Elves")
    g.pass_until_resolved()
    g.expect_pt(bears, 5, 5)
    g.expect_pt("Llanowar Elves", 1, 1)


@ruling("Giant Spider", "2008-04-01", "This card now uses the Reach")
def test_giant_spider_2008_04_01_reach_blocks_a_flyer_702_17b():
    """702.17b, 702.9b: reach lets Giant Spider block a creature with flying."""
    s = Scenario()
    drake = s.battlefield(0, "Wind Drake")
    spider = s.battlefield(1, "Giant Spider")
    g = s.start("main1")
    g.attack(drake)
    g.block(drake, spider)
    g.pass_until("end")
    g.expect_life(1, 20)


@ruling("Goblin Balloon Brigade", "2010-08-15", "For flying to work as an")
def test_goblin_balloon_brigade_2010_08_15_flying_after_it_is_blocked_changes_nothing_509_1h():
    """509.1h: once blocked, gaining flying doesn't unblock it."""
    s = Scenario()
    brigade = s.battlefield(0, "Goblin Balloon Brigade")
    bears = s.battlefield(1, "Grizzly Bears")
    s.lands(0, "Mountain", 1)
    g = s.start("main1")
    g.attack(brigade)
    g.block(brigade, bears)
    g.activate(brigade)
    g.pass_until_resolved()
    g.check("Flying" in g.obj(brigade).keywords, "flying now")
    g.pass_until("end")
    g.expect_life(1, 20)
    g.expect_zone(brigade, "graveyard")


@ruling("Gravedigger", "2009-10-01", "A \"creature card\" is any card")
def test_gravedigger_2009_10_01_a_creature_card_is_any_card_with_the_type_creature_205_2a():
    """205.2a: an artifact creature card is a creature card: Gravedigger returns Ornithopter."""
    s = Scenario.full()
    s.graveyard(0, "Ornithopter")
    s.hand(0, "Gravedigger")
    s.lands(0, "Swamp", 4)
    g = s.start("main1")
    g.cast("Gravedigger")
    for _ in range(10):  # target the only creature card; "you may return": yes
        g.pass_until_resolved()
        if g.decision.kind == "priority":
            break
        g.answer(next(o for o in g.decision.options if o[0] in ("target", "yes")))
    g.expect_zone("Ornithopter", "hand")


@ruling("Jace Beleren", "2009-10-01", "If there are fewer than twenty cards in the targeted player's library, that player puts all the cards from their")
@ruling("Jace Beleren", "2009-10-01", "If there are fewer than twenty cards in the targeted player's library, that player puts all the cards from his")
def test_jace_beleren_fewer_than_twenty_cards_mills_them_all_701_17b():
    """701.17b: a player mills as many as they can."""
    s = Scenario(filler_count=5)
    s.battlefield(0, "Jace Beleren", counters={"loyalty": 10})
    g = s.start("main1")
    g.activate("Jace Beleren", loyalty=-10, target="p2")
    g.pass_until_resolved()
    g.check(g.zone(1, "library") == [] and len(g.zone(1, "graveyard")) == 5, "all five milled")


@ruling("Lay of the Land", "2004-10-04", "Because the \"search\" requires you to")
@ruling("Rampant Growth", "2004-10-04", "Because the \"search\" requires you to")
def test_search_for_a_card_with_characteristics_may_find_nothing_701_23b():
    """701.23b: searching for a basic land card, you may find nothing though one is there."""
    for card, lands in (("Lay of the Land", 1), ("Rampant Growth", 2)):
        s = Scenario(filler="Forest", filler_count=3)
        s.hand(0, card)
        s.lands(0, "Forest", lands)
        g = s.start("main1")
        g.cast(card)
        g.pass_until_resolved()
        while g.decision.kind != "priority":
            done = [o for o in g.decision.options if o[0] in ("done", "decline", "no")]
            g.check(bool(done), f"{card}: finding nothing is allowed: {g.decision.options}")
            g.answer(done[0])
        g.pass_until_resolved()
        g.check(len(g.zone(0, "library")) == 3, f"{card}: nothing found")


@ruling("Rampant Growth", "2004-10-04", "The land does not count toward")
def test_rampant_growth_2004_10_04_the_land_does_not_count_toward_your_land_drop_305_2():
    """305.2, 305.4: a land put onto the battlefield by an effect isn't a land play."""
    s = Scenario(filler="Forest", filler_count=3)
    s.hand(0, "Rampant Growth", "Forest")
    s.lands(0, "Forest", 2)
    g = s.start("main1")
    g.cast("Rampant Growth")
    g.pass_until_resolved()
    while g.decision.kind != "priority":
        g.answer(next(o for o in g.decision.options if o[0] == "choose"))
    g.pass_until_resolved()
    g.check(any(o[0] == "play" for o in g.options()), "the land drop is still there")


@ruling("Mogg Fanatic", "2016-06-08", "Once Mogg Fanatic has dealt and")
def test_mogg_fanatic_2016_06_08_too_late_after_combat_damage_704_3():
    """704.3, 510.2: lethal combat damage is checked before anyone gets priority: the Fanatic is gone
    before its ability could be activated."""
    s = Scenario()
    fanatic = s.battlefield(1, "Mogg Fanatic")
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start("main1")
    g.attack(bears)
    g.block(bears, fanatic)
    g.pass_until("combat damage")
    g.check(g.decision.kind == "priority", "priority in the combat damage step")
    g.expect_zone(fanatic, "graveyard")


@ruling("Tormenting Voice", "2018-07-13", "You must discard exactly one card")
def test_tormenting_voice_2018_07_13_you_must_discard_exactly_one_card_601_2f():
    """601.2f, 118.8: the discard is an additional cost — no card, no cast; exactly one is discarded."""
    s = Scenario()
    s.hand(0, "Tormenting Voice")
    s.lands(0, "Mountain", 2)
    g = s.start("main1")
    g.check(not any(o[0] == "cast" for o in g.options()), "nothing to discard: can't cast")
    s2 = Scenario()
    s2.hand(0, "Tormenting Voice", "Grizzly Bears", "Giant Growth")
    s2.lands(0, "Mountain", 2)
    g2 = s2.start("main1")
    g2.cast("Tormenting Voice")
    while g2.decision.kind != "priority":
        g2.answer(next(o for o in g2.decision.options if o[0] not in ("cancel", "done")))
    g2.pass_until_resolved()
    g2.check(len(g2.zone(0, "graveyard")) == 2, f"one discarded plus the spell: {g2.zone(0, 'graveyard')}")
    g2.check(len(g2.zone(0, "hand")) == 3, "one left plus two drawn")
