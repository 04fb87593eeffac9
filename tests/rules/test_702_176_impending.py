"""702.176a: impending N--[cost]: cast for [cost] instead of its mana cost, the permanent enters with N time counters,
isn't a creature while its impending cost was paid and it has a time counter, and at the beginning of its
controller's end step loses a time counter (an intervening "if", 603.4)."""
from __future__ import annotations

from manastack.engine.carddef import CardPool
from manastack.testing import Scenario


def _cast_impending():
    s = Scenario.full()
    s.hand(0, "Overlord of the Mistmoors")
    s.lands(0, "Plains", 4)
    g = s.start("main1")
    overlord = g.find("Overlord of the Mistmoors")
    assert ("cast", overlord, "normal") not in g.options()  # {5}{W}{W} isn't affordable
    g.cast("Overlord of the Mistmoors", variant="impending")
    g.pass_until_resolved()
    while g.stack:
        g.pass_until_resolved()
    return g


def test_702_176a_overlord_cast_for_impending_enters_with_time_counters_and_isnt_a_creature():
    """Overlord of the Mistmoors (impending 4--{2}{W}{W}): four time counters, not a creature; its enters ability
    still creates two Insects."""
    g = _cast_impending()
    o = g.obj("Overlord of the Mistmoors")
    assert o.zone == "battlefield" and o.counters == {"time": 4}
    assert "Creature" not in o.types and "Enchantment" in o.types
    assert sum(1 for i in g.state.battlefield if g.obj(i).name == "Insect") == 2


def test_702_176a_a_time_counter_comes_off_at_the_end_step():
    g = _cast_impending()
    g.pass_until("end")
    while g.stack:
        g.pass_until_resolved()
    assert g.obj("Overlord of the Mistmoors").counters == {"time": 3}


def test_702_176a_cast_normally_it_is_a_creature_without_counters():
    s = Scenario.full()
    s.hand(0, "Overlord of the Mistmoors")
    s.lands(0, "Plains", 7)
    g = s.start("main1")
    g.cast("Overlord of the Mistmoors")
    g.pass_until_resolved()
    o = g.obj("Overlord of the Mistmoors")
    assert "Creature" in o.types and not o.counters


def test_702_176a_the_last_counter_removed_makes_it_a_creature():
    """After its controller's fourth end step the last time counter is gone: it's a creature."""
    g = _cast_impending()
    oid = g.find("Overlord of the Mistmoors")
    for turn in (1, 3, 5):
        g.pass_until("end", turn=turn)
        while g.stack:
            g.pass_until_resolved()
    assert g.obj(oid).counters == {"time": 1} and "Creature" not in g.obj(oid).types
    g.pass_until("end", turn=7)
    while g.stack:
        g.pass_until_resolved()
    assert not g.obj(oid).counters
    assert "Creature" in g.obj(oid).types


def test_702_176_impending_cards_are_supported(full_db):
    for name in ("Overlord of the Mistmoors", "Overlord of the Boilerbilges", "Overlord of the Floodpits",
                 "Overlord of the Hauntwoods"):
        d = CardPool(full_db).get(name)
        assert d.supported, (name, d.missing)
