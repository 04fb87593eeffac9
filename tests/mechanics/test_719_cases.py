"""Cases (719): "To solve" and "Solved", played from the cards' Oracle text."""
from __future__ import annotations

from manastack.testing import Scenario


def _solved(g, card):
    return bool((g.state.objects[g.find(card)].chosen or {}).get("solved"))


def test_719_3a_case_is_solved_at_the_end_step_when_the_condition_holds():
    """719.3a: "To solve — You control three or more artifacts." -- at the beginning of its controller's end
    step with three artifacts, Case of the Filched Falcon becomes solved."""
    s = Scenario.full()
    case = s.battlefield(0, "Case of the Filched Falcon")
    for _ in range(3):
        s.battlefield(0, "Ornithopter")
    g = s.start("main2")
    assert not _solved(g, case)
    g.pass_until("end")
    g.pass_until_resolved()
    assert _solved(g, case)


def test_719_3a_case_stays_unsolved_without_the_condition():
    """719.3a: with two artifacts the end step trigger doesn't solve it (an intervening "if", 603.4), and its
    Solved ability can't be activated (719.3c)."""
    s = Scenario.full()
    case = s.battlefield(0, "Case of the Filched Falcon")
    for _ in range(2):
        s.battlefield(0, "Ornithopter")
    s.lands(0, "Island", 3)
    g = s.start("main2")
    assert not [o for o in g.decision.options if o[0] == "activate" and o[1] == g.find(case)]
    g.pass_until("end")
    g.pass_until_resolved()
    assert not _solved(g, case)


def test_719_3c_solved_ability_works_once_solved():
    """719.3c: once solved, "Solved — {2}{U}, Sacrifice this Case: Put four +1/+1 counters on target noncreature
    artifact. It becomes a 0/0 Bird creature with flying" can be activated; 719.3b: it stays solved."""
    s = Scenario.full()
    case = s.battlefield(0, "Case of the Filched Falcon")
    bauble = s.battlefield(0, "Mind Stone")
    s.battlefield(0, "Ornithopter")
    s.battlefield(0, "Ornithopter")
    s.lands(0, "Island", 3)
    g = s.start("main2")
    g.pass_until("end")
    g.pass_until_resolved()
    assert _solved(g, case)
    g.pass_until("main1", turn=3)
    assert _solved(g, case)
    g.activate(case, target=bauble)
    g.pass_until_resolved()
    g.expect_zone(case, "graveyard")
    assert g.obj(bauble).counters.get("+1/+1") == 4 and "Creature" in g.obj(bauble).types
