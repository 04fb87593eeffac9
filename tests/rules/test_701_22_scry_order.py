"""701.22a: "scry N" — the cards put on the bottom go there in any order, which their player chooses
(401.4: the owner arranges cards put in a position of their library at the same time)."""
from __future__ import annotations

import pytest

from manastack.testing import Scenario


def _preordain(bottommost: str):
    """Preordain ("Scry 2, then draw a card.") over Murder (top), Shock, Lightning Bolt; both looked-at
    cards go to the bottom, ``bottommost`` chosen first for the bottom."""
    s = Scenario.full(filler=None)
    s.hand(0, "Preordain")
    s.lands(0, "Island", 1)
    s.library(0, "Murder", "Shock", "Lightning Bolt")
    g = s.start("main1")
    g.cast("Preordain")
    g.pass_until_resolved()  # stops at the scry questions
    for _ in range(2):
        assert g.decision.kind == "option"
        g.answer(("bottom",))
    d = g.decision
    assert d is not None and d.kind == "order_cards" and d.player == 0
    assert {g.state.objects[o[1]].card for o in d.options} == {"Murder", "Shock"}
    g.answer(next(o for o in d.options if g.state.objects[o[1]].card == bottommost))
    g.pass_until_resolved()
    return g


@pytest.mark.parametrize("bottommost", ["Murder", "Shock"])
def test_701_22a_scry_player_orders_the_cards_put_on_the_bottom(bottommost):
    """701.22a: scrying two cards to the bottom, the player is asked their order; the one chosen first
    ends up at the very bottom, whichever it is. Then Preordain draws the third card."""
    g = _preordain(bottommost)
    other = {"Murder", "Shock"} - {bottommost}
    assert g.zone(0, "hand") == ["Lightning Bolt"]
    assert g.zone(0, "library") == [bottommost, *other]  # bottom first


def test_701_25a_surveil_asks_no_bottom_order():
    """701.25a: surveil puts cards into the graveyard, not the bottom of the library — no bottom order is
    asked; both cards surveilled away are in the graveyard."""
    s = Scenario.full(filler=None)
    s.hand(0, "Consider")
    s.lands(0, "Island", 1)
    s.library(0, "Murder", "Shock", "Lightning Bolt")
    g = s.start("main1")
    g.cast("Consider")
    g.pass_until_resolved()
    assert g.decision.kind == "option"
    g.answer(("graveyard",))
    g.pass_until_resolved()
    assert "Murder" in g.zone(0, "graveyard") and g.zone(0, "hand") == ["Shock"]


@pytest.mark.parametrize("topmost", ["Murder", "Shock"])
def test_401_4_cards_put_on_top_at_once_are_arranged_by_their_owner(topmost):
    """401.4: "If an effect puts two or more cards in a specific position in a library at the same time, the
    owner of those cards may arrange them in any order." — Brainstorm puts Murder and Shock back on top;
    the player chooses which is topmost."""
    s = Scenario.full(filler=None)
    s.hand(0, "Brainstorm", "Murder", "Shock")
    s.lands(0, "Island", 1)
    s.library(0, "Plains", "Plains", "Plains")
    g = s.start("main1")
    g.cast("Brainstorm")
    g.pass_until_resolved()
    for name in ("Murder", "Shock"):  # the two cards to put back
        d = g.decision
        g.answer(next(o for o in d.options if g.state.objects[o[1]].card == name))
    d = g.decision
    assert d is not None and d.kind == "order_cards" and d.player == 0
    g.answer(next(o for o in d.options if g.state.objects[o[1]].card == topmost))
    g.pass_until_resolved()
    lib = g.zone(0, "library")
    assert lib[-1] == topmost and set(lib[-2:]) == {"Murder", "Shock"}


def test_401_4_in_a_random_order_asks_nobody():
    """"on the bottom of their library in a random order" is compiled apart from "in any order": nobody is
    asked, the cards are shuffled there (the game's random generator)."""
    from manastack.oracle.compiler import compile_granted
    from manastack.tree.effects import MoveTo
    from manastack.oracle.sentence import iter_nodes

    ab = compile_granted("{T}: Put target creature on the bottom of its owner's library in a random order.")[0]
    moves = [n for n in iter_nodes(ab) if isinstance(n, MoveTo)]
    assert moves and moves[0].random_order and moves[0].position == "bottom"
