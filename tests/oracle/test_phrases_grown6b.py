"""Phrases grown in the sixth sitting of issue #24 (helper compB). Each is read in one place and composes with
what stands next to it; compiler tests (the tree, refusals included) first, then behaviour tests that play the
real cards the phrase made supported in ``Scenario.full()``."""
from __future__ import annotations

from manastack.testing import Scenario
from manastack.tree.abilities import Triggered

from .phrase_kit import abilities as _abilities, nodes as _nodes, unread as _unread


# ---------------------------------------------------------------- "whenever you cast or copy ..." (707.10, magecraft)


def test_707_10_cast_or_copy_an_instant_or_sorcery_is_one_trigger():
    ab = _abilities("Whenever you cast or copy an instant or sorcery spell, draw a card.", types=("Creature",))
    assert _unread(ab) == []
    (t,) = _nodes(ab, Triggered)
    assert t.trigger.event == "cast_or_copy" and t.trigger.whose == "you"
    assert set(t.trigger.spell_filter.any_types) == {"Instant", "Sorcery"}


def test_707_10_cast_or_copy_that_spell_is_the_event_object():
    from manastack.tree.refs import EventObject
    ab = _abilities("Whenever you cast or copy an instant or sorcery spell, copy that spell.", types=("Creature",))
    assert _unread(ab) == []
    assert _nodes(ab, EventObject)


def test_707_10_archmage_emeritus_draws_for_a_cast_and_for_a_copy():
    s = Scenario.full()
    s.battlefield(0, "Archmage Emeritus")
    s.hand(0, "Shock", "Twincast")
    s.lands(0, "Mountain", 1)
    s.lands(0, "Island", 2)
    bears = s.battlefield(1, "Grizzly Bears")
    s.library(0, "Forest", "Swamp", "Plains")
    g = s.start("main1")
    g.cast("Shock", target=bears)
    g.pass_priority(2)  # the magecraft trigger of the cast resolves: draw the Forest
    g.check(sorted(g.zone(0, "hand")) == ["Forest", "Twincast"], "drew for casting Shock")
    g.cast("Twincast", target="Shock")
    g.pass_until_resolved()  # Twincast's trigger draws; Twincast resolves and asks about the copy's target
    g.check(g.decision.kind == "target", "707.10c: keep the copy's target or choose a new one")
    g.answer(g.decision.options[0])
    g.pass_until_resolved()  # the copy of Shock triggered magecraft (707.10): draw again
    g.check(sorted(g.zone(0, "hand")) == ["Forest", "Plains", "Swamp"], f"drew for the cast and the copy: {g.zone(0, 'hand')}")
    g.expect_zone(bears, "graveyard")


def test_707_10_witherbloom_apprentice_drains_for_a_copy_made_by_an_opponent_only_if_theirs():
    s = Scenario.full()
    s.battlefield(1, "Witherbloom Apprentice")
    s.hand(0, "Shock", "Twincast")
    s.lands(0, "Mountain", 1)
    s.lands(0, "Island", 2)
    g = s.start("main1")
    g.cast("Shock", target=("player", 1))
    g.cast("Twincast", target="Shock")
    g.pass_until_resolved()
    g.answer(g.decision.options[0])  # the copy keeps its target (707.10c)
    g.pass_until_resolved()
    g.expect_life(1, 16)  # two Shocks; the Apprentice's controller neither cast nor copied a spell
    g.expect_life(0, 20)


# ---------------------------------------------------------------- "creatures in your party" (700.8)


def test_700_8a_for_each_creature_in_your_party_is_a_count():
    from manastack.tree.refs import PartySize
    ab = _abilities("When ~ enters, put a +1/+1 counter on it for each creature in your party.", types=("Creature",))
    assert _unread(ab) == []
    assert _nodes(ab, PartySize)


def test_700_8a_costs_less_for_each_creature_in_your_party():
    from manastack.tree.continuous import SelfCostChange
    from manastack.tree.refs import PartySize
    ab = _abilities("This spell costs {1} less to cast for each creature in your party.", types=("Sorcery",))
    assert _unread(ab) == []
    (m,) = _nodes(ab, SelfCostChange)
    assert m.generic == -1 and m.per == PartySize()


def test_700_8a_the_number_of_creatures_in_your_party_composes_with_twice_and_plus():
    from manastack.tree.refs import Num, PartySize, Product, Sum
    ab = _abilities("~ deals damage to target creature equal to twice the number of creatures in your party.")
    assert _unread(ab) == []
    assert Product(Num(2), PartySize()) in _nodes(ab, Product)
    ab = _abilities("Look at the top X cards of your library, where X is three plus the number of creatures in "
                    "your party. Put three of those cards into your hand and the rest into your graveyard.")
    assert _nodes(ab, Sum) and _nodes(ab, PartySize)


def test_700_8c_you_have_a_full_party_is_four():
    from manastack.tree.abilities import Compare
    from manastack.tree.refs import Num, PartySize
    ab = _abilities("At the beginning of combat on your turn, if you have a full party, draw a card.",
                    types=("Creature",))
    assert _unread(ab) == []
    (t,) = _nodes(ab, Triggered)
    assert t.intervening == Compare(PartySize(), ">=", Num(4))


def test_700_8b_shepherd_of_heroes_counts_one_creature_per_party_type():
    s = Scenario.full()
    s.battlefield(0, "Cabal Evangel")  # Cleric
    s.battlefield(0, "Axegrinder Giant")  # Warrior
    s.battlefield(0, "Elvish Warrior")  # a second Warrior fills no other place
    s.battlefield(0, "Grizzly Bears")  # no party type
    s.hand(0, "Shepherd of Heroes")
    s.lands(0, "Plains", 5)
    g = s.start("main1")
    g.cast("Shepherd of Heroes")
    g.pass_until_resolved()
    g.expect_life(0, 20 + 2 * 2)


def test_700_8b_a_changeling_fills_the_place_no_other_creature_can():
    s = Scenario.full()
    s.battlefield(0, "Cabal Evangel")  # Cleric
    s.battlefield(0, "Tolarian Scholar")  # Wizard
    s.battlefield(0, "Changeling Outcast")  # every creature type: the Rogue or the Warrior (702.73a)
    s.battlefield(0, "Axegrinder Giant")  # Warrior
    s.hand(0, "Shepherd of Heroes")
    s.lands(0, "Plains", 5)
    g = s.start("main1")
    g.cast("Shepherd of Heroes")
    g.pass_until_resolved()
    g.expect_life(0, 20 + 2 * 4)  # a full party (700.8c): the changeling counted as the Rogue


def test_700_8a_deadly_alliance_costs_less_with_a_party():
    s = Scenario.full()
    s.battlefield(0, "Cabal Evangel")
    s.battlefield(0, "Tolarian Scholar")
    s.hand(0, "Deadly Alliance")  # {4}{B}
    s.lands(0, "Swamp", 3)
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start("main1")
    g.cast("Deadly Alliance", target=bears)
    g.pass_until_resolved()
    g.expect_zone(bears, "graveyard")


# ---------------------------------------------------------------- exert (701.43)


def test_701_43d_you_may_exert_as_it_attacks_is_an_attack_cost_with_a_linked_trigger():
    from manastack.tree.abilities import Keyword
    from manastack.tree.refs import This
    ab = _abilities("You may exert ~ as it attacks. When you do, it gets +2/+2 until end of turn.",
                    types=("Creature",))
    assert _unread(ab) == []
    assert ab[0] == Keyword("Exert")
    (t,) = _nodes(ab, Triggered)
    assert t.trigger.event == "exerts" and t.trigger.subject == This()


def test_701_43_whenever_you_exert_a_creature_is_a_trigger():
    ab = _abilities("Whenever you exert a creature, you gain 1 life.", types=("Creature",))
    assert _unread(ab) == []
    (t,) = _nodes(ab, Triggered)
    assert t.trigger.event == "exerts" and t.trigger.whose == "you" and t.trigger.subject.types == ("Creature",)


def test_701_43d_exert_followed_by_other_text_is_refused():
    ab = _abilities("You may exert ~ as it attacks. Draw a card.", types=("Creature",))
    assert len(_unread(ab)) == 1


def _declare(g, *attackers):
    g.pass_until("declare attackers")
    for a in attackers:
        g.answer(("attack", g.find(a), -2))


def test_701_43a_hooded_brawler_exerted_gets_bonus_and_doesnt_untap_next_turn():
    s = Scenario.full()
    brawler = s.battlefield(0, "Hooded Brawler")  # 3/2; exert: +2/+2
    g = s.start("main1")
    _declare(g, brawler)
    g.check(("exert", g.find(brawler)) in g.decision.options, "508.1g: exerting is offered as it attacks")
    g.answer(("exert", g.find(brawler)))
    g.answer(("done",))
    g.pass_until_resolved()
    g.expect_pt(brawler, 5, 4)
    g.no_blocks()
    g.pass_until("combat damage")
    g.expect_life(1, 15)
    g.pass_until("main1", turn=3)
    g.check(g.obj(brawler).tapped, "701.43a: an exerted creature doesn't untap during its controller's next untap step")
    g.pass_until("main1", turn=5)
    g.check(not g.obj(brawler).tapped, "it untaps during the untap step after that")


def test_701_43d_not_exerting_is_the_default_and_changes_nothing():
    s = Scenario.full()
    brawler = s.battlefield(0, "Hooded Brawler")
    g = s.start("main1")
    g.attack(brawler)
    g.no_blocks()
    g.pass_until("combat damage")
    g.expect_life(1, 17)
    g.pass_until("main1", turn=3)
    g.check(not g.obj(brawler).tapped, "not exerted: it untaps as usual")


def test_701_43_trueheart_twins_pumps_when_you_exert_a_creature():
    s = Scenario.full()
    twins = s.battlefield(0, "Trueheart Twins")  # 4/4; exert; "whenever you exert a creature, +1/+0"
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start("main1")
    _declare(g, twins, bears)
    g.answer(("exert", g.find(twins)))
    g.answer(("done",))
    g.pass_until_resolved()
    g.expect_pt(twins, 5, 4)
    g.expect_pt(bears, 3, 2)


# ---------------------------------------------------------------- addendum: "if you cast this spell during your main
# phase" (505.1, 500.2, 707.10)


def test_505_1_if_you_cast_this_spell_during_your_main_phase_is_a_resolution_check():
    from manastack.tree.abilities import All, IsTrue
    ab = _abilities("Draw two cards. If you cast ~ during your main phase, you gain 2 life.")
    assert _unread(ab) == []
    assert All((IsTrue("spell_was_cast"), IsTrue("your_main_phase"))) in _nodes(ab, All)


def test_505_1_sphinxs_insight_in_your_main_phase_gains_life():
    s = Scenario.full()
    s.hand(0, "Sphinx's Insight")  # {2}{W}{U}
    s.lands(0, "Island", 3)
    s.lands(0, "Plains", 1)
    g = s.start("main1")
    g.cast("Sphinx's Insight")
    g.pass_until_resolved()
    g.expect_life(0, 22)
    g.check(len(g.zone(0, "hand")) == 2, "drew two cards")


def test_505_1_sphinxs_insight_outside_your_main_phase_only_draws():
    s = Scenario.full()
    s.hand(0, "Sphinx's Insight")  # {2}{W}{U}
    s.lands(0, "Island", 3)
    s.lands(0, "Plains", 1)
    g = s.start("main1", turn=2, active=1)
    g.pass_priority()  # player 0 gets priority in the opponent's main phase
    g.cast("Sphinx's Insight")
    g.pass_until_resolved()
    g.expect_life(0, 20)
    g.check(len(g.zone(0, "hand")) == 2, "drew two cards")


def test_707_10_a_copy_of_an_addendum_spell_was_not_cast():
    s = Scenario.full()
    s.hand(0, "Sphinx's Insight", "Twincast")
    s.lands(0, "Island", 5)
    s.lands(0, "Plains", 1)
    g = s.start("main1")
    g.cast("Sphinx's Insight")
    g.cast("Twincast", target="Sphinx's Insight")
    g.pass_until_resolved()
    g.expect_life(0, 22)  # only the spell that was cast gains life
    g.check(len(g.zone(0, "hand")) == 4, "the copy and the spell each drew two cards")


# ---------------------------------------------------------------- "if you control a Desert or there is a Desert card in
# your graveyard" (404)


def test_404_there_is_a_desert_card_in_your_graveyard_is_a_count_of_your_graveyard():
    from manastack.tree.abilities import AnyOf, Compare, ControlsCount
    ab = _abilities("When ~ enters, if you control a Desert or there is a Desert card in your graveyard, "
                    "you gain 3 life.", types=("Creature",))
    assert _unread(ab) == []
    (t,) = _nodes(ab, Triggered)
    a, b = t.intervening.conds
    assert isinstance(t.intervening, AnyOf) and isinstance(a, ControlsCount) and isinstance(b, Compare)
    assert b.left.filter.zone == "graveyard" and b.left.filter.owner == "you" and b.left.filter.subtypes == ("Desert",)


def test_404_there_is_a_card_in_a_zone_other_than_your_graveyard_is_refused():
    ab = _abilities("As long as there is a Desert card in an opponent's graveyard, ~ gets +1/+1.",
                    types=("Creature",))
    assert len(_unread(ab)) == 1


def test_404_solitary_camel_has_lifelink_with_a_desert_in_the_graveyard():
    s = Scenario.full()
    camel = s.battlefield(0, "Solitary Camel")
    s.graveyard(0, "Desert")
    g = s.start("main1")
    g.check("Lifelink" in g.obj(camel).keywords, "a Desert card in your graveyard is enough")


def test_404_solitary_camel_without_a_desert_has_no_lifelink():
    s = Scenario.full()
    camel = s.battlefield(0, "Solitary Camel")
    s.graveyard(1, "Desert")  # an opponent's graveyard doesn't count
    g = s.start("main1")
    g.check("Lifelink" not in g.obj(camel).keywords, "no Desert you control nor in your graveyard")


# ---------------------------------------------------------------- "if an opponent has N or more cards in their
# graveyard" (404)


def test_404_an_opponent_has_eight_or_more_cards_in_their_graveyard_is_one_opponent():
    from manastack.tree.abilities import IsTrue
    ab = _abilities("As long as an opponent has eight or more cards in their graveyard, ~ gets +2/+1.",
                    types=("Creature",))
    assert _unread(ab) == []
    assert _nodes(ab, IsTrue) == [IsTrue("an_opponent_graveyard_at_least:8")]


def _skitter_sneak(opponent_cards: int):
    s = Scenario.full()
    sneak = s.battlefield(0, "Nimana Skitter-Sneak")  # 3/3; +1/+0 and menace
    s.graveyard(1, *["Forest"] * opponent_cards)
    s.graveyard(0, *["Forest"] * 9)  # your own graveyard doesn't count
    g = s.start("main1")
    return g, g.obj(sneak)


def test_404_nimana_skitter_sneak_with_seven_cards_in_the_opponents_graveyard_is_plain():
    g, o = _skitter_sneak(7)
    g.check("Menace" not in o.keywords and o.power == 3, "seven cards: not yet")


def test_404_nimana_skitter_sneak_with_eight_cards_in_the_opponents_graveyard_grows():
    g, o = _skitter_sneak(8)
    g.check("Menace" in o.keywords and o.power == 4, "eight cards: +1/+0 and menace")


# ---------------------------------------------------------------- "whenever one or more <creatures> attack" (508.3d)


def test_508_3d_one_or_more_creatures_attack_triggers_once():
    ab = _abilities("Whenever one or more Rogues you control attack, each opponent mills two cards.",
                    types=("Creature",))
    assert _unread(ab) == []
    (t,) = _nodes(ab, Triggered)
    assert t.trigger.event == "attacks_with" and t.trigger.whose == "you"


def test_508_3d_they_after_one_or_more_attack_is_refused():
    # "they" are the attackers, which the event names as no one object; it was read as the attacking player
    ab = _abilities("Whenever one or more creatures you control attack, they gain indestructible until end of turn.",
                    types=("Creature",))
    assert len(_unread(ab)) == 1


def test_508_3d_soaring_thought_thief_mills_once_for_two_attacking_rogues():
    s = Scenario.full()
    s.battlefield(0, "Soaring Thought-Thief")
    a = s.battlefield(0, "Bane Alley Blackguard")  # Rogue
    b = s.battlefield(0, "Krovikan Scoundrel")  # Rogue
    g = s.start("main1")
    g.attack(a, b)
    g.pass_until("declare blockers")
    g.check(len(g.zone(1, "graveyard")) == 2, f"one trigger, two cards milled: {g.zone(1, 'graveyard')}")


# ---------------------------------------------------------------- "if you control an artifact and an enchantment"


def test_603_4_if_you_control_an_artifact_and_an_enchantment_is_both_counts():
    from manastack.tree.abilities import All, ControlsCount
    ab = _abilities("When ~ enters, if you control an artifact and an enchantment, draw a card.", types=("Creature",))
    assert _unread(ab) == []
    (t,) = _nodes(ab, Triggered)
    assert isinstance(t.intervening, All) and all(isinstance(x, ControlsCount) for x in t.intervening.conds)
    assert [x.filter.types for x in t.intervening.conds] == [("Artifact",), ("Enchantment",)]


def _kami(*permanents):
    s = Scenario.full()
    for p in permanents:
        s.battlefield(0, p)
    s.hand(0, "Kami of Terrible Secrets")  # {3}{B}
    s.lands(0, "Swamp", 4)
    g = s.start("main1")
    g.cast("Kami of Terrible Secrets")
    g.pass_until_resolved()
    return g


def test_603_4_kami_of_terrible_secrets_with_an_artifact_and_an_enchantment():
    g = _kami("Ornithopter", "Glorious Anthem")
    g.expect_life(0, 21)
    g.check(len(g.zone(0, "hand")) == 1, "drew a card")


def test_603_4_kami_of_terrible_secrets_with_only_an_artifact():
    g = _kami("Ornithopter")
    g.expect_life(0, 20)
    g.check(len(g.zone(0, "hand")) == 0, "drew nothing")


# ---------------------------------------------------------------- "you and target opponent each <verb>" (101.4)


def test_101_4_you_and_target_opponent_each_draw_is_one_instruction_per_player():
    from manastack.tree.effects import Draw, Seq
    from manastack.tree.refs import Target, You
    ab = _abilities("You and target opponent each draw a card.")
    assert _unread(ab) == []
    (s,) = _nodes(ab, Seq)
    assert [d.who for d in s.steps if isinstance(d, Draw)] == [You(), Target(0)]


def test_101_4_you_and_target_opponent_each_create_a_token_under_their_own_control():
    from manastack.tree.effects import CreateToken
    from manastack.tree.refs import Target, You
    ab = _abilities("When ~ enters, you and target opponent each create a tapped Powerstone token.",
                    types=("Creature",))
    assert _unread(ab) == []
    assert [t.controller for t in _nodes(ab, CreateToken)] == [You(), Target(0)]


def test_101_4_two_subjects_of_a_continuous_effect_are_refused():
    ab = _abilities("You and target opponent each get +1/+1 until end of turn.")
    assert len(_unread(ab)) == 1


def test_101_4_secret_rendezvous_draws_for_both_players():
    s = Scenario.full()
    s.hand(0, "Secret Rendezvous")  # {1}{W}{W}
    s.lands(0, "Plains", 3)
    g = s.start("main1")
    g.cast("Secret Rendezvous", target=("player", 1))
    g.pass_until_resolved()
    g.check(len(g.zone(0, "hand")) == 3 and len(g.zone(1, "hand")) == 3, "each drew three cards")


def test_101_4_thran_spider_gives_the_opponent_a_tapped_powerstone():
    s = Scenario.full()
    s.hand(0, "Thran Spider")
    s.lands(0, "Forest", 5)
    g = s.start("main1")
    g.cast("Thran Spider")
    g.pass_until_resolved()
    g.answer(("target_player", 1))  # the enters trigger's target opponent
    g.pass_until_resolved()
    mine = [o for o in g.state.battlefield if g.state.objects[o].card == "Powerstone" or
            (g.state.objects[o].kind == "token" and "Powerstone" in g.obj(o).subtypes)]
    owners = sorted(g.obj(o).controller for o in mine)
    g.check(owners == [0, 1] and all(g.obj(o).tapped for o in mine), f"a tapped Powerstone each: {owners}")


# ---------------------------------------------------------------- "spells your opponents cast that target ~ cost {2}
# more to cast" (601.2f)


def test_601_2f_spells_that_target_self_cost_more_is_a_cost_change_on_targeting():
    from manastack.tree.continuous import CostChange
    ab = _abilities("Spells your opponents cast that target ~ cost {2} more to cast.", types=("Creature",))
    assert _unread(ab) == []
    (m,) = _nodes(ab, CostChange)
    assert m.generic == 2 and m.who == "opponents" and m.targets_source


def _shock_at(target_boreal: bool):
    s = Scenario.full()
    boreal = s.battlefield(0, "Boreal Elemental")  # 3/4 flying
    s.hand(1, "Shock")
    s.lands(1, "Mountain", 3)
    g = s.start("main1", turn=2, active=1)
    g.cast("Shock", target=boreal if target_boreal else ("player", 0))
    tapped = sum(1 for o in g.state.battlefield if g.obj(o).name == "Mountain" and g.obj(o).tapped)
    return g, tapped


def test_601_2f_boreal_elemental_makes_a_shock_at_it_cost_two_more():
    g, tapped = _shock_at(True)
    g.check(tapped == 3, f"{{R}} + {{2}}: three Mountains tapped, not {tapped}")


def test_601_2f_boreal_elemental_leaves_a_shock_at_its_controller_alone():
    g, tapped = _shock_at(False)
    g.check(tapped == 1, f"only {{R}}: one Mountain tapped, not {tapped}")


# ---------------------------------------------------------------- "as long as you've drawn two or more cards this turn"
# (121.1)


def test_121_1_youve_drawn_n_or_more_cards_this_turn_is_a_turn_count():
    from manastack.tree.abilities import IsTrue
    ab = _abilities("As long as you've drawn two or more cards this turn, ~ gets +0/+2.", types=("Creature",))
    assert _unread(ab) == []
    assert _nodes(ab, IsTrue) == [IsTrue("you_drew_at_least:2")]


def test_121_1_gnarled_sage_grows_after_the_second_card_drawn():
    s = Scenario.full()
    sage = s.battlefield(0, "Gnarled Sage")  # 4/4 reach
    s.hand(0, "Opt", "Divination")
    s.lands(0, "Island", 4)
    g = s.start("main1")
    g.cast("Opt")
    g.pass_until_resolved()
    if g.decision is not None and g.decision.kind != "priority":
        g.answer(g.decision.options[0])  # scry 1
        g.pass_until_resolved()
    g.expect_pt(sage, 4, 4)  # one card drawn
    g.cast("Divination")
    g.pass_until_resolved()
    g.expect_pt(sage, 4, 6)
    g.check("Vigilance" in g.obj(sage).keywords, "three cards drawn this turn: +0/+2 and vigilance")


# ---------------------------------------------------------------- "five or more mana values among cards in your
# graveyard" (202.3)


def test_202_3_mana_values_among_cards_in_your_graveyard_counts_different_values():
    from manastack.tree.refs import ManaValuesAmong
    ab = _abilities("As long as there are five or more mana values among cards in your graveyard, ~ gets +2/+2.",
                    types=("Creature",))
    assert _unread(ab) == []
    (a,) = _nodes(ab, ManaValuesAmong)
    assert a.filter.zone == "graveyard" and a.filter.owner == "you"


def _infiltrator(*graveyard):
    s = Scenario.full()
    inf = s.battlefield(0, "Syndicate Infiltrator")  # 3/3 flying; +2/+2 with five mana values
    s.graveyard(0, *graveyard)
    g = s.start("main1")
    return g, inf


def test_202_3_syndicate_infiltrator_with_five_different_mana_values():
    g, inf = _infiltrator("Forest", "Llanowar Elves", "Grizzly Bears", "Hill Giant", "Craw Wurm")  # 0, 1, 2, 4, 6
    g.expect_pt(inf, 5, 5)


def test_202_3_syndicate_infiltrator_counts_a_mana_value_once():
    g, inf = _infiltrator("Forest", "Plains", "Llanowar Elves", "Grizzly Bears", "Runeclaw Bear", "Hill Giant")
    g.expect_pt(inf, 3, 3)  # six cards, four mana values (0, 1, 2, 4)


# ---------------------------------------------------------------- "whenever you cast your first spell during each
# opponent's turn" (601.2i)


def test_601_2i_first_spell_during_each_opponents_turn_is_a_cast_trigger_with_both_facts():
    from manastack.tree.abilities import All, IsTrue
    ab = _abilities("Whenever you cast your first spell during each opponent's turn, draw a card.",
                    types=("Creature",))
    assert _unread(ab) == []
    (t,) = _nodes(ab, Triggered)
    assert t.trigger.event == "cast" and t.trigger.condition == All((IsTrue("first_spell_this_turn"),
                                                                     IsTrue("not_your_turn")))


def _hippocamp(turn_active: int):
    s = Scenario.full()
    s.battlefield(0, "Wavebreak Hippocamp")
    s.hand(0, "Opt", "Shock")
    s.lands(0, "Island", 1)
    s.lands(0, "Mountain", 1)
    s.library(0, "Forest", "Swamp", "Plains", "Island")
    g = s.start("main1", turn=2 if turn_active else 1, active=turn_active)
    if turn_active:
        g.pass_priority()  # player 0 gets priority in the opponent's main phase
    return g


def test_601_2i_wavebreak_hippocamp_draws_for_the_first_spell_on_an_opponents_turn_only():
    g = _hippocamp(1)
    g.cast("Shock", target=("player", 1))
    g.pass_until_resolved()
    g.check("Forest" in g.zone(0, "hand"), "the first spell during the opponent's turn draws")
    n = len(g.zone(0, "hand"))
    if g.decision is not None and g.decision.actor != 0:
        g.pass_priority()
    g.cast("Opt")
    g.pass_until_resolved()
    if g.decision is not None and g.decision.kind != "priority":
        g.answer(g.decision.options[0])  # scry 1
        g.pass_until_resolved()
    g.check(len(g.zone(0, "hand")) == n, "the second spell draws nothing (Opt's own draw replaces it in hand)")


def test_601_2i_wavebreak_hippocamp_doesnt_draw_on_your_own_turn():
    g = _hippocamp(0)
    g.cast("Shock", target=("player", 1))
    g.pass_until_resolved()
    g.check(g.zone(0, "hand") == ["Opt"], f"your own turn: nothing drawn: {g.zone(0, 'hand')}")


# ---------------------------------------------------------------- pack tactics: "if you attacked with creatures with
# total power 6 or greater this combat" (508.1)


def test_508_1_pack_tactics_is_the_declared_attackers_total_power():
    from manastack.tree.abilities import IsTrue
    ab = _abilities("Whenever ~ attacks, if you attacked with creatures with total power 6 or greater this combat, "
                    "draw a card.", types=("Creature",))
    assert _unread(ab) == []
    (t,) = _nodes(ab, Triggered)
    assert t.intervening == IsTrue("attacked_with_total_power_at_least:6")


def _gnoll(*others):
    s = Scenario.full()
    gnoll = s.battlefield(0, "Gnoll Hunter")  # 2/2
    more = [s.battlefield(0, o) for o in others]
    g = s.start("main1")
    g.attack(gnoll, *more)
    g.pass_until_resolved()
    return g, gnoll


def test_508_1_gnoll_hunter_gets_a_counter_with_total_power_six():
    g, gnoll = _gnoll("Hill Giant", "Grizzly Bears")  # 2 + 3 + 2
    g.expect_pt(gnoll, 3, 3)


def test_508_1_gnoll_hunter_gets_nothing_with_total_power_five():
    g, gnoll = _gnoll("Hill Giant")  # 2 + 3
    g.expect_pt(gnoll, 2, 2)
