"""Madness rulings (702.35) shared by every madness card among the target cards, each checked on each card
that carries it (issue #32). The discard outlet is Tormenting Voice (discard a card as an additional cost)."""
from __future__ import annotations

import pytest

from manastack.core.mana import ManaCost
from manastack.core.errors import ScenarioError
from manastack.testing import Scenario
from manastack.testing.scenario import full_database

from .keys import ruling
from .test_rebound_improvise import LANDS, resolve_all, settle

MADNESS_STACK = [
    pytest.param('Alms of the Vein', marks=ruling('Alms of the Vein', '2016-04-08', 'a spell cast for its madness')),
    pytest.param('Biting Rain', marks=ruling('Biting Rain', '2016-04-08', 'a spell cast for its madness')),
    pytest.param('Bloodmad Vampire', marks=ruling('Bloodmad Vampire', '2016-04-08', 'a spell cast for its madness')),
    pytest.param('Broken Concentration', marks=ruling('Broken Concentration', '2016-04-08', 'a spell cast for its madness')),
    pytest.param('Fiery Temper', marks=ruling('Fiery Temper', '2016-04-08', 'a spell cast for its madness')),
    pytest.param("Gisa's Bidding", marks=ruling("Gisa's Bidding", '2016-04-08', 'a spell cast for its madness')),
    pytest.param('Incorrigible Youths', marks=ruling('Incorrigible Youths', '2016-04-08', 'a spell cast for its madness')),
    pytest.param('Just the Wind', marks=ruling('Just the Wind', '2016-04-08', 'a spell cast for its madness')),
    pytest.param('Malevolent Whispers', marks=ruling('Malevolent Whispers', '2016-04-08', 'a spell cast for its madness')),
    pytest.param('Murderous Compulsion', marks=ruling('Murderous Compulsion', '2016-04-08', 'a spell cast for its madness')),
    pytest.param('Nagging Thoughts', marks=ruling('Nagging Thoughts', '2016-04-08', 'a spell cast for its madness')),
    pytest.param('Senseless Rage', marks=ruling('Senseless Rage', '2016-04-08', 'a spell cast for its madness')),
    pytest.param('Stensia Masquerade', marks=ruling('Stensia Masquerade', '2016-04-08', 'a spell cast for its madness')),
    pytest.param('Twins of Maurer Estate', marks=ruling('Twins of Maurer Estate', '2016-04-08', 'a spell cast for its madness')),
]

MADNESS_MV = [
    pytest.param('Alms of the Vein', marks=ruling('Alms of the Vein', '2016-04-08', 'casting a spell for its madness')),
    pytest.param('Biting Rain', marks=ruling('Biting Rain', '2016-04-08', 'casting a spell for its madness')),
    pytest.param('Bloodmad Vampire', marks=ruling('Bloodmad Vampire', '2016-04-08', 'casting a spell for its madness')),
    pytest.param('Broken Concentration', marks=ruling('Broken Concentration', '2016-04-08', 'casting a spell for its madness')),
    pytest.param('Fiery Temper', marks=ruling('Fiery Temper', '2016-04-08', 'casting a spell for its madness')),
    pytest.param("Gisa's Bidding", marks=ruling("Gisa's Bidding", '2016-04-08', 'casting a spell for its madness')),
    pytest.param('Incorrigible Youths', marks=ruling('Incorrigible Youths', '2016-04-08', 'casting a spell for its madness')),
    pytest.param('Just the Wind', marks=ruling('Just the Wind', '2016-04-08', 'casting a spell for its madness')),
    pytest.param('Malevolent Whispers', marks=ruling('Malevolent Whispers', '2016-04-08', 'casting a spell for its madness')),
    pytest.param('Murderous Compulsion', marks=ruling('Murderous Compulsion', '2016-04-08', 'casting a spell for its madness')),
    pytest.param('Nagging Thoughts', marks=ruling('Nagging Thoughts', '2016-04-08', 'casting a spell for its madness')),
    pytest.param('Senseless Rage', marks=ruling('Senseless Rage', '2016-04-08', 'casting a spell for its madness')),
    pytest.param('Stensia Masquerade', marks=ruling('Stensia Masquerade', '2016-04-08', 'casting a spell for its madness')),
    pytest.param('Twins of Maurer Estate', marks=ruling('Twins of Maurer Estate', '2016-04-08', 'casting a spell for its madness')),
]

MADNESS_DECLINE = [
    pytest.param('Alms of the Vein', marks=ruling('Alms of the Vein', '2016-04-08', 'if you choose not to cast')),
    pytest.param('Biting Rain', marks=ruling('Biting Rain', '2016-04-08', 'if you choose not to cast')),
    pytest.param('Bloodmad Vampire', marks=ruling('Bloodmad Vampire', '2016-04-08', 'if you choose not to cast')),
    pytest.param('Broken Concentration', marks=ruling('Broken Concentration', '2016-04-08', 'if you choose not to cast')),
    pytest.param('Fiery Temper', marks=ruling('Fiery Temper', '2016-04-08', 'if you choose not to cast')),
    pytest.param("Gisa's Bidding", marks=ruling("Gisa's Bidding", '2016-04-08', 'if you choose not to cast')),
    pytest.param('Incorrigible Youths', marks=ruling('Incorrigible Youths', '2016-04-08', 'if you choose not to cast')),
    pytest.param('Just the Wind', marks=ruling('Just the Wind', '2016-04-08', 'if you choose not to cast')),
    pytest.param('Malevolent Whispers', marks=ruling('Malevolent Whispers', '2016-04-08', 'if you choose not to cast')),
    pytest.param('Murderous Compulsion', marks=ruling('Murderous Compulsion', '2016-04-08', 'if you choose not to cast')),
    pytest.param('Nagging Thoughts', marks=ruling('Nagging Thoughts', '2016-04-08', 'if you choose not to cast')),
    pytest.param('Senseless Rage', marks=ruling('Senseless Rage', '2016-04-08', 'if you choose not to cast')),
    pytest.param('Stensia Masquerade', marks=ruling('Stensia Masquerade', '2016-04-08', 'if you choose not to cast')),
    pytest.param('Twins of Maurer Estate', marks=ruling('Twins of Maurer Estate', '2016-04-08', 'if you choose not to cast')),
]

MADNESS_COST_ORDER = [
    pytest.param('Alms of the Vein', marks=ruling('Alms of the Vein', '2016-04-08', 'if you discard a card with madness to')),
    pytest.param('Biting Rain', marks=ruling('Biting Rain', '2016-04-08', 'if you discard a card with madness to')),
    pytest.param('Bloodmad Vampire', marks=ruling('Bloodmad Vampire', '2016-04-08', 'if you discard a card with madness to')),
    pytest.param('Broken Concentration', marks=ruling('Broken Concentration', '2016-04-08', 'if you discard a card with madness to')),
    pytest.param('Fiery Temper', marks=ruling('Fiery Temper', '2016-04-08', 'if you discard a card with madness to')),
    pytest.param("Gisa's Bidding", marks=ruling("Gisa's Bidding", '2016-04-08', 'if you discard a card with madness to')),
    pytest.param('Incorrigible Youths', marks=ruling('Incorrigible Youths', '2016-04-08', 'if you discard a card with madness to')),
    pytest.param('Just the Wind', marks=ruling('Just the Wind', '2016-04-08', 'if you discard a card with madness to')),
    pytest.param('Malevolent Whispers', marks=ruling('Malevolent Whispers', '2016-04-08', 'if you discard a card with madness to')),
    pytest.param('Murderous Compulsion', marks=ruling('Murderous Compulsion', '2016-04-08', 'if you discard a card with madness to')),
    pytest.param('Nagging Thoughts', marks=ruling('Nagging Thoughts', '2016-04-08', 'if you discard a card with madness to')),
    pytest.param('Senseless Rage', marks=ruling('Senseless Rage', '2016-04-08', 'if you discard a card with madness to')),
    pytest.param('Stensia Masquerade', marks=ruling('Stensia Masquerade', '2016-04-08', 'if you discard a card with madness to')),
    pytest.param('Twins of Maurer Estate', marks=ruling('Twins of Maurer Estate', '2016-04-08', 'if you discard a card with madness to')),
]

MADNESS_ONLY_HAND = [
    pytest.param('Alms of the Vein', marks=ruling('Alms of the Vein', '2016-04-08', 'cards are discarded in a magic')),
    pytest.param('Biting Rain', marks=ruling('Biting Rain', '2016-04-08', 'cards are discarded in a magic')),
    pytest.param('Bloodmad Vampire', marks=ruling('Bloodmad Vampire', '2016-04-08', 'cards are discarded in a magic')),
    pytest.param('Broken Concentration', marks=ruling('Broken Concentration', '2016-04-08', 'cards are discarded in a magic')),
    pytest.param('Fiery Temper', marks=ruling('Fiery Temper', '2016-04-08', 'cards are discarded in a magic')),
    pytest.param("Gisa's Bidding", marks=ruling("Gisa's Bidding", '2016-04-08', 'cards are discarded in a magic')),
    pytest.param('Incorrigible Youths', marks=ruling('Incorrigible Youths', '2016-04-08', 'cards are discarded in a magic')),
    pytest.param('Just the Wind', marks=ruling('Just the Wind', '2016-04-08', 'cards are discarded in a magic')),
    pytest.param('Malevolent Whispers', marks=ruling('Malevolent Whispers', '2016-04-08', 'cards are discarded in a magic')),
    pytest.param('Murderous Compulsion', marks=ruling('Murderous Compulsion', '2016-04-08', 'cards are discarded in a magic')),
    pytest.param('Nagging Thoughts', marks=ruling('Nagging Thoughts', '2016-04-08', 'cards are discarded in a magic')),
    pytest.param('Senseless Rage', marks=ruling('Senseless Rage', '2016-04-08', 'cards are discarded in a magic')),
    pytest.param('Stensia Masquerade', marks=ruling('Stensia Masquerade', '2016-04-08', 'cards are discarded in a magic')),
    pytest.param('Twins of Maurer Estate', marks=ruling('Twins of Maurer Estate', '2016-04-08', 'cards are discarded in a magic')),
]

MADNESS_ANY_DISCARD = [
    pytest.param('Alms of the Vein', marks=ruling('Alms of the Vein', '2016-04-08', 'madness works independently of why youre')),
    pytest.param('Biting Rain', marks=ruling('Biting Rain', '2016-04-08', 'madness works independently of why youre')),
    pytest.param('Bloodmad Vampire', marks=ruling('Bloodmad Vampire', '2016-04-08', 'madness works independently of why youre')),
    pytest.param('Broken Concentration', marks=ruling('Broken Concentration', '2016-04-08', 'madness works independently of why youre')),
    pytest.param('Fiery Temper', marks=ruling('Fiery Temper', '2016-04-08', 'madness works independently of why youre')),
    pytest.param("Gisa's Bidding", marks=ruling("Gisa's Bidding", '2016-04-08', 'madness works independently of why youre')),
    pytest.param('Incorrigible Youths', marks=ruling('Incorrigible Youths', '2016-04-08', 'madness works independently of why youre')),
    pytest.param('Just the Wind', marks=ruling('Just the Wind', '2016-04-08', 'madness works independently of why youre')),
    pytest.param('Malevolent Whispers', marks=ruling('Malevolent Whispers', '2016-04-08', 'madness works independently of why youre')),
    pytest.param('Murderous Compulsion', marks=ruling('Murderous Compulsion', '2016-04-08', 'madness works independently of why youre')),
    pytest.param('Nagging Thoughts', marks=ruling('Nagging Thoughts', '2016-04-08', 'madness works independently of why youre')),
    pytest.param('Senseless Rage', marks=ruling('Senseless Rage', '2016-04-08', 'madness works independently of why youre')),
    pytest.param('Stensia Masquerade', marks=ruling('Stensia Masquerade', '2016-04-08', 'madness works independently of why youre')),
    pytest.param('Twins of Maurer Estate', marks=ruling('Twins of Maurer Estate', '2016-04-08', 'madness works independently of why youre')),
]


def _board(card: str, counter: bool = False):
    s = Scenario.full()
    h = s.hand(0, card)
    s.hand(0, "Tormenting Voice")
    for p in (0, 1):
        s.battlefield(p, "Grizzly Bears")
        s.graveyard(p, "Centaur Courser")
    s.battlefield(1, "Centaur Courser", tapped=True)  # for "destroy target tapped creature"
    for land in LANDS:
        s.lands(0, land, 2)
    s.lands(0, "Mountain", 2)
    if counter:
        s.hand(1, "Counterspell")
        s.lands(1, "Island", 2)
    return s, h


def _discard_to_voice(g, h):
    g.cast("Tormenting Voice", pay="manual")
    g.answer(next(o for o in g.decision.options if o[0] == "choose" and o[1] == g.find(h)))
    settle(g)


def _to_madness_choice(g):
    for _ in range(6):
        if g.decision.kind == "option":
            return
        g.answer(("pass",))
    raise AssertionError(f"no madness choice: {g.decision.kind}")


def _cast_madness(g):
    _to_madness_choice(g)
    g.answer(next(o for o in g.decision.options if o[0] != "decline"))
    settle(g)


@pytest.mark.parametrize("card", MADNESS_COST_ORDER)
def test_madness_discarded_as_a_cost_resolves_before_that_spell_702_35a(card):
    """702.35a, 603.3: discarded to pay Tormenting Voice's cost, the card is exiled and its madness trigger
    goes on the stack above Voice; the madness spell is cast and resolves before Voice."""
    s, h = _board(card)
    g = s.start("main1")
    _discard_to_voice(g, h)
    g.expect_zone(h, "exile")
    g.check(len(g.stack) == 2 and g.stack[0] == "Tormenting Voice", f"trigger above Voice: {g.stack}")
    _cast_madness(g)
    g.check(g.stack[0] == "Tormenting Voice" and len(g.stack) >= 2, f"madness spell above Voice: {g.stack}")


@pytest.mark.parametrize("card", MADNESS_STACK)
def test_madness_spell_can_be_countered_702_35a(card):
    """702.35a: a spell cast for its madness cost is an ordinary spell on the stack — it can be countered."""
    s, h = _board(card, counter=True)
    g = s.start("main1")
    _discard_to_voice(g, h)
    _cast_madness(g)
    g.pass_priority()
    g.cast("Counterspell", target=h)
    resolve_all(g)
    g.expect_zone(h, "graveyard")


@pytest.mark.parametrize("card", MADNESS_MV)
def test_madness_doesnt_change_mana_value_118_9_202_3(card):
    """118.9, 202.3: cast for its madness cost, the spell keeps the mana value of its mana cost."""
    s, h = _board(card)
    g = s.start("main1")
    _discard_to_voice(g, h)
    _cast_madness(g)
    want = ManaCost.parse(full_database().get(card).front.mana_cost, strict=False).mana_value
    g.check(g.obj(h).zone == "stack" and g.obj(h).mana_value == want, f"mana value {g.obj(h).mana_value}")


@pytest.mark.parametrize("card", MADNESS_DECLINE)
def test_madness_declined_goes_to_the_graveyard_702_35a(card):
    """702.35a: not cast as the trigger resolves, the card is put into its owner's graveyard for good."""
    s, h = _board(card)
    g = s.start("main1")
    _discard_to_voice(g, h)
    _to_madness_choice(g)
    g.answer(("decline",) if ("decline",) in g.decision.options else g.decision.options[-1])
    resolve_all(g)
    g.expect_zone(h, "graveyard")
    g.check(not any(o[0] == "cast" and o[1] == g.find(h) for o in g.options()), "no later chance")


@pytest.mark.parametrize("card", MADNESS_ONLY_HAND)
def test_milling_a_madness_card_is_not_discarding_it_701_9a_701_17(card):
    """701.9a, 701.17a: a card milled from the library isn't discarded: madness doesn't apply."""
    s = Scenario.full()
    s.battlefield(0, "Jace Beleren", counters={"loyalty": 10})
    s.library(0, card)
    g = s.start("main1")
    g.activate("Jace Beleren", loyalty=-10, target="p1")
    g.pass_until_resolved()
    g.check(card in g.zone(0, "graveyard") and g.stack == [], f"milled, no trigger: {g.stack}")


@pytest.mark.parametrize("card", MADNESS_ANY_DISCARD)
def test_madness_works_for_a_discard_to_hand_size_in_cleanup_514_1_702_35a(card):
    """514.1, 702.35a: discarded to the maximum hand size in the cleanup step, the card is exiled and its
    madness trigger goes on the stack (players then get priority in the cleanup step, 514.3a)."""
    s = Scenario.full()
    h = s.hand(0, card, *["Grizzly Bears"] * 7)[0]
    g = s.start("main1")
    g.pass_until("cleanup")
    d = g.decision
    g.check(d.kind == "discard", f"discard to hand size: {d.kind}")
    g.answer(next(o for o in d.options if len(o) > 1 and o[1] == g.find(h)))
    settle(g)
    g.expect_zone(h, "exile")
    g.check(len(g.stack) == 1, f"the madness trigger is on the stack: {g.stack}")

MADNESS_WHILE_RESOLVING = [
    pytest.param('Alms of the Vein', marks=ruling('Alms of the Vein', '2016-04-08', 'if you discard a card with madness while')),
    pytest.param('Biting Rain', marks=ruling('Biting Rain', '2016-04-08', 'if you discard a card with madness while')),
    pytest.param('Bloodmad Vampire', marks=ruling('Bloodmad Vampire', '2016-04-08', 'if you discard a card with madness while')),
    pytest.param('Broken Concentration', marks=ruling('Broken Concentration', '2016-04-08', 'if you discard a card with madness while')),
    pytest.param('Fiery Temper', marks=ruling('Fiery Temper', '2016-04-08', 'if you discard a card with madness while')),
    pytest.param("Gisa's Bidding", marks=ruling("Gisa's Bidding", '2016-04-08', 'if you discard a card with madness while')),
    pytest.param('Incorrigible Youths', marks=ruling('Incorrigible Youths', '2016-04-08', 'if you discard a card with madness while')),
    pytest.param('Just the Wind', marks=ruling('Just the Wind', '2016-04-08', 'if you discard a card with madness while')),
    pytest.param('Malevolent Whispers', marks=ruling('Malevolent Whispers', '2016-04-08', 'if you discard a card with madness while')),
    pytest.param('Murderous Compulsion', marks=ruling('Murderous Compulsion', '2016-04-08', 'if you discard a card with madness while')),
    pytest.param('Nagging Thoughts', marks=ruling('Nagging Thoughts', '2016-04-08', 'if you discard a card with madness while')),
    pytest.param('Senseless Rage', marks=ruling('Senseless Rage', '2016-04-08', 'if you discard a card with madness while')),
    pytest.param('Stensia Masquerade', marks=ruling('Stensia Masquerade', '2016-04-08', 'if you discard a card with madness while')),
    pytest.param('Twins of Maurer Estate', marks=ruling('Twins of Maurer Estate', '2016-04-08', 'if you discard a card with madness while')),
]


def _mind_rot(g):
    try:
        g.cast("Mind Rot")
    except ScenarioError:  # the target player
        pass
    while g.decision.kind != "priority":
        g.answer(next((o for o in g.decision.options if o == ("target_player", 0)), g.decision.options[0]))


@pytest.mark.parametrize("card", MADNESS_WHILE_RESOLVING)
def test_madness_card_discarded_by_a_resolving_spell_waits_until_it_finishes_702_35a_608_2g(card):
    """702.35a, 608.2g, 603.3: the opponent's Mind Rot makes player 0 discard the madness card: it goes
    straight to exile, Mind Rot finishes resolving (into its graveyard), and only then the madness trigger is
    put on the stack."""
    s = Scenario.full()
    h = s.hand(0, card)
    s.hand(1, "Mind Rot")
    s.lands(1, "Swamp", 3)
    g = s.start("main1", active=1)
    _mind_rot(g)
    for _ in range(6):
        if g.zone_of("Mind Rot") == "graveyard":
            break
        d = g.decision
        g.answer(("pass",) if d.kind == "priority" else next(o for o in d.options if o[0] != "decline"))
    g.expect_zone(h, "exile")
    g.expect_zone("Mind Rot", "graveyard")
    g.check(len(g.stack) == 1 or g.decision.kind == "option", f"the madness trigger waits alone: {g.stack}")
