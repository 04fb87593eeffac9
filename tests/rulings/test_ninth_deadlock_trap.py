"""Official rulings of Deadlock Trap (issue #32, ninth pass): energy (107.14, 122.1), responding to its
ability (602.2, 117.3), priority after a permanent enters (117.3b) and tapped planeswalkers in combat (506.3).
"""
from __future__ import annotations

from manastack.testing import Scenario

from .keys import ruling
from .test_ninth_lithoform_engine import _resolve


def _energy(g, p=0) -> int:
    return (g.state.players[p].counters or {}).get("energy", 0)


def _trap_vs_shade():
    """My untapped Deadlock Trap with one energy against the opponent's Frozen Shade ({B}: +1/+1) and three
    Swamps."""
    s = Scenario.full()
    s.battlefield(0, "Deadlock Trap")
    s.player(0, counters={"energy": 1})
    s.battlefield(1, "Frozen Shade")
    s.lands(1, "Swamp", 3)
    return s.start("main1")


def _opp_activations(g, name):
    d = g.decision
    oid = g.find(name)
    if d.kind != "priority" or d.player != 1:
        return []
    return [o for o in d.options if o[0] == "activate" and o[1] == oid]


@ruling("Deadlock Trap", "2016-09-20", "players may respond to deadlock traps")
def test_deadlock_trap_2016_09_20_players_may_respond_by_activating_602_2_117_3c():
    """117.3c, 602.2: with the Trap's ability on the stack the opponent gets priority and may pump the Shade
    in response (it resolves: the Shade ends 1/2); once the Trap's ability resolved, the Shade is tapped and
    its ability is no longer offered this turn."""
    g = _trap_vs_shade()
    g.activate("Deadlock Trap", target="Frozen Shade")
    assert _energy(g) == 0
    g.pass_priority()
    assert _opp_activations(g, "Frozen Shade"), g.board()
    g.answer(_opp_activations(g, "Frozen Shade")[0])
    g._answer_setup(target=None, targets=None, x=None, modes=None, pay="auto", kicked=None, divide=None)
    _resolve(g)
    g.expect_pt("Frozen Shade", 1, 2)
    assert g.obj("Frozen Shade").tapped
    g.pass_priority()  # I pass with an empty stack: the opponent gets priority, two Swamps untapped
    assert g.decision.kind == "priority" and g.decision.player == 1, g.board()
    assert not _opp_activations(g, "Frozen Shade"), g.decision.options


@ruling("Deadlock Trap", "2016-09-20", "once a player has announced an")
def test_deadlock_trap_2016_09_20_once_announced_the_ability_resolves_anyway_602_2():
    """602.2, 608.2: the opponent pumps the Shade first; tapping it with the Trap in response doesn't undo the
    ability on the stack — the Shade still ends 1/2 (and tapped)."""
    g = _trap_vs_shade()
    g.pass_priority()
    assert g.decision.player == 1, g.board()
    g.answer(_opp_activations(g, "Frozen Shade")[0])
    g._answer_setup(target=None, targets=None, x=None, modes=None, pay="auto", kicked=None, divide=None)
    g.pass_priority()
    g.activate("Deadlock Trap", target="Frozen Shade")
    _resolve(g)
    g.expect_pt("Frozen Shade", 1, 2)
    assert g.obj("Frozen Shade").tapped


@ruling("Deadlock Trap", "2017-02-09", "energy counters arent mana they dont")
def test_deadlock_trap_2017_02_09_energy_counters_stay_as_turns_end_107_14_122_1():
    """107.14, 122.1: the Trap's enters trigger gives {E}{E}; they are still there in the next turn. It
    entered tapped (its own text)."""
    s = Scenario.full()
    s.hand(0, "Deadlock Trap")
    s.lands(0, "Wastes", 3)
    g = s.start("main1")
    g.cast("Deadlock Trap")
    _resolve(g)
    assert g.obj("Deadlock Trap").tapped
    assert _energy(g) == 2
    g.pass_until("main1", turn=2)
    assert _energy(g) == 2


@ruling("Deadlock Trap", "2017-02-09", "you cant pay more energy counters")
def test_deadlock_trap_2017_02_09_you_cant_pay_more_energy_than_you_have_107_14_602_2b():
    """107.14, 602.2b: with no energy the Trap's ability isn't offered; with one it is."""
    offered = []
    for have in (0, 1):
        s = Scenario.full()
        s.battlefield(0, "Deadlock Trap")
        s.player(0, counters={"energy": have})
        s.battlefield(1, "Grizzly Bears")
        g = s.start("main1")
        trap = g.find("Deadlock Trap")
        offered.append(any(o[0] == "activate" and o[1] == trap for o in g.decision.options))
    assert offered == [False, True]


@ruling("Deadlock Trap", "2016-09-20", "a tapped planeswalker can be attacked")
def test_deadlock_trap_2016_09_20_a_tapped_planeswalker_can_be_attacked_506_3():
    """506.3, 120.3c: the Trap taps the opponent's Liliana of the Veil (loyalty 3); my Grizzly Bears attack it
    anyway and its 2 damage removes two loyalty counters."""
    s = Scenario.full()
    s.battlefield(0, "Deadlock Trap")
    s.battlefield(0, "Grizzly Bears")
    s.player(0, counters={"energy": 1})
    s.battlefield(1, "Liliana of the Veil")
    g = s.start("main1")
    g.activate("Deadlock Trap", target="Liliana of the Veil")
    _resolve(g)
    assert g.obj("Liliana of the Veil").tapped
    g.attack(("Grizzly Bears", "Liliana of the Veil"))
    g.no_blocks()
    g.pass_until("main2")
    assert g.obj("Liliana of the Veil").counters.get("loyalty") == 1, g.board()
    g.expect_life(1, 20)


@ruling("Deadlock Trap", "2016-09-20", "after a planeswalker enters the battlefield")
def test_deadlock_trap_2016_09_20_after_a_planeswalker_enters_the_active_player_gets_priority_117_3b():
    """117.3b, 606.3: my Liliana of the Veil resolves while the opponent holds an untapped Deadlock Trap with
    energy — I get priority first and can activate a loyalty ability before the Trap can be used."""
    s = Scenario.full()
    s.battlefield(1, "Deadlock Trap")
    s.player(1, counters={"energy": 2})
    s.hand(0, "Liliana of the Veil")
    s.lands(0, "Swamp", 3)
    g = s.start("main1")
    g.cast("Liliana of the Veil")
    _resolve(g)
    d = g.decision
    assert d.kind == "priority" and d.player == 0, g.board()
    lili = g.find("Liliana of the Veil")
    assert any(o[0] == "activate" and o[1] == lili for o in d.options), d.options
    g.activate("Liliana of the Veil", loyalty=1)
    assert g.obj("Liliana of the Veil").counters.get("loyalty") == 4, g.board()


@ruling("Deadlock Trap", "2016-09-20", "if the tapped creature somehow becomes")
def test_deadlock_trap_2016_09_20_if_the_tapped_creature_becomes_untapped_it_can_attack_508_1a():
    """508.1a, 602.5: I tap my own Frozen Shade with the Trap, then untap it with Kiora's Follower — it is
    offered as an attacker, but its {B} ability is still not offered this turn."""
    s = Scenario.full()
    s.battlefield(0, "Deadlock Trap")
    s.player(0, counters={"energy": 1})
    s.battlefield(0, "Frozen Shade")
    s.battlefield(0, "Kiora's Follower")
    s.lands(0, "Swamp", 2)
    g = s.start("main1")
    shade = g.find("Frozen Shade")
    assert any(o[0] == "activate" and o[1] == shade for o in g.decision.options)
    g.activate("Deadlock Trap", target="Frozen Shade")
    _resolve(g)
    assert g.obj("Frozen Shade").tapped
    g.activate("Kiora's Follower", target="Frozen Shade")
    _resolve(g)
    assert not g.obj("Frozen Shade").tapped
    assert not any(o[0] == "activate" and o[1] == shade for o in g.decision.options), g.decision.options
    g.pass_until("declare attackers")
    d = g.decision
    assert d.kind == "attackers" and any(o[0] == "attack" and o[1] == shade for o in d.options), d.options
