"""Official rulings shared by the target cards that grant persist (702.79, issue #32): Antler Skulkin ("{2}: target
white creature gains persist until end of turn") and Cauldron Haze ("any number of target creatures gain persist
until end of turn"), each ruling checked on both. The creatures given persist are white (Serra Angel; Savannah
Lions), so Antler Skulkin can target them."""
from __future__ import annotations

import pytest

from manastack.testing import Scenario

from .keys import ruling
from .test_rebound_improvise import settle


NEW_OBJECT = [
    pytest.param('Antler Skulkin', marks=ruling('Antler Skulkin', '2008-08-01', 'if a nontoken creature that gains')),
    pytest.param('Cauldron Haze', marks=ruling('Cauldron Haze', '2008-08-01', 'if a nontoken creature that gains')),
    pytest.param('Antler Skulkin', marks=ruling('Antler Skulkin', '2013-06-07', 'when a permanent with persist returns')),
    pytest.param('Cauldron Haze', marks=ruling('Cauldron Haze', '2013-06-07', 'when a permanent with persist returns')),
]


LAST_KNOWN = [
    pytest.param('Antler Skulkin', marks=ruling('Antler Skulkin', '2013-06-07', 'the persist ability triggers when the')),
    pytest.param('Cauldron Haze', marks=ruling('Cauldron Haze', '2013-06-07', 'the persist ability triggers when the')),
]


TWO_INSTANCES = [
    pytest.param('Antler Skulkin', marks=ruling('Antler Skulkin', '2013-06-07', 'if a permanent has multiple instances')),
    pytest.param('Cauldron Haze', marks=ruling('Cauldron Haze', '2013-06-07', 'if a permanent has multiple instances')),
]


APNAP = [
    pytest.param('Antler Skulkin', marks=ruling('Antler Skulkin', '2013-06-07', 'if multiple creatures with persist are')),
    pytest.param('Cauldron Haze', marks=ruling('Cauldron Haze', '2013-06-07', 'if multiple creatures with persist are')),
]


PLUS_COUNTERS = [
    pytest.param('Antler Skulkin', marks=ruling('Antler Skulkin', '2013-06-07', 'if a creature with persist that')),
    pytest.param('Cauldron Haze', marks=ruling('Cauldron Haze', '2013-06-07', 'if a creature with persist that')),
]


def _board(card: str, mine=("Serra Angel",), theirs=(), **counters):
    s = Scenario.full()
    if card == "Antler Skulkin":
        s.battlefield(0, "Antler Skulkin")
    else:
        s.hand(0, "Cauldron Haze", "Cauldron Haze")
    s.lands(0, "Wastes", 6)                      # (first, so the solver pays the Skulkin's {2} with them)
    for land in ("Plains", "Swamp", "Mountain"):
        s.lands(0, land, 4)
    mine = [s.battlefield(0, n, counters=counters.get(n)) for n in mine]
    theirs = [s.battlefield(1, n) for n in theirs]
    s.hand(0, "Lightning Bolt", "Lightning Bolt", "Wrath of God", "Skinrender")
    g = s.start("main1")
    return g, mine, theirs


def _give_persist(g, card: str, *creatures):
    """Give each creature persist: one Skulkin activation per creature, or one Cauldron Haze targeting them all."""
    if card == "Antler Skulkin":
        for c in creatures:
            g.activate("Antler Skulkin", target=c)
            settle(g)
            g.pass_until_resolved()
    else:
        g.cast(g.find("Cauldron Haze", zone="hand"), targets=list(creatures))
        settle(g)
        g.pass_until_resolved()


def _kill(g, c):
    g.cast(g.find("Lightning Bolt", zone="hand"), target=c)
    g.pass_until_resolved()
    for _ in range(4):
        settle(g)
        if not g.stack:
            break
        g.pass_until_resolved()


@pytest.mark.parametrize("card", NEW_OBJECT)
def test_granted_persist_returns_the_card_once_as_a_new_object_without_persist_702_79a_400_7(card):
    """702.79a, 400.7: Silvercoat Lion given persist dies to Lightning Bolt and returns with a -1/-1 counter, a new
    object without the granted persist: killed again, it stays in the graveyard."""
    g, (lions,), _ = _board(card, mine=("Silvercoat Lion",))
    _give_persist(g, card, lions)
    _kill(g, lions)
    g.expect_zone(lions, "battlefield")
    assert g.obj(lions).counters.get("-1/-1") == 1 and "Persist" not in g.obj(lions).keywords
    _kill(g, lions)
    g.expect_zone(lions, "graveyard")


@pytest.mark.parametrize("card", LAST_KNOWN)
def test_persist_checks_the_last_known_counters_702_79a_603_10a(card):
    """702.79a, 603.10a: a Serra Angel that already had a -1/-1 counter when it died (last known information) isn't
    returned."""
    g, (angel,), _ = _board(card, **{"Serra Angel": {"-1/-1": 1}})
    _give_persist(g, card, angel)
    g.cast(g.find("Lightning Bolt", zone="hand"), target=angel)
    g.pass_until_resolved()
    settle(g)
    g.expect_zone(angel, "graveyard")


@pytest.mark.parametrize("card", TWO_INSTANCES)
def test_two_instances_of_persist_return_the_card_once_702_79a_400_7(card):
    """702.79a, 400.7: persist given twice triggers twice; the first returns Silvercoat Lion, the second finds a new
    object and does nothing: one Lions on the battlefield, one -1/-1 counter."""
    g, (lions,), _ = _board(card, mine=("Silvercoat Lion",))
    _give_persist(g, card, lions)
    _give_persist(g, card, lions)
    _kill(g, lions)
    assert g.zone(0, "battlefield").count("Silvercoat Lion") == 1
    assert g.obj(lions).counters.get("-1/-1") == 1


@pytest.mark.parametrize("card", APNAP)
def test_persist_triggers_of_both_players_go_on_the_stack_in_apnap_order_603_3b(card):
    """603.3b, 405.2: Wrath of God kills both players' creatures given persist (the active player's Silvercoat Lion,
    the other's Serra Angel); the active player's trigger goes on the stack first, so the nonactive player's Serra
    Angel returns first."""
    g, (mine,), (theirs,) = _board(card, mine=("Silvercoat Lion",), theirs=("Serra Angel",))
    _give_persist(g, card, mine, theirs)
    m = g.mark()
    g.cast("Wrath of God")
    g.pass_until_resolved()
    for _ in range(4):
        settle(g)
        if not g.stack:
            break
        g.pass_until_resolved()
    g.expect_zone(mine, "battlefield")
    g.expect_zone(theirs, "battlefield")
    returns = [str(e) for e in g.events_since(m) if "to battlefield" in str(e)]
    assert len(returns) == 2 and "Serra Angel" in returns[0] and "Silvercoat Lion" in returns[1], returns


@pytest.mark.parametrize("card", PLUS_COUNTERS)
def test_persist_creature_dying_to_minus_counters_with_plus_counters_on_it_702_79a_704_5f(card):
    """702.79a, 704.5f, 704.5q: Serra Angel (4/4) with a +1/+1 counter and persist gets three -1/-1 counters from
    Skinrender and then Lightning Bolt: as it dies it has -1/-1 counters on it (the annihilation of +1/+1 and -1/-1
    counters is a state-based action performed at the same time), so persist doesn't return it."""
    g, (angel,), _ = _board(card, **{"Serra Angel": {"+1/+1": 1}})
    _give_persist(g, card, angel)
    g.cast("Skinrender")
    g.pass_until_resolved()
    d = g.decision
    if d is not None and d.kind == "target":
        g.choose(angel)
    settle(g)
    g.pass_until_resolved()
    g.cast(g.find("Lightning Bolt", zone="hand"), target=angel)
    g.pass_until_resolved()
    settle(g)
    g.pass_until_resolved()
    g.expect_zone(angel, "graveyard")
