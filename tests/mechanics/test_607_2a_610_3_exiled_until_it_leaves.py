"""607.2a with 610.3: a card exiled "until [this permanent] leaves the battlefield" is "the exiled card" / a card
"exiled with" that permanent for its other abilities, with real cards."""
from __future__ import annotations

import pytest

from manastack.engine.carddef import CardPool
from manastack.testing import Scenario


def test_607_2a_ixalans_binding_stops_spells_with_the_exiled_cards_name_until_it_leaves():
    """Ixalan's Binding exiles the opponent's Grizzly Bears; "Your opponents can't cast spells with the same name as
    the exiled card": their other Grizzly Bears can't be cast. Disenchant on the Binding returns the bears (610.3)
    and the second one can be cast again."""
    s = Scenario.full()
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Ixalan's Binding", "Disenchant")
    s.lands(0, "Plains", 6)
    s.hand(1, "Grizzly Bears")
    s.lands(1, "Forest", 2)
    g = s.start("main1")
    g.cast("Ixalan's Binding")
    g.pass_until_resolved()
    g.pass_until_resolved()  # its enters trigger: target the bears
    if g.decision is not None and g.decision.kind == "target":
        g.choose(bears)
        g.pass_until_resolved()
    g.expect_zone(bears, "exile")
    g.pass_until("main1", turn=2)
    assert not any(o[0] == "cast" for o in g.options())
    g.pass_priority()  # (to player 0, who may cast instants on the opponent's turn)
    g.cast("Disenchant", target="Ixalan's Binding")
    g.pass_until_resolved()
    assert g.zone_of(bears) == "battlefield"
    if g.state.priority != 1:
        g.pass_priority()
    assert any(o[0] == "cast" for o in g.options())


def test_607_2a_bishop_of_binding_reads_the_exiled_cards_power():
    """Bishop of Binding exiles Hill Giant (power 3) until it leaves; when it attacks, target Vampire (itself) gets
    +X/+X where X is the exiled card's power: a 4/4 Bishop attacks as a 7/7."""
    s = Scenario.full()
    giant = s.battlefield(1, "Hill Giant")
    s.hand(0, "Bishop of Binding")
    s.lands(0, "Plains", 2)
    s.lands(0, "Swamp", 2)
    g = s.start("main1")
    g.cast("Bishop of Binding")
    g.pass_until_resolved()
    if g.decision is not None and g.decision.kind == "target":
        g.choose(giant)
    g.pass_until_resolved()
    g.expect_zone(giant, "exile")
    g.pass_until("main1", turn=3)
    bishop = g.find("Bishop of Binding")
    base = (g.obj(bishop).power, g.obj(bishop).toughness)
    g.attack(bishop)
    if g.decision is not None and g.decision.kind == "target":
        g.choose(bishop)
    g.pass_until_resolved()
    o = g.obj(bishop)
    assert (o.power, o.toughness) == (base[0] + 3, base[1] + 3)


@pytest.mark.parametrize("name", ["Ixalan's Binding", "Bishop of Binding", "Gelatinous Cube"])
def test_607_2a_exile_until_linked_cards_are_supported(full_db, name):
    d = CardPool(full_db).get(name)
    assert d.supported, d.missing
