"""A game that was allowed unsupported cards and told to skip what the engine can't do goes on: the part
is reported in the log and doesn't happen (issue 22), instead of stopping the game."""
from __future__ import annotations

import pytest

from manastack import Game
from manastack.core.types import Zone
from manastack.engine.carddef import CardPool

PARTLY = "Woodcaller Automaton"


def test_skipped_unsupported_part_is_logged_and_the_game_goes_on():
    from manastack.testing.scenario import full_database

    db = full_database()
    if CardPool(db).get(PARTLY).supported:
        pytest.skip(f"{PARTLY} is supported now")
    g = Game.new([["Forest"] * 20 + [PARTLY] * 20, ["Island"] * 40], seed=3, cards=db, first_player=0,
                 mulligans=False, allow_unsupported=True, skip_unsupported=True)
    for _ in range(600):
        if g.decision is None:
            break
        opts = g.legal_actions()
        pick = next((o for o in opts if o[0] == "cast"), None) or next((o for o in opts if o[0] == "play"), None) \
            or next((o for o in opts if o[0] not in ("pass", "cancel")), None) or opts[0]
        g.apply(pick)
        skipped = [e for e in g.log if e.kind == "unsupported"]
        if skipped:
            break
    assert skipped and PARTLY in skipped[0].text and "skipped" in skipped[0].text
    # the trigger's readable part happened, the Automaton is on the battlefield, and the game asks on
    assert any(o.card == PARTLY for o in g.state.objects.values() if o.zone == Zone.BATTLEFIELD)
    assert g.decision is not None and g.result is None
