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
