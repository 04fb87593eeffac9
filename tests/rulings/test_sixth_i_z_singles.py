"""Official rulings of single cards in the I–Z half of the sixth pass (issue #32): morph triggers, manifest,
Vehicles' counters, Snake Umbra, Umara Wizard, Haggle, Surreal Memoir, Murk Strider."""
from __future__ import annotations

from manastack.testing import Scenario

from .keys import ruling
from .test_rebound_improvise import settle


def _run(g, answer="yes", limit=80):
    for _ in range(limit):
        d = g.decision
        if d is None:
            return
        if d.kind == "yes_no":
            g.choose(answer)
        elif d.kind == "priority":
            if not g.stack:
                return
            g.pass_priority()
        else:
            settle(g)


def _turn_up(g, card):
    opt = next(o for o in g.decision.options if o[0] == "turn_face_up" and o[1] == g.find(card))
    g.answer(opt)
    settle(g)


@ruling("Wildcall", "2014-11-24", "If you choose 0 for X")
def test_wildcall_2014_11_24_if_you_choose_0_for_x_701_40a():
    """701.40a: X=0: the top card is manifested, a 2/2 with no counters."""
    s = Scenario.full()
    s.hand(0, "Wildcall")
    s.lands(0, "Forest", 2)
    s.library(0, "Grizzly Bears")
    g = s.start("main1")
    g.cast("Wildcall", x=0)
    _run(g)
    fd = [i for i in g.state.battlefield if g.obj(i).face_down]
    assert len(fd) == 1 and (g.obj(fd[0]).power, g.obj(fd[0]).toughness) == (2, 2) and not g.obj(fd[0]).counters


@ruling("Whisperwood Elemental", "2014-11-24", "The last ability grants that ability")
def test_whisperwood_elemental_2014_11_24_the_last_ability_grants_that_611_2c():
    """611.2c: sacrificed, it grants the dies trigger to the face-up nontoken creatures I control then; the
    Grizzly Bears cast afterwards don't have it: when they die, nothing is manifested."""
    s = Scenario.full()
    s.battlefield(0, "Whisperwood Elemental")
    s.hand(0, "Grizzly Bears")
    s.lands(0, "Forest", 2)
    s.hand(1, "Lightning Bolt")
    s.lands(1, "Mountain", 1)
    g = s.start("main1")
    g.activate("Whisperwood Elemental")
    _run(g)
    g.cast("Grizzly Bears")
    _run(g)
    g.pass_priority()
    g.cast("Lightning Bolt", target="Grizzly Bears")
    _run(g)
    g.expect_zone("Grizzly Bears", "graveyard")
    assert not [i for i in g.state.battlefield if g.obj(i).face_down], g.board()


@ruling("Untethered Express", "2017-02-09", "Any +1/+1 counters on Untethered Express")
def test_untethered_express_2017_02_09_any_1_1_counters_on_untethered_122_1a():
    """122.1a: the counter put as it attacked stays when it stops being a creature; crewed again next turn
    it is a 5/5."""
    s = Scenario.full()
    s.battlefield(0, "Untethered Express")
    s.battlefield(0, "Grizzly Bears")
    g = s.start("main1")
    g.activate("Untethered Express")
    _run(g)
    g.attack("Untethered Express")
    _run(g)
    g.no_blocks()
    g.pass_until("main1", turn=3)
    o = g.obj("Untethered Express")
    assert "Creature" not in o.types and o.counters.get("+1/+1") == 1, o
    g.activate("Untethered Express")
    _run(g)
    g.expect_pt("Untethered Express", 5, 5)


@ruling("Shadowed Caravel", "2017-09-29", "Noncreature permanents such as Shadowed Caravel")
def test_shadowed_caravel_2017_09_29_noncreature_permanents_such_as_shadowed_122_1a():
    """122.1a: a +1/+1 counter on the uncrewed Caravel stays; crewed, it is a 3/3."""
    s = Scenario.full()
    s.battlefield(0, "Shadowed Caravel", counters={"+1/+1": 1})
    s.battlefield(0, "Grizzly Bears")
    g = s.start("main1")
    assert "Creature" not in g.obj("Shadowed Caravel").types
    g.activate("Shadowed Caravel")
    _run(g)
    g.expect_pt("Shadowed Caravel", 3, 3)


@ruling("Snake Umbra", "2010-06-15", "Snake Umbra grants the triggered ability")
def test_snake_umbra_2010_06_15_snake_umbra_grants_the_triggered_ability_613_1f():
    """613.1f: my Snake Umbra on the opponent's Grizzly Bears: when they damage me (an opponent of their
    controller), the opponent draws."""
    s = Scenario.full()
    bears = s.battlefield(1, "Grizzly Bears")
    s.battlefield(0, "Snake Umbra", attached_to=bears)
    g = s.start("main1", active=1)
    hand = len(g.zone(1, "hand"))
    g.attack(bears)
    g.no_blocks()
    g.pass_until("end of combat")
    _run(g)
    g.expect_life(0, 17)
    assert len(g.zone(1, "hand")) == hand + 1
    assert len(g.zone(0, "hand")) == 0


@ruling("Umara Wizard // Umara Skyfalls", "2020-09-25", "An ability that triggers when a player casts")
def test_umara_wizard_umara_skyfalls_2020_09_25_an_ability_that_triggers_603_2():
    """603.2, 608.2: my Lightning Bolt is countered while Umara Wizard's cast trigger waits: the trigger still
    resolves: the Wizard has flying."""
    s = Scenario.full()
    s.battlefield(0, "Umara Wizard // Umara Skyfalls")
    s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 1)
    s.hand(1, "Counterspell")
    s.lands(1, "Island", 2)
    g = s.start("main1")
    g.cast("Lightning Bolt", target=("player", 1))
    settle(g)
    g.pass_priority()
    g.cast("Counterspell", target="Lightning Bolt")
    _run(g)
    g.expect_zone("Lightning Bolt", "graveyard")
    g.expect_life(1, 20)
    assert "Flying" in g.obj("Umara Wizard // Umara Skyfalls").keywords


@ruling("Merchant of the Vale // Haggle", "2019-10-04", "You choose which card, if any, to discard")
def test_merchant_of_the_vale_haggle_2019_10_04_you_choose_which_card_602_2b_608_2d():
    """608.2d, 602.2b: Haggle asks on resolution — declining, nothing is discarded or drawn; the Merchant's
    ability needs a card to discard as its cost: with an empty hand it can't be activated."""
    s = Scenario.full()
    s.hand(0, "Merchant of the Vale // Haggle", "Grizzly Bears")
    s.lands(0, "Mountain", 4)
    g = s.start("main1")
    g.cast("Merchant of the Vale // Haggle", variant="face1")
    _run(g, answer="no")
    assert g.zone(0, "hand") == ["Grizzly Bears"], g.zone(0, "hand")
    s = Scenario.full()
    s.battlefield(0, "Merchant of the Vale // Haggle")
    s.lands(0, "Mountain", 3)
    g = s.start("main1")
    assert not [o for o in g.decision.options if o[0] == "activate"], g.decision.options


@ruling("Surreal Memoir", "2010-06-15", "Surreal Memoir isn't targeted")
@ruling("Surreal Memoir", "2010-06-15", "If you have only one instant card")
def test_surreal_memoir_not_targeted_the_only_instant_returns_115_1_608_2():
    """115.1, 608.2: no target is chosen as it's cast; with one instant card in my graveyard, that card
    returns."""
    s = Scenario.full()
    s.hand(0, "Surreal Memoir")
    s.lands(0, "Mountain", 4)
    s.graveyard(0, "Lightning Bolt", "Grizzly Bears")
    g = s.start("main1")
    g.cast("Surreal Memoir")
    assert g.decision.kind == "priority"
    _run(g)
    g.expect_zone("Lightning Bolt", "hand")
    g.expect_zone("Grizzly Bears", "graveyard")


@ruling("Murk Strider", "2015-08-25", "If the target creature becomes illegal")
def test_murk_strider_2015_08_25_if_the_target_creature_becomes_illegal_608_2b():
    """608.2b: the targeted Hill Giant is bounced in response: the ability doesn't resolve and the opponent's
    exiled card stays in exile."""
    s = Scenario.full()
    s.hand(0, "Murk Strider")
    s.lands(0, "Island", 4)
    s.exile(1, "Grizzly Bears")
    s.battlefield(1, "Hill Giant")
    s.hand(1, "Unsummon")
    s.lands(1, "Island", 1)
    g = s.start("main1")
    g.cast("Murk Strider")
    g.pass_until_resolved()
    settle(g)
    g.pass_priority()
    g.cast("Unsummon", target="Hill Giant")
    _run(g)
    g.expect_zone("Grizzly Bears", "exile")


@ruling("Thousand Winds", "2014-09-20", "It doesn't matter if Thousand Winds is tapped")
def test_thousand_winds_2014_09_20_it_doesnt_matter_if_thousand_winds_608_2():
    """608.2: Thousand Winds is bounced in response to its trigger; it still returns the other tapped
    creatures (the tapped Hill Giant) and leaves the untapped Bears."""
    s = Scenario.full()
    tw = s.battlefield(0, "Thousand Winds", face_down=True)
    s.lands(0, "Island", 7)
    s.battlefield(1, "Hill Giant", tapped=True)
    s.battlefield(1, "Grizzly Bears")
    s.hand(1, "Unsummon")
    s.lands(1, "Island", 1)
    g = s.start("main1")
    _turn_up(g, tw)
    g.pass_priority()
    g.cast("Unsummon", target=tw)
    _run(g)
    g.expect_zone("Hill Giant", "hand")
    g.expect_zone("Grizzly Bears", "battlefield")


@ruling("Rattleclaw Mystic", "2014-09-20", "Although turning a face-down creature with morph")
def test_rattleclaw_mystic_2014_09_20_although_turning_a_face_down_702_37e_603_3():
    """116.2b, 603.3: turning it face up doesn't use the stack but its trigger does: right after, the trigger
    is on the stack and no mana has been added; once it resolves, {G}{U}{R} is in my pool."""
    s = Scenario.full()
    rm = s.battlefield(0, "Rattleclaw Mystic", face_down=True)
    s.lands(0, "Wastes", 2)
    g = s.start("main1")
    _turn_up(g, rm)
    assert g.stack == ["ability of Rattleclaw Mystic"], g.stack
    assert sum(g.state.players[0].pool) == 0, g.state.players[0].pool   # (pool: W U B R G C)
    g.pass_priority(2)
    assert not g.stack
    assert list(g.state.players[0].pool) == [0, 1, 0, 1, 1, 0], g.state.players[0].pool


@ruling("Mystic of the Hidden Way", "2018-03-16", "If a face-down Mystic of the Hidden Way is blocked")
def test_mystic_of_the_hidden_way_2018_03_16_if_a_face_down_509_1h():
    """509.1h: blocked while face down, turned face up it stays blocked (it deals no damage to me... to the
    defending player) though it now can't be blocked."""
    s = Scenario.full()
    m = s.battlefield(0, "Mystic of the Hidden Way", face_down=True)
    s.lands(0, "Island", 3)
    s.battlefield(1, "Hill Giant")
    g = s.start("main1")
    g.attack(m)
    g.block(m, "Hill Giant")
    _turn_up(g, m)
    _run(g)
    g.pass_until("end of combat")
    g.expect_life(1, 20)


@ruling("Monastery Flock", "2014-09-20", "If an attacking face-down Monastery Flock")
def test_monastery_flock_2014_09_20_if_an_attacking_face_down_monastery_506_4_702_3b():
    """506.4, 702.3b: turned face up while attacking, it keeps attacking despite defender; before blocks, the
    Grizzly Bears (no flying or reach) can't block it: no block is possible... and it deals 0 damage."""
    s = Scenario.full()
    f = s.battlefield(0, "Monastery Flock", face_down=True)
    s.lands(0, "Island", 1)
    s.battlefield(1, "Grizzly Bears")
    g = s.start("main1")
    g.attack(f)
    _turn_up(g, f)
    _run(g)
    assert g.obj(f).name == "Monastery Flock"
    g.pass_until("declare blockers")
    d = g.decision
    if d is not None and d.kind == "blockers":
        assert not [o for o in d.options if o[0] == "block"], d.options
    assert g.state.combat and g.find(f) in g.state.combat["attackers"]


@ruling("Icefeather Aven", "2014-09-20", "If you control the only other creatures")
def test_icefeather_aven_2014_09_20_if_you_control_the_only_other_603_3d_608_2d():
    """603.3d, 608.2d: my Grizzly Bears are the only other creature: the trigger must target them; whether
    they return is chosen on resolution — I decline and they stay."""
    s = Scenario.full()
    av = s.battlefield(0, "Icefeather Aven", face_down=True)
    s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Forest", 1)
    s.lands(0, "Island", 2)
    g = s.start("main1")
    g.answer(next(o for o in g.decision.options if o[0] == "turn_face_up" and o[1] == g.find(av)))
    d = g.decision
    if d.kind == "target":
        assert [o for o in d.options if o[0] == "target"] == [("target", g.find("Grizzly Bears"))], d.options
        g.answer(("target", g.find("Grizzly Bears")))
    _run(g, answer="no")
    g.expect_zone("Grizzly Bears", "battlefield")
