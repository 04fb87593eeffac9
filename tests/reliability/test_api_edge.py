"""The API edge (issue #26): every argument of Game.new and Scenario is checked before any state is built,
with a typed error naming it; unknown options are errors; apply never corrupts a game; save(for_player)
holds only what that player may know."""
import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from manastack import Game
from manastack.agents.base import RandomAgent
from manastack.agents.heuristic import HeuristicAgent
from manastack.agents.search import SearchAgent
from manastack.core.errors import GameOptionError, IllegalActionError, ManastackError, SaveFormatError
from manastack.engine.validate import problems
from manastack.testing import Scenario

DECK = ["Forest"] * 20 + ["Grizzly Bears"] * 20
DECKS = [DECK, DECK]


@pytest.mark.parametrize("kw, option", [
    ({"seed": 1.5}, "seed"), ({"seed": None}, "seed"), ({"seed": "abc"}, "seed"), ({"seed": [1]}, "seed"),
    ({"seed": True}, "seed"), ({"first_player": 5}, "first_player"), ({"first_player": -1}, "first_player"),
    ({"life": "x"}, "life"), ({"life": 0}, "life"), ({"hand_size": "x"}, "hand_size"), ({"names": [1, 2]}, "names"),
    ({"names": ["a"]}, "names"), ({"bogus_option": 5}, "bogus_option"), ({"format": "oathbreaker"}, "format"),
    ({"format": "commander"}, "commanders"), ({"format": []}, "format"),
    ({"mulligans": "no"}, "mulligans"), ({"max_turns": 10**18}, "max_turns"), ({"max_turns": 0}, "max_turns"),
    ({"max_effects": 2.5}, "max_effects"), ({"cards": "starter"}, "cards"), ({"sideboards": "Forest"}, "sideboards"),
])
def test_game_new_bad_argument_is_a_typed_error_naming_it(kw, option):
    with pytest.raises(GameOptionError) as e:
        Game.new(DECKS, **kw)
    assert e.value.option == option and option in str(e.value)


@pytest.mark.parametrize("decks", [None, "Forest", [DECK], [DECK, "Forest"], [DECK, None], 5])
def test_game_new_bad_decks_is_a_typed_error(decks):
    with pytest.raises(GameOptionError) as e:
        Game.new(decks)
    assert e.value.option.startswith("decks")


def test_unknown_option_with_a_format_starts_no_game():
    """Today's reproduction: ``Game.new(decks, bogus_option=5, format="commander")`` must not start an
    ordinary 20-life game."""
    with pytest.raises(GameOptionError):
        Game.new(DECKS, bogus_option=5, format="commander")


def test_limit_raised_only_by_name():
    with pytest.raises(GameOptionError):
        Game.new(DECKS, max_turns=2000)
    g = Game.new(DECKS, max_turns=2000, raise_limits=True)
    assert g.state.options["max_turns"] == 2000
    assert Game.new(DECKS, max_turns=5).state.options["max_turns"] == 5


@pytest.mark.parametrize("kw", [{"seed": 1.5}, {"life": "x"}, {"bogus": 1}, {"players": 1}, {"first_player": 9},
                                {"max_turns": 10**9}])
def test_scenario_bad_argument_is_a_typed_error(kw):
    with pytest.raises((GameOptionError, ManastackError)):
        Scenario(**kw)


# ---------------------------------------------------------------- fuzzing the edge

ARG = st.one_of(st.none(), st.booleans(), st.integers(-10, 10**20), st.floats(allow_nan=True), st.text(max_size=4),
                st.lists(st.integers(-2, 3), max_size=3), st.dictionaries(st.text(max_size=2), st.integers(), max_size=2))
NAMES = ["seed", "first_player", "life", "hand_size", "names", "mulligans", "auto_pay", "max_turns", "format",
         "range_of_influence", "bogus", "sideboards", "attractions", "max_effects"]


@settings(max_examples=200, deadline=None, suppress_health_check=list(HealthCheck))
@given(kw=st.dictionaries(st.sampled_from(NAMES), ARG, max_size=3), decks=st.one_of(st.just(DECKS), ARG))
def test_game_new_fuzz_either_typed_error_or_a_playable_game(kw, decks):
    try:
        g = Game.new(decks, **kw)
    except ManastackError:
        return
    assert problems(g.state) == []
    rng = random.Random(0)
    for _ in range(40):
        if g.result is not None:
            break
        assert g.decision is not None
        g.apply(rng.choice(g.legal_actions()))


def _game(seed: int) -> Game:
    g = Game.new(DECKS, seed=seed)
    rng = random.Random(seed)
    for _ in range(25 + seed % 20):
        if g.result is not None:
            break
        g.apply(rng.choice(g.legal_actions()))
    return g


GAMES = [_game(s) for s in range(4)]
CHOICE = st.recursive(st.one_of(st.none(), st.integers(-5, 10**6), st.text(max_size=6), st.booleans(),
                                st.sampled_from(["pass", "play", "cast", "activate", "declare", "cancel", "x"])),
                      lambda inner: st.lists(inner, max_size=4).map(tuple), max_leaves=8)


@settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))
@given(i=st.integers(0, len(GAMES) - 1), choice=CHOICE, near=st.integers(0, 10**6))
def test_apply_garbage_or_near_valid_choice_never_corrupts(i, choice, near):
    """An illegal answer raises IllegalActionError and leaves the state digest unchanged (733)."""
    g = GAMES[i].fork()
    if near % 2 and g.legal_actions():  # near-valid: a legal option with one part changed
        opt = list(g.legal_actions()[near % len(g.legal_actions())])
        opt[near % len(opt)] = choice
        choice = tuple(opt)
    before = g.digest()
    try:
        g.apply(choice)
    except IllegalActionError:
        assert g.digest() == before
        return
    assert problems(g.state) == []


@settings(max_examples=200, deadline=None, suppress_health_check=list(HealthCheck))
@given(text=st.one_of(st.text(max_size=50), st.binary(max_size=50),
                      st.recursive(st.one_of(st.none(), st.integers(), st.text(max_size=4)),
                                   lambda x: st.one_of(st.lists(x, max_size=3),
                                                       st.dictionaries(st.text(max_size=3), x, max_size=3)),
                                   max_leaves=10).map(json.dumps)))
def test_load_arbitrary_text_is_a_save_format_error(text):
    with pytest.raises(SaveFormatError):
        Game.load(text)


# ---------------------------------------------------------------- save(for_player)


def test_save_for_player_hides_what_they_may_not_know():
    """Swapping the opponent's hidden cards (hand, library order) and the generator state changes nothing
    in player 0's save; their own hand does show (402.3, 400.2)."""
    g = GAMES[2].fork()
    mine = g.save(for_player=0)
    st_ = g.state
    hand1 = st_.hand[1]
    assert hand1, "the opponent holds cards"
    for oid in hand1:
        st_.mut(oid).card = "Forest" if st_.objects[oid].card != "Forest" else "Grizzly Bears"
    st_.library[1].reverse()
    st_.library[0].reverse()
    st_.rng ^= 12345
    assert g.save(for_player=0) == mine
    assert g.save(for_player=1) != GAMES[2].save(for_player=1)
    data = json.loads(mine)
    assert data["format"] == "manastack-view" and "rng" not in mine
    assert data["view"]["players"][0]["hand"] is not None and data["view"]["players"][1]["hand"] is None


def test_save_for_player_bad_player_is_typed():
    with pytest.raises(GameOptionError):
        GAMES[0].save(for_player=2)


@pytest.mark.parametrize("make, option", [
    (lambda: RandomAgent(seed=1.5), "seed"), (lambda: HeuristicAgent(aggression="x"), "aggression"),
    (lambda: SearchAgent(max_nodes=0), "max_nodes"), (lambda: SearchAgent(time_budget=-1), "time_budget"),
    (lambda: SearchAgent(confidence=2), "confidence"), (lambda: SearchAgent(seed=None), "seed"),
])
def test_agent_constructor_bad_argument_is_typed(make, option):
    with pytest.raises(GameOptionError) as e:
        make()
    assert e.value.option == option
