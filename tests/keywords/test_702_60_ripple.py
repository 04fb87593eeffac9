"""Ripple (702.60), with real cards."""
from __future__ import annotations

from manastack.testing import Scenario


def _setup():
    """Surging Flame ({1}{R} instant, ripple 4: 2 damage to any target) in hand; the library's top four: Surging Flame,
    Plains, Surging Flame, Grizzly Bears (then filler)."""
    s = Scenario.full()
    s.hand(0, "Surging Flame")
    s.lands(0, "Mountain", 2)
    s.library(0, "Surging Flame", "Plains", "Surging Flame", "Grizzly Bears")
    g = s.start("main1")
    g.cast("Surging Flame", target=("player", 1))
    return g


def test_702_60a_cast_revealed_cards_with_the_same_name_for_free():
    """702.60a: revealing the top four, both Surging Flames are cast without paying their mana costs (each at the
    opponent; their own ripple declined); Plains and Grizzly Bears go to the bottom in the order chosen; the opponent
    takes 6."""
    g = _setup()
    g.pass_priority(2)  # the ripple trigger resolves
    assert g.decision.kind == "yes_no"
    g.answer(("yes",))
    casts = 0
    while g.stack or (g.decision is not None and g.decision.kind != "priority"):
        d = g.decision
        if d.kind == "priority":
            g.pass_priority()
        elif d.kind == "yes_no":
            g.answer(("no",))  # (the cast copies' own ripple)
        elif d.kind == "option" and any(o[0] == "cast" for o in d.options):
            casts += 1
            g.answer(next(o for o in d.options if o[0] == "cast"))
        elif d.kind == "target":
            g.answer(("target_player", 1))
        elif d.kind == "pay":
            g.answer(("auto",))
        else:  # the order of the cards put on the bottom (401.4)
            g.answer(d.options[0])
    assert casts == 2
    assert g.life(1) == 14
    lib = [g._name(i) for i in g.state.library[0]]
    assert sorted(lib[:2]) == ["Grizzly Bears", "Plains"]  # (the bottom of the library is its start)
    assert "Surging Flame" not in lib
    assert sum(1 for i in g.state.battlefield if g._name(i) == "Mountain" and g.state.objects[i].tapped) == 2


def test_702_60a_may_decline_to_reveal():
    """702.60a: "you may reveal": declining, the library is unchanged."""
    g = _setup()
    before = list(g.state.library[0])
    g.pass_priority(2)
    g.answer(("no",))
    g.pass_until_resolved()
    assert g.state.library[0] == before
    assert g.life(1) == 18


def test_702_60_ripple_cards_are_supported(supported):
    supported("Surging Flame", "Surging Might", "Surging Dementia", "Surging Sentinels", "Surging Aether",
              "Thrumming Stone")
