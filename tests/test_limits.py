"""Resource limits: a game that reaches one ends as a draw with the reason stated (reliability)."""
import random

from manastack import Game
from manastack.testing import Scenario

WALLS = ["Forest"] * 20 + ["Wall of Wood"] * 40


def test_turn_limit_ends_game_as_draw_with_reason():
    g = Game.new([WALLS, WALLS], seed=1, max_turns=6, first_player=0, mulligans=False)
    rng = random.Random(0)
    while g.result is None:
        g.apply(rng.choice(g.legal_actions()))
    assert g.result.draw and "more than 6 turns" in g.result.reason
    assert g.state.turn == 7


def test_object_limit_ends_game_as_draw():
    s = Scenario(max_objects=44)
    s.hand(0, "Raise the Alarm")
    s.lands(0, "Plains", 2)
    g = s.start("main1")
    g.cast("Raise the Alarm")
    g.pass_priority(2)
    assert g.result is not None and g.result.draw and "objects in the game" in g.result.reason


def test_limits_leave_no_decision_pending():
    g = Game.new([WALLS, WALLS], seed=2, max_turns=2, first_player=0, mulligans=False)
    rng = random.Random(1)
    while g.result is None:
        g.apply(rng.choice(g.legal_actions()))
    assert g.decision is None and g.legal_actions() == []
