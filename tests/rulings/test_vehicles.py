"""Vehicle rulings shared by every Vehicle among the target cards (301.7, 702.122; issue #32): crewing may
tap more creatures than needed, and a Vehicle becoming a creature isn't a creature entering the battlefield."""
from __future__ import annotations

import pytest

from manastack.testing import Scenario
from manastack.testing.scenario import full_database

from .keys import ruling

CREW_MORE = [
    pytest.param('Aethersphere Harvester', marks=ruling('Aethersphere Harvester', '2017-09-29', 'you may tap more creatures than')),
    pytest.param('Aradara Express', marks=ruling('Aradara Express', '2017-09-29', 'you may tap more creatures than')),
    pytest.param('Ballista Charger', marks=ruling('Ballista Charger', '2017-09-29', 'you may tap more creatures than')),
    pytest.param('Bomat Bazaar Barge', marks=ruling('Bomat Bazaar Barge', '2017-09-29', 'you may tap more creatures than')),
    pytest.param("Conqueror's Galleon", marks=ruling("Conqueror's Foothold", '2017-09-29', 'you may tap more creatures than')),
    pytest.param('Consulate Dreadnought', marks=ruling('Consulate Dreadnought', '2017-09-29', 'you may tap more creatures than')),
    pytest.param("Cultivator's Caravan", marks=ruling("Cultivator's Caravan", '2017-09-29', 'you may tap more creatures than')),
    pytest.param('Demolition Stomper', marks=ruling('Demolition Stomper', '2017-09-29', 'you may tap more creatures than')),
    pytest.param('Dusk Legion Dreadnought', marks=ruling('Dusk Legion Dreadnought', '2017-09-29', 'you may tap more creatures than')),
    pytest.param('Fell Flagship', marks=ruling('Fell Flagship', '2017-09-29', 'you may tap more creatures than')),
    pytest.param('Fleetwheel Cruiser', marks=ruling('Fleetwheel Cruiser', '2017-09-29', 'you may tap more creatures than')),
    pytest.param('Irontread Crusher', marks=ruling('Irontread Crusher', '2017-09-29', 'you may tap more creatures than')),
    pytest.param('Mobile Garrison', marks=ruling('Mobile Garrison', '2017-09-29', 'you may tap more creatures than')),
    pytest.param('Ovalchase Dragster', marks=ruling('Ovalchase Dragster', '2017-09-29', 'you may tap more creatures than')),
    pytest.param('Peacewalker Colossus', marks=ruling('Peacewalker Colossus', '2017-09-29', 'you may tap more creatures than')),
    pytest.param('Renegade Freighter', marks=ruling('Renegade Freighter', '2017-09-29', 'you may tap more creatures than')),
    pytest.param('Shadowed Caravel', marks=ruling('Shadowed Caravel', '2017-09-29', 'you may tap more creatures than')),
    pytest.param('Sky Skiff', marks=ruling('Sky Skiff', '2017-09-29', 'you may tap more creatures than')),
    pytest.param('Skysovereign, Consul Flagship', marks=ruling('Skysovereign, Consul Flagship', '2017-09-29', 'you may tap more creatures than')),
    pytest.param('Sleek Schooner', marks=ruling('Sleek Schooner', '2017-09-29', 'you may tap more creatures than')),
    pytest.param("Smuggler's Copter", marks=ruling("Smuggler's Copter", '2017-09-29', 'you may tap more creatures than')),
    pytest.param('Untethered Express', marks=ruling('Untethered Express', '2017-09-29', 'you may tap more creatures than')),
]

VEHICLE_NO_ETB = [
    pytest.param('Aethersphere Harvester', marks=ruling('Aethersphere Harvester', '2017-09-29', 'when a vehicle becomes a creature')),
    pytest.param('Aradara Express', marks=ruling('Aradara Express', '2017-09-29', 'when a vehicle becomes a creature')),
    pytest.param('Ballista Charger', marks=ruling('Ballista Charger', '2017-09-29', 'when a vehicle becomes a creature')),
    pytest.param('Bomat Bazaar Barge', marks=ruling('Bomat Bazaar Barge', '2017-09-29', 'when a vehicle becomes a creature')),
    pytest.param("Conqueror's Galleon", marks=ruling("Conqueror's Foothold", '2017-09-29', 'when a vehicle becomes a creature')),
    pytest.param('Consulate Dreadnought', marks=ruling('Consulate Dreadnought', '2017-09-29', 'when a vehicle becomes a creature')),
    pytest.param("Cultivator's Caravan", marks=ruling("Cultivator's Caravan", '2017-09-29', 'when a vehicle becomes a creature')),
    pytest.param('Demolition Stomper', marks=ruling('Demolition Stomper', '2017-09-29', 'when a vehicle becomes a creature')),
    pytest.param('Dusk Legion Dreadnought', marks=ruling('Dusk Legion Dreadnought', '2017-09-29', 'when a vehicle becomes a creature that doesnt count as having a creature enter the battlefield the permanent was already on the battlefield it only changed its types abilities that trigger whenever a creature enters the battlefield wont trigger')),
    pytest.param('Fell Flagship', marks=ruling('Fell Flagship', '2017-09-29', 'when a vehicle becomes a creature that doesnt count as having a creature enter the battlefield the permanent was already on the battlefield it only changed its types abilities that trigger whenever a creature enters the battlefield wont trigger')),
    pytest.param('Fleetwheel Cruiser', marks=ruling('Fleetwheel Cruiser', '2017-09-29', 'when a vehicle becomes a creature')),
    pytest.param('Irontread Crusher', marks=ruling('Irontread Crusher', '2017-09-29', 'when a vehicle becomes a creature')),
    pytest.param('Mobile Garrison', marks=ruling('Mobile Garrison', '2017-09-29', 'when a vehicle becomes a creature')),
    pytest.param('Ovalchase Dragster', marks=ruling('Ovalchase Dragster', '2017-09-29', 'when a vehicle becomes a creature')),
    pytest.param('Peacewalker Colossus', marks=ruling('Peacewalker Colossus', '2017-09-29', 'when a vehicle becomes a creature')),
    pytest.param('Renegade Freighter', marks=ruling('Renegade Freighter', '2017-09-29', 'when a vehicle becomes a creature')),
    pytest.param('Shadowed Caravel', marks=ruling('Shadowed Caravel', '2017-09-29', 'when a vehicle becomes a creature that doesnt count as having a creature enter the battlefield the permanent was already on the battlefield it only changed its types abilities that trigger whenever a creature enters the battlefield wont trigger')),
    pytest.param('Sky Skiff', marks=ruling('Sky Skiff', '2017-09-29', 'when a vehicle becomes a creature')),
    pytest.param('Skysovereign, Consul Flagship', marks=ruling('Skysovereign, Consul Flagship', '2017-09-29', 'when a vehicle becomes a creature')),
    pytest.param('Sleek Schooner', marks=ruling('Sleek Schooner', '2017-09-29', 'when a vehicle becomes a creature that doesnt count as having a creature enter the battlefield the permanent was already on the battlefield it only changed its types abilities that trigger whenever a creature enters the battlefield wont trigger')),
    pytest.param("Smuggler's Copter", marks=ruling("Smuggler's Copter", '2017-09-29', 'when a vehicle becomes a creature')),
    pytest.param('Untethered Express', marks=ruling('Untethered Express', '2017-09-29', 'when a vehicle becomes a creature')),
]


def _crew_with(g, vehicle, creatures):
    """Activate the Vehicle's crew ability, choosing each of ``creatures`` to tap, then finishing."""
    oid = g.find(vehicle)
    opt = next(o for o in g.options() if o[0] == "activate" and o[1] == oid)
    g.activate(vehicle, index=opt[2], pay="manual")
    want = [g.find(c) for c in creatures]
    while g.decision.kind != "priority":
        opts = g.decision.options
        pick = next((o for o in opts if o[0] == "choose" and o[1] in want and not g.obj(o[1]).tapped), None)
        if pick is not None:
            want.remove(pick[1])
        pick = pick or next((o for o in opts if o[0] in ("done", "auto")), None)
        assert pick is not None, f"crew: no way on {opts}"
        g.answer(pick)
    g.pass_until_resolved()


@pytest.mark.parametrize("card", CREW_MORE)
def test_crew_may_tap_more_creatures_than_needed_702_122a(card):
    """702.122a: "tap any number of untapped creatures with total power N or greater" — two Colossal
    Dreadmaws (power 6 each, more than any crew number) may both be tapped."""
    s = Scenario.full()
    v = s.battlefield(0, card)
    a, b = s.battlefield(0, "Colossal Dreadmaw"), s.battlefield(0, "Colossal Dreadmaw")
    g = s.start("main1")
    _crew_with(g, v, [a, b])
    g.check(g.obj(a).tapped and g.obj(b).tapped, "both tapped")
    g.check("Creature" in g.obj(v).types, "crewed")


@pytest.mark.parametrize("card", VEHICLE_NO_ETB)
def test_vehicle_becoming_a_creature_doesnt_enter_the_battlefield_603_6a(card):
    """603.6a, 301.7: crewed, the Vehicle becomes a creature without entering — Soul Warden ("whenever another
    creature enters") doesn't trigger."""
    s = Scenario.full()
    v = s.battlefield(0, card)
    a = s.battlefield(0, "Colossal Dreadmaw")
    s.battlefield(0, "Soul Warden")
    g = s.start("main1")
    _crew_with(g, v, [a])
    g.check("Creature" in g.obj(v).types, "crewed")
    g.pass_until_resolved()
    g.expect_life(0, 20)
