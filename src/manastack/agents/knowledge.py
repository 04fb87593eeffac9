"""What a player knows, and games that agree with it (determinization).

A player sees the public zones (400.2), their own hand (402.3) and the sizes of every hidden zone.
They do not see opponents' hands, any library order (401.2), nor the random generator's state (which
would predict future shuffles and coin flips). Decklists are taken as known (open decklists, as at
many tournaments): an opponent's unseen cards are their starting deck minus every card of theirs
that has been seen in a public zone.

:func:`determinize` returns a fork of the game in which everything ``player`` cannot see has been
redrawn from what they could infer: each opponent's hand and library get a fresh random selection of
that opponent's unseen cards (same object ids, same counts), the player's own library is shuffled,
and the random generator is reseeded. The result never depends on the hidden cards themselves, so an
agent that only reads determinized games cannot be influenced by information it should not have.
"""
from __future__ import annotations

import random
from collections import Counter

from ..core.types import Zone
from ..engine.rng import seed_state
from ..engine.view import sees_hand_of
from ..game import Game

_PUBLIC = (Zone.BATTLEFIELD, Zone.GRAVEYARD, Zone.STACK, Zone.EXILE, Zone.COMMAND)


def seen_cards(game: Game, owner: int) -> Counter:
    """Names of ``owner``'s physical cards that sit, face up, in public zones."""
    st = game.state
    seen: Counter = Counter()
    for oid in _public_ids(st):
        o = st.objects[oid]
        if o.owner == owner and o.kind == "card" and o.card is not None and not o.face_down:
            seen[o.card] += 1
    return seen


def _public_ids(st) -> list[int]:
    ids = list(st.battlefield) + list(st.stack) + list(st.exile) + list(st.command)
    for gy in st.graveyard:
        ids.extend(gy)
    return ids


def unseen_pool(game: Game, owner: int) -> list[str]:
    """``owner``'s deck minus their cards seen in public zones, as a sorted list of names (the
    multiset an observer can infer for their hand and library together)."""
    deck = Counter(game.state.players[owner].deck)
    deck.subtract(seen_cards(game, owner))
    return sorted(n for n, k in deck.items() for _ in range(max(0, k)))


def hidden_slots(game: Game, player: int) -> list[int]:
    """Object ids ``player`` cannot identify: opponents' hands and every library (in a fixed order
    that depends only on public information: zone lists of ids)."""
    st = game.state
    out: list[int] = []
    for p in range(len(st.players)):
        if not sees_hand_of(st, player, p):
            out.extend(st.hand[p])
        out.extend(st.library[p])
    return out


def determinize(game: Game, player: int, rng: random.Random) -> Game:
    """A fork of ``game`` consistent with what ``player`` knows, with hidden cards redrawn.

    - each other player's hand + library: a random draw from their unseen pool, sizes kept;
    - ``player``'s own library: their unseen pool minus their own hand, in random order;
    - the random generator: reseeded from ``rng``.
    Object ids, zone sizes and everything public stay as they are."""
    g = game.fork()
    st = g.state
    for p in range(len(st.players)):
        knows_hand = sees_hand_of(st, player, p)
        slots = list(st.library[p]) if knows_hand else list(st.hand[p]) + list(st.library[p])
        if not slots:
            continue
        pool = Counter(unseen_pool(game, p))
        if knows_hand:
            pool.subtract(Counter(st.objects[o].card for o in st.hand[p] if st.objects[o].kind == "card"))
        names = sorted(n for n, k in pool.items() for _ in range(max(0, k)))
        rng.shuffle(names)
        if len(names) < len(slots):
            # cards came from outside the starting deck (e.g. a wish): fill from the deck's names
            deck = sorted(set(st.players[p].deck)) or sorted(set(names)) or ["Plains"]
            names += [rng.choice(deck) for _ in range(len(slots) - len(names))]
        for oid, name in zip(slots, names):
            o = st.objects[oid]
            if o.kind != "card":
                continue
            if o.card != name or o.face != 0:
                m = st.mut(oid)
                m.card = name
                m.face = 0
    st.rng = seed_state(rng.getrandbits(63))
    st.touch()
    return g


def info_key(game: Game, player: int) -> tuple:
    """A key of everything ``player`` knows about the current position (for tests and caches):
    the view, plus the ids of hidden objects, never their names."""
    v = game.view(player)
    return (repr(v), tuple(hidden_slots(game, player)))
