"""Official rulings of Lighthouse Chronologist (extra turns 500.7 in a multiplayer game) — seventh pass of
issue #32."""
from __future__ import annotations

from manastack.testing import Scenario

from .keys import ruling


@ruling("Lighthouse Chronologist", "2010-06-15", "in a four player game if")
def test_lighthouse_chronologist_2010_06_15_in_a_four_player_game_if_500_7():
    """500.7: level 7 in a four-player game: me, A, [me], B, [me], C, [me], me — turns 2 to 8 are taken by
    players 1, 0, 2, 0, 3, 0, 0."""
    s = Scenario.full(players=4)
    s.battlefield(0, "Lighthouse Chronologist", counters={"level": 7})
    for p in range(4):
        s.library(p, *(["Forest"] * 20))
    g = s.start("main1")
    seq = []
    for t in range(2, 9):
        g.pass_until("main1", turn=t)
        seq.append(g.state.active)
    assert seq == [1, 0, 2, 0, 3, 0, 0], seq
