"""702.191a: increment -- "Whenever you cast a spell, if this permanent is a creature and the amount of mana spent to
cast that spell is greater than this creature's power or this creature's toughness, put a +1/+1 counter on this
creature." (an intervening "if", 603.4)."""
from __future__ import annotations

from manastack.engine.carddef import CardPool
from manastack.testing import Scenario


def test_702_191a_cuboid_colony_grows_when_more_mana_than_its_power_is_spent():
    """Cuboid Colony (1/1): casting Grizzly Bears with two mana (2 > 1) puts a +1/+1 counter on it; then a second
    Grizzly Bears (2 is not greater than 2) doesn't."""
    s = Scenario.full()
    colony = s.battlefield(0, "Cuboid Colony")
    s.hand(0, "Grizzly Bears", "Grizzly Bears")
    s.lands(0, "Forest", 4)
    g = s.start("main1")
    g.cast("Grizzly Bears")
    assert len(g.stack) == 2  # the increment trigger above the spell
    g.pass_until_resolved()
    g.pass_until_resolved()
    g.expect_pt(colony, 2, 2)
    g.cast("Grizzly Bears")
    assert len(g.stack) == 1  # 603.4: the condition is false, it doesn't trigger
    g.pass_until_resolved()
    g.expect_pt(colony, 2, 2)


def test_702_191a_a_one_mana_spell_doesnt_grow_a_one_one():
    s = Scenario.full()
    colony = s.battlefield(0, "Cuboid Colony")
    s.hand(0, "Giant Growth")
    s.lands(0, "Forest", 1)
    g = s.start("main1")
    g.cast("Giant Growth", target=colony)
    assert len(g.stack) == 1
    g.pass_until_resolved()
    g.expect_pt(colony, 4, 4)
    assert not g.obj(colony).counters


def test_702_191_increment_cards_are_supported(full_db):
    for name in ("Cuboid Colony", "Hungry Graffalon", "Textbook Tabulator", "Topiary Lecturer"):
        d = CardPool(full_db).get(name)
        assert d.supported, (name, d.missing)
