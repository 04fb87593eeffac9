"""Non-creature subtypes by the card type they belong to (CR 205.3g–k, 205.3n, 205.3q), April 17, 2026.

Facts about the game, shared by the Oracle lexer and the engine's subtype rules (205.3d, 205.1a).
"""

ARTIFACT_TYPES = frozenset({
    'Attraction', 'Blood', 'Bobblehead', 'Book', 'Clue', 'Contraption', 'Equipment', 'Food',
    'Fortification', 'Gold', 'Incubator', 'Infinity', 'Junk', 'Lander', 'Map', 'Mutagen', 'Powerstone',
    'Spacecraft', 'Stone', 'Treasure', 'Vehicle'
})
ENCHANTMENT_TYPES = frozenset({
    'Aura', 'Background', 'Cartouche', 'Case', 'Class', 'Curse', 'Role', 'Room', 'Rune', 'Saga',
    'Shard', 'Shrine'
})
LAND_TYPES = frozenset({
    'Cave', 'Desert', 'Forest', 'Gate', 'Island', 'Lair', 'Locus', 'Mine', 'Mountain', 'Plains',
    'Planet', 'Power-Plant', 'Sphere', 'Swamp', 'Tower', 'Town', "Urza's"
})
PLANESWALKER_TYPES = frozenset({
    'Ajani', 'Aminatou', 'Angrath', 'Arlinn', 'Ashiok', 'Bahamut', 'Basri', 'Bolas', 'Calix', 'Chandra',
    'Comet', 'Dack', 'Dakkon', 'Daretti', 'Davriel', 'Dellian', 'Dihada', 'Domri', 'Dovin', 'Ellywick',
    'Elminster', 'Elspeth', 'Estrid', 'Freyalise', 'Garruk', 'Gideon', 'Grist', 'Guff', 'Huatli',
    'Jace', 'Jared', 'Jaya', 'Jeska', 'Kaito', 'Karn', 'Kasmina', 'Kaya', 'Kiora', 'Koth', 'Liliana',
    'Lolth', 'Lukka', 'Minsc', 'Mordenkainen', 'Nahiri', 'Narset', 'Niko', 'Nissa', 'Nixilis', 'Oko',
    'Quintorius', 'Ral', 'Rowan', 'Saheeli', 'Samut', 'Sarkhan', 'Serra', 'Sivitri', 'Sorin', 'Szat',
    'Tamiyo', 'Tasha', 'Teferi', 'Teyo', 'Tezzeret', 'Tibalt', 'Tyvar', 'Ugin', 'Urza', 'Venser',
    'Vivien', 'Vraska', 'Vronos', 'Will', 'Windgrace', 'Wrenn', 'Xenagos', 'Yanggu', 'Yanling', 'Zariel'
})
SPELL_TYPES = frozenset({
    'Adventure', 'Arcane', 'Lesson', 'Omen', 'Trap'
})
BATTLE_TYPES = frozenset({
    'Siege'
})
