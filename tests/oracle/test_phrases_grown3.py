"""Phrases grown in the third sitting of issue #24, from the top of the phrase report. Each is read in one place
and composes with what stands next to it; compiler tests (the tree, refusals included) first, then behaviour
tests that play the real cards the phrase made supported in ``Scenario.full()``."""
from __future__ import annotations


from manastack.engine.chars import chars
from manastack.testing import Scenario
from manastack.tree.abilities import Replacement, Targets
from manastack.tree.continuous import Restrict
from manastack.tree.effects import (ApplyContinuous, ChooseAndDo, CreateDelayedTrigger, Fight, GainControl, GainLife,
                                    MoveTo)
from manastack.tree.filters import Filter
from manastack.tree.refs import EventObject, Num, Remembered, Target, This, You

from .phrase_kit import abilities as _abilities, nodes as _nodes, unread as _unread



# ---------------------------------------------------------------- "When/Whenever <event> this turn, ..." (603.7b)


def test_603_7b_whenever_event_this_turn_is_a_delayed_trigger_with_a_duration():
    ab = _abilities("Creatures get -2/-2 until end of turn. Whenever a creature dies this turn, you gain 1 life.",
                    types=("Sorcery",))
    assert _unread(ab) == []
    (d,) = _nodes(ab, CreateDelayedTrigger)
    assert d.once is False  # a stated duration: it triggers each time this turn (603.7b)
    assert d.trigger.event == "dies" and d.trigger.subject == Filter(types=("Creature",))
    assert isinstance(d.body.effect, GainLife)


def test_603_7c_that_creature_in_a_delayed_event_is_the_target_kept_in_memory():
    ab = _abilities("Target creature gets +2/+0 until end of turn. When that creature dies this turn, return it "
                    "to the battlefield under your control.")
    assert _unread(ab) == []
    (d,) = _nodes(ab, CreateDelayedTrigger)
    assert d.trigger.subject == Remembered("target0")
    mv = [n for n in d.body.walk() if isinstance(n, MoveTo)][0]
    assert mv.what == EventObject()  # "it" is the creature that died, not the target's old object


def test_603_7_delayed_event_trigger_choosing_a_target_is_refused():
    ab = _abilities("Target creature gets +1/+1 until end of turn. When that creature dies this turn, destroy "
                    "target artifact.")
    assert len(_unread(ab)) == 1


def test_603_7_that_creature_as_an_ordinary_trigger_subject_is_refused():
    ab = _abilities("Whenever that creature attacks, draw a card.", types=("Enchantment",))
    assert len(_unread(ab)) == 1


def test_603_7b_delayed_trigger_with_an_intervening_condition_is_refused():
    ab = _abilities("Target creature gets +1/+1 until end of turn. Whenever that creature deals combat damage "
                    "this turn, if you control a Wizard, draw a card.")
    assert len(_unread(ab)) == 1


def test_701_14a_that_creature_fought_is_the_other_creature_named_before():
    ab = _abilities("Choose target creature an opponent controls. Target creature you control fights that "
                    "creature.", types=("Sorcery",))
    assert _unread(ab) == []
    (f,) = _nodes(ab, Fight)
    assert f.a == Target(1) and f.b == Target(0)


def test_603_7b_blessed_defiance_token_when_that_creature_dies_this_turn():
    s = Scenario.full()
    s.hand(0, "Blessed Defiance", "Lightning Bolt", "Shock")
    s.lands(0, "Mountain", 3)
    s.lands(0, "Plains", 1)
    bears = s.battlefield(0, "Grizzly Bears")
    other = s.battlefield(0, "Llanowar Elves")
    g = s.start("main1")
    g.cast("Blessed Defiance", target=bears)
    g.pass_until_resolved()
    g.expect_pt(bears, 4, 2)
    g.cast("Shock", target=other)  # another creature dying triggers nothing
    g.pass_until_resolved()
    g.expect_zone(other, "graveyard")
    g.check("Spirit" not in g.zone(0, "battlefield"), "no Spirit for another creature")
    g.cast("Lightning Bolt", target=bears)
    g.pass_until_resolved()
    g.expect_zone(bears, "graveyard")
    g.check(g.zone(0, "battlefield").count("Spirit") == 1, f"one Spirit token: {g.zone(0, 'battlefield')}")


def test_603_7b_death_frenzy_gains_life_for_each_creature_dying_this_turn_only():
    s = Scenario.full()
    s.hand(0, "Death Frenzy")
    s.lands(0, "Swamp", 3)
    s.lands(0, "Forest", 2)
    s.battlefield(0, "Grizzly Bears")
    s.battlefield(1, "Llanowar Elves")
    s.battlefield(1, "Craw Wurm")  # 6/4 survives
    g = s.start("main1")
    g.cast("Death Frenzy")
    g.pass_until_resolved()
    g.answer(("trigger", 0))  # two delayed triggers at once: their controller orders them (603.3b)
    g.pass_until_resolved()
    g.expect_life(0, 22)
    g.check(not g.state.delayed or g.state.turn == 1, "the delayed trigger lasts this turn")
    g.pass_until("upkeep", turn=2)
    g.check(not g.state.delayed, "a stated duration ends with the turn (603.7b)")


# ---------------------------------------------------------------- "for as long as ~ remains tapped / on the battlefield"


def test_611_2b_for_as_long_as_self_remains_tapped_is_a_duration_anywhere():
    ab = _abilities("{2}, {T}: Target creature gets +0/+3 for as long as this artifact remains tapped.",
                    types=("Artifact",))
    assert _unread(ab) == []
    (ac,) = _nodes(ab, ApplyContinuous)
    assert ac.duration == "while_source_tapped"
    ab = _abilities("{T}: Gain control of target creature for as long as this artifact remains tapped.",
                    types=("Artifact",))
    assert [n.duration for n in _nodes(ab, GainControl)] == ["while_source_tapped"]


def test_611_2b_doesnt_untap_for_as_long_as_is_a_one_shot_restriction_with_that_duration():
    ab = _abilities("When this creature enters, tap target creature an opponent controls. That creature doesn't "
                    "untap during its controller's untap step for as long as you control this creature.",
                    types=("Creature",))
    assert _unread(ab) == []
    ac = [n for n in _nodes(ab, ApplyContinuous) if n.mods == (Restrict("doesnt_untap"),)]
    assert ac and ac[0].duration == "while_controlled" and ac[0].affected == Target(0)
    ab = _abilities("When this creature enters, target land becomes an Island for as long as this creature "
                    "remains on the battlefield.", types=("Creature",))
    assert [n.duration for n in _nodes(ab, ApplyContinuous)] == ["while_source_on_battlefield"]


def test_611_2b_next_untap_step_with_another_duration_is_refused():
    ab = _abilities("Tap target creature. That creature doesn't untap during its controller's next untap step "
                    "for as long as you control this artifact.", types=("Artifact",))
    assert len(_unread(ab)) == 1


def test_502_3_endoskeleton_bonus_lasts_while_it_stays_tapped():
    s = Scenario.full()
    endo = s.battlefield(0, "Endoskeleton")
    s.lands(0, "Plains", 2)
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start("main1")
    g.activate(endo, target=bears)
    g.pass_until_resolved()
    g.expect_pt(bears, 2, 5)
    g.pass_until("upkeep", turn=2)
    g.expect_pt(bears, 2, 5)  # the opponent's untap step doesn't untap it
    g.pass_until("untap", turn=3)
    d = g.decision
    g.check(d is not None and ("keep_tapped", g.find(endo)) in d.options,
            f"502.3: asked whether to untap Endoskeleton: {d}")
    g.answer(("keep_tapped", g.find(endo)))
    g.pass_until("main1", turn=3)
    g.expect_pt(bears, 2, 5)
    g.check(g.obj(endo).tapped, "kept tapped")
    g.pass_until("untap", turn=5)
    g.answer(("untap", g.find(endo)))
    g.pass_until("main1", turn=5)
    g.check(not g.obj(endo).tapped, "untapped")
    g.expect_pt(bears, 2, 2)  # the effect ended with it (611.2b)


def test_611_2b_dungeon_geists_keeps_the_creature_tapped_while_controlled():
    s = Scenario.full()
    s.hand(0, "Dungeon Geists")
    s.lands(0, "Island", 4)
    wurm = s.battlefield(1, "Craw Wurm")
    g = s.start("main1")
    g.cast("Dungeon Geists")
    g.pass_until_resolved()
    if g.decision is not None and g.decision.kind == "target":
        g.answer(("target", g.find(wurm)))
    g.pass_until_resolved()
    g.check(g.obj(wurm).tapped, "tapped by the enters trigger")
    g.pass_until("main1", turn=2)
    g.check(g.obj(wurm).tapped, "doesn't untap while Dungeon Geists is controlled")


# ---------------------------------------------------------------- "If <source> would deal damage to <recipient>, ..."


def _replacement(text: str, types=("Enchantment",)):
    ab = _abilities(text, types=types)
    assert _unread(ab) == []
    (r,) = [a for a in ab if isinstance(a, Replacement)]
    return r


def test_615_prevent_n_of_the_damage_a_described_source_would_deal_to_you():
    r = _replacement("If a red source would deal damage to you, prevent 2 of that damage.")
    assert r.kind == "prevent_damage" and dict(r.arg)["amount"] == 2 and r.affected == You()
    assert dict(r.arg)["from"].colors and dict(r.arg)["from"].kind == "object"


def test_614_1a_plus_n_to_an_opponent_or_a_permanent_an_opponent_controls():
    r = _replacement("If a red source you control would deal damage to an opponent or a permanent an opponent "
                     "controls, it deals that much damage plus 2 instead.", types=("Creature",))
    assert r.kind == "damage_mult" and dict(r.arg)["add"] == 2 and dict(r.arg)["from"].controller == "you"
    assert r.affected.or_player and r.affected.player == "opponent" and r.affected.controller == "opponent"


def test_614_1a_double_from_self_to_a_creature_and_you_or_a_creature_you_control():
    r = _replacement("If this creature would deal damage to a creature, it deals double that damage to that "
                     "creature instead.", types=("Creature",))
    assert r.kind == "damage_mult" and dict(r.arg)["from"] == This() and r.affected.types == ("Creature",)
    r = _replacement("If a source would deal damage to you or a creature you control, prevent 1 of that damage.")
    assert "from" not in dict(r.arg) and r.affected.or_player and r.affected.player == "you"


def test_614_1a_damage_recipient_that_player_is_refused():
    ab = _abilities("If a source would deal damage to that player or a permanent that player controls, it deals "
                    "double that damage instead.", types=("Enchantment",))
    assert len(_unread(ab)) == 1


def test_614_1a_torbran_adds_2_to_a_red_source_of_its_controller_only():
    s = Scenario.full()
    s.battlefield(0, "Torbran, Thane of Red Fell")
    s.hand(0, "Lightning Bolt", "Shock")
    s.lands(0, "Mountain", 2)
    g = s.start("main1")
    g.cast("Lightning Bolt", target=("player", 1))
    g.pass_until_resolved()
    g.expect_life(1, 15)  # 3 + 2
    g.cast("Shock", target=("player", 0))  # to you: not an opponent
    g.pass_until_resolved()
    g.expect_life(0, 18)


def test_614_1a_torbran_controlled_by_the_opponent_does_not_boost_your_source():
    s = Scenario.full()
    s.battlefield(1, "Torbran, Thane of Red Fell")
    s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 1)
    g = s.start("main1")
    g.cast("Lightning Bolt", target=("player", 1))
    g.pass_until_resolved()
    g.expect_life(1, 17)


def test_615_sphere_of_law_prevents_2_of_red_damage_to_you():
    s = Scenario.full()
    s.battlefield(0, "Sphere of Law")
    s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 1)
    g = s.start("main1")
    g.cast("Lightning Bolt", target=("player", 0))
    g.pass_until_resolved()
    g.expect_life(0, 19)


# ---------------------------------------------------------------- "a spell that targets <noun phrase>" (115.9b)


def test_115_9b_cast_trigger_spell_that_targets_a_described_object():
    ab = _abilities("Whenever you cast a spell that targets a creature you control, draw a card.",
                    types=("Enchantment",))
    assert _unread(ab) == []
    cond = ab[0].trigger.condition
    assert isinstance(cond, Targets) and cond.what == EventObject()
    assert cond.target == Filter(types=("Creature",), controller="you")


def test_115_9b_spell_that_targets_outside_a_cast_trigger_or_a_target_spell_is_refused():
    # (a target spell that targets ... is read since the sixth sitting: tests/oracle/test_phrases_grown6c.py)
    ab = _abilities("Destroy target creature that targets a creature you control.")
    assert len(_unread(ab)) == 1


def test_115_9b_a_pronoun_after_a_spell_that_targets_is_refused():
    """"gain control of those permanents" means the spell's targets, never the spell (EventObject)."""
    ab = _abilities("Whenever you cast a spell that targets one or more permanents, gain control of those "
                    "permanents.", types=("Enchantment",))
    assert len(_unread(ab)) == 1


def test_115_9b_season_of_growth_draws_only_for_a_spell_targeting_your_creature():
    s = Scenario.full()
    s.battlefield(0, "Season of Growth")
    s.hand(0, "Giant Growth", "Lightning Bolt")
    s.lands(0, "Forest", 1)
    s.lands(0, "Mountain", 1)
    s.library(0, "Island", "Island", "Island")
    bears = s.battlefield(0, "Grizzly Bears")
    elves = s.battlefield(1, "Llanowar Elves")
    g = s.start("main1")
    g.cast("Lightning Bolt", target=elves)
    g.pass_until_resolved()
    g.check(len(g.zone(0, "hand")) == 1, f"no card for a spell targeting an opponent's creature: {g.zone(0, 'hand')}")
    g.cast("Giant Growth", target=bears)
    g.pass_until_resolved()
    g.pass_until_resolved()
    g.check(g.zone(0, "hand") == ["Island"], f"drew one card: {g.zone(0, 'hand')}")


# ---------------------------------------------------------------- "becomes a <types> with base power and toughness N/N"


def test_613_4b_becomes_types_with_base_power_and_toughness_and_keywords():
    ab = _abilities("{3}: This creature becomes a Kithkin Spirit Warrior with base power and toughness 8/8, flying, "
                    "and first strike.", types=("Creature",))
    assert _unread(ab) == []
    (ac,) = _nodes(ab, ApplyContinuous)
    kinds = [type(m).__name__ for m in ac.mods]
    assert kinds == ["AddTypes", "SetPT", "AddAbilities"]
    assert ac.mods[0].subtypes == ("Kithkin", "Spirit", "Warrior") and ac.mods[0].replace_subtypes
    assert (ac.mods[1].power, ac.mods[1].toughness) == (Num(8), Num(8))
    assert [k.name for k in ac.mods[2].abilities] == ["Flying", "First Strike"]


def test_613_4b_figure_of_destiny_grows_step_by_step():
    s = Scenario.full()
    fig = s.battlefield(0, "Figure of Destiny")
    s.lands(0, "Mountain", 4)
    g = s.start("main1")
    g.activate(fig, 0)
    g.pass_until_resolved()
    g.expect_pt(fig, 2, 2)
    sub = chars(g.state, g.find(fig)).subtypes
    g.check("Spirit" in sub and "Kithkin" in sub, f"a Kithkin Spirit: {sub}")
    g.activate(fig, 1)
    g.pass_until_resolved()
    g.expect_pt(fig, 4, 4)


# ---------------------------------------------------------------- "Exile a <card> from your hand" as a cost (601.2h)


def test_601_2h_exile_a_described_card_from_your_hand_is_a_cost():
    ab = _abilities("You may exile a blue card from your hand rather than pay this spell's mana cost.\n"
                    "Return target creature to its owner's hand.")
    costs = [a.cost for a in ab if getattr(a, "name", "") == "AlternativeCost"]
    assert costs and costs[0].exile_from_hand == 1 and costs[0].exile_filter.colors
    assert costs[0].exile_filter.zone == "hand"


def test_601_2h_exile_from_hand_with_x_in_its_description_is_refused():
    """The Shoals: X is the exiled card's mana value, not an announced X."""
    ab = _abilities("You may exile a red card with mana value X from your hand rather than pay this spell's mana "
                    "cost.\nTarget creature gets +X/+0 until end of turn.")
    assert len(_unread(ab)) == 1


def test_601_2h_snapback_cast_by_exiling_a_blue_card_from_hand():
    s = Scenario.full()
    s.hand(0, "Snapback", "Counterspell", "Lightning Bolt")
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start("main1")
    opts = [o for o in g.options() if o[0] == "cast" and o[1] == g.find("Snapback", zone="hand")]
    g.check([o[2] for o in opts] == ["alt:0"], f"only the alternative cost is payable: {opts}")
    g.answer(opts[0])
    g.choose("Grizzly Bears")
    d = g.decision
    picks = [o for o in d.options if o[0] == "choose"]
    g.check(d.kind == "choose_cards" and picks == [("choose", g.find("Counterspell", zone="hand"))],
            f"only the blue card may be exiled: {d}")
    g.answer(picks[0])
    g.pass_until_resolved()
    g.expect_zone(bears, "hand")
    g.check(g.zone(0, "exile") == ["Counterspell"] and g.zone(0, "hand") == ["Lightning Bolt"],
            f"Counterspell exiled: {g.zone(0, 'exile')} {g.zone(0, 'hand')}")


# ---------------------------------------------------------------- "modified" (700.9)


def test_700_9_modified_is_a_status_of_a_noun_phrase():
    ab = _abilities("Modified creatures you control have lifelink.", types=("Enchantment",))
    assert _unread(ab) == []
    assert ab[0].affected == Filter(types=("Creature",), controller="you", modified=True)


def test_700_9_akki_ember_keeper_token_only_for_a_modified_creature_dying():
    s = Scenario.full()
    s.battlefield(0, "Akki Ember-Keeper")
    plain = s.battlefield(0, "Grizzly Bears")
    modded = s.battlefield(0, "Grizzly Bears", counters={"+1/+1": 1})
    s.hand(0, "Lightning Bolt", "Shock")
    s.lands(0, "Mountain", 2)
    g = s.start("main1")
    g.cast("Shock", target=plain)
    g.pass_until_resolved()
    g.check("Spirit" not in g.zone(0, "battlefield"), "no token for an unmodified creature")
    g.cast("Lightning Bolt", target=modded)
    g.pass_until_resolved()
    g.pass_until_resolved()
    g.check(g.zone(0, "battlefield").count("Spirit") == 1, f"a Spirit for the modified one: {g.zone(0, 'battlefield')}")


# ---------------------------------------------------------------- "their graveyard" after a subject who chooses (404.1)


def test_404_1_target_player_exiles_a_card_from_their_graveyard():
    ab = _abilities("Target opponent exiles a card from their graveyard.", types=("Sorcery",))
    assert _unread(ab) == []
    mv = _nodes(ab, MoveTo) + _nodes(ab, ChooseAndDo)
    flts = [n.filter for n in mv if isinstance(n, ChooseAndDo)] or [n.what.filter for n in mv if hasattr(n.what, "filter")]
    assert flts and flts[0].zone == "graveyard" and flts[0].owner == "you"  # the choosing player's own


def test_404_1_their_graveyard_without_a_subject_is_refused():
    ab = _abilities("When this creature dies, each player loses 1 life for each card in their graveyard.",
                    types=("Creature",))
    assert len(_unread(ab)) == 1


def test_404_1_grave_birthing_the_opponent_exiles_from_their_own_graveyard():
    s = Scenario.full()
    s.hand(0, "Grave Birthing")
    s.lands(0, "Swamp", 3)
    s.graveyard(0, "Island")
    s.graveyard(1, "Mountain")
    g = s.start("main1")
    g.cast("Grave Birthing", target=("player", 1))
    for _ in range(6):
        d = g.decision
        if d is None or d.kind == "priority" and not g.stack:
            break
        if d.kind == "priority":
            g.pass_priority()
        else:
            g.answer(next(o for o in d.options if o[0] != "cancel"))
    g.check(g.zone(1, "exile") == ["Mountain"] and g.zone(0, "graveyard")[:1] == ["Island"],
            f"the opponent's card exiled: {g.zone(1, 'exile')} / {g.zone(0, 'graveyard')}")
