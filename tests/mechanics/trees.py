"""Ability trees built by hand for cards the Oracle compiler doesn't (yet) compile into the trees the
seed mechanics need. Each is the card's real Oracle text, written with vocabulary nodes; the compiler
should learn to produce them (listed in the seed-mechanics report).

``patch(pool, name, *nodes)`` compiles the card and replaces its ``Unparsed`` abilities, in order, with
``nodes`` (other abilities — e.g. the Prototype keyword — stay as compiled); ``define(pool, name,
abilities)`` sets all its abilities."""
from __future__ import annotations

from manastack.core.colors import mask_from_letters
from manastack.core.mana import ManaCost
from manastack.tree.abilities import Activated, Body, IsTrue, Keyword, Modal, SpellAbility, Static, TargetSpec, Trigger, Triggered
from manastack.tree.abilities import Unparsed
from manastack.tree.continuous import AddAbilities, CastFrom, ControlPlayers, ModPT
from manastack.tree.costs import Cost
from manastack.tree.effects import (
    AddCounters, ApplyContinuous, CastCard, ChooseAndDo, Conditional, CreateEmblem, CreateToken, DealDamage, Designate,
    Draw, ExileUntilEvent, ForEachPlayer, GameAction, LoseLife, MayCast, Mechanic, MoveTo, Scry, Search, Seq, Tap,
    TokenSpec,
)
from manastack.tree.filters import ANY_TARGET, PLAYER, Filter
from manastack.tree.refs import (
    Each, EventAmount, Half, LifeOf, Num, PowerOf, Remembered, Target, This, TopCards, You,
)

RED = mask_from_letters("R")
PERMANENT_TYPES = ("Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker")


def patch(pool, name: str, *nodes):
    """Compile ``name`` and replace its Unparsed abilities, in order, with ``nodes``."""
    d = pool.get(name)
    it = iter(nodes)
    abil = []
    for a in d.faces[0].abilities:
        if isinstance(a, Unparsed):
            n = next(it, None)
            if n is not None:
                abil.append(n)
        else:
            abil.append(a)
    abil.extend(it)
    return pool.define(d.card, abil)


def define(pool, name: str, abilities):
    return pool.define(pool.get(name).card, abilities)


# ---------------------------------------------------------------- prototype


ARCANE_PROXY_TRIGGER = Triggered(
    trigger=Trigger("enters", This()),
    intervening=IsTrue("you_cast_it"),
    body=Body(
        effect=Seq((MoveTo(Target(0), "exile", remember="exiled"),
                    CastCard(Remembered("exiled"), copy=True, free=True))),
        targets=(TargetSpec(Filter(kind="card", zone="graveyard", owner="you", any_types=("Instant", "Sorcery"),
                                   mana_value=("<=", PowerOf(This()))),
                            label="target instant or sorcery card with mana value less than or equal to this "
                                  "creature's power from your graveyard"),)))
"""Arcane Proxy: "When this creature enters, if you cast it, exile target instant or sorcery card with
mana value less than or equal to this creature's power from your graveyard. Copy that card. You may
cast the copy without paying its mana cost." """

BURST_LIGHTNING = (
    Keyword("Kicker", cost=Cost(mana=ManaCost.parse("{4}"))),
    SpellAbility(Body(Conditional(IsTrue("kicked"), DealDamage(Num(4), Target(0)), DealDamage(Num(2), Target(0))),
                      (TargetSpec(ANY_TARGET, label="any target"),))),
)
"""Burst Lightning: "Kicker {4} / Burst Lightning deals 2 damage to any target. If this spell was kicked,
it deals 4 damage instead." """

CAST_ARTIFACT_FREE = Activated(
    cost=Cost(tap=True),
    body=Body(CastCard(Each(Filter(kind="card", zone="hand", owner="you")), filter=Filter(types=("Artifact",)),
                       free=True)))
"""A test ability in the words of the seed ruling: "{T}: You may cast an artifact spell from your hand
without paying its mana cost." (the shape of Lady Octopus, Inspired Inventor's ability)."""

CAST_ARTIFACTS_FROM_GRAVEYARD = Static(mods=(CastFrom("graveyard", Filter(types=("Artifact",))),))
"""A test static ability in the words of the seed ruling: "You may cast artifact spells from your
graveyard." """

CHANDRA_MINUS_7 = Activated(
    cost=Cost(loyalty=-7), loyalty=True, timing="sorcery",
    body=Body(Seq((
        MoveTo(TopCards(You(), Num(5)), "exile", remember="exiled"),
        MayCast(Remembered("exiled"), filter=Filter(kind="spell", colors=RED)),
        CreateEmblem((Triggered(Trigger("cast", None, whose="you", spell_filter=Filter(kind="spell", colors=RED)),
                                Body(DealDamage(EventAmount(), Target(0)), (TargetSpec(ANY_TARGET, label="any target"),))),)),
    ))))
"""Chandra, Dressed to Kill's last ability: "[−7]: Exile the top five cards of your library. You may cast
red spells from among them this turn. You get an emblem with "Whenever you cast a red spell, this emblem
deals X damage to any target, where X is the amount of mana spent to cast that spell."" """

CHANDRA_PLUS_1_EXILE = Activated(
    cost=Cost(loyalty=1), loyalty=True, timing="sorcery",
    body=Body(Seq((MoveTo(TopCards(You(), Num(1)), "exile", remember="exiled"),
                   MayCast(Remembered("exiled"), filter=Filter(kind="spell", colors=RED))))))
"""Chandra's second ability: "[+1]: Exile the top card of your library. If it's red, you may cast it this
turn." (as a red-spell permission, the same as the first instruction's condition for a card)."""


# ---------------------------------------------------------------- player control, monarch, restart, subgame


MINDSLAVER = (Activated(cost=Cost(mana=ManaCost.parse("{4}"), tap=True, sacrifice_self=True),
                        body=Body(GameAction("control_next_turn", Target(0)), (TargetSpec(PLAYER, label="target player"),))),)
"""Mindslaver: "{4}, {T}, Sacrifice Mindslaver: You control target player during that player's next turn." """

OPPOSITION_AGENT = (Keyword("Flash"), Static(mods=(ControlPlayers("opponents", "searching"),)))
"""Opposition Agent: "Flash / You control your opponents while they're searching their libraries." (its
last ability — exiling what they find — is not built here)."""

PALACE_JAILER_EXILE = Triggered(
    Trigger("enters", This()),
    Body(ExileUntilEvent(Target(0), Trigger("becomes_monarch", None, whose="opponent")),
         (TargetSpec(Filter(types=("Creature",), controller="opponent"), label="target creature an opponent controls"),)))
"""Palace Jailer: "When this creature enters, exile target creature an opponent controls until an opponent
becomes the monarch." """

KARN_PLUS_4 = Activated(
    cost=Cost(loyalty=4), loyalty=True, timing="sorcery",
    body=Body(Seq((ChooseAndDo(Target(0), Filter(kind="card", zone="hand", owner="you"), Num(1), "chosen"),
                   MoveTo(Remembered("chosen"), "exile"))), (TargetSpec(PLAYER, label="target player"),)))
"""Karn Liberated: "[+4]: Target player exiles a card from their hand." """

KARN_MINUS_14 = Activated(
    cost=Cost(loyalty=-14), loyalty=True, timing="sorcery",
    body=Body(Seq((GameAction("restart", args=(("exempt", Filter(kind="card", zone="exile", any_types=PERMANENT_TYPES,
                                                                  not_subtypes=("Aura",))),)),
                   MoveTo(Remembered("exempt"), "battlefield", controller=You())))))
"""Karn Liberated: "[−14]: Restart the game, leaving in exile all non-Aura permanent cards exiled with
Karn. Then put those cards onto the battlefield under your control." """

SHAHRAZAD = (SpellAbility(Body(Seq((
    GameAction("subgame"),
    ForEachPlayer(Remembered("subgame_nonwinners"), LoseLife(You(), Half(LifeOf(You()), round_up=True))),
)))),)
"""Shahrazad: "Players play a Magic subgame, using their libraries as their decks. Each player who
doesn't win the subgame loses half their life, rounded up." """


def karn(pool):
    d = pool.get("Karn Liberated")
    minus3 = [a for a in d.faces[0].abilities if isinstance(a, Activated)][0]
    return define(pool, "Karn Liberated", (KARN_PLUS_4, minus3, KARN_MINUS_14))


# ---------------------------------------------------------------- Attractions (702.159a: "Visit — ...")


def visit(effect, targets=()):
    return Triggered(Trigger("visit"), Body(effect, tuple(targets)))


ATTRACTIONS = {
    "Information Booth": (visit(Draw()),),
    "Fortune Teller": (visit(Scry()),),
    "Clown Extruder": (visit(CreateToken(TokenSpec("Clown Robot", mask_from_letters("W"), (), ("Artifact", "Creature"),
                                                   ("Clown", "Robot"), 1, 1))),),
    "Kiddie Coaster": (visit(ApplyContinuous(Each(Filter(types=("Creature",), controller="you")),
                                             (ModPT(Num(1), Num(0)),))),),
    "Roller Coaster": (visit(ApplyContinuous(Each(Filter(types=("Creature",), controller="you")),
                                             (ModPT(Num(2), Num(0)),))),),
    "Spinny Ride": (visit(Tap(Target(0)), (TargetSpec(Filter(types=("Creature",), controller="opponent"),
                                                      label="target creature an opponent controls"),)),),
    "Foam Weapons Kiosk": (visit(Seq((AddCounters(Target(0), "+1/+1", Num(1)),
                                      ApplyContinuous(Target(0), (AddAbilities((Keyword("Vigilance"),)),)))),
                                 (TargetSpec(Filter(types=("Creature",), controller="you"),
                                             label="target creature you control"),)),),
    "Balloon Stand": (Triggered(Trigger("visit"), Modal((
        Body(CreateToken(TokenSpec("Balloon", RED, (), ("Creature",), ("Balloon",), 1, 1, (Keyword("Flying"),)))),
        Body(ApplyContinuous(Target(0), (AddAbilities((Keyword("Flying"),)),)),
             (TargetSpec(Filter(types=("Creature",)), label="target creature"),)),
    ))),),
}
"""Visit abilities (702.159a) of Unfinity Attractions expressible in the vocabulary (Balloon Stand's second
mode without its "Sacrifice a Balloon. If you do" part)."""


def attractions(pool, *names):
    for n in names or ATTRACTIONS:
        define(pool, n, ATTRACTIONS[n])


__all__ = ["Designate", "Mechanic", "Search", "OPPOSITION_AGENT", "CAST_ARTIFACTS_FROM_GRAVEYARD", "AddAbilities"]


def attraction_on_battlefield(s, player: int, name: str, lights=(1, 2, 3, 4, 5, 6)):
    """Put an Attraction (with its visit ability from :data:`ATTRACTIONS`) onto the battlefield under
    ``player``'s control, with these lit numbers (717.1)."""
    if name in ATTRACTIONS:
        define(s.pool, name, ATTRACTIONS[name])
    c = s.battlefield(player, name)
    s.state.designations.setdefault("lights", {})[c.uid] = tuple(lights)
    return c


def attraction_deck(s, player: int, *entries):
    """Give ``player`` an Attraction deck (717.2) in a scenario."""
    from manastack.engine.mechanics.attractions import add_attraction_deck

    for e in entries:
        n = e if isinstance(e, str) else e[0]
        if n in ATTRACTIONS:
            define(s.pool, n, ATTRACTIONS[n])
    return add_attraction_deck(s.state, player, entries)
