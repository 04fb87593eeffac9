"""Scenario helpers for the seed mechanics, and the few ability trees the tests still build by hand.

The real cards of the seed mechanics compile from their Oracle text now (Mindslaver, Shahrazad, Karn
Liberated, Emrakul, the Promised End, Queen Marchesa, Palace Jailer, the Attractions' visit abilities,
Arcane Proxy, Chandra, Dressed to Kill, Burst Lightning, Lady Octopus, Opposition Agent...): the trees the tests used to
build for them are checked against the compiler's in ``test_compiled_seed_cards.py``. What is left here:

- test abilities on stand-in cards (an Ornithopter that wishes, skips turns...), most of them compiled
  from the words of the seed rulings.

``define(pool, name, abilities)`` sets all of a card's abilities."""
from __future__ import annotations

from manastack.oracle.compiler import compile_granted
from manastack.tree.abilities import (
    Activated,
    Body,
    Static,
    Trigger,
    Triggered,
)
from manastack.tree.continuous import AddAbilities, ModPT
from manastack.tree.costs import Cost
from manastack.tree.effects import (
    ChooseAndDo,
    Designate,
    Mechanic,
    MoveTo,
    Search,
    Seq,
)
from manastack.tree.filters import Filter
from manastack.tree.refs import (
    EventObject,
    Num,
    OwnerOf,
    Remembered,
    You,
)


def define(pool, name: str, abilities):
    return pool.define(pool.get(name).card, abilities)


# ---------------------------------------------------------------- prototype


CAST_ARTIFACT_FREE = compile_granted("{T}: You may cast an artifact spell from your hand without paying its mana cost.")[0]
"""A test ability in the words of the seed ruling: "{T}: You may cast an artifact spell from your hand
without paying its mana cost." (the shape of Lady Octopus, Inspired Inventor's ability, which compiles
itself now), compiled: it goes on a stand-in card (Ornithopter) in the tests."""

CAST_ARTIFACTS_FROM_GRAVEYARD = compile_granted("You may cast artifact spells from your graveyard.")[0]
"""A test static ability in the words of the seed ruling: "You may cast artifact spells from your
graveyard." (compiled; on a stand-in card in the tests)."""

# ---------------------------------------------------------------- Attractions (717)
# Their visit abilities (702.159a) compile from the cards' text now (tests/mechanics/test_compiled_seed_cards.py).


__all__ = ["CAST_ARTIFACTS_FROM_GRAVEYARD", "AddAbilities", "Designate", "Mechanic", "Search"]


def attraction_on_battlefield(s, player: int, name: str, lights=(1, 2, 3, 4, 5, 6)):
    """Put an Attraction onto the battlefield under ``player``'s control, with these lit numbers (717.1)."""
    c = s.battlefield(player, name)
    s.state.designations.setdefault("lights", {})[c.uid] = tuple(lights)
    return c


def answer_until_priority(g, target=None, mode: int = 0):
    """Answer the pending decisions (targets with ``target``, modes with ``mode``, anything else with its
    first option) until a priority decision."""
    while g.decision.kind != "priority":
        d = g.decision
        if d.kind == "target":
            g.choose(target)
        elif d.kind == "mode":
            g.answer(("mode", mode))
        else:
            g.answer(d.options[0])
    return g


def attraction_deck(s, player: int, *entries):
    """Give ``player`` an Attraction deck (717.2) in a scenario."""
    from manastack.engine.mechanics.attractions import add_attraction_deck

    return add_attraction_deck(s.state, player, entries)


WISH_ORNITHOPTER = (Activated(cost=Cost(), limit=1, body=Body(Seq((
    ChooseAndDo(You(), Filter(kind="card", zone="outside", owner="you", types=("Sorcery",)), Num(1), "wished", up_to=True),
    MoveTo(Remembered("wished"), "hand"))))),)
"""A test ability (on Ornithopter, so it can be used in a subgame without mana) in the words of Burning
Wish: "Reveal a sorcery card you own from outside the game and put it into your hand." """


def shahrazad_scenario(players=2, p0_library=("Ornithopter",) * 8, p1_library=("Island",) * 7, setup=None, seed=0):
    """Player 1 holds Shahrazad with two Plains; libraries as given (the subgame's decks)."""
    from manastack.testing import Scenario

    s = Scenario.full(players=players, seed=seed)
    define(s.pool, "Ornithopter", WISH_ORNITHOPTER)
    s.hand(0, "Shahrazad")
    s.lands(0, "Plains", 2)
    s.library(0, *p0_library)
    s.library(1, *p1_library)
    for p in range(2, players):
        s.library(p, *("Forest",) * 10)
    if setup:
        setup(s)
    return s


def begin_subgame(g, first=0):
    """Cast Shahrazad, let it resolve, choose who goes first in the subgame and keep every hand."""
    g.cast("Shahrazad")
    g.pass_priority(len([p for p in g.state.players if p.in_game]))
    if g.decision.kind == "play_first":
        g.answer(("first", first))
    while g.decision.kind == "mulligan":
        g.choose("keep")


def pass_until_subgame_ends(g, limit=200):
    """Pass priority (declaring no attackers or blockers) until the subgame in progress ends."""
    depth = 0
    p = g.state.parent
    while p is not None:
        depth, p = depth + 1, p.parent
    for _ in range(limit):
        p, d = g.state.parent, 0
        while p is not None:
            d, p = d + 1, p.parent
        if d < depth:
            return g
        dec = g.decision
        if dec.kind == "priority":
            g.answer(("pass",))
        elif dec.kind in ("attackers", "blockers"):
            g.answer(("done",))
        else:
            g.answer(dec.options[0])
    raise AssertionError("the subgame did not end")


SHRINK_ALL = (Static(mods=(ModPT(Num(-2), Num(-2)),), affected=Filter(types=("Creature",))),)
"""A test ability (on Glorious Anthem): "Creatures get -2/-2." """

RETURN_THE_DEAD = (Triggered(Trigger("dies", Filter(types=("Creature",))),
                             Body(MoveTo(EventObject(), "battlefield", controller=OwnerOf(EventObject())))),)
"""A test ability (on Intruder Alarm): "Whenever a creature dies, return it to the battlefield under its
owner's control." — with "Creatures get -2/-2." and a 2/2 creature, a loop of mandatory actions."""


def mandatory_loop(players=2, looper=0, **opts):
    """A game about to enter a mandatory loop: Grizzly Bears (2/2) under "Creatures get -2/-2." dies and
    "Whenever a creature dies, return it to the battlefield" brings it back, forever."""
    from manastack.testing import Scenario

    s = Scenario.full(players=players, **opts)
    define(s.pool, "Glorious Anthem", SHRINK_ALL)
    define(s.pool, "Intruder Alarm", RETURN_THE_DEAD)
    s.battlefield(looper, "Glorious Anthem")
    s.battlefield(looper, "Intruder Alarm")
    s.battlefield(looper, "Grizzly Bears")
    return s


def settle(g, limit=100):
    """Resolve the whole stack: pass priority, and answer any other decision (trigger order, a target...)
    with its first option."""
    for _ in range(limit):
        d = g.decision
        if d is None or (d.kind == "priority" and not g.state.stack and not g.state.pending):
            return g
        g.answer(("pass",) if d.kind == "priority" else d.options[0])
    raise AssertionError("the stack did not settle")


def advance(g, step, turn=None, limit=400):
    """Like ``pass_until``, answering every other decision on the way with ``done`` or its first option
    (no attackers, no blockers, the first card to discard...)."""
    from manastack.testing.scenario import step_name

    target = step_name(step)
    for _ in range(limit):
        st = g.state
        d = g.decision
        if d is None or (st.step == target and (turn is None or st.turn == turn)):
            return g
        g.answer(("pass",) if d.kind == "priority" else ("done",) if ("done",) in (d.options or ()) else d.options[0])
    raise AssertionError(f"did not reach {step}")
