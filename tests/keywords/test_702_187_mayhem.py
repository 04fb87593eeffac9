"""Mayhem (702.187), with real cards."""
from __future__ import annotations

from manastack.testing import Scenario


def _discard_bolt(mountains: int = 4):
    """Tormenting Voice ({1}{R}; "As an additional cost to cast this spell, discard a card. Draw two cards.")
    discarding Electro's Bolt (mayhem {1}{R})."""
    s = Scenario.full()
    s.hand(0, "Tormenting Voice")
    s.hand(0, "Electro's Bolt")
    s.lands(0, "Mountain", mountains)
    s.battlefield(1, "Grizzly Bears")
    g = s.start("main1")
    g.answer(next(o for o in g.decision.options if o[0] == "cast" and g._name(o[1]) == "Tormenting Voice"))
    d = g.decision
    g.answer(next(o for o in d.options if o[0] == "choose" and g._name(o[1]) == "Electro's Bolt"))
    g.answer(("auto",))
    g.pass_priority()
    g.pass_priority()
    return g


def test_702_187b_cast_from_graveyard_after_discarding_it_this_turn():
    """702.187b: Electro's Bolt discarded this turn may be cast from the graveyard for its mayhem cost {1}{R}; it
    deals 4 damage to Grizzly Bears."""
    g = _discard_bolt()
    assert "Electro's Bolt" in g.zone(0, "graveyard")
    opts = [o for o in g.decision.options if o[0] == "cast" and g._name(o[1]) == "Electro's Bolt"]
    assert [o[2] for o in opts] == ["mayhem"]
    g.answer(opts[0])
    g.answer(g._target_option(g.find("Grizzly Bears")))
    assert g.decision.kind == "pay" and g.decision.info["due"] == "{1}{R}"
    g.answer(("auto",))
    g.pass_priority()
    g.pass_priority()
    assert "Grizzly Bears" in g.zone(1, "graveyard")
    assert "Electro's Bolt" in g.zone(0, "graveyard")


def test_702_187b_not_without_having_discarded_it():
    """702.187b: "As long as you discarded this card this turn": a card put into the graveyard otherwise (here it
    starts there) can't be cast with mayhem."""
    s = Scenario.full()
    s.graveyard(0, "Electro's Bolt")
    s.lands(0, "Mountain", 4)
    s.battlefield(1, "Grizzly Bears")
    g = s.start("main1")
    assert not any(o[0] == "cast" for o in g.decision.options)


def test_702_187b_timing_rules_still_apply():
    """702.187b, 307.1 (reminder text: "Timing rules still apply"): a sorcery cast with mayhem still needs an empty
    stack: while Tormenting Voice is still on the stack, the discarded Electro's Bolt isn't offered."""
    s = Scenario.full()
    s.hand(0, "Tormenting Voice")
    s.hand(0, "Electro's Bolt")
    s.lands(0, "Mountain", 4)
    s.battlefield(1, "Grizzly Bears")
    g = s.start("main1")
    g.answer(next(o for o in g.decision.options if o[0] == "cast" and g._name(o[1]) == "Tormenting Voice"))
    g.answer(next(o for o in g.decision.options if o[0] == "choose" and g._name(o[1]) == "Electro's Bolt"))
    g.answer(("auto",))
    assert g.stack == ["Tormenting Voice"] and g.decision.kind == "priority"
    assert not any(o[0] == "cast" and g._name(o[1]) == "Electro's Bolt" for o in g.decision.options)


def test_702_187_mayhem_cards_are_supported(supported):
    supported("Electro's Bolt", "Raging Goblinoids", "Sadistic Slash")
