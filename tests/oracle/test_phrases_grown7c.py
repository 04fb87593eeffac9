"""Phrases grown in the seventh sitting of issue #24 (helper compC). Each is read in one place and composes with
what stands next to it; compiler tests (the tree, refusals included) first, then behaviour tests that play the
real cards the phrase made supported in ``Scenario.full()``."""
from __future__ import annotations

from manastack.testing import Scenario
from manastack.tree.abilities import Triggered
from manastack.tree.continuous import ModPT, Restrict
from manastack.tree.effects import ApplyContinuous, ChooseValue, Discard, ForEachPlayer
from manastack.tree.refs import Players

from .phrase_kit import abilities as _abilities, nodes as _nodes, unread as _unread


# ---------------------------------------------------------------- "can attack this turn as though ..." (702.3b)


def _restricts(ab):
    return [m for c in _nodes(ab, ApplyContinuous) for m in c.mods if isinstance(m, Restrict)]


def test_702_3b_can_attack_this_turn_as_though_it_didnt_have_defender_lasts_this_turn():
    ab = _abilities("{1}{U}: ~ can attack this turn as though it didn't have defender.", ("Creature",))
    assert _unread(ab) == []
    (ac,) = _nodes(ab, ApplyContinuous)
    assert ac.duration == "end_of_turn"
    assert _restricts(ab) == [Restrict("can_attack_despite_defender")]


def test_702_3b_group_can_attack_this_turn_as_though_they_didnt_have_defender():
    ab = _abilities("{1}{W}: Creatures you control with defender can attack this turn as though they didn't have "
                    "defender.", ("Creature",))
    assert _unread(ab) == []
    (ac,) = _nodes(ab, ApplyContinuous)
    assert ac.duration == "end_of_turn" and _restricts(ab) == [Restrict("can_attack_despite_defender")]


def test_611_2a_pump_until_end_of_turn_and_can_attack_this_turn_is_one_effect():
    ab = _abilities("{3}: ~ gets +3/-1 until end of turn and can attack this turn as though it didn't have "
                    "defender.", ("Creature",))
    assert _unread(ab) == []
    (ac,) = _nodes(ab, ApplyContinuous)
    assert ac.duration == "end_of_turn"
    assert [type(m) for m in ac.mods] == [ModPT, Restrict]


def test_611_2a_pump_until_end_of_turn_and_a_second_item_without_duration_is_refused():
    # "gets +1/+1 until end of turn and gains flying": the second item's duration is not written -- not guessed
    ab = _abilities("{1}: ~ gets +1/+1 until end of turn and gains flying.", ("Creature",))
    assert len(_unread(ab)) == 1


def test_702_3b_returned_phalanx_attacks_after_its_ability_resolves():
    s = Scenario.full()
    wall = s.battlefield(0, "Returned Phalanx")
    s.lands(0, "Island", 2)
    g = s.start("main1")
    g.pass_until("declare attackers")
    g.check(not any(o[0] == "attack" and o[1] == g.find(wall) for o in g.options()),
            "a creature with defender can't be declared as an attacker")
    s = Scenario.full()
    wall = s.battlefield(0, "Returned Phalanx")
    s.lands(0, "Island", 2)
    g = s.start("main1")
    g.activate(wall)
    g.pass_until_resolved()
    g.attack(wall)
    g.no_blocks()
    g.pass_until("main2")
    g.expect_life(1, 17)
    g.check("Defender" in g.obj(wall).keywords, "it keeps defender (702.3b)")


def test_611_2a_mobile_fort_pump_and_attack_permission_end_together():
    s = Scenario.full()
    fort = s.battlefield(0, "Mobile Fort")
    s.lands(0, "Plains", 3)
    g = s.start("main1")
    g.activate(fort)
    g.pass_until_resolved()
    g.expect_pt(fort, 3, 5)
    g.attack(fort)
    g.no_blocks()
    g.pass_until("main2")
    g.expect_life(1, 17)


# ---------------------------------------------------------------- "one of your opponents", "each of your opponents"


def test_102_3_attacks_one_of_your_opponents_reads_as_attacks_an_opponent():
    a = _abilities("Whenever a creature attacks one of your opponents, that player loses 1 life.", ("Creature",))
    b = _abilities("Whenever a creature attacks an opponent, that player loses 1 life.", ("Creature",))
    assert _unread(a) == []
    (ta,), (tb,) = _nodes(a, Triggered), _nodes(b, Triggered)
    assert ta.trigger == tb.trigger and ta.trigger.to == "opponent"
    assert ta.body == tb.body


def test_102_3_deals_combat_damage_to_one_of_your_opponents():
    ab = _abilities("Whenever a creature deals combat damage to one of your opponents, its controller may draw a "
                    "card.", ("Creature",))
    assert _unread(ab) == []
    (t,) = _nodes(ab, Triggered)
    assert t.trigger.event == "deals_combat_damage" and t.trigger.to == "opponent"


def test_102_3_each_of_your_opponents_discards_reads_as_each_opponent():
    a = _abilities("Each of your opponents discards a card.", ("Sorcery",))
    b = _abilities("Each opponent discards a card.", ("Sorcery",))
    assert _unread(a) == [] and a == b
    assert _nodes(a, Discard)
    fe = _nodes(a, ForEachPlayer)
    assert not fe or fe[0].players == Players("opponents")


def test_102_3_each_of_a_group_of_objects_stays_refused():
    ab = _abilities("Each of the creatures you control gets +1/+1 until end of turn.", ("Sorcery",))
    assert len(_unread(ab)) == 1


def test_102_3_choose_one_of_your_opponents_is_choose_an_opponent():
    ab = _abilities("Choose one of your opponents.", ("Sorcery",))
    assert _unread(ab) == []
    (cv,) = _nodes(ab, ChooseValue)
    assert cv.kind == "opponent"


def test_506_calculating_lich_makes_the_attacked_opponent_lose_life():
    s = Scenario.full()
    s.battlefield(0, "Calculating Lich")
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start("main1")
    g.attack(bears)
    g.pass_until_resolved()
    g.expect_life(1, 19)
    g.no_blocks()
    g.pass_until("main2")
    g.expect_life(1, 17)


def test_510_edric_lets_the_attacking_creatures_controller_draw():
    s = Scenario.full()
    s.battlefield(0, "Edric, Spymaster of Trest")
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start("main1")
    hand = len(g.zone(0, "hand"))
    g.attack(bears)
    g.no_blocks()
    g.pass_until("combat damage")
    g.pass_until_resolved()
    if g.decision is not None and g.decision.kind in ("yes_no", "may"):
        g.choose("yes")
        g.pass_until_resolved()
    g.check(len(g.zone(0, "hand")) == hand + 1, f"the attacker's controller drew: {g.zone(0, 'hand')}")


def test_506_3_calculating_lich_ignores_an_attack_on_its_own_controller():
    # "attacks one of your opponents": a creature attacking the Lich's controller is not attacking an opponent
    s = Scenario.full()
    s.battlefield(1, "Calculating Lich")
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start("main1")
    g.attack(bears)
    g.pass_until_resolved()
    g.check(not g.stack, f"nothing triggered: {g.stack}")
    g.expect_life(1, 20)
    g.expect_life(0, 20)


# ---------------------------------------------------------------- "target cards from a single graveyard" (115.1)


def test_115_1_up_to_n_target_cards_from_a_single_graveyard_is_one_slot_of_one_owner():
    ab = _abilities("Exile up to three target cards from a single graveyard.", ("Instant",))
    assert _unread(ab) == []
    (spec,) = ab[0].body.targets
    assert (spec.min, spec.max, spec.same_owner) == (0, 3, True)
    assert spec.filter.zone == "graveyard" and spec.filter.kind == "card"


def test_115_1_n_target_typed_cards_from_a_single_graveyard():
    ab = _abilities("When ~ enters, you may exile two target sorcery cards from a single graveyard.",
                    ("Artifact",))
    assert _unread(ab) == []
    (t,) = _nodes(ab, Triggered)
    (spec,) = t.body.targets
    assert (spec.min, spec.max, spec.same_owner) == (2, 2, True) and spec.filter.types == ("Sorcery",)


def test_115_1_from_a_single_graveyard_elsewhere_stays_unread():
    # outside a target slot ("put two cards from a single graveyard ...") the phrase is not read
    ab = _abilities("Shuffle ~ and up to three target cards from a single graveyard into their owners' libraries.",
                    ("Sorcery",))
    assert len(_unread(ab)) == 1


def test_115_1_rapid_decay_exiles_cards_from_one_graveyard_only():
    import pytest
    s = Scenario.full()
    s.hand(0, "Rapid Decay")
    s.lands(0, "Swamp", 2)
    a, b = s.graveyard(1, "Grizzly Bears", "Shock")
    (mine,) = s.graveyard(0, "Lightning Bolt")
    g = s.start("main1")
    with pytest.raises(Exception):
        g.cast("Rapid Decay", targets=[a, mine])
    opts = g.decision.options
    g.check(("target", g.find(b)) in opts, f"another card of the same graveyard is offered: {opts}")
    g.check(("target", g.find(mine)) not in opts, f"a card of another graveyard is not: {opts}")
    g.answer(("target", g.find(b)))
    g.answer(("done",))
    if g.decision.kind == "pay":
        g.answer(next(o for o in g.decision.options if o[0] == "auto"))
    g.pass_until_resolved()
    g.expect_zone(a, "exile")
    g.expect_zone(b, "exile")
    g.expect_zone(mine, "graveyard")


# ---------------------------------------------------------------- "activated / triggered ability" (602, 603, 113.3)


def test_113_3_target_activated_ability_is_an_ability_of_that_kind():
    ab = _abilities("Counter target activated ability.", ("Instant",))
    assert _unread(ab) == []
    (spec,) = ab[0].body.targets
    assert spec.filter.kind == "ability" and spec.filter.ability_kind == "activated"
    ab = _abilities("Counter target triggered ability.", ("Instant",))
    assert ab[0].body.targets[0].filter.ability_kind == "triggered"


def test_113_3_activated_or_triggered_ability_is_any_ability_on_the_stack():
    ab = _abilities("Counter target activated or triggered ability you don't control.", ("Instant",))
    assert _unread(ab) == []
    (spec,) = ab[0].body.targets
    assert spec.filter.kind == "ability" and spec.filter.ability_kind is None
    assert spec.filter.controller == "not_you"


def test_113_3_spell_or_ability_alternatives_with_activated_stay_refused():
    for text in ("Counter target spell, activated ability, or triggered ability.",
                 "Counter target activated ability, triggered ability, or noncreature spell."):
        assert len(_unread(_abilities(text, ("Instant",)))) == 1, text


def _lich_attack_with_counter(counter: str, land: str):
    s = Scenario.full()
    s.battlefield(0, "Calculating Lich")
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(1, counter)
    s.lands(1, land, 1)
    g = s.start("main1")
    g.attack(bears)
    return g, bears


def test_603_stifle_counters_calculating_lichs_trigger():
    g, bears = _lich_attack_with_counter("Stifle", "Island")
    g.check(len(g.stack) == 1, f"the Lich's trigger is on the stack: {g.stack}")
    trig = g.state.stack[-1]
    g.pass_priority()
    g.cast("Stifle", target=trig)
    g.pass_until_resolved()
    g.expect_life(1, 20)
    g.expect_zone("Stifle", "graveyard")


def test_602_squelch_cant_target_a_triggered_ability():
    g, bears = _lich_attack_with_counter("Squelch", "Island")
    g.pass_priority()
    sq = g.find("Squelch")
    g.check(not any(o[0] == "cast" and sq in o for o in g.options()),
            f"Squelch has no legal target with only a triggered ability on the stack: {g.options()}")


def test_602_squelch_counters_an_activated_ability():
    s = Scenario.full()
    sorcerer = s.battlefield(0, "Prodigal Sorcerer")
    s.hand(1, "Squelch")
    s.lands(1, "Island", 2)
    g = s.start("main1")
    g.activate(sorcerer, target=("player", 1))
    ab = g.state.stack[-1]
    g.pass_priority()
    hand = len(g.zone(1, "hand"))
    g.cast("Squelch", target=ab)
    g.pass_until_resolved()
    g.expect_life(1, 20)
    g.check(len(g.zone(1, "hand")) == hand, f"Squelch left the hand and its controller drew: {g.zone(1, 'hand')}")


def test_707_10_strionic_resonator_copies_calculating_lichs_trigger():
    s = Scenario.full()
    s.battlefield(0, "Calculating Lich")
    res = s.battlefield(0, "Strionic Resonator")
    s.lands(0, "Plains", 2)
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start("main1")
    g.attack(bears)
    trig = g.state.stack[-1]
    g.activate(res, target=trig)
    g.pass_until_resolved()
    g.expect_life(1, 18)


# ---------------------------------------------------------------- "one or more cards leave your graveyard" (603.2c)


def test_603_2c_one_or_more_cards_leave_your_graveyard_is_a_batch_trigger():
    ab = _abilities("Whenever one or more creature cards leave your graveyard, draw a card.", ("Creature",))
    assert _unread(ab) == []
    (t,) = _nodes(ab, Triggered)
    assert t.trigger.event == "leaves_graveyard" and t.trigger.whose == "you"
    assert t.trigger.subject.kind == "card" and t.trigger.subject.types == ("Creature",)


def test_603_2c_a_card_leaves_your_graveyard_stays_unread():
    # "a card leaves": once per card, not once per event -- not this trigger
    assert len(_unread(_abilities("Whenever a card leaves your graveyard, draw a card.", ("Creature",)))) == 1


def test_603_2c_spirit_mascot_gets_one_counter_when_two_cards_leave_at_once():
    s = Scenario.full()
    mascot = s.battlefield(0, "Spirit Mascot")
    s.graveyard(0, "Grizzly Bears", "Shock")
    s.hand(1, "Rapid Decay")
    s.lands(1, "Swamp", 2)
    g = s.start("main1")
    g.pass_priority()
    gy = list(g.zone(0, "graveyard"))
    g.cast("Rapid Decay", targets=gy)
    g.pass_until_resolved()
    g.check(not g.zone(0, "graveyard"), f"both cards left: {g.zone(0, 'graveyard')}")
    g.check(g.obj(mascot).counters.get("+1/+1", 0) == 1, f"one trigger for one event: {g.obj(mascot).counters}")


def test_603_2c_desecrated_tomb_ignores_noncreature_cards_leaving():
    s = Scenario.full()
    s.battlefield(0, "Desecrated Tomb")
    s.graveyard(0, "Shock")
    s.hand(1, "Rapid Decay")
    s.lands(1, "Swamp", 2)
    g = s.start("main1")
    g.pass_priority()
    g.cast("Rapid Decay", targets=list(g.zone(0, "graveyard")))
    g.pass_until_resolved()
    bats = [o for o in g.zone(0, "battlefield") if g.obj(o).name == "Bat"]
    g.check(not bats, f"no Bat for an instant card: {bats}")


def test_603_2c_desecrated_tomb_makes_one_bat_when_creature_cards_leave():
    s = Scenario.full()
    s.battlefield(0, "Desecrated Tomb")
    s.graveyard(0, "Grizzly Bears", "Hill Giant", "Shock")
    s.hand(1, "Rapid Decay")
    s.lands(1, "Swamp", 2)
    g = s.start("main1")
    g.pass_priority()
    g.cast("Rapid Decay", targets=list(g.zone(0, "graveyard")))
    g.pass_until_resolved()
    bats = [o for o in g.zone(0, "battlefield") if g.obj(o).name == "Bat"]
    g.check(len(bats) == 1, f"one Bat for the event: {bats}")


# ---------------------------------------------------------------- "costs {X} less to cast, where X is ..." (601.2f)


def test_601_2f_costs_x_less_where_x_is_an_amount():
    from manastack.tree.continuous import SelfCostChange
    from manastack.tree.refs import Devotion
    ab = _abilities("This spell costs {X} less to cast, where X is your devotion to black.", ("Creature",))
    assert _unread(ab) == []
    (m,) = _nodes(ab, SelfCostChange)
    assert m.generic == -1 and isinstance(m.per, Devotion)


def test_601_2f_costs_x_less_without_where_and_for_other_spells_stay_refused():
    for text in ("This spell costs {X} less to cast.",
                 "Creature spells you cast cost {X} less to cast, where X is the number of cards in your hand.",
                 "This spell costs {X}{U} less to cast, where X is the number of cards in your hand."):
        assert len(_unread(_abilities(text, ("Creature",)))) == 1, text


def test_601_2f_the_great_henge_costs_less_by_the_greatest_power():
    s = Scenario.full()
    s.battlefield(0, "Craw Wurm")  # 6/4
    s.hand(0, "The Great Henge")  # {7}{G}{G}
    s.lands(0, "Forest", 3)
    g = s.start("main1")
    g.cast("The Great Henge")
    g.pass_until_resolved()
    g.expect_zone("The Great Henge", "battlefield")


def test_601_2f_the_great_henge_without_creatures_costs_full():
    s = Scenario.full()
    henge = s.hand(0, "The Great Henge")
    s.lands(0, "Forest", 3)
    g = s.start("main1")
    hid = g.find(henge[0] if isinstance(henge, list) else henge)
    g.check(not any(o[0] == "cast" and hid in o for o in g.options()), f"not castable for 3: {g.options()}")


# ---------------------------------------------------------------- discard triggers see what was discarded (701.9)


def test_701_9_discard_a_creature_card_keeps_its_card_and_one_or_more_is_a_batch():
    ab = _abilities("Whenever an opponent discards a creature card, draw a card.", ("Enchantment",))
    (t,) = _nodes(ab, Triggered)
    assert t.trigger.event == "discards" and t.trigger.subject.types == ("Creature",)
    ab = _abilities("Whenever you discard one or more land cards, each opponent loses 2 life.", ("Creature",))
    (t,) = _nodes(ab, Triggered)
    assert t.trigger.event == "discards_batch" and t.trigger.subject.types == ("Land",)


def test_701_9_waste_not_makes_a_zombie_only_for_the_creature_card():
    s = Scenario.full()
    s.battlefield(0, "Waste Not")
    s.hand(0, "Mind Rot")
    s.lands(0, "Swamp", 3)
    s.hand(1, "Grizzly Bears", "Shock")
    g = s.start("main1")
    hand = len(g.zone(0, "hand"))
    g.cast("Mind Rot", target=("player", 1))
    g.pass_until_resolved()
    while g.decision is not None and g.decision.kind == "trigger_order":  # the Zombie and the draw trigger
        g.answer(g.decision.options[0])
        g.pass_until_resolved()
    zombies = [o for o in g.zone(0, "battlefield") if g.obj(o).name == "Zombie"]
    g.check(len(zombies) == 1, f"one Zombie for one creature card: {zombies}")
    # Mind Rot left the hand; the instant discarded drew one card
    g.check(len(g.zone(0, "hand")) == hand - 1 + 1, f"one card drawn for Shock: {g.zone(0, 'hand')}")


def test_603_2c_doctor_doom_triggers_once_for_two_land_cards_discarded_together():
    s = Scenario.full()
    s.battlefield(0, "Doctor Doom, King of Latveria")
    s.hand(0, "Mind Rot", "Forest", "Island")
    s.lands(0, "Swamp", 3)
    g = s.start("main1")
    g.cast("Mind Rot", target=("player", 0))
    g.pass_until_resolved()
    g.expect_life(1, 18)


# ---------------------------------------------------------------- "a spell or ability an opponent controls causes you
# to discard" (701.9)


def test_701_9_opponent_causes_you_to_discard_self_functions_from_the_graveyard():
    ab = _abilities("When a spell or ability an opponent controls causes you to discard ~, draw a card.",
                    ("Creature",))
    assert _unread(ab) == []
    (t,) = _nodes(ab, Triggered)
    assert t.zone == "graveyard" and t.trigger.event == "discards"
    assert t.trigger.condition.fact == "discard_caused_by_opponent"


def _metrognome(caster: int):
    s = Scenario.full()
    s.hand(0, "Metrognome", "Grizzly Bears")
    s.hand(caster, "Mind Rot")
    s.lands(caster, "Swamp", 3)
    g = s.start("main1", active=caster)
    g.cast("Mind Rot", target=("player", 0))
    g.pass_until_resolved()
    return g, [o for o in g.zone(0, "battlefield") if g.obj(o).name == "Gnome"]


def test_701_9_metrognome_discarded_by_an_opponents_spell_makes_four_gnomes():
    g, gnomes = _metrognome(1)
    g.expect_zone("Metrognome", "graveyard")
    g.check(len(gnomes) == 4, f"four Gnomes: {gnomes}")


def test_701_9_metrognome_discarded_by_its_owners_own_spell_makes_none():
    g, gnomes = _metrognome(0)
    g.expect_zone("Metrognome", "graveyard")
    g.check(not gnomes, f"no Gnome: {gnomes}")


def test_701_9_psychic_purge_makes_the_opponent_who_caused_the_discard_lose_5():
    s = Scenario.full()
    s.hand(0, "Psychic Purge", "Grizzly Bears")
    s.hand(1, "Mind Rot")
    s.lands(1, "Swamp", 3)
    g = s.start("main1", active=1)
    g.cast("Mind Rot", target=("player", 0))
    g.pass_until_resolved()
    g.expect_zone("Psychic Purge", "graveyard")
    g.expect_life(1, 15)
    g.expect_life(0, 20)


def test_603_7_a_delay_after_several_instructions_is_refused():
    # "you gain 2 life, and you return ~ ... at the beginning of the next end step": only the return waits
    ab = _abilities("When ~ dies, you gain 2 life, and you return ~ from your graveyard to your hand at the "
                    "beginning of the next end step.", ("Creature",))
    assert len(_unread(ab)) == 1
    ab = _abilities("When ~ dies, return ~ from your graveyard to your hand at the beginning of the next end step.",
                    ("Creature",))
    assert _unread(ab) == []


# ---------------------------------------------------------------- "for the first time each turn" (603.2)


def test_603_2_becomes_the_target_for_the_first_time_each_turn_and_that_spell_or_ability():
    from manastack.tree.effects import CounterSpell
    from manastack.tree.refs import EventObject
    ab = _abilities("Whenever ~ becomes the target of a spell or ability for the first time each turn, counter that "
                    "spell or ability.", ("Creature",))
    assert _unread(ab) == []
    (t,) = _nodes(ab, Triggered)
    assert t.trigger.event == "becomes_target" and t.trigger.condition.fact == "first_time_this_turn"
    (cs,) = _nodes(ab, CounterSpell)
    assert cs.what == EventObject(role="by")


def test_603_2_first_time_during_each_of_your_turns_adds_your_turn():
    ab = _abilities("Whenever you gain life for the first time during each of your turns, create a 1/1 white Cat "
                    "creature token.", ("Creature",))
    assert _unread(ab) == []
    (t,) = _nodes(ab, Triggered)
    assert [c.fact for c in t.trigger.condition.conds] == ["first_time_this_turn", "your_turn"]


def test_603_2_first_time_after_an_event_nobody_counts_is_refused():
    for text in ("Whenever you cast a spell for the first time each turn, draw a card.",
                 "Whenever you create one or more tokens for the first time each turn, draw a card.",
                 "Counter that spell or ability."):
        assert len(_unread(_abilities(text, ("Creature",)))) == 1, text


def test_603_2_kira_counters_only_the_first_spell_targeting_each_creature():
    s = Scenario.full()
    s.battlefield(1, "Kira, Great Glass-Spinner")
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Shock", "Shock")
    s.lands(0, "Mountain", 2)
    g = s.start("main1")
    g.cast("Shock", target=bears)
    g.pass_until_resolved()
    g.expect_zone(bears, "battlefield")  # the first Shock was countered
    g.cast("Shock", target=bears)
    g.pass_until_resolved()
    g.expect_zone(bears, "graveyard")


# ---------------------------------------------------------------- "cast a spell from your graveyard" (601.2a)


def test_601_2a_cast_a_spell_from_your_graveyard_is_a_cast_trigger_from_that_zone():
    ab = _abilities("Whenever you cast a spell from your graveyard, draw a card.", ("Enchantment",))
    assert _unread(ab) == []
    (t,) = _nodes(ab, Triggered)
    assert t.trigger.event == "cast" and t.trigger.from_zone == "graveyard" and t.trigger.spell_filter.zone is None


def test_601_2a_cast_or_copy_from_a_zone_stays_refused():
    ab = _abilities("Whenever you cast or copy a spell from your graveyard, draw a card.", ("Enchantment",))
    assert len(_unread(ab)) == 1


def _secrets_of_the_dead(flashback: bool):
    s = Scenario.full()
    s.battlefield(0, "Secrets of the Dead")
    if flashback:
        s.graveyard(0, "Think Twice")  # flashback {2}{U}
    else:
        s.hand(0, "Think Twice")
    s.lands(0, "Island", 3)
    g = s.start("main1")
    hand = len(g.zone(0, "hand"))
    opt = next(o for o in g.options() if o[0] == "cast" and g.find("Think Twice") in o and
               ((o[2] != "normal") == flashback))
    g.answer(opt)
    if g.decision is not None and g.decision.kind == "pay":
        g.answer(next(o for o in g.decision.options if o[0] == "auto"))
    g.pass_until_resolved()
    return g, hand


def test_601_2a_secrets_of_the_dead_draws_for_a_flashback_spell():
    g, hand = _secrets_of_the_dead(True)
    g.check(len(g.zone(0, "hand")) == hand + 2, f"Think Twice's card and Secrets' card: {g.zone(0, 'hand')}")


def test_601_2a_secrets_of_the_dead_ignores_a_spell_cast_from_hand():
    g, hand = _secrets_of_the_dead(False)
    g.check(len(g.zone(0, "hand")) == hand - 1 + 1, f"only Think Twice's card: {g.zone(0, 'hand')}")
