"""The fixed layout shared by observations and actions: the card table's rows and the action slots.

Rows of the card table (``R`` of them) are grouped in regions; a card takes the lowest free row of its
region when it enters the zone and keeps that row while it stays there (:class:`RowAllocator`).
Action slots are blocks of a ``Discrete`` space; every block is documented in docs/rl.md.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

SCHEMA_VERSION = 1

# Region sizes (rows). Hands are one region per seat (relative to the viewer: 0 = the viewer);
# battlefield, graveyards and exile are shared by all seats (owner/controller are features).
HAND_ROWS = 16
BATTLEFIELD_ROWS_PER_SEAT = 24
STACK_ROWS = 10
GRAVEYARD_ROWS_PER_SEAT = 12
EXILE_ROWS = 8
COMMAND_ROWS = 4

# Verbs whose first argument is an object: slot = block(verb) + row of that object.
OBJECT_VERBS = ("play", "cast", "activate", "target", "attack", "block", "discard", "bottom", "choose",
                "remove", "keep", "next", "sacrifice", "return", "turn_face_up", "other")
# Verbs whose first argument is a seat (a player index, or a player entity).
PLAYER_VERBS = ("target_player", "first", "player", "other")
# Verbs whose first argument is a number.
NUMBER_VERBS = ("x", "mode", "times", "spend", "trigger", "number", "other")
PID_FIRST = frozenset({"target_player", "first", "player"})  # their first argument is a player index
NUMBER_FIRST = frozenset(v for v in NUMBER_VERBS if v != "other") | {"divide", "heads"}
NUMBERS = 32  # 0..31 as number tokens
IDX = 32  # fallback "k-th remaining choice" tokens
# Words: verbs without arguments and string arguments. Unknown words fall back to IDX tokens.
WORDS = ("pass", "done", "keep", "mulligan", "yes", "no", "auto", "cancel", "top", "bottom", "decline",
         "normal", "W", "U", "B", "R", "G", "C", "assign", "cast", "play", "activate", "attack", "block",
         "target", "target_player", "discard", "choose", "mode", "x", "spend", "first", "trigger", "color",
         "player", "times", "remove", "next", "return", "after", "ignore", "apply", "sacrifice", "heads",
         "tails", "mana_cost", "flashback", "kicker")

KINDS = ("priority", "mulligan", "bottom", "play_first", "mode", "x", "target", "divide", "pay", "attackers",
         "blockers", "damage_assignment", "trigger_order", "replacement_order", "discard", "choose_cards",
         "yes_no", "number", "choose_player", "color", "die", "order_cards", "option")
STEPS = ("untap", "upkeep", "draw", "main1", "beginning_of_combat", "declare_attackers", "declare_blockers",
         "first_strike_damage", "combat_damage", "end_of_combat", "main2", "end", "cleanup")
TYPES = ("Artifact", "Creature", "Enchantment", "Instant", "Land", "Planeswalker", "Sorcery", "Battle",
         "Kindred")
KEYWORDS = ("Flying", "First strike", "Double strike", "Deathtouch", "Haste", "Hexproof", "Indestructible",
            "Lifelink", "Menace", "Reach", "Trample", "Vigilance", "Defender", "Flash", "Ward", "Prowess",
            "Protection", "Shroud", "Flanking", "Fear", "Intimidate", "Shadow")
ZONES = ("hand", "battlefield", "stack", "graveyard", "exile", "command")


@dataclass(frozen=True)
class Layout:
    """Sizes for a table of ``seats`` players (2-4)."""

    seats: int

    # ---- rows
    @cached_property
    def regions(self) -> tuple[tuple[str, int, int], ...]:
        """(name, first row, size) of every region, in row order."""
        out = []
        r = 0
        for i in range(self.seats):
            out.append((f"hand{i}", r, HAND_ROWS))
            r += HAND_ROWS
        for name, size in (("battlefield", BATTLEFIELD_ROWS_PER_SEAT * self.seats), ("stack", STACK_ROWS),
                           ("graveyard", GRAVEYARD_ROWS_PER_SEAT * self.seats), ("exile", EXILE_ROWS),
                           ("command", COMMAND_ROWS)):
            out.append((name, r, size))
            r += size
        return tuple(out)

    @cached_property
    def rows(self) -> int:
        return sum(s for _, _, s in self.regions)

    # ---- action blocks: (name, first slot, size)
    @cached_property
    def blocks(self) -> tuple[tuple[str, int, int], ...]:
        out = []
        a = 0

        def add(name: str, size: int) -> None:
            nonlocal a
            out.append((name, a, size))
            a += size

        add("word", len(WORDS))
        for v in OBJECT_VERBS:
            add(f"obj:{v}", self.rows)
        for v in PLAYER_VERBS:
            add(f"player:{v}", self.seats)
        for v in NUMBER_VERBS:
            add(f"num:{v}", NUMBERS)
        add("arg:obj", self.rows)
        add("arg:player", self.seats)
        add("arg:num", NUMBERS)
        add("idx", IDX)
        add("end", 1)
        return tuple(out)

    @cached_property
    def n_actions(self) -> int:
        name, start, size = self.blocks[-1]
        return start + size

    def block_start(self, name: str) -> int:
        for n, s, _ in self.blocks:
            if n == name:
                return s
        raise KeyError(name)

    def slot_meaning(self, slot: int) -> tuple[str, int]:
        """(block name, index in block) of an action slot."""
        for n, s, size in self.blocks:
            if s <= slot < s + size:
                return n, slot - s
        raise IndexError(f"action slot {slot} out of range 0..{self.n_actions - 1}")


class RowAllocator:
    """Stable rows for the objects of one region: an object keeps its row while it stays in the region
    (a card changing zones is a new object, 400.7, and gets a row in its new region)."""

    __slots__ = ("size", "rows", "free", "last")

    def __init__(self, size: int):
        self.size = size
        self.rows: dict[int, int] = {}
        self.free = list(range(size - 1, -1, -1))  # pop() gives the lowest free row
        self.last: tuple = ()  # the ids of the last sync: unchanged zone contents need no work

    def sync(self, ids) -> bool:
        """Rows for the region's objects now; False when its contents are unchanged (nothing to do)."""
        t = tuple(ids)
        if t == self.last:
            return False
        self.last = t
        rows = self.rows
        keep = set(ids)
        gone = [o for o in rows if o not in keep]
        if gone:
            for o in gone:
                self.free.append(rows.pop(o))
            self.free.sort(reverse=True)
        for o in ids:
            if o not in rows and self.free:
                rows[o] = self.free.pop()
        return True

    def copy(self) -> "RowAllocator":
        n = RowAllocator.__new__(RowAllocator)
        n.size, n.rows, n.free, n.last = self.size, dict(self.rows), list(self.free), self.last
        return n
