"""Official rulings of Leave // Chance (issue #32, ninth pass): the aftermath split-card rulings (709,
702.127) checked with the same scenarios as the other aftermath cards (test_aftermath.py), and Leave returning
a permanent you own but don't control (108.3)."""
from __future__ import annotations

from manastack.testing import Scenario

from . import test_aftermath as aft
from .keys import ruling
from .test_ninth_lithoform_engine import _resolve

CARD = "Leave // Chance"


def _finish(g):
    """Stop choosing targets and pay."""
    for _ in range(5):
        d = g.decision
        if d.kind == "target":
            g.answer(next(o for o in d.options if o[0] == "done"))
        elif d.kind == "pay":
            g.answer(next(o for o in d.options if o[0] == "auto"))
        else:
            return


def _cast_leave(g, target):
    g.game.apply(("cast", g.find(CARD), "face0"))
    g.answer(("target", g.find(target)))
    _finish(g)


@ruling("Leave", "2017-04-18", "all split cards have two card")
def test_leave_2017_04_18_all_split_cards_have_two_card_faces_709_3b():
    """709.3b: Leave cast from the hand is on the stack with only Leave's name, mana value 2 and white."""
    aft.test_aftermath_card_first_half_on_stack_has_only_its_characteristics_709_3b(CARD)


@ruling("Leave", "2017-04-18", "while not on the stack the")
def test_leave_2017_04_18_while_not_on_the_stack_the_halves_combine_709_4():
    """709.4: in the hand Leave // Chance has mana value 6, is white and red, and is an instant and a sorcery.
    """
    aft.test_aftermath_card_off_the_stack_combines_both_halves_709_4(CARD)
    s = Scenario.full()
    h = s.hand(0, CARD)
    g = s.start("main1")
    o = g.obj(h)
    assert o.mana_value == 6 and {"Instant", "Sorcery"} <= set(o.types), (o.mana_value, o.types)


@ruling("Leave", "2017-04-18", "each split card is a single")
def test_leave_2017_04_18_each_split_card_is_a_single_card_709_1():
    """709.1: one Leave // Chance in hand and one in the graveyard count as one card each."""
    aft.test_aftermath_card_is_a_single_card_709_1(CARD)


@ruling("Leave", "2017-04-18", "if you cast the first half")
def test_leave_2017_04_18_if_you_cast_the_first_half_you_get_priority_702_127a_117_3b():
    """117.3b, 702.127a: after Leave resolves in my main phase I get priority first and may cast Chance from
    my graveyard (Leave returns my Grizzly Bears)."""
    s = Scenario.full()
    h = s.hand(0, CARD)
    bears = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Plains", 2)
    s.lands(0, "Mountain", 4)
    g = s.start("main1")
    _cast_leave(g, bears)
    _resolve(g)
    g.expect_zone(h, "graveyard")
    assert "Grizzly Bears" in g.zone(0, "hand")
    assert g.decision.kind == "priority" and g.decision.player == 0
    assert "face1+aftermath" in aft._variants(g, CARD)


@ruling("Leave", "2017-04-18", "a spell with aftermath cast from")
def test_leave_2017_04_18_a_spell_with_aftermath_cast_from_a_graveyard_is_exiled_702_127a():
    """702.127a: Chance cast from the graveyard is exiled, whether it resolves or is countered."""
    aft.test_aftermath_half_cast_from_graveyard_is_always_exiled_702_127a(CARD)


@ruling("Leave", "2017-04-18", "if another effect allows you to cast a split card with aftermath from any")
def test_leave_2017_04_18_from_another_zone_the_aftermath_half_cant_be_cast_702_127a_702_85a():
    """702.127a, 702.85a: cascading into Leave // Chance from Maelstrom Wanderer offers Leave, never Chance.
    """
    aft.test_aftermath_half_cant_be_cast_by_cascade_from_exile_702_127a_702_85a(CARD)


@ruling("Leave", "2017-07-14", "you are a permanents owner if")
def test_leave_2017_07_14_you_are_a_permanents_owner_leave_targets_it_108_3():
    """108.3, 110.2: my Grizzly Bears controlled by the opponent can be Leave's target — it returns to my
    hand; the opponent's own Hill Giant can't be targeted."""
    s = Scenario.full()
    mine = s.battlefield(0, "Grizzly Bears", controller=1)
    theirs = s.battlefield(1, "Hill Giant")
    s.hand(0, CARD)
    s.lands(0, "Plains", 2)
    g = s.start("main1")
    g.game.apply(("cast", g.find(CARD), "face0"))
    d = g.decision
    assert d.kind == "target", d
    ids = {o[1] for o in d.options if o[0] == "target"}
    assert g.find(mine) in ids and g.find(theirs) not in ids, d.options
    g.answer(("target", g.find(mine)))
    _finish(g)
    _resolve(g)
    assert "Grizzly Bears" in g.zone(0, "hand"), g.board()
    g.expect_zone(theirs, "battlefield")
