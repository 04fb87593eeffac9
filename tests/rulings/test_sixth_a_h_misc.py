"""Official rulings of single target cards A-H (issue #32, sixth pass), one or two each: Appeal, Dizzying Swoop,
Battle at the Bridge, Beanstalk Giant, Cling to Dust (escape), Cultivator's Caravan, Curious Pair's Food, Dangerous,
Decimator of the Provinces, Demolition Stomper, Devouring Light, Distortion Strike, Enter the God-Eternals, Flaxen
Intruder, Foreboding Fruit, Hands of Binding, Herald of Kozilek, Hushbringer, Mesmeric Glare, Bring to Life,
Barricade Breaker, Crab Umbra."""
from __future__ import annotations

import pytest

from manastack.testing import Scenario

from .keys import ruling
from .test_rebound_improvise import resolve_all, settle


@ruling("Appeal", "2017-07-14", "the value of x is determined")
def test_appeal_2017_07_14_x_fixed_on_resolution_608_2h():
    """608.2h: Appeal with two creatures gives +2/+2; when one of them dies later, the other keeps +2/+2."""
    s = Scenario.full()
    bears = s.battlefield(0, "Grizzly Bears")
    elves = s.battlefield(0, "Llanowar Elves")
    s.hand(0, "Appeal // Authority")
    s.lands(0, "Forest", 1)
    s.hand(1, "Shock")
    s.lands(1, "Mountain", 1)
    g = s.start("main1")
    g.cast("Appeal // Authority", variant="face0", target=bears)
    resolve_all(g)
    g.expect_pt(bears, 4, 4)
    g.pass_priority()
    g.cast("Shock", target=elves)
    resolve_all(g)
    g.expect_zone(elves, "graveyard")
    g.expect_pt(bears, 4, 4)


@ruling("Ardenvale Tactician // Dizzying Swoop", "2019-10-04", "if two targets are chosen for")
def test_ardenvale_tactician_dizzying_swoop_2019_10_04_if_two_targets_are_chosen_for_608_2b_715_4():
    """608.2b, 715.4: one of Dizzying Swoop's two targets is returned to hand in response: the other is tapped and
    the card goes on an adventure (exile); with both targets gone it goes to the graveyard instead."""
    for both in (False, True):
        s = Scenario.full()
        h = s.hand(0, "Ardenvale Tactician // Dizzying Swoop")
        s.lands(0, "Plains", 2)
        b1 = s.battlefield(1, "Grizzly Bears")
        b2 = s.battlefield(1, "Hill Giant")
        s.hand(1, "Unsummon", "Unsummon")
        s.lands(1, "Island", 2)
        g = s.start("main1")
        g.cast(h, variant="face1", targets=[b1, b2])
        g.pass_priority()
        g.cast(g.find("Unsummon", zone="hand"), target=b1)
        if both:
            g.pass_priority(2)   # Unsummon resolves; then I pass and the opponent has priority again
            g.pass_priority()
            g.cast(g.find("Unsummon", zone="hand"), target=b2)
        resolve_all(g)
        if both:
            g.expect_zone(h, "graveyard")
        else:
            assert g.obj(b2).tapped
            g.expect_zone(h, "exile")


@ruling("Battle at the Bridge", "2017-02-09", "if the target creature becomes an")
def test_battle_at_the_bridge_2017_02_09_target_gone_no_life_608_2b():
    """608.2b: Battle at the Bridge (X=2) whose target is returned to hand in response: no life gained."""
    s = Scenario.full()
    s.hand(0, "Battle at the Bridge")
    s.lands(0, "Swamp", 3)
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(1, "Unsummon")
    s.lands(1, "Island", 1)
    g = s.start("main1")
    g.cast("Battle at the Bridge", x=2, target=bears)
    g.pass_priority()
    g.cast("Unsummon", target=bears)
    resolve_all(g)
    assert g.life(0) == 20


@ruling("Beanstalk Giant // Fertile Footsteps", "2019-10-04", "the ability that defines beanstalk giants")
def test_beanstalk_giant_fertile_footsteps_2019_10_04_the_ability_that_defines_604_3():
    """604.3: the power and toughness of Beanstalk Giant in my hand equal the lands I control (three)."""
    s = Scenario.full()
    h = s.hand(0, "Beanstalk Giant // Fertile Footsteps")
    s.lands(0, "Forest", 3)
    g = s.start("main1")
    assert (g.obj(h).power, g.obj(h).toughness) == (3, 3)


@ruling("Cling to Dust", "2020-01-24", "cling to dust can target one")
def test_cling_to_dust_2020_01_24_target_exiled_by_escape_cost_608_2b():
    """601.2c before 601.2h: Cling to Dust may target a card in my graveyard that I then exile to pay its escape
    cost; on resolution the target is gone: no life, no card."""
    s = Scenario.full()
    gy = s.graveyard(0, "Cling to Dust", "Grizzly Bears", "Forest", "Forest", "Forest", "Forest")
    s.lands(0, "Swamp", 4)
    g = s.start("main1")
    hand = len(g.zone(0, "hand"))
    cast = next(o for o in g.decision.options if o[0] == "cast" and o[1] == g.find(gy[0]))
    g.answer(cast)
    for _ in range(20):
        d = g.decision
        if d.kind == "priority":
            break
        want = next((o for o in d.options if len(o) > 1 and o[1] == g.find(gy[1])), None)
        g.answer(want or next((o for o in d.options if o[0] in ("auto", "choose", "done")), d.options[0]))
    g.expect_zone(gy[1], "exile")
    resolve_all(g)
    assert g.life(0) == 20 and len(g.zone(0, "hand")) == hand


@ruling("Cling to Dust", "2020-01-24", "escapes permission doesnt change when you")
def test_cling_to_dust_2020_01_24_escape_at_instant_speed_702_138a():
    """702.138a: an instant with escape can be cast from the graveyard in the opponent's turn."""
    s = Scenario.full()
    c = s.graveyard(0, "Cling to Dust", "Forest", "Forest", "Forest", "Forest", "Forest")[0]
    s.graveyard(1, "Grizzly Bears")
    s.lands(0, "Swamp", 4)
    g = s.start("main1", active=1)
    g.pass_priority()
    assert g.decision.player == 0
    assert any(o[0] == "cast" and o[1] == g.find(c) for o in g.decision.options)


@ruling("Cling to Dust", "2020-01-24", "after an escaped spell resolves it")
def test_cling_to_dust_2020_01_24_escaped_instant_goes_to_the_graveyard_702_138_608_2n():
    """608.2n: an escaped instant resolves and goes back to the graveyard (from where it may escape again)."""
    s = Scenario.full()
    c = s.graveyard(0, "Cling to Dust", "Forest", "Forest", "Forest", "Forest", "Forest")[0]
    s.graveyard(1, "Grizzly Bears")
    s.lands(0, "Swamp", 4)
    g = s.start("main1")
    g.answer(next(o for o in g.decision.options if o[0] == "cast" and o[1] == g.find(c)))
    for _ in range(20):
        d = g.decision
        if d.kind == "priority":
            break
        want = next((o for o in d.options if len(o) > 1 and o[1] == g.find("Grizzly Bears")), None)
        g.answer(want or next((o for o in d.options if o[0] in ("auto", "choose", "done")), d.options[0]))
    resolve_all(g)
    g.expect_zone(c, "graveyard")
    assert g.life(0) == 23


@ruling("Cultivator's Caravan", "2016-09-20", "as long as cultivators caravan isnt")
def test_cultivators_caravan_2016_09_20_mana_ability_the_turn_it_arrives_302_6():
    """302.6: a noncreature artifact's {T} ability can be activated the turn it came under my control."""
    s = Scenario.full()
    c = s.battlefield(0, "Cultivator's Caravan", sick=True)
    s.hand(0, "Grizzly Bears")
    s.lands(0, "Forest", 1)
    g = s.start("main1")
    g.cast("Grizzly Bears")
    resolve_all(g)
    g.expect_zone("Grizzly Bears", "battlefield")
    assert g.obj(c).tapped


@ruling("Curious Pair // Treats to Share", "2019-10-04", "food is an artifact type even")
def test_curious_pair_treats_to_share_2019_10_04_food_is_an_artifact_type_205_3g():
    """205.3g: the Food token is an artifact with subtype Food, not a creature."""
    s = Scenario.full()
    s.hand(0, "Curious Pair // Treats to Share")
    s.lands(0, "Forest", 1)
    g = s.start("main1")
    g.cast("Curious Pair // Treats to Share", variant="face1")
    resolve_all(g)
    (food,) = [o for o in g.state.battlefield if g.obj(o).name == "Food"]
    o = g.obj(food)
    assert "Artifact" in o.types and "Food" in o.subtypes and "Creature" not in o.types


@pytest.mark.parametrize("card", [
    pytest.param("Curious Pair // Treats to Share", marks=ruling("Curious Pair // Treats to Share", "2019-10-04", "you cant sacrifice a food token")),
    pytest.param("Foreboding Fruit", marks=ruling("Foreboding Fruit", "2019-10-04", "you cant sacrifice a food token")),
])
def test_one_food_pays_one_cost_701_21a_602_2b(card):
    """701.21a: once my only Food is sacrificed for its own ability, Tempting Witch's "{2}, {T}, Sacrifice a Food"
    can't be activated (nothing left to sacrifice)."""
    s = Scenario.full()
    witch = s.battlefield(0, "Tempting Witch")
    s.hand(0, card)
    s.lands(0, "Swamp", 7)
    s.lands(0, "Forest", 1)
    g = s.start("main1")
    if card == "Foreboding Fruit":
        g.cast(card, target=("player", 0))
    else:
        g.cast(card, variant="face1")
    settle(g)
    resolve_all(g)
    food = [o for o in g.state.battlefield if g.obj(o).name == "Food"]
    assert len(food) == 1
    life = g.life(0)
    g.activate(food[0])
    settle(g)
    resolve_all(g)
    assert g.life(0) == life + 3
    assert not any(o[0] == "activate" and o[1] == g.find(witch) for o in g.decision.options)


@ruling("Dangerous", "2013-04-15", "dangerous doesnt give any creatures the")
def test_dangerous_2013_04_15_doesnt_grant_the_ability_to_block_509_1c():
    """509.1c: Dangerous on my Wind Drake (flying): the opponent's Grizzly Bears can't block it and so isn't made to."""
    s = Scenario.full()
    drake = s.battlefield(0, "Wind Drake")
    s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Armed // Dangerous")
    s.lands(0, "Forest", 4)
    g = s.start("main1")
    g.cast("Armed // Dangerous", variant="face1", target=drake)
    resolve_all(g)
    g.attack(drake)
    g.pass_until("end of combat")
    assert g.life(1) == 18


@ruling("Dangerous", "2013-04-15", "as blockers are declared any creature")
def test_dangerous_2013_04_15_tapped_creatures_dont_block_509_1c():
    """509.1c: a tapped Grizzly Bears isn't required to (and can't) block the creature Dangerous targeted; the
    untapped Hill Giant must."""
    s = Scenario.full()
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(1, "Grizzly Bears", tapped=True)
    giant = s.battlefield(1, "Hill Giant")
    s.hand(0, "Armed // Dangerous")
    s.lands(0, "Forest", 4)
    g = s.start("main1")
    g.cast("Armed // Dangerous", variant="face1", target=bears)
    resolve_all(g)
    g.attack(bears)
    g.pass_until("declare blockers")
    if g.decision.kind == "blockers":
        d = g.decision
        with pytest.raises(Exception):
            g.answer(("done",))
        g.answer(("block", g.find(giant), g.find(bears)))
        g.answer(("done",))
    g.pass_until("end of combat")
    g.expect_zone(bears, "graveyard")


@ruling("Decimator of the Provinces", "2016-07-13", "the triggered ability resolves before decimator")
def test_decimator_of_the_provinces_2016_07_13_no_bonus_for_itself_603_3_611_2c():
    """611.2c, 603.3: the cast trigger resolves while the Decimator is still a spell: my Grizzly Bears get +2/+2, the
    Decimator is a plain 7/7 when it enters."""
    s = Scenario.full()
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Decimator of the Provinces")
    s.lands(0, "Forest", 10)
    g = s.start("main1")
    g.cast("Decimator of the Provinces")
    settle(g)
    resolve_all(g)
    g.expect_pt(bears, 4, 4)
    g.expect_pt("Decimator of the Provinces", 7, 7)


@ruling("Demolition Stomper", "2016-09-20", "once a creature with power 3")
def test_demolition_stomper_2016_09_20_stays_blocked_509_1h_506_4():
    """509.1h: blocked by a Hill Giant (power 3); my Diminish then makes the Giant 1/1: the Stomper stays blocked
    and deals no damage to the player."""
    s = Scenario.full()
    st = s.battlefield(0, "Demolition Stomper")
    s.battlefield(0, "Craw Wurm")
    giant = s.battlefield(1, "Hill Giant")
    s.hand(0, "Diminish")
    s.lands(0, "Island", 1)
    g = s.start("main1")
    g.activate(st, index=next(o[2] for o in g.decision.options if o[0] == "activate" and o[1] == g.find(st)))
    settle(g)
    resolve_all(g)
    g.attack(st)
    g.block(st, giant)
    g.cast("Diminish", target=giant)
    resolve_all(g)
    g.pass_until("end of combat")
    assert g.life(1) == 20


@ruling("Devouring Light", "2014-07-18", "the declare blockers step is the")
def test_devouring_light_2014_07_18_attacker_after_damage_506_4_511_1():
    """506.4: in the end of combat step the creature that dealt combat damage is still an attacking creature:
    Devouring Light exiles it then."""
    s = Scenario.full()
    giant = s.battlefield(1, "Hill Giant")
    s.hand(0, "Devouring Light")
    s.lands(0, "Plains", 3)
    g = s.start("main1", active=1)
    g.attack(giant)
    g.no_blocks()
    g.pass_until("end of combat")
    assert g.life(0) == 17
    if g.decision.player != 0:
        g.pass_priority()
    g.cast("Devouring Light", target=giant)
    resolve_all(g)
    g.expect_zone(giant, "exile")


@ruling("Devouring Light", "2014-07-18", "you can tap untapped attacking or")
def test_devouring_light_2014_07_18_convoke_with_an_attacker_stays_in_combat_702_51_506_4():
    """702.51a, 506.4: my attacking Serra Angel (vigilance: still untapped) is tapped to help convoke Devouring
    Light (exiling my other attacker, for the test); it stays attacking and deals its 4 damage."""
    s = Scenario.full()
    angel = s.battlefield(0, "Serra Angel")
    s.battlefield(0, "Savannah Lions")
    s.hand(0, "Devouring Light")
    s.lands(0, "Plains", 2)
    g = s.start("main1")
    g.attack(angel, "Savannah Lions")
    g.no_blocks()
    g.answer(next(o for o in g.decision.options if o[0] == "cast"))
    for _ in range(12):
        d = g.decision
        if d.kind == "priority":
            break
        if d.kind == "target":
            g.answer(("target", g.find("Savannah Lions")))
            continue
        pick = next((o for o in d.options if o[0] == "convoke" and o[1] == g.find(angel)), None)
        g.answer(pick or next((o for o in d.options if o[0] in ("auto", "done")), d.options[0]))
    assert g.obj(angel).tapped
    resolve_all(g)
    g.pass_until("end of combat")
    assert g.life(1) == 16


@ruling("Distortion Strike", "2010-06-15", "distortion strike doesnt grant an ability")
def test_distortion_strike_2010_06_15_unblockable_without_abilities_611_2_613_1f():
    """611.2: "can't be blocked this turn" is a rule about the creature, not an ability: Lignify (loses all
    abilities, 0/4) after it doesn't change that: the Hill Giant can't block it."""
    s = Scenario.full()
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Distortion Strike", "Lignify")
    s.lands(0, "Island", 1)
    s.lands(0, "Forest", 2)
    s.battlefield(1, "Hill Giant")
    g = s.start("main1")
    g.cast("Distortion Strike", target=bears)
    resolve_all(g)
    g.cast("Lignify", target=bears)
    resolve_all(g)
    assert "Treefolk" in g.obj(bears).subtypes
    g.attack(bears)
    g.pass_until("declare blockers")
    if g.decision.kind == "blockers":
        assert not any(o[0] == "block" for o in g.decision.options)


@ruling("Enter the God-Eternals", "2019-05-03", "if both targets are no longer")
def test_enter_the_god_eternals_2019_05_03_no_legal_target_no_amass_608_2b():
    """608.2b: in a three-player game the targeted player concedes and the targeted creature is returned to hand:
    with no legal target left the spell doesn't resolve: no Army is created."""
    s = Scenario.full(players=3)
    s.hand(0, "Enter the God-Eternals")
    s.lands(0, "Island", 2)
    s.lands(0, "Swamp", 3)
    giant = s.battlefield(1, "Hill Giant")
    s.hand(1, "Unsummon")
    s.lands(1, "Island", 1)
    g = s.start("main1")
    g.cast("Enter the God-Eternals", targets=[giant, ("player", 2)])
    g.game.concede(2)
    g.pass_priority()
    g.cast("Unsummon", target=giant)
    resolve_all(g)
    assert not [o for o in g.state.battlefield if "Army" in g.obj(o).subtypes]
    g.expect_zone("Enter the God-Eternals", "graveyard")


@ruling("Enter the God-Eternals", "2019-05-03", "if the target player is no")
def test_enter_the_god_eternals_2019_05_03_player_gone_rest_happens_608_2b():
    """608.2b: the target player left the game (conceded, three players): the creature is still dealt 4, I gain 4
    and amass 4; nobody mills."""
    s = Scenario.full(players=3)
    s.hand(0, "Enter the God-Eternals")
    s.lands(0, "Island", 2)
    s.lands(0, "Swamp", 3)
    giant = s.battlefield(1, "Hill Giant")
    g = s.start("main1")
    g.cast("Enter the God-Eternals", targets=[giant, ("player", 2)])
    g.game.concede(2)
    resolve_all(g)
    g.expect_zone(giant, "graveyard")
    assert g.life(0) == 24
    assert [o for o in g.state.battlefield if "Army" in g.obj(o).subtypes]
    assert g.zone(1, "graveyard") == ["Hill Giant"]   # player 1 wasn't the target: no milled cards


@ruling("Flaxen Intruder // Welcome Home", "2019-10-04", "flaxen intruders triggered ability goes on")
def test_flaxen_intruder_welcome_home_2019_10_04_flaxen_intruders_triggered_ability_603_12():
    """603.12: the combat-damage trigger has no target; as it resolves I sacrifice the Intruder, and only then the
    reflexive trigger targets the opponent's Bonesplitter, which is destroyed."""
    s = Scenario.full()
    fi = s.battlefield(0, "Flaxen Intruder // Welcome Home")
    eq = s.battlefield(1, "Bonesplitter")
    g = s.start("main1")
    g.attack(fi)
    g.no_blocks()
    g.pass_until("combat damage")
    for _ in range(10):
        if g.stack or g.decision.kind != "priority":
            break
        g.pass_priority()
    assert g.stack and g.decision.kind == "priority"   # no target chosen for it
    g.pass_priority(2)
    g.choose("yes")
    g.expect_zone(fi, "graveyard")
    assert g.decision.kind == "target"
    g.answer(("target", g.find(eq)))
    resolve_all(g)
    g.expect_zone(eq, "graveyard")


@ruling("Foreboding Fruit", "2019-10-04", "if at least three black mana")
def test_foreboding_fruit_2019_10_04_food_even_for_another_player_207_2c():
    """207.2c (adamant): {B}{B}{B} spent, the opponent draws two and loses 2, and I create a Food."""
    s = Scenario.full()
    s.hand(0, "Foreboding Fruit")
    s.lands(0, "Swamp", 3)
    g = s.start("main1")
    g.cast("Foreboding Fruit", target=("player", 1))
    resolve_all(g)
    assert g.life(1) == 18 and len(g.zone(1, "hand")) == 2
    assert [o for o in g.state.battlefield if g.obj(o).name == "Food" and g.obj(o).controller == 0]


@ruling("Foreboding Fruit", "2019-10-04", "if you copy a spell that")
def test_foreboding_fruit_2019_10_04_copy_spent_no_mana_707_10():
    """707.10: Fury Storm's copy of Foreboding Fruit (cast with {B}{B}{B}) had no mana spent on it: one Food, from
    the original only."""
    s = Scenario.full()
    s.hand(0, "Foreboding Fruit", "Fury Storm")
    s.lands(0, "Swamp", 3)
    s.lands(0, "Mountain", 4)
    g = s.start("main1")
    g.cast("Foreboding Fruit", target=("player", 1))
    g.cast("Fury Storm", target=g.state.stack[-1])
    for _ in range(30):
        d = g.decision
        if d.kind == "priority" and not g.stack:
            break
        if d.kind == "target":
            g.answer(next((o for o in d.options if o[0] == "keep"), d.options[0]))
        elif d.kind == "priority":
            g.pass_priority()
        else:
            g.answer(d.options[0])
    assert g.life(1) == 16
    assert len([o for o in g.state.battlefield if g.obj(o).name == "Food"]) == 1


@ruling("Hands of Binding", "2013-01-24", "if the creature that was tapped")
def test_hands_of_binding_2013_01_24_untapped_before_its_untap_step_no_later_effect_502_3():
    """502.3, 611.2: the tapped creature is untapped by a spell (Blessed Alliance) before its controller's next
    untap step; that untap step passes; tapped again later (it attacks), it untaps normally in the following one."""
    s = Scenario.full()
    s.hand(0, "Hands of Binding", "Blessed Alliance")
    s.lands(0, "Island", 2)
    s.lands(0, "Plains", 2)
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start("main1")
    g.cast("Hands of Binding", target=bears)
    settle(g)
    resolve_all(g)
    g.cast("Blessed Alliance", modes=[2], targets=[bears])
    resolve_all(g)
    assert not g.obj(bears).tapped
    g.pass_until("main1", turn=2)
    g.attack(bears)
    g.no_blocks()
    g.pass_until("upkeep", turn=4)
    assert not g.obj(bears).tapped
