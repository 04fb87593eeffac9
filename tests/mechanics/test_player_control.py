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
from mechanics.trees import define

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
    g.expect_zone(island, "exile")
    assert g.state.players[1].controlled_by is None
    assert (g.decision.player, g.decision.actor) == (1, 1)


def test_723_2_opposition_agent_doesnt_control_its_own_controller():
    """Opposition Agent controls opponents only: its controller searches for themselves, and what they
    find goes where their search says (onto the battlefield), not into exile."""
    s = Scenario.full()
    s.battlefield(0, "Opposition Agent")
    s.hand(0, "Rampant Growth")
    s.lands(0, "Forest", 2)
    island = s.library(0, "Island", "Forest")[0]
    g = s.start("main1")
    g.cast("Rampant Growth")
    g.pass_priority(2)
    assert (g.decision.player, g.decision.actor) == (0, 0)
    g.choose(island)
    g.pass_until_resolved()
    g.expect_zone(island, "battlefield")
    assert g.state.objects[g.find(island)].controller == 0


# ---------------------------------------------------------------- 723.7 Opposition Agent's found cards


def agent_tutor_game(found: str, *rest: str):
    """Player 2 (controlled by player 1 while searching, 723.2) casts Demonic Tutor with Opposition Agent
    on player 1's side and finds ``found``; player 1 has four Swamps."""
    s = Scenario.full()
    s.battlefield(0, "Opposition Agent")
    s.lands(0, "Swamp", 4)
    s.hand(1, "Demonic Tutor")
    s.lands(1, "Swamp", 2)
    card = s.library(1, found, *rest)[0]
    g = s.start("main1", active=1)
    g.cast("Demonic Tutor")
    g.pass_priority(2)
    assert (g.decision.kind, g.decision.actor) == ("choose_cards", 0)
    g.choose(card)
    g.pass_until_resolved()
    return s, g, card


def test_723_7_opposition_agent_exiles_what_an_opponent_finds_instead_of_putting_it_in_hand():
    """Opposition Agent: "While an opponent is searching their library, they exile each card they find."
    (723.7: the controlling effect tells the controlled player what to do) -- Demonic Tutor's card goes to
    exile, face up, not into its owner's hand; the library is still shuffled (701.24)."""
    s, g, giant = agent_tutor_game("Hill Giant", "Island", "Forest")
    mark_hand = [o for o in g.zone(1, "hand")]
    g.expect_zone(giant, "exile")
    assert "Hill Giant" not in mark_hand
    assert not g.state.objects[g.find(giant)].face_down
    assert any(e for e in g.events_since(0, kind="shuffle"))


def test_723_7_opposition_agent_exiles_a_land_an_opponent_would_put_onto_the_battlefield():
    """ "put it onto the battlefield tapped" (Evolving Wilds) -- the found land is exiled instead; the rest
    of the ability (the sacrifice, the search) still happens."""
    s = Scenario.full()
    s.battlefield(0, "Opposition Agent")
    wilds = s.battlefield(1, "Evolving Wilds")
    forest = s.library(1, "Forest", "Island")[0]
    g = s.start("main1", active=1)
    g.activate(wilds)
    g.pass_priority(2)
    g.choose(forest)
    g.pass_until_resolved()
    g.expect_zone(forest, "exile")
    g.expect_zone(wilds, "graveyard")
    assert [n for n in g.zone(1, "battlefield") if n == "Forest"] == []


def test_609_4b_opposition_agents_controller_casts_a_found_card_spending_mana_as_any_color():
    """ "You may play those cards for as long as they remain exiled, and you may spend mana as though it
    were mana of any color to cast them." (601.3, 609.4b) -- player 1 casts player 2's exiled Hill Giant
    ({3}{R}) with four Swamps, and it enters under player 1's control."""
    s, g, giant = agent_tutor_game("Hill Giant", "Island")
    g.pass_until("main1", turn=2)
    assert g.decision.player == 0
    g.cast(giant, variant="anycolor")
    g.pass_until_resolved()
    g.expect_zone(giant, "battlefield")
    assert g.state.objects[g.find(giant)].controller == 0
    assert all(g.state.objects[g.find(c)].tapped for c in g.state.battlefield
               if g.state.objects[c].card == "Swamp" and g.state.objects[c].controller == 0)


def test_609_4b_spending_mana_as_any_color_is_only_for_the_found_cards():
    """The mana permission is for casting the exiled cards only: player 1's own red spell in hand still
    needs red mana (609.4b)."""
    s = Scenario.full()
    s.battlefield(0, "Opposition Agent")
    s.lands(0, "Swamp", 4)
    s.hand(0, "Lightning Bolt")
    g = s.start("main1")
    assert not any(o[0] == "cast" for o in g.decision.options)


def test_601_3_opposition_agents_controller_cant_cast_a_found_card_once_it_left_exile():
    """ "for as long as they remain exiled": cast and resolved, the card is in its owner's graveyard and
    player 1 may not cast it again (400.7: a new object)."""
    s, g, bolt = agent_tutor_game("Lightning Bolt", "Island")
    g.pass_priority()  # (player 2 passes in their main phase: player 1 may cast an instant now)
    g.cast(bolt, variant="anycolor", target="Player 2")
    g.pass_until_resolved()
    g.expect_zone(bolt, "graveyard")
    g.expect_life(1, 17)
    assert not any(o[0] == "cast" and g.state.objects[o[1]].card == "Lightning Bolt"
                   for o in g.decision.options)


def test_305_1_opposition_agents_controller_plays_a_found_land():
    """ "You may play those cards": a found land card may be played by Opposition Agent's controller, as
    their land for the turn (305.1, 305.2), and then it's theirs on the battlefield."""
    s, g, forest = agent_tutor_game("Forest", "Island")
    g.pass_until("main1", turn=2)
    oid = g.find(forest, zone="exile")
    assert ("play", oid) in g.decision.options
    g.answer(("play", oid))
    g.expect_zone(forest, "battlefield")
    assert g.state.objects[g.find(forest)].controller == 0
    assert g.state.players[0].lands_played == 1


def test_723_7_the_permission_outlasts_opposition_agent():
    """The exiled cards stay playable after Opposition Agent leaves the battlefield: the permission is for
    as long as they remain exiled."""
    s, g, giant = agent_tutor_game("Hill Giant", "Island")
    g.pass_until("main1", turn=2)
    from manastack.engine.events import move

    move(g.state, g.find("Opposition Agent"), "graveyard")
    g.cast(giant, variant="anycolor")
    g.pass_until_resolved()
    g.expect_zone(giant, "battlefield")


def test_723_7_the_play_permission_survives_save_and_load():
    """Plain data: the permission to play a found card (and to spend mana as any color) goes through save and
    load."""
    s, g, giant = agent_tutor_game("Hill Giant", "Island")
    g.pass_until("main1", turn=2)
    h = Game.load(g.game.save(), cards=s.pool)
    oid = next(o for o, ob in h.state.objects.items() if ob.uid == giant.uid)
    assert ("cast", oid, "anycolor") in h.decision.options
