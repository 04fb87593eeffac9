"""Phrases grown in the seventh sitting of issue #24 (helper compB): the phrases that kept Standard and Pioneer
cards from compiling. Each is read in one place and composes with what stands next to it; compiler tests (the
tree, refusals included) first, then behaviour tests that play real cards in ``Scenario.full()``."""
from __future__ import annotations

from manastack.testing import Scenario
from manastack.tree.effects import Search

from .phrase_kit import abilities as _abilities, nodes as _nodes, unread as _unread


# ------------------------------------------- "search your library and/or graveyard for ..." (701.23, 201.2)


def test_701_23_search_library_and_or_graveyard_reads_a_name_with_a_comma():
    ab = _abilities("You may search your library and/or graveyard for a card named Liliana, Death Mage, reveal it, "
                    "and put it into your hand. If you search your library this way, shuffle.")
    assert _unread(ab) == []
    (s,) = _nodes(ab, Search)
    assert s.graveyard == "either" and s.reveal and s.zone == "hand"
    assert s.filter.name == "Liliana, Death Mage"


def test_201_2_name_with_the_and_a_possessive_after_named():
    ab = _abilities("Search your library and graveyard for a card named Nissa, Nature's Artisan, reveal it, "
                    "put it into your hand, then shuffle.")
    assert _unread(ab) == []
    (s,) = _nodes(ab, Search)
    assert s.graveyard == "both" and s.filter.name == "Nissa, Nature's Artisan"
    ab = _abilities("Search your library and/or graveyard for a card named Nicol Bolas, the Deceiver, reveal it, "
                    "then put it into your hand. If you searched your library this way, shuffle.")
    assert _unread(ab) == []
    assert _nodes(ab, Search)[0].filter.name == "Nicol Bolas, the Deceiver"


def test_701_23_search_library_and_or_graveyard_composes_with_any_noun_phrase():
    ab = _abilities("Search your library and/or graveyard for a creature card with mana value 3 or less and put it "
                    "onto the battlefield. If you search your library this way, shuffle.", types=("Sorcery",))
    assert _unread(ab) == []
    (s,) = _nodes(ab, Search)
    assert s.graveyard == "either" and s.zone == "battlefield" and s.filter.types == ("Creature",)


def test_701_23_search_another_players_library_and_graveyard_is_refused():
    ab = _abilities("Search target opponent's library and graveyard for a card and exile it.")
    assert _unread(ab)


def _scorn_game():
    s = Scenario.full()
    s.hand(0, "Liliana's Scorn")
    s.lands(0, "Swamp", 5)
    bears = s.battlefield(1, "Grizzly Bears")
    s.graveyard(0, "Liliana, Death Mage")
    s.library(0, "Liliana, Death Mage", "Forest", "Plains", "Island", "Mountain", "Swamp")
    g = s.start("main1")
    g.cast("Liliana's Scorn", target=bears)
    g.pass_priority(2)
    g.check(g.decision.kind == "yes_no", "you may search")
    g.answer(("yes",))
    return g, bears


def test_701_23_lilianas_scorn_finds_the_card_in_the_graveyard_without_shuffling():
    g, bears = _scorn_game()
    g.expect_zone(bears, "graveyard")
    before = g.zone(0, "library")
    m = g.mark()
    g.check(g.decision.kind == "yes_no", "search the library too, or only the graveyard")
    g.answer(("no",))
    opts = g.decision.options
    g.check(all(g.zone_of(o[1]) == "graveyard" for o in opts if o[0] == "choose"), f"graveyard only: {opts}")
    g.answer(next(o for o in opts if o[0] == "choose"))
    g.check(g.zone(0, "hand") == ["Liliana, Death Mage"], f"hand: {g.zone(0, 'hand')}")
    g.check(g.zone(0, "graveyard") == ["Liliana's Scorn"], f"graveyard: {g.zone(0, 'graveyard')}")
    g.check(g.zone(0, "library") == before and not g.events_since(m, "shuffle"), "the library wasn't searched")


def test_701_23_lilianas_scorn_searching_the_library_too_offers_both_and_shuffles():
    g, _ = _scorn_game()
    m = g.mark()
    g.answer(("yes",))
    zones = sorted(g.zone_of(o[1]) for o in g.decision.options if o[0] == "choose")
    g.check(zones == ["graveyard", "library"], f"a Liliana in each zone is offered: {zones}")
    g.answer(next(o for o in g.decision.options if o[0] == "choose" and g.zone_of(o[1]) == "library"))
    g.check(g.zone(0, "hand") == ["Liliana, Death Mage"], f"hand: {g.zone(0, 'hand')}")
    g.check("Liliana, Death Mage" in g.zone(0, "graveyard"), "the other copy stays in the graveyard")
    g.check(len(g.events_since(m, "shuffle")) == 1, "the searched library is shuffled")


# ------------------------------------ "deals combat damage to a player or planeswalker" (120.3, 306.7, 510.2)


def test_510_2_combat_damage_to_a_player_or_planeswalker_trigger():
    from manastack.tree.abilities import Triggered
    ab = _abilities("Whenever ~ deals combat damage to a player or planeswalker, draw a card.", types=("Creature",))
    assert _unread(ab) == []
    (t,) = _nodes(ab, Triggered)
    assert t.trigger.event == "deals_combat_damage" and t.trigger.to == "player_or_planeswalker"


def test_510_2_damage_to_a_planeswalker_that_planeswalker_is_the_one_dealt_damage():
    from manastack.tree.refs import EventObject
    from manastack.tree.effects import Destroy
    ab = _abilities("Whenever ~ deals damage to a planeswalker, destroy that planeswalker.", types=("Creature",))
    assert _unread(ab) == []
    (d,) = _nodes(ab, Destroy)
    assert d.what == EventObject(role="target")


def test_510_2_that_player_after_damage_to_a_player_or_planeswalker_is_refused():
    for text in ("Whenever ~ deals combat damage to a player or planeswalker, that player discards a card.",
                 "Whenever ~ deals combat damage to a player or planeswalker, destroy target creature that player "
                 "controls."):
        assert _unread(_abilities(text, types=("Creature",))), text


def _butcher_attacks(defender):
    s = Scenario.full()
    butcher = s.battlefield(0, "Dreadhorde Butcher")
    s.battlefield(1, "Jace Beleren", counters={"loyalty": 5})
    g = s.start("main1")
    g.pass_until("declare_attackers")
    g.attack(butcher, defender=defender)
    g.pass_until_resolved()
    g.no_blocks()
    g.pass_until("end_of_combat")
    return g, butcher


def test_510_2_dreadhorde_butcher_grows_after_combat_damage_to_a_planeswalker():
    g, butcher = _butcher_attacks("Jace Beleren")
    g.check(g.obj(butcher).counters.get("+1/+1") == 1, f"counters: {g.obj(butcher).counters}")
    g.check(g.life(1) == 20, "the planeswalker was dealt the damage")


def test_510_2_dreadhorde_butcher_grows_after_combat_damage_to_a_player():
    g, butcher = _butcher_attacks(1)
    g.check(g.obj(butcher).counters.get("+1/+1") == 1, f"counters: {g.obj(butcher).counters}")
    g.check(g.life(1) == 19, "the player was dealt the damage")


# ----------------------------------------------------------------- "When ~ enters untapped" (603.2, 603.6a)


def test_603_6a_enters_untapped_is_an_enters_trigger_with_the_entered_state():
    from manastack.tree.abilities import Matches, Triggered
    from manastack.tree.filters import Filter
    from manastack.tree.refs import EventObject
    ab = _abilities("When ~ enters untapped, draw a card.", types=("Land",))
    assert _unread(ab) == []
    (t,) = _nodes(ab, Triggered)
    assert t.trigger.event == "enters" and t.trigger.condition == Matches(EventObject(), Filter(tapped=False))


def _sanctuary(islands):
    s = Scenario.full()
    s.hand(0, "Mystic Sanctuary")
    s.lands(0, "Island", islands)
    s.graveyard(0, "Opt")
    s.library(0, "Forest", "Plains")
    g = s.start("main1")
    g.play("Mystic Sanctuary")
    return g


def test_603_6a_mystic_sanctuary_entering_untapped_returns_an_instant_to_the_top():
    g = _sanctuary(3)
    g.check(not g.obj("Mystic Sanctuary", "battlefield").tapped, "three other Islands: it enters untapped")
    g.check(g.decision.kind == "target", "the trigger asks for its target")
    g.choose("Opt")
    g.pass_priority(2)
    g.choose("yes")
    g.check(g.state.library[0][-1] == g.find("Opt"), f"Opt went on top of the library: {g.zone(0, 'library')}")
    g.check(g.zone(0, "graveyard") == [], "the graveyard is empty")


def test_603_6a_mystic_sanctuary_entering_tapped_does_not_trigger():
    g = _sanctuary(2)
    g.check(g.obj("Mystic Sanctuary", "battlefield").tapped, "two other Islands: it enters tapped")
    g.check(g.stack == [] and g.decision.kind == "priority", f"nothing triggered: {g.stack}")
    g.check(g.zone(0, "graveyard") == ["Opt"], "Opt stays in the graveyard")


# --------------------------------------------------------- "Whenever you cast a kicked spell" (702.33d, 601.2i)


def test_702_33d_cast_a_kicked_spell_trigger():
    from manastack.tree.abilities import IsTrue, Triggered
    from manastack.tree.refs import EventObject
    ab = _abilities("Whenever you cast a kicked spell, you gain 2 life.", types=("Creature",))
    assert _unread(ab) == []
    (t,) = _nodes(ab, Triggered)
    assert t.trigger.event == "cast" and t.trigger.whose == "you"
    assert t.trigger.condition == IsTrue("kicked", EventObject())


def _familiar(kicked):
    s = Scenario.full()
    s.battlefield(0, "Lullmage's Familiar")
    s.hand(0, "Burst Lightning")
    s.lands(0, "Mountain", 5)
    g = s.start("main1")
    g.cast("Burst Lightning", target=("player", 1), kicked=kicked)
    g.pass_until_resolved()
    return g


def test_702_33d_lullmages_familiar_gains_life_for_a_kicked_spell():
    g = _familiar(True)
    g.check(g.life(0) == 22, f"gained 2 life: {g.life(0)}")
    g.check(g.life(1) == 16, "Burst Lightning was kicked (4 damage)")


def test_702_33d_lullmages_familiar_ignores_a_spell_cast_without_kicker():
    g = _familiar(False)
    g.check(g.life(0) == 20, f"no life gained: {g.life(0)}")
    g.check(g.life(1) == 18, "Burst Lightning wasn't kicked (2 damage)")


# ------------------------------------------------------------------- "Exert ~" as a cost (701.43a, 602.2b)


def test_701_43a_exert_self_is_a_cost():
    from manastack.tree.abilities import Activated
    ab = _abilities("{1}, {T}, Exert ~: Untap two target lands.", types=("Creature",))
    assert _unread(ab) == []
    (a,) = _nodes(ab, Activated)
    assert a.cost.exert_self and a.cost.tap


def test_701_43a_exerting_another_permanent_as_a_cost_is_refused():
    assert _unread(_abilities("{1}, Exert target creature you control: Draw a card.", types=("Creature",)))


def _hope_tender(index):
    s = Scenario.full()
    tender = s.battlefield(0, "Hope Tender")
    forests = s.lands(0, "Forest", 3, tapped=True)
    s.lands(0, "Plains", 1)
    g = s.start("main1")
    g.activate(tender, index=index, targets=forests[:2] if index == 1 else [forests[0]])
    g.pass_until_resolved()
    return g, tender, forests


def test_701_43a_hope_tender_exerted_doesnt_untap_during_the_next_untap_step():
    g, tender, forests = _hope_tender(1)
    g.check([g.obj(f).tapped for f in forests] == [False, False, True], "two target lands untapped")
    g.pass_until("main1", turn=3)
    g.check(g.obj(tender).tapped, "exerted: Hope Tender didn't untap during its controller's next untap step")
    g.pass_until("main1", turn=5)
    g.check(not g.obj(tender).tapped, "it untaps during the untap step after that")


def test_701_43a_hope_tender_not_exerted_untaps_as_usual():
    g, tender, forests = _hope_tender(0)
    g.check(not g.obj(forests[0]).tapped, "the target land untapped")
    g.pass_until("main1", turn=3)
    g.check(not g.obj(tender).tapped, "the other ability has no exert cost: it untaps")


# ------------------------- "discard up to N / any number of cards, then draw that many cards" (701.9, 608.2c)


def test_701_9_discard_up_to_then_draw_that_many_counts_the_discarded_cards():
    from manastack.tree.effects import Discard, Draw
    from manastack.tree.refs import Num, RememberedCount
    for text, types in (("When ~ enters, discard up to two cards, then draw that many cards.", ("Creature",)),
                        ("Discard any number of cards, then draw that many cards.", ("Sorcery",))):
        ab = _abilities(text, types=types)
        assert _unread(ab) == [], text
        (d,) = _nodes(ab, Discard)
        assert d.up_to and d.n in (Num(2), Num(999))
        (dr,) = _nodes(ab, Draw)
        assert dr.n == RememberedCount("discarded"), "that many: the cards discarded, not the trigger's amount"


def _augur(discards):
    s = Scenario.full()
    s.hand(0, "Kinetic Augur", "Forest", "Plains")
    s.lands(0, "Mountain", 4)
    s.library(0, "Island", "Swamp", "Mountain")
    g = s.start("main1")
    g.cast("Kinetic Augur")
    g.pass_until_resolved()  # the creature spell resolves; its enters trigger goes on the stack
    g.pass_until_resolved()
    for name in discards:
        g.check(g.decision.kind == "discard", f"choose what to discard: {g.decision}")
        g.choose(name)
    if len(discards) < 2:
        g.choose("done")
    return g


def test_701_9_kinetic_augur_discards_one_of_two_and_draws_one():
    g = _augur(["Forest"])
    g.check(sorted(g.zone(0, "graveyard")) == ["Forest"], f"graveyard: {g.zone(0, 'graveyard')}")
    g.check(sorted(g.zone(0, "hand")) == ["Island", "Plains"], f"drew one card: {g.zone(0, 'hand')}")


def test_701_9_kinetic_augur_may_discard_nothing_and_draw_nothing():
    g = _augur([])
    g.check(sorted(g.zone(0, "hand")) == ["Forest", "Plains"], f"hand unchanged: {g.zone(0, 'hand')}")
    g.check(g.zone(0, "graveyard") == [], "nothing discarded")


def test_701_9_kinetic_augur_discards_two_and_draws_two():
    g = _augur(["Forest", "Plains"])
    g.check(sorted(g.zone(0, "hand")) == ["Island", "Swamp"], f"drew two cards: {g.zone(0, 'hand')}")


# ------------------- "you may put a <card> from among the cards milled this way into your hand" (701.17, 608.2c)


def test_608_2c_put_from_among_the_cards_milled_this_way():
    from manastack.tree.effects import ChooseAndDo
    ab = _abilities("Mill three cards. You may put a land card from among the cards milled this way into your hand.",
                    types=("Sorcery",))
    assert _unread(ab) == []
    (ch,) = _nodes(ab, ChooseAndDo)
    assert ch.up_to and ch.filter.remembered == "milled" and ch.filter.types == ("Land",)


def _gigamole():
    s = Scenario.full()
    s.hand(0, "Ravenous Gigamole")
    s.lands(0, "Swamp", 4)
    s.graveyard(0, "Hill Giant")
    s.library(0, "Grizzly Bears", "Forest", "Opt", "Plains")
    g = s.start("main1")
    g.cast("Ravenous Gigamole")
    g.pass_until_resolved()
    g.pass_until_resolved()
    g.check(g.decision.kind == "choose_cards", f"choose among the milled cards: {g.decision}")
    offered = sorted(g._name(o[1]) for o in g.decision.options if o[0] == "choose")
    g.check(offered == ["Grizzly Bears"], f"only the creature card milled this way is offered: {offered}")
    return g


def test_608_2c_ravenous_gigamole_returns_a_milled_creature_card():
    g = _gigamole()
    g.choose("Grizzly Bears")
    g.check(g.zone(0, "hand") == ["Grizzly Bears"], f"hand: {g.zone(0, 'hand')}")
    g.check(not g.obj("Ravenous Gigamole", "battlefield").counters.get("+1/+1"), "no counter: a card was put")


def test_608_2c_ravenous_gigamole_declining_puts_a_counter_on_it():
    g = _gigamole()
    g.choose("done")
    g.check(g.zone(0, "hand") == [], f"hand: {g.zone(0, 'hand')}")
    g.check(g.obj("Ravenous Gigamole", "battlefield").counters.get("+1/+1") == 1, "If you don't: a +1/+1 counter")


# ------------ "the total number of <cards> you own in exile and in your graveyard" (404, 406, 107.1)


def test_406_total_number_of_cards_you_own_in_exile_and_in_your_graveyard():
    from manastack.tree.refs import CountOf, Sum
    ab = _abilities("~ deals damage to target creature equal to the total number of instant and sorcery cards you "
                    "own in exile and in your graveyard.")
    assert _unread(ab) == []
    (s,) = _nodes(ab, Sum)
    assert [p.filter.zone for p in s.parts] == ["exile", "graveyard"]
    assert all(isinstance(p, CountOf) and p.filter.owner == "you" for p in s.parts)


def test_406_the_total_number_with_another_player_is_refused():
    assert _unread(_abilities("~ deals damage to target creature equal to the total number of instant cards an "
                              "opponent controls in exile and in your graveyard."))


def test_406_beacon_bolt_counts_your_instants_and_sorceries_in_exile_and_graveyard():
    s = Scenario.full()
    s.hand(0, "Beacon Bolt")
    s.lands(0, "Island", 2)
    s.lands(0, "Mountain", 1)
    s.graveyard(0, "Opt", "Grizzly Bears")
    s.exile(0, "Divination")
    s.graveyard(1, "Shock")
    giant = s.battlefield(1, "Hill Giant")
    g = s.start("main1")
    g.cast("Beacon Bolt", target=giant)
    g.pass_until_resolved()
    g.check(g.obj(giant).damage == 2, f"Opt (graveyard) + Divination (exile); not the opponent's Shock nor a creature "
                                      f"card: {g.obj(giant).damage}")


def test_701_9_each_player_discards_then_draws_that_many_is_refused():
    # each player's own count: one remembered total would make every player draw everyone's discards
    assert _unread(_abilities("Each player discards any number of cards, then draws that many cards."))


def test_608_2c_that_many_twice_after_a_discard_in_a_trigger_is_the_discarded_count_both_times():
    from manastack.tree.refs import EventAmount, RememberedCount
    ab = _abilities("When ~ enters, you may discard any number of land cards. Put that many +1/+1 counters on ~ "
                    "and draw that many cards.", types=("Creature",))
    assert _unread(ab) == []
    assert not _nodes(ab, EventAmount), "no trigger amount: an enters event has none"
    assert len([n for n in _nodes(ab, RememberedCount) if n.key == "discarded"]) == 2


# ------------------------------ "When ~ dies or is put into exile (from the battlefield)" (700.4, 603.6c, 603.10a)


def test_603_6c_dies_or_is_put_into_exile_is_two_leave_triggers():
    from manastack.tree.abilities import Triggered
    ab = _abilities("When ~ dies or is put into exile from the battlefield, return it to its owner's hand.",
                    types=("Creature",))
    assert _unread(ab) == []
    events = sorted((t.trigger.event, t.trigger.to_zone) for t in _nodes(ab, Triggered))
    assert events == [("dies", None), ("leaves", "exile")]


def test_603_6c_enchanted_permanent_dies_or_is_put_into_exile_is_refused():
    assert _unread(_abilities("When enchanted creature dies or is put into exile, return that card to the "
                              "battlefield under your control.", types=("Enchantment",)))


def _intervention(removal):
    s = Scenario.full()
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Ashnod's Intervention", removal)
    s.lands(0, "Swamp", 1)
    s.lands(0, "Plains", 1)
    s.lands(0, "Mountain", 1)
    g = s.start("main1")
    g.cast("Ashnod's Intervention", target=bears)
    g.pass_until_resolved()
    g.cast(removal, target=bears)
    g.pass_until_resolved()
    g.pass_until_resolved()
    return g


def test_603_6c_ashnods_intervention_returns_the_creature_after_exile():
    g = _intervention("Swords to Plowshares")
    g.check("Grizzly Bears" in g.zone(0, "hand"), f"exiled from the battlefield: back to hand {g.zone(0, 'hand')}")


def test_603_6c_ashnods_intervention_returns_the_creature_after_it_dies():
    g = _intervention("Shock")
    g.check("Grizzly Bears" in g.zone(0, "hand"), f"died: back to hand {g.zone(0, 'hand')}")
