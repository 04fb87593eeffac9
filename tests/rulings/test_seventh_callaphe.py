"""Official rulings of Callaphe, Beloved of the Sea (devotion 700.5, a characteristic-defining power 604.3, a
targeting tax 601.2f) — seventh pass of issue #32."""
from __future__ import annotations

from manastack.testing import Scenario

from .keys import ruling
from .test_rebound_improvise import resolve_all

CALLAPHE = "Callaphe, Beloved of the Sea"


def _in_hand(*permanents, aura_on_theirs: str | None = None):
    """Callaphe in my hand, ``permanents`` on my battlefield: returns the game and Callaphe's id."""
    s = Scenario.full()
    for p in permanents:
        s.battlefield(0, p)
    if aura_on_theirs:
        bears = s.battlefield(1, "Grizzly Bears")
        s.battlefield(0, aura_on_theirs, attached_to=bears)
    h = s.hand(0, CALLAPHE)
    g = s.start("main1")
    return g, h


@ruling("Callaphe, Beloved of the Sea", "2020-01-24", "the ability that defines callaphes power")
def test_callaphe_beloved_of_the_sea_2020_01_24_the_ability_that_defines_callaphes_power_604_3():
    """604.3: the power-defining ability works in the hand too: two Merfolk of the Pearl Trident ({U} each) on
    my battlefield make the Callaphe in my hand a 2-power card."""
    g, h = _in_hand("Merfolk of the Pearl Trident", "Merfolk of the Pearl Trident")
    assert g.obj(h).power == 2, g.obj(h).power


@ruling("Callaphe, Beloved of the Sea", "2020-01-24", "mana symbols in the text boxes")
def test_callaphe_beloved_of_the_sea_2020_01_24_mana_symbols_in_the_text_boxes_700_5():
    """700.5: Azure Mage (cost {1}{U}, text "{3}{U}: Draw a card.") adds one to devotion to blue, not two."""
    g, h = _in_hand("Azure Mage")
    assert g.obj(h).power == 1, g.obj(h).power


@ruling("Callaphe, Beloved of the Sea", "2020-01-24", "colorless and generic mana symbols c")
def test_callaphe_beloved_of_the_sea_2020_01_24_colorless_and_generic_mana_symbols_700_5():
    """700.5: Phantom Warrior ({1}{U}{U}) adds two to devotion to blue, not three; an artifact (Ornithopter,
    {0}) adds nothing."""
    g, h = _in_hand("Phantom Warrior", "Ornithopter")
    assert g.obj(h).power == 2, g.obj(h).power


@ruling("Callaphe, Beloved of the Sea", "2020-01-24", "hybrid mana symbols monocolored hybrid mana")
def test_callaphe_beloved_of_the_sea_2020_01_24_hybrid_mana_symbols_count_700_5():
    """700.5: Dimir Guildmage's two {U/B} hybrid symbols count toward blue: devotion 2."""
    g, h = _in_hand("Dimir Guildmage")
    assert g.obj(h).power == 2, g.obj(h).power


@ruling("Callaphe, Beloved of the Sea", "2020-01-24", "if you put an aura on")
def test_callaphe_beloved_of_the_sea_2020_01_24_if_you_put_an_aura_on_700_5():
    """700.5: my Claustrophobia ({1}{U}{U}) on the opponent's Grizzly Bears still counts toward my devotion: 2."""
    g, h = _in_hand(aura_on_theirs="Claustrophobia")
    assert g.obj(h).power == 2, g.obj(h).power


def _opponent_targets(mine: list[str], spell: str, land: str, n_lands: int, target: str):
    s = Scenario.full()
    for p in mine:
        s.battlefield(0, p)
    s.hand(1, spell)
    lands = s.lands(1, land, n_lands)
    g = s.start("main1")
    g.pass_priority()
    g.cast(spell, target=target)
    tapped = sum(1 for x in lands if g.obj(x).tapped)
    resolve_all(g)
    return g, tapped


@ruling("Callaphe, Beloved of the Sea", "2020-01-24", "callaphes last ability applies to itself")
def test_callaphe_beloved_of_the_sea_2020_01_24_callaphes_last_ability_applies_to_itself_601_2f():
    """601.2f: Callaphe (devotion 2: an enchantment, not a creature) has the tax itself: the opponent's
    Disenchant ({1}{W}) targeting it costs {2}{W}: three Plains tapped, Callaphe destroyed."""
    g, tapped = _opponent_targets([CALLAPHE], "Disenchant", "Plains", 4, CALLAPHE)
    assert tapped == 3, tapped
    g.expect_zone(CALLAPHE, "graveyard")


@ruling("Callaphe, Beloved of the Sea", "2020-01-24", "callaphes last ability gives only one")
def test_callaphe_beloved_of_the_sea_2020_01_24_callaphes_last_ability_gives_only_one_601_2f():
    """601.2f: with devotion 5 (Callaphe {U}{U}, Phantom Warrior {U}{U}, Merfolk {U}) Callaphe is an enchantment
    creature — it gets one instance of the tax, not two: Lightning Bolt at it costs {1}{R}: two Mountains."""
    g, tapped = _opponent_targets([CALLAPHE, "Phantom Warrior", "Merfolk of the Pearl Trident"],
                                  "Lightning Bolt", "Mountain", 4, CALLAPHE)
    assert tapped == 2, tapped
    g.expect_zone(CALLAPHE, "graveyard")
