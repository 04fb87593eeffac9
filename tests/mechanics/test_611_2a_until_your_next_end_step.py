"""611.2a, 513.1: "You may play it until your next end step" -- the permission lasts until that player's next end step
begins (this turn's, when it is still to come)."""
from __future__ import annotations

from manastack.engine.carddef import CardPool
from manastack.testing import Scenario


def _castable(g, name) -> bool:
    oid = g.find(name)
    return any(o[0] == "cast" and o[1] == oid for o in g.options())


def test_611_2a_haste_magic_exiled_card_playable_until_the_end_step():
    """Haste Magic exiles Lightning Bolt from the top of the library: castable in main 2, no longer in the end
    step."""
    s = Scenario.full()
    bears = s.battlefield(0, "Grizzly Bears")
    s.library(0, "Lightning Bolt")
    s.hand(0, "Haste Magic")
    s.lands(0, "Mountain", 5)
    g = s.start("main1")
    g.cast("Haste Magic", target=bears)
    g.pass_until_resolved()
    g.expect_zone("Lightning Bolt", "exile")
    assert _castable(g, "Lightning Bolt")
    g.pass_until("main2")
    assert _castable(g, "Lightning Bolt")
    g.pass_until("end")
    assert g.decision is not None and g.decision.kind == "priority"
    assert not _castable(g, "Lightning Bolt")


def test_611_2a_until_next_end_step_cards_are_supported(full_db):
    for name in ("Haste Magic", "Opera Love Song", "Now THIS Is Aether Racing"):
        d = CardPool(full_db).get(name)
        assert d.supported, (name, d.missing)
