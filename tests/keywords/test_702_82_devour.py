"""Devour (702.82), with real cards."""
from __future__ import annotations

from manastack.testing import Scenario


def _cast_and_resolve(g, card: str):
    g.cast(card)
    g.pass_priority()
    g.pass_priority()
    return g


def _devour(g, names: list[str]):
    """Answer the devour questions: sacrifice the creatures named (one of each name listed), then stop."""
    for nm in names:
        d = g.decision
        assert d.kind == "choose_cards" and d.info["keyword"] == "Devour"
        g.answer(next(o for o in d.options if o[0] == "choose" and g._name(o[1]) == nm))
    d = g.decision
    if d.kind == "choose_cards" and d.info and d.info.get("keyword") == "Devour":
        g.answer(("done",))


def test_702_82a_devour_2_sacrifices_and_enters_with_twice_that_many_counters():
    """702.82a: Predator Dragon (4/4, devour 2) devouring two Grizzly Bears enters with four +1/+1 counters; the
    bears are in the graveyard."""
    s = Scenario.full()
    s.hand(0, "Predator Dragon")
    s.lands(0, "Mountain", 6)
    s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Llanowar Elves")
    g = s.start("main1")
    _cast_and_resolve(g, "Predator Dragon")
    _devour(g, ["Grizzly Bears", "Grizzly Bears"])
    g.expect_pt("Predator Dragon", 8, 8)
    assert g.obj(g.find("Predator Dragon")).counters.get("+1/+1") == 4
    assert g.zone(0, "graveyard").count("Grizzly Bears") == 2
    assert "Llanowar Elves" in [g._name(i) for i in g.state.battlefield]


def test_702_82a_devour_nothing_enters_without_counters():
    """702.82a: "you may sacrifice any number": sacrificing none, Gorger Wurm (5/5, devour 1) enters as a 5/5."""
    s = Scenario.full()
    s.hand(0, "Gorger Wurm")  # {3}{R}{G}
    s.lands(0, "Forest", 3)
    s.lands(0, "Mountain", 2)
    s.battlefield(0, "Grizzly Bears")
    g = s.start("main1")
    _cast_and_resolve(g, "Gorger Wurm")
    _devour(g, [])
    g.expect_pt("Gorger Wurm", 5, 5)
    assert "Grizzly Bears" in [g._name(i) for i in g.state.battlefield]


def test_702_82a_only_own_creatures_can_be_devoured():
    """702.82a, 701.21a: a player can sacrifice only permanents they control: the opponent's creature is never
    offered, nor lands."""
    s = Scenario.full()
    s.hand(0, "Gorger Wurm")  # {3}{R}{G}
    s.lands(0, "Forest", 3)
    s.lands(0, "Mountain", 2)
    s.battlefield(0, "Grizzly Bears")
    s.battlefield(1, "Hill Giant")
    g = s.start("main1")
    g.cast("Gorger Wurm")
    g.pass_priority()
    g.pass_priority()
    d = g.decision
    names = [g._name(o[1]) for o in d.options if o[0] == "choose"]
    assert names == ["Grizzly Bears"]


def test_702_82a_614_16_devour_counters_are_modified_as_it_enters():
    """614.1c, 614.16: the counters devour gives are part of the permanent entering, so Hardened Scales ("If one
    or more +1/+1 counters would be put on a creature you control, that many plus one ... instead") adds one:
    Gorger Wurm devouring one creature enters with two counters."""
    s = Scenario.full()
    s.hand(0, "Gorger Wurm")  # {3}{R}{G}
    s.lands(0, "Forest", 3)
    s.lands(0, "Mountain", 2)
    s.battlefield(0, "Hardened Scales")
    s.battlefield(0, "Grizzly Bears")
    g = s.start("main1")
    _cast_and_resolve(g, "Gorger Wurm")
    _devour(g, ["Grizzly Bears"])
    assert g.obj(g.find("Gorger Wurm")).counters.get("+1/+1") == 2
    g.expect_pt("Gorger Wurm", 7, 7)


def test_702_82a_devoured_creatures_die_and_trigger():
    """702.82a, 701.21a, 700.4: a devoured creature is sacrificed -- it dies, and its own dies trigger works:
    devouring Doomed Traveler (When it dies, create a 1/1 white Spirit with flying) leaves a Spirit token."""
    s = Scenario.full()
    s.hand(0, "Gorger Wurm")  # {3}{R}{G}
    s.lands(0, "Forest", 3)
    s.lands(0, "Mountain", 2)
    s.battlefield(0, "Doomed Traveler")
    g = s.start("main1")
    _cast_and_resolve(g, "Gorger Wurm")
    _devour(g, ["Doomed Traveler"])
    for _ in range(4):
        if g.state.stack and g.decision.kind == "priority":
            g.pass_priority()
    assert "Doomed Traveler" in g.zone(0, "graveyard")
    assert "Spirit" in [g._name(i) for i in g.state.battlefield]
    g.expect_pt("Gorger Wurm", 6, 6)


def test_702_82_devour_cards_are_supported(supported):
    supported("Gorger Wurm", "Predator Dragon", "Gluttonous Slime", "Thunder-Thrash Elder")
