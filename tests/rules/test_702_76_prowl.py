"""702.76a: prowl [cost] -- "You may pay [cost] rather than pay this spell's mana cost if a player was dealt combat
damage this turn by a source that, at the time it dealt that damage, was under your control and had any of this
spell's creature types." Cast for it, it follows the alternative-cost rules (601.2b, 601.2f-h, 118.9)."""
from __future__ import annotations

from manastack.engine.carddef import CardPool
from manastack.testing import Scenario


def _after_combat(attacker: str, extra_land: int = 0):
    s = Scenario.full()
    s.battlefield(0, attacker)
    s.hand(0, "Stinkdrinker Bandit")
    s.lands(0, "Swamp", 2 + extra_land)
    g = s.start("main1")
    g.attack(g.find(attacker), defender=1)
    g.pass_until("main2")
    return g


def test_702_76a_a_goblin_that_dealt_combat_damage_lets_stinkdrinker_bandit_be_cast_for_its_prowl_cost():
    """Goblin Piker (a Goblin) deals combat damage to the opponent; Stinkdrinker Bandit ({3}{B}, prowl {1}{B}) is
    then cast for {1}{B} with two Swamps."""
    g = _after_combat("Goblin Piker")
    assert g.life(1) == 18
    bandit = g.find("Stinkdrinker Bandit")
    assert ("cast", bandit, "prowl") in g.options()
    g.cast("Stinkdrinker Bandit", variant="prowl")
    g.pass_until_resolved()
    g.expect_zone("Stinkdrinker Bandit", "battlefield")


def test_702_76a_a_creature_without_its_creature_types_doesnt_enable_prowl():
    """Grizzly Bears (a Bear) deals combat damage: Stinkdrinker Bandit (a Goblin Rogue) can't use prowl."""
    g = _after_combat("Grizzly Bears")
    assert g.life(1) == 18
    assert ("cast", g.find("Stinkdrinker Bandit"), "prowl") not in g.options()


def test_702_76a_no_combat_damage_no_prowl():
    s = Scenario.full()
    s.hand(0, "Stinkdrinker Bandit")
    s.battlefield(0, "Goblin Piker")
    s.lands(0, "Swamp", 2)
    g = s.start("main1")
    assert ("cast", g.find("Stinkdrinker Bandit"), "prowl") not in g.options()


def test_702_76_prowl_cards_are_supported_and_a_granted_prowl_isnt(full_db):
    for name in ("Stinkdrinker Bandit", "Thieves' Fortune", "Enigma Thief", "Auntie's Snitch"):
        d = CardPool(full_db).get(name)
        assert d.supported, (name, d.missing)
    d = CardPool(full_db).get("Hunting Velociraptor")
    assert not d.supported and "grants prowl to spells" in d.missing
