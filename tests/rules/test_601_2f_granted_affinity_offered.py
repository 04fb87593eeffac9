"""601.2f with 702.41a: an affinity a static ability gives to spells ("Enchantment spells you cast have affinity
for Auras", Pearl-Ear, Imperial Advisor) reduces the cost the engine checks when it offers the spell, not only
the cost paid once it is cast."""
from __future__ import annotations

from manastack.testing import Scenario


def _after_holy_strength(pearl_ear_owner: int | None):
    s = Scenario.full()
    if pearl_ear_owner is not None:
        s.battlefield(pearl_ear_owner, "Pearl-Ear, Imperial Advisor")
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Holy Strength", "Pacifism")
    s.lands(0, "Plains", 2)
    g = s.start("main1")
    g.cast("Holy Strength", target=bears)
    g.pass_until_resolved()
    return g


def test_601_2f_granted_affinity_makes_the_spell_castable_with_the_reduced_cost():
    """One Aura on the battlefield and one Plains left: Pacifism ({1}{W}) costs {W} and is offered."""
    g = _after_holy_strength(0)
    pac = g.find("Pacifism")
    assert ("cast", pac, "normal") in g.options()
    g.cast("Pacifism", target="Grizzly Bears")
    g.pass_until_resolved()
    g.expect_zone("Pacifism", "battlefield")


def test_601_2f_without_the_grant_the_full_cost_is_needed():
    g = _after_holy_strength(None)
    assert ("cast", g.find("Pacifism"), "normal") not in g.options()


def test_601_2f_an_opponent_s_grant_to_spells_they_cast_doesn_t_help_you():
    g = _after_holy_strength(1)
    assert ("cast", g.find("Pacifism"), "normal") not in g.options()
