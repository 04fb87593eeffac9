"""601.3, 305.1: "You may play those cards this turn" (impulse draw), played from the cards' Oracle text."""
from __future__ import annotations

from manastack.testing import Scenario


def _impulse():
    s = Scenario.full()
    s.hand(0, "Act on Impulse")
    s.lands(0, "Mountain", 4)
    top = s.library(0, "Shock", "Mountain", "Grizzly Bears", *["Plains"] * 6)
    g = s.start("main1")
    g.cast("Act on Impulse")
    g.pass_until_resolved()
    return g, top[0], top[1], top[2]


def test_601_3_cards_exiled_by_impulse_may_be_played_this_turn():
    """601.3, 305.1: Act on Impulse exiles the top three cards; this turn their owner may cast Shock from exile
    and play the Mountain as their land."""
    g, shock_c, mountain_c, bears_c = _impulse()
    for c in (shock_c, mountain_c, bears_c):
        g.expect_zone(c, "exile")
    shock, mountain = g.find(shock_c), g.find(mountain_c)
    assert any(o[0] == "cast" and o[1] == shock for o in g.decision.options)
    assert ("play", mountain) in g.decision.options
    g.cast(shock, target=("player", 1))
    g.pass_until_resolved()
    g.expect_life(1, 18)


def test_611_2a_the_permission_ends_with_the_turn():
    """611.2a ("this turn"): in the player's next turn, the cards left in exile can no longer be played."""
    g, shock_c, mountain_c, _ = _impulse()
    g.pass_until("main1", turn=3)
    g.expect_zone(mountain_c, "exile")
    assert ("play", g.find(mountain_c)) not in g.decision.options
    assert not any(o[0] == "cast" and o[1] == g.find(shock_c) for o in g.decision.options)
