"""Counting amounts: devotion (700.5), domain (305.6) and "the life lost / damage dealt this way" (608.2c)."""
from __future__ import annotations

from manastack.testing import Scenario


def test_700_5_devotion_counts_black_symbols_hybrid_once():
    """700.5: Gray Merchant of Asphodel's controller's devotion to black counts {B}{B} of the Merchant and the
    {B/R} of Rakdos Cackler (a hybrid symbol counts once), not Grizzly Bears: 3. Each opponent loses 3 life and
    "you gain life equal to the life lost this way" (608.2c): 3."""
    s = Scenario.full()
    s.battlefield(0, "Rakdos Cackler")
    s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Gray Merchant of Asphodel")
    s.lands(0, "Swamp", 5)
    g = s.start("main1")
    g.cast("Gray Merchant of Asphodel")
    g.pass_until_resolved()
    g.expect_life(1, 17)
    g.expect_life(0, 23)


def test_608_2c_life_lost_this_way_adds_up_over_opponents():
    """608.2c: Kokusho, the Evening Star dies with two opponents: each loses 5 life, so its controller gains the
    10 life lost this way."""
    s = Scenario.full(players=3)
    kokusho = s.battlefield(0, "Kokusho, the Evening Star")
    s.hand(0, "Murder")
    s.lands(0, "Swamp", 3)
    g = s.start("main1")
    g.cast("Murder", target=kokusho)
    g.pass_until_resolved()
    g.expect_zone(kokusho, "graveyard")
    g.expect_life(1, 15)
    g.expect_life(2, 15)
    g.expect_life(0, 30)


def test_608_2c_damage_dealt_this_way():
    """608.2c: Corrupt deals damage equal to the number of Swamps its caster controls (6) to Grizzly Bears and they
    gain life equal to the damage dealt this way (6, all of it, not just the 2 the Bears could take)."""
    s = Scenario.full()
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Corrupt")
    s.lands(0, "Swamp", 6)
    g = s.start("main1")
    g.cast("Corrupt", target=bears)
    g.pass_until_resolved()
    g.expect_zone(bears, "graveyard")
    g.expect_life(0, 26)


def test_305_6_domain_counts_basic_land_types():
    """305.6: Tribal Flames deals damage equal to the basic land types among lands its caster controls: Mountain,
    Forest, and Breeding Pool (Forest Island) make 3 (Forest is counted once)."""
    s = Scenario.full()
    s.lands(0, "Mountain", 1)
    s.lands(0, "Forest", 1)
    s.lands(0, "Breeding Pool", 1)
    s.hand(0, "Tribal Flames")
    g = s.start("main1")
    g.cast("Tribal Flames", target=("player", 1))
    g.pass_until_resolved()
    g.expect_life(1, 17)


def test_608_2c_700_5_305_6_counting_cards_are_supported(supported):
    supported("Gray Merchant of Asphodel", "Kokusho, the Evening Star", "Corrupt", "Tribal Flames", "Exsanguinate",
              "Abandoned Campground")


def _campground(life1: int):
    s = Scenario.full()
    s.player(1, life=life1)
    s.hand(0, "Abandoned Campground")
    g = s.start("main1")
    g.play("Abandoned Campground")
    return g


def test_614_1c_enters_tapped_unless_a_player_has_13_or_less_life():
    """Abandoned Campground: "This land enters tapped unless a player has 13 or less life." With both players at
    20 it enters tapped; with the opponent at 13 it enters untapped."""
    assert _campground(20).obj("Abandoned Campground").tapped
    assert not _campground(13).obj("Abandoned Campground").tapped
