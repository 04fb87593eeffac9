"""Amplify (702.38a): "As this object enters, reveal any number of cards from your hand that share a creature type
with it. This permanent enters with N +1/+1 counters on it for each card revealed this way." The reveal is a choice
made as it enters (614.12a), asked as a Decision."""
from __future__ import annotations

import pytest

from manastack.engine.carddef import CardPool
from manastack.game import Game
from manastack.testing import Scenario


def _rogon():
    s = Scenario.full()
    s.hand(0, "Glowering Rogon", "Canopy Crawler", "Feral Throwback", "Grizzly Bears")
    s.lands(0, "Forest", 6)
    g = s.start("main1")
    g.cast("Glowering Rogon")
    g.pass_priority(2)  # both pass: it resolves and asks as it enters
    return s, g


def test_702_38a_glowering_rogon_reveals_two_beasts_and_enters_with_two_counters():
    """Glowering Rogon (a 4/4 Beast, amplify 1): the two Beast cards in hand may be revealed, the Grizzly Bears (a
    Bear) may not; revealing both, it enters with two +1/+1 counters (6/6) and the cards stay in hand."""
    s, g = _rogon()
    d = g.decision
    assert d.kind == "choose_cards" and d.player == 0 and d.actor == 0
    offered = {o[1] for o in d.options if o[0] == "choose"}
    assert offered == {g.find("Canopy Crawler"), g.find("Feral Throwback")}
    g.answer(("choose", g.find("Canopy Crawler")))
    assert {o[1] for o in g.decision.options if o[0] == "choose"} == {g.find("Feral Throwback")}
    g.answer(("choose", g.find("Feral Throwback")))
    o = g.obj("Glowering Rogon")
    assert o.zone == "battlefield" and o.counters.get("+1/+1") == 2 and (o.power, o.toughness) == (6, 6)
    assert sorted(g.zone(0, "hand")) == ["Canopy Crawler", "Feral Throwback", "Grizzly Bears"]


def test_702_38a_revealing_nothing_enters_without_counters():
    s, g = _rogon()
    g.answer(("done",))
    o = g.obj("Glowering Rogon")
    assert o.zone == "battlefield" and not o.counters and (o.power, o.toughness) == (4, 4)


def test_702_38a_the_reveal_decision_saves_and_loads(full_db):
    """The choice in the middle of the entering is a Decision resumable from plain data."""
    s, g = _rogon()
    loaded = Game.load(g.game.save(), cards=CardPool(full_db))
    assert loaded.decision == g.decision
    pick = ("choose", g.find("Canopy Crawler"))
    for game in (loaded, g.game):
        game.apply(pick)
        game.apply(("done",))
    assert loaded.digest() == g.game.digest()
    assert g.obj("Glowering Rogon").counters.get("+1/+1") == 1


@pytest.mark.parametrize("name", ["Glowering Rogon", "Aven Warhawk", "Zombie Brute"])
def test_702_38_amplify_cards_are_supported(full_db, name):
    d = CardPool(full_db).get(name)
    assert d.supported, d.missing
