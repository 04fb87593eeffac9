"""510.1c with "You may have this creature assign its combat damage as though it weren't blocked" (Thorn Elemental
and its kin): the attacker's controller chooses, as damage is assigned, between the usual division among the
blockers and all of it to the player, planeswalker or battle it attacks (never a split between them)."""
import pytest

from manastack.core.errors import ManastackError
from manastack.testing import Scenario


def _blocked_thorn(blockers=("Grizzly Bears",), attacker="Thorn Elemental"):
    s = Scenario.full()
    thorn = s.battlefield(0, attacker)  # 7/7
    bs = [s.battlefield(1, b) for b in blockers]
    g = s.start("main1")
    g.attack(thorn)
    g.block(thorn, bs)
    g.pass_until("combat damage")
    return g, thorn, bs


def test_510_1c_as_though_unblocked_all_damage_to_defending_player():
    g, thorn, (bears,) = _blocked_thorn()
    d = g.decision
    assert d.kind == "damage_assignment" and d.actor == 0
    assert ("assign", ((-2, 7),)) in d.options and ("assign", ((g.find(bears), 7),)) in d.options
    g.answer(("assign", ((-2, 7),)))
    g.pass_until_resolved()
    g.expect_life(1, 13)
    g.expect_zone(bears, "battlefield")
    g.expect_zone(thorn, "battlefield")  # the Bears still deal their damage to it
    assert g.obj(thorn).damage == 2


def test_510_1c_as_though_unblocked_may_assign_to_blocker_as_usual():
    g, thorn, (bears,) = _blocked_thorn()
    g.answer(("assign", ((g.find(bears), 7),)))
    g.pass_until_resolved()
    g.expect_life(1, 20)
    g.expect_zone(bears, "graveyard")


def test_510_1c_as_though_unblocked_cannot_split_between_blocker_and_player():
    """Ruling: "You can't split the damage assignment between them." """
    g, thorn, (bears,) = _blocked_thorn()
    assert ("assign", ((g.find(bears), 2), (-2, 5))) not in g.decision.options
    with pytest.raises(ManastackError):
        g.answer(("assign", ((g.find(bears), 2), (-2, 5))))


def test_510_1c_blocked_creature_without_blockers_may_still_assign_as_though_unblocked():
    """510.1c: a blocked creature with no blockers left assigns no combat damage -- unless it may assign it as
    though it weren't blocked."""
    s = Scenario.full()
    thorn = s.battlefield(0, "Thorn Elemental")
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 1)
    g = s.start("main1")
    g.attack(thorn)
    g.block(thorn, bears)
    g.cast("Lightning Bolt", target=bears)
    g.pass_until_resolved()
    g.pass_until("combat damage")
    assert set(g.decision.options) == {("assign", ((-2, 7),)), ("assign", ())}
    g.answer(("assign", ((-2, 7),)))
    g.pass_until_resolved()
    g.expect_life(1, 13)


def test_510_1c_unblocked_option_is_not_offered_to_other_creatures():
    s = Scenario.full()
    giant = s.battlefield(0, "Hill Giant")
    s.battlefield(1, "Grizzly Bears")
    g = s.start("main1")
    g.attack(giant)
    g.block(giant, "Grizzly Bears")
    g.pass_until("combat damage")
    g.pass_until_resolved()
    g.expect_life(1, 20)
    g.expect_zone("Grizzly Bears", "graveyard")


def test_510_1c_as_though_unblocked_with_two_blockers():
    from manastack.engine.combat import assignment_legal

    g, thorn, bs = _blocked_thorn(("Grizzly Bears", "Wall of Stone"))
    opts = g.decision.options
    assert ("assign", ((-2, 7),)) in opts
    recips = tuple(g.find(b) for b in bs)
    # the check used for answers to a division too large to list (510.1e)
    assert assignment_legal(g.state, g.find(thorn), recips, None, {}, ((-2, 7),), as_unblocked=-2)
    assert not assignment_legal(g.state, g.find(thorn), recips, None, {}, ((-2, 7),))
    assert not assignment_legal(g.state, g.find(thorn), recips, None, {}, ((recips[0], 2), (-2, 5)), as_unblocked=-2)
    g.answer(("assign", ((-2, 7),)))
    g.pass_until_resolved()
    g.expect_life(1, 13)


def test_510_1c_as_though_unblocked_cards_supported(pool):
    for n in ("Thorn Elemental", "Lone Wolf", "Pride of Lions", "Proud Wildbonder"):
        assert pool.get(n).supported, (n, pool.get(n).missing)
