"""Monstrosity (701.37) with real cards: "Monstrosity N" means "If this permanent isn't monstrous, put N +1/+1
counters on it and it becomes monstrous" (701.37a); monstrous is a designation kept until the permanent leaves the
battlefield (701.37b); "monstrosity X" abilities' X is the X it became monstrous with (701.37c)."""
from __future__ import annotations

import pytest

from manastack.engine.carddef import CardPool
from manastack.testing import Scenario


def _stormbreath():
    s = Scenario.full()
    dragon = s.battlefield(0, "Stormbreath Dragon")
    s.lands(0, "Mountain", 14)
    s.hand(1, "Grizzly Bears", "Hill Giant", "Shock")
    g = s.start("main1")
    return g, dragon


def test_701_37a_stormbreath_dragon_monstrosity_3_and_its_becomes_monstrous_trigger():
    """Monstrosity 3: three +1/+1 counters (a 7/7), and "when this creature becomes monstrous" deals damage to
    each opponent equal to the cards in their hand (3)."""
    g, dragon = _stormbreath()
    g.activate(dragon)
    g.pass_until_resolved()
    g.pass_until_resolved()  # the becomes-monstrous trigger
    o = g.obj(dragon)
    assert o.counters.get("+1/+1") == 3 and (o.power, o.toughness) == (7, 7)
    g.expect_life(1, 17)


def test_701_37a_a_monstrous_permanent_doesnt_become_monstrous_again():
    """Activating monstrosity again does nothing: no more counters, and no trigger."""
    g, dragon = _stormbreath()
    g.activate(dragon)
    g.pass_until_resolved()
    g.pass_until_resolved()
    g.activate(dragon)
    g.pass_until_resolved()
    assert not g.stack
    assert g.obj(dragon).counters.get("+1/+1") == 3
    g.expect_life(1, 17)


def test_701_37c_polukranos_trigger_uses_the_x_it_became_monstrous_with():
    """Polukranos, World Eater: {X}{X}{G} with X=1 puts one counter on it; its trigger then deals X=1 damage to the
    opponent's Llanowar Elves, which deals 1 back."""
    s = Scenario.full()
    pol = s.battlefield(0, "Polukranos, World Eater")
    s.lands(0, "Forest", 3)
    elves = s.battlefield(1, "Llanowar Elves")
    g = s.start("main1")
    g.activate(pol, x=1)
    g.pass_until_resolved()
    assert g.obj(pol).counters.get("+1/+1") == 1
    if g.decision is not None and g.decision.kind == "target":
        g.choose(elves)
        if g.decision is not None and g.decision.kind == "target":
            g.choose(("done",))
    g.pass_until_resolved()
    g.expect_zone(elves, "graveyard")
    assert g.obj(pol).damage == 1


def test_701_37b_fleecemane_lion_has_hexproof_and_indestructible_only_while_monstrous_and_not_after_it_returns():
    """"As long as this creature is monstrous, it has hexproof and indestructible": not before monstrosity, yes
    after; returned to hand and cast again, it is a new object that isn't monstrous (701.37b, 400.7)."""
    s = Scenario.full()
    lion = s.battlefield(0, "Fleecemane Lion")
    s.lands(0, "Plains", 2)
    s.lands(0, "Forest", 2)
    s.lands(0, "Mountain", 3)
    s.hand(0, "Unsummon")
    s.lands(0, "Island", 1)
    g = s.start("main1")
    assert not {"Hexproof", "Indestructible"} & g.obj(lion).keywords
    g.activate(lion)
    g.pass_until_resolved()
    assert {"Hexproof", "Indestructible"} <= g.obj(lion).keywords
    g.cast("Unsummon", target=lion)
    g.pass_until_resolved()
    g.pass_until("main1", turn=3)
    g.cast(lion)
    g.pass_until_resolved()
    o = g.obj(lion)
    assert o.zone == "battlefield" and not {"Hexproof", "Indestructible"} & o.keywords


@pytest.mark.parametrize("name", ["Stormbreath Dragon", "Polukranos, World Eater", "Fleecemane Lion",
                                  "Ember Swallower", "Polis Crusher"])
def test_701_37_monstrosity_cards_are_supported(full_db, name):
    d = CardPool(full_db).get(name)
    assert d.supported, d.missing
