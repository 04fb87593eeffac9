"""Official rulings shared by the umbra armor family (702.89; the rulings still say "totem armor", its old
name): each ruling checked on each Aura with umbra armor among the target cards, and on Umbra Mystic, which
gives umbra armor to the Auras attached to its controller's permanents (issue #32). The parameter lists name
the ruling each case checks (``marks=ruling(...)``)."""
from __future__ import annotations

import pytest

from manastack.testing import Scenario

from .keys import ruling

LETHAL = [
    pytest.param('Bear Umbra', marks=ruling('Bear Umbra', '2010-06-15', 'totem armors effect is mandatory if')),
    pytest.param('Bear Umbra', marks=ruling('Bear Umbra', '2018-07-13', 'totem armors effect is mandatory if')),
    pytest.param('Boar Umbra', marks=ruling('Boar Umbra', '2010-06-15', 'totem armors effect is mandatory if')),
    pytest.param('Crab Umbra', marks=ruling('Crab Umbra', '2010-06-15', 'totem armors effect is mandatory if')),
    pytest.param('Drake Umbra', marks=ruling('Drake Umbra', '2010-06-15', 'totem armors effect is mandatory if')),
    pytest.param('Eel Umbra', marks=ruling('Eel Umbra', '2010-06-15', 'totem armors effect is mandatory if')),
    pytest.param('Eel Umbra', marks=ruling('Eel Umbra', '2018-07-13', 'totem armors effect is mandatory if')),
    pytest.param('Eland Umbra', marks=ruling('Eland Umbra', '2010-06-15', 'totem armors effect is mandatory if')),
    pytest.param('Hyena Umbra', marks=ruling('Hyena Umbra', '2010-06-15', 'totem armors effect is mandatory if')),
    pytest.param('Mammoth Umbra', marks=ruling('Mammoth Umbra', '2010-06-15', 'totem armors effect is mandatory if')),
    pytest.param('Octopus Umbra', marks=ruling('Octopus Umbra', '2018-07-13', 'totem armors effect is mandatory if')),
    pytest.param('Snake Umbra', marks=ruling('Snake Umbra', '2010-06-15', 'totem armors effect is mandatory if')),
    pytest.param('Snake Umbra', marks=ruling('Snake Umbra', '2018-07-13', 'totem armors effect is mandatory if')),
    pytest.param('Spider Umbra', marks=ruling('Spider Umbra', '2010-06-15', 'totem armors effect is mandatory if')),
    pytest.param('Umbra Mystic', marks=ruling('Umbra Mystic', '2010-06-15', 'totem armors effect is mandatory if')),
]

DESTROY = [
    pytest.param('Bear Umbra', marks=ruling('Bear Umbra', '2010-06-15', 'totem armors effect is applied no')),
    pytest.param('Bear Umbra', marks=ruling('Bear Umbra', '2018-07-13', 'totem armors effect is applied no')),
    pytest.param('Boar Umbra', marks=ruling('Boar Umbra', '2010-06-15', 'totem armors effect is applied no')),
    pytest.param('Crab Umbra', marks=ruling('Crab Umbra', '2010-06-15', 'totem armors effect is applied no')),
    pytest.param('Drake Umbra', marks=ruling('Drake Umbra', '2010-06-15', 'totem armors effect is applied no')),
    pytest.param('Eel Umbra', marks=ruling('Eel Umbra', '2010-06-15', 'totem armors effect is applied no')),
    pytest.param('Eel Umbra', marks=ruling('Eel Umbra', '2018-07-13', 'totem armors effect is applied no')),
    pytest.param('Eland Umbra', marks=ruling('Eland Umbra', '2010-06-15', 'totem armors effect is applied no')),
    pytest.param('Hyena Umbra', marks=ruling('Hyena Umbra', '2010-06-15', 'totem armors effect is applied no')),
    pytest.param('Mammoth Umbra', marks=ruling('Mammoth Umbra', '2010-06-15', 'totem armors effect is applied no')),
    pytest.param('Octopus Umbra', marks=ruling('Octopus Umbra', '2018-07-13', 'totem armors effect is applied no')),
    pytest.param('Snake Umbra', marks=ruling('Snake Umbra', '2010-06-15', 'totem armors effect is applied no')),
    pytest.param('Snake Umbra', marks=ruling('Snake Umbra', '2018-07-13', 'totem armors effect is applied no')),
    pytest.param('Spider Umbra', marks=ruling('Spider Umbra', '2010-06-15', 'totem armors effect is applied no')),
    pytest.param('Umbra Mystic', marks=ruling('Umbra Mystic', '2010-06-15', 'totem armors effect is applied no')),
]

MULTI_SBA = [
    pytest.param('Bear Umbra', marks=ruling('Bear Umbra', '2010-06-15', 'if a creature enchanted with an')),
    pytest.param('Bear Umbra', marks=ruling('Bear Umbra', '2018-07-13', 'if a permanent enchanted with an aura that has totem armor would')),
    pytest.param('Boar Umbra', marks=ruling('Boar Umbra', '2010-06-15', 'if a creature enchanted with an')),
    pytest.param('Crab Umbra', marks=ruling('Crab Umbra', '2010-06-15', 'if a creature enchanted with an')),
    pytest.param('Drake Umbra', marks=ruling('Drake Umbra', '2010-06-15', 'if a creature enchanted with an')),
    pytest.param('Eel Umbra', marks=ruling('Eel Umbra', '2010-06-15', 'if a creature enchanted with an')),
    pytest.param('Eel Umbra', marks=ruling('Eel Umbra', '2018-07-13', 'if a permanent enchanted with an aura that has totem armor would')),
    pytest.param('Eland Umbra', marks=ruling('Eland Umbra', '2010-06-15', 'if a creature enchanted with an')),
    pytest.param('Hyena Umbra', marks=ruling('Hyena Umbra', '2010-06-15', 'if a creature enchanted with an')),
    pytest.param('Mammoth Umbra', marks=ruling('Mammoth Umbra', '2010-06-15', 'if a creature enchanted with an')),
    pytest.param('Octopus Umbra', marks=ruling('Octopus Umbra', '2018-07-13', 'if a permanent enchanted with an aura that has totem armor would')),
    pytest.param('Snake Umbra', marks=ruling('Snake Umbra', '2010-06-15', 'if a creature enchanted with an')),
    pytest.param('Snake Umbra', marks=ruling('Snake Umbra', '2018-07-13', 'if a permanent enchanted with an aura that has totem armor would')),
    pytest.param('Spider Umbra', marks=ruling('Spider Umbra', '2010-06-15', 'if a creature enchanted with an')),
    pytest.param('Umbra Mystic', marks=ruling('Umbra Mystic', '2010-06-15', 'if a creature enchanted with an')),
]

BOTH = [
    pytest.param('Bear Umbra', marks=ruling('Bear Umbra', '2010-06-15', 'if a spell or ability such')),
    pytest.param('Bear Umbra', marks=ruling('Bear Umbra', '2018-07-13', 'if a spell or ability such')),
    pytest.param('Boar Umbra', marks=ruling('Boar Umbra', '2010-06-15', 'if a spell or ability such')),
    pytest.param('Crab Umbra', marks=ruling('Crab Umbra', '2010-06-15', 'if a spell or ability such')),
    pytest.param('Drake Umbra', marks=ruling('Drake Umbra', '2010-06-15', 'if a spell or ability such')),
    pytest.param('Eel Umbra', marks=ruling('Eel Umbra', '2010-06-15', 'if a spell or ability such')),
    pytest.param('Eel Umbra', marks=ruling('Eel Umbra', '2018-07-13', 'if a spell or ability such')),
    pytest.param('Eland Umbra', marks=ruling('Eland Umbra', '2010-06-15', 'if a spell or ability such')),
    pytest.param('Hyena Umbra', marks=ruling('Hyena Umbra', '2010-06-15', 'if a spell or ability such')),
    pytest.param('Mammoth Umbra', marks=ruling('Mammoth Umbra', '2010-06-15', 'if a spell or ability such')),
    pytest.param('Octopus Umbra', marks=ruling('Octopus Umbra', '2018-07-13', 'if a spell or ability such')),
    pytest.param('Snake Umbra', marks=ruling('Snake Umbra', '2010-06-15', 'if a spell or ability such')),
    pytest.param('Snake Umbra', marks=ruling('Snake Umbra', '2018-07-13', 'if a spell or ability such')),
    pytest.param('Spider Umbra', marks=ruling('Spider Umbra', '2010-06-15', 'if a spell or ability such')),
    pytest.param('Umbra Mystic', marks=ruling('Umbra Mystic', '2010-06-15', 'if a spell or ability such')),
]

NOT_REGEN = [
    pytest.param('Bear Umbra', marks=ruling('Bear Umbra', '2010-06-15', 'totem armors effect is not regeneration')),
    pytest.param('Bear Umbra', marks=ruling('Bear Umbra', '2018-07-13', 'totem armors effect is not regeneration')),
    pytest.param('Boar Umbra', marks=ruling('Boar Umbra', '2010-06-15', 'totem armors effect is not regeneration')),
    pytest.param('Crab Umbra', marks=ruling('Crab Umbra', '2010-06-15', 'totem armors effect is not regeneration')),
    pytest.param('Drake Umbra', marks=ruling('Drake Umbra', '2010-06-15', 'totem armors effect is not regeneration')),
    pytest.param('Eel Umbra', marks=ruling('Eel Umbra', '2010-06-15', 'totem armors effect is not regeneration')),
    pytest.param('Eel Umbra', marks=ruling('Eel Umbra', '2018-07-13', 'totem armors effect is not regeneration')),
    pytest.param('Eland Umbra', marks=ruling('Eland Umbra', '2010-06-15', 'totem armors effect is not regeneration')),
    pytest.param('Hyena Umbra', marks=ruling('Hyena Umbra', '2010-06-15', 'totem armors effect is not regeneration')),
    pytest.param('Mammoth Umbra', marks=ruling('Mammoth Umbra', '2010-06-15', 'totem armors effect is not regeneration')),
    pytest.param('Octopus Umbra', marks=ruling('Octopus Umbra', '2018-07-13', 'totem armors effect is not regeneration')),
    pytest.param('Snake Umbra', marks=ruling('Snake Umbra', '2010-06-15', 'totem armors effect is not regeneration')),
    pytest.param('Snake Umbra', marks=ruling('Snake Umbra', '2018-07-13', 'totem armors effect is not regeneration')),
    pytest.param('Spider Umbra', marks=ruling('Spider Umbra', '2010-06-15', 'totem armors effect is not regeneration')),
    pytest.param('Umbra Mystic', marks=ruling('Umbra Mystic', '2010-06-15', 'totem armors effect is not regeneration')),
]

OTHER_REASON = [
    pytest.param('Bear Umbra', marks=ruling('Bear Umbra', '2013-07-01', 'totem armor has no effect if')),
    pytest.param('Bear Umbra', marks=ruling('Bear Umbra', '2018-07-13', 'totem armor has no effect if')),
    pytest.param('Boar Umbra', marks=ruling('Boar Umbra', '2013-07-01', 'totem armor has no effect if')),
    pytest.param('Crab Umbra', marks=ruling('Crab Umbra', '2013-07-01', 'totem armor has no effect if')),
    pytest.param('Drake Umbra', marks=ruling('Drake Umbra', '2013-07-01', 'totem armor has no effect if')),
    pytest.param('Eel Umbra', marks=ruling('Eel Umbra', '2013-07-01', 'totem armor has no effect if')),
    pytest.param('Eel Umbra', marks=ruling('Eel Umbra', '2018-07-13', 'totem armor has no effect if')),
    pytest.param('Eland Umbra', marks=ruling('Eland Umbra', '2013-07-01', 'totem armor has no effect if')),
    pytest.param('Hyena Umbra', marks=ruling('Hyena Umbra', '2013-07-01', 'totem armor has no effect if')),
    pytest.param('Mammoth Umbra', marks=ruling('Mammoth Umbra', '2013-07-01', 'totem armor has no effect if')),
    pytest.param('Octopus Umbra', marks=ruling('Octopus Umbra', '2018-07-13', 'totem armor has no effect if')),
    pytest.param('Snake Umbra', marks=ruling('Snake Umbra', '2013-07-01', 'totem armor has no effect if')),
    pytest.param('Snake Umbra', marks=ruling('Snake Umbra', '2018-07-13', 'totem armor has no effect if')),
    pytest.param('Spider Umbra', marks=ruling('Spider Umbra', '2013-07-01', 'totem armor has no effect if')),
    pytest.param('Umbra Mystic', marks=ruling('Umbra Mystic', '2013-07-01', 'totem armor has no effect if')),
]

INDESTRUCTIBLE = [
    pytest.param('Bear Umbra', marks=ruling('Bear Umbra', '2013-07-01', 'if a creature enchanted with an')),
    pytest.param('Bear Umbra', marks=ruling('Bear Umbra', '2018-07-13', 'if a permanent enchanted with an aura that has totem armor has')),
    pytest.param('Boar Umbra', marks=ruling('Boar Umbra', '2013-07-01', 'if a creature enchanted with an')),
    pytest.param('Crab Umbra', marks=ruling('Crab Umbra', '2013-07-01', 'if a creature enchanted with an')),
    pytest.param('Drake Umbra', marks=ruling('Drake Umbra', '2013-07-01', 'if a creature enchanted with an')),
    pytest.param('Eel Umbra', marks=ruling('Eel Umbra', '2013-07-01', 'if a creature enchanted with an')),
    pytest.param('Eel Umbra', marks=ruling('Eel Umbra', '2018-07-13', 'if a permanent enchanted with an aura that has totem armor has')),
    pytest.param('Eland Umbra', marks=ruling('Eland Umbra', '2013-07-01', 'if a creature enchanted with an')),
    pytest.param('Hyena Umbra', marks=ruling('Hyena Umbra', '2013-07-01', 'if a creature enchanted with an')),
    pytest.param('Mammoth Umbra', marks=ruling('Mammoth Umbra', '2013-07-01', 'if a creature enchanted with an')),
    pytest.param('Octopus Umbra', marks=ruling('Octopus Umbra', '2018-07-13', 'if a permanent enchanted with an aura that has totem armor has')),
    pytest.param('Snake Umbra', marks=ruling('Snake Umbra', '2013-07-01', 'if a creature enchanted with an')),
    pytest.param('Snake Umbra', marks=ruling('Snake Umbra', '2018-07-13', 'if a permanent enchanted with an aura that has totem armor has')),
    pytest.param('Spider Umbra', marks=ruling('Spider Umbra', '2013-07-01', 'if a creature enchanted with an')),
    pytest.param('Umbra Mystic', marks=ruling('Umbra Mystic', '2013-07-01', 'if a creature enchanted with an')),
]

SEVERAL = [
    pytest.param('Bear Umbra', marks=ruling('Bear Umbra', '2018-07-13', 'if a permanent you control is')),
    pytest.param('Boar Umbra', marks=ruling('Boar Umbra', '2010-06-15', 'if a permanent you control is')),
    pytest.param('Crab Umbra', marks=ruling('Crab Umbra', '2010-06-15', 'if a permanent you control is')),
    pytest.param('Drake Umbra', marks=ruling('Drake Umbra', '2010-06-15', 'if a permanent you control is')),
    pytest.param('Eel Umbra', marks=ruling('Eel Umbra', '2018-07-13', 'if a permanent you control is')),
    pytest.param('Eland Umbra', marks=ruling('Eland Umbra', '2010-06-15', 'if a permanent you control is')),
    pytest.param('Hyena Umbra', marks=ruling('Hyena Umbra', '2010-06-15', 'if a permanent you control is')),
    pytest.param('Mammoth Umbra', marks=ruling('Mammoth Umbra', '2010-06-15', 'if a permanent you control is')),
    pytest.param('Octopus Umbra', marks=ruling('Octopus Umbra', '2018-07-13', 'if a permanent you control is')),
    pytest.param('Snake Umbra', marks=ruling('Snake Umbra', '2018-07-13', 'if a permanent you control is')),
    pytest.param('Spider Umbra', marks=ruling('Spider Umbra', '2010-06-15', 'if a permanent you control is')),
    pytest.param('Umbra Mystic', marks=ruling('Umbra Mystic', '2010-06-15', 'if a permanent you control is')),
]


def _enchanted(s: Scenario, card: str, creature: str = "Grizzly Bears", p: int = 0):
    """``creature`` under player ``p``, enchanted by ``card`` — or, for Umbra Mystic, by Holy Strength with
    Umbra Mystic beside it. Returns (creature, the Aura that has umbra armor)."""
    body = s.battlefield(p, creature)
    if card == "Umbra Mystic":
        s.battlefield(p, "Umbra Mystic")
        return body, s.battlefield(p, "Holy Strength", attached_to=body)
    return body, s.battlefield(p, card, attached_to=body)


def _settle(g, prefer=None):
    """Answer the optional choices an Aura's own ability asks for (Octopus Umbra's "you may tap") with no,
    a choice among objects with ``prefer``, and any other choice (the order of replacement effects, a damage
    assignment order) with its first option, until only priority is pending."""
    for _ in range(6):
        d = g.decision
        if d is None or d.kind == "priority":
            return
        if prefer is not None:
            try:
                g.choose(prefer)
                continue
            except Exception:  # noqa: BLE001 - not a choice among objects: fall through to "no"
                pass
        opts = list(d.options or ()) or list(g.options())
        if ("no",) in opts:
            g.choose("no")
        else:  # any order or assignment: the ruling holds whichever is chosen
            g.answer(opts[0])


@pytest.mark.parametrize("card", LETHAL)
def test_umbra_lethal_damage_is_removed_and_aura_destroyed_702_89a_704_5g(card):
    """702.89a, 704.5g: lethal damage would destroy the enchanted creature; instead all its damage is removed
    and the Aura is destroyed — mandatorily."""
    s = Scenario.full()
    bears, aura = _enchanted(s, card)
    s.hand(1, "Blaze")
    s.lands(1, "Mountain", 10)
    g = s.start("main1", active=1)
    x = g.obj(bears).toughness
    g.cast("Blaze", target=bears, x=x)
    g.pass_until_resolved()
    g.expect_zone(bears, "battlefield")
    g.expect_zone(aura, "graveyard")
    assert g.obj(bears).damage == 0


@pytest.mark.parametrize("card", DESTROY)
def test_umbra_destroy_effect_destroys_aura_instead_702_89a(card):
    """702.89a: an effect that says "destroy" (Doom Blade) destroys the Aura instead of the creature."""
    s = Scenario.full()
    bears, aura = _enchanted(s, card)
    s.hand(1, "Doom Blade")
    s.lands(1, "Swamp", 2)
    g = s.start("main1", active=1)
    g.cast("Doom Blade", target=bears)
    g.pass_until_resolved()
    g.expect_zone(bears, "battlefield")
    g.expect_zone(aura, "graveyard")


@pytest.mark.parametrize("card", MULTI_SBA)
def test_umbra_replaces_several_state_based_destructions_at_once_702_89a_704_5g_704_5h(card):
    """702.89a, 704.5g, 704.5h: damage from a deathtouch blocker plus lethal damage from the others would
    destroy the enchanted attacker twice over in one check of state-based actions; one replacement saves it."""
    s = Scenario.full()
    bears, aura = _enchanted(s, card)
    # reach blockers (the Aura may give flying): deathtouch plus enough damage for any toughness here
    big = "Aerie Bowmasters" if card == "Drake Umbra" else "Ancient Brontodon"   # 5/6 reach, 9/9
    blockers = [s.battlefield(1, "Deadly Recluse"), s.battlefield(1, big)]
    g = s.start("main1", active=0)
    g.attack(bears)
    for _ in range(3):                        # Octopus Umbra's attack trigger: a target, then "you may" -> no
        _settle(g)
        g.pass_until_resolved()
    g.block(bears, with_=blockers)
    for _ in range(4):                        # first strike and regular damage, each with an assignment
        _settle(g)
        g.pass_until("end of combat")
    _settle(g)
    g.expect_zone(bears, "battlefield")
    g.expect_zone(aura, "graveyard")
    assert g.obj(bears).damage == 0


@pytest.mark.parametrize("card", BOTH)
def test_umbra_destroying_aura_and_creature_at_once_saves_creature_702_89a(card):
    """702.89a: Planar Cleansing destroys the Aura and the enchanted creature at the same time; the creature is
    saved (the Aura is destroyed "twice", once)."""
    s = Scenario.full()
    bears, aura = _enchanted(s, card)
    s.hand(1, "Planar Cleansing")
    s.lands(1, "Plains", 6)
    g = s.start("main1", active=1)
    g.cast("Planar Cleansing")
    g.pass_until_resolved()
    g.expect_zone(bears, "battlefield")
    g.expect_zone(aura, "graveyard")


@pytest.mark.parametrize("card", NOT_REGEN)
def test_umbra_is_not_regeneration_blocker_stays_untapped_in_combat_702_89a_701_19c(card):
    """702.89a vs 701.19c: umbra armor isn't regeneration — the creature saved from Terror ("can't be
    regenerated") is neither tapped nor removed from combat: as a blocker it still deals its combat damage."""
    s = Scenario.full()
    blocker, aura = _enchanted(s, card, creature="Hill Giant")
    attacker = s.battlefield(1, "Grizzly Bears")
    s.hand(1, "Terror")
    s.lands(1, "Swamp", 2)
    g = s.start("main1", active=1)
    g.attack(attacker)
    g.block(attacker, with_=blocker)
    _settle(g)
    g.cast("Terror", target=blocker)
    g.pass_until_resolved()
    g.expect_zone(blocker, "battlefield")
    g.expect_zone(aura, "graveyard")
    assert not g.obj(blocker).tapped
    g.pass_until("combat damage")
    g.pass_priority()
    g.expect_zone(attacker, "graveyard")      # the blocker stayed in combat and dealt its 3 damage
    g.expect_life(0, 20)


@pytest.mark.parametrize("card", OTHER_REASON)
def test_umbra_does_nothing_when_the_creature_is_sacrificed_702_89a_701_21a(card):
    """702.89a applies only to "destroy": a creature sacrificed (Diabolic Edict) goes to the graveyard and the
    Aura follows it as a state-based action (704.5m)."""
    s = Scenario.full()
    bears, aura = _enchanted(s, card)
    s.hand(1, "Diabolic Edict")
    s.lands(1, "Swamp", 2)
    g = s.start("main1", active=1)
    g.cast("Diabolic Edict", target="Player 1")
    g.pass_until_resolved()
    _settle(g, prefer=bears)
    g.pass_until_resolved()
    g.expect_zone(bears, "graveyard")
    g.expect_zone(aura, "graveyard")


@pytest.mark.parametrize("card", INDESTRUCTIBLE)
def test_umbra_on_indestructible_creature_does_nothing_702_89a_702_12b(card):
    """702.12b: an indestructible creature isn't destroyed by "destroy" or lethal damage, so umbra armor has
    nothing to replace and the Aura stays."""
    s = Scenario.full()
    myr, aura = _enchanted(s, card, creature="Darksteel Myr")
    s.hand(1, "Doom Blade", "Blaze")
    s.lands(1, "Swamp", 2)
    s.lands(1, "Mountain", 10)
    g = s.start("main1", active=1)
    g.cast("Doom Blade", target=myr)
    g.pass_until_resolved()
    g.cast("Blaze", target=myr, x=g.obj(myr).toughness)
    g.pass_until_resolved()
    g.expect_zone(myr, "battlefield")
    g.expect_zone(aura, "battlefield")


@pytest.mark.parametrize("card", SEVERAL)
def test_umbra_with_two_umbra_auras_only_one_is_destroyed_702_89a_616_1(card):
    """702.89a, 616.1: with two Auras that have umbra armor, one replacement applies to the one destruction:
    exactly one Aura is destroyed and the other stays."""
    s = Scenario.full()
    bears, aura = _enchanted(s, card)
    other = s.battlefield(0, "Spider Umbra" if card == "Hyena Umbra" else "Hyena Umbra", attached_to=bears)
    s.hand(1, "Doom Blade")
    s.lands(1, "Swamp", 2)
    g = s.start("main1", active=1)
    g.cast("Doom Blade", target=bears)
    g.pass_until_resolved()
    _settle(g, prefer=aura)
    g.expect_zone(bears, "battlefield")
    zones = sorted([g.zone_of(aura), g.zone_of(other)])
    assert zones == ["battlefield", "graveyard"], zones


REGEN_CHOICE = [
    pytest.param('Bear Umbra', marks=ruling('Bear Umbra', '2010-06-15', 'say you control a permanent enchanted')),
    pytest.param('Boar Umbra', marks=ruling('Boar Umbra', '2010-06-15', 'say you control a permanent enchanted')),
    pytest.param('Crab Umbra', marks=ruling('Crab Umbra', '2010-06-15', 'say you control a permanent enchanted')),
    pytest.param('Drake Umbra', marks=ruling('Drake Umbra', '2010-06-15', 'say you control a permanent enchanted')),
    pytest.param('Eel Umbra', marks=ruling('Eel Umbra', '2010-06-15', 'say you control a permanent enchanted')),
    pytest.param('Eland Umbra', marks=ruling('Eland Umbra', '2010-06-15', 'say you control a permanent enchanted')),
    pytest.param('Hyena Umbra', marks=ruling('Hyena Umbra', '2010-06-15', 'say you control a permanent enchanted')),
    pytest.param('Mammoth Umbra', marks=ruling('Mammoth Umbra', '2010-06-15', 'say you control a permanent enchanted')),
    pytest.param('Snake Umbra', marks=ruling('Snake Umbra', '2010-06-15', 'say you control a permanent enchanted')),
    pytest.param('Spider Umbra', marks=ruling('Spider Umbra', '2010-06-15', 'say you control a permanent enchanted')),
    pytest.param('Umbra Mystic', marks=ruling('Umbra Mystic', '2010-06-15', 'say you control a permanent enchanted')),
]


@pytest.mark.parametrize("card", REGEN_CHOICE)
def test_umbra_or_regeneration_shield_controller_chooses_other_remains_702_89a_616_1_701_19a(card):
    """616.1, 702.89a, 701.19a: Drudge Skeletons with a regeneration shield and an umbra: its controller
    chooses which replacement applies (here umbra armor: the Aura is destroyed, the creature stays untapped);
    the shield is unused and remains, so the next destruction is regenerated instead (tapped, still there)."""
    s = Scenario.full()
    sk, aura = _enchanted(s, card, creature="Drudge Skeletons")
    s.lands(0, "Swamp", 2)
    s.hand(1, "Murder", "Murder")
    s.lands(1, "Swamp", 6)
    g = s.start("main1", active=1)
    g.pass_priority()
    g.activate(sk)                                   # {1}{B}: Regenerate
    g.pass_until_resolved()
    g.cast("Murder", target=sk)
    g.pass_until_resolved()
    d = g.decision
    assert d.kind == "replacement_order" and len(d.options) == 2, d
    g.answer(next(o for o in d.options if "shield" not in g.game.describe(o)))
    g.pass_until_resolved()
    g.expect_zone(aura, "graveyard")
    g.expect_zone(sk, "battlefield")
    assert not g.obj(sk).tapped
    g.cast("Murder", target=sk)
    g.pass_until_resolved()
    _settle(g)
    g.expect_zone(sk, "battlefield")
    assert g.obj(sk).tapped                          # regenerated (701.19a)


@ruling("Snake Umbra", "2010-06-15", "the ability triggers when the enchanted")
def test_snake_umbra_2010_06_15_the_ability_triggers_when_the_enchanted_120_3_603_2():
    """120.3, 603.2: the granted ability triggers on any damage to an opponent, not just combat damage:
    Prodigal Pyromancer's {T}: 1 damage to the opponent draws a card."""
    s = Scenario.full()
    pyro = s.battlefield(0, "Prodigal Pyromancer")
    s.battlefield(0, "Snake Umbra", attached_to=pyro)
    g = s.start("main1")
    hand = len(g.zone(0, "hand"))
    g.activate(pyro, target="Player 2")
    g.pass_until_resolved()                          # 1 damage; the trigger resolves: "you may draw"
    g.choose("yes")
    g.expect_life(1, 19)
    assert len(g.zone(0, "hand")) == hand + 1


@ruling("Bear Umbra", "2010-06-15", "when the enchanted creature attacks all")
def test_bear_umbra_2010_06_15_when_the_enchanted_creature_attacks_all_603_2():
    """603.2: the enchanted creature attacks: every land its controller controls untaps."""
    s = Scenario.full()
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Bear Umbra", attached_to=bears)
    lands = [s.battlefield(0, "Forest", tapped=True) for _ in range(3)]
    g = s.start("main1")
    assert all(g.obj(x).tapped for x in lands)
    g.attack(bears)
    g.pass_until_resolved()
    assert not any(g.obj(x).tapped for x in lands)
