"""One game seen through the fixed layout: stable rows, the slot-by-slot chooser and observations.
Both environments (PettingZoo and Gymnasium) drive a :class:`Session`; it adds no rule of its own."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from ..builtin_decks import DECKS, deck
from ..cards.database import CardDatabase, starter_database
from ..core.errors import IllegalActionError
from ..engine.carddef import CardPool
from ..game import Game
from .actions import Chooser, Tokenizer, make_chooser
from .encoding import Encoder, Vocabulary
from .fastobs import FastEncoder
from .layout import Layout, RowAllocator

_POOLS: dict[int, tuple[CardPool, Vocabulary]] = {}
_ENCODERS: dict[tuple[int, int], tuple[Encoder, FastEncoder]] = {}


def pool_and_vocab(cards: CardDatabase | None) -> tuple[CardPool, Vocabulary]:
    """One compiled card pool (and its vocabulary) per database, shared by the sessions of a process."""
    db = cards if cards is not None else starter_database()
    got = _POOLS.get(id(db))
    if got is None or got[0].db is not db:
        got = _POOLS[id(db)] = (CardPool(db), Vocabulary(db.names()))
    return got


def resolve_decks(decks: Any, seats: int, rng: np.random.Generator) -> list[list[str]]:
    """Decklists from built-in deck names, lists of card names, or ``"random"`` (a built-in deck at random
    for each seat)."""
    names = sorted(DECKS)
    if decks is None or decks == "random":
        return [deck(names[int(rng.integers(len(names)))]) for _ in range(seats)]
    if isinstance(decks, str):
        decks = [decks] * seats
    if len(decks) != seats:
        raise IllegalActionError(f"{seats} seats need {seats} decks, got {len(decks)}")
    out = []
    for d in decks:
        if d == "random":
            out.append(deck(names[int(rng.integers(len(names)))]))
        elif isinstance(d, str):
            out.append(deck(d))
        else:
            out.append(list(d))
    return out


class Session:
    """A game plus the encoding state (row allocators, the pending chooser)."""

    def __init__(self, decks: Sequence[Sequence[str]], seed: int, *, cards: CardDatabase | None = None,
                 auto_pay: bool = True, game_options: dict | None = None, log: bool = False):
        """``log``: keep the game's event log (``game.log``). Off by default: no observation, mask or
        reward reads it, and building its lines is about 5% of an environment step."""
        pool, vocab = pool_and_vocab(cards)
        game = Game.new([list(d) for d in decks], seed=seed, cards=pool, auto_pay=auto_pay, **(game_options or {}))
        game.state.logging = bool(log)
        self._setup(game, vocab)

    @classmethod
    def from_game(cls, game: Game, cards: CardDatabase | None = None) -> "Session":
        """A session over a game made elsewhere (a scenario, a loaded save); ``cards`` names the
        database for the card vocabulary (default: the game's own)."""
        s = cls.__new__(cls)
        s._setup(game, Vocabulary((cards if cards is not None else game.state.pool.db).names()))
        return s

    def _setup(self, game: Game, vocab: Vocabulary) -> None:
        self.game = game
        self.seats = len(game.state.players)
        self.layout = Layout(self.seats)
        self.tok = Tokenizer(self.layout)
        key = (self.seats, id(vocab))
        enc = _ENCODERS.get(key)
        if enc is None or enc[0].vocab is not vocab:  # shared by the sessions of a process: warm caches
            if len(_ENCODERS) > 16:
                _ENCODERS.clear()
            enc = _ENCODERS[key] = (Encoder(self.layout, vocab), None)
            enc = _ENCODERS[key] = (enc[0], FastEncoder(enc[0]))
        self.encoder, self.fast = enc
        n = self.seats
        self._hand = [RowAllocator(r[2]) for r in self.layout.regions[:n]]
        self._public = {name: RowAllocator(size) for name, _, size in self.layout.regions[n:]}
        self._start = {name: start for name, start, _ in self.layout.regions}
        self._rows: dict[int, dict[int, int]] = {}
        self._chooser: Chooser | None = None
        self.sync()

    def fork(self) -> "Session":
        """An independent copy (the game forked, rows and the pending choice copied)."""
        s = Session.__new__(Session)
        s.game = self.game.fork()
        s.seats, s.layout, s.tok, s.encoder, s._start = self.seats, self.layout, self.tok, self.encoder, self._start
        s.fast = self.fast
        s._hand = [a.copy() for a in self._hand]
        s._public = {k: a.copy() for k, a in self._public.items()}
        s._rows = {}
        s._chooser = self._chooser.clone(s.game) if self._chooser is not None else None
        return s

    # ------------------------------------------------------------ rows
    def sync(self) -> None:
        """After every change: free the rows of objects that left their zone, give rows to new ones,
        and answer a decision that has one possible answer (one the engine leaves to its caller)."""
        while True:
            self._sync_rows()
            self._chooser = None
            if self.over:
                return
            a = self.actor
            c = make_chooser(self.game, self.rows(a), a, self.tok)
            if not c.done:
                self._chooser = c
                return
            self.game.apply(c.answer())

    def _sync_rows(self) -> None:
        st = self.game.state
        changed = False
        for q, alloc in enumerate(self._hand):
            changed |= alloc.sync(st.hand[q])
        pub = self._public
        changed |= pub["battlefield"].sync(st.battlefield)
        changed |= pub["stack"].sync(st.stack)
        changed |= pub["graveyard"].sync([o for g in st.graveyard for o in g])
        changed |= pub["exile"].sync(st.exile)
        changed |= pub["command"].sync(st.command)
        if changed:  # the seats' id -> row tables are rebuilt on demand
            self._rows = {}

    def rows(self, seat: int) -> dict[int, int]:
        """Object id -> row, for ``seat``'s table (hands are placed relative to the seat)."""
        r = self._rows.get(seat)
        if r is None:
            r = {}
            n = self.seats
            for q, alloc in enumerate(self._hand):
                base = self._start[f"hand{(q - seat) % n}"]
                for o, i in alloc.rows.items():
                    r[o] = base + i
            for name, alloc in self._public.items():
                base = self._start[name]
                for o, i in alloc.rows.items():
                    r[o] = base + i
            self._rows[seat] = r
        return r

    # ------------------------------------------------------------ decisions
    @property
    def over(self) -> bool:
        return self.game.result is not None or self.game.decision is None

    @property
    def actor(self) -> int | None:
        """Who chooses now: the decision's actor (under 723, the controlling player)."""
        d = self.game.decision
        return None if d is None or self.game.result is not None else d.actor

    def chooser(self) -> Chooser | None:
        return self._chooser

    def legal_slots(self) -> list[int]:
        c = self.chooser()
        return c.choices() if c is not None else []

    def mask(self, seat: int) -> np.ndarray:
        m = np.zeros(self.layout.n_actions, np.int8)
        if seat == self.actor:
            m[self.legal_slots()] = 1
        return m

    def act(self, slot: int) -> bool:
        """The acting seat picks ``slot``. Returns False (and picks the lowest legal slot instead) when
        ``slot`` is not legal now."""
        c = self.chooser()
        legal = c.choices()
        ok = slot in c._choices
        answer = c.pick(slot if ok else legal[0])
        if answer is not None:
            self.apply(answer)
        return ok

    def apply(self, option: Any) -> None:
        """Answer the pending decision with an engine option (what opponents' agents do)."""
        self.game.apply(option)
        self.sync()

    # ------------------------------------------------------------ observations
    def observe(self, seat: int, via_view: bool = False) -> dict:
        """``seat``'s observation. It is encoded straight from the state through the visibility rules of
        ``game.view`` (:mod:`.fastobs`); ``via_view`` encodes ``game.view(seat)`` itself instead (the
        reference path: both give identical arrays, tests/rl checks)."""
        acting = seat == self.actor
        c = self.chooser() if acting else None
        chosen = set()
        depth = 0
        if c is not None:
            depth = len(c.prefix)
            for s in c.prefix:
                b, i = self.layout.slot_meaning(s) if isinstance(s, int) else ("", 0)
                if b.startswith("obj:") or b == "arg:obj":
                    chosen.add(i)
        d = self.game.decision
        mask = np.zeros(self.layout.n_actions, np.int8)
        n_choices = 0
        if c is not None:
            legal = c.choices()
            mask[legal] = 1
            n_choices = len(legal)
        kind = d.kind if (d is not None and acting) else None
        if via_view:
            return self.encoder.encode(self.game.view(seat), self.rows(seat), seat, chosen, depth, mask, kind,
                                       n_choices)
        return self.fast.encode(self.game.state, self.rows(seat), seat, chosen, depth, mask, kind, n_choices)

    def describe(self, slot: int, seat: int | None = None) -> str:
        """What picking ``slot`` means now, in words (for the acting seat unless ``seat`` is given)."""
        name, i = self.layout.slot_meaning(slot)
        c = self.chooser()
        if c is not None and (seat is None or seat == self.actor) and slot in c._choices:
            members = c._choices[slot]
            if isinstance(members, tuple):
                members = members[1]
            if hasattr(c, "options"):
                opts = [c.options[k] for k in members]
                if len(opts) == 1:
                    return self.game.describe(opts[0]) if isinstance(opts[0], tuple) else f"{opts[0]}"
                return f"{name}[{i}]: one of " + "; ".join(
                    self.game.describe(o) if isinstance(o, tuple) else str(o) for o in opts[:6]) + (
                    " ..." if len(opts) > 6 else "")
            return f"{name}[{i}] = {members}"
        return f"{name}[{i}] (not legal now)"
