"""Phrases grown in the seventh sitting of issue #24 (compA). Each is read in one place and composes with what
stands next to it; compiler tests (the tree, refusals included) first, then behaviour tests that play the real
cards the phrase made supported in ``Scenario.full()``."""
from __future__ import annotations

import pytest

from manastack.core.errors import ScenarioError
from manastack.engine import support
from manastack.testing import Scenario
from manastack.tree.abilities import Static
from manastack.tree.continuous import ModPT, Restrict
from manastack.tree.effects import (AddCounters, ApplyContinuous, CreateDelayedTrigger, Dig, Draw, GainLife, IfYouDo,
                                    LoseLife, MayCast, MayDo, MayPlay, PayCost, ReflexiveTrigger)
from manastack.tree.refs import (CountersOn, EventAmount, EventObject, Num, Players, Product, RememberedCount,
                                 Target, This)

from .phrase_kit import abilities as _abilities, nodes as _nodes, unread as _unread


# ---------------------------------------------------------------- "for each <kind> counter on it" (122.1)


def test_122_1_for_each_counter_on_it_in_a_dies_trigger_is_the_dying_object():
    ab = _abilities("When ~ dies, draw a card for each -1/-1 counter on it.", types=("Creature",))
    assert _unread(ab) == []
    (d,) = _nodes(ab, Draw)
    assert d.n == CountersOn(EventObject(), "-1/-1")
    assert support.missing(ab) == []


def test_122_1_for_each_counter_on_it_of_self_is_a_static_pt():
    ab = _abilities("~ gets +1/+1 for each oil counter on it.", types=("Creature",))
    (st,) = ab
    assert isinstance(st, Static) and st.affected == This()
    assert st.mods == (ModPT(CountersOn(This(), "oil"), CountersOn(This(), "oil")),)


def test_122_1_for_each_counter_on_it_of_a_group_is_refused():
    """"Each creature you control gets +1/+1 for each +1/+1 counter on it": "it" is each one of them, never the
    source -- refused rather than read as the counters on ~."""
    for text in ("Each creature you control gets +1/+1 for each +1/+1 counter on it.",
                 "Creatures you control get +1/+1 for each +1/+1 counter on it."):
        assert _unread(_abilities(text, types=("Enchantment",)))


def test_122_1_dusk_urchins_draws_a_card_for_each_counter_on_it():
    s = Scenario.full()
    u = s.battlefield(0, "Dusk Urchins", counters={"-1/-1": 2})
    s.hand(0, "Murder")
    s.lands(0, "Swamp", 3)
    g = s.start("main1")
    hand = len(g.zone(0, "hand"))
    g.cast("Murder", target=u)
    g.pass_until_resolved()
    g.expect_zone(u, "graveyard")
    assert len(g.zone(0, "hand")) == hand - 1 + 2


def test_122_1_necrosquito_grows_with_its_oil_counters():
    s = Scenario.full()
    n = s.battlefield(0, "Necrosquito", counters={"oil": 3})
    g = s.start("main1")
    g.expect_pt(n, 3, 3)


# ---------------------------------------------------------------- "can't gain life this turn" (119.7, 611.2)


def test_119_7_players_cant_gain_life_this_turn_is_a_player_restriction_until_end_of_turn():
    ab = _abilities("Your opponents can't gain life this turn.")
    (ac,) = _nodes(ab, ApplyContinuous)
    assert ac.affected == Players("opponents") and ac.mods == (Restrict("cant_gain_life"),)
    assert ac.duration == "end_of_turn"
    assert support.missing(ab) == []


def test_119_7_an_object_cant_gain_life_is_refused():
    assert _unread(_abilities("Target creature can't gain life this turn."))


def test_119_7_atarkas_command_opponent_cant_gain_life_this_turn():
    s = Scenario.full()
    s.hand(0, "Atarka's Command")
    s.lands(0, "Mountain", 1)
    s.lands(0, "Forest", 1)
    s.hand(1, "Healing Salve")
    s.lands(1, "Plains", 1)
    g = s.start("main1")
    g.cast("Atarka's Command", modes=[1, 2])
    g.pass_until_resolved()
    g.expect_life(1, 17)
    g.pass_priority()  # player 1 gets priority after the command resolved
    g.cast("Healing Salve", modes=[1], target=("player", 1))
    g.pass_until_resolved()
    g.expect_life(1, 17)


# ---------------------------------------------------------------- "can't be blocked by <np> this turn" (509.1b)


def test_509_1b_cant_be_blocked_by_this_turn_lasts_until_end_of_turn():
    ab = _abilities("Target creature can't be blocked by creatures with power 2 or less this turn.")
    (ac,) = _nodes(ab, ApplyContinuous)
    assert ac.mods[0].kind == "cant_be_blocked_by" and ac.duration == "end_of_turn"


def test_509_1b_cavern_stomper_cant_be_blocked_by_small_creatures():
    s = Scenario.full()
    st = s.battlefield(0, "Cavern Stomper")
    s.lands(0, "Forest", 4)
    small = s.battlefield(1, "Grizzly Bears")
    g = s.start("main1")
    g.activate(st)
    g.pass_until_resolved()
    g.attack(st)
    with pytest.raises(ScenarioError):  # no block by a power-2 creature is legal
        g.block(st, with_=small)
    g.no_blocks()
    g.pass_until("combat damage")
    g.pass_until_resolved()
    g.expect_life(1, 13)


# ---------------------------------------------------------------- "If the player does / doesn't" (608.2c)


def test_608_2c_if_that_player_does_reads_as_if_they_do():
    ab = _abilities("Target opponent sacrifices a green or white creature of their choice. If that player does, "
                    "they lose 2 life.", types=("Sorcery",))
    assert _unread(ab) == []
    (iyd,) = _nodes(ab, IfYouDo)
    assert isinstance(iyd.effect, LoseLife) and not iyd.negate


def test_608_2c_self_inflicted_wound_loses_life_only_if_a_creature_was_sacrificed():
    s = Scenario.full()
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Self-Inflicted Wound", "Self-Inflicted Wound")
    s.lands(0, "Swamp", 4)
    g = s.start("main1")
    g.cast("Self-Inflicted Wound", target=("player", 1))
    g.pass_until_resolved()
    g.expect_zone(bears, "graveyard")
    g.expect_life(1, 18)
    g.cast("Self-Inflicted Wound", target=("player", 1))
    g.pass_until_resolved()
    g.expect_life(1, 18)  # nothing to sacrifice: no life lost


def _tithe(pays: bool):
    s = Scenario.full()
    s.battlefield(0, "Smothering Tithe")
    s.lands(1, "Plains", 2)
    g = s.start("main1")
    g.pass_until("draw", turn=2)  # 603.2: player 1 draws in their draw step
    for _ in range(10):
        if g.decision.kind == "yes_no":
            break
        g.pass_priority()
    g.choose("yes" if pays else "no")
    g.pass_until_resolved()
    return [o for o in g.zone(0, "battlefield") if g.obj(o).name == "Treasure"]


def test_608_2c_smothering_tithe_if_the_player_doesnt_pay_you_create_a_treasure():
    assert len(_tithe(pays=False)) == 1


def test_608_2c_smothering_tithe_if_the_player_pays_no_treasure():
    assert _tithe(pays=True) == []


# ---------------------------------------------------------------- "one of those cards" ("of them")


def test_701_dig_one_of_those_cards_reads_as_one_of_them():
    ab = _abilities("Look at the top three cards of your library. Put one of those cards into your hand and the "
                    "rest on the bottom of your library in any order.")
    (d,) = _nodes(ab, Dig)
    assert d.take.value == 1 and d.zone == "hand" and d.rest == "bottom_any"


def test_701_dig_orazca_puzzle_door_puts_one_in_hand_and_the_other_in_the_graveyard():
    s = Scenario.full()
    door = s.battlefield(0, "Orazca Puzzle-Door")
    s.lands(0, "Island", 1)
    s.library(0, "Opt", "Shock", "Forest")
    g = s.start("main1")
    g.activate(door)
    g.pass_priority()
    for _ in range(10):
        if g.stack == [] and g.decision.kind == "priority":
            break
        d = g.decision
        if d.kind != "priority":
            g.choose("Opt") if any("Opt" in str(o) for o in g.options()) else g.answer(g.options()[0])
        else:
            g.pass_priority()
    assert g.zone_of("Opt") == "hand" and g.zone_of("Shock") == "graveyard"
    assert g.zone_of("Forest") == "library"


# ---------------------------------------------------------------- "look at / reveal N cards from the top of"


def test_701_look_at_that_many_cards_from_the_top_of_your_library():
    ab = _abilities("Whenever ~ deals combat damage to a player, look at that many cards from the top of your "
                    "library. Put one of them into your hand and the rest into your graveyard.",
                    types=("Creature",))
    assert _unread(ab) == []
    (d,) = _nodes(ab, Dig)
    assert d.n == EventAmount() and d.rest == "graveyard" and not d.reveal


# ---------------------------------------------------------------- delayed triggers written first (603.7)


def test_603_7_delayed_trigger_written_before_the_instructions_inside_a_trigger():
    ab = _abilities("When ~ is put into your graveyard from the battlefield, at the beginning of the next end step, "
                    "you lose 1 life and return ~ to your hand.", types=("Creature",))
    assert _unread(ab) == []
    (d,) = _nodes(ab, CreateDelayedTrigger)
    assert d.trigger.step == "end" and _nodes([d], LoseLife)


def test_603_7_if_you_dont_at_the_beginning_of_the_next_end_step():
    ab = _abilities("Exile target creature you control. You may pay {2}. If you don't, at the beginning of the next "
                    "end step, return that card to the battlefield under its owner's control.")
    assert _unread(ab) == []
    (iyd,) = _nodes(ab, IfYouDo)
    assert iyd.negate and isinstance(iyd.effect, CreateDelayedTrigger)


def test_603_7_at_the_beginning_of_the_next_cleanup_step():
    ab = _abilities("Create three 2/2 white Knight creature tokens. Exile them at the beginning of the next "
                    "cleanup step.")
    (d,) = _nodes(ab, CreateDelayedTrigger)
    assert d.trigger.step == "cleanup"
    assert support.missing(ab) == []


def test_514_3a_waylay_knights_are_exiled_in_the_cleanup_step():
    s = Scenario.full()
    s.hand(0, "Waylay")
    s.lands(0, "Plains", 3)
    g = s.start("main1")
    g.cast("Waylay")
    g.pass_until_resolved()
    knights = [o for o in g.zone(0, "battlefield") if g.obj(o).name.startswith("Knight")]
    assert len(knights) == 3
    g.pass_until("upkeep", turn=2)
    assert [o for o in g.zone(0, "battlefield") if g.obj(o).name.startswith("Knight")] == []


# ---------------------------------------------------------------- "for as long as it remains exiled" (611.2b)


def test_611_2b_you_may_cast_that_card_for_as_long_as_it_remains_exiled():
    ab = _abilities("Exile the top card of your library. You may cast that card for as long as it remains exiled.",
                    types=("Sorcery",))
    (m,) = _nodes(ab, MayCast)
    assert m.duration == "while_exiled"
    assert support.missing(ab) == []


def test_611_2b_for_as_long_as_that_card_remains_exiled_prefix():
    ab = _abilities("Exile the top card of target player's library. For as long as that card remains exiled, you "
                    "may play it.", types=("Sorcery",))
    (m,) = _nodes(ab, MayPlay)
    assert m.duration == "while_exiled"


def test_611_2b_for_as_long_as_it_remains_exiled_with_another_instruction_is_refused():
    ab = _abilities("Exile the top card of your library. For as long as it remains exiled, you may play it if you "
                    "control a Kavu.", types=("Sorcery",))
    assert _unread(ab)


# ---------------------------------------------------------------- energy: "you get six {E}", "pay N {E}", "unless you pay {E}" (107.14)


def test_107_14_you_get_six_energy():
    ab = _abilities("When ~ enters, you get six {E}.", types=("Creature",))
    (a,) = _nodes(ab, AddCounters)
    assert a.kind == "energy" and a.n == Num(6)


def test_107_14_pay_eight_energy_is_a_cost():
    (act,) = _abilities("Pay eight {E}, Sacrifice ~: Draw three cards.", types=("Artifact",))
    assert act.cost.energy == 8 and act.cost.sacrifice_self


def test_107_14_pay_x_energy_is_refused():
    assert _unread(_abilities("Pay X {E}, Sacrifice ~: Draw X cards.", types=("Artifact",)))


def test_118_12_sacrifice_unless_you_pay_energy():
    ab = _abilities("At the beginning of your end step, sacrifice ~ unless you pay {E}{E}.", types=("Creature",))
    (m,) = _nodes(ab, MayDo)
    assert isinstance(m.effect, PayCost) and m.effect.cost.energy == 2 and m.unless


def _hellion_end_step(energy: int, pay: bool):
    s = Scenario.full()
    h = s.battlefield(0, "Lathnu Hellion")
    s.player(0, counters={"energy": energy})
    g = s.start("main1")
    g.pass_until("end", turn=1)
    for _ in range(10):
        if g.decision.kind == "yes_no":
            break
        g.pass_priority()
        if g.zone_of(h) != "battlefield":
            break
    if g.decision.kind == "yes_no":
        g.choose("yes" if pay else "no")
        g.pass_until_resolved()
    return g, h


def test_118_12_lathnu_hellion_stays_when_you_pay_two_energy():
    g, h = _hellion_end_step(3, pay=True)
    g.expect_zone(h, "battlefield")
    assert g.state.players[0].counters.get("energy", 0) == 1


def test_118_12_lathnu_hellion_is_sacrificed_without_enough_energy():
    g, h = _hellion_end_step(1, pay=True)
    g.expect_zone(h, "graveyard")
    assert g.state.players[0].counters.get("energy", 0) == 1


def test_107_14_lathnu_hellion_gives_two_energy_as_it_enters():
    s = Scenario.full()
    s.hand(0, "Lathnu Hellion")
    s.lands(0, "Mountain", 3)
    g = s.start("main1")
    g.cast("Lathnu Hellion")
    g.pass_until_resolved()
    g.pass_until_resolved()
    assert g.state.players[0].counters.get("energy", 0) == 2


# ---------------------------------------------------------------- "for each creature tapped this way" (608.2c)


def test_608_2c_for_each_creature_tapped_this_way_counts_what_the_instruction_before_tapped():
    ab = _abilities("Tap any number of untapped creatures you control. You gain 4 life for each creature tapped "
                    "this way.", types=("Sorcery",))
    assert _unread(ab) == []
    (g,) = _nodes(ab, GainLife)
    assert g.n == Product(Num(4), RememberedCount("tapped"))
    assert support.missing(ab) == []


def test_608_2c_tapped_this_way_after_a_target_or_a_narrower_noun_is_refused():
    assert _unread(_abilities("Tap target creature. You gain 4 life for each creature tapped this way."))
    assert _unread(_abilities("Tap any number of untapped creatures you control. Draw a card for each Gate tapped "
                              "this way."))


def test_608_2c_harmony_of_nature_gains_four_for_each_creature_tapped():
    s = Scenario.full()
    a = s.battlefield(0, "Grizzly Bears")
    b = s.battlefield(0, "Llanowar Elves")
    s.battlefield(0, "Runeclaw Bear", tapped=True)
    s.hand(0, "Harmony of Nature")
    s.lands(0, "Forest", 3)
    g = s.start("main1")
    g.cast("Harmony of Nature")
    g.pass_priority()
    for _ in range(10):
        d = g.decision
        if d.kind == "priority" and not g.stack:
            break
        if d.kind == "priority":
            g.pass_priority()
        else:
            picks = [o for o in d.options if o[0] == "choose"]
            chosen_ok = [o for o in picks if g.obj(o[1]).name in ("Grizzly Bears", "Llanowar Elves")]
            g.answer(chosen_ok[0] if chosen_ok else [o for o in d.options if o[0] == "done"][0])
    assert g.obj(a).tapped and g.obj(b).tapped
    g.expect_life(0, 28)


# ---------------------------------------------------------------- "cast a spell from anywhere other than your hand" (601.2a)


def test_601_2a_cast_from_anywhere_other_than_your_hand_is_a_cast_trigger_with_its_origin():
    (t,) = _abilities("Whenever you cast a spell from anywhere other than your hand, draw a card.",
                      types=("Creature",))
    assert t.trigger.event == "cast" and t.trigger.from_zone == "not_hand"
    assert support.missing((t,)) == []


def _vega(from_graveyard: bool):
    s = Scenario.full()
    s.battlefield(0, "Vega, the Watcher")
    if from_graveyard:
        s.graveyard(0, "Think Twice")
    else:
        s.hand(0, "Think Twice")
    s.lands(0, "Island", 3)
    s.library(0, "Plains", "Forest", "Swamp", "Mountain")
    g = s.start("main1")
    hand = len(g.zone(0, "hand"))
    g.cast("Think Twice", variant="flashback" if from_graveyard else None)  # 702.34a
    g.pass_until_resolved()
    g.pass_until_resolved()
    return len(g.zone(0, "hand")) - hand


def test_601_2a_vega_draws_when_a_spell_is_cast_from_the_graveyard():
    assert _vega(from_graveyard=True) == 2  # Think Twice's draw and Vega's


def test_601_2a_vega_doesnt_draw_for_a_spell_cast_from_the_hand():
    assert _vega(from_graveyard=False) == 0  # Think Twice left the hand, drew one


def _ogre(opponent_hand: tuple):
    s = Scenario.full()
    ogre = s.battlefield(0, "Skullknocker Ogre")
    s.hand(1, *opponent_hand)
    s.library(1, "Plains", "Island")
    g = s.start("main1")
    g.attack(ogre)
    g.no_blocks()
    g.pass_until("combat damage")
    g.pass_until_resolved()
    return g


def test_608_2c_skullknocker_ogre_if_the_player_does_discard_they_draw():
    g = _ogre(("Forest",))
    assert g.zone_of("Forest") == "graveyard"
    assert len(g.zone(1, "hand")) == 1  # drew a replacement


def test_608_2c_skullknocker_ogre_an_empty_hand_discards_nothing_and_draws_nothing():
    g = _ogre(())
    assert len(g.zone(1, "hand")) == 0


# ---------------------------------------------------------------- "When you discard a card this way, ..." (603.12)


def test_603_12_when_you_discard_a_card_this_way_is_a_reflexive_trigger_on_the_discard():
    ab = _abilities("Draw a card, then discard a card. When you discard a card this way, put a +1/+1 counter on "
                    "target creature you control.", types=("Sorcery",))
    assert _unread(ab) == []
    (r,) = _nodes(ab, ReflexiveTrigger)
    assert _nodes([r], AddCounters)


def test_603_12_when_you_discard_this_way_refused_after_an_unless_a_narrower_card_or_naming_the_card():
    for text in ("At the beginning of your upkeep, sacrifice ~ unless you discard a card. When you discard a card "
                 "this way, destroy target nonland permanent an opponent controls.",
                 "Discard a card, then draw a card. When you discard a nonland card this way, ~ deals 3 damage to "
                 "target creature.",
                 "{2}: Draw a card, then discard a card. When you discard a card this way, target player mills cards "
                 "equal to its mana value."):
        assert _unread(_abilities(text, types=("Creature",))), text


def test_603_12_talions_messenger_puts_a_counter_after_the_discard():
    s = Scenario.full()
    m = s.battlefield(0, "Talion's Messenger")
    s.library(0, "Island", "Forest")
    g = s.start("main1")
    g.attack(m)
    for _ in range(15):
        d = g.decision
        if g.obj(m).counters.get("+1/+1"):
            break
        if d.kind == "target":
            g.choose(m)
        elif d.kind == "priority":
            g.pass_priority()
        else:
            g.answer(d.options[0])
    assert g.obj(m).counters.get("+1/+1") == 1
    assert g.zone_of("Island") == "graveyard"


# ---------------------------------------------------------------- "Its activated abilities can't be activated this turn" (602.5)


def test_602_5_its_activated_abilities_cant_be_activated_this_turn():
    ab = _abilities("{T}, Pay {E}: Tap target creature or planeswalker. Its activated abilities can't be activated "
                    "this turn.", types=("Artifact",))
    (ac,) = _nodes(ab, ApplyContinuous)
    assert ac.affected == Target(0) and ac.mods == (Restrict("cant_activate"),) and ac.duration == "end_of_turn"
    assert support.missing(ab) == []


def test_602_5_deadlock_trap_stops_a_tapped_creatures_abilities_this_turn():
    s = Scenario.full()
    trap = s.battlefield(0, "Deadlock Trap")
    s.player(0, counters={"energy": 1})
    husk = s.battlefield(1, "Nantuko Husk")
    s.battlefield(1, "Bloodthrone Vampire")
    s.battlefield(1, "Grizzly Bears")
    g = s.start("main1")
    g.activate(trap, target=husk)
    g.pass_until_resolved()
    assert g.obj(husk).tapped
    g.pass_priority()  # player 1 gets priority
    opts = [g.game.describe(o) for o in g.decision.options]
    assert any("Bloodthrone Vampire" in o for o in opts)  # another creature's ability may still be activated
    assert not any("Nantuko Husk" in o for o in opts)
