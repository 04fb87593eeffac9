"""The public facade: ``Game.new``, ``game.decision``, ``legal_actions``, ``apply``, ``fork``,
``save``/``load``, ``digest``, ``view``, ``result``, ``log``."""
from __future__ import annotations

import json
from typing import Any, Iterable, Sequence

from .cards.database import CardDatabase, starter_database
from .core.errors import (GameOverError, IllegalActionError, SaveFormatError, UnknownCardError, UnsupportedCardError,
                          UnsupportedEffectError)
from .core.types import Zone
from .engine import GameState
from .engine.carddef import COMPILER, CardPool
from .engine.chars import chars, name_of
from .engine.decision import Decision
from .engine.loop import push, run
from .engine.rng import seed_state
from .engine.state import GameObject, LogEvent, PlayerState, Result, is_player, pid_of
from .oracle import compile_card


def compile_faces(card) -> tuple[tuple, ...]:
    """The Oracle compiler as the engine's card pools use it: abilities per face."""
    cc = compile_card(card)
    return tuple(tuple(f.abilities) for f in cc.faces)


if not COMPILER:
    COMPILER.append(compile_faces)  # engine/carddef.py: the engine never imports the compiler itself

DEFAULT_OPTIONS = {
    "auto_forced": True,  # answer decisions that have exactly one option
    "auto_pay": False,  # pay mana costs with the solver without asking
    "offer_mana_abilities": False,  # list mana abilities as priority actions
    "mulligans": True,
    "hand_size": 7,
}


def _norm(v: Any) -> Any:
    if isinstance(v, list):
        return tuple(_norm(x) for x in v)
    if isinstance(v, tuple):
        return tuple(_norm(x) for x in v)
    return v


class Game:
    """A game of Magic. Every choice is a :class:`Decision`; ``apply`` answers it."""

    def __init__(self, state: GameState, guarded: bool = False):
        self.state = state
        # A game loaded from text runs each apply on a copy first: if the save held an inconsistent
        # continuation, the failure is reported as SaveFormatError and the game is left untouched.
        self.guarded = guarded

    # ------------------------------------------------------------ creation

    @classmethod
    def new(cls, decks: Sequence[Iterable[str]], seed: int = 0, *, names: Sequence[str] | None = None,
            cards: CardDatabase | CardPool | None = None, life: int = 20, sideboards: Sequence[Iterable[str]] | None = None,
            attractions: Sequence[Iterable[Any]] | None = None, start: bool = True, allow_unsupported: bool = False,
            **options: Any) -> "Game":
        """A new game. ``decks`` is a list of decklists — lists of card names or ``manastack.decks.Decklist``
        objects (their sideboards go outside the game, 400.11) — one per player (2+ players).
        ``cards`` is the card database (default: the built-in starter pool). Options: ``first_player``
        (skip the choice of who plays first), ``mulligans``, ``hand_size``, ``auto_forced``,
        ``auto_pay``, ``offer_mana_abilities``. ``attractions``: an Attraction deck per player (717.2) —
        names, ``(name, lights)`` pairs or decklist entries (``Ferris Wheel [4 5 6]``).

        Cards the engine doesn't fully support (``CardDef.missing``; see ``manastack coverage``) are refused
        with :class:`UnsupportedCardError` naming each and where it is. ``allow_unsupported=True`` plays
        them anyway: the parts the engine can't do don't happen, and reaching an instruction it can't
        carry out raises :class:`UnsupportedEffectError` with the game left as it was before that choice
        (such a game runs each ``apply`` on a copy first)."""
        if len(decks) < 2:
            raise IllegalActionError(f"a game needs at least two players, got {len(decks)} deck(s)")
        pool = cards if isinstance(cards, CardPool) else CardPool(cards if cards is not None else starter_database())
        if any(hasattr(d, "main_names") for d in decks):  # Decklist objects (manastack.decks)
            sbs = [list(d.names("sideboard")) if hasattr(d, "names") else [] for d in decks]
            if sideboards is None and any(sbs):
                sideboards = sbs
            decks = [d.main_names() if hasattr(d, "main_names") else list(d) for d in decks]
        decks = [list(d) for d in decks]
        canon: list[list[str]] = []
        for pi, d in enumerate(decks):
            row = []
            for ci, name in enumerate(d):
                if not isinstance(name, str):
                    raise UnknownCardError(repr(name), (), f"deck {pi + 1}, card {ci + 1}")
                row.append(pool.canonical(name, where=f"deck {pi + 1}, card {ci + 1}"))
            canon.append(row)
        opts = dict(DEFAULT_OPTIONS)
        opts.update(options)
        opts["seed"] = seed
        opts["life"] = life
        state = GameState(pool, opts)
        state.rng = seed_state(seed)
        n = len(decks)
        names = list(names) if names else [f"Player {i + 1}" for i in range(n)]
        for i in range(n):
            p = PlayerState(i, names[i], life)
            p.deck = tuple(canon[i])
            state.players.append(p)
            state.library.append([])
            state.hand.append([])
            state.graveyard.append([])
            state.outside.append([])
        unsupported: list[tuple[str, str, tuple]] = []
        for i, deck in enumerate(canon):
            for ci, name in enumerate(deck):
                d = pool.get(name)  # compile now: errors surface before the game starts
                if d.missing:
                    unsupported.append((f"deck {i + 1}, card {ci + 1}", name, d.missing))
        sideboards = [[pool.canonical(n, where=f"sideboard {i + 1}") for n in sb] for i, sb in enumerate(sideboards or ())]
        for i, sb in enumerate(sideboards):
            for ci, name in enumerate(sb):
                d = pool.get(name)
                if d.missing:
                    unsupported.append((f"sideboard {i + 1}, card {ci + 1}", d.name, d.missing))
        if unsupported and not allow_unsupported:
            raise UnsupportedCardError(unsupported)
        for i, deck in enumerate(canon):
            for name in deck:
                o = GameObject(state.new_id(), state.next_uid, name, i, Zone.LIBRARY)
                state.next_uid += 1
                o.sick = False
                state.add_object(o)
                state.library[i].append(o.id)
        for i, sb in enumerate(sideboards):
            for name in sb:
                o = GameObject(state.new_id(), state.next_uid, name, i, Zone.OUTSIDE)
                state.next_uid += 1
                state.add_object(o)
                state.outside[i].append(o.id)
        if attractions:
            from .engine.mechanics.attractions import add_attraction_deck

            for i, entries in enumerate(attractions):
                if entries:
                    add_attraction_deck(state, i, entries)
        state.turn_order = list(range(n))
        g = cls(state, guarded=bool(unsupported))
        if start:
            push(state, "start_game")
            run(state)
        return g

    # ------------------------------------------------------------ state

    @property
    def decision(self) -> Decision | None:
        return self.state.decision

    @property
    def result(self) -> Result | None:
        return self.state.result

    @property
    def restarts(self) -> list[Result]:
        """Results of the games this game restarted (727.1; oldest first)."""
        from .engine.mechanics.restart import previous_results

        return previous_results(self.state)

    @property
    def log(self) -> list[LogEvent]:
        return self.state.events()

    @property
    def turn(self) -> int:
        return self.state.turn

    @property
    def active_player(self) -> int:
        return self.state.active

    @property
    def step(self) -> str:
        return self.state.step

    def legal_actions(self) -> list:
        """Every legal choice for the pending decision (empty when the game is over)."""
        d = self.state.decision
        if d is None or d.options is None:
            return [] if d is None else []
        return list(d.options)

    # ------------------------------------------------------------ acting

    def apply(self, choice: Any) -> "Game":
        """Answer the pending decision, then run to the next one. An illegal choice raises
        :class:`IllegalActionError` and leaves the game untouched."""
        st = self.state
        d = st.decision
        if d is None:
            if st.result is not None:
                raise GameOverError("the game is over", choice=choice)
            raise IllegalActionError("no decision is pending", choice=choice)
        opts = d.options
        # the usual case: one of the offered options, as offered (already normal and legal)
        if not (opts is not None and type(choice) is tuple and choice and choice in opts and choice[0] != "declare"):
            choice = _norm(choice)
            if isinstance(choice, tuple) and choice and choice[0] == "declare" and d.kind in ("attackers", "blockers"):
                self._apply_declaration(choice)
                return self
            if opts is not None:
                if choice not in opts and d.kind == "damage_assignment":
                    from .engine.combat import canonical_assignment

                    choice = canonical_assignment(opts, choice) or choice  # same division, other order
                if choice not in opts:
                    raise IllegalActionError(self._why_illegal(d, choice), decision_kind=d.kind, choice=choice)
            else:
                self._validate_open(d, choice)
        if self.guarded:
            try:
                trial = st.fork()
                trial.decision = None
                trial.agenda.append(d.resume + (choice,))
                run(trial)
            except UnsupportedEffectError:
                raise  # a game allowed unsupported cards reached one's unreadable part: the game untouched
            except Exception as e:  # noqa: BLE001 - reported as bad input, the game untouched
                raise SaveFormatError(f"the loaded game is inconsistent: answering {d.kind} with {choice!r} "
                                      f"failed ({type(e).__name__}: {e})") from None
            self.state = trial
            return self
        st.decision = None
        st.agenda.append(d.resume + (choice,))
        run(st)
        return self

    def _why_illegal(self, d: Decision, choice: Any) -> str:
        kinds = sorted({o[0] for o in d.options if isinstance(o, tuple) and o})
        return (f"{choice!r} is not a legal choice for this {d.kind} decision of "
                f"{self.state.players[d.player].name}; legal kinds: {', '.join(map(str, kinds))}")

    def _validate_open(self, d: Decision, choice: Any) -> None:
        if d.kind == "damage_assignment":
            from .engine.combat import assignment_legal

            v = d.validate
            ok = (isinstance(choice, tuple) and len(choice) == 2 and choice[0] == "assign"
                  and isinstance(choice[1], tuple) and all(isinstance(p, tuple) and len(p) == 2 for p in choice[1])
                  and assignment_legal(self.state, d.info["source"], tuple(v["recipients"]), v["trample_to"],
                                       self.state.combat.get("dmg_assigned", {}), choice[1]))
            if not ok:
                raise IllegalActionError("illegal combat damage assignment (510.1c-d, 702.19b)",
                                         decision_kind=d.kind, choice=choice)
            return
        v = d.validate or {}
        if isinstance(v, dict) and "min" in v:
            n = choice[1] if isinstance(choice, tuple) and len(choice) == 2 else choice
            if not isinstance(n, int) or not (v["min"] <= n <= v["max"]):
                raise IllegalActionError(f"expected a number from {v['min']} to {v['max']}", decision_kind=d.kind,
                                         choice=choice)
            return
        raise IllegalActionError("this decision accepts no free-form answer", decision_kind=d.kind, choice=choice)

    def _apply_declaration(self, choice: tuple) -> None:
        """A whole attack or block declaration at once, checked step by step on a copy so nothing is
        half-applied."""
        d = self.state.decision
        if len(choice) != 2 or not isinstance(choice[1], tuple) or not all(isinstance(p, tuple) for p in choice[1]):
            raise IllegalActionError(f"a whole {d.kind} declaration is ('declare', ((creature, what), ...))",
                                     decision_kind=d.kind, choice=choice)
        trial = self.fork()
        verb = "attack" if d.kind == "attackers" else "block"
        try:
            for pair in choice[1]:
                cur = trial.state.decision
                if cur is None or cur.kind != d.kind:
                    raise IllegalActionError("declaration ended early", decision_kind=d.kind, choice=choice)
                trial.apply((verb,) + tuple(pair))
            cur = trial.state.decision
            if cur is not None and cur.kind == d.kind and cur.player == d.player:
                trial.apply(("done",))
        except IllegalActionError as e:
            raise IllegalActionError(f"illegal {d.kind} declaration: {e}", decision_kind=d.kind, choice=choice) from None
        self.state = trial.state

    def concede(self, player: int, by: int | None = None) -> "Game":
        """104.3a: a player may concede at any time (723.6: nobody can concede for them — ``by``, when
        given, is who asks, and must be ``player``)."""
        from .engine.sba import check_game_over

        st = self.state
        if st.result is not None:
            raise GameOverError("the game is over")
        if by is not None and by != player:
            raise IllegalActionError(f"{st.players[by].name} can't make {st.players[player].name} concede (723.6)")
        p = st.players[player]
        p.conceded = True
        p.lost = True
        p.loss_reason = "conceded"
        st.touch()
        st.add_log("concede", "104.3a", f"{p.name} concedes")
        from .engine.mechanics_hooks import on_players_lost

        on_players_lost(st)
        if not check_game_over(st):
            if st.decision is not None and st.decision.player == player:
                st.decision = None
                push(st, "priority")
        run(st)  # also resumes the main game when a subgame ended (729.5)
        return self

    # ------------------------------------------------------------ copies

    def fork(self) -> "Game":
        return Game(self.state.fork(), self.guarded)

    def save(self) -> str:
        """The whole game as JSON text (works at any decision point, mid-resolution included)."""
        return json.dumps(self.state.to_data(), separators=(",", ":"))

    @classmethod
    def load(cls, text: str, cards: CardDatabase | CardPool | None = None) -> "Game":
        """Load a game saved with :meth:`save`. Raises :class:`SaveFormatError` on bad input."""
        pool = cards if isinstance(cards, CardPool) else CardPool(cards if cards is not None else starter_database())
        try:
            data = json.loads(text)
        except (TypeError, ValueError) as e:
            raise SaveFormatError(f"not a saved game: invalid JSON ({e})") from None
        if not isinstance(data, dict) or data.get("format") != "manastack-save":
            raise SaveFormatError("not a saved game: missing 'format': 'manastack-save'")
        try:
            st = GameState.from_data(data, pool)
        except SaveFormatError:
            raise
        except UnknownCardError as e:
            raise SaveFormatError(f"saved game names an unknown card: {e}") from None
        except (KeyError, TypeError, ValueError, IndexError, AttributeError) as e:
            raise SaveFormatError(f"saved game is malformed: {type(e).__name__}: {e}") from None
        from .engine.validate import check_state

        try:
            check_state(st)
        except SaveFormatError:
            raise
        except Exception as e:  # a value so wrong the checks themselves stumble on it
            raise SaveFormatError(f"saved game is malformed: {type(e).__name__}: {e}") from None
        return cls(st, guarded=True)

    def digest(self) -> str:
        return self.state.digest()

    # ------------------------------------------------------------ views

    def view(self, player: int) -> dict:
        from .engine.view import view

        return view(self.state, player)

    def describe(self, option: Any) -> str:
        from .engine.view import describe_option

        return describe_option(self.state, self.state.decision, _norm(option))

    def name(self, oid: int) -> str:
        return name_of(self.state, oid)

    def chars(self, oid: int):
        return chars(self.state, oid)

    def __repr__(self) -> str:
        st = self.state
        return f"<Game turn {st.turn} {st.step} {'over' if st.result else st.decision.kind if st.decision else ''}>"


def player_of(entity: int) -> int | None:
    return pid_of(entity) if is_player(entity) else None
