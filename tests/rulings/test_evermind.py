"""Official rulings of Evermind, a card with no mana cost and a blue color indicator (issue #32)."""
from __future__ import annotations

from manastack.testing import Scenario

from .keys import ruling


def _evermind():
    s = Scenario.full()
    h = s.hand(0, "Evermind")
    s.lands(0, "Island", 6)
    return s.start("main1"), h


@ruling("Evermind", "2005-06-01", "evermind is blue in all zones")
def test_evermind_2005_06_01_evermind_is_blue_in_all_zones_105_2_204():
    """204.1, 105.2: its color indicator makes Evermind blue in the hand (and in any zone)."""
    g, h = _evermind()
    assert g.obj(h).colors == ["blue"], g.obj(h).colors


@ruling("Evermind", "2005-06-01", "evermind is a blue arcane instant")
def test_evermind_2005_06_01_evermind_is_a_blue_arcane_instant_205_3k():
    """205.3k: Evermind is an instant with the spell type Arcane (and blue)."""
    g, h = _evermind()
    o = g.obj(h)
    assert o.types == {"Instant"} and "Arcane" in o.subtypes and o.colors == ["blue"], o


@ruling("Evermind", "2006-10-15", "if a spell or effect such")
def test_evermind_2006_10_15_if_a_spell_or_effect_such_202_3a():
    """202.3a: an object with no mana cost has mana value 0."""
    g, h = _evermind()
    assert g.obj(h).mana_value == 0


@ruling("Evermind", "2006-10-15", "evermind has no mana cost which")
@ruling("Evermind", "2016-09-20", "this has no mana cost which")
def test_evermind_2006_10_15_evermind_has_no_mana_cost_which_202_1b_601_2f():
    """202.1b, 118.6: with no mana cost, Evermind can't be cast for its mana cost: six untapped Islands and no cast
    option."""
    g, h = _evermind()
    assert not any(o[0] == "cast" and o[1] == g.find(h) for o in g.decision.options)
