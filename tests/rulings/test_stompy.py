"""Official rulings of the cards of decks/pauper-mono-green-stompy.txt as scenario tests (issue #32)."""
from __future__ import annotations


from manastack.testing import Scenario

from .keys import ruling


def _convoke_board(*creatures: str):
    s = Scenario.full()
    handles = [s.battlefield(0, c) for c in creatures]
    s.hand(0, "Gather Courage")
    return s, handles


@ruling("Gather Courage", "2014-07-18", "The rules for convoke have changed")
@ruling("Gather Courage", "2014-07-18", "Tapping a multicolored creature using convoke")
def test_gather_courage_convoke_taps_a_creature_to_pay_a_mana_of_its_color_702_51a():
    """702.51a: tapping a creature pays for {1} or one mana of its color — a green creature can pay the {G},
    a red one can't (Gather Courage costs {G}, no generic), so with only a red creature it can't be cast."""
    s, (bears, goblin) = _convoke_board("Grizzly Bears", "Raging Goblin")
    g = s.start("main1")
    g.cast("Gather Courage", target=bears, pay="manual")
    convoke = [o for o in g.decision.options if o[0] == "convoke"]
    g.check({o[1] for o in convoke} == {g.find(bears)}, f"only the green creature: {convoke}")
    g.answer(convoke[0])
    g.pass_until_resolved()
    g.check(g.obj(bears).tapped, "tapped to pay")
    g.expect_pt(bears, 4, 4)
    s2, _ = _convoke_board("Raging Goblin")
    g2 = s2.start("main1")
    g2.check(not any(o[0] == "cast" for o in g2.options()), "a red creature can't pay {G}")


@ruling("Gather Courage", "2014-07-18", "Convoke doesn't change a spell's mana")
def test_gather_courage_2014_07_18_convoke_doesnt_change_a_spells_mana_value_202_3():
    """202.3: convoked, Gather Courage still has mana value 1 on the stack."""
    s, (bears,) = _convoke_board("Grizzly Bears")
    g = s.start("main1")
    g.cast("Gather Courage", target=bears, pay="manual")
    g.answer(next(o for o in g.decision.options if o[0] == "convoke"))
    g.check(g.obj("Gather Courage").mana_value == 1, "mana value 1")


@ruling("Gather Courage", "2014-07-18", "If a creature you control has")
def test_gather_courage_2014_07_18_if_a_creature_you_control_has_a_mana_ability_702_51a():
    """702.51a: a creature tapped for mana while paying can't also be tapped for convoke."""
    s, (elves,) = _convoke_board("Llanowar Elves")
    s.hand(0, "Giant Growth")
    g = s.start("main1")
    g.cast("Giant Growth", target=elves, pay="manual")
    g.answer(next(o for o in g.decision.options if o[0] == "activate"))  # Elves tap for {G}
    g.pass_until_resolved()
    g.check(g.obj(elves).tapped, "Elves tapped for mana")
    g.check(not any(o[0] == "cast" for o in g.options()), "no untapped creature left to convoke")


@ruling("Elephant Guide", "2016-06-08", "If Elephant Guide enchants an opponent's")
def test_elephant_guide_2016_06_08_if_elephant_guide_enchants_an_opponents_creature_you_get_the_token_111_2():
    """603.10a, 111.2: the Aura's controller creates the Elephant when the enchanted creature dies."""
    s = Scenario.full()
    bears = s.battlefield(1, "Grizzly Bears")
    s.battlefield(0, "Elephant Guide", attached_to=bears)
    s.hand(0, "Murder")
    s.lands(0, "Swamp", 3)
    g = s.start("main1")
    g.cast("Murder", target=bears)
    g.pass_until_resolved()
    g.expect_zone(bears, "graveyard")
    tokens = [o for o in g.zone(0, "battlefield") if "Elephant" in str(o)]
    g.check(len(tokens) == 1, f"player 1 has the Elephant: {g.zone(0, 'battlefield')}")
    g.check(not any("Elephant" in str(o) and "Guide" not in str(o) for o in g.zone(1, "battlefield")), "not p2")


@ruling("Hunt the Weak", "2018-01-19", "You can't cast Hunt the Weak unless you choose both")
def test_hunt_the_weak_2018_01_19_you_cant_cast_it_without_both_targets_601_2c():
    """601.2c, 115.1: both targets are required; with no creature of an opponent's it can't be cast."""
    s = Scenario.full()
    s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Hunt the Weak")
    s.lands(0, "Forest", 4)
    g = s.start("main1")
    g.check(not any(o[0] == "cast" for o in g.options()), "no creature to fight: not castable")


@ruling("Hunt the Weak", "2018-01-19", "If the creature you control is an illegal target")
@ruling("Hunt the Weak", "2018-01-19", "If either target is an illegal")
def test_hunt_the_weak_2018_01_19_if_the_creature_you_control_is_an_illegal_target_608_2b():
    """608.2b, 701.14b: with the opponent's creature gone, your creature still gets the counter (and
    fights nothing); with yours gone, nothing happens to theirs."""
    s = Scenario.full()
    mine = s.battlefield(0, "Grizzly Bears")
    theirs = s.battlefield(1, "Centaur Courser")
    s.hand(0, "Hunt the Weak", "Lightning Bolt")
    s.lands(0, "Forest", 4); s.lands(0, "Mountain", 1)
    g = s.start("main1")
    g.cast("Hunt the Weak", targets=[mine, theirs])
    g.cast("Lightning Bolt", target=theirs)
    g.pass_until_resolved()
    g.expect_zone(theirs, "graveyard")
    g.expect_pt(mine, 3, 3)
    g.check(g.obj(mine).damage == 0, "no fight")


@ruling("Nettle Sentinel", "2018-03-16", "Nettle Sentinel's triggered ability resolves before")
def test_nettle_sentinel_2018_03_16_triggered_ability_resolves_before_the_spell_603_3():
    """603.3: the untap trigger resolves before the green spell, even if that spell is countered."""
    s = Scenario.full()
    nettle = s.battlefield(0, "Nettle Sentinel", tapped=True)
    s.hand(0, "Giant Growth")
    s.lands(0, "Forest", 1)
    s.hand(1, "Counterspell")
    s.lands(1, "Island", 2)
    g = s.start("main1")
    g.cast("Giant Growth", target=nettle)
    g.check(len(g.stack) == 2, "trigger above the spell")
    g.pass_priority()
    g.cast("Counterspell", target="Giant Growth")
    g.pass_until_resolved()
    g.choose("yes")
    g.pass_until_resolved()
    g.expect_zone("Giant Growth", "graveyard")
    g.check(not g.obj(nettle).tapped, "untapped anyway")
    g.expect_pt(nettle, 2, 2)


@ruling("Quirion Ranger", "2004-10-04", "It can target an untapped creature")
def test_quirion_ranger_2004_10_04_it_can_target_an_untapped_creature_115_1():
    """115.1, 701.26b: untapping an untapped creature is a legal target (nothing happens to it)."""
    s = Scenario.full()
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Quirion Ranger")
    s.lands(0, "Forest", 1)
    g = s.start("main1")
    g.activate("Quirion Ranger", target=bears)
    if g.decision.kind == "choose_cards":  # which Forest to return (the cost)
        g.answer(next(o for o in g.decision.options if o[0] == "choose"))
        if g.decision.kind == "choose_cards":
            g.choose("done")
    g.pass_until_resolved()
    g.check(not g.obj(bears).tapped, "still untapped")
    g.check(g.zone(0, "hand") == ["Forest"], "the Forest returned as the cost")


@ruling("Rancor", "2016-06-08", "If the target of Rancor when")
@ruling("Rancor", "2018-03-16", "If the creature this Aura would")
def test_rancor_aura_spell_with_illegal_target_doesnt_resolve_608_2b_303_4():
    """608.2b, 303.4: its target gone, the Aura spell doesn't resolve: it goes to the graveyard from the stack
    and its "put into a graveyard from the battlefield" ability doesn't trigger (it stays there)."""
    s = Scenario.full()
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Rancor")
    s.lands(0, "Forest", 1)
    s.hand(1, "Lightning Bolt")
    s.lands(1, "Mountain", 1)
    g = s.start("main1")
    g.cast("Rancor", target=bears)
    g.pass_priority()
    g.cast("Lightning Bolt", target=bears)
    g.pass_until_resolved()
    g.expect_zone("Rancor", "graveyard")
    g.check(g.stack == [], "no trigger")


@ruling("Skarrgan Pit-Skulk", "2006-02-01", "Skarrgan Pit-Skulk compares each blocker's")
def test_skarrgan_pit_skulk_2006_02_01_compares_each_blockers_power_509_1b():
    """509.1b: as blockers are declared, a creature with power less than Pit-Skulk's can't block it."""
    s = Scenario.full()
    skulk = s.battlefield(0, "Skarrgan Pit-Skulk", counters={"+1/+1": 1})
    small = s.battlefield(1, "Llanowar Elves")
    big = s.battlefield(1, "Grizzly Bears")
    g = s.start("main1")
    g.attack(skulk)
    g.pass_until("declare blockers")
    sid, bid, aid = g.find(small), g.find(big), g.find(skulk)
    g.check(("block", sid, aid) not in g.decision.options, "power 1 < 2: can't block")
    g.check(("block", bid, aid) in g.decision.options, "power 2: can block")


@ruling("Vines of Vastwood", "2013-04-15", "This is not the same as")
def test_vines_of_vastwood_2013_04_15_this_is_not_the_same_as_hexproof_702_11():
    """Vines says "your opponents": cast on an opponent's creature, the caster's opponents — that creature's
    own controller among them — can't target it (hexproof would bar only its controller's opponents)."""
    s = Scenario.full()
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Vines of Vastwood")
    s.lands(0, "Forest", 1)
    s.hand(1, "Giant Growth")
    s.lands(1, "Forest", 1)
    g = s.start("main1")
    g.cast("Vines of Vastwood", target=bears)
    g.pass_until_resolved()
    g.pass_priority()
    g.check(g.decision.player == 1, "player 2 has priority")
    g.check(not any(o[0] == "cast" for o in g.options()), "Giant Growth can't target its own controller's bears")
