"""Assist (702.132), with real cards."""
from __future__ import annotations

from manastack.testing import Scenario


def _start(card: str, mine: int, theirs: int, my_land: str = "Forest", their_land: str = "Island"):
    s = Scenario.full()
    s.hand(0, card)
    s.lands(0, my_land, mine)
    s.lands(1, their_land, theirs)
    return s.start("main1")


def _tapped(g, pid: int) -> int:
    return sum(1 for i in g.state.battlefield if g.obj(i).tapped and g.obj(i).controller == pid)


def test_702_132a_another_player_pays_generic_mana():
    """702.132a: Charging Binox ({7}{G}, assist) cast with four Forests: the opponent, chosen to help, pays {4}
    of its generic mana from their own Islands; the caster pays the rest, and the creature resolves."""
    g = _start("Charging Binox", 4, 5)
    g.answer(next(o for o in g.decision.options if o[0] == "cast"))
    d = g.decision
    assert d.kind == "choose_player" and d.player == 0 and ("player", 1) in d.options and ("none",) in d.options
    g.answer(("player", 1))
    d = g.decision
    assert d.kind == "number" and d.player == 1 and d.info["max"] == 5  # all five Islands could help
    g.answer(("number", 4))
    assert _tapped(g, 1) == 4
    g.answer(("auto",))
    assert _tapped(g, 0) == 4
    assert g.stack == ["Charging Binox"]
    g.pass_priority()
    g.pass_priority()
    assert "Charging Binox" in [g._name(i) for i in g.state.battlefield]


def test_702_132a_castable_only_with_help():
    """702.132a: a spell with assist may be cast when the caster can pay what another player can't: Charging Binox
    with four Forests is offered while the opponent has four untapped Islands, not when they have none; a spell
    without assist (Craw Wurm, {4}{G}{G}) is never offered with four Forests."""
    g = _start("Charging Binox", 4, 4)
    assert any(o[0] == "cast" for o in g.decision.options)
    g = _start("Charging Binox", 4, 0)
    assert not any(o[0] == "cast" for o in g.decision.options)
    s = Scenario.full()
    s.hand(0, "Craw Wurm")
    s.lands(0, "Forest", 4)
    s.lands(1, "Island", 6)
    g = s.start("main1")
    assert not any(o[0] == "cast" for o in g.decision.options)


def test_702_132a_only_generic_mana_and_no_more_than_it():
    """702.132a: the helper may pay "any amount of the generic mana" only: Huddle Up ({2}{U}) -- the opponent, with
    five Islands, may pay at most {2}, and the caster still pays {U} themself."""
    g = _start("Huddle Up", 1, 5, my_land="Island")
    g.answer(next(o for o in g.decision.options if o[0] == "cast"))
    g.answer(g._target_option(("player", 0)))
    g.answer(g._target_option(("player", 1)))
    g.answer(("player", 1))
    d = g.decision
    assert d.kind == "number" and d.info["max"] == 2 and ("number", 3) not in d.options
    g.answer(("number", 2))
    g.answer(("auto",))
    assert _tapped(g, 1) == 2 and _tapped(g, 0) == 1
    hands = (len(g.zone(0, "hand")), len(g.zone(1, "hand")))
    g.pass_priority()
    g.pass_priority()
    assert (len(g.zone(0, "hand")), len(g.zone(1, "hand"))) == (hands[0] + 1, hands[1] + 1)


def test_702_132a_caster_may_choose_no_one():
    """702.132a: "you may choose another player": choosing no one, the caster pays the whole cost."""
    g = _start("Charging Binox", 8, 5)
    g.answer(next(o for o in g.decision.options if o[0] == "cast"))
    g.answer(("none",))
    g.answer(("auto",))
    assert _tapped(g, 0) == 8 and _tapped(g, 1) == 0
    assert g.stack == ["Charging Binox"]


def test_702_132a_assist_with_x_pays_part_of_x():
    """702.132a, 107.3: Gang Up ({X}{B}, assist; "You choose the value of X"): X is chosen first (601.2b), then
    the helper pays part of the {X} generic mana: X=3, the opponent pays {3}, the caster only {B}; it destroys a
    creature with power 3 or less (Hill Giant, 3/3)."""
    s = Scenario.full()
    s.hand(0, "Gang Up")
    s.lands(0, "Swamp", 1)
    s.lands(1, "Island", 3)
    s.battlefield(1, "Hill Giant")
    g = s.start("main1")
    g.answer(next(o for o in g.decision.options if o[0] == "cast"))
    for _ in range(4):
        d = g.decision
        if d.kind == "x":
            g.answer(("x", 3))
        elif d.kind in ("target", "choose_target", "targets"):
            g.answer(g._target_option(g.find("Hill Giant")))
        else:
            break
    assert g.decision.kind == "choose_player"
    g.answer(("player", 1))
    g.answer(("number", 3))
    g.answer(("auto",))
    assert _tapped(g, 0) == 1 and _tapped(g, 1) == 3
    g.pass_priority()
    g.pass_priority()
    assert "Hill Giant" in g.zone(1, "graveyard")


def test_702_132_assist_cards_are_supported(supported):
    supported("Charging Binox", "Huddle Up", "Gang Up", "Bring Down", "Magma Hellion")
