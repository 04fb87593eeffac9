"""Official rulings of bestow cards on an opponent's creature among the target cards A-H (issue #32, sixth pass):
Gnarled Scarhide, Crystalline Nautilus, Hypnotic Siren (702.103)."""
from __future__ import annotations

import pytest

from manastack.testing import Scenario

from .keys import ruling
from .test_bestow import LANDS, _cast
from .test_rebound_improvise import resolve_all


def _on_theirs(card: str):
    s = Scenario.full()
    bears = s.battlefield(1, "Grizzly Bears")
    h = s.hand(0, card)
    for land in LANDS:
        s.lands(0, land, 6)
    return s, bears, h


CONTROL_AURA = [
    pytest.param("Gnarled Scarhide", marks=ruling("Gnarled Scarhide", "2014-04-26", "you still control the aura even")),
    pytest.param("Crystalline Nautilus", marks=ruling("Crystalline Nautilus", "2014-04-26", "you still control the aura even")),
]


@pytest.mark.parametrize("card", CONTROL_AURA)
def test_bestowed_on_opponents_creature_you_control_the_aura_303_4e(card):
    """303.4e, 702.103: bestowed on the opponent's Grizzly Bears, the Aura is still mine; the Bears get its bonus."""
    s, bears, h = _on_theirs(card)
    g = s.start("main1")
    _cast(g, h, bears)
    resolve_all(g)
    assert g.obj(h).attached_to == g.find(bears)
    assert g.obj(h).controller == 0 and g.obj(bears).controller == 1
    assert g.obj(bears).power > 2


LEAVES = [
    pytest.param("Gnarled Scarhide", marks=ruling("Gnarled Scarhide", "2014-04-26", "if the enchanted creature leaves the")),
    pytest.param("Crystalline Nautilus", marks=ruling("Crystalline Nautilus", "2014-04-26", "if the enchanted creature leaves the")),
]


@pytest.mark.parametrize("card", LEAVES)
def test_opponents_enchanted_creature_leaves_you_control_the_creature_702_103f(card):
    """702.103f: the opponent's enchanted Bears dies (Murder): the bestow card becomes an enchantment creature that
    I still control."""
    s, bears, h = _on_theirs(card)
    s.hand(0, "Murder")
    g = s.start("main1")
    _cast(g, h, bears)
    resolve_all(g)
    g.cast("Murder", target=bears)
    resolve_all(g)
    g.expect_zone(bears, "graveyard")
    g.expect_zone(h, "battlefield")
    assert "Creature" in g.obj(h).types and g.obj(h).controller == 0 and g.obj(h).attached_to is None


FIZZLE_THEIRS = [
    pytest.param("Gnarled Scarhide", marks=ruling("Gnarled Scarhide", "2014-04-26", "similarly if you cast an aura")),
    pytest.param("Crystalline Nautilus", marks=ruling("Crystalline Nautilus", "2014-04-26", "similarly if you cast an aura")),
]


@pytest.mark.parametrize("card", FIZZLE_THEIRS)
def test_bestowed_on_opponents_creature_target_gone_enters_under_your_control_702_103e(card):
    """702.103e, 608.3b: the opponent's Bears die in response (their Lightning Bolt): the bestow spell resolves as
    an enchantment creature under my control."""
    s, bears, h = _on_theirs(card)
    s.hand(1, "Lightning Bolt")
    s.lands(1, "Mountain", 1)
    g = s.start("main1")
    _cast(g, h, bears)
    g.pass_priority()
    g.cast("Lightning Bolt", target=bears)
    resolve_all(g)
    g.expect_zone(h, "battlefield")
    assert "Creature" in g.obj(h).types and g.obj(h).controller == 0


@ruling("Crystalline Nautilus", "2014-04-26", "crystalline nautiluss middle ability functions as")
def test_crystalline_nautilus_2014_04_26_middle_ability_works_as_an_aura_603_2():
    """603.2: bestowed on my Grizzly Bears, the Nautilus (an Aura) still has "When this permanent becomes the
    target of a spell or ability, sacrifice it": the opponent's Naturalize targeting it makes me sacrifice it
    first, and the Naturalize then has no legal target."""
    s = Scenario.full()
    bears = s.battlefield(0, "Grizzly Bears")
    h = s.hand(0, "Crystalline Nautilus")
    for land in LANDS:
        s.lands(0, land, 6)
    s.hand(1, "Naturalize")
    s.lands(1, "Forest", 2)
    g = s.start("main1")
    _cast(g, h, bears)
    resolve_all(g)
    assert g.obj(h).attached_to == g.find(bears)
    g.pass_until("main1", turn=2)
    g.cast("Naturalize", target=h)
    assert "Crystalline Nautilus" in " ".join(g.stack)   # its trigger, on top of Naturalize
    m = g.mark()
    resolve_all(g)
    g.expect_zone(h, "graveyard")
    assert any("sacrific" in str(e).lower() for e in g.events_since(m))


@ruling("Hypnotic Siren", "2014-04-26", "gaining control of a creature doesnt")
def test_hypnotic_siren_2014_04_26_auras_and_equipment_stay_with_their_controller_303_4e_301_5():
    """301.5, 303.4e: bestowed on the opponent's Bears, the Siren gives me the Bears; the Bonesplitter attached to
    it stays under the opponent's control."""
    s, bears, h = _on_theirs("Hypnotic Siren")
    eq = s.battlefield(1, "Bonesplitter", attached_to=bears)
    g = s.start("main1")
    _cast(g, h, bears)
    resolve_all(g)
    assert g.obj(bears).controller == 0
    assert g.obj(eq).controller == 1 and g.obj(eq).attached_to == g.find(bears)
