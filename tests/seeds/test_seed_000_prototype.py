"""Seed rulings, file 000, first ruling (prototype, 718.4)."""
from __future__ import annotations

from manastack.testing import Scenario


def test_718_4_prototype_card_has_only_normal_characteristics_except_prototyped_on_stack_or_battlefield():
    """"In every zone except the stack or the battlefield, and while on the stack or the battlefield when not
    cast as a prototyped spell, a prototype card has only its normal characteristics." (718.4)"""
    s = Scenario.full()
    normal = ("{7}", 7, [], 6, 4)
    lib = s.library(0, "Blitz Automaton")[0]
    gy = s.graveyard(0, "Blitz Automaton")[0]
    ex = s.exile(0, "Blitz Automaton")[0]
    h = s.hand(0, "Blitz Automaton")
    p = s.hand(0, "Blitz Automaton")
    s.lands(0, "Mountain", 10)
    g = s.start("main1")

    def vals(c):
        v = g.obj(c)
        return (v.mana_cost, v.mana_value, v.colors, v.power, v.toughness)

    for c in (lib, gy, ex, h, p):
        assert vals(c) == normal
    g.cast(h)
    assert g.obj(h).zone == "stack" and vals(h) == normal
    g.pass_until_resolved()
    assert g.obj(h).zone == "battlefield" and vals(h) == normal
    g.cast(p, prototyped=True)
    assert vals(p) == ("{2}{R}", 3, ["red"], 3, 2)  # the exception: cast prototyped, on the stack
