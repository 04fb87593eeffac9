"""Official rulings of Karn Liberated's restart (727, issue #32): Karn (loyalty 17) exiles a permanent with its −3
on its controller's turn 1, and restarts the game with its −14 in their turn 3."""
from __future__ import annotations

from manastack.testing import Scenario

from .keys import ruling


def _restart(exiled: str = "Hill Giant", *, setup=None, before=None):
    """Returns (game, the exiled card) after the restart, the mulligans kept, at the new game's first decision."""
    s = Scenario.full()
    k = s.battlefield(0, "Karn Liberated", counters={"loyalty": 17})
    target = s.battlefield(1, exiled)
    if setup:
        setup(s)
    g = s.start("main1", active=0)
    g.activate(k, loyalty=-3, target=target)
    g.pass_until_resolved()
    g.expect_zone(target, "exile")
    g.pass_until("main1", turn=3)
    if before:
        before(g)
    g.activate(k, loyalty=-14)
    g.pass_priority(2)
    while g.decision is not None and g.decision.kind == "mulligan":
        g.choose("keep")
    return g, target


@ruling("Karn Liberated", "2011-06-01", "karns first and third abilities are")
def test_karn_liberated_2011_06_01_karns_first_and_third_abilities_are_607_2a_727_4():
    """607.2a, 727.4: only the card exiled with Karn's −3 comes back onto the battlefield after the restart; a card
    exiled another way (Grizzly Bears, exiled by Swords to Plowshares) is back in its owner's library or hand with
    everything else."""
    def setup(s):
        s.battlefield(1, "Grizzly Bears")
        s.hand(0, "Swords to Plowshares")
        s.lands(0, "Plains", 1)

    def before(g):
        g.cast("Swords to Plowshares", target=g.find("Grizzly Bears"))
        g.pass_until_resolved()
        g.expect_zone("Grizzly Bears", "exile")

    g, giant = _restart(setup=setup, before=before)
    g.expect_zone(giant, "battlefield")
    assert g.zone_of("Grizzly Bears") in ("library", "hand")


@ruling("Karn Liberated", "2011-06-01", "a game that restarts immediately ends")
@ruling("Karn Liberated", "2011-06-01", "the player who controlled the ability")
def test_karn_liberated_2011_06_01_a_game_that_restarts_immediately_ends_727_1_727_2():
    """727.1, 727.2: the restarted game ends with no winner; the new game begins with Karn's controller as the
    starting player, both players at 20 life with seven-card hands."""
    g, _ = _restart()
    assert g.result is None
    assert g.state.turn == 1 and g.state.active == 0
    g.expect_life(0, 20)
    g.expect_life(1, 20)
    assert len(g.zone(1, "hand")) == 7


@ruling("Karn Liberated", "2011-06-01", "after the pre game procedure is")
def test_karn_liberated_2011_06_01_after_the_pre_game_procedure_is_727_4():
    """727.4: Karn's ability finishes after the mulligans; the enters trigger of the returned Elvish Visionary
    waits for the first priority, in the first upkeep."""
    g, _ = _restart("Elvish Visionary")
    assert g.decision.kind == "priority" and g.state.step == "upkeep" and g.state.turn == 1
    assert g.stack == ["ability of Elvish Visionary"]


@ruling("Karn Liberated", "2011-06-01", "creatures put onto the battlefield due")
def test_karn_liberated_2011_06_01_creatures_put_onto_the_battlefield_due_302_6_727_4():
    """302.6, 727.4: the Hill Giant Karn put onto the battlefield has been under its controller's control since the
    first turn began: it attacks in turn 1."""
    g, giant = _restart()
    g.pass_until("main1", turn=1)
    g.attack(giant)
    assert g.obj(giant).tapped and g.state.step in ("declare_attackers", "declare_blockers", "combat_damage")


@ruling("Karn Liberated", "2011-06-01", "any permanents put onto the battlefield")
def test_karn_liberated_2011_06_01_any_permanents_put_onto_the_battlefield_727_4_502_3():
    """727.4, 502.3: Gruul Guildgate, which enters tapped, comes back tapped and untaps in the first untap step."""
    g, gate = _restart("Gruul Guildgate")
    g.pass_until("main1", turn=1)
    g.expect_zone(gate, "battlefield")
    assert not g.obj(gate).tapped


@ruling("Karn Liberated", "2011-06-01", "no actions taken in the game")
@ruling("Karn Liberated", "2011-06-01", "players wont have any poison counters")
def test_karn_liberated_2011_06_01_no_actions_taken_in_the_game_727_2():
    """727.2: nothing of the old game carries over: the opponent's 7 life and 3 poison counters are gone — 20
    life, no poison."""
    g, _ = _restart(setup=lambda s: s.player(1, life=7, poison=3))
    g.expect_life(1, 20)
    assert g.poison(1) == 0
