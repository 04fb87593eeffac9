"""Official rulings of Gray Merchant of Asphodel (devotion), Enter the God-Eternals, Cling to Dust and Heart-Piercer
Manticore among the target cards A-H (issue #32, sixth pass)."""
from __future__ import annotations

import pytest

from manastack.testing import Scenario

from .keys import ruling
from .test_rebound_improvise import resolve_all, settle


def _merchant(*permanents, aura_on_theirs: str | None = None):
    s = Scenario.full()
    for p in permanents:
        s.battlefield(0, p)
    if aura_on_theirs:
        bears = s.battlefield(1, "Grizzly Bears")
        s.battlefield(0, aura_on_theirs, attached_to=bears)
    s.hand(0, "Gray Merchant of Asphodel")
    s.lands(0, "Swamp", 5)
    g = s.start("main1")
    g.cast("Gray Merchant of Asphodel")
    resolve_all(g)
    return g


@pytest.mark.parametrize("words", [
    pytest.param("a", marks=ruling("Gray Merchant of Asphodel", "2013-09-15", "numeric mana symbols 0 1 and")),
    pytest.param("b", marks=ruling("Gray Merchant of Asphodel", "2020-01-24", "colorless and generic mana symbols c")),
])
def test_gray_merchant_generic_symbols_dont_count_700_5(words):
    """700.5: Phyrexian Rager ({2}{B}) adds one to devotion to black, not three: with the Merchant's own {B}{B},
    devotion 3: the opponent loses 3, I gain 3."""
    g = _merchant("Phyrexian Rager")
    assert g.life(1) == 17 and g.life(0) == 23


@pytest.mark.parametrize("words", [
    pytest.param("a", marks=ruling("Gray Merchant of Asphodel", "2013-09-15", "mana symbols in the text boxes")),
    pytest.param("b", marks=ruling("Gray Merchant of Asphodel", "2020-01-24", "mana symbols in the text boxes")),
])
def test_gray_merchant_text_box_symbols_dont_count_700_5(words):
    """700.5: Blood Pet (mana cost {B}, text "Sacrifice this creature: Add {B}") adds one to devotion, not two:
    with the Merchant's {B}{B}, devotion 3."""
    g = _merchant("Blood Pet")
    assert g.life(1) == 17 and g.life(0) == 23


@pytest.mark.parametrize("words", [
    pytest.param("a", marks=ruling("Gray Merchant of Asphodel", "2013-09-15", "hybrid mana symbols monocolored hybrid")),
    pytest.param("b", marks=ruling("Gray Merchant of Asphodel", "2020-01-24", "hybrid mana symbols monocolored hybrid")),
])
def test_gray_merchant_hybrid_and_phyrexian_count_700_5(words):
    """700.5: a hybrid {B/G} symbol (Shambling Shell... here Golgari Longlegs {3}{B/G}{B/G}) counts toward black:
    2 + the Merchant's 2 = 4; and Vault Skirge's Phyrexian {B/P} counts 1 more: 5 in all."""
    g = _merchant("Golgari Longlegs", "Vault Skirge")
    assert g.life(1) == 15 and g.life(0) == 25


@pytest.mark.parametrize("words", [
    pytest.param("a", marks=ruling("Gray Merchant of Asphodel", "2013-09-15", "if an activated ability or triggered")),
    pytest.param("b", marks=ruling("Gray Merchant of Asphodel", "2020-01-24", "if an activated ability or triggered")),
])
def test_gray_merchant_devotion_counted_on_resolution_608_2h(words):
    """608.2h: devotion is counted as the ability resolves; the Merchant counts itself while it's there: alone it
    drains 2; if it is killed in response (Murder), its own {B}{B} no longer counts: 0."""
    g = _merchant()
    assert g.life(1) == 18 and g.life(0) == 22
    s = Scenario.full()
    s.hand(0, "Gray Merchant of Asphodel")
    s.lands(0, "Swamp", 5)
    s.hand(1, "Murder")
    s.lands(1, "Swamp", 3)
    g = s.start("main1")
    g.cast("Gray Merchant of Asphodel")
    g.pass_priority(2)
    settle(g)
    assert g.stack
    g.pass_priority()
    g.cast("Murder", target="Gray Merchant of Asphodel")
    resolve_all(g)
    assert g.life(1) == 20 and g.life(0) == 20


@ruling("Gray Merchant of Asphodel", "2020-01-24", "if you put an aura on")
def test_gray_merchant_of_asphodel_2020_01_24_if_you_put_an_aura_on_700_5():
    """700.5: my Unholy Strength ({B}) on the opponent's Grizzly Bears counts toward my devotion: 3."""
    g = _merchant(aura_on_theirs="Unholy Strength")
    assert g.life(1) == 17 and g.life(0) == 23


@ruling("Gray Merchant of Asphodel", "2021-03-19", "the amount of life you gain")
def test_gray_merchant_of_asphodel_2021_03_19_the_amount_of_life_you_gain_119_3():
    """119.3: in a three-player game, devotion 2: each opponent loses 2, I gain the total lost: 4."""
    s = Scenario.full(players=3)
    s.hand(0, "Gray Merchant of Asphodel")
    s.lands(0, "Swamp", 5)
    g = s.start("main1")
    g.cast("Gray Merchant of Asphodel")
    resolve_all(g)
    assert g.life(1) == 18 and g.life(2) == 18 and g.life(0) == 24


# ---------------------------------------------------------------- Enter the God-Eternals

def _god_eternals(kill_creature=False, hexproof_player=False, army=False):
    s = Scenario.full()
    s.hand(0, "Enter the God-Eternals")
    s.lands(0, "Island", 2)
    s.lands(0, "Swamp", 3)
    bears = s.battlefield(1, "Hill Giant")
    s.library(1, "Forest", "Forest", "Forest", "Forest")
    if army:
        s.battlefield(0, "Grizzly Bears")
    s.hand(1, "Unsummon")
    s.lands(1, "Island", 1)
    g = s.start("main1")
    return s, g, bears


@ruling("Enter the God-Eternals", "2019-05-03", "you cant cast enter the god")
def test_enter_the_god_eternals_2019_05_03_needs_a_creature_target_601_2c():
    """601.2c, 115.2: with no creature on the battlefield the spell can't be cast."""
    s = Scenario.full()
    s.hand(0, "Enter the God-Eternals")
    s.lands(0, "Island", 2)
    s.lands(0, "Swamp", 3)
    g = s.start("main1")
    assert not any(o[0] == "cast" for o in g.decision.options)


@ruling("Enter the God-Eternals", "2019-05-03", "if the target creature is no longer")
def test_enter_the_god_eternals_2019_05_03_creature_illegal_rest_happens_608_2b():
    """608.2b: the Hill Giant is returned to hand in response: no damage, no life, but the player mills four and I
    amass 4 (a 4/4 Zombie Army)."""
    s, g, giant = _god_eternals()
    g.cast("Enter the God-Eternals", targets=[giant, ("player", 1)])
    g.pass_priority()
    g.cast("Unsummon", target=giant)
    resolve_all(g)
    assert g.life(0) == 20
    assert len(g.zone(1, "graveyard")) >= 4
    army = [o for o in g.state.battlefield if "Army" in g.obj(o).subtypes]
    assert len(army) == 1 and g.obj(army[0]).power == 4


@ruling("Enter the God-Eternals", "2019-05-03", "if the target creature is dealt")
def test_enter_the_god_eternals_2019_05_03_lethally_damaged_creature_still_there_704_3():
    """704.3, 608.2: the Hill Giant dealt 4 damage is still there while the rest resolves (I gain 4, the player
    mills four) and dies afterwards."""
    s, g, giant = _god_eternals()
    g.cast("Enter the God-Eternals", targets=[giant, ("player", 1)])
    resolve_all(g)
    assert g.life(0) == 24
    g.expect_zone(giant, "graveyard")
    assert g.zone(1, "graveyard").count("Forest") == 4


@ruling("Enter the God-Eternals", "2019-05-03", "if you dont control an army")
def test_enter_the_god_eternals_2019_05_03_army_token_created_then_counters_701_47a():
    """701.47a: without an Army, a 0/0 Zombie Army token is created and then gets four +1/+1 counters: it
    survives as a 4/4."""
    s, g, giant = _god_eternals()
    g.cast("Enter the God-Eternals", targets=[giant, ("player", 1)])
    resolve_all(g)
    army = [o for o in g.state.battlefield if "Army" in g.obj(o).subtypes]
    assert len(army) == 1
    assert g.obj(army[0]).counters.get("+1/+1") == 4
    g.expect_pt(army[0], 4, 4)


# ---------------------------------------------------------------- Cling to Dust

def _cling(card: str, *, escape: bool = False):
    s = Scenario.full()
    s.graveyard(1, card)
    cling = s.hand(0, "Cling to Dust")
    s.lands(0, "Swamp", 4)
    g = s.start("main1")
    return s, g, cling


@ruling("Cling to Dust", "2020-01-24", "if the exiled card is a")
def test_cling_to_dust_2020_01_24_enchantment_creature_gains_life_only_608_2c():
    """608.2c: an enchantment creature card (Gnarled Scarhide) is a creature card: I gain 3 life and don't draw."""
    s, g, cling = _cling("Gnarled Scarhide")
    hand = len(g.zone(0, "hand"))
    g.cast(cling, target="Gnarled Scarhide")
    resolve_all(g)
    g.expect_zone("Gnarled Scarhide", "exile")
    assert g.life(0) == 23 and len(g.zone(0, "hand")) == hand - 1


@ruling("Cling to Dust", "2020-01-24", "if the target card is an")
def test_cling_to_dust_2020_01_24_target_gone_nothing_happens_608_2b():
    """608.2b: the opponent exiles the targeted creature card in response with their own Cling to Dust: mine does
    nothing (no life, no card)."""
    s = Scenario.full()
    s.graveyard(1, "Grizzly Bears")
    s.hand(0, "Cling to Dust")
    s.lands(0, "Swamp", 1)
    s.hand(1, "Cling to Dust")
    s.lands(1, "Swamp", 1)
    g = s.start("main1")
    hand = len(g.zone(0, "hand"))
    g.cast("Cling to Dust", target="Grizzly Bears")
    g.pass_priority()
    g.cast(g.find("Cling to Dust", zone="hand"), target="Grizzly Bears")
    resolve_all(g)
    g.expect_zone("Grizzly Bears", "exile")
    assert g.life(1) == 23 and g.life(0) == 20 and len(g.zone(0, "hand")) == hand - 1
