"""Entwine (702.42), with a real card."""
from __future__ import annotations

from manastack.testing import Scenario


def _barbed(lands: int):
    s = Scenario.full()
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Barbed Lightning")
    s.lands(0, "Mountain", lands)
    return s, bears


def test_702_42a_b_entwined_spell_does_every_mode_in_order():
    """702.42a-b: Barbed Lightning ({2}{R}, entwine {2}) cast paying the entwine cost: both modes are chosen --
    3 damage to target creature and 3 damage to target player -- for five mana in all."""
    s, bears = _barbed(5)
    g = s.start("main1")
    g.cast("Barbed Lightning", kicked=True, targets=[bears, ("player", 1)])
    assert all(g.obj(i).tapped for i in g.state.battlefield if g._name(i) == "Mountain")
    g.pass_until_resolved()
    g.expect_zone(bears, "graveyard")
    g.expect_life(1, 17)


def test_702_42a_without_entwine_one_mode():
    """702.42a: not paying the entwine cost, the spell is cast choosing one mode (three mana)."""
    s, bears = _barbed(5)
    g = s.start("main1")
    g.cast("Barbed Lightning", kicked=False, modes=[2], target=("player", 1))
    assert len([i for i in g.state.battlefield if g._name(i) == "Mountain" and not g.obj(i).tapped]) == 2
    g.pass_until_resolved()
    g.expect_zone(bears, "battlefield")
    g.expect_life(1, 17)


def test_702_42a_entwine_card_is_supported(supported):
    supported("Barbed Lightning")
