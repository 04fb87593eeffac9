"""Official rulings of Teysa Karlov (dies triggers trigger an additional time, 603.2d, 603.6c, 603.10a) —
seventh pass of issue #32."""
from __future__ import annotations

from manastack.testing import Scenario

from .keys import ruling


@ruling("Teysa Karlov", "2019-01-25", "an ability that triggers when a")
def test_teysa_karlov_2019_01_25_an_ability_that_triggers_when_a_603_6c():
    """603.6c, 603.10a: Aven Riftwatcher's "when it leaves the battlefield, gain 2 life" triggers twice when it
    dies (Lightning Bolt) under Teysa: I gain 4 (without Teysa: 2)."""
    def gained(with_teysa):
        s = Scenario.full()
        if with_teysa:
            s.battlefield(0, "Teysa Karlov")
        aven = s.battlefield(0, "Aven Riftwatcher")
        s.hand(1, "Lightning Bolt")
        s.lands(1, "Mountain", 1)
        g = s.start("main1")
        g.pass_priority()
        g.cast("Lightning Bolt", target=aven)
        for _ in range(10):
            if g.decision.kind == "trigger_order":
                g.answer(g.decision.options[0])
            elif g.stack:
                g.pass_until_resolved()
            else:
                break
        g.expect_zone(aven, "graveyard")
        return g.life(0) - 20
    assert gained(False) == 2
    assert gained(True) == 4


@ruling("Teysa Karlov", "2019-01-25", "an ability that triggers on an")
def test_teysa_karlov_2019_01_25_an_ability_that_triggers_on_an_603_2():
    """603.2: Mayhem Devil's "whenever a player sacrifices a permanent" triggers on the sacrifice, not on the
    death: sacrificing Grizzly Bears to Bloodthrone Vampire under Teysa deals 1 damage, once."""
    s = Scenario.full()
    s.battlefield(0, "Teysa Karlov")
    s.battlefield(0, "Mayhem Devil")
    s.battlefield(0, "Bloodthrone Vampire")
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start("main1")
    g.activate("Bloodthrone Vampire")
    for _ in range(12):
        d = g.decision
        if d.kind == "priority" and not g.stack:
            break
        if d.kind == "priority":
            g.pass_until_resolved()
        elif d.kind == "target":
            g.answer(("target_player", 1))
        else:
            g.answer(next((o for o in d.options if len(o) > 1 and o[1] == g.find(bears)), d.options[0]))
    g.expect_zone(bears, "graveyard")
    assert g.life(1) == 19, (g.life(1), g.board())
