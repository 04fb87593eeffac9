"""603.2c: "An ability triggers only once each time its trigger event occurs." A trigger written "Whenever one or
more <objects> ..." is one event however many objects it involves at once (the objects one spell puts onto the
battlefield or destroys, the cards discarded or milled together, the combat damage of one step, the attackers
declared together); a trigger written "Whenever a <object> ..." triggers once per object (603.2c's example)."""
from __future__ import annotations

from manastack.cards.face import Card, CardFace
from manastack.oracle import compile_card
from manastack.oracle.render import render_ability
from manastack.testing import Scenario
from manastack.tree.abilities import Triggered


def abilities(text: str, types: tuple):
    name = "One Or More Test " + str(abs(hash(text)))
    face = CardFace(name, types=types, text=text, type_line=" ".join(types))
    return compile_card(Card(name, "normal", (face,))).abilities


def _settle(g, answer=lambda d: d.options[0]):
    g.settle(answer)


def _count(g, name):
    return sum(1 for i in g.state.battlefield if g._name(i) == name)


def _combat(g, *attackers):
    g.attack(*attackers)
    g.no_blocks()
    for _ in range(60):
        d = g.decision
        if g.state.step in ("main2", "end") and d.kind == "priority" and not g.stack:
            return
        if d.kind == "priority":
            g.pass_priority()
        else:
            g.answer(("yes",) if ("yes",) in d.options else d.options[0])
    raise AssertionError(g.board())


def test_603_2c_compiler_marks_one_or_more_triggers_and_only_those():
    """The compiler reads "one or more" in the trigger's subject and keeps it: batched, rendered back as written;
    "a creature" isn't batched."""
    (a,) = abilities("Whenever one or more creatures you control deal combat damage to a player, draw a card.",
                     ("Enchantment",))
    (b,) = abilities("Whenever a creature you control deals combat damage to a player, draw a card.", ("Enchantment",))
    assert isinstance(a, Triggered) and a.trigger.batched
    assert isinstance(b, Triggered) and not b.trigger.batched
    assert "one or more" in render_ability(a, "~").lower()


def test_603_2c_one_or_more_creatures_deal_combat_damage_one_trigger_510_2():
    """510.2: two creatures' combat damage to the opponent is dealt at once — Ongoing Investigation ("Whenever one
    or more creatures you control deal combat damage to a player, investigate") makes one Clue."""
    s = Scenario.full()
    s.battlefield(0, "Ongoing Investigation")
    a, b = s.battlefield(0, "Grizzly Bears"), s.battlefield(0, "Hill Giant")
    g = s.start("main1")
    _combat(g, a, b)
    g.expect_life(1, 15)
    assert _count(g, "Clue") == 1, g.board()


def test_603_2c_first_strike_and_regular_damage_are_two_events_510_4():
    """510.4: with a first striker, combat damage is dealt in two steps — two events, two Clues."""
    s = Scenario.full()
    s.battlefield(0, "Ongoing Investigation")
    a = s.battlefield(0, "Grizzly Bears")
    b = s.battlefield(0, "Youthful Knight")  # first strike
    g = s.start("main1")
    _combat(g, a, b)
    assert _count(g, "Clue") == 2, g.board()


def test_603_2c_a_creature_deals_combat_damage_triggers_per_creature():
    """603.2c's own case: "Whenever a creature you control deals combat damage to an opponent" (Coastal Piracy)
    triggers once for each creature — two cards drawn."""
    s = Scenario.full()
    s.battlefield(0, "Coastal Piracy")
    a, b = s.battlefield(0, "Grizzly Bears"), s.battlefield(0, "Hill Giant")
    s.library(0, "Island", "Island", "Island")
    g = s.start("main1")
    _combat(g, a, b)
    assert len(g.zone(0, "hand")) == 2, g.board()


def test_603_2c_one_or_more_artifacts_enter_one_trigger_that_much_is_their_number():
    """Brass's Bounty makes seven Treasures at once: Ingenious Artillerist ("Whenever one or more artifacts you
    control enter, ~ deals that much damage to each opponent") triggers once and deals 7."""
    s = Scenario.full()
    s.battlefield(0, "Ingenious Artillerist")
    s.hand(0, "Brass's Bounty")
    s.lands(0, "Mountain", 7)
    g = s.start("main1")
    g.cast("Brass's Bounty")
    g.pass_priority()
    g.pass_priority()
    assert _count(g, "Treasure") == 7
    assert len(g.stack) == 1, g.board()
    _settle(g)
    g.expect_life(1, 13)


def test_603_2c_cards_discarded_together_are_one_event_701_9():
    """Faithless Looting discards two cards at once: Magmakin Artillerist ("Whenever you discard one or more
    cards, ~ deals that much damage to each opponent") triggers once, for 2."""
    s = Scenario.full()
    s.battlefield(0, "Magmakin Artillerist")
    s.hand(0, "Faithless Looting", "Forest", "Plains")
    s.library(0, "Island", "Island")
    s.lands(0, "Mountain", 1)
    g = s.start("main1")
    g.cast("Faithless Looting")
    _settle(g, answer=lambda d: next((o for o in d.options if len(o) > 1 and g._name(o[1]) in ("Forest", "Plains")),
                                     d.options[0]))
    assert sorted(g.zone(0, "graveyard")) == ["Faithless Looting", "Forest", "Plains"]
    g.expect_life(1, 18)


def test_603_2c_creatures_destroyed_at_once_one_trigger_and_one_each_time_apart():
    """Day of Judgment destroys three creatures at once: Chainsaw ("Whenever one or more creatures die, put a
    rev counter on ~") gets one counter; a Lightning Bolt killing one creature afterwards is a second event."""
    s = Scenario.full()
    saw = s.battlefield(0, "Chainsaw")
    s.battlefield(0, "Grizzly Bears")
    s.battlefield(1, "Hill Giant")
    s.battlefield(1, "Elite Vanguard")
    s.hand(0, "Day of Judgment")
    s.lands(0, "Plains", 4)
    g = s.start("main1")
    g.cast("Day of Judgment")
    _settle(g)
    assert len(g.state.graveyard[0]) + len(g.state.graveyard[1]) == 4  # three creatures and the spell
    assert g.obj(saw).counters.get("rev", 0) == 1, g.board()


def test_603_2c_one_or_more_halflings_attack_a_player_once_per_player_508_1():
    """Meriadoc Brandybuck: two Halflings attacking the same player — one Food; in a three-player game, one
    Halfling attacking each opponent — a Food for each player attacked."""
    s = Scenario.full()
    s.battlefield(0, "Meriadoc Brandybuck")
    h1, h2 = s.battlefield(0, "Delighted Halfling"), s.battlefield(0, "Delighted Halfling")
    g = s.start("main1")
    g.attack(h1, h2)
    _settle(g)
    assert _count(g, "Food") == 1, g.board()
    s = Scenario.full(players=3)
    s.battlefield(0, "Meriadoc Brandybuck")
    h1, h2 = s.battlefield(0, "Delighted Halfling"), s.battlefield(0, "Delighted Halfling")
    g = s.start("main1")
    g.attack((h1, "Player 2"), (h2, "Player 3"))
    _settle(g)
    assert _count(g, "Food") == 2, g.board()
