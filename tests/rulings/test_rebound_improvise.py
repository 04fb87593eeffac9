"""Rebound (702.88), improvise (702.126) and convoke (702.51) rulings shared by every such card among the target cards,
each checked on each card that carries it (issue #32)."""
from __future__ import annotations

import pytest

from manastack.core.mana import ManaCost
from manastack.testing import Scenario
from manastack.testing.scenario import full_database

from .keys import ruling

REBOUND_GY = [
    pytest.param('Artful Maneuver', marks=ruling('Artful Maneuver', '2015-02-25', 'if you cast a card from')),
    pytest.param('Center Soul', marks=ruling('Center Soul', '2015-02-25', 'if you cast a card from')),
    pytest.param("Great Teacher's Decree", marks=ruling("Great Teacher's Decree", '2015-02-25', 'if you cast a card from')),
    pytest.param("Ojutai's Breath", marks=ruling("Ojutai's Breath", '2015-02-25', 'if you cast a card from')),
    pytest.param("Ojutai's Summons", marks=ruling("Ojutai's Summons", '2015-02-25', 'if you cast a card from')),
    pytest.param('Profound Journey', marks=ruling('Profound Journey', '2015-02-25', 'if you cast a card from')),
    pytest.param("Taigam's Strike", marks=ruling("Taigam's Strike", '2015-02-25', 'if you cast a card from')),
    pytest.param('Void Squall', marks=ruling('Void Squall', '2015-02-25', 'if you cast a card from')),
    pytest.param('Distortion Strike', marks=ruling('Distortion Strike', '2010-06-15', 'if you cast a card from')),
    pytest.param('Emerge Unscathed', marks=ruling('Emerge Unscathed', '2010-06-15', 'if you cast a card from')),
    pytest.param('Staggershock', marks=ruling('Staggershock', '2010-06-15', 'if you cast a card from exile this way it will go to your graveyard when it resolves fails')),
    pytest.param('Staggershock', marks=ruling('Staggershock', '2010-06-15', 'if you cast a card from exile this way it will go to your graveyard when it resolves or')),
    pytest.param('Surreal Memoir', marks=ruling('Surreal Memoir', '2010-06-15', 'if you cast a card from')),
]

REBOUND_FIZZLE = [
    pytest.param('Artful Maneuver', marks=ruling('Artful Maneuver', '2015-02-25', 'if a spell with rebound that')),
    pytest.param('Center Soul', marks=ruling('Center Soul', '2015-02-25', 'if a spell with rebound that')),
    pytest.param('Distortion Strike', marks=ruling('Distortion Strike', '2010-06-15', 'if a spell with rebound that')),
    pytest.param('Emerge Unscathed', marks=ruling('Emerge Unscathed', '2010-06-15', 'if a spell with rebound that')),
    pytest.param("Great Teacher's Decree", marks=ruling("Great Teacher's Decree", '2015-02-25', 'if a spell with rebound that')),
    pytest.param("Nomads' Assembly", marks=ruling("Nomads' Assembly", '2010-06-15', 'if a spell with rebound that')),
    pytest.param("Ojutai's Breath", marks=ruling("Ojutai's Breath", '2015-02-25', 'if a spell with rebound that')),
    pytest.param("Ojutai's Summons", marks=ruling("Ojutai's Summons", '2015-02-25', 'if a spell with rebound that')),
    pytest.param("Prey's Vengeance", marks=ruling("Prey's Vengeance", '2010-06-15', 'if a spell with rebound that')),
    pytest.param('Profound Journey', marks=ruling('Profound Journey', '2015-02-25', 'if a spell with rebound that')),
    pytest.param('Staggershock', marks=ruling('Staggershock', '2010-06-15', 'if a spell with rebound that you cast from your hand doesnt')),
    pytest.param('Surreal Memoir', marks=ruling('Surreal Memoir', '2010-06-15', 'if a spell with rebound that')),
    pytest.param('Survival Cache', marks=ruling('Survival Cache', '2010-06-15', 'if a spell with rebound that')),
    pytest.param("Taigam's Strike", marks=ruling("Taigam's Strike", '2015-02-25', 'if a spell with rebound that')),
    pytest.param('Virulent Swipe', marks=ruling('Virulent Swipe', '2010-06-15', 'if a spell with rebound that')),
    pytest.param('Void Squall', marks=ruling('Void Squall', '2015-02-25', 'if a spell with rebound that')),
    pytest.param('Staggershock', marks=ruling('Staggershock', '2010-06-15', 'if a spell with rebound that you cast from your hand is')),
]

IMPROVISE_COLORED = [
    pytest.param('Barricade Breaker', marks=ruling('Barricade Breaker', '2017-02-09', 'improvise cant pay for w u')),
    pytest.param('Bastion Inventor', marks=ruling('Bastion Inventor', '2017-02-09', 'improvise cant pay for w u')),
    pytest.param('Battle at the Bridge', marks=ruling('Battle at the Bridge', '2017-02-09', 'improvise cant pay for w u')),
    pytest.param('Enraged Giant', marks=ruling('Enraged Giant', '2017-02-09', 'improvise cant pay for w u')),
    pytest.param('Fen Hauler', marks=ruling('Fen Hauler', '2017-02-09', 'improvise cant pay for w u')),
    pytest.param('Foundry Assembler', marks=ruling('Foundry Assembler', '2017-02-09', 'improvise cant pay for w u')),
    pytest.param('Freejam Regent', marks=ruling('Freejam Regent', '2017-02-09', 'improvise cant pay for w u')),
    pytest.param('Herald of Anguish', marks=ruling('Herald of Anguish', '2017-02-09', 'improvise cant pay for w u')),
    pytest.param('Maverick Thopterist', marks=ruling('Maverick Thopterist', '2018-07-13', 'improvise cant pay for w u')),
    pytest.param('Metallic Rebuke', marks=ruling('Metallic Rebuke', '2017-02-09', 'improvise cant pay for w u')),
    pytest.param('Reverse Engineer', marks=ruling('Reverse Engineer', '2018-07-13', 'improvise cant pay for w u')),
    pytest.param('Sly Requisitioner', marks=ruling('Sly Requisitioner', '2017-02-09', 'improvise cant pay for w u')),
    pytest.param('Sweatworks Brawler', marks=ruling('Sweatworks Brawler', '2017-02-09', 'improvise cant pay for w u')),
    pytest.param('Whir of Invention', marks=ruling('Whir of Invention', '2017-02-09', 'improvise cant pay for w u')),
    pytest.param('Wind-Kin Raiders', marks=ruling('Wind-Kin Raiders', '2017-02-09', 'improvise cant pay for w u')),
]

IMPROVISE_MV = [
    pytest.param('Barricade Breaker', marks=ruling('Barricade Breaker', '2017-02-09', 'improvise doesnt change a spells mana')),
    pytest.param('Bastion Inventor', marks=ruling('Bastion Inventor', '2017-02-09', 'improvise doesnt change a spells mana')),
    pytest.param('Enraged Giant', marks=ruling('Enraged Giant', '2017-02-09', 'improvise doesnt change a spells mana')),
    pytest.param('Fen Hauler', marks=ruling('Fen Hauler', '2017-02-09', 'improvise doesnt change a spells mana')),
    pytest.param('Foundry Assembler', marks=ruling('Foundry Assembler', '2017-02-09', 'improvise doesnt change a spells mana')),
    pytest.param('Freejam Regent', marks=ruling('Freejam Regent', '2017-02-09', 'improvise doesnt change a spells mana')),
    pytest.param('Herald of Anguish', marks=ruling('Herald of Anguish', '2017-02-09', 'improvise doesnt change a spells mana')),
    pytest.param('Maverick Thopterist', marks=ruling('Maverick Thopterist', '2018-07-13', 'improvise doesnt change a spells mana')),
    pytest.param('Reverse Engineer', marks=ruling('Reverse Engineer', '2018-07-13', 'improvise doesnt change a spells mana')),
    pytest.param('Sly Requisitioner', marks=ruling('Sly Requisitioner', '2017-02-09', 'improvise doesnt change a spells mana')),
    pytest.param('Sweatworks Brawler', marks=ruling('Sweatworks Brawler', '2017-02-09', 'improvise doesnt change a spells mana')),
    pytest.param('Wind-Kin Raiders', marks=ruling('Wind-Kin Raiders', '2017-02-09', 'improvise doesnt change a spells mana')),
]


CONVOKE_MV = [
    pytest.param('Conclave Tribunal', marks=ruling('Conclave Tribunal', '2018-10-05', 'convoke doesnt change a spells mana cost or converted mana cost')),
    pytest.param('Covenant of Blood', marks=ruling('Covenant of Blood', '2014-07-18', 'convoke doesnt change a spells mana')),
    pytest.param('Seraph of the Masses', marks=ruling('Seraph of the Masses', '2014-07-18', 'convoke doesnt change a spells mana')),
    pytest.param('Siege Wurm', marks=ruling('Siege Wurm', '2014-07-18', 'convoke doesnt change a spells mana')),
    pytest.param('Siege Wurm', marks=ruling('Siege Wurm', '2018-10-05', 'convoke doesnt change a spells mana cost or converted mana cost')),
]


REBOUND_UPKEEP = [
    pytest.param('Artful Maneuver', marks=ruling('Artful Maneuver', '2015-02-25', 'at the beginning of your upkeep')),
    pytest.param('Center Soul', marks=ruling('Center Soul', '2015-02-25', 'at the beginning of your upkeep')),
    pytest.param('Distortion Strike', marks=ruling('Distortion Strike', '2010-06-15', 'at the beginning of your upkeep')),
    pytest.param('Emerge Unscathed', marks=ruling('Emerge Unscathed', '2010-06-15', 'at the beginning of your upkeep')),
    pytest.param("Great Teacher's Decree", marks=ruling("Great Teacher's Decree", '2015-02-25', 'at the beginning of your upkeep')),
    pytest.param("Nomads' Assembly", marks=ruling("Nomads' Assembly", '2010-06-15', 'at the beginning of your upkeep')),
    pytest.param("Ojutai's Breath", marks=ruling("Ojutai's Breath", '2015-02-25', 'at the beginning of your upkeep')),
    pytest.param("Ojutai's Summons", marks=ruling("Ojutai's Summons", '2015-02-25', 'at the beginning of your upkeep')),
    pytest.param("Prey's Vengeance", marks=ruling("Prey's Vengeance", '2010-06-15', 'at the beginning of your upkeep')),
    pytest.param('Profound Journey', marks=ruling('Profound Journey', '2015-02-25', 'at the beginning of your upkeep')),
    pytest.param('Staggershock', marks=ruling('Staggershock', '2010-06-15', 'at the beginning of your upkeep')),
    pytest.param('Surreal Memoir', marks=ruling('Surreal Memoir', '2010-06-15', 'at the beginning of your upkeep')),
    pytest.param('Survival Cache', marks=ruling('Survival Cache', '2010-06-15', 'at the beginning of your upkeep')),
    pytest.param("Taigam's Strike", marks=ruling("Taigam's Strike", '2015-02-25', 'at the beginning of your upkeep')),
    pytest.param('Virulent Swipe', marks=ruling('Virulent Swipe', '2010-06-15', 'at the beginning of your upkeep')),
    pytest.param('Void Squall', marks=ruling('Void Squall', '2015-02-25', 'at the beginning of your upkeep')),
]

REBOUND_OPTIONAL = [
    pytest.param('Artful Maneuver', marks=ruling('Artful Maneuver', '2015-02-25', 'casting the card again due to')),
    pytest.param('Center Soul', marks=ruling('Center Soul', '2015-02-25', 'casting the card again due to')),
    pytest.param("Great Teacher's Decree", marks=ruling("Great Teacher's Decree", '2015-02-25', 'casting the card again due to')),
    pytest.param("Ojutai's Breath", marks=ruling("Ojutai's Breath", '2015-02-25', 'casting the card again due to')),
    pytest.param("Ojutai's Summons", marks=ruling("Ojutai's Summons", '2015-02-25', 'casting the card again due to')),
    pytest.param('Profound Journey', marks=ruling('Profound Journey', '2015-02-25', 'casting the card again due to')),
    pytest.param("Taigam's Strike", marks=ruling("Taigam's Strike", '2015-02-25', 'casting the card again due to')),
    pytest.param('Void Squall', marks=ruling('Void Squall', '2015-02-25', 'casting the card again due to')),
]

REBOUND_DECLINE = [
    pytest.param('Distortion Strike', marks=ruling('Distortion Strike', '2010-06-15', 'if you are unable to cast')),
    pytest.param('Emerge Unscathed', marks=ruling('Emerge Unscathed', '2010-06-15', 'if you are unable to cast')),
    pytest.param("Nomads' Assembly", marks=ruling("Nomads' Assembly", '2010-06-15', 'if you are unable to cast')),
    pytest.param("Prey's Vengeance", marks=ruling("Prey's Vengeance", '2010-06-15', 'if you are unable to cast')),
    pytest.param('Staggershock', marks=ruling('Staggershock', '2010-06-15', 'if you are unable to cast')),
    pytest.param('Surreal Memoir', marks=ruling('Surreal Memoir', '2010-06-15', 'if you are unable to cast')),
    pytest.param('Survival Cache', marks=ruling('Survival Cache', '2010-06-15', 'if you are unable to cast')),
    pytest.param('Virulent Swipe', marks=ruling('Virulent Swipe', '2010-06-15', 'if you are unable to cast')),
]

PERSIST_NEW = [
    pytest.param('Aerie Ouphes', marks=ruling('Aerie Ouphes', '2013-06-07', 'when a permanent with persist returns')),
    pytest.param('Kitchen Finks', marks=ruling('Kitchen Finks', '2013-06-07', 'when a permanent with persist returns')),
]


# (Cast Through Time grants rebound; Cauldron of Souls, Cauldron Haze and Antler Skulkin grant persist: untriaged)

LANDS = ("Plains", "Island", "Swamp", "Mountain", "Forest")


def settle(g, limit: int = 60) -> None:
    """Answer every pending non-priority decision the plain way: first target, first mode, yes, cast,
    pay automatically, first card then done."""
    for _ in range(limit):
        d = g.decision
        if d is None or d.kind == "priority":
            return
        opts = d.options
        for want in ("auto", "target", "target_player", "yes", "choose", "done", "mode"):
            pick = next((o for o in opts if o[0] == want), None)
            if pick is not None:
                break
        else:
            pick = next((o for o in opts if o[0] not in ("cancel", "decline", "no")), opts[0])
        if d.kind == "option":
            pick = next((o for o in opts if o[0] != "decline"), pick)
        g.answer(pick)


def resolve_all(g, limit: int = 60) -> None:
    for _ in range(limit):
        settle(g)
        if not g.stack:
            return
        g.pass_until_resolved()
    settle(g)


def _rebound_board(card: str, counter: bool = False):
    s = Scenario.full()
    h = s.hand(0, card)
    for p in (0, 1):
        s.battlefield(p, "Grizzly Bears")
        s.graveyard(p, "Centaur Courser", "Llanowar Elves")
    for land in LANDS:
        s.lands(0, land, 2)
    if counter:
        s.hand(1, "Counterspell")
        s.lands(1, "Island", 2)
    return s, h


def _cast(g, h):
    g.answer(next(o for o in g.options() if o[0] == "cast" and o[1] == g.find(h)))
    settle(g)


@pytest.mark.parametrize("card", REBOUND_FIZZLE)
def test_rebound_spell_countered_goes_to_the_graveyard_not_exile_702_88a(card):
    """702.88a: rebound replaces going to the graveyard only as the spell resolves; countered, it goes to
    the graveyard and won't be cast again."""
    s, h = _rebound_board(card, counter=True)
    g = s.start("main1")
    _cast(g, h)
    g.pass_priority()
    g.cast("Counterspell", target=h)
    resolve_all(g)
    g.expect_zone(h, "graveyard")


@pytest.mark.parametrize("card", REBOUND_GY)
def test_rebound_cast_from_exile_then_goes_to_the_graveyard_702_88a(card):
    """702.88a: resolved from the hand it is exiled; cast again from exile at the next upkeep, it goes to its
    owner's graveyard."""
    s, h = _rebound_board(card)
    g = s.start("main1")
    _cast(g, h)
    resolve_all(g)
    g.expect_zone(h, "exile")
    g.pass_until("upkeep", turn=3)
    for _ in range(20):
        resolve_all(g)
        if g.zone_of(h) != "exile" or not g.stack:
            break
    g.expect_zone(h, "graveyard")


def _pips(card: str) -> int:
    cost = ManaCost.parse(full_database().get(card).front.mana_cost, strict=False)
    return cost.mana_value - cost.generic


@pytest.mark.parametrize("card", IMPROVISE_COLORED)
def test_improvise_pays_only_generic_mana_702_126a(card):
    """702.126a: each artifact tapped for improvise pays {1}: with only artifacts (as many as the mana value)
    a spell with colored symbols can't be cast, an all-generic one can."""
    s = Scenario.full()
    s.hand(0, card)
    mv = ManaCost.parse(full_database().get(card).front.mana_cost, strict=False).mana_value
    for _ in range(mv):
        s.battlefield(0, "Ornithopter")
    g = s.start("main1")
    can = any(o[0] == "cast" for o in g.options())
    g.check(can == (_pips(card) == 0), f"castable={can} with {_pips(card)} colored symbols")


# (the cards with {X}, and Metallic Rebuke which needs a spell to target, are not in this list: untriaged)
@pytest.mark.parametrize("card", IMPROVISE_MV)
def test_improvise_doesnt_change_mana_value_202_3(card):
    """202.3, 702.126: paid with tapped artifacts, the spell keeps its mana value on the stack."""
    s = Scenario.full()
    h = s.hand(0, card)
    mv = ManaCost.parse(full_database().get(card).front.mana_cost, strict=False).mana_value
    arts = [s.battlefield(0, "Ornithopter") for _ in range(mv)]
    for land in LANDS:
        s.lands(0, land, 2)
    g = s.start("main1")
    g.answer(next(o for o in g.options() if o[0] == "cast" and o[1] == g.find(h)))
    while g.decision.kind != "priority":
        opts = g.decision.options
        pick = next((o for o in opts if o[0] == "improvise"), None)
        if pick is None:
            settle(g, limit=1)
            continue
        g.answer(pick)
    g.check(any(g.obj(a).tapped for a in arts), "artifacts tapped for improvise")
    g.check(g.stack == [card] and g.obj(h).mana_value == mv, f"mana value {g.obj(h).mana_value} == {mv}")


# (Chief Engineer gives convoke to artifact spells and Devouring Light needs an attacker: untriaged)
@pytest.mark.parametrize("card", CONVOKE_MV)
def test_convoke_doesnt_change_mana_value_202_3(card):
    """202.3, 702.51: paid partly by tapping creatures, the spell keeps its mana value on the stack."""
    s = Scenario.full()
    h = s.hand(0, card)
    mv = ManaCost.parse(full_database().get(card).front.mana_cost, strict=False).mana_value
    crew = [s.battlefield(0, c) for c in ("Grizzly Bears", "Savannah Lions", "Storm Crow", "Typhoid Rats",
                                          "Raging Goblin") for _ in range(2)]
    for land in LANDS:
        s.lands(0, land, 2)
    s.battlefield(1, "Grizzly Bears")
    g = s.start("main1")
    g.answer(next(o for o in g.options() if o[0] == "cast" and o[1] == g.find(h)))
    while g.decision.kind != "priority":
        pick = next((o for o in g.decision.options if o[0] == "convoke"), None)
        if pick is None:
            settle(g, limit=1)
            continue
        g.answer(pick)
    g.check(any(g.obj(c).tapped for c in crew), "creatures tapped for convoke")
    g.check(g.obj(h).zone == "stack" and g.obj(h).mana_value == mv, f"mana value {g.obj(h).mana_value} == {mv}")


def _to_rebound_choice(g, h):
    _cast(g, h)
    resolve_all(g)
    g.expect_zone(h, "exile")
    g.pass_until("upkeep", turn=3)
    for _ in range(10):
        if g.decision.kind == "option":
            return
        g.answer(("pass",)) if g.decision.kind == "priority" else settle(g, limit=1)
    raise AssertionError(f"no rebound choice: {g.decision.kind}")


@pytest.mark.parametrize("card", REBOUND_UPKEEP)
def test_rebound_cast_happens_in_the_upkeep_as_its_delayed_trigger_resolves_702_88a(card):
    """702.88a, 603.7: at your next upkeep the delayed trigger resolves and you may cast the card from exile
    then — the spell is on the stack in the upkeep."""
    s, h = _rebound_board(card)
    g = s.start("main1")
    _to_rebound_choice(g, h)
    g.answer(next(o for o in g.decision.options if o[0] != "decline"))
    settle(g)
    g.check("upkeep" in str(g.state.step).lower() and g.zone_of(h) == "stack", f"cast in the upkeep: {g.stack}")


@pytest.mark.parametrize("card", REBOUND_OPTIONAL + REBOUND_DECLINE)
def test_rebound_cast_is_optional_declined_the_card_stays_exiled_702_88a(card):
    """702.88a: "you may cast"; declined, the card stays in exile for the rest of the game."""
    s, h = _rebound_board(card)
    g = s.start("main1")
    _to_rebound_choice(g, h)
    g.answer(("decline",))
    resolve_all(g)
    g.expect_zone(h, "exile")
    g.pass_until("main1", turn=5)
    g.expect_zone(h, "exile")
    g.check(not any(o[0] == "cast" and o[1] == g.find(h) for o in g.options()), "no later chance")


@pytest.mark.parametrize("card", PERSIST_NEW)
def test_persist_returns_a_new_object_with_a_minus_counter_702_79a_400_7(card):
    """702.79a, 400.7: destroyed without a -1/-1 counter, it returns as a new object with one."""
    s = Scenario.full()
    c = s.battlefield(0, card)
    s.hand(1, "Murder")
    s.lands(1, "Swamp", 3)
    g = s.start("main1", active=1)
    printed = (g.obj(c).power, g.obj(c).toughness)
    g.cast("Murder", target=c)
    resolve_all(g)
    g.expect_zone(c, "battlefield")
    g.check(g.obj(c).counters == {"-1/-1": 1}, f"one -1/-1 counter: {g.obj(c).counters}")
    g.expect_pt(c, printed[0] - 1, printed[1] - 1)


REBOUND_EXILED = [
    pytest.param('Distortion Strike', marks=ruling('Distortion Strike', '2010-06-15', 'if you cast a spell with rebound from your')),
    pytest.param('Emerge Unscathed', marks=ruling('Emerge Unscathed', '2010-06-15', 'if you cast a spell with rebound from your')),
    pytest.param('Staggershock', marks=ruling('Staggershock', '2010-06-15', 'if you cast a spell with rebound from your')),
    pytest.param('Surreal Memoir', marks=ruling('Surreal Memoir', '2010-06-15', 'if you cast a spell with rebound from your')),
]


@pytest.mark.parametrize("card", REBOUND_EXILED)
def test_rebound_spell_resolving_goes_straight_to_exile_never_the_graveyard_702_88a(card):
    """702.88a: cast from the hand and resolved, the spell is exiled instead of being put into the graveyard — it
    never is in the graveyard (no event moves it there)."""
    s, h = _rebound_board(card)
    g = s.start("main1")
    m = g.mark()
    _cast(g, h)
    resolve_all(g)
    g.expect_zone(h, "exile")
    assert not [e for e in g.events_since(m) if card in str(e) and "to graveyard" in str(e)]


def _through_time(counter: bool = False):
    """Cast Through Time on player 0's side; Shock (an instant without rebound) in hand."""
    s = Scenario.full()
    ctt = s.battlefield(0, "Cast Through Time")
    s.hand(0, "Shock")
    s.hand(0, "Disenchant")
    s.lands(0, "Mountain", 2)
    s.lands(0, "Plains", 2)
    if counter:
        s.hand(1, "Counterspell")
        s.lands(1, "Island", 2)
    return s, ctt


@ruling("Cast Through Time", "2010-06-15", "if you cast a spell with rebound from your")
@ruling("Cast Through Time", "2010-06-15", "the rebound effect is not optional")
def test_cast_through_time_2010_06_15_the_rebound_effect_is_not_optional_702_88a():
    """702.88a: Shock cast from the hand under Cast Through Time has rebound: resolved, it is exiled (no choice is
    offered), never put into the graveyard."""
    s, _ = _through_time()
    g = s.start("main1")
    g.cast("Shock", target="Player 2")
    g.pass_until_resolved()
    assert g.decision.kind == "priority"
    g.expect_zone("Shock", "exile")
    g.expect_life(1, 18)


@ruling("Cast Through Time", "2010-06-15", "if you cast an instant or sorcery")
@ruling("Cast Through Time", "2010-06-15", "if you cast a card from exile this")
def test_cast_through_time_2010_06_15_if_you_cast_an_instant_or_sorcery_702_88a_603_7():
    """702.88a, 603.7: the rebound delayed trigger doesn't need Cast Through Time any more: destroyed (Disenchant)
    after Shock was exiled, Shock is still cast in the next upkeep — and then goes to the graveyard."""
    s, ctt = _through_time()
    g = s.start("main1")
    g.cast("Shock", target="Player 2")
    g.pass_until_resolved()
    g.cast("Disenchant", target=ctt)
    g.pass_until_resolved()
    g.expect_zone(ctt, "graveyard")
    g.pass_until("upkeep", turn=3)
    for _ in range(20):
        resolve_all(g)
        if g.zone_of("Shock") != "exile" or not g.stack:
            break
    g.expect_zone("Shock", "graveyard")
    assert g.life(0) + g.life(1) == 36          # cast again: 2 more damage (to whichever target was chosen)


@ruling("Cast Through Time", "2010-06-15", "if a spell with rebound that")
def test_cast_through_time_2010_06_15_if_a_spell_with_rebound_that_702_88a_701_6a():
    """702.88a, 701.6a: Shock countered (Counterspell) never resolves: it goes to the graveyard, not exile."""
    s, _ = _through_time(counter=True)
    g = s.start("main1")
    g.cast("Shock", target="Player 2")
    g.pass_priority()
    g.cast("Counterspell", target=g.find("Shock", zone="stack"))
    resolve_all(g)
    g.expect_zone("Shock", "graveyard")
    g.expect_life(1, 20)
