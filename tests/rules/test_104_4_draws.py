"""A game that ends in a draw (104.4a, 104.4b, 732.4) has no winners and no losers: the players still in
the game when it ends are in the draw, not beaten (104.5). Players who lost before that stay losers."""
from __future__ import annotations

from manastack.game import Game
from manastack.testing import Scenario


def test_104_4a_simultaneous_loss_draw_lists_no_winners_and_no_losers():
    """104.4a: "If all the players remaining in a game lose simultaneously, the game is a draw." — the
    result, the view and a saved and loaded game all say: a draw, nobody won, nobody lost."""
    s = Scenario()
    s.player(0, life=0)
    s.player(1, life=0)
    g = s.start("main1")
    r = g.result
    assert r is not None and r.draw
    assert r.winners == () and r.losers == ()
    v = g.game.view(0)["result"]
    assert v["draw"] and v["winners"] == [] and v["losers"] == []
    h = Game.load(g.game.save(), cards=s.pool)
    assert h.result.draw and h.result.winners == () and h.result.losers == ()


def test_104_4b_mandatory_loop_draw_lists_no_losers():
    """104.4b, 732.4: a loop of only mandatory actions is a draw — neither player is listed as a loser."""
    from mechanics.trees import mandatory_loop

    g = mandatory_loop(auto_forced=True).start("main1")
    r = g.result
    assert r is not None and r.draw and "mandatory" in r.reason
    assert r.winners == () and r.losers == ()


def test_104_4a_a_player_who_lost_earlier_stays_a_loser_in_the_draw():
    """104.4a with three players: player 3 loses first (0 life, 704.5a) and leaves; later players 1 and 2
    lose simultaneously — a draw between them; only player 3 is a loser."""
    s = Scenario(players=3)
    s.player(2, life=0)
    g = s.start("main1")
    assert g.result is None and not g.state.players[2].in_game
    for p in (0, 1):
        g.state.players[p].life = 0
    g.state.touch()
    g.pass_priority()
    r = g.result
    assert r is not None and r.draw
    assert r.winners == () and r.losers == (2,)


def test_104_4b_a_draw_by_a_loop_keeps_earlier_losers():
    """104.4b in a multiplayer game: the players still in the game draw; one who lost before is a loser."""
    from mechanics.trees import mandatory_loop

    s = mandatory_loop(players=3)
    s.player(2, life=0)
    g = s.start("main1")
    for _ in range(20):
        if g.result is not None:
            break
        g.answer(("pass",) if g.decision.kind == "priority" else g.decision.options[0])
    r = g.result
    assert r is not None and r.draw
    assert r.winners == () and r.losers == (2,)
