"""Official rulings shared by the Sagas among the target cards (714, issue #32): Arni Slays the Troll, Kiora Bests
the Sea God, The Eldest Reborn and Tymaret Calls the Dead, each ruling checked on each card by playing the Saga
through its three chapters. The parameter lists name the ruling each case checks (``marks=ruling(...)``)."""
from __future__ import annotations

import pytest

from manastack.testing import Scenario

from .keys import ruling
from .test_rebound_improvise import settle

ENTERS = [
    pytest.param('Arni Slays the Troll', marks=ruling('Arni Slays the Troll', '2021-02-05', 'as a saga enters the battlefield')),
    pytest.param('Kiora Bests the Sea God', marks=ruling('Kiora Bests the Sea God', '2020-01-24', 'as a saga enters the battlefield')),
    pytest.param('The Eldest Reborn', marks=ruling('The Eldest Reborn', '2018-04-27', 'as a saga enters the battlefield its controller puts a lore counter on it as your precombat main phase begins immediately after your draw step you put another lore counter on each saga you control putting a lore counter on a saga in either of these ways doesnt use the stack')),
    pytest.param('Tymaret Calls the Dead', marks=ruling('Tymaret Calls the Dead', '2020-01-24', 'as a saga enters the battlefield')),
]

CHAPTERS = [
    pytest.param('Arni Slays the Troll', marks=ruling('Arni Slays the Troll', '2021-02-05', 'each symbol on the left of')),
    pytest.param('Kiora Bests the Sea God', marks=ruling('Kiora Bests the Sea God', '2020-01-24', 'each symbol on the left of')),
    pytest.param('The Eldest Reborn', marks=ruling('The Eldest Reborn', '2018-04-27', 'each symbol on the left of a sagas text box represents a chapter ability a chapter ability is a triggered ability that triggers when a lore counter that is put on the saga causes the number of lore counters on the saga to become equal to or greater than the abilitys chapter number chapter abilities are put onto the stack and may be responded to')),
    pytest.param('Tymaret Calls the Dead', marks=ruling('Tymaret Calls the Dead', '2020-01-24', 'each symbol on the left of')),
]

NO_RETRIGGER = [
    pytest.param('Arni Slays the Troll', marks=ruling('Arni Slays the Troll', '2021-02-05', 'a chapter ability doesnt trigger if')),
    pytest.param('Kiora Bests the Sea God', marks=ruling('Kiora Bests the Sea God', '2020-01-24', 'a chapter ability doesnt trigger if')),
    pytest.param('The Eldest Reborn', marks=ruling('The Eldest Reborn', '2018-04-27', 'a chapter ability doesnt trigger if a lore counter is put on a saga that already had a number of lore counters greater than or equal to that chapters number for example the third lore counter put on a saga causes the iii chapter ability to trigger but i and ii wont trigger again')),
    pytest.param('Tymaret Calls the Dead', marks=ruling('Tymaret Calls the Dead', '2020-01-24', 'a chapter ability doesnt trigger if')),
]

SACRIFICED = [
    pytest.param('Arni Slays the Troll', marks=ruling('Arni Slays the Troll', '2021-02-05', 'once the number of lore counters')),
    pytest.param('Kiora Bests the Sea God', marks=ruling('Kiora Bests the Sea God', '2020-01-24', 'once the number of lore counters')),
    pytest.param('The Eldest Reborn', marks=ruling('The Eldest Reborn', '2018-04-27', 'once the number of lore counters on a saga is greater than or equal to the greatest number among its chapter abilities in the dominaria set this is always three the sagas controller sacrifices it as soon as its chapter ability has left the stack most likely by resolving or being countered this state based action doesnt use the stack')),
    pytest.param('Tymaret Calls the Dead', marks=ruling('Tymaret Calls the Dead', '2020-01-24', 'once the number of lore counters')),
]


def _saga(card: str):
    """``card`` cast by player 0 in turn 1 (creatures on both sides, cards in hands and graveyards for the
    chapters to use); returns the game with the Saga on the battlefield and chapter I's trigger pending."""
    s = Scenario.full()
    h = s.hand(0, card)
    for land in ("Island", "Swamp", "Mountain", "Forest"):
        s.lands(0, land, 3)
    s.battlefield(0, "Hill Giant")
    s.battlefield(1, "Grizzly Bears")
    s.battlefield(1, "Ornithopter")
    s.hand(1, "Shock", "Shock", "Shock")
    s.graveyard(0, "Centaur Courser")
    g = s.start("main1")
    g.cast(h)
    settle(g)
    g.pass_priority(2)                 # the Saga resolves and enters
    for _ in range(4):
        if g.decision.kind == "priority":
            break
        settle(g)
    return g, h


def _lore(g, h) -> int:
    return g.obj(h).counters.get("lore", 0)


def _resolve(g):
    for _ in range(10):
        settle(g)
        if not g.stack:
            return
        g.pass_priority()


def _chapter_pending(g, card: str) -> bool:
    return g.stack == [f"ability of {card}"]


@pytest.mark.parametrize("card", ENTERS)
def test_saga_gets_a_lore_counter_as_it_enters_and_each_precombat_main_714_3a_714_3b(card):
    """714.3a-b: the Saga enters with one lore counter; its controller's next precombat main phase adds a second
    (a turn-based action: the chapter it triggers is the only thing on the stack)."""
    g, h = _saga(card)
    assert _lore(g, h) == 1
    _resolve(g)
    g.pass_until("main1", turn=3)
    assert _lore(g, h) == 2 and _chapter_pending(g, card), (g.obj(h).counters, g.stack)


@pytest.mark.parametrize("card", CHAPTERS)
def test_saga_chapter_ability_triggers_and_uses_the_stack_714_2b_714_2c(card):
    """714.2b-c: chapter I triggers as the first lore counter is put on the Saga and waits on the stack: the
    opponent gets priority with it there."""
    g, h = _saga(card)
    assert _chapter_pending(g, card), g.stack
    g.pass_priority()
    assert g.decision.actor == 1 and _chapter_pending(g, card)


@pytest.mark.parametrize("card", NO_RETRIGGER)
def test_saga_earlier_chapters_don_t_trigger_again_714_2c(card):
    """714.2c: the second lore counter triggers chapter II only; the third, chapter III only."""
    g, h = _saga(card)
    _resolve(g)
    g.pass_until("main1", turn=3)
    assert _lore(g, h) == 2 and _chapter_pending(g, card), g.stack
    _resolve(g)
    g.pass_until("main1", turn=5)
    assert _lore(g, h) == 3 and _chapter_pending(g, card), g.stack


@pytest.mark.parametrize("card", SACRIFICED)
def test_saga_is_sacrificed_once_its_last_chapter_has_left_the_stack_714_4(card):
    """714.4: with three lore counters the Saga stays while chapter III is on the stack, and is sacrificed (a
    state-based action) once it has resolved."""
    g, h = _saga(card)
    _resolve(g)
    g.pass_until("main1", turn=3)
    _resolve(g)
    g.pass_until("main1", turn=5)
    assert _lore(g, h) == 3 and _chapter_pending(g, card)
    g.expect_zone(h, "battlefield")
    _resolve(g)
    g.expect_zone(h, "graveyard")
