"""Overload (702.96), with real cards."""
from __future__ import annotations

from manastack.testing import Scenario


def _setup():
    s = Scenario.full()
    s.battlefield(0, "Llanowar Elves")
    e1 = s.battlefield(1, "Llanowar Elves")
    e2 = s.battlefield(1, "Birds of Paradise")
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Electrickery")
    s.lands(0, "Mountain", 2)
    return s, e1, e2, bears


def test_702_96a_overloaded_spell_affects_each():
    """702.96a-b: Electrickery cast for its overload cost {1}{R}: "deals 1 damage to each creature you don't
    control" -- no target is chosen; the opponent's Llanowar Elves and Birds of Paradise die, Grizzly Bears survive
    with 1 damage, and the caster's own Elves are untouched."""
    s, e1, e2, bears = _setup()
    g = s.start("main1")
    ov = next(o for o in g.options() if o[0] == "cast" and g._name(o[1]) == "Electrickery" and "overload" in o[2])
    g.cast("Electrickery", variant=ov[2])
    assert g.decision.kind == "priority"  # no target was asked for
    g.pass_until_resolved()
    g.expect_zone(e1, "graveyard")
    g.expect_zone(e2, "graveyard")
    g.expect_zone(bears, "battlefield")
    assert g.obj(bears).damage == 1
    assert [i for i in g.state.battlefield if g._name(i) == "Llanowar Elves"]


def test_702_96a_normal_cast_still_targets_one():
    """Cast normally ({R}) it deals 1 damage to one target creature."""
    s, e1, e2, bears = _setup()
    g = s.start("main1")
    g.cast("Electrickery", target=e2)
    g.pass_until_resolved()
    g.expect_zone(e2, "graveyard")
    g.expect_zone(e1, "battlefield")


def test_702_96b_overload_needs_no_legal_target():
    """702.96b: Cyclonic Rift overloaded ({6}{U}) returns each nonland permanent its caster doesn't control; the
    caster's own permanents stay."""
    s = Scenario.full()
    mine = s.battlefield(0, "Grizzly Bears")
    a = s.battlefield(1, "Hill Giant")
    b = s.battlefield(1, "Sol Ring")
    land = s.battlefield(1, "Forest")
    s.hand(0, "Cyclonic Rift")
    s.lands(0, "Island", 7)
    g = s.start("main1")
    ov = next(o for o in g.options() if o[0] == "cast" and g._name(o[1]) == "Cyclonic Rift" and "overload" in o[2])
    g.cast("Cyclonic Rift", variant=ov[2])
    g.pass_until_resolved()
    g.expect_zone(a, "hand")
    g.expect_zone(b, "hand")
    g.expect_zone(land, "battlefield")
    g.expect_zone(mine, "battlefield")


def test_702_96_overload_cards_are_supported(supported):
    supported("Electrickery", "Cyclonic Rift", "Vandalblast", "Mizzium Mortars")
