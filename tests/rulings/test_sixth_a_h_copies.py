"""Official rulings of spell-copying cards among the target cards A-H (issue #32, sixth pass): Expansion (and the
rulings printed on Explosion, its other half), Fury Storm, Echo Mage (707.10: a copy of a spell)."""
from __future__ import annotations

import pytest

from manastack.testing import Scenario

from .keys import ruling
from .test_rebound_improvise import resolve_all

COPIERS = ("Expansion", "Fury Storm", "Echo Mage")


def _board(copier: str, p: int = 0):
    """A game where player ``p`` (0) can copy a spell with ``copier`` (its lands, or Echo Mage at level 2)."""
    s = Scenario.full()
    if copier == "Echo Mage":
        s.battlefield(p, "Echo Mage", counters={"level": 2})
        s.lands(p, "Island", 7)   # {U}{U} left whatever the spell before it was paid with
    elif copier == "Expansion":
        s.hand(p, "Expansion // Explosion")
        s.lands(p, "Island", 2)
    else:
        s.hand(p, "Fury Storm")
        s.lands(p, "Mountain", 4)
    return s


def _copy(g, copier: str, spell: str, *, new_target=None):
    """Copy the spell named ``spell`` on the stack (the top one of that name) with ``copier``; keep its targets,
    or choose ``new_target`` for the copy. Resolves nothing."""
    sid = next(i for i in reversed(g.state.stack) if g._name(i) == spell)
    if copier == "Echo Mage":
        mage = g.find("Echo Mage")
        idx = next(o[2] for o in g.decision.options if o[0] == "activate" and o[1] == mage)
        g.activate(mage, index=idx, target=sid)
    elif copier == "Expansion":
        g.cast("Expansion // Explosion", variant="face0", target=sid)
    else:
        g.cast("Fury Storm", target=sid)
    # the copy is made as the copier resolves: pass until the new-targets choice (or until it resolved)
    for _ in range(12):
        d = g.decision
        if d.kind == "target":
            if new_target is None:
                g.answer(next(o for o in d.options if o[0] == "keep"))
            else:
                g.answer(g._target_option(new_target))
            continue
        if d.kind == "priority" and not any(g._name(i) in ("Expansion // Explosion", "Fury Storm") or
                                            g.state.objects[i].kind == "ability" for i in g.state.stack
                                            if i in g.state.objects):
            return
        if d.kind == "priority":
            g.pass_priority()
        else:
            g.answer(next((o for o in d.options if o[0] in ("auto", "keep")), d.options[0]))



ANY_SPELL = [
    pytest.param("Expansion", marks=ruling("Expansion", "2018-10-05", "expansion can copy any instant or")),
    pytest.param("Expansion", marks=ruling("Explosion", "2018-10-05", "expansion can copy any instant or")),
    pytest.param("Fury Storm", marks=ruling("Fury Storm", "2018-07-13", "fury storm can copy any instant")),
    pytest.param("Echo Mage", marks=ruling("Echo Mage", "2010-06-15", "echo mages last two activated abilities")),
]


@pytest.mark.parametrize("copier", ANY_SPELL)
def test_copy_a_spell_without_targets_707_10(copier):
    """707.10: a spell with no targets (Divination) can be copied: I draw two for the copy and two for the
    original."""
    s = _board(copier)
    s.hand(0, "Divination")
    s.lands(0, "Island", 3)
    g = s.start("main1")
    hand = len(g.zone(0, "hand"))
    g.cast("Divination")
    _copy(g, copier, "Divination")
    resolve_all(g)
    spent = 1 if copier == "Echo Mage" else 2
    assert len(g.zone(0, "hand")) == hand - spent + 4


NOT_CAST = [
    pytest.param("Expansion", marks=ruling("Expansion", "2018-10-05", "the copy is created on the stack")),
    pytest.param("Expansion", marks=ruling("Explosion", "2018-10-05", "the copy is created on the stack")),
    pytest.param("Fury Storm", marks=ruling("Fury Storm", "2018-07-13", "the copy is created on the stack so its not cast abilities that trigger when a player casts a spell wont trigger this")),
    pytest.param("Echo Mage", marks=ruling("Echo Mage", "2010-06-15", "when either ability resolves it creates")),
]


@pytest.mark.parametrize("copier", NOT_CAST)
def test_copy_is_not_cast_707_10_702_108a(copier):
    """707.10, 702.108a: Monastery Swiftspear's prowess triggers for each spell I cast, not for the copy: a copied
    Lightning Bolt (and, for the copying spells, the copier itself) — the copy adds nothing; the copy resolves
    first and deals its 3."""
    s = _board(copier)
    sw = s.battlefield(0, "Monastery Swiftspear")
    s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 1)
    g = s.start("main1")
    g.cast("Lightning Bolt", target=("player", 1))
    _copy(g, copier, "Lightning Bolt")
    resolve_all(g)
    casts = 1 if copier == "Echo Mage" else 2
    assert g.obj(sw).power == 1 + casts
    assert g.life(1) == 14


SAME_TARGETS = [
    pytest.param("Expansion", marks=ruling("Expansion", "2018-10-05", "the copy will have the same")),
    pytest.param("Expansion", marks=ruling("Explosion", "2018-10-05", "the copy will have the same")),
    pytest.param("Fury Storm", marks=ruling("Fury Storm", "2018-07-13", "the copy will have the same")),
    pytest.param("Echo Mage", marks=ruling("Echo Mage", "2010-06-15", "each copy will have the same")),
]


@pytest.mark.parametrize("copier", SAME_TARGETS)
def test_copy_keeps_or_changes_targets_707_10c(copier):
    """707.10c: the copy of a Lightning Bolt aimed at the player may be given a new target: the Grizzly Bears
    (the copy kills it, the original hits the player); kept, it would hit the player again."""
    for new in (None, "bears"):
        s = _board(copier)
        bears = s.battlefield(1, "Grizzly Bears")
        s.hand(0, "Lightning Bolt")
        s.lands(0, "Mountain", 1)
        g = s.start("main1")
        g.cast("Lightning Bolt", target=("player", 1))
        _copy(g, copier, "Lightning Bolt", new_target=bears if new else None)
        resolve_all(g)
        if new:
            assert g.life(1) == 17
            g.expect_zone(bears, "graveyard")
        else:
            assert g.life(1) == 14
            g.expect_zone(bears, "battlefield")


MODAL = [
    pytest.param("Expansion", marks=ruling("Expansion", "2018-10-05", "if the spell thats copied is")),
    pytest.param("Expansion", marks=ruling("Explosion", "2018-10-05", "if the spell thats copied is")),
    pytest.param("Fury Storm", marks=ruling("Fury Storm", "2018-07-13", "if the spell thats copied is modal")),
    pytest.param("Echo Mage", marks=ruling("Echo Mage", "2010-06-15", "if the spell the ability copies is")),
]


@pytest.mark.parametrize("copier", MODAL)
def test_copy_of_a_modal_spell_has_the_same_mode_707_10(copier):
    """707.10, 700.2: Boros Charm cast for "4 damage to target player" — the copy has that mode too (no mode is
    chosen for it): the opponent takes 8."""
    s = _board(copier)
    s.hand(0, "Boros Charm")
    s.lands(0, "Mountain", 1)
    s.lands(0, "Plains", 1)
    g = s.start("main1")
    g.cast("Boros Charm", modes=[1], target=("player", 1))
    _copy(g, copier, "Boros Charm")
    resolve_all(g)
    assert g.life(1) == 12


CONTROL_FIRST = [
    pytest.param("Expansion", marks=ruling("Expansion", "2018-10-05", "if you copy a spell you")),
    pytest.param("Expansion", marks=ruling("Explosion", "2018-10-05", "if you copy a spell you")),
    pytest.param("Fury Storm", marks=ruling("Fury Storm", "2018-07-13", "if you copy a spell you")),
    pytest.param("Echo Mage", marks=ruling("Echo Mage", "2010-06-15", "if a copy says that it")),
]


@pytest.mark.parametrize("copier", CONTROL_FIRST)
def test_copy_of_opponents_spell_is_yours_and_resolves_first_707_10_608_2(copier):
    """707.10, 405.5: I copy the opponent's Divination: the copy is mine ("you" is me): I draw two, before the
    original resolves for them."""
    s = _board(copier)
    s.hand(1, "Divination")
    s.lands(1, "Island", 3)
    g = s.start("main1", active=1)
    g.cast("Divination")
    g.pass_priority()
    mine, theirs = len(g.zone(0, "hand")), len(g.zone(1, "hand"))
    _copy(g, copier, "Divination")
    top = g.state.stack[-1]
    assert g._name(top) == "Divination" and g.state.objects[top].controller == 0
    g.pass_priority(2)
    spent = 0 if copier == "Echo Mage" else 1
    assert len(g.zone(0, "hand")) == mine - spent + 2 and len(g.zone(1, "hand")) == theirs
    resolve_all(g)
    assert len(g.zone(1, "hand")) == theirs + 2


@ruling("Fury Storm", "2018-07-13", "if the spell thats copied has")
def test_fury_storm_2018_07_13_copy_has_the_same_x_707_10():
    """707.10: the copy of Blaze cast with X=2 has X=2: the Hill Giant (3/3) it is pointed at takes 2+2."""
    s = _board("Fury Storm")
    giant = s.battlefield(1, "Hill Giant")
    s.hand(0, "Blaze")
    s.lands(0, "Mountain", 3)
    g = s.start("main1")
    g.cast("Blaze", x=2, target=giant)
    _copy(g, "Fury Storm", "Blaze")
    g.pass_priority(2)
    assert g.obj(giant).damage == 2
    resolve_all(g)
    g.expect_zone(giant, "graveyard")


@ruling("Fury Storm", "2018-07-13", "if the spell has damage divided")
def test_fury_storm_2018_07_13_divided_damage_stays_divided_707_10():
    """707.10, 601.2d: Forked Bolt divided 1 to the Bears and 1 to the player; the copy divides the same way."""
    s = _board("Fury Storm")
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Forked Bolt")
    s.lands(0, "Mountain", 1)
    g = s.start("main1")
    g.cast("Forked Bolt", targets=[bears, ("player", 1)], divide=[1, 1])
    _copy(g, "Fury Storm", "Forked Bolt")
    resolve_all(g)
    assert g.life(1) == 18
    g.expect_zone(bears, "graveyard")


@pytest.mark.parametrize("copier", [
    pytest.param("Fury Storm", marks=ruling("Fury Storm", "2018-07-13", "the controller of a copy cant")),
    pytest.param("Echo Mage", marks=ruling("Echo Mage", "2010-06-15", "you cant choose to pay any")),
])
def test_copy_of_a_kicked_spell_is_kicked_707_10_702_33(copier):
    """707.10, 702.33: Burst Lightning kicked (4 damage): its copy is kicked too — 4 more, paid for nothing."""
    s = _board(copier)
    s.hand(0, "Burst Lightning")
    s.lands(0, "Mountain", 5)
    g = s.start("main1")
    g.cast("Burst Lightning", target=("player", 1), kicked=True)
    _copy(g, copier, "Burst Lightning")
    resolve_all(g)
    assert g.life(1) == 12


@ruling("Echo Mage", "2010-06-15", "if you activate echo mages last")
def test_echo_mage_2010_06_15_two_copies_new_targets_each_707_10c():
    """707.10c: at level 4 the Mage copies a Lightning Bolt (at the player) twice; each copy's targets are chosen
    on their own: one goes to the Grizzly Bears, one stays on the player: the Bears die, the player takes 3+3."""
    s = Scenario.full()
    mage = s.battlefield(0, "Echo Mage", counters={"level": 4})
    s.lands(0, "Island", 2)
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 1)
    g = s.start("main1")
    g.cast("Lightning Bolt", target=("player", 1))
    sid = g.state.stack[-1]
    idxs = [o[2] for o in g.decision.options if o[0] == "activate" and o[1] == g.find(mage)]
    g.activate(mage, index=idxs[-1], target=sid)
    answers = iter([bears, None])
    for _ in range(12):
        d = g.decision
        if d.kind == "target":
            nxt = next(answers)
            g.answer(next(o for o in d.options if o[0] == "keep") if nxt is None else g._target_option(nxt))
        elif d.kind == "priority" and len(g.state.stack) >= 3:
            break
        elif d.kind == "priority":
            g.pass_priority()
        else:
            g.answer(d.options[0])
    resolve_all(g)
    g.expect_zone(bears, "graveyard")
    assert g.life(1) == 14


@ruling("Explosion", "2018-10-05", "if a spell has x in")
def test_explosion_2018_10_05_x_counts_in_mana_value_202_3e():
    """202.3e: on the stack a spell's mana value includes X: Blaze with X=3 (mana value 4) can be targeted by
    Expansion; with X=4 (mana value 5) it can't."""
    for x, ok in ((3, True), (4, False)):
        s = _board("Expansion")
        s.hand(0, "Blaze")
        s.lands(0, "Mountain", 5)
        g = s.start("main1")
        g.cast("Blaze", x=x, target=("player", 1))
        sid = g.state.stack[-1]
        offered = [o for o in g.decision.options if o[0] == "cast" and o[2] == "face0"]
        if not ok:
            assert not offered
            continue
        assert offered
        g.answer(offered[0])
        assert g.decision.kind == "target" and ("target", sid) in g.decision.options


@pytest.mark.parametrize("words", [
    pytest.param("a", marks=ruling("Explosion", "2018-10-05", "if one of explosions two targets")),
    pytest.param("b", marks=ruling("Expansion", "2018-10-05", "if one of explosions two targets")),
])
def test_explosion_one_target_illegal_other_still_affected_608_2b(words):
    """608.2b: Explosion (X=2) at the Grizzly Bears and "target player draws X": the Bears are returned to hand
    in response; the player still draws two."""
    s = Scenario.full()
    s.hand(0, "Expansion // Explosion")
    s.lands(0, "Island", 2)
    s.lands(0, "Mountain", 4)
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(1, "Unsummon")
    s.lands(1, "Island", 1)
    g = s.start("main1")
    hand = len(g.zone(0, "hand"))
    g.cast("Expansion // Explosion", variant="face1", x=2, targets=[bears, ("player", 0)])
    g.pass_priority()
    g.cast("Unsummon", target=bears)
    resolve_all(g)
    g.expect_zone(bears, "hand")
    assert len(g.zone(0, "hand")) == hand - 1 + 2
