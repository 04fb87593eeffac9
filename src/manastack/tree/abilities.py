"""Abilities (CR 113): keyword, spell, activated, triggered, static, replacement; plus triggers and
conditions."""
from __future__ import annotations

from .base import Node, node
from .costs import FREE, Cost
from .effects import Effect, Seq
from .refs import Ref, This


# ---------------------------------------------------------------- bodies


@node
class TargetSpec(Node):
    """One target slot (115.1): ``min``..``max`` targets matching ``filter``; ``label`` is the
    Oracle wording ("target creature"). ``distinct_from`` lists earlier slots that must not pick the
    same object ("another target"). ``targeting``: "target spell that targets <what>" (115.9b) -- a
    reference (you, ~) or a Filter one of the spell's own targets must match. ``one_per_player``: the targets
    of the slot are controlled by different players (one per opponent, 115.1, 601.2c). ``same_owner``: the targets of
the slot are cards in one player's graveyard ("up to two target cards from a single graveyard", 115.1, 404.1:
a card is in its owner's graveyard)."""

    filter: Node = None  # type: ignore[assignment]
    min: int = 1
    max: int = 1
    label: str = ""
    distinct_from: tuple[int, ...] = ()
    targeting: Node | None = None
    one_per_player: bool = False  # "for each opponent, ... up to one target creature that player controls"
    same_owner: bool = False  # "target cards from a single graveyard"


@node
class Body(Node):
    """What a spell or ability does: its targets and its effect."""

    effect: Effect = Seq()
    targets: tuple[TargetSpec, ...] = ()


@node
class Modal(Node):
    """700.2: "Choose one —" etc. ``modes`` are Bodies; choose between ``min`` and ``max``
    (``repeat``: the same mode may be chosen more than once)."""

    modes: tuple[Body, ...] = ()
    min: int = 1
    max: int = 1
    repeat: bool = False
    chooser: str = "you"
    # "If [condition] as you cast ~, you may choose [N] instead" (700.2): while casting, with the condition true,
    # up to ``more_max`` modes may be chosen
    more_if: Node | None = None
    more_max: int = 0


# ---------------------------------------------------------------- abilities


class Ability(Node):
    __slots__ = ()


@node
class Keyword(Ability):
    """702: a keyword ability by name (``"Flying"``, ``"Protection"``...). ``arg`` holds parameters:
    a Filter for protection/hexproof-from/enchant/landwalk, an int for bushido N etc.; ``cost`` for
    keywords with costs (equip, ward, kicker, flashback, prototype...). ``pt`` for prototype. For
    ``"AlternativeCost"`` (118.9), ``arg`` is the condition under which it may be paid ("If you control a
    Plains, ..."), or None."""

    name: str = ""
    arg: object = None
    cost: Cost | None = None
    pt: tuple | None = None


@node
class SpellAbility(Ability):
    """113.3a: the instructions of an instant or sorcery, followed on resolution."""

    body: Node = Body()


@node
class Activated(Ability):
    """602 / 605 / 606: "[Cost]: [Effect]." ``timing`` "sorcery" for "Activate only as a sorcery";
    ``mana`` marks mana abilities (605.1a) which don't use the stack; ``loyalty`` for 606;
    ``limit`` for "Activate no more than N times each turn"; ``zone`` where it can be activated; ``who``
    "any" for "Any player may activate this ability" (602.2: otherwise only its controller may); ``cost_change``
    a :class:`~manastack.tree.continuous.SelfCostChange` for "This ability costs {1} less to activate for each
    ..." (601.2f via 602.2b: part of the total cost, generic mana only)."""

    cost: Cost = FREE
    body: Node = Body()
    timing: str = "any"
    mana: bool = False
    loyalty: bool = False
    limit: int | None = None
    zone: str = "battlefield"
    condition: Node | None = None
    who: str = "you"
    cost_change: Node | None = None


@node
class Trigger(Node):
    """603.1: the trigger condition. ``event`` names the kind of event:
    "enters", "dies", "leaves", "put_into_graveyard", "attacks", "blocks", "becomes_blocked",
    "deals_damage", "deals_combat_damage", "dealt_damage", "cast", "step" (``step`` with ``whose``),
    "draws", "gains_life", "becomes_target", "visit", "state" (603.8).
    ``subject`` says whose event (This(), or a Filter); ``to`` constrains the recipient of damage
    ("player", "opponent", "creature"); ``whose`` "you" / "opponent" / "each". ``batched``: "Whenever one or
    more <objects> ..." -- the ability triggers once for an event that involves several such objects at once
    (603.2c: one event, one trigger), not once per object."""

    event: str = ""
    subject: Node | None = This()
    step: str | None = None
    whose: str = "you"
    to: str | None = None
    spell_filter: Node | None = None
    from_zone: str | None = None
    to_zone: str | None = None
    condition: Node | None = None
    batched: bool = False


@node
class Triggered(Ability):
    """603: "When/Whenever/At [trigger], [effect]." ``intervening`` is an intervening "if" (603.4)
    checked both on triggering and on resolution; ``optional`` is "you may" at the start."""

    trigger: Trigger = Trigger()
    body: Node = Body()
    intervening: Node | None = None
    optional: bool = False
    zone: str = "battlefield"


@node
class Static(Ability):
    """604: continuous effects generated by a static ability. ``affected`` is a Ref or a Filter;
    ``condition`` switches the effect on ("as long as ..."). ``zone`` where the ability functions."""

    mods: tuple = ()
    affected: Node = This()
    condition: Node | None = None
    zone: str = "battlefield"


@node
class Replacement(Ability):
    """614: a static replacement effect. ``kind`` names it: "enters_tapped", "enters_with_counters"
    (``arg`` = (kind, n)), "skip_draw", "damage_prevent" ... ``condition`` as for statics."""

    kind: str = ""
    arg: object = None
    condition: Node | None = None
    affected: Node = This()


@node
class Unparsed(Ability):
    """An ability line the compiler could not read (keeps the text; the card is unsupported)."""

    text: str = ""


# ---------------------------------------------------------------- conditions


class Condition(Node):
    __slots__ = ()


@node
class ControlsCount(Condition):
    """"if you control N or more <filter>" (``op`` "<", "<=", "=", ">=", ">"; ``who`` you/opponent)."""

    filter: Node = None  # type: ignore[assignment]
    op: str = ">="
    n: int = 1
    who: str = "you"


@node
class Compare(Condition):
    """Compare two amounts."""

    left: Node = None  # type: ignore[assignment]
    op: str = ">="
    right: Node = None  # type: ignore[assignment]


@node
class IsTrue(Condition):
    """A named game fact: "your_turn", "not_your_turn", "monarch" (you are the monarch), "attacking",
    "kicked", "prototyped", "cast_from_hand", "no_monarch" ..."""

    fact: str = ""
    of: Ref | None = None


@node
class Not(Condition):
    cond: Condition = None  # type: ignore[assignment]


@node
class All(Condition):
    conds: tuple = ()


@node
class AnyOf(Condition):
    conds: tuple = ()


@node
class Matches(Condition):
    """The referenced object matches ``filter``."""

    what: Ref = This()
    filter: Node = None  # type: ignore[assignment]


# ---------------------------------------------------------------- added for the Oracle compiler (issue #5)


@node
class Chapter(Condition):
    """714.2b: the number of lore counters on this Saga was less than ``n`` and became at least ``n``
    (the condition of a chapter ability, ``Trigger("chapter", This(), condition=Chapter(n))``)."""

    n: int = 1


@node
class Targets(Condition):
    """``what`` (a spell or ability) targets ``target`` (115.10): heroic's "a spell that targets ~" is
    ``Targets(EventObject(), This())`` on a cast trigger; ``target`` may be a Filter ("a spell that targets a
    creature you control": any of its targets matches)."""

    what: Ref = None  # type: ignore[assignment]
    target: Ref = This()


@node
class KickedWith(Condition):
    """702.33b, 702.33d: "if it was kicked with its {1}{G} kicker" -- of a card with two kicker abilities, the one
    whose cost is ``cost`` was paid."""

    cost: str = ""
