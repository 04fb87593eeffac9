"""Conspire (702.78), with real cards."""
from __future__ import annotations

from manastack.testing import Scenario


def _resolve_all(g, limit: int = 20):
    for _ in range(limit):
        if not g.state.stack:
            return
        d = g.decision
        if d.kind == "priority":
            g.pass_priority()
        elif d.kind == "yes_no":
            g.choose("no")  # keep the copy's targets
        else:
            g.answer(d.options[0])


def _tap_for_conspire(g, *creatures):
    """601.2h: choose the creatures the conspire cost taps, then pay the mana."""
    for c in creatures:
        assert g.decision.kind == "choose_cards"
        g.choose(c)
    if g.decision.kind == "pay":
        g.answer(("auto",))


def _burn_trail(*creatures: str):
    s = Scenario.full()
    ids = [s.battlefield(0, c) for c in creatures]
    s.hand(0, "Burn Trail")
    s.lands(0, "Mountain", 4)
    return s, ids


def test_702_78a_conspire_taps_two_creatures_sharing_a_color_and_copies():
    """702.78a: Burn Trail (red, 3 damage) cast tapping two untapped red creatures: its conspire ability copies
    it -- 6 damage to the opponent."""
    s, (a, b) = _burn_trail("Raging Goblin", "Raging Goblin")
    g = s.start("main1")
    g.cast("Burn Trail", kicked=True, target=("player", 1))
    _tap_for_conspire(g, a, b)
    assert g.obj(a).tapped and g.obj(b).tapped
    assert g.stack == ["Burn Trail", "ability of Burn Trail"]
    _resolve_all(g)
    g.expect_life(1, 14)


def test_702_78a_conspire_declined_no_copy():
    """702.78a: "you may": not paying, the creatures stay untapped and nothing is copied."""
    s, (a, b) = _burn_trail("Raging Goblin", "Raging Goblin")
    g = s.start("main1")
    g.cast("Burn Trail", kicked=False, target=("player", 1))
    assert not g.obj(a).tapped and not g.obj(b).tapped
    assert g.stack == ["Burn Trail"]
    _resolve_all(g)
    g.expect_life(1, 17)


def test_702_78a_conspire_needs_creatures_that_share_a_color():
    """702.78a: a red and a green creature: only one shares a color with Burn Trail, so the conspire cost can't
    be paid and isn't offered."""
    s, (a, b) = _burn_trail("Raging Goblin", "Grizzly Bears")
    g = s.start("main1")
    g.cast("Burn Trail", kicked=True, target=("player", 1))
    assert not g.obj(a).tapped and not g.obj(b).tapped
    assert g.stack == ["Burn Trail"]


def test_702_78a_conspire_hybrid_spell_shares_either_color():
    """702.78a, 105.2: Barkshell Blessing ({G/W}) is green and white: a green and a white creature each share a
    color with it, so they pay for conspire; the copy gives the same creature another +2/+2."""
    s = Scenario.full()
    bears = s.battlefield(0, "Grizzly Bears")
    lion = s.battlefield(0, "Savannah Lions")
    s.hand(0, "Barkshell Blessing")
    s.lands(0, "Forest", 1)
    g = s.start("main1")
    g.cast("Barkshell Blessing", kicked=True, target=bears)
    _tap_for_conspire(g, bears, lion)
    assert g.obj(bears).tapped and g.obj(lion).tapped
    _resolve_all(g)
    g.expect_pt(bears, 6, 6)


def test_702_78_conspire_cards_are_supported(supported):
    supported("Burn Trail", "Gleeful Sabotage", "Barkshell Blessing", "Memory Sluice")
