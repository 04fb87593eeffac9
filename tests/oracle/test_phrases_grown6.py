"""Phrases grown in the sixth sitting of issue #24 (compA). Each is read in one place and composes with what
stands next to it; compiler tests (the tree, refusals included) first, then behaviour tests that play the real
cards the phrase made supported in ``Scenario.full()``."""
from __future__ import annotations

from manastack.engine import support
from manastack.testing import Scenario
from manastack.tree.abilities import Keyword, Replacement, Static
from manastack.tree.continuous import ModPT
from manastack.tree.effects import ApplyContinuous, CreateDelayedTrigger, CreateReplacement, Draw, GainLife, IfYouDo
from manastack.tree.filters import Filter
from manastack.tree.refs import CountersOn, CountOf, EventObject, Num, Product, Target, This, You

from .phrase_kit import abilities as _abilities, nodes as _nodes, unread as _unread


# ---------------------------------------------------------------- "the number of <kind> counters on it" (122.1)


def test_122_1_counters_on_it_in_a_dies_trigger_is_the_dying_object():
    """"draw cards equal to the number of oil counters on it": "it" is the trigger's object, read with its last
    known information (608.2h); the same amount as "counters on ~" reads."""
    ab = _abilities("When ~ dies, draw cards equal to the number of oil counters on it.", types=("Creature",))
    assert _unread(ab) == []
    (d,) = _nodes(ab, Draw)
    assert d.n == CountersOn(EventObject(), "oil")
    assert support.missing(ab) == []


def test_122_1_counters_on_it_in_a_cda():
    ab = _abilities("~'s power and toughness are each equal to the number of charge counters on it.",
                    types=("Artifact", "Creature"))
    (st,) = ab
    assert isinstance(st, Static)
    assert st.mods[0].power == CountersOn(This(), "charge")


def test_122_1_counters_on_self_still_reads():
    ab = _abilities("When ~ leaves the battlefield, you gain life equal to the number of age counters on ~.",
                    types=("Creature",))
    (g,) = _nodes(ab, GainLife)
    assert g.n == CountersOn(This(), "age")


def test_122_1_watchful_blisterzoa_draws_for_its_oil_counters():
    s = Scenario.full()
    z = s.battlefield(0, "Watchful Blisterzoa", counters={"oil": 2})
    s.hand(0, "Murder")
    s.lands(0, "Swamp", 3)
    g = s.start("main1")
    hand = len(g.zone(0, "hand"))
    g.cast("Murder", target=z)
    g.pass_until_resolved()
    g.expect_zone(z, "graveyard")
    assert len(g.zone(0, "hand")) == hand - 1 + 2


def test_122_1_chimeric_mass_is_as_big_as_its_charge_counters():
    s = Scenario.full()
    m = s.battlefield(0, "Chimeric Mass", counters={"charge": 3})
    s.lands(0, "Plains", 1)
    g = s.start("main1")
    assert "Creature" not in g.obj(m).types
    g.activate(m)
    g.pass_until_resolved()
    g.expect_pt(m, 3, 3)


# ---------------------------------------------------------------- "<creature> blocking it" (509.1g)


def test_509_1g_each_creature_blocking_it_names_the_blocked_creature():
    ab = _abilities("Whenever ~ becomes blocked, it deals 1 damage to each creature blocking it.",
                    types=("Creature",))
    assert _unread(ab) == []
    (flt,) = [n for n in _nodes(ab, Filter) if n.blocking_of is not None]
    assert flt.blocking_of == This() and flt.types == ("Creature",)
    assert support.missing(ab) == []


def test_509_1g_for_each_creature_blocking_it_of_a_trigger_object():
    ab = _abilities("Whenever a creature you control becomes blocked, it gets +3/+3 until end of turn for each "
                    "creature blocking it.", types=("Creature",))
    assert _unread(ab) == []
    counts = _nodes(ab, CountOf)  # (power and toughness)
    assert counts and all(c.filter.blocking_of == EventObject() for c in counts)


def test_509_1g_target_creature_blocking_it_is_the_source():
    ab = _abilities("{R}: ~ deals 1 damage to target creature blocking it.", types=("Creature",))
    assert _unread(ab) == []
    (a,) = ab
    assert a.body.targets[0].filter.blocking_of == This()


def test_509_1g_blocking_it_after_another_target_in_a_target_is_refused():
    """"it" in a target's description can only be ~ (a target is chosen before anything else it could name)."""
    ab = _abilities("Choose target attacking creature. Destroy target creature blocking it.")
    assert len(_unread(ab)) == 1


def test_509_1g_blocking_in_a_trigger_subject_is_not_supported():
    ab = _abilities("Whenever a creature blocking ~ dies, you gain 1 life.", types=("Creature",))
    assert _unread(ab) != [] or "blocking relation in a trigger's subject" in support.missing(ab)


def test_509_1g_battle_scarred_goblin_damages_each_creature_blocking_it():
    s = Scenario.full()
    gob = s.battlefield(0, "Battle-Scarred Goblin")
    a = s.battlefield(1, "Llanowar Elves")
    b = s.battlefield(1, "Fyndhorn Elves")
    c = s.battlefield(1, "Grizzly Bears")  # not blocking
    g = s.start("main1")
    g.attack(gob)
    g.block(gob, with_=[a, b])
    g.pass_until_resolved()
    g.expect_zone(a, "graveyard")
    g.expect_zone(b, "graveyard")
    assert g.obj(c).damage == 0


def test_509_1g_elvish_berserker_grows_for_each_blocker():
    s = Scenario.full()
    eb = s.battlefield(0, "Elvish Berserker")
    blockers = [s.battlefield(1, "Grizzly Bears"), s.battlefield(1, "Grizzly Bears"), s.battlefield(1, "Wall of Stone")]
    s.battlefield(1, "Grizzly Bears")  # not blocking
    g = s.start("main1")
    g.attack(eb)
    g.block(eb, with_=blockers)
    g.pass_until_resolved()
    g.expect_pt(eb, 4, 4)


def test_509_1g_goblin_javelineer_targets_only_a_creature_blocking_it():
    s = Scenario.full()
    jav = s.battlefield(0, "Goblin Javelineer")
    blocker = s.battlefield(1, "Llanowar Elves")
    other = s.battlefield(1, "Fyndhorn Elves")
    g = s.start("main1")
    g.attack(jav)
    g.block(jav, with_=blocker)
    d = g.decision
    assert d.kind == "target"
    ids = {o[1] for o in d.options if len(o) > 1}
    assert g.find(blocker) in ids and g.find(other) not in ids
    g.choose(blocker)
    g.pass_until_resolved()
    g.expect_zone(blocker, "graveyard")
    g.expect_zone(other, "battlefield")


# ---------------------------------------------------------------- "all damage that would be dealt to X is dealt to Y instead" (614.9)


def test_614_9_all_damage_to_you_is_dealt_to_self():
    ab = _abilities("All damage that would be dealt to you is dealt to ~ instead.", types=("Creature",))
    (r,) = ab
    assert isinstance(r, Replacement) and r.kind == "redirect_damage"
    assert r.affected == You() and dict(r.arg) == {"to": This()}
    assert support.missing(ab) == []


def test_614_9_redirect_by_sources_and_combat_only():
    ab = _abilities("As long as ~ is untapped, all combat damage that would be dealt to you by unblocked creatures "
                    "is dealt to ~ instead.", types=("Creature",))
    assert _unread(ab) == []
    (r,) = _nodes(ab, Replacement)
    a = dict(r.arg)
    assert a["combat"] is True and a["from"].attacking is True and a["from"].blocked is False


def test_614_9_redirect_this_turn_is_created_by_the_ability():
    ab = _abilities("{T}: All combat damage that would be dealt to you by unblocked creatures this turn is dealt to ~ "
                    "instead.", types=("Creature",))
    assert _unread(ab) == []
    (cr,) = _nodes(ab, CreateReplacement)
    assert cr.duration == "end_of_turn" and cr.replacement.kind == "redirect_damage"


def test_614_9_redirect_to_a_target_or_a_chosen_source_is_refused():
    assert len(_unread(_abilities("All combat damage that would be dealt to you this turn is dealt to target attacking "
                                  "creature instead."))) == 1
    assert len(_unread(_abilities("{T}: All damage that would be dealt to you this turn by target attacking creature "
                                  "is dealt to ~ instead.", types=("Creature",)))) == 1
    assert len(_unread(_abilities("All damage that would be dealt to enchanted creature is dealt to its controller "
                                  "instead.", types=("Enchantment",)))) == 1


def test_614_9_empyrial_archangel_takes_the_damage_dealt_to_you():
    s = Scenario.full()
    angel = s.battlefield(0, "Empyrial Archangel")
    s.hand(1, "Lava Axe")
    s.lands(1, "Mountain", 5)
    g = s.start("main1", turn=2, active=1)
    g.cast("Lava Axe", target="Player 1")
    g.pass_until_resolved()
    g.expect_life(0, 20)
    assert g.obj(angel).damage == 5


def test_614_9_martyrs_of_korlis_takes_only_artifact_damage_while_untapped():
    s = Scenario.full()
    martyrs = s.battlefield(0, "Martyrs of Korlis")
    s.battlefield(1, "Rod of Ruin")
    s.hand(1, "Shock")
    s.lands(1, "Mountain", 4)
    g = s.start("main1", turn=2, active=1)
    g.activate("Rod of Ruin", target="Player 1")
    g.pass_until_resolved()
    g.expect_life(0, 20)
    assert g.obj(martyrs).damage == 1
    g.cast("Shock", target="Player 1")
    g.pass_until_resolved()
    g.expect_life(0, 18)  # not an artifact: dealt to you
    assert g.obj(martyrs).damage == 1


def test_614_9_kjeldoran_royal_guard_takes_unblocked_combat_damage_this_turn():
    s = Scenario.full()
    guard = s.battlefield(0, "Kjeldoran Royal Guard")
    bears = s.battlefield(1, "Grizzly Bears")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    g = s.start("main1", turn=2, active=1)
    g.pass_until("declare attackers", turn=2)
    g.attack(bears)
    g.no_blocks()
    g.pass_priority()  # the active player passes; the Guard's controller activates in the declare blockers step
    g.activate(guard)
    g.pass_until_resolved()
    g.pass_until("main2", turn=2)
    g.expect_life(0, 20)
    assert g.obj(guard).damage == 2


# ---------------------------------------------------------------- "As an additional cost to cast ~, A or pay {N}" (601.2b)


def test_601_2b_additional_cost_or_pay_is_a_choice_of_two_costs():
    ab = _abilities("As an additional cost to cast this spell, sacrifice a creature or pay {3}.", types=("Creature",))
    (kw,) = ab
    assert isinstance(kw, Keyword) and kw.name == "AdditionalCostChoice"
    assert kw.cost.sacrifice is not None and str(kw.arg.mana) == "{3}"
    assert support.missing(ab) == []


def test_601_2b_additional_cost_tap_or_pay():
    ab = _abilities("As an additional cost to cast this spell, tap an untapped artifact you control or pay {1}.")
    assert _unread(ab) == []
    (kw,) = [a for a in ab if isinstance(a, Keyword)]
    assert kw.cost.tap_untapped is not None and str(kw.arg.mana) == "{1}"


def test_601_2b_an_alternative_cost_offered_as_a_choice_is_refused():
    """"You may sacrifice a creature or pay {3} rather than pay ~'s mana cost" would need a choice of alternative
    costs, which the engine doesn't offer: refused, not read as one of them."""
    ab = _abilities("You may sacrifice a creature or pay {3} rather than pay this spell's mana cost.")
    assert len(_unread(ab)) == 1


def test_601_2b_bayou_groff_sacrifices_a_creature_instead_of_paying():
    s = Scenario.full()
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Bayou Groff")
    lands = s.lands(0, "Forest", 5)
    g = s.start("main1")
    g.cast("Bayou Groff", kicked=False)  # answers "pay {3} rather than sacrifice?" with no
    g.choose(bears)
    g.choose("auto")  # the mana: {1}{G} only
    g.pass_until_resolved()
    g.expect_zone("Bayou Groff", "battlefield")
    g.expect_zone(bears, "graveyard")
    assert sum(g.obj(x).tapped for x in lands) == 2


def test_601_2b_bayou_groff_pays_three_more_instead():
    s = Scenario.full()
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Bayou Groff")
    lands = s.lands(0, "Forest", 5)
    g = s.start("main1")
    g.cast("Bayou Groff", kicked=True)
    g.pass_until_resolved()
    g.expect_zone("Bayou Groff", "battlefield")
    g.expect_zone(bears, "battlefield")
    assert sum(g.obj(x).tapped for x in lands) == 5


def test_601_2b_bayou_groff_without_a_creature_must_pay_and_can_t_be_cast_without_the_mana():
    s = Scenario.full()
    s.hand(0, "Bayou Groff")
    s.lands(0, "Forest", 4)
    g = s.start("main1")
    assert not any(o[0] == "cast" for o in g.decision.options)  # no creature to sacrifice, {1}{G}+{3} unaffordable
    s2 = Scenario.full()
    s2.hand(0, "Bayou Groff")
    lands = s2.lands(0, "Forest", 5)
    g2 = s2.start("main1")
    g2.cast("Bayou Groff")  # nothing asked: only paying {3} is possible
    g2.pass_until_resolved()
    g2.expect_zone("Bayou Groff", "battlefield")
    assert all(g2.obj(x).tapped for x in lands)


def test_601_2h_reveal_a_card_from_your_hand_as_a_cost():
    ab = _abilities("As an additional cost to cast this spell, reveal a Pirate card from your hand or pay {2}.",
                    types=("Creature",))
    (kw,) = ab
    assert kw.cost.reveal_from_hand == 1 and kw.cost.reveal_filter.subtypes == ("Pirate",) and not kw.cost.behold
    assert support.missing(ab) == []


def test_701_4a_behold_is_a_reveal_or_a_permanent_you_control():
    ab = _abilities("As an additional cost to cast this spell, behold a Goblin or pay {2}.", types=("Creature",))
    (kw,) = ab
    assert kw.cost.behold and kw.cost.reveal_filter.subtypes == ("Goblin",)


def test_701_4a_behold_with_a_count_is_refused():
    ab = _abilities("As an additional cost to cast this spell, behold two Goblins.", types=("Creature",))
    assert len(_unread(ab)) == 1


def test_601_2h_daring_buccaneer_reveals_a_pirate_and_costs_only_r():
    s = Scenario.full()
    s.hand(0, "Daring Buccaneer", "Swab Goblin")
    lands = s.lands(0, "Mountain", 3)
    g = s.start("main1")
    m = g.mark()
    g.cast("Daring Buccaneer", kicked=False)  # reveal rather than pay {2}
    assert {o[1] for o in g.decision.options if o[0] == "choose"} == {g.find("Swab Goblin")}
    g.choose("Swab Goblin")
    g.choose("auto")
    g.pass_until_resolved()
    g.expect_zone("Daring Buccaneer", "battlefield")
    g.expect_zone("Swab Goblin", "hand")  # revealed, not moved
    assert sum(g.obj(x).tapped for x in lands) == 1
    assert any("reveals Swab Goblin" in str(e) for e in g.events_since(m))


def test_601_2b_daring_buccaneer_without_a_pirate_pays_two_more():
    s = Scenario.full()
    s.hand(0, "Daring Buccaneer", "Grizzly Bears")
    lands = s.lands(0, "Mountain", 3)
    g = s.start("main1")
    g.cast("Daring Buccaneer")  # nothing to reveal: no question, {2} more
    g.pass_until_resolved()
    g.expect_zone("Daring Buccaneer", "battlefield")
    assert all(g.obj(x).tapped for x in lands)


def test_701_4a_kinsbaile_aspirant_beholds_a_kithkin_on_the_battlefield():
    s = Scenario.full()
    kith = s.battlefield(0, "Goldmeadow Stalwart")
    s.hand(0, "Kinsbaile Aspirant")
    lands = s.lands(0, "Plains", 3)
    g = s.start("main1")
    g.cast("Kinsbaile Aspirant", kicked=False)
    g.choose(kith)
    g.choose("auto")
    g.pass_until_resolved()
    g.expect_zone("Kinsbaile Aspirant", "battlefield")
    g.expect_zone(kith, "battlefield")
    assert not g.obj(kith).tapped and sum(g.obj(x).tapped for x in lands) == 1


# ---------------------------------------------------------------- "If <np> would die this turn, exile it instead" (614.1a)


def test_614_1a_creature_dealt_damage_this_way_would_die_this_turn():
    ab = _abilities("~ deals 2 damage to any target. If a creature dealt damage this way would die this turn, exile it "
                    "instead.")
    assert _unread(ab) == []
    (cr,) = _nodes(ab, CreateReplacement)
    assert cr.duration == "end_of_turn" and cr.replacement.affected.remembered == "damaged"
    assert support.missing(ab) == []


def test_614_1a_that_creature_or_planeswalker_would_die_this_turn():
    ab = _abilities("~ deals 3 damage to target creature or planeswalker. If that creature or planeswalker would die "
                    "this turn, exile it instead.")
    assert _unread(ab) == []
    (cr,) = _nodes(ab, CreateReplacement)
    assert cr.replacement.affected == Target(0)


def test_614_1a_a_description_would_die_this_turn_stays_open():
    ab = _abilities("If a creature an opponent controls would die this turn, exile it instead.")
    (cr,) = _nodes(ab, CreateReplacement)
    assert cr.replacement.affected.controller == "opponent" and cr.replacement.affected.remembered is None


def test_608_2c_each_creature_dealt_damage_this_way():
    ab = _abilities("~ deals 1 damage to each creature. Tap each creature dealt damage this way.")
    assert _unread(ab) == [] and support.missing(ab) == []


def test_608_2c_dealt_damage_this_way_in_a_trigger_is_not_supported():
    ab = _abilities("~ deals 1 damage to each creature. When a creature dealt damage this way dies this turn, draw a "
                    "card.")
    assert "'this way' in a trigger" in support.missing(ab)


def test_608_2c_players_dealt_damage_this_way_are_refused():
    ab = _abilities("~ deals 1 damage to each creature and each player. Players dealt damage this way can't cast "
                    "noncreature spells this turn.")
    assert len(_unread(ab)) == 1


def test_614_1a_pillar_of_flame_exiles_the_creature_it_damaged():
    s = Scenario.full()
    bears = s.battlefield(1, "Grizzly Bears")
    other = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Pillar of Flame", "Shock")
    s.lands(0, "Mountain", 2)
    g = s.start("main1")
    g.cast("Pillar of Flame", target=bears)
    g.pass_until_resolved()
    g.expect_zone(bears, "exile")
    g.cast("Shock", target=other)
    g.pass_until_resolved()
    g.expect_zone(other, "graveyard")  # not dealt damage by the Pillar


def test_614_1a_pillar_of_flame_exiles_a_damaged_creature_that_dies_later_this_turn():
    s = Scenario.full()
    giant = s.battlefield(1, "Hill Giant")
    s.hand(0, "Pillar of Flame", "Shock")
    s.lands(0, "Mountain", 2)
    g = s.start("main1")
    g.cast("Pillar of Flame", target=giant)
    g.pass_until_resolved()
    g.expect_zone(giant, "battlefield")
    g.cast("Shock", target=giant)
    g.pass_until_resolved()
    g.expect_zone(giant, "exile")


def test_614_1a_scorching_dragonfire_exiles_that_creature():
    s = Scenario.full()
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Scorching Dragonfire")
    s.lands(0, "Mountain", 2)
    g = s.start("main1")
    g.cast("Scorching Dragonfire", target=bears)
    g.pass_until_resolved()
    g.expect_zone(bears, "exile")


# ---------------------------------------------------------------- "If you do, ... at the beginning of the next end step" (603.7)


def test_603_7_if_you_do_creates_the_delayed_trigger():
    ab = _abilities("You may sacrifice a land. If you do, draw two cards at the beginning of the next turn's upkeep.")
    assert _unread(ab) == []
    (iyd,) = _nodes(ab, IfYouDo)
    assert isinstance(iyd.effect, CreateDelayedTrigger) and iyd.effect.trigger.step == "upkeep"
    assert support.missing(ab) == []


def test_603_7_at_the_beginning_of_the_next_upkeep():
    ab = _abilities("When a non-Angel creature you control dies, transform ~ at the beginning of the next upkeep.",
                    types=("Creature",))
    assert _unread(ab) == []
    (d,) = _nodes(ab, CreateDelayedTrigger)
    assert d.trigger.step == "upkeep" and d.trigger.whose == "each"


def _until_yes_no(g, target):
    for _ in range(10):
        d = g.decision
        if d.kind == "yes_no":
            return
        g.choose(target) if d.kind == "target" else g.pass_priority()
    raise AssertionError("no yes/no decision")


def test_603_7_sentinel_of_the_pearl_trident_returns_the_exiled_permanent_at_end_step():
    s = Scenario.full()
    thopter = s.battlefield(0, "Ornithopter")
    s.hand(0, "Sentinel of the Pearl Trident")
    s.lands(0, "Island", 5)
    g = s.start("main1")
    g.cast("Sentinel of the Pearl Trident")
    _until_yes_no(g, thopter)
    g.choose("yes")
    g.pass_until_resolved()
    g.expect_zone(thopter, "exile")
    assert len(g.state.delayed) == 1
    g.pass_until("end", turn=1)
    g.pass_until_resolved()
    g.expect_zone(thopter, "battlefield")


def test_603_7_sentinel_declined_creates_no_delayed_trigger():
    s = Scenario.full()
    thopter = s.battlefield(0, "Ornithopter")
    s.hand(0, "Sentinel of the Pearl Trident")
    s.lands(0, "Island", 5)
    g = s.start("main1")
    g.cast("Sentinel of the Pearl Trident")
    _until_yes_no(g, thopter)
    g.choose("no")
    g.pass_until_resolved()
    g.expect_zone(thopter, "battlefield")
    assert g.state.delayed == []


# ---------------------------------------------------------------- "gets an additional +N/+N" (611.2, 613.4c)


def test_613_4c_gets_an_additional_is_a_second_modification():
    ab = _abilities("Target creature gets +3/+3 until end of turn. It gets an additional +2/+2 until end of turn for "
                    "each card named ~ in your graveyard.")
    assert _unread(ab) == []
    mods = [m for n in _nodes(ab, ApplyContinuous) for m in n.mods if isinstance(m, ModPT)]
    assert len(mods) == 2 and mods[0].power == Num(3) and isinstance(mods[1].power, (CountOf, Product))
    assert support.missing(ab) == []


def test_613_4c_deserts_due_counts_deserts():
    s = Scenario.full()
    giant = s.battlefield(1, "Craw Wurm")  # 6/4
    s.battlefield(0, "Desert")
    s.battlefield(0, "Desert")
    s.hand(0, "Desert's Due")
    s.lands(0, "Swamp", 2)
    g = s.start("main1")
    g.cast("Desert's Due", target=giant)
    g.pass_until_resolved()
    g.expect_zone(giant, "graveyard")  # -2/-2 and -1/-1 twice: toughness 0


# ---------------------------------------------------------------- "If you would draw a card, draw N cards instead" (614.11)


def test_614_11_draw_two_instead():
    ab = _abilities("If you would draw a card, draw two cards instead.", types=("Enchantment",))
    (r,) = ab
    assert isinstance(r, Replacement) and r.kind == "draw_instead" and dict(r.arg) == {"n": 2}
    assert support.missing(ab) == []


def test_614_11_an_opponent_would_draw_is_refused():
    ab = _abilities("If an opponent would draw a card, draw two cards instead.", types=("Enchantment",))
    assert len(_unread(ab)) == 1


def test_614_11_thought_reflection_doubles_each_draw():
    s = Scenario.full()
    s.battlefield(0, "Thought Reflection")
    s.hand(0, "Divination")
    s.lands(0, "Island", 3)
    g = s.start("main1")
    g.cast("Divination")
    g.pass_until_resolved()
    assert len(g.zone(0, "hand")) == 4


def test_504_1_teferis_ageless_insight_skips_the_draw_step_draw():
    s = Scenario.full()
    s.battlefield(0, "Teferi's Ageless Insight")
    s.hand(0, "Divination")
    s.lands(0, "Island", 3)
    g = s.start("upkeep", turn=2)
    g.pass_until("main1", turn=2)
    assert len(g.zone(0, "hand")) == 2  # Divination and the one card of the draw step
    g.cast("Divination")
    g.pass_until_resolved()
    assert len(g.zone(0, "hand")) == 1 + 4


def test_707_2_an_exchange_of_copies_is_refused():
    """Kallist Rhoka: "~ becomes a copy of that creature or planeswalker, and that creature or planeswalker becomes a
    copy of ~" would make both copies of the chosen one (the second copies what ~ has just become)."""
    ab = _abilities("When you cast ~, you may choose a creature or planeswalker on the battlefield. ~ becomes a copy of "
                    "that creature or planeswalker, and that creature or planeswalker becomes a copy of ~.",
                    types=("Creature",))
    assert len(_unread(ab)) == 1
