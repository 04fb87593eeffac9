"""Sunburst (702.44), with real cards."""
from __future__ import annotations

from manastack.testing import Scenario


def _cast_with(card: str, *lands: str):
    s = Scenario.full()
    s.hand(0, card)
    for land in lands:
        s.lands(0, land, 1)
    g = s.start("main1")
    g.cast(card)
    g.pass_until_resolved()
    return g, g.find(card, zone="battlefield")


def test_702_44a_sunburst_creature_gets_counter_per_color_spent():
    """702.44a: Suntouched Myr (0/0, {3}) cast with {W}, {U} and {B}: three colors spent, three +1/+1 counters."""
    g, myr = _cast_with("Suntouched Myr", "Plains", "Island", "Swamp")
    assert g.obj(myr).counters == {"+1/+1": 3}
    g.expect_pt(myr, 3, 3)


def test_702_44a_sunburst_counts_colors_not_mana():
    """702.44a: three white mana is one color: one counter."""
    g, myr = _cast_with("Suntouched Myr", "Plains", "Plains", "Plains")
    assert g.obj(myr).counters == {"+1/+1": 1}
    g.expect_pt(myr, 1, 1)


def test_702_44a_sunburst_colorless_mana_gives_no_counters():
    """702.44a-b: only colored mana counts; cast with colorless mana only, Suntouched Myr enters with no
    counters and dies as a 0/0 (704.5f)."""
    s = Scenario.full()
    s.hand(0, "Suntouched Myr")
    s.lands(0, "Wastes", 3)
    g = s.start("main1")
    g.cast("Suntouched Myr")
    g.pass_until_resolved()
    assert g.zone(0, "graveyard") == ["Suntouched Myr"]


def test_702_44a_sunburst_noncreature_gets_charge_counters():
    """702.44a: a noncreature permanent (Pentad Prism) enters with charge counters instead."""
    g, prism = _cast_with("Pentad Prism", "Mountain", "Forest")
    assert g.obj(prism).counters == {"charge": 2}


def test_702_44b_sunburst_not_cast_no_counters():
    """702.44b: a sunburst permanent put onto the battlefield without being cast (Sneak Attack) gets no
    counters, whatever mana paid for the ability that put it there."""
    s = Scenario.full()
    s.battlefield(0, "Sneak Attack")
    s.hand(0, "Etched Oracle")
    s.lands(0, "Mountain", 1)
    g = s.start("main1")
    g.activate("Sneak Attack")
    g.pass_priority(2)
    g.choose("yes")
    if g.decision is not None and g.decision.kind != "priority":
        g.choose("Etched Oracle")
    # it entered with no counters: a 0/0, put into the graveyard by 704.5f
    assert any("Etched Oracle moves from hand to battlefield" in str(e) for e in g.events_since(0))
    assert g.zone(0, "graveyard") == ["Etched Oracle"]


def test_702_44_sunburst_cards_are_supported(supported):
    supported("Suntouched Myr", "Pentad Prism", "Etched Oracle", "Skyreach Manta", "Engineered Explosives")
