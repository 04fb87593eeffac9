"""701.59a: collect evidence N -- exile any number of cards from your graveyard with total mana value N or greater;
701.59b: a player who can't can't choose to. 701.61a: forage -- exile three cards from your graveyard or sacrifice a
Food."""
from __future__ import annotations

from manastack.engine.carddef import CardPool
from manastack.testing import Scenario


def _sentries(gy=(), food=False):
    s = Scenario.full()
    s.hand(0, "Treetop Sentries")
    s.lands(0, "Forest", 4)
    if gy:
        s.graveyard(0, *gy)
    if food:
        s.battlefield(0, "Candy Trail")  # an Artifact -- Food Clue
    g = s.start("main1")
    g.cast("Treetop Sentries")
    g.pass_until_resolved()  # the creature resolves, then its enters trigger (which may ask)
    return g


def test_701_61a_forage_exiles_three_cards_then_draws():
    """Treetop Sentries: "When this creature enters, you may forage. If you do, draw a card." Three cards in the
    graveyard and no Food: yes, they are exiled, and a card is drawn."""
    g = _sentries(gy=("Grizzly Bears", "Lightning Bolt", "Shock"))
    hand = len(g.zone(0, "hand"))
    assert g.decision.kind == "yes_no"
    g.choose("yes")
    g.pass_until_resolved()
    assert g.zone(0, "graveyard") == []
    assert len(g.zone(0, "exile")) == 3
    assert len(g.zone(0, "hand")) == hand + 1


def test_701_61a_forage_may_sacrifice_a_food_instead():
    g = _sentries(gy=("Grizzly Bears", "Lightning Bolt", "Shock"), food=True)
    g.choose("yes")
    assert g.decision.kind == "option"
    g.answer(("food",))
    g.pass_until_resolved()
    assert len(g.zone(0, "graveyard")) == 4  # the three cards stayed; Candy Trail joined them
    g.expect_zone("Candy Trail", "graveyard")


def test_701_61a_without_three_cards_or_a_food_forage_isnt_offered():
    g = _sentries(gy=("Grizzly Bears", "Shock"))
    hand = len(g.zone(0, "hand"))
    assert g.decision is None or g.decision.kind != "yes_no"
    g.pass_until_resolved()
    assert len(g.zone(0, "graveyard")) == 2 and len(g.zone(0, "hand")) == hand


def test_701_59a_sample_collector_collects_evidence_three():
    """Sample Collector attacks; collect evidence 3 with Grizzly Bears (2) and Lightning Bolt (1): both exiled, and
    the reflexive trigger puts a +1/+1 counter on target creature you control."""
    s = Scenario.full()
    collector = s.battlefield(0, "Sample Collector")
    s.graveyard(0, "Grizzly Bears", "Lightning Bolt", "Shock")
    g = s.start("main1")
    g.attack(collector, defender=1)
    while g.decision is not None and g.decision.kind == "priority":
        g.pass_priority()
    assert g.decision.kind == "yes_no"
    g.choose("yes")
    assert g.decision.kind == "choose_cards"
    assert ("done",) not in g.decision.options  # 0 of 3 so far
    g.answer(("choose", g.find("Grizzly Bears")))
    assert ("done",) not in g.decision.options  # 2 of 3
    g.answer(("choose", g.find("Lightning Bolt")))
    assert ("done",) in g.decision.options  # 3: enough
    g.answer(("done",))
    assert {g.obj(o).name for o in g.zone(0, "exile")} == {"Grizzly Bears", "Lightning Bolt"}
    while g.decision is not None and g.decision.kind != "priority":
        g.choose(collector)
    g.pass_until_resolved()
    assert g.obj(collector).counters == {"+1/+1": 1}


def test_701_59b_not_enough_mana_value_no_offer():
    s = Scenario.full()
    collector = s.battlefield(0, "Sample Collector")
    s.graveyard(0, "Lightning Bolt", "Shock")  # total 2 < 3
    g = s.start("main1")
    g.attack(collector, defender=1)
    g.pass_until("main2")
    assert len(g.zone(0, "graveyard")) == 2
    assert not g.obj(collector).counters


def test_collect_evidence_and_forage_cards(full_db):
    for name in ("Izoni, Center of the Web", "Sample Collector", "Bushy Bodyguard", "Curious Forager",
                 "Treetop Sentries"):
        d = CardPool(full_db).get(name)
        assert d.supported, (name, d.missing)
    # "you may exile it and collect evidence 4" compiled as two separate instructions: not played
    assert not CardPool(full_db).get("Lamplight Phoenix").supported
