"""733.1: reversing a spell part-way through its payment cancels the payments already made — mana spent goes
back to the pool, life paid comes back, permanents tapped for convoke or improvise untap — and nothing
triggers from the undone action. Mana abilities activated on the way may stay (733.1 says "may")."""
from __future__ import annotations

from manastack.testing import Scenario


def _start_cast(s, spell, target_player=1):
    g = s.start("main1")
    g.game.apply(next(o for o in g.options() if o[0] == "cast" and o[1] == g.find(spell)))
    while g.decision.kind == "target":
        g.answer(("target_player", target_player))
    assert g.decision.kind == "pay", g.decision
    return g


def _tapped(g, ref):
    return g.obj(ref).tapped


def test_733_1_cancel_untaps_a_creature_tapped_for_convoke_702_51a():
    """702.51a, 733.1: Stoke the Flames — I tap Grizzly Bears for convoke, then cancel: the Bears untap, the
    spell is back in my hand and no mana is left over."""
    s = Scenario.full()
    s.hand(0, "Stoke the Flames")
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Llanowar Elves")
    s.lands(0, "Mountain", 2)
    g = _start_cast(s, "Stoke the Flames")
    g.answer(next(o for o in g.decision.options if o[0] == "convoke" and o[1] == g.find(bears)))
    assert _tapped(g, bears)
    g.answer(("cancel",))
    assert g.decision.kind == "priority" and g.decision.actor == 0
    assert not _tapped(g, bears)
    assert g.zone(0, "hand") == ["Stoke the Flames"]
    assert sum(g.state.players[0].pool) == 0


def test_733_1_cancel_untaps_an_artifact_tapped_for_improvise_702_126a():
    """702.126a, 733.1: the same for an artifact tapped for improvise (Reverse Engineer, {3}{U}{U})."""
    s = Scenario.full()
    s.hand(0, "Reverse Engineer")
    orb = s.battlefield(0, "Ornithopter")
    s.lands(0, "Island", 5)
    g = s.start("main1")
    g.game.apply(next(o for o in g.options() if o[0] == "cast" and o[1] == g.find("Reverse Engineer")))
    assert g.decision.kind == "pay", g.decision
    g.answer(next(o for o in g.decision.options if o[0] == "improvise" and o[1] == g.find(orb)))
    assert _tapped(g, orb)
    g.answer(("cancel",))
    assert not _tapped(g, orb)
    assert g.zone(0, "hand") == ["Reverse Engineer"]


def test_733_1_cancel_returns_spent_mana_to_the_pool_and_keeps_the_mana_ability():
    """733.1, 605: casting Lightning Strike ({1}{R}), I tap a Mountain for {R} (a mana ability, not reversed) and
    spend it on the {R}, then cancel: the {R} is back in my pool, that Mountain stays tapped, the spell is in my
    hand."""
    s = Scenario.full()
    s.hand(0, "Lightning Strike")
    m = s.lands(0, "Mountain", 2)
    g = _start_cast(s, "Lightning Strike")
    act = next(o for o in g.decision.options if o[0] == "activate")
    g.answer(act)
    if g.decision.kind == "pay":
        spend = [o for o in g.decision.options if o[0] == "spend"]
        if spend:
            g.answer(spend[0])
    assert g.decision.kind == "pay", "the spell was paid for already"
    mountain = m[0] if isinstance(m, list) else m
    assert _tapped(g, mountain)
    g.answer(("cancel",))
    assert g.zone(0, "hand") == ["Lightning Strike"]
    assert g.state.players[0].pool[3] == 1, g.state.players[0].pool
    assert _tapped(g, mountain)
    g.expect_life(1, 20)


def test_733_1_cancel_gives_back_life_paid_for_a_phyrexian_symbol_107_4f():
    """107.4f, 733.1: casting Dismember ({1}{B/P}{B/P}), I pay one {B/P} with 2 life, then cancel: my life is 20
    again and Dismember is back in my hand."""
    s = Scenario.full()
    s.hand(0, "Dismember")
    s.battlefield(1, "Grizzly Bears")
    s.lands(0, "Swamp", 3)
    g = s.start("main1")
    g.game.apply(next(o for o in g.options() if o[0] == "cast" and o[1] == g.find("Dismember")))
    while g.decision.kind == "target":
        g.answer(next(o for o in g.decision.options if o[0] == "target"))
    assert g.decision.kind == "pay", g.decision
    g.answer(next(o for o in g.decision.options if o[0] == "life"))
    g.expect_life(0, 18)
    g.answer(("cancel",))
    g.expect_life(0, 20)
    assert g.zone(0, "hand") == ["Dismember"]
