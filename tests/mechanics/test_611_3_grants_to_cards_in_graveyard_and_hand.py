"""611.3a, 613.1: a permanent's static ability that gives cards in a graveyard or hand an ability ("Each creature card
in your graveyard has unearth {2}{B}", "Each creature card in your hand has cycling {1}{U}") applies to those cards
there, and the granted keyword's activated ability can be activated from that zone -- only while the permanent is on
the battlefield."""
from __future__ import annotations

import pytest

from manastack.engine.carddef import CardPool
from manastack.testing import Scenario


def _activations(g, card):
    oid = g.find(card)
    return [o for o in g.options() if o[0] == "activate" and o[1] == oid]


def test_611_3a_sedris_gives_creature_cards_in_your_graveyard_unearth():
    """Sedris, the Traitor King: Grizzly Bears in its controller's graveyard can be unearthed for {2}{B}; it returns
    with haste (702.84a)."""
    s = Scenario.full()
    s.battlefield(0, "Sedris, the Traitor King")
    bears, = s.graveyard(0, "Grizzly Bears")
    s.lands(0, "Swamp", 3)
    g = s.start("main1")
    assert "Unearth" in g.obj(bears).keywords
    g.activate(bears)
    g.pass_until_resolved()
    o = g.obj(bears)
    assert o.zone == "battlefield" and "Haste" in o.keywords


def test_611_3a_without_sedris_the_graveyard_card_has_no_unearth():
    s = Scenario.full()
    bears, = s.graveyard(0, "Grizzly Bears")
    s.lands(0, "Swamp", 3)
    g = s.start("main1")
    assert "Unearth" not in g.obj(bears).keywords and not _activations(g, bears)


def test_611_3a_an_opponents_graveyard_isnt_yours():
    """"in your graveyard": the opponent's creature cards don't get unearth."""
    s = Scenario.full()
    s.battlefield(0, "Sedris, the Traitor King")
    theirs, = s.graveyard(1, "Grizzly Bears")
    g = s.start("main1")
    assert "Unearth" not in g.obj(theirs).keywords


def test_611_3a_rhet_tomb_mystic_gives_creature_cards_in_your_hand_cycling():
    """Rhet-Tomb Mystic: Grizzly Bears in hand has cycling {1}{U}: discard it, draw a card (702.29a)."""
    s = Scenario.full()
    s.battlefield(0, "Rhet-Tomb Mystic")
    bears = s.hand(0, "Grizzly Bears")
    s.lands(0, "Island", 2)
    g = s.start("main1")
    assert _activations(g, bears)
    g.activate(bears)
    g.pass_until_resolved()
    g.expect_zone(bears, "graveyard")
    assert len(g.zone(0, "hand")) == 1


@pytest.mark.parametrize("name", ["Sedris, the Traitor King", "Dregscape Sliver", "Rhet-Tomb Mystic",
                                  "Tectonic Reformation"])
def test_611_3a_unearth_and_cycling_granters_are_supported(full_db, name):
    d = CardPool(full_db).get(name)
    assert d.supported, d.missing


@pytest.mark.parametrize("name, zone", [("Deeproot Historian", "graveyard"), ("Molecule Man", "hand")])
def test_611_3a_other_grants_outside_the_battlefield_stay_unsupported(full_db, name, zone):
    """Retrace and miracle granted to cards in a zone aren't read there: those cards stay unsupported."""
    d = CardPool(full_db).get(name)
    assert f"static grant to cards in {zone}" in d.missing
