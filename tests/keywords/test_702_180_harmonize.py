"""Harmonize (702.180), with real cards."""
from __future__ import annotations

from manastack.testing import Scenario


def _variants(g, name):
    return [o[2] for o in g.options() if o[0] == "cast" and g._name(o[1]) == name]


def _setup(mountains: int):
    """Wild Ride ({R} sorcery: "Target creature gets +3/+0 and gains haste until end of turn."; harmonize {4}{R}) in
    the graveyard; Hill Giant (3/3) on the battlefield."""
    s = Scenario.full()
    ride = s.graveyard(0, "Wild Ride")[0]
    giant = s.battlefield(0, "Hill Giant")
    s.lands(0, "Mountain", mountains)
    return s, ride, giant


def test_702_180a_tapping_a_creature_reduces_the_cost_by_its_power():
    """702.180a-b: Wild Ride cast from the graveyard for harmonize {4}{R}, tapping Hill Giant (power 3): the total
    cost is {1}{R}; two Mountains pay it, the Giant is tapped, gets +3/+0, and Wild Ride is exiled."""
    s, ride, giant = _setup(2)
    g = s.start("main1")
    assert _variants(g, "Wild Ride") == ["harmonize+harmonizetap"]  # {4}{R} untapped isn't affordable
    g.cast(g.find(ride), variant="harmonize+harmonizetap", target=giant)
    while g.decision.kind == "choose_cards":
        g.answer(("choose", g.find(giant)))
    assert g.decision.kind == "pay" and g.decision.info["due"] == "{1}{R}"
    g.answer(("auto",))
    assert g.obj(giant).tapped
    g.pass_until_resolved()
    assert g.obj(giant).power == 6
    g.expect_zone(ride, "exile")


def test_702_180a_without_tapping_the_full_harmonize_cost():
    """702.180a ("up to one untapped creature"): with five Mountains Wild Ride may be cast for harmonize {4}{R} without
    tapping a creature; Hill Giant stays untapped; Wild Ride is exiled."""
    s, ride, giant = _setup(5)
    g = s.start("main1")
    assert set(_variants(g, "Wild Ride")) == {"harmonize", "harmonize+harmonizetap"}
    g.cast(g.find(ride), variant="harmonize", target=giant)
    g.pass_until_resolved()
    assert not g.obj(giant).tapped and g.obj(giant).power == 6
    assert all(g.obj(m).tapped for m in g.state.battlefield if g._name(m) == "Mountain")
    g.expect_zone(ride, "exile")


def test_702_180a_not_castable_from_hand_for_harmonize():
    """702.180a: harmonize works from the graveyard only: Wild Ride in hand is offered only for its mana cost."""
    s = Scenario.full()
    s.hand(0, "Wild Ride")
    s.battlefield(0, "Hill Giant")
    s.lands(0, "Mountain", 5)
    g = s.start("main1")
    assert _variants(g, "Wild Ride") == ["normal"]


def test_702_180_harmonize_cards_are_supported(supported):
    supported("Wild Ride", "Channeled Dragonfire", "Nature's Rhythm", "Unending Whisper")
