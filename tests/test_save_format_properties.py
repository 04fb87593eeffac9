"""Saved games edited by hand: any corruption is either loaded into a consistent game or rejected with
SaveFormatError — never another exception, never a half-loaded game (reliability, bad input)."""
import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from manastack import Game
from manastack.core.errors import SaveFormatError
from manastack.engine.validate import problems

BOLT = ["Mountain"] * 24 + ["Lightning Bolt"] * 12 + ["Grizzly Bears"] * 24
BEARS = ["Forest"] * 24 + ["Grizzly Bears"] * 36


def _midgame_save() -> str:
    g = Game.new([BOLT, BEARS], seed=9)
    rng = random.Random(3)
    for _ in range(120):
        if g.result is not None:
            break
        g.apply(rng.choice(g.legal_actions()))
    return g.save()


SAVE = _midgame_save()
DATA = json.loads(SAVE)
KEYS = sorted(DATA)
JUNK = st.one_of(st.none(), st.integers(-5, 10**6), st.text(max_size=5), st.lists(st.integers(-3, 50), max_size=3),
                 st.dictionaries(st.text(max_size=3), st.integers(), max_size=2), st.booleans())


def _paths(obj, prefix=()):
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield prefix + (k,)
            yield from _paths(v, prefix + (k,))
    elif isinstance(obj, list):
        for i, v in enumerate(obj[:6]):
            yield prefix + (i,)
            yield from _paths(v, prefix + (i,))


PATHS = list(_paths(DATA))


def _set(obj, path, value):
    for p in path[:-1]:
        obj = obj[p]
    obj[path[-1]] = value


def _delete(obj, path):
    for p in path[:-1]:
        obj = obj[p]
    if isinstance(obj, dict):
        del obj[path[-1]]
    else:
        obj.pop(path[-1])


def _load_or_reject(text):
    try:
        g = Game.load(text)
    except SaveFormatError:
        return None
    assert problems(g.state) == []
    # a game that loaded must also play on: a few legal actions never crash
    rng = random.Random(0)
    for _ in range(5):
        if g.result is not None or not g.legal_actions():
            break
        before = g.digest()
        try:
            g.apply(rng.choice(g.legal_actions()))
        except SaveFormatError:
            assert g.digest() == before  # rejected, untouched
            break
    return g


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(PATHS), JUNK)
def test_replacing_any_value_loads_consistently_or_raises_save_format_error(path, value):
    d = json.loads(SAVE)
    _set(d, path, value)
    _load_or_reject(json.dumps(d))


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(PATHS))
def test_deleting_any_value_loads_consistently_or_raises_save_format_error(path):
    d = json.loads(SAVE)
    _delete(d, path)
    _load_or_reject(json.dumps(d))


@settings(max_examples=60, deadline=None)
@given(st.integers(0, len(SAVE) - 1))
def test_truncated_save_is_rejected(cut):
    try:
        Game.load(SAVE[:cut])
    except SaveFormatError:
        return
    raise AssertionError("a truncated save loaded")


def test_untouched_save_loads_with_same_digest():
    g = Game.load(SAVE)
    assert g.digest() == Game.load(SAVE).digest()
