"""109.5, 702.11b (Vines of Vastwood's ruling): "can't be the target of spells or abilities your opponents control" is
not hexproof -- "your" is the player who controls the effect, who may not control the creature.

Vines of Vastwood: {G} instant, kicker {G}, "Choose target creature. Spells your opponents control can't target that
creature this turn. If this spell was kicked, that creature gets +4/+4 until end of turn." (Oracle: "...can't be the
target of spells or abilities your opponents control this turn...")."""
from __future__ import annotations

from manastack.testing import Scenario


def _vines_on(owner_of_bears):
    s = Scenario.full()
    bears = s.battlefield(owner_of_bears, "Grizzly Bears")
    s.hand(0, "Vines of Vastwood", "Giant Growth")
    s.lands(0, "Forest", 2)
    s.hand(1, "Giant Growth")
    s.lands(1, "Forest", 1)
    g = s.start("main1")
    g.cast("Vines of Vastwood", target=bears)
    g.pass_until_resolved()
    return g, g.find(bears)


def _can_cast_on(g, bears) -> bool:
    return any(o[0] == "cast" for o in g.options()) and g.state.objects[bears].zone == "battlefield"


def test_109_5_vines_on_an_opponents_creature_its_caster_may_still_target_it():
    """The caster of Vines is "you": their own Giant Growth may still target the opponent's Grizzly Bears."""
    g, bears = _vines_on(1)
    g.cast("Giant Growth", target=bears)
    g.pass_until_resolved()
    g.expect_pt(bears, 5, 5)


def test_109_5_vines_on_my_creature_bars_the_opponent_not_me():
    """On my own Grizzly Bears: my opponent's Giant Growth can't target it (it is the only creature: no cast), mine
    can."""
    g, bears = _vines_on(0)
    g.pass_priority()
    assert g.decision.player == 1
    assert not any(o[0] == "cast" for o in g.options())
    g.pass_priority()
    g.cast("Giant Growth", target=bears)
    g.pass_until_resolved()
    g.expect_pt(bears, 5, 5)
