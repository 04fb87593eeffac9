"""Continuous modifications (611, 613): what a static ability or a resolved effect changes.
Each knows its layer (613.1)."""
from __future__ import annotations

from .base import Node, node
from .refs import Amount, Num, Ref


class Mod(Node):
    __slots__ = ()
    layer = "7c"


@node
class CopyOf(Mod):
    """Layer 1: become a copy of ``of`` (707). ``also`` are exceptions that modify the copied values
    as part of copying (707.9a–b: "except it's 7/7", "except it has haste"; they become copiable
    values); ``keep`` names characteristics that aren't copied (707.9c: "except it doesn't copy that
    creature's color" keeps "colors"). ``values`` is engine-internal: the copiable values locked in
    when a copy effect from a resolving spell or ability begins (707.2b)."""

    of: Ref = None  # type: ignore[assignment]
    also: tuple = ()
    keep: tuple[str, ...] = ()
    values: Node | None = None
    layer = "1"


@node
class ChangeController(Mod):
    """Layer 2."""

    to: Ref = None  # type: ignore[assignment]
    layer = "2"


@node
class AddTypes(Mod):
    """Layer 4: become (additionally) these types. ``replace`` sets them instead (loses other
    card types and creature types, 205.1b)."""

    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    replace: bool = False
    replace_subtypes: bool = False
    layer = "4"


@node
class RemoveTypes(Mod):
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    all_subtypes: bool = False
    layer = "4"


@node
class SetColors(Mod):
    """Layer 5. ``add`` keeps existing colors. ``chosen``: "becomes the color of your choice" -- a
    ``Filter(chosen="color_of_choice")`` the effect that applies it replaces by the color chosen as it begins
    (608.2d, 611.2c)."""

    colors: int = 0
    add: bool = False
    chosen: Node | None = None
    layer = "5"


@node
class AddAbilities(Mod):
    """Layer 6: gains abilities (nodes, e.g. Keyword("Flying"))."""

    abilities: tuple = ()
    layer = "6"


@node
class RemoveAbilities(Mod):
    """Layer 6: loses all abilities, or those keywords named."""

    all: bool = True
    keywords: tuple[str, ...] = ()
    layer = "6"


@node
class SetPT(Mod):
    """Layer 7b (7a for characteristic-defining abilities when ``cda``)."""

    power: Amount | None = None
    toughness: Amount | None = None
    cda: bool = False
    layer = "7b"


@node
class ModPT(Mod):
    """Layer 7c: +N/+M."""

    power: Amount = Num(0)
    toughness: Amount = Num(0)
    layer = "7c"


@node
class SwitchPT(Mod):
    """Layer 7d."""

    layer = "7d"


@node
class Restrict(Mod):
    """A rule-modifying effect (not a characteristic): "cant_attack", "cant_block",
    "cant_attack_or_block", "doesnt_untap", "cant_be_blocked", "must_attack", "must_block",
    "can_block_only_flying", "cant_be_blocked_except_by_n" (arg), "can_block_additional" (arg),
    "cant_activate", "attacks_each_combat"."""

    kind: str = ""
    arg: object = None
    layer = "rules"


@node
class CostChange(Mod):
    """601.2f cost increase/reduction for spells matching ``filter`` cast by ``who``: "you" (the source's
    controller), "opponents", or "each" (every player: "Noncreature spells cost {1} more to cast")."""

    filter: Node = None  # type: ignore[assignment]
    generic: int = 0  # positive = more expensive
    who: str = "you"
    colored: object = None  # a ManaCost: the colored part of an increase ("White spells you cast cost {W} more")
    targets_source: bool = False  # "spells ... that target ~": only a spell with the source among its targets (601.2c)
    layer = "rules"


# ---------------------------------------------------------------- added for layers and copies (issue #6a)


@node
class CopiableValues(Node):
    """707.2: the copiable values of an object — name, mana cost, colors (from mana cost or color
    indicator), types, rules text (as abilities), power, toughness, loyalty, defense — locked in as
    plain data. A copy's starting characteristics (a token that's a copy, 707.2 and 613.1; a copy of a
    spell, 707.10) and locked copy effects use it."""

    name: str = ""
    mana_cost: object = None  # ManaCost (None: no mana cost)
    colors: int = 0
    supertypes: tuple[str, ...] = ()
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    power: int | None = None
    toughness: int | None = None
    loyalty: int | None = None
    defense: int | None = None
    abilities: tuple = ()
    prototyped: bool = False  # copied from a prototyped spell or permanent (718.3c-d)
    prepare: object = None  # 722.2b: the prepare spell's values (a CopiableValues), part of the copiable values


@node
class ChangeText(Mod):
    """Layer 3 (612): replace each instance of one color word (``kind`` "color", ``old``/``new`` color
    letters "W".."G") or one subtype word (``kind`` "subtype", e.g. basic land types, creature types)
    with another in the affected object's rules text (612.2). Granted abilities are not changed (612.3)."""

    kind: str = "color"
    old: str = ""
    new: str = ""
    layer = "3"


# ---------------------------------------------------------------- added for the seed mechanics (issue #7)


@node
class ControlPlayers(Mod):
    """723.2: the controller of the source controls ``players`` ("opponents") while ``during`` holds
    ("searching": while they search their libraries — Opposition Agent). A rule-modifying effect."""

    players: str = "opponents"
    during: str = "searching"
    layer = "none"  # read directly by the engine, applied in no layer (and not a Restrict)


@node
class ExileFound(Mod):
    """723.7 (Opposition Agent): while ``players`` ("opponents", "each") search their libraries they exile
    each card they find (face up, 406.3) instead of putting it where the search said. ``then`` (a
    :class:`~manastack.tree.effects.MayPlay` of ``Remembered("found")``) is done by the source's
    controller with the exiled cards: "You may play those cards for as long as they
    remain exiled". A rule-modifying effect of a static ability."""

    players: str = "opponents"
    then: Node | None = None
    layer = "none"  # read directly by the engine, applied in no layer (and not a Restrict)


@node
class CastFrom(Mod):
    """A static permission: the controller of the source may cast spells matching ``filter`` from
    ``zone`` ("graveyard", "library_top", "exile") — judged by the characteristics the spell would be
    cast with (718.3a) — e.g. "You may cast artifact spells from your graveyard"."""

    zone: str = "graveyard"
    filter: Node | None = None
    layer = "none"  # read directly by the engine, applied in no layer (and not a Restrict)


# ---------------------------------------------------------------- added for the Oracle compiler (issue #5)


@node
class SelfCostChange(Mod):
    """601.2f: the spell with this ability costs ``generic`` more to cast (negative: less), times the number
    of objects matching ``per`` when given ("This spell costs {1} less to cast for each creature you
    control"). The ability functions on the stack and wherever the card is cast from; conditions ("if you
    control a Wizard") go on the :class:`~manastack.tree.abilities.Static`."""

    generic: int = 0
    per: Node | None = None
    colored: object = None  # a ManaCost: the colored part of an increase ("{2}{U} more ... for each target ...")


# ---------------------------------------------------------------- added for casting permissions (issue #6b)


@node
class CastAsThough(Mod):
    """609.4, 601.3b: ``who`` ("you", "each", "opponents") may cast spells matching ``filter`` "as though
    they had flash" (``what`` "flash") — Vedalken Orrery: "You may cast spells as though they had
    flash." A rule-modifying effect of a static ability."""

    filter: Node = None  # type: ignore[assignment]
    what: str = "flash"
    who: str = "you"
    layer = "rules"


# ---------------------------------------------------------------- trigger doubling (603.2d, issue #25)


@node
class TriggerAgain(Mod):
    """603.2d: "If [an event] causes a triggered ability of a permanent you control to trigger, that ability
    triggers an additional time" (Panharmonicon, Yarok, Isshin). ``cause`` is a Trigger describing the
    event ("enters" / "dies" / "attacks" with its subject filter); ``extra`` is how many more times.
    With ``extra`` 0 the event doesn't cause those abilities to trigger at all (Torpor Orb, Hushbringer).""" 

    cause: Node = None  # type: ignore[assignment]
    extra: int = 1  # 0: "[event] doesn't cause abilities to trigger" (Torpor Orb)
    whose: str = "you"  # whose abilities: of permanents "you" / "opponents" control, or "any" ability
    layer = "none"  # read directly by the engine (engine/mechanics/trigger_doubling.py)


# ---------------------------------------------------------------- values chosen as the source entered (issue #25)


@node
class ChosenCreatureType(Mod):
    """Layer 4 (205.1b): the object's creature types are replaced by the creature type chosen for the
    effect's source as it entered (``GameObject.chosen[key]``) -- Conspiracy's "Creatures you control are
    the chosen type". Nothing happens while no type was chosen."""

    key: str = "creature_type"
    layer = "4"
    writes = ("types",)


@node
class AddChosenColor(Mod):
    """Layer 5: the object is the color chosen for the effect's source as it entered, in addition to its
    other colors (Painter's Servant). A colorless object simply becomes that color (105.2c)."""

    key: str = "color"
    layer = "5"
    writes = ("colors",)
