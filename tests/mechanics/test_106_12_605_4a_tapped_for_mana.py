"""106.12 / 106.12a: a permanent is "tapped for mana" when a mana ability of it with {T} in its cost resolves and
makes mana; abilities that trigger on it trigger then. 605.1b / 605.4a: such a triggered ability that has no
target and could add mana is a mana ability itself and resolves at once, without the stack; any other one goes on
the stack (603.3)."""
from __future__ import annotations

import pytest

from manastack.engine.carddef import CardPool
from manastack.testing import Scenario


def _order_triggers(g):
    while g.decision is not None and g.decision.kind == "trigger_order":
        g.answer(g.decision.options[0])


def test_106_12a_manabarbs_damages_the_player_who_tapped_each_land():
    """The opponent's Manabarbs: casting Grizzly Bears with two Forests taps two lands for mana: 2 damage."""
    s = Scenario.full()
    s.battlefield(1, "Manabarbs")
    s.hand(0, "Grizzly Bears")
    s.lands(0, "Forest", 2)
    g = s.start("main1")
    g.cast("Grizzly Bears")
    _order_triggers(g)
    assert len(g.stack) == 3  # Grizzly Bears and two Manabarbs triggers above it (603.3)
    g.pass_until_resolved()
    _order_triggers(g)
    g.pass_until_resolved()
    g.pass_until_resolved()
    g.expect_life(0, 18)
    g.expect_life(1, 20)


def test_605_4a_groundchuck_adds_mana_at_once_without_using_the_stack():
    """Groundchuck & Dirtbag: "Whenever you tap a land for mana, add {G}." Each Forest tapped to pay for Grizzly
    Bears makes {G}{G}; the extra mana is in the pool as the spell is cast, and nothing waits on the stack but the
    spell."""
    s = Scenario.full()
    s.battlefield(0, "Groundchuck & Dirtbag")
    s.hand(0, "Grizzly Bears")
    s.lands(0, "Forest", 2)
    g = s.start("main1")
    mark = g.mark()
    g.cast("Grizzly Bears")
    assert [g.obj(o).name for o in g.stack] == ["Grizzly Bears"]
    assert sum(g.state.players[0].pool) >= 1  # the triggered mana beyond the cost floats
    assert "605.4a" in g.rules_since(mark)


def test_605_4a_a_creature_tapped_for_mana_isnt_a_land():
    """Groundchuck's trigger names lands: Llanowar Elves tapped for mana adds only its own {G}."""
    s = Scenario.full()
    s.battlefield(0, "Groundchuck & Dirtbag")
    s.battlefield(0, "Llanowar Elves")
    s.hand(0, "Giant Growth")
    g = s.start("main1")
    mark = g.mark()
    g.cast("Giant Growth", target=g.find("Llanowar Elves"))
    assert "605.4a" not in g.rules_since(mark)
    assert sum(g.state.players[0].pool) == 0


def test_106_12a_sanctimony_sees_only_an_opponent_tapping_a_mountain():
    """Sanctimony: "Whenever an opponent taps a Mountain for mana, you may gain 1 life." Player 1 casting Shock
    with a Mountain triggers it; player 0's own Mountain doesn't."""
    s = Scenario.full()
    s.battlefield(0, "Sanctimony")
    s.lands(0, "Mountain", 1)
    s.hand(0, "Shock")
    s.lands(1, "Mountain", 1)
    s.hand(1, "Shock")
    g = s.start("main1")
    g.cast("Shock", target=("player", 1))
    assert len(g.stack) == 1  # no trigger: the Mountain is its controller's own
    g.pass_until_resolved()
    g.expect_life(1, 18)
    g.pass_priority()  # to player 1
    g.cast("Shock", target=("player", 0))
    assert len(g.stack) == 2  # Sanctimony's trigger above Shock
    g.pass_until_resolved()
    assert g.decision.kind == "yes_no" and g.decision.actor == 0  # "you may gain 1 life"
    g.choose("yes")
    g.expect_life(0, 21)
    g.pass_until_resolved()
    g.expect_life(0, 19)  # gained 1, then took 2


@pytest.mark.parametrize("name", ["Manabarbs", "Sanctimony", "Scald", "Burning Earth",
                                  "Savage Firecat", "Treasure Nabber"])
def test_106_12a_tapped_for_mana_cards_are_supported(full_db, name):
    d = CardPool(full_db).get(name)
    assert d.supported, d.missing


@pytest.mark.parametrize("name", ["Groundchuck & Dirtbag", "Wild Growth"])
def test_605_1b_triggered_mana_ability_cards_are_supported(full_db, name):
    d = CardPool(full_db).get(name)
    assert d.supported, d.missing


def test_605_3a_wild_growth_mana_floated_first_casts_a_two_drop_from_one_forest():
    """The payment solver counts only what mana abilities make; with Wild Growth on the battlefield the Forest's
    mana ability is offered at priority (605.3a): tapping it makes {G}{G} (605.4a), and Grizzly Bears can then be
    cast from the pool."""
    s = Scenario.full()
    forest = s.battlefield(0, "Forest")
    s.battlefield(0, "Wild Growth", attached_to=forest)
    s.hand(0, "Grizzly Bears")
    g = s.start("main1")
    bears = g.find("Grizzly Bears")
    assert ("cast", bears, "normal") not in g.options()
    tap = [o for o in g.options() if o[0] == "activate" and o[1] == g.find(forest)]
    assert tap, g.options()
    g.answer(tap[0])
    assert g.state.players[0].pool[4] == 2  # {G}{G}
    assert ("cast", bears, "normal") in g.options()
    g.cast("Grizzly Bears")
    g.pass_until_resolved()
    g.expect_zone("Grizzly Bears", "battlefield")


def test_605_3a_without_a_triggered_mana_ability_mana_abilities_arent_listed():
    s = Scenario.full()
    s.lands(0, "Forest", 1)
    s.hand(0, "Grizzly Bears")
    g = s.start("main1")
    assert not any(o[0] == "activate" for o in g.options())


def test_605_4a_wild_growth_adds_g_for_the_enchanted_lands_controller():
    """Wild Growth ("its controller adds an additional {G}"): tapping the enchanted Forest to pay for Giant Growth
    makes {G}{G}: {G} pays, {G} floats."""
    s = Scenario.full()
    forest = s.battlefield(0, "Forest")
    s.battlefield(0, "Wild Growth", attached_to=forest)
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Giant Growth")
    g = s.start("main1")
    mark = g.mark()
    g.cast("Giant Growth", target=bears)
    assert "605.4a" in g.rules_since(mark)
    assert g.state.players[0].pool[4] == 1  # one {G} left in the pool (W U B R G C)
