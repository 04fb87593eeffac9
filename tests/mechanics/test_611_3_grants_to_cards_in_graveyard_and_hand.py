"""611.3a, 613.1: a permanent's static ability that gives cards in a graveyard or hand an ability ("Each creature card
in your graveyard has unearth {2}{B}", "Each creature card in your hand has cycling {1}{U}") applies to those cards
there, and the granted keyword's activated ability can be activated from that zone -- only while the permanent is on
the battlefield."""
from __future__ import annotations

import pytest

from manastack.engine.carddef import CardPool
from manastack.testing import Scenario


def _activations(g, card):
    oid = g.find(card)
    return [o for o in g.options() if o[0] == "activate" and o[1] == oid]


def test_611_3a_sedris_gives_creature_cards_in_your_graveyard_unearth():
    """Sedris, the Traitor King: Grizzly Bears in its controller's graveyard can be unearthed for {2}{B}; it returns
    with haste (702.84a)."""
    s = Scenario.full()
    s.battlefield(0, "Sedris, the Traitor King")
    bears, = s.graveyard(0, "Grizzly Bears")
    s.lands(0, "Swamp", 3)
    g = s.start("main1")
    assert "Unearth" in g.obj(bears).keywords
    g.activate(bears)
    g.pass_until_resolved()
    o = g.obj(bears)
    assert o.zone == "battlefield" and "Haste" in o.keywords


def test_611_3a_without_sedris_the_graveyard_card_has_no_unearth():
    s = Scenario.full()
    bears, = s.graveyard(0, "Grizzly Bears")
    s.lands(0, "Swamp", 3)
    g = s.start("main1")
    assert "Unearth" not in g.obj(bears).keywords and not _activations(g, bears)


def test_611_3a_an_opponents_graveyard_isnt_yours():
    """"in your graveyard": the opponent's creature cards don't get unearth."""
    s = Scenario.full()
    s.battlefield(0, "Sedris, the Traitor King")
    theirs, = s.graveyard(1, "Grizzly Bears")
    g = s.start("main1")
    assert "Unearth" not in g.obj(theirs).keywords


def test_611_3a_rhet_tomb_mystic_gives_creature_cards_in_your_hand_cycling():
    """Rhet-Tomb Mystic: Grizzly Bears in hand has cycling {1}{U}: discard it, draw a card (702.29a)."""
    s = Scenario.full()
    s.battlefield(0, "Rhet-Tomb Mystic")
    bears = s.hand(0, "Grizzly Bears")
    s.lands(0, "Island", 2)
    g = s.start("main1")
    assert _activations(g, bears)
    g.activate(bears)
    g.pass_until_resolved()
    g.expect_zone(bears, "graveyard")
    assert len(g.zone(0, "hand")) == 1


@pytest.mark.parametrize("name", ["Sedris, the Traitor King", "Dregscape Sliver", "Rhet-Tomb Mystic",
                                  "Tectonic Reformation"])
def test_611_3a_unearth_and_cycling_granters_are_supported(full_db, name):
    d = CardPool(full_db).get(name)
    assert d.supported, d.missing


@pytest.mark.parametrize("name", ["Deeproot Historian", "Molecule Man", "Lorehold, the Historian", "Wrenn and Six"])
def test_611_3a_retrace_and_miracle_granters_are_supported(full_db, name):
    d = CardPool(full_db).get(name)
    assert d.supported, d.missing


# ---------------------------------------------------------------- retrace (702.81a) granted in a graveyard


def _casts(g, card):
    oid = g.find(card)
    return [o for o in g.options() if o[0] == "cast" and o[1] == oid]


def test_702_81a_611_3a_deeproot_historian_gives_merfolk_cards_in_your_graveyard_retrace():
    """Deeproot Historian ("Merfolk and Druid cards in your graveyard have retrace"): Merfolk Looter in its
    controller's graveyard is cast from there by discarding a land card as an additional cost (702.81a)."""
    s = Scenario.full()
    s.battlefield(0, "Deeproot Historian")
    looter, = s.graveyard(0, "Merfolk Looter")
    s.hand(0, "Forest")
    s.lands(0, "Island", 2)
    g = s.start("main1")
    assert "Retrace" in g.obj(looter).keywords
    opts = _casts(g, looter)
    assert [o for o in opts if "retrace" in str(o[2])]
    g.answer(next(o for o in opts if "retrace" in str(o[2])))
    while g.decision.kind != "priority":
        d = g.decision
        g.answer(("auto",) if d.kind == "pay" else next(o for o in d.options if o[0] == "choose"))
    g.expect_zone("Forest", "graveyard")  # the land card discarded for the cost
    g.pass_until_resolved()
    g.expect_zone(looter, "battlefield")


def test_702_81a_611_3a_no_retrace_for_other_cards_or_without_the_historian():
    """Grizzly Bears (no Merfolk or Druid) gets no retrace; without the Historian, neither does Merfolk Looter."""
    s = Scenario.full()
    s.battlefield(0, "Deeproot Historian")
    bears, = s.graveyard(0, "Grizzly Bears")
    s.hand(0, "Forest")
    s.lands(0, "Forest", 2)
    g = s.start("main1")
    assert "Retrace" not in g.obj(bears).keywords and not _casts(g, bears)
    s = Scenario.full()
    looter, = s.graveyard(0, "Merfolk Looter")
    s.hand(0, "Forest")
    s.lands(0, "Island", 2)
    g = s.start("main1")
    assert not _casts(g, looter)


# ---------------------------------------------------------------- miracle (702.94a) granted in a hand


def test_702_94a_611_3a_lorehold_gives_instant_and_sorcery_cards_in_hand_miracle():
    """Lorehold, the Historian ("Each instant and sorcery card in your hand has miracle {2}"): Divination drawn as
    the first card of the turn is revealed and cast for {2} with two Mountains (its {2}{U} couldn't be paid)."""
    s = Scenario.full()
    s.battlefield(0, "Lorehold, the Historian")
    s.library(0, "Divination", *(["Forest"] * 5))
    s.lands(0, "Mountain", 2)
    g = s.start("draw", turn=2)
    assert g.decision.kind == "yes_no" and g.decision.info["effect"] == "miracle"
    g.choose("yes")
    g.pass_priority(2)  # the miracle trigger resolves
    g.answer(next(o for o in g.decision.options if o[0] == "cast"))
    g.answer(("auto",))
    g.pass_until_resolved()
    g.expect_zone("Divination", "graveyard")
    assert len(g.zone(0, "hand")) == 2  # (the two cards Divination drew)


def test_702_94a_611_3a_without_lorehold_no_miracle_question():
    s = Scenario.full()
    s.library(0, "Divination", *(["Forest"] * 5))
    s.lands(0, "Mountain", 2)
    g = s.start("draw", turn=2)
    assert g.decision.kind == "priority" and g.zone(0, "hand") == ["Divination"]


def test_114_4_702_81a_wrenn_and_six_emblem_gives_instants_in_your_graveyard_retrace():
    """Wrenn and Six's -7 emblem ("Instant and sorcery cards in your graveyard have retrace") works from the command
    zone (114.4): Lightning Bolt in the graveyard is cast by discarding a land card."""
    s = Scenario.full()
    s.battlefield(0, "Wrenn and Six", counters={"loyalty": 7})
    bolt, = s.graveyard(0, "Lightning Bolt")
    s.hand(0, "Forest")
    s.lands(0, "Mountain", 1)
    g = s.start("main1")
    assert not _casts(g, bolt)
    wrenn = g.find("Wrenn and Six")
    g.answer(next(o for o in g.options() if o[0] == "activate" and o[1] == wrenn and o[2] == 2))
    g.pass_until_resolved()
    assert "Retrace" in g.obj(bolt).keywords
    g.answer(next(o for o in _casts(g, bolt) if "retrace" in str(o[2])))
    while g.decision.kind != "priority":
        d = g.decision
        if d.kind == "target":
            g.answer(g._target_option(("player", 1)))
        else:
            g.answer(("auto",) if d.kind == "pay" else next(o for o in d.options if o[0] == "choose"))
    g.pass_until_resolved()
    g.expect_life(1, 17)
    g.expect_zone("Forest", "graveyard")
