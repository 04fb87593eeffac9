"""611.2c and 502.3: "... don't untap during ... next untap step" over a group of permanents.

- "Lands you control don't untap during your next untap step" (Rhonas's Last Stand) changes no characteristic, so
  it modifies the rules (611.2c): it covers the lands you control as that untap step comes, lands that entered
  after it resolved too (the ruling: "This includes lands that enter the battlefield after this spell resolves"),
  and ends once that untap step has passed.
- "Each attacking creature doesn't untap during its controller's next untap step" (Tangle) identifies the
  creatures as it resolves (its ruling); "Tap all nonblue creatures. Those creatures don't untap during their
  controllers' next untap steps" (Breaching Leviathan) names the creatures it tapped; each waits for its own
  controller's next untap step.
"""
from __future__ import annotations

import pytest

from manastack.engine.carddef import CardPool
from manastack.testing import Scenario


def test_611_2c_rhonas_last_stand_keeps_a_land_played_afterwards_tapped_for_one_untap_step():
    s = Scenario.full()
    s.hand(0, "Rhonas's Last Stand", "Thornwood Falls")
    forests = s.lands(0, "Forest", 2)
    g = s.start("main1")
    g.cast("Rhonas's Last Stand")
    g.pass_until_resolved()
    g.play("Thornwood Falls")  # enters tapped after the spell resolved
    assert g.obj("Thornwood Falls").tapped
    g.pass_until("upkeep", turn=3)  # player 0's next turn: its untap step has passed
    assert g.obj("Thornwood Falls").tapped
    assert all(g.obj(f).tapped for f in forests)
    g.pass_until("upkeep", turn=5)  # the effect ended with that untap step (611.2a)
    assert not g.obj("Thornwood Falls").tapped
    assert not any(g.obj(f).tapped for f in forests)


def test_502_3_rhonas_last_stand_doesnt_stop_the_opponents_lands():
    s = Scenario.full()
    s.hand(0, "Rhonas's Last Stand")
    s.lands(0, "Forest", 2)
    theirs = s.battlefield(1, "Forest", tapped=True)
    g = s.start("main1")
    g.cast("Rhonas's Last Stand")
    g.pass_until_resolved()
    g.pass_until("upkeep", turn=2)
    assert not g.obj(theirs).tapped


def test_611_2c_tangle_locks_in_the_attacking_creatures():
    """Tangle cast during combat: the attacking Grizzly Bears stays tapped through its controller's next untap
    step; their tapped Savannah Lions, which wasn't attacking, untaps."""
    s = Scenario.full()
    bears = s.battlefield(1, "Grizzly Bears")
    lions = s.battlefield(1, "Savannah Lions", tapped=True)
    s.hand(0, "Tangle")
    s.lands(0, "Forest", 2)
    g = s.start("main1", active=1)
    g.attack(bears, defender=0)
    g.pass_until("declare blockers")
    g.no_blocks()
    if g.decision is not None and g.decision.actor == 1:
        g.pass_priority()
    g.cast("Tangle")
    g.pass_until_resolved()
    g.expect_life(0, 20)  # combat damage prevented
    g.pass_until("upkeep", turn=3)
    assert g.obj(bears).tapped
    assert not g.obj(lions).tapped


def test_611_2c_breaching_leviathan_those_creatures_stay_tapped_through_their_controllers_untap_step():
    """Breaching Leviathan cast from hand taps all nonblue creatures; those stay tapped through their controllers'
    next untap steps (the opponent's Grizzly Bears, through the opponent's untap step)."""
    s = Scenario.full()
    s.hand(0, "Breaching Leviathan")
    s.lands(0, "Island", 9)
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start("main1")
    g.cast("Breaching Leviathan")
    g.pass_until_resolved()
    g.pass_until_resolved()
    assert g.obj(bears).tapped
    g.pass_until("main1", turn=2)
    assert g.obj(bears).tapped  # its controller's next untap step has passed: it stayed tapped


@pytest.mark.parametrize("name", ["Rhonas's Last Stand", "Bontu's Last Reckoning", "Kefnet's Last Word", "Tangle",
                                  "Breaching Leviathan", "Clinging Mists", "The Savant", "Kiora Bests the Sea God"])
def test_611_2c_dont_untap_over_a_group_cards_are_supported(full_db, name):
    d = CardPool(full_db).get(name)
    assert d.supported, d.missing
