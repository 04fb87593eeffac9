"""107.3m: "If an object's enters-the-battlefield triggered ability or replacement effect refers to X, and the spell
that became that object as it resolved had a value of X chosen for any of its costs, the value of X for that ability
is the same as the value of X for that spell." And 701.37c: a "becomes monstrous" trigger's X is the monstrosity X."""
from __future__ import annotations

import pytest

from manastack.engine.carddef import CardPool
from manastack.testing import Scenario


def _tokens(g, name):
    return [g.obj(o) for o in g.state.battlefield if g.obj(o).name == name]


def test_107_3m_arboreal_alliance_creates_an_x_x_token_with_the_spells_x():
    """Arboreal Alliance ({X}{G}{G}) cast with X=3: "When this enchantment enters, create an X/X green Treefolk
    creature token" makes a 3/3."""
    s = Scenario.full()
    s.hand(0, "Arboreal Alliance")
    s.lands(0, "Forest", 5)
    g = s.start("main1")
    g.cast("Arboreal Alliance", x=3)
    g.pass_until_resolved()
    g.pass_until_resolved()
    trees = _tokens(g, "Treefolk")
    assert [(t.power, t.toughness) for t in trees] == [(3, 3)]


def test_107_3m_springleaf_parade_creates_x_tokens():
    """Springleaf Parade ({X}{G}{G}) cast with X=2 creates two Shapeshifter tokens."""
    s = Scenario.full()
    s.hand(0, "Springleaf Parade")
    s.lands(0, "Forest", 4)
    g = s.start("main1")
    g.cast("Springleaf Parade", x=2)
    g.pass_until_resolved()
    g.pass_until_resolved()
    assert len(_tokens(g, "Shapeshifter")) == 2


def test_701_37c_hydra_broodmaster_creates_x_x_x_hydras():
    """Hydra Broodmaster's monstrosity X with X=2: "When this creature becomes monstrous, create X X/X green Hydra
    creature tokens" makes two 2/2 Hydras."""
    s = Scenario.full()
    s.battlefield(0, "Hydra Broodmaster")
    s.lands(0, "Forest", 5)
    g = s.start("main1")
    g.activate("Hydra Broodmaster", x=2)
    g.pass_until_resolved()
    g.pass_until_resolved()
    hydras = _tokens(g, "Hydra")
    assert sorted((t.power, t.toughness) for t in hydras) == [(2, 2), (2, 2)]


@pytest.mark.parametrize("name", ["Arboreal Alliance", "Springleaf Parade", "Hydra Broodmaster", "Wildfire Awakener"])
def test_107_3m_cards_with_x_in_their_own_enters_trigger_are_supported(full_db, name):
    d = CardPool(full_db).get(name)
    assert d.supported, d.missing


@pytest.mark.parametrize("name", ["Verdeloth the Ancient", "Shark Typhoon"])
def test_107_3m_x_from_elsewhere_stays_unsupported(full_db, name):
    """A kicker {X} (Verdeloth) or a spell's mana value (Shark Typhoon) isn't the X the engine keeps."""
    d = CardPool(full_db).get(name)
    assert "token with X in a triggered ability" in d.missing
