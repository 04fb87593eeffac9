"""Official rulings of Coveted Prize (party 700.8, a cost reduction 601.2f, casting without paying its mana cost
during resolution 608.2g/118.9) — seventh pass of issue #32."""
from __future__ import annotations

from manastack.testing import Scenario

from .keys import ruling
from .test_rebound_improvise import resolve_all

CLERIC = "Skyclave Cleric // Skyclave Basilica"
ROGUE = "Blackbloom Rogue // Blackbloom Bog"
WARRIOR = "Akoum Warrior // Akoum Teeth"
WIZARD = "Prodigal Sorcerer"
FULL = (CLERIC, ROGUE, WARRIOR, WIZARD)


def _prize(*creatures, hand=("Hill Giant",), library=("Grizzly Bears", "Forest")):
    s = Scenario.full()
    for c in creatures:
        s.battlefield(0, c)
    lands = s.lands(0, "Swamp", 5)
    s.library(0, *library)
    s.hand(0, "Coveted Prize", *hand)
    g = s.start("main1")
    g.cast("Coveted Prize")
    return g, sum(1 for x in lands if g.obj(x).tapped)


def _search(g, name):
    """Resolve Coveted Prize up to its free-cast choice, finding ``name``."""
    g.pass_priority(2)
    d = g.decision
    assert d.kind == "choose_cards", d.kind
    g.answer(next(o for o in d.options if o[0] == "choose" and g._name(o[1]) == name))
    return g.decision


def _free(d, g):
    return {g._name(o[1]) for o in d.options if o[0] == "cast" and o[2] == "free"}


@ruling("Coveted Prize", "2020-09-25", "to determine the number of creatures")
def test_coveted_prize_2020_09_25_to_determine_the_number_of_creatures_700_8():
    """700.8: a Cleric and a Rogue (and a Bear, which isn't a party type): party 2, Coveted Prize ({4}{B})
    costs {2}{B}: three Swamps tapped."""
    g, tapped = _prize(CLERIC, ROGUE, "Grizzly Bears")
    assert tapped == 3, tapped


@ruling("Coveted Prize", "2020-09-25", "if a creature has more than")
def test_coveted_prize_2020_09_25_if_a_creature_has_more_than_700_8():
    """700.8: a Cleric and a Cleric Wizard (Wandering Mage): counted the best way, party 2: three Swamps."""
    g, tapped = _prize(CLERIC, "Wandering Mage")
    assert tapped == 3, tapped


@ruling("Coveted Prize", "2020-09-25", "an ability referring to the number")
def test_coveted_prize_2020_09_25_an_ability_referring_to_the_number_700_8():
    """700.8: two Clerics, a Rogue, a Warrior and a Wizard: the party is 4, never 5: Coveted Prize costs {B}."""
    g, tapped = _prize(CLERIC, *FULL)
    assert tapped == 1, tapped


@ruling("Coveted Prize", "2020-09-25", "several cards have a cost reduction")
def test_coveted_prize_2020_09_25_several_cards_have_a_cost_reduction_202_3():
    """601.2f, 202.3: reduced to {B} by a full party, the spell's mana value is still 5 (its mana cost)."""
    g, tapped = _prize(*FULL)
    assert tapped == 1 and g.obj("Coveted Prize").mana_value == 5


@ruling("Coveted Prize", "2020-09-25", "some cards refer to you having")
def test_coveted_prize_2020_09_25_some_cards_refer_to_you_having_700_8():
    """700.8: a full party is four: with it, Hill Giant in hand is offered for free; with three party creatures
    (no Wizard) no free cast is offered."""
    g, _ = _prize(*FULL)
    assert "Hill Giant" in _free(_search(g, "Grizzly Bears"), g)
    g, _ = _prize(CLERIC, ROGUE, WARRIOR)
    d = _search(g, "Grizzly Bears")
    assert d.kind == "priority" and not g.stack, d.kind
    g.expect_zone("Hill Giant", "hand")


@ruling("Coveted Prize", "2020-09-25", "the card you search for may")
def test_coveted_prize_2020_09_25_the_card_you_search_for_may_608_2c():
    """608.2c: the Grizzly Bears just found can be the spell cast for free: it resolves onto the battlefield,
    no more Swamps tapped."""
    g, _ = _prize(*FULL, hand=())
    d = _search(g, "Grizzly Bears")
    g.answer(next(o for o in d.options if o[0] == "cast" and g._name(o[1]) == "Grizzly Bears"))
    resolve_all(g)
    g.expect_zone("Grizzly Bears", "battlefield")
    assert sum(1 for o in g.state.battlefield if g._name(o) == "Swamp" and g.obj(o).tapped) == 1


@ruling("Coveted Prize", "2020-09-25", "if you have a full party")
def test_coveted_prize_2020_09_25_if_you_have_a_full_party_608_2c():
    """608.2c: the free spell is cast during the resolution, creature timing ignored: Hill Giant is on the stack
    when I next get priority. Declined, it can't be cast free later: it stays in hand with no free option."""
    g, _ = _prize(*FULL)
    d = _search(g, "Grizzly Bears")
    g.answer(next(o for o in d.options if o[0] == "cast" and g._name(o[1]) == "Hill Giant"))
    assert g.decision.kind == "priority" and g.stack == ["Hill Giant"], g.stack
    g.expect_zone("Coveted Prize", "graveyard")
    g, _ = _prize(*FULL)
    d = _search(g, "Grizzly Bears")
    g.answer(("decline",))
    assert g.decision.kind == "priority" and not g.stack
    assert not any(o[0] == "cast" and len(o) > 2 and o[2] == "free" for o in g.options())
    g.expect_zone("Hill Giant", "hand")


@ruling("Coveted Prize", "2020-09-25", "if the card has x in")
def test_coveted_prize_2020_09_25_if_the_card_has_x_in_107_3b():
    """107.3b, 118.9: Endless One ({X}) cast for free has X = 0: it enters with no counters, a 0/0, and dies."""
    g, _ = _prize(*FULL, hand=("Endless One",))
    d = _search(g, "Grizzly Bears")
    g.answer(next(o for o in d.options if o[0] == "cast" and g._name(o[1]) == "Endless One"))
    resolve_all(g)
    g.expect_zone("Endless One", "graveyard")
