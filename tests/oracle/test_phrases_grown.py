"""Phrases grown from the top of the phrase report (issue #24): each is read in one place and composes with
what it stands next to. Compiler tests (the tree) first; the behaviour tests play real cards the phrase made
supported."""
from __future__ import annotations


import pytest

from manastack.cards.face import Card, CardFace
from manastack.core.errors import ScenarioError
from manastack.testing import Scenario
from manastack.tree.abilities import ControlsCount, IsTrue
from manastack.tree.effects import Conditional, DealDamage, Destroy, Discard, Draw
from manastack.tree.refs import CountOf, HandSizeOf, Num, Target, This, XValue, You

from .phrase_kit import abilities as _abilities, unread as _unread


def _effect(abilities):
    return abilities[-1].body.effect


# ---------------------------------------------------------------- "If C, <instruction> instead" (608.2c)


def test_608_2c_if_kicked_instead_replaces_the_instruction_before():
    ab = _abilities("Kicker {2}\nTarget player discards two cards. If this spell was kicked, that player "
                    "discards three cards instead.")
    assert _unread(ab) == []
    eff = _effect(ab)
    assert isinstance(eff, Conditional) and eff.condition == IsTrue("kicked")
    assert eff.then == Discard(Target(0), Num(3)) and eff.otherwise == Discard(Target(0), Num(2))


def test_608_2c_instead_with_any_condition_and_another_single_act():
    ab = _abilities("This spell deals 2 damage to target creature. If you control a black permanent, destroy "
                    "the creature instead.")
    assert _unread(ab) == []
    eff = _effect(ab)
    assert isinstance(eff, Conditional) and isinstance(eff.condition, ControlsCount)
    assert isinstance(eff.then, Destroy) and eff.then.what == Target(0)
    assert isinstance(eff.otherwise, DealDamage) and eff.otherwise.to == Target(0)


def test_608_2c_instead_of_a_draw_is_a_draw():
    ab = _abilities("Draw two cards. If you control three or more artifacts, draw three cards instead.",
                    types=("Sorcery",))
    eff = _effect(ab)
    assert isinstance(eff, Conditional) and eff.then == Draw(n=Num(3)) and eff.otherwise == Draw(n=Num(2))


def test_608_2c_instead_replacing_part_of_a_fused_search_is_refused():
    """"put that card onto the battlefield tapped instead" replaces only the "put into your hand" of a
    search: not one whole instruction, so the sentence stays unread rather than replace the search."""
    ab = _abilities("Search your library for a basic land card, reveal it, put it into your hand, then shuffle. "
                    "If you control a Dragon, put that card onto the battlefield tapped instead.",
                    types=("Sorcery",))
    assert _unread(ab) == ["If you control a Dragon, put that card onto the battlefield tapped instead"]


def test_608_2c_instead_naming_a_new_target_is_refused():
    """A target only the replacing instruction uses would be chosen whether or not it applies (601.2c)."""
    ab = _abilities("Kicker {1}\nTarget creature phases out. If this spell was kicked, each creature target "
                    "player controls phases out instead.")
    assert len(_unread(ab)) == 1


def test_608_2c_instead_with_nothing_before_it_is_refused():
    ab = _abilities("If you control a Bird, draw three cards instead.", types=("Sorcery",))
    assert len(_unread(ab)) == 1


# ---------------------------------------------------------------- "... they control" (108.4)


def test_108_4_they_control_is_the_player_named_before():
    ab = _abilities("Target player loses 1 life for each tapped artifact they control.", types=("Sorcery",))
    assert _unread(ab) == []
    flt = [n for n in ab[0].walk() if getattr(n, "controlled_by", None) is not None]
    assert flt and flt[0].controlled_by == Target(0)


def test_108_4_they_control_with_no_player_named_before_is_refused():
    """"each player ... the number of lands they control" counts per player; no single player is named."""
    ab = _abilities("This spell deals damage to each player equal to the number of lands they control.",
                    types=("Sorcery",))
    assert len(_unread(ab)) == 1


# ---------------------------------------------------------------- "~ and at least N other creatures attack"


def test_508_1_self_and_at_least_n_other_creatures_attack():
    ab = _abilities("Whenever this creature and at least two other creatures attack, this creature gets +2/+2 "
                    "until end of turn.", types=("Creature",))
    assert _unread(ab) == []
    trig = ab[0].trigger
    assert trig.event == "attacks" and trig.subject == This()
    assert isinstance(trig.condition, ControlsCount) and trig.condition.n == 2
    assert trig.condition.filter.attacking and trig.condition.filter.other


def test_508_1_another_creature_and_at_least_n_others_is_refused():
    ab = _abilities("Whenever equipped creature and at least one other creature attack, draw a card.",
                    types=("Artifact",))
    assert len(_unread(ab)) == 1


# ---------------------------------------------------------------- "..., where X is <amount>" after any body


def test_107_3_where_x_after_then_prefix():
    ab = _abilities("Draw a card. Then creatures you control get +X/+X until end of turn, where X is the number "
                    "of cards in your hand.", types=("Sorcery",))
    assert _unread(ab) == []
    mods = [n for n in ab[0].walk() if type(n).__name__ == "ModPT"]
    assert mods and mods[0].power == HandSizeOf(You()) == mods[0].toughness


def test_107_3_where_x_after_until_end_of_turn_prefix():
    ab = _abilities("Until end of turn, target creature gains trample and gets +X/+X, where X is the number of "
                    "creatures you control.")
    assert _unread(ab) == []
    assert not any(isinstance(n, XValue) for n in ab[0].walk())


def test_107_3_where_x_reaches_the_condition_of_an_if_body():
    ab = _abilities("Draw a card. Then if you control an artifact, this spell deals X damage to each opponent, "
                    "where X is the number of creatures you control.", types=("Sorcery",))
    assert _unread(ab) == []
    dmg = [n for n in ab[0].walk() if isinstance(n, DealDamage)]
    assert dmg and isinstance(dmg[0].amount, CountOf)


# ---------------------------------------------------------------- "him"/"her": the card itself


def test_201_5_him_her_is_the_card_itself_not_the_target_before_it():
    """Amy Rose: "attach up to one target Equipment to her" -- "her" is Amy Rose, not the Equipment."""
    ab = _abilities("Whenever this creature attacks, attach up to one target Equipment to her.",
                    types=("Creature",))
    assert _unread(ab) == []
    att = [n for n in ab[0].walk() if type(n).__name__ == "Attach"][0]
    assert att.what == Target(0) and att.to == This()


# ---------------------------------------------------------------- behaviour, real cards


def _explosive_growth(kicked: bool):
    s = Scenario.full()
    s.hand(0, "Explosive Growth")
    s.lands(0, "Forest", 7)
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start("main1")
    g.cast("Explosive Growth", target=bears, kicked=kicked)
    g.pass_until_resolved()
    return g, bears


def test_608_2c_explosive_growth_kicked_gets_the_instead_bonus_only():
    g, bears = _explosive_growth(True)
    g.expect_pt(bears, 7, 7)


def test_608_2c_explosive_growth_unkicked_gets_the_first_bonus():
    g, bears = _explosive_growth(False)
    g.expect_pt(bears, 4, 4)


def test_608_2c_dark_temper_destroys_with_a_black_permanent_else_deals_2():
    for black, zone in ((True, "graveyard"), (False, "battlefield")):
        s = Scenario.full()
        s.hand(0, "Dark Temper")
        s.lands(0, "Mountain", 3)
        if black:
            s.battlefield(0, "Vampire Nighthawk")
        wurm = s.battlefield(1, "Craw Wurm")  # 6/4: 2 damage doesn't kill it
        g = s.start("main1")
        g.cast("Dark Temper", target=wurm)
        g.pass_until_resolved()
        g.expect_zone(wurm, zone)


def test_108_4_burden_of_greed_counts_the_target_players_tapped_artifacts():
    s = Scenario.full()
    s.hand(0, "Burden of Greed")
    s.lands(0, "Swamp", 4)
    s.battlefield(0, "Ornithopter", tapped=True)  # the caster's own tapped artifact doesn't count
    s.battlefield(1, "Ornithopter", tapped=True)
    s.battlefield(1, "Ornithopter", tapped=True)
    s.battlefield(1, "Ornithopter")  # untapped: doesn't count
    g = s.start("main1")
    g.cast("Burden of Greed", target="Player 2")
    g.pass_until_resolved()
    g.expect_life(1, 18)
    g.expect_life(0, 20)


def test_508_1_boros_elite_battalion_needs_two_other_attackers():
    s = Scenario.full()
    elite = s.battlefield(0, "Boros Elite")
    s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Llanowar Elves")
    g = s.start("main1")
    g.attack(elite, "Grizzly Bears", "Llanowar Elves")
    g.pass_until_resolved()
    g.expect_pt(elite, 3, 3)


def test_508_1_boros_elite_attacking_with_one_other_does_not_trigger():
    s = Scenario.full()
    elite = s.battlefield(0, "Boros Elite")
    s.battlefield(0, "Grizzly Bears")
    g = s.start("main1")
    g.attack(elite, "Grizzly Bears")
    g.pass_until("declare blockers")
    g.expect_pt(elite, 1, 1)


def test_107_3_become_the_avalanche_x_is_the_hand_size_after_drawing():
    """Become the Avalanche: "Draw a card for each creature you control with power 4 or greater. Then creatures
    you control get +X/+X until end of turn, where X is the number of cards in your hand." """
    s = Scenario.full()
    s.hand(0, "Become the Avalanche")
    s.hand(0, "Island")
    s.lands(0, "Forest", 6)
    s.library(0, *(["Island"] * 10))
    s.battlefield(0, "Craw Wurm")  # power 6: one card drawn
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start("main1")
    g.cast("Become the Avalanche")
    g.pass_until_resolved()
    g.check(len(g.zone(0, "hand")) == 2, "one card drawn, one kept")
    g.expect_pt(bears, 4, 4)


def test_701_3_amy_rose_attaches_the_equipment_to_herself():
    s = Scenario.full()
    amy = s.battlefield(0, "Amy Rose")
    sword = s.battlefield(0, "Bonesplitter")
    g = s.start("main1")
    g.attack(amy)
    g.choose(sword)  # up to one target Equipment
    g.answer(("done",))  # no other attacking creature to pump
    g.pass_until_resolved()
    g.check(g.obj(sword).attached_to == g.find(amy), "the Equipment is attached to Amy Rose")


# ---------------------------------------------------------------- alternatives, the last one qualified


def test_115_1_artifact_enchantment_or_creature_with_flying_is_an_either_filter():
    ab = _abilities("Destroy target artifact, enchantment, or creature with flying.")
    assert _unread(ab) == []
    flt = ab[0].body.targets[0].filter
    assert [a.types for a in flt.either] == [("Artifact",), ("Enchantment",), ("Creature",)]
    assert [a.has_keyword for a in flt.either] == [(), (), ("Flying",)]


def test_603_10a_either_filter_in_a_dies_trigger_is_supported():
    """The alternatives are read wherever the filter is matched, a trigger's subject read from last known
    information too (triggers.matches_snapshot; tests/rules/test_filter_alternatives_property.py)."""
    from manastack.engine.support import missing

    ab = _abilities("Whenever an artifact, enchantment, or creature with flying dies, you gain 1 life.",
                    types=("Enchantment",))
    assert _unread(ab) == []
    assert missing(ab) == []


def _broken_wings(victim: str):
    s = Scenario.full()
    s.hand(0, "Broken Wings")
    s.lands(0, "Forest", 3)
    it = s.battlefield(1, victim)
    return s, it


def test_115_1_broken_wings_destroys_an_artifact_without_flying():
    s, it = _broken_wings("Bonesplitter")
    g = s.start("main1")
    g.cast("Broken Wings", target=it)
    g.pass_until_resolved()
    g.expect_zone(it, "graveyard")


def test_115_1_broken_wings_destroys_a_creature_with_flying():
    s, it = _broken_wings("Serra Angel")
    g = s.start("main1")
    g.cast("Broken Wings", target=it)
    g.pass_until_resolved()
    g.expect_zone(it, "graveyard")


def test_115_1_broken_wings_cannot_target_a_creature_without_flying():
    s, bears = _broken_wings("Grizzly Bears")
    s.battlefield(1, "Bonesplitter")  # a legal target exists, so the spell can be cast
    g = s.start("main1")
    with pytest.raises(ScenarioError):
        g.cast("Broken Wings", target=bears)
    g.expect_zone(bears, "battlefield")


# ---------------------------------------------------------------- render-back check (issue #24 item 5)


def test_render_check_flags_a_lost_number_and_a_lost_key_word():
    from manastack.oracle.render_check import compare

    kinds = {m.kind: m.detail for m in compare("Target creature gets +5/+5 until end of turn instead.",
                                               "Target creature gets +2/+2 until end of turn.")}
    assert kinds["number"] == "5/+5" and kinds["key word"] == "instead"


def test_render_check_flags_a_node_without_wording():
    from manastack.oracle.render_check import compare

    assert [m.kind for m in compare("Look at the top four cards.", "<Dig n=4>.")][:1] == ["no wording"]


def test_render_check_passes_a_faithful_tree():
    from manastack.oracle.render_check import card_mismatches

    face = CardFace("Render Check Bolt", types=("Instant",), text="Render Check Bolt deals 3 damage to any target.",
                    type_line="Instant")
    assert card_mismatches(Card("Render Check Bolt", "normal", (face,))) == []


# ---------------------------------------------------------------- "For each <object>, <instructions>"


def test_608_2h_for_each_object_creates_that_many_tokens_at_once():
    """One creation of N tokens, so "those tokens" later means all of them (a repeated creation would
    remember only the last)."""
    from manastack.tree.effects import CreateToken

    ab = _abilities("For each land you control, create a Treasure token.", types=("Sorcery",))
    assert _unread(ab) == []
    eff = _effect(ab)
    assert isinstance(eff, CreateToken) and isinstance(eff.n, CountOf)
    assert eff.n.filter.types == ("Land",) and eff.n.filter.controller == "you"


def test_608_2h_for_each_object_repeats_another_instruction():
    from manastack.tree.effects import AddCounters, Repeat

    ab = _abilities("For each creature card in your graveyard, put a +1/+1 counter on each creature you "
                    "control.", types=("Sorcery",))
    assert _unread(ab) == []
    eff = _effect(ab)
    assert isinstance(eff, Repeat) and isinstance(eff.effect, AddCounters)
    assert eff.n.filter.zone == "graveyard"


def test_608_2h_for_each_object_naming_it_is_refused():
    ab = _abilities("For each creature you control, put a +1/+1 counter on it.", types=("Sorcery",))
    assert len(_unread(ab)) == 1


def test_608_2h_for_each_with_a_target_is_refused():
    ab = _abilities("For each creature you control, this spell deals 1 damage to target creature.",
                    types=("Sorcery",))
    assert len(_unread(ab)) == 1


def test_608_2h_brass_s_bounty_makes_a_treasure_per_land():
    s = Scenario.full()
    s.hand(0, "Brass's Bounty")
    s.lands(0, "Mountain", 7)
    g = s.start("main1")
    g.cast("Brass's Bounty")
    g.pass_until_resolved()
    treasures = [i for i in g.zone(0, "battlefield") if g.obj(i).name == "Treasure"]
    g.check(len(treasures) == 7, "seven Treasures for seven lands")
