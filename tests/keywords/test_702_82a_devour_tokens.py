"""702.82a devour on a token an effect creates: its controller chooses the creatures to sacrifice as it enters,
as for a devouring creature spell (engine/mechanics/devour.py; the run keeps a rollback point for the choice)."""
from __future__ import annotations

from manastack.testing import Scenario


def test_702_82a_token_created_by_a_trigger_may_devour():
    """Dragon Broodmother's upkeep trigger makes a 1/1 Dragon with devour 2: devouring Grizzly Bears, it enters
    with two +1/+1 counters."""
    s = Scenario.full()
    s.battlefield(0, "Dragon Broodmother")
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start("main1")
    g.pass_until("upkeep", turn=2)
    g.pass_priority(2)  # the trigger resolves
    d = g.decision
    assert d.kind == "choose_cards" and d.actor == 0
    assert ("choose", g.find(bears)) in d.options
    g.answer(("choose", g.find(bears)))
    g.answer(("done",))
    g.pass_until_resolved()
    g.expect_zone(bears, "graveyard")
    dragons = [o for o in g.state.battlefield if g.obj(o).name == "Dragon"]
    assert len(dragons) == 1
    assert (g.obj(dragons[0]).power, g.obj(dragons[0]).toughness) == (3, 3)


def test_702_82a_token_devour_may_sacrifice_nothing():
    s = Scenario.full()
    s.battlefield(0, "Dragon Broodmother")
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start("main1")
    g.pass_until("upkeep", turn=2)
    g.pass_priority(2)
    g.answer(("done",))
    g.pass_until_resolved()
    g.expect_zone(bears, "battlefield")
    dragons = [o for o in g.state.battlefield if g.obj(o).name == "Dragon"]
    assert (g.obj(dragons[0]).power, g.obj(dragons[0]).toughness) == (1, 1)
