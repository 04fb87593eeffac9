"""Phrases grown in the fourth sitting of issue #24. Each is read in one place and composes with what stands
next to it; compiler tests (the tree, refusals included) first, then behaviour tests that play the real cards
the phrase made supported in ``Scenario.full()``."""
from __future__ import annotations


from manastack.testing import Scenario
from manastack.tree.abilities import All, AnyOf, IsTrue, Not
from manastack.tree.effects import Conditional, Sacrifice
from manastack.tree.refs import Num, This

from .phrase_kit import abilities as _abilities, nodes as _nodes, unread as _unread



# ---------------------------------------------------------------- "{M} was spent to cast ..." (106.1, 601.2h)


def test_106_1_if_mana_was_spent_to_cast_this_spell_is_a_fact_of_the_spell():
    ab = _abilities("If {G} was spent to cast this spell, draw a card.")
    assert _unread(ab) == []
    (c,) = _nodes(ab, IsTrue)
    assert c.fact == "spent_G" and c.of is None


def test_106_1_two_symbols_of_one_color_ask_for_two_mana_of_it():
    ab = _abilities("When ~ enters, if {R}{R} was spent to cast it, ~ deals 3 damage to any target.",
                    types=("Creature",))
    assert _unread(ab) == []
    (c,) = _nodes(ab, IsTrue)
    assert c.fact == "spent_RR" and c.of == This()  # "it" is the creature that entered


def test_106_1_two_colors_ask_for_both():
    ab = _abilities("If {U}{B} was spent to cast this spell, draw a card.", types=("Sorcery",))
    (a,) = _nodes(ab, All)
    assert sorted(c.fact for c in a.conds) == ["spent_B", "spent_U"]


def test_106_1_snow_colorless_or_hybrid_mana_spent_is_refused():
    for m in ("{S}", "{C}", "{R/G}"):
        ab = _abilities(f"If {m} was spent to cast this spell, draw a card.")
        assert len(_unread(ab)) == 1, m


def test_106_1_adamant_at_least_three_mana_of_a_color():
    ab = _abilities("If at least three red mana was spent to cast this spell, ~ deals 4 damage to any target.")
    assert _unread(ab) == []
    (c,) = _nodes(ab, IsTrue)
    assert c.fact == "spent_RRR"


def test_106_1_adamant_at_least_three_mana_of_the_same_color_is_any_color():
    ab = _abilities("When ~ enters, if at least three mana of the same color was spent to cast it, draw a card.",
                    types=("Artifact", "Creature"))
    (a,) = _nodes(ab, AnyOf)
    assert sorted(c.fact for c in a.conds) == sorted(f"spent_{k * 3}" for k in "WUBRG")


def test_608_2c_sacrifice_it_unless_a_condition():
    ab = _abilities("When ~ enters, sacrifice it unless {U} was spent to cast it.", types=("Creature",))
    assert _unread(ab) == []
    (c,) = _nodes(ab, Conditional)
    assert isinstance(c.condition, Not) and c.condition.cond.fact == "spent_U"
    assert isinstance(c.then, Sacrifice)


def _azorius_herald(lands):
    s = Scenario.full()
    s.hand(0, "Azorius Herald")
    for name, n in lands:
        s.lands(0, name, n)
    g = s.start("main1")
    g.cast("Azorius Herald")
    g.pass_until_resolved()
    g.answer(("trigger", 0))  # its two enters triggers at once: their controller orders them (603.3b)
    g.pass_until_resolved()
    return g


def test_106_1_azorius_herald_is_sacrificed_without_blue_mana_spent():
    g = _azorius_herald([("Plains", 3)])
    g.expect_zone("Azorius Herald", "graveyard")
    g.expect_life(0, 24)


def test_106_1_azorius_herald_stays_when_blue_mana_was_spent():
    g = _azorius_herald([("Plains", 2), ("Island", 1)])
    g.expect_zone("Azorius Herald", "battlefield")
    g.expect_life(0, 24)


def _slaying_fire(lands):
    s = Scenario.full()
    s.hand(0, "Slaying Fire")
    for name, n in lands:
        s.lands(0, name, n)
    g = s.start("main1")
    g.cast("Slaying Fire", target=("player", 1))
    g.pass_until_resolved()
    return g


def test_106_1_adamant_slaying_fire_deals_4_with_three_red_mana_spent():
    _slaying_fire([("Mountain", 3)]).expect_life(1, 16)


def test_106_1_adamant_slaying_fire_deals_3_with_two_red_mana_spent():
    _slaying_fire([("Mountain", 2), ("Swamp", 1)]).expect_life(1, 17)


def test_106_1_embereth_paladin_enters_with_a_counter_only_with_three_red_mana():
    for lands, want in (([("Mountain", 4)], 1), ([("Mountain", 2), ("Plains", 2)], 0)):
        s = Scenario.full()
        s.hand(0, "Embereth Paladin")
        for name, n in lands:
            s.lands(0, name, n)
        g = s.start("main1")
        g.cast("Embereth Paladin")
        g.pass_until_resolved()
        oid = g.find("Embereth Paladin")
        g.check((g.state.objects[oid].counters or {}).get("+1/+1", 0) == want, f"{lands}: {want} counter(s)")


# ---------------------------------------------------------------- a revealed card that moved (608.2h, 400.7)


def test_608_2h_dark_confidant_loses_life_equal_to_the_revealed_cards_mana_value():
    s = Scenario.full()
    s.battlefield(0, "Dark Confidant")
    s.library(0, "Craw Wurm", "Forest", "Forest", "Forest")
    s.library(1, "Forest", "Forest", "Forest", "Forest")
    g = s.start("main1")
    g.pass_until("upkeep", turn=3)
    g.pass_until_resolved()
    g.check(g.zone(0, "hand") == ["Craw Wurm"], f"the revealed card is put into the hand: {g.zone(0, 'hand')}")
    g.expect_life(0, 14)  # Craw Wurm's mana value 6, as the card last existed before it moved (608.2h)


# ---------------------------------------------------------------- "Whenever <event> during your turn" (603.2)


def test_603_2_whenever_event_during_your_turn_is_part_of_the_trigger_condition():
    from manastack.tree.abilities import Trigger
    ab = _abilities("Whenever you lose life during your turn, put a +1/+1 counter on ~.", types=("Creature",))
    assert _unread(ab) == []
    (t,) = _nodes(ab, Trigger)
    assert t.event == "loses_life" and t.condition == IsTrue("your_turn")
    assert ab[0].intervening is None  # not an intervening "if": checked as the event happens


def test_603_2_whenever_event_during_an_opponents_turn():
    from manastack.tree.abilities import Trigger
    ab = _abilities("Whenever a creature dies during an opponent's turn, draw a card.", types=("Enchantment",))
    assert _unread(ab) == []
    (t,) = _nodes(ab, Trigger)
    assert t.event == "dies" and t.condition == IsTrue("not_your_turn")


def test_603_2_during_your_turn_after_a_step_trigger_is_refused():
    ab = _abilities("At the beginning of combat during your turn, draw a card.", types=("Enchantment",))
    assert len(_unread(ab)) == 1


def test_603_2_vampire_scrivener_grows_for_life_lost_during_your_turn_only():
    s = Scenario.full()
    s.hand(0, "Shock")
    s.lands(0, "Mountain", 1)
    s.hand(1, "Lightning Bolt")
    s.lands(1, "Mountain", 1)
    vamp = s.battlefield(0, "Vampire Scrivener")
    s.library(0, "Forest", "Forest", "Forest")
    s.library(1, "Forest", "Forest", "Forest")
    g = s.start("main1")
    g.cast("Shock", target=("player", 0))
    g.pass_until_resolved()
    g.expect_life(0, 18)
    g.expect_pt(vamp, 3, 3)  # a +1/+1 counter: life lost during your turn
    g.pass_until("main1", turn=2)
    g.cast("Lightning Bolt", target=("player", 0))
    g.pass_until_resolved()
    g.expect_life(0, 15)
    g.expect_pt(vamp, 3, 3)  # the opponent's turn: no trigger


# ---------------------------------------------------------------- "<player> exiles the top N cards of their library"


def test_406_1_player_exiles_the_top_cards_of_their_own_library():
    from manastack.tree.effects import MoveTo
    from manastack.tree.refs import Players, TopCards
    ab = _abilities("Each opponent exiles the top two cards of their library.", types=("Sorcery",))
    assert _unread(ab) == []
    (m,) = _nodes(ab, MoveTo)
    assert m.zone == "exile" and m.what == TopCards(Players("opponents"), Num(2))


def test_406_1_player_exiling_a_chosen_card_of_yours_is_still_refused():
    ab = _abilities("Target opponent exiles a creature you control.", types=("Sorcery",))
    assert len(_unread(ab)) == 1


def test_406_1_ornate_kanzashi_exiles_the_opponents_top_card_and_lets_you_play_it():
    s = Scenario.full()
    s.battlefield(0, "Ornate Kanzashi")
    s.lands(0, "Mountain", 3)
    s.library(1, "Lightning Bolt", "Forest", "Forest")
    s.library(0, "Forest", "Forest")
    g = s.start("main1")
    g.activate("Ornate Kanzashi", target=("player", 1))
    g.pass_until_resolved()
    g.check(g.zone(1, "exile") == ["Lightning Bolt"], f"the opponent's top card is exiled: {g.zone(1, 'exile')}")
    g.check(g.zone(1, "library") == ["Forest", "Forest"], "only the top card")
    g.cast("Lightning Bolt", target=("player", 1))
    g.pass_until_resolved()
    g.expect_life(1, 17)


# ---------------------------------------------------------------- "target <np> that player controls" in a trigger


def test_115_1_target_that_player_controls_in_a_damage_trigger_is_the_player_dealt_damage():
    from manastack.tree.abilities import TargetSpec
    from manastack.tree.refs import EventPlayer
    ab = _abilities("Whenever ~ deals damage to a player, destroy target enchantment that player controls.",
                    types=("Creature",))
    assert _unread(ab) == []
    (t,) = _nodes(ab, TargetSpec)
    assert t.filter.controlled_by == EventPlayer()


def test_115_1_target_that_player_controls_names_an_earlier_target_player_first():
    from manastack.tree.abilities import TargetSpec
    from manastack.tree.refs import Target
    ab = _abilities("Choose target opponent. Destroy target land that player controls.", types=("Sorcery",))
    assert _unread(ab) == []
    specs = _nodes(ab, TargetSpec)
    assert specs[1].filter.controlled_by == Target(0)


def test_115_1_target_that_player_controls_without_a_player_is_refused():
    for text, types in (("When ~ enters, destroy target land that player controls.", ("Creature",)),
                        ("Destroy target creature that player controls.", ("Sorcery",)),
                        ("Whenever a creature becomes the target of a spell, destroy target land that player "
                         "controls.", ("Enchantment",))):
        assert len(_unread(_abilities(text, types))) == 1, text


def test_603_3d_soltari_visionary_destroys_an_enchantment_of_the_player_dealt_damage():
    s = Scenario.full()
    sv = s.battlefield(0, "Soltari Visionary")
    theirs = s.battlefield(1, "Glorious Anthem")
    mine = s.battlefield(0, "Glorious Anthem")
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    g = s.start("main1")
    g.pass_until("declare_attackers")
    g.attack(sv)
    g.pass_until("combat_damage")
    d = g.decision
    g.check(d is not None and d.kind == "target", f"the trigger asks for its target: {d}")
    ids = {o[1] for o in d.options if o[0] == "target"}
    g.check(ids == {g.find(theirs)}, f"only the damaged player's enchantment is a legal target: {ids}")
    g.answer(("target", g.find(theirs)))
    g.pass_until_resolved()
    g.expect_zone(theirs, "graveyard")
    g.expect_zone(mine, "battlefield")


def test_115_1_a_target_another_player_chooses_is_refused():
    # The Abyss, Ley Line: "... target creature ... of their choice" is chosen by that player, not by you
    for text in ("At the beginning of each player's upkeep, destroy target nonartifact creature that player "
                 "controls of their choice.",
                 "At the beginning of each player's upkeep, that player may put a +1/+1 counter on target "
                 "creature of their choice."):
        assert len(_unread(_abilities(text, ("Enchantment",)))) == 1, text
