"""More copy rulings (issue #32, I–Z half of the sixth pass): Mimic Vat with a noncreature card and a manifested
instant, Stolen Identity copying a copy, Renegade Doppelganger with an end-step trigger, Inalla as a commander."""
from __future__ import annotations

from manastack.testing import Scenario

from .keys import ruling
from .test_rebound_improvise import resolve_all, settle

INALLA = "Inalla, Archmage Ritualist"


def _tokens(g, name=None):
    return [i for i in g.state.battlefield if g.state.objects[i].kind == "token"
            and (name is None or g.obj(i).name == name)]


def _run(g, answer="yes", limit=80):
    for _ in range(limit):
        d = g.decision
        if d is None:
            return
        if d.kind == "yes_no":
            g.choose(answer)
        elif d.kind == "priority":
            if not g.stack:
                return
            g.pass_priority()
        else:
            settle(g)


@ruling("Mimic Vat", "2011-01-01", "You may exile a noncreature card")
@ruling("Mimic Vat", "2011-01-01", "If the token is a copy of a noncreature card")
def test_mimic_vat_noncreature_card_exiled_and_its_haste_token_603_10a_707_2():
    """603.10a, 707.2: a crewed Mobile Garrison (an artifact creature until end of turn) dies: the Vat triggers
    and exiles that Vehicle card; the token made is a copy of the card — a noncreature Vehicle artifact — and
    it has haste all the same."""
    s = Scenario.full()
    s.battlefield(0, "Mimic Vat")
    s.lands(0, "Wastes", 3)
    s.battlefield(1, "Mobile Garrison")
    s.battlefield(1, "Hill Giant")
    s.hand(0, "Murder")
    s.lands(0, "Swamp", 3)
    g = s.start("main1", active=1)
    g.activate("Mobile Garrison")
    settle(g)
    _run(g)
    assert "Creature" in g.obj("Mobile Garrison").types
    g.pass_priority()
    g.cast("Murder", target="Mobile Garrison")
    _run(g)
    g.expect_zone("Mobile Garrison", "exile")
    g.pass_until("main1", turn=2)
    g.activate("Mimic Vat")
    _run(g)
    toks = _tokens(g, "Mobile Garrison")
    assert len(toks) == 1, g.board()
    o = g.obj(toks[0])
    assert "Creature" not in o.types and "Vehicle" in o.subtypes and "Haste" in o.keywords, o


@ruling("Mimic Vat", "2018-07-13", "If the creature that dies is an instant or sorcery card")
def test_mimic_vat_2018_07_13_if_the_creature_that_dies_is_111_5_701_40():
    """701.40a, 111.5: Wildcall manifests a Lightning Bolt; the face-down 2/2 dies and the Vat exiles the
    instant card; the Vat's token ability then makes no token (a token can't be a copy of an instant)."""
    s = Scenario.full()
    s.battlefield(0, "Mimic Vat")
    s.lands(0, "Wastes", 3)
    s.hand(0, "Wildcall", "Shock")
    s.lands(0, "Forest", 2)
    s.lands(0, "Mountain", 1)
    s.library(0, "Lightning Bolt")
    g = s.start("main1")
    g.cast("Wildcall", x=0)
    _run(g)
    fd = next(i for i in g.state.battlefield if g.obj(i).face_down)
    g.cast("Shock", target=fd)
    _run(g)
    g.expect_zone("Lightning Bolt", "exile")
    g.activate("Mimic Vat")
    _run(g)
    assert not _tokens(g), g.board()


@ruling("Stolen Identity", "2013-01-24", "If the copied permanent is copying something else")
def test_stolen_identity_2013_01_24_if_the_copied_permanent_is_copying_707_3():
    """707.3: the opponent's Clone is a Hill Giant: my token copy of it is a 3/3 Hill Giant."""
    s = Scenario.full()
    s.battlefield(1, "Hill Giant")
    s.hand(1, "Clone")
    s.lands(1, "Island", 4)
    s.hand(0, "Stolen Identity")
    s.lands(0, "Island", 6)
    g = s.start("main1", active=1)
    g.cast("Clone")
    g.pass_until_resolved()
    g.answer(next(o for o in g.decision.options if len(o) > 1 and o[1] == g.find("Hill Giant")))
    _run(g)
    g.pass_until("main1", turn=2)
    clone = g.find("Clone", zone="battlefield")
    g.cast("Stolen Identity", target=clone)
    _run(g, answer="no")
    toks = _tokens(g)
    assert len(toks) == 1 and g.obj(toks[0]).name == "Hill Giant", g.board()
    g.expect_pt(toks[0], 3, 3)


@ruling("Renegade Doppelganger", "2010-06-15", "If the creature Renegade Doppelganger copies has an ability that triggers")
def test_renegade_doppelganger_2010_06_15_if_the_creature_renegade_doppelganger_513_1_514_2():
    """513.1a, 514.2: as a copy of Whisperwood Elemental, its "at the beginning of your end step, manifest"
    triggers and resolves in the end step; the copy effect wears off only in the cleanup step: two face-down
    creatures (one from each Whisperwood) and the Doppelganger is itself again."""
    s = Scenario.full()
    d = s.battlefield(0, "Renegade Doppelganger")
    s.hand(0, "Whisperwood Elemental")
    s.lands(0, "Forest", 5)
    g = s.start("main1")
    g.cast("Whisperwood Elemental")
    _run(g)
    assert g.obj(d).name == "Whisperwood Elemental"
    g.pass_until("end")
    _run(g)
    g.pass_until("upkeep", turn=2)
    fds = [i for i in g.state.battlefield if g.obj(i).face_down]
    assert len(fds) == 2, g.board()
    assert g.obj(d).name == "Renegade Doppelganger"


@ruling("Inalla, Archmage Ritualist", "2017-08-25", "Notably, if your commander is on the battlefield")
def test_inalla_archmage_ritualist_2017_08_25_notably_if_your_commander_is_903_9a_400_7():
    """903.9a, 400.7, 113.6: my commander Inalla's eminence triggers on the battlefield; destroyed in response
    and put into the command zone, it is a new object: the ability does nothing (no token)."""
    s = Scenario.full()
    s.commander(0, INALLA, zone="battlefield")
    s.hand(0, "Merchant of Secrets")
    s.lands(0, "Island", 5)
    s.hand(1, "Murder")
    s.lands(1, "Swamp", 3)
    g = s.start("main1")
    g.cast("Merchant of Secrets")
    g.pass_until_resolved()
    settle(g)
    g.pass_priority()
    g.cast("Murder", target=INALLA)
    g.pass_until_resolved()
    _run(g)
    g.expect_zone(INALLA, "command")
    assert not _tokens(g), g.board()
