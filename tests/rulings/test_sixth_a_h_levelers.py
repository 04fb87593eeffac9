"""Official rulings of the level-up cards among the target cards A-H (issue #32, sixth pass): Echo Mage and
Hedron-Field Purists (702.87 level up, 711 leveler cards), and the Purists' prevention effects (615)."""
from __future__ import annotations

import pytest

from manastack.testing import Scenario

from .keys import ruling
from .test_rebound_improvise import resolve_all

LEVELERS = {"Echo Mage": ((2, 3), (2, 4), "Island"), "Hedron-Field Purists": ((0, 3), (1, 4), "Plains")}


@pytest.mark.parametrize("card", [
    pytest.param("Echo Mage", marks=ruling("Echo Mage", "2010-06-15", "the abilities a leveler grants to")),
    pytest.param("Hedron-Field Purists", marks=ruling("Hedron-Field Purists", "2010-06-15", "the abilities a leveler grants to")),
])
def test_leveler_keeps_level_up_at_every_level_711_2a_702_87a(card):
    """711.2a, 702.87a: at level 5 the leveler still has its level up ability: it can still be activated."""
    s = Scenario.full()
    lv = s.battlefield(0, card, counters={"level": 5})
    s.lands(0, LEVELERS[card][2], 4)
    g = s.start("main1")
    acts = [o for o in g.decision.options if o[0] == "activate" and o[1] == g.find(lv)]
    assert acts
    before = g.obj(lv).counters.get("level")
    g.answer(acts[0])
    resolve_all(g)
    assert g.obj(lv).counters.get("level") == before + 1


@pytest.mark.parametrize("card", [
    pytest.param("Echo Mage", marks=ruling("Echo Mage", "2010-06-15", "effects that set a levelers power")),
    pytest.param("Hedron-Field Purists", marks=ruling("Hedron-Field Purists", "2010-06-15", "effects that set a levelers power")),
])
def test_leveler_level_pt_has_the_levelers_timestamp_711_2b_613_4b(card):
    """711.2b, 613.4b: Diminish (base 1/1 until end of turn) cast on the level-0 leveler; leveling it up afterwards
    doesn't override Diminish: the level's 1/4 or 2/4 has the leveler's own, earlier timestamp: still 1/1."""
    s = Scenario.full()
    lv = s.battlefield(0, card)
    s.hand(0, "Diminish")
    s.lands(0, "Island", 1)
    s.lands(0, LEVELERS[card][2], 6)
    g = s.start("main1")
    g.cast("Diminish", target=lv)
    resolve_all(g)
    g.expect_pt(lv, 1, 1)
    mine = [o for o in g.decision.options if o[0] == "activate" and o[1] == g.find(lv)]
    for _ in range(2):
        g.answer(next(o for o in g.decision.options if o[0] == "activate" and o[1] == g.find(lv)))
        resolve_all(g)
    assert g.obj(lv).counters.get("level") == 2 and mine
    g.expect_pt(lv, 1, 1)


@pytest.mark.parametrize("card", [
    pytest.param("Echo Mage", marks=ruling("Echo Mage", "2010-06-15", "effects that modify a levelers power")),
    pytest.param("Hedron-Field Purists", marks=ruling("Hedron-Field Purists", "2010-06-15", "effects that modify a levelers power")),
])
def test_leveler_modifiers_apply_whenever_they_began_613_4c(card):
    """613.4c: Giant Growth on the level-0 leveler, then it levels up to level 2: its new base plus +3/+3."""
    s = Scenario.full()
    lv = s.battlefield(0, card)
    s.hand(0, "Giant Growth")
    s.lands(0, "Forest", 1)
    s.lands(0, LEVELERS[card][2], 6)
    g = s.start("main1")
    g.cast("Giant Growth", target=lv)
    resolve_all(g)
    for _ in range(2):
        g.answer(next(o for o in g.decision.options if o[0] == "activate" and o[1] == g.find(lv)))
        resolve_all(g)
    p, t = LEVELERS[card][1]
    g.expect_pt(lv, p + 3, t + 3)


@pytest.mark.parametrize("card", [
    pytest.param("Echo Mage", marks=ruling("Echo Mage", "2010-06-15", "a creatures level is based on")),
    pytest.param("Hedron-Field Purists", marks=ruling("Hedron-Field Purists", "2010-06-15", "a creatures level is based on")),
])
def test_leveler_level_is_its_level_counters_711_4(card):
    """711.4, 702.87b: a leveler put onto the battlefield with level counters (never activated) has the level they
    give: two counters: Echo Mage 2/4; one: the Purists 1/4. With none, the printed values."""
    n = 2 if card == "Echo Mage" else 1
    s = Scenario.full()
    lv = s.battlefield(0, card, counters={"level": n})
    bare = s.battlefield(0, card)
    g = s.start("main1")
    g.expect_pt(lv, *LEVELERS[card][1])
    g.expect_pt(bare, *LEVELERS[card][0])


@ruling("Hedron-Field Purists", "2010-06-15", "if another creature becomes a copy")
def test_hedron_field_purists_2010_06_15_copy_has_no_level_counters_707_2_711_6():
    """707.2: Clone copying a level-5 Purists copies its printed abilities (level up included) but not its level
    counters: the Clone is a level-0 Purists, 0/3."""
    s = Scenario.full()
    s.battlefield(0, "Hedron-Field Purists", counters={"level": 5})
    s.hand(0, "Clone")
    s.lands(0, "Island", 4)
    g = s.start("main1")
    g.cast("Clone")
    g.pass_until_resolved()
    while g.decision.kind != "priority":
        d = g.decision
        want = next((o for o in d.options if len(o) > 1 and o[1] == g.find("Hedron-Field Purists")), None)
        g.answer(want or next((o for o in d.options if o[0] == "yes"), d.options[0]))
    resolve_all(g)
    clone = g.find("Clone")
    assert g.obj(clone).name == "Hedron-Field Purists" and not g.obj(clone).counters.get("level")
    g.expect_pt(clone, 0, 3)


def _purists(level: int, n: int = 1, **kw):
    s = Scenario.full()
    for _ in range(n):
        s.battlefield(0, "Hedron-Field Purists", counters={"level": level})
    return s


@ruling("Hedron-Field Purists", "2010-06-15", "the prevention effects prevent 1 or")
def test_hedron_field_purists_2010_06_15_prevent_from_each_source_any_damage_615_7():
    """615.7: at level 1, the opponent's Lightning Bolt (noncombat damage, their source) to me deals 2."""
    s = _purists(1)
    s.hand(1, "Lightning Bolt")
    s.lands(1, "Mountain", 1)
    g = s.start("main1", active=1)
    g.cast("Lightning Bolt", target=("player", 0))
    resolve_all(g)
    assert g.life(0) == 18


@ruling("Hedron-Field Purists", "2010-06-15", "remember that hedron field purists never")
def test_hedron_field_purists_2010_06_15_never_both_prevention_effects_711_2a():
    """711.2a: at level 5 the Purists has only "prevent 2": Lightning Bolt to me deals 1, not 0."""
    s = _purists(5)
    s.hand(1, "Lightning Bolt")
    s.lands(1, "Mountain", 1)
    g = s.start("main1", active=1)
    g.cast("Lightning Bolt", target=("player", 0))
    resolve_all(g)
    assert g.life(0) == 19


@ruling("Hedron-Field Purists", "2010-06-15", "if a source would deal damage")
def test_hedron_field_purists_2010_06_15_each_recipient_separately_615_7():
    """615.7: Earthquake X=3 with the Purists at level 1: I take 2, my Hill Giant 2 (it survives), the opponent
    takes 3 and their Hill Giant dies."""
    s = _purists(1)
    mine = s.battlefield(0, "Hill Giant")
    theirs = s.battlefield(1, "Hill Giant")
    s.hand(1, "Earthquake")
    s.lands(1, "Mountain", 4)
    g = s.start("main1", active=1)
    g.cast("Earthquake", x=3)
    resolve_all(g)
    assert g.life(0) == 18 and g.life(1) == 17
    g.expect_zone(mine, "battlefield")
    assert g.obj(mine).damage == 2
    g.expect_zone(theirs, "graveyard")


@ruling("Hedron-Field Purists", "2010-06-15", "the prevention effects dont affect damage")
def test_hedron_field_purists_2010_06_15_planeswalkers_not_protected_615_7_120_3c():
    """120.3c: Lightning Bolt to my Chandra, Torch of Defiance (4 loyalty) isn't reduced: it has 1 loyalty left."""
    s = _purists(5)
    pw = s.battlefield(0, "Chandra, Torch of Defiance", counters={"loyalty": 4})
    s.hand(1, "Lightning Bolt")
    s.lands(1, "Mountain", 1)
    g = s.start("main1", active=1)
    g.cast("Lightning Bolt", target=pw)
    resolve_all(g)
    assert g.obj(pw).counters.get("loyalty") == 1


@ruling("Hedron-Field Purists", "2010-06-15", "the effects from multiple hedron field")
def test_hedron_field_purists_2010_06_15_multiple_are_cumulative_615_7():
    """615.7: two Purists at level 1: each prevents 1 of the Lightning Bolt: I take 1."""
    s = _purists(1, n=2)
    s.hand(1, "Lightning Bolt")
    s.lands(1, "Mountain", 1)
    g = s.start("main1", active=1)
    g.cast("Lightning Bolt", target=("player", 0))
    resolve_all(g)
    assert g.life(0) == 19
