"""Official rulings of the target cards that make Eldrazi Scions some other way than on cast — Blisterpod (when it
dies), From Beyond (each upkeep) — and of the Scion spells with targets, Adverse Conditions and Grave Birthing,
and of Drowner of Hope's sacrifice cost (issue #32)."""
from __future__ import annotations

import pytest

from manastack.testing import Scenario

from .keys import ruling
from .test_rebound_improvise import resolve_all, settle


def _blisterpod_scion():
    s = Scenario.full(offer_mana_abilities=True)
    pod = s.battlefield(0, "Blisterpod")
    s.hand(0, "Shock")
    s.lands(0, "Mountain", 1)
    g = s.start("main1")
    g.cast("Shock", target=pod)
    g.pass_until_resolved()
    resolve_all(g)
    g.expect_zone(pod, "graveyard")
    return g


def _from_beyond_scion():
    s = Scenario.full(offer_mana_abilities=True)
    s.battlefield(0, "From Beyond")
    g = s.start("upkeep")
    resolve_all(g)
    return g


MAKERS = {"Blisterpod": _blisterpod_scion, "From Beyond": _from_beyond_scion}


@pytest.mark.parametrize("card", [
    pytest.param("Blisterpod", marks=ruling("Blisterpod", "2015-08-25", "eldrazi and scion are each separate")),
    pytest.param("From Beyond", marks=ruling("From Beyond", "2015-08-25", "eldrazi and scion are each separate")),
])
def test_scion_token_is_an_eldrazi_and_a_scion_205_3m_111_10(card):
    """205.3m, 111.10: the Scion made (Blisterpod dying to Shock; From Beyond in its controller's upkeep) is a 1/1
    colorless creature with two creature types, Eldrazi and Scion."""
    g = MAKERS[card]()
    o = g.obj(g.find("Eldrazi Scion"))
    assert o.subtypes == {"Eldrazi", "Scion"} and (o.power, o.toughness) == (1, 1) and not o.colors, o


@pytest.mark.parametrize("card", [
    pytest.param("Blisterpod", marks=ruling("Blisterpod", "2015-08-25", "sacrificing an eldrazi scion creature token")),
    pytest.param("From Beyond", marks=ruling("From Beyond", "2015-08-25", "sacrificing an eldrazi scion creature token")),
])
def test_sacrificing_the_scion_for_mana_is_a_mana_ability_605_1a_605_3b(card):
    """605.1a, 605.3b: "Sacrifice this token: Add {C}" is a mana ability: it doesn't use the stack, {C} is in the
    pool at once."""
    g = MAKERS[card]()
    if g.state.step != "main1":
        g.pass_until("main1")
    sc = g.find("Eldrazi Scion")
    before = g.state.players[0].pool[5]
    g.answer(next(o for o in g.options() if o[0] == "activate" and o[1] == sc))
    assert not g.stack and g.decision.player == 0
    assert g.state.players[0].pool[5] == before + 1
    assert g.zone_of(sc) != "battlefield"


def _adverse(targets: int, bounce: bool):
    s = Scenario.full()
    h = s.hand(0, "Adverse Conditions")
    s.lands(0, "Island", 4)
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(1, "Unsummon")
    s.lands(1, "Island", 1)
    g = s.start("main1")
    g.cast(h, targets=[bears] if targets else [])
    if bounce:
        g.pass_priority()
        g.cast("Unsummon", target=bears)
    g.pass_until_resolved()
    settle(g)
    return g, bears


@ruling("Adverse Conditions", "2015-08-25", "you can cast adverse conditions with")
def test_adverse_conditions_2015_08_25_you_can_cast_adverse_conditions_with_601_2c_608_2b():
    """601.2c ("up to two": zero targets is a legal choice), 608.2b: cast with no targets it still resolves and
    makes a Scion; cast targeting only Grizzly Bears, bounced by Unsummon in response, it doesn't resolve: no
    Scion."""
    g, _ = _adverse(0, False)
    assert "Eldrazi Scion" in g.zone(0, "battlefield")
    g, bears = _adverse(1, True)
    g.expect_zone(bears, "hand")
    assert "Eldrazi Scion" not in g.zone(0, "battlefield")
    g.expect_zone("Adverse Conditions", "graveyard")


@ruling("Adverse Conditions", "2015-08-25", "some instants and sorceries that create")
def test_adverse_conditions_2015_08_25_some_instants_and_sorceries_that_create_608_2b():
    """608.2b: Adverse Conditions whose every target (here two creatures, both bounced by Unsummon and Boomerang)
    became illegal doesn't resolve: no Scion, nothing tapped."""
    s = Scenario.full()
    h = s.hand(0, "Adverse Conditions")
    s.lands(0, "Island", 4)
    bears = s.battlefield(1, "Grizzly Bears")
    giant = s.battlefield(1, "Hill Giant")
    s.hand(1, "Unsummon", "Boomerang")
    s.lands(1, "Island", 3)
    g = s.start("main1")
    g.cast(h, targets=[bears, giant])
    g.pass_priority()
    g.cast("Unsummon", target=bears)
    while not (g.stack == ["Adverse Conditions"] and g.decision.actor == 1):   # Unsummon resolves
        g.pass_priority()
    g.cast("Boomerang", target=giant)
    g.pass_until_resolved()
    settle(g)
    g.expect_zone(bears, "hand")
    g.expect_zone(giant, "hand")
    assert "Eldrazi Scion" not in g.zone(0, "battlefield")


@ruling("Grave Birthing", "2015-08-25", "you can cast grave birthing targeting")
def test_grave_birthing_2015_08_25_you_can_cast_grave_birthing_targeting_608_2c():
    """608.2c, 609.3: an opponent with an empty graveyard is a legal target: they exile nothing, and its caster
    still gets the Scion and draws a card."""
    s = Scenario.full()
    s.hand(0, "Grave Birthing")
    s.lands(0, "Swamp", 3)
    g = s.start("main1")
    hand = len(g.zone(0, "hand"))
    g.cast("Grave Birthing", target="Player 2")
    g.pass_until_resolved()
    settle(g)
    assert "Eldrazi Scion" in g.zone(0, "battlefield")
    assert len(g.zone(0, "hand")) == hand            # Grave Birthing left, one card drawn


@ruling("Grave Birthing", "2015-08-25", "the target opponent chooses which card")
def test_grave_birthing_2015_08_25_the_target_opponent_chooses_which_card_608_2c():
    """608.2c: the target opponent picks which of their graveyard's cards they exile, as the spell resolves."""
    s = Scenario.full()
    s.hand(0, "Grave Birthing")
    s.lands(0, "Swamp", 3)
    bears, giant = s.graveyard(1, "Grizzly Bears", "Hill Giant")
    g = s.start("main1")
    g.cast("Grave Birthing", target="Player 2")
    g.pass_until_resolved()
    d = g.decision
    assert d.actor == 1 and {o[1] for o in d.options if len(o) > 1} >= {g.find(bears), g.find(giant)}, d
    g.choose(giant)
    settle(g)
    g.expect_zone(giant, "exile")
    g.expect_zone(bears, "graveyard")


def _drowner():
    s = Scenario.full()
    dr = s.battlefield(0, "Drowner of Hope")
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Call the Scions")
    s.lands(0, "Forest", 1)
    s.lands(0, "Wastes", 2)
    g = s.start("main1")
    g.cast("Call the Scions")
    resolve_all(g)
    return g, dr, bears


@ruling("Drowner of Hope", "2015-08-25", "you can sacrifice any eldrazi scion")
def test_drowner_of_hope_2015_08_25_you_can_sacrifice_any_eldrazi_scion_602_2():
    """602.2, 118.3: "Sacrifice an Eldrazi Scion" is paid with any Scion its controller controls — here one made by
    Call the Scions, not by Drowner of Hope: the target is tapped."""
    g, dr, bears = _drowner()
    scions = [i for i in g.state.battlefield if g.obj(i).name == "Eldrazi Scion"]
    assert len(scions) == 2
    g.activate(dr, target=bears)
    g.choose(scions[0])                  # (Drowner of Hope, itself an Eldrazi Scion, is offered too)
    settle(g)
    g.pass_until_resolved()
    assert g.obj(bears).tapped
    assert sum(1 for i in g.state.battlefield if g.obj(i).name == "Eldrazi Scion") == 1


@ruling("Drowner of Hope", "2015-08-25", "you cant sacrifice the same permanent")
def test_drowner_of_hope_2015_08_25_you_cant_sacrifice_the_same_permanent_701_21a_602_2():
    """701.21a, 602.2: the Scion sacrificed to pay Drowner of Hope's cost is gone: its own "Sacrifice this token:
    Add {C}" can't be activated too — no {C} is added."""
    g, dr, bears = _drowner()
    scion = next(i for i in g.state.battlefield if g.obj(i).name == "Eldrazi Scion")
    g.activate(dr, target=bears)
    g.choose(scion)
    settle(g)
    assert g.zone_of(scion) != "battlefield"
    assert g.state.players[0].pool[5] == 0
    g.pass_until_resolved()
    assert g.state.players[0].pool[5] == 0
    assert g.obj(bears).tapped


@ruling("From Beyond", "2015-08-25", "an eldrazi card is one with")
def test_from_beyond_2015_08_25_an_eldrazi_card_is_one_with_205_3m_701_19a():
    """205.3m, 701.23a: "an Eldrazi card" is one with the creature type Eldrazi: the search offers Blisterpod but
    not Eldrazi Temple (a land with Eldrazi only in its name)."""
    s = Scenario.full()
    fb = s.battlefield(0, "From Beyond")
    s.lands(0, "Forest", 2)
    pod, temple = s.library(0, "Blisterpod", "Eldrazi Temple")
    g = s.start("main1")
    g.activate(fb)
    g.pass_until_resolved()
    d = g.decision
    offered = {o[1] for o in d.options if len(o) > 1}
    assert g.find(pod) in offered and g.find(temple) not in offered, d.options
    g.choose(pod)
    settle(g)
    g.expect_zone(pod, "hand")
