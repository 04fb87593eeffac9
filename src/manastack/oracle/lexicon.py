"""Word lists the Oracle lexer needs: subtypes (CR 205.3g–q), ability words (207.2c).

Extracted from the Comprehensive Rules effective 2026-04-17; facts about the game, not code."""

from ..core.subtypes import (  # noqa: F401  (the lexer's word lists; the engine reads them from core)
    ARTIFACT_TYPES, BATTLE_TYPES, ENCHANTMENT_TYPES, LAND_TYPES, PLANESWALKER_TYPES, SPELL_TYPES,
)

CREATURE_TYPES = frozenset({
    'Advisor', 'Aetherborn', 'Alien', 'Ally', 'Angel', 'Antelope', 'Ape', 'Archer', 'Archon',
    'Armadillo', 'Army', 'Artificer', 'Assassin', 'Assembly-Worker', 'Astartes', 'Atog', 'Aurochs',
    'Avatar', 'Azra', 'Badger', 'Balloon', 'Barbarian', 'Bard', 'Basilisk', 'Bat', 'Bear', 'Beast',
    'Beaver', 'Beeble', 'Beholder', 'Berserker', 'Bird', 'Bison', 'Blinkmoth', 'Boar', 'Bringer',
    'Brushwagg', 'Camarid', 'Camel', 'Capybara', 'Caribou', 'Carrier', 'Cat', 'Centaur', 'Child',
    'Chimera', 'Citizen', 'Cleric', 'Clown', 'Cockatrice', 'Construct', 'Coward', 'Coyote', 'Crab',
    'Crocodile', "C'tan", 'Custodes', 'Cyberman', 'Cyclops', 'Dalek', 'Dauthi', 'Demigod', 'Demon',
    'Deserter', 'Detective', 'Devil', 'Dinosaur', 'Djinn', 'Doctor', 'Dog', 'Dragon', 'Drake',
    'Dreadnought', 'Drix', 'Drone', 'Druid', 'Dryad', 'Dwarf', 'Echidna', 'Efreet', 'Egg', 'Elder',
    'Eldrazi', 'Elemental', 'Elephant', 'Elf', 'Elk', 'Employee', 'Eye', 'Faerie', 'Ferret', 'Fish',
    'Flagbearer', 'Fox', 'Fractal', 'Frog', 'Fungus', 'Gamer', 'Gargoyle', 'Germ', 'Giant', 'Giraffe',
    'Gith', 'Glimmer', 'Gnoll', 'Gnome', 'Goat', 'Goblin', 'God', 'Golem', 'Gorgon', 'Graveborn',
    'Gremlin', 'Griffin', 'Guest', 'Hag', 'Halfling', 'Hamster', 'Harpy', 'Hedgehog', 'Hellion', 'Hero',
    'Hippo', 'Hippogriff', 'Homarid', 'Homunculus', 'Horror', 'Horse', 'Human', 'Hydra', 'Hyena',
    'Illusion', 'Imp', 'Incarnation', 'Inkling', 'Inquisitor', 'Insect', 'Jackal', 'Jellyfish',
    'Juggernaut', 'Kangaroo', 'Kavu', 'Kirin', 'Kithkin', 'Knight', 'Kobold', 'Kor', 'Kraken', 'Llama',
    'Lamia', 'Lammasu', 'Leech', 'Lemur', 'Leviathan', 'Lhurgoyf', 'Licid', 'Lizard', 'Lobster',
    'Manticore', 'Masticore', 'Mercenary', 'Merfolk', 'Metathran', 'Minion', 'Minotaur', 'Mite', 'Mole',
    'Monger', 'Mongoose', 'Monk', 'Monkey', 'Moogle', 'Moonfolk', 'Mount', 'Mouse', 'Mutant', 'Myr',
    'Mystic', 'Nautilus', 'Necron', 'Nephilim', 'Nightmare', 'Nightstalker', 'Ninja', 'Noble', 'Noggle',
    'Nomad', 'Nymph', 'Octopus', 'Ogre', 'Ooze', 'Orb', 'Orc', 'Orgg', 'Otter', 'Ouphe', 'Ox', 'Oyster',
    'Pangolin', 'Peasant', 'Pegasus', 'Pentavite', 'Performer', 'Pest', 'Phelddagrif', 'Phoenix',
    'Phyrexian', 'Pilot', 'Pincher', 'Pirate', 'Plant', 'Platypus', 'Porcupine', 'Possum', 'Praetor',
    'Primarch', 'Prism', 'Processor', 'Qu', 'Rabbit', 'Raccoon', 'Ranger', 'Rat', 'Rebel', 'Reflection',
    'Rhino', 'Rigger', 'Robot', 'Rogue', 'Sable', 'Salamander', 'Samurai', 'Sand', 'Saproling', 'Satyr',
    'Scarecrow', 'Scientist', 'Scion', 'Scorpion', 'Scout', 'Sculpture', 'Seal', 'Serf', 'Serpent',
    'Servo', 'Shade', 'Shaman', 'Shapeshifter', 'Shark', 'Sheep', 'Siren', 'Skeleton', 'Skunk', 'Slith',
    'Sliver', 'Sloth', 'Slug', 'Snail', 'Snake', 'Soldier', 'Soltari', 'Sorcerer', 'Spawn', 'Specter',
    'Spellshaper', 'Sphinx', 'Spider', 'Spike', 'Spirit', 'Splinter', 'Sponge', 'Squid', 'Squirrel',
    'Starfish', 'Surrakar', 'Survivor', 'Symbiote', 'Synth', 'Tentacle', 'Tetravite', 'Thalakos',
    'Thopter', 'Thrull', 'Tiefling', 'Toy', 'Treefolk', 'Trilobite', 'Triskelavite', 'Troll', 'Turtle',
    'Tyranid', 'Unicorn', 'Utrom', 'Vampire', 'Varmint', 'Vedalken', 'Villain', 'Volver', 'Wall',
    'Walrus', 'Warlock', 'Warrior', 'Weasel', 'Weird', 'Werewolf', 'Whale', 'Wizard', 'Wolf',
    'Wolverine', 'Wombat', 'Worm', 'Wraith', 'Wurm', 'Yeti', 'Zombie', 'Zubera', 'Time Lord'
})

SUBTYPES = (ARTIFACT_TYPES | ENCHANTMENT_TYPES | LAND_TYPES | PLANESWALKER_TYPES | SPELL_TYPES
            | CREATURE_TYPES | BATTLE_TYPES)

CARD_TYPES = ("Artifact", "Battle", "Creature", "Enchantment", "Instant", "Kindred", "Land",
              "Planeswalker", "Sorcery")

# 207.2c ability words (plus "flavor words", 207.2d, which are stripped the same way: any italic
# "Word —" prefix that is not a keyword). Lowercase.
ABILITY_WORDS = frozenset({
    "adamant", "addendum", "alliance", "battalion", "bloodrush", "celebration", "channel", "chroma",
    "cohort", "constellation", "converge", "council's dilemma", "coven", "delirium", "descend 4",
    "descend 8", "disappear", "domain", "eerie", "eminence", "enrage", "fateful hour",
    "fathomless descent", "ferocious", "flurry", "formidable", "grandeur", "hellbent", "heroic",
    "imprint", "infusion", "inspired", "join forces", "kinship", "landfall", "lieutenant", "magecraft",
    "metalcraft", "morbid", "opus", "pack tactics", "paradox", "parley", "radiance", "raid", "rally",
    "renew", "repartee", "revolt", "secret council", "spell mastery", "strive", "survival", "sweep",
    "tempting offer", "threshold", "undergrowth", "valiant", "vivid", "void", "will of the council",
})

# Keyword names by their lowercase Oracle spelling -> the CR 702 heading spelling.
KEYWORD_NAMES = {k.lower(): k for k in (
    "Deathtouch", "Defender", "Double Strike", "Enchant", "Equip", "First Strike", "Flash", "Flying",
    "Haste", "Hexproof", "Indestructible", "Intimidate", "Landwalk", "Lifelink", "Protection", "Reach",
    "Shroud", "Trample", "Vigilance", "Ward", "Banding", "Rampage", "Cumulative Upkeep", "Flanking",
    "Phasing", "Buyback", "Shadow", "Cycling", "Echo", "Horsemanship", "Fading", "Kicker", "Flashback",
    "Madness", "Fear", "Morph", "Amplify", "Provoke", "Storm", "Affinity", "Entwine", "Modular",
    "Sunburst", "Bushido", "Soulshift", "Splice", "Offering", "Ninjutsu", "Epic", "Convoke", "Dredge",
    "Transmute", "Bloodthirst", "Haunt", "Replicate", "Forecast", "Graft", "Recover", "Ripple",
    "Split Second", "Suspend", "Vanishing", "Absorb", "Aura Swap", "Delve", "Fortify", "Frenzy",
    "Gravestorm", "Poisonous", "Transfigure", "Champion", "Changeling", "Evoke", "Hideaway", "Prowl",
    "Reinforce", "Conspire", "Persist", "Wither", "Retrace", "Devour", "Exalted", "Unearth", "Cascade",
    "Annihilator", "Level Up", "Rebound", "Umbra Armor", "Infect", "Battle Cry", "Living Weapon",
    "Undying", "Miracle", "Soulbond", "Overload", "Scavenge", "Unleash", "Cipher", "Evolve", "Extort",
    "Fuse", "Bestow", "Tribute", "Dethrone", "Hidden Agenda", "Outlast", "Prowess", "Dash", "Exploit",
    "Menace", "Renown", "Awaken", "Devoid", "Ingest", "Myriad", "Surge", "Skulk", "Emerge", "Escalate",
    "Melee", "Crew", "Fabricate", "Partner", "Undaunted", "Improvise", "Aftermath", "Embalm",
    "Eternalize", "Afflict", "Ascend", "Assist", "Jump-Start", "Mentor", "Afterlife", "Riot",
    "Spectacle", "Escape", "Companion", "Mutate", "Encore", "Boast", "Foretell", "Demonstrate",
    "Daybound", "Nightbound", "Disturb", "Decayed", "Cleave", "Training", "Compleated", "Reconfigure",
    "Blitz", "Casualty", "Enlist", "Read Ahead", "Ravenous", "Squad", "Space Sculptor", "Visit",
    "Prototype", "Living Metal", "More Than Meets the Eye", "For Mirrodin!", "Toxic", "Backup",
    "Bargain", "Craft", "Disguise", "Solved", "Plot", "Saddle", "Spree", "Freerunning", "Gift",
    "Offspring", "Impending", "Exhaust", "Max Speed", "Start Your Engines!", "Harmonize", "Mobilize",
    "Job Select", "Tiered", "Station", "Warp", "Mayhem", "Web-slinging", "Firebending", "Sneak",
    "Increment", "Paradigm",
    # variants named in 702 subrules
    "Megamorph", "Multikicker", "Typecycling", "Commander ninjutsu",
)}

NUMBER_WORDS = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
    "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20,
}
ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5}
TIMES_WORDS = {"once": 1, "twice": 2, "three times": 3, "four times": 4}

ROMAN = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6, "VII": 7, "VIII": 8, "IX": 9, "X": 10}

# Irregular plurals of creature types as Oracle text spells them ("Elves", "Dwarves").
IRREGULAR_PLURALS = {
    "Elves": "Elf", "Dwarves": "Dwarf", "Wolves": "Wolf", "Werewolves": "Werewolf", "Thieves": "Thief",
    "Mice": "Mouse", "Octopi": "Octopus", "Fungi": "Fungus", "Homunculi": "Homunculus",
    "Sphinxes": "Sphinx", "Foxes": "Fox", "Oxen": "Ox", "Lynxes": "Lynx", "Allies": "Ally",
    "Faeries": "Faerie", "Zombies": "Zombie", "Sorceries": "Sorcery", "Walruses": "Walrus",
    "Mercenaries": "Mercenary", "Berserkers": "Berserker", "Harpies": "Harpy", "Dryads": "Dryad",
    "Ponies": "Pony", "Jellyfishes": "Jellyfish", "Processors": "Processor", "Eyes": "Eye",
    "Walls": "Wall", "Ninjas": "Ninja", "Slivers": "Sliver", "Clues": "Clue", "Treasures": "Treasure",
    "Foods": "Food", "Equipment": "Equipment", "Auras": "Aura", "Vehicles": "Vehicle", "Sagas": "Saga",
    "Gates": "Gate", "Deserts": "Desert", "Caves": "Cave", "Mountains": "Mountain", "Forests": "Forest",
    "Islands": "Island", "Swamps": "Swamp", "Lairs": "Lair", "Loci": "Locus", "Spheres": "Sphere",
    "Towns": "Town", "Curses": "Curse", "Shrines": "Shrine", "Rooms": "Room", "Cases": "Case",
    "Classes": "Class", "Cartouches": "Cartouche", "Runes": "Rune", "Shards": "Shard", "Roles": "Role",
    "Bloods": "Blood", "Maps": "Map", "Attractions": "Attraction", "Contraptions": "Contraption",
    "Fortifications": "Fortification", "Powerstones": "Powerstone", "Incubators": "Incubator",
    "Spacecraft": "Spacecraft", "Lessons": "Lesson", "Traps": "Trap", "Adventures": "Adventure",
    "Sieges": "Siege", "Planets": "Planet", "Time Lords": "Time Lord",
}
