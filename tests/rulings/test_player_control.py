"""Player-controlling rulings of Mindslaver, Worst Fears and Emrakul, the Promised End (723; issue #32): the
controlled player stays the active player, keeps their permanents, and can't be made to concede."""
from __future__ import annotations

import pytest

from manastack.core.errors import IllegalActionError, ScenarioError
from manastack.testing import Scenario

from .keys import ruling


def _answer_target(g):
    while g.decision.kind != "priority":
        d = g.decision
        g.answer(next((o for o in d.options if o == ("target_player", 1)),
                      next((o for o in d.options if o[0] == "auto"), d.options[0])))


def _controlled_turn(card: str):
    """Player 0 uses ``card`` on player 1; the game is at player 1's next upkeep, which player 0 controls."""
    s = Scenario.full()
    s.battlefield(1, "Grizzly Bears")
    if card == "Mindslaver":
        s.battlefield(0, card)
        s.lands(0, "Wastes", 4)
    else:
        s.hand(0, card)
        s.lands(0, "Swamp" if card == "Worst Fears" else "Wastes", 13)
    g = s.start("main1")
    try:
        if card == "Mindslaver":
            g.activate(card)
        else:
            g.cast(card)
    except ScenarioError:  # the target is a player: answered below
        pass
    _answer_target(g)
    for _ in range(5):
        g.pass_priority()
        _answer_target(g)
        if not g.stack:
            break
    g.pass_until("upkeep", turn=2)
    d = g.decision
    assert d.player == 1 and d.actor == 0 and g.state.active == 1, (d.player, d.actor, g.state.active)
    return g


@pytest.mark.parametrize("card", [
    pytest.param("Emrakul, the Promised End",
                 marks=ruling("Emrakul, the Promised End", "2016-07-13", "You can't make the affected player concede")),
    pytest.param("Mindslaver", marks=ruling("Mindslaver", "2004-12-01", "You can't make the other player concede")),
    pytest.param("Worst Fears", marks=ruling("Worst Fears", "2014-04-26", "You can't make the affected player concede")),
])
def test_controlling_player_cant_make_them_concede_but_they_may_723_6_104_3a(card):
    """723.6, 104.3a: the controlling player can't concede for the controlled one; the controlled player
    may concede at any time, even during that turn."""
    g = _controlled_turn(card)
    with pytest.raises(IllegalActionError):
        g.game.concede(1, by=0)
    g.check(g.result is None, "the game goes on")
    g.game.concede(1, by=1)
    g.expect_winner(0)


@pytest.mark.parametrize("card", [
    pytest.param("Emrakul, the Promised End",
                 marks=ruling("Emrakul, the Promised End", "2016-07-13", "The player you're controlling is still")),
    pytest.param("Worst Fears", marks=ruling("Worst Fears", "2014-04-26", "The player you're controlling is still")),
])
def test_controlled_player_is_still_the_active_player_723_3(card):
    """723.3, 102.1: during the controlled turn the controlled player is the active player; the controller
    decides for them (the decision is theirs, its actor is the controller)."""
    g = _controlled_turn(card)
    g.pass_until("main1", turn=2)
    d = g.decision
    g.check(g.state.active == 1 and d.player == 1 and d.actor == 0, f"active {g.state.active}, {d.player}/{d.actor}")


@pytest.mark.parametrize("card", [
    pytest.param("Emrakul, the Promised End",
                 marks=ruling("Emrakul, the Promised End", "2016-07-13", "You only control the player")),
    pytest.param("Mindslaver", marks=ruling("Mindslaver", "2004-12-01", "You don't control any of the other")),
    pytest.param("Worst Fears", marks=ruling("Worst Fears", "2014-04-26", "You only control the player")),
])
def test_controlling_a_player_doesnt_control_their_permanents_723_1(card):
    """723.1, 723.5: only the player is controlled — their Grizzly Bears stay under their control."""
    g = _controlled_turn(card)
    g.check(g.obj("Grizzly Bears").controller == 1, "the Bears are still player 1's")


@ruling("Mindslaver", "2004-12-01", "You control them for the entire turn")
def test_mindslaver_2004_12_01_you_control_them_for_the_entire_turn_723_1():
    """723.1: control lasts the whole turn — the upkeep, the main phase and the end step of player 1's turn
    are decided by player 0; player 1's following turn is theirs again."""
    g = _controlled_turn("Mindslaver")
    for step in ("main1", "end"):
        g.pass_until(step, turn=2)
        g.check(g.decision.player == 1 and g.decision.actor == 0, f"{step}: decided by player 0")
    g.pass_until("upkeep", turn=4)
    g.check(g.decision.player == 1 and g.decision.actor == 1, "turn 4: player 1 decides again")
