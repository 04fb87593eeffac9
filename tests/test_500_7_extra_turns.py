"""500.7: extra turns ("Take an extra turn after this one"), with the cards that give them compiled from
their Oracle text (Time Walk, Beacon of Tomorrows), and 800.4k (a player who left doesn't begin a turn)."""
from __future__ import annotations

from manastack.testing import Scenario
from mechanics.trees import advance


def turn_players(g, upto):
    """The active player of each turn from the current one to ``upto``."""
    out = []
    while True:
        out.append(g.state.active)
        if g.state.turn >= upto:
            return out
        advance(g, "upkeep", turn=g.state.turn + 1)


def test_500_7_time_walk_gives_its_caster_the_next_turn():
    """Time Walk: "Take an extra turn after this one." -- player 1 takes turns 1 and 2, then player 2."""
    s = Scenario.full()
    s.hand(0, "Time Walk")
    s.lands(0, "Island", 2)
    g = s.start("main1")
    g.cast("Time Walk")
    g.pass_until_resolved()
    assert turn_players(g, 4) == [0, 0, 1, 0]


def beacon_game(players=3, beacons=1):
    s = Scenario.full(players=players)
    for _ in range(beacons):
        s.hand(0, "Beacon of Tomorrows")
    s.lands(0, "Island", 8 * beacons)
    return s.start("main1")


def test_500_7_an_extra_turn_for_another_player_is_added_directly_after_this_one():
    """"Target player takes an extra turn after this one." (Beacon of Tomorrows) in a three-player game:
    player 3's extra turn comes directly after player 1's turn, then the turn order goes on from player 1
    (player 2, player 3, player 1): nobody's turn is skipped."""
    g = beacon_game()
    g.cast("Beacon of Tomorrows", target="Player 3")
    g.pass_until_resolved()
    assert turn_players(g, 5) == [0, 2, 1, 2, 0]


def test_500_7_the_most_recently_created_extra_turn_is_taken_first():
    """500.7: player 1 gives player 2 an extra turn, then player 3 one: player 3's (the newer) comes first."""
    g = beacon_game(beacons=2)
    g.cast(g.find("Beacon of Tomorrows", zone="hand"), target="Player 2")
    g.pass_until_resolved()
    g.cast(g.find("Beacon of Tomorrows", zone="hand"), target="Player 3")
    g.pass_until_resolved()
    assert turn_players(g, 6) == [0, 2, 1, 1, 2, 0]


def test_800_4k_an_extra_turn_of_a_player_who_left_doesnt_begin():
    """800.4k: "If a player who has left the game would begin a turn, that turn doesn't begin." Player 3
    concedes before their extra turn: player 2's regular turn follows player 1's."""
    g = beacon_game()
    g.cast("Beacon of Tomorrows", target="Player 3")
    g.pass_until_resolved()
    g.game.concede(2)
    assert turn_players(g, 3) == [0, 1, 0]


def test_500_7_extra_turns_survive_save_and_load():
    """The pending extra turn and the turn order it interrupts are part of the game state."""
    from manastack.game import Game

    g = beacon_game()
    g.cast("Beacon of Tomorrows", target="Player 3")
    g.pass_until_resolved()
    advance(g, "upkeep", turn=2)
    g2 = Game.load(g.game.save(), cards=g.game.state.pool)
    assert g2.state.active == 2
    assert g2.state.designations.get("regular_turn") == 0
