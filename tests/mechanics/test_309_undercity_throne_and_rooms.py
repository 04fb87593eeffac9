"""Undercity's last room, Throne of the Dead Three (309.4c, 726), and the rooms of the other dungeons that needed
new primitives, played with real cards."""
from __future__ import annotations

from manastack.engine.mechanics.dungeons import dungeon_info, dungeon_of, initiative
from manastack.testing import Scenario
from mechanics.trees import advance, settle

THRONE = "Throne of the Dead Three"


def _to_room(g, pid, room):
    """Move ``pid``'s venture marker to ``room`` of their dungeon without its room ability (test set-up)."""
    oid = dungeon_of(g.state, pid)
    o = g.state.mut(oid)
    o.chosen = {**o.chosen, "room": room}
    g.state.touch()


def _throne_game(*library, sneak_lands=4):
    """Player 1 took the initiative with Aarakocra Sneak; their marker is then put on Catacombs, so the
    venture at their next upkeep (726.2) moves it into Throne of the Dead Three."""
    s = Scenario.full()
    s.hand(0, "Aarakocra Sneak")
    s.lands(0, "Island", sneak_lands)
    # Secret Entrance takes one basic land and shuffles: ten cards are left, all of them revealed by the Throne
    s.library(0, *library, *["Plains"] * (11 - len(library)))
    g = s.start("main1")
    g.cast("Aarakocra Sneak")
    settle(g)
    assert initiative(g.state) == 0
    _to_room(g, 0, "Catacombs")
    return g


def _choose_card(g, name):
    for _ in range(60):
        d = g.decision
        if d.kind == "choose_cards":
            opt = next(o for o in d.options if o[0] == "choose" and g.obj(o[1]).name == name)
            g.answer(opt)
            return
        g.answer(("pass",) if d.kind == "priority" else d.options[0])
    raise AssertionError("no card choice")


def test_309_4c_122_6_throne_of_the_dead_three_puts_a_revealed_creature_with_three_counters():
    """Throne of the Dead Three (309.4c): reveal the top ten cards (701.20a), put a creature card from among them
    onto the battlefield -- the player chooses which (a set revealed, not targeted) -- with three +1/+1 counters
    on it (122.6: it enters with them), then shuffle; the rest stay in the library."""
    g = _throne_game("Forest", "Grizzly Bears", "Craw Wurm", "Island")
    lib_before = len(g.state.library[0])
    advance(g, "upkeep", turn=3)
    _choose_card(g, "Craw Wurm")
    settle(g)
    wurm = next(i for i in g.state.battlefield if g.obj(i).name == "Craw Wurm")
    assert g.obj(wurm).counters.get("+1/+1") == 3
    assert (g.obj(wurm).power, g.obj(wurm).toughness) == (9, 7)
    assert g.obj(wurm).controller == 0
    assert "Grizzly Bears" in [g.obj(i).name for i in g.state.library[0]]
    assert len(g.state.library[0]) == lib_before - 1
    assert dungeon_info(g.state, 0) is None  # 309.6, 309.7: the last room resolved, Undercity is completed


def test_611_2b_throne_creature_has_hexproof_until_its_controllers_next_turn():
    """Throne of the Dead Three: "It gains hexproof until your next turn" (611.2b) -- the creature put onto the
    battlefield keeps it through the opponent's turn, and the effect ends as its controller's next turn begins."""
    g = _throne_game("Grizzly Bears")
    advance(g, "upkeep", turn=3)
    settle(g)
    bears = next(i for i in g.state.battlefield if g.obj(i).name == "Grizzly Bears")
    assert "Hexproof" in g.obj(bears).keywords
    advance(g, "main1", turn=4)
    assert "Hexproof" in g.obj(bears).keywords
    advance(g, "upkeep", turn=5)
    assert "Hexproof" not in g.obj(bears).keywords


def test_609_3_throne_with_no_creature_among_the_revealed_cards_puts_nothing_and_shuffles():
    """609.3: with no creature card among the ten, nothing is put onto the battlefield; the library is
    shuffled and keeps every card."""
    g = _throne_game("Forest", "Island")
    n_lib = len(g.state.library[0])
    bf = len(g.state.battlefield)
    advance(g, "upkeep", turn=3)
    settle(g)
    assert len(g.state.battlefield) == bf
    assert len(g.state.library[0]) == n_lib
