"""800–806 multiplayer: leaving the game (800.4), limited range of influence (801), attacking multiple
players (802), free-for-all (806)."""
from manastack.game import Game
from manastack.tree.abilities import Body, Compare, Replacement, SpellAbility, Trigger, Triggered
from manastack.tree.effects import GainLife, LoseLife
from manastack.tree.filters import Filter
from manastack.tree.refs import CountOf, Num, Players, You


def test_800_4a_a_player_leaving_takes_their_objects_and_the_game_goes_on(scen):
    s = scen(players=3)
    s.battlefield(1, "Hill Giant")
    s.hand(1, "Shock")
    s.graveyard(1, "Grizzly Bears")
    s.battlefield(0, "Grizzly Bears")
    g = s.start("main1")
    uids_1 = {o.uid for o in g.state.objects.values() if o.owner == 1}
    g.game.concede(1)
    assert g.result is None
    assert not any(o.owner == 1 for o in g.state.objects.values())
    assert uids_1 and g.zone(0, "battlefield") == ["Grizzly Bears"]
    assert g.decision.kind == "priority" and g.decision.player == 0


def test_800_4a_control_change_ends_and_control_reverts(scen):
    """800.4a example: Alex casts Act of Treason on Bianca's creature; Alex leaves; the creature reverts
    to Bianca (it isn't exiled)."""
    s = scen(players=3)
    giant = s.battlefield(2, "Hill Giant")
    s.hand(0, "Act of Treason")
    s.lands(0, "Mountain", 3)
    g = s.start("main1")
    g.cast("Act of Treason", target=giant)
    g.pass_until_resolved()
    assert g.obj(giant).controller == 0
    g.game.concede(0)
    assert g.zone_of(giant) == "battlefield" and g.obj(giant).controller == 2


def test_800_4a_objects_still_controlled_by_the_leaving_player_are_exiled(scen, define):
    """800.4a example (Bribery): a card of Bianca's put onto the battlefield under Alex's control (Rise
    from the Grave, first sentence only, by hand) is exiled when Alex leaves; it isn't a
    control-changing effect that could end."""
    from manastack.tree.abilities import TargetSpec
    from manastack.tree.effects import MoveTo
    from manastack.tree.refs import Target

    define("Rise from the Grave", SpellAbility(Body(
        MoveTo(Target(0), "battlefield", controller=You()),
        (TargetSpec(Filter(kind="card", types=("Creature",), zone="graveyard"), label="target creature card"),))))
    s = scen(players=3)
    s.graveyard(2, "Hill Giant")
    s.hand(0, "Rise from the Grave")
    s.lands(0, "Swamp", 5)
    g = s.start("main1")
    g.cast("Rise from the Grave", target="Hill Giant")
    g.pass_until_resolved()
    assert g.obj("Hill Giant").controller == 0
    g.game.concede(0)
    assert g.zone_of("Hill Giant") == "exile"


def test_800_4a_spells_and_abilities_of_the_leaving_player_cease_to_exist(scen):
    s = scen(players=3)
    s.battlefield(1, "Prodigal Pyromancer")
    s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 1)
    g = s.start("main1")
    g.cast("Lightning Bolt", target="Player 3")
    g.pass_priority()
    g.activate("Prodigal Pyromancer", target="Player 3")
    assert len(g.stack) == 2
    g.game.concede(1)
    assert [g.state.objects[o].card for o in g.state.stack] == ["Lightning Bolt"]
    g.pass_until_resolved()
    g.expect_life(2, 17)


def test_603_6c_leaves_the_battlefield_abilities_trigger_when_the_owner_leaves(scen, define):
    """"Whenever another creature leaves the battlefield, you gain 1 life." (tree by hand) triggers for
    each creature that leaves the game with its owner."""
    define("Pillarfield Ox", Triggered(Trigger("leaves", Filter(types=("Creature",), other=True)),
                                       Body(GainLife(You(), Num(1)))))
    s = scen(players=3)
    s.battlefield(0, "Pillarfield Ox")
    s.battlefield(2, "Hill Giant")
    s.battlefield(2, "Grizzly Bears")
    g = s.start("main1")
    g.game.concede(2)
    while g.decision.kind == "trigger_order":
        g.answer(g.decision.options[0])
    g.pass_until_resolved()
    g.expect_life(0, 22)


def test_800_4a_triggered_abilities_of_the_leaving_player_cease_to_exist(scen):
    """Both players' Dross Harvesters trigger on a creature dying; when player 3 leaves, their ability
    on the stack ceases to exist and player 1's resolves."""
    s = scen(players=3)
    s.battlefield(0, "Dross Harvester")
    s.battlefield(2, "Dross Harvester")
    s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 1)
    g = s.start("main1")
    g.cast("Lightning Bolt", target="Grizzly Bears")
    g.pass_priority(3)
    assert sorted(g.state.objects[o].controller for o in g.state.stack) == [0, 2]
    g.game.concede(2)
    assert [g.state.objects[o].controller for o in g.state.stack] == [0]
    g.pass_until_resolved()
    g.expect_life(0, 22)


def test_800_4d_a_leaving_players_waiting_triggers_arent_put_on_the_stack(scen, define):
    """Triggers that the leaving player would control and that haven't been put on the stack yet never
    are (here: Pillarfield Ox's leaves-the-battlefield trigger, by hand, seeing its own controller's
    creatures leave)."""
    define("Pillarfield Ox", Triggered(Trigger("leaves", Filter(types=("Creature",))), Body(GainLife(You(), Num(1)))))
    s = scen(players=3)
    s.battlefield(0, "Pillarfield Ox")
    s.battlefield(2, "Pillarfield Ox")
    s.battlefield(2, "Grizzly Bears")
    g = s.start("main1")
    g.game.concede(2)
    while g.decision.kind == "trigger_order":
        g.answer(g.decision.options[0])
    assert {g.state.objects[o].controller for o in g.state.stack} == {0}
    assert len(g.stack) == 2


def test_800_4e_combat_damage_isnt_dealt_to_a_player_who_left(scen):
    """A lifelinking attacker's controller gains nothing when the attacked player left the game."""
    s = scen(players=3)
    s.battlefield(0, "Vampire Nighthawk")
    g = s.start("main1", turn=2)
    g.attack("Vampire Nighthawk", defender="Player 3")
    g.game.concede(2)
    g.pass_until("main2")
    g.expect_life(0, 20)
    assert not any(e.kind == "damage" for e in g.events_since(0))


def test_801_4_targets_must_be_within_range_of_influence(scen):
    """Four players with range of influence 1: the player across the table can't be targeted."""
    s = scen(players=4, range_of_influence=1)
    s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 1)
    g = s.start("main1")
    g.answer(next(o for o in g.options() if o[0] == "cast"))
    players = {o[1] for o in g.decision.options if o[0] == "target_player"}
    assert players == {0, 1, 3}


def test_801_3_creatures_attack_only_opponents_in_range(scen):
    s = scen(players=4, range_of_influence=1)
    s.battlefield(0, "Grizzly Bears")
    g = s.start("main1", turn=2)
    g.pass_until("declare attackers")
    defenders = {o[2] for o in g.decision.options if o[0] == "attack"}
    assert defenders == {-2, -4}  # players 2 and 4 (seats next to player 1)


def test_801_10_each_creature_means_each_creature_in_range(scen):
    """801.10 example: Pyroclasm in a four-player game with range 1 doesn't damage creatures of the
    player across the table."""
    s = scen(players=4, range_of_influence=1)
    for p in range(4):
        s.battlefield(p, "Grizzly Bears")
    s.hand(0, "Pyroclasm")
    s.lands(0, "Mountain", 2)
    g = s.start("main1")
    g.cast("Pyroclasm")
    g.pass_until_resolved()
    alive = sorted(g.state.objects[i].controller for i in g.state.battlefield
                   if g.state.objects[i].card == "Grizzly Bears")
    assert alive == [2]


def test_801_10_each_opponent_means_each_opponent_in_range(scen, define):
    define("Lava Spike", SpellAbility(Body(LoseLife(Players("opponents"), Num(2)))))
    s = scen(players=4, range_of_influence=1)
    s.hand(0, "Lava Spike")
    s.lands(0, "Mountain", 1)
    g = s.start("main1")
    g.cast("Lava Spike")
    g.pass_until_resolved()
    assert [g.life(p) for p in range(4)] == [20, 18, 20, 18]


def test_801_7_abilities_dont_trigger_on_events_out_of_range(scen):
    """Dross Harvester ("Whenever a creature dies") doesn't see a creature die across the table."""
    s = scen(players=4, range_of_influence=1)
    s.battlefield(0, "Dross Harvester")
    s.battlefield(2, "Grizzly Bears")
    s.hand(2, "Shock")
    s.lands(2, "Mountain", 1)
    g = s.start("main1", active=2)
    g.cast("Shock", target="Grizzly Bears")
    g.pass_until_resolved()
    assert g.stack == [] and g.life(0) == 20


def test_801_14_winning_makes_the_opponents_in_range_lose_instead(scen, define):
    """104.3h, 801.14: "you win the game" (Laboratory Maniac's replacement, by hand) makes the opponents
    within range lose; the player across the table plays on."""
    empty = Compare(CountOf(Filter(kind="card", zone="library", owner="you")), "=", Num(0))
    define("Laboratory Maniac", Replacement("draw_instead", arg=(("win", True),), affected=You(), condition=empty))
    s = scen(players=4, range_of_influence=1)
    s.battlefield(0, "Laboratory Maniac")
    s.library(0)
    s.hand(0, "Opt")
    s.lands(0, "Island", 1)
    g = s.start("main1")
    g.cast("Opt")
    g.pass_until_resolved()
    ps = g.state.players
    assert ps[1].lost and ps[3].lost and not ps[2].lost and g.result is None


def test_802_attacking_several_players_and_blocking_in_apnap_order(scen):
    """802.3–802.4a: each attacker attacks one defending player; the defending players declare blockers
    in APNAP order, each only against creatures attacking them."""
    s = scen(players=3)
    s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Hill Giant")
    s.battlefield(1, "Runeclaw Bear")
    s.battlefield(2, "Pillarfield Ox")
    g = s.start("main1", turn=2)
    g.attack(("Grizzly Bears", "Player 2"), ("Hill Giant", "Player 3"))
    g.pass_until("declare blockers")
    d = g.decision
    assert d.kind == "blockers" and d.player == 1
    assert {o[2] for o in d.options if o[0] == "block"} == {g.find("Grizzly Bears")}
    g.answer(("done",))
    d = g.decision
    assert d.kind == "blockers" and d.player == 2
    assert {o[2] for o in d.options if o[0] == "block"} == {g.find("Hill Giant")}
    g.answer(("done",))
    g.pass_until("main2")
    assert (g.life(1), g.life(2)) == (18, 17)


def test_103_8_806_free_for_all_starting_player_draws(scen):
    """800.7 / 103.8: in a free-for-all game the starting player doesn't skip their first draw."""
    g = Game.new([["Forest"] * 20] * 3, seed=1, first_player=0, mulligans=False)
    while g.step != "main1":
        g.apply(("pass",))
    assert len(g.state.hand[0]) == 8


def test_801_2a_range_of_influence_per_player_plays_with_any_named_players():
    """801.2a: a per-player range option ({player: seats}, as a save holds it) plays through the same rules as a
    single number; a player it doesn't name has a range of one seat, and an empty mapping is such a game for
    everyone (found by the API fuzzer: it crashed in the engine)."""
    from manastack.engine.influence import influence

    decks = [["Forest"] * 20 + ["Grizzly Bears"] * 20 for _ in range(5)]
    for roi in ({}, {0: 2}, {"3": 1}):
        g = Game.new(decks, seed=4, range_of_influence=roi, first_player=0)
        for _ in range(60):
            if g.result is not None:
                break
            g.apply(g.legal_actions()[-1])
        assert len(influence(g.state, 1)) == 3  # itself and one seat each way
        assert len(influence(g.state, 0)) == (5 if roi == {0: 2} else 3)
