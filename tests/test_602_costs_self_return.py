"""602.2b / 601.2h: a cost that returns the source itself ("Return this enchantment to its owner's hand:")."""
import pytest

from manastack.testing import Scenario


@pytest.fixture
def full(full_db):
    return lambda **kw: Scenario(cards=full_db, **kw)


def test_602_2b_return_this_to_hand_is_paid_with_the_source_itself(full):
    """Regression (an AttributeError in cost_candidates: the cost names the source itself, not a filter):
    Broken Fall returns itself to its owner's hand to give a creature a regeneration shield (701.19a)."""
    s = full()
    fall = s.battlefield(0, "Broken Fall")
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(1, "Murder")
    s.lands(1, "Swamp", 3)
    g = s.start("main1")
    g.activate(fall, target=bears)
    assert g.options() == [("choose", g.find(fall)), ("cancel",)]  # the only way to pay: the source
    g.answer(("choose", g.find(fall)))
    g.expect_zone(fall, "hand")
    g.pass_until_resolved()
    g.pass_priority()
    g.cast("Murder", target=bears)
    g.pass_until_resolved()
    v = g.obj(bears)
    assert v.zone == "battlefield" and v.tapped  # regenerated


def test_602_2b_return_this_ability_is_not_offered_from_the_hand(full):
    """602.5 / 113.6: the ability works only while its source is on the battlefield; from the hand it is
    not offered (and nothing else could be returned for it)."""
    s = full()
    s.hand(0, "Broken Fall")
    s.battlefield(0, "Grizzly Bears")
    g = s.start("main1")
    assert not any(o[0] == "activate" for o in g.options())
