"""Game.load treats a save as untrusted input (issue #26): the pending decision is re-derived, cards must
come from the decks, numbers stay within the engine's bounds, nesting and size are bounded, options
can't exceed the loader's limits. Every violation is a SaveFormatError naming the field."""
import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from manastack import Game
from manastack.core.errors import GameOverError, IllegalActionError, ManastackError, SaveFormatError
from manastack.engine.validate import problems

FORESTS = ["Forest"] * 30 + ["Grizzly Bears"] * 30
ISLANDS = ["Island"] * 30 + ["Grizzly Bears"] * 30


def _main_phase_game() -> Game:
    """Player 0 with priority in their first main phase, a land not yet played."""
    g = Game.new([FORESTS, ISLANDS], seed=3, first_player=0, mulligans=False)
    while not (g.decision.kind == "priority" and g.step == "main1" and g.decision.player == 0):
        g.apply(("pass",) if ("pass",) in g.legal_actions() else g.legal_actions()[0])
    return g


def _edit(g: Game, fn) -> str:
    d = json.loads(g.save())
    fn(d)
    return json.dumps(d)


def _reject(text: str, field: str) -> SaveFormatError:
    with pytest.raises(SaveFormatError) as e:
        Game.load(text)
    assert e.value.field is not None and e.value.field.startswith(field), (e.value.field, str(e.value))
    return e.value


def test_a_real_save_loads_and_plays_on():
    g = _main_phase_game()
    g2 = Game.load(g.save())
    assert g2.digest() == g.digest() and g2.legal_actions() == g.legal_actions()


def test_option_to_play_a_land_from_the_library_is_rejected():
    """Appending ["play", <a Forest in the library>] to the saved options: the options are computed again
    from the state (305.1, 117) and don't match."""
    g = _main_phase_game()
    forest = next(o for o in g.state.library[0] if g.state.objects[o].card == "Forest")

    def add(d):
        d["decision"]["options"].append(["play", forest])
    e = _reject(_edit(g, add), "decision.options")
    assert "not legal" in str(e)


def test_option_to_cast_the_opponents_card_is_rejected():
    g = _main_phase_game()
    theirs = g.state.hand[1][0]
    _reject(_edit(g, lambda d: d["decision"]["options"].append(["cast", theirs, "normal"])), "decision.options")


def test_options_raising_limits_are_rejected():
    g = _main_phase_game()
    for k in ("max_turns", "max_tasks_per_apply"):
        _reject(_edit(g, lambda d: d["options"]["@dict"].append([k, 10**18])), f"options.{k}")


def test_loader_may_allow_higher_limits_by_name():
    g = _main_phase_game()
    text = _edit(g, lambda d: d["options"]["@dict"].append(["max_turns", 5000]))
    _reject(text, "options.max_turns")
    assert Game.load(text, limits={"max_turns": 5000}, raise_limits=True).state.options["max_turns"] == 5000


def test_loader_lower_limit_applies_to_a_save_without_one():
    g = _main_phase_game()
    assert Game.load(g.save(), limits={"max_turns": 3}).state.options["max_turns"] == 3


def test_huge_mana_pool_is_rejected():
    g = _main_phase_game()
    _reject(_edit(g, lambda d: d["players"][0]["pool"]["@list"].__setitem__(4, 10**30)), "players[0].pool")


def test_card_never_in_any_deck_is_rejected():
    g = _main_phase_game()

    def swap(d):
        oid = d["hand"][0][0]
        next(o for o in d["objects"] if o["id"] == oid)["card"] = "Lightning Bolt"
    _reject(_edit(g, swap), "players[0].deck")


def test_huge_life_negative_turn_and_result_beside_decision_are_rejected():
    g = _main_phase_game()
    _reject(_edit(g, lambda d: d["players"][1].__setitem__("life", 10**4000)), "players[1].life")
    _reject(_edit(g, lambda d: d.__setitem__("turn", -5)), "turn")
    res = {"winners": [0], "losers": [1], "draw": False, "reason": "x", "restarted": False, "turn": 1}
    _reject(_edit(g, lambda d: d.__setitem__("result", res)), "result")


def test_deep_nesting_is_rejected_without_recursion_error():
    g = _main_phase_game()
    _reject(_edit(g, lambda d: d.__setitem__("turn_data", json.loads("[" * 900 + "]" * 900))), "text")
    _reject('{"format":"manastack-save","a":' + "[" * 100000 + "]" * 100000 + "}", "text")


def test_oversized_and_non_text_saves_are_rejected():
    with pytest.raises(SaveFormatError):
        Game.load(" " * 200, limits={"max_save_bytes": 100})
    _reject(b"\xff\xfe\x00", "text")
    _reject(12, "text")  # type: ignore[arg-type]


# ---------------------------------------------------------------- property: random edits of real saves


def _real_save() -> str:
    g = Game.new([FORESTS, ISLANDS], seed=11)
    rng = random.Random(5)
    for _ in range(90):
        if g.result is not None:
            break
        g.apply(rng.choice(g.legal_actions()))
    return g.save()


SAVE = _real_save()
DATA = json.loads(SAVE)


def _paths(obj, prefix=()):
    if isinstance(obj, dict):
        for k, v in obj.items():
            if k != "log":
                yield prefix + (k,)
                yield from _paths(v, prefix + (k,))
    elif isinstance(obj, list):
        for i, v in enumerate(obj[:8]):
            yield prefix + (i,)
            yield from _paths(v, prefix + (i,))


PATHS = list(_paths(DATA))
VALUES = st.one_of(st.none(), st.booleans(), st.integers(-10**20, 10**20), st.integers(-3, 80),
                   st.text(max_size=6), st.lists(st.integers(-3, 80), max_size=3),
                   st.sampled_from(["Forest", "Island", "Grizzly Bears", "Lightning Bolt", "priority", "library"]))


@settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
@given(edits=st.lists(st.tuples(st.sampled_from(PATHS), VALUES), min_size=1, max_size=3), moves=st.integers(0, 2**30))
def test_random_edits_are_rejected_or_load_to_a_playable_consistent_game(edits, moves):
    """A hand-edited save is either refused with SaveFormatError, or loads to a state that passes the
    engine's consistency checks and plays on with nothing but typed errors."""
    d = json.loads(SAVE)
    for path, value in edits:
        obj = d
        try:
            for p in path[:-1]:
                obj = obj[p]
            obj[path[-1]] = value
        except (KeyError, IndexError, TypeError):
            continue
    try:
        g = Game.load(json.dumps(d))
    except SaveFormatError:
        return
    assert problems(g.state) == []
    rng = random.Random(moves)
    for _ in range(30):
        if g.result is not None:
            break
        opts = g.legal_actions()
        if not opts:
            break
        try:
            g.apply(rng.choice(opts))
        except (SaveFormatError, GameOverError):
            return
        except ManastackError:
            return
        assert problems(g.state) == []


@settings(max_examples=200, deadline=None)
@given(st.recursive(st.one_of(st.none(), st.integers(), st.text(alphabet='[]{}"\\/bnu\n—x', max_size=6)),
                    lambda x: st.one_of(st.lists(x, max_size=3), st.dictionaries(st.text(max_size=3), x, max_size=3)),
                    max_leaves=15))
def test_text_depth_matches_the_parsed_depth(v):
    from manastack.engine.validate import json_depth, text_depth

    t = json.dumps(v)
    assert text_depth(t, 500) == json_depth(v)
    assert text_depth(json.dumps(v, ensure_ascii=False), 500) == json_depth(v)
