"""100.2a: "A deck can have any number of cards named ~" overrides the four-copy limit; the ability does nothing in a
game, so a card whose only other text plays is supported."""
from __future__ import annotations

import pytest

from manastack.decks.decklist import DeckEntry, Decklist
from manastack.decks.legality import check_deck
from manastack.engine.carddef import CardPool
from manastack.testing import Scenario


@pytest.mark.parametrize("name", ["Relentless Rats", "Persistent Petitioners", "Shadowborn Apostle", "Rat Colony"])
def test_100_2a_any_number_cards_are_supported(full_db, name):
    d = CardPool(full_db).get(name)
    assert d.supported, d.missing


def test_100_2a_a_deck_of_thirty_relentless_rats_is_legal_and_they_play(full_db):
    """Thirty Relentless Rats pass the Modern deck check, and three on the battlefield are each 4/4 ("+1/+1 for
    each other creature on the battlefield named Relentless Rats")."""
    d = Decklist(main=[DeckEntry(30, "Relentless Rats"), DeckEntry(30, "Swamp")], sideboard=[], commander=[],
                 companion=[], attractions=[])
    assert check_deck(d, "modern", full_db) == []
    s = Scenario.full()
    rats = [s.battlefield(0, "Relentless Rats") for _ in range(3)]
    g = s.start("main1")
    assert all((g.obj(r).power, g.obj(r).toughness) == (4, 4) for r in rats)
