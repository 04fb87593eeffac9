"""The seed mechanics (DESIGN: "one module per mechanic family"), each citing its CR section:

- :mod:`.prototype` — prototype (702.160, 718)
- :mod:`.altcost` — echo, cumulative upkeep, evoke, dash, persist, undying, unearth (702.30, 702.24, 702.74,
  702.109, 702.79, 702.93, 702.84)
- :mod:`.casting_extra` — casting cards during resolution and cast permissions (608.2g, 707.12, 601.3)
- :mod:`.attractions` — Attractions (717, 701.51, 701.52, 702.159)
- :mod:`.player_control` — controlling another player (723)
- :mod:`.monarch` — the monarch (725) and "until" exile (610.3)
- :mod:`.dungeons` — dungeons (309), venture into the dungeon (701.49) and the initiative (726)
- :mod:`.restart` — restarting the game (727)
- :mod:`.subgame` — subgames (729)
- :mod:`.crew` — Vehicles and crew (301.7, 702.122)
- :mod:`.tapping` — "becomes tapped/untapped" triggers, tap or untap, "next untap step" (701.26, 603.2e)
- :mod:`.web_slinging` — web-slinging: an alternative cost returning a tapped creature (702.188)
- :mod:`.combat_facts` — "during combat" and "noncombat damage" facts (506.1, 120.2b)
- :mod:`.token_triggers` — "whenever you create a token" / "one or more tokens" triggers (111.2, 603.2c)
- :mod:`.graveyard_costs` — collect evidence and forage as effects (701.59, 701.61)
- :mod:`.impending` — impending: alternative cost, time counters, not a creature while they last (702.176)
- :mod:`.mana_triggers` — "tapped for mana" triggers and triggered mana abilities (106.12a, 605.1b, 605.4a)
- :mod:`.history` — cycling and sacrifice triggers, per-turn history facts (702.29, 701.21, 603.2)
- :mod:`.zones` — storm, madness, rebound, suspend, foretell (702.40, 702.35, 702.88, 702.62, 702.143)
- :mod:`.linked` — "the exiled card" of linked abilities (607.2a); "a spell that targets ~" (115.9b)
- :mod:`.partner` — partner abilities (702.124; deck construction only)
- :mod:`.companion` — companion: the special action that brings it from outside the game (702.139, 116.2g)
- :mod:`.commander` — the Commander variant in a game: command zone, tax, return, commander damage (903)
- :mod:`.transform` — transforming double-faced cards (701.27, 712)
- :mod:`.daynight` — day and night (731), daybound and nightbound (702.145)
- :mod:`.emblems` — emblems' abilities in the command zone (114)
- :mod:`.library` — looking at the top of a library and taking cards (401, 701.20), explore (701.44),
  connive (701.50), clash (701.30)
- :mod:`.counter_mechanics` — proliferate (701.34), bolster (701.39), amass (701.47)
- :mod:`.rules_counters` — shield and finality counters (122.1c, 122.1h)
- :mod:`.amplify` — amplify (702.38)
- :mod:`.permanent_designations` — monstrosity and monstrous (701.37), suspect (701.60)
- :mod:`.spell_restrictions` — mana spendable only on some spells (106.6), "can't be countered" (101.2)
- :mod:`.trigger_doubling` — triggered abilities that trigger additional times (603.2d)
- :mod:`.chosen_values` — values chosen as a permanent enters and the effects that read them (614.12a)
- :mod:`.rad` — rad counters and their inherent triggered ability (728)
- :mod:`.hand_abilities` — transmute and reinforce, activated from a hand (702.53, 702.77)
- :mod:`.harmonize` — harmonize: cast from a graveyard tapping a creature to reduce the cost (702.180)
- :mod:`.reconfigure` — reconfigure: an Equipment creature attaches and stops being a creature (702.151)
- :mod:`.ripple` — ripple: reveal the top cards and cast those with the same name for free (702.60)
- :mod:`.demonstrate` — demonstrate: its caster and an opponent copy the spell (702.144)
- :mod:`.craft` — craft: exile a permanent and its materials to return it transformed (702.167)
- :mod:`.conditional_costs` — spectacle, surge, freerunning: alternative costs with a condition (702.137, 702.117,
  702.173)
- :mod:`.bestow` — bestow (702.103)
- :mod:`.mutate` — mutate (702.140) and merged permanents (730)
- :mod:`.opening_hand` — actions from opening hands: beginning the game with a card on the battlefield (103.6)
- :mod:`.cascade` — cascade (702.85) and discover (701.57)
- :mod:`.as_enters` — "As this enters, [do something]" replacement effects (614.1c, 614.12)
- :mod:`.face_down` — morph, megamorph, disguise, manifest, manifest dread (702.37, 702.168, 701.40, 701.62, 708)
- :mod:`.cases` — Cases: to solve, solved (719)
- :mod:`.cast_bans` — split second (702.61) and "can't cast" rules (101.2)
- :mod:`.levels` — Class levels (716) and level up (702.87)
- :mod:`.ring` — the Ring tempts you (701.54)
- :mod:`.sagas` — Sagas and chapter abilities (714), read ahead (702.155)
- :mod:`.zone_triggers` — triggered abilities that function from a graveyard (113.6k)
- :mod:`.keyword_triggers` — backup, soulshift, modular, fabricate, renown, evolve, living weapon, partner with,
  extort, afterlife, mentor, fading, vanishing, decayed, graft, riot, unleash, offspring, squad, firebending,
  myriad
  (702.165, 702.46, 702.43, 702.123, 702.112, 702.100, 702.92, 702.124j, 702.101, 702.135, 702.134, 702.32,
  702.63, 702.147, 702.58, 702.136, 702.98, 702.175, 702.157, 702.189, 702.116)
- :mod:`.counting` — devotion (700.5), domain (305.6), "the life lost this way" (608.2c)
- :mod:`.keyword_actions` — double counters (701.10e), populate (701.36), goad (701.15), detain (701.35),
  learn (701.48), discover (701.57), exhaust (702.177)
- :mod:`.graveyard_abilities` — scavenge, embalm, eternalize (702.97, 702.128, 702.129)
- :mod:`.plot_warp` — plot (702.170, 116.2k), warp (702.185), blitz (702.152)
- :mod:`.rule_changes` — no maximum hand size (402.2), "can't be regenerated" (701.19c), cast as though it had
  flash (609.4), "the upkeep of enchanted creature's controller"
- :mod:`.overload` — overload (702.96)
- :mod:`.graveyard_casting` — escape (702.138), retrace (702.81)
- :mod:`.umbra_armor` — umbra armor (702.89)
- :mod:`.dredge` — dredge (702.52)
- :mod:`.sunburst` — sunburst (702.44)
- :mod:`.replicate` — replicate (702.56)
- :mod:`.conspire` — conspire (702.78)
- :mod:`.awaken` — awaken (702.113)
- :mod:`.champion` — champion (702.72)
- :mod:`.miracle` — miracle (702.94)
- :mod:`.disturb` — disturb (702.146)
- :mod:`.cipher` — cipher (702.99)
- :mod:`.card_halves` — split cards (709), aftermath (702.127), adventurer cards (715), fuse (702.102)
- :mod:`.army_keywords` — mobilize (702.181), casualty (702.153), earthbend (701.66), support (701.41, compiled)
- :mod:`.assist` — assist (702.132)
- :mod:`.devour` — devour (702.82)
- :mod:`.emerge` — emerge (702.119)
- :mod:`.splice` — splice (702.47)
- :mod:`.mayhem` — mayhem (702.187)
- :mod:`.sneak` — sneak (702.190)
- :mod:`.banding` — banding (702.22): attacking bands, band-wide blocks, who divides combat damage
- :mod:`.enlist` — enlist (702.154): an optional cost to attack and its linked trigger
- :mod:`.exert` — exert (701.43): "you may exert ~ as it attacks", "whenever you exert a creature"
- :mod:`.exploit` — exploit (702.110) and "when ~ exploits a creature"
- :mod:`.soulbond` — soulbond and paired creatures (702.95)
- :mod:`.prepare` — preparation cards: prepared permanents and the prepare spell's copy in exile (722)
- :mod:`.combat_keywords` — provoke, dethrone, outlast, ingest, melee, training, For Mirrodin! (702.39, 702.105,
  702.107, 702.115, 702.121, 702.149, 702.163)
- loop detection lives in :mod:`manastack.engine.loops` (104.4b, 104.4f, 732)

``Mechanic``, ``GameAction`` and ``Designate`` nodes are dispatched by name through the tables in
:mod:`manastack.engine.mechanics_hooks`; a name is registered as implemented (``engine/support.py``)
by the module that interprets it."""
from __future__ import annotations

from .base import designation, game_action, mechanic, who_of  # noqa: F401

from . import (  # noqa: F401  (registers the mechanics)
    altcost,
    army_keywords,
    assist,
    as_enters,
    awaken,
    banding,
    attractions,
    bestow,
    mutate,
    card_halves,
    cascade,
    cases,
    cast_bans,
    casting_extra,
    conspire,
    conditional_costs,
    craft,
    demonstrate,
    ripple,
    reconfigure,
    devour,
    champion,
    chosen_values,
    cipher,
    combat_keywords,
    commander,
    companion,
    counter_mechanics,
    rules_counters,
    amplify,
    permanent_designations,
    counting,
    dredge,
    dungeons,
    crew,
    daynight,
    disturb,
    emerge,
    enlist,
    exert,
    exploit,
    splice,
    mayhem,
    sneak,
    soulbond,
    emblems,
    face_down,
    graveyard_abilities,
    graveyard_casting,
    harmonize,
    hand_abilities,
    history,
    levels,
    keyword_actions,
    keyword_triggers,
    library,
    linked,
    miracle,
    monarch,
    opening_hand,
    outcome,
    overload,
    partner,
    player_control,
    plot_warp,
    prepare,
    prototype,
    replicate,
    rad,
    restart,
    ring,
    sagas,
    rule_changes,
    spell_restrictions,
    subgame,
    sunburst,
    tapping,
    mana_triggers,
    impending,
    graveyard_costs,
    token_triggers,
    combat_facts,
    transform,
    web_slinging,
    trigger_doubling,
    umbra_armor,
    zone_triggers,
    zones,
)
