"""Class levels (716) and level up (702.87), played from the cards' Oracle text."""
from __future__ import annotations

import pytest

from manastack.testing import Scenario
from manastack.testing.scenario import ScenarioError


def _activations(g, card):
    oid = g.find(card)
    return [o for o in g.decision.options if o[0] == "activate" and o[1] == oid]


def test_716_2a_class_gains_levels_in_order():
    """716.2a, 716.2d: a Class starts at level 1; only its level 2 ability can be activated then (level 3 needs
    level 2). After gaining level 2, the level 3 ability is the one available."""
    s = Scenario.full()
    cls = s.battlefield(0, "Cleric Class")
    s.lands(0, "Plains", 9)
    g = s.start("main1")
    first = _activations(g, cls)
    assert len(first) == 1
    g.activate(cls)
    g.pass_until_resolved()
    assert g.state.objects[g.find(cls)].chosen.get("class_level") == 2
    second = _activations(g, cls)
    assert len(second) == 1 and second[0][2] != first[0][2]  # the level 3 ability, not level 2 again


def test_716_2a_level_2_ability_applies_only_from_level_2():
    """716.2a: "As long as this Class is level N or greater, it has [abilities]": Cleric Class's level 2
    trigger ("Whenever you gain life, put a +1/+1 counter on target creature you control") doesn't work at
    level 1 and does at level 2; the level 1 replacement (gain that much plus 1) applies throughout."""
    s = Scenario.full()
    cls = s.battlefield(0, "Cleric Class")
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Revitalize", "Revitalize")
    s.lands(0, "Plains", 8)
    g = s.start("main1")
    g.cast("Revitalize")
    g.pass_until_resolved()
    g.expect_life(0, 24)  # 3 + 1 (the level 1 ability)
    assert not g.obj(bears).counters  # no level 2 ability yet
    g.activate(cls)
    g.pass_until_resolved()
    g.cast("Revitalize")
    g.pass_until_resolved()
    g.expect_life(0, 28)
    if g.decision is not None and g.decision.kind == "target":
        g.choose(bears)
    g.pass_until_resolved()
    assert g.obj(bears).counters.get("+1/+1") == 1


def test_716_2a_becomes_level_3_trigger():
    """716.2a: "When this Class becomes level 3, return target creature card from your graveyard to the
    battlefield" triggers when the level 3 ability resolves."""
    s = Scenario.full()
    cls = s.battlefield(0, "Cleric Class")
    s.graveyard(0, "Grizzly Bears")
    s.lands(0, "Plains", 9)
    g = s.start("main1")
    g.activate(cls)
    g.pass_until_resolved()
    g.activate(cls, target="Grizzly Bears")
    g.pass_until_resolved()
    assert g.state.objects[g.find(cls)].chosen.get("class_level") == 3
    if g.decision is not None and g.decision.kind == "target":
        g.choose("Grizzly Bears")
    g.pass_until_resolved()
    g.expect_zone("Grizzly Bears", "battlefield")


def test_702_87a_level_up_puts_a_level_counter_and_level_ranges_apply():
    """702.87a, 711: "Level up {W}" puts a level counter on Student of Warfare; at LEVEL 2-6 it is a 3/3 with
    first strike."""
    s = Scenario.full()
    st = s.battlefield(0, "Student of Warfare")
    s.lands(0, "Plains", 2)
    g = s.start("main1")
    g.expect_pt(st, 1, 1)
    for _ in range(2):
        g.activate(st)
        g.pass_until_resolved()
    assert g.obj(st).counters.get("level") == 2
    g.expect_pt(st, 3, 3)
    assert "First Strike" in g.obj(st).keywords


def test_702_87a_level_up_only_as_a_sorcery():
    """702.87a: level up can be activated only as a sorcery: not in the opponent's turn."""
    s = Scenario.full()
    st = s.battlefield(0, "Student of Warfare")
    s.lands(0, "Plains", 2)
    g = s.start("main1", active=1)
    g.pass_priority()  # player 0 gets priority in player 1's main phase
    with pytest.raises(ScenarioError):
        g.activate(st)
