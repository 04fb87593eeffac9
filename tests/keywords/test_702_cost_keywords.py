"""Costs paid as a spell is cast that its permanent remembers: offspring (702.175), squad (702.157), blitz
(702.152), with real cards."""
from __future__ import annotations

from manastack.testing import Scenario


def _answer_optional(g, answer):
    """Answer the optional cost question the cast asks (yes/no or a number)."""
    d = g.decision
    if d.kind == "number":
        g.answer(("times", answer))
    else:
        g.answer((answer,))


def _start_cast(name, lands, mana_answer):
    s = Scenario.full()
    s.hand(0, name)
    for land, n in lands:
        s.lands(0, land, n)
    g = s.start("main1")
    opt = next(o for o in g.options() if o[0] == "cast" and g._name(o[1]) == name and o[2] == "normal")
    g.answer(opt)
    _answer_optional(g, mana_answer)
    while g.decision is not None and g.decision.kind not in ("priority",):
        g.answer(next(o for o in g.decision.options if o[0] in ("auto", "pay_auto", "done")) if any(
            o[0] in ("auto", "pay_auto", "done") for o in g.decision.options) else g.decision.options[0])
    g.pass_until_resolved()
    return g


def _tokens(g, name):
    return [i for i in g.state.battlefield if g._name(i) == name and g.state.objects[i].kind == "token"]


def test_702_175a_offspring_paid_makes_a_1_1_copy():
    """702.175a: Agate Instigator (1/3) cast paying its offspring cost {1}{R}: when it enters, a token copy that's
    1/1 is created (and the Instigator's own "another creature enters" ability deals 1 damage to the opponent)."""
    g = _start_cast("Agate Instigator", [("Mountain", 4)], "yes")
    toks = _tokens(g, "Agate Instigator")
    assert len(toks) == 1
    t = g.obj(toks[0])
    assert (t.power, t.toughness) == (1, 1)
    g.expect_life(1, 19)


def test_702_175a_offspring_not_paid_no_copy():
    """702.175a: not paying it, no token."""
    g = _start_cast("Agate Instigator", [("Mountain", 4)], "no")
    assert not _tokens(g, "Agate Instigator")


def test_702_157a_squad_paid_twice_makes_two_copies():
    """702.157a: Ultramarines Honour Guard ({3}{W}, squad {2}) with the squad cost paid twice: two token copies
    (each 2/2 getting +1/+1 from the other two: 4/4)."""
    g = _start_cast("Ultramarines Honour Guard", [("Plains", 8)], 2)
    toks = _tokens(g, "Ultramarines Honour Guard")
    assert len(toks) == 2
    assert (g.obj(toks[0]).power, g.obj(toks[0]).toughness) == (4, 4)


def test_702_152a_blitz_haste_draw_and_sacrifice():
    """702.152a: Riveteers Requisitioner cast for its blitz cost {2}{R} has haste (attacks at once for 3), and at the
    beginning of the end step it is sacrificed: its dies trigger makes a Treasure and the blitz trigger draws a
    card."""
    s = Scenario.full()
    s.hand(0, "Riveteers Requisitioner")
    s.lands(0, "Mountain", 3)
    s.library(0, "Island")
    g = s.start("main1")
    blitz = next(o for o in g.options() if o[0] == "cast" and "blitz" in o[2])
    g.cast("Riveteers Requisitioner", variant=blitz[2])
    g.pass_until_resolved()
    assert "Haste" in g.obj("Riveteers Requisitioner").keywords
    g.attack("Riveteers Requisitioner")
    g.no_blocks()
    g.pass_until("end")
    g.expect_life(1, 17)
    g.pass_until_resolved()
    while g.decision is not None and g.decision.kind != "priority":  # the order of the two dies triggers
        g.answer(g.decision.options[0])
        g.pass_until_resolved()
    g.expect_zone("Riveteers Requisitioner", "graveyard")
    assert "Island" in g.zone(0, "hand")
    assert [i for i in g.state.battlefield if g._name(i) == "Treasure"]


def test_702_175_702_157_702_152_cards_are_supported(supported):
    supported("Agate Instigator", "Ultramarines Honour Guard", "Riveteers Requisitioner", "Space Marine Devastator")
