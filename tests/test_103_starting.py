"""103: starting the game."""
from manastack import Game
from manastack.core.types import Zone

BOLT_DECK = ["Mountain"] * 24 + ["Lightning Bolt"] * 12 + ["Grizzly Bears"] * 24
BEAR_DECK = ["Forest"] * 24 + ["Grizzly Bears"] * 36


def new(seed=3, **kw):
    return Game.new([BOLT_DECK, BEAR_DECK], seed=seed, **kw)


def test_103_issue_example_game_starts():
    g = Game.new([["Mountain"] * 24 + ["Lightning Bolt"] * 12 + ["Grizzly Bears"] * 24,
                  ["Forest"] * 24 + ["Grizzly Bears"] * 36], seed=3)
    assert g.decision is not None and g.result is None


def test_103_1_toss_winner_chooses_who_plays_first():
    g = new()
    d = g.decision
    assert d.kind == "play_first"
    assert set(g.legal_actions()) == {("first", 0), ("first", 1)}
    g.apply(("first", 1))
    assert g.state.starting_player == 1 and g.state.turn_order == [1, 0]


def test_103_3_libraries_are_shuffled_by_seed():
    a = new(seed=1, first_player=0)
    b = new(seed=2, first_player=0)
    lib = lambda g: [g.state.objects[o].card for o in g.state.library[0]]  # noqa: E731
    assert lib(a) != lib(b)
    assert lib(a) == lib(new(seed=1, first_player=0))


def test_103_4_starting_life_is_20():
    g = new(first_player=0)
    assert [p.life for p in g.state.players] == [20, 20]


def test_103_5_each_player_draws_seven_then_declares_in_turn_order():
    g = new(first_player=1)
    assert [len(h) for h in g.state.hand] == [7, 7]
    d = g.decision
    assert d.kind == "mulligan" and d.player == 1  # the starting player declares first
    g.apply(("keep",))
    assert g.decision.kind == "mulligan" and g.decision.player == 0


def test_103_5_london_mulligan_draws_seven_and_bottoms_one():
    g = new(first_player=0)
    g.apply(("mulligan",))
    g.apply(("keep",))  # player 1 keeps
    d = g.decision
    assert d.kind == "bottom" and d.player == 0
    assert len(g.state.hand[0]) == 7
    chosen = d.options[0][1]
    uid = g.state.objects[chosen].uid
    g.apply(d.options[0])
    assert len(g.state.hand[0]) == 6
    bottom = g.state.objects[g.state.library[0][0]]
    assert bottom.uid == uid  # the chosen card went to the bottom of the library
    assert g.decision.kind == "mulligan" and g.decision.player == 0  # may mulligan again
    g.apply(("keep",))
    assert g.state.players[0].mulligans == 1 and len(g.state.hand[0]) == 6


def test_103_5c_first_mulligan_is_free_in_multiplayer():
    g = Game.new([BEAR_DECK, BEAR_DECK, BEAR_DECK], seed=5, first_player=0)
    g.apply(("mulligan",))
    g.apply(("keep",))
    g.apply(("keep",))
    assert len(g.state.hand[0]) == 7  # nothing to bottom after the first mulligan
    assert g.decision.kind == "mulligan" and g.decision.player == 0


def test_103_8a_starting_player_skips_first_draw():
    g = new(first_player=0)
    g.apply(("keep",))
    g.apply(("keep",))
    assert g.state.turn == 1 and g.state.active == 0
    assert len(g.state.hand[0]) == 7  # no draw on turn 1
    assert not any(e.kind == "draw" and e.rule == "504.1" for e in g.log)


def test_103_cards_start_in_libraries_owned_by_their_player():
    g = new(first_player=0, mulligans=False)
    for p in (0, 1):
        for oid in g.state.library[p] + g.state.hand[p]:
            assert g.state.objects[oid].owner == p
    assert sum(len(z) for z in g.state.library + g.state.hand) == 120
    assert all(g.state.objects[o].zone == Zone.HAND for o in g.state.hand[0])


def test_103_5_player_who_concedes_during_mulligans_takes_no_further_part():
    """Regression: a player conceding while mulligans are under way is skipped (104.3a, 800.4a)."""
    g = Game.new([BEAR_DECK, BEAR_DECK, BEAR_DECK], seed=5, first_player=0)
    g.apply(("mulligan",))
    g.apply(("mulligan",))
    g.concede(1)
    while g.decision is not None and g.decision.kind in ("mulligan", "bottom"):
        assert g.decision.player != 1 and g.legal_actions()
        g.apply(g.legal_actions()[0])
    assert g.result is None and g.state.turn == 1


def test_701_25_surveil_to_graveyard_moves_the_card_once():
    """Regression (found by fuzzing): surveilled cards go to the graveyard by a zone change."""
    from manastack.testing import Scenario
    from manastack.tree import Body, Num, SpellAbility, Surveil, You

    s = Scenario()
    card = s.state.pool.db.get("Opt")
    s.pool.define(card.__class__(name="Test Surveil Two", layout="normal",
                                 faces=(card.front.__class__(name="Test Surveil Two", mana_cost="{U}", type_line="Instant",
                                                             types=("Instant",), text="Surveil 2."),)),
                  [SpellAbility(Body(Surveil(You(), Num(2))))])
    s.hand(0, "Test Surveil Two")
    s.library(0, "Forest", "Island", "Swamp")
    s.lands(0, "Island", 1)
    g = s.start("main1")
    g.cast("Test Surveil Two").pass_until_resolved()
    g.choose("graveyard")
    g.choose("top")
    assert g.zone(0, "graveyard") == ["Forest", "Test Surveil Two"]
    assert g.zone(0, "library")[-1] == "Island" and len(g.state.library[0]) == 2
