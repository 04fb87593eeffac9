"""Property: a filter with alternatives (``Filter.either``: "an artifact, an enchantment, or a creature with
flying") matches exactly the objects one of its alternatives matches, in every consumer that reads it:
``evaluate.matches`` (permanents, and cards once a consumer re-kinds the outer filter: 601.3b flash permissions,
118.3 costs), ``triggers.matches_snapshot`` (last known information, 603.10a, 608.2h) and ``payment.spend_allowed``
(106.6: "Spend this mana only to cast an instant, sorcery, or Spirit spell"). Also: last known information reads
every characteristic it keeps as the live object would (a filter on the snapshot of a permanent agrees with the
same filter on the permanent)."""
from __future__ import annotations

from dataclasses import replace
from functools import lru_cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from manastack.core.colors import LETTER_BIT
from manastack.engine.evaluate import Env, matches, snapshot
from manastack.engine.payment import spend_allowed
from manastack.engine.triggers import matches_snapshot
from manastack.testing import Scenario
from manastack.tree.filters import Filter, alternatives

BOARD = [(0, "Grizzly Bears", {}), (0, "Ornithopter", {"tapped": True}), (1, "Smuggler's Copter", {}),
         (1, "Sol Ring", {}), (0, "Forest", {}), (1, "Azorius Guildgate", {}), (1, "Serra Angel", {}),
         (0, "Goblin Piker", {"counters": {"+1/+1": 1}}), (1, "Llanowar Elves", {"token": True}),
         (0, "Isamaru, Hound of Konda", {}), (1, "Shivan Dragon", {})]
HAND = ["Opt", "Lightning Bolt", "Spectral Sailor", "Savannah Lions", "Ornithopter", "Divination", "Forest"]


@lru_cache(maxsize=1)
def _game():
    s = Scenario.full()
    for p, name, kw in BOARD:
        s.battlefield(p, name, **kw)
    s.hand(0, *HAND)
    g = s.start("main1")
    st_ = g.state
    return st_, list(st_.battlefield), list(st_.hand[0])


TYPES = ["Creature", "Artifact", "Land", "Instant", "Sorcery", "Enchantment"]
SUBTYPES = ["Vehicle", "Gate", "Goblin", "Spirit", "Angel", "Dragon", "Elf", "Forest"]
KEYWORDS = ["Flying", "Haste", "Crew"]


@st.composite
def leaf(draw):
    f = {}
    if draw(st.booleans()):
        f["types"] = tuple(draw(st.lists(st.sampled_from(TYPES), min_size=1, max_size=2, unique=True)))
    if draw(st.booleans()):
        f["subtypes"] = tuple(draw(st.lists(st.sampled_from(SUBTYPES), min_size=1, max_size=2, unique=True)))
    if draw(st.integers(0, 3)) == 0:
        f["not_types"] = (draw(st.sampled_from(TYPES)),)
    if draw(st.integers(0, 3)) == 0:
        f["colors"] = LETTER_BIT[draw(st.sampled_from("WUBRG"))]
    if draw(st.integers(0, 3)) == 0:
        f["has_keyword"] = (draw(st.sampled_from(KEYWORDS)),)
    if draw(st.integers(0, 4)) == 0:
        f["lacks_keyword"] = (draw(st.sampled_from(KEYWORDS)),)
    if draw(st.integers(0, 3)) == 0:
        f["controller"] = draw(st.sampled_from(["you", "opponent"]))
    if draw(st.integers(0, 4)) == 0:
        f["power"] = (draw(st.sampled_from(["<=", ">=", "="])), draw(st.integers(0, 5)))
    if draw(st.integers(0, 4)) == 0:
        f["toughness"] = (draw(st.sampled_from(["<=", ">="])), draw(st.integers(0, 5)))
    if draw(st.integers(0, 4)) == 0:
        f["mana_value"] = (draw(st.sampled_from(["<=", ">="])), draw(st.integers(0, 5)))
    if draw(st.integers(0, 4)) == 0:
        f["token"] = draw(st.booleans())
    if draw(st.integers(0, 4)) == 0:
        f["legendary"] = draw(st.booleans())
    if draw(st.integers(0, 5)) == 0:
        f["colorless"] = draw(st.booleans())
    if draw(st.integers(0, 5)) == 0:
        f["basic_land"] = True
    if draw(st.integers(0, 5)) == 0:
        f["historic"] = True
    if draw(st.integers(0, 5)) == 0:
        f["with_counter"] = draw(st.sampled_from(["+1/+1", "any"]))
    return Filter(**f)


PROPS = settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@pytest.fixture(scope="module")
def game(full_db):
    return _game()


@PROPS
@given(a=leaf(), b=leaf(), tapped=st.sampled_from([None, True, False]))
def test_either_matches_a_permanent_one_of_its_alternatives_matches(game, a, b, tapped):
    state, perms, _ = game
    if tapped is not None:
        b = replace(b, tapped=tapped)
    either = Filter(either=(a, b))
    for who in (0, 1):
        env = Env(state, None, who)
        for oid in perms:
            assert matches(env, either, oid) == (matches(env, a, oid) or matches(env, b, oid))


@PROPS
@given(a=leaf(), b=leaf(), zone=st.sampled_from([("card", "hand"), ("object", None)]))
def test_either_rekinded_matches_a_card_as_its_alternatives_would(game, a, b, zone):
    """A consumer that re-kinds the outer filter (a flash permission or a spend restriction read for a card in a
    hand) re-kinds its alternatives with it."""
    state, _, hand = game
    kind, z = zone
    # alternatives as the compiler leaves them: the kind of the noun ("spell"); the outer filter re-kinded
    either = Filter(kind=kind, zone=z, either=(replace(a, kind="spell"), replace(b, kind="spell")))
    env = Env(state, None, 0)
    for oid in hand:
        want = matches(env, replace(a, kind=kind, zone=z), oid) or matches(env, replace(b, kind=kind, zone=z), oid)
        assert matches(env, either, oid) == want
    assert all(x.kind == kind and x.zone == z for x in alternatives(either))


@PROPS
@given(a=leaf(), b=leaf())
def test_603_10a_either_on_last_known_information_matches_as_an_alternative_does(game, a, b):
    state, perms, _ = game
    either = Filter(either=(a, b))
    env = Env(state, None, 0)
    for oid in perms:
        snap = snapshot(state, oid)
        assert matches_snapshot(env, either, snap) == (matches_snapshot(env, a, snap) or matches_snapshot(env, b, snap))


@PROPS
@given(f=leaf())
def test_608_2h_last_known_information_agrees_with_the_permanent(game, f):
    """The snapshot keeps types, colors, keywords, power, toughness, mana value, counters, token-ness and
    supertypes; a filter on those agrees with the same filter on the live permanent."""
    state, perms, _ = game
    for who in (0, 1):
        env = Env(state, None, who)
        for oid in perms:
            assert matches_snapshot(env, f, snapshot(state, oid)) == matches(env, f, oid), (f, state.objects[oid].card)


@PROPS
@given(a=leaf(), b=leaf(), negate=st.booleans())
def test_106_6_spend_restriction_with_alternatives(game, a, b, negate):
    """Restricted mana ("Spend this mana only to cast instant, sorcery, Demon, and Spirit spells", 106.6) may pay
    for a card exactly when one of the alternatives allows it."""
    state, perms, hand = game
    src = perms[0]

    def rec(filt):
        return ("C", filt, negate, src, 0)

    sa, sb = replace(a, kind="spell"), replace(b, kind="spell")
    either = Filter(kind="spell", either=(sa, sb))
    for oid in hand:
        one = spend_allowed(state, rec(sa), oid) != negate or spend_allowed(state, rec(sb), oid) != negate
        assert (spend_allowed(state, rec(either), oid) != negate) == one
