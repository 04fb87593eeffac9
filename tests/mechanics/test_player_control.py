"""Controlling another player (723): Mindslaver's "during that player's next turn" and Opposition Agent's
"while they're searching their libraries"."""
from __future__ import annotations

import pytest

from manastack.agents.base import RandomAgent, play_game
from manastack.core.errors import IllegalActionError
from manastack.game import Game
from manastack.testing import Scenario
from manastack.tree.abilities import Activated, Body, TargetSpec
from manastack.tree.costs import Cost
from manastack.tree.effects import GameAction
from manastack.tree.filters import PLAYER
from manastack.tree.refs import Target
from mechanics.trees import OPPOSITION_AGENT, define

SKIP = (Activated(cost=Cost(tap=True), body=Body(GameAction("skip_turn", Target(0)),
                                                   (TargetSpec(PLAYER, label="target player"),))),)
"""A test ability (on Ornithopter): "{T}: Target player skips their next turn." """


def mindslaver_game(players=2, controller=0, target=1, active=0, setup=None):
    s = Scenario.full(players=players)
    if setup:
        setup(s)
    s.battlefield(controller, "Mindslaver")
    s.lands(controller, "Plains", 4)
    s.hand(target, "Lightning Bolt")
    s.lands(target, "Mountain", 1)
    s.battlefield(target, "Hill Giant")
    g = s.start("main1", active=active)
    return s, g


def slave(g, target_player="Player 2", controller=0):
    if g.decision.player != controller:
        g.pass_priority()
    g.activate("Mindslaver", target=target_player)
    g.pass_until_resolved()


def test_723_1_control_during_the_players_next_turn_from_untap_to_cleanup():
    """723.1: the effect applies to the next turn the affected player takes, for the entire turn; it ends
    as the next turn begins. 723.5: during it, every decision of player 2 is made by player 1."""
    _s, g = mindslaver_game()
    slave(g)
    assert g.state.players[1].controlled_by is None  # not yet: it's player 1's turn
    g.pass_until("upkeep", turn=2)
    assert g.state.players[1].controlled_by == 0
    assert (g.decision.player, g.decision.actor) == (1, 0)
    g.pass_until("declare attackers", turn=2)
    assert (g.decision.kind, g.decision.player, g.decision.actor) == ("attackers", 1, 0)
    g.answer(("done",))
    g.pass_until("upkeep", turn=3)
    assert g.state.players[1].controlled_by is None
    assert all(d is None for d in [g.state.designations.get("controlling")])
    assert (g.decision.player, g.decision.actor) == (0, 0)


def test_723_5_controller_casts_the_controlled_players_spells_and_chooses_their_targets():
    """723.5: the controller decides what the controlled player casts and chooses its targets (the
    Mindslaver ruling's Shock example, with Lightning Bolt at player 2's own Hill Giant); 723.5a: paid with
    player 2's own mana."""
    _s, g = mindslaver_game()
    slave(g)
    g.pass_until("main1", turn=2)
    d = g.decision
    assert (d.kind, d.player, d.actor) == ("priority", 1, 0)
    g.cast("Lightning Bolt", target="Hill Giant")
    g.pass_until_resolved()
    g.expect_zone("Hill Giant", "graveyard")
    assert g.obj("Mountain", zone="battlefield").tapped


def test_723_8_the_controller_still_makes_their_own_decisions():
    """723.8: while controlling player 2, player 1 still makes their own choices (player 1's own blocks)."""
    _s, g = mindslaver_game(setup=lambda s: s.battlefield(0, "Grizzly Bears"))
    slave(g)
    g.pass_until("declare attackers", turn=2)
    g.attack("Hill Giant")
    g.pass_until("declare blockers", turn=2)
    d = g.decision
    assert (d.kind, d.player, d.actor) == ("blockers", 0, 0)


def test_723_1a_the_newest_player_control_effect_wins():
    """723.1a: two effects to control player 2's next turn: the last one created is the one that works."""
    s = Scenario.full(players=3)
    s.battlefield(0, "Mindslaver")
    s.lands(0, "Plains", 4)
    s.battlefield(2, "Mindslaver")
    s.lands(2, "Plains", 4)
    g = s.start("main1")
    g.activate(g.find("Mindslaver", controller=0), target="Player 2")
    g.pass_until_resolved()  # player 1's effect is created
    g.pass_priority(2)  # players 1 and 2 pass; player 3 has priority with an empty stack
    assert g.decision.player == 2
    g.activate(g.find("Mindslaver", controller=2), target="Player 2")
    g.pass_until_resolved()  # player 3's effect is created later
    g.pass_until("upkeep", turn=2)
    assert g.state.active == 1 and g.state.players[1].controlled_by == 2
    assert g.decision.actor == 2


def test_723_1b_a_skipped_turn_doesnt_use_up_the_effect():
    """723.1b: if the affected player's turn is skipped, the effect waits for a turn they actually take
    (and 614.10: the skipped turn doesn't happen)."""
    def setup(s):
        define(s.pool, "Ornithopter", SKIP)
        s.battlefield(0, "Ornithopter")
    _s, g = mindslaver_game(setup=setup)
    orn = "Ornithopter"
    slave(g)
    g.activate(orn, target="Player 2")
    g.pass_until_resolved()
    g.pass_until("upkeep", turn=2)
    assert g.state.active == 0  # player 2's turn was skipped: turn 2 is player 1's
    assert g.state.players[1].controlled_by is None
    assert any(e.rule == "614.10" and "skipped" in e.text for e in g.state.events())
    g.pass_until("upkeep", turn=3)
    assert g.state.active == 1 and g.state.players[1].controlled_by == 0


def test_723_1_used_during_the_targets_own_turn_waits_for_their_next_turn():
    """723.1: "during that player's next turn" — activated during player 2's own turn, it's their next one."""
    _s, g = mindslaver_game(active=1)
    g.pass_priority()  # player 2 passes to player 1, who activates at instant speed
    g.activate("Mindslaver", target="Player 2")
    g.pass_until_resolved()
    assert g.state.players[1].controlled_by is None
    g.pass_until("upkeep", turn=2)
    assert g.state.active == 0 and g.state.players[1].controlled_by is None
    g.pass_until("upkeep", turn=3)
    assert g.state.active == 1 and g.state.players[1].controlled_by == 0


def test_723_6_the_controller_cant_make_the_player_concede():
    """723.6: the controller can't make the controlled player concede; the player may concede any time."""
    _s, g = mindslaver_game()
    slave(g)
    g.pass_until("upkeep", turn=2)
    with pytest.raises(IllegalActionError):
        g.game.concede(1, by=0)
    assert g.result is None
    g.game.concede(1, by=1)
    assert g.result is not None and g.result.winners == (0,)


def test_723_9_controlling_yourself_changes_nothing():
    """723.9: a player given control of themselves makes their own decisions as normal."""
    _s, g = mindslaver_game()
    slave(g, "Player 1")
    g.pass_until("upkeep", turn=3)
    assert g.state.players[0].controlled_by == 0
    assert (g.decision.player, g.decision.actor) == (0, 0)


def test_723_5_every_interface_sends_the_decision_to_the_controller(full_db):
    """723.5: agents answer ``decision.actor``; a view shows the options only to the one who decides."""
    _s, g = mindslaver_game()
    slave(g)
    g.pass_until("upkeep", turn=2)
    assert g.game.view(0)["decision"]["options"] is not None
    assert g.game.view(1)["decision"]["options"] is None
    seen = []

    class Spy(RandomAgent):
        def choose(self, game, player):
            seen.append((player, game.decision.player))
            return super().choose(game, player)

    play_game(g.game, [Spy(1), Spy(2)], max_decisions=30)
    assert (0, 1) in seen and all(a == p or (a, p) == (0, 1) for a, p in seen)


def test_723_controlled_turn_survives_save_and_load():
    """Plain data: a controlled turn goes through save and load, and control still ends with the turn."""
    s, g = mindslaver_game()
    slave(g)
    g.pass_until("upkeep", turn=2)
    h = Game.load(g.game.save(), cards=s.pool)
    assert h.state.players[1].controlled_by == 0 and h.decision.actor == 0


def test_723_2_opposition_agent_controls_opponents_while_they_search():
    """723.2 (Opposition Agent): "You control your opponents while they're searching their libraries." —
    player 1 chooses what player 2's Rampant Growth finds; control ends with the search."""
    s = Scenario.full()
    define(s.pool, "Opposition Agent", OPPOSITION_AGENT)
    s.battlefield(0, "Opposition Agent")
    s.hand(1, "Rampant Growth")
    s.lands(1, "Forest", 2)
    island = s.library(1, "Island", "Forest", "Swamp")[0]
    g = s.start("main1", active=1)
    g.cast("Rampant Growth")
    g.pass_priority(2)
    d = g.decision
    assert (d.kind, d.player, d.actor) == ("choose_cards", 1, 0)
    g.choose(island)
    g.pass_until_resolved()
    g.expect_zone(island, "battlefield")
    assert g.state.players[1].controlled_by is None
    assert (g.decision.player, g.decision.actor) == (1, 1)


def test_723_2_opposition_agent_doesnt_control_its_own_controller():
    """Opposition Agent controls opponents only: its controller searches for themselves."""
    s = Scenario.full()
    define(s.pool, "Opposition Agent", OPPOSITION_AGENT)
    s.battlefield(0, "Opposition Agent")
    s.hand(0, "Rampant Growth")
    s.lands(0, "Forest", 2)
    s.library(0, "Island", "Forest")
    g = s.start("main1")
    g.cast("Rampant Growth")
    g.pass_priority(2)
    assert (g.decision.player, g.decision.actor) == (0, 0)
