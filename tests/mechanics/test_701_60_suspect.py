"""Suspect (701.60) with real cards: a suspected permanent has menace and "This creature can't block" for as long as
it's suspected (701.60c); suspected is a designation, neither an ability nor a copiable value (701.60b); a suspected
permanent can't become suspected again (701.60d)."""
from __future__ import annotations

import pytest

from manastack.engine.carddef import CardPool
from manastack.engine.combat import block_pairs
from manastack.engine.mechanics.permanent_designations import is_suspected
from manastack.testing import Scenario


def _person_of_interest():
    s = Scenario.full()
    s.hand(0, "Person of Interest")
    s.lands(0, "Mountain", 4)
    g = s.start("main1")
    g.cast("Person of Interest")
    g.pass_until_resolved()
    g.pass_until_resolved()  # its enters trigger
    return s, g


def test_701_60c_person_of_interest_suspects_itself_menace_and_cant_block():
    """Person of Interest enters and suspects itself: it has menace and can't block; its Detective token can."""
    s, g = _person_of_interest()
    poi = g.find("Person of Interest")
    o = g.obj(poi)
    assert is_suspected(g.state, poi)
    assert "Menace" in o.keywords and "cant_block" in o.restrictions
    token = g.obj("Detective")
    assert "Menace" not in token.keywords and "cant_block" not in token.restrictions


def test_701_60c_a_suspected_creature_cant_block():
    """Player 1's Person of Interest is suspected; player 0's attacking Grizzly Bears can be blocked by player 1's
    Detective token but not by the suspected creature."""
    s = Scenario.full()
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(1, "Person of Interest")
    s.lands(1, "Mountain", 4)
    g = s.start("main1", active=1)
    g.cast("Person of Interest")
    g.pass_until_resolved()
    g.pass_until_resolved()
    poi, token = g.find("Person of Interest"), g.find("Detective")
    g.pass_until("main1", turn=2)
    g.attack(bears)
    blockers = {b for b, a in block_pairs(g.state, 1)}
    assert token in blockers and poi not in blockers


def test_701_60c_losing_all_abilities_later_removes_menace_but_it_stays_suspected():
    """The rulings: if a suspected creature loses all abilities it loses menace and "can't block" but stays
    suspected. Humility cast after the suspecting: no menace, can block; still suspected."""
    s = Scenario.full()
    s.hand(0, "Person of Interest", "Humility")
    s.lands(0, "Mountain", 4)
    s.lands(0, "Plains", 4)
    g = s.start("main1")
    g.cast("Person of Interest")
    g.pass_until_resolved()
    g.pass_until_resolved()
    g.cast("Humility")
    g.pass_until_resolved()
    poi = g.find("Person of Interest")
    o = g.obj(poi)
    assert "Menace" not in o.keywords and not o.restrictions
    assert is_suspected(g.state, poi)


def test_701_60c_suspected_after_humility_has_menace():
    """613.7: Humility first, then Caught Red-Handed suspects the opponent's Grizzly Bears: the later layer-6 grants
    win -- it has haste and menace and can't block."""
    s = Scenario.full()
    s.battlefield(1, "Humility")
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Caught Red-Handed")
    s.lands(0, "Mountain", 5)
    g = s.start("main1")
    g.cast("Caught Red-Handed", target=bears)
    g.pass_until_resolved()
    o = g.obj(bears)
    assert {"Menace", "Haste"} <= o.keywords and "cant_block" in o.restrictions and o.controller == 0


def test_701_60d_a_suspected_creature_cant_become_suspected_again():
    """Caught Red-Handed on the already suspected Person of Interest: it isn't suspected a second time (one
    suspecting in the log, one granting effect)."""
    s = Scenario.full()
    s.hand(1, "Person of Interest")
    s.lands(1, "Mountain", 4)
    s.hand(0, "Caught Red-Handed")
    s.lands(0, "Mountain", 5)
    g = s.start("main1", active=1)
    g.cast("Person of Interest")
    g.pass_until_resolved()
    g.pass_until_resolved()
    g.pass_until("main1", turn=2)
    poi = g.find("Person of Interest")
    m = g.mark()
    g.cast("Caught Red-Handed", target=poi)
    g.pass_until_resolved()
    assert g.obj(poi).controller == 0
    assert "701.60a" not in g.rules_since(m)
    assert sum(1 for e in g.state.effects if poi in (e.affected or ()) and
               any(type(m).__name__ == "AddAbilities" and any(getattr(a, "name", "") == "Menace" for a in m.abilities)
                   for m in e.mods)) == 1


@pytest.mark.parametrize("name", ["Person of Interest", "Caught Red-Handed"])
def test_701_60_suspect_cards_are_supported(full_db, name):
    d = CardPool(full_db).get(name)
    assert d.supported, d.missing
