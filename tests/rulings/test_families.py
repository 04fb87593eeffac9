"""Official rulings shared by every card of a mechanic family among the target cards — devoid, Vehicles,
modal double-faced cards, morph, Adventures — each checked on each card that carries it (issue #32).
The parameter lists name the ruling each case checks (``marks=ruling(...)``)."""
from __future__ import annotations

import re

import pytest

from manastack.core.mana import ManaCost
from manastack.testing import Scenario
from manastack.testing.scenario import full_database

from .keys import ruling

DEVOID_ZONES = [
    pytest.param('Adverse Conditions', marks=ruling('Adverse Conditions', '2015-08-25', 'devoid works in all zones not')),
    pytest.param('Blisterpod', marks=ruling('Blisterpod', '2015-08-25', 'devoid works in all zones not')),
    pytest.param('Brood Butcher', marks=ruling('Brood Butcher', '2015-08-25', 'devoid works in all zones not')),
    pytest.param('Brood Monitor', marks=ruling('Brood Monitor', '2015-08-25', 'devoid works in all zones not')),
    pytest.param('Call the Scions', marks=ruling('Call the Scions', '2015-08-25', 'devoid works in all zones not')),
    pytest.param('Catacomb Sifter', marks=ruling('Catacomb Sifter', '2015-08-25', 'devoid works in all zones not')),
    pytest.param('Drowner of Hope', marks=ruling('Drowner of Hope', '2015-08-25', 'devoid works in all zones not')),
    pytest.param('Dust Stalker', marks=ruling('Dust Stalker', '2015-08-25', 'devoid works in all zones not')),
    pytest.param('Eldrazi Skyspawner', marks=ruling('Eldrazi Skyspawner', '2015-08-25', 'devoid works in all zones not')),
    pytest.param('Eyeless Watcher', marks=ruling('Eyeless Watcher', '2015-08-25', 'devoid works in all zones not')),
    pytest.param('Grave Birthing', marks=ruling('Grave Birthing', '2015-08-25', 'devoid works in all zones not')),
    pytest.param('From Beyond', marks=ruling('From Beyond', '2015-08-25', 'devoid works in all zones not')),
    pytest.param('Herald of Kozilek', marks=ruling('Herald of Kozilek', '2015-08-25', 'devoid works in all zones not')),
    pytest.param('Incubator Drone', marks=ruling('Incubator Drone', '2015-08-25', 'devoid works in all zones not')),
    pytest.param('Mind Raker', marks=ruling('Mind Raker', '2015-08-25', 'devoid works in all zones not')),
    pytest.param('Murk Strider', marks=ruling('Murk Strider', '2015-08-25', 'devoid works in all zones not')),
    pytest.param('Smothering Abomination', marks=ruling('Smothering Abomination', '2015-08-25', 'devoid works in all zones not')),
    pytest.param("Ulamog's Reclaimer", marks=ruling("Ulamog's Reclaimer", '2015-08-25', 'devoid works in all zones not')),
    pytest.param('Wasteland Strangler', marks=ruling('Wasteland Strangler', '2015-08-25', 'devoid works in all zones not')),
]

DEVOID_COLORLESS = [
    pytest.param('Adverse Conditions', marks=ruling('Adverse Conditions', '2015-08-25', 'a card with devoid is just')),
    pytest.param('Blisterpod', marks=ruling('Blisterpod', '2015-08-25', 'a card with devoid is just')),
    pytest.param('Brood Butcher', marks=ruling('Brood Butcher', '2015-08-25', 'a card with devoid is just')),
    pytest.param('Brood Monitor', marks=ruling('Brood Monitor', '2015-08-25', 'a card with devoid is just')),
    pytest.param('Call the Scions', marks=ruling('Call the Scions', '2015-08-25', 'a card with devoid is just')),
    pytest.param('Catacomb Sifter', marks=ruling('Catacomb Sifter', '2015-08-25', 'a card with devoid is just')),
    pytest.param('Drowner of Hope', marks=ruling('Drowner of Hope', '2015-08-25', 'a card with devoid is just')),
    pytest.param('Dust Stalker', marks=ruling('Dust Stalker', '2015-08-25', 'a card with devoid is just')),
    pytest.param('Eldrazi Skyspawner', marks=ruling('Eldrazi Skyspawner', '2015-08-25', 'a card with devoid is just')),
    pytest.param('Eyeless Watcher', marks=ruling('Eyeless Watcher', '2015-08-25', 'a card with devoid is just')),
    pytest.param('Grave Birthing', marks=ruling('Grave Birthing', '2015-08-25', 'a card with devoid is just')),
    pytest.param('From Beyond', marks=ruling('From Beyond', '2015-08-25', 'a card with devoid is just')),
    pytest.param('Herald of Kozilek', marks=ruling('Herald of Kozilek', '2015-08-25', 'a card with devoid is just')),
    pytest.param('Incubator Drone', marks=ruling('Incubator Drone', '2015-08-25', 'a card with devoid is just')),
    pytest.param('Mind Raker', marks=ruling('Mind Raker', '2015-08-25', 'a card with devoid is just')),
    pytest.param('Murk Strider', marks=ruling('Murk Strider', '2015-08-25', 'a card with devoid is just')),
    pytest.param('Smothering Abomination', marks=ruling('Smothering Abomination', '2015-08-25', 'a card with devoid is just')),
    pytest.param("Ulamog's Reclaimer", marks=ruling("Ulamog's Reclaimer", '2015-08-25', 'a card with devoid is just')),
    pytest.param('Wasteland Strangler', marks=ruling('Wasteland Strangler', '2015-08-25', 'a card with devoid is just')),
]

VEHICLE_NOT_CREATURE = [
    pytest.param('Aethersphere Harvester', marks=ruling('Aethersphere Harvester', '2017-09-29', 'each vehicle is printed with a')),
    pytest.param('Aradara Express', marks=ruling('Aradara Express', '2017-09-29', 'each vehicle is printed with a')),
    pytest.param('Ballista Charger', marks=ruling('Ballista Charger', '2017-09-29', 'each vehicle is printed with a')),
    pytest.param('Bomat Bazaar Barge', marks=ruling('Bomat Bazaar Barge', '2017-09-29', 'each vehicle is printed with a')),
    pytest.param('Consulate Dreadnought', marks=ruling('Consulate Dreadnought', '2017-09-29', 'each vehicle is printed with a')),
    pytest.param("Cultivator's Caravan", marks=ruling("Cultivator's Caravan", '2017-09-29', 'each vehicle is printed with a')),
    pytest.param('Demolition Stomper', marks=ruling('Demolition Stomper', '2017-09-29', 'each vehicle is printed with a')),
    pytest.param('Dusk Legion Dreadnought', marks=ruling('Dusk Legion Dreadnought', '2017-09-29', 'each vehicle is printed with a power and toughness but its not a creature if it becomes a creature most likely through its crew ability it will have that power and toughness')),
    pytest.param('Fell Flagship', marks=ruling('Fell Flagship', '2017-09-29', 'each vehicle is printed with a power and toughness but its not a creature if it becomes a creature most likely through its crew ability it will have that power and toughness')),
    pytest.param('Fleetwheel Cruiser', marks=ruling('Fleetwheel Cruiser', '2017-09-29', 'each vehicle is printed with a')),
    pytest.param('Irontread Crusher', marks=ruling('Irontread Crusher', '2017-09-29', 'each vehicle is printed with a')),
    pytest.param('Mobile Garrison', marks=ruling('Mobile Garrison', '2017-09-29', 'each vehicle is printed with a')),
    pytest.param('Ovalchase Dragster', marks=ruling('Ovalchase Dragster', '2017-09-29', 'each vehicle is printed with a')),
    pytest.param('Peacewalker Colossus', marks=ruling('Peacewalker Colossus', '2017-09-29', 'each vehicle is printed with a')),
    pytest.param('Renegade Freighter', marks=ruling('Renegade Freighter', '2017-09-29', 'each vehicle is printed with a')),
    pytest.param('Shadowed Caravel', marks=ruling('Shadowed Caravel', '2017-09-29', 'each vehicle is printed with a power and toughness but its not a creature if it becomes a creature most likely through its crew ability it will have that power and toughness')),
    pytest.param('Sky Skiff', marks=ruling('Sky Skiff', '2017-09-29', 'each vehicle is printed with a')),
    pytest.param('Skysovereign, Consul Flagship', marks=ruling('Skysovereign, Consul Flagship', '2017-09-29', 'each vehicle is printed with a')),
    pytest.param('Sleek Schooner', marks=ruling('Sleek Schooner', '2017-09-29', 'each vehicle is printed with a power and toughness but its not a creature if it becomes a creature most likely through its crew ability it will have that power and toughness')),
    pytest.param("Smuggler's Copter", marks=ruling("Smuggler's Copter", '2017-09-29', 'each vehicle is printed with a')),
    pytest.param('Untethered Express', marks=ruling('Untethered Express', '2017-09-29', 'each vehicle is printed with a')),
    pytest.param("Conqueror's Galleon", marks=ruling("Conqueror's Foothold", '2017-09-29', 'each vehicle is printed with a')),
]

VEHICLE_TYPE = [
    pytest.param('Aethersphere Harvester', marks=ruling('Aethersphere Harvester', '2017-09-29', 'vehicle is an artifact type not')),
    pytest.param('Aradara Express', marks=ruling('Aradara Express', '2017-09-29', 'vehicle is an artifact type not')),
    pytest.param('Ballista Charger', marks=ruling('Ballista Charger', '2017-09-29', 'vehicle is an artifact type not')),
    pytest.param('Bomat Bazaar Barge', marks=ruling('Bomat Bazaar Barge', '2017-09-29', 'vehicle is an artifact type not')),
    pytest.param('Consulate Dreadnought', marks=ruling('Consulate Dreadnought', '2017-09-29', 'vehicle is an artifact type not')),
    pytest.param("Cultivator's Caravan", marks=ruling("Cultivator's Caravan", '2017-09-29', 'vehicle is an artifact type not')),
    pytest.param('Demolition Stomper', marks=ruling('Demolition Stomper', '2017-09-29', 'vehicle is an artifact type not')),
    pytest.param('Dusk Legion Dreadnought', marks=ruling('Dusk Legion Dreadnought', '2017-09-29', 'vehicle is an artifact type not a creature type a vehicle thats crewed wont normally have any creature type')),
    pytest.param('Fell Flagship', marks=ruling('Fell Flagship', '2017-09-29', 'vehicle is an artifact type not a creature type a vehicle thats crewed wont normally have any creature type')),
    pytest.param('Fleetwheel Cruiser', marks=ruling('Fleetwheel Cruiser', '2017-09-29', 'vehicle is an artifact type not')),
    pytest.param('Irontread Crusher', marks=ruling('Irontread Crusher', '2017-09-29', 'vehicle is an artifact type not')),
    pytest.param('Mobile Garrison', marks=ruling('Mobile Garrison', '2017-09-29', 'vehicle is an artifact type not')),
    pytest.param('Ovalchase Dragster', marks=ruling('Ovalchase Dragster', '2017-09-29', 'vehicle is an artifact type not')),
    pytest.param('Peacewalker Colossus', marks=ruling('Peacewalker Colossus', '2017-09-29', 'vehicle is an artifact type not')),
    pytest.param('Renegade Freighter', marks=ruling('Renegade Freighter', '2017-09-29', 'vehicle is an artifact type not')),
    pytest.param('Shadowed Caravel', marks=ruling('Shadowed Caravel', '2017-09-29', 'vehicle is an artifact type not a creature type a vehicle thats crewed wont normally have any creature type')),
    pytest.param('Sky Skiff', marks=ruling('Sky Skiff', '2017-09-29', 'vehicle is an artifact type not')),
    pytest.param('Skysovereign, Consul Flagship', marks=ruling('Skysovereign, Consul Flagship', '2017-09-29', 'vehicle is an artifact type not')),
    pytest.param('Sleek Schooner', marks=ruling('Sleek Schooner', '2017-09-29', 'vehicle is an artifact type not a creature type a vehicle thats crewed wont normally have any creature type')),
    pytest.param("Smuggler's Copter", marks=ruling("Smuggler's Copter", '2017-09-29', 'vehicle is an artifact type not')),
    pytest.param('Untethered Express', marks=ruling('Untethered Express', '2017-09-29', 'vehicle is an artifact type not')),
    pytest.param("Conqueror's Galleon", marks=ruling("Conqueror's Foothold", '2017-09-29', 'vehicle is an artifact type not')),
]

VEHICLE_ANY_CREATURE = [
    pytest.param('Aethersphere Harvester', marks=ruling('Aethersphere Harvester', '2017-09-29', 'any untapped creature you control can')),
    pytest.param('Aradara Express', marks=ruling('Aradara Express', '2017-09-29', 'any untapped creature you control can')),
    pytest.param('Ballista Charger', marks=ruling('Ballista Charger', '2017-09-29', 'any untapped creature you control can')),
    pytest.param('Bomat Bazaar Barge', marks=ruling('Bomat Bazaar Barge', '2017-09-29', 'any untapped creature you control can')),
    pytest.param('Consulate Dreadnought', marks=ruling('Consulate Dreadnought', '2017-09-29', 'any untapped creature you control can')),
    pytest.param("Cultivator's Caravan", marks=ruling("Cultivator's Caravan", '2017-09-29', 'any untapped creature you control can')),
    pytest.param('Demolition Stomper', marks=ruling('Demolition Stomper', '2017-09-29', 'any untapped creature you control can')),
    pytest.param('Dusk Legion Dreadnought', marks=ruling('Dusk Legion Dreadnought', '2017-09-29', 'any untapped creature you control can')),
    pytest.param('Fell Flagship', marks=ruling('Fell Flagship', '2017-09-29', 'any untapped creature you control can')),
    pytest.param('Fleetwheel Cruiser', marks=ruling('Fleetwheel Cruiser', '2017-09-29', 'any untapped creature you control can')),
    pytest.param('Irontread Crusher', marks=ruling('Irontread Crusher', '2017-09-29', 'any untapped creature you control can')),
    pytest.param('Mobile Garrison', marks=ruling('Mobile Garrison', '2017-09-29', 'any untapped creature you control can')),
    pytest.param('Ovalchase Dragster', marks=ruling('Ovalchase Dragster', '2017-09-29', 'any untapped creature you control can')),
    pytest.param('Peacewalker Colossus', marks=ruling('Peacewalker Colossus', '2017-09-29', 'any untapped creature you control can')),
    pytest.param('Renegade Freighter', marks=ruling('Renegade Freighter', '2017-09-29', 'any untapped creature you control can')),
    pytest.param('Shadowed Caravel', marks=ruling('Shadowed Caravel', '2017-09-29', 'any untapped creature you control can')),
    pytest.param('Sky Skiff', marks=ruling('Sky Skiff', '2017-09-29', 'any untapped creature you control can')),
    pytest.param('Skysovereign, Consul Flagship', marks=ruling('Skysovereign, Consul Flagship', '2017-09-29', 'any untapped creature you control can')),
    pytest.param('Sleek Schooner', marks=ruling('Sleek Schooner', '2017-09-29', 'any untapped creature you control can')),
    pytest.param("Smuggler's Copter", marks=ruling("Smuggler's Copter", '2017-09-29', 'any untapped creature you control can')),
    pytest.param('Untethered Express', marks=ruling('Untethered Express', '2017-09-29', 'any untapped creature you control can')),
    pytest.param("Conqueror's Galleon", marks=ruling("Conqueror's Foothold", '2017-09-29', 'any untapped creature you control can')),
]

MDFC_MV = [
    pytest.param('Cragcrown Pathway // Timbercrown Pathway', marks=ruling('Cragcrown Pathway // Timbercrown Pathway', '2020-09-25', 'the converted mana cost of a')),
    pytest.param('Darkbore Pathway // Slitherbore Pathway', marks=ruling('Darkbore Pathway // Slitherbore Pathway', '2021-02-05', 'the converted mana cost of a')),
    pytest.param('Hengegate Pathway // Mistgate Pathway', marks=ruling('Hengegate Pathway // Mistgate Pathway', '2021-02-05', 'the converted mana cost of a')),
    pytest.param('Jwari Disruption // Jwari Ruins', marks=ruling('Jwari Disruption // Jwari Ruins', '2020-09-25', 'the converted mana cost of a')),
    pytest.param('Kabira Takedown // Kabira Plateau', marks=ruling('Kabira Takedown // Kabira Plateau', '2020-09-25', 'the converted mana cost of a')),
    pytest.param('Kazandu Mammoth // Kazandu Valley', marks=ruling('Kazandu Mammoth // Kazandu Valley', '2020-09-25', 'the converted mana cost of a')),
    pytest.param("Kazuul's Fury // Kazuul's Cliffs", marks=ruling("Kazuul's Fury // Kazuul's Cliffs", '2020-09-25', 'the converted mana cost of a')),
    pytest.param('Khalni Ambush // Khalni Territory', marks=ruling('Khalni Ambush // Khalni Territory', '2020-09-25', 'the converted mana cost of a')),
    pytest.param('Makindi Stampede // Makindi Mesas', marks=ruling('Makindi Stampede // Makindi Mesas', '2020-09-25', 'the converted mana cost of a')),
    pytest.param('Malakir Rebirth // Malakir Mire', marks=ruling('Malakir Rebirth // Malakir Mire', '2020-09-25', 'the converted mana cost of a')),
    pytest.param('Needleverge Pathway // Pillarverge Pathway', marks=ruling('Needleverge Pathway // Pillarverge Pathway', '2020-09-25', 'the converted mana cost of a')),
    pytest.param('Ondu Inversion // Ondu Skyruins', marks=ruling('Ondu Inversion // Ondu Skyruins', '2020-09-25', 'the converted mana cost of a')),
    pytest.param('Riverglide Pathway // Lavaglide Pathway', marks=ruling('Riverglide Pathway // Lavaglide Pathway', '2020-09-25', 'the converted mana cost of a')),
    pytest.param('Sejiri Shelter // Sejiri Glacier', marks=ruling('Sejiri Shelter // Sejiri Glacier', '2020-09-25', 'the converted mana cost of a')),
    pytest.param('Silundi Vision // Silundi Isle', marks=ruling('Silundi Vision // Silundi Isle', '2020-09-25', 'the converted mana cost of a')),
    pytest.param('Skyclave Cleric // Skyclave Basilica', marks=ruling('Skyclave Cleric // Skyclave Basilica', '2020-09-25', 'the converted mana cost of a')),
    pytest.param('Song-Mad Treachery // Song-Mad Ruins', marks=ruling('Song-Mad Treachery // Song-Mad Ruins', '2020-09-25', 'the converted mana cost of a')),
    pytest.param('Tangled Florahedron // Tangled Vale', marks=ruling('Tangled Florahedron // Tangled Vale', '2020-09-25', 'the converted mana cost of a')),
    pytest.param('Umara Wizard // Umara Skyfalls', marks=ruling('Umara Wizard // Umara Skyfalls', '2020-09-25', 'the converted mana cost of a')),
    pytest.param('Vastwood Fortification // Vastwood Thicket', marks=ruling('Vastwood Fortification // Vastwood Thicket', '2020-09-25', 'the converted mana cost of a')),
    pytest.param('Zof Consumption // Zof Bloodbog', marks=ruling('Zof Consumption // Zof Bloodbog', '2020-09-25', 'the converted mana cost of a')),
]

MDFC_MV2 = [
    pytest.param('Akoum Warrior // Akoum Teeth', marks=ruling('Akoum Warrior // Akoum Teeth', '2020-09-25', 'the mana value of a modal')),
    pytest.param('Bala Ged Recovery // Bala Ged Sanctuary', marks=ruling('Bala Ged Recovery // Bala Ged Sanctuary', '2020-09-25', 'the mana value of a modal')),
    pytest.param('Barkchannel Pathway // Tidechannel Pathway', marks=ruling('Barkchannel Pathway // Tidechannel Pathway', '2021-02-05', 'the mana value of a modal')),
    pytest.param('Beyeen Veil // Beyeen Coast', marks=ruling('Beyeen Veil // Beyeen Coast', '2020-09-25', 'the mana value of a modal')),
    pytest.param('Blightstep Pathway // Searstep Pathway', marks=ruling('Blightstep Pathway // Searstep Pathway', '2021-02-05', 'the mana value of a modal')),
    pytest.param('Branchloft Pathway // Boulderloft Pathway', marks=ruling('Branchloft Pathway // Boulderloft Pathway', '2020-09-25', 'the mana value of a modal')),
    pytest.param('Brightclimb Pathway // Grimclimb Pathway', marks=ruling('Brightclimb Pathway // Grimclimb Pathway', '2020-09-25', 'the mana value of a modal')),
    pytest.param('Clearwater Pathway // Murkwater Pathway', marks=ruling('Clearwater Pathway // Murkwater Pathway', '2020-09-25', 'the mana value of a modal')),
]

MORPH_SPELL = [
    pytest.param('Abomination of Gudul', marks=ruling('Abomination of Gudul', '2014-09-20', 'the face down spell has no')),
    pytest.param('Abzan Guide', marks=ruling('Abzan Guide', '2014-09-20', 'the face down spell has no')),
    pytest.param('Ainok Tracker', marks=ruling('Ainok Tracker', '2014-09-20', 'the face down spell has no')),
    pytest.param('Canyon Lurkers', marks=ruling('Canyon Lurkers', '2014-09-20', 'the face down spell has no')),
    pytest.param('Glacial Stalker', marks=ruling('Glacial Stalker', '2014-09-20', 'the face down spell has no')),
    pytest.param('Grim Haruspex', marks=ruling('Grim Haruspex', '2014-09-20', 'the face down spell has no')),
    pytest.param('Icefeather Aven', marks=ruling('Icefeather Aven', '2014-09-20', 'the face down spell has no')),
    pytest.param('Jeering Instigator', marks=ruling('Jeering Instigator', '2014-09-20', 'the face down spell has no')),
    pytest.param('Kin-Tree Warden', marks=ruling('Kin-Tree Warden', '2014-09-20', 'the face down spell has no')),
    pytest.param('Krumar Bond-Kin', marks=ruling('Krumar Bond-Kin', '2014-09-20', 'the face down spell has no')),
    pytest.param('Master of Pearls', marks=ruling('Master of Pearls', '2014-09-20', 'the face down spell has no')),
    pytest.param('Mistfire Weaver', marks=ruling('Mistfire Weaver', '2014-09-20', 'the face down spell has no')),
    pytest.param('Monastery Flock', marks=ruling('Monastery Flock', '2014-09-20', 'the face down spell has no')),
    pytest.param('Mystic of the Hidden Way', marks=ruling('Mystic of the Hidden Way', '2014-09-20', 'the face down spell has no')),
    pytest.param('Pine Walker', marks=ruling('Pine Walker', '2014-09-20', 'the face down spell has no')),
    pytest.param('Rattleclaw Mystic', marks=ruling('Rattleclaw Mystic', '2014-09-20', 'the face down spell has no')),
    pytest.param('Sage-Eye Harrier', marks=ruling('Sage-Eye Harrier', '2014-09-20', 'the face down spell has no')),
    pytest.param('Sagu Archer', marks=ruling('Sagu Archer', '2014-09-20', 'the face down spell has no')),
    pytest.param('Sagu Mauler', marks=ruling('Sagu Mauler', '2014-09-20', 'the face down spell has no')),
    pytest.param("Sidisi's Pet", marks=ruling("Sidisi's Pet", '2014-09-20', 'the face down spell has no')),
    pytest.param('Snowhorn Rider', marks=ruling('Snowhorn Rider', '2014-09-20', 'the face down spell has no')),
    pytest.param('Thousand Winds', marks=ruling('Thousand Winds', '2014-09-20', 'the face down spell has no')),
    pytest.param('War Behemoth', marks=ruling('War Behemoth', '2014-09-20', 'the face down spell has no')),
    pytest.param('Witness of the Ages', marks=ruling('Witness of the Ages', '2014-09-20', 'the face down spell has no')),
    pytest.param('Woolly Loxodon', marks=ruling('Woolly Loxodon', '2014-09-20', 'the face down spell has no')),
]

MORPH_RESOLVES = [
    pytest.param('Abomination of Gudul', marks=ruling('Abomination of Gudul', '2014-09-20', 'when the spell resolves it enters')),
    pytest.param('Abzan Guide', marks=ruling('Abzan Guide', '2014-09-20', 'when the spell resolves it enters')),
    pytest.param('Ainok Tracker', marks=ruling('Ainok Tracker', '2014-09-20', 'when the spell resolves it enters')),
    pytest.param('Canyon Lurkers', marks=ruling('Canyon Lurkers', '2014-09-20', 'when the spell resolves it enters')),
    pytest.param('Glacial Stalker', marks=ruling('Glacial Stalker', '2014-09-20', 'when the spell resolves it enters')),
    pytest.param('Grim Haruspex', marks=ruling('Grim Haruspex', '2014-09-20', 'when the spell resolves it enters')),
    pytest.param('Icefeather Aven', marks=ruling('Icefeather Aven', '2014-09-20', 'when the spell resolves it enters')),
    pytest.param('Jeering Instigator', marks=ruling('Jeering Instigator', '2014-09-20', 'when the spell resolves it enters')),
    pytest.param('Kin-Tree Warden', marks=ruling('Kin-Tree Warden', '2014-09-20', 'when the spell resolves it enters')),
    pytest.param('Krumar Bond-Kin', marks=ruling('Krumar Bond-Kin', '2014-09-20', 'when the spell resolves it enters')),
    pytest.param('Master of Pearls', marks=ruling('Master of Pearls', '2014-09-20', 'when the spell resolves it enters')),
    pytest.param('Mistfire Weaver', marks=ruling('Mistfire Weaver', '2014-09-20', 'when the spell resolves it enters')),
    pytest.param('Monastery Flock', marks=ruling('Monastery Flock', '2014-09-20', 'when the spell resolves it enters')),
    pytest.param('Mystic of the Hidden Way', marks=ruling('Mystic of the Hidden Way', '2014-09-20', 'when the spell resolves it enters')),
    pytest.param('Pine Walker', marks=ruling('Pine Walker', '2014-09-20', 'when the spell resolves it enters')),
    pytest.param('Rattleclaw Mystic', marks=ruling('Rattleclaw Mystic', '2014-09-20', 'when the spell resolves it enters')),
    pytest.param('Sage-Eye Harrier', marks=ruling('Sage-Eye Harrier', '2014-09-20', 'when the spell resolves it enters')),
    pytest.param('Sagu Archer', marks=ruling('Sagu Archer', '2014-09-20', 'when the spell resolves it enters')),
    pytest.param('Sagu Mauler', marks=ruling('Sagu Mauler', '2014-09-20', 'when the spell resolves it enters')),
    pytest.param("Sidisi's Pet", marks=ruling("Sidisi's Pet", '2014-09-20', 'when the spell resolves it enters')),
    pytest.param('Snowhorn Rider', marks=ruling('Snowhorn Rider', '2014-09-20', 'when the spell resolves it enters')),
    pytest.param('Thousand Winds', marks=ruling('Thousand Winds', '2014-09-20', 'when the spell resolves it enters')),
    pytest.param('War Behemoth', marks=ruling('War Behemoth', '2014-09-20', 'when the spell resolves it enters')),
    pytest.param('Witness of the Ages', marks=ruling('Witness of the Ages', '2014-09-20', 'when the spell resolves it enters')),
    pytest.param('Woolly Loxodon', marks=ruling('Woolly Loxodon', '2014-09-20', 'when the spell resolves it enters')),
]

ADVENTURER = [
    pytest.param('Animating Faerie // Bring to Life', marks=ruling('Animating Faerie // Bring to Life', '2019-10-04', 'an adventurer card is a creature')),
    pytest.param('Ardenvale Tactician // Dizzying Swoop', marks=ruling('Ardenvale Tactician // Dizzying Swoop', '2019-10-04', 'an adventurer card is a creature')),
    pytest.param('Beanstalk Giant // Fertile Footsteps', marks=ruling('Beanstalk Giant // Fertile Footsteps', '2019-10-04', 'an adventurer card is a creature')),
    pytest.param('Brazen Borrower // Petty Theft', marks=ruling('Brazen Borrower // Petty Theft', '2019-10-04', 'an adventurer card is a creature')),
    pytest.param('Curious Pair // Treats to Share', marks=ruling('Curious Pair // Treats to Share', '2019-10-04', 'an adventurer card is a creature')),
    pytest.param('Embereth Shieldbreaker // Battle Display', marks=ruling('Embereth Shieldbreaker // Battle Display', '2019-10-04', 'an adventurer card is a creature')),
    pytest.param('Faerie Guidemother // Gift of the Fae', marks=ruling('Faerie Guidemother // Gift of the Fae', '2019-10-04', 'an adventurer card is a creature')),
    pytest.param('Flaxen Intruder // Welcome Home', marks=ruling('Flaxen Intruder // Welcome Home', '2019-10-04', 'an adventurer card is a creature')),
    pytest.param('Foulmire Knight // Profane Insight', marks=ruling('Foulmire Knight // Profane Insight', '2019-10-04', 'an adventurer card is a creature')),
    pytest.param("Garenbrig Carver // Shield's Might", marks=ruling("Garenbrig Carver // Shield's Might", '2019-10-04', 'an adventurer card is a creature')),
    pytest.param('Giant Killer // Chop Down', marks=ruling('Giant Killer // Chop Down', '2019-10-04', 'an adventurer card is a creature')),
    pytest.param('Hypnotic Sprite // Mesmeric Glare', marks=ruling('Hypnotic Sprite // Mesmeric Glare', '2019-10-04', 'an adventurer card is a creature')),
    pytest.param('Lonesome Unicorn // Rider in Need', marks=ruling('Lonesome Unicorn // Rider in Need', '2019-10-04', 'an adventurer card is a creature')),
    pytest.param('Merchant of the Vale // Haggle', marks=ruling('Merchant of the Vale // Haggle', '2019-10-04', 'an adventurer card is a creature')),
    pytest.param('Merfolk Secretkeeper // Venture Deeper', marks=ruling('Merfolk Secretkeeper // Venture Deeper', '2019-10-04', 'an adventurer card is a creature')),
    pytest.param('Murderous Rider // Swift End', marks=ruling('Murderous Rider // Swift End', '2019-10-04', 'an adventurer card is a creature')),
    pytest.param('Oakhame Ranger // Bring Back', marks=ruling('Oakhame Ranger // Bring Back', '2019-10-04', 'an adventurer card is a creature')),
    pytest.param('Order of Midnight // Alter Fate', marks=ruling('Order of Midnight // Alter Fate', '2019-10-04', 'an adventurer card is a creature')),
    pytest.param('Queen of Ice // Rage of Winter', marks=ruling('Queen of Ice // Rage of Winter', '2019-10-04', 'an adventurer card is a creature')),
    pytest.param('Realm-Cloaked Giant // Cast Off', marks=ruling('Realm-Cloaked Giant // Cast Off', '2019-10-04', 'an adventurer card is a creature')),
    pytest.param('Rimrock Knight // Boulder Rush', marks=ruling('Rimrock Knight // Boulder Rush', '2019-10-04', 'an adventurer card is a creature')),
    pytest.param('Rosethorn Acolyte // Seasonal Ritual', marks=ruling('Rosethorn Acolyte // Seasonal Ritual', '2019-10-04', 'an adventurer card is a creature')),
    pytest.param('Shepherd of the Flock // Usher to Safety', marks=ruling('Shepherd of the Flock // Usher to Safety', '2019-10-04', 'an adventurer card is a creature')),
    pytest.param('Silverflame Squire // On Alert', marks=ruling('Silverflame Squire // On Alert', '2019-10-04', 'an adventurer card is a creature')),
    pytest.param('Smitten Swordmaster // Curry Favor', marks=ruling('Smitten Swordmaster // Curry Favor', '2019-10-04', 'an adventurer card is a creature')),
    pytest.param('Tuinvale Treefolk // Oaken Boon', marks=ruling('Tuinvale Treefolk // Oaken Boon', '2019-10-04', 'an adventurer card is a creature')),
]

VEHICLE_SICK = [
    pytest.param('Aethersphere Harvester', marks=ruling('Aethersphere Harvester', '2017-09-29', 'once a vehicle becomes a creature')),
    pytest.param('Aradara Express', marks=ruling('Aradara Express', '2017-09-29', 'once a vehicle becomes a creature')),
    pytest.param('Ballista Charger', marks=ruling('Ballista Charger', '2017-09-29', 'once a vehicle becomes a creature')),
    pytest.param('Bomat Bazaar Barge', marks=ruling('Bomat Bazaar Barge', '2017-09-29', 'once a vehicle becomes a creature')),
    pytest.param('Consulate Dreadnought', marks=ruling('Consulate Dreadnought', '2017-09-29', 'once a vehicle becomes a creature')),
    pytest.param("Cultivator's Caravan", marks=ruling("Cultivator's Caravan", '2017-09-29', 'once a vehicle becomes a creature')),
    pytest.param('Demolition Stomper', marks=ruling('Demolition Stomper', '2017-09-29', 'once a vehicle becomes a creature')),
    pytest.param('Dusk Legion Dreadnought', marks=ruling('Dusk Legion Dreadnought', '2017-09-29', 'once a vehicle becomes a creature it behaves exactly like any other artifact creature it cant attack unless youve controlled it continuously since your turn began it can block if its untapped it can be tapped to pay a vehicles crew cost and so on')),
    pytest.param('Fell Flagship', marks=ruling('Fell Flagship', '2017-09-29', 'once a vehicle becomes a creature it behaves exactly like any other artifact creature it cant attack unless youve controlled it continuously since your turn began it can block if its untapped it can be tapped to pay a vehicles crew cost and so on')),
    pytest.param('Fleetwheel Cruiser', marks=ruling('Fleetwheel Cruiser', '2017-09-29', 'once a vehicle becomes a creature')),
    pytest.param('Irontread Crusher', marks=ruling('Irontread Crusher', '2017-09-29', 'once a vehicle becomes a creature')),
    pytest.param('Mobile Garrison', marks=ruling('Mobile Garrison', '2017-09-29', 'once a vehicle becomes a creature')),
    pytest.param('Ovalchase Dragster', marks=ruling('Ovalchase Dragster', '2017-09-29', 'once a vehicle becomes a creature')),
    pytest.param('Peacewalker Colossus', marks=ruling('Peacewalker Colossus', '2017-09-29', 'once a vehicle becomes a creature')),
    pytest.param('Renegade Freighter', marks=ruling('Renegade Freighter', '2017-09-29', 'once a vehicle becomes a creature')),
    pytest.param('Shadowed Caravel', marks=ruling('Shadowed Caravel', '2017-09-29', 'once a vehicle becomes a creature it behaves exactly like any other artifact creature it cant attack unless youve controlled it continuously since your turn began it can block if its untapped it can be tapped to pay a vehicles crew cost and so on')),
    pytest.param('Sky Skiff', marks=ruling('Sky Skiff', '2017-09-29', 'once a vehicle becomes a creature')),
    pytest.param('Skysovereign, Consul Flagship', marks=ruling('Skysovereign, Consul Flagship', '2017-09-29', 'once a vehicle becomes a creature')),
    pytest.param('Sleek Schooner', marks=ruling('Sleek Schooner', '2017-09-29', 'once a vehicle becomes a creature it behaves exactly like any other artifact creature it cant attack unless youve controlled it continuously since your turn began it can block if its untapped it can be tapped to pay a vehicles crew cost and so on')),
    pytest.param("Smuggler's Copter", marks=ruling("Smuggler's Copter", '2017-09-29', 'once a vehicle becomes a creature')),
    pytest.param('Untethered Express', marks=ruling('Untethered Express', '2017-09-29', 'once a vehicle becomes a creature')),
    pytest.param("Conqueror's Galleon", marks=ruling("Conqueror's Foothold", '2017-09-29', 'once a vehicle becomes a creature')),
]

VEHICLE_COMBAT = [
    pytest.param('Aethersphere Harvester', marks=ruling('Aethersphere Harvester', '2017-09-29', 'for a vehicle to be able')),
    pytest.param('Aradara Express', marks=ruling('Aradara Express', '2017-09-29', 'for a vehicle to be able')),
    pytest.param('Ballista Charger', marks=ruling('Ballista Charger', '2017-09-29', 'for a vehicle to be able')),
    pytest.param('Bomat Bazaar Barge', marks=ruling('Bomat Bazaar Barge', '2017-09-29', 'for a vehicle to be able')),
    pytest.param('Consulate Dreadnought', marks=ruling('Consulate Dreadnought', '2017-09-29', 'for a vehicle to be able')),
    pytest.param("Cultivator's Caravan", marks=ruling("Cultivator's Caravan", '2017-09-29', 'for a vehicle to be able')),
    pytest.param('Demolition Stomper', marks=ruling('Demolition Stomper', '2017-09-29', 'for a vehicle to be able')),
    pytest.param('Dusk Legion Dreadnought', marks=ruling('Dusk Legion Dreadnought', '2017-09-29', 'for a vehicle to be able')),
    pytest.param('Fell Flagship', marks=ruling('Fell Flagship', '2017-09-29', 'for a vehicle to be able')),
    pytest.param('Fleetwheel Cruiser', marks=ruling('Fleetwheel Cruiser', '2017-09-29', 'for a vehicle to be able')),
    pytest.param('Irontread Crusher', marks=ruling('Irontread Crusher', '2017-09-29', 'for a vehicle to be able')),
    pytest.param('Mobile Garrison', marks=ruling('Mobile Garrison', '2017-09-29', 'for a vehicle to be able')),
    pytest.param('Ovalchase Dragster', marks=ruling('Ovalchase Dragster', '2017-09-29', 'for a vehicle to be able')),
    pytest.param('Peacewalker Colossus', marks=ruling('Peacewalker Colossus', '2017-09-29', 'for a vehicle to be able')),
    pytest.param('Renegade Freighter', marks=ruling('Renegade Freighter', '2017-09-29', 'for a vehicle to be able')),
    pytest.param('Shadowed Caravel', marks=ruling('Shadowed Caravel', '2017-09-29', 'for a vehicle to be able')),
    pytest.param('Sky Skiff', marks=ruling('Sky Skiff', '2017-09-29', 'for a vehicle to be able')),
    pytest.param('Skysovereign, Consul Flagship', marks=ruling('Skysovereign, Consul Flagship', '2017-09-29', 'for a vehicle to be able')),
    pytest.param('Sleek Schooner', marks=ruling('Sleek Schooner', '2017-09-29', 'for a vehicle to be able')),
    pytest.param("Smuggler's Copter", marks=ruling("Smuggler's Copter", '2017-09-29', 'for a vehicle to be able')),
    pytest.param('Untethered Express', marks=ruling('Untethered Express', '2017-09-29', 'for a vehicle to be able')),
    pytest.param("Conqueror's Galleon", marks=ruling("Conqueror's Foothold", '2017-09-29', 'for a vehicle to be able')),
]

VEHICLE_RECREW = [
    pytest.param('Aethersphere Harvester', marks=ruling('Aethersphere Harvester', '2017-09-29', 'you may activate a crew ability')),
    pytest.param('Aradara Express', marks=ruling('Aradara Express', '2017-09-29', 'you may activate a crew ability')),
    pytest.param('Ballista Charger', marks=ruling('Ballista Charger', '2017-09-29', 'you may activate a crew ability')),
    pytest.param('Bomat Bazaar Barge', marks=ruling('Bomat Bazaar Barge', '2017-09-29', 'you may activate a crew ability')),
    pytest.param('Consulate Dreadnought', marks=ruling('Consulate Dreadnought', '2017-09-29', 'you may activate a crew ability')),
    pytest.param("Cultivator's Caravan", marks=ruling("Cultivator's Caravan", '2017-09-29', 'you may activate a crew ability')),
    pytest.param('Demolition Stomper', marks=ruling('Demolition Stomper', '2017-09-29', 'you may activate a crew ability')),
    pytest.param('Dusk Legion Dreadnought', marks=ruling('Dusk Legion Dreadnought', '2017-09-29', 'you may activate a crew ability of a vehicle even if its already an artifact creature doing so has no effect on the vehicle it doesnt change its power and toughness')),
    pytest.param('Fell Flagship', marks=ruling('Fell Flagship', '2017-09-29', 'you may activate a crew ability of a vehicle even if its already an artifact creature doing so has no effect on the vehicle it doesnt change its power and toughness')),
    pytest.param('Fleetwheel Cruiser', marks=ruling('Fleetwheel Cruiser', '2017-09-29', 'you may activate a crew ability')),
    pytest.param('Irontread Crusher', marks=ruling('Irontread Crusher', '2017-09-29', 'you may activate a crew ability')),
    pytest.param('Mobile Garrison', marks=ruling('Mobile Garrison', '2017-09-29', 'you may activate a crew ability')),
    pytest.param('Ovalchase Dragster', marks=ruling('Ovalchase Dragster', '2017-09-29', 'you may activate a crew ability')),
    pytest.param('Peacewalker Colossus', marks=ruling('Peacewalker Colossus', '2017-09-29', 'you may activate a crew ability')),
    pytest.param('Renegade Freighter', marks=ruling('Renegade Freighter', '2017-09-29', 'you may activate a crew ability')),
    pytest.param('Shadowed Caravel', marks=ruling('Shadowed Caravel', '2017-09-29', 'you may activate a crew ability of a vehicle even if its already an artifact creature doing so has no effect on the vehicle it doesnt change its power and toughness')),
    pytest.param('Sky Skiff', marks=ruling('Sky Skiff', '2017-09-29', 'you may activate a crew ability')),
    pytest.param('Skysovereign, Consul Flagship', marks=ruling('Skysovereign, Consul Flagship', '2017-09-29', 'you may activate a crew ability')),
    pytest.param('Sleek Schooner', marks=ruling('Sleek Schooner', '2017-09-29', 'you may activate a crew ability of a vehicle even if its already an artifact creature doing so has no effect on the vehicle it doesnt change its power and toughness')),
    pytest.param("Smuggler's Copter", marks=ruling("Smuggler's Copter", '2017-09-29', 'you may activate a crew ability')),
    pytest.param('Untethered Express', marks=ruling('Untethered Express', '2017-09-29', 'you may activate a crew ability')),
    pytest.param("Conqueror's Galleon", marks=ruling("Conqueror's Foothold", '2017-09-29', 'you may activate a crew ability')),
]

VEHICLE_UNRELATED = [
    pytest.param('Aethersphere Harvester', marks=ruling('Aethersphere Harvester', '2017-09-29', 'creatures that crew a vehicle arent')),
    pytest.param('Aradara Express', marks=ruling('Aradara Express', '2017-09-29', 'creatures that crew a vehicle arent')),
    pytest.param('Ballista Charger', marks=ruling('Ballista Charger', '2017-09-29', 'creatures that crew a vehicle arent')),
    pytest.param('Bomat Bazaar Barge', marks=ruling('Bomat Bazaar Barge', '2017-09-29', 'creatures that crew a vehicle arent')),
    pytest.param('Consulate Dreadnought', marks=ruling('Consulate Dreadnought', '2017-09-29', 'creatures that crew a vehicle arent')),
    pytest.param("Cultivator's Caravan", marks=ruling("Cultivator's Caravan", '2017-09-29', 'creatures that crew a vehicle arent')),
    pytest.param('Demolition Stomper', marks=ruling('Demolition Stomper', '2017-09-29', 'creatures that crew a vehicle arent')),
    pytest.param('Dusk Legion Dreadnought', marks=ruling('Dusk Legion Dreadnought', '2017-09-29', 'creatures that crew a vehicle arent attached to it or related in any other way effects that affect the vehicle such as by destroying it or giving it a 1 1 counter dont affect the creatures that crewed it')),
    pytest.param('Fell Flagship', marks=ruling('Fell Flagship', '2017-09-29', 'creatures that crew a vehicle arent attached to it or related in any other way effects that affect the vehicle such as by destroying it or giving it a 1 1 counter dont affect the creatures that crewed it')),
    pytest.param('Fleetwheel Cruiser', marks=ruling('Fleetwheel Cruiser', '2017-09-29', 'creatures that crew a vehicle arent')),
    pytest.param('Irontread Crusher', marks=ruling('Irontread Crusher', '2017-09-29', 'creatures that crew a vehicle arent')),
    pytest.param('Mobile Garrison', marks=ruling('Mobile Garrison', '2017-09-29', 'creatures that crew a vehicle arent')),
    pytest.param('Ovalchase Dragster', marks=ruling('Ovalchase Dragster', '2017-09-29', 'creatures that crew a vehicle arent')),
    pytest.param('Peacewalker Colossus', marks=ruling('Peacewalker Colossus', '2017-09-29', 'creatures that crew a vehicle arent')),
    pytest.param('Renegade Freighter', marks=ruling('Renegade Freighter', '2017-09-29', 'creatures that crew a vehicle arent')),
    pytest.param('Shadowed Caravel', marks=ruling('Shadowed Caravel', '2017-09-29', 'creatures that crew a vehicle arent attached to it or related in any other way effects that affect the vehicle such as by destroying it or giving it a 1 1 counter dont affect the creatures that crewed it')),
    pytest.param('Sky Skiff', marks=ruling('Sky Skiff', '2017-09-29', 'creatures that crew a vehicle arent')),
    pytest.param('Skysovereign, Consul Flagship', marks=ruling('Skysovereign, Consul Flagship', '2017-09-29', 'creatures that crew a vehicle arent')),
    pytest.param('Sleek Schooner', marks=ruling('Sleek Schooner', '2017-09-29', 'creatures that crew a vehicle arent attached to it or related in any other way effects that affect the vehicle such as by destroying it or giving it a 1 1 counter dont affect the creatures that crewed it')),
    pytest.param("Smuggler's Copter", marks=ruling("Smuggler's Copter", '2017-09-29', 'creatures that crew a vehicle arent')),
    pytest.param('Untethered Express', marks=ruling('Untethered Express', '2017-09-29', 'creatures that crew a vehicle arent')),
    pytest.param("Conqueror's Galleon", marks=ruling("Conqueror's Foothold", '2017-09-29', 'creatures that crew a vehicle arent')),
]

MDFC_FACE_LEGAL = [
    pytest.param('Akoum Warrior // Akoum Teeth', marks=ruling('Akoum Warrior // Akoum Teeth', '2020-09-25', 'to determine whether it is legal')),
    pytest.param('Bala Ged Recovery // Bala Ged Sanctuary', marks=ruling('Bala Ged Recovery // Bala Ged Sanctuary', '2020-09-25', 'to determine whether it is legal')),
    pytest.param('Barkchannel Pathway // Tidechannel Pathway', marks=ruling('Barkchannel Pathway // Tidechannel Pathway', '2021-02-05', 'to determine whether it is legal')),
    pytest.param('Beyeen Veil // Beyeen Coast', marks=ruling('Beyeen Veil // Beyeen Coast', '2020-09-25', 'to determine whether it is legal')),
    pytest.param('Blightstep Pathway // Searstep Pathway', marks=ruling('Blightstep Pathway // Searstep Pathway', '2021-02-05', 'to determine whether it is legal')),
    pytest.param('Branchloft Pathway // Boulderloft Pathway', marks=ruling('Branchloft Pathway // Boulderloft Pathway', '2020-09-25', 'to determine whether it is legal')),
    pytest.param('Brightclimb Pathway // Grimclimb Pathway', marks=ruling('Brightclimb Pathway // Grimclimb Pathway', '2020-09-25', 'to determine whether it is legal')),
    pytest.param('Clearwater Pathway // Murkwater Pathway', marks=ruling('Clearwater Pathway // Murkwater Pathway', '2020-09-25', 'to determine whether it is legal')),
    pytest.param('Cragcrown Pathway // Timbercrown Pathway', marks=ruling('Cragcrown Pathway // Timbercrown Pathway', '2020-09-25', 'to determine whether it is legal')),
    pytest.param('Darkbore Pathway // Slitherbore Pathway', marks=ruling('Darkbore Pathway // Slitherbore Pathway', '2021-02-05', 'to determine whether it is legal')),
    pytest.param('Hengegate Pathway // Mistgate Pathway', marks=ruling('Hengegate Pathway // Mistgate Pathway', '2021-02-05', 'to determine whether it is legal')),
    pytest.param('Jwari Disruption // Jwari Ruins', marks=ruling('Jwari Disruption // Jwari Ruins', '2020-09-25', 'to determine whether it is legal')),
    pytest.param('Kabira Takedown // Kabira Plateau', marks=ruling('Kabira Takedown // Kabira Plateau', '2020-09-25', 'to determine whether it is legal')),
    pytest.param('Kazandu Mammoth // Kazandu Valley', marks=ruling('Kazandu Mammoth // Kazandu Valley', '2020-09-25', 'to determine whether it is legal')),
    pytest.param("Kazuul's Fury // Kazuul's Cliffs", marks=ruling("Kazuul's Fury // Kazuul's Cliffs", '2020-09-25', 'to determine whether it is legal')),
    pytest.param('Khalni Ambush // Khalni Territory', marks=ruling('Khalni Ambush // Khalni Territory', '2020-09-25', 'to determine whether it is legal')),
    pytest.param('Makindi Stampede // Makindi Mesas', marks=ruling('Makindi Stampede // Makindi Mesas', '2020-09-25', 'to determine whether it is legal')),
    pytest.param('Malakir Rebirth // Malakir Mire', marks=ruling('Malakir Rebirth // Malakir Mire', '2020-09-25', 'to determine whether it is legal')),
    pytest.param('Needleverge Pathway // Pillarverge Pathway', marks=ruling('Needleverge Pathway // Pillarverge Pathway', '2020-09-25', 'to determine whether it is legal')),
    pytest.param('Ondu Inversion // Ondu Skyruins', marks=ruling('Ondu Inversion // Ondu Skyruins', '2020-09-25', 'to determine whether it is legal')),
    pytest.param('Riverglide Pathway // Lavaglide Pathway', marks=ruling('Riverglide Pathway // Lavaglide Pathway', '2020-09-25', 'to determine whether it is legal')),
    pytest.param('Sejiri Shelter // Sejiri Glacier', marks=ruling('Sejiri Shelter // Sejiri Glacier', '2020-09-25', 'to determine whether it is legal')),
    pytest.param('Silundi Vision // Silundi Isle', marks=ruling('Silundi Vision // Silundi Isle', '2020-09-25', 'to determine whether it is legal')),
    pytest.param('Skyclave Cleric // Skyclave Basilica', marks=ruling('Skyclave Cleric // Skyclave Basilica', '2020-09-25', 'to determine whether it is legal')),
    pytest.param('Song-Mad Treachery // Song-Mad Ruins', marks=ruling('Song-Mad Treachery // Song-Mad Ruins', '2020-09-25', 'to determine whether it is legal')),
    pytest.param('Tangled Florahedron // Tangled Vale', marks=ruling('Tangled Florahedron // Tangled Vale', '2020-09-25', 'to determine whether it is legal')),
    pytest.param('Umara Wizard // Umara Skyfalls', marks=ruling('Umara Wizard // Umara Skyfalls', '2020-09-25', 'to determine whether it is legal')),
    pytest.param('Vastwood Fortification // Vastwood Thicket', marks=ruling('Vastwood Fortification // Vastwood Thicket', '2020-09-25', 'to determine whether it is legal')),
    pytest.param('Zof Consumption // Zof Bloodbog', marks=ruling('Zof Consumption // Zof Bloodbog', '2020-09-25', 'to determine whether it is legal')),
]

PHYREXIAN_COLOR = [
    pytest.param('Act of Aggression', marks=ruling('Act of Aggression', '2011-06-01', 'a card with phyrexian mana symbols')),
    pytest.param('Birthing Pod', marks=ruling('Birthing Pod', '2011-06-01', 'a card with phyrexian mana symbols')),
    pytest.param('Phyrexian Metamorph', marks=ruling('Phyrexian Metamorph', '2011-06-01', 'a card with phyrexian mana symbols')),
]

PHYREXIAN_MV = [
    pytest.param('Act of Aggression', marks=ruling('Act of Aggression', '2011-06-01', 'to calculate the converted mana cost')),
    pytest.param('Birthing Pod', marks=ruling('Birthing Pod', '2011-06-01', 'to calculate the converted mana cost')),
    pytest.param('Phyrexian Metamorph', marks=ruling('Phyrexian Metamorph', '2011-06-01', 'to calculate the converted mana cost')),
]


def _front(card: str):
    return full_database().get(card).front


@pytest.mark.parametrize("card", DEVOID_ZONES + DEVOID_COLORLESS)
def test_devoid_card_is_colorless_in_hand_and_graveyard_702_114a(card):
    """702.114a: devoid is a characteristic-defining ability that works in every zone: the card is
    colorless in the hand and in the graveyard, whatever colors its mana cost has."""
    s = Scenario.full()
    h = s.hand(0, card)
    (gy,) = s.graveyard(0, card)
    g = s.start("main1")
    assert ManaCost.parse(_front(card).mana_cost or "", strict=False).colors, "its cost has a color"
    g.check(g.obj(h).colors == [] and g.obj(gy).colors == [], f"colorless: {g.obj(h).colors} {g.obj(gy).colors}")


def _crew(g, vehicle, creature):
    """Activate the Vehicle's crew ability, tapping ``creature``."""
    oid = g.find(vehicle)
    idx = next(o[2] for o in g.options() if o[0] == "activate" and o[1] == oid
               and "crew" in g.game.describe(o).lower() or (o[0] == "activate" and o[1] == oid))
    g.activate(vehicle, index=idx, pay="manual")
    while g.decision.kind != "priority":
        opts = g.decision.options
        pick = next((o for o in opts if o[0] == "choose" and o[1] == g.find(creature)), None)
        pick = pick or next((o for o in opts if o[0] in ("done", "auto")), None)
        assert pick is not None, f"crew: no way on {opts}"
        g.answer(pick)
    g.pass_until_resolved()


def _vehicle_board(card, sick_crew=False):
    s = Scenario.full()
    v = s.battlefield(0, card)
    crew = s.battlefield(0, "Colossal Dreadmaw", sick=sick_crew)  # power 6: enough for any crew
    return s, v, crew


@pytest.mark.parametrize("card", VEHICLE_NOT_CREATURE)
def test_vehicle_is_not_a_creature_until_crewed_then_has_its_printed_pt_301_7(card):
    """301.7, 702.122a: a Vehicle isn't a creature; crewed, it is an artifact creature with its printed
    power and toughness."""
    s, v, crew = _vehicle_board(card)
    g = s.start("main1")
    g.check("Creature" not in g.obj(v).types, "not a creature")
    _crew(g, v, crew)
    f = _front(card)
    g.check("Creature" in g.obj(v).types, "crewed: a creature")
    g.expect_pt(v, int(f.power), int(f.toughness))


@pytest.mark.parametrize("card", VEHICLE_TYPE)
def test_crewed_vehicle_has_no_creature_type_205_3g(card):
    """205.3g, 301.7a: Vehicle is an artifact type; a crewed Vehicle has no creature type."""
    s, v, crew = _vehicle_board(card)
    g = s.start("main1")
    _crew(g, v, crew)
    g.check("Creature" in g.obj(v).types and set(g.obj(v).subtypes) == {"Vehicle"}, f"{g.obj(v).subtypes}")


@pytest.mark.parametrize("card", VEHICLE_ANY_CREATURE)
def test_a_summoning_sick_creature_can_crew_702_122a(card):
    """702.122a, 302.6: crewing taps untapped creatures as a cost without {T}: a creature that just came
    under your control can crew."""
    s, v, crew = _vehicle_board(card, sick_crew=True)
    g = s.start("main1")
    _crew(g, v, crew)
    g.check(g.obj(crew).tapped and "Creature" in g.obj(v).types, "crewed by the new creature")


@pytest.mark.parametrize("card", MDFC_MV + MDFC_MV2)
def test_modal_dfc_mana_value_is_the_front_face_outside_stack_and_battlefield_712_8b(card):
    """712.8b, 712.8e: in the hand a modal double-faced card has only its front face's characteristics —
    its mana value is the front face's (0 for a land front)."""
    s = Scenario.full()
    h = s.hand(0, card)
    g = s.start("main1")
    f = _front(card)
    want = ManaCost.parse(f.mana_cost, strict=False).mana_value if f.mana_cost else 0
    g.check(g.obj(h).mana_value == want and g.obj(h).name == f.name, f"{g.obj(h).name} mv {g.obj(h).mana_value}")


def _cast_face_down(card):
    s = Scenario.full()
    h = s.hand(0, card)
    lands = s.lands(0, "Wastes", 3)
    g = s.start("main1")
    opt = next(o for o in g.options() if o[0] == "cast" and o[2] == "facedown")
    g.answer(opt)
    g.choose("auto")
    g.check(all(g.obj(x).tapped for x in lands), "three mana paid")
    return g, h


@pytest.mark.parametrize("card", MORPH_SPELL)
def test_face_down_spell_has_no_mana_cost_and_mana_value_0_for_3_702_37c(card):
    """702.37c, 708.2a: cast face down for {3}, the spell has no name or mana cost and mana value 0."""
    g, h = _cast_face_down(card)
    o = g.obj(h)
    g.check(o.face_down and o.name == "" and not o.mana_cost and o.mana_value == 0, f"{o.name!r} {o.mana_value}")


@pytest.mark.parametrize("card", MORPH_RESOLVES)
def test_face_down_permanent_is_a_colorless_2_2_with_nothing_else_708_2a(card):
    """708.2a: it enters as a 2/2 creature with no name, mana cost, creature types or abilities;
    colorless, mana value 0."""
    g, h = _cast_face_down(card)
    g.pass_until_resolved()
    o = g.obj(h)
    g.check(o.zone == "battlefield" and o.face_down, "a face-down permanent")
    g.check((o.power, o.toughness) == (2, 2) and o.name == "" and not o.subtypes and not o.abilities
            and not o.colors and o.mana_value == 0 and set(o.types) == {"Creature"}, f"{o}")


@pytest.mark.parametrize("card", ADVENTURER)
def test_adventurer_card_is_a_creature_card_outside_the_stack_715_4(card):
    """715.4: outside the stack (and on it when not cast as an Adventure) an adventurer card has only its
    normal characteristics: a creature card, with the creature's name and mana value."""
    s = Scenario.full()
    h = s.hand(0, card)
    (gy,) = s.graveyard(0, card)
    g = s.start("main1")
    f = _front(card)
    for x in (h, gy):
        o = g.obj(x)
        g.check("Creature" in o.types and o.name == f.name
                and o.mana_value == ManaCost.parse(f.mana_cost, strict=False).mana_value, f"{o.name} {o.types}")


@pytest.mark.parametrize("card", VEHICLE_SICK)
def test_crewed_vehicle_under_your_control_since_this_turn_cant_attack_302_6(card):
    """302.6: crewed, a Vehicle that came under your control this turn is a creature with summoning
    sickness — it can't be declared as an attacker unless it has haste."""
    s = Scenario.full()
    v = s.battlefield(0, card, sick=True)
    crew = s.battlefield(0, "Colossal Dreadmaw")
    g = s.start("main1")
    _crew(g, v, crew)
    haste = "Haste" in g.obj(v).keywords  # (Fleetwheel Cruiser, Ovalchase Dragster: 702.10b)
    g.pass_until("declare attackers")
    can = any(o[0] == "attack" and o[1] == g.find(v) for o in g.decision.options)
    g.check(can == haste, f"attacks={can}, haste={haste}")


@pytest.mark.parametrize("card", VEHICLE_COMBAT)
def test_vehicle_crewed_in_the_beginning_of_combat_can_attack_508_1a(card):
    """508.1a: crewed in the beginning of combat step, the Vehicle is a creature as attackers are declared."""
    s, v, crew = _vehicle_board(card)
    g = s.start("main1")
    g.pass_until("beginning of combat")
    _crew(g, v, crew)
    g.pass_until("declare attackers")
    g.check(any(o[0] == "attack" and o[1] == g.find(v) for o in g.decision.options), "it can attack")


@pytest.mark.parametrize("card", VEHICLE_RECREW)
def test_crewing_a_crewed_vehicle_changes_nothing_702_122a(card):
    """702.122a: crewing it again is legal; it stays an artifact creature with its printed power and
    toughness."""
    s = Scenario.full()
    v = s.battlefield(0, card)
    a, b = s.battlefield(0, "Colossal Dreadmaw"), s.battlefield(0, "Colossal Dreadmaw")
    g = s.start("main1")
    _crew(g, v, a)
    _crew(g, v, b)
    f = _front(card)
    g.check(g.obj(a).tapped and g.obj(b).tapped, "crewed twice")
    g.expect_pt(v, int(f.power), int(f.toughness))


@pytest.mark.parametrize("card", VEHICLE_UNRELATED)
def test_creatures_that_crewed_are_unaffected_by_what_happens_to_the_vehicle_702_122(card):
    """702.122: crewing links nothing — the Vehicle destroyed, the creature that crewed it stays."""
    s, v, crew = _vehicle_board(card)
    s.hand(0, "Murder")
    s.lands(0, "Swamp", 3)
    g = s.start("main1")
    _crew(g, v, crew)
    g.cast("Murder", target=v)
    g.pass_until_resolved()
    g.check(g.zone_of(v) != "battlefield", "the Vehicle is gone")
    g.expect_zone(crew, "battlefield")


@pytest.mark.parametrize("card", MDFC_FACE_LEGAL)
def test_modal_dfc_each_face_is_played_by_its_own_characteristics_712_12(card):
    """712.12, 305.1: each face is played by its own characteristics — a land face can be played as your land
    for the turn (no mana needed), a spell face can't be cast without mana."""
    s = Scenario.full()
    h = s.hand(0, card)
    g = s.start("main1")
    faces = full_database().get(card).faces
    want = {i for i, f in enumerate(faces) if "Land" in f.types}
    got = {o[2] if len(o) > 2 else 0 for o in g.options() if o[0] == "play" and o[1] == g.find(h)}
    g.check(got == want, f"land faces playable: {got} != {want}")
    g.check(not any(o[0] == "cast" and o[1] == g.find(h) for o in g.options()), "no mana: no spell face")


def test_709_3_715_3_split_and_adventure_cards_offer_each_half():
    """709.3, 715.3: a split card's either half, an adventurer card's Adventure, may be cast (engine/mechanics/
    card_halves.py); such cards were reported unsupported while the engine offered only the first face (issue #32)."""
    from manastack.engine.carddef import CardPool

    pool = CardPool(full_database())
    for card, want in (("Fire // Ice", ["face0", "face1"]), ("Brazen Borrower // Petty Theft", ["face1", "normal"])):
        d = pool.get(card)
        assert d.supported, d.missing
        s = Scenario.full()
        h = s.hand(0, card)
        s.lands(0, "Island", 3); s.lands(0, "Mountain", 2)
        s.battlefield(1, "Grizzly Bears")
        g = s.start("main1")
        casts = sorted(o[2] for o in g.options() if o[0] == "cast" and o[1] == g.find(h))
        assert casts == want, f"{card}: {casts}"


@pytest.mark.parametrize("card", PHYREXIAN_COLOR + PHYREXIAN_MV)
def test_phyrexian_mana_symbols_give_color_and_count_1_each_107_4f_202_3(card):
    """107.4f, 105.2, 202.3f: each Phyrexian symbol counts 1 toward the mana value and gives its color."""
    s = Scenario.full()
    h = s.hand(0, card)
    g = s.start("main1")
    cost = _front(card).mana_cost or ""
    syms = re.findall(r"\{([^}]+)\}", cost)
    want_mv = sum(int(x) if x.isdigit() else 0 if x == "X" else 1 for x in syms)  # counted by hand, 202.3
    want_colors = {c for c in "WUBRG" if c in cost.replace("/P", "").replace("{", "").replace("}", "")}
    got = g.obj(h)
    letters = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
    got_colors = {letters.get(c, c) for c in got.colors}
    g.check("/P}" in cost or "P}" in cost, f"{card} has Phyrexian symbols in {cost}")
    g.check(got_colors == want_colors, f"colors {got_colors} != {want_colors}")
    g.check(got.mana_value == want_mv, f"mana value {got.mana_value} != {want_mv}")
