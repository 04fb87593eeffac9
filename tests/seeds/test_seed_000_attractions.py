"""Seed rulings, file 000: Unfinity's ruling on rolling to visit Attractions (October 7, 2022). One test
per sentence. CR 505.5, 703.4g, 717.4, 701.52 (numbered 701.49 when the ruling was written)."""
from __future__ import annotations

from mechanics.trees import attraction_on_battlefield

from manastack.testing import Scenario


def _booth(step="draw", lights=(1, 2, 3, 4, 5, 6)):
    s = Scenario.full()
    booth = attraction_on_battlefield(s, 0, "Information Booth", lights)
    g = s.start(step)
    return g, booth


def test_717_4_precombat_main_phase_begins_player_with_attractions_rolls_to_visit():
    """"As a player's precombat main phase begins, a player who controls one or more Attractions rolls to
    visit their Attractions." (717.4, 505.5: Information Booth, "Visit — Draw a card.", is visited on a 4
    and its controller draws; a player without Attractions doesn't roll)"""
    g, _booth_card = _booth()
    g.force_roll(4)
    hand = len(g.zone(0, "hand"))
    m = g.mark()
    g.pass_until("main1")
    rolls = g.events_since(m, "die")
    assert len(rolls) == 1 and {k: rolls[0].data[k] for k in ("player", "sides", "result")} == {"player": 0, "sides": 6, "result": 4}
    assert g.state.step == "main1" and g.stack == ["ability of Information Booth"]
    g.pass_until_resolved()
    assert len(g.zone(0, "hand")) == hand + 1
    g.pass_until("main1", turn=2)  # player 2 controls no Attraction: no roll in their main phase
    assert not [e for e in g.events_since(m, "die") if e.data["player"] == 1]


def test_701_52_roll_to_visit_is_the_turn_based_action_of_703_4g_and_701_52():
    """"See rules 703.4g and 701.49, "Roll to Visit Your Attractions."" (701.49 then; 701.52 in the April
    2026 rules: the roll is a six-sided die, and each Attraction with the result lit up is visited; a
    postcombat main phase has no roll)"""
    g, _booth_card = _booth(lights=(2, 5))
    g.force_roll(3)
    m = g.mark()
    g.pass_until("main1")
    assert [e.rule for e in g.events_since(m) if e.kind in ("die", "visit")] == ["505.5", "701.52a"]
    assert g.stack == []  # 3 isn't lit on this Information Booth: nothing visited
    g.pass_until("main2")
    assert not g.events_since(m, "die")[1:]  # the postcombat main phase has no roll (505.5)


def test_505_5_roll_to_visit_doesnt_use_the_stack():
    """"This turn-based action doesn't use the stack." (505.5: the roll happens as the phase begins,
    before anyone could respond; only the visit ability it triggers uses the stack, at the first
    priority)"""
    g, _booth_card = _booth()
    g.force_roll(6)
    m = g.mark()
    g.pass_until("main1")
    ev = g.events_since(m)
    roll = next(i for i, e in enumerate(ev) if e.kind == "die")
    begins = next(i for i, e in enumerate(ev) if e.kind == "step" and "main1" in e.text)
    trigger = next(i for i, e in enumerate(ev) if e.rule == "603.3")
    assert begins < roll < trigger
    assert not [e for e in ev[begins:roll] if e.kind in ("cast", "activate", "trigger")]
    assert g.stack == ["ability of Information Booth"]  # the roll itself was never an object on the stack
