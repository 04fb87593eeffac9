"""Stun counters (122.1d): "If a permanent with a stun counter would become untapped, instead remove a stun counter
from it." With real cards."""
from __future__ import annotations

from manastack.testing import Scenario


def test_122_1d_stunned_creature_stays_tapped_for_each_stun_counter_in_its_untap_steps():
    """Grizzly Bears, tapped with two stun counters: its controller's next two untap steps each remove one counter
    instead of untapping it (502.3); the third untaps it."""
    s = Scenario.full()
    bears = s.battlefield(1, "Grizzly Bears", tapped=True, counters={"stun": 2})
    g = s.start("main1")
    seen = []
    for turn in (2, 4, 6):
        g.pass_until("main1", turn=turn)
        o = g.obj(bears)
        seen.append((o.tapped, o.counters.get("stun", 0)))
    assert seen == [(True, 1), (True, 0), (False, 0)]


def test_122_1d_an_untapped_permanent_keeps_its_stun_counter():
    """122.1d replaces becoming untapped only: an untapped permanent with a stun counter keeps it through its
    controller's untap step."""
    s = Scenario.full()
    bears = s.battlefield(1, "Grizzly Bears", counters={"stun": 1})
    g = s.start("main1")
    g.pass_until("main1", turn=2)
    o = g.obj(bears)
    assert not o.tapped and o.counters.get("stun") == 1


def test_122_1d_lodestone_needle_is_supported_with_its_stun_counters(full_db):
    """Lodestone Needle puts two stun counters on what it taps: with 122.1d played, the card is supported."""
    from manastack.engine.carddef import CardPool

    d = CardPool(full_db).get("Lodestone Needle // Guidestone Compass")
    assert d.supported, d.missing
