"""Sneak (702.190), with real cards: Foot Ninjas (5/5, sneak {3}{W/B}), Donatello's Technique (a sorcery)."""
from __future__ import annotations

from manastack.engine.state import pent
from manastack.testing import Scenario


def _to_blockers_declared(g, attacker: str, block_with: str | None = None):
    g.attack(attacker)
    for _ in range(20):
        d = g.decision
        if d.kind == "priority" and g.state.step == "declare_attackers":
            g.answer(("pass",))
        elif d.kind == "blockers":
            if block_with:
                g.block(attacker, block_with)
            else:
                g.no_blocks()
        elif d.kind == "priority" and g.state.step == "declare_blockers":
            return
        else:
            g.answer(d.options[0])
    raise AssertionError("never reached the declare blockers step")


def _game(hand: str, lands: int = 4, land: str = "Plains", blocker: str | None = None):
    s = Scenario.full()
    s.hand(0, hand)
    s.lands(0, land, lands)
    s.battlefield(0, "Grizzly Bears")
    if blocker:
        s.battlefield(1, blocker)
    g = s.start("main1")
    g.state.objects[g.find("Grizzly Bears")].sick = False
    return g


def _sneak_option(g, name: str):
    return next((o for o in g.decision.options if o[0] == "cast" and g._name(o[1]) == name and o[2] == "sneak"),
                None)


def test_702_190a_190b_sneak_returns_an_unblocked_attacker_and_enters_tapped_and_attacking():
    """702.190a-b, 506.3a: in the declare blockers step, Foot Ninjas (a creature: sorcery timing otherwise) is cast
    for its sneak cost {3}{W/B} returning the unblocked Grizzly Bears to hand; it enters tapped and attacking the
    same player, unblocked, and deals 5 combat damage."""
    g = _game("Foot Ninjas")
    assert _sneak_option(g, "Foot Ninjas") is None  # not in the main phase
    _to_blockers_declared(g, "Grizzly Bears")
    g.answer(_sneak_option(g, "Foot Ninjas"))
    d = g.decision
    assert d.kind == "choose_cards" and [g._name(o[1]) for o in d.options if o[0] == "choose"] == ["Grizzly Bears"]
    g.answer(next(o for o in d.options if o[0] == "choose"))
    g.answer(("auto",))
    assert "Grizzly Bears" in g.zone(0, "hand")
    g.pass_priority()
    g.pass_priority()
    ninjas = g.find("Foot Ninjas")
    assert g.state.combat["attackers"][ninjas] == pent(1)  # the player the Bears attacked (702.190b)
    assert g.obj(ninjas).tapped and ninjas in g.state.combat["attackers"]
    for _ in range(10):
        if g.state.step in ("end_of_combat", "main2"):
            break
        g.pass_priority()
    g.expect_life(1, 15)


def test_702_190a_only_with_an_unblocked_attacker():
    """702.190a: "returning an unblocked creature you control": with the only attacker blocked (by Hill Giant),
    sneak isn't offered."""
    g = _game("Foot Ninjas", blocker="Hill Giant")
    _to_blockers_declared(g, "Grizzly Bears", block_with="Hill Giant")
    assert _sneak_option(g, "Foot Ninjas") is None


def test_702_190a_sneak_instant_timing_for_a_sorcery():
    """702.190a: "any time you could cast an instant during your declare blockers step": Donatello's Technique (a
    sorcery, sneak {U}) is castable then, its sneak cost paid by returning the attacker; its normal cost isn't
    offered at that time."""
    g = _game("Donatello's Technique", lands=1, land="Island")
    _to_blockers_declared(g, "Grizzly Bears")
    casts = [o for o in g.decision.options if o[0] == "cast"]
    assert [o[2] for o in casts] == ["sneak"]


def test_702_190_sneak_cards_are_supported(supported):
    supported("Foot Ninjas", "Leonardo, Big Brother", "Donatello's Technique")
