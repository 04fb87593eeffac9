"""Official rulings of Narset's Reversal (copying a spell 707.10, 707.12) — seventh pass of issue #32."""
from __future__ import annotations

from manastack.testing import Scenario

from .keys import ruling


def _reverse(answer_target):
    """The opponent Bolts my Young Pyromancer; I cast Narset's Reversal on the Bolt and answer the copy's target
    choice with ``answer_target(options)``."""
    s = Scenario.full()
    yp = s.battlefield(0, "Young Pyromancer")
    s.hand(0, "Narset's Reversal")
    s.lands(0, "Island", 2)
    s.hand(1, "Lightning Bolt")
    s.lands(1, "Mountain", 1)
    g = s.start("main1", active=1)
    g.cast("Lightning Bolt", target=yp)
    g.pass_priority()
    g.cast("Narset's Reversal", target="Lightning Bolt")
    for _ in range(20):
        d = g.decision
        if d.kind == "priority" and not g.stack:
            break
        if d.kind == "priority":
            g.pass_priority()
        elif d.kind == "target":
            g.answer(answer_target(d.options))
        else:
            g.answer(d.options[0])
    return g, yp


def _elementals(g):
    return [i for i in g.state.battlefield if g._name(i) == "Elemental"]


@ruling("Narset's Reversal", "2019-05-03", "the copy is created on the")
def test_narsets_reversal_2019_05_03_the_copy_is_created_on_the_707_10():
    """707.10, 603.2: Young Pyromancer triggers for Narset's Reversal (cast), not for the Bolt copy (created on
    the stack, not cast): one Elemental token; the copy redirected at the opponent deals 3; the Bolt is back in
    its owner's hand."""
    g, yp = _reverse(lambda opts: ("target_player", 1))
    assert len(_elementals(g)) == 1, g.board()
    g.expect_life(1, 17)
    g.expect_zone("Lightning Bolt", "hand")


@ruling("Narset's Reversal", "2019-05-03", "the copy will have the same")
def test_narsets_reversal_2019_05_03_the_copy_will_have_the_same_707_10c():
    """707.10c: not choosing new targets, the copy keeps the Bolt's target: my Young Pyromancer dies, the
    opponent is untouched."""
    g, yp = _reverse(lambda opts: ("keep",))
    g.expect_zone(yp, "graveyard")
    g.expect_life(1, 20)


@ruling("Narset's Reversal", "2019-05-03", "if the spell thats copied is")
def test_narsets_reversal_2019_05_03_if_the_spell_thats_copied_is_modal_707_10():
    """707.10: the opponent's Boros Charm (mode: 4 damage to target player) at me: the copy has the same mode —
    only players are offered as its new target, no mode choice — and deals 4 to the opponent; the Charm is
    back in its owner's hand."""
    s = Scenario.full()
    s.hand(0, "Narset's Reversal")
    s.lands(0, "Island", 2)
    s.hand(1, "Boros Charm")
    s.lands(1, "Mountain", 1)
    s.lands(1, "Plains", 1)
    g = s.start("main1", active=1)
    g.answer(next(o for o in g.options() if o[0] == "cast"))
    g.answer(("mode", 0))
    g.answer(("target_player", 0))
    while g.decision.kind != "priority":
        g.answer(g.decision.options[0])
    g.pass_priority()
    g.cast("Narset's Reversal", target="Boros Charm")
    seen = []
    for _ in range(20):
        d = g.decision
        if d.kind == "priority" and not g.stack:
            break
        seen.append(d.kind)
        if d.kind == "priority":
            g.pass_priority()
        elif d.kind == "target":
            assert all(o[0] in ("keep", "target_player") for o in d.options), d.options
            g.answer(("target_player", 1))
        else:
            g.answer(d.options[0])
    assert "mode" not in seen, seen
    g.expect_life(1, 16)
    g.expect_life(0, 20)
    g.expect_zone("Boros Charm", "hand")
