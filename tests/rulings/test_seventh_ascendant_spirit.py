"""Official rulings of Ascendant Spirit (snow costs 107.4h, type- and P/T-setting effects without duration
611.2, layers 613.4) — seventh pass of issue #32."""
from __future__ import annotations

import pytest

from manastack.testing import Scenario

from .keys import ruling

SPIRIT = "Ascendant Spirit"


def _spirit(land="Snow-Covered Island", n=13, hand=()):
    s = Scenario.full()
    sp = s.battlefield(0, SPIRIT)
    s.lands(0, land, n)
    if hand:
        s.hand(0, *hand)
    return s, sp


def _act(g, sp, i):
    g.activate(sp, i)
    g.pass_until_resolved()


@ruling("Ascendant Spirit", "2021-02-05", "none of ascendant spirits abilities has")
def test_ascendant_spirit_2021_02_05_none_of_ascendant_spirits_abilities_has_611_2a():
    """611.2a: no duration: the 2/3 Spirit Warrior of the first ability is still one in my next turn."""
    s, sp = _spirit()
    g = s.start("main1")
    _act(g, sp, 0)
    g.pass_until("main1", turn=3)
    o = g.obj(sp)
    assert (o.power, o.toughness) == (2, 3) and o.subtypes == {"Spirit", "Warrior"}


@ruling("Ascendant Spirit", "2021-02-05", "the first and second abilities cause")
def test_ascendant_spirit_2021_02_05_the_first_and_second_abilities_cause_613_1d():
    """613.1d: it becomes exactly a Spirit Warrior, then a Spirit Warrior Angel; it stays a snow creature."""
    s, sp = _spirit()
    g = s.start("main1")
    _act(g, sp, 0)
    assert g.obj(sp).subtypes == {"Spirit", "Warrior"}
    _act(g, sp, 1)
    o = g.obj(sp)
    assert o.subtypes == {"Spirit", "Warrior", "Angel"} and "Snow" in o.supertypes and "Creature" in o.types


@ruling("Ascendant Spirit", "2021-02-05", "the first and second abilities overwrite")
def test_ascendant_spirit_2021_02_05_the_first_and_second_abilities_overwrite_613_7():
    """613.7 (timestamps): Angel 4/4 first, then the first ability again: the later effect wins — a 2/3 Spirit
    Warrior, no longer an Angel (the flying counter stays)."""
    s, sp = _spirit()
    g = s.start("main1")
    _act(g, sp, 0)
    _act(g, sp, 1)
    _act(g, sp, 0)
    o = g.obj(sp)
    assert (o.power, o.toughness) == (2, 3) and o.subtypes == {"Spirit", "Warrior"} and o.counters.get("flying") == 1


@ruling("Ascendant Spirit", "2021-02-05", "activating the second ability after ascendant")
def test_ascendant_spirit_2021_02_05_activating_the_second_ability_after_509_1():
    """509.1, 506.4: blocked by Grizzly Bears (no flying or reach) as a 2/3, it gains flying (4/4 Angel): the
    block stands — the Bears die, the opponent takes nothing."""
    s, sp = _spirit()
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start("main1")
    _act(g, sp, 0)
    g.attack(sp)
    g.block(sp, bears)
    _act(g, sp, 1)
    g.pass_until("combat damage")
    g.pass_until_resolved()
    g.expect_zone(bears, "graveyard")
    g.expect_life(1, 20)


@ruling("Ascendant Spirit", "2021-02-05", "any effects that modify ascendant spirits")
def test_ascendant_spirit_2021_02_05_any_effects_that_modify_ascendant_613_4c():
    """613.4b-c: Giant Growth (+3/+3) resolved first still applies after the first ability sets the base 2/3:
    5/6."""
    s, sp = _spirit(land="Snow-Covered Forest", hand=("Giant Growth",))
    g = s.start("main1")
    g.cast("Giant Growth", target=sp)
    g.pass_until_resolved()
    _act(g, sp, 0)
    o = g.obj(sp)
    assert (o.power, o.toughness) == (5, 6)


@ruling("Ascendant Spirit", "2021-02-05", "any of ascendant spirits abilities may")
def test_ascendant_spirit_2021_02_05_any_of_ascendant_spirits_abilities_may_602_1():
    """602.1, 122.1: the last ability twice as an Angel: four +1/+1 counters — 8/8 — still one flying counter's
    worth of flying."""
    s, sp = _spirit()
    g = s.start("main1")
    for i in (0, 1, 2, 2):
        _act(g, sp, i)
    o = g.obj(sp)
    assert o.counters.get("+1/+1") == 4 and (o.power, o.toughness) == (8, 8) and "Flying" in o.keywords


@pytest.mark.xfail(strict=True, reason="finding: {S} is paid with mana from non-snow sources — two ordinary "
                   "Islands activate Ascendant Spirit's {S}{S} ability (107.4h, 106.3)")
@ruling("Ascendant Spirit", "2021-02-05", "the s symbol is a generic")
def test_ascendant_spirit_2021_02_05_the_s_symbol_is_a_generic_107_4h():
    """107.4h: {S} is paid by mana from a snow source of any color: two Snow-Covered Forests pay {S}{S}; two
    ordinary Islands can't."""
    s, sp = _spirit(land="Snow-Covered Forest", n=2)
    g = s.start("main1")
    _act(g, sp, 0)
    assert (g.obj(sp).power, g.obj(sp).toughness) == (2, 3)
    s, sp = _spirit(land="Island", n=2)
    g = s.start("main1")
    assert not any(o[0] == "activate" and o[1] == g.find(sp) for o in g.options())
