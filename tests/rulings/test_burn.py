"""Official rulings of the burn cards of the shipped decks (decks/modern-boros-burn.txt,
decks/pauper-mono-red-burn.txt) as scenario tests (issue #32)."""
from __future__ import annotations

from manastack.testing import Scenario

from .keys import ruling


@ruling("Lightning Helix", "2017-11-17", "If the chosen target is illegal when Lightning Helix tries to resolve, it won't")
@ruling("Lightning Helix", "2017-11-17", "If the chosen target is illegal when Lightning Helix tries to resolve, it will")
def test_lightning_helix_2017_11_17_illegal_target_no_life_608_2b():
    """608.2b: with its only target gone, Lightning Helix doesn't resolve; you don't gain 3 life."""
    s = Scenario.full()
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Lightning Helix", "Lightning Bolt")
    s.lands(0, "Mountain", 2); s.lands(0, "Plains", 1)
    g = s.start("main1")
    g.cast("Lightning Helix", target=bears)
    g.cast("Lightning Bolt", target=bears)
    g.pass_until_resolved()
    g.expect_zone(bears, "graveyard")
    g.expect_zone("Lightning Helix", "graveyard")
    g.expect_life(0, 20)


@ruling("Boros Charm", "2013-07-01", "If you choose the second mode")
def test_boros_charm_2013_07_01_if_you_choose_the_second_mode_611_2c():
    """611.2c: the indestructible mode affects only the permanents you control as it resolves."""
    s = Scenario.full()
    old = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Boros Charm", "Centaur Courser", "Murder", "Murder")
    s.lands(0, "Mountain", 1); s.lands(0, "Plains", 1); s.lands(0, "Forest", 3); s.lands(0, "Swamp", 6)
    g = s.start("main1")
    g.cast("Boros Charm", modes=[2])
    g.pass_until_resolved()
    g.cast("Centaur Courser")
    g.pass_until_resolved()
    new = g.find("Centaur Courser")
    g.cast("Murder", target=old)
    g.pass_until_resolved()
    g.expect_zone(old, "battlefield")
    g.cast("Murder", target=new)
    g.pass_until_resolved()
    g.expect_zone("Centaur Courser", "graveyard")


@ruling("Boros Charm", "2013-07-01", "Planeswalkers with indestructible will still have")
def test_boros_charm_2013_07_01_planeswalkers_with_indestructible_704_5i():
    """120.3c, 704.5i: damage still removes loyalty from an indestructible planeswalker, and with no
    loyalty it goes to the graveyard — that rule doesn't destroy it."""
    s = Scenario.full()
    jace = s.battlefield(0, "Jace Beleren", counters={"loyalty": 3})
    s.hand(0, "Boros Charm", "Lightning Bolt")
    s.lands(0, "Mountain", 2); s.lands(0, "Plains", 1)
    g = s.start("main1")
    g.cast("Boros Charm", modes=[2])
    g.pass_until_resolved()
    g.check("Indestructible" in g.obj(jace).keywords, "Jace has indestructible")
    g.cast("Lightning Bolt", target=jace)
    g.pass_until_resolved()
    g.expect_zone(jace, "graveyard")


def _suspend_rift_bolt(opp_creature: bool = True):
    s = Scenario.full()
    bears = s.battlefield(1, "Grizzly Bears") if opp_creature else None
    s.battlefield(0, "Monastery Swiftspear")
    s.hand(0, "Rift Bolt")
    s.lands(0, "Mountain", 1)
    return s, bears


@ruling("Rift Bolt", "2013-06-07", "Exiling a card with suspend isn't")
def test_rift_bolt_2013_06_07_exiling_a_card_with_suspend_isnt_casting_702_62a():
    """702.62a: suspending is a special action — nothing goes on the stack and it isn't a cast (prowess,
    which triggers on casting, doesn't trigger)."""
    s, _ = _suspend_rift_bolt()
    g = s.start("main1")
    g.answer(("suspend", g.find("Rift Bolt")))
    g.check(g.stack == [], "nothing on the stack")
    g.expect_zone("Rift Bolt", "exile")
    g.check(g.obj("Rift Bolt").counters == {"time": 1}, "one time counter")
    g.expect_pt("Monastery Swiftspear", 1, 2)


@ruling("Rift Bolt", "2013-06-07", "You can exile a card in")
def test_rift_bolt_2013_06_07_you_can_exile_a_card_in_your_hand_when_you_could_cast_it_702_62a():
    """702.62a: suspend is offered only when the card could be cast — a sorcery: your main phase with an
    empty stack; not in your upkeep, not in an opponent's turn."""
    s, _ = _suspend_rift_bolt()
    g = s.start("upkeep")
    g.check(not any(o[0] == "suspend" for o in g.options()), "no suspend in the upkeep")
    g.pass_until("main1")
    g.check(any(o[0] == "suspend" for o in g.options()), "suspend in the main phase")
    g.pass_until("main1", turn=2)
    g.check(not any(o[0] == "suspend" for o in g.options() if g.decision.player == 0),
            "no suspend in the opponent's turn")


def _to_cast_trigger(g):
    g.answer(("suspend", g.find("Rift Bolt")))
    g.pass_until("upkeep", turn=3)
    g.pass_until_resolved()
    return g


@ruling("Rift Bolt", "2013-06-07", "If the spell requires any targets")
def test_rift_bolt_2013_06_07_if_the_spell_requires_any_targets_chosen_when_cast_702_62a():
    """702.62a, 601.2c: the targets are chosen when the card is finally cast, in the upkeep — a creature
    that entered after it was suspended can be the target."""
    s = Scenario.full()
    s.hand(0, "Rift Bolt")
    s.lands(0, "Mountain", 1)
    s.hand(1, "Centaur Courser")
    s.lands(1, "Forest", 3)
    g = s.start("main1")
    _to_cast_trigger_after_opponent_creature(g)
    courser = g.find("Centaur Courser")
    g.choose(next(o for o in g.decision.options if o[0] != "decline"))
    g.choose(courser)
    g.pass_until_resolved()
    g.expect_zone("Centaur Courser", "graveyard")


def _to_cast_trigger_after_opponent_creature(g):
    g.answer(("suspend", g.find("Rift Bolt")))
    g.pass_until("main1", turn=2)
    g.cast("Centaur Courser")
    g.pass_until_resolved()
    g.pass_until("upkeep", turn=3)
    g.pass_until_resolved()


@ruling("Rift Bolt", "2013-06-07", "As the second triggered ability resolves")
def test_rift_bolt_2013_06_07_as_the_second_triggered_ability_resolves_timing_ignored_702_62a():
    """702.62a: the card is cast as the ability resolves, in the upkeep, though it is a sorcery (the
    current rule lets you decline: "you may play it"; the timing part of the ruling stands)."""
    s, bears = _suspend_rift_bolt()
    g = _to_cast_trigger(s.start("main1"))
    g.choose(next(o for o in g.decision.options if o[0] != "decline"))
    g.choose(bears)
    g.check("upkeep" in str(g.state.step).lower(), "cast in the upkeep")
    g.check(g.stack == ["Rift Bolt", "ability of Monastery Swiftspear"], "it was cast: prowess triggered")
    g.pass_until_resolved()
    g.expect_zone(bears, "graveyard")
    g.expect_zone("Rift Bolt", "graveyard")


@ruling("Lava Spike", "2021-03-19", "Arcane is a spell subtype that")
def test_lava_spike_2021_03_19_arcane_is_a_spell_subtype_205_3k():
    """205.3k: Arcane is a spell type (sorcery subtype); Lava Spike still just deals 3 damage."""
    s = Scenario.full()
    s.hand(0, "Lava Spike")
    s.lands(0, "Mountain", 1)
    g = s.start("main1")
    g.check(g.obj("Lava Spike").subtypes == ["Arcane"] or "Arcane" in g.obj("Lava Spike").subtypes, "Arcane")
    g.cast("Lava Spike", target="p2")
    g.pass_until_resolved()
    g.expect_life(1, 17)


@ruling("Kor Firewalker", "2018-03-16", "Kor Firewalker's triggered ability resolves before")
def test_kor_firewalker_2018_03_16_triggered_ability_resolves_before_the_red_spell_603_3():
    """603.3: the trigger goes on the stack above the spell that caused it and resolves first."""
    s = Scenario.full()
    s.battlefield(0, "Kor Firewalker")
    s.hand(1, "Lightning Bolt")
    s.lands(1, "Mountain", 1)
    g = s.start("main1", active=1)
    g.cast("Lightning Bolt", target="p1")
    g.check(len(g.stack) == 2, "trigger above the Bolt")
    g.pass_priority(2)
    g.choose("yes")
    g.expect_life(0, 21)
    g.check(g.stack == ["Lightning Bolt"], "the Bolt is still on the stack")
    g.pass_until_resolved()
    g.expect_life(0, 18)


@ruling("Monastery Swiftspear", "2014-09-20", "Any spell you cast that doesn't have the type creature")
def test_monastery_swiftspear_2014_09_20_any_spell_you_cast_that_doesnt_have_the_type_creature_702_108a():
    """702.108a: prowess triggers on a noncreature spell, not on an (artifact) creature spell, not on a land."""
    s = Scenario.full()
    spear = s.battlefield(0, "Monastery Swiftspear")
    s.hand(0, "Ornithopter", "Mountain", "Shock")
    s.lands(0, "Mountain", 1)
    g = s.start("main1")
    g.cast("Ornithopter")
    g.pass_until_resolved()
    g.play("Mountain")
    g.expect_pt(spear, 1, 2)
    g.cast("Shock", target="p2")
    g.pass_until_resolved()
    g.expect_pt(spear, 2, 3)


@ruling("Monastery Swiftspear", "2014-09-20", "Prowess goes on the stack on")
@ruling("Monastery Swiftspear", "2021-03-19", "An ability that triggers when a")
def test_monastery_swiftspear_prowess_resolves_before_the_spell_603_3():
    """603.3: prowess goes on the stack on top of the spell and resolves first."""
    s = Scenario.full()
    spear = s.battlefield(0, "Monastery Swiftspear")
    s.hand(0, "Shock")
    s.lands(0, "Mountain", 1)
    g = s.start("main1")
    g.cast("Shock", target=spear)
    g.check(len(g.stack) == 2, "prowess above Shock")
    g.pass_priority(2)
    g.expect_pt(spear, 2, 3)
    g.pass_until_resolved()
    g.expect_zone(spear, "battlefield")  # 2 damage to a 2/3


@ruling("Monastery Swiftspear", "2014-09-20", "Once it triggers, prowess isn't connected")
def test_monastery_swiftspear_2014_09_20_once_it_triggers_prowess_isnt_connected_603_3():
    """603.3: countering the spell doesn't stop prowess."""
    s = Scenario.full()
    spear = s.battlefield(0, "Monastery Swiftspear")
    s.hand(0, "Shock")
    s.lands(0, "Mountain", 1)
    s.hand(1, "Counterspell")
    s.lands(1, "Island", 2)
    g = s.start("main1")
    g.cast("Shock", target="p2")
    g.pass_priority()
    g.cast("Counterspell", target="Shock")
    g.pass_until_resolved()
    g.expect_zone("Shock", "graveyard")
    g.expect_life(1, 20)
    g.expect_pt(spear, 2, 3)


@ruling("Eidolon of the Great Revel", "2018-03-16", "Casting Eidolon of the Great Revel")
def test_eidolon_of_the_great_revel_2018_03_16_casting_eidolon_doesnt_trigger_itself_603_2():
    """603.2: the ability must be on the battlefield when the spell is cast; Eidolon's own cast doesn't."""
    s = Scenario.full()
    s.hand(0, "Eidolon of the Great Revel")
    s.lands(0, "Mountain", 2)
    g = s.start("main1")
    g.cast("Eidolon of the Great Revel")
    g.pass_until_resolved()
    g.expect_zone("Eidolon of the Great Revel", "battlefield")
    g.expect_life(0, 20)


@ruling("Eidolon of the Great Revel", "2018-03-16", "The converted mana cost of a")
def test_eidolon_of_the_great_revel_2018_03_16_the_converted_mana_cost_of_a_spell_with_x_202_3e():
    """202.3e: on the stack X is its chosen value — Blaze with X=3 has mana value 4: no trigger;
    with X=1 (mana value 2) it triggers and deals 2 damage to its caster."""
    s = Scenario.full()
    s.battlefield(1, "Eidolon of the Great Revel")
    s.hand(0, "Blaze", "Blaze")
    s.lands(0, "Mountain", 6)
    g = s.start("main1")
    g.cast("Blaze", x=3, target="p2")
    g.check(len(g.stack) == 1, "no trigger for mana value 4")
    g.pass_until_resolved()
    g.expect_life(1, 17)
    g.cast("Blaze", x=1, target="p2")
    g.check(len(g.stack) == 2, "a trigger for mana value 2")
    g.pass_until_resolved()
    g.expect_life(0, 18)
    g.expect_life(1, 16)


@ruling("Goblin Bushwhacker", "2009-10-01", "Only creatures you control as Goblin")
def test_goblin_bushwhacker_2009_10_01_only_creatures_you_control_as_it_resolves_611_2c():
    """611.2c: the kicked trigger affects the creatures you control as it resolves, Bushwhacker included;
    a creature that comes later in the turn isn't affected."""
    s = Scenario.full()
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Goblin Bushwhacker", "Raging Goblin")
    s.lands(0, "Mountain", 3)
    g = s.start("main1")
    g.cast("Goblin Bushwhacker", kicked=True)
    g.pass_until_resolved()
    g.expect_pt(bears, 3, 2)
    g.expect_pt("Goblin Bushwhacker", 2, 1)
    g.check("Haste" in g.obj(bears).keywords, "haste")
    g.cast("Raging Goblin")
    g.pass_until_resolved()
    g.expect_pt("Raging Goblin", 1, 1)


@ruling("Dismember", "2011-06-01", "A card with Phyrexian mana symbols")
@ruling("Dismember", "2011-06-01", "To calculate the converted mana cost")
def test_dismember_phyrexian_mana_color_and_mana_value_107_4f_202_3():
    """107.4f, 105.2, 202.3f: Dismember is black and has mana value 3 however it is paid."""
    s = Scenario.full()
    d = s.hand(0, "Dismember")
    g = s.start("main1")
    g.check(g.obj(d).colors == ["B"] or g.obj(d).colors == ["black"], f"black: {g.obj(d).colors}")
    g.check(g.obj(d).mana_value == 3, "mana value 3")


@ruling("Dismember", "2011-06-01", "If you're at 1 life or")
def test_dismember_2011_06_01_if_youre_at_1_life_or_less_you_cant_pay_2_life_119_4():
    """119.4, 107.4f: at 1 life a Phyrexian symbol can't be paid with life: with one Swamp and Mountains,
    Dismember can't be cast; at 3 life it can."""
    for life, castable in ((1, False), (3, True)):
        s = Scenario.full()
        s.battlefield(1, "Grizzly Bears")
        s.player(0, life=life)
        s.hand(0, "Dismember")
        s.lands(0, "Mountain", 2); s.lands(0, "Swamp", 1)
        g = s.start("main1")
        can = any(o[0] == "cast" and g.obj(o[1]).name == "Dismember" for o in g.options())
        g.check(can == castable, f"at {life} life castable={can}")
