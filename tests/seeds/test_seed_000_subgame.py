"""Seed rulings, file 000: Shahrazad's ruling (Conspiracy: Take the Crown, August 26, 2016). One test per
sentence. CR 729.4."""
from __future__ import annotations

from mechanics.trees import begin_subgame, pass_until_subgame_ends, shahrazad_scenario

from manastack.engine.targets import legal_targets
from manastack.tree.abilities import TargetSpec
from manastack.tree.filters import PLAYER


def test_729_4_main_game_objects_and_outside_cards_are_outside_the_subgame_unless_brought_in():
    """"All objects in the main game and all cards outside the main game are considered outside the
    subgame (except those specifically brought into the subgame)." (729.4, 729.4a: a main-game graveyard
    card and a sideboard card are outside the subgame; bringing the first in takes it out of the main game,
    and it ends in its owner's main-game library, 729.5)"""
    def setup(s):
        s.battlefield(0, "Hill Giant")
        s.graveyard(0, "Lava Spike")
        s.sideboard(0, "Stone Rain")
    s = shahrazad_scenario(setup=setup)
    g = s.start("main1")
    begin_subgame(g)
    st = g.state
    assert st.parent is not None
    assert st.battlefield == [] and "Hill Giant" not in g.zone(0, "battlefield")
    outside = sorted(g._name(i) for i in st.outside[0])
    assert outside == ["Hill Giant", "Lava Spike", "Plains", "Plains", "Shahrazad", "Stone Rain"]  # Shahrazad: on the main stack
    assert sorted(g._name(i) for i in st.outside[1]) == []
    g.pass_until("main1")
    g.cast("Ornithopter")
    g.pass_until_resolved()
    g.activate("Ornithopter")
    g.pass_priority(2)
    g.choose("Lava Spike")  # brought into the subgame
    g.expect_zone("Lava Spike", "hand")
    main = g.state.parent
    assert "Lava Spike" not in [main.objects[i].card for i in main.graveyard[0]]
    pass_until_subgame_ends(g)  # player 2's first draw from an empty library: they lose the subgame
    assert g.state.parent is None and g.result is None
    assert "Lava Spike" in [g._name(i) for i in g.state.library[0]]
    assert "Stone Rain" in [g._name(i) for i in g.state.outside[0]]


def test_729_4_players_not_in_the_subgame_are_outside_it():
    """"All players not currently in the subgame are considered outside the subgame." (729.4: player 3 has
    lost the main game, so isn't in the subgame: can't be chosen, takes no turn, keeps no hand)"""
    s = shahrazad_scenario(players=3, setup=lambda s: s.player(2, life=0))
    g = s.start("main1")
    assert not g.state.players[2].in_game
    g.cast("Shahrazad")
    g.pass_priority(2)
    asked = []
    while g.decision.kind in ("play_first", "mulligan"):
        asked.append(g.decision.player)
        g.answer(g.decision.options[0])
    assert 2 not in asked
    st = g.state
    assert st.parent is not None and not st.players[2].in_game
    assert [e for e in legal_targets(st, TargetSpec(PLAYER), None, 0)] == [-1, -2]
    pass_until_subgame_ends(g)
    ev = g.state.events()
    begin = next(i for i, e in enumerate(ev) if e.rule == "729.2")
    end = next(i for i, e in enumerate(ev) if e.rule == "729.5")
    turns = [e.text for e in ev[begin:end] if e.kind == "turn"]
    assert turns[:2] == ["Turn 1: Player 1", "Turn 2: Player 2"]
    assert not [t for t in turns if "Player 3" in t]
