"""Official rulings of the escalate cards among the target cards A-H (issue #32, sixth pass): Blessed Alliance and
Collective Effort (702.120 escalate; 700.2 modal spells)."""
from __future__ import annotations

import pytest

from manastack.testing import Scenario

from .keys import ruling
from .test_rebound_improvise import resolve_all, settle

LANDS = {"Blessed Alliance": 6, "Collective Effort": 3}


def _start_cast(g, card):
    g.answer(next(o for o in g.decision.options if o[0] == "cast" and g._name(o[1]) == card))


@pytest.mark.parametrize("card", [
    pytest.param("Blessed Alliance", marks=ruling("Blessed Alliance", "2016-07-13", "you choose all of your modes")),
    pytest.param("Collective Effort", marks=ruling("Collective Effort", "2016-07-13", "you choose all of your modes")),
])
def test_escalate_modes_are_chosen_together_while_casting_601_2b_700_2(card):
    """601.2b, 700.2: the modes are all chosen as the spell is cast, before its targets; once it is on the stack
    no mode can be added."""
    s = Scenario.full()
    s.hand(0, card)
    s.lands(0, "Plains", 6)
    s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Grizzly Bears")
    s.battlefield(1, "Hill Giant")
    g = s.start("main1")
    _start_cast(g, card)
    kinds = []
    while g.decision.kind != "priority":
        d = g.decision
        kinds.append(d.kind)
        g.answer(next(o for o in d.options if o[0] != "cancel"))
    first_target = kinds.index("target") if "target" in kinds else len(kinds)
    assert "mode" not in kinds[first_target:]
    assert g.stack and g.decision.kind == "priority"
    assert not any(o[0] == "mode" for o in g.decision.options)


@pytest.mark.parametrize("card", [
    pytest.param("Blessed Alliance", marks=ruling("Blessed Alliance", "2016-07-13", "you cant choose any one mode")),
    pytest.param("Collective Effort", marks=ruling("Collective Effort", "2016-07-13", "you cant choose any one mode")),
])
def test_escalate_a_mode_only_once_700_2d(card):
    """700.2d: a mode already chosen isn't offered again."""
    s = Scenario.full()
    s.hand(0, card)
    s.lands(0, "Plains", 6)
    s.battlefield(1, "Pacifism", attached_to=s.battlefield(1, "Craw Wurm"))
    g = s.start("main1")
    _start_cast(g, card)
    d = g.decision
    assert d.kind == "mode" and ("mode", 0) in d.options
    g.answer(("mode", 0))
    assert ("mode", 0) not in g.decision.options


@ruling("Blessed Alliance", "2016-07-13", "the targeted opponent chooses which of")
def test_blessed_alliance_2016_07_13_the_opponent_chooses_the_attacker_701_21a():
    """701.21a: "Target opponent sacrifices an attacking creature of their choice": the opponent decides which of
    their two attackers goes."""
    s = Scenario.full()
    s.hand(0, "Blessed Alliance")
    s.lands(0, "Plains", 2)
    bears = s.battlefield(1, "Grizzly Bears")
    giant = s.battlefield(1, "Hill Giant")
    g = s.start("main1", active=1)
    g.attack(bears, giant)
    g.pass_priority()
    g.cast("Blessed Alliance", modes=[3], target=("player", 1))
    g.pass_priority(2)
    d = g.decision
    assert d.kind == "choose_cards" and d.actor == 1
    g.choose(giant)
    resolve_all(g)
    g.expect_zone(giant, "graveyard")
    g.expect_zone(bears, "battlefield")


@ruling("Blessed Alliance", "2016-07-13", "untapping an attacking creature doesnt cause")
def test_blessed_alliance_2016_07_13_untapped_attackers_stay_attacking_506_4():
    """506.4: my two attacking Grizzly Bears are untapped by the second mode after blockers: they still deal their
    combat damage."""
    s = Scenario.full()
    s.hand(0, "Blessed Alliance")
    s.lands(0, "Plains", 2)
    b1 = s.battlefield(0, "Grizzly Bears")
    b2 = s.battlefield(0, "Grizzly Bears")
    g = s.start("main1")
    g.attack(b1, b2)
    g.no_blocks()
    g.cast("Blessed Alliance", modes=[2], targets=[b1, b2])
    resolve_all(g)
    assert not g.obj(b1).tapped and not g.obj(b2).tapped
    g.pass_until("end of combat")
    assert g.life(1) == 16


@ruling("Blessed Alliance", "2016-07-13", "if two of the chosen modes")
def test_blessed_alliance_2016_07_13_same_player_for_two_modes_700_2_115_3():
    """115.3: the same opponent may be the target of both "target player gains 4 life" and "target opponent
    sacrifices an attacking creature": they gain 4 and sacrifice their attacker."""
    s = Scenario.full()
    s.hand(0, "Blessed Alliance")
    s.lands(0, "Plains", 4)
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start("main1", active=1)
    g.attack(bears)
    g.pass_priority()
    g.cast("Blessed Alliance", modes=[1, 3], targets=[("player", 1), ("player", 1)])
    resolve_all(g)
    g.expect_zone(bears, "graveyard")
    assert g.life(1) == 24


@ruling("Collective Effort", "2016-07-13", "if two of the chosen modes")
def test_collective_effort_2016_07_13_modes_target_independently_700_2():
    """700.2: Collective Effort's first mode targets the opponent's Hill Giant... (power 4 or greater: their
    Craw Wurm) and the third mode targets me: the Wurm is destroyed and my Grizzly Bears gets a counter."""
    s = Scenario.full()
    s.hand(0, "Collective Effort")
    s.lands(0, "Plains", 3)
    wurm = s.battlefield(1, "Craw Wurm")
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start("main1")
    g.cast("Collective Effort", modes=[1, 3], targets=[wurm, ("player", 0)])
    settle(g)
    resolve_all(g)
    g.expect_zone(wurm, "graveyard")
    assert g.obj(bears).counters.get("+1/+1") == 1


@pytest.mark.parametrize("card", [
    pytest.param("Blessed Alliance", marks=ruling("Blessed Alliance", "2016-07-13", "if one target of an escalate")),
    pytest.param("Collective Effort", marks=ruling("Collective Effort", "2016-07-13", "if one target of an escalate")),
])
def test_escalate_one_target_illegal_the_rest_happens_608_2b(card):
    """608.2b: one mode's target leaves in response (Unsummon); the other mode still happens: Blessed Alliance's
    4 life; Collective Effort's enchantment (Pacifism) destroyed."""
    s = Scenario.full()
    s.hand(0, card)
    s.lands(0, "Plains", 6)
    s.battlefield(0, "Grizzly Bears")
    s.hand(1, "Unsummon")
    s.lands(1, "Island", 1)
    if card == "Blessed Alliance":
        a = s.battlefield(0, "Hill Giant", tapped=True)
        g = s.start("main1")
        g.cast(card, modes=[1, 2], targets=[("player", 0), a])
        target_gone = a
    else:
        wurm = s.battlefield(1, "Craw Wurm")
        bears = g = None
        pac = s.battlefield(1, "Pacifism", attached_to=s.battlefield(1, "Grizzly Bears"))
        g = s.start("main1")
        g.cast(card, modes=[1, 2], targets=[wurm, pac])
        settle(g)
        target_gone = wurm
    g.pass_priority()
    g.cast("Unsummon", target=target_gone)
    resolve_all(g)
    g.expect_zone(target_gone, "hand")
    if card == "Blessed Alliance":
        assert g.life(0) == 24
    else:
        g.expect_zone(pac, "graveyard")


@pytest.mark.parametrize("card", [
    pytest.param("Blessed Alliance", marks=ruling("Blessed Alliance", "2016-07-13", "effects that reduce the cost of")),
])
def test_blessed_alliance_2016_07_13_effects_that_reduce_the_cost_of_601_2f(card):
    """601.2f: Helm of Awakening's {1} reduction applies to the total cost, escalate included: all three modes of
    Blessed Alliance ({1}{W} plus {2} twice, {5}{W}) cost {4}{W}: five Plains pay for it."""
    s = Scenario.full()
    s.battlefield(0, "Helm of Awakening")
    s.hand(0, card)
    s.lands(0, "Plains", 5)
    a = s.battlefield(0, "Grizzly Bears", tapped=True)
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start("main1", active=1)
    g.attack(bears)
    g.pass_priority()
    _start_cast(g, card)
    for answer in (("mode", 0), ("mode", 1), ("mode", 2), ("done",), ("target_player", 0), ("target", g.find(a)),
                   ("done",), ("target_player", 1)):
        if answer in g.decision.options:
            g.answer(answer)
    settle(g)
    assert g.stack and all(g.obj(p).tapped for p in g.state.battlefield if g._name(p) == "Plains")
    resolve_all(g)
    assert g.life(0) == 24 and not g.obj(a).tapped
    g.expect_zone(bears, "graveyard")


@ruling("Collective Effort", "2016-07-13", "you can tap any untapped creature")
def test_collective_effort_2016_07_13_tap_a_summoning_sick_creature_for_escalate_302_6():
    """302.6, 702.120a: the escalate cost "tap an untapped creature you control" has no {T} symbol: a creature
    that came under my control this turn can pay it."""
    s = Scenario.full()
    s.hand(0, "Collective Effort")
    s.lands(0, "Plains", 3)
    sick = s.battlefield(0, "Grizzly Bears", sick=True)
    wurm = s.battlefield(1, "Craw Wurm")
    g = s.start("main1")
    g.cast("Collective Effort", modes=[1, 3], targets=[wurm, ("player", 0)])
    settle(g)
    resolve_all(g)
    assert g.obj(sick).tapped
    g.expect_zone(wurm, "graveyard")
    assert g.obj(sick).counters.get("+1/+1") == 1


@ruling("Collective Effort", "2016-07-13", "if you choose the first and")
def test_collective_effort_2016_07_13_returned_creature_gets_the_counter_610_3c_608_2c():
    """610.3c, 608.2c: the second mode destroys the opponent's Banishing Light that exiled my Hill Giant; the Giant
    returns at once, before the third mode, and gets a +1/+1 counter with my other creatures."""
    s = Scenario.full()
    s.hand(0, "Collective Effort")
    s.lands(0, "Plains", 3)
    s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Grizzly Bears")
    giant = s.battlefield(0, "Hill Giant")
    s.hand(1, "Banishing Light")
    s.lands(1, "Plains", 3)
    g = s.start("main1", active=1)
    g.cast("Banishing Light")
    g.pass_until_resolved()
    if g.decision.kind == "target":
        g.answer(("target", g.find(giant)))
    resolve_all(g)
    g.expect_zone(giant, "exile")
    g.pass_until("main1", turn=2)
    g.cast("Collective Effort", modes=[2, 3], targets=["Banishing Light", ("player", 0)])
    settle(g)
    resolve_all(g)
    g.expect_zone(giant, "battlefield")
    assert g.obj(giant).counters.get("+1/+1") == 1


@pytest.mark.parametrize("card", [
    pytest.param("Blessed Alliance", marks=ruling("Blessed Alliance", "2016-07-13", "additional costs dont affect a spells")),
    pytest.param("Collective Effort", marks=ruling("Collective Effort", "2016-07-13", "additional costs dont affect a spells")),
])
def test_escalate_doesnt_change_mana_value_202_3_601_2f(card):
    """202.3, 601.2f: cast with two modes (escalate paid once), the spell on the stack still has mana value 2 or 3
    (its mana cost only)."""
    s = Scenario.full()
    s.hand(0, card)
    s.lands(0, "Plains", 6)
    s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Grizzly Bears")
    wurm = s.battlefield(1, "Craw Wurm")
    g = s.start("main1")
    if card == "Blessed Alliance":
        g.cast(card, modes=[1, 3], targets=[("player", 0), ("player", 1)])
    else:
        g.cast(card, modes=[1, 3], targets=[wurm, ("player", 0)])
    settle(g)
    top = g.state.stack[-1]
    assert g.obj(top).mana_value == {"Blessed Alliance": 2, "Collective Effort": 3}[card]
