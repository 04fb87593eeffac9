"""614: the classic replacement cards compiled from their Oracle text -- Rest in Peace, Leyline of the Void
(with 103.6a: beginning the game with it on the battlefield), Doubling Season (with a planeswalker's loyalty)
and Hardened Scales. The rulings quoted are the cards' own."""
from manastack import Game
from manastack.tree.abilities import Replacement
from manastack.tree.filters import Filter
from manastack.tree.refs import You

from .trees import doubling_season, hardened_scales, rest_in_peace


def test_614_1a_rest_in_peace_compiles_to_the_hand_built_tree(pool):
    """The compiled replacement is the one the replacement tests build by hand; the card is supported."""
    abilities = pool.get("Rest in Peace").front.abilities
    assert rest_in_peace() in abilities and not pool.get("Rest in Peace").missing


def test_614_1a_rest_in_peace_enters_and_exiles_all_graveyards(scen):
    """"When this enchantment enters, exile all graveyards." -- every card in every graveyard (404)."""
    s = scen()
    mine = s.graveyard(0, "Grizzly Bears", "Shock")
    theirs = s.graveyard(1, "Lightning Bolt")
    s.hand(0, "Rest in Peace")
    s.lands(0, "Plains", 2)
    g = s.start()
    g.cast("Rest in Peace")
    g.pass_until_resolved()  # the spell
    g.pass_until_resolved()  # its enters trigger
    for c in mine + theirs:
        g.expect_zone(c, "exile")
    assert g.zone(0, "graveyard") == [] and g.zone(1, "graveyard") == []


def test_614_1a_rest_in_peace_token_is_exiled_and_dies_triggers_do_not_trigger(scen):
    """Rest in Peace's ruling: abilities that trigger whenever a creature dies won't trigger, because cards
    and tokens are never put into a graveyard."""
    s = scen()
    s.battlefield(0, "Rest in Peace")
    s.battlefield(0, "Blood Artist")
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 1)
    g = s.start()
    g.cast("Lightning Bolt", target=bears)
    g.pass_until_resolved()
    g.expect_zone(bears, "exile")
    assert not g.state.stack  # Blood Artist saw no death
    g.expect_life(1, 20)


def test_614_1a_leyline_of_the_void_exiles_only_opponents_cards(scen):
    """Leyline of the Void: an opponent's card that would go to their graveyard is exiled; its controller's own
    cards still go to the graveyard (the Bolt)."""
    s = scen()
    s.battlefield(0, "Leyline of the Void")
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 1)
    g = s.start()
    g.cast("Lightning Bolt", target=bears)
    g.pass_until_resolved()
    g.expect_zone(bears, "exile")
    g.expect_zone("Lightning Bolt", "graveyard")


def test_614_1a_leyline_of_the_void_tokens_still_die(scen):
    """Leyline of the Void's ruling: it doesn't affect tokens -- they go to the graveyard (so "dies" triggers
    see them) and then cease to exist."""
    s = scen()
    s.battlefield(0, "Leyline of the Void")
    s.battlefield(1, "Blood Artist")
    token = s.battlefield(1, "Grizzly Bears", token=True)
    s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 1)
    g = s.start()
    g.cast("Lightning Bolt", target=token)
    g.pass_until_resolved()
    assert len(g.state.stack) == 1  # Blood Artist's trigger: the token died


def _leyline_game(first: int) -> Game:
    from manastack.testing.scenario import full_database

    decks = [["Leyline of the Void"] * 30 + ["Swamp"] * 30, ["Leyline of the Void"] * 30 + ["Swamp"] * 30]
    g = Game.new(decks, seed=5, cards=full_database(), first_player=first)
    g.apply(("keep",))
    g.apply(("keep",))
    return g


def test_103_6a_leyline_in_the_opening_hand_may_begin_the_game_on_the_battlefield(full_db):
    """103.6a: after the mulligans the player may put the card from their opening hand onto the battlefield;
    the game then begins with it there, and the hand is one card smaller."""
    g = _leyline_game(0)
    d = g.decision
    assert d.kind == "option" and d.player == 0
    leylines = [o for o in d.options if o[0] == "begin_on_battlefield"]
    assert len(leylines) == len([o for o in g.state.hand[0]
                                 if g.state.objects[o].card == "Leyline of the Void"]) >= 1
    hand_before = len(g.state.hand[0])
    g.apply(leylines[0])
    assert len(g.state.hand[0]) == hand_before - 1
    assert [g.state.objects[o].card for o in g.state.battlefield] == ["Leyline of the Void"]
    g.apply(("done",))
    assert g.decision.player == 1  # then the other player (103.6)
    g.apply(("done",))
    assert g.state.turn == 1 and len(g.state.battlefield) == 1


def test_103_6_starting_player_takes_opening_hand_actions_first(full_db):
    """103.6: the starting player acts first, then each other player in turn order."""
    g = _leyline_game(1)
    assert g.decision.kind == "option" and g.decision.player == 1
    g.apply(("done",))
    assert g.decision.player == 0


def test_614_16_doubling_season_compiles_to_both_replacements(pool):
    assert pool.get("Doubling Season").front.abilities == doubling_season()
    assert pool.get("Hardened Scales").front.abilities == (hardened_scales(),)
    assert doubling_season()[0] == Replacement("tokens_mult", arg=(("mult", 2),), affected=You())
    assert doubling_season()[1].affected == Filter(controller="you")


def test_614_16_doubling_season_planeswalker_enters_with_twice_its_loyalty(scen):
    """Doubling Season's ruling: planeswalkers enter with double the normal amount of loyalty counters
    (306.5b: the loyalty is put on by a replacement effect as it enters, 614.1c)."""
    s = scen()
    s.battlefield(0, "Doubling Season")
    s.hand(0, "Garruk Wildspeaker")
    s.lands(0, "Forest", 4)
    g = s.start()
    g.cast("Garruk Wildspeaker")
    g.pass_until_resolved()
    assert g.obj("Garruk Wildspeaker").counters.get("loyalty") == 6


def test_614_16_doubling_season_does_not_double_a_loyalty_cost(scen):
    """Doubling Season's ruling: counters put on a planeswalker as the cost of its loyalty ability are put on
    as a cost, not by an effect, so they aren't doubled (606.4)."""
    s = scen()
    s.battlefield(0, "Doubling Season")
    s.battlefield(0, "Garruk Wildspeaker", counters={"loyalty": 3})
    forests = s.lands(0, "Forest", 2, tapped=True)
    g = s.start()
    g.activate("Garruk Wildspeaker", loyalty=1, targets=forests)
    assert g.obj("Garruk Wildspeaker").counters.get("loyalty") == 4


def test_614_16_doubling_season_doubles_counters_an_effect_puts(scen):
    """"If an effect would put one or more counters on a permanent you control, it puts twice that many":
    Battlegrowth's +1/+1 counter becomes two; an opponent's creature gets one."""
    s = scen()
    s.battlefield(0, "Doubling Season")
    mine = s.battlefield(0, "Grizzly Bears")
    theirs = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Battlegrowth", "Battlegrowth")
    s.lands(0, "Forest", 2)
    g = s.start()
    g.cast("Battlegrowth", target=mine)
    g.pass_until_resolved()
    g.cast("Battlegrowth", target=theirs)
    g.pass_until_resolved()
    assert g.obj(mine).counters.get("+1/+1") == 2
    assert g.obj(theirs).counters.get("+1/+1") == 1


def test_103_6_opening_hand_decision_survives_save_and_load(full_db):
    """The opening-hand question is a Decision resumable from plain data."""
    g = _leyline_game(0)
    h = Game.load(g.save(), cards=full_db)
    assert h.decision.kind == "option" and h.decision.options == g.decision.options
    h.apply(h.decision.options[0])
    assert [h.state.objects[o].card for o in h.state.battlefield] == ["Leyline of the Void"]
