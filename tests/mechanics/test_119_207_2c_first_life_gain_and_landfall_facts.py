"""Facts about the turn so far: "whenever you gain life for the first time each turn" (119.3) and landfall's "if you
had a land enter the battlefield under your control this turn" (207.2c), with real cards."""
from __future__ import annotations

import pytest

from manastack.engine.carddef import CardPool
from manastack.testing import Scenario


def _cats(g):
    return [o for o in g.state.battlefield if g.obj(o).name == "Cat"]


def test_119_3_attended_healer_triggers_only_on_the_first_life_gain_each_turn():
    """Attended Healer: "Whenever you gain life for the first time each turn, create a 1/1 white Cat creature
    token." Two Revitalizes in one turn make one Cat; the first life gain of the next turn another."""
    s = Scenario.full()
    s.battlefield(0, "Attended Healer")
    s.hand(0, "Revitalize", "Revitalize", "Revitalize")
    s.lands(0, "Plains", 4)
    g = s.start("main1")
    for _ in range(2):
        g.cast("Revitalize")
        g.pass_until_resolved()
        g.pass_until_resolved()
    assert len(_cats(g)) == 1 and g.life(0) == 26
    g.pass_until("main1", turn=3)
    g.cast("Revitalize")
    g.pass_until_resolved()
    g.pass_until_resolved()
    assert len(_cats(g)) == 2


@pytest.mark.parametrize("play_land, pt", [(False, (4, 4)), (True, (6, 6))])
def test_207_2c_groundswell_landfall_only_after_a_land_entered_under_your_control(play_land, pt):
    """Groundswell: +2/+2, or +4/+4 instead if you had a land enter the battlefield under your control this turn."""
    s = Scenario.full()
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Groundswell", "Forest")
    s.lands(0, "Forest", 1)
    g = s.start("main1")
    if play_land:
        g.play(g.find("Forest", zone="hand"))
    g.cast("Groundswell", target=bears)
    g.pass_until_resolved()
    o = g.obj(bears)
    assert (o.power, o.toughness) == pt


def test_207_2c_an_opponents_land_doesnt_count_for_your_landfall():
    """Only a land entering under *your* control counts: the opponent's land played this turn doesn't."""
    s = Scenario.full()
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(1, "Groundswell")
    s.lands(1, "Forest", 1)
    s.hand(0, "Forest")
    g = s.start("main1")
    g.play("Forest")
    g.pass_priority()
    g.cast("Groundswell", target=bears)
    g.pass_until_resolved()
    o = g.obj(bears)
    assert (o.power, o.toughness) == (4, 4)


@pytest.mark.parametrize("name", ["Attended Healer", "Vanguard Seraph", "Groundswell", "Mysteries of the Deep",
                                  "Wandering Troubadour"])
def test_turn_history_fact_cards_are_supported(full_db, name):
    d = CardPool(full_db).get(name)
    assert d.supported, d.missing
