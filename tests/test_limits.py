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


def _with_ability(text: str, **options) -> Scenario:
    """A scenario whose Ornithopter has ``text`` as its only ability (compiled from those words)."""
    from manastack.oracle.compiler import compile_granted

    s = Scenario(**options)
    s.pool.define(s.pool.get("Ornithopter").card, compile_granted(text))
    s.battlefield(0, "Ornithopter")
    return s


def test_stack_limit_ends_game_as_draw_with_reason():
    """More than ``max_stack`` objects on the stack (405) ends the game as a draw, whatever keeps adding them."""
    g = _with_ability("{0}: You gain 1 life.", max_stack=5).start("main1")
    for _ in range(5):
        g.activate("Ornithopter")
    assert g.result is None and len(g.stack) == 5
    g.activate("Ornithopter")
    assert g.result is not None and g.result.draw and "more than 5 objects on the stack" in g.result.reason
    assert g.decision is None


def test_trigger_limit_ends_game_as_draw_with_reason():
    """One event that triggers more than ``max_triggers_per_event`` abilities (603.3) ends the game as a draw:
    two tokens entering at once trigger "whenever a creature enters" twice."""
    s = _with_ability("Whenever a creature enters, you gain 1 life.", max_triggers_per_event=1)
    s.hand(0, "Raise the Alarm")
    s.lands(0, "Plains", 2)
    g = s.start("main1")
    g.cast("Raise the Alarm")
    g.pass_priority(2)
    assert g.result is not None and g.result.draw and "more than 1 triggered abilities waiting" in g.result.reason


def test_trigger_limit_not_reached_plays_on():
    """The same board under the default limit: both triggers go on the stack and resolve (603.3b)."""
    s = _with_ability("Whenever a creature enters, you gain 1 life.")
    s.hand(0, "Raise the Alarm")
    s.lands(0, "Plains", 2)
    g = s.start("main1")
    g.cast("Raise the Alarm")
    g.pass_until_resolved()
    assert g.decision.kind == "trigger_order"  # 603.3b: both wait to be put on the stack
    g.answer(("trigger", 0))
    assert len(g.stack) == 2
    g.pass_until_resolved()
    g.pass_until_resolved()
    assert g.result is None and g.life(0) == 22


def test_engine_step_limit_ends_game_as_draw_with_reason():
    """More than ``max_tasks_per_apply`` engine steps without a decision (a loop of mandatory actions,
    104.4b) ends the game as a draw with the reason, and leaves no decision pending: with a limit of 3,
    beginning the main phase (500.1, 117.3a) already takes more."""
    g = Scenario(max_tasks_per_apply=3).start("main1")
    assert g.result is not None and g.result.draw and "without any player decision" in g.result.reason
    assert g.decision is None
    g2 = Scenario(max_tasks_per_apply=30).start("main1")
    assert g2.result is None and g2.decision.kind == "priority"
