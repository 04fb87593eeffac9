"""Shield counters (122.1c): "One or more shield counters on a permanent create a single replacement effect and a
single prevention effect that protect the permanent. These effects are 'If this permanent would be destroyed as
the result of an effect, instead remove a shield counter from it' and 'If damage would be dealt to this permanent,
prevent that damage and remove a shield counter from it.'" With real cards."""
from __future__ import annotations

import pytest

from manastack.engine.carddef import CardPool
from manastack.testing import Scenario


def test_122_1c_swooping_protector_enters_with_a_shield_counter_that_prevents_damage_once():
    """Swooping Protector (2/1) enters with a shield counter: the first Lightning Bolt's 3 damage is prevented
    and the counter removed; the second one kills it."""
    s = Scenario.full()
    s.hand(0, "Swooping Protector")
    s.lands(0, "Plains", 4)
    s.hand(1, "Lightning Bolt", "Lightning Bolt")
    s.lands(1, "Mountain", 2)
    g = s.start("main1")
    g.cast("Swooping Protector")
    g.pass_until_resolved()
    o = g.obj("Swooping Protector")
    assert o.zone == "battlefield" and o.counters.get("shield") == 1
    g.pass_priority()
    g.cast("Lightning Bolt", target="Swooping Protector")
    g.pass_until_resolved()
    o = g.obj("Swooping Protector")
    assert o.zone == "battlefield" and o.damage == 0 and not o.counters.get("shield")
    g.pass_priority()
    g.cast("Lightning Bolt", target="Swooping Protector")
    g.pass_until_resolved()
    g.expect_zone("Swooping Protector", "graveyard")


def test_122_1c_boon_of_safety_shield_counter_replaces_murder():
    """Boon of Safety puts a shield counter on Grizzly Bears; Murder would destroy it: instead a shield counter is
    removed and it stays on the battlefield."""
    s = Scenario.full()
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Boon of Safety")
    s.lands(0, "Plains", 1)
    s.hand(1, "Murder")
    s.lands(1, "Swamp", 3)
    g = s.start("main1")
    g.cast("Boon of Safety", target=bears)
    g.pass_until_resolved()
    if g.decision is not None and g.decision.kind != "priority":  # scry 1
        g.choose(g.decision.options[0])
    assert g.obj(bears).counters.get("shield") == 1
    g.pass_priority()
    m = g.mark()
    g.cast("Murder", target=bears)
    g.pass_until_resolved()
    o = g.obj(bears)
    assert o.zone == "battlefield" and not o.counters.get("shield")
    assert "122.1c" in g.rules_since(m)


def test_122_1c_wrath_of_god_cant_be_regenerated_doesnt_stop_a_shield_counter():
    """Wrath of God's "They can't be regenerated" doesn't matter: removing a shield counter isn't regenerating
    (701.19c). The bears with a shield counter survive; the Hill Giant beside it is destroyed."""
    s = Scenario.full()
    bears = s.battlefield(1, "Grizzly Bears", counters={"shield": 1})
    giant = s.battlefield(1, "Hill Giant")
    s.hand(0, "Wrath of God")
    s.lands(0, "Plains", 4)
    g = s.start("main1")
    g.cast("Wrath of God")
    g.pass_until_resolved()
    g.expect_zone(bears, "battlefield")
    g.expect_zone(giant, "graveyard")
    assert not g.obj(bears).counters.get("shield")


def test_122_1c_a_shield_counter_doesnt_stop_a_sacrifice():
    """Sacrificing isn't destroying (701.21): Diabolic Edict puts the shielded bears into the graveyard."""
    s = Scenario.full()
    bears = s.battlefield(1, "Grizzly Bears", counters={"shield": 2})
    s.hand(0, "Diabolic Edict")
    s.lands(0, "Swamp", 2)
    g = s.start("main1")
    g.cast("Diabolic Edict", target="Player 2")
    g.pass_until_resolved()
    g.expect_zone(bears, "graveyard")


def test_122_1c_lethal_damage_destroys_by_a_state_based_action_in_spite_of_a_shield_counter():
    """Only a destruction "as the result of an effect" is replaced: a creature with lethal damage marked is destroyed
    by a state-based action (704.5g) and keeps no shield."""
    s = Scenario.full()
    bears = s.battlefield(1, "Grizzly Bears", counters={"shield": 1}, damage=2)
    g = s.start("main1")
    g.expect_zone(bears, "graveyard")


def test_122_1c_several_shield_counters_one_removed_per_event():
    """One or more shield counters make a single prevention effect: Lightning Bolt's damage to bears with two
    shield counters is prevented and one counter removed."""
    s = Scenario.full()
    bears = s.battlefield(1, "Grizzly Bears", counters={"shield": 2})
    s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 1)
    g = s.start("main1")
    g.cast("Lightning Bolt", target=bears)
    g.pass_until_resolved()
    o = g.obj(bears)
    assert o.zone == "battlefield" and o.damage == 0 and o.counters.get("shield") == 1


@pytest.mark.parametrize("shields, zone, damage, left", [(1, "battlefield", 1, 0), (2, "battlefield", 0, 0)])
def test_122_1c_destroy_and_damage_in_one_spell_sagittars_volley(shields, zone, damage, left):
    """Sagittars' Volley destroys target creature with flying, then deals 1 damage to each flyer an opponent
    controls. Serra Angel with one shield counter: the destruction uses the counter, the damage is dealt. With two:
    the destruction uses one, the damage is prevented by the other."""
    s = Scenario.full()
    angel = s.battlefield(1, "Serra Angel", counters={"shield": shields})
    s.hand(0, "Sagittars' Volley")
    s.lands(0, "Forest", 3)
    g = s.start("main1")
    g.cast("Sagittars' Volley", target=angel)
    g.pass_until_resolved()
    o = g.obj(angel)
    assert (o.zone, o.damage, o.counters.get("shield", 0)) == (zone, damage, left)


def test_510_2_shield_counter_all_simultaneous_combat_damage_is_one_event():
    """Craw Wurm (6/4) with two shield counters is blocked by two Grizzly Bears: the combat damage of the step is
    dealt simultaneously (510.2), so all 4 is prevented and only one shield counter is removed."""
    s = Scenario.full()
    wurm = s.battlefield(0, "Craw Wurm", counters={"shield": 2})
    b1 = s.battlefield(1, "Grizzly Bears")
    b2 = s.battlefield(1, "Grizzly Bears")
    g = s.start("main1")
    g.attack(wurm)
    g.block(wurm, with_=[b1, b2])
    g.pass_until("main2")
    if g.decision is not None and g.decision.kind == "damage_assignment":
        g.answer(g.decision.options[0])
        g.pass_until("main2")
    o = g.obj(wurm)
    assert o.zone == "battlefield" and o.damage == 0 and o.counters.get("shield") == 1


def test_616_1_shield_counter_beside_a_regeneration_shield_its_controller_chooses():
    """Drudge Skeletons with a shield counter and a regeneration shield: Murder would destroy it; both effects
    apply and its controller chooses (616.1). Choosing the shield counter: it loses the counter, stays untapped, and
    the regeneration shield is still there."""
    s = Scenario.full()
    sk = s.battlefield(1, "Drudge Skeletons", counters={"shield": 1})
    s.lands(1, "Swamp", 1)
    s.hand(0, "Murder")
    s.lands(0, "Swamp", 3)
    g = s.start("main1")
    g.cast("Murder", target=sk)
    # player 1 regenerates in response
    g.pass_priority()
    g.activate(sk)
    g.pass_until_resolved()  # the regeneration ability resolves
    g.pass_until_resolved()  # Murder resolves
    d = g.decision
    assert d.kind == "replacement_order" and d.player == 1
    pick = next(o for o in d.options if isinstance(o[3], tuple) and o[3][:2] == ("counter", "shield"))
    g.answer(pick)
    o = g.obj(sk)
    assert o.zone == "battlefield" and not o.tapped and not o.counters.get("shield")
    assert any(sh[0] == "regen" for sh in g.state.shields)


def test_122_1c_humility_doesnt_remove_a_shield_counter():
    """A shield counter isn't an ability: under Humility it still prevents damage."""
    s = Scenario.full()
    s.battlefield(1, "Humility")
    bears = s.battlefield(1, "Grizzly Bears", counters={"shield": 1})
    s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 1)
    g = s.start("main1")
    g.cast("Lightning Bolt", target=bears)
    g.pass_until_resolved()
    g.expect_zone(bears, "battlefield")


@pytest.mark.parametrize("name", ["Swooping Protector", "Boon of Safety", "Disciplined Duelist"])
def test_122_1c_cards_with_shield_counters_are_supported(full_db, name):
    d = CardPool(full_db).get(name)
    assert d.supported, d.missing
