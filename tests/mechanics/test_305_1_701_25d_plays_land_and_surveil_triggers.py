"""Trigger events "whenever [a player] plays a land" (305.1: the special action) and "whenever you surveil"
(701.25d: after the surveil is complete), with real cards."""
from __future__ import annotations

import pytest

from manastack.engine.carddef import CardPool
from manastack.testing import Scenario


def test_305_1_city_of_traitors_is_sacrificed_when_you_play_another_land_not_itself():
    """City of Traitors: "When you play another land, sacrifice this land." Playing the City doesn't trigger it;
    playing a Mountain next turn does."""
    s = Scenario.full()
    s.hand(0, "City of Traitors", "Mountain")
    g = s.start("main1")
    g.play("City of Traitors")
    assert not g.stack
    g.expect_zone("City of Traitors", "battlefield")
    g.pass_until("main1", turn=3)
    g.play("Mountain")
    g.pass_until_resolved()
    g.expect_zone("City of Traitors", "graveyard")


def test_305_1_horn_of_greed_draws_for_the_player_who_plays_a_land():
    """Horn of Greed: "Whenever a player plays a land, that player draws a card." Player 1 plays a land on their
    turn and draws."""
    s = Scenario.full()
    s.battlefield(0, "Horn of Greed")
    s.hand(1, "Forest")
    g = s.start("main1", active=1)
    g.play("Forest")
    g.pass_until_resolved()
    assert len(g.zone(1, "hand")) == 1 and len(g.zone(0, "hand")) == 0


def test_305_1_a_land_put_onto_the_battlefield_by_an_effect_isnt_played():
    """Dirtcowl Wurm ("Whenever an opponent plays a land, put a +1/+1 counter on this creature"): an opponent's
    Rampant Growth puts a land onto the battlefield -- not playing it, no counter; playing one gives one."""
    s = Scenario.full()
    wurm = s.battlefield(0, "Dirtcowl Wurm")
    s.hand(1, "Rampant Growth", "Forest")
    s.lands(1, "Forest", 2)
    s.library(1, "Forest")
    g = s.start("main1", active=1)
    g.cast("Rampant Growth")
    g.pass_until_resolved()
    while g.decision is not None and g.decision.kind != "priority":
        g.answer(g.decision.options[0])
    assert not g.obj(wurm).counters
    g.play(g.find("Forest", zone="hand"))
    g.pass_until_resolved()
    assert g.obj(wurm).counters.get("+1/+1") == 1


def test_701_25d_dimir_spybug_grows_when_you_surveil():
    """Dimir Spybug: "Whenever you surveil, put a +1/+1 counter on this creature." Consider (surveil 1, draw)."""
    s = Scenario.full()
    bug = s.battlefield(0, "Dimir Spybug")
    s.hand(0, "Consider")
    s.lands(0, "Island", 1)
    g = s.start("main1")
    g.cast("Consider")
    g.pass_until_resolved()
    while g.decision is not None and g.decision.kind != "priority":
        g.answer(g.decision.options[0])
    g.pass_until_resolved()
    assert g.obj(bug).counters.get("+1/+1") == 1


@pytest.mark.parametrize("name", ["City of Traitors", "Horn of Greed", "Burgeoning", "Dimir Spybug",
                                  "Thoughtbound Phantasm"])
def test_plays_land_and_surveil_trigger_cards_are_supported(full_db, name):
    d = CardPool(full_db).get(name)
    assert d.supported, d.missing
