"""Official rulings of the cards of decks/pauper-white-weenie.txt as scenario tests (issue #32)."""
from __future__ import annotations

import pytest

from manastack.testing import Scenario

from .keys import ruling


def _exiler_leaves_first(card: str):
    """``card``'s enters trigger (exile target ...) on the stack; the exiler is destroyed in response."""
    s = Scenario.full()
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, card)
    s.lands(0, "Plains", 3)
    s.hand(1, "Disenchant")
    s.lands(1, "Plains", 2)
    g = s.start("main1")
    g.cast(card)
    g.pass_priority(2)
    while g.decision.kind != "priority":
        g.answer(next(o for o in g.decision.options if o[0] == "target" and g.obj(o[1]).name == "Grizzly Bears"))
    g.pass_priority()
    g.cast("Disenchant", target=card)
    g.pass_until_resolved()
    return g, bears


@ruling("Journey to Nowhere", "2009-10-01", "If Journey to Nowhere leaves the")
def test_journey_to_nowhere_2009_10_01_if_journey_to_nowhere_leaves_the_battlefield_first_610_3():
    """610.3c, 603.6: the leaves trigger returns nothing (nothing is exiled yet); then the enters trigger
    exiles the creature — for good."""
    g, bears = _exiler_leaves_first("Journey to Nowhere")
    g.expect_zone("Journey to Nowhere", "graveyard")
    g.expect_zone(bears, "exile")
    g.pass_until("main1", turn=2)
    g.expect_zone(bears, "exile")


@ruling("Oblivion Ring", "2007-10-01", "If Oblivion Ring leaves the battlefield")
def test_oblivion_ring_2007_10_01_if_oblivion_ring_leaves_the_battlefield_first_610_3():
    """610.3c: as Journey to Nowhere — the permanent exiled after O-Ring has left stays exiled."""
    g, bears = _exiler_leaves_first("Oblivion Ring")
    g.expect_zone("Oblivion Ring", "graveyard")
    g.expect_zone(bears, "exile")


@ruling("Oblivion Ring", "2012-07-01", "Auras attached to the exiled permanent")
def test_oblivion_ring_2012_07_01_auras_attached_to_the_exiled_permanent_704_5m_704_5n():
    """704.5m, 704.5n, 122.2: the Aura goes to the graveyard, the Equipment stays unattached, the counters
    cease to exist (the card comes back without them)."""
    s = Scenario.full()
    bears = s.battlefield(1, "Grizzly Bears", counters={"+1/+1": 2})
    s.battlefield(1, "Rancor", attached_to=bears)
    s.battlefield(1, "Bonesplitter", attached_to=bears)
    s.hand(0, "Oblivion Ring", "Disenchant")
    s.lands(0, "Plains", 5)
    g = s.start("main1")
    g.cast("Oblivion Ring")
    g.pass_priority(2)
    while g.decision.kind != "priority":
        g.answer(next(o for o in g.decision.options if o[0] == "target" and g.obj(o[1]).name == "Grizzly Bears"))
    g.pass_until_resolved()
    g.expect_zone(bears, "exile")
    g.expect_zone("Bonesplitter", "battlefield")
    g.check(g.obj("Bonesplitter").attached_to is None, "unattached")
    g.check(g.zone_of("Rancor") in ("graveyard", "hand"), "the Aura left the battlefield")
    g.cast("Disenchant", target="Oblivion Ring")
    g.pass_until_resolved()
    g.expect_zone(bears, "battlefield")
    g.check(not g.obj(bears).counters, "no counters")
    g.expect_pt(bears, 2, 2)


@ruling("Kor Skyfisher", "2017-03-14", "Kor Skyfisher's triggered ability doesn't target")
@ruling("Kor Skyfisher", "2017-03-14", "If Kor Skyfisher is still on")
def test_kor_skyfisher_returns_a_permanent_chosen_on_resolution_itself_allowed_115_1():
    """115.1, 608.2c: no target — the permanent is chosen as the ability resolves, and it may be the
    Skyfisher itself."""
    s = Scenario.full()
    s.hand(0, "Kor Skyfisher")
    s.lands(0, "Plains", 2)
    g = s.start("main1")
    g.cast("Kor Skyfisher")
    g.pass_priority(2)
    g.check(g.decision.kind == "priority" and len(g.stack) == 1, "the trigger went on the stack, no target asked")
    g.pass_priority(2)
    d = g.decision
    g.check(d.kind != "priority", "the choice is made as it resolves")
    g.answer(next(o for o in d.options if len(o) > 1 and isinstance(o[1], int)
                  and g.obj(o[1]).name == "Kor Skyfisher"))
    g.pass_until_resolved()
    g.expect_zone("Kor Skyfisher", "hand")


@ruling("Rally the Peasants", "2016-06-08", "Only creatures you control when Rally")
def test_rally_the_peasants_2016_06_08_only_creatures_you_control_when_it_resolves_611_2c():
    """611.2c: a creature that enters later in the turn doesn't get +2/+0."""
    s = Scenario.full()
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Rally the Peasants", "Savannah Lions")
    s.lands(0, "Plains", 4)
    g = s.start("main1")
    g.cast("Rally the Peasants")
    g.pass_until_resolved()
    g.cast("Savannah Lions")
    g.pass_until_resolved()
    g.expect_pt(bears, 4, 2)
    g.expect_pt("Savannah Lions", 2, 1)


@ruling("Thraben Inspector", "2016-04-08", "The token is named Clue and")
def test_thraben_inspector_2016_04_08_the_token_is_named_clue_111_10f():
    """111.10f: a Clue is a colorless artifact named Clue with the artifact subtype Clue."""
    s = Scenario.full()
    s.hand(0, "Thraben Inspector")
    s.lands(0, "Plains", 1)
    g = s.start("main1")
    g.cast("Thraben Inspector")
    g.pass_until_resolved()
    clue = g.obj("Clue")
    g.check(set(clue.types) == {"Artifact"} and set(clue.subtypes) == {"Clue"}, f"{clue.types} {clue.subtypes}")
    g.check(clue.name == "Clue" and not clue.colors, "named Clue, colorless")


@ruling("Oblivion Ring", "2008-10-01", "If the exiled card is an")
def test_oblivion_ring_2008_10_01_a_returned_aura_is_attached_by_its_owner_303_4f():
    """303.4f: an Aura put onto the battlefield without being cast doesn't target; its owner attaches it
    to something it can enchant."""
    s = Scenario.full()
    bears = s.battlefield(1, "Grizzly Bears")
    s.battlefield(1, "Rancor", attached_to=bears)
    s.hand(0, "Oblivion Ring", "Disenchant")
    s.lands(0, "Plains", 5)
    g = s.start("main1")
    g.cast("Oblivion Ring")
    g.pass_priority(2)
    while g.decision.kind != "priority":
        g.answer(next(o for o in g.decision.options if o[0] == "target" and g.obj(o[1]).name == "Rancor"))
    g.pass_until_resolved()
    g.expect_zone("Rancor", "exile")
    g.cast("Disenchant", target="Oblivion Ring")
    for _ in range(10):
        g.pass_until_resolved()
        if g.decision.kind == "priority":
            break
        g.check(g.decision.actor == 1, "the Aura's owner chooses")
        g.answer(next(o for o in g.decision.options if len(o) > 1 and o[1] == g.find(bears)))
    g.expect_zone("Rancor", "battlefield")
    g.check(g.obj("Rancor").attached_to == g.find(bears), "attached to the Bears")
    g.expect_pt(bears, 4, 2)
