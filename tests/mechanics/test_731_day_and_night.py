"""Day and night (731) with daybound and nightbound (702.145), played from the cards' Oracle text."""
from __future__ import annotations

from manastack.testing import Scenario


def _dn(g):
    return g.state.designations.get("day_night")


def test_702_145d_a_daybound_permanent_makes_it_day():
    """731.1, 702.145d: the game starts with neither; once a daybound permanent is on the battlefield, it
    becomes day (and the werewolf stays front face up)."""
    s = Scenario.full()
    s.hand(0, "Village Watch // Village Reavers")
    s.lands(0, "Mountain", 5)
    g = s.start("main1")
    assert _dn(g) is None
    g.cast("Village Watch // Village Reavers")
    g.pass_until_resolved()
    assert _dn(g) == "day"
    assert g.obj("Village Watch // Village Reavers").name == "Village Watch"


def test_731_2a_no_spells_in_a_turn_makes_it_night_and_werewolves_transform():
    """731.2a, 502.2, 702.145c: it is day and the active player casts no spell in their turn: in the next untap
    step it becomes night, and the daybound werewolf transforms into its nightbound face."""
    s = Scenario.full()
    s.hand(0, "Village Watch // Village Reavers")
    s.lands(0, "Mountain", 5)
    g = s.start("main1")
    g.cast("Village Watch // Village Reavers")
    g.pass_until_resolved()
    assert _dn(g) == "day"
    g.pass_until("upkeep", turn=2)  # turn 1's active player cast one spell: it stays day
    assert _dn(g) == "day"
    g.pass_until("upkeep", turn=3)  # the opponent cast nothing in turn 2: it becomes night
    assert _dn(g) == "night"
    assert g.obj("Village Watch // Village Reavers").name == "Village Reavers"


def test_731_2b_two_spells_in_a_turn_make_it_day_again():
    """731.2b, 702.145f: at night, the previous turn's active player cast two spells: it becomes day, and the
    nightbound face transforms back."""
    s = Scenario.full()
    wolf = s.battlefield(0, "Village Watch // Village Reavers")
    s.hand(0, "Shock", "Shock")
    s.lands(0, "Mountain", 2)
    g = s.start("main1")
    g.state.designations["day_night"] = "night"
    g.cast("Shock", target=("player", 1))
    g.pass_until_resolved()
    assert g.obj(wolf).name == "Village Reavers"  # 702.145c: it transformed at once
    g.cast("Shock", target=("player", 1))
    g.pass_until_resolved()
    g.pass_until("upkeep", turn=2)
    assert _dn(g) == "day"
    assert g.obj(wolf).name == "Village Watch"


def test_702_145b_a_daybound_card_enters_transformed_at_night():
    """702.145b: "If it is night and this permanent is represented by a double-faced card, it enters
    transformed"."""
    s = Scenario.full()
    s.hand(0, "Village Watch // Village Reavers")
    s.lands(0, "Mountain", 5)
    g = s.start("main1")
    g.state.designations["day_night"] = "night"
    g.cast("Village Watch // Village Reavers")
    g.pass_until_resolved()
    assert g.obj("Village Watch // Village Reavers").name == "Village Reavers"
