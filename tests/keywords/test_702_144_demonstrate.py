"""Demonstrate (702.144), with real cards."""
from __future__ import annotations

from manastack.testing import Scenario


def _incarnation(copy: bool):
    """Incarnation Technique ({4}{B}: "Mill five cards, then return a creature card from your graveyard to the
    battlefield"; demonstrate) with Hill Giant in its caster's graveyard and Grizzly Bears in the opponent's."""
    s = Scenario.full()
    s.hand(0, "Incarnation Technique")
    s.lands(0, "Swamp", 5)
    giant = s.graveyard(0, "Hill Giant")[0]
    bears = s.graveyard(1, "Grizzly Bears")[0]
    g = s.start("main1")
    g.cast("Incarnation Technique")
    g.pass_priority(2)  # the demonstrate trigger resolves
    assert g.decision.kind == "yes_no" and g.decision.player == 0
    g.answer(("yes",) if copy else ("no",))
    return g, giant, bears


def _resolve_all(g):
    while g.stack or (g.decision is not None and g.decision.kind != "priority"):
        if g.decision.kind == "priority":
            g.pass_priority()
        else:
            g.answer(next(o for o in g.decision.options if o[0] not in ("cancel",)))


def test_702_144a_caster_and_opponent_each_copy_the_spell():
    """702.144a, 707.10: copying Incarnation Technique, its caster's opponent copies it too; each copy is controlled
    by the player who copied it: the opponent mills five and returns Grizzly Bears, the caster's copy and the spell
    mill ten and return Hill Giant."""
    g, giant, bears = _incarnation(copy=True)
    assert len(g.stack) == 3  # the spell, the caster's copy, the opponent's copy (on top)
    lib0, lib1 = len(g.state.library[0]), len(g.state.library[1])
    _resolve_all(g)
    g.expect_zone(bears, "battlefield")
    g.expect_zone(giant, "battlefield")
    assert g.obj(bears).controller == 1 and g.obj(giant).controller == 0
    assert len(g.state.library[0]) == lib0 - 10 and len(g.state.library[1]) == lib1 - 5


def test_702_144a_declining_makes_no_copies():
    """702.144a: "you may copy it": declining, nobody copies: only the spell resolves (five cards milled)."""
    g, giant, bears = _incarnation(copy=False)
    assert len(g.stack) == 1
    lib0, lib1 = len(g.state.library[0]), len(g.state.library[1])
    _resolve_all(g)
    g.expect_zone(giant, "battlefield")
    g.expect_zone(bears, "graveyard")
    assert len(g.state.library[0]) == lib0 - 5 and len(g.state.library[1]) == lib1


def test_702_144a_opponent_chooses_new_targets_for_their_copy():
    """702.144a, 707.10c: Excavation Technique ("Destroy target nonland permanent. Its controller creates two Treasure
    tokens.") cast on the opponent's Hill Giant; the caster's copy keeps that target, the opponent's copy is retargeted
    to the caster's Grizzly Bears: both creatures are destroyed, the Bears' controller gets two Treasures and the
    Giant's controller two (the spell, resolving last, finds its target gone and does nothing, 608.2b)."""
    s = Scenario.full()
    s.hand(0, "Excavation Technique")
    s.lands(0, "Plains", 4)
    bears = s.battlefield(0, "Grizzly Bears")
    giant = s.battlefield(1, "Hill Giant")
    g = s.start("main1")
    g.cast("Excavation Technique", target=giant)
    g.pass_priority(2)
    g.answer(("yes",))
    while g.decision.kind == "target":  # the caster keeps the Giant; the opponent changes to the Bears
        opts = g.decision.options
        g.answer(next(o for o in opts if o[0] == "keep") if g.decision.player == 0
                 else ("target", g.find(bears)))
    _resolve_all(g)
    g.expect_zone(bears, "graveyard")
    g.expect_zone(giant, "graveyard")
    treasures = [i for i in g.state.battlefield if g._name(i) == "Treasure"]
    assert sorted(g.obj(t).controller for t in treasures) == [0, 0, 1, 1]


def test_702_144a_granted_demonstrate_copies_of_a_creature_spell_become_tokens():
    """702.144a, 608.3f: Silverquill Lecturer ("Creature spells you cast have demonstrate"): Grizzly Bears cast, copied
    by its caster and by the opponent; the copies resolve as tokens, one under each copier's control."""
    s = Scenario.full()
    s.battlefield(0, "Silverquill Lecturer")
    s.hand(0, "Grizzly Bears")
    s.lands(0, "Forest", 2)
    g = s.start("main1")
    g.cast("Grizzly Bears")
    g.pass_priority(2)
    g.answer(("yes",))
    _resolve_all(g)
    bears = [i for i in g.state.battlefield if g._name(i) == "Grizzly Bears"]
    assert sorted((g.obj(b).controller, g.state.objects[b].kind) for b in bears) == [(0, "card"), (0, "token"),
                                                                                      (1, "token")]


def test_702_144_demonstrate_cards_are_supported(supported):
    supported("Incarnation Technique", "Excavation Technique", "Healing Technique", "Replication Technique",
              "Silverquill Lecturer", "The Sixth Seraph")
