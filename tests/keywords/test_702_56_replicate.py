"""Replicate (702.56), with real cards."""
from __future__ import annotations

from manastack.testing import Scenario


def _cast_pyromatics(times: int, mountains: int = 6, target=("player", 1)):
    s = Scenario.full()
    s.hand(0, "Pyromatics")
    s.lands(0, "Mountain", mountains)
    g = s.start("main1")
    g.answer(next(o for o in g.decision.options if o[0] == "cast"))
    assert g.decision.kind == "number" and g.decision.info["keyword"] == "Replicate"
    g.answer(("times", times))
    g.answer(g._target_option(target))
    g.answer(("auto",))
    return g


def _resolve_all(g, limit: int = 20):
    for _ in range(limit):
        if not g.state.stack:
            return
        d = g.decision
        if d.kind == "priority":
            g.pass_priority()
        elif d.kind == "yes_no":
            g.choose("no")  # keep the copies' targets
        else:
            g.answer(d.options[0])


def test_702_56a_replicate_paid_twice_makes_two_copies():
    """702.56a: Pyromatics ({1}{R}, replicate {1}{R}) with its replicate cost paid twice: six mana is paid, and
    the cast trigger copies it twice -- three times 1 damage to the opponent."""
    g = _cast_pyromatics(2)
    assert all(g.obj(i).tapped for i in g.state.battlefield if g._name(i) == "Mountain")
    assert g.stack == ["Pyromatics", "ability of Pyromatics"]
    _resolve_all(g)
    g.expect_life(1, 17)


def test_702_56a_replicate_not_paid_no_trigger():
    """702.56a: "if a replicate cost was paid for it": paying it zero times, nothing triggers."""
    g = _cast_pyromatics(0)
    assert g.stack == ["Pyromatics"]
    assert sum(1 for i in g.state.battlefield if g.obj(i).tapped) == 2
    _resolve_all(g)
    g.expect_life(1, 19)


def test_702_56a_replicate_copies_even_if_original_countered_608_2h():
    """608.2h, 707.10: the replicate trigger copies the spell as it last existed on the stack: countering the
    original with the trigger waiting, the two copies still deal their damage."""
    s = Scenario.full()
    s.hand(0, "Pyromatics")
    s.lands(0, "Mountain", 6)
    s.hand(1, "Counterspell")
    s.lands(1, "Island", 2)
    g = s.start("main1")
    g.answer(next(o for o in g.decision.options if o[0] == "cast"))
    g.answer(("times", 2))
    g.answer(g._target_option(("player", 1)))
    g.answer(("auto",))
    # the trigger resolves first; then, before the copies resolve, nothing; so counter the original right away:
    g.pass_priority()  # player 0 passes with the trigger on top
    g.cast("Counterspell", target=g.find("Pyromatics", zone="stack"))
    _resolve_all(g)
    assert "Pyromatics" in g.zone(0, "graveyard")
    g.expect_life(1, 18)


def test_702_56_replicate_cards_are_supported(supported):
    supported("Pyromatics", "Gigadrowse", "Shattering Spree", "Leap of Flame")
