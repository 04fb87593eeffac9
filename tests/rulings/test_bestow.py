"""Bestow rulings shared by every bestow card among the target cards (702.103; issue #32), each checked on
each card that carries it: a bestowed spell is an Aura spell, not a creature spell; with its target gone it
resolves as a creature; unattached it stays as an enchantment creature; put onto the battlefield any other
way than cast bestowed, it is a creature."""
from __future__ import annotations

import pytest

from manastack.core.errors import ScenarioError
from manastack.testing import Scenario

from .keys import ruling

BESTOW_FIZZLE = [
    pytest.param('Celestial Archon', marks=ruling('Celestial Archon', '2013-09-15', 'unlike other aura spells an aura')),
    pytest.param('Celestial Archon', marks=ruling('Celestial Archon', '2018-07-13', 'unlike other aura spells an aura')),
    pytest.param('Crystalline Nautilus', marks=ruling('Crystalline Nautilus', '2014-04-26', 'unlike other aura spells an aura')),
    pytest.param("Erebos's Emissary", marks=ruling("Erebos's Emissary", '2013-09-15', 'unlike other aura spells an aura')),
    pytest.param('Everflame Eidolon', marks=ruling('Everflame Eidolon', '2013-09-15', 'unlike other aura spells an aura')),
    pytest.param('Gnarled Scarhide', marks=ruling('Gnarled Scarhide', '2014-04-26', 'unlike other aura spells an aura')),
    pytest.param('Herald of Torment', marks=ruling('Herald of Torment', '2013-09-15', 'unlike other aura spells an aura')),
    pytest.param('Hypnotic Siren', marks=ruling('Hypnotic Siren', '2014-04-26', 'unlike other aura spells an aura')),
    pytest.param('Kestia, the Cultivator', marks=ruling('Kestia, the Cultivator', '2018-07-13', 'unlike other aura spells an aura')),
    pytest.param("Mogis's Warhound", marks=ruling("Mogis's Warhound", '2014-04-26', 'unlike other aura spells an aura')),
    pytest.param('Spirespine', marks=ruling('Spirespine', '2014-04-26', 'unlike other aura spells an aura')),
]

BESTOW_UNATTACHED = [
    pytest.param('Celestial Archon', marks=ruling('Celestial Archon', '2013-09-15', 'unlike other auras an aura with')),
    pytest.param('Celestial Archon', marks=ruling('Celestial Archon', '2018-07-13', 'unlike other auras an aura with')),
    pytest.param('Crystalline Nautilus', marks=ruling('Crystalline Nautilus', '2014-04-26', 'unlike other auras an aura with')),
    pytest.param("Erebos's Emissary", marks=ruling("Erebos's Emissary", '2013-09-15', 'unlike other auras an aura with')),
    pytest.param('Everflame Eidolon', marks=ruling('Everflame Eidolon', '2013-09-15', 'unlike other auras an aura with')),
    pytest.param('Gnarled Scarhide', marks=ruling('Gnarled Scarhide', '2014-04-26', 'unlike other auras an aura with')),
    pytest.param('Herald of Torment', marks=ruling('Herald of Torment', '2013-09-15', 'unlike other auras an aura with')),
    pytest.param('Hypnotic Siren', marks=ruling('Hypnotic Siren', '2014-04-26', 'unlike other auras an aura with')),
    pytest.param('Kestia, the Cultivator', marks=ruling('Kestia, the Cultivator', '2018-07-13', 'unlike other auras an aura with')),
    pytest.param("Mogis's Warhound", marks=ruling("Mogis's Warhound", '2014-04-26', 'unlike other auras an aura with')),
    pytest.param('Spirespine', marks=ruling('Spirespine', '2014-04-26', 'unlike other auras an aura with')),
]

BESTOW_UNTAPPED = [
    pytest.param('Celestial Archon', marks=ruling('Celestial Archon', '2013-09-15', 'auras attached to a creature dont')),
    pytest.param('Celestial Archon', marks=ruling('Celestial Archon', '2018-07-13', 'auras attached to a creature dont')),
    pytest.param('Crystalline Nautilus', marks=ruling('Crystalline Nautilus', '2014-04-26', 'auras attached to a creature dont')),
    pytest.param("Erebos's Emissary", marks=ruling("Erebos's Emissary", '2013-09-15', 'auras attached to a creature dont')),
    pytest.param('Everflame Eidolon', marks=ruling('Everflame Eidolon', '2013-09-15', 'auras attached to a creature dont')),
    pytest.param('Gnarled Scarhide', marks=ruling('Gnarled Scarhide', '2014-04-26', 'auras attached to a creature dont')),
    pytest.param('Herald of Torment', marks=ruling('Herald of Torment', '2013-09-15', 'auras attached to a creature dont')),
    pytest.param('Hypnotic Siren', marks=ruling('Hypnotic Siren', '2014-04-26', 'auras attached to a creature dont')),
    pytest.param('Kestia, the Cultivator', marks=ruling('Kestia, the Cultivator', '2018-07-13', 'auras attached to a creature dont')),
    pytest.param("Mogis's Warhound", marks=ruling("Mogis's Warhound", '2014-04-26', 'auras attached to a creature dont')),
    pytest.param('Spirespine', marks=ruling('Spirespine', '2014-04-26', 'auras attached to a creature dont')),
]

BESTOW_NOT_CAST = [
    pytest.param('Celestial Archon', marks=ruling('Celestial Archon', '2013-09-15', 'if a permanent with bestow enters')),
    pytest.param('Celestial Archon', marks=ruling('Celestial Archon', '2018-07-13', 'if a permanent with bestow enters')),
    pytest.param('Crystalline Nautilus', marks=ruling('Crystalline Nautilus', '2014-04-26', 'if a permanent with bestow enters')),
    pytest.param("Erebos's Emissary", marks=ruling("Erebos's Emissary", '2013-09-15', 'if a permanent with bestow enters')),
    pytest.param('Everflame Eidolon', marks=ruling('Everflame Eidolon', '2013-09-15', 'if a permanent with bestow enters')),
    pytest.param('Gnarled Scarhide', marks=ruling('Gnarled Scarhide', '2014-04-26', 'if a permanent with bestow enters')),
    pytest.param('Herald of Torment', marks=ruling('Herald of Torment', '2013-09-15', 'if a permanent with bestow enters')),
    pytest.param('Hypnotic Siren', marks=ruling('Hypnotic Siren', '2014-04-26', 'if a permanent with bestow enters')),
    pytest.param('Kestia, the Cultivator', marks=ruling('Kestia, the Cultivator', '2018-07-13', 'if a permanent with bestow enters')),
    pytest.param("Mogis's Warhound", marks=ruling("Mogis's Warhound", '2014-04-26', 'if a permanent with bestow enters')),
    pytest.param('Spirespine', marks=ruling('Spirespine', '2014-04-26', 'if a permanent with bestow enters')),
]

BESTOW_EITHER = [
    pytest.param('Celestial Archon', marks=ruling('Celestial Archon', '2013-09-15', 'on the stack a spell with')),
    pytest.param('Crystalline Nautilus', marks=ruling('Crystalline Nautilus', '2014-04-26', 'on the stack a spell with')),
    pytest.param("Erebos's Emissary", marks=ruling("Erebos's Emissary", '2013-09-15', 'on the stack a spell with')),
    pytest.param('Everflame Eidolon', marks=ruling('Everflame Eidolon', '2013-09-15', 'on the stack a spell with')),
    pytest.param('Gnarled Scarhide', marks=ruling('Gnarled Scarhide', '2014-04-26', 'on the stack a spell with')),
    pytest.param('Herald of Torment', marks=ruling('Herald of Torment', '2013-09-15', 'on the stack a spell with')),
    pytest.param('Hypnotic Siren', marks=ruling('Hypnotic Siren', '2014-04-26', 'on the stack a spell with')),
    pytest.param("Mogis's Warhound", marks=ruling("Mogis's Warhound", '2014-04-26', 'on the stack a spell with')),
    pytest.param('Spirespine', marks=ruling('Spirespine', '2014-04-26', 'on the stack a spell with')),
]

BESTOW_EITHER2 = [
    pytest.param('Celestial Archon', marks=ruling('Celestial Archon', '2018-07-13', 'a spell with bestow is either')),
    pytest.param('Kestia, the Cultivator', marks=ruling('Kestia, the Cultivator', '2018-07-13', 'a spell with bestow is either')),
]

LANDS = ("Plains", "Island", "Swamp", "Mountain", "Forest")


def _board(card: str):
    s = Scenario.full()
    bears = s.battlefield(0, "Grizzly Bears")
    h = s.hand(0, card)
    for land in LANDS:
        s.lands(0, land, 6)
    return s, bears, h


def _cast(g, h, bears=None):
    """Cast ``h`` bestowed on ``bears``, or normally when ``bears`` is None."""
    opts = [o for o in g.options() if o[0] == "cast" and o[1] == g.find(h)]
    opt = next(o for o in opts if ("bestow" in str(o)) == (bears is not None))
    g.answer(opt)
    while g.decision.kind != "priority":
        d = g.decision
        if d.kind == "target" and bears is not None:
            g.answer(next(o for o in d.options if o[1] == g.find(bears)))
        else:
            g.answer(next((o for o in d.options if o[0] == "auto"), d.options[0]))


def _is_creature(g, h) -> bool:
    return "Creature" in g.obj(h).types


@pytest.mark.parametrize("card", BESTOW_FIZZLE)
def test_bestowed_spell_with_an_illegal_target_resolves_as_a_creature_702_103e(card):
    """702.103e, 608.3b: the Bears die in response; the bestowed spell isn't countered — it resolves as an
    enchantment creature, unattached."""
    s, bears, h = _board(card)
    s.hand(1, "Lightning Bolt")
    s.lands(1, "Mountain", 1)
    g = s.start("main1")
    _cast(g, h, bears)
    g.pass_priority()
    g.cast("Lightning Bolt", target=bears)
    g.pass_until_resolved()
    g.expect_zone(bears, "graveyard")
    g.expect_zone(h, "battlefield")
    g.check(_is_creature(g, h) and "Enchantment" in g.obj(h).types and g.obj(h).attached_to is None,
            f"an unattached enchantment creature: {g.obj(h)}")


def _bestowed_since_last_turn(card: str):
    """Cast bestowed on the Bears in turn 1; it's player 0's turn 3, main phase, with Murder in hand."""
    s, bears, h = _board(card)
    s.hand(0, "Murder")
    g = s.start("main1")
    _cast(g, h, bears)
    g.pass_until_resolved()
    g.check(g.obj(h).attached_to == g.find(bears) and not _is_creature(g, h), "attached, an Aura")
    for _ in range(10):  # Mogis's Warhound: the enchanted Bears attack each combat if able
        try:
            g.pass_until("main1", turn=3)
        except ScenarioError:
            pass
        if g.decision.kind != "attackers":
            break
        g.answer(next(o for o in g.decision.options if o[0] == "attack" and o[1] == g.find(bears)))
        g.answer(("done",))
    return g, bears, h


@pytest.mark.parametrize("card", BESTOW_UNATTACHED)
def test_unattached_bestow_aura_stays_as_a_creature_that_can_attack_702_103f_302_6(card):
    """702.103f, 302.6: the enchanted creature dies; the Aura stays on the battlefield as an enchantment
    creature, and — under its controller's control since the turn began — it can attack that turn."""
    g, bears, h = _bestowed_since_last_turn(card)
    g.cast("Murder", target=bears)
    g.pass_until_resolved()
    g.expect_zone(h, "battlefield")
    g.check(_is_creature(g, h) and "Aura" not in g.obj(h).subtypes, f"a creature now: {g.obj(h)}")
    g.pass_until("declare attackers")
    g.check(any(o[0] == "attack" and o[1] == g.find(h) for o in g.decision.options), "it can attack")


@pytest.mark.parametrize("card", BESTOW_UNTAPPED)
def test_bestow_aura_stays_untapped_when_its_creature_taps_702_103f_301_5(card):
    """301.5, 702.103f: the enchanted Bears attack and tap; the Aura doesn't; the Bears then die and the
    bestow card is an untapped creature."""
    g, bears, h = _bestowed_since_last_turn(card)
    g.attack(bears)
    g.no_blocks()
    g.pass_until("main2")
    g.check(g.obj(bears).tapped and not g.obj(h).tapped, "the creature tapped, the Aura not")
    g.cast("Murder", target=bears)
    g.pass_until_resolved()
    g.check(_is_creature(g, h) and not g.obj(h).tapped, "an untapped creature")


@pytest.mark.parametrize("card", BESTOW_NOT_CAST)
def test_bestow_card_put_onto_the_battlefield_otherwise_is_a_creature_702_103b(card):
    """702.103b: only a spell cast bestowed becomes an Aura — returned by Zombify, it is an enchantment
    creature."""
    s = Scenario.full()
    (c,) = s.graveyard(0, card)
    s.hand(0, "Zombify")
    s.lands(0, "Swamp", 4)
    g = s.start("main1")
    g.cast("Zombify", target=c)
    g.pass_until_resolved()
    g.expect_zone(c, "battlefield")
    g.check(_is_creature(g, c) and g.obj(c).attached_to is None and "Aura" not in g.obj(c).subtypes,
            f"{g.obj(c)}")


@pytest.mark.parametrize("card", BESTOW_EITHER + BESTOW_EITHER2)
def test_bestow_spell_is_either_a_creature_or_an_aura_never_both_702_103b(card):
    """702.103b, 702.103d: cast bestowed, the spell is an Aura enchantment spell and not a creature spell;
    cast normally, an enchantment creature spell and not an Aura; the permanents likewise."""
    for bestowed in (True, False):
        s, bears, h = _board(card)
        g = s.start("main1")
        _cast(g, h, bears if bestowed else None)
        o = g.obj(h)
        g.check(o.zone == "stack" and "Enchantment" in o.types, f"an enchantment spell: {o}")
        g.check(("Creature" in o.types) != bestowed and ("Aura" in o.subtypes) == bestowed, f"{bestowed}: {o}")
        g.pass_until_resolved()
        o = g.obj(h)
        g.check(("Creature" in o.types) != bestowed and ("Aura" in o.subtypes) == bestowed, f"{bestowed}: {o}")
