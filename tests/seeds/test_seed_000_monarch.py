"""Seed rulings, file 000: what happens when the monarch leaves the game — Commander Legends (November 20,
2020) and Throne of Eldraine (October 4, 2019). One test per sentence, for each ruling. CR 725.4 (April
2026 wording: "the next player in turn order who can become the monarch")."""
from __future__ import annotations

from manastack.testing import Scenario


def _table(players=4, monarch=2, active=0, **life):
    s = Scenario(players=players)
    s.monarch(monarch)
    for p, v in life.items():
        s.player(int(p[1:]), life=v)
    g = s.start("main1", active=active)
    return g


# ---------------------------------------------------------------- Commander Legends


def test_725_4_monarch_leaves_active_player_becomes_monarch_at_the_same_time_cmr():
    """"If the monarch leaves the game, the active player becomes the monarch at the same time as that
    player leaves the game." (725.4; player 3, the monarch, concedes during player 1's turn)"""
    g = _table(monarch=2, active=0)
    m = g.mark()
    g.game.concede(2)
    assert g.monarch == 0
    ev = [(e.kind, e.rule) for e in g.events_since(m)]
    assert ev.index(("leave", "800.4a")) + 1 == ev.index(("monarch", "725.4"))  # nothing happens in between
    assert g.decision.kind == "priority" and g.decision.player == 0


def test_725_4_active_player_leaving_next_player_in_turn_order_becomes_monarch_cmr():
    """"If the active player is leaving the game or if there is no active player, the next player in turn
    order becomes the monarch." (725.4: the active player, player 1, and the monarch, player 3, lose at the
    same time; player 2 is next in turn order)"""
    g = _table(players=4, monarch=2, active=0, p0=0, p2=0)  # both lose to state-based actions (704.5a)
    assert not g.state.players[0].in_game and not g.state.players[2].in_game
    assert g.monarch == 1


def test_725_4_no_player_can_become_monarch_game_continues_without_one():
    """"If no player still in the game can become the monarch, the game continues with no monarch."
    (725.4: players 1 and 2 are kept from becoming the monarch)"""
    s = Scenario(players=3)
    s.monarch(2)
    for p in (0, 1):
        s.state.players[p].extra["cant_become_monarch"] = True
    g = s.start("main1")
    g.game.concede(2)
    assert g.monarch is None and g.result is None
    assert any(e.rule == "725.4" and "no monarch" in e.text for e in g.state.events())
    g.pass_until("end", turn=1)
    assert g.result is None  # the game goes on


# ---------------------------------------------------------------- Throne of Eldraine


def test_725_4_monarch_leaves_active_player_becomes_monarch_at_the_same_time_eld():
    """"If the monarch leaves the game, the active player becomes the monarch at the same time as that
    player leaves the game." (725.4; player 2, the monarch, loses to state-based actions during player 4's
    turn)"""
    g = _table(players=4, monarch=1, active=3, p1=0)
    assert not g.state.players[1].in_game
    assert g.monarch == 3
    assert any(e.rule == "725.4" and "Player 4 becomes the monarch" in e.text for e in g.state.events())


def test_725_4_no_active_player_next_in_turn_order_becomes_monarch_eld():
    """"If the active player is leaving the game or if there is no active player, the next player in turn
    order becomes the monarch." (725.4: player 1 left during their own turn, so there is no active player;
    when player 3, the monarch, then leaves, player 2 — next in turn order — becomes the monarch)"""
    g = _table(players=4, monarch=2, active=0)
    g.game.concede(0)
    assert not g.state.players[0].in_game and g.state.active == 0
    g.game.concede(2)
    assert g.monarch == 1
