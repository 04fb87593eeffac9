"""Official rulings of Esika, God of the Tree // The Prismatic Bridge (granted vigilance 702.20, the Bridge's
upkeep reveal 701.16, double-faced cards entering front face up 712.14) — seventh pass of issue #32."""
from __future__ import annotations

from manastack.testing import Scenario

from .keys import ruling

ESIKA = "Esika, God of the Tree // The Prismatic Bridge"


@ruling("Esika, God of the Tree // The Prismatic Bridge", "2021-02-05", "if a creature loses vigilance after")
def test_esika_god_of_the_tree_the_prismatic_bridge_2021_02_05_if_a_creature_loses_vigilance_after_506_4():
    """506.4, 702.20b: Isamaru (legendary) attacks untapped thanks to Esika; Esika is Murdered in the declare
    attackers step: Isamaru keeps attacking, untapped, and deals its 2."""
    s = Scenario.full()
    esika = s.battlefield(0, ESIKA)
    isamaru = s.battlefield(0, "Isamaru, Hound of Konda")
    s.hand(1, "Murder")
    s.lands(1, "Swamp", 3)
    g = s.start("main1")
    g.attack(isamaru)
    assert not g.obj(isamaru).tapped
    g.pass_priority()
    g.cast("Murder", target=esika)
    g.pass_until_resolved()
    g.expect_zone(esika, "graveyard")
    assert not g.obj(isamaru).tapped
    g.no_blocks()
    g.pass_until("combat damage")
    g.expect_life(1, 18)


def _bridge(*library):
    """The Prismatic Bridge cast (WUBRG) in my turn 1; returns the game at my next upkeep's trigger resolved."""
    s = Scenario.full()
    h = s.hand(0, ESIKA)
    for land in ("Plains", "Island", "Swamp", "Mountain", "Forest"):
        s.lands(0, land, 1)
    s.library(0, *library)
    g = s.start("main1")
    g.cast(g.find(ESIKA), variant="face1")
    g.pass_until_resolved()
    g.expect_zone(h, "battlefield")
    g.pass_until("upkeep", turn=3)
    while g.stack:
        g.pass_until_resolved()
    return g


@ruling("Esika, God of the Tree // The Prismatic Bridge", "2021-02-05", "while resolving the triggered ability of")
def test_esika_god_of_the_tree_the_prismatic_bridge_2021_02_05_while_resolving_the_triggered_ability_701_20a():
    """701.20a: no creature or planeswalker card in my library: all of it is revealed, nothing enters, and the
    library is still all there (put back in a random order)."""
    lib = ("Forest",) * 6 + ("Lightning Bolt",) * 4
    g = _bridge(*lib)
    creatures = [o for o in g.state.battlefield if "Creature" in g.obj(o).types]
    assert creatures == [], g.board()
    assert len(g.zone(0, "library")) == 10 and not g.zone(0, "exile"), g.board()


@ruling("Esika, God of the Tree // The Prismatic Bridge", "2021-02-05", "if you reveal a double faced")
def test_esika_god_of_the_tree_the_prismatic_bridge_2021_02_05_if_you_reveal_a_double_faced_712_14():
    """712.14: the revealed Akoum Warrior // Akoum Teeth (front face a creature) enters front face up: a 4/5
    Akoum Warrior."""
    g = _bridge(*(("Forest",) * 5 + ("Akoum Warrior // Akoum Teeth",) + ("Forest",) * 4))
    (ak,) = [i for i in g.state.battlefield if "Akoum" in g._name(i)]
    o = g.obj(ak)
    assert o.name == "Akoum Warrior" and (o.power, o.toughness) == (4, 5) and "Creature" in o.types


@ruling("Blackbloom Rogue // Blackbloom Bog", "2020-09-25", "an ability that offers a bonus")
def test_blackbloom_rogue_blackbloom_bog_2020_09_25_an_ability_that_offers_a_bonus_613_4c():
    """613.4c: an opponent with 12 cards in the graveyard gives +3/+0 once (a 5/3); in a three-player game with
    both opponents at 8 or more it's still +3/+0; with 7 it's a 2/3."""
    def rogue(players, counts):
        s = Scenario.full(players=players)
        r = s.battlefield(0, "Blackbloom Rogue // Blackbloom Bog")
        for p, n in counts.items():
            if n:
                s.graveyard(p, *(["Forest"] * n))
        g = s.start("main1")
        return g.obj(r).power, g.obj(r).toughness
    assert rogue(2, {1: 12}) == (5, 3)
    assert rogue(3, {1: 8, 2: 9}) == (5, 3)
    assert rogue(2, {1: 7}) == (2, 3)
