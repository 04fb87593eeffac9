"""702.125a: undaunted means "This spell costs {1} less to cast for each opponent you have"; 702.125b: players who
have left the game aren't counted."""
from __future__ import annotations

from manastack.engine.carddef import CardPool
from manastack.testing import Scenario


def test_702_125a_curtains_call_costs_one_less_with_one_opponent():
    """Curtains' Call ({5}{B}) in a two-player game costs {4}{B}: five Swamps cast it, and all five are tapped."""
    s = Scenario.full()
    s.hand(0, "Curtains' Call")
    swamps = s.lands(0, "Swamp", 5)
    a = s.battlefield(1, "Grizzly Bears")
    b = s.battlefield(1, "Savannah Lions")
    g = s.start("main1")
    g.cast("Curtains' Call", targets=[a, b])
    assert all(g.obj(x).tapped for x in swamps)
    g.pass_until_resolved()
    g.expect_zone(a, "graveyard")
    g.expect_zone(b, "graveyard")


def test_702_125a_curtains_call_with_three_opponents_costs_two_b():
    """Four players: three opponents, {5}{B} becomes {2}{B}; three Swamps are enough."""
    s = Scenario.full(players=4)
    s.hand(0, "Curtains' Call")
    s.lands(0, "Swamp", 3)
    a = s.battlefield(1, "Grizzly Bears")
    b = s.battlefield(2, "Savannah Lions")
    g = s.start("main1")
    g.cast("Curtains' Call", targets=[a, b])
    g.pass_until_resolved()
    g.expect_zone(a, "graveyard")
    g.expect_zone(b, "graveyard")


def test_702_125a_with_one_opponent_four_swamps_are_not_enough():
    s = Scenario.full()
    s.hand(0, "Curtains' Call")
    s.lands(0, "Swamp", 4)
    s.battlefield(1, "Grizzly Bears")
    s.battlefield(1, "Savannah Lions")
    g = s.start("main1")
    assert ("cast", g.find("Curtains' Call"), "normal") not in g.options()


def test_702_125b_a_player_who_has_lost_isnt_counted():
    """Four players, one of whom starts at 0 life and loses (704.5a): two opponents remain, {5}{B} costs {3}{B}; three
    Swamps don't cast it."""
    s = Scenario.full(players=4)
    s.player(3, life=0)
    s.hand(0, "Curtains' Call")
    s.lands(0, "Swamp", 3)
    s.battlefield(1, "Grizzly Bears")
    s.battlefield(2, "Savannah Lions")
    g = s.start("main1")
    assert not g.state.players[3].in_game
    assert ("cast", g.find("Curtains' Call"), "normal") not in g.options()


def test_702_125_undaunted_cards_are_supported(full_db):
    for name in ("Curtains' Call", "Coastal Breach", "Seeds of Renewal", "Sublime Exhalation"):
        d = CardPool(full_db).get(name)
        assert d.supported, (name, d.missing)
