"""Costs (CR 118, 601.2f–h, 602.2b)."""
from __future__ import annotations

from ..core.mana import EMPTY_COST, ManaCost
from .base import Node, node


@node
class Cost(Node):
    """A cost to pay. Parts are paid in any order the player chooses (601.2h); the engine pays mana
    first via the payment solver, then the rest."""

    mana: ManaCost = EMPTY_COST
    tap: bool = False  # {T} (107.5)
    untap: bool = False  # {Q} (107.6)
    sacrifice_self: bool = False
    sacrifice: Node | None = None  # Filter of permanents to sacrifice
    sacrifice_n: int = 0
    discard: int = 0
    discard_filter: Node | None = None
    discard_random: bool = False
    discard_self: bool = False  # "Discard this card" (cycling-like)
    life: int = 0
    exile_self: bool = False
    exile_from_graveyard: int = 0
    exile_filter: Node | None = None
    remove_counters: tuple = ()  # (kind, n)
    add_counters: tuple = ()  # (kind, n) e.g. "Put a -1/-1 counter on this creature"
    loyalty: int | None = None  # 606: [+N] / [−N] / [0]
    tap_untapped: Node | None = None  # "Tap an untapped creature you control"
    tap_untapped_n: int = 0
    # "Tap any number of other untapped creatures you control with total power N or greater" (crew,
    # 702.122a): N
    tap_power: int = 0
    reveal_self: bool = False
    return_to_hand: Node | None = None
    energy: int = 0
    extra: tuple = ()  # Unsupported parts of a cost
    exile_from_hand: int = 0  # "Exile N [red] cards from your hand" (601.2h; ``exile_filter`` describes them)
    # "Exile N [exile_filter] from among other permanents you control and/or cards in your graveyard" (craft's
    # materials, 702.167a-b)
    exile_from_among: int = 0
    exile_among_more: bool = False  # "Craft with N or more [materials]": at least that many (702.167a)
    # "Reveal N <reveal_filter> cards from your hand" (601.2h): the cards stay in the hand; with ``behold`` (701.4a)
    # a matching permanent you control may be chosen instead of a card
    reveal_from_hand: int = 0
    reveal_filter: Node | None = None
    behold: bool = False
    exert_self: bool = False  # "Exert ~" (701.43a): it won't untap during its controller's next untap step

    @property
    def is_free(self) -> bool:
        return self == FREE


FREE = Cost()
