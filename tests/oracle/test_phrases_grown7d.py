"""Phrases grown in the seventh sitting of issue #24 (helper compD). Each is read in one place and composes with
what stands next to it; compiler tests (the tree, refusals included), then behaviour tests that play real cards
the phrase made supported in ``Scenario.full()``."""
from __future__ import annotations

import pytest

from manastack.testing import Scenario
from manastack.tree.effects import AddCounters

from .phrase_kit import abilities as _abilities, nodes as _nodes, unread as _unread


# ---------------------------------------------------------------- "distribute N +1/+1 counters among ..." (601.2d)


def test_601_2d_distribute_counters_among_targets_is_one_divided_placement():
    ab = _abilities("Distribute three +1/+1 counters among one, two, or three target creatures you control.",
                    types=("Sorcery",))
    assert _unread(ab) == []
    (e,) = _nodes(ab, AddCounters)
    assert e.divided and e.kind == "+1/+1" and e.n.value == 3


def test_601_2d_distribute_counters_in_a_trigger_reads_any_number_of_targets():
    ab = _abilities("When this creature enters, distribute four +1/+1 counters among any number of target "
                    "creatures you control.", types=("Creature",))
    assert _unread(ab) == []
    assert _nodes(ab, AddCounters)[0].divided


def test_601_2d_distribute_counters_among_non_targets_is_refused():
    """A division among objects that aren't targets is made on resolution, not on casting: refused."""
    ab = _abilities("Distribute two +1/+1 counters among any number of creatures you control.", types=("Sorcery",))
    assert _unread(ab)


def test_601_2d_elven_rite_divides_two_counters_between_two_creatures():
    s = Scenario.full()
    s.hand(0, "Elven Rite")
    s.lands(0, "Forest", 2)
    bears = s.battlefield(0, "Grizzly Bears")
    elves = s.battlefield(0, "Llanowar Elves")
    g = s.start("main1")
    g.cast("Elven Rite", targets=[bears, elves], divide=[1, 1])
    g.pass_until_resolved()
    g.expect_pt(bears, 3, 3)
    g.expect_pt(elves, 2, 2)


def test_601_2d_elven_rite_puts_both_counters_on_a_single_target():
    s = Scenario.full()
    s.hand(0, "Elven Rite")
    s.lands(0, "Forest", 2)
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start("main1")
    g.cast("Elven Rite", targets=[bears])
    g.pass_until_resolved()
    g.expect_pt(bears, 4, 4)


def test_601_2d_division_stands_when_one_target_becomes_illegal():
    """608.2b: the counters divided onto an illegal target are not moved to the other target."""
    s = Scenario.full()
    s.hand(0, "Elven Rite")
    s.lands(0, "Forest", 2)
    s.hand(1, "Shock")
    s.lands(1, "Mountain", 1)
    bears = s.battlefield(0, "Grizzly Bears")
    elves = s.battlefield(0, "Llanowar Elves")
    g = s.start("main1")
    g.cast("Elven Rite", targets=[bears, elves], divide=[1, 1])
    g.pass_priority()
    g.cast("Shock", target=elves)
    g.pass_until_resolved()
    g.expect_zone(elves, "graveyard")
    g.pass_until_resolved()
    g.expect_pt(bears, 3, 3)


def test_601_2d_verdurous_gearhulk_trigger_divides_four_counters():
    """603.3d: a triggered ability's division is chosen as it is put on the stack."""
    s = Scenario.full()
    s.hand(0, "Verdurous Gearhulk")
    s.lands(0, "Forest", 5)
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start("main1")
    g.cast("Verdurous Gearhulk")
    g.pass_priority(2)  # the Gearhulk resolves; its enters trigger asks for targets
    g.check(g.decision.kind == "target", f"targets for the trigger: {g.decision}")
    g.answer(g._target_option(bears))
    g.answer(g._target_option("Verdurous Gearhulk"))
    g.answer(next(o for o in g.decision.options if o[0] == "done"))
    g.check(g.decision.kind == "divide", f"the division is asked: {g.decision}")
    g.answer(g._pick(lambda o: tuple(a for _, a in o[1]) == (3, 1), "divide 3, 1"))
    g.pass_until_resolved()
    g.expect_pt(bears, 5, 5)
    g.expect_pt("Verdurous Gearhulk", 5, 5)


# ---------------------------------------------------------------- "an opponent has N or more poison counters" (122.1f)


def test_122_1f_opponent_poison_condition_reads_as_one_fact():
    from manastack.tree.abilities import IsTrue
    ab = _abilities("As long as an opponent has three or more poison counters, this creature has double strike.",
                    types=("Creature",))
    assert _unread(ab) == []
    assert [n.fact for n in _nodes(ab, IsTrue)] == ["an_opponent_poison_at_least:3"]


@pytest.mark.parametrize("poison, strikes", [(2, False), (3, True)])
def test_122_1f_apostle_of_invasion_has_double_strike_from_three_poison(poison, strikes):
    s = Scenario.full()
    s.battlefield(0, "Apostle of Invasion")
    s.player(1, poison=poison)
    g = s.start("main1")
    g.check(("Double Strike" in g.obj("Apostle of Invasion").keywords) == strikes,
            f"{poison} poison counters: {g.obj('Apostle of Invasion').keywords}")


def test_122_1f_ravenous_necrotitan_sacrifices_unless_an_opponent_has_three_poison():
    for poison, kept in ((0, False), (3, True)):
        s = Scenario.full()
        s.hand(0, "Ravenous Necrotitan")
        s.lands(0, "Swamp", 4)
        bears = s.battlefield(0, "Grizzly Bears")
        s.player(1, poison=poison)
        g = s.start("main1")
        g.cast("Ravenous Necrotitan")
        g.pass_until_resolved()
        if g.decision is not None and g.decision.kind != "priority":
            g.answer(g._pick(lambda o: "Grizzly" in g.game.describe(o), "sacrifice the Bears"))
        g.pass_until_resolved()
        g.expect_zone(bears, "battlefield" if kept else "graveyard")
