"""Phrases grown in the sixth sitting of issue #24 (helper compC). Each is read in one place and composes with
what stands next to it; compiler tests (the tree, refusals included) first, then behaviour tests that play the
real cards the phrase made supported in ``Scenario.full()``."""
from __future__ import annotations

from manastack.testing import Scenario
from manastack.tree.abilities import Keyword, Triggered
from manastack.tree.continuous import AddAbilities, SetColors
from manastack.tree.effects import AddCounters, CreateToken, Dig, ForEachPlayer, KeepMana, SpendOnly
from manastack.tree.filters import Filter
from manastack.tree.refs import CountersOn, DiedThisTurn, DistinctPowers, Num, Players, Target, This, You

from .phrase_kit import abilities as _abilities, nodes as _nodes, unread as _unread


# ---------------------------------------------------------------- keywords and "<quoted ability>" (113.1, 613.1f)


def test_113_1_keyword_and_quoted_trigger_granted_together():
    ab = _abilities('Enchanted creature gets +1/+1 and has lifelink and "Whenever ~ deals combat damage to a '
                    'player, draw a card."', types=("Enchantment",))
    assert _unread(ab) == []
    (add,) = _nodes(ab, AddAbilities)
    kinds = [type(a).__name__ for a in add.abilities]
    assert kinds == ["Keyword", "Triggered"]
    assert add.abilities[0] == Keyword("Lifelink")
    assert add.abilities[1].trigger.event == "deals_combat_damage"


def test_113_1_several_keywords_comma_and_quoted():
    ab = _abilities('Creatures you control have flying, vigilance, and "{T}: Add {G}."', types=("Enchantment",))
    assert _unread(ab) == []
    (add,) = _nodes(ab, AddAbilities)
    assert [getattr(a, "name", None) for a in add.abilities[:2]] == ["Flying", "Vigilance"]
    assert len(add.abilities) == 3 and add.abilities[2].mana


def test_111_4_token_with_keyword_and_quoted_ability():
    ab = _abilities('Create a 1/1 white Bird creature token with flying and "When ~ dies, draw a card."',
                    types=("Sorcery",))
    assert _unread(ab) == []
    (ct,) = _nodes(ab, CreateToken)
    assert ct.spec.abilities[0] == Keyword("Flying") and isinstance(ct.spec.abilities[1], Triggered)


def test_113_1_an_unreadable_quote_after_keywords_stays_unread():
    ab = _abilities('Enchanted creature has flying and "Whenever ~ frobnicates, draw a card."',
                    types=("Enchantment",))
    assert len(_unread(ab)) == 1


def test_510_2_sticky_fingers_granted_trigger_makes_a_treasure_on_combat_damage():
    s = Scenario.full()
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Sticky Fingers", attached_to=bears)
    g = s.start("main1")
    g.check("Menace" in g.obj(bears).keywords, f"the Aura grants menace: {g.obj(bears).keywords}")
    g.attack(bears)
    g.no_blocks()
    g.pass_until("main2")
    g.expect_life(1, 18)
    treasures = [o for o in g.zone(0, "battlefield") if g.obj(o).name == "Treasure"]
    g.check(len(treasures) == 1, f"one Treasure from the granted trigger: {treasures}")


# ---------------------------------------------------------------- reveal cards until (701.20a)


def _dig(ab):
    (d,) = _nodes(ab, Dig)
    return d


def test_701_20a_reveal_until_then_that_card_into_hand_and_the_rest_on_the_bottom():
    ab = _abilities("Reveal cards from the top of your library until you reveal a creature card. Put that card into "
                    "your hand and the rest on the bottom of your library in a random order.", ("Sorcery",))
    assert _unread(ab) == []
    d = _dig(ab)
    assert d.until and d.reveal and d.take == Num(1) and d.zone == "hand" and d.rest == "bottom_random"
    assert d.filter.types == ("Creature",)


def test_701_20a_reveal_until_that_card_onto_the_battlefield_tapped():
    ab = _abilities("Reveal cards from the top of your library until you reveal a land card. Put that card onto the "
                    "battlefield tapped and the rest on the bottom of your library in a random order.", ("Sorcery",))
    d = _dig(ab)
    assert d.zone == "battlefield" and d.tapped and d.rest == "bottom_random"


def test_701_20a_target_player_reveals_until_then_puts_those_cards_into_their_graveyard():
    ab = _abilities("Target player reveals cards from the top of their library until they reveal two land cards, "
                    "then puts those cards into their graveyard.", ("Sorcery",))
    d = _dig(ab)
    assert d.who == Target(0) and d.n == Num(2) and d.zone == d.rest == "graveyard"


def test_701_20a_reveal_until_with_nowhere_to_put_the_cards_stays_unsupported():
    # a reveal whose found card is only read later ("that card's mana value") takes nothing: the engine refuses it
    from manastack.engine.support import missing
    for text in ("Reveal cards from the top of your library until you reveal a nonland card. ~ deals damage "
                 "equal to that card's mana value to any target.",
                 "Reveal cards from the top of your library until you reveal a nonland card."):
        assert any("reveal until" in m for m in missing(_abilities(text, ("Sorcery",)))), text


def test_701_20a_each_opponent_mills_until_in_turn_but_a_choice_by_several_is_refused():
    ab = _abilities("Each opponent reveals cards from the top of their library until they reveal a land card, then "
                    "puts those cards into their graveyard.", ("Sorcery",))
    assert _unread(ab) == []
    (f,) = _nodes(ab, ForEachPlayer)
    assert f.players == Players("opponents") and f.effect.who == You()
    ab = _abilities("Each opponent reveals cards from the top of their library until they reveal a land card. Put "
                    "that card into your hand.", ("Sorcery",))
    assert len(_unread(ab)) >= 1


def test_701_20a_clifftop_lookout_puts_the_land_found_onto_the_battlefield_tapped():
    s = Scenario.full()
    s.hand(0, "Clifftop Lookout")
    s.lands(0, "Forest", 3)
    s.library(0, "Grizzly Bears", "Lightning Bolt", "Mountain", "Island")
    g = s.start("main1")
    g.cast("Clifftop Lookout")
    g.pass_until_resolved()
    g.pass_until_resolved()
    g.expect_zone("Mountain", "battlefield")
    g.check(g.obj("Mountain").tapped, "the land enters tapped")
    lib = g.zone(0, "library")
    names = [g.obj(o).name for o in lib]
    g.check(names[-1] == "Island", f"the unrevealed card stays on top: {names}")
    g.check(set(names[:2]) == {"Grizzly Bears", "Lightning Bolt"}, f"the rest go to the bottom: {names}")
    g.expect_zone("Island", "library")


def test_701_20a_balustrade_spy_mills_target_player_until_a_land():
    s = Scenario.full()
    s.hand(0, "Balustrade Spy")
    s.lands(0, "Swamp", 4)
    s.library(1, "Grizzly Bears", "Shock", "Mountain", "Island")
    g = s.start("main1")
    g.cast("Balustrade Spy")
    g.pass_until_resolved()
    g.check(g.decision is not None and g.decision.kind != "priority", f"the trigger's target: {g.decision}")
    g.answer(next(o for o in g.decision.options if o[0] == "target_player" and o[1] == 1))
    g.pass_until_resolved()
    for name in ("Grizzly Bears", "Shock", "Mountain"):
        g.expect_zone(name, "graveyard")
    g.expect_zone("Island", "library")


# ---------------------------------------------------------------- "Spend this mana only to activate abilities" (106.6)


def _spend_only(text: str) -> SpendOnly:
    ab = _abilities(text, ("Artifact",))
    assert _unread(ab) == []
    (s,) = _nodes(ab, SpendOnly)
    return s


def test_106_6_spend_this_mana_only_to_activate_abilities():
    s = _spend_only("{T}: Add {C}{C}. Spend this mana only to activate abilities.")
    assert s.filter is None and s.abilities == Filter(kind="object")


def test_106_6_spend_only_on_abilities_of_artifact_sources():
    for text in ("{T}: Add {C}. Spend this mana only to activate abilities of artifact sources.",
                 "{T}: Add {C}. Spend this mana only to activate abilities of artifacts."):
        s = _spend_only(text)
        assert s.filter is None and s.abilities.types == ("Artifact",), text


def test_106_6_spend_only_on_artifact_spells_or_abilities_of_artifacts():
    s = _spend_only("{T}: Add {C}{C}. Spend this mana only to cast artifact spells or activate abilities of "
                    "artifacts.")
    assert s.filter.kind == "spell" and s.filter.types == ("Artifact",) and s.abilities.types == ("Artifact",)
    s = _spend_only("{T}: Add {C}. Spend this mana only to activate an ability or cast an artifact spell.")
    assert s.filter.types == ("Artifact",) and s.abilities == Filter(kind="object")


def test_106_6_spend_only_on_other_costs_stays_unread():
    for text in ("{T}: Add {C}. Spend this mana only on costs that contain {X}.",
                 "{T}: Add {C}. Spend this mana only to pay cumulative upkeep costs.",
                 "{T}: Add {C}. Spend this mana only to activate abilities of target artifact."):
        assert _unread(_abilities(text, ("Artifact",))), text


def test_106_6_soldevi_machinist_mana_pays_an_artifact_ability_but_not_a_spell():
    s = Scenario.full()
    s.battlefield(0, "Soldevi Machinist")
    s.battlefield(0, "Jayemdae Tome")
    s.lands(0, "Island", 2)
    s.hand(0, "Grizzly Bears")
    s.hand(0, "Divination")
    g = s.start("main1")
    acts = [o for o in g.decision.options if o[0] == "cast"]
    g.check(not acts, f"the Machinist's mana can't pay for a spell (Bears, Divination need 3 mana): {acts}")
    before = len(g.zone(0, "hand"))
    g.activate("Jayemdae Tome")
    g.pass_until_resolved()
    g.check(len(g.zone(0, "hand")) == before + 1, "the Tome's {4} was paid with the Machinist's {C}{C} and two lands")
    g.check(g.obj("Soldevi Machinist").tapped, "the Machinist was tapped for mana")


def test_106_6_soldevi_machinist_mana_pays_an_artifact_creature_ability_not_another_creature_ability():
    s = Scenario.full()
    s.battlefield(0, "Soldevi Machinist")
    s.battlefield(0, "Hate Weaver")  # {2}: target blue or red creature gets +1/+0 -- not an artifact
    s.battlefield(0, "Dragon Engine")  # {2}: this artifact creature gets +1/+0
    s.battlefield(0, "Raging Goblin")
    g = s.start("main1")
    acts = {o[1] for o in g.decision.options if o[0] == "activate"}
    g.check(g.find("Dragon Engine") in acts, f"an artifact's {{2}} can be paid with the Machinist's {{C}}{{C}}: {acts}")
    g.check(g.find("Hate Weaver") not in acts, f"a nonartifact creature's {{2}} can't: {acts}")


# ---------------------------------------------------------------- "for each <kind> counter on ~" (122.1)


def test_122_1_for_each_charge_counter_on_self_is_a_count_of_counters():
    ab = _abilities("Equipped creature gets +1/+1 for each charge counter on ~.", ("Artifact",))
    assert _unread(ab) == []
    assert CountersOn(This(), "charge") in _nodes(ab, CountersOn)
    ab = _abilities("{T}: Target creature gets +1/+1 until end of turn for each +1/+1 counter on ~.", ("Creature",))
    assert _unread(ab) == [] and CountersOn(This(), "+1/+1") in _nodes(ab, CountersOn)


def test_122_1_counters_on_self_is_no_object_to_act_on():
    # a count is not a noun phrase of objects: "destroy each charge counter on ~" has no reading
    assert _unread(_abilities("Destroy each charge counter on ~.", ("Sorcery",)))


def test_122_1_culling_dais_draws_a_card_for_each_charge_counter_it_had():
    s = Scenario.full()
    s.battlefield(0, "Culling Dais", counters={"charge": 2})
    s.lands(0, "Island", 1)
    s.library(0, "Island", "Island", "Island")
    g = s.start("main1")
    before = len(g.zone(0, "hand"))
    g.activate("Culling Dais", index=1)
    g.pass_until_resolved()
    g.expect_zone("Culling Dais", "graveyard")
    g.check(len(g.zone(0, "hand")) == before + 2, "two cards: the counters it had as it was sacrificed (608.2h)")


# ---------------------------------------------------------------- "becomes the color of your choice" (105.1, 611.2c)


def test_611_2c_becomes_the_color_of_your_choice_is_chosen_as_the_effect_begins():
    ab = _abilities("{G}: ~ becomes the color of your choice until end of turn.", ("Creature",))
    assert _unread(ab) == []
    (sc,) = _nodes(ab, SetColors)
    assert sc.chosen == Filter(kind="color", chosen="color_of_choice")


def test_611_2c_the_color_of_your_choice_in_a_static_ability_is_unsupported():
    # no effect begins to make the choice in a static ability: the placeholder is an unhandled chosen value
    from manastack.engine.support import missing
    ab = _abilities("~ is the color of your choice.", ("Creature",))
    assert _unread(ab) or "filter chosen value" in missing(ab)


def test_611_2c_wild_mongrel_becomes_the_chosen_color_until_end_of_turn():
    s = Scenario.full()
    dog = s.battlefield(0, "Wild Mongrel")
    s.hand(0, "Island")
    g = s.start("main1")
    g.activate(dog)
    if g.decision is not None and g.decision.kind != "priority":
        g.choose("Island")  # the card discarded as the cost
    g.pass_until_resolved()
    g.check(g.decision.kind == "color", f"the color is chosen as the effect begins: {g.decision}")
    g.answer(("color", "U"))
    g.pass_until_resolved()
    g.expect_pt(dog, 3, 3)
    g.check(list(g.obj(dog).colors) == ["blue"], f"blue only: {g.obj(dog).colors}")
    g.pass_until("upkeep", turn=2)
    g.check(list(g.obj(dog).colors) == ["green"], f"green again after the turn: {g.obj(dog).colors}")


# ---------------------------------------------------------------- "<creatures> that died this turn" (700.4)


def test_700_4_for_each_creature_that_died_this_turn_is_a_count_of_the_record():
    ab = _abilities("When ~ dies, draw a card for each Zubera that died this turn.", ("Creature",))
    assert _unread(ab) == []
    (d,) = _nodes(ab, DiedThisTurn)
    assert d.filter.subtypes == ("Zubera",)
    ab = _abilities("If another creature died this turn, draw a card.", ("Sorcery",))
    assert _unread(ab) == [] and _nodes(ab, DiedThisTurn)[0].filter.other


def test_700_4_a_died_description_the_record_cant_check_is_refused():
    for text in ("Draw a card for each tapped creature that died this turn.",
                 "Destroy target creature that died this turn."):
        assert _unread(_abilities(text, ("Sorcery",))), text


def test_700_4_canopy_stalker_counts_every_creature_that_died_with_it():
    s = Scenario.full()
    s.battlefield(0, "Canopy Stalker")
    s.battlefield(1, "Grizzly Bears")
    s.battlefield(1, "Hill Giant")
    s.hand(0, "Wrath of God")
    s.lands(0, "Plains", 4)
    g = s.start("main1")
    g.cast("Wrath of God")
    g.pass_until_resolved()
    g.pass_until_resolved()
    g.expect_zone("Canopy Stalker", "graveyard")
    g.expect_life(0, 23)  # itself and the two others died this turn


def test_700_4_the_record_of_what_died_is_kept_for_the_turn():
    s = Scenario.full()
    s.hand(0, "Shock")
    s.lands(0, "Mountain", 1)
    s.battlefield(1, "Llanowar Elves")
    g = s.start("main1")
    from manastack.engine.evaluate import Env, amount
    from manastack.tree.filters import Filter as F
    died = DiedThisTurn(F(kind="permanent", types=("Creature",)))
    g.check(amount(Env(g.state, None, 0), died) == 0, "nothing died yet")
    g.cast("Shock", target="Llanowar Elves")
    g.pass_until_resolved()
    g.check(amount(Env(g.state, None, 0), died) == 1, "the Elves died this turn")
    g.pass_until("upkeep", turn=2)
    g.check(amount(Env(g.state, None, 0), died) == 0, "a new turn, a new record")


# ---------------------------------------------------------------- mana not lost as steps end (106.4, 500.4)


def test_106_4_until_end_of_turn_you_dont_lose_this_mana():
    ab = _abilities("Whenever ~ attacks, add {R}{R}. Until end of turn, you don't lose this mana as steps and phases "
                    "end.", ("Creature",))
    assert _unread(ab) == []
    (k,) = _nodes(ab, KeepMana)
    assert k.effect.mana == "{R}{R}"


def test_106_4_kept_mana_with_a_spending_restriction_is_unsupported():
    from manastack.engine.support import missing
    ab = _abilities("At the beginning of your upkeep, add {C}. This mana can't be spent to cast nonartifact spells. "
                    "Until end of turn, you don't lose this mana as steps and phases end.", ("Creature",))
    assert "kept mana with a spending restriction" in missing(ab)


def test_106_4_sakura_tribe_springcaller_upkeep_mana_pays_for_a_main_phase_spell():
    s = Scenario.full()
    s.battlefield(0, "Sakura-Tribe Springcaller")
    s.hand(0, "Llanowar Elves")
    g = s.start("upkeep", turn=3)
    g.pass_until_resolved()
    g.check(sum(g.state.players[0].pool) == 1, f"the trigger added {{G}}: {g.state.players[0].pool}")
    g.pass_until("main1", turn=3)
    g.check(sum(g.state.players[0].pool) == 1, f"the {{G}} survived the end of upkeep and draw: {g.state.players[0].pool}")
    g.cast("Llanowar Elves")
    g.pass_until_resolved()
    g.expect_zone("Llanowar Elves", "battlefield")


def test_106_4_kept_mana_is_lost_at_the_end_of_the_turn():
    s = Scenario.full()
    s.battlefield(0, "Sakura-Tribe Springcaller")
    g = s.start("upkeep", turn=3)
    g.pass_until_resolved()
    g.pass_until("end", turn=3)
    g.check(sum(g.state.players[0].pool) == 1, f"kept through the turn: {g.state.players[0].pool}")
    g.pass_until("upkeep", turn=4)
    g.check(sum(g.state.players[0].pool) == 0, f"gone in the cleanup step: {g.state.players[0].pool}")


# ---------------------------------------------------------------- coven: "creatures with different powers" (208.1)


def test_208_1_you_control_three_or_more_creatures_with_different_powers():
    ab = _abilities("At the beginning of combat on your turn, if you control three or more creatures with different "
                    "powers, ~ gains flying until end of turn.", ("Creature",))
    assert _unread(ab) == []
    (d,) = _nodes(ab, DistinctPowers)
    assert d.filter.types == ("Creature",) and d.filter.controller == "you"


def _coven_board(*others):
    s = Scenario.full()
    witch = s.battlefield(0, "Candlegrove Witch")
    for name in others:
        s.battlefield(0, name)
    g = s.start("main1")
    g.pass_until("beginning_of_combat")
    g.pass_until_resolved()
    return g, witch


def test_208_1_candlegrove_witch_flies_with_three_different_powers():
    g, witch = _coven_board("Hill Giant", "Llanowar Elves")  # powers 2 (the Witch), 3, 1
    g.check("Flying" in g.obj(witch).keywords, f"three different powers: {g.obj(witch).keywords}")


def test_208_1_candlegrove_witch_doesnt_fly_with_repeated_powers():
    g, witch = _coven_board("Grizzly Bears", "Llanowar Elves", "Llanowar Elves")  # powers 2, 2, 1, 1
    g.check("Flying" not in g.obj(witch).keywords, f"only two different powers: {g.obj(witch).keywords}")


# ---------------------------------------------------------------- "put a counter on A and a counter on B" (122.1)


def test_122_1_put_a_counter_on_one_and_a_counter_on_another():
    ab = _abilities("Put a +1/+1 counter on target creature and a -1/-1 counter on target creature.", ("Sorcery",))
    assert _unread(ab) == []
    assert [(a.what, a.kind) for a in _nodes(ab, AddCounters)] == [(Target(0), "+1/+1"), (Target(1), "-1/-1")]


def test_122_1_juniper_order_ranger_puts_a_counter_on_the_newcomer_and_on_itself():
    s = Scenario.full()
    ranger = s.battlefield(0, "Juniper Order Ranger")
    s.hand(0, "Grizzly Bears")
    s.lands(0, "Forest", 2)
    g = s.start("main1")
    g.cast("Grizzly Bears")
    g.pass_until_resolved()
    g.pass_until_resolved()
    g.check(g.obj("Grizzly Bears").counters.get("+1/+1") == 1, f"{g.obj('Grizzly Bears').counters}")
    g.check(g.obj(ranger).counters.get("+1/+1") == 1, f"{g.obj(ranger).counters}")


# ---------------------------------------------------------------- "target spell that targets <np>" (115.9b)


def test_115_9b_target_spell_that_targets_a_creature():
    ab = _abilities("Counter target spell that targets a creature you control.", ("Instant",))
    assert _unread(ab) == []
    (spec,) = ab[0].body.targets
    assert spec.filter.kind == "spell" and spec.targeting.types == ("Creature",) and spec.targeting.controller == "you"
    ab = _abilities("Counter target spell that targets you.", ("Instant",))
    assert ab[0].body.targets[0].targeting == You()


def test_115_9b_that_targets_outside_a_target_spell_stays_refused():
    assert _unread(_abilities("Destroy target creature that targets a creature.", ("Instant",)))


def _intervene(target_bears: bool):
    s = Scenario.full()
    s.hand(0, "Shock")
    s.lands(0, "Mountain", 1)
    s.hand(1, "Intervene")
    s.lands(1, "Island", 1)
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start("main1")
    if target_bears:
        g.cast("Shock", target=bears)
    else:
        g.cast("Shock", target="Player 2")
    g.pass_priority()
    return g, bears


def test_115_9b_intervene_counters_a_spell_that_targets_a_creature():
    g, bears = _intervene(True)
    g.cast("Intervene", target="Shock")
    g.pass_until_resolved()
    g.expect_zone("Shock", "graveyard")
    g.expect_zone(bears, "battlefield")
    g.check(g.obj(bears).damage == 0, "the Shock was countered")


def test_115_9b_intervene_cant_target_a_spell_that_targets_a_player():
    g, _ = _intervene(False)
    casts = [o for o in g.decision.options if o[0] == "cast"]
    g.check(not casts, f"Shock targets a player, not a creature: Intervene has no legal target ({casts})")


# ---------------------------------------------------------------- "for each opponent, ... up to one target <np> that player controls"


def test_601_2c_for_each_opponent_up_to_one_target_that_player_controls():
    ab = _abilities("For each opponent, destroy up to one target artifact or enchantment that player controls.",
                    ("Sorcery",))
    assert _unread(ab) == []
    (spec,) = ab[0].body.targets
    assert spec.one_per_player and spec.min == 0 and spec.filter.controller == "opponent"
    assert spec.filter.controlled_by is None


def test_601_2c_for_each_opponent_naming_that_player_again_is_refused():
    for text in ("For each opponent, exile up to one target creature that player controls and that player gains "
                 "life equal to its power.",
                 "For each opponent, you create a token that's a copy of up to one target creature that player "
                 "controls.",
                 "For each opponent, gain control of target permanent that player controls."):
        assert _unread(_abilities(text, ("Sorcery",))), text


def test_601_2c_dismantling_wave_one_target_per_opponent():
    s = Scenario.full(players=3)
    s.hand(0, "Dismantling Wave")
    s.lands(0, "Plains", 4)
    a1 = s.battlefield(1, "Ornithopter")
    a1b = s.battlefield(1, "Millstone")
    a2 = s.battlefield(2, "Ornithopter")
    g = s.start("main1")
    g.answer(next(o for o in g.decision.options if o[0] == "cast" and o[1] == g.find("Dismantling Wave")))
    while g.decision.kind != "targets" and g.decision.kind != "target":
        g.answer(g.decision.options[0])
    g.choose(a1)
    ids = {o[1] for o in g.decision.options if len(o) > 1}
    g.check(g.find(a1b) not in ids and g.find(a2) in ids, f"one per opponent: {g.decision.options}")
    g.choose(a2)
    if g.decision.kind in ("targets", "target"):
        g.choose("done")  # no third opponent
    while g.decision.kind != "priority":
        g.answer(g.decision.options[0])  # (payment)
    g.pass_until_resolved()
    g.expect_zone(a1, "graveyard")
    g.expect_zone(a2, "graveyard")
    g.expect_zone(a1b, "battlefield")
