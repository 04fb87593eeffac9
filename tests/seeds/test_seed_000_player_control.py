"""Seed rulings, file 000: Commander Legends' ruling on what a controlling player sees (723.4). One test per
sentence."""
from __future__ import annotations

from manastack.testing import Scenario


def _controlled_turn(players=3):
    """Player 1 activates Mindslaver targeting player 2, whose next turn then begins under player 1's
    control (723.1)."""
    s = Scenario.full(players=players)
    s.battlefield(0, "Mindslaver")
    s.lands(0, "Plains", 4)
    s.hand(1, "Grizzly Bears", "Lightning Bolt")
    s.battlefield(1, "Hill Giant", face_down=True)
    s.sideboard(1, "Shivan Dragon")
    g = s.start("main1")
    g.activate("Mindslaver", target="Player 2")
    g.pass_until_resolved()
    g.pass_until("upkeep", turn=2)
    assert g.state.active == 1 and g.state.players[1].controlled_by == 0
    return g


def test_723_4_objects_visible_to_controlled_player_are_visible_to_controller():
    """"If information about an object in the game would be visible to the player being controlled, it's
    visible to both that player and the controller of the player." (723.4: player 2's hand and face-down
    permanent, seen by player 1 who controls them, and not by player 3)"""
    g = _controlled_turn()
    mine = g.game.view(0)
    p2 = mine["players"][1]
    assert sorted(c["name"] for c in p2["hand"]) == sorted(g.zone(1, "hand"))
    fd = next(o for o in mine["battlefield"] if o["owner"] == 1 and o.get("face_down"))
    assert fd["name"] == "Hill Giant"
    third = g.game.view(2)
    assert third["players"][1]["hand"] is None
    assert next(o for o in third["battlefield"] if o["owner"] == 1 and o.get("face_down"))["name"] == "face-down"
    assert g.decision.actor == 0 and g.decision.player == 1  # and player 1 makes player 2's decisions (723.5)


def test_723_4_cards_outside_the_game_visible_only_to_controlled_player():
    """"If information about cards outside the game would be visible to the player being controlled, it's
    visible only to that player, not the controller of the player." (723.4: player 2's sideboard)"""
    g = _controlled_turn()
    assert g.game.view(0)["players"][1]["sideboard"] is None
    assert [c["name"] for c in g.game.view(1)["players"][1]["sideboard"]] == ["Shivan Dragon"]
