"""Phrases grown in the sixth sitting of issue #24 (compA). Each is read in one place and composes with what
stands next to it; compiler tests (the tree, refusals included) first, then behaviour tests that play the real
cards the phrase made supported in ``Scenario.full()``."""
from __future__ import annotations

from manastack.engine import support
from manastack.testing import Scenario
from manastack.tree.abilities import Static, Triggered
from manastack.tree.effects import Draw, GainLife
from manastack.tree.refs import CountersOn, EventObject, This

from .phrase_kit import abilities as _abilities, nodes as _nodes, unread as _unread


# ---------------------------------------------------------------- "the number of <kind> counters on it" (122.1)


def test_122_1_counters_on_it_in_a_dies_trigger_is_the_dying_object():
    """"draw cards equal to the number of oil counters on it": "it" is the trigger's object, read with its last
    known information (608.2h); the same amount as "counters on ~" reads."""
    ab = _abilities("When ~ dies, draw cards equal to the number of oil counters on it.", types=("Creature",))
    assert _unread(ab) == []
    (d,) = _nodes(ab, Draw)
    assert d.n == CountersOn(EventObject(), "oil")
    assert support.missing(ab) == []


def test_122_1_counters_on_it_in_a_cda():
    ab = _abilities("~'s power and toughness are each equal to the number of charge counters on it.",
                    types=("Artifact", "Creature"))
    (st,) = ab
    assert isinstance(st, Static)
    assert st.mods[0].power == CountersOn(This(), "charge")


def test_122_1_counters_on_self_still_reads():
    ab = _abilities("When ~ leaves the battlefield, you gain life equal to the number of age counters on ~.",
                    types=("Creature",))
    (g,) = _nodes(ab, GainLife)
    assert g.n == CountersOn(This(), "age")


def test_122_1_watchful_blisterzoa_draws_for_its_oil_counters():
    s = Scenario.full()
    z = s.battlefield(0, "Watchful Blisterzoa", counters={"oil": 2})
    s.hand(0, "Murder")
    s.lands(0, "Swamp", 3)
    g = s.start("main1")
    hand = len(g.zone(0, "hand"))
    g.cast("Murder", target=z)
    g.pass_until_resolved()
    g.expect_zone(z, "graveyard")
    assert len(g.zone(0, "hand")) == hand - 1 + 2


def test_122_1_chimeric_mass_is_as_big_as_its_charge_counters():
    s = Scenario.full()
    m = s.battlefield(0, "Chimeric Mass", counters={"charge": 3})
    s.lands(0, "Plains", 1)
    g = s.start("main1")
    assert "Creature" not in g.obj(m).types
    g.activate(m)
    g.pass_until_resolved()
    g.expect_pt(m, 3, 3)
