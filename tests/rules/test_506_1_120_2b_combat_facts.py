"""506.1 and 602.5b: "Activate only during combat" -- only in a step of the combat phase. 120.2a-b: combat damage is
the damage dealt in the combat damage step as a result of combat; any other damage is noncombat damage ("Whenever a
source you control deals noncombat damage to an opponent")."""
from __future__ import annotations

from manastack.engine.carddef import CardPool
from manastack.testing import Scenario


def _can_activate(g, card) -> bool:
    oid = g.find(card)
    return any(o[0] == "activate" and o[1] == oid for o in g.options())


def test_506_1_jade_statue_activates_only_during_combat():
    """Jade Statue: "{2}: This artifact becomes a 3/6 Golem artifact creature until end of combat. Activate only
    during combat." Not in the main phase; in the beginning of combat step it becomes a 3/6 creature; after combat
    it is an artifact again."""
    s = Scenario.full()
    statue = s.battlefield(0, "Jade Statue")
    s.lands(0, "Plains", 2)
    g = s.start("main1")
    assert not _can_activate(g, statue)
    g.pass_until("beginning of combat")
    assert _can_activate(g, statue)
    g.activate(statue)
    g.pass_until_resolved()
    o = g.obj(statue)
    assert "Creature" in o.types and (o.power, o.toughness) == (3, 6)
    g.pass_until("main2")
    assert "Creature" not in g.obj(statue).types


def test_120_2b_chandras_pyreling_sees_noncombat_damage_to_an_opponent():
    """Chandra's Pyreling (1/3): Shock to the opponent's face triggers it (+1/+0 and double strike)."""
    s = Scenario.full()
    pyre = s.battlefield(0, "Chandra's Pyreling")
    s.hand(0, "Shock")
    s.lands(0, "Mountain", 1)
    g = s.start("main1")
    g.cast("Shock", target=("player", 1))
    g.pass_until_resolved()
    if g.stack:
        g.pass_until_resolved()
    g.expect_life(1, 18)
    o = g.obj(pyre)
    assert o.power == 2 and "Double Strike" in o.keywords


def test_120_2a_combat_damage_doesnt_trigger_chandras_pyreling():
    s = Scenario.full()
    pyre = s.battlefield(0, "Chandra's Pyreling")
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start("main1")
    g.attack(bears, defender=1)
    g.pass_until("main2")
    assert g.life(1) == 18
    assert g.obj(pyre).power == 1 and "Double Strike" not in g.obj(pyre).keywords


def test_combat_fact_cards_are_supported(full_db):
    for name in ("Jade Statue", "Heart Wolf", "Kjeldoran Elite Guard", "Chandra's Pyreling", "Niv-Mizzet, Visionary",
                 "Asgardian Inspiration"):
        d = CardPool(full_db).get(name)
        assert d.supported, (name, d.missing)
