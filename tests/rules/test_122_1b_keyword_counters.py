"""Keyword counters (122.1b): "A keyword counter on a permanent or on a card in a zone other than the battlefield
causes that object to gain that keyword." They apply in layer 6 (613.1f), in timestamp order with the other
ability-adding and ability-removing effects; a counter's timestamp is when it was put on the object (613.7c).
With real cards."""
from __future__ import annotations

import pytest

from manastack.engine.combat import block_pairs
from manastack.engine.events import add_counters
from manastack.testing import Scenario


def test_122_1b_flying_counter_grants_flying_spontaneous_flight():
    """Spontaneous Flight puts a flying counter on Grizzly Bears: it has flying, keeps it after the +2/+2 ends,
    and a creature without flying or reach can't block it (702.9b)."""
    s = Scenario.full()
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Spontaneous Flight")
    s.lands(0, "Plains", 3)
    s.battlefield(1, "Hill Giant")
    g = s.start("main1")
    g.cast("Spontaneous Flight", target=bears)
    g.pass_until_resolved()
    o = g.obj(bears)
    assert "Flying" in o.keywords and o.counters.get("flying") == 1
    assert (o.power, o.toughness) == (4, 4)
    g.pass_until("main1", turn=3)
    o = g.obj(bears)
    assert "Flying" in o.keywords and (o.power, o.toughness) == (2, 2)
    g.attack(bears)
    assert block_pairs(g.state, 1) == []  # the Hill Giant can't block a creature with flying (702.9b)


def test_122_1b_without_its_flying_counter_the_same_creature_can_be_blocked():
    """The control case of the test above: the same attack without the counter offers the Hill Giant's block."""
    s = Scenario.full()
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(1, "Hill Giant")
    g = s.start("main1")
    g.attack(bears)
    assert block_pairs(g.state, 1) == [(g.find("Hill Giant"), g.find(bears))]


def test_122_1b_keyword_counter_removed_keyword_gone_vampire_hexmage():
    """Vampire Hexmage removes all counters from Grizzly Bears: with its flying counter gone, it no longer has
    flying (the keyword came from the counter alone)."""
    s = Scenario.full()
    bears = s.battlefield(1, "Grizzly Bears", counters={"flying": 1})
    s.battlefield(0, "Vampire Hexmage")
    g = s.start("main1")
    assert "Flying" in g.obj(bears).keywords
    g.activate("Vampire Hexmage", target=bears)
    g.pass_until_resolved()
    o = g.obj(bears)
    assert not o.counters.get("flying") and "Flying" not in o.keywords


def test_613_7c_flying_counter_put_after_humility_keeps_flying():
    """613.7c: Humility first, then Spontaneous Flight's flying counter: in layer 6 Humility's "lose all
    abilities" applies first and the later counter then grants flying; layer 7b makes it 1/1 and 7c's +2/+2 a
    3/3."""
    s = Scenario.full()
    s.battlefield(1, "Humility")
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Spontaneous Flight")
    s.lands(0, "Plains", 3)
    g = s.start("main1")
    assert g.obj(bears).keywords == frozenset() or "Flying" not in g.obj(bears).keywords
    g.cast("Spontaneous Flight", target=bears)
    g.pass_until_resolved()
    o = g.obj(bears)
    assert "Flying" in o.keywords
    assert (o.power, o.toughness) == (3, 3)


def test_613_7c_flying_counter_older_than_humility_is_lost():
    """613.7c: a creature that entered with a flying counter before Humility entered: Humility's later
    ability-removing effect applies after the counter's, so the creature has no flying."""
    s = Scenario.full()
    bears = s.battlefield(0, "Grizzly Bears", counters={"flying": 1})
    s.battlefield(1, "Humility")
    g = s.start("main1")
    o = g.obj(bears)
    assert "Flying" not in o.keywords and o.abilities == ()
    assert o.counters.get("flying") == 1 and (o.power, o.toughness) == (1, 1)


def test_613_7c_a_new_counter_of_the_kind_gives_every_such_counter_the_new_timestamp():
    """613.7c: the bears' old flying counter is older than Humility; putting another flying counter on it gives
    every flying counter on it the new timestamp, so now it has flying."""
    s = Scenario.full()
    bears = s.battlefield(0, "Grizzly Bears", counters={"flying": 1})
    s.battlefield(1, "Humility")
    s.hand(0, "Spontaneous Flight")
    s.lands(0, "Plains", 3)
    g = s.start("main1")
    assert "Flying" not in g.obj(bears).keywords
    g.cast("Spontaneous Flight", target=bears)
    g.pass_until_resolved()
    o = g.obj(bears)
    assert o.counters.get("flying") == 2 and "Flying" in o.keywords


def test_122_1b_deathtouch_counter_makes_combat_damage_lethal():
    """A deathtouch counter on a 2/2 blocker: the 4/4 attacker it deals 2 damage to is destroyed (702.2b)."""
    s = Scenario.full()
    bears = s.battlefield(1, "Grizzly Bears", counters={"deathtouch": 1})
    beast = s.battlefield(0, "Craw Wurm")
    g = s.start("main1")
    assert "Deathtouch" in g.obj(bears).keywords
    g.attack(beast)
    g.block(beast, with_=bears)
    g.pass_until("main2")
    g.expect_zone(beast, "graveyard")
    g.expect_zone(bears, "graveyard")


def test_122_1b_lifelink_counter_gains_its_controller_life():
    """A lifelink counter: the creature's combat damage makes its controller gain that much life (702.15b)."""
    s = Scenario.full()
    bears = s.battlefield(0, "Grizzly Bears", counters={"lifelink": 1})
    g = s.start("main1")
    g.attack(bears)
    g.no_blocks()
    g.pass_until("main2")
    g.expect_life(1, 18)
    g.expect_life(0, 22)


def test_122_1b_keyword_counter_on_a_card_outside_the_battlefield():
    """122.1b: a keyword counter works on a card in a zone other than the battlefield too (a flying counter on
    a creature card in exile gives that card flying)."""
    s = Scenario.full()
    card, = s.exile(0, "Grizzly Bears")
    g = s.start("main1")
    add_counters(g.state, g.find(card), "flying", 1)
    g.state.touch()
    assert "Flying" in g.obj(card).keywords


@pytest.mark.parametrize("name", ["Spontaneous Flight", "Avian Oddity", "Wing It"])
def test_122_1b_cards_that_put_keyword_counters_are_supported(full_db, name):
    """With keyword counters played in layer 6, cards whose only gap was a keyword counter are supported."""
    from manastack.engine.carddef import CardPool

    d = CardPool(full_db).get(name)
    assert d.supported, d.missing


def test_122_1b_unexpected_fangs_puts_two_kinds_of_counters():
    """Unexpected Fangs: "Put a +1/+1 counter and a lifelink counter on target creature": a 3/3 with lifelink."""
    s = Scenario.full()
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Unexpected Fangs")
    s.lands(0, "Swamp", 2)
    g = s.start("main1")
    g.cast("Unexpected Fangs", target=bears)
    g.pass_until_resolved()
    o = g.obj(bears)
    assert o.counters == {"+1/+1": 1, "lifelink": 1} and "Lifelink" in o.keywords and (o.power, o.toughness) == (3, 3)


def test_122_1b_gift_of_the_viper_three_kinds_of_counters_and_untap():
    """Gift of the Viper: "Put a +1/+1 counter, a reach counter, and a deathtouch counter on target creature. Untap
    it." A tapped Grizzly Bears becomes an untapped 3/3 with reach and deathtouch."""
    s = Scenario.full()
    bears = s.battlefield(0, "Grizzly Bears", tapped=True)
    s.hand(0, "Gift of the Viper")
    s.lands(0, "Forest", 1)
    g = s.start("main1")
    g.cast("Gift of the Viper", target=bears)
    g.pass_until_resolved()
    o = g.obj(bears)
    assert {"Reach", "Deathtouch"} <= o.keywords and not o.tapped and (o.power, o.toughness) == (3, 3)
