"""122: counters — +1/+1 and -1/-1 (122.1a) and their annihilation (122.3, 704.5q), loyalty (122.1e,
606.4), poison (122.1f), counters with other names, counters ceasing to exist on zone change (122.2),
and "put" vs "remove" vs "move" (122.5)."""
from __future__ import annotations

import pytest
from combat_util import custom_instant

from manastack.testing import Scenario
from manastack.tree.abilities import TargetSpec
from manastack.tree.effects import MoveCounters, RemoveCounters
from manastack.tree.filters import CREATURE
from manastack.tree.refs import Num, Target


@pytest.fixture
def full(full_db):
    """Scenarios over the full card database (loaded once per session; skipped when absent)."""
    return lambda **kw: Scenario(cards=full_db, **kw)


TWO_CREATURES = (TargetSpec(CREATURE, 1, 1, "target creature"),
                 TargetSpec(CREATURE, 1, 1, "another target creature", distinct_from=(0,)))


def _mover(s, n=1, kind="+1/+1"):
    """Hand-built: "Move N <kind> counters from target creature onto another target creature." (the
    compiler produces no MoveCounters yet)."""
    move = MoveCounters(Target(0), Target(1), kind, Num(n) if n is not None else None)
    return custom_instant(s, f"Test Shift {kind} {n}", move, targets=TWO_CREATURES)


def test_122_1a_plus_counters_add_to_power_and_toughness(full):
    s = full()
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Arbor Armament")
    s.lands(0, "Forest", 1)
    g = s.start("main1")
    g.cast("Arbor Armament", target=bears)
    g.pass_until_resolved()
    assert g.obj(bears).counters == {"+1/+1": 1}
    g.expect_pt(bears, 3, 3)


def test_704_5q_plus_and_minus_counters_annihilate():
    """122.3 / 704.5q: N +1/+1 and N -1/-1 counters are removed, N the smaller count."""
    s = Scenario()
    ox = s.battlefield(0, "Pillarfield Ox", counters={"+1/+1": 3, "-1/-1": 1})
    g = s.start("main1")
    assert g.obj(ox).counters == {"+1/+1": 2}
    g.expect_pt(ox, 4, 6)
    assert any(e.rule == "704.5q" for e in g.state.events())


def test_704_5q_wither_damage_annihilates_with_plus_counters(full):
    s = full()
    gang = s.battlefield(0, "Boggart Ram-Gang")
    ox = s.battlefield(1, "Pillarfield Ox", counters={"+1/+1": 2})
    g = s.start("main1")
    g.attack(gang)
    g.block(gang, ox)
    g.pass_until("end of combat")
    assert g.obj(ox).counters == {"-1/-1": 1}
    g.expect_pt(ox, 1, 3)


def test_122_2_counters_cease_to_exist_when_the_object_changes_zones():
    s = Scenario()
    bears = s.battlefield(1, "Grizzly Bears", counters={"+1/+1": 2})
    s.hand(0, "Unsummon")
    s.lands(0, "Island", 1)
    g = s.start("main1")
    g.cast("Unsummon", target=bears)
    g.pass_until_resolved()
    assert g.obj(bears).counters == {}


def test_606_4_loyalty_abilities_put_and_remove_loyalty_counters():
    """122.1e / 606.4: [+2] puts two loyalty counters on it as a cost, [−1] removes one."""
    s = Scenario()
    jace = s.battlefield(0, "Jace Beleren")
    g = s.start("main1")
    g.activate(jace, loyalty=2)
    assert g.obj(jace).counters["loyalty"] == 5
    g.pass_until_resolved()


def test_122_1_counters_with_other_names_are_put_and_removed(full):
    """122.1: named counters (charge): Gemstone Array's "{2}: Put a charge counter on this artifact" puts
    one each time, and they accumulate."""
    s = full()
    array = s.battlefield(0, "Gemstone Array")
    s.lands(0, "Plains", 4)
    g = s.start("main1")
    for _ in range(2):
        g.activate(array, index=0)
        g.pass_until_resolved()
    assert g.obj(array).counters == {"charge": 2}


def test_122_1_remove_counters_removes_at_most_what_is_there():
    s = Scenario()
    name = custom_instant(s, "Test Unravel", RemoveCounters(Target(0), "+1/+1", Num(3)))
    bears = s.battlefield(1, "Grizzly Bears", counters={"+1/+1": 2})
    s.hand(0, name)
    g = s.start("main1")
    g.cast(name, target=bears)
    g.pass_until_resolved()
    assert g.obj(bears).counters == {}
    g.expect_pt(bears, 2, 2)


def test_122_5_move_removes_from_one_and_puts_on_the_other():
    s = Scenario()
    name = _mover(s)
    a = s.battlefield(0, "Grizzly Bears", counters={"+1/+1": 2})
    b = s.battlefield(0, "Hill Giant")
    s.hand(0, name)
    g = s.start("main1")
    m = g.mark()
    g.cast(name, targets=[a, b])
    g.pass_until_resolved()
    assert g.obj(a).counters == {"+1/+1": 1} and g.obj(b).counters == {"+1/+1": 1}
    g.expect_pt(b, 4, 4)
    assert any(e.rule == "122.5" for e in g.events_since(m))


def test_122_5_nothing_moves_when_the_first_has_no_such_counter():
    s = Scenario()
    name = _mover(s)
    a = s.battlefield(0, "Grizzly Bears", counters={"-1/-1": 1})
    b = s.battlefield(0, "Hill Giant")
    s.hand(0, name)
    g = s.start("main1")
    g.cast(name, targets=[a, b])
    g.pass_until_resolved()
    assert g.obj(a).counters == {"-1/-1": 1} and g.obj(b).counters == {}


def test_122_5_nothing_moves_when_the_second_object_left_the_battlefield():
    """122.5: if the counter can't be put onto the second object (it left), it isn't removed from the
    first either."""
    s = Scenario()
    name = _mover(s)
    a = s.battlefield(0, "Grizzly Bears", counters={"+1/+1": 1})
    b = s.battlefield(1, "Hill Giant")
    s.hand(0, name)
    s.hand(1, "Unsummon")
    s.lands(1, "Island", 1)
    g = s.start("main1")
    g.cast(name, targets=[a, b])
    g.pass_priority()
    g.cast("Unsummon", target=b)
    g.pass_until_resolved()
    g.expect_zone(b, "hand")
    assert g.obj(a).counters == {"+1/+1": 1}


def test_122_5_move_all_counters_of_every_kind():
    s = Scenario()
    move_all = MoveCounters(Target(0), Target(1), None, None)
    name = custom_instant(s, "Test Full Transfer", move_all, targets=TWO_CREATURES)
    a = s.battlefield(0, "Grizzly Bears", counters={"+1/+1": 2, "charge": 1})
    b = s.battlefield(0, "Hill Giant")
    s.hand(0, name)
    g = s.start("main1")
    g.cast(name, targets=[a, b])
    g.pass_until_resolved()
    assert g.obj(a).counters == {} and g.obj(b).counters == {"+1/+1": 2, "charge": 1}


def test_122_1f_poison_counters_on_players(full):
    """122.1f: poison counters are counters on a player (given by infect damage, 120.3b)."""
    s = full()
    s.player(1, poison=2)
    elf = s.battlefield(0, "Glistener Elf")
    g = s.start("main1")
    g.attack(elf)
    g.pass_until("end of combat")
    assert g.poison(1) == 3 and g.state.players[1].counters["poison"] == 3


def test_122_6_counters_an_object_enters_with_are_logged_as_put_on_it():
    """122.6: an object given counters as it enters has those counters put on it — the log says so, with
    the object and the amount, like any other counters put on it (a planeswalker's loyalty, 306.5b)."""
    s = Scenario()
    s.hand(0, "Jace Beleren")
    s.lands(0, "Island", 3)
    s.lands(0, "Swamp", 2)
    g = s.start("main1")
    g.cast("Jace Beleren")
    g.pass_until_resolved()
    put = [e for e in g.state.events() if e.kind == "counters" and e.rule == "122.6"]
    assert len(put) == 1 and put[0].data["kind"] == "loyalty" and put[0].data["n"] == 3
    assert put[0].data["object"] in g.state.battlefield and "enters with 3 loyalty counters" in put[0].text


def test_122_1f_removing_counters_from_a_player_is_logged():
    from manastack.engine.events import remove_counters
    from manastack.engine.state import pent as player_entity

    s = Scenario()
    s.player(1, poison=4)
    g = s.start("main1")
    st = g.state
    assert remove_counters(st, player_entity(1), "poison", 3) == 3
    e = st.events()[-1]
    assert e.kind == "counters" and e.data == {"player": 1, "kind": "poison", "n": -3}
    assert g.poison(1) == 1
