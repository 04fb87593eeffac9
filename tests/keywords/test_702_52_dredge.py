"""Dredge (702.52), with real cards."""
from __future__ import annotations

from manastack.testing import Scenario


def _draw_step(library: int = 10, *graveyard: str):
    s = Scenario.full()
    s.library(0, *(["Forest"] * library))
    gy = s.graveyard(0, *graveyard)
    g = s.start("draw", turn=2)
    return g, gy


def test_702_52a_dredge_mills_and_returns_instead_of_drawing():
    """702.52a: Stinkweed Imp (dredge 5) in the graveyard; its owner would draw for the turn and chooses to
    dredge: five cards are milled and the Imp returns to the hand; no card is drawn."""
    g, (imp,) = _draw_step(10, "Stinkweed Imp")
    assert g.decision.kind == "yes_no" and g.decision.player == 0
    g.choose("yes")
    g.expect_zone(imp, "hand")
    assert g.zone(0, "hand") == ["Stinkweed Imp"]
    assert len(g.state.library[0]) == 5
    assert g.zone(0, "graveyard") == ["Forest"] * 5


def test_702_52a_dredge_is_optional_declining_draws():
    """702.52a "you may": declining, the player draws the top card and the dredge card stays."""
    g, (imp,) = _draw_step(10, "Stinkweed Imp")
    g.choose("no")
    g.expect_zone(imp, "graveyard")
    assert g.zone(0, "hand") == ["Forest"]
    assert len(g.state.library[0]) == 9


def test_702_52b_not_enough_cards_in_library_no_dredge():
    """702.52b: with fewer cards in the library than dredge N (4 for Stinkweed Imp's 5), the ability can't be
    used: nobody is asked and the card is drawn."""
    g, (imp,) = _draw_step(4, "Stinkweed Imp")
    assert g.decision is None or g.decision.kind != "yes_no"
    g.expect_zone(imp, "graveyard")
    assert g.zone(0, "hand") == ["Forest"]


def test_702_52a_two_dredge_cards_player_chooses_which_616_1():
    """616.1: two dredge cards (Golgari Thug, dredge 4, and Darkblast, dredge 3): the drawing player chooses
    which replacement to apply; only the chosen card returns, milling its own N."""
    g, (thug, blast) = _draw_step(10, "Golgari Thug", "Darkblast")
    assert g.decision.kind == "replacement_order"
    effects = g.decision.info["effects"]
    g.answer(g.decision.options[next(i for i, d in enumerate(effects) if "Darkblast" in d)])
    g.choose("yes")
    g.expect_zone(blast, "hand")
    g.expect_zone(thug, "graveyard")
    assert len(g.state.library[0]) == 7


def test_702_52a_declining_one_dredge_offers_the_other_614_5():
    """614.5, 616.1f: declining the first dredge card, the draw is still replaceable by the other one."""
    g, (thug, blast) = _draw_step(10, "Golgari Thug", "Darkblast")
    effects = g.decision.info["effects"]
    g.answer(g.decision.options[next(i for i, d in enumerate(effects) if "Darkblast" in d)])
    g.choose("no")
    assert g.decision.kind == "yes_no"
    g.choose("yes")
    g.expect_zone(thug, "hand")
    g.expect_zone(blast, "graveyard")
    assert len(g.state.library[0]) == 6


def test_702_52a_dredge_replaces_each_draw_of_a_spell():
    """702.52a: each draw of "draw two cards" (Divination) is a separate event; dredging the first, the second
    is drawn normally (the dredge card is no longer in the graveyard)."""
    s = Scenario.full()
    s.library(0, *(["Forest"] * 10))
    (imp,) = s.graveyard(0, "Stinkweed Imp")
    s.hand(0, "Divination")
    s.lands(0, "Island", 3)
    g = s.start("main1")
    g.cast("Divination")
    g.pass_priority(2)
    assert g.decision.kind == "yes_no"
    g.choose("yes")
    assert sorted(g.zone(0, "hand")) == ["Forest", "Stinkweed Imp"]
    assert len(g.state.library[0]) == 4


def test_702_52_dredge_cards_are_supported(supported):
    supported("Stinkweed Imp", "Golgari Thug", "Darkblast", "Golgari Grave-Troll", "Life from the Loam")


def test_702_52a_dredge_card_milled_then_dredged_in_one_resolution():
    """702.52a: Thought Scour ("Target player mills two cards. Draw a card.") mills Stinkweed Imp; the draw that
    follows in the same resolution may already be replaced by its dredge."""
    s = Scenario.full()
    s.library(0, "Stinkweed Imp", "Forest", *(["Forest"] * 8))
    s.hand(0, "Thought Scour")
    s.lands(0, "Island", 1)
    g = s.start("main1")
    g.cast("Thought Scour", target=("player", 0))
    g.pass_priority(2)
    assert g.decision.kind == "yes_no" and g.decision.info["effect"] == "dredge"
    g.choose("yes")
    assert g.zone(0, "hand") == ["Stinkweed Imp"]
    assert len(g.state.library[0]) == 3
