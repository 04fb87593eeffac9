"""Official rulings of Driven // Despair's own effect (granted triggered abilities 611.2c, 113.2c) — seventh
pass of issue #32 (its aftermath rulings are in test_seventh_families.py)."""
from __future__ import annotations

from manastack.testing import Scenario

from .keys import ruling

DRIVEN = "Driven // Despair"


def _damage_and_draw(g):
    g.pass_until("combat damage")
    while g.decision.kind == "trigger_order":
        g.answer(g.decision.options[0])
    while g.stack:
        g.pass_until_resolved()


def _cast_driven(g):
    g.cast(g.find(DRIVEN), variant="face0")
    g.pass_until_resolved()


@ruling("Driven", "2017-07-14", "if you resolve multiples of driven")
def test_driven_2017_07_14_if_you_resolve_multiples_of_driven_113_2c():
    """113.2c, 603.2: two Drivens resolved: the unblocked Grizzly Bears has the draw trigger twice — 2 damage,
    two cards drawn."""
    s = Scenario.full()
    s.hand(0, DRIVEN, DRIVEN)
    s.lands(0, "Forest", 4)
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start("main1")
    _cast_driven(g)
    _cast_driven(g)
    hand = len(g.zone(0, "hand"))
    g.attack(bears)
    g.no_blocks()
    _damage_and_draw(g)
    g.expect_life(1, 18)
    assert len(g.zone(0, "hand")) == hand + 2, g.zone(0, "hand")


@ruling("Driven", "2017-07-14", "driven and despair each affect only")
def test_driven_2017_07_14_driven_and_despair_each_affect_only_611_2c():
    """611.2c: Raging Goblin (haste) cast after Driven resolved gets neither trample nor the trigger: both attack
    unblocked, 3 damage, one card drawn (the Bears')."""
    s = Scenario.full()
    s.hand(0, DRIVEN, "Raging Goblin")
    s.lands(0, "Forest", 2)
    s.lands(0, "Mountain", 1)
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start("main1")
    _cast_driven(g)
    g.cast("Raging Goblin")
    g.pass_until_resolved()
    assert "Trample" in g.obj(bears).keywords and "Trample" not in g.obj("Raging Goblin").keywords
    hand = len(g.zone(0, "hand"))
    g.attack(bears, "Raging Goblin")
    g.no_blocks()
    _damage_and_draw(g)
    g.expect_life(1, 17)
    assert len(g.zone(0, "hand")) == hand + 1, g.zone(0, "hand")
