"""Seed rulings, file 000: Eldritch Moon's ruling on loops (July 22, 2016). One test per sentence. CR
104.4b, 104.4f, 732.4."""
from __future__ import annotations

from mechanics.trees import mandatory_loop


def test_732_4_loop_of_only_mandatory_actions_is_a_draw():
    """"If a loop contains only mandatory actions, the game is a draw." (732.4, 104.4b: a creature that
    dies and returns forever; detected on the loop's second pass, in bounded work)"""
    g = mandatory_loop(auto_forced=True).start("main1")  # nobody has a choice: the engine runs on by itself
    r = g.result
    assert r is not None and r.draw and not r.winners
    assert "loop of mandatory actions" in r.reason
    assert len(g.state.events()) < 60  # found at once, not by running into a resource limit


def test_104_4b_104_4f_loop_draw_rules():
    """"(See rules 104.4b and 104.4f.)" (104.4b: the whole game is a draw; 104.4f: with the limited range
    of influence option, only the players controlling objects in the loop and those within their range of
    influence draw and leave — here player 1, range 1 seat: players 5, 1 and 2 — and the others play on)"""
    g = mandatory_loop(auto_forced=True).start("main1")
    assert [e.rule for e in g.state.events() if e.kind == "game_over"] == ["104.4b"]
    g = mandatory_loop(players=5, range_of_influence=1, auto_forced=True).start("main1")
    assert g.result is None
    drew = sorted(e.data["player"] for e in g.state.events() if e.rule == "104.4f")
    assert drew == [0, 1, 4]
    assert [p.id for p in g.state.players if p.in_game] == [2, 3]
    assert g.decision is not None and g.decision.player in (2, 3)
