"""Official rulings shared by the split cards with aftermath among the target cards (702.127, 709): each
ruling checked on each card — the rulings are filed under the first half's name (issue #32). The parameter
lists name the ruling each case checks (``marks=ruling(...)``)."""
from __future__ import annotations

import pytest

from manastack.core.colors import names
from manastack.core.mana import ManaCost
from manastack.testing import Scenario
from manastack.testing.scenario import full_database

from .keys import ruling

AFT_ONE_HALF = [
    pytest.param('Appeal // Authority', marks=ruling('Appeal', '2017-04-18', 'all split cards have two card')),
    pytest.param('Claim // Fame', marks=ruling('Claim', '2017-04-18', 'all split cards have two card')),
    pytest.param('Consign // Oblivion', marks=ruling('Consign', '2017-04-18', 'all split cards have two card')),
    pytest.param('Cut // Ribbons', marks=ruling('Cut', '2017-04-18', 'all split cards have two card')),
    pytest.param('Destined // Lead', marks=ruling('Destined', '2017-04-18', 'all split cards have two card')),
    pytest.param('Dusk // Dawn', marks=ruling('Dusk', '2017-04-18', 'all split cards have two card')),
    pytest.param('Farm // Market', marks=ruling('Farm', '2017-04-18', 'all split cards have two card')),
    pytest.param('Heaven // Earth', marks=ruling('Heaven', '2017-04-18', 'all split cards have two card')),
    pytest.param('Mouth // Feed', marks=ruling('Mouth', '2017-04-18', 'all split cards have two card')),
    pytest.param('Never // Return', marks=ruling('Never', '2017-04-18', 'all split cards have two card')),
    pytest.param('Onward // Victory', marks=ruling('Onward', '2017-04-18', 'all split cards have two card')),
    pytest.param('Prepare // Fight', marks=ruling('Prepare', '2017-04-18', 'all split cards have two card')),
]

AFT_COMBINED = [
    pytest.param('Appeal // Authority', marks=ruling('Appeal', '2017-04-18', 'while not on the stack the')),
    pytest.param('Claim // Fame', marks=ruling('Claim', '2017-04-18', 'while not on the stack the')),
    pytest.param('Consign // Oblivion', marks=ruling('Consign', '2017-04-18', 'while not on the stack the')),
    pytest.param('Cut // Ribbons', marks=ruling('Cut', '2017-04-18', 'while not on the stack the')),
    pytest.param('Destined // Lead', marks=ruling('Destined', '2017-04-18', 'while not on the stack the')),
    pytest.param('Dusk // Dawn', marks=ruling('Dusk', '2017-04-18', 'while not on the stack the')),
    pytest.param('Farm // Market', marks=ruling('Farm', '2017-04-18', 'while not on the stack the')),
    pytest.param('Heaven // Earth', marks=ruling('Heaven', '2017-04-18', 'while not on the stack the')),
    pytest.param('Mouth // Feed', marks=ruling('Mouth', '2017-04-18', 'while not on the stack the')),
    pytest.param('Never // Return', marks=ruling('Never', '2017-04-18', 'while not on the stack the')),
    pytest.param('Onward // Victory', marks=ruling('Onward', '2017-04-18', 'while not on the stack the')),
    pytest.param('Prepare // Fight', marks=ruling('Prepare', '2017-04-18', 'while not on the stack the')),
]

AFT_SINGLE = [
    pytest.param('Appeal // Authority', marks=ruling('Appeal', '2017-04-18', 'each split card is a single')),
    pytest.param('Claim // Fame', marks=ruling('Claim', '2017-04-18', 'each split card is a single')),
    pytest.param('Consign // Oblivion', marks=ruling('Consign', '2017-04-18', 'each split card is a single')),
    pytest.param('Cut // Ribbons', marks=ruling('Cut', '2017-04-18', 'each split card is a single')),
    pytest.param('Destined // Lead', marks=ruling('Destined', '2017-04-18', 'each split card is a single')),
    pytest.param('Dusk // Dawn', marks=ruling('Dusk', '2017-04-18', 'each split card is a single')),
    pytest.param('Farm // Market', marks=ruling('Farm', '2017-04-18', 'each split card is a single')),
    pytest.param('Heaven // Earth', marks=ruling('Heaven', '2017-04-18', 'each split card is a single')),
    pytest.param('Mouth // Feed', marks=ruling('Mouth', '2017-04-18', 'each split card is a single')),
    pytest.param('Never // Return', marks=ruling('Never', '2017-04-18', 'each split card is a single')),
    pytest.param('Onward // Victory', marks=ruling('Onward', '2017-04-18', 'each split card is a single')),
    pytest.param('Prepare // Fight', marks=ruling('Prepare', '2017-04-18', 'each split card is a single')),
]

AFT_PRIORITY = [
    pytest.param('Appeal // Authority', marks=ruling('Appeal', '2017-04-18', 'if you cast the first half')),
    pytest.param('Claim // Fame', marks=ruling('Claim', '2017-04-18', 'if you cast the first half')),
    pytest.param('Consign // Oblivion', marks=ruling('Consign', '2017-04-18', 'if you cast the first half')),
    pytest.param('Cut // Ribbons', marks=ruling('Cut', '2017-04-18', 'if you cast the first half')),
    pytest.param('Destined // Lead', marks=ruling('Destined', '2017-04-18', 'if you cast the first half')),
    pytest.param('Dusk // Dawn', marks=ruling('Dusk', '2017-04-18', 'if you cast the first half')),
    pytest.param('Heaven // Earth', marks=ruling('Heaven', '2017-04-18', 'if you cast the first half')),
    pytest.param('Mouth // Feed', marks=ruling('Mouth', '2017-04-18', 'if you cast the first half')),
    pytest.param('Never // Return', marks=ruling('Never', '2017-04-18', 'if you cast the first half')),
    pytest.param('Onward // Victory', marks=ruling('Onward', '2017-04-18', 'if you cast the first half')),
    pytest.param('Prepare // Fight', marks=ruling('Prepare', '2017-04-18', 'if you cast the first half')),
]

AFT_EXILE = [
    pytest.param('Appeal // Authority', marks=ruling('Appeal', '2017-04-18', 'a spell with aftermath cast from')),
    pytest.param('Claim // Fame', marks=ruling('Claim', '2017-04-18', 'a spell with aftermath cast from')),
    pytest.param('Consign // Oblivion', marks=ruling('Consign', '2017-04-18', 'a spell with aftermath cast from')),
    pytest.param('Cut // Ribbons', marks=ruling('Cut', '2017-04-18', 'a spell with aftermath cast from')),
    pytest.param('Destined // Lead', marks=ruling('Destined', '2017-04-18', 'a spell with aftermath cast from')),
    pytest.param('Dusk // Dawn', marks=ruling('Dusk', '2017-04-18', 'a spell with aftermath cast from')),
    pytest.param('Farm // Market', marks=ruling('Farm', '2017-04-18', 'a spell with aftermath cast from')),
    pytest.param('Heaven // Earth', marks=ruling('Heaven', '2017-04-18', 'a spell with aftermath cast from')),
    pytest.param('Mouth // Feed', marks=ruling('Mouth', '2017-04-18', 'a spell with aftermath cast from')),
    pytest.param('Never // Return', marks=ruling('Never', '2017-04-18', 'a spell with aftermath cast from')),
    pytest.param('Onward // Victory', marks=ruling('Onward', '2017-04-18', 'a spell with aftermath cast from')),
    pytest.param('Prepare // Fight', marks=ruling('Prepare', '2017-04-18', 'a spell with aftermath cast from')),
]


def _faces(card: str):
    return full_database().get(card).faces[:2]


def _cost(face) -> ManaCost:
    return ManaCost.parse(face.mana_cost or "", strict=False)


def _board(s: Scenario):
    """Ten of each basic land for player 0 and something for either half to target on both sides:
    creatures (one with flying, one big), an artifact, an enchantment, creature cards in the graveyards."""
    for land in ("Plains", "Island", "Swamp", "Mountain", "Forest"):
        s.lands(0, land, 10)
    for p in (0, 1):
        s.battlefield(p, "Grizzly Bears")
        s.battlefield(p, "Ornithopter")
        s.battlefield(p, "Glorious Anthem")
        s.graveyard(p, "Hill Giant")
    s.graveyard(0, "Grizzly Bears")
    s.battlefield(1, "Colossal Dreadmaw")


def _answer_all(g):
    """Answer every target, X, mode or choice with its first option until only priority is pending."""
    for _ in range(12):
        d = g.decision
        if d is None or d.kind == "priority":
            return
        opts = list(d.options or ()) or list(g.options())
        g.answer(opts[0])


def _cast(g, card: str, variant: str):
    g.game.apply(("cast", g.find(card), variant))
    _answer_all(g)
    assert g.stack, "the spell is on the stack"
    return g.obj(g.stack[-1])


def _variants(g, card: str) -> set[str]:
    oid = g.find(card)
    return {o[2] for o in g.options() if o[0] == "cast" and o[1] == oid}


@pytest.mark.parametrize("card", AFT_ONE_HALF)
def test_aftermath_card_first_half_on_stack_has_only_its_characteristics_709_3b(card):
    """709.3b: the first half cast from the hand is on the stack with only that half's name and mana value;
    the other half's characteristics are ignored."""
    first, _ = _faces(card)
    s = Scenario.full()
    s.hand(0, card)
    _board(s)
    attacker = s.battlefield(0, "Hill Giant")
    g = s.start("main1")
    if "attacking" in (first.text or ""):      # Farm: "target attacking or blocking creature"
        g.attack(attacker)
    spell = _cast(g, card, "face0")
    assert spell.name == first.name and spell.mana_value == _cost(first).mana_value, (spell.name, spell.mana_value)
    assert sorted(spell.colors) == sorted(names(_cost(first).colors))


@pytest.mark.parametrize("card", AFT_COMBINED)
def test_aftermath_card_off_the_stack_combines_both_halves_709_4(card):
    """709.4: off the stack the card has both halves' characteristics combined: the total mana value, both
    colors and both card types."""
    first, second = _faces(card)
    s = Scenario.full()
    h = s.hand(0, card)
    g = s.start("main1")
    o = g.obj(h)
    assert o.mana_value == _cost(first).mana_value + _cost(second).mana_value
    assert sorted(o.colors) == sorted(names(_cost(first).colors | _cost(second).colors))
    assert set(first.types) | set(second.types) <= set(o.types), o.types


@pytest.mark.parametrize("card", AFT_SINGLE)
def test_aftermath_card_is_a_single_card_709_1(card):
    """709.1: a split card is one card: in a hand or a graveyard it is one object, counted once."""
    s = Scenario.full()
    s.hand(0, card)
    s.graveyard(0, card)
    g = s.start("main1")
    assert len(g.zone(0, "hand")) == 1 and len(g.zone(0, "graveyard")) == 1


@pytest.mark.parametrize("card", AFT_PRIORITY)
def test_aftermath_second_half_castable_right_after_first_resolves_702_127a_117_3b(card):
    """117.3b, 702.127a: after the first half resolves in your main phase you get priority first, and the
    aftermath half can then be cast from the graveyard before anyone else acts."""
    s = Scenario.full()
    h = s.hand(0, card)
    _board(s)
    g = s.start("main1")
    _cast(g, card, "face0")
    g.pass_until_resolved()
    _answer_all(g)
    g.expect_zone(h, "graveyard")
    assert g.decision.kind == "priority" and g.decision.player == 0
    assert "face1+aftermath" in _variants(g, card)


@pytest.mark.parametrize("card", AFT_EXILE)
def test_aftermath_half_cast_from_graveyard_is_always_exiled_702_127a(card):
    """702.127a: the aftermath half cast from a graveyard is exiled whenever it leaves the stack — resolving
    or countered (Cancel)."""
    s = Scenario.full()
    (h,) = s.graveyard(0, card)
    _board(s)
    g = s.start("main1")
    _cast(g, card, "face1+aftermath")
    g.pass_until_resolved()
    _answer_all(g)
    g.pass_until_resolved()
    g.expect_zone(h, "exile")

    s = Scenario.full()
    (h,) = s.graveyard(0, card)
    _board(s)
    s.hand(1, "Cancel")
    s.lands(1, "Island", 3)
    g = s.start("main1")
    _cast(g, card, "face1+aftermath")
    g.pass_priority()
    g.cast("Cancel", target=h)
    g.pass_until_resolved()
    g.expect_zone(h, "exile")


@ruling("Farm", "2017-04-18", "if you cast the first half")
def test_farm_2017_04_18_if_you_cast_the_first_half_117_3b_307_1():
    """117.3b, 307.1: Farm (an instant) cast in your combat resolves and you get priority first, but Market is a
    sorcery: castable from the graveyard only once it's legal — in your second main phase, not in combat."""
    s = Scenario.full()
    h = s.hand(0, "Farm // Market")
    _board(s)
    attacker = s.battlefield(0, "Hill Giant")
    target = s.battlefield(1, "Hill Giant")
    g = s.start("main1")
    g.attack(attacker)
    g.cast(g.find("Farm // Market"), variant="face0", target=attacker)
    g.pass_until_resolved()
    g.expect_zone(attacker, "graveyard")
    g.expect_zone(h, "graveyard")
    assert g.decision.kind == "priority" and g.decision.player == 0
    assert "face1+aftermath" not in _variants(g, "Farm // Market")
    g.pass_until("main2")
    assert g.decision.player == 0 and "face1+aftermath" in _variants(g, "Farm // Market")
    g.expect_zone(target, "battlefield")


AFT_CASCADE = [
    pytest.param('Appeal // Authority', marks=ruling('Appeal', '2017-04-18', 'if another effect allows you to cast a split card with aftermath from any')),
    pytest.param('Claim // Fame', marks=ruling('Claim', '2017-04-18', 'if another effect allows you to cast a split card with aftermath from any')),
    pytest.param('Consign // Oblivion', marks=ruling('Consign', '2017-04-18', 'if another effect allows you to cast a split card with aftermath from any')),
    pytest.param('Cut // Ribbons', marks=ruling('Cut', '2017-04-18', 'if another effect allows you to cast a split card with aftermath from any')),
    pytest.param('Destined // Lead', marks=ruling('Destined', '2017-04-18', 'if another effect allows you to cast a split card with aftermath from any')),
    pytest.param('Farm // Market', marks=ruling('Farm', '2017-04-18', 'if another effect allows you to cast a split card with aftermath from any')),
    pytest.param('Heaven // Earth', marks=ruling('Heaven', '2017-04-18', 'if another effect allows you to cast a split card with aftermath from any')),
    pytest.param('Mouth // Feed', marks=ruling('Mouth', '2017-04-18', 'if another effect allows you to cast a split card with aftermath from any')),
    pytest.param('Never // Return', marks=ruling('Never', '2017-04-18', 'if another effect allows you to cast a split card with aftermath from any')),
    pytest.param('Onward // Victory', marks=ruling('Onward', '2017-04-18', 'if another effect allows you to cast a split card with aftermath from any')),
    pytest.param('Prepare // Fight', marks=ruling('Prepare', '2017-04-18', 'if another effect allows you to cast a split card with aftermath from any')),
]


@pytest.mark.parametrize("card", AFT_CASCADE)
def test_aftermath_half_cant_be_cast_by_cascade_from_exile_702_127a_702_85a(card):
    """702.127a, 702.85a: cascade (Maelstrom Wanderer: mana value below 8) lets its controller cast the exiled
    card — only its first half is offered, never the aftermath half, which is cast only from a graveyard."""
    first, _ = _faces(card)
    s = Scenario.full()
    s.hand(0, "Maelstrom Wanderer")
    s.library(0, card)
    _board(s)
    g = s.start("main1")
    g.cast("Maelstrom Wanderer")
    _answer_all(g)                           # the order of its two cascade triggers
    g.pass_priority(2)                       # the first cascade trigger resolves and finds the card
    d = g.decision
    assert d.kind == "yes_no" and set(d.options) == {("yes",), ("no",)}, (d.kind, d.options)
    g.choose("yes")
    _answer_all(g)
    if "attacking" in (first.text or ""):    # (Farm has no attacking creature to target outside combat)
        assert g.stack[-1] == "ability of Maelstrom Wanderer", g.stack   # it wasn't cast, nor was Market
    else:
        top = g.obj(g.stack[-1])
        assert top.name == first.name and top.mana_value == _cost(first).mana_value, (top.name, top.mana_value)
