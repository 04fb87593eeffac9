"""732.6: "[A] unless [B]" in a loop — nobody can be forced to do [B]; if nobody does, the loop goes on as
though [A] were mandatory (a draw, 104.4b). 732.2: a shortcut — the player with priority names a sequence
of choices and a number of times to repeat it (``Game.shortcut``)."""
from __future__ import annotations

import pytest

from manastack.core.errors import IllegalActionError
from manastack.tree.abilities import Body, Trigger, Triggered
from manastack.tree.costs import Cost
from manastack.tree.effects import IfYouDo, MayDo, MoveTo, PayCost, Seq
from manastack.tree.filters import Filter
from manastack.tree.refs import EventObject, OwnerOf
from mechanics.trees import define, mandatory_loop

RETURN_UNLESS_PAY = (Triggered(Trigger("dies", Filter(types=("Creature",))), Body(Seq((
    MayDo(PayCost(Cost(life=1)), unless=True),
    IfYouDo(MoveTo(EventObject(), "battlefield", controller=OwnerOf(EventObject())), negate=True))))),)
"""A test ability (on Intruder Alarm), as the compiler builds "[A] unless you pay 1 life": "Whenever a
creature dies, return it to the battlefield under its owner's control unless you pay 1 life." """


def unless_loop(**opts):
    s = mandatory_loop(**opts)
    define(s.pool, "Intruder Alarm", RETURN_UNLESS_PAY)
    return s


def test_732_6_a_loop_nobody_breaks_by_paying_is_a_mandatory_loop_and_a_draw():
    """732.6, 104.4b: each time the Bears dies its controller may pay 1 life to stop it returning; declining
    each time, the loop goes on as though returning were mandatory — the game is a draw, found on the
    loop's second pass (not by the safety limit)."""
    g = unless_loop().start("main1")
    answers = 0
    while g.result is None and answers < 20:
        d = g.decision
        if d.kind == "yes_no":
            g.answer(("no",))
            answers += 1
        else:
            g.answer(("pass",) if d.kind == "priority" else d.options[0])
    r = g.result
    assert r is not None and r.draw and "mandatory" in r.reason
    assert answers <= 3


def test_732_6_paying_breaks_the_loop():
    """732.6: doing [B] — paying 1 life — is the way out: the Bears stays in the graveyard, the game goes on."""
    g = unless_loop().start("main1")
    for _ in range(10):
        d = g.decision
        if d.kind == "yes_no":
            g.answer(("yes",))
            break
        g.answer(("pass",) if d.kind == "priority" else d.options[0])
    assert g.result is None
    for _ in range(10):
        if g.decision.kind == "priority" and not g.state.stack:
            break
        g.answer(("pass",) if g.decision.kind == "priority" else g.decision.options[0])
    assert g.zone_of("Grizzly Bears") == "graveyard" and g.life(0) == 19


# ---------------------------------------------------------------- 732.2: shortcuts

ACTIVATE, PASS = ("activate", 1, 0), ("pass",)
TOKEN_LOOP = [ACTIVATE, PASS, PASS, PASS, PASS]
"""One pass of the 732.2a example loop: Grizzly Bears (#1) with Presence of Gond activates "{T}: Create a 1/1
green Elf Warrior creature token", both players pass, it resolves; Intruder Alarm's "whenever a creature
enters, untap each creature" triggers, both pass, it resolves — back to player 1's priority, untapped."""


def token_loop(**opts):
    from manastack.testing import Scenario

    s = Scenario.full(**opts)
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Presence of Gond", attached_to=bears)
    s.battlefield(1, "Intruder Alarm")
    g = s.start("main1")
    assert g.find(bears) == ACTIVATE[1] and ACTIVATE in g.decision.options
    return g


def elves(g):
    return g.zone(0, "battlefield").count("Elf Warrior")


def test_732_2a_shortcut_repeats_a_loop_the_named_number_of_times():
    """732.2a, its example: "I'll create [fifty] tokens" — the sequence of choices for both players, repeated
    50 times; the game ends where the proposer has priority again, with 50 tokens. The repetitions don't run
    into the per-turn decision limit (here 100, fewer than the 250 choices) — the player named the number."""
    g = token_loop(max_decisions_per_turn=100)
    g.game.shortcut(TOKEN_LOOP, times=50)
    assert g.result is None
    assert elves(g) == 50
    d = g.decision
    assert d.kind == "priority" and d.actor == 0 and not g.state.stack
    assert any(e.rule == "732.2" for e in g.state.events())
    g.answer(PASS)  # the game goes on normally afterwards
    assert g.result is None


def test_732_2b_another_player_shortens_the_shortcut():
    """732.2b-c: player 2 shortens the proposal to the start of the fourth repetition (they will act
    there): three tokens, and that decision is left pending."""
    g = token_loop()
    g.game.shortcut(TOKEN_LOOP, times=10, stop=(3, 0))
    assert elves(g) == 3
    assert g.decision.kind == "priority" and g.decision.actor == 0


def test_732_2a_a_shortcut_that_cant_be_taken_leaves_the_game_untouched():
    """732.2a: the sequence must be legal — left out the passes that resolve Intruder Alarm's trigger, the
    Bears is still tapped at the second repetition: a typed error naming where, the game untouched."""
    g = token_loop()
    before = g.game.digest()
    with pytest.raises(IllegalActionError, match="repetition 2"):
        g.game.shortcut([ACTIVATE, PASS, PASS], times=5)
    assert g.game.digest() == before
    with pytest.raises(IllegalActionError):
        g.game.shortcut(TOKEN_LOOP, times=0)
    assert g.game.digest() == before
