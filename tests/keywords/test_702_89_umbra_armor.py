"""Umbra armor (702.89), with real cards."""
from __future__ import annotations

from manastack.testing import Scenario


def _bears_with(aura: str = "Hyena Umbra", damage: int = 0):
    s = Scenario.full()
    bears = s.battlefield(0, "Grizzly Bears", damage=damage)
    umbra = s.battlefield(0, aura, attached_to=bears)
    return s, bears, umbra


def test_702_89a_umbra_armor_destroys_aura_instead_of_creature():
    """702.89a: Doom Blade on a creature enchanted by Hyena Umbra: the Aura is destroyed instead and the creature
    stays on the battlefield."""
    s, bears, umbra = _bears_with()
    s.hand(1, "Doom Blade")
    s.lands(1, "Swamp", 2)
    g = s.start("main1", active=1)
    g.cast("Doom Blade", target=bears)
    g.pass_until_resolved()
    g.expect_zone(bears, "battlefield")
    g.expect_zone(umbra, "graveyard")
    g.expect_pt(bears, 2, 2)  # the Aura's +1/+1 is gone with it


def test_702_89a_umbra_armor_removes_all_damage_from_lethal_damage():
    """702.89a, 704.5g: lethal damage would destroy the enchanted creature; instead all damage is removed from it
    (so it isn't destroyed again by the same damage) and the Aura is destroyed."""
    s, bears, umbra = _bears_with()
    s.hand(1, "Lightning Bolt")
    s.lands(1, "Mountain", 1)
    g = s.start("main1", active=1)
    g.cast("Lightning Bolt", target=bears)
    g.pass_until_resolved()
    g.expect_zone(bears, "battlefield")
    g.expect_zone(umbra, "graveyard")
    assert g.obj(bears).damage == 0


def test_702_89a_umbra_armor_applies_when_it_cant_be_regenerated():
    """702.89a: umbra armor isn't regeneration: "Destroy target creature. It can't be regenerated." (Terror) is
    still replaced."""
    s, bears, umbra = _bears_with()
    s.hand(1, "Terror")
    s.lands(1, "Swamp", 2)
    g = s.start("main1", active=1)
    g.cast("Terror", target=bears)
    g.pass_until_resolved()
    g.expect_zone(bears, "battlefield")
    g.expect_zone(umbra, "graveyard")


def test_702_89a_umbra_armor_does_not_stop_sacrifice_or_exile():
    """702.89a applies only to "destroyed": an exiled creature still leaves, and the Aura goes to the graveyard
    as a state-based action (704.5m)."""
    s, bears, umbra = _bears_with()
    s.hand(1, "Swords to Plowshares")
    s.lands(1, "Plains", 1)
    g = s.start("main1", active=1)
    g.cast("Swords to Plowshares", target=bears)
    g.pass_until_resolved()
    g.expect_zone(bears, "exile")
    g.expect_zone(umbra, "graveyard")


def test_702_89a_umbra_armor_on_mass_destruction_only_aura_goes():
    """702.89a: Wrath of God destroys all creatures; the enchanted one survives with its umbra destroyed, the
    others die."""
    s, bears, umbra = _bears_with("Spider Umbra")
    other = s.battlefield(1, "Hill Giant")
    s.hand(1, "Wrath of God")
    s.lands(1, "Plains", 4)
    g = s.start("main1", active=1)
    g.cast("Wrath of God")
    g.pass_until_resolved()
    g.expect_zone(bears, "battlefield")
    g.expect_zone(umbra, "graveyard")
    g.expect_zone(other, "graveyard")


def test_702_89a_two_umbras_controller_chooses_one_616_1():
    """616.1: two umbra armor Auras on one creature both apply to its destruction; its controller chooses one,
    and only that Aura is destroyed."""
    s = Scenario.full()
    bears = s.battlefield(0, "Grizzly Bears")
    hyena = s.battlefield(0, "Hyena Umbra", attached_to=bears)
    spider = s.battlefield(0, "Spider Umbra", attached_to=bears)
    s.hand(1, "Doom Blade")
    s.lands(1, "Swamp", 2)
    g = s.start("main1", active=1)
    g.cast("Doom Blade", target=bears)
    g.pass_priority(2)
    assert g.decision is not None and g.decision.kind == "replacement_order" and g.decision.player == 0
    effects = g.decision.info["effects"]
    assert len(effects) == 2
    g.answer(g.decision.options[next(i for i, d in enumerate(effects) if "Spider Umbra" in d)])
    g.pass_until_resolved()
    g.expect_zone(bears, "battlefield")
    g.expect_zone(spider, "graveyard")
    g.expect_zone(hyena, "battlefield")


def test_702_89_umbra_cards_are_supported(supported):
    supported("Hyena Umbra", "Spider Umbra", "Bear Umbra", "Snake Umbra")
