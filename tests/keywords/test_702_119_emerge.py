"""Emerge (702.119), with real cards."""
from __future__ import annotations

from manastack.testing import Scenario


def _emerge_option(g):
    return next(o for o in g.decision.options if o[0] == "cast" and "emerge" in o[2])


def test_702_119a_emerge_sacrifices_a_creature_and_reduces_the_cost_by_its_mana_value():
    """702.119a, 702.119c: Wretched Gryff (emerge {5}{U}) cast for its emerge cost sacrificing Hill Giant (mana value
    4) costs {1}{U}: two Islands pay it; the giant is sacrificed as the cost is paid; the cast trigger draws a card
    and the Gryff resolves."""
    s = Scenario.full()
    s.hand(0, "Wretched Gryff")
    s.lands(0, "Island", 2)
    s.battlefield(0, "Hill Giant")
    s.battlefield(0, "Grizzly Bears")
    g = s.start("main1")
    assert not any(o[0] == "cast" and o[2] == "normal" for o in g.decision.options)  # {7}{U}: not with two lands
    g.answer(_emerge_option(g))
    d = g.decision
    assert d.kind == "choose_cards"
    assert {g._name(o[1]) for o in d.options if o[0] == "choose"} == {"Hill Giant", "Grizzly Bears"}
    g.answer(next(o for o in d.options if o[0] == "choose" and g._name(o[1]) == "Hill Giant"))
    assert g.decision.kind == "pay" and g.decision.info["due"] == "{1}{U}"
    g.answer(("auto",))
    assert "Hill Giant" in g.zone(0, "graveyard")
    hand = len(g.zone(0, "hand"))
    for _ in range(4):
        if g.state.stack:
            g.pass_priority()
    assert len(g.zone(0, "hand")) == hand + 1
    assert "Wretched Gryff" in [g._name(i) for i in g.state.battlefield]


def test_702_119a_reduction_is_generic_only():
    """702.119a: the reduction is "an amount of generic mana": Wretched Gryff's emerge cost {5}{U} less the mana value
    6 of Colossal Dreadmaw leaves {U} -- the excess reduces nothing, and the colored part is always paid."""
    s = Scenario.full()
    s.hand(0, "Wretched Gryff")
    s.lands(0, "Island", 1)
    s.battlefield(0, "Colossal Dreadmaw")
    g = s.start("main1")
    g.answer(_emerge_option(g))
    g.answer(next(o for o in g.decision.options if o[0] == "choose"))
    assert g.decision.info["due"] == "{U}"
    g.answer(("auto",))
    assert "Wretched Gryff" in g.stack and "Colossal Dreadmaw" in g.zone(0, "graveyard")
    assert all(g.obj(i).tapped for i in g.state.battlefield if g._name(i) == "Island")


def test_702_119a_not_castable_for_emerge_without_a_creature():
    """702.119a: the emerge cost includes sacrificing a creature: with no creature, only the normal cost remains."""
    s = Scenario.full()
    s.hand(0, "Wretched Gryff")
    s.lands(0, "Island", 8)
    g = s.start("main1")
    casts = [o for o in g.decision.options if o[0] == "cast"]
    assert casts and all("emerge" not in o[2] for o in casts)


def test_702_119a_601_2g_sacrificed_creature_may_tap_for_mana_first():
    """702.119a, 601.2g-h: mana abilities are activated before the total cost is paid, and the sacrifice is part of
    that payment (the official emerge ruling: the creature "is still on the battlefield up through the time that
    you activate mana abilities"): Llanowar Elves chosen to be sacrificed (mana value 1) may tap for {G} first, so
    {4}{U} is paid with four Islands and the elf, which then is sacrificed."""
    s = Scenario.full()
    s.hand(0, "Wretched Gryff")
    s.lands(0, "Island", 4)
    s.battlefield(0, "Llanowar Elves")
    g = s.start("main1")
    g.answer(_emerge_option(g))
    g.answer(next(o for o in g.decision.options if o[0] == "choose"))
    assert g.decision.info["due"] == "{4}{U}"
    assert any(o[0] == "activate" and g._name(o[1]) == "Llanowar Elves" for o in g.decision.options)
    g.answer(("auto",))
    assert "Llanowar Elves" in g.zone(0, "graveyard")
    assert "Wretched Gryff" in g.stack
    assert all(g.obj(i).tapped for i in g.state.battlefield if g._name(i) == "Island")


def test_702_119_emerge_cards_are_supported(supported):
    supported("Wretched Gryff", "Elder Deep-Fiend")
