"""602.2: "Any player may activate this ability" — an activated ability of a permanent another player controls."""
from __future__ import annotations

from manastack.testing import Scenario


def test_602_2_opponent_activates_flailing_soldier():
    """602.2: the opponent may activate Flailing Soldier's "{1}: This creature gets +1/+1 until end of turn.
    Any player may activate this ability." and pays its cost; the activator controls the ability."""
    s = Scenario.full()
    soldier = s.battlefield(1, "Flailing Soldier")
    s.lands(0, "Mountain", 1)
    g = s.start("main1")
    base = (g.obj(soldier).power, g.obj(soldier).toughness)
    g.activate(soldier, index=0)
    assert g.state.objects[g.state.stack[-1]].controller == 0
    g.pass_until_resolved()
    g.expect_pt(soldier, base[0] + 1, base[1] + 1)
    assert all(g.obj(m).tapped for m in g.zone(0, "battlefield"))


def test_602_2_abilities_without_the_permission_stay_with_the_controller():
    """602.2: only a permanent's controller may activate its abilities otherwise: the opponent can't activate
    Prodigal Sorcerer's."""
    s = Scenario.full()
    s.battlefield(1, "Prodigal Sorcerer", sick=False)
    s.lands(0, "Mountain", 1)
    g = s.start("main1")
    assert not [o for o in g.decision.options if o[0] == "activate"]


def test_602_2_aether_storm_creature_spells_cant_be_cast_until_someone_pays_4_life():
    """101.2 and 602.2: Aether Storm ("Creature spells can't be cast") stops the opponent casting Grizzly Bears;
    they pay 4 life to destroy it ("Any player may activate this ability") and then may cast it."""
    s = Scenario.full()
    s.battlefield(1, "Aether Storm")
    s.hand(0, "Grizzly Bears")
    s.lands(0, "Forest", 2)
    g = s.start("main1")
    assert not [o for o in g.decision.options if o[0] == "cast"]
    g.activate("Aether Storm")
    g.pass_until_resolved()
    g.expect_zone("Aether Storm", "graveyard")
    g.expect_life(0, 16)
    assert [o for o in g.decision.options if o[0] == "cast"]
