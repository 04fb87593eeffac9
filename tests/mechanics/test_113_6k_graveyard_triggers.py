"""Triggered abilities that function from a graveyard (113.6, 113.6k), played from the cards' Oracle text."""
from __future__ import annotations

from manastack.testing import Scenario


def _helix_game(where: str):
    s = Scenario.full()
    if where == "graveyard":
        s.graveyard(0, "Aurora Eidolon")
    else:
        s.battlefield(0, "Aurora Eidolon")
    s.hand(0, "Lightning Helix")
    s.lands(0, "Mountain", 1)
    s.lands(0, "Plains", 1)
    g = s.start("main1")
    g.cast("Lightning Helix", target=("player", 1))
    return g


def test_113_6k_aurora_eidolon_returns_from_the_graveyard_on_a_multicolored_spell():
    """113.6k: "Whenever you cast a multicolored spell, you may return this card from your graveyard to your
    hand" triggers while Aurora Eidolon is in its owner's graveyard."""
    g = _helix_game("graveyard")
    assert len(g.state.stack) == 2  # Lightning Helix and the Eidolon's trigger
    g.pass_until_resolved()
    if g.decision is not None and g.decision.kind == "yes_no":
        g.choose("yes")
    g.pass_until_resolved()
    g.expect_zone("Aurora Eidolon", "hand")


def test_113_6k_graveyard_ability_does_not_trigger_on_the_battlefield():
    """113.6k: the same ability does nothing from the battlefield: it doesn't trigger there."""
    g = _helix_game("battlefield")
    assert len(g.state.stack) == 1
    g.pass_until_resolved()
    g.expect_zone("Aurora Eidolon", "battlefield")
    g.expect_life(1, 17)


def test_113_6k_aura_returning_on_its_hosts_death_stays_unsupported():
    """113.6k's exception (an Aura's trigger about what it enchants functions on the battlefield) isn't
    played: Screams from Within counts as unsupported."""
    from manastack.engine.carddef import CardPool
    from manastack.testing.scenario import full_database

    pool = CardPool(full_database())
    assert not pool.get("Screams from Within").supported
    assert pool.get("Aurora Eidolon").supported
