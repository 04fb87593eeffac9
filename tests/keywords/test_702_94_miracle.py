"""Miracle (702.94), with real cards."""
from __future__ import annotations

from manastack.testing import Scenario


def _draw_step(top: str, lands: str = "Mountain", n: int = 1):
    s = Scenario.full()
    s.library(0, top, *(["Forest"] * 5))
    s.lands(0, lands, n)
    g = s.start("draw", turn=2)
    return g


def test_702_94a_miracle_reveal_and_cast_for_miracle_cost():
    """702.94a: Thunderous Wrath drawn as the first card of the turn is revealed; its miracle trigger resolves and
    its owner casts it for {R} instead of {4}{R}{R}: 5 damage to the opponent."""
    g = _draw_step("Thunderous Wrath")
    assert g.decision.kind == "yes_no" and g.decision.info["effect"] == "miracle"
    g.choose("yes")
    assert g.stack == ["ability of Thunderous Wrath"]  # the miracle trigger; the card is still in hand
    g.pass_priority(2)  # the miracle trigger resolves
    assert g.decision.kind == "option"
    g.answer(next(o for o in g.decision.options if o[0] == "cast"))
    g.answer(g._target_option(("player", 1)))
    g.answer(("auto",))
    g.pass_until_resolved()
    g.expect_life(1, 15)
    assert g.zone(0, "graveyard") == ["Thunderous Wrath"]


def test_702_94a_miracle_not_revealed_no_trigger():
    """702.94a "you may reveal": not revealing, nothing triggers and the card stays in hand."""
    g = _draw_step("Thunderous Wrath")
    g.choose("no")
    assert g.stack == []
    assert g.zone(0, "hand") == ["Thunderous Wrath"]


def test_702_94a_miracle_declined_cast_card_stays_in_hand():
    """702.94a "you may cast it": revealed, then declining to cast as the trigger resolves, the card stays in
    its owner's hand."""
    g = _draw_step("Thunderous Wrath")
    g.choose("yes")
    g.pass_priority(2)
    g.answer(("decline",))
    assert g.zone(0, "hand") == ["Thunderous Wrath"]
    g.expect_life(1, 20)


def test_702_94a_miracle_only_first_card_drawn_this_turn():
    """702.94a: "if it's the first card you've drawn this turn": drawn second (by Divination after the draw
    step's draw), Thunderous Wrath can't be revealed for miracle."""
    s = Scenario.full()
    s.library(0, "Forest", "Thunderous Wrath", "Forest", *(["Forest"] * 5))
    s.hand(0, "Divination")
    s.lands(0, "Island", 3)
    g = s.start("draw", turn=2)
    assert g.decision.kind == "priority"  # the Forest drawn: no miracle question
    g.pass_until("main1", turn=2)
    g.cast("Divination")
    g.pass_until_resolved()
    assert g.decision.kind == "priority"
    assert sorted(g.zone(0, "hand")) == ["Forest", "Forest", "Thunderous Wrath"]
    assert g.stack == []


def test_702_94a_608_2g_miracle_sorcery_cast_during_draw_step():
    """702.94a, 608.2g: a sorcery with miracle (Temporal Mastery) is cast while its trigger resolves, in the draw
    step, ignoring its timing permission; it resolves and exiles itself."""
    g = _draw_step("Temporal Mastery", "Island", 2)
    g.choose("yes")
    g.pass_priority(2)
    g.answer(next(o for o in g.decision.options if o[0] == "cast"))
    if g.decision is not None and g.decision.kind == "pay":
        g.answer(("auto",))
    assert g.stack == ["Temporal Mastery"]
    g.pass_until_resolved()
    assert g.zone(0, "exile") == ["Temporal Mastery"]


def test_702_94_miracle_cards_are_supported(supported):
    supported("Thunderous Wrath", "Temporal Mastery", "Reforge the Soul", "Banishing Stroke")
