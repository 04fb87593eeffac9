"""Phrases grown in the seventh sitting of issue #24 (helper compD). Each is read in one place and composes with
what stands next to it; compiler tests (the tree, refusals included), then behaviour tests that play real cards
the phrase made supported in ``Scenario.full()``."""
from __future__ import annotations

import pytest

from manastack.testing import Scenario
from manastack.tree.effects import AddCounters

from .phrase_kit import abilities as _abilities, nodes as _nodes, unread as _unread


# ---------------------------------------------------------------- "distribute N +1/+1 counters among ..." (601.2d)


def test_601_2d_distribute_counters_among_targets_is_one_divided_placement():
    ab = _abilities("Distribute three +1/+1 counters among one, two, or three target creatures you control.",
                    types=("Sorcery",))
    assert _unread(ab) == []
    (e,) = _nodes(ab, AddCounters)
    assert e.divided and e.kind == "+1/+1" and e.n.value == 3


def test_601_2d_distribute_counters_in_a_trigger_reads_any_number_of_targets():
    ab = _abilities("When this creature enters, distribute four +1/+1 counters among any number of target "
                    "creatures you control.", types=("Creature",))
    assert _unread(ab) == []
    assert _nodes(ab, AddCounters)[0].divided


def test_601_2d_distribute_counters_among_non_targets_is_refused():
    """A division among objects that aren't targets is made on resolution, not on casting: refused."""
    ab = _abilities("Distribute two +1/+1 counters among any number of creatures you control.", types=("Sorcery",))
    assert _unread(ab)


def test_601_2d_elven_rite_divides_two_counters_between_two_creatures():
    s = Scenario.full()
    s.hand(0, "Elven Rite")
    s.lands(0, "Forest", 2)
    bears = s.battlefield(0, "Grizzly Bears")
    elves = s.battlefield(0, "Llanowar Elves")
    g = s.start("main1")
    g.cast("Elven Rite", targets=[bears, elves], divide=[1, 1])
    g.pass_until_resolved()
    g.expect_pt(bears, 3, 3)
    g.expect_pt(elves, 2, 2)


def test_601_2d_elven_rite_puts_both_counters_on_a_single_target():
    s = Scenario.full()
    s.hand(0, "Elven Rite")
    s.lands(0, "Forest", 2)
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start("main1")
    g.cast("Elven Rite", targets=[bears])
    g.pass_until_resolved()
    g.expect_pt(bears, 4, 4)


def test_601_2d_division_stands_when_one_target_becomes_illegal():
    """608.2b: the counters divided onto an illegal target are not moved to the other target."""
    s = Scenario.full()
    s.hand(0, "Elven Rite")
    s.lands(0, "Forest", 2)
    s.hand(1, "Shock")
    s.lands(1, "Mountain", 1)
    bears = s.battlefield(0, "Grizzly Bears")
    elves = s.battlefield(0, "Llanowar Elves")
    g = s.start("main1")
    g.cast("Elven Rite", targets=[bears, elves], divide=[1, 1])
    g.pass_priority()
    g.cast("Shock", target=elves)
    g.pass_until_resolved()
    g.expect_zone(elves, "graveyard")
    g.pass_until_resolved()
    g.expect_pt(bears, 3, 3)


def test_601_2d_verdurous_gearhulk_trigger_divides_four_counters():
    """603.3d: a triggered ability's division is chosen as it is put on the stack."""
    s = Scenario.full()
    s.hand(0, "Verdurous Gearhulk")
    s.lands(0, "Forest", 5)
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start("main1")
    g.cast("Verdurous Gearhulk")
    g.pass_priority(2)  # the Gearhulk resolves; its enters trigger asks for targets
    g.check(g.decision.kind == "target", f"targets for the trigger: {g.decision}")
    g.answer(g._target_option(bears))
    g.answer(g._target_option("Verdurous Gearhulk"))
    g.answer(next(o for o in g.decision.options if o[0] == "done"))
    g.check(g.decision.kind == "divide", f"the division is asked: {g.decision}")
    g.answer(g._pick(lambda o: tuple(a for _, a in o[1]) == (3, 1), "divide 3, 1"))
    g.pass_until_resolved()
    g.expect_pt(bears, 5, 5)
    g.expect_pt("Verdurous Gearhulk", 5, 5)


# ---------------------------------------------------------------- "an opponent has N or more poison counters" (122.1f)


def test_122_1f_opponent_poison_condition_reads_as_one_fact():
    from manastack.tree.abilities import IsTrue
    ab = _abilities("As long as an opponent has three or more poison counters, this creature has double strike.",
                    types=("Creature",))
    assert _unread(ab) == []
    assert [n.fact for n in _nodes(ab, IsTrue)] == ["an_opponent_poison_at_least:3"]


@pytest.mark.parametrize("poison, strikes", [(2, False), (3, True)])
def test_122_1f_apostle_of_invasion_has_double_strike_from_three_poison(poison, strikes):
    s = Scenario.full()
    s.battlefield(0, "Apostle of Invasion")
    s.player(1, poison=poison)
    g = s.start("main1")
    g.check(("Double Strike" in g.obj("Apostle of Invasion").keywords) == strikes,
            f"{poison} poison counters: {g.obj('Apostle of Invasion').keywords}")


def test_122_1f_ravenous_necrotitan_sacrifices_unless_an_opponent_has_three_poison():
    for poison, kept in ((0, False), (3, True)):
        s = Scenario.full()
        s.hand(0, "Ravenous Necrotitan")
        s.lands(0, "Swamp", 4)
        bears = s.battlefield(0, "Grizzly Bears")
        s.player(1, poison=poison)
        g = s.start("main1")
        g.cast("Ravenous Necrotitan")
        g.pass_until_resolved()
        if g.decision is not None and g.decision.kind != "priority":
            g.answer(g._pick(lambda o: "Grizzly" in g.game.describe(o), "sacrifice the Bears"))
        g.pass_until_resolved()
        g.expect_zone(bears, "battlefield" if kept else "graveyard")


# ---------------------------------------------------------------- "… rather than pay ~'s mana cost" (118.9)


def _alt_casts(g, name):
    oid = g.find(name, zone="hand")
    return [o for o in g.decision.options if o[0] == "cast" and o[1] == oid and o[2].startswith("alt:")]


def test_118_9_pay_life_and_exile_a_card_is_one_alternative_cost():
    from manastack.tree.abilities import Keyword
    ab = _abilities("You may pay 1 life and exile a blue card from your hand rather than pay this spell's mana "
                    "cost.\nCounter target spell.")
    assert _unread(ab) == []
    (k,) = [a for a in ab if isinstance(a, Keyword)]
    assert k.name == "AlternativeCost" and k.cost.life == 1 and k.cost.exile_from_hand == 1 and k.arg is None


def test_118_9_pay_mana_and_return_a_land_is_one_alternative_cost():
    from manastack.tree.abilities import Keyword
    ab = _abilities("You may pay {1} and return a basic land you control to its owner's hand rather than pay "
                    "this spell's mana cost.", types=("Artifact",))
    assert _unread(ab) == []
    (k,) = [a for a in ab if isinstance(a, Keyword)]
    assert str(k.cost.mana) == "{1}" and k.cost.return_to_hand.basic_land


def test_118_9_conditional_alternative_cost_keeps_its_condition():
    from manastack.tree.abilities import IsTrue, Keyword
    ab = _abilities("If it's not your turn, you may exile a green card from your hand rather than pay this "
                    "spell's mana cost.\nDestroy target artifact.")
    assert _unread(ab) == []
    (k,) = [a for a in ab if isinstance(a, Keyword)]
    assert k.arg == IsTrue("not_your_turn")


def test_118_9_an_alternative_cost_with_a_condition_on_another_ability_is_refused():
    """A condition before a clause that isn't an alternative cost stays refused ("condition on a static")."""
    ab = _abilities("If it's not your turn, this creature has flying.", types=("Creature",))
    assert _unread(ab)


def test_118_9_force_of_will_cast_for_life_and_a_blue_card():
    s = Scenario.full()
    s.hand(0, "Force of Will", "Counterspell")
    s.hand(1, "Lightning Bolt")
    s.lands(1, "Mountain", 1)
    g = s.start("main1", active=1)
    g.cast("Lightning Bolt", target=("player", 0))
    g.pass_priority()
    opts = _alt_casts(g, "Force of Will")
    g.check(len(opts) == 1, f"Force of Will may be cast without mana: {g.decision.options}")
    g.answer(opts[0])
    g._answer_setup(target="Lightning Bolt", targets=None, x=None, modes=None, pay="auto", kicked=None, divide=None)
    while g.decision.kind == "choose_cards":
        g.answer(g._pick(lambda o: "Counterspell" in g.game.describe(o), "exile Counterspell"))
    g.pass_until_resolved()
    g.expect_zone("Lightning Bolt", "graveyard")
    g.expect_life(0, 19)
    g.expect_zone("Counterspell", "exile")


def test_118_9_force_of_vigor_alternative_cost_only_on_an_opponents_turn():
    for active, offered in ((0, False), (1, True)):
        s = Scenario.full()
        s.hand(0, "Force of Vigor", "Llanowar Elves")
        s.battlefield(1, "Sol Ring")
        g = s.start("main1", active=active)
        if active == 1:
            g.pass_priority()  # priority passes to player 0 during the opponent's main phase
        g.check(bool(_alt_casts(g, "Force of Vigor")) == offered,
                f"active player {active}: {g.decision.options}")


def test_118_9_dark_triumph_sacrifice_only_with_a_swamp():
    for swamp in (False, True):
        s = Scenario.full()
        s.hand(0, "Dark Triumph")
        s.battlefield(0, "Grizzly Bears")
        if swamp:
            s.battlefield(0, "Swamp")
        g = s.start("main1")
        opts = _alt_casts(g, "Dark Triumph")
        g.check(bool(opts) == swamp, f"Swamp {swamp}: {g.decision.options}")
        if swamp:
            g.answer(opts[0])
            g._answer_setup(target="Grizzly Bears", targets=None, x=None, modes=None, pay="auto", kicked=None,
                            divide=None)
            while g.decision.kind not in ("priority",):
                g.answer(g.decision.options[0])
            g.pass_until_resolved()
            g.expect_zone("Grizzly Bears", "graveyard")


# ---------------------------------------------------------------- "assigns no combat damage", "... equal to its toughness" (510.1a)


def test_510_1a_assigns_no_combat_damage_this_turn_is_a_restriction_until_end_of_turn():
    from manastack.tree.continuous import Restrict
    ab = _abilities("Whenever this creature attacks and isn't blocked, you may draw a card. If you do, this creature "
                    "assigns no combat damage this turn.", types=("Creature",))
    assert _unread(ab) == []
    assert [r.kind for r in _nodes(ab, Restrict)] == ["assigns_no_combat_damage"]


def test_510_1a_assigns_combat_damage_equal_to_toughness_is_a_static_restriction():
    from manastack.tree.abilities import Static
    from manastack.tree.continuous import Restrict
    ab = _abilities("Each creature you control assigns combat damage equal to its toughness rather than its power.",
                    types=("Enchantment",))
    assert _unread(ab) == []
    (st,) = _nodes(ab, Static)
    assert [r.kind for r in _nodes(ab, Restrict)] == ["assigns_damage_by_toughness"]
    assert st.affected.controller == "you"


def test_510_1a_mana_value_instead_of_power_is_not_read():
    ab = _abilities("Each creature assigns combat damage equal to its mana value rather than its power.",
                    types=("Creature",))
    assert _unread(ab)


def _attack_unblocked(g, attacker):
    g.attack(attacker)
    g.no_blocks()


@pytest.mark.parametrize("draw", [True, False])
def test_510_1a_ophidian_draws_and_assigns_no_combat_damage(draw):
    s = Scenario.full()
    s.battlefield(0, "Ophidian")  # 1/3
    s.library(0, "Island", "Forest")
    g = s.start("main1")
    _attack_unblocked(g, "Ophidian")
    g.pass_until("combat damage") if g.decision.kind == "priority" else None
    while g.decision.kind != "priority" or g.state.stack:
        if g.decision.kind == "yes_no":
            g.answer(("yes",) if draw else ("no",))
        else:
            g.pass_priority()
    g.pass_until("end")
    g.expect_life(1, 20 if draw else 19)
    g.check(len(g.zone(0, "hand")) == (1 if draw else 0), f"hand: {g.zone(0, 'hand')}")


def test_510_1a_doran_creatures_assign_combat_damage_equal_to_toughness():
    s = Scenario.full()
    s.battlefield(0, "Doran, the Siege Tower")  # 0/5
    s.battlefield(1, "Wall of Stone")  # 0/8 -- Doran's ability affects every creature
    g = s.start("main1")
    _attack_unblocked(g, "Doran, the Siege Tower")
    g.pass_until("end")
    g.expect_life(1, 15)


# ---------------------------------------------------------------- colors of mana spent (106.1), times kicked (702.33d)


def test_106_1_for_each_color_of_mana_spent_is_a_count():
    from manastack.tree.abilities import Replacement
    from manastack.tree.refs import ColorsSpent
    ab = _abilities("This creature enters with a +1/+1 counter on it for each color of mana spent to cast it.",
                    types=("Creature",))
    assert _unread(ab) == []
    (r,) = _nodes(ab, Replacement)
    assert r.kind == "enters_with_counters" and r.arg == ("+1/+1", ColorsSpent())


def test_106_1_number_of_colors_of_mana_spent_is_an_amount():
    from manastack.tree.refs import ColorsSpent
    ab = _abilities("You draw X cards and lose X life, where X is the number of colors of mana spent to cast this "
                    "spell.", types=("Sorcery",))
    assert _unread(ab) == []
    assert _nodes(ab, ColorsSpent)


def test_702_33d_for_each_time_it_was_kicked_is_a_count():
    from manastack.tree.refs import Product, TimesKicked
    ab = _abilities("Multikicker {1}{U}\nThis creature enters with two +1/+1 counters on it for each time it was "
                    "kicked.", types=("Creature",))
    assert _unread(ab) == []
    assert _nodes(ab, TimesKicked) and _nodes(ab, Product)


def test_106_1_painful_truths_draws_a_card_per_color_spent():
    s = Scenario.full()
    s.hand(0, "Painful Truths")  # {2}{B}
    s.lands(0, "Swamp", 1)
    s.lands(0, "Mountain", 1)
    s.lands(0, "Plains", 1)
    s.library(0, "Forest", "Forest", "Forest", "Forest")
    g = s.start("main1")
    g.cast("Painful Truths")
    g.pass_until_resolved()
    g.check(len(g.zone(0, "hand")) == 3, f"three colors spent, three cards: {g.zone(0, 'hand')}")
    g.expect_life(0, 17)


def test_106_1_woodland_wanderer_enters_with_a_counter_per_color():
    s = Scenario.full()
    s.hand(0, "Woodland Wanderer")  # {3}{G}, 2/2
    s.lands(0, "Forest", 2)
    s.lands(0, "Island", 1)
    s.lands(0, "Mountain", 1)
    g = s.start("main1")
    g.cast("Woodland Wanderer")
    g.pass_until_resolved()
    g.expect_pt("Woodland Wanderer", 5, 5)


@pytest.mark.parametrize("kicks", [0, 2])
def test_702_33d_apex_hawks_enters_with_a_counter_per_kick(kicks):
    s = Scenario.full()
    s.hand(0, "Apex Hawks")  # {2}{W}, 2/2 flying, multikicker {1}{W}
    s.lands(0, "Plains", 7)
    g = s.start("main1")
    oid = g.find("Apex Hawks", zone="hand")
    g.answer(next(o for o in g.decision.options if o[0] == "cast" and o[1] == oid))
    g.check(g.decision.kind == "number", f"multikicker asks how many times: {g.decision}")
    g.answer(("times", kicks))
    g._answer_setup(target=None, targets=None, x=None, modes=None, pay="auto", kicked=None, divide=None)
    g.pass_until_resolved()
    g.expect_pt("Apex Hawks", 2 + kicks, 2 + kicks)


def test_702_33b_kicked_with_its_kicker_names_that_kicker():
    from manastack.tree.abilities import KickedWith
    ab = _abilities("Kicker {1}{G} and/or {2}{U}\nWhen this creature enters, if it was kicked with its {2}{U} kicker, "
                    "draw two cards.", types=("Creature",))
    assert _unread(ab) == []
    assert _nodes(ab, KickedWith) == [KickedWith("{2}{U}")]


@pytest.mark.parametrize("kick_green, kick_blue", [(False, True), (True, False)])
def test_702_33b_sunscape_battlemage_checks_each_kicker_separately(kick_green, kick_blue):
    s = Scenario.full()
    s.hand(0, "Sunscape Battlemage")  # {2}{W}; kicker {1}{G} and/or {2}{U}
    s.lands(0, "Plains", 3)
    s.lands(0, "Forest", 2)
    s.lands(0, "Island", 3)
    s.library(0, "Swamp", "Swamp", "Swamp")
    bird = s.battlefield(1, "Storm Crow")
    g = s.start("main1")
    oid = g.find("Sunscape Battlemage", zone="hand")
    g.answer(next(o for o in g.decision.options if o[0] == "cast" and o[1] == oid and o[2] == "normal"))
    for kick in (kick_green, kick_blue):  # 702.33b: each kicker is asked for on its own, in printed order
        g.check(g.decision.kind == "yes_no", f"a kicker is offered: {g.decision}")
        g.answer(("yes",) if kick else ("no",))
    g._answer_setup(target=None, targets=None, x=None, modes=None, pay="auto", kicked=None, divide=None)
    g.pass_priority(2)  # the Battlemage resolves
    if kick_green:
        g.answer(g._target_option(bird))
    g.pass_until_resolved()
    g.expect_zone(bird, "graveyard" if kick_green else "battlefield")
    g.check(len(g.zone(0, "hand")) == (2 if kick_blue else 0), f"hand: {g.zone(0, 'hand')}")


def test_702_33b_illuminate_kicked_with_red_deals_its_own_damage_to_the_controller():
    """"If this spell was kicked with its {2}{R} kicker, it deals X damage to that creature's controller": "it" is
    Illuminate, not the creature named last."""
    s = Scenario.full()
    s.hand(0, "Illuminate")  # {X}{R}; kicker {2}{R} and/or {3}{U}
    s.lands(0, "Mountain", 6)
    s.battlefield(1, "Wall of Stone")  # 0/8
    g = s.start("main1")
    oid = g.find("Illuminate", zone="hand")
    g.answer(next(o for o in g.decision.options if o[0] == "cast" and o[1] == oid and o[2] == "normal"))
    for kick in (True, False):
        g.answer(("yes",) if kick else ("no",))
    g._answer_setup(target="Wall of Stone", targets=None, x=2, modes=None, pay="auto", kicked=None, divide=None)
    m = g.mark()
    g.pass_until_resolved()
    g.expect_life(1, 18)
    dmg = g.events_since(m, kind="damage")
    g.check(len(dmg) == 2 and all("Illuminate" in e.text for e in dmg), f"{[e.text for e in dmg]}")


# ---------------------------------------------------------------- "N or more creatures" (508.3d, 700.4, 506.4)


def test_508_3d_attack_with_n_or_more_creatures_is_one_trigger_with_a_count():
    from manastack.tree.abilities import Compare, Triggered
    ab = _abilities("Whenever you attack with two or more creatures, draw a card.", types=("Enchantment",))
    assert _unread(ab) == []
    (t,) = _nodes(ab, Triggered)
    assert t.trigger.event == "attacks_with" and t.trigger.whose == "you"
    assert isinstance(t.trigger.condition, Compare) and t.trigger.condition.right.value == 2


def test_508_3d_n_or_more_creatures_your_opponents_control_attack_is_refused():
    ab = _abilities("Whenever two or more creatures your opponents control attack, draw a card.", types=("Creature",))
    assert _unread(ab)


def test_700_4_n_or_more_creatures_died_this_turn_is_a_count():
    from manastack.tree.refs import DiedThisTurn
    ab = _abilities("When this creature dies, draw three cards if three or more creatures died this turn.",
                    types=("Creature",))
    assert _unread(ab) == []
    assert _nodes(ab, DiedThisTurn)


@pytest.mark.parametrize("attackers, draws", [(1, 0), (2, 1)])
def test_508_3d_chivalric_alliance_draws_only_for_two_or_more_attackers(attackers, draws):
    s = Scenario.full()
    s.battlefield(0, "Chivalric Alliance")
    bears = [s.battlefield(0, "Grizzly Bears") for _ in range(2)]
    s.library(0, "Island", "Island")
    g = s.start("main1")
    g.attack(*bears[:attackers])
    g.pass_until("combat damage")
    g.check(len(g.zone(0, "hand")) == draws, f"{attackers} attackers: hand {g.zone(0, 'hand')}")


def test_506_4_arrow_volley_trap_costs_less_only_with_four_attackers():
    for n, offered in ((3, False), (4, True)):
        s = Scenario.full()
        s.hand(1, "Arrow Volley Trap")
        s.lands(1, "Plains", 2)
        bears = [s.battlefield(0, "Grizzly Bears") for _ in range(n)]
        g = s.start("main1")
        g.attack(*bears)
        g.check(g.decision.kind == "priority" and g.decision.actor == 0, f"{g.decision}")
        g.pass_priority()
        oid = g.find("Arrow Volley Trap", zone="hand")
        alt = [o for o in g.decision.options if o[0] == "cast" and o[1] == oid]
        g.check(bool(alt) == offered, f"{n} attackers: {g.decision.options}")


# ---------------------------------------------------------------- "shares a color with", "share a creature type with" (105.2, 205.3m)


def test_105_2_shares_a_color_with_it_is_a_relation_to_the_target():
    from manastack.tree.refs import Target
    from manastack.tree.filters import Filter
    ab = _abilities("Target creature and each other creature that shares a color with it get +1/+1 until end of "
                    "turn.")
    assert _unread(ab) == []
    (f,) = [n for n in _nodes(ab, Filter) if n.shares_color_with is not None]
    assert f.shares_color_with == Target(0) and f.other


def test_205_3m_share_a_creature_type_with_it_after_enchanted_creature_names_the_enchanted_creature():
    from manastack.tree.filters import Filter
    from manastack.tree.refs import AttachedTo
    ab = _abilities("Enchant creature\nSacrifice this Aura: Enchanted creature and other creatures that share a "
                    "creature type with it gain flying until end of turn.", types=("Enchantment",))
    assert _unread(ab) == []
    (f,) = [n for n in _nodes(ab, Filter) if n.shares_type_with is not None]
    assert isinstance(f.shares_type_with, AttachedTo)


def test_105_2_shares_a_color_with_an_indefinite_noun_is_refused():
    ab = _abilities("Search your library for a card that shares a color with a legendary creature you control, reveal "
                    "it, put it into your hand, then shuffle.", types=("Sorcery",))
    assert _unread(ab)


def test_105_2_wojek_siren_pumps_the_target_and_creatures_sharing_its_color():
    s = Scenario.full()
    s.hand(0, "Wojek Siren")  # {W}
    s.lands(0, "Plains", 1)
    bears = s.battlefield(0, "Grizzly Bears")
    elves = s.battlefield(1, "Llanowar Elves")
    crow = s.battlefield(0, "Storm Crow")
    g = s.start("main1")
    g.cast("Wojek Siren", target=bears)
    g.pass_until_resolved()
    g.expect_pt(bears, 3, 3)
    g.expect_pt(elves, 2, 2)
    g.expect_pt(crow, 1, 2)


def test_105_2_cleansing_beam_damages_each_creature_sharing_a_color():
    s = Scenario.full()
    s.hand(0, "Cleansing Beam")  # {4}{R}: 2 damage to target creature and each other creature sharing a color
    s.lands(0, "Mountain", 5)
    bears = s.battlefield(1, "Grizzly Bears")
    elves = s.battlefield(1, "Llanowar Elves")
    crow = s.battlefield(1, "Storm Crow")
    g = s.start("main1")
    g.cast("Cleansing Beam", target=bears)
    g.pass_until_resolved()
    g.expect_zone(bears, "graveyard")
    g.expect_zone(elves, "graveyard")
    g.expect_zone(crow, "battlefield")


def test_205_3m_crown_of_fury_pumps_creatures_sharing_a_type_with_the_enchanted_creature():
    s = Scenario.full()
    goblin = s.battlefield(0, "Raging Goblin")  # 1/1 Goblin Berserker
    s.battlefield(0, "Crown of Fury", attached_to=goblin)
    piker = s.battlefield(0, "Goblin Piker")  # 2/1 Goblin Warrior
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start("main1")
    g.expect_pt(goblin, 2, 1)
    g.activate("Crown of Fury")
    g.pass_until_resolved()
    g.expect_pt(goblin, 2, 1)  # the Crown's static bonus is gone, the sacrifice's bonus applies
    g.expect_pt(piker, 3, 1)
    g.expect_pt(bears, 2, 2)
    g.check("First Strike" in g.obj(piker).keywords, "a Goblin gains first strike")


def test_205_3m_kinship_reveal_is_conditional_on_the_top_card_and_if_you_do_follows_it():
    from manastack.tree.effects import Conditional, IfYouDo, Reveal
    ab = _abilities("At the beginning of your upkeep, you may look at the top card of your library. If it shares a "
                    "creature type with this creature, you may reveal it. If you do, you gain 2 life.",
                    types=("Creature",))
    assert _unread(ab) == []
    (cond,) = _nodes(ab, Conditional)
    assert _nodes((cond,), Reveal) and _nodes((cond,), IfYouDo)


@pytest.mark.parametrize("top, wolf", [("Grizzly Bears", False), ("Wolf-Skull Shaman", True)])
def test_205_3m_wolf_skull_shaman_makes_a_wolf_only_for_an_elf_revealed(top, wolf):
    s = Scenario.full()
    s.battlefield(0, "Wolf-Skull Shaman")  # Elf Shaman
    s.library(0, top, "Island")
    g = s.start("upkeep")
    while g.decision.kind != "priority" or g.state.stack:
        if g.decision.kind == "yes_no":
            g.answer(("yes",))
        else:
            g.pass_priority()
    wolves = [o for o in g.state.battlefield if g.obj(o).name == "Wolf"]
    g.check(bool(wolves) == wolf, f"top card {top}: wolves {wolves}")
    g.check(top in g.zone(0, "library") and g.zone(0, "hand") == [], "the card looked at stays in the library")


# ---------------------------------------------------------------- void (603.6c, 702.185a)


def test_603_6c_void_condition_is_one_fact():
    from manastack.tree.abilities import IsTrue
    ab = _abilities("At the beginning of your end step, if a nonland permanent left the battlefield this turn or a "
                    "spell was warped this turn, put a +1/+1 counter on this creature.", types=("Creature",))
    assert _unread(ab) == []
    assert _nodes(ab, IsTrue) == [IsTrue("nonland_left_or_warped_this_turn")]


@pytest.mark.parametrize("kill, counter", [(False, False), (True, True)])
def test_603_6c_kavaron_skywarden_grows_after_a_nonland_permanent_left(kill, counter):
    s = Scenario.full()
    s.battlefield(0, "Kavaron Skywarden")
    s.hand(0, "Shock")
    s.lands(0, "Mountain", 1)
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start("main1")
    if kill:
        g.cast("Shock", target=bears)
        g.pass_until_resolved()
    g.pass_until("end")
    g.pass_until_resolved()
    g.check(bool(g.obj("Kavaron Skywarden").counters.get("+1/+1")) == counter,
            f"counters: {g.obj('Kavaron Skywarden').counters}")


# ---------------------------------------------------------------- "~ enters tapped with N counters on it" (614.1c-d)


def test_614_1c_enters_tapped_with_counters_is_two_replacements():
    from manastack.tree.abilities import Replacement
    ab = _abilities("This land enters tapped with two charge counters on it.", types=("Land",))
    assert _unread(ab) == []
    assert sorted(r.kind for r in _nodes(ab, Replacement)) == ["enters_tapped", "enters_with_counters"]


def test_614_1c_vivid_crag_enters_tapped_with_two_charge_counters():
    s = Scenario.full()
    s.hand(0, "Vivid Crag")
    g = s.start("main1")
    g.play("Vivid Crag")
    crag = g.obj("Vivid Crag")
    g.check(crag.tapped and crag.counters.get("charge") == 2, f"tapped {crag.tapped}, counters {crag.counters}")


def test_205_3m_stoneforge_masterwork_counts_creatures_sharing_a_type_with_the_equipped_creature():
    """In an Equipment's static, "that shares a creature type with it" names the equipped creature (613.4b)."""
    s = Scenario.full()
    goblin = s.battlefield(0, "Raging Goblin")  # 1/1 Goblin Berserker
    s.battlefield(0, "Stoneforge Masterwork", attached_to=goblin)
    s.battlefield(0, "Goblin Piker")  # Goblin Warrior
    s.battlefield(0, "Grizzly Bears")
    g = s.start("main1")
    g.expect_pt(goblin, 2, 2)
