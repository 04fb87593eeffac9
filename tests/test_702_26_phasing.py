"""702.26 phasing: the untap-step phasing (502.1), phased-out permanents treated as though they don't
exist (702.26b), no zone change (702.26d), attachments phasing indirectly (702.26g-i), effects that end
when their source phases out (702.26f), "phase out until" (610.4)."""
import pytest
from cardkit import (
    oubliette, permanent, phase_spell, real, scenario, seize, sower_of_temptation,
)

from manastack.core.errors import ScenarioError
from manastack.tree import Body, Draw, Keyword, This, Trigger, Triggered


def _ripple(db):
    return real(db, "Reality Ripple")  # compiles: PhaseOut(Target)


def test_702_26a_teferis_curse_phases_the_creature_out_and_in_on_its_controllers_untap_steps(full_db):
    """Teferi's Curse gives the enchanted creature phasing. In its controller's untap step it phases out
    — the Curse with it, indirectly (702.26g) — and in the next one they phase in together."""
    s = scenario(db=full_db)
    giant = s.battlefield(1, "Hill Giant")
    curse = s.battlefield(0, "Teferi's Curse", attached_to=giant)
    g = s.start("main1", turn=1, active=0)
    g.pass_until("upkeep", turn=2)
    assert g.obj(giant).zone == "battlefield"
    assert g.state.objects[g.find(giant)].phased_out
    assert g.state.objects[g.find(curse)].phased_out
    assert g.zone(1, "battlefield").count("Hill Giant") == 1  # still on the battlefield (702.26d)
    g.pass_until("upkeep", turn=4)
    assert not g.state.objects[g.find(giant)].phased_out
    assert not g.state.objects[g.find(curse)].phased_out
    assert g.obj(curse).attached_to == g.find(giant)
    g.pass_until("upkeep", turn=6)
    assert g.state.objects[g.find(giant)].phased_out


def test_702_26b_phased_out_permanent_is_treated_as_though_it_does_not_exist(full_db):
    """A phased-out Glorious Anthem pumps nothing; a phased-out creature can't be targeted, isn't
    counted, can't attack, and "destroy all" doesn't see it (Tranquility leaves a phased-out enchantment)."""
    s = scenario(phase_spell(), db=full_db)
    anthem = s.battlefield(0, "Glorious Anthem")
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Test Vanish")
    s.hand(1, "Tranquility")
    s.lands(1, "Forest", 3)
    g = s.start()
    g.expect_pt(bears, 3, 3)
    g.cast("Test Vanish", target=anthem).pass_until_resolved()
    g.expect_pt(bears, 2, 2)
    g.pass_until("main1", turn=2)
    g.cast("Tranquility").pass_until_resolved()
    g.expect_zone(anthem, "battlefield")
    assert g.state.objects[g.find(anthem)].phased_out


def test_702_26b_phased_out_creature_cannot_be_targeted_or_attack(full_db):
    s = scenario(_ripple(full_db), db=full_db)
    bears = s.battlefield(0, "Grizzly Bears")
    lions = s.battlefield(0, "Savannah Lions")
    s.hand(0, "Reality Ripple", "Giant Growth")
    s.lands(0, "Island", 2)
    s.lands(0, "Forest", 1)
    g = s.start()
    g.cast("Reality Ripple", target=bears).pass_until_resolved()
    with pytest.raises(ScenarioError):
        g.cast("Giant Growth", target=bears)
    g.choose(lions).choose("auto").pass_until_resolved()
    g.expect_pt(lions, 5, 4)
    g.pass_until("declare attackers")
    att = {o[1] for o in g.decision.options if o[0] == "attack"}
    assert g.find(lions) in att and g.find(bears) not in att


def test_702_26d_phasing_is_not_a_zone_change_and_counters_stay(full_db):
    """No leaves-the-battlefield trigger, counters remain, and the object keeps its identity."""
    leaver = permanent("Test Leaver", "Creature — Spirit",
                       Triggered(Trigger("leaves", This()), Body(Draw())), pt="1/1")
    s = scenario(_ripple(full_db), leaver, db=full_db)
    t = s.battlefield(0, "Test Leaver", counters={"+1/+1": 2})
    s.hand(0, "Reality Ripple")
    s.lands(0, "Island", 2)
    g = s.start()
    before = g.find(t)
    hand = len(g.state.hand[0])
    g.cast("Reality Ripple", target=t).pass_until_resolved()
    assert g.find(t) == before
    assert len(g.state.hand[0]) == hand - 1  # only Reality Ripple left the hand; nothing was drawn
    assert g.state.objects[before].counters == {"+1/+1": 2}
    g.pass_until("upkeep", turn=3)
    assert not g.state.objects[before].phased_out
    g.expect_pt(t, 3, 3)


def test_502_1_permanents_phase_in_before_the_untap_step_untaps(full_db):
    """502.1 then 502.3: a tapped creature that phases in during its controller's untap step untaps in
    that same step."""
    s = scenario(_ripple(full_db), db=full_db)
    bears = s.battlefield(0, "Grizzly Bears", tapped=True)
    s.hand(0, "Reality Ripple")
    s.lands(0, "Island", 2)
    g = s.start()
    g.cast("Reality Ripple", target=bears).pass_until_resolved()
    g.pass_until("upkeep", turn=2)
    assert g.state.objects[g.find(bears)].phased_out  # the opponent's untap step doesn't phase it in
    g.pass_until("upkeep", turn=3)
    v = g.obj(bears)
    assert not g.state.objects[g.find(bears)].phased_out and not v.tapped


def test_702_26g_aura_phases_out_indirectly_with_its_creature(full_db):
    """Holy Strength on a creature that phases out phases out too, and phases in with it."""
    s = scenario(_ripple(full_db), db=full_db)
    bears = s.battlefield(0, "Grizzly Bears")
    holy = s.battlefield(0, "Holy Strength", attached_to=bears)
    s.hand(0, "Reality Ripple")
    s.lands(0, "Island", 2)
    g = s.start()
    g.cast("Reality Ripple", target=bears).pass_until_resolved()
    info = g.state.objects[g.find(holy)].phased_out
    assert info and info[1] == "indirect"
    g.pass_until("upkeep", turn=3)
    assert not g.state.objects[g.find(holy)].phased_out
    g.expect_pt(bears, 3, 4)


def test_702_26i_aura_phased_out_directly_phases_in_unattached_when_its_creature_is_gone(full_db):
    """An Aura that phased out by itself phases in attached to the same creature if it's still there;
    if not, it phases in unattached and goes to the graveyard (704.5m)."""
    s = scenario(phase_spell(), db=full_db)
    bears = s.battlefield(0, "Grizzly Bears")
    holy = s.battlefield(0, "Holy Strength", attached_to=bears)
    s.hand(0, "Test Vanish")
    s.hand(1, "Lightning Bolt")
    s.lands(1, "Mountain", 1)
    g = s.start()
    g.cast("Test Vanish", target=holy).pass_until_resolved()
    g.expect_pt(bears, 2, 2)
    g.pass_priority()
    g.cast("Lightning Bolt", target=bears).pass_until_resolved()
    g.expect_zone(bears, "graveyard")
    g.pass_until("upkeep", turn=3)
    g.expect_zone(holy, "graveyard")


def test_702_26f_effect_lasting_as_long_as_its_source_remains_ends_when_the_source_phases_out(full_db):
    """Sower of Temptation phases out: it can no longer be seen, so "for as long as this creature remains
    on the battlefield" ends and stays ended after it phases in."""
    s = scenario(_ripple(full_db), real(full_db, "Sower of Temptation", sower_of_temptation()), db=full_db)
    giant = s.battlefield(1, "Hill Giant")
    s.hand(0, "Sower of Temptation", "Reality Ripple")
    s.lands(0, "Island", 6)
    g = s.start()
    g.cast("Sower of Temptation").pass_until_resolved()
    if g.decision.kind == "target":
        g.answer(("target", g.find(giant)))
    g.pass_until_resolved()
    assert g.obj(giant).controller == 0
    g.cast("Reality Ripple", target="Sower of Temptation").pass_until_resolved()
    assert g.obj(giant).controller == 1
    g.pass_until("upkeep", turn=3)
    assert not g.state.objects[g.find("Sower of Temptation")].phased_out
    assert g.obj(giant).controller == 1


def test_702_26e_resolved_effect_does_not_include_phased_out_permanents(full_db):
    """702.26e: "Creatures you control get +2/+1 until end of turn" resolving while a creature is phased
    out doesn't affect it when it phases in."""
    s = scenario(_ripple(full_db), db=full_db)
    bears = s.battlefield(0, "Grizzly Bears")
    lions = s.battlefield(0, "Savannah Lions")
    s.hand(0, "Reality Ripple", "Inspired Charge")
    s.lands(0, "Island", 2)
    s.lands(0, "Plains", 4)
    g = s.start()
    g.cast("Reality Ripple", target=bears).pass_until_resolved()
    g.cast("Inspired Charge").pass_until_resolved()
    g.expect_pt(lions, 4, 2)
    assert not any(e.affected and g.find(bears) in e.affected for e in g.state.effects)


def test_610_4_phased_out_until_the_source_leaves(full_db):
    """Oubliette: the creature phases out until Oubliette leaves the battlefield; it doesn't phase in
    during its controller's untap step (610.4a), but does as soon as Oubliette is destroyed."""
    s = scenario(real(full_db, "Oubliette", oubliette()), db=full_db)
    giant = s.battlefield(1, "Hill Giant")
    s.hand(0, "Oubliette")
    s.lands(0, "Swamp", 3)
    s.hand(1, "Naturalize")
    s.lands(1, "Forest", 2)
    g = s.start()
    g.cast("Oubliette").pass_until_resolved()
    if g.decision.kind == "target":
        g.answer(("target", g.find(giant)))
    g.pass_until_resolved()
    assert g.state.objects[g.find(giant)].phased_out
    g.pass_until("main1", turn=2)
    assert g.state.objects[g.find(giant)].phased_out
    g.cast("Naturalize", target="Oubliette").pass_until_resolved()
    assert not g.state.objects[g.find(giant)].phased_out
    assert g.obj(giant).controller == 1


def test_702_26_phasing_keyword_alone(full_db):
    """A creature with phasing phases out in its controller's untap step and in the next one phases in:
    it's around every other turn of its controller."""
    phaser = permanent("Test Phaser", "Creature — Spirit", Keyword("Phasing"), pt="2/2")
    s = scenario(phaser)
    p = s.battlefield(0, "Test Phaser")
    g = s.start("end", turn=1, active=1)
    g.pass_until("upkeep", turn=2)
    assert g.state.objects[g.find(p)].phased_out
    g.pass_until("upkeep", turn=4)
    assert not g.state.objects[g.find(p)].phased_out


def test_702_26_phased_out_stolen_creature_is_not_newly_controlled_when_it_phases_in(full_db):
    """702.26d: phasing isn't a change of control: a creature stolen earlier that phases out and back in
    under the same controller can attack (302.6)."""
    s = scenario(_ripple(full_db), seize("permanent"), db=full_db)
    giant = s.battlefield(1, "Hill Giant")
    s.hand(0, "Test Seize", "Reality Ripple")
    s.lands(0, "Island", 2)
    g = s.start()
    g.cast("Test Seize", target=giant).pass_until_resolved()
    g.cast("Reality Ripple", target=giant).pass_until_resolved()
    g.pass_until("main1", turn=3)
    assert not g.state.objects[g.find(giant)].phased_out and g.obj(giant).controller == 0
    g.pass_until("declare attackers")
    assert g.find(giant) in {o[1] for o in g.decision.options if o[0] == "attack"}





def test_702_26_phased_out_status_survives_save_and_load():
    """The phased-out status (with who controlled it and how it phased out) is plain data: a saved game
    loads with it, and the loaded game phases it in on the same untap step."""
    from manastack.game import Game

    s = scenario(phase_spell())
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Holy Strength", attached_to=bears)
    s.hand(0, "Test Vanish")
    g = s.start()
    g.cast("Test Vanish", target=bears).pass_until_resolved()
    g2 = Game.load(g.game.save(), g.state.pool)
    assert g2.state.digest() == g.state.digest()
    oid = g.find(bears)
    assert g2.state.objects[oid].phased_out == (0, "direct", None)
