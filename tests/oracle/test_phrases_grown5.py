"""Phrases grown in the fifth sitting of issue #24 (compA). Each is read in one place and composes with what
stands next to it; compiler tests (the tree, refusals included) first, then behaviour tests that play the real
cards the phrase made supported in ``Scenario.full()``."""
from __future__ import annotations


from manastack.engine import support
from manastack.testing import Scenario
from manastack.tree.effects import (CounterSpell, CreateToken, Dig, ForEachPlayer, GainLife, LoseLife, MayDo,
                                    PayCost, Prevent, Sacrifice)
from manastack.tree.abilities import Activated
from manastack.tree.refs import (CountersOn, CountOf, EventPlayer, Num, Players, RememberedCount, This, XValue,
                                 You)

from .phrase_kit import abilities as _abilities, nodes as _nodes, unread as _unread



# ---------------------------------------------------------------- "an X/X ... token" (111.4, 608.2h)


def test_111_4_x_x_token_where_x_is_an_amount():
    ab = _abilities("Create an X/X green Ooze creature token, where X is the number of lands you control.")
    assert _unread(ab) == []
    (t,) = _nodes(ab, CreateToken)
    assert isinstance(t.spec.power, CountOf) and t.spec.power == t.spec.toughness
    assert support.missing(ab) == []


def test_111_4_x_1_token_keeps_its_number():
    ab = _abilities("Create an X/1 red Elemental creature token, where X is the number of cards in your hand.")
    (t,) = _nodes(ab, CreateToken)
    assert type(t.spec.power).__name__ == "HandSizeOf" and t.spec.toughness == 1


def test_111_4_x_x_token_of_a_spell_is_the_spells_x():
    ab = _abilities("Create X X/X green Ooze creature tokens.", types=("Sorcery",))
    (t,) = _nodes(ab, CreateToken)
    assert t.spec.power == XValue() and t.n == XValue()
    assert support.missing(ab) == []


def test_107_3m_x_x_token_in_a_permanents_own_enters_trigger_is_supported():
    """The X of "When ~ enters, create an X/X token" is the X paid for the spell (107.3m), which the engine gives
    the permanent's own enters trigger: compiled and supported (tests/rules/test_107_3m_x_in_enters_triggers.py)."""
    ab = _abilities("When ~ enters, create an X/X green Treefolk creature token.", types=("Enchantment",))
    assert _unread(ab) == []
    assert "token with X in a triggered ability" not in support.missing(ab)


def test_107_3m_x_x_token_in_another_triggered_ability_is_not_supported():
    """"Whenever you attack, create an X/X token": that X isn't one the engine keeps."""
    ab = _abilities("Whenever you attack, create an X/X green Treefolk creature token.", types=("Enchantment",))
    assert "token with X in a triggered ability" in support.missing(ab)


def test_111_4_star_star_token_is_refused():
    ab = _abilities("Create a */* green Ooze creature token.", types=("Sorcery",))
    assert len(_unread(ab)) == 1


def test_707_9b_copy_exception_with_x_x_is_refused():
    ab = _abilities("Create a token that's a copy of target creature you control, except it's an X/X Spirit, "
                    "where X is the number of cards in your hand.", types=("Sorcery",))
    assert len(_unread(ab)) == 1


def test_608_2h_kin_tree_invocation_token_is_the_greatest_toughness():
    s = Scenario.full()
    s.battlefield(0, "Wall of Stone")  # 0/8
    s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Kin-Tree Invocation")
    s.lands(0, "Swamp", 1)
    s.lands(0, "Forest", 1)
    g = s.start("main1")
    g.cast("Kin-Tree Invocation")
    g.pass_until_resolved()
    (tok,) = [o for o in g.zone(0, "battlefield") if g.obj(o).name.startswith("Spirit Warrior")]
    assert (g.obj(tok).power, g.obj(tok).toughness) == (8, 8)


def test_608_2h_token_pt_is_fixed_when_it_is_created():
    """Miming Slime: X (the greatest power among your creatures) is counted once; the Ooze doesn't grow when
    that creature does later."""
    s = Scenario.full()
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Miming Slime", "Giant Growth")
    s.lands(0, "Forest", 4)
    g = s.start("main1")
    g.cast("Miming Slime")
    g.pass_until_resolved()
    (tok,) = [o for o in g.zone(0, "battlefield") if g.obj(o).name.startswith("Ooze")]
    assert (g.obj(tok).power, g.obj(tok).toughness) == (2, 2)
    g.cast("Giant Growth", target=bears)
    g.pass_until_resolved()
    g.expect_pt(bears, 5, 5)
    assert (g.obj(tok).power, g.obj(tok).toughness) == (2, 2)


# ---------------------------------------------------------------- "... unless they pay {N}" (118.12, 608.2d)


def test_118_12_unless_they_pay_is_offered_to_the_player_the_instruction_names():
    ab = _abilities("Whenever a player draws a card, that player loses 2 life unless they pay {2}.",
                    types=("Enchantment",))
    assert _unread(ab) == []
    (may,) = _nodes(ab, MayDo)
    (pay,) = _nodes(ab, PayCost)
    (lose,) = _nodes(ab, LoseLife)
    assert may.unless and may.who == pay.who == lose.who == EventPlayer()
    assert support.missing(ab) == []


def test_118_12_each_opponent_unless_they_pay_asks_each_of_them():
    ab = _abilities("When ~ enters, each opponent sacrifices a permanent of their choice unless they pay {3}.",
                    types=("Creature",))
    (each,) = _nodes(ab, ForEachPlayer)
    assert each.players == Players("opponents")
    (sac,) = _nodes(ab, Sacrifice)
    assert sac.who == You()  # "you" inside ForEachPlayer is the opponent being asked


def test_118_12a_counter_unless_they_pay_is_the_spells_controller():
    ab = _abilities("When you cast ~, counter target spell an opponent controls unless they pay {1}.",
                    types=("Creature",))
    (cs,) = _nodes(ab, CounterSpell)
    assert str(cs.unless_pay) == "{1}"


def test_118_12_unless_they_pay_x_and_several_instructions_are_refused():
    assert len(_unread(_abilities("Whenever a player draws a card, that player loses 2 life unless they pay {X}, "
                                  "where X is the number of cards in their hand.", types=("Enchantment",)))) == 1
    assert len(_unread(_abilities("Whenever a player draws a card, that player loses 2 life and you gain 2 life "
                                  "unless they pay {2}.", types=("Enchantment",)))) == 1


def _footpad(opp_lands: int):
    s = Scenario.full()
    s.hand(0, "Rishadan Footpad")
    s.lands(0, "Island", 4)
    bears = s.battlefield(1, "Grizzly Bears")
    s.lands(1, "Mountain", opp_lands)
    g = s.start("main1")
    g.cast("Rishadan Footpad")
    g.pass_until_resolved()  # the creature
    while g.decision is not None and g.decision.kind == "priority" and g.stack:
        g.pass_priority()  # its enters trigger resolves
    return g, bears


def test_118_12_rishadan_footpad_opponent_who_pays_keeps_their_permanents():
    g, bears = _footpad(2)
    assert g.decision.kind == "yes_no" and g.decision.actor == 1
    g.choose("yes")
    g.pass_until_resolved()
    g.expect_zone(bears, "battlefield")
    assert sum(1 for o in g.zone(1, "battlefield") if g.obj(o).tapped) == 2


def test_118_12_rishadan_footpad_opponent_who_cant_pay_sacrifices():
    g, bears = _footpad(0)
    g.pass_until_resolved()
    g.expect_zone(bears, "graveyard")


def test_118_12_isolation_cell_caster_who_declines_loses_2_life():
    s = Scenario.full()
    s.battlefield(0, "Isolation Cell")
    s.hand(1, "Grizzly Bears")
    s.lands(1, "Forest", 4)
    g = s.start("main1", active=1)
    g.cast("Grizzly Bears")
    g.pass_priority(2)  # the trigger, above the Bears, resolves
    assert g.decision.kind == "yes_no" and g.decision.actor == 1
    g.choose("no")
    g.pass_until_resolved()
    g.expect_life(1, 18)


# ---------------------------------------------------------------- "This ability costs {1} less to activate for each ..."


def test_602_2b_this_ability_costs_less_to_activate_for_each_is_on_the_ability():
    ab = _abilities("{5}, {T}: Create a Blood token. This ability costs {1} less to activate for each Vampire you "
                    "control.", types=("Land",))
    assert _unread(ab) == []
    (act,) = [a for a in ab if isinstance(a, Activated)]
    assert act.cost_change.generic == -1 and act.cost_change.per.filter.subtypes == ("Vampire",)
    assert support.missing(ab) == []


def test_602_2b_this_ability_costs_less_for_each_counter_on_self():
    ab = _abilities("{8}, {T}: ~ deals 20 damage to target creature. This ability costs {1} less to activate for "
                    "each pressure counter on ~.", types=("Artifact",))
    (act,) = [a for a in ab if isinstance(a, Activated)]
    assert act.cost_change.per == CountersOn(This(), "pressure")


def test_602_2b_ability_cost_change_without_an_activated_ability_or_colored_is_refused():
    assert len(_unread(_abilities("Whenever you cast a spell, draw a card. This ability costs {1} less to "
                                  "activate for each Vampire you control.", types=("Enchantment",)))) >= 1
    assert len(_unread(_abilities("{5}{R}, {T}: Draw a card. This ability costs {R} less to activate for each "
                                  "Vampire you control.", types=("Artifact",)))) >= 1


def _estate(vampires: int):
    s = Scenario.full()
    s.battlefield(0, "Voldaren Estate")
    for _ in range(vampires):
        s.battlefield(0, "Vampire Lacerator")
    s.lands(0, "Wastes", 3)
    return s.start("main1")


def test_602_2b_voldaren_estate_costs_one_less_for_each_vampire():
    g = _estate(2)
    g.activate("Voldaren Estate", index=2)
    g.pass_until_resolved()
    assert [o for o in g.zone(0, "battlefield") if g.obj(o).name.startswith("Blood")]
    assert all(g.obj(o).tapped for o in g.zone(0, "battlefield") if g.obj(o).name == "Wastes")


def test_602_2b_voldaren_estate_without_enough_vampires_cant_be_activated():
    g = _estate(1)  # {5} - 1 = {4}: three Wastes aren't enough (the Estate taps itself as part of the cost)
    assert not [o for o in g.options() if o[0] == "activate" and o[2] == 2]
    g2 = _estate(2)
    assert [o for o in g2.options() if o[0] == "activate" and o[2] == 2]


# ---------------------------------------------------------------- "prevent the next N damage that would be dealt ..." (615)


def test_615_7_prevent_the_next_damage_dealt_this_turn_to_reads_like_dealt_to_this_turn():
    a = _abilities("Prevent the next 4 damage that would be dealt this turn to target creature you control.")
    b = _abilities("Prevent the next 4 damage that would be dealt to target creature you control this turn.")
    assert _unread(a) == [] and repr(_nodes(a, Prevent)) == repr(_nodes(b, Prevent))


def test_615_7_prevent_the_next_damage_dealt_by_a_source():
    ab = _abilities("{2}: Prevent the next 1 damage that would be dealt by ~ this turn.", types=("Artifact",))
    (p,) = _nodes(ab, Prevent)
    assert p.source == This() and p.to is None and p.amount == Num(1)


def test_615_7_prevent_the_next_damage_divided_among_targets_is_still_refused():
    ab = _abilities("Prevent the next 5 damage that would be dealt this turn to any number of targets, divided as "
                    "you choose.")
    assert len(_unread(ab)) == 1


def test_615_7_samite_alchemist_prevents_four_and_taps_the_creature():
    s = Scenario.full()
    s.battlefield(0, "Samite Alchemist")
    bears = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Plains", 2)
    s.hand(1, "Lightning Bolt")
    s.lands(1, "Mountain", 1)
    g = s.start("main1")
    g.activate("Samite Alchemist", target=bears)
    g.pass_until_resolved()
    assert g.obj(bears).tapped
    g.pass_priority()  # player 1 gets priority
    g.cast("Lightning Bolt", target=bears)
    g.pass_until_resolved()
    g.expect_zone(bears, "battlefield")
    assert g.obj(bears).damage == 0


# ---------------------------------------------------------------- "for each <noun> destroyed / exiled this way" (608.2c)


def test_608_2c_for_each_creature_destroyed_this_way_counts_the_destroy_before():
    ab = _abilities("Destroy all creatures. You gain 1 life for each creature destroyed this way.",
                    types=("Sorcery",))
    assert _unread(ab) == []
    (g,) = _nodes(ab, GainLife)
    assert g.n == RememberedCount("it")
    assert support.missing(ab) == []


def test_608_2c_the_number_of_cards_exiled_this_way_composes_with_x_tokens():
    ab = _abilities("Exile all creature cards from target player's graveyard, then create an X/X black Zombie "
                    "creature token, where X is the number of cards exiled this way.", types=("Sorcery",))
    assert _unread(ab) == []
    (t,) = _nodes(ab, CreateToken)
    assert t.spec.power == RememberedCount("it")


def test_608_2c_this_way_narrower_than_what_was_moved_is_refused():
    ab = _abilities("Exile the top three cards of your library. For each land card exiled this way, create a "
                    "Treasure token.", types=("Sorcery",))
    assert len(_unread(ab)) == 1


def test_608_2c_this_way_with_the_wrong_verb_or_no_instruction_before_is_refused():
    assert len(_unread(_abilities("Exile all creatures. You gain 1 life for each creature destroyed this way.",
                                  types=("Sorcery",)))) == 1
    assert len(_unread(_abilities("You gain 1 life for each creature destroyed this way.",
                                  types=("Sorcery",)))) == 1


def test_608_2c_this_way_is_refused_where_it_names_objects():
    assert len(_unread(_abilities("Exile all creatures. Return each creature exiled this way to the battlefield.",
                                  types=("Sorcery",)))) == 1


def test_608_2c_fumigate_counts_only_the_creatures_actually_destroyed():
    s = Scenario.full()
    s.battlefield(0, "Grizzly Bears")
    s.battlefield(1, "Grizzly Bears")
    myr = s.battlefield(1, "Darksteel Myr")  # indestructible (702.12b): not destroyed
    s.hand(0, "Fumigate")
    s.lands(0, "Plains", 5)
    g = s.start("main1")
    g.cast("Fumigate")
    g.pass_until_resolved()
    g.expect_zone(myr, "battlefield")
    g.expect_life(0, 22)


def test_608_2c_phyrexian_rebirth_token_is_as_big_as_the_creatures_destroyed():
    s = Scenario.full()
    for p in (0, 1, 1):
        s.battlefield(p, "Grizzly Bears")
    s.hand(0, "Phyrexian Rebirth")
    s.lands(0, "Plains", 6)
    g = s.start("main1")
    g.cast("Phyrexian Rebirth")
    g.pass_until_resolved()
    (tok,) = [o for o in g.zone(0, "battlefield") if g.obj(o).name.startswith("Phyrexian Horror")]
    assert (g.obj(tok).power, g.obj(tok).toughness) == (3, 3)


# ---------------------------------------------------------------- "... and the rest/the other on the bottom of ..." (401.4)


def test_401_4_put_one_into_your_hand_and_the_other_on_the_bottom():
    ab = _abilities("Look at the top two cards of your library. Put one of them into your hand and the other on the "
                    "bottom of your library.")
    (d,) = _nodes(ab, Dig)
    assert d.n == Num(2) and d.take == Num(1) and d.zone == "hand" and d.rest == "bottom_any"


def test_701_20a_put_all_cards_revealed_this_way_and_the_rest_on_the_bottom():
    ab = _abilities("Reveal the top four cards of your library. Put all Goblin cards revealed this way into your hand "
                    "and the rest on the bottom of your library in any order.", types=("Sorcery",))
    (d,) = _nodes(ab, Dig)
    assert d.reveal and d.take == d.n == Num(4) and d.filter.subtypes == ("Goblin",) and d.rest == "bottom_any"
    ab = _abilities("Reveal the top four cards of your library. Put all Goblin cards revealed this way into your hand "
                    "and the rest on the bottom of your library in a random order.", types=("Sorcery",))
    (d,) = _nodes(ab, Dig)
    assert d.rest == "bottom_random"


def test_701_20a_put_all_cards_of_either_kind_joined_by_or_is_refused():
    ab = _abilities("Reveal the top four cards of your library. Put all Goblin or blue cards revealed this way into "
                    "your hand and the rest on the bottom of your library in any order.", types=("Sorcery",))
    assert len(_unread(ab)) == 1


def test_701_20a_goblin_ringleader_puts_every_goblin_into_hand_and_the_rest_on_the_bottom():
    s = Scenario.full()
    s.hand(0, "Goblin Ringleader")
    s.lands(0, "Mountain", 4)
    guide, _island, raging, _swamp, plains = s.library(0, "Goblin Guide", "Island", "Raging Goblin", "Swamp",
                                                       "Plains")
    g = s.start("main1")
    g.cast("Goblin Ringleader")
    g.pass_until_resolved()
    while g.stack or (g.decision is not None and g.decision.kind != "priority"):
        if g.decision.kind == "order_cards":
            g.answer(g.decision.options[0])
        else:
            g.pass_priority()
    g.expect_zone(guide, "hand")
    g.expect_zone(raging, "hand")
    lib = [g.obj(i).name for i in g.zone(0, "library")]  # (the last is the top card)
    assert lib[-1] == "Plains" and set(lib[:2]) == {"Island", "Swamp"}
    g.expect_zone(plains, "library")


# ---------------------------------------------------------------- "among one, two, or three targets" (115.1, 601.2d)


def test_601_2d_one_two_or_three_targets_is_one_to_three():
    ab = _abilities("~ deals 3 damage divided as you choose among one, two, or three target creatures.",
                    types=("Sorcery",))
    assert _unread(ab) == []
    (spec,) = [t for a in ab for t in a.walk() if type(t).__name__ == "TargetSpec"]
    assert (spec.min, spec.max) == (1, 3) and spec.filter.types == ("Creature",)


def test_601_2d_arc_lightning_divides_three_damage_among_three_targets():
    s = Scenario.full()
    bears = s.battlefield(1, "Grizzly Bears")
    elves = s.battlefield(1, "Llanowar Elves")
    s.hand(0, "Arc Lightning")
    s.lands(0, "Mountain", 3)
    g = s.start("main1")
    g.cast("Arc Lightning", targets=[bears, elves, ("player", 1)], divide=[1, 1, 1])
    g.pass_until_resolved()
    g.expect_zone(elves, "graveyard")
    assert g.obj(bears).damage == 1
    g.expect_life(1, 19)
