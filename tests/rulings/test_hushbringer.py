"""Official rulings of Hushbringer, "Creatures entering or dying don't cause abilities to trigger" (603.2g, issue
#32)."""
from __future__ import annotations

from manastack.testing import Scenario

from .keys import ruling
from .test_rebound_improvise import resolve_all, settle


@ruling("Hushbringer", "2019-10-04", "a creature entering the battlefield or")
def test_hushbringer_2019_10_04_a_creature_entering_the_battlefield_or_603_2g_603_6a():
    """603.2g, 603.6a: Hushbringer's own entering already doesn't cause Soul Warden's ability to trigger (it looks at
    the game as it is just after the event): no life gained."""
    s = Scenario.full()
    s.battlefield(0, "Soul Warden")
    s.hand(0, "Hushbringer")
    s.lands(0, "Plains", 2)
    g = s.start("main1")
    g.cast("Hushbringer")
    resolve_all(g)
    g.expect_zone("Hushbringer", "battlefield")
    g.expect_life(0, 20)
    assert not g.stack


@ruling("Hushbringer", "2019-10-04", "hushbringer affects a creatures own triggered")
def test_hushbringer_2019_10_04_hushbringer_affects_a_creatures_own_triggered_603_2g():
    """603.2g: Elvish Visionary's own "When this creature enters, draw a card" doesn't trigger."""
    s = Scenario.full()
    s.battlefield(0, "Hushbringer")
    s.hand(0, "Elvish Visionary")
    s.lands(0, "Forest", 2)
    g = s.start("main1")
    hand = len(g.zone(0, "hand"))
    g.cast("Elvish Visionary")
    resolve_all(g)
    assert len(g.zone(0, "hand")) == hand - 1 and not g.stack


@ruling("Hushbringer", "2019-10-04", "replacement effects are unaffected by hushbringers")
def test_hushbringer_2019_10_04_replacement_effects_are_unaffected_by_hushbringers_614_1c():
    """614.1c: "enters with X +1/+1 counters" is a replacement effect, not a trigger: Endless One cast with X=3
    still enters with three +1/+1 counters."""
    s = Scenario.full()
    s.battlefield(0, "Hushbringer")
    s.hand(0, "Endless One")
    s.lands(0, "Wastes", 3)
    g = s.start("main1")
    g.cast("Endless One", x=3)
    resolve_all(g)
    assert g.obj(g.find("Endless One")).counters.get("+1/+1") == 3


@ruling("Hushbringer", "2019-10-04", "abilities that apply as this creature")
def test_hushbringer_2019_10_04_abilities_that_apply_as_this_creature_614_12():
    """614.12, 707.2: Clone's "you may have it enter as a copy" applies as it enters, so it still works: Clone
    enters as a Hill Giant."""
    s = Scenario.full()
    s.battlefield(0, "Hushbringer")
    giant = s.battlefield(1, "Hill Giant")
    clone = s.hand(0, "Clone")
    s.lands(0, "Island", 4)
    g = s.start("main1")
    g.cast(clone)
    settle(g)
    g.pass_until_resolved()
    g.answer(next(o for o in g.decision.options if len(o) > 1 and o[1] == g.find(giant)))
    settle(g)
    assert g.obj(clone).name == "Hill Giant"
