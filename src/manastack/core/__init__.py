"""Value types with no game logic: colors, mana, card types, zones, steps, errors."""
