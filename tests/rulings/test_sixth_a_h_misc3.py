"""Official rulings of target cards A-H (issue #32, sixth pass), third group: improvise and convoke with mana
abilities (Barricade Breaker, Battle at the Bridge, Conclave Tribunal, Devouring Light), Constricting Sliver's
granted abilities, Emrakul's card types, Food, Arni Slays the Troll's chapters."""
from __future__ import annotations

import pytest

from manastack.testing import Scenario

from .keys import ruling
from .test_rebound_improvise import resolve_all, settle


@pytest.mark.parametrize("card", [
    pytest.param("Barricade Breaker", marks=ruling("Barricade Breaker", "2017-02-09", "if an artifact you control has")),
    pytest.param("Battle at the Bridge", marks=ruling("Battle at the Bridge", "2017-02-09", "if an artifact you control has")),
])
def test_improvise_artifact_tapped_for_mana_cant_improvise_too_702_126a_601_2g(card):
    """601.2g, 702.126a: Mind Stone tapped for mana while paying is tapped: it isn't offered again for improvise."""
    s = Scenario.full()
    s.hand(0, card)
    stone = s.battlefield(0, "Mind Stone")
    s.battlefield(0, "Ornithopter")
    s.lands(0, "Swamp", 6)
    s.battlefield(1, "Grizzly Bears")
    g = s.start("main1")
    if card == "Battle at the Bridge":
        g.answer(next(o for o in g.decision.options if o[0] == "cast"))
        while g.decision.kind in ("x", "target"):
            d = g.decision
            g.answer(("x", 3) if d.kind == "x" else next(o for o in d.options if o[0] == "target"))
    else:
        g.answer(next(o for o in g.decision.options if o[0] == "cast"))
    d = g.decision
    assert d.kind == "pay", d.kind
    g.answer(next(o for o in d.options if o[0] == "activate" and o[1] == g.find(stone)))
    assert g.obj(stone).tapped
    assert not any(o[0] == "improvise" and o[1] == g.find(stone) for o in g.decision.options)


@pytest.mark.parametrize("card", [
    pytest.param("Conclave Tribunal", marks=ruling("Conclave Tribunal", "2018-10-05", "if a creature you control has a mana ability with t in the cost activating that ability while casting a spell with convoke will result in the creature being tapped before you pay the spells costs you wont be able to tap it again for convoke similarly if you sacrifice a creature to activate a mana ability while casting a spell with convoke that creature wont be on the battlefield when you pay the spells costs so you wont be able to tap it for convoke")),
    pytest.param("Devouring Light", marks=ruling("Devouring Light", "2014-07-18", "if a creature you control has")),
])
def test_convoke_creature_tapped_for_mana_cant_convoke_too_702_51a_601_2g(card):
    """601.2g, 702.51a: Llanowar Elves tapped for {G} while paying is tapped: it isn't offered for convoke."""
    s = Scenario.full()
    s.hand(0, card)
    elves = s.battlefield(0, "Llanowar Elves")
    s.battlefield(0, "Savannah Lions")
    s.lands(0, "Plains", 4)
    att = s.battlefield(1, "Hill Giant")
    g = s.start("main1", active=1) if card == "Devouring Light" else s.start("main1")
    if card == "Devouring Light":
        g.attack(att)
        g.no_blocks()
        g.pass_priority()
    g.answer(next(o for o in g.decision.options if o[0] == "cast"))
    while g.decision.kind == "target":
        g.answer(next(o for o in g.decision.options if o[0] == "target"))
    d = g.decision
    assert d.kind == "pay", d.kind
    g.answer(next(o for o in d.options if o[0] == "activate" and o[1] == g.find(elves)))
    assert g.obj(elves).tapped
    assert not any(o[0] == "convoke" and o[1] == g.find(elves) for o in g.decision.options)


@ruling("Constricting Sliver", "2014-07-18", "abilities that slivers grant as well")
def test_constricting_sliver_2014_07_18_granted_abilities_are_cumulative_702_16_603_2():
    """603.2: with two Constricting Slivers, a Sliver entering has the granted ability twice: it triggers twice,
    exiling two of the opponent's creatures."""
    s = Scenario.full()
    s.battlefield(0, "Constricting Sliver")
    s.battlefield(0, "Constricting Sliver")
    s.hand(0, "Metallic Sliver")
    s.lands(0, "Plains", 1)
    b = s.battlefield(1, "Grizzly Bears")
    h = s.battlefield(1, "Hill Giant")
    g = s.start("main1")
    g.cast("Metallic Sliver")
    chosen = set()
    for _ in range(30):
        d = g.decision
        if d.kind == "priority" and not g.stack:
            break
        if d.kind == "priority":
            g.pass_priority()
        elif d.kind == "target":
            free = [o for o in d.options if o[0] == "target" and g.obj(o[1]).controller == 1
                    and g.zone_of(o[1]) == "battlefield" and o[1] not in chosen]
            pick = free[0] if free else d.options[0]
            chosen.add(pick[1] if len(pick) > 1 else None)
            g.answer(pick)
        else:
            g.answer(next((o for o in d.options if o[0] == "yes"), d.options[0]))
    g.expect_zone(b, "exile")
    g.expect_zone(h, "exile")


@ruling("Emrakul, the Promised End", "2016-07-13", "the card types that could appear")
def test_emrakul_the_promised_end_2016_07_13_card_types_not_supertypes_205_2a_601_2f():
    """205.2a, 601.2f: Ornithopter (artifact creature), Shock, Divination, Forest and Pacifism make six card types
    (the legendary Isamaru adds none: supertypes don't count): Emrakul costs {7}: castable with seven lands, not
    six."""
    for lands, ok in ((7, True), (6, False)):
        s = Scenario.full()
        s.hand(0, "Emrakul, the Promised End")
        s.graveyard(0, "Ornithopter", "Shock", "Divination", "Forest", "Pacifism", "Isamaru, Hound of Konda")
        s.lands(0, "Wastes", lands)
        g = s.start("main1")
        assert any(o[0] == "cast" for o in g.decision.options) == ok


@ruling("Foreboding Fruit", "2019-10-04", "food is an artifact type even")
def test_foreboding_fruit_2019_10_04_food_is_an_artifact_type_205_3g():
    """205.3g: the Food Foreboding Fruit makes (with {B}{B}{B}) is an artifact — Food — and not a creature."""
    s = Scenario.full()
    s.hand(0, "Foreboding Fruit")
    s.lands(0, "Swamp", 3)
    g = s.start("main1")
    g.cast("Foreboding Fruit", target=("player", 0))
    resolve_all(g)
    (food,) = [o for o in g.state.battlefield if g.obj(o).name == "Food"]
    assert "Artifact" in g.obj(food).types and "Food" in g.obj(food).subtypes and "Creature" not in g.obj(food).types


def _arni_at(chapter: int, *mine, theirs=()):
    """Arni Slays the Troll with ``chapter - 1`` lore counters; player 0's turn 3 begins: the next lore counter
    triggers ``chapter``."""
    s = Scenario.full()
    saga = s.battlefield(0, "Arni Slays the Troll", counters={"lore": chapter - 1})
    m = [s.battlefield(0, c) for c in mine]
    t = [s.battlefield(1, c) for c in theirs]
    return s, saga, m, t


@pytest.mark.parametrize("words", [
    pytest.param("a", marks=ruling("Arni Slays the Troll", "2021-02-05", "the chapter ii ability isnt a")),
    pytest.param("b", marks=ruling("Arni Slays the Troll", "2021-02-05", "if you choose no targets for")),
])
def test_arni_slays_the_troll_chapter_ii_uses_the_stack_no_target_adds_r_714_2b_605_1a(words):
    """605.1a, 714.2b: chapter II (with a mana effect) is a triggered ability that uses the stack: the opponent gets
    priority with it there; with no target chosen it still adds {R} (my mana pool has it)."""
    s, saga, _, _ = _arni_at(2)
    s.hand(1, "Shock")
    s.lands(1, "Mountain", 1)
    g = s.start("main1", turn=1, begin=True)
    for _ in range(10):
        d = g.decision
        if d.kind == "target":
            g.answer(("done",) if ("done",) in d.options else d.options[0])
        elif g.stack:
            break
        elif d.kind == "priority":
            break
        else:
            g.answer(d.options[0])
    assert g.stack and "Arni" in g.stack[-1], g.stack
    g.pass_priority()
    assert g.decision.player == 1
    g.pass_priority()
    pool = g.state.players[0].pool   # W U B R G C
    assert list(pool) == [0, 0, 0, 1, 0, 0], pool


@ruling("Arni Slays the Troll", "2021-02-05", "for the chapter iii ability use")
def test_arni_slays_the_troll_2021_02_05_greatest_power_on_resolution_608_2h():
    """608.2h: chapter III on the stack, the opponent kills my Hill Giant (power 3): I gain 2, the power of the
    Grizzly Bears left."""
    s, saga, (giant, bears), _ = _arni_at(3, "Hill Giant", "Grizzly Bears")
    s.hand(1, "Lightning Bolt")
    s.lands(1, "Mountain", 1)
    g = s.start("main1", turn=1, begin=True)
    assert g.stack and "Arni" in g.stack[-1], g.stack
    g.pass_priority()
    g.cast("Lightning Bolt", target=giant)
    resolve_all(g)
    g.expect_zone(giant, "graveyard")
    assert g.life(0) == 22
