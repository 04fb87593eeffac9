"""Bad input to combat decisions (508.1, 509.1, 510.1e, 733): illegal attack and block declarations — whole
(``("declare", pairs)``) or one step at a time — and illegal damage assignments raise
IllegalActionError and leave the game exactly as it was."""
from __future__ import annotations

import pytest
from combat_util import P0, P1

from manastack.core.errors import IllegalActionError
from manastack.testing import Scenario


def _unchanged(g, *choices):
    before = g.game.digest()
    saved = g.game.save()
    for c in choices:
        with pytest.raises(IllegalActionError):
            g.game.apply(c)
        assert g.game.digest() == before
    assert g.game.save() == saved


def test_508_1_illegal_attack_declarations_raise_and_change_nothing():
    s = Scenario()
    bears = s.battlefield(0, "Grizzly Bears")
    sick = s.battlefield(0, "Hill Giant", sick=True)
    wall = s.battlefield(0, "Wall of Wood")
    theirs = s.battlefield(1, "Gray Ogre")
    g = s.start("main1")
    g.pass_until("declare attackers")
    b, k, w, t = g.find(bears), g.find(sick), g.find(wall), g.find(theirs)
    _unchanged(
        g,
        ("attack", k, P1),  # summoning sick (302.6)
        ("attack", w, P1),  # defender (702.3b)
        ("attack", t, P1),  # not the active player's creature
        ("attack", b, P0),  # can't attack yourself (506.2)
        ("attack", b, t),  # a creature is not something that can be attacked (506.3)
        ("declare", ((k, P1),)),
        ("declare", ((b, P1), (b, P1))),  # the same attacker twice
        ("declare", ((b, P1), (w, P1))),  # one legal pair doesn't save the declaration
        ("declare", 5), ("declare", None), ("declare",), ("declare", ("x",)), "attack", None,
    )
    g.game.apply(("declare", ((b, P1),)))
    assert g.obj(bears).tapped


def test_508_1_a_half_built_declaration_then_an_illegal_step():
    s = Scenario()
    bears = s.battlefield(0, "Grizzly Bears")
    giant = s.battlefield(0, "Hill Giant")
    g = s.start("main1")
    g.pass_until("declare attackers")
    g.answer(("attack", g.find(bears), P1))
    _unchanged(g, ("attack", g.find(bears), P1), ("remove", g.find(giant)))
    g.answer(("attack", g.find(giant), P1))
    g.answer(("done",))
    g.pass_until("end of combat")
    g.expect_life(1, 15)


def test_509_1_illegal_block_declarations_raise_and_change_nothing():
    s = Scenario()
    drake = s.battlefield(0, "Wind Drake")
    bears = s.battlefield(0, "Grizzly Bears")
    home = s.battlefield(0, "Hill Giant")  # not attacking
    blocker = s.battlefield(1, "Gray Ogre")
    tapped = s.battlefield(1, "Savannah Lions", tapped=True)
    g = s.start("main1")
    g.attack(drake, bears)
    g.pass_until("declare blockers")
    d, b, h, o, t = (g.find(x) for x in (drake, bears, home, blocker, tapped))
    _unchanged(
        g,
        ("block", o, d),  # flying (702.9b)
        ("block", t, b),  # tapped (509.1a)
        ("block", o, h),  # not an attacking creature
        ("block", b, o),  # the attacker's own creature can't block
        ("declare", ((o, b), (o, d))),  # blocks two attackers without being allowed to (509.1a)
        ("declare", ((o, b), (o, b))),
        ("declare", ((o, d),)),
        ("declare", 7),
    )
    g.game.apply(("declare", ((o, b),)))
    assert g.state.combat["blocked_by"][b] == (o,)


def test_510_1e_illegal_damage_assignment_from_the_options():
    s = Scenario()
    wurm = s.battlefield(0, "Craw Wurm")
    b1 = s.battlefield(1, "Grizzly Bears")
    b2 = s.battlefield(1, "Savannah Lions")
    g = s.start("main1")
    g.attack(wurm)
    g.block(wurm, [b1, b2])
    g.pass_until("combat damage")
    i1, i2 = g.find(b1), g.find(b2)
    _unchanged(
        g,
        ("assign", ((i1, 5),)),  # less than its power
        ("assign", ((i1, 6), (i2, 1))),  # more than its power
        ("assign", ((P1, 6),)),  # blocked, no trample: not to the player (510.1c)
        ("assign", ((g.find(wurm), 6),)),  # not a blocker
        ("assign", ((i1, -1), (i2, 7))),
        ("assign", "everything"), ("pass",),
    )
    g.answer(("assign", ((i1, 3), (i2, 3))))


def test_510_1e_free_form_assignment_is_validated_when_too_many_to_list():
    """With too many divisions to enumerate (a 12-power trampler, three blockers), the decision takes a
    free-form answer, checked by the same rules (702.19b)."""
    s = Scenario()
    maw = s.battlefield(0, "Colossal Dreadmaw", counters={"+1/+1": 6})
    bs = [s.battlefield(1, n) for n in ("Grizzly Bears", "Savannah Lions", "Pillarfield Ox")]
    g = s.start("main1")
    g.attack(maw)
    g.block(maw, bs)
    g.pass_until("combat damage")
    d = g.decision
    assert d.kind == "damage_assignment" and d.options is None
    i1, i2, i3 = (g.find(b) for b in bs)
    _unchanged(
        g,
        ("assign", ((i1, 2), (i2, 1), (i3, 3), (P1, 6))),  # tramples over before lethal to the Ox
        ("assign", ((i1, 2), (i2, 1), (i3, 4), (P1, 4))),  # 11, not 12
        ("assign", ((i1, 2), (i2, 1), (i3, 4), (P1, "5"))),
        ("assign", ((i1,),)),
        ("assign",),
        12,
    )
    g.answer(("assign", ((i1, 2), (i2, 1), (i3, 4), (P1, 5))))
    g.pass_until("end of combat")
    g.expect_life(1, 15)
    for b in bs:
        g.expect_zone(b, "graveyard")


def test_510_1_an_assignment_written_in_another_order_means_the_same_division():
    """The listed options are canonical (recipients in order, no zeros); the same division written
    otherwise is accepted as that option."""
    s = Scenario()
    maw = s.battlefield(0, "Colossal Dreadmaw")
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start("main1")
    g.attack(maw)
    g.block(maw, bears)
    g.pass_until("combat damage")
    b = g.find(bears)
    _unchanged(g, ("assign", ((P1, 5), (b, 1))), ("assign", ((P1, 4), (b, 2), (b, -1), (P1, 1))))
    g.game.apply(("assign", ((P1, 3), (b, 0), (b, 2), (P1, 1))))
    g.pass_until("end of combat")
    g.expect_life(1, 16)
    g.expect_zone(bears, "graveyard")
