"""Escalate (702.120), with real cards."""
from __future__ import annotations

from manastack.testing import Scenario


def _brutality(modes):
    """Collective Brutality ({1}{B}; escalate--discard a card; -2/-2 to target creature / target opponent loses 2 life
    and you gain 2 life ...) with Lightning Bolt and Island in hand, against Grizzly Bears."""
    s = Scenario.full()
    s.hand(0, "Collective Brutality", "Island")
    s.lands(0, "Swamp", 2)
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start("main1")
    g.answer(next(o for o in g.options() if o[0] == "cast" and g._name(o[1]) == "Collective Brutality"))
    for m in modes:
        g.answer(("mode", m - 1))
    if g.decision.kind == "mode":
        g.answer(("done",))
    return g, bears


def _finish(g, targets):
    while g.decision is not None and g.decision.kind != "priority":
        d = g.decision
        if d.kind == "target":
            g.answer(g._target_option(targets.pop(0)))
        elif d.kind == "pay":
            g.answer(("auto",))
        else:
            g.answer(next(o for o in d.options if o[0] == "choose"))


def test_702_120a_escalate_cost_paid_for_each_mode_beyond_the_first():
    """702.120a: Collective Brutality with two modes (-2/-2 on Grizzly Bears, drain 2) costs its mana cost plus one
    escalate cost: a card (Island) is discarded; the Bears die, the opponent loses 2 life and its caster gains 2."""
    g, bears = _brutality([2, 3])
    _finish(g, [bears, ("player", 1)])
    assert "Island" in g.zone(0, "graveyard")
    g.pass_until_resolved()
    g.expect_zone(bears, "graveyard")
    assert g.life(1) == 18 and g.life(0) == 22


def test_702_120a_one_mode_pays_no_escalate_cost():
    """702.120a: with one mode chosen no escalate cost is paid: the Island stays in hand."""
    g, bears = _brutality([2])
    _finish(g, [bears])
    g.pass_until_resolved()
    g.expect_zone(bears, "graveyard")
    assert "Island" in g.zone(0, "hand")


def test_702_120a_mana_escalate_adds_to_the_total_cost():
    """702.120a, 601.2f: Blessed Alliance ({1}{W}, escalate {2}) cast with all three modes while Hill Giant attacks
    costs {5}{W}: its caster gains 4 life, the tapped Grizzly Bears untaps and the opponent sacrifices the Giant."""
    s = Scenario.full()
    s.hand(0, "Blessed Alliance")
    s.lands(0, "Plains", 6)
    bears = s.battlefield(0, "Grizzly Bears", tapped=True)
    giant = s.battlefield(1, "Hill Giant")
    g = s.start("main1", active=1)
    g.attack(giant)
    g.pass_priority()
    assert g.decision.player == 0
    g.answer(next(o for o in g.options() if o[0] == "cast" and g._name(o[1]) == "Blessed Alliance"))
    for m in (1, 2, 3):
        g.answer(("mode", m - 1))
    g.answer(("done",))
    while g.decision.kind == "target":
        opts = g.decision.options
        g.answer(next((o for o in opts if o == ("target", g.find(bears))), None)
                 or next((o for o in opts if o == ("target_player", 0)), None)
                 or next((o for o in opts if o == ("target_player", 1)), None)
                 or next(o for o in opts if o[0] == "done"))
    assert g.decision.kind == "pay" and g.decision.info["due"] == "{5}{W}", g.decision.info
    g.answer(("auto",))
    g.pass_until_resolved()
    while g.decision.kind != "priority":
        g.answer(g.decision.options[0])
    assert g.life(0) == 24
    assert not g.obj(bears).tapped
    g.expect_zone(giant, "graveyard")


def test_702_120_escalate_cards_are_supported(supported):
    supported("Collective Brutality", "Blessed Alliance", "Collective Effort", "Borrowed Grace")
