"""Regression tests for engine bugs found by the behaviour tests (each fixed in its own commit)."""
from __future__ import annotations

from .helpers import cast, game


def test_608_2h_sacrificed_as_a_cost_uses_last_known_power(pool):
    """A spell that refers to "the sacrificed creature" uses its last known information (608.2h):
    Bears pumped to 5/5 and sacrificed to Call for Blood give -5/-5, not its printed -2/-2."""
    g = game(pool, battlefield=[(0, "Grizzly Bears"), (1, "Serra Angel")],
             hand=[(0, "Giant Growth"), (0, "Call for Blood")], mana={0: "G4B"})
    cast(g, "Giant Growth", target="Grizzly Bears")
    cast(g, "Call for Blood", "Grizzly Bears", target="Serra Angel")
    g.expect_zone("Grizzly Bears", "graveyard")
    g.expect_zone("Serra Angel", "graveyard")
