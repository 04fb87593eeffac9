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
def test_dizzying_swoop_2019_10_04_one_target_illegal_still_exiled_on_an_adventure_715_4():
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
def test_beanstalk_giant_2019_10_04_cda_in_every_zone_604_3():
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
def test_treats_to_share_2019_10_04_food_is_an_artifact_type_205_3g():
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
