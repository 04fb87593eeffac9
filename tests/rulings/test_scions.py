"""Eldrazi Scion rulings shared by the target cards that make Scions (issue #32), each checked on each card
that carries it: the card is cast on a plain board and its Scion token examined."""
from __future__ import annotations

import pytest

from manastack.testing import Scenario

from .keys import ruling
from .test_rebound_improvise import LANDS, resolve_all, settle

SCION_TYPES = [
    pytest.param('Adverse Conditions', marks=ruling('Adverse Conditions', '2015-08-25', 'eldrazi and scion are each separate')),
    pytest.param('Brood Butcher', marks=ruling('Brood Butcher', '2015-08-25', 'eldrazi and scion are each separate')),
    pytest.param('Brood Monitor', marks=ruling('Brood Monitor', '2015-08-25', 'eldrazi and scion are each separate')),
    pytest.param('Call the Scions', marks=ruling('Call the Scions', '2015-08-25', 'eldrazi and scion are each separate')),
    pytest.param('Catacomb Sifter', marks=ruling('Catacomb Sifter', '2015-08-25', 'eldrazi and scion are each separate')),
    pytest.param('Drowner of Hope', marks=ruling('Drowner of Hope', '2015-08-25', 'eldrazi and scion are each separate')),
    pytest.param('Eldrazi Skyspawner', marks=ruling('Eldrazi Skyspawner', '2015-08-25', 'eldrazi and scion are each separate')),
    pytest.param('Eyeless Watcher', marks=ruling('Eyeless Watcher', '2015-08-25', 'eldrazi and scion are each separate')),
    pytest.param('Grave Birthing', marks=ruling('Grave Birthing', '2015-08-25', 'eldrazi and scion are each separate')),
    pytest.param('Incubator Drone', marks=ruling('Incubator Drone', '2015-08-25', 'eldrazi and scion are each separate')),
]

SCION_MANA = [
    pytest.param('Adverse Conditions', marks=ruling('Adverse Conditions', '2015-08-25', 'sacrificing an eldrazi scion creature token')),
    pytest.param('Brood Butcher', marks=ruling('Brood Butcher', '2015-08-25', 'sacrificing an eldrazi scion creature token')),
    pytest.param('Brood Monitor', marks=ruling('Brood Monitor', '2015-08-25', 'sacrificing an eldrazi scion creature token')),
    pytest.param('Call the Scions', marks=ruling('Call the Scions', '2015-08-25', 'sacrificing an eldrazi scion creature token')),
    pytest.param('Catacomb Sifter', marks=ruling('Catacomb Sifter', '2015-08-25', 'sacrificing an eldrazi scion creature token')),
    pytest.param('Drowner of Hope', marks=ruling('Drowner of Hope', '2015-08-25', 'sacrificing an eldrazi scion creature token')),
    pytest.param('Eldrazi Skyspawner', marks=ruling('Eldrazi Skyspawner', '2015-08-25', 'sacrificing an eldrazi scion creature token')),
    pytest.param('Eyeless Watcher', marks=ruling('Eyeless Watcher', '2015-08-25', 'sacrificing an eldrazi scion creature token')),
    pytest.param('Grave Birthing', marks=ruling('Grave Birthing', '2015-08-25', 'sacrificing an eldrazi scion creature token')),
    pytest.param('Incubator Drone', marks=ruling('Incubator Drone', '2015-08-25', 'sacrificing an eldrazi scion creature token')),
]

# (Blisterpod makes its Scion when it dies and From Beyond in the upkeep: untriaged)


def _scions(card: str):
    s = Scenario.full(offer_mana_abilities=True)
    h = s.hand(0, card)
    for p in (0, 1):
        s.battlefield(p, "Grizzly Bears")
    for land in LANDS:
        s.lands(0, land, 3)
    s.lands(0, "Wastes", 3)
    g = s.start("main1")
    g.answer(next(o for o in g.options() if o[0] == "cast" and o[1] == g.find(h)))
    settle(g)
    resolve_all(g)
    return g


@pytest.mark.parametrize("card", SCION_TYPES)
def test_eldrazi_scion_token_is_a_1_1_eldrazi_scion_111_10(card):
    """205.3m, 111.10: the token is a 1/1 colorless Eldrazi Scion creature — two creature types."""
    g = _scions(card)
    sc = g.find("Eldrazi Scion")
    o = g.obj(sc)
    g.check(set(o.subtypes) == {"Eldrazi", "Scion"} and (o.power, o.toughness) == (1, 1) and not o.colors, f"{o}")


@pytest.mark.parametrize("card", SCION_MANA)
def test_sacrificing_a_scion_for_mana_is_a_mana_ability_605_1a(card):
    """605.1a, 605.3b: "Sacrifice this creature: Add {C}" is a mana ability — it doesn't use the stack."""
    g = _scions(card)
    sc = g.find("Eldrazi Scion")
    before = g.state.players[0].pool[5]
    g.answer(next(o for o in g.options() if o[0] == "activate" and o[1] == sc))
    g.check(not any("Scion" in x for x in g.stack) and g.decision.player == 0,
            f"the ability didn't use the stack (a death trigger may, e.g. Catacomb Sifter's): {g.stack}")
    g.check(g.state.players[0].pool[5] == before + 1, "{C} added")
    g.check(g.zone_of(sc) != "battlefield", "sacrificed")
