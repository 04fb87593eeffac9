"""Scenarios for rules tests.

    s = Scenario()                                   # two players, built-in card pool
    bears = s.battlefield(1, "Grizzly Bears")
    bolt = s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 1)
    g = s.start(step="main1")                        # player 0 has priority in their main phase
    g.cast("Lightning Bolt", target=bears)
    g.pass_until_resolved()
    g.expect_zone(bears, "graveyard")

Objects are followed by their physical card (``uid``), so a handle stays valid across zone changes
(each of which makes a new object, CR 400.7).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable, Sequence

from ..cards.database import CardDatabase, starter_database
from ..cards.lookup import find_database, load_cached
from ..core.errors import CardDataError, GameOptionError, IllegalActionError, ScenarioError
from ..core.types import Step, Zone
from ..engine import GameState
from ..engine.carddef import CardPool
from ..engine.chars import chars
from ..engine.charvalues import copiable_prototyped
from ..engine.loop import push, run
from ..engine.rng import seed_state
from ..engine.state import GameObject, PlayerState, is_player, pent, pid_of, ContEffect
from ..game import DEFAULT_OPTIONS, GAME_OPTIONS, MAX_LIFE, MAX_PLAYERS, Game, check_options
from ..tree.continuous import ChangeController
from ..tree.refs import PlayerId
from ..engine.mechanics.commander import designate
from ..engine.combat import new_combat
from ..engine.abilities import expanded_abilities
from ..engine.dice import force_flip, force_roll
from .board import render_board
from ..core.colors import names as color_names
from ..engine.evaluate import mana_value
from ..engine.mechanics.companion import set_companion

STEP_ALIASES = {
    "untap": Step.UNTAP, "upkeep": Step.UPKEEP, "draw": Step.DRAW, "main": Step.MAIN1, "main1": Step.MAIN1,
    "precombat main": Step.MAIN1, "first main": Step.MAIN1, "beginning of combat": Step.BEGIN_COMBAT,
    "combat": Step.BEGIN_COMBAT, "declare attackers": Step.DECLARE_ATTACKERS, "attackers": Step.DECLARE_ATTACKERS,
    "declare blockers": Step.DECLARE_BLOCKERS, "blockers": Step.DECLARE_BLOCKERS,
    "first strike damage": Step.FIRST_STRIKE_DAMAGE, "combat damage": Step.COMBAT_DAMAGE,
    "damage": Step.COMBAT_DAMAGE, "end of combat": Step.END_COMBAT, "main2": Step.MAIN2,
    "postcombat main": Step.MAIN2, "second main": Step.MAIN2, "end": Step.END, "end step": Step.END,
    "cleanup": Step.CLEANUP,
}


def step_name(s: str) -> str:
    k = s.strip().lower().replace("_", " ")
    if k in STEP_ALIASES:
        return STEP_ALIASES[k]
    if s in Step.ORDER:
        return s
    raise ScenarioError(f"unknown step {s!r}; use one of {sorted(set(STEP_ALIASES))}")


def _dev_data_dir() -> Path | None:
    """``../shared/data`` next to a development checkout (the repo root holds pyproject.toml)."""
    here = Path(__file__).resolve()
    for parent in here.parents:
        cand = parent.parent / "shared" / "data"
        if (parent / "pyproject.toml").exists() and cand.is_dir():
            return cand
    cand = Path.cwd().parent / "shared" / "data"
    return cand if cand.is_dir() else None


def full_database_path() -> Path | None:
    """The full card database file for tests, by the same lookup as the CLI (``$MANASTACK_DATA``, then the
    database installed by ``manastack cards download``/``import``), then ``../shared/data`` next to a
    development checkout; None when there is none (only the built-in pool)."""
    src = find_database()
    if src.path is not None:
        return src.path
    d = _dev_data_dir()
    p = d / "AtomicCards.json.gz" if d else None
    return p if p is not None and p.is_file() else None


def shared_data_dir() -> Path | None:
    """The folder of the full card data (see :func:`full_database_path`), for tests that read its other files
    (rulings, the Comprehensive Rules); None when there is no full database."""
    try:
        p = full_database_path()
    except CardDataError:
        return None
    return p.parent if p is not None else None


@dataclass(frozen=True)
class Card:
    """A handle on a physical card (or token) placed by a scenario: follows it across zones."""

    uid: int
    name: str
    owner: int

    def __str__(self) -> str:
        return self.name


def _check_scenario_args(players: Any, cards: Any, seed: Any, life: Any, filler: Any, filler_count: Any, strict: Any,
                         options: dict) -> None:
    """Scenario's arguments checked before any state is built (GameOptionError naming the argument)."""
    def bad(k: str, msg: str) -> GameOptionError:
        return GameOptionError(f"Scenario: {k} {msg}", option=k)

    def is_int(v: Any) -> bool:
        return isinstance(v, int) and not isinstance(v, bool)

    if is_int(players):
        if not (2 <= players <= MAX_PLAYERS):
            raise bad("players", f"must be from 2 to {MAX_PLAYERS}, got {players}")
        n = players
    elif isinstance(players, (list, tuple)) and all(isinstance(x, str) and x for x in players):
        n = len(players)
        if not (2 <= n <= MAX_PLAYERS):
            raise bad("players", f"must name 2 to {MAX_PLAYERS} players, got {n}")
    else:
        raise bad("players", f"must be a number of players or a list of names, got {players!r}")
    if cards is not None and not isinstance(cards, (CardDatabase, CardPool)):
        raise bad("cards", f"must be a CardDatabase or CardPool, got {type(cards).__name__}")
    if not is_int(seed):
        raise bad("seed", f"must be an integer, got {seed!r}")
    if not is_int(life) or not (1 <= life <= MAX_LIFE):
        raise bad("life", f"must be an integer from 1 to {MAX_LIFE}, got {life!r}")
    if filler is not None and not isinstance(filler, str):
        raise bad("filler", f"must be a card name or None, got {filler!r}")
    if not is_int(filler_count) or not (0 <= filler_count <= 10_000):
        raise bad("filler_count", f"must be an integer from 0 to 10000, got {filler_count!r}")
    if not isinstance(strict, bool):
        raise bad("strict", f"must be True or False, got {strict!r}")
    opts = dict(options)
    raise_limits = opts.pop("raise_limits", False)
    unknown = sorted(k for k in opts if k not in GAME_OPTIONS)
    if unknown:
        raise bad(unknown[0], "is not a known option")
    check_options(opts, n, bool(raise_limits), "Scenario")


class Scenario:
    """Builder for a game situation."""

    def __init__(self, players: int | Sequence[str] = 2, cards: CardDatabase | CardPool | None = None,
                 seed: int = 0, life: int = 20, filler: str | None = "Plains", filler_count: int = 20,
                 strict: bool = False, **options: Any):
        _check_scenario_args(players, cards, seed, life, filler, filler_count, strict, options)
        names = [f"Player {i + 1}" for i in range(players)] if isinstance(players, int) else list(players)
        if len(names) < 2:
            raise ScenarioError("a scenario needs at least two players")
        self.pool = cards if isinstance(cards, CardPool) else CardPool(cards if cards is not None else starter_database())
        opts = dict(DEFAULT_OPTIONS)
        opts["auto_forced"] = False  # a scenario sees every decision, forced ones included
        opts.update({k: v for k, v in options.items() if k != "raise_limits"})
        opts["seed"] = seed
        opts["life"] = life
        st = GameState(self.pool, opts)
        st.rng = seed_state(seed)
        for i, n in enumerate(names):
            st.players.append(PlayerState(i, n, life))
            st.library.append([])
            st.hand.append([])
            st.graveyard.append([])
            st.outside.append([])
        st.turn_order = list(range(len(names)))
        self.state = st
        self.filler = filler
        self.filler_count = filler_count
        self.strict = strict
        self._turn = 1
        self._active = 0
        self._library_set: set[int] = set()

    @classmethod
    def full(cls, **kw: Any) -> "Scenario":
        """A scenario over the full card database (skips the calling test when it is absent)."""
        return cls(cards=full_database(), **kw)

    # ------------------------------------------------------------ players

    def player(self, pid: int, *, life: int | None = None, poison: int | None = None, name: str | None = None,
               counters: dict | None = None, max_hand: int | None | str = "keep", controlled_by: int | None = None) -> "Scenario":
        p = self.state.players[pid]
        if life is not None:
            p.life = life
        if poison is not None:
            p.poison = poison
            p.counters["poison"] = poison
        if name is not None:
            p.name = name
        if counters:
            p.counters.update(counters)
        if max_hand != "keep":
            p.max_hand = max_hand  # type: ignore[assignment]
        if controlled_by is not None:
            p.controlled_by = controlled_by
        return self

    def monarch(self, pid: int | None) -> "Scenario":
        self.state.monarch = pid
        return self

    # ------------------------------------------------------------ cards

    def _new(self, owner: int, name: str, zone: str) -> GameObject:
        st = self.state
        canon = self.pool.canonical(name, where=f"scenario ({zone} of player {owner})")
        self.pool.get(canon)
        o = GameObject(st.new_id(), st.next_uid, canon, owner, zone)
        st.next_uid += 1
        o.sick = False
        o.timestamp = st.new_ts()
        st.add_object(o)
        return o

    def battlefield(self, player: int, name: str, *, tapped: bool = False, counters: dict | None = None,
                    attached_to: Card | int | None = None, controller: int | None = None, sick: bool = False,
                    face_down: bool = False, damage: int = 0, prototyped: bool = False, token: bool = False) -> Card:
        """Put a permanent onto the battlefield. ``player`` owns it; ``controller`` defaults to the owner.
        ``sick=True`` makes it summoning sick (302.6)."""
        o = self._new(player, name, Zone.BATTLEFIELD)
        o.controller = player if controller is None else controller
        o.tapped = tapped
        o.sick = sick
        o.face_down = face_down
        o.damage = damage
        if token:
            o.kind = "token"
        if prototyped:
            o.alt = "prototype"
        c = chars(self.state, o.id)
        cnt = {}
        if "Planeswalker" in c.types and c.loyalty is not None:
            cnt["loyalty"] = c.loyalty
        if "Battle" in c.types and c.defense is not None:
            cnt["defense"] = c.defense
        cnt.update(counters or {})
        o.counters = cnt or None
        if attached_to is not None:
            o.attached_to = self._oid(attached_to)
        if o.controller != player:
            self.state.effects.append(ContEffect(self.state.new_id(), self.state.new_ts(), None, o.controller,
                                                 (ChangeController(PlayerId(o.controller)),), (o.id,), "permanent"))
        self.state.battlefield.append(o.id)
        self.state.touch()
        return Card(o.uid, o.card, player)

    def lands(self, player: int, name: str, n: int = 1, tapped: bool = False) -> list[Card]:
        return [self.battlefield(player, name, tapped=tapped) for _ in range(n)]

    def hand(self, player: int, *names: str) -> Card | list[Card]:
        out = []
        for n in names:
            o = self._new(player, n, Zone.HAND)
            self.state.hand[player].append(o.id)
            out.append(Card(o.uid, o.card, player))
        return out[0] if len(out) == 1 else out

    def library(self, player: int, *names: str, bottom: bool = False) -> list[Card]:
        """Cards into a library, the first named on top (or, with ``bottom``, at the bottom in order)."""
        self._library_set.add(player)
        out = []
        lib = self.state.library[player]
        objs = [self._new(player, n, Zone.LIBRARY) for n in names]
        if bottom:
            for o in reversed(objs):
                lib.insert(0, o.id)
        else:
            for o in reversed(objs):
                lib.append(o.id)
        for o in objs:
            out.append(Card(o.uid, o.card, player))
        return out

    def graveyard(self, player: int, *names: str) -> list[Card]:
        out = []
        for n in names:
            o = self._new(player, n, Zone.GRAVEYARD)
            self.state.graveyard[player].append(o.id)
            out.append(Card(o.uid, o.card, player))
        return out

    def exile(self, player: int, *names: str) -> list[Card]:
        out = []
        for n in names:
            o = self._new(player, n, Zone.EXILE)
            self.state.exile.append(o.id)
            out.append(Card(o.uid, o.card, player))
        return out

    def command(self, player: int, *names: str) -> list[Card]:
        out = []
        for n in names:
            o = self._new(player, n, Zone.COMMAND)
            self.state.command.append(o.id)
            out.append(Card(o.uid, o.card, player))
        return out

    def commander(self, player: int, name: str, zone: str = "command") -> Card:
        """``player``'s commander (903.3): a card of theirs designated as their commander, put in ``zone``
        (the command zone by default, 903.6; or "battlefield", "graveyard", "exile", "hand", "library")."""
        if zone == "battlefield":
            card = self.battlefield(player, name)
        elif zone == "hand":
            card = self.hand(player, name)
        elif zone == "library":
            card = self.library(player, name)[0]
        else:
            card = {"command": self.command, "graveyard": self.graveyard, "exile": self.exile}[zone](player, name)[0]
        designate(self.state, self._oid(card))
        return card

    def sideboard(self, player: int, *names: str) -> list[Card]:
        """Cards outside the game (400.11)."""
        out = []
        for n in names:
            o = self._new(player, n, Zone.OUTSIDE)
            self.state.outside[player].append(o.id)
            out.append(Card(o.uid, o.card, player))
        return out

    def companion(self, player: int, name: str) -> Card:
        """``player``'s companion (702.139a): a card of theirs outside the game, revealed as their companion
        (its deck-building condition is not checked here)."""

        card = self.sideboard(player, name)[0]
        set_companion(self.state, player, self._oid(card))
        return card

    def _oid(self, ref: Card | int) -> int:
        if isinstance(ref, Card):
            for oid, o in self.state.objects.items():
                if o.uid == ref.uid:
                    return oid
            raise ScenarioError(f"{ref.name} is not in the game")
        return int(ref)

    # ------------------------------------------------------------ start

    def start(self, step: str = "main1", *, turn: int = 1, active: int = 0, begin: bool = True,
              priority: int | None = None) -> "ScenarioGame":
        """Start the game at ``step`` of turn ``turn`` with ``active`` as the active player. With
        ``begin`` the step begins normally (turn-based actions, "at the beginning of" triggers,
        priority); otherwise the step is already under way and ``priority`` (default the active
        player) has priority."""
        st = self.state
        if self.filler:
            for p in range(len(st.players)):
                if p not in self._library_set and not st.library[p]:
                    for _ in range(self.filler_count):
                        o = self._new(p, self.filler, Zone.LIBRARY)
                        st.library[p].append(o.id)
        st.turn = turn
        st.active = active
        st.starting_player = active
        for p in st.players:
            p.deck = tuple(st.objects[o].card for o in st.library[p.id])
            # the cards set up elsewhere: what a saved scenario game's cards are checked against on loading
            p.brought = tuple(sorted(o.card for o in st.objects.values()
                                     if o.owner == p.id and o.kind == "card" and o.card and o.zone != "library"))
        stp = step_name(step)
        st.step = stp
        st.turn_data = {"lki": {}}
        if stp in Step.COMBAT:
            st.combat = new_combat(st)
            st.combat["defenders"] = tuple(p for p in range(len(st.players)) if p != active)
        if begin:
            push(st, "begin_step", stp)
        else:
            if stp not in (Step.UNTAP, Step.CLEANUP):
                push(st, "end_step_when_passed")
            push(st, "give_priority", active if priority is None else priority)
        g = ScenarioGame(Game(st), self.strict)
        run(st)
        return g


def full_database() -> CardDatabase:
    """The full card database, found by the CLI's lookup (:func:`full_database_path`); pytest-skips the
    calling test when there is only the built-in pool."""
    global _FULL
    if _FULL is not None:
        return _FULL
    import pytest

    try:
        path = full_database_path()
    except CardDataError as e:
        pytest.skip(f"card database not usable: {e}")
    if path is None:
        pytest.skip("full card database not found: run `manastack cards download` (or `cards import FILE`), "
                    "or set MANASTACK_DATA")
    _FULL = load_cached(path)
    return _FULL


_FULL: CardDatabase | None = None


class ScenarioGame:
    """A game under test: scripting by description and readable checks."""

    def __init__(self, game: Game, strict: bool = False):
        self.game = game
        self.strict = strict
        self._mark = 0

    # ------------------------------------------------------------ access

    @property
    def state(self) -> GameState:
        return self.game.state

    @property
    def decision(self):
        return self.game.decision

    @property
    def result(self):
        return self.game.result

    def options(self) -> list:
        return self.game.legal_actions()

    def find(self, ref: Card | str | int, zone: str | None = None, controller: int | None = None) -> int:
        """The object id of a card handle, an id, or a name (battlefield first, then stack, hands, ...)."""
        st = self.state
        if isinstance(ref, Card):
            for oid, o in st.objects.items():
                if o.uid == ref.uid and (zone is None or o.zone == zone):
                    return oid
            raise ScenarioError(f"{ref.name} (card #{ref.uid}) is not in the game" + (f" in {zone}" if zone else "")
                                + "\n" + self.board())
        if isinstance(ref, int):
            if ref in st.objects:
                return ref
            raise ScenarioError(f"no object #{ref}\n" + self.board())
        name = ref
        order = (Zone.BATTLEFIELD, Zone.STACK, Zone.HAND, Zone.GRAVEYARD, Zone.EXILE, Zone.COMMAND, Zone.LIBRARY,
                 Zone.OUTSIDE)
        for z in ([zone] if zone else order):
            hits = [oid for oid, o in st.objects.items() if o.zone == z and self._name(oid) == name
                    and (controller is None or self._controller(oid) == controller)]
            if hits:
                return min(hits)
        raise ScenarioError(f"no object named {name!r}" + (f" in {zone}" if zone else "") + "\n" + self.board())

    def _name(self, oid: int) -> str:
        o = self.state.objects[oid]
        if o.kind == "token" and o.card is None:
            return o.token.name if o.token is not None else ""
        return o.card or ""

    def _controller(self, oid: int) -> int:
        o = self.state.objects[oid]
        if o.zone in (Zone.BATTLEFIELD, Zone.STACK):
            return chars(self.state, oid).controller
        return o.owner

    def player_id(self, who: int | str) -> int:
        if isinstance(who, int):
            return who
        for p in self.state.players:
            if p.name.lower() == str(who).lower():
                return p.id
        m = re.fullmatch(r"p(?:layer)?\s*(\d+)", str(who).strip().lower())
        if m:
            return int(m.group(1)) - 1
        raise ScenarioError(f"no player {who!r}")

    # ------------------------------------------------------------ low-level answering

    def answer(self, choice: Any) -> "ScenarioGame":
        d = self.decision
        if d is None:
            raise ScenarioError("no decision is pending" + self._context())
        try:
            self.game.apply(choice)
        except IllegalActionError as e:
            raise ScenarioError(f"{e}\nlegal options: {[self.game.describe(o) for o in d.options or ()]}" + self._context()) from None
        return self

    def _pick(self, pred, what: str):
        d = self.decision
        if d is None:
            raise ScenarioError(f"expected a decision to {what}, but none is pending" + self._context())
        for o in d.options or ():
            if pred(o):
                return o
        raise ScenarioError(f"no option to {what} in {d.kind} decision; options: "
                            f"{[self.game.describe(o) for o in d.options or ()]}" + self._context())

    def _target_option(self, target: Any):
        if isinstance(target, str):
            try:
                pid = self.player_id(target)
                if 0 <= pid < len(self.state.players):
                    return ("target_player", pid)
            except ScenarioError:
                pass
        if isinstance(target, tuple) and target and target[0] == "player":
            return ("target_player", target[1])
        return ("target", self.find(target))

    # ------------------------------------------------------------ actions

    def _priority(self, who: int | None = None):
        d = self.decision
        if d is None or d.kind != "priority":
            raise ScenarioError(f"expected a priority decision, got {d.kind if d else None}" + self._context())
        if who is not None and d.player != who:
            raise ScenarioError(f"expected player {who} to have priority, but player {d.player} has it" + self._context())
        return d

    def play(self, card: Card | str) -> "ScenarioGame":
        self._priority()
        oid = self.find(card, zone=Zone.HAND)
        return self.answer(("play", oid))

    def cast(self, card: Card | str, *, target: Any = None, targets: Sequence | None = None,
             prototyped: bool = False, variant: str | None = None, x: int | None = None,
             modes: Sequence[int] | None = None, pay: str = "auto", kicked: bool | None = None,
             divide: Sequence[int] | None = None) -> "ScenarioGame":
        """Cast a spell: answers modes, X, targets and payment as given (pay="auto" uses the solver)."""
        d = self._priority()
        v = variant or ("prototype" if prototyped else None)
        if isinstance(card, int):
            oid = card
        else:
            try:
                oid = self.find(card, zone=Zone.HAND)
            except ScenarioError:  # castable from another zone (flashback, permissions...)
                name = card.name if isinstance(card, Card) else card
                ids = [o[1] for o in d.options if o[0] == "cast" and self._name(o[1]) == name]
                if isinstance(card, Card):
                    ids = [i for i in ids if self.state.objects[i].uid == card.uid]
                if not ids:
                    raise
                oid = ids[0]
        want = v or "normal"
        opt = next((o for o in d.options if o[0] == "cast" and o[1] == oid and o[2] == want), None)
        if opt is None:
            raise ScenarioError(f"can't cast {card}" + (f" ({v})" if v else "") + f"; options: "
                                f"{[self.game.describe(o) for o in d.options]}" + self._context())
        self.answer(opt)
        self._answer_setup(target=target, targets=targets, x=x, modes=modes, pay=pay, kicked=kicked, divide=divide)
        return self

    def activate(self, card: Card | str, index: int | None = None, *, target: Any = None,
                 targets: Sequence | None = None, x: int | None = None, modes: Sequence[int] | None = None,
                 pay: str = "auto", loyalty: int | None = None) -> "ScenarioGame":
        """Activate an ability of a permanent (the first activatable one, or ``index``, or the loyalty
        ability with that loyalty cost)."""
        d = self._priority()
        oid = self.find(card)
        opts = [o for o in d.options if o[0] == "activate" and o[1] == oid]
        if loyalty is not None:
            abl = expanded_abilities(self.state, oid)
            opts = [o for o in opts if abl[o[2]].cost.loyalty == loyalty]
        if index is not None:
            opts = [o for o in opts if o[2] == index]
        if not opts:
            raise ScenarioError(f"no activatable ability of {card}; options: "
                                f"{[self.game.describe(o) for o in d.options]}" + self._context())
        self.answer(opts[0])
        self._answer_setup(target=target, targets=targets, x=x, modes=modes, pay=pay, kicked=None, divide=None)
        return self

    def _answer_setup(self, *, target, targets, x, modes, pay, kicked, divide) -> None:
        tq = list(targets) if targets is not None else ([target] if target is not None else [])
        mq = list(modes) if modes is not None else []
        while True:
            d = self.decision
            if d is None:
                return
            k = d.kind
            if k == "yes_no" and d.info and isinstance(d.info, dict) and "keyword" in d.info:
                self.answer(("yes",) if kicked else ("no",))
            elif k == "mode":
                if mq:
                    m = mq.pop(0)
                    self.answer(("mode", m - 1))  # modes are numbered from 1 as printed
                else:
                    self.answer(self._pick(lambda o: o[0] == "done", "finish choosing modes"))
            elif k == "x":
                if x is None:
                    raise ScenarioError("a value for X is needed: pass x=..." + self._context())
                self.answer(("x", x))
            elif k == "target":
                if tq:
                    self.answer(self._target_option(tq.pop(0)))
                else:
                    done = [o for o in d.options if o[0] == "done"]
                    if done:
                        self.answer(done[0])
                    else:
                        raise ScenarioError("a target is needed: pass target=... or targets=[...]" + self._context())
            elif k == "divide":
                if divide is None:
                    raise ScenarioError("a division is needed: pass divide=[...]" + self._context())
                want = tuple(divide)
                self.answer(self._pick(lambda o: tuple(a for _, a in o[1]) == want, f"divide {want}"))
            elif k == "pay":
                if pay == "auto":
                    self.answer(self._pick(lambda o: o[0] == "auto", "pay automatically"))
                else:
                    return
            else:
                return

    def pass_priority(self, times: int = 1) -> "ScenarioGame":
        for _ in range(times):
            self._priority()
            self.answer(("pass",))
        return self

    def pass_until_resolved(self, limit: int = 50) -> "ScenarioGame":
        """Pass priority until the stack is empty (answering nothing else; strict about other decisions)."""
        n = 0
        while self.state.stack and n < limit:
            d = self.decision
            if d is None:
                return self
            if d.kind != "priority":
                if self.strict:
                    raise ScenarioError(f"unanswered {d.kind} decision while passing" + self._context())
                return self
            self.answer(("pass",))
            n += 1
        return self

    def settle(self, answer: Any = None, limit: int = 80) -> "ScenarioGame":
        """Pass priority and answer every other decision with ``answer(decision)`` (default: its first option)
        until the stack is empty with priority pending; raises ScenarioError if it doesn't settle in ``limit``
        steps."""
        pick = answer or (lambda d: d.options[0])
        for _ in range(limit):
            d = self.decision
            if d is None or self.state.result is not None or (d.kind == "priority" and not self.state.stack):
                return self
            self.answer(("pass",) if d.kind == "priority" else pick(d))
        raise ScenarioError("the stack did not settle" + self._context())

    def pass_until(self, step: str, turn: int | None = None, limit: int = 500) -> "ScenarioGame":
        """Pass priority until the game reaches ``step`` (of turn ``turn`` if given) with a decision
        pending there. Attack and block declarations met on the way declare nothing; other decisions
        stop the walk (or fail in strict mode)."""
        target = step_name(step)
        n = 0
        while n < limit:
            st = self.state
            if st.result is not None:
                return self
            if st.step == target and (turn is None or st.turn == turn) and self.decision is not None:
                return self
            d = self.decision
            if d is None:
                return self
            if d.kind == "priority":
                self.answer(("pass",))
            elif d.kind in ("attackers", "blockers") and ("done",) in d.options:
                self.answer(("done",))
            else:
                if self.strict:
                    raise ScenarioError(f"unanswered {d.kind} decision on the way to {target}" + self._context())
                return self
            n += 1
        raise ScenarioError(f"did not reach {target} within {limit} decisions" + self._context())

    def attack(self, *attackers: Card | str | tuple, defender: Any = None) -> "ScenarioGame":
        """Declare attackers (each at ``defender``, default the first defending player), then done.
        Passes priority to the declare attackers step first if needed."""
        if self.state.step != Step.DECLARE_ATTACKERS or (self.decision and self.decision.kind != "attackers"):
            self.pass_until("declare attackers")
        d = self.decision
        if d is None or d.kind != "attackers":
            raise ScenarioError("no attack declaration is pending" + self._context())
        for a in attackers:
            who = defender
            if isinstance(a, tuple):
                a, who = a
            oid = self.find(a, zone=Zone.BATTLEFIELD)
            if who is None:
                ent = next((o[2] for o in self.decision.options if o[0] == "attack" and o[1] == oid), None)
            elif isinstance(who, (Card,)) or (isinstance(who, str) and not self._is_player_name(who)):
                ent = self.find(who)
            else:
                ent = pent(self.player_id(who))
            self.answer(("attack", oid, ent))
        if self.decision and self.decision.kind == "attackers":
            self.answer(("done",))
        return self

    def _is_player_name(self, s: str) -> bool:
        try:
            self.player_id(s)
            return True
        except ScenarioError:
            return False

    def block(self, attacker: Card | str, with_: Card | str | Sequence, *more: tuple) -> "ScenarioGame":
        """Declare blocks: ``block(attacker, blocker)`` or several blockers, plus more (attacker,
        blocker) pairs; then done."""
        if self.decision is None or self.decision.kind != "blockers":
            self.pass_until("declare blockers")
        pairs = []
        blockers = with_ if isinstance(with_, (list, tuple)) and not isinstance(with_, Card) else [with_]
        for b in blockers:
            pairs.append((attacker, b))
        pairs.extend(more)
        for a, b in pairs:
            aid = self.find(a, zone=Zone.BATTLEFIELD)
            bid = self.find(b, zone=Zone.BATTLEFIELD)
            self.answer(("block", bid, aid))
        if self.decision and self.decision.kind == "blockers":
            self.answer(("done",))
        return self

    def no_blocks(self) -> "ScenarioGame":
        if self.decision is None or self.decision.kind != "blockers":
            self.pass_until("declare blockers")
        if self.decision and self.decision.kind == "blockers":
            self.answer(("done",))
        return self

    def choose(self, what: Any) -> "ScenarioGame":
        """Answer the pending decision: an option tuple, "yes"/"no", "mode N" (1-based), a card handle or
        name (as target/choice), "top"/"bottom", or a number."""
        d = self.decision
        if d is None:
            raise ScenarioError("no decision is pending" + self._context())
        if isinstance(what, tuple):
            return self.answer(what)
        if isinstance(what, int) and not isinstance(what, bool):
            return self.answer(self._pick(lambda o: len(o) > 1 and o[1] == what, f"choose {what}"))
        if isinstance(what, str):
            w = what.strip().lower()
            m = re.fullmatch(r"mode (\d+)", w)
            if m:
                return self.answer(("mode", int(m.group(1)) - 1))
            if w in ("yes", "no", "top", "bottom", "graveyard", "done", "keep", "mulligan", "auto", "pass"):
                return self.answer(self._pick(lambda o: o[0] == w, w))
            try:
                pid = self.player_id(what)
                opt = self._pick(lambda o: o[0] in ("target_player", "first") and o[1] == pid, f"choose {what}")
                return self.answer(opt)
            except ScenarioError:
                pass
        oid = self.find(what)
        return self.answer(self._pick(lambda o: len(o) > 1 and o[1] == oid, f"choose {what}"))

    def do(self, script: str) -> "ScenarioGame":
        """Run a line-based script: "cast NAME [prototyped] [targeting T]", "play NAME", "activate NAME
        [targeting T]", "attack with A[, B]", "block A with B", "choose mode N", "target T", "pass",
        "pass until STEP", "yes", "no", "roll N" (forces the next die roll)."""
        for raw in script.strip().splitlines():
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            m = re.fullmatch(r"cast (.+?)(?: (prototyped))?(?: targeting (.+))?", line)
            if m:
                self.cast(m.group(1), prototyped=bool(m.group(2)), target=m.group(3))
                continue
            m = re.fullmatch(r"activate (.+?)(?: targeting (.+))?", line)
            if m:
                self.activate(m.group(1), target=m.group(2))
                continue
            m = re.fullmatch(r"play (.+)", line)
            if m:
                self.play(m.group(1))
                continue
            m = re.fullmatch(r"attack with (.+)", line)
            if m:
                self.attack(*[x.strip() for x in m.group(1).split(",")])
                continue
            m = re.fullmatch(r"block (.+?) with (.+)", line)
            if m:
                self.block(m.group(1), [x.strip() for x in m.group(2).split(",")])
                continue
            m = re.fullmatch(r"pass until (.+)", line)
            if m:
                self.pass_until(m.group(1))
                continue
            if line == "pass":
                self.pass_priority()
                continue
            m = re.fullmatch(r"roll (\d+)", line)
            if m:
                self.force_roll(int(m.group(1)))
                continue
            m = re.fullmatch(r"target (.+)", line)
            if m:
                self.answer(self._target_option(m.group(1)))
                continue
            self.choose(line)
        return self

    def force_roll(self, *results: int) -> "ScenarioGame":
        force_roll(self.state, *results)
        return self

    def force_flip(self, *results: str) -> "ScenarioGame":
        force_flip(self.state, *results)
        return self

    # ------------------------------------------------------------ observations

    def obj(self, ref: Card | str | int, zone: str | None = None):
        """The characteristics and status of an object, as a plain namespace."""
        oid = self.find(ref, zone)
        return ObjView(self.state, oid)

    def zone(self, player: int, zone: str) -> list[str]:
        st = self.state
        if zone in ("battlefield",):
            return [self._name(o) for o in st.battlefield if self._controller(o) == player]
        if zone in ("stack",):
            return [self._name(o) for o in st.stack]
        if zone == "exile":
            return [self._name(o) for o in st.exile if st.objects[o].owner == player]
        if zone == "command":
            return [self._name(o) for o in st.command if st.objects[o].owner == player]
        return [self._name(o) for o in st.zone_list(zone, player)]

    def zone_of(self, ref: Card | str | int) -> str | None:
        try:
            return self.state.objects[self.find(ref)].zone
        except ScenarioError:
            return None

    def life(self, player: int) -> int:
        return self.state.players[player].life

    def poison(self, player: int) -> int:
        return self.state.players[player].poison

    @property
    def stack(self) -> list[str]:
        st = self.state
        out = []
        for o in st.stack:
            ob = st.objects[o]
            out.append(self._name(o) if ob.kind != "ability" else
                       f"ability of {self._name(ob.source) if ob.source in st.objects else ob.source_name or '?'}")
        return out

    @property
    def monarch(self) -> int | None:
        return self.state.monarch

    def mark(self) -> int:
        """Remember this point of the log; ``events_since`` returns what happened after it."""
        self._mark = self.state.log_len
        return self._mark

    def events_since(self, mark: int | None = None, kind: str | None = None) -> list:
        m = self._mark if mark is None else mark
        ev = self.state.events()[m:]
        return [e for e in ev if kind is None or e.kind == kind]

    def rules_since(self, mark: int | None = None) -> list[str]:
        return [e.rule for e in self.events_since(mark)]

    # ------------------------------------------------------------ checks with readable failures

    def check(self, cond: bool, message: str) -> None:
        if not cond:
            raise AssertionError(message + self._context())

    def expect_zone(self, ref: Card | str | int, zone: str) -> None:
        z = self.zone_of(ref)
        self.check(z == zone, f"expected {getattr(ref, 'name', ref)} in {zone}, found it in {z}")

    def expect_life(self, player: int, life: int) -> None:
        self.check(self.life(player) == life, f"expected player {player} at {life} life, has {self.life(player)}")

    def expect_pt(self, ref: Card | str | int, power: int, toughness: int) -> None:
        v = self.obj(ref)
        self.check((v.power, v.toughness) == (power, toughness),
                   f"expected {v.name} to be {power}/{toughness}, is {v.power}/{v.toughness}")

    def expect_winner(self, player: int | None) -> None:
        r = self.result
        if player is None:
            self.check(r is not None and r.draw, f"expected a draw, result is {r}")
        else:
            self.check(r is not None and r.winners == (player,), f"expected player {player} to win, result is {r}")

    def board(self) -> str:
        return render_board(self.state)

    def _context(self) -> str:
        ev = self.state.events()[-12:]
        return "\n\n" + self.board() + "\n\nlast events:\n" + "\n".join(f"  {e}" for e in ev)


class ObjView:
    """A snapshot of an object's characteristics and status (CR 109.3)."""

    def __init__(self, state: GameState, oid: int):
        o = state.objects[oid]
        c = chars(state, oid)
        self.id = oid
        self.name = c.name
        self.mana_cost = str(c.mana_cost)
        self.mana_value = mana_value(state, oid)
        self.colors = color_names(c.colors)
        self.color_mask = c.colors
        self.types = set(c.types)
        self.subtypes = set(c.subtypes)
        self.supertypes = set(c.supertypes)
        self.power = c.power
        self.toughness = c.toughness
        self.keywords = set(c.keywords)
        self.abilities = c.abilities
        self.counters = dict(o.counters or {})
        self.controller = c.controller if o.zone in (Zone.BATTLEFIELD, Zone.STACK) else o.owner
        self.owner = o.owner
        self.zone = o.zone
        self.tapped = o.tapped
        self.damage = o.damage
        self.attached_to = o.attached_to
        self.face_down = o.face_down
        self.prototyped = copiable_prototyped(state, o.id)  # 718.3b-d
        self.restrictions = {r.kind for r in c.restrictions}

    def __repr__(self) -> str:
        return f"<{self.name} {self.power}/{self.toughness} {sorted(self.types)} in {self.zone}>"
