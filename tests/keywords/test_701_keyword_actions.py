"""Keyword actions: double counters (701.10e), populate (701.36), goad (701.15), with real cards."""
from __future__ import annotations

import pytest

from manastack.core.errors import ScenarioError
from manastack.testing import Scenario


def test_701_10e_double_counters_on_each_creature():
    """701.10e: Kalonian Hydra attacks: "double the number of +1/+1 counters on each creature you control" --
    the Hydra's 4 become 8 and Grizzly Bears' 1 becomes 2; an opponent's creature isn't touched."""
    s = Scenario.full()
    s.battlefield(0, "Kalonian Hydra", counters={"+1/+1": 4})
    s.battlefield(0, "Grizzly Bears", counters={"+1/+1": 1})
    theirs = s.battlefield(1, "Hill Giant", counters={"+1/+1": 1})
    g = s.start("main1")
    g.attack("Kalonian Hydra")
    g.pass_until_resolved()
    assert g.obj("Kalonian Hydra").counters.get("+1/+1") == 8
    assert g.obj("Grizzly Bears").counters.get("+1/+1") == 2
    assert g.obj(theirs).counters.get("+1/+1") == 1


def test_701_36a_populate_copies_a_creature_token():
    """701.36a: Druid's Deliverance populates: its caster chooses a creature token they control (a Grizzly Bears
    token, not the nontoken Hill Giant) and creates a copy of it."""
    s = Scenario.full()
    s.battlefield(0, "Grizzly Bears", token=True)
    s.battlefield(0, "Hill Giant")
    s.hand(0, "Druid's Deliverance")
    s.lands(0, "Forest", 2)
    g = s.start("main1")
    g.cast("Druid's Deliverance")
    g.pass_until_resolved()
    bears = [o for o in g.state.battlefield if g._name(o) == "Grizzly Bears"]
    assert len(bears) == 2 and all(g.state.objects[o].kind == "token" for o in bears)
    assert len([o for o in g.state.battlefield if g._name(o) == "Hill Giant"]) == 1


def test_701_36a_populate_asks_which_token():
    """701.36a: with two creature tokens, the populating player chooses which one to copy."""
    s = Scenario.full()
    s.battlefield(0, "Grizzly Bears", token=True)
    giant = s.battlefield(0, "Hill Giant", token=True)
    s.hand(0, "Druid's Deliverance")
    s.lands(0, "Forest", 2)
    g = s.start("main1")
    g.cast("Druid's Deliverance")
    g.pass_until_resolved()
    assert g.decision.kind == "choose_cards"
    g.choose(g.find(giant))
    g.pass_until_resolved()
    assert len([o for o in g.state.battlefield if g._name(o) == "Hill Giant"]) == 2
    assert len([o for o in g.state.battlefield if g._name(o) == "Grizzly Bears"]) == 1


def test_701_36b_populate_without_a_creature_token_does_nothing():
    """701.36b: controlling no creature token, populating creates nothing."""
    s = Scenario.full()
    s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Druid's Deliverance")
    s.lands(0, "Forest", 2)
    g = s.start("main1")
    g.cast("Druid's Deliverance")
    g.pass_until_resolved()
    assert len([o for o in g.state.battlefield if g._name(o) == "Grizzly Bears"]) == 1


def _goaded_game():
    """Player 0 casts Disrupt Decorum ("Goad all creatures you don't control"); then it's player 1's turn."""
    s = Scenario.full(players=3)
    s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Disrupt Decorum")
    s.lands(0, "Mountain", 4)
    g = s.start("main1")
    g.cast("Disrupt Decorum")
    g.pass_until_resolved()
    g.pass_until("declare attackers", turn=2)
    return g


def test_701_15b_goaded_creature_must_attack():
    """701.15b: a goaded creature attacks each combat if able: declaring no attackers is refused."""
    g = _goaded_game()
    assert g.decision.kind == "attackers"
    with pytest.raises(ScenarioError):
        g.answer(("done",))


def test_701_15b_goaded_creature_attacks_a_player_other_than_the_goader():
    """701.15b: it attacks a player other than the goading player if able: attacking player 0 is refused,
    attacking player 2 is legal."""
    g = _goaded_game()
    bears = g.find("Grizzly Bears")
    g.answer(("attack", bears, -1))  # at player 0, the goader
    with pytest.raises(ScenarioError):
        g.answer(("done",))
    g.answer(("remove", bears))
    g.attack("Grizzly Bears", defender=2)
    g.no_blocks()
    g.pass_until("end of combat", turn=2)
    g.expect_life(2, 18)
    g.expect_life(0, 20)


def test_701_15a_goad_ends_at_the_goaders_next_turn():
    """701.15a: the creature is goaded until the goading player's next turn: on turn 4 (player 0's turn has come
    again) player 1 may attack nobody."""
    g = _goaded_game()
    g.attack("Grizzly Bears", defender=2)
    g.pass_until("declare attackers", turn=5)
    assert g.state.active == 1
    g.answer(("done",))


def test_701_keyword_action_cards_are_supported(supported):
    supported("Kalonian Hydra", "Druid's Deliverance", "Disrupt Decorum", "Coveted Peacock", "Geological Appraiser",
              "Buried Treasure", "Pop Quiz", "Eyetwitch", "Azorius Arrester",
              "Camera Launcher", "Hog-Monkey")


def _appraiser(answer):
    s = Scenario.full()
    s.hand(0, "Geological Appraiser")
    s.lands(0, "Mountain", 4)
    forest, giant, _bears = s.library(0, "Forest", "Hill Giant", "Grizzly Bears")
    g = s.start("main1")
    g.cast("Geological Appraiser")
    g.pass_until_resolved()  # the creature, then its discover 3 trigger asks
    assert g.decision is not None and g.decision.kind == "yes_no", g.decision
    g.answer((answer,))
    g.pass_until_resolved()
    return g, forest, giant


def test_701_57a_discover_casts_the_card_free():
    """701.57a: Geological Appraiser's discover 3 exiles Forest (a land), Hill Giant (mana value 4) and then Grizzly
    Bears, the first nonland card with mana value 3 or less, which is cast without paying its mana cost; the other
    exiled cards go to the bottom of the library."""
    g, forest, giant = _appraiser("yes")
    bears = [i for i in g.state.battlefield if g._name(i) == "Grizzly Bears"]
    assert len(bears) == 1
    lib = g.state.library[0]
    assert {g._name(i) for i in lib[:2]} == {"Forest", "Hill Giant"}


def test_701_57a_discover_card_not_cast_goes_to_hand():
    """701.57a: "If you don't cast it, put that card into your hand"."""
    g, forest, giant = _appraiser("hand")
    assert "Grizzly Bears" in g.zone(0, "hand")
    assert not [i for i in g.state.battlefield if g._name(i) == "Grizzly Bears"]


def _pop_quiz():
    s = Scenario.full()
    s.hand(0, "Pop Quiz", "Grizzly Bears")
    lesson = s.sideboard(0, "Environmental Sciences")
    s.sideboard(0, "Hill Giant")  # not a Lesson
    s.lands(0, "Island", 3)
    s.library(0, "Opt", "Shock")
    g = s.start("main1")
    g.cast("Pop Quiz")
    g.pass_until_resolved()
    assert g.decision.kind == "choose_cards"
    return g, lesson


def test_701_48a_learn_fetches_a_lesson_from_outside_the_game():
    """701.48a: Pop Quiz ("Draw a card. Learn."): its caster may put a Lesson they own from outside the game
    (Environmental Sciences, not the non-Lesson Hill Giant) into their hand."""
    g, lesson = _pop_quiz()
    lessons = [o for o in g.decision.options if o[0] == "choose"]
    assert [g._name(o[1]) for o in lessons] == ["Environmental Sciences"]
    g.answer(lessons[0])
    g.pass_until_resolved()
    assert sorted(g.zone(0, "hand")) == ["Environmental Sciences", "Grizzly Bears", "Opt"]


def test_701_48a_learn_by_discarding_to_draw():
    """701.48a: or they discard a card (Grizzly Bears) and draw one (Shock, under the Opt drawn first)."""
    g, lesson = _pop_quiz()
    g.answer(("discard", g.find("Grizzly Bears")))
    g.pass_until_resolved()
    assert sorted(g.zone(0, "hand")) == ["Opt", "Shock"]
    assert "Grizzly Bears" in g.zone(0, "graveyard")


def test_701_35a_detained_creature_cant_attack_block_or_activate():
    """701.35a: Azorius Arrester detains Llanowar Elves: on its controller's turn the Elves can't attack and their
    mana ability can't be activated (no mana to cast Grizzly Bears); after the detaining player's next turn begins
    the Elves are free again."""
    s = Scenario.full()
    s.hand(0, "Azorius Arrester")
    s.lands(0, "Plains", 2)
    elves = s.battlefield(1, "Llanowar Elves")
    s.lands(1, "Forest", 1)
    s.hand(1, "Grizzly Bears")
    g = s.start("main1")
    g.cast("Azorius Arrester")
    g.pass_until_resolved()
    if g.decision.kind == "target":
        g.choose(g.find(elves))
        g.pass_until_resolved()
    g.pass_until("main1", turn=2)
    assert not [o for o in g.options() if o[0] == "cast" and g._name(o[1]) == "Grizzly Bears"]
    assert not [o for o in g.options() if o[0] == "activate" and o[1] == g.find(elves)]
    g.pass_until("declare attackers", turn=2)
    assert g.decision is None or g.decision.kind != "attackers" or not [
        o for o in g.decision.options if o[0] == "attack" and o[1] == g.find(elves)]
    g.pass_until("main1", turn=4)
    assert [o for o in g.options() if o[0] == "cast" and g._name(o[1]) == "Grizzly Bears"]


def test_702_177a_exhaust_activates_only_once():
    """702.177a: Camera Launcher's exhaust ability ({3}: a +1/+1 counter and a 1/1 flying Thopter) can be activated
    once: with mana left over, and on a later turn, it isn't offered again."""
    s = Scenario.full()
    s.battlefield(0, "Camera Launcher")
    s.lands(0, "Wastes", 6)
    g = s.start("main1")
    g.activate("Camera Launcher")
    g.pass_until_resolved()
    assert g.obj("Camera Launcher").counters.get("+1/+1") == 1
    assert [i for i in g.state.battlefield if g._name(i) == "Thopter"]
    launcher = g.find("Camera Launcher")
    assert not [o for o in g.options() if o[0] == "activate" and o[1] == launcher]
    g.pass_until("main1", turn=3)
    assert not [o for o in g.options() if o[0] == "activate" and o[1] == launcher]
