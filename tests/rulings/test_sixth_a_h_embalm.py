"""Official rulings of Heart-Piercer Manticore and Angel of Sanctions (embalm, 702.128; a reflexive trigger,
603.12) among the target cards A-H (issue #32, sixth pass)."""
from __future__ import annotations

import pytest

from manastack.testing import Scenario

from .keys import ruling
from .test_rebound_improvise import resolve_all, settle


def _manticore(g, sac, target=("target_player", 1)):
    """Cast the Manticore from hand; sacrifice ``sac`` (or decline with None); aim at ``target``."""
    g.cast("Heart-Piercer Manticore")
    g.pass_priority(4)   # the spell resolves, then its enters trigger
    if sac is None:
        g.choose("no")
    else:
        g.choose("yes")
        if g.decision.kind == "choose_cards":
            g.choose(sac)
        assert g.decision.kind == "target"
        g.answer(target)
    resolve_all(g)


@ruling("Heart-Piercer Manticore", "2017-04-18", "the sacrificed creatures last known existence")
def test_heart_piercer_manticore_2017_04_18_last_known_power_608_2h():
    """608.2h: Hill Giant pumped by Giant Growth (6/6) is sacrificed: its last known power, 6, is dealt."""
    s = Scenario.full()
    s.battlefield(0, "Hill Giant")
    s.hand(0, "Heart-Piercer Manticore", "Giant Growth")
    s.lands(0, "Mountain", 4)
    s.lands(0, "Forest", 1)
    g = s.start("main1")
    g.cast("Giant Growth", target="Hill Giant")
    g.pass_until_resolved()
    _manticore(g, "Hill Giant")
    assert g.life(1) == 14


@ruling("Heart-Piercer Manticore", "2017-04-18", "you cant sacrifice multiple creatures to")
def test_heart_piercer_manticore_2017_04_18_one_sacrifice_only_603_12():
    """603.12: one creature is sacrificed, one reflexive trigger: 3 damage from the Hill Giant; the Bears stay."""
    s = Scenario.full()
    s.battlefield(0, "Hill Giant")
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Heart-Piercer Manticore")
    s.lands(0, "Mountain", 4)
    g = s.start("main1")
    _manticore(g, "Hill Giant")
    assert g.life(1) == 17
    g.expect_zone(bears, "battlefield")


@ruling("Heart-Piercer Manticore", "2017-04-18", "heart piercer manticores damage dealing ability triggers")
def test_heart_piercer_manticore_2017_04_18_only_its_own_sacrifice_603_12():
    """603.12: sacrificing a creature another way (Fling's additional cost) doesn't trigger the Manticore: only
    Fling's 3 damage is dealt."""
    s = Scenario.full()
    s.battlefield(0, "Heart-Piercer Manticore")
    s.battlefield(0, "Hill Giant")
    s.hand(0, "Fling")
    s.lands(0, "Mountain", 2)
    g = s.start("main1")
    g.cast("Fling", target=("player", 1))
    if g.decision.kind == "choose_cards":
        g.choose("Hill Giant")
    settle(g)
    resolve_all(g)
    g.expect_zone("Hill Giant", "graveyard")
    assert g.life(1) == 17 and not g.stack


EMBALM_PRINTED = [
    pytest.param("Heart-Piercer Manticore", marks=ruling("Heart-Piercer Manticore", "2017-04-18", "the token copies exactly what was")),
    pytest.param("Angel of Sanctions", marks=ruling("Angel of Sanctions", "2017-04-18", "the token copies exactly what was")),
]
EMBALM_WHITE_ZOMBIE = [
    pytest.param("Heart-Piercer Manticore", marks=ruling("Heart-Piercer Manticore", "2017-04-18", "the token is a zombie in")),
    pytest.param("Angel of Sanctions", marks=ruling("Angel of Sanctions", "2017-04-18", "the token is a zombie in")),
]
PRINTED = {"Heart-Piercer Manticore": (4, 3, {"Manticore"}), "Angel of Sanctions": (3, 4, {"Angel"})}


def _embalm(card: str, *, extra=()):
    s = Scenario.full()
    c = s.graveyard(0, card)[0]
    s.lands(0, "Plains", 5)
    s.lands(0, "Mountain" if card == "Heart-Piercer Manticore" else "Plains", 1)
    for e in extra:
        s.battlefield(*e)
    g = s.start("main1")
    g.activate(c)
    settle(g)
    g.pass_priority(2)
    return g, c


def _token(g, card):
    return next(o for o in g.state.battlefield if g._name(o) == card and g.state.objects[o].kind == "token")


@pytest.mark.parametrize("card", EMBALM_PRINTED)
def test_embalm_token_copies_the_printed_card_702_128a_707_2(card):
    """702.128a, 707.2: the token has the printed power and toughness of the card (707.2: copiable values only)."""
    g, c = _embalm(card)
    settle(g)
    resolve_all(g)
    g.expect_zone(c, "exile")
    p, t, _ = PRINTED[card]
    g.expect_pt(_token(g, card), p, t)


@pytest.mark.parametrize("card", EMBALM_WHITE_ZOMBIE)
def test_embalm_token_is_a_white_zombie_without_mana_cost_702_128a(card):
    """702.128a: the token is white (not red/its colors), a Zombie in addition to its types, mana value 0."""
    g, c = _embalm(card)
    settle(g)
    resolve_all(g)
    o = g.obj(_token(g, card))
    assert o.colors == ["white"] and "Zombie" in o.subtypes and PRINTED[card][2] <= set(o.subtypes)
    assert o.mana_value == 0 and not o.mana_cost


EMBALM_ETB = [
    pytest.param("Heart-Piercer Manticore", marks=ruling("Heart-Piercer Manticore", "2017-04-18", "if the card copied by the")),
    pytest.param("Angel of Sanctions", marks=ruling("Angel of Sanctions", "2017-04-18", "if the card copied by the")),
]


@pytest.mark.parametrize("card", EMBALM_ETB)
def test_embalm_token_has_the_enters_ability_and_triggers_it_603_6a(card):
    """603.6a, 707.2: the token's copied "when this enters" ability triggers as it is created: the Angel token
    exiles the opponent's Hill Giant; the Manticore token sacrifices my Grizzly Bears to deal 2 damage."""
    extra = [(1, "Hill Giant"), (0, "Grizzly Bears")]
    g, c = _embalm(card, extra=extra)
    if card == "Angel of Sanctions":
        settle(g)
        resolve_all(g)
        g.expect_zone("Hill Giant", "exile")
    else:
        g.pass_priority(2)
        g.choose("yes")
        if g.decision.kind == "choose_cards":
            g.choose("Grizzly Bears")
        g.answer(("target_player", 1))
        resolve_all(g)
        assert g.life(1) == 18


EMBALM_MAIN = [
    pytest.param("Heart-Piercer Manticore", marks=ruling("Heart-Piercer Manticore", "2017-07-14", "if a spell or ability puts")),
    pytest.param("Angel of Sanctions", marks=ruling("Angel of Sanctions", "2017-07-14", "if a spell or ability puts")),
]


@pytest.mark.parametrize("card", EMBALM_MAIN)
def test_embalm_right_after_the_card_dies_in_your_main_phase_117_3b_702_128a(card):
    """117.3b: my Murder puts my own creature into the graveyard in my main phase; I get priority right after it
    resolves, with an empty stack, and can embalm before anyone else acts."""
    s = Scenario.full()
    c = s.battlefield(0, card)
    s.hand(0, "Murder")
    s.lands(0, "Swamp", 3)
    s.lands(0, "Plains", 5)
    s.lands(0, "Mountain", 1)
    g = s.start("main1")
    g.cast("Murder", target=c)
    g.pass_until_resolved()
    g.expect_zone(c, "graveyard")
    assert g.decision.kind == "priority" and g.decision.player == 0 and not g.stack
    assert any(o[0] == "activate" and o[1] == g.find(c) for o in g.options())
