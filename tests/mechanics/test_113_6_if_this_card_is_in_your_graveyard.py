"""113.6: abilities that say "if this card is in your graveyard" function from the graveyard: a triggered ability
with that intervening "if" triggers only while the card is in its owner's graveyard (603.4: checked as it triggers
and as it resolves). A static ability whose condition is "as long as ~ is in your graveyard" functions from there
(Riftstone Portal), and so does an "enters with" replacement ability with that condition (Dearly Departed); other
replacement abilities that work from a graveyard aren't run there, so their cards stay unsupported."""
from __future__ import annotations

import pytest

from manastack.engine.carddef import CardPool
from manastack.testing import Scenario


def test_113_6_gigapede_returns_from_the_graveyard_at_upkeep_for_a_discard():
    """Gigapede: "At the beginning of your upkeep, if this card is in your graveyard, you may discard a card. If you
    do, return this card to your hand." It triggers from the graveyard; discarding a card returns it."""
    s = Scenario.full()
    pede, = s.graveyard(0, "Gigapede")
    s.hand(0, "Grizzly Bears")
    g = s.start("end", turn=2, active=1)
    g.pass_until("upkeep", turn=3)
    g.pass_until_resolved()
    d = g.decision
    while d is not None and d.kind != "priority":
        if d.kind == "yes_no":
            g.choose("yes")
        else:
            g.answer(next(o for o in d.options if o[0] in ("discard", "choose")))
        d = g.decision
    g.pass_until_resolved()
    g.expect_zone(pede, "hand")
    g.expect_zone("Grizzly Bears", "graveyard")


def test_113_6_gigapede_on_the_battlefield_doesnt_trigger():
    """The same ability does nothing while Gigapede is on the battlefield."""
    s = Scenario.full()
    pede = s.battlefield(0, "Gigapede")
    s.hand(0, "Grizzly Bears")
    g = s.start("end", turn=2, active=1)
    g.pass_until("upkeep", turn=3)
    assert not g.stack
    g.expect_zone(pede, "battlefield")


def test_113_6_bridge_from_below_makes_a_zombie_when_your_nontoken_creature_dies_and_leaves_on_an_opponents():
    """Bridge from Below in its owner's graveyard: a nontoken creature of theirs dying makes a 2/2 Zombie; then an
    opponent's creature dying exiles the Bridge."""
    s = Scenario.full()
    bridge, = s.graveyard(0, "Bridge from Below")
    bears = s.battlefield(0, "Grizzly Bears")
    elves = s.battlefield(1, "Llanowar Elves")
    s.hand(0, "Lightning Bolt", "Shock")
    s.lands(0, "Mountain", 2)
    g = s.start("main1")
    g.cast("Lightning Bolt", target=bears)
    g.pass_until_resolved()
    g.pass_until_resolved()
    assert any(g.obj(o).name == "Zombie" for o in g.state.battlefield)
    g.cast("Shock", target=elves)
    g.pass_until_resolved()
    g.pass_until_resolved()
    g.expect_zone(bridge, "exile")


@pytest.mark.parametrize("name", ["Gigapede", "Genesis", "Bridge from Below", "Ichorid"])
def test_113_6_graveyard_triggered_cards_are_supported(full_db, name):
    d = CardPool(full_db).get(name)
    assert d.supported, d.missing


@pytest.mark.parametrize("name", ["Dearly Departed", "Riftstone Portal"])
def test_113_6_static_and_enters_with_abilities_from_a_graveyard_are_supported(full_db, name):
    d = CardPool(full_db).get(name)
    assert d.supported, d.missing


def test_113_6_614_1c_dearly_departed_in_the_graveyard_humans_enter_with_a_counter():
    """Dearly Departed ("As long as this card is in your graveyard, each Human creature you control enters with an
    additional +1/+1 counter on it"): Elite Vanguard (2/1 Human) enters as a 3/2; Grizzly Bears (no Human) doesn't
    get one."""
    s = Scenario.full()
    s.graveyard(0, "Dearly Departed")
    s.hand(0, "Elite Vanguard", "Grizzly Bears")
    s.lands(0, "Plains", 1)
    s.lands(0, "Forest", 2)
    g = s.start("main1")
    g.cast("Elite Vanguard")
    g.pass_until_resolved()
    g.cast("Grizzly Bears")
    g.pass_until_resolved()
    assert g.obj(g.find("Elite Vanguard")).counters.get("+1/+1") == 1
    g.expect_pt("Elite Vanguard", 3, 2)
    g.expect_pt("Grizzly Bears", 2, 2)


def test_113_6_dearly_departed_only_from_its_owners_graveyard_for_their_humans():
    """On the battlefield it does nothing of the kind; in the opponent's graveyard it doesn't help my Humans."""
    for where in ("battlefield", "opponent"):
        s = Scenario.full()
        if where == "battlefield":
            s.battlefield(0, "Dearly Departed")
        else:
            s.graveyard(1, "Dearly Departed")
        s.hand(0, "Elite Vanguard")
        s.lands(0, "Plains", 1)
        g = s.start("main1")
        g.cast("Elite Vanguard")
        g.pass_until_resolved()
        g.expect_pt("Elite Vanguard", 2, 1)


def _bears_castable(g) -> bool:
    oid = g.find("Grizzly Bears")
    return any(o[0] == "cast" and o[1] == oid for o in g.options())


def test_113_6_riftstone_portal_in_the_graveyard_gives_lands_green_mana():
    """Riftstone Portal ("As long as this card is in your graveyard, lands you control have '{T}: Add {G} or
    {W}.'"): from its owner's graveyard, two Mountains pay for Grizzly Bears ({1}{G})."""
    s = Scenario.full()
    s.graveyard(0, "Riftstone Portal")
    s.hand(0, "Grizzly Bears")
    s.lands(0, "Mountain", 2)
    g = s.start("main1")
    assert _bears_castable(g)
    g.cast("Grizzly Bears")
    g.pass_until_resolved()
    g.expect_zone("Grizzly Bears", "battlefield")


def test_113_6_riftstone_portal_on_the_battlefield_or_in_an_opponents_graveyard_gives_nothing():
    """Only from its owner's graveyard ("your graveyard"), and only for that player's lands: on the battlefield it
    does nothing of the kind, and the opponent's Riftstone Portal doesn't help my Mountains."""
    for where in ("battlefield", "opponent"):
        s = Scenario.full()
        if where == "battlefield":
            s.battlefield(0, "Riftstone Portal")
        else:
            s.graveyard(1, "Riftstone Portal")
        s.hand(0, "Grizzly Bears")
        s.lands(0, "Mountain", 2)
        g = s.start("main1")
        assert not _bears_castable(g), where


def test_113_6_riftstone_portal_discarded_starts_working_at_once():
    """Faithless Looting discards Riftstone Portal: from then on (the same turn) the Mountains make {G}."""
    s = Scenario.full()
    s.hand(0, "Faithless Looting", "Riftstone Portal", "Grizzly Bears")
    s.library(0, *(["Forest"] * 5))
    s.lands(0, "Mountain", 3)
    g = s.start("main1")
    assert not _bears_castable(g)
    g.cast("Faithless Looting")
    g.pass_until_resolved()
    portal = g.find("Riftstone Portal")
    forest = next(i for i in g.state.hand[0] if g.obj(i).name == "Forest")
    for pick in (portal, forest):
        d = g.decision
        g.answer(next(o for o in d.options if len(o) > 1 and o[1] == pick))
    g.pass_until_resolved()
    g.expect_zone("Riftstone Portal", "graveyard")
    assert _bears_castable(g)
