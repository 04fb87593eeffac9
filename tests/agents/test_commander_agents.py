"""The built-in computer players in multiplayer and Commander games: whom they attack and target (802, 806 —
not simply the next player), casting and re-casting their commander (903.8) and taking it back to the
command zone (903.9)."""
from manastack.agents.heuristic import HeuristicAgent
from manastack.engine.state import pent
from manastack.testing import Scenario

ISAMARU = "Isamaru, Hound of Konda"


def _at_attackers(s):
    g = s.start("main1")
    g.pass_until("declare attackers")
    assert g.decision.kind == "attackers" and g.decision.player == 0
    return g


def test_806_heuristic_attacks_the_weakest_opponent_not_the_next_player():
    s = Scenario(players=4, life=40)
    s.battlefield(0, "Hill Giant")
    s.player(3, life=5)
    g = _at_attackers(s)
    pick = HeuristicAgent(seed=1).choose(g.game, 0)
    assert pick[0] == "attack" and pick[2] == pent(3)


def test_806_heuristic_prefers_the_most_threatening_of_equally_weak_opponents():
    s = Scenario(players=4, life=40)
    s.battlefield(0, "Hill Giant")
    s.battlefield(2, "Craw Wurm", tapped=True)  # (tapped: it can't block, 509.1a)
    s.battlefield(1, "Grizzly Bears", tapped=True)
    g = _at_attackers(s)
    pick = HeuristicAgent(seed=1).choose(g.game, 0)
    assert pick[0] == "attack" and pick[2] == pent(2)


def test_806_heuristic_attacks_another_opponent_when_the_preferred_one_can_block_well():
    s = Scenario(players=4, life=40)
    s.battlefield(0, "Hill Giant")
    s.player(1, life=5)
    s.battlefield(1, "Craw Wurm")
    g = _at_attackers(s)
    pick = HeuristicAgent(seed=1).choose(g.game, 0)
    assert pick[0] == "attack" and pick[2] in (pent(2), pent(3))


def test_802_two_player_attacks_are_unchanged():
    s = Scenario(players=2)
    s.battlefield(0, "Hill Giant")
    g = _at_attackers(s)
    pick = HeuristicAgent(seed=1).choose(g.game, 0)
    assert pick == ("attack", g.find("Hill Giant"), pent(1))


def test_806_heuristic_burns_the_weakest_opponent():
    s = Scenario(players=4, life=40)
    s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 1)
    s.player(2, life=3)
    g = s.start("main1")
    a = HeuristicAgent(seed=2)
    choice = a.choose(g.game, 0)
    assert choice[0] == "cast"
    g.answer(choice)
    while g.decision.kind != "priority":
        assert g.decision.player == 0
        g.answer(a.choose(g.game, 0))
    g.pass_until_resolved()
    assert g.life(2) == 0 and g.life(1) == 40 and g.life(3) == 40


def test_903_8_heuristic_casts_its_commander_from_the_command_zone(full_db):
    s = Scenario(players=4, cards=full_db, life=40)
    cmd = s.commander(0, ISAMARU)
    s.lands(0, "Plains", 1)
    g = s.start("main1")
    choice = HeuristicAgent(seed=3).choose(g.game, 0)
    assert choice[0] == "cast" and choice[1] == g.find(cmd)


def test_903_8_heuristic_recasts_its_commander_paying_the_tax(full_db):
    s = Scenario(players=4, cards=full_db, life=40, auto_pay=True)
    cmd = s.commander(0, ISAMARU)
    s.lands(0, "Plains", 3)
    g = s.start("main1")
    uid = g.state.objects[g.find(cmd)].uid
    g.state.designations["commander_casts"] = {(uid, 0): 1}  # cast once before: the tax is {2}
    a = HeuristicAgent(seed=3)
    choice = a.choose(g.game, 0)
    assert choice[0] == "cast" and choice[1] == g.find(cmd)
    g.answer(choice)
    while g.decision.kind != "priority":
        g.answer(a.choose(g.game, 0))
    g.pass_until_resolved()
    g.expect_zone(cmd, "battlefield")
    assert all(g.state.objects[o].tapped for o in g.state.battlefield if g.state.objects[o].card == "Plains")


def test_903_9a_heuristic_takes_its_commander_back_to_the_command_zone(full_db):
    s = Scenario(players=2, cards=full_db, life=40)
    cmd = s.commander(1, ISAMARU, zone="battlefield")
    s.hand(0, "Shock")
    s.lands(0, "Mountain", 1)
    g = s.start("main1")
    g.cast("Shock", target=cmd)
    g.pass_until_resolved()
    assert g.decision.kind == "option" and g.decision.player == 1
    g.answer(HeuristicAgent(seed=4).choose(g.game, 1))
    g.expect_zone(cmd, "command")
