"""Behaviour tests for Vehicles and tapping: crew (301.7, 702.122), the "becomes tapped" / "becomes untapped"
trigger events (603.2e), "tap or untap" (701.26), "doesn't untap during its controller's next untap step"
(611.2a, 502.3) and "until the end of your next turn" permissions (611.2a, 514.2).

Each test plays the real card and checks what its Oracle text says should happen."""
from __future__ import annotations

import pytest

from manastack.core.errors import IllegalActionError
from manastack.engine.chars import chars
from manastack.testing import Scenario

from .helpers import activate, add_mana_sources, cast, game, resolve


def _crew_option(g, vehicle):
    oid = g.find(vehicle)
    return [o for o in g._priority().options if o[0] == "activate" and o[1] == oid]


def _crew(g, vehicle, *crew):
    """Activate ``vehicle``'s crew ability tapping the creatures ``crew`` (names or ids), then resolve it."""
    answers = [("choose", c if isinstance(c, int) else g.find(c)) for c in crew] + ["done"]
    activate(g, vehicle, *answers)


# ---------------------------------------------------------------- registration


def test_702_122_603_2e_701_26_611_2a_primitives_are_registered(pool):
    """702.122 crew, 603.2e "becomes tapped/untapped", 702.122d "becomes crewed", 701.26 "tap or untap" and the
    durations "next untap step" (611.2a, 502.3) and "until the end of your next turn" for permissions are
    registered as implemented, and cards needing only them are supported."""
    from manastack.engine.support import (
        IMPLEMENTED_DURATIONS, IMPLEMENTED_KEYWORDS, IMPLEMENTED_MECHANICS, IMPLEMENTED_TRIGGERS,
    )

    assert "Crew" in IMPLEMENTED_KEYWORDS
    assert {"becomes_tapped", "becomes_untapped", "becomes_crewed"} <= IMPLEMENTED_TRIGGERS
    assert "tap_or_untap" in IMPLEMENTED_MECHANICS
    assert "next_untap_step" in IMPLEMENTED_DURATIONS["ApplyContinuous"]
    assert "end_of_next_turn" in IMPLEMENTED_DURATIONS["MayPlay"]
    for name in ("Smuggler's Copter", "Attentive Sunscribe", "Mesmeric Orb", "Pestermite", "Chill of the Grave",
                 "Alania's Pathmaker"):
        assert pool.get(name).supported, name


# ---------------------------------------------------------------- crew (702.122, 301.7)


def test_301_7a_uncrewed_vehicle_is_not_a_creature_and_cant_attack(pool):
    """301.7a: a Vehicle that hasn't been crewed is a noncreature artifact: Smuggler's Copter is not offered as an
    attacker."""
    g = game(pool, battlefield=[(0, "Smuggler's Copter")])
    assert "Creature" not in chars(g.state, g.find("Smuggler's Copter")).types
    g.pass_until("declare attackers")
    d = g.decision
    assert d is None or d.kind != "attackers" or not [o for o in d.options if o[0] == "attack"]


def test_702_122a_302_6_a_summoning_sick_creature_crews_and_the_vehicle_attacks(pool):
    """702.122a / 302.6: crewing isn't a {T} cost of the creature, so Grizzly Bears that came under its
    controller's control this turn can crew Smuggler's Copter ("Crew 1"); the Copter becomes a 3/3 flying artifact
    creature (301.7b) and attacks, dealing 3 damage."""
    s = Scenario(cards=pool)
    s.battlefield(0, "Smuggler's Copter")
    s.battlefield(0, "Grizzly Bears", sick=True)
    g = s.start("main1")
    _crew(g, "Smuggler's Copter", "Grizzly Bears")
    assert g.obj("Grizzly Bears").tapped
    c = chars(g.state, g.find("Smuggler's Copter"))
    assert {"Artifact", "Creature"} <= c.types and (c.power, c.toughness) == (3, 3)
    g.attack("Smuggler's Copter")
    resolve(g, "no")  # the loot trigger: "you may draw a card"
    g.pass_until("end of combat")
    assert g.state.players[1].life == 17


def test_702_122a_crewing_with_more_power_than_needed(pool):
    """702.122a: "total power N or greater": the player may keep choosing creatures after reaching N. "done" is
    offered only once the chosen power reaches N."""
    g = game(pool, battlefield=[(0, "Renegade Freighter"), (0, "Llanowar Elves"), (0, "Hill Giant")])
    g.answer(_crew_option(g, "Renegade Freighter")[0])
    d = g.decision
    assert d.kind == "choose_cards" and ("done",) not in d.options
    g.answer(("choose", g.find("Llanowar Elves")))  # power 1 of 2
    assert ("done",) not in g.decision.options
    g.answer(("choose", g.find("Hill Giant")))  # power 4 in all
    assert ("done",) in g.decision.options
    g.answer(("done",))
    resolve(g)
    assert g.obj("Llanowar Elves").tapped and g.obj("Hill Giant").tapped
    assert "Creature" in chars(g.state, g.find("Renegade Freighter")).types


def test_702_122a_not_enough_power_means_no_crew_ability_to_activate(pool):
    """702.122a: with less total power than N among untapped other creatures (Grizzly Bears: 2, a tapped Hill
    Giant doesn't count), Cultivator's Caravan's "Crew 3" can't be activated."""
    g = game(pool, battlefield=[(0, "Cultivator's Caravan"), (0, "Grizzly Bears")], tapped=[(0, "Hill Giant")])
    acts = _crew_option(g, "Cultivator's Caravan")
    from manastack.engine.abilities import expanded_abilities

    abl = expanded_abilities(g.state, g.find("Cultivator's Caravan"))
    assert not [o for o in acts if abl[o[2]].cost.tap_power]


def test_702_122a_a_vehicle_cant_crew_itself(pool):
    """702.122a: "other untapped creatures": a crewed Smuggler's Copter (a creature) isn't offered to pay its own
    crew cost again; Grizzly Bears is."""
    g = game(pool, battlefield=[(0, "Smuggler's Copter"), (0, "Grizzly Bears"), (0, "Llanowar Elves")])
    _crew(g, "Smuggler's Copter", "Llanowar Elves")
    g.answer(_crew_option(g, "Smuggler's Copter")[0])
    chosen = {o[1] for o in g.decision.options if o[0] == "choose"}
    assert chosen == {g.find("Grizzly Bears")}


def test_702_122a_613_1d_514_2_crewed_only_until_end_of_turn(pool):
    """702.122a / 613.1d / 514.2: the Vehicle is an artifact creature until end of turn; on the next turn it is a
    noncreature artifact again."""
    g = game(pool, battlefield=[(0, "Smuggler's Copter"), (0, "Grizzly Bears")])
    _crew(g, "Smuggler's Copter", "Grizzly Bears")
    assert "Creature" in chars(g.state, g.find("Smuggler's Copter")).types
    g.pass_until("upkeep", turn=2)
    assert "Creature" not in chars(g.state, g.find("Smuggler's Copter")).types


def test_702_122a_733_cancelling_crew_and_illegal_choice_leave_the_game_untouched(pool):
    """601.2h / 733: choosing a creature that isn't offered is refused with a typed error and changes nothing;
    cancelling the activation leaves the chosen creature untapped."""
    g = game(pool, battlefield=[(0, "Smuggler's Copter"), (0, "Grizzly Bears"), (1, "Hill Giant")])
    g.answer(_crew_option(g, "Smuggler's Copter")[0])
    before = g.state.digest()
    with pytest.raises(IllegalActionError):
        g.game.apply(("choose", g.find("Hill Giant")))  # the opponent's creature can't crew
    assert g.state.digest() == before
    g.answer(("choose", g.find("Grizzly Bears")))
    g.answer(("cancel",))
    assert not g.obj("Grizzly Bears").tapped and not g.state.stack
    assert "Creature" not in chars(g.state, g.find("Smuggler's Copter")).types


def test_702_122a_crewing_survives_save_and_load(pool):
    """The staged crew choice is plain data: a game saved mid-choice loads and finishes the same way."""
    from manastack.game import Game

    g = game(pool, battlefield=[(0, "Smuggler's Copter"), (0, "Grizzly Bears")])
    g.answer(_crew_option(g, "Smuggler's Copter")[0])
    g.answer(("choose", g.find("Grizzly Bears")))
    data = g.game.save()
    g2 = Game.load(data, pool)
    assert g2.state.decision.options == g.state.decision.options
    g2.apply(("done",))
    bears = g.find("Grizzly Bears")
    assert g2.state.objects[bears].tapped


# ---------------------------------------------------------------- becomes tapped / untapped (603.2e)


def test_603_2e_attentive_sunscribe_scries_when_it_becomes_tapped_by_attacking(pool):
    """Attentive Sunscribe: "Whenever this creature becomes tapped, scry 1." Attacking taps it (508.1f): the
    trigger scries, and the top card may go to the bottom."""
    g = game(pool, battlefield=[(0, "Attentive Sunscribe")], library=[(0, "Island"), (0, "Swamp")])
    g.attack("Attentive Sunscribe")
    assert g.obj("Attentive Sunscribe").tapped
    resolve(g, ("bottom",))  # scry 1: the Island goes to the bottom
    lib = [g.state.objects[i].card for i in g.state.library[0]]
    assert lib[0] == "Island" and lib[-1] == "Swamp"


def test_603_2e_blight_destroys_the_land_when_it_becomes_tapped(pool):
    """Blight: "When enchanted land becomes tapped, destroy it." Tapping the enchanted Forest for mana (to cast
    Giant Growth) destroys it; an untouched land stays."""
    s = Scenario(cards=pool)
    forest = s.battlefield(0, "Forest")
    s.battlefield(1, "Blight", attached_to=forest)
    s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Giant Growth")
    g = s.start("main1")
    cast(g, "Giant Growth", target="Grizzly Bears")
    assert g.zone(0, "graveyard").count("Forest") == 1


def test_603_2e_110_5b_entering_tapped_is_not_becoming_tapped(pool):
    """603.2e / 110.5b: "becomes tapped" doesn't trigger for a permanent entering the battlefield tapped. Gideon's
    Avenger ("Whenever a creature an opponent controls becomes tapped, put a +1/+1 counter on this creature") gets
    no counter when the opponent's Hill Giant is put onto the battlefield tapped, and one when the opponent's
    Grizzly Bears attack (508.1f taps them)."""
    from manastack.engine.events import move

    s = Scenario(cards=pool)
    s.battlefield(0, "Gideon's Avenger")
    s.battlefield(1, "Grizzly Bears")
    s.library(1, "Hill Giant")
    g = s.start("main1", active=1)
    gid = g.find("Gideon's Avenger")
    move(g.state, g.find("Hill Giant"), "battlefield", tapped=True, controller=1)
    assert g.obj("Hill Giant").tapped
    g.pass_priority()
    assert not (g.state.objects[gid].counters or {}).get("+1/+1")
    g.attack("Grizzly Bears")
    resolve(g)
    assert (g.state.objects[gid].counters or {}).get("+1/+1") == 1


def test_603_2e_502_3_mesmeric_orb_mills_for_each_permanent_that_untaps(pool):
    """Mesmeric Orb: "Whenever a permanent becomes untapped, that permanent's controller mills a card." Two tapped
    lands untap in their controller's untap step (502.3): two cards milled; an untapped land doesn't count."""
    g = game(pool, battlefield=[(0, "Mesmeric Orb"), (1, "Island")], tapped=[(1, "Forest"), (1, "Swamp")])
    g.pass_until("upkeep", turn=2)
    resolve(g, "first")  # the order of the two triggers (603.3b)
    assert len(g.state.graveyard[1]) == 2
    assert len(g.state.graveyard[0]) == 0


# ---------------------------------------------------------------- tap or untap (701.26)


def test_701_26_pestermite_untaps_or_taps_the_target_as_its_controller_chooses(pool):
    """Pestermite: "When this creature enters, you may tap or untap target permanent." Its controller chooses:
    untapping a tapped Forest of theirs, and in another game tapping the opponent's Hill Giant."""
    g = game(pool, hand=[(0, "Pestermite")], mana={0: "2U"}, tapped=[(0, "Forest")])
    cast(g, "Pestermite", "Forest", "yes", ("untap",))
    assert not g.obj("Forest").tapped
    g = game(pool, hand=[(0, "Pestermite")], mana={0: "2U"}, battlefield=[(1, "Hill Giant")])
    cast(g, "Pestermite", "Hill Giant", "yes", ("tap",))
    assert g.obj("Hill Giant").tapped


# ---------------------------------------------------------------- next untap step (611.2a, 502.3)


def test_611_2a_502_3_chill_of_the_grave_keeps_it_tapped_through_one_untap_step(pool):
    """Chill of the Grave: "Tap target creature. It doesn't untap during its controller's next untap step." The
    opponent's Hill Giant stays tapped through their next untap step and untaps in the one after."""
    g = game(pool, hand=[(0, "Chill of the Grave")], mana={0: "2U"}, battlefield=[(1, "Hill Giant")],
             library=[(0, "Island")] * 10)
    cast(g, "Chill of the Grave", target="Hill Giant")
    assert g.obj("Hill Giant").tapped
    g.pass_until("upkeep", turn=2)
    assert g.obj("Hill Giant").tapped  # its controller's next untap step
    g.pass_until("upkeep", turn=4)
    assert not g.obj("Hill Giant").tapped  # the effect ended after that step
    assert not [e for e in g.state.effects if e.duration == "next_untap_step"]


def test_611_2a_502_3_the_casters_untap_step_doesnt_end_it(pool):
    """611.2a: "its controller's next untap step" is the affected permanent's controller's: the caster's own
    untap step in between (turn 3 here for the opponent's creature tapped on turn 2) doesn't end the effect.
    Chill of the Grave cast in the opponent's turn (it's an instant) on the opponent's Hill Giant: the Giant stays
    tapped through turn 3 (caster's) and turn 4's untap step is... the opponent's: it stays tapped there too,
    and untaps on turn 6."""
    g = game(pool, hand=[(0, "Chill of the Grave")], mana={0: "2U"}, battlefield=[(1, "Hill Giant")],
             library=[(0, "Island")] * 10, active=1, turn=2)
    g.pass_priority()  # the active player passes: the caster has priority
    cast(g, "Chill of the Grave", target="Hill Giant")
    g.pass_until("upkeep", turn=3)
    assert g.obj("Hill Giant").tapped
    g.pass_until("upkeep", turn=4)
    assert g.obj("Hill Giant").tapped
    g.pass_until("upkeep", turn=6)
    assert not g.obj("Hill Giant").tapped


# ---------------------------------------------------------------- until the end of your next turn (611.2a)


def test_611_2a_514_2_alanias_pathmaker_card_playable_until_the_end_of_your_next_turn(pool):
    """Alania's Pathmaker: "When this creature enters, exile the top card of your library. Until the end of your
    next turn, you may play that card." The exiled Forest may be played on turn 3 (the caster's next turn), not
    on turn 5."""
    g = game(pool, hand=[(0, "Alania's Pathmaker")], mana={0: "3R"}, library=[(0, "Forest")] + [(0, "Island")] * 9)
    cast(g, "Alania's Pathmaker")
    fid = next(i for i in g.state.exile if g.state.objects[i].card == "Forest")

    def can_play():
        d = g._priority()
        return any(o[0] == "play" and o[1] == fid for o in d.options)

    g.pass_until("main1", turn=3)
    assert can_play()
    g.pass_until("main1", turn=5)
    assert not can_play()


def test_611_2c_next_untap_step_over_a_group_is_read_as_a_rule(pool):
    """611.2c: "Lands you control don't untap during your next untap step" (Rhonas's Last Stand) is a
    rule-modifying effect that also covers lands played later: the engine reads it so (engine/mechanics/tapping.py,
    tests/mechanics/test_611_2c_dont_untap_over_a_group.py), and the card is supported. "It doesn't untap" on one
    target (Chill of the Grave) is supported too."""
    from manastack.engine.support import missing

    cd = pool.get("Rhonas's Last Stand")
    assert cd.supported
    assert "duration next_untap_step over a group" not in missing(tuple(cd.faces[0].abilities))
    assert pool.get("Chill of the Grave").supported
