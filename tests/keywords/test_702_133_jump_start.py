"""Jump-start (702.133), with real cards."""
from __future__ import annotations

from manastack.testing import Scenario


def _variants(g, name):
    return [o[2] for o in g.options() if o[0] == "cast" and g._name(o[1]) == name]


def _discard_first(g):
    """Answer the cost choice (the card to discard) and the payment until the spell is cast."""
    while g.decision is not None and g.decision.kind != "priority":
        g.answer(("auto",) if g.decision.kind == "pay" else next(o for o in g.decision.options if o[0] == "choose"))


def test_702_133a_cast_from_graveyard_discarding_a_card_then_exiled():
    """702.133a: Radical Idea ({1}{U}: draw a card; jump-start) is cast from its owner's graveyard by discarding a card
    (Grizzly Bears) in addition to its mana cost; it draws a card and is exiled instead of going to the graveyard."""
    s = Scenario.full()
    idea = s.graveyard(0, "Radical Idea")[0]
    bears = s.hand(0, "Grizzly Bears")
    s.lands(0, "Island", 2)
    g = s.start("main1")
    assert _variants(g, "Radical Idea") == ["jumpstart"]
    library = len(g.state.library[0])
    g.cast(g.find(idea), variant="jumpstart")
    _discard_first(g)
    g.expect_zone(bears, "graveyard")
    g.pass_until_resolved()
    assert len(g.state.library[0]) == library - 1
    g.expect_zone(idea, "exile")


def test_702_133a_needs_a_card_to_discard():
    """702.133a: with an empty hand the discard can't be paid: jump-start isn't offered."""
    s = Scenario.full()
    s.graveyard(0, "Radical Idea")
    s.lands(0, "Island", 2)
    g = s.start("main1")
    assert _variants(g, "Radical Idea") == []


def test_702_133a_countered_jump_started_spell_is_exiled():
    """702.133a: "exile this card instead of putting it anywhere else any time it would leave the stack": Radical Idea
    cast with jump-start and countered by Counterspell goes to exile, not the graveyard."""
    s = Scenario.full()
    idea = s.graveyard(0, "Radical Idea")[0]
    s.hand(0, "Grizzly Bears")
    s.lands(0, "Island", 2)
    s.hand(1, "Counterspell")
    s.lands(1, "Island", 2)
    g = s.start("main1")
    g.cast(g.find(idea), variant="jumpstart")
    _discard_first(g)
    g.pass_priority()
    g.cast("Counterspell", target=g.find(idea))
    g.pass_until_resolved()
    g.expect_zone(idea, "exile")
    g.expect_zone("Counterspell", "graveyard")


def test_702_133a_cast_from_hand_normally_goes_to_graveyard():
    """702.133a: only a spell cast using its jump-start ability is exiled: Radical Idea cast from the hand goes to the
    graveyard as it resolves (608.2n)."""
    s = Scenario.full()
    idea = s.hand(0, "Radical Idea")
    s.lands(0, "Island", 2)
    g = s.start("main1")
    g.cast("Radical Idea")
    g.pass_until_resolved()
    g.expect_zone(idea, "graveyard")


def test_702_133_jump_start_cards_are_supported(supported):
    supported("Radical Idea", "Direct Current", "Chemister's Insight", "Maximize Velocity")
