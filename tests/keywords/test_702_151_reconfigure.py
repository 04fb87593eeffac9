"""Reconfigure (702.151), with real cards."""
from __future__ import annotations

from manastack.testing import Scenario


def _acts(g, name):
    return [o for o in g.options() if o[0] == "activate" and g._name(o[1]) == name]


def _setup():
    """Rabbit Battery (1/1 Equipment Rabbit creature, haste; "Equipped creature gets +1/+1 and has haste"; reconfigure
    {R}) and Grizzly Bears on the battlefield, two Mountains."""
    s = Scenario.full()
    rabbit = s.battlefield(0, "Rabbit Battery")
    bears = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Mountain", 2)
    return s, rabbit, bears


def test_702_151a_b_attached_it_stops_being_a_creature():
    """702.151a-b: reconfiguring Rabbit Battery onto Grizzly Bears attaches it; while attached it isn't a creature (nor
    a Rabbit, 205.3d) but still an Equipment artifact; the Bears are 3/3 with haste."""
    s, rabbit, bears = _setup()
    g = s.start("main1")
    assert len(_acts(g, "Rabbit Battery")) == 1  # (the unattach ability needs it attached)
    g.activate(rabbit, target=bears)
    g.pass_until_resolved()
    r = g.obj(rabbit)
    assert r.attached_to == g.find(bears)
    assert "Creature" not in r.types and "Artifact" in r.types and "Equipment" in r.subtypes
    assert "Rabbit" not in r.subtypes
    g.expect_pt(bears, 3, 3)
    assert "Haste" in g.obj(bears).keywords


def test_702_151a_unattach_makes_it_a_creature_again():
    """702.151a-b: the second ability unattaches it: Rabbit Battery is a 1/1 Rabbit creature again, the Bears 2/2."""
    s, rabbit, bears = _setup()
    g = s.start("main1")
    g.activate(rabbit, target=bears)
    g.pass_until_resolved()
    opts = _acts(g, "Rabbit Battery")
    assert len(opts) == 2
    g.activate(rabbit, index=max(o[2] for o in opts))  # (the unattach ability comes second)
    g.pass_until_resolved()
    r = g.obj(rabbit)
    assert r.attached_to is None and "Creature" in r.types and "Rabbit" in r.subtypes
    g.expect_pt(rabbit, 1, 1)
    g.expect_pt(bears, 2, 2)


def test_702_151b_unattached_when_the_creature_leaves():
    """702.151b, 704.5n: when the equipped Grizzly Bears dies, Rabbit Battery becomes unattached and is a creature
    again."""
    s, rabbit, bears = _setup()
    s.hand(1, "Lightning Bolt")
    s.lands(1, "Mountain", 1)
    g = s.start("main1")
    g.activate(rabbit, target=bears)
    g.pass_until_resolved()
    g.pass_until("main2")
    g.pass_priority()
    g.pass_until("main1", turn=2)
    g.cast("Lightning Bolt", target=bears)
    g.pass_until_resolved()
    g.expect_zone(bears, "graveyard")
    r = g.obj(rabbit)
    assert r.attached_to is None and "Creature" in r.types


def test_702_151a_only_as_a_sorcery():
    """702.151a: "Reconfigure only as a sorcery": in the opponent's turn it isn't offered."""
    s, rabbit, bears = _setup()
    g = s.start("main1", active=1)
    g.pass_priority()
    assert g.decision.player == 0 and _acts(g, "Rabbit Battery") == []


def test_702_151_reconfigure_cards_are_supported(supported):
    supported("Rabbit Battery", "Lizard Blades", "Armguard Familiar", "Bronzeplate Boar", "Lizard Blades")
