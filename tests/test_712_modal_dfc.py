"""712.12: a modal double-faced card may be played or cast with either face up."""
from manastack.testing import Scenario


def test_712_12_pathway_land_played_back_face_up():
    s = Scenario.full()
    s.hand(0, "Barkchannel Pathway")
    g = s.start("main1")
    oid = g.find("Barkchannel Pathway // Tidechannel Pathway")
    assert ("play", oid) in g.options() and ("play", oid, 1) in g.options()
    g.answer(("play", oid, 1))
    v = g.obj("Barkchannel Pathway // Tidechannel Pathway")
    assert v.name == "Tidechannel Pathway" and v.zone == "battlefield"
    g.pass_priority()
    assert g.state.players[0].lands_played == 1


def test_712_12_spell_front_land_back_cast_front_or_play_back():
    s = Scenario.full()
    s.hand(0, "Bala Ged Recovery")
    s.graveyard(0, "Grizzly Bears")
    s.lands(0, "Forest", 3)
    g = s.start("main1")
    oid = g.find("Bala Ged Recovery // Bala Ged Sanctuary")
    assert ("play", oid, 1) in g.options()  # the back face is a land
    g.cast(oid, target=g.find("Grizzly Bears"))
    g.pass_until_resolved()
    assert "Grizzly Bears" in g.zone(0, "hand")
