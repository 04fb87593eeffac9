"""Attractions (717), opening (701.51), rolling to visit (701.52), visit (702.159), the turn-based roll
(505.5, 703.4g) and the junkyard (717.6), with the cards that open Attractions."""
from __future__ import annotations

import pytest

from manastack.core.errors import IllegalActionError
from manastack.decks import parse_decklist
from manastack.engine.mechanics.attractions import deck_of, junkyard, lights_of
from manastack.game import Game
from manastack.testing import Scenario
from manastack.tree.abilities import Body, Trigger, Triggered
from manastack.tree.effects import GainLife, Mechanic
from manastack.tree.refs import Num
from mechanics.trees import answer_until_priority, attraction_deck, attraction_on_battlefield, define, settle


def test_717_2_game_new_builds_a_shuffled_face_down_attraction_deck_in_the_command_zone(full_db):
    """717.2: an Attraction deck starts the game in the command zone, shuffled (103.3a), hidden from every
    player (a face-down pile); lights come from the entries (717.1)."""
    names = ["Information Booth", "Fortune Teller", "Clown Extruder"]
    g = Game.new([["Plains"] * 40, ["Island"] * 40], seed=3, cards=full_db,
                 attractions=[[("Information Booth", (2, 4)), "Fortune Teller", "Clown Extruder"], []])
    st = g.state
    deck = deck_of(st, 0)
    assert sorted(st.objects[i].card for i in deck) == sorted(names)
    assert all(st.objects[i].zone == "command" for i in deck) and deck_of(st, 1) == ()
    booth = next(i for i in deck if st.objects[i].card == "Information Booth")
    assert lights_of(st, booth) == (2, 4)
    view = g.view(0)
    assert view["players"][0]["attraction_deck"] == 3 and view["command"] == []


def test_103_3a_attraction_deck_is_shuffled_with_the_games_generator(full_db):
    """103.3a: each Attraction deck is shuffled before the game begins — the same seed gives the same order,
    different seeds give different orders."""
    names = ["Information Booth", "Fortune Teller", "Clown Extruder", "Kiddie Coaster", "Roller Coaster", "Spinny Ride"]

    def order(seed):
        g = Game.new([["Plains"] * 40, ["Island"] * 40], seed=seed, cards=full_db, attractions=[names, []])
        return tuple(g.state.objects[i].card for i in deck_of(g.state, 0))

    assert order(1) == order(1)
    assert len({order(k) for k in range(6)}) > 1


def test_717_1_decklist_attractions_section_gives_lights(full_db):
    """717.1: a decklist's Attractions section (``Ferris Wheel [4 5 6]``) gives each Attraction's lit numbers,
    which the game uses."""
    deck = parse_decklist("Deck\n40 Plains\n\nAttractions\n1 Information Booth [1 6]\n1 Fortune Teller [3]\n",
                          full_db)
    g = Game.new([["Plains"] * 40, ["Island"] * 40], cards=full_db, attractions=[deck.attractions, []])
    st = g.state
    lit = {st.objects[i].card: lights_of(st, i) for i in deck_of(st, 0)}
    assert lit == {"Information Booth": (1, 6), "Fortune Teller": (3,)}


def test_717_2_only_attraction_cards_and_lights_1_to_6(full_db):
    """717.1–717.2: an Attraction deck holds Attraction cards; lit numbers are 1 to 6."""
    with pytest.raises(IllegalActionError):
        Game.new([["Plains"] * 40, ["Island"] * 40], cards=full_db, attractions=[["Grizzly Bears"], []])
    with pytest.raises(IllegalActionError):
        Game.new([["Plains"] * 40, ["Island"] * 40], cards=full_db, attractions=[[("Fortune Teller", (7,))], []])


def test_701_51_deadbeat_attendant_opens_an_attraction():
    """701.51b: "When this creature enters, open an Attraction." (Deadbeat Attendant, as compiled) — the top
    card of the Attraction deck goes face up onto the battlefield under the player's control; 701.51c:
    "whenever you open an Attraction" triggers."""
    s = Scenario.full()
    attraction_deck(s, 0, "Information Booth", "Fortune Teller")
    define(s.pool, "Glorious Anthem", (Triggered(Trigger("open_attraction", None, whose="you"), Body(GainLife(n=Num(2)))),))
    s.battlefield(0, "Glorious Anthem")
    s.hand(0, "Deadbeat Attendant")
    s.lands(0, "Swamp", 2)
    g = s.start("main1")
    top = deck_of(g.state, 0)[-1]
    name = g.state.objects[top].card
    g.cast("Deadbeat Attendant")
    g.pass_until_resolved()
    assert g.obj(name).zone == "battlefield" and g.obj(name).controller == 0
    assert len(deck_of(g.state, 0)) == 1
    assert any(e.rule == "701.51b" and "opens" in e.text for e in g.state.events())
    g.expect_life(0, 22)


def test_701_51a_no_attraction_deck_no_opening():
    """701.51a: a player who isn't playing with an Attraction deck can't open an Attraction (Ride Guide's
    trigger does nothing)."""
    s = Scenario.full()
    s.hand(0, "Ride Guide")
    s.lands(0, "Plains", 5)
    g = s.start("main1")
    g.cast("Ride Guide")
    g.pass_until_resolved()
    assert [e.rule for e in g.state.events() if e.kind == "attraction"] == ["701.51a"]
    assert g.zone(0, "battlefield").count("Ride Guide") == 1


def test_701_52a_visit_triggers_only_lit_attractions():
    """701.52a, 702.159a: a roll visits each Attraction its controller controls with that number lit up."""
    s = Scenario.full()
    attraction_on_battlefield(s, 0, "Information Booth", (2, 5))
    attraction_on_battlefield(s, 0, "Clown Extruder", (5, 6))
    attraction_on_battlefield(s, 1, "Kiddie Coaster", (5,))  # player 2's: not visited by player 1's roll
    g = s.start("draw")
    g.force_roll(5)
    g.pass_until("main1")
    while g.decision.kind == "trigger_order":  # two visit abilities: their controller orders them
        g.answer(g.decision.options[0])
    assert sorted(g.stack) == ["ability of Clown Extruder", "ability of Information Booth"]
    g.pass_until_resolved()
    assert "Clown Robot" in g.zone(0, "battlefield")
    g.force_roll(6, 6)  # player 2's roll in their turn (Kiddie Coaster: 5 only), then player 1's
    g.pass_until("main1", turn=3)
    assert g.stack == ["ability of Clown Extruder"]
    assert not [e for e in g.state.events() if e.rule == "603.3" and "Kiddie" in e.text]


def test_702_159a_visit_ability_with_target_and_modes():
    """702.159a: a visit ability is a triggered ability; it targets and chooses modes as it goes on the
    stack (Spinny Ride: tap target creature an opponent controls; Balloon Stand: choose one)."""
    s = Scenario.full()
    attraction_on_battlefield(s, 0, "Spinny Ride", (3,))
    attraction_on_battlefield(s, 0, "Balloon Stand", (3,))
    giant = s.battlefield(1, "Hill Giant")
    g = s.start("draw")
    g.force_roll(3)
    g.pass_until("main1")
    answer_until_priority(g, giant, mode=0)
    g.pass_until_resolved()
    assert g.obj(giant).tapped and "Balloon" in g.zone(0, "battlefield")


def test_701_52_line_cutter_rolls_to_visit_outside_the_main_phase():
    """701.52: "When this creature enters, roll to visit your Attractions." (Line Cutter, as compiled) — an
    instruction to roll to visit, here in the second main phase; "whenever you roll to visit" triggers."""
    s = Scenario.full()
    attraction_on_battlefield(s, 0, "Information Booth", (1, 2, 3, 4, 5, 6))
    define(s.pool, "Glorious Anthem", (Triggered(Trigger("roll_to_visit", None, whose="you"), Body(GainLife())),))
    s.battlefield(0, "Glorious Anthem")
    s.hand(0, "Line Cutter")
    s.lands(0, "Swamp", 4)
    g = s.start("main2")
    g.cast("Line Cutter")
    settle(g)
    assert any(e.rule == "701.52a" for e in g.state.events())
    g.expect_life(0, 21)
    assert len(g.zone(0, "hand")) == 1  # Information Booth was visited: draw a card


def test_505_5_only_the_active_players_precombat_main_phase():
    """505.5: only the active player rolls, only as their precombat main phase begins, and only if they
    control an Attraction."""
    s = Scenario.full()
    attraction_on_battlefield(s, 1, "Information Booth")
    g = s.start("untap")
    g.pass_until("main2")
    assert not g.events_since(0, "die")
    g.pass_until("main1", turn=2)
    rolls = g.events_since(0, "die")
    assert len(rolls) == 1 and rolls[0].data["player"] == 1


def test_717_6_attraction_put_into_a_graveyard_goes_to_its_owners_junkyard():
    """717.6: an Attraction that would go to a graveyard (or a hand, or a library) goes to its owner's
    command zone instead — its junkyard (717.6a), apart from the Attraction deck; exile is allowed."""
    s = Scenario.full()
    attraction_deck(s, 0, "Fortune Teller")
    booth = attraction_on_battlefield(s, 0, "Information Booth")
    attraction_on_battlefield(s, 0, "Kiddie Coaster")
    s.hand(1, "Disenchant", "Unsummon", "Swords to Plowshares")
    s.lands(1, "Plains", 3)
    g = s.start("main1", active=1)
    g.cast("Disenchant", target=booth)
    g.pass_until_resolved()
    assert g.zone_of(booth) == "command"
    assert [g.state.objects[i].card for i in junkyard(g.state, 0)] == ["Information Booth"]
    assert [g.state.objects[i].card for i in deck_of(g.state, 0)] == ["Fortune Teller"]
    assert any(e.rule == "717.6" for e in g.state.events())
    assert g.zone(0, "graveyard") == []


def test_717_6_exile_is_not_replaced():
    """717.6: the battlefield, exile and the command zone are not replaced."""
    from manastack.engine.events import move

    s = Scenario.full()
    booth = attraction_on_battlefield(s, 0, "Information Booth")
    g = s.start("main1")
    move(g.state, g.find(booth), "exile")
    assert g.zone_of(booth) == "exile"
    move(g.state, g.find(booth), "hand")
    assert g.zone_of(booth) == "command"


def test_701_51_open_from_empty_deck_does_nothing():
    """701.51b: with no card left in the Attraction deck there is nothing to open."""
    s = Scenario.full()
    attraction_deck(s, 0, "Information Booth")
    s.hand(0, "Deadbeat Attendant", "Deadbeat Attendant")
    s.lands(0, "Swamp", 4)
    g = s.start("main1")
    g.cast("Deadbeat Attendant")
    g.pass_until_resolved()
    g.cast("Deadbeat Attendant")
    g.pass_until_resolved()
    assert g.zone(0, "battlefield").count("Information Booth") == 1
    assert deck_of(g.state, 0) == ()


def test_701_51_coming_attraction_searches_then_opens():
    """Coming Attraction, as compiled: "Search your library for a basic land card, put it onto the
    battlefield tapped, then shuffle. Open an Attraction." """
    s = Scenario.full()
    attraction_deck(s, 0, "Information Booth")
    s.hand(0, "Coming Attraction")
    forest = s.library(0, "Forest", "Plains", "Plains")[0]
    s.lands(0, "Forest", 3)
    g = s.start("main1")
    g.cast("Coming Attraction")
    g.pass_priority(2)
    g.choose(forest)
    g.pass_until_resolved()
    assert "Information Booth" in g.zone(0, "battlefield") and g.zone(0, "battlefield").count("Forest") == 4


def test_702_159_visit_roll_survives_fork_and_save(full_db):
    """Plain data: an Attraction deck and its lights go through fork, save and load."""
    s = Scenario.full()
    attraction_deck(s, 0, ("Information Booth", (2, 3)))
    g = s.start("main1")
    txt = g.game.save()
    h = Game.load(txt, cards=s.pool)
    assert deck_of(h.state, 0) == deck_of(g.state, 0)
    assert lights_of(h.state, deck_of(h.state, 0)[0]) == (2, 3)
    f = g.game.fork()
    assert deck_of(f.state, 0) == deck_of(g.state, 0)


def test_attraction_mechanics_are_implemented():
    """Opening an Attraction and rolling to visit are implemented (the visit abilities themselves compile from
    the cards: test_compiled_seed_cards)."""
    from manastack.engine.support import missing

    assert missing((Mechanic("open_attraction"),)) == [] and missing((Mechanic("roll_to_visit"),)) == []
