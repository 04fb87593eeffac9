"""One-shot effect primitives (CR 609, 610, 701). The engine registers an interpreter for each."""
from __future__ import annotations

from .base import Node, node
from .refs import Amount, EventAmount, Num, Ref, This, You


class Effect(Node):
    __slots__ = ()


@node
class Seq(Effect):
    """Do each step in order (608.2c)."""

    steps: tuple = ()


@node
class DealDamage(Effect):
    """120.3: ``source`` deals ``amount`` damage to each of ``to``. ``divided`` spreads the amount among
    the chosen targets as chosen on casting (601.2d)."""

    amount: Amount = Num(1)
    to: Ref = None  # type: ignore[assignment]
    source: Ref = This()
    divided: bool = False


@node
class Destroy(Effect):
    """701.8. ``no_regen``: "It can't be regenerated." (701.19c)."""

    what: Ref = None  # type: ignore[assignment]
    no_regen: bool = False


@node
class MoveTo(Effect):
    """Put object(s) into a zone: exile (701.13), return to hand, put into graveyard, onto the
    battlefield, on top/bottom of the library. ``controller`` is who controls it on the battlefield."""

    what: Ref = None  # type: ignore[assignment]
    zone: str = "exile"
    position: str = "top"  # "top", "bottom", or "shuffle" for libraries
    tapped: bool = False
    controller: Ref | None = None
    remember: str | None = None  # remember the new objects under this key
    face_down: bool = False
    attacking: bool = False
    random_order: bool = False  # "on the bottom of ... in a random order"; otherwise the owner arranges them (401.4)
    transformed: bool = False  # 712.14a: onto the battlefield with its back face up
    counters: tuple = ()  # ((kind, n), ...): "onto the battlefield with N +1/+1 counters on it" (122.6, 614.1c)


@node
class Sacrifice(Effect):
    """701.21. ``who`` sacrifices ``n`` permanents matching ``filter`` (their choice), or the object(s)
    ``what`` when given."""

    who: Ref = You()
    filter: Node | None = None
    n: Amount = Num(1)
    what: Ref | None = None
    each: tuple = ()  # filters: "sacrifice an artifact, a creature, and a land" -- a different permanent for each


@node
class Draw(Effect):
    """121: ``who`` draws ``n`` cards. ``remember``: "Draw three cards and reveal them" -- the cards drawn are
    revealed (701.20a) and remembered under this key for "one of them"."""

    who: Ref = You()
    n: Amount = Num(1)
    remember: str | None = None


@node
class Discard(Effect):
    """701.9. ``chooser`` "you" when the effect's controller chooses (e.g. after revealing), else the
    discarding player chooses. ``n=None`` discards the whole hand."""

    who: Ref = You()
    n: Amount | None = Num(1)
    random: bool = False
    filter: Node | None = None
    chooser: str = "self"
    reveal: bool = False
    up_to: bool = False  # "discard up to N cards" / "any number of cards" (701.9): the chooser may stop early


@node
class Mill(Effect):
    """701.17."""

    who: Ref = You()
    n: Amount = Num(1)


@node
class GainLife(Effect):
    """119.3."""

    who: Ref = You()
    n: Amount = Num(1)


@node
class LoseLife(Effect):
    """119.3."""

    who: Ref = You()
    n: Amount = Num(1)


@node
class SetLife(Effect):
    """119.5."""

    who: Ref = You()
    n: Amount = Num(20)


@node
class Scry(Effect):
    """701.22."""

    who: Ref = You()
    n: Amount = Num(1)


@node
class Surveil(Effect):
    """701.25."""

    who: Ref = You()
    n: Amount = Num(1)


@node
class CounterSpell(Effect):
    """701.6: counter a spell or ability. ``unless_pay``: its controller may pay this cost to prevent it
    (118.12a): a ManaCost (Mana Leak) or a :class:`~manastack.tree.costs.Cost` with non-mana parts (ward
    "Discard a card", 702.21a; Mundungu's "{1} and 1 life")."""

    what: Ref = None  # type: ignore[assignment]
    unless_pay: Node | None = None  # a Cost; a ManaCost (not a node) is also accepted
    to_zone: str = "graveyard"


@node
class AddCounters(Effect):
    """122.1: put ``n`` counters of ``kind`` on object(s) or player(s). ``divided``: "distribute ``n`` counters
    among" the targets, the division chosen as the spell or ability is put on the stack (601.2d)."""

    what: Ref = This()
    kind: str = "+1/+1"
    n: Amount = Num(1)
    divided: bool = False


@node
class RemoveCounters(Effect):
    what: Ref = This()
    kind: str = "+1/+1"
    n: Amount = Num(1)


@node
class TokenSpec(Node):
    """A token's characteristics as an effect defines them (111.4). ``power``/``toughness`` may be an amount
    ("create an X/X ... token, where X is ..."): its value is fixed as the effect creates the token (608.2h),
    and the token is created with numbers."""

    name: str = ""
    colors: int = 0
    supertypes: tuple[str, ...] = ()
    types: tuple[str, ...] = ("Creature",)
    subtypes: tuple[str, ...] = ()
    power: int | Amount | None = None
    toughness: int | Amount | None = None
    abilities: tuple = ()
    back: Node | None = None  # a double-faced token's back face, a TokenSpec (111.10i Incubator, 712)


@node
class CreateToken(Effect):
    """111.2, 701.7: ``controller`` creates ``n`` tokens. ``copy_of`` makes them copies (707.2); ``also`` are
    the copy's exceptions (layer-1 mods such as ``RemoveTypes(supertypes=("Legendary",))``), which become part
    of its copiable values (707.9a-b)."""

    spec: TokenSpec | None = None
    n: Amount = Num(1)
    controller: Ref = You()
    tapped: bool = False
    attacking: bool = False
    copy_of: Ref | None = None
    also: tuple = ()
    remember: str | None = None


@node
class AddMana(Effect):
    """106.4: add mana to the controller's pool. ``mana`` is literal ("{G}{G}"); ``any_color`` adds
    ``amount`` mana of any one color (the player chooses); ``choices`` lists alternatives ("{R} or {G}").
    ``colors_of`` narrows "any color" to a set the game names: "commander" — the colors in the color
    identity of the player's commander(s) (903.4; none without a commander, 903.4f)."""

    mana: str = ""
    any_color: bool = False
    amount: Amount = Num(1)
    choices: tuple[str, ...] = ()
    who: Ref = You()
    colors_of: str = ""


@node
class Tap(Effect):
    """701.26."""

    what: Ref = None  # type: ignore[assignment]


@node
class Untap(Effect):
    """701.26."""

    what: Ref = None  # type: ignore[assignment]


@node
class Attach(Effect):
    """701.3: attach ``what`` to ``to``."""

    what: Ref = This()
    to: Ref = None  # type: ignore[assignment]


@node
class Search(Effect):
    """701.23: ``who`` searches their library for up to ``n`` cards matching ``filter`` and puts them
    into ``zone`` (``tapped`` onto the battlefield), revealing when told, then shuffles (701.24).
    ``split``: for "put one onto the battlefield tapped and the other into your hand"."""

    who: Ref = You()
    filter: Node | None = None
    n: Amount = Num(1)
    zone: str = "hand"
    tapped: bool = False
    reveal: bool = False
    shuffle: bool = True
    split: tuple = ()  # ((zone, tapped), (zone, tapped)) for one-each placements
    up_to: bool = True
    remember: str | None = None
    # 701.23: "search your library and graveyard" ("both") / "... and/or graveyard" ("either": the searcher may
    # search the graveyard alone; the library is shuffled only if it was searched)
    graveyard: str = ""


@node
class Shuffle(Effect):
    """701.24."""

    who: Ref = You()


@node
class LookAndArrange(Effect):
    """Look at the top ``n`` cards of ``who``'s library and put them back in any order."""

    who: Ref = You()
    n: Amount = Num(1)


@node
class Reveal(Effect):
    """701.20: reveal the top ``n`` cards of a library (remembered under ``remember``)."""

    who: Ref = You()
    n: Amount = Num(1)
    remember: str | None = "revealed"


@node
class ApplyContinuous(Effect):
    """611.2: create a continuous effect from a resolving spell or ability. ``affected`` is locked in
    as the effect is created (611.2c). ``duration`` is "end_of_turn", "permanent",
    "end_of_combat", "while_controlled" (as long as you control the source), "next_turn",
    "while_source_on_battlefield", "while_source_tapped" (as long as the source remains tapped)."""

    affected: Ref = None  # type: ignore[assignment]
    mods: tuple = ()
    duration: str = "end_of_turn"


@node
class GainControl(Effect):
    """Layer 2 control change (613.1b), with a duration (see :class:`ApplyContinuous`)."""

    what: Ref = None  # type: ignore[assignment]
    duration: str = "permanent"
    who: Ref = You()


@node
class Prevent(Effect):
    """615: create a prevention shield. ``amount`` None prevents all. ``to`` is what would be dealt the
    damage (None = any); ``combat_only`` for "combat damage"; ``source`` limits to a source."""

    amount: Amount | None = None
    to: Ref | None = None
    combat_only: bool = False
    source: Ref | None = None
    duration: str = "end_of_turn"


@node
class Regenerate(Effect):
    """701.19: the next time ``what`` would be destroyed this turn, instead tap it, remove all damage
    from it, and remove it from combat."""

    what: Ref = This()


@node
class MayDo(Effect):
    """"You may <effect>": the chooser answers yes or no (608.2d); the answer is kept for "if you do"."""

    effect: Effect = None  # type: ignore[assignment]
    who: Ref = You()
    unless: bool = False  # "[A] unless [B]": this is the offer to do [B] (declining it is no choice to a loop, 732.6)


@node
class IfYouDo(Effect):
    """"If you do, <effect>": happens only if the preceding optional action was taken (608.2c)."""

    effect: Effect = None  # type: ignore[assignment]
    negate: bool = False  # "If you don't"


@node
class Conditional(Effect):
    """"If <condition>, <then>. Otherwise, <otherwise>." — checked on resolution (608.2c)."""

    condition: Node = None  # type: ignore[assignment]
    then: Effect = None  # type: ignore[assignment]
    otherwise: Effect | None = None


@node
class Repeat(Effect):
    """Do ``effect`` ``n`` times."""

    n: Amount = Num(1)
    effect: Effect = None  # type: ignore[assignment]


@node
class ForEachPlayer(Effect):
    """Each of ``players`` (in APNAP order, 101.4) does ``effect`` with You() bound to that player."""

    players: Ref = None  # type: ignore[assignment]
    effect: Effect = None  # type: ignore[assignment]


@node
class Fight(Effect):
    """701.14: each deals damage equal to its power to the other."""

    a: Ref = None  # type: ignore[assignment]
    b: Ref = None  # type: ignore[assignment]


@node
class CreateDelayedTrigger(Effect):
    """603.7: create a delayed triggered ability (e.g. "At the beginning of the next end step, ...")."""

    trigger: Node = None  # type: ignore[assignment]
    body: Node = None  # type: ignore[assignment]
    once: bool = True


@node
class Designate(Effect):
    """Give a player a designation: "monarch" (725), "initiative" (726)..."""

    who: Ref = You()
    designation: str = "monarch"


@node
class GameAction(Effect):
    """Rare whole-game actions handled by a mechanic module: "restart" (727), "subgame" (729),
    "control_next_turn" (723), "draw_game" (104.4c), "win", "lose", "extra_turn", "skip_turn"."""

    action: str = ""
    who: Ref = You()
    args: tuple = ()


@node
class Mechanic(Effect):
    """An effect implemented by a mechanic module, named by ``name`` with plain-data ``args`` (e.g.
    "open_attraction", "roll_to_visit", "roll_die", "flip_coin", "proliferate")."""

    name: str = ""
    args: tuple = ()


@node
class ChooseAndDo(Effect):
    """``who`` chooses ``n`` objects matching ``filter`` (not targeted) and remembers them as ``key``;
    ``random``: they are chosen at random instead ("return a card at random from your graveyard")."""

    who: Ref = You()
    filter: Node = None  # type: ignore[assignment]
    n: Amount = Num(1)
    key: str = "chosen"
    up_to: bool = False
    random: bool = False


@node
class Unsupported(Effect):
    """A sentence the compiler could not read; never executes, marks the card unsupported."""

    text: str = ""


# ---------------------------------------------------------------- added for the Oracle compiler (issue #5)


@node
class Dig(Effect):
    """Look at (or ``reveal``, 701.20) the top ``n`` cards of ``who``'s library; put ``take`` of them
    matching ``filter`` into ``zone`` (``take_up_to``: any number up to ``take``, as "you may put ...
    from among them"), then put the rest ``rest``: "top" (unchanged), "top_any" (any order),
    "bottom_any", "bottom_random", "graveyard", "hand". Covers "Look at the top N cards of your
    library. Put one of them into your hand and the rest on the bottom of your library in any order.".
    With ``until`` (701.20a: "Reveal cards from the top of your library until you reveal a creature card"), the
    cards revealed are those from the top down to the ``n``-th matching ``filter`` (or the whole library),
    and ``take`` (then ``n``) takes the matching ones."""

    who: Ref = You()
    n: Amount = Num(1)
    reveal: bool = False
    take: Amount = Num(0)
    filter: Node | None = None
    zone: str = "hand"
    take_up_to: bool = False
    rest: str = "top"
    counters: tuple = ()  # ((kind, n), ...): the cards put onto the battlefield enter with these (122.6)
    remember: str | None = None  # remember the cards taken under this key ("It gains hexproof ...")
    until: bool = False  # 701.20a: reveal cards from the top until ``n`` cards matching ``filter`` are revealed
    tapped: bool = False  # the cards taken enter the battlefield tapped


@node
class CopySpell(Effect):
    """707.10: put a copy of a spell (or ability) on the stack; ``new_targets``: "You may choose new
    targets for the copy" (707.10c)."""

    what: Ref = None  # type: ignore[assignment]
    new_targets: bool = False
    n: Amount = Num(1)


# ---------------------------------------------------------------- added for combat and counters (issue #3)


@node
class MoveCounters(Effect):
    """122.5: move ``n`` counters of ``kind`` from ``what`` to ``to`` — remove them from the first object
    and put them on the second. ``kind`` None moves counters of every kind, and ``n`` None moves all of
    them. If either object isn't on the battlefield, or they are the same object, nothing moves."""

    what: Ref = None  # type: ignore[assignment]
    to: Ref = None  # type: ignore[assignment]
    kind: str | None = "+1/+1"
    n: Amount | None = Num(1)


# ---------------------------------------------------------------- added for layers, copies and phasing (issue #6a)


@node
class PhaseOut(Effect):
    """702.26: ``what`` phases out (Auras, Equipment and Fortifications attached to it phase out with
    it, 702.26g). With ``until`` "source_leaves", it phases back in only when the source leaves the
    battlefield, not during its controller's untap step (610.4, 610.4a)."""

    what: Ref = None  # type: ignore[assignment]
    until: str | None = None


@node
class ExileUntil(Effect):
    """610.3: exile ``what`` until an event happens (``until`` "source_leaves": until this object
    leaves the battlefield); a second one-shot effect returns the cards to the battlefield under their
    owner's control immediately after that event (610.3c). Nothing is exiled if the event already
    happened (610.3a–b)."""

    what: Ref = None  # type: ignore[assignment]
    until: str = "source_leaves"


@node
class TurnFaceUp(Effect):
    """708.8: turn face-down permanent(s) face up; their copiable values revert to their normal ones
    and effects already applied to them keep applying (613.7f: a new timestamp)."""

    what: Ref = None  # type: ignore[assignment]


# ---------------------------------------------------------------- added for replacement, triggers, dice (issue #6b)


@node
class CreateReplacement(Effect):
    """614.1, 615.1: a replacement or prevention effect created by a resolving spell or ability ("If
    target creature would die this turn, exile it instead", "Skip your next untap step").
    ``replacement`` (a :class:`~manastack.tree.abilities.Replacement`) says what it replaces; its
    ``affected`` reference is locked in as the effect is created (611.2c). ``duration``:
    "end_of_turn" or "permanent"; ``uses``: how many times it applies before it is used up ("the next
    time ...": 1), None for every time (614.3)."""

    replacement: Node = None  # type: ignore[assignment]
    duration: str = "end_of_turn"
    uses: int | None = None


@node
class SelfReplacement(Effect):
    """614.15: ``effect`` with a self-replacement effect ``replacement`` that modifies the events
    ``effect`` itself causes; it is applied before any other replacement effect (616.1a)."""

    effect: Effect = None  # type: ignore[assignment]
    replacement: Node = None  # type: ignore[assignment]


@node
class ReflexiveTrigger(Effect):
    """603.12: a reflexive triggered ability, "When you do, [body]": it triggers at once if the
    preceding optional action was taken (``negate``: "When you don't") and is put on the stack the
    next time a player would receive priority. Objects the resolving ability remembered stay
    available to ``body``."""

    body: Node = None  # type: ignore[assignment]
    negate: bool = False


@node
class DieResult(Node):
    """One row of a results table (706.3a): if the result is from ``low`` to ``high`` (``high`` None:
    "N+"), do ``effect``."""

    low: int = 1
    high: int | None = None
    effect: Effect = None  # type: ignore[assignment]


@node
class RollDice(Effect):
    """706.1: ``who`` rolls ``n`` ``sides``-sided dice; ``modifier`` is added to each natural result
    (706.2). ``table`` (:class:`DieResult` rows, 706.3) says what each result does; the results are
    remembered under ``key``."""

    who: Ref = You()
    sides: int = 20
    n: Amount = Num(1)
    modifier: int = 0
    table: tuple = ()
    key: str = "roll"


@node
class FlipCoins(Effect):
    """705.1: ``who`` flips ``n`` coins. With ``call`` the player calls heads or tails and wins the flip
    when the call matches (705.2): ``won`` / ``lost`` happen for each flip accordingly. Without a call,
    ``won`` happens on heads and ``lost`` on tails."""

    who: Ref = You()
    n: Amount = Num(1)
    call: bool = True
    won: Effect | None = None
    lost: Effect | None = None


@node
class ExileUntilCast(Effect):
    """702.85a cascade, 701.57a discover: ``who`` exiles cards from the top of their library until they
    exile a nonland card with mana value less than ``limit`` (``or_equal``: ``limit`` or less). They may
    cast it without paying its mana cost (``or_hand``: if they don't, it goes into their hand); then
    the other exiled cards, and that one if it stayed in exile, go on the bottom of the library in a
    random order. ``limit`` defaults to the triggering spell's mana value."""

    who: Ref = You()
    limit: Amount = EventAmount()
    or_equal: bool = False
    or_hand: bool = False


# ---------------------------------------------------------------- added for the seed mechanics (issue #7)


@node
class CastCard(Effect):
    """Cast a card while this spell or ability is resolving (608.2g): "You may cast it without paying
    its mana cost", "Copy that card. You may cast the copy ..." (``copy``: 707.12, the copy is made in
    the zone the card is in and cast from there). ``what`` names the candidates; ``filter`` judges a
    candidate by the characteristics it would be cast with (718.3a: prototyped values when cast
    prototyped); ``free``: without paying its mana cost (118.9, 107.3b); ``optional``: "you may".
    Timing permissions are ignored. A copy that isn't cast ceases to exist the next time state-based
    actions are checked (704.5e)."""

    what: Ref = None  # type: ignore[assignment]
    filter: Node | None = None
    copy: bool = False
    free: bool = False
    optional: bool = True
    who: Ref = You()


@node
class MayCast(Effect):
    """A permission from a resolving spell or ability: ``who`` may cast spells from among ``what``
    matching ``filter`` — judged by the characteristics the spell would be cast with (718.3a) —
    until ``duration`` ends ("You may cast red spells from among them this turn"). ``free``: without
    paying their mana costs."""

    what: Ref = None  # type: ignore[assignment]
    filter: Node | None = None
    who: Ref = You()
    duration: str = "end_of_turn"
    free: bool = False


@node
class ExileUntilEvent(Effect):
    """610.3: exile ``what`` until an event happens (``until``: a Trigger, e.g. an opponent becoming
    the monarch); right after that event the card returns to the battlefield under its owner's
    control (610.3c). If the event already happened after the ability triggered or was put on the
    stack, the object doesn't move (610.3a–b)."""

    what: Ref = None  # type: ignore[assignment]
    until: Node = None  # type: ignore[assignment]


@node
class CreateEmblem(Effect):
    """114.1: ``who`` gets an emblem with ``abilities`` in the command zone (114.4: they function there)."""

    abilities: tuple = ()
    who: Ref = You()


# ---------------------------------------------------------------- added for the Oracle compiler (issue #5)


@node
class PayCost(Effect):
    """``who`` pays ``cost`` as part of an effect ("you may pay {1}", 118.1, 608.2d); usually inside a
    :class:`MayDo` whose answer an :class:`IfYouDo` reads."""

    cost: Node = None  # type: ignore[assignment]
    who: Ref = You()


@node
class MayPlay(Effect):
    """601.3 / 305.9: ``who`` may play (lands included; :class:`MayCast` is for casting only) the card(s)
    ``what`` from the zone they are in, for ``duration`` ("end_of_turn", "end_of_next_turn",
    "until_next_end_step", "permanent", "while_exiled": "for as long as it remains exiled") -- "You may
    play that card this turn". ``any_color``: they may spend mana as though it were mana of any color to
    cast those cards (609.4b)."""

    what: Ref = None  # type: ignore[assignment]
    duration: str = "end_of_turn"
    who: Ref = You()
    any_color: bool = False  # 609.4b: "and you may spend mana as though it were mana of any color to cast them"


@node
class ChooseValue(Effect):
    """``who`` chooses a ``kind`` of value -- "color", "creature_type", "card_type", "card_name",
    "nonland_card_name", "basic_land_type", "number", "opponent", "player" -- remembered under ``key``
    (and read by ``Filter(chosen=...)``), e.g. "As ~ enters, choose a color" (614.12, 607.2d)."""

    kind: str = "color"
    who: Ref = You()
    key: str = "chosen"


@node
class SpendOnly(Effect):
    """106.6: mana added by ``effect`` (an :class:`AddMana`) can be spent only on spells matching
    ``filter`` ("Spend this mana only to cast a creature spell"); ``negate`` for "can't be spent to cast
    ..." (111.10h Powerstone). ``abilities``: the sources whose activated abilities the mana may also be
    spent to activate ("Spend this mana only to activate abilities of artifacts": ``Filter(kind="object",
    types=("Artifact",))``; ``filter`` None when no spell may be paid with it)."""

    effect: Effect = None  # type: ignore[assignment]
    filter: Node = None  # type: ignore[assignment]
    negate: bool = False
    abilities: Node | None = None


@node
class KeepMana(Effect):
    """106.4, 500.4: the mana added by ``effect`` (an :class:`AddMana`) isn't lost as steps and phases end this
    turn ("Until end of turn, you don't lose this mana as steps and phases end")."""

    effect: Effect = None  # type: ignore[assignment]
