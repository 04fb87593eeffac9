"""Behaviour tests for compiler bugs where a card compiled completely but played wrongly (issue #5).

Each test plays the card through the engine and checks what its Oracle text says should happen."""
from __future__ import annotations

from .helpers import activate, cast, game, resolve


def test_605_1a_creating_treasure_tokens_is_not_a_mana_ability(pool):
    """605.1a: Ruthless Knave's "{2}{B}, Sacrifice a creature: Create two Treasure tokens" could not add
    mana itself (the Treasures' ability could), so it is an ordinary activated ability that uses the
    stack (602.2a, 605.3b) and can be responded to."""
    g = game(pool, battlefield=[(0, "Ruthless Knave"), (0, "Grizzly Bears")], mana={0: "2B"})
    activate(g, "Ruthless Knave", "Grizzly Bears", index=0, stack=True)
    assert len(g.state.stack) == 1, "the ability should be on the stack"
    resolve(g)
    treasures = [i for i in g.state.battlefield if "Treasure" in g.obj(i).subtypes]
    assert len(treasures) == 2
    g.expect_zone("Grizzly Bears", "graveyard")
