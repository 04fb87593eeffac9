"""Casting from the graveyard by a card's own keyword: escape (702.138), retrace (702.81), with real cards."""
from __future__ import annotations

from manastack.testing import Scenario


def _variants(g, name):
    return [o[2] for o in g.options() if o[0] == "cast" and g._name(o[1]) == name]


def _finish(g):
    """Answer cost choices (which cards to exile or discard) with the first options, then resolve."""
    while g.decision is not None and g.decision.kind != "priority":
        opts = [o for o in g.decision.options if o[0] not in ("cancel",)]
        g.answer(opts[0])
    g.pass_until_resolved()


def test_702_138a_c_escape_from_graveyard_with_counter():
    """702.138a/c: Ox of Agonas (escape {R}{R}, exile eight other cards from your graveyard; "escapes with a +1/+1
    counter") is cast from the graveyard for its escape cost, exiling eight other cards; it enters with the
    counter."""
    s = Scenario.full()
    ox = s.graveyard(0, "Ox of Agonas")[0]
    s.graveyard(0, *["Plains"] * 8)
    s.lands(0, "Mountain", 2)
    g = s.start("main1")
    assert "escape" in _variants(g, "Ox of Agonas")
    g.cast(g.find(ox), variant="escape")
    _finish(g)
    while g.decision is not None and g.decision.kind != "priority":  # its enters trigger (discard, draw)
        g.answer(g.decision.options[0])
        g.pass_until_resolved()
    g.expect_zone(ox, "battlefield")
    assert g.obj(ox).counters.get("+1/+1") == 1
    assert len(g.zone(0, "exile")) == 8


def test_702_138a_escape_needs_enough_other_cards():
    """702.138a: with only seven other cards in the graveyard, the escape cost can't be paid: not offered."""
    s = Scenario.full()
    s.graveyard(0, "Ox of Agonas")
    s.graveyard(0, *["Plains"] * 7)
    s.lands(0, "Mountain", 2)
    g = s.start("main1")
    assert "escape" not in _variants(g, "Ox of Agonas")


def test_702_81a_retrace_discarding_a_land():
    """702.81a: Call the Skybreaker is cast from its owner's graveyard by discarding a land card (Forest) in addition
    to its mana cost; it makes its 5/5 Elemental and goes back to the graveyard."""
    s = Scenario.full()
    sky = s.graveyard(0, "Call the Skybreaker")[0]
    s.hand(0, "Forest", "Lightning Bolt")
    s.lands(0, "Island", 4)
    s.lands(0, "Mountain", 3)
    g = s.start("main1")
    assert "retrace" in _variants(g, "Call the Skybreaker")
    g.cast(g.find(sky), variant="retrace")
    _finish(g)
    assert "Forest" in g.zone(0, "graveyard") and "Lightning Bolt" in g.zone(0, "hand")
    assert [i for i in g.state.battlefield if g._name(i) == "Elemental"]
    g.expect_zone(sky, "graveyard")


def test_702_81a_retrace_needs_a_land_card_in_hand():
    """702.81a: with no land card in hand (only Lightning Bolt), retrace isn't offered."""
    s = Scenario.full()
    s.graveyard(0, "Call the Skybreaker")
    s.hand(0, "Lightning Bolt")
    s.lands(0, "Island", 4)
    s.lands(0, "Mountain", 3)
    g = s.start("main1")
    assert "retrace" not in _variants(g, "Call the Skybreaker")


def test_702_138_702_81_cards_are_supported(supported):
    supported("Ox of Agonas", "Call the Skybreaker", "Cling to Dust", "Flame Jab")
