"""Combat keyword abilities (engine/mechanics/combat_keywords.py): provoke 702.39, dethrone 702.105, outlast 702.107,
ingest 702.115, melee 702.121, training 702.149, For Mirrodin! 702.163 -- with real cards."""
import pytest

from manastack.core.errors import ManastackError
from manastack.testing import Scenario


def _counters(g, card):
    return (g.obj(card).counters or {}).get("+1/+1", 0)


# ---------------------------------------------------------------- dethrone (702.105)


def test_702_105a_dethrone_attacking_player_tied_for_most_life_adds_counter():
    s = Scenario.full()
    ogre = s.battlefield(0, "Treasonous Ogre")  # 2/3, dethrone
    g = s.start("main1")
    g.attack(ogre)
    g.pass_until_resolved()
    assert _counters(g, ogre) == 1
    g.expect_pt(ogre, 3, 4)


def test_702_105a_dethrone_attacking_player_with_less_life_does_nothing():
    s = Scenario.full()
    s.player(1, life=12)
    ogre = s.battlefield(0, "Treasonous Ogre")
    g = s.start("main1")
    g.attack(ogre)
    g.pass_until_resolved()
    assert _counters(g, ogre) == 0


def test_702_105a_dethrone_attacking_a_planeswalker_does_not_trigger():
    """Ruling: "Dethrone doesn't trigger if the creature attacks a planeswalker, even if its controller has the
    most life." """
    s = Scenario.full()
    s.player(0, life=5)
    ogre = s.battlefield(0, "Treasonous Ogre")
    pw = s.battlefield(1, "Ajani Goldmane")
    g = s.start("main1")
    g.attack(ogre, defender=pw)
    g.pass_until_resolved()
    assert _counters(g, ogre) == 0


def test_702_105b_dethrone_each_instance_triggers_with_marchesa_granting_it():
    """702.105b: Marchesa gives other creatures dethrone; an Ogre with its own and a granted instance gets two
    counters."""
    s = Scenario.full()
    ogre = s.battlefield(0, "Treasonous Ogre")
    s.battlefield(0, "Marchesa, the Black Rose")
    g = s.start("main1")
    g.attack(ogre)
    assert g.decision.kind == "trigger_order"  # two dethrone triggers (603.3b)
    g.answer(g.decision.options[0])
    g.pass_until_resolved()
    assert _counters(g, ogre) == 2


# ---------------------------------------------------------------- melee (702.121)


def test_702_121a_melee_counts_each_opponent_attacked():
    """The ruling's example: Wings of the Guard attacks one player and another creature a second: +2/+2."""
    s = Scenario.full(players=3)
    wings = s.battlefield(0, "Wings of the Guard")  # 1/1 flying, melee
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start("main1")
    g.attack((wings, 1), (bears, 2))
    g.pass_until_resolved()
    g.expect_pt(wings, 3, 3)


def test_702_121a_melee_counts_opponents_not_planeswalkers():
    s = Scenario.full()
    wings = s.battlefield(0, "Wings of the Guard")
    bears = s.battlefield(0, "Grizzly Bears")
    pw = s.battlefield(1, "Ajani Goldmane")
    g = s.start("main1")
    g.attack((wings, pw), (bears, pw))
    g.pass_until_resolved()
    g.expect_pt(wings, 1, 1)  # melee triggered, but no opponent was attacked


def test_702_121a_melee_alone_against_one_opponent_gets_plus_one():
    s = Scenario.full()
    wings = s.battlefield(0, "Wings of the Guard")
    g = s.start("main1")
    g.attack(wings)
    g.pass_until_resolved()
    g.expect_pt(wings, 2, 2)
    g.no_blocks()
    g.pass_until("combat damage")
    g.expect_life(1, 18)


# ---------------------------------------------------------------- training (702.149)


def test_702_149a_training_with_a_greater_power_attacker_adds_counter():
    s = Scenario.full()
    rider = s.battlefield(0, "Gryff Rider")  # 2/1 flying, training
    s.battlefield(0, "Hill Giant")  # 3/3
    g = s.start("main1")
    g.attack(rider, "Hill Giant")
    g.pass_until_resolved()
    assert _counters(g, rider) == 1


def test_702_149a_training_needs_greater_not_equal_power():
    s = Scenario.full()
    rider = s.battlefield(0, "Gryff Rider")  # 2/1
    s.battlefield(0, "Grizzly Bears")  # 2/2
    g = s.start("main1")
    g.attack(rider, "Grizzly Bears")
    g.pass_until_resolved()
    assert _counters(g, rider) == 0


def test_702_149a_training_alone_does_not_trigger():
    s = Scenario.full()
    rider = s.battlefield(0, "Gryff Rider")
    s.battlefield(0, "Hill Giant")  # stays home
    g = s.start("main1")
    g.attack(rider)
    g.pass_until_resolved()
    assert _counters(g, rider) == 0


# ---------------------------------------------------------------- For Mirrodin! (702.163)


def test_702_163a_for_mirrodin_creates_rebel_and_attaches():
    s = Scenario.full()
    s.hand(0, "Barbed Batterfist")  # For Mirrodin!, equipped creature gets +1/-1
    s.lands(0, "Mountain", 2)
    g = s.start("main1")
    g.cast("Barbed Batterfist")
    g.pass_until_resolved()
    g.pass_until_resolved()
    rebels = [i for i in g.state.battlefield if g.obj(i).name == "Rebel"]
    assert len(rebels) == 1
    r = g.obj(rebels[0])
    assert r.colors == ["red"] and "Rebel" in r.subtypes and "Creature" in r.types
    assert (r.power, r.toughness) == (3, 1)
    assert g.obj("Barbed Batterfist").attached_to == rebels[0]


# ---------------------------------------------------------------- outlast (702.107)


def test_702_107a_outlast_taps_and_adds_counter_as_a_sorcery():
    s = Scenario.full()
    anc = s.battlefield(0, "Disowned Ancestor")  # 0/4, outlast {1}{B}
    s.lands(0, "Swamp", 2)
    g = s.start("main1")
    g.activate(anc)
    g.pass_until_resolved()
    assert _counters(g, anc) == 1
    assert g.obj(anc).tapped
    g.expect_pt(anc, 1, 5)


def test_702_107a_outlast_only_as_a_sorcery_and_needs_no_summoning_sickness():
    s = Scenario.full()
    anc = s.battlefield(0, "Disowned Ancestor", sick=True)
    s.lands(0, "Swamp", 2)
    g = s.start("main1")
    assert not [o for o in g.decision.options if o[0] == "activate" and o[1] == g.find(anc)]
    s = Scenario.full()
    anc = s.battlefield(0, "Disowned Ancestor")
    s.lands(0, "Swamp", 2)
    g = s.start("upkeep")
    g.pass_until("upkeep")
    d = g.decision
    assert d is None or not [o for o in d.options if o[0] == "activate" and o[1] == g.find(anc)]


# ---------------------------------------------------------------- ingest (702.115)


def test_702_115a_ingest_exiles_top_card_of_damaged_player():
    s = Scenario.full()
    drone = s.battlefield(0, "Culling Drone")  # 2/2 devoid, ingest
    top = s.library(1, "Island")[0]
    g = s.start("main1")
    g.attack(drone)
    g.no_blocks()
    g.pass_until("combat damage")
    g.pass_until_resolved()
    g.expect_life(1, 18)
    g.expect_zone(top, "exile")


def test_702_115a_ingest_not_when_blocked():
    s = Scenario.full()
    drone = s.battlefield(0, "Culling Drone")
    s.battlefield(1, "Grizzly Bears")
    top = s.library(1, "Island")[0]
    g = s.start("main1")
    g.attack(drone)
    g.block(drone, "Grizzly Bears")
    g.pass_until("combat damage")
    g.pass_until_resolved()
    g.expect_zone(top, "library")


# ---------------------------------------------------------------- provoke (702.39)


def _provoke_setup():
    s = Scenario.full()
    grappler = s.battlefield(0, "Goblin Grappler")  # 1/1 provoke
    bears = s.battlefield(1, "Grizzly Bears", tapped=True)
    wall = s.battlefield(1, "Wall of Stone")
    g = s.start("main1")
    g.attack(grappler)
    g.choose(bears)  # the target is chosen as the trigger goes on the stack (603.3d)
    g.pass_priority(2)
    g.choose("yes")  # "you may" is chosen as it resolves (608.2d)
    return g, grappler, bears, wall


def test_702_39a_provoke_untaps_target_and_it_must_block():
    g, grappler, bears, wall = _provoke_setup()
    assert not g.obj(bears).tapped
    g.pass_until("declare blockers")
    d = g.decision
    assert d.kind == "blockers"
    assert ("done",) not in d.options  # 509.1c: the requirement can be obeyed, so it must be
    g.answer(("block", g.find(wall), g.find(grappler)))
    assert ("done",) not in g.decision.options  # blocking with another creature instead doesn't obey it
    with pytest.raises(ManastackError):
        g.answer(("done",))
    g.answer(("remove", g.find(wall)))
    g.block(grappler, bears)
    assert g.state.combat["blockers"] == {g.find(bears): (g.find(grappler),)}


def test_702_39a_provoked_creature_may_block_along_with_others():
    g, grappler, bears, wall = _provoke_setup()
    g.block(grappler, [bears, wall])
    assert set(g.state.combat["blocked_by"][g.find(grappler)]) == {g.find(bears), g.find(wall)}


def test_702_39a_provoke_declined_leaves_target_tapped_and_free():
    s = Scenario.full()
    grappler = s.battlefield(0, "Goblin Grappler")
    bears = s.battlefield(1, "Grizzly Bears", tapped=True)
    s.battlefield(1, "Wall of Stone")
    g = s.start("main1")
    g.attack(grappler)
    g.choose(bears)
    g.pass_priority(2)
    g.choose("no")
    assert g.obj(bears).tapped
    g.no_blocks()
    assert not g.state.combat["blockers"]


def test_702_combat_keyword_cards_are_supported(supported):
    supported("Treasonous Ogre", "Wings of the Guard", "Gryff Rider", "Barbed Batterfist", "Disowned Ancestor",
              "Culling Drone", "Goblin Grappler", "Brontotherium")


# 702.149c: "Whenever this creature trains, you gain 2 life." -- a test ability given to Gryff Rider beside its
# training (no card with such a trigger is supported yet: Savior of Ollenbock also needs a mixed-zone exile target)
def _rider_that_gains_when_it_trains(s):
    from manastack.oracle.compiler import compile_granted
    from manastack.tree.abilities import Keyword

    trig = compile_granted("Whenever this creature trains, you gain 2 life.")
    s.pool.define(s.pool.get("Gryff Rider").card, (Keyword("Flying"), Keyword("Training")) + tuple(trig))


@pytest.mark.parametrize("partner,life", [("Hill Giant", 22), ("Grizzly Bears", 20)])
def test_702_149c_when_this_creature_trains_triggers_when_training_puts_a_counter(partner, life):
    s = Scenario.full()
    _rider_that_gains_when_it_trains(s)
    rider = s.battlefield(0, "Gryff Rider")
    s.battlefield(0, partner)
    g = s.start("main1")
    g.attack(rider, partner)
    for _ in range(4):
        g.pass_until_resolved()
    assert g.life(0) == life
