"""Card types, supertypes and the zone and step names (CR 205, 400, 500)."""
from __future__ import annotations

CARD_TYPES = (
    "Artifact", "Battle", "Conspiracy", "Creature", "Dungeon", "Enchantment", "Instant", "Kindred",
    "Land", "Phenomenon", "Plane", "Planeswalker", "Scheme", "Sorcery", "Vanguard",
)  # 205.2a
SUPERTYPES = ("Basic", "Legendary", "Ongoing", "Snow", "World", "Host")  # 205.4a (Host: Un-cards)
PERMANENT_TYPES = frozenset({"Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"})  # 110.4

BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")  # 305.6
BASIC_LAND_MANA = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}


class Zone:
    """Zone names (400.1)."""

    LIBRARY = "library"
    HAND = "hand"
    BATTLEFIELD = "battlefield"
    GRAVEYARD = "graveyard"
    STACK = "stack"
    EXILE = "exile"
    COMMAND = "command"
    OUTSIDE = "outside"  # outside the game (400.11): sideboards etc.
    ALL = (LIBRARY, HAND, BATTLEFIELD, GRAVEYARD, STACK, EXILE, COMMAND, OUTSIDE)
    PUBLIC = (BATTLEFIELD, GRAVEYARD, STACK, EXILE, COMMAND)  # 400.2
    HIDDEN = (LIBRARY, HAND)


class Step:
    """Steps and phases of a turn (500.1). Main phases have a single 'step' named after them."""

    UNTAP = "untap"
    UPKEEP = "upkeep"
    DRAW = "draw"
    MAIN1 = "main1"
    BEGIN_COMBAT = "beginning_of_combat"
    DECLARE_ATTACKERS = "declare_attackers"
    DECLARE_BLOCKERS = "declare_blockers"
    FIRST_STRIKE_DAMAGE = "first_strike_damage"
    COMBAT_DAMAGE = "combat_damage"
    END_COMBAT = "end_of_combat"
    MAIN2 = "main2"
    END = "end"
    CLEANUP = "cleanup"
    ORDER = (UNTAP, UPKEEP, DRAW, MAIN1, BEGIN_COMBAT, DECLARE_ATTACKERS, DECLARE_BLOCKERS,
             FIRST_STRIKE_DAMAGE, COMBAT_DAMAGE, END_COMBAT, MAIN2, END, CLEANUP)
    PHASE = {
        UNTAP: "beginning", UPKEEP: "beginning", DRAW: "beginning", MAIN1: "precombat_main",
        BEGIN_COMBAT: "combat", DECLARE_ATTACKERS: "combat", DECLARE_BLOCKERS: "combat",
        FIRST_STRIKE_DAMAGE: "combat", COMBAT_DAMAGE: "combat", END_COMBAT: "combat",
        MAIN2: "postcombat_main", END: "ending", CLEANUP: "ending",
    }
    MAIN = (MAIN1, MAIN2)
    COMBAT = (BEGIN_COMBAT, DECLARE_ATTACKERS, DECLARE_BLOCKERS, FIRST_STRIKE_DAMAGE, COMBAT_DAMAGE, END_COMBAT)


def split_type_line(type_line: str) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """Split a type line into (supertypes, card types, subtypes) (205.1)."""
    left, _, right = type_line.replace(" - ", " — ").partition("—")
    sup, types = [], []
    for w in left.split():
        if w in SUPERTYPES:
            sup.append(w)
        else:
            types.append(w)
    subs = tuple(right.split()) if right.strip() else ()
    return tuple(sup), tuple(types), subs
