"""Impulse draw: "Exile the top card(s) of your library. You may play those cards this turn." (601.3, 305.1;
the permission ends with the turn, 611.2a / 514.2)."""
from __future__ import annotations

from manastack.testing import Scenario


def _plays(g, card):
    oid = g.find(card)
    return [o for o in g.options() if o[0] in ("cast", "play") and o[1] == oid]


def test_601_3_305_1_act_on_impulse_plays_exiled_land_and_spell_this_turn():
    """Act on Impulse exiles the top three cards; this turn its caster may play the exiled land (using their land
    play, 305.2) and cast the exiled spell."""
    s = Scenario.full()
    s.hand(0, "Act on Impulse")
    s.lands(0, "Mountain", 4)
    mountain, bolt, bears = s.library(0, "Mountain", "Lightning Bolt", "Grizzly Bears")
    g = s.start("main1")
    g.cast("Act on Impulse")
    g.pass_until_resolved()
    for c in (mountain, bolt, bears):
        g.expect_zone(c, "exile")
    assert _plays(g, mountain) and _plays(g, bolt)
    g.answer(_plays(g, mountain)[0])
    g.expect_zone(mountain, "battlefield")
    g.cast(bolt, target=("player", 1))
    g.pass_until_resolved()
    g.expect_life(1, 17)
    g.expect_zone(bolt, "graveyard")


def test_611_2a_514_2_impulse_permission_ends_with_the_turn():
    """The permission is "this turn": on the caster's next turn the exiled card can't be played."""
    s = Scenario.full()
    s.hand(0, "Act on Impulse")
    s.lands(0, "Mountain", 4)
    bolt = s.library(0, "Lightning Bolt", "Shock", "Shock")[0]
    g = s.start("main1")
    g.cast("Act on Impulse")
    g.pass_until_resolved()
    assert _plays(g, bolt)
    g.pass_until("upkeep", turn=2)
    g.pass_until("main1", turn=3)
    g.expect_zone(bolt, "exile")
    assert not _plays(g, bolt)


def test_611_2a_impulse_cards_are_supported(supported):
    """MayPlay honours "this turn": cards needing only that are supported."""
    supported("Act on Impulse", "Abbot of Keral Keep", "Prophetic Flamespeaker")
