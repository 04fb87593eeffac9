"""Official rulings of Devoted Crop-Mate (exert 701.43, a reflexive trigger returning a creature card with mana
value 2 or less, 202.3) — seventh pass of issue #32."""
from __future__ import annotations

from manastack.testing import Scenario

from .keys import ruling

CROP = "Devoted Crop-Mate"


def _exert(*graveyard):
    """Crop-Mate attacks and is exerted; returns the game at the reflexive trigger's target choice (or later)."""
    s = Scenario.full()
    cm = s.battlefield(0, CROP)
    if graveyard:
        s.graveyard(0, *graveyard)
    g = s.start("main1")
    g.pass_until("declare attackers")
    g.answer(("attack", g.find(cm), -2))
    assert ("exert", g.find(cm)) in g.decision.options
    g.answer(("exert", g.find(cm)))
    g.answer(("done",))
    return g, cm


def _targets(g):
    d = g.decision
    assert d.kind == "target", d.kind
    return {g._name(o[1]) for o in d.options}


@ruling("Devoted Crop-Mate", "2017-04-18", "the converted mana cost of a")
def test_devoted_crop_mate_2017_04_18_the_converted_mana_cost_of_a_202_3():
    """202.3: Grizzly Bears ({1}{G}: 2) can be returned; Hill Giant ({3}{R}: 4) can't."""
    g, _ = _exert("Grizzly Bears", "Hill Giant")
    assert _targets(g) == {"Grizzly Bears"}


@ruling("Devoted Crop-Mate", "2017-04-18", "if the mana cost of a")
def test_devoted_crop_mate_2017_04_18_if_the_mana_cost_of_a_202_3e():
    """202.3e: in the graveyard X is 0: Endless One ({X}) has mana value 0 and is a legal target; returned, it
    enters with no counters and dies as a 0/0."""
    g, _ = _exert("Endless One", "Hill Giant")
    assert _targets(g) == {"Endless One"}
    g.answer(g.decision.options[0])
    g.pass_until_resolved()
    g.expect_zone("Endless One", "graveyard")


@ruling("Devoted Crop-Mate", "2017-04-18", "all attackers are chosen at once")
def test_devoted_crop_mate_2017_04_18_all_attackers_are_chosen_at_once_508_1a():
    """508.1a: the Grizzly Bears returned during declare attackers isn't attacking: only Crop-Mate's 3 damage."""
    g, cm = _exert("Grizzly Bears")
    g.answer(g.decision.options[0])
    g.pass_until_resolved()
    g.expect_zone("Grizzly Bears", "battlefield")
    g.no_blocks()
    g.pass_until("combat damage")
    g.expect_life(1, 17)


@ruling("Devoted Crop-Mate", "2017-04-18", "if a creature has a targeted")
def test_devoted_crop_mate_2017_04_18_if_a_creature_has_a_targeted_701_43a():
    """701.43a, 603.3d: with no creature card in my graveyard Crop-Mate can still be exerted: the trigger has no
    target and is removed, and Crop-Mate doesn't untap in my next untap step."""
    g, cm = _exert()
    assert g.decision.kind == "priority" and not g.stack
    g.pass_until("main1", turn=3)
    g.check(g.obj(cm).tapped, "exerted: it stays tapped in my next untap step")


@ruling("Devoted Crop-Mate", "2017-04-18", "all cards in the amonkhet set")
def test_devoted_crop_mate_2017_04_18_all_cards_in_the_amonkhet_set_508_1g():
    """508.1g: exert is chosen only as Crop-Mate is declared an attacker: declared without exerting, no exert
    option is offered later in combat, and Crop-Mate untaps as usual in my next untap step."""
    s = Scenario.full()
    cm = s.battlefield(0, CROP)
    g = s.start("main1")
    g.pass_until("declare attackers")
    g.answer(("attack", g.find(cm), -2))
    g.answer(("done",))
    assert not any(o[0] == "exert" for o in g.options())
    g.no_blocks()
    g.pass_until("combat damage")
    assert not any(o[0] == "exert" for o in g.options())
    g.expect_life(1, 17)
    g.pass_until("main1", turn=3)
    g.check(not g.obj(cm).tapped, "not exerted: it untaps")
