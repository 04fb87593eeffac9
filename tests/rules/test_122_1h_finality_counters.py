"""Finality counters (122.1h): "One or more finality counters on a permanent create a single replacement effect that
stops the permanent from going to the graveyard. That effect is 'If this permanent would be put into a graveyard
from the battlefield, exile it instead.'" With real cards."""
from __future__ import annotations

import pytest

from manastack.engine.carddef import CardPool
from manastack.game import Game
from manastack.testing import Scenario


def test_122_1h_soulcoil_viper_returns_a_creature_with_a_finality_counter_that_is_exiled_when_it_dies():
    """Soulcoil Viper returns Grizzly Bears with a finality counter; when Lightning Bolt kills it (704.5g), it is
    exiled instead of going to the graveyard. The Viper, sacrificed as a cost, has no such counter: graveyard."""
    s = Scenario.full()
    s.battlefield(0, "Soulcoil Viper")
    s.lands(0, "Swamp", 1)
    s.lands(0, "Mountain", 1)
    bears, = s.graveyard(0, "Grizzly Bears")
    s.hand(0, "Lightning Bolt")
    g = s.start("main1")
    g.activate("Soulcoil Viper", target=bears)
    g.pass_until_resolved()
    assert g.obj(bears).zone == "battlefield" and g.obj(bears).counters.get("finality") == 1
    g.expect_zone("Soulcoil Viper", "graveyard")
    g.cast("Lightning Bolt", target=bears)
    g.pass_until_resolved()
    g.expect_zone(bears, "exile")


def test_122_1h_a_sacrificed_permanent_with_a_finality_counter_is_exiled():
    """122.1h covers any way to the graveyard from the battlefield: Diabolic Edict's sacrifice too."""
    s = Scenario.full()
    bears = s.battlefield(1, "Grizzly Bears", counters={"finality": 1})
    s.hand(0, "Diabolic Edict")
    s.lands(0, "Swamp", 2)
    g = s.start("main1")
    g.cast("Diabolic Edict", target="Player 2")
    g.pass_until_resolved()
    g.expect_zone(bears, "exile")


def test_122_1h_several_finality_counters_make_one_effect_and_losing_abilities_keeps_it():
    """Two finality counters make a single replacement effect; Humility (losing all abilities) doesn't remove it --
    a counter isn't an ability. Murder: the bears are exiled."""
    s = Scenario.full()
    s.battlefield(0, "Humility")
    bears = s.battlefield(1, "Grizzly Bears", counters={"finality": 2})
    s.hand(0, "Murder")
    s.lands(0, "Swamp", 3)
    g = s.start("main1")
    m = g.mark()
    g.cast("Murder", target=bears)
    g.pass_until_resolved()
    g.expect_zone(bears, "exile")
    assert g.rules_since(m).count("122.1h") == 1


def test_616_1_finality_counter_and_rest_in_peace_exile_without_a_choice():
    """A finality counter and Rest in Peace both exile the dying creature: every order gives the same result, so
    nobody is asked (616.1) and the creature is exiled once."""
    s = Scenario.full()
    s.battlefield(0, "Rest in Peace")
    bears = s.battlefield(1, "Grizzly Bears", counters={"finality": 1})
    s.hand(0, "Murder")
    s.lands(0, "Swamp", 3)
    g = s.start("main1")
    g.cast("Murder", target=bears)
    g.pass_until_resolved()
    assert g.decision is None or g.decision.kind != "replacement_order"
    g.expect_zone(bears, "exile")


def _blightsteel_edict():
    s = Scenario.full()
    colossus = s.battlefield(1, "Blightsteel Colossus", counters={"finality": 1})
    s.hand(0, "Diabolic Edict")
    s.lands(0, "Swamp", 2)
    g = s.start("main1")
    g.cast("Diabolic Edict", target="Player 2")
    g.pass_until_resolved()
    return g, colossus


@pytest.mark.parametrize("pick, zone", [("finality", "exile"), ("own", "library")])
def test_616_1_finality_counter_beside_another_replacement_its_controller_chooses(pick, zone):
    """Blightsteel Colossus with a finality counter is sacrificed: its own "would be put into a graveyard from
    anywhere, shuffle it into its owner's library instead" and the finality counter's exile both apply; its
    controller (player 1) chooses which applies first (616.1), and the other then no longer applies (616.1f)."""
    g, colossus = _blightsteel_edict()
    d = g.decision
    assert d.kind == "replacement_order" and d.player == 1 and d.actor == 1
    assert len(d.options) == 2
    fin = next(o for o in d.options if isinstance(o[3], tuple) and o[3][:2] == ("counter", "finality"))
    g.answer(fin if pick == "finality" else next(o for o in d.options if o != fin))
    g.expect_zone(colossus, zone)


def test_616_1_finality_counter_choice_survives_save_load(full_db):
    """The replacement-order Decision naming a finality counter's effect saves and loads as plain data."""
    g, colossus = _blightsteel_edict()
    fin = next(o for o in g.decision.options if isinstance(o[3], tuple))
    loaded = Game.load(g.game.save(), cards=CardPool(full_db))
    assert loaded.decision.options == g.decision.options
    loaded.apply(fin)
    g.answer(fin)
    assert loaded.digest() == g.game.digest()
    g.expect_zone(colossus, "exile")


@pytest.mark.parametrize("name", ["Soulcoil Viper", "Resurrected Cultist", "Wolfbat"])
def test_122_1h_cards_with_finality_counters_are_supported(full_db, name):
    """With 122.1h played, cards whose only gap was "with a finality counter on it" are supported."""
    d = CardPool(full_db).get(name)
    assert d.supported, d.missing
