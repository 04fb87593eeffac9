"""References: what an effect acts on (objects and players), and amounts (numbers)."""
from __future__ import annotations

from .base import Node, node


class Ref(Node):
    """Base of object/player references."""

    __slots__ = ()


@node
class This(Ref):
    """The object the ability belongs to ("this creature", the card's own name) — 109.5, 201.5."""


@node
class You(Ref):
    """The controller of the ability (or the spell's controller) — 109.5."""


@node
class Target(Ref):
    """The object(s) or player(s) chosen for target slot ``index`` (115)."""

    index: int = 0


@node
class Each(Ref):
    """Every object (or player) matching ``filter`` as the effect happens (e.g. "each creature")."""

    filter: "Node"


@node
class Players(Ref):
    """Players: ``which`` is one of "each", "opponents", "you", "others" ("each other player"),
    "active", "defending" (the defending player of the combat or trigger event)."""

    which: str = "each"


@node
class ControllerOf(Ref):
    of: Ref


@node
class OwnerOf(Ref):
    of: Ref


@node
class AttachedTo(Ref):
    """The object this Aura/Equipment is attached to ("enchanted creature", "equipped creature")."""

    of: Ref = This()


@node
class PairedGroup(Ref):
    """702.95b: ``of`` and the creature it is paired with (soulbond), as long as it is paired ("each of those
    creatures", "both creatures" after "As long as ~ is paired with another creature"); nothing when unpaired.
    ``partner_only``: only the creature it is paired with ("that creature" after "If it's paired with a creature")."""

    of: Ref = This()
    partner_only: bool = False


@node
class EventObject(Ref):
    """An object named by the triggering event ("that creature", "it" in a trigger) — 603.2.
    ``role`` is "object" (the subject), "source" (a damage source), "target" (the thing dealt damage)."""

    role: str = "object"


@node
class EventPlayer(Ref):
    """A player named by the triggering event ("that player") — e.g. the player dealt damage."""

    role: str = "player"


@node
class Remembered(Ref):
    """Objects an earlier step of the same resolution remembered under ``key`` ("the exiled card",
    "that card", "those cards")."""

    key: str = "it"


@node
class ChosenPlayer(Ref):
    """A player chosen during resolution (remembered under ``key``)."""

    key: str = "player"


@node
class PlayerId(Ref):
    """A specific player by seat (engine-internal: effects lock in who they refer to)."""

    pid: int = 0


@node
class AffectedObject(Ref):
    """Inside a continuous effect: the object the effect is modifying right now ("its mana value" in
    "each other non-Aura enchantment ... has base power and toughness each equal to its mana value",
    613.4b). Evaluated once per affected object."""


# ---------------------------------------------------------------- amounts


class Amount(Node):
    __slots__ = ()


@node
class Num(Amount):
    value: int


@node
class XValue(Amount):
    """The value chosen for X (107.3)."""


@node
class CountOf(Amount):
    """The number of objects (or players) matching ``filter``."""

    filter: Node


@node
class PowerOf(Amount):
    of: Ref


@node
class ToughnessOf(Amount):
    of: Ref


@node
class ManaValueOf(Amount):
    of: Ref


@node
class LifeOf(Amount):
    of: Ref


@node
class HandSizeOf(Amount):
    of: Ref


@node
class EventAmount(Amount):
    """"That much": the amount of the triggering event (damage dealt, life gained, ...)."""


@node
class Sum(Amount):
    parts: tuple


@node
class Product(Amount):
    a: Amount
    b: Amount


@node
class Half(Amount):
    """Half of ``of``, rounded up or down (107.1a)."""

    of: Amount
    round_up: bool = True


@node
class CountersOn(Amount):
    of: Ref
    kind: str


# ---------------------------------------------------------------- added for combat (issue #3)


@node
class BlockerCount(Amount):
    """The number of creatures blocking ``of`` (509.1g), less ``beyond`` and never below 0 — rampage's
    "for each creature blocking it beyond the first" (702.23a) is ``BlockerCount(This(), beyond=1)``."""

    of: Ref = This()
    beyond: int = 0


# ---------------------------------------------------------------- added for the seed mechanics (issue #7)


@node
class TopCards(Ref):
    """The top ``n`` cards of ``who``'s library ("the top five cards of your library"), topmost first."""

    who: Ref = You()
    n: Amount = Num(1)


# ---------------------------------------------------------------- added for the Oracle compiler (issue #5)


@node
class CardsIn(Ref):
    """All cards in ``who``'s ``zone`` (matching ``filter`` when given), e.g. "target player's graveyard"
    (400.1)."""

    who: Ref = You()
    zone: str = "graveyard"
    filter: Node | None = None


@node
class EncodedCard(Ref):
    """The card with cipher encoded on the creature whose ability refers to it (702.99a-b), named by the card's
    stable identity ``uid`` (engine-internal: the ability is granted as the card is encoded); nothing once the
    card has left exile or isn't encoded on that creature any more (702.99c)."""

    uid: int = 0


@node
class CraftedWith(Ref):
    """The exiled cards used to craft ``source`` (702.167c): the cards in exile that were exiled to pay the cost of
    the craft ability that put it onto the battlefield."""

    source: Ref = This()


@node
class TotalPowerOf(Amount):
    """"the total power of <objects>": the sum of the powers of the objects ``of`` refers to."""

    of: Ref


@node
class ExiledWith(Ref):
    """The cards exiled with ``source`` by its linked ability ("the exiled card", "cards exiled with ~",
    607.2a)."""

    source: Ref = This()


@node
class CardTypesAmong(Amount):
    """The number of card types among objects matching ``filter`` (delirium: "four or more card types among
    cards in your graveyard", 205.2a)."""

    filter: Node = None  # type: ignore[assignment]


@node
class AmountThisWay(Amount):
    """The amount of the preceding instruction of the same resolution ("the life lost this way", "the damage
    dealt this way", 608.2c)."""


@node
class Devotion(Amount):
    """700.5: ``who``'s devotion to ``colors`` (a color mask): the mana symbols of those colors among the
    mana costs of permanents they control (hybrid symbols count once)."""

    colors: int = 0
    who: Ref = You()


@node
class GreatestAmong(Amount):
    """The greatest ``stat`` ("power", "toughness", "mana_value") among objects matching ``filter``
    (0 when there are none): "the greatest power among creatures you control"."""

    stat: str = "power"
    filter: Node = None  # type: ignore[assignment]


@node
class RollResult(Amount):
    """706.2: "the result" of the die roll an earlier instruction of the same resolution made (remembered
    under ``key`` by :class:`~manastack.tree.effects.RollDice`; several dice add up)."""

    key: str = "roll"


@node
class LeastAmong(Amount):
    """The least ``stat`` ("power", "toughness", "mana_value") among objects matching ``filter`` (0 when
    there are none): "a creature you don't control with the lowest toughness among creatures you don't
    control" compares a creature's toughness with it."""

    stat: str = "toughness"
    filter: Node = None  # type: ignore[assignment]


@node
class BasicLandTypes(Amount):
    """Domain: the number of basic land types among lands ``who`` controls (305.6)."""

    who: Ref = You()


@node
class RingBearer(Ref):
    """701.54e: "your Ring-bearer" -- the creature on the battlefield ``of`` controls that has the Ring-bearer
    designation ``of`` gave it (701.54a-b)."""

    of: Ref = You()


@node
class ClassLevel(Amount):
    """The level of the Class ``of`` (716.3; a Class starts at level 1)."""

    of: Ref = This()


@node
class LifeGainedThisTurn(Amount):
    """The amount of life ``who`` gained this turn (119.3)."""

    who: Ref = You()


@node
class RememberedCount(Amount):
    """The number of objects an earlier instruction of the same resolution remembered under ``key``:
    "Shuffle any number of cards from your hand into your library, then draw that many cards" (608.2c)."""

    key: str = "it"


@node
class StartingLife(Amount):
    """The starting life total of ``of`` (103.4): 20 unless the game's options (a variant) set another."""
    of: Ref = You()


@node
class CommanderCasts(Amount):
    """The number of times ``who`` has cast their commander (any of them) from the command zone this game (903.8:
    the count the commander tax is made of): "copy it for each time you've cast your commander from the command
    zone this game"."""
    who: Ref = You()


@node
class TimesMutated(Amount):
    """The number of times the permanent ``of`` has mutated (702.140d: a mutating creature spell merged with it)
    since it became the object it is: "where X is the number of times this creature has mutated"."""
    of: Ref = This()


@node
class TargetsBeyond(Amount):
    """601.2f: how many targets the spell has beyond the first ``n`` ("This spell costs {1} more to cast for each
    target beyond the first"), counted as its total cost is determined, after its targets are chosen (601.2c)."""

    n: int = 1


@node
class EnteredThisTurn(Amount):
    """603.6a: how many permanents entered the battlefield this turn matching ``filter`` as they entered ("you"
    in it: under your control), whether or not they are still there ("if an artifact entered the battlefield
    under your control this turn")."""

    filter: Node = None  # type: ignore[assignment]


@node
class DistinctPowers(Amount):
    """208.1 (coven): how many different powers there are among the permanents matching ``filter`` ("if you
    control three or more creatures with different powers")."""

    filter: Node = None  # type: ignore[assignment]


@node
class DiedThisTurn(Amount):
    """700.4: how many permanents died (were put into a graveyard from the battlefield) this turn matching
    ``filter`` as they last existed there ("for each creature that died this turn", "if another creature died
    this turn"; ``other``: not this object's card)."""

    filter: Node = None  # type: ignore[assignment]


@node
class CastThisTurn(Amount):
    """601.2i: how many spells matching ``filter`` as they were cast ("you" in it: cast by you; ``other``: not
    the spell this object was) were cast this turn ("if you've cast another blue spell this turn")."""

    filter: Node = None  # type: ignore[assignment]


@node
class OpponentsAttacked(Amount):
    """The number of opponents of ``who`` that ``who`` attacked with one or more creatures this combat
    (declared attackers only; planeswalkers and battles attacked don't count) -- melee's bonus (702.121a)."""

    who: Ref = You()


@node
class PartySize(Amount):
    """700.8: the number of creatures in ``who``'s party -- up to one each of Cleric, Rogue, Warrior and Wizard
    creatures they control, each creature counted for one type only, the highest such count (700.8a-b); "a full
    party" is four (700.8c)."""

    who: Ref = You()


@node
class ManaValuesAmong(Amount):
    """202.3: the number of different mana values among objects matching ``filter`` ("five or more mana values
    among cards in your graveyard")."""

    filter: Node = None  # type: ignore[assignment]


@node
class ColorsSpent(Amount):
    """106.1, 601.2h: the number of colors of mana spent to cast ``of`` (converge: "for each color of mana spent to
    cast it", "where X is the number of colors of mana spent to cast this spell"); 0 for what wasn't cast."""

    of: Ref = This()


@node
class TimesKicked(Amount):
    """702.33d-e: how many times ``of`` was kicked (its kicker costs paid, a multikicker cost counted each time
    it was paid) -- "for each time it was kicked"."""

    of: Ref = This()
