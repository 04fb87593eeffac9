"""Official rulings of Siege Wurm (convoke 702.51) — seventh pass of issue #32."""
from __future__ import annotations

import pytest

from manastack.testing import Scenario

from .keys import ruling


def _start_cast(creatures, forests, sick=False):
    s = Scenario.full()
    h = s.hand(0, "Siege Wurm")
    crew = [s.battlefield(0, c, sick=sick) for c in creatures]
    s.lands(0, "Forest", forests)
    g = s.start("main1")
    g.answer(next(o for o in g.options() if o[0] == "cast" and o[1] == g.find(h)))
    assert g.decision.kind == "pay"
    return g, h, crew


def _convoke_colors(g, oid):
    return {o[3] for o in g.decision.options if o[0] == "convoke" and o[1] == oid}


@ruling("Siege Wurm", "2018-10-05", "you can tap an untapped creature you havent controlled continuously since the beginning of your most recent turn to convoke a spell")
def test_siege_wurm_2018_10_05_you_can_tap_an_untapped_creature_you_havent_702_51a():
    """702.51a, 302.6: five summoning-sick Grizzly Bears pay {5} by convoke, two Forests pay {G}{G}: Siege Wurm
    is on the stack, every Bear tapped."""
    g, h, crew = _start_cast(["Grizzly Bears"] * 5, 2, sick=True)
    for c in crew:
        g.answer(next(o for o in g.decision.options if o[0] == "convoke" and o[1] == g.find(c) and o[3] == "*"))
    g.answer(("auto",))
    while g.decision.kind != "priority":
        g.answer(g.decision.options[0])
    g.expect_zone(h, "stack")
    assert all(g.obj(c).tapped for c in crew)


@pytest.mark.parametrize("words", [
    pytest.param("a", marks=ruling("Siege Wurm", "2014-07-18", "tapping a multicolored creature using convoke")),
    pytest.param("b", marks=ruling("Siege Wurm", "2018-10-05", "tapping a multicolored creature using convoke will pay for 1 or one mana of your choice of any of that creatures colors")),
])
def test_siege_wurm_multicolored_creature_convokes_generic_or_one_of_its_colors_702_51a(words):
    """702.51a: Boros Guildmage (red and white) can pay {1}, {R} or {W} of the cost — never {G}; a green Grizzly
    Bears can pay {G}."""
    g, h, crew = _start_cast(["Boros Guildmage", "Grizzly Bears"], 7)
    guild, bears = (g.find(c) for c in crew)
    assert _convoke_colors(g, guild) == {"*", "R", "W"}, _convoke_colors(g, guild)
    assert "G" in _convoke_colors(g, bears)


@pytest.mark.parametrize("words", [
    pytest.param("a", marks=ruling("Siege Wurm", "2014-07-18", "if a creature you control has")),
    pytest.param("b", marks=ruling("Siege Wurm", "2018-10-05", "if a creature you control has a mana ability with t in the cost activating that ability while casting a spell with convoke will result in the creature being tapped before you pay the spells costs you wont be able to tap it again for convoke similarly if you sacrifice a creature to activate a mana ability while casting a spell with convoke that creature wont be on the battlefield when you pay the spells costs so you wont be able to tap it for convoke")),
])
def test_siege_wurm_creature_tapped_for_mana_cant_also_convoke_702_51a_605_3(words):
    """702.51a, 605.3: Llanowar Elves tapped for {G} while paying is no longer offered for convoke."""
    g, h, crew = _start_cast(["Llanowar Elves", "Grizzly Bears"], 7)
    elves = g.find(crew[0])
    assert _convoke_colors(g, elves)
    g.answer(next(o for o in g.decision.options if o[0] == "activate" and o[1] == elves))
    while g.decision.kind not in ("pay", "priority"):
        g.answer(g.decision.options[0])
    assert g.obj(elves).tapped and not _convoke_colors(g, elves)
