"""Prototype (702.160, 718) for every prototype card in the card data, plus the engine paths the seed
rulings don't reach. Casting permissions and copies are also covered by tests/seeds."""
from __future__ import annotations

import pytest

from manastack.core.colors import mask_from_letters
from manastack.core.mana import ManaCost
from manastack.engine.events import move
from manastack.testing import Scenario
from mechanics.trees import define

PROTOTYPE_CARDS = [
    "Arcane Proxy", "Autonomous Assembler", "Blitz Automaton", "Boulderbranch Golem", "Combat Thresher",
    "Cradle Clearcutter", "Depth Charge Colossus", "Fallaji Dragon Engine", "Forgefire Automaton",
    "Frogmyr Enforcer", "Goring Warplow", "Hulking Metamorph", "Iron-Craw Crusher", "Phyrexian Fleshgorger",
    "Rootwire Amalgam", "Rust Goliath", "Skitterbeam Battalion", "Spotter Thopter", "Steel Seraph",
    "Warzone Duplicator", "Woodcaller Automaton",
]
BASIC = {"W": "Plains", "U": "Island", "B": "Swamp", "R": "Mountain", "G": "Forest"}


def test_the_card_data_has_exactly_these_prototype_cards(full_db):
    """702.160a: the 21 cards with layout "prototype" (the list the parametrized tests below use)."""
    assert sorted(c.name for c in full_db if c.layout == "prototype") == PROTOTYPE_CARDS


def _answer_through(g, limit=60):
    """Resolve the stack, answering any decision with its first option -- except an ability with a part the
    compiler couldn't read (Woodcaller Automaton's "It becomes a Treefolk creature ..."), which the engine
    can't resolve: it stays on the stack."""
    from manastack.engine.support import missing

    for _ in range(limit):
        st = g.state
        if g.decision is not None and g.decision.kind == "priority" and (not st.stack or (
                st.objects[st.stack[-1]].ability is not None and missing(st.objects[st.stack[-1]].ability))):
            return
        d = g.decision
        g.answer(("pass",) if d.kind == "priority" else d.options[0])


@pytest.mark.parametrize("name", PROTOTYPE_CARDS)
def test_702_160_718_each_prototype_card_both_ways_and_its_values(name, full_db):
    """702.160a, 718.3, 718.3b, 718.4, 718.5 for each prototype card: with enough mana both ways to cast
    are offered; cast prototyped, the spell and the permanent have the prototype mana cost, color, mana
    value, power and toughness (as the card data prints them in its inset frame); the card has its normal
    values in the hand and again as soon as it leaves the battlefield; everything else is the same."""
    face = full_db.get(name).faces[0]
    pcost = ManaCost.parse(face.prototype_cost)
    color = next(ch for ch in face.prototype_cost if ch in BASIC)
    s = Scenario.full()
    c = s.hand(0, name)
    s.lands(0, BASIC[color], 10)
    g = s.start("main1")
    normal = g.obj(c)
    assert (normal.mana_cost, normal.colors, normal.power, normal.toughness) == (face.mana_cost, [], int(face.power),
                                                                                 int(face.toughness))
    oid = g.find(c)
    variants = {o[2] for o in g.options() if o[0] == "cast" and o[1] == oid}
    assert "prototype" in variants
    assert ("normal" in variants) == (normal.mana_value <= 10 or "Affinity" in normal.keywords)
    g.cast(c, prototyped=True)
    want = (str(pcost), pcost.mana_value, pcost.colors, int(face.prototype_power), int(face.prototype_toughness))
    v = g.obj(c)
    assert (v.mana_cost, v.mana_value, v.color_mask, v.power, v.toughness) == want and v.zone == "stack"
    _answer_through(g)
    v = g.obj(c)
    assert v.zone == "battlefield" and v.prototyped
    assert (v.mana_cost, v.mana_value, v.color_mask, v.power, v.toughness) == want
    assert (v.name, v.types, v.subtypes, v.abilities) == (normal.name, normal.types, normal.subtypes, normal.abilities)
    move(g.state, g.find(c), "hand")
    v = g.obj(c)
    assert (v.mana_cost, v.colors, v.power, v.toughness, v.prototyped) == (face.mana_cost, [], int(face.power),
                                                                          int(face.toughness), False)


def test_718_2a_prototype_values_compiled_from_the_prototype_keyword(full_db):
    """718.2a: the alternative values are part of the card (its copiable values): the engine reads them
    from the compiled Prototype keyword, and they agree with the card data's inset frame."""
    s = Scenario.full()
    for name in PROTOTYPE_CARDS:
        f = full_db.get(name).faces[0]
        cost, p, t = s.pool.get(name).faces[0].prototype
        assert (str(cost), p, t) == (f.prototype_cost, int(f.prototype_power), int(f.prototype_toughness)), name


def test_718_3b_boulderbranch_golem_prototyped_gains_life_equal_to_its_prototype_power():
    """718.3b: "When this creature enters, you gain life equal to its power." — a prototyped Boulderbranch
    Golem is 3/3, so its controller gains 3 (not 6)."""
    s = Scenario.full()
    s.hand(0, "Boulderbranch Golem")
    s.lands(0, "Forest", 4)
    g = s.start("main1")
    g.cast("Boulderbranch Golem", prototyped=True)
    g.pass_until_resolved()
    g.expect_life(0, 23)


def test_718_4_last_known_information_of_a_prototyped_creature_is_prototyped():
    """718.3b with 608.2h: a prototyped creature that dies is remembered as it last existed on the
    battlefield (3/2, red), though the card in the graveyard is a colorless 6/4."""
    from manastack.engine.evaluate import lki

    s = Scenario.full()
    b = s.battlefield(0, "Blitz Automaton", prototyped=True)
    s.hand(1, "Lightning Bolt")
    s.lands(1, "Mountain", 1)
    g = s.start("main1", active=1)
    old = g.find(b)
    g.cast("Lightning Bolt", target=b)
    g.pass_until_resolved()
    g.expect_zone(b, "graveyard")
    snap = lki(g.state, old)
    assert (snap["power"], snap["toughness"], snap["colors"], snap["mv"]) == (3, 2, mask_from_letters("R"), 3)
    assert (g.obj(b).power, g.obj(b).colors) == (6, [])


def test_702_160_prototype_and_flashback_combine_from_a_graveyard():
    """702.160a with 702.34: a prototype card with flashback may be cast from a graveyard prototyped: the
    flashback cost is paid (an alternative cost), the spell has its prototype values, and it is exiled
    afterwards — here Blitz Automaton given "Flashback {R}" by the test."""
    from manastack.tree.abilities import Keyword
    from manastack.tree.costs import Cost

    s = Scenario.full()
    d = s.pool.get("Blitz Automaton")
    define(s.pool, "Blitz Automaton", d.faces[0].abilities + (Keyword("Flashback", cost=Cost(mana=ManaCost.parse("{R}"))),))
    b = s.graveyard(0, "Blitz Automaton")[0]
    s.hand(1, "Counterspell")
    s.lands(1, "Island", 2)
    s.lands(0, "Mountain", 1)
    g = s.start("main1")
    oid = g.find(b)
    assert {o[2] for o in g.options() if o[0] == "cast" and o[1] == oid} == {"flashback", "flashback+prototype"}
    g.answer(("cast", oid, "flashback+prototype"))
    g.choose("auto")
    v = g.obj(b)
    assert v.prototyped and v.mana_cost == "{2}{R}" and g.state.players[0].pool == [0] * 6
    g.pass_priority()
    g.cast("Counterspell", target=b)
    g.pass_until_resolved()
    g.expect_zone(b, "exile")  # 702.34a: flashback exiles it instead of any other zone


def test_718_3_cast_prototyped_is_logged_and_tagged():
    """718.3: the choice to cast prototyped is made as the card is cast and recorded on the spell."""
    s = Scenario.full()
    b = s.hand(0, "Blitz Automaton")
    s.lands(0, "Mountain", 3)
    g = s.start("main1")
    m = g.mark()
    g.cast(b, prototyped=True)
    assert any("prototyped" in e.text for e in g.events_since(m) if e.rule == "601.2a")
    assert "prototype" in g.state.objects[g.find(b)].paid


def test_718_3a_prototyped_arcane_proxy_targets_by_its_prototype_power():
    """718.3a/b: Arcane Proxy prototyped is a 2/1, so its trigger may target only cards with mana value 2 or
    less (Opt yes, Inspiration no)."""
    s = Scenario.full()
    s.hand(0, "Arcane Proxy")
    opt, insp = s.graveyard(0, "Opt", "Inspiration")
    s.lands(0, "Island", 3)
    g = s.start("main1")
    g.cast("Arcane Proxy", prototyped=True)
    g.pass_priority(2)
    targets = {o[1] for o in g.decision.options if o[0] == "target"}
    assert g.find(opt) in targets and g.find(insp) not in targets
