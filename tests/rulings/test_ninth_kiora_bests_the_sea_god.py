"""Official ruling of Kiora Bests the Sea God (issue #32, ninth pass): chapter II's "don't untap" applies only
to the permanents it tapped (611.2c — the affected set is fixed as it resolves; 502.3)."""
from __future__ import annotations

from manastack.testing import Scenario

from .keys import ruling
from .test_ninth_lithoform_engine import _resolve


def _answer(d):
    if d.kind == "target":
        return next(o for o in d.options if o[0] == "target_player" and o[1] == 1)
    return d.options[0]


@ruling("Kiora Bests the Sea God", "2020-01-24", "any nonland permanents that come under")
def test_kiora_bests_the_sea_god_2020_01_24_permanents_that_come_later_untap_as_normal_611_2c():
    """611.2c, 502.3: chapter II taps the opponent's Grizzly Bears; afterwards the opponent flashes in an
    Ambush Viper, which I tap with Deadlock Trap — in their untap step the Viper untaps, the Bears don't."""
    s = Scenario.full()
    s.battlefield(0, "Kiora Bests the Sea God", counters={"lore": 1})
    s.battlefield(0, "Deadlock Trap")
    s.player(0, counters={"energy": 1})
    s.battlefield(1, "Grizzly Bears")
    s.lands(1, "Forest", 2)
    s.hand(1, "Ambush Viper")
    g = s.start("upkeep")
    g.pass_until("main1")
    _resolve(g, _answer)
    assert g.obj("Kiora Bests the Sea God").counters.get("lore") == 2, g.board()
    assert g.obj("Grizzly Bears").tapped, g.board()
    g.pass_priority()
    assert g.decision.player == 1, g.board()
    g.cast("Ambush Viper")
    _resolve(g, _answer)
    g.activate("Deadlock Trap", target="Ambush Viper")
    _resolve(g, _answer)
    assert g.obj("Ambush Viper").tapped
    g.pass_until("upkeep", turn=2)
    assert not g.obj("Ambush Viper").tapped, g.board()
    assert g.obj("Grizzly Bears").tapped, g.board()
