"""The game state: one plain-data object holding everything about a game (DESIGN: "Game state is
plain data"). No closures, generators or callbacks live here, so ``fork`` is a cheap hand-written copy,
``to_data``/``from_data`` give JSON at any decision point (mid-resolution included), and ``digest``
hashes exactly the game-relevant part.

Objects are copy-on-write: forks share :class:`GameObject` instances, and whoever mutates one first
copies it (``state.mut(oid)``). Every mutation goes through ``mut``/``touch``, which also bumps
``version`` so derived caches (characteristics) are invalidated.
"""
from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from typing import Any

from ..tree.base import decode, encode
from . import upcalls
from .decision import Decision
from .relevance import OBJECT_TREES, Relevance

PLAYER_BASE = -1  # players are encoded as negative entity ids: player i <-> -1 - i
# zones whose objects the characteristics cache covers (engine/chars.py compute_all: the battlefield and
# the stack; emblems' static abilities in the command zone)
CHARS_ZONES = frozenset({"battlefield", "stack", "command"})
# zones whose objects the battlefield's characteristics may depend on when no effect reads the stack
BOARD_ZONES = frozenset({"battlefield", "command"})


def pent(pid: int) -> int:
    """Entity code for player ``pid`` (targets, damage recipients...)."""
    return -1 - pid


def is_player(entity: int) -> bool:
    return entity < 0


def pid_of(entity: int) -> int:
    return -1 - entity


def _slot_copier(cls: type) -> Any:
    """A function making a shallow copy of a ``cls`` object, slot by slot. Generated from ``__slots__`` (so a
    slot added later is copied too): one plain assignment per slot is about five times faster than a
    getattr/setattr loop, and objects are copied at every first write after a fork (copy-on-write)."""
    lines = ["def copy_slots(self):", "    o = new(cls)"]
    lines += [f"    o.{s} = self.{s}" for s in cls.__slots__]
    lines.append("    return o")
    ns: dict = {"new": object.__new__, "cls": cls}
    exec("\n".join(lines), ns)  # noqa: S102 - the source is built from the class's own slot names
    return ns["copy_slots"]


class GameObject:
    """An object (109.1): a card, token, copy, spell, permanent, ability on the stack, or emblem.

    ``id`` changes whenever the object changes zones (400.7); ``uid`` is the physical card's identity,
    stable for the whole game (used to check that no card is ever lost or duplicated)."""

    __slots__ = (
        "id", "uid", "card", "kind", "owner", "controller", "zone", "face", "tapped", "face_down",
        "phased_out", "sick", "damage", "deathtouched", "counters", "attached_to", "timestamp", "alt",
        "token", "x", "modes", "targets", "source", "ability", "cast_from", "paid", "memory", "copy_of",
        "flipped", "chosen", "damaged_by", "divide", "event", "source_name", "merged", "counter_ts", "_cow",
    )

    def __init__(self, id: int, uid: int, card: str | None, owner: int, zone: str, kind: str = "card"):
        self.id = id
        self.uid = uid
        self.card = card  # card name (key of the card pool); None for tokens/abilities
        self.kind = kind  # "card", "token", "copy", "ability", "emblem"
        self.owner = owner
        self.controller = owner
        self.zone = zone
        self.face = 0  # face index in play/cast (DFCs, split halves, adventures)
        self.tapped = False
        self.face_down = False
        self.phased_out = False
        self.sick = True  # 302.6: not under control continuously since the controller's turn began
        self.damage = 0  # damage marked (120.3e)
        self.deathtouched = False  # dealt damage by a deathtouch source since last SBA check (704.5h)
        self.counters: dict[str, int] | None = None
        self.attached_to: int | None = None
        self.timestamp = 0
        self.alt: str | None = None  # alternative characteristics in use: "prototype" (718.3b)
        self.token = None  # TokenSpec for tokens
        self.x: int | None = None
        self.modes: tuple = ()
        self.targets: tuple = ()  # per target slot, a tuple of entity codes
        self.source: int | None = None  # abilities: source object id
        self.ability = None  # abilities: the ability node
        self.cast_from: str | None = None
        self.paid: frozenset = frozenset()  # optional/alternative costs paid: "kicker", "flashback"...
        self.memory: dict | None = None  # linked-ability memory (607), e.g. cards exiled with it
        self.copy_of = None  # copiable values source for copies of spells/permanents (707)
        self.flipped = False
        self.chosen: dict | None = None  # choices made as it entered ("choose a color" ...)
        self.damaged_by: tuple = ()  # ids of creatures dealt damage by this one this turn
        self.divide: tuple = ()  # damage division chosen on casting (601.2d)
        self.event = None  # triggered abilities on the stack: the trigger event data
        self.source_name: str | None = None  # abilities: the source's name as it last existed (113.7a)
        # 730.2: a merged permanent's other components, top to bottom under the one this object shows (its
        # ``card``/``token`` are the topmost's): dicts with uid, card, kind, token, copy_of, face, alt, face_down
        self.merged: tuple | None = None
        # 613.7c: timestamps of the keyword counters put on it since it entered its zone, by kind (122.1b; a kind
        # missing has the object's own timestamp: it entered with those counters)
        self.counter_ts: dict | None = None
        self._cow = None

    def copy(self) -> "GameObject":
        return _copy_object(self)

    def to_data(self) -> dict:
        d = {}
        for s in GameObject.__slots__:
            if s == "_cow":
                continue
            v = getattr(self, s)
            if v is None or v is False or v == () or (s in ("damage", "face", "timestamp") and v == 0):
                continue
            d[s] = encode(v)
        return d

    @staticmethod
    def from_data(d: dict) -> "GameObject":
        o = GameObject(int(d["id"]), int(d["uid"]), d.get("card"), int(d["owner"]), d["zone"], d.get("kind", "card"))
        for k, v in d.items():
            if k not in GameObject.__slots__ or k.startswith("_"):
                raise ValueError(f"unknown object field {k!r}")
            setattr(o, k, decode(v))
        if "sick" not in d:
            o.sick = False
        if isinstance(o.paid, tuple):
            o.paid = frozenset(o.paid)
        return o

    def __repr__(self) -> str:
        return f"<{self.kind} #{self.id} {self.card or ''} in {self.zone}>"


_copy_object = _slot_copier(GameObject)


class PlayerState:
    """A player (102) and their per-game and per-turn bookkeeping."""

    __slots__ = (
        "id", "name", "life", "poison", "counters", "pool", "lands_played", "lost", "won", "left",
        "conceded", "drew_from_empty", "max_hand", "mulligans", "kept", "controlled_by", "deck",
        "life_gained_turn", "life_lost_turn", "spells_cast_turn", "cards_drawn_turn", "loss_reason",
        "land_plays", "extra", "brought", "_cow",
    )

    def __init__(self, pid: int, name: str, life: int = 20):
        self.id = pid
        self.name = name
        self.life = life
        self.poison = 0
        self.counters: dict[str, int] = {}
        self.pool = [0, 0, 0, 0, 0, 0]  # W U B R G C (106.4)
        self.lands_played = 0
        self.land_plays = 1  # 305.2: one land per turn unless an effect allows more
        self.lost = False
        self.won = False
        self.left = False  # left the game (800.4)
        self.conceded = False
        self.drew_from_empty = False  # 704.5b
        self.max_hand: int | None = 7  # 402.2
        self.mulligans = 0
        self.kept = False
        self.controlled_by: int | None = None  # 723: the player controlling this player, if any
        self.deck: tuple = ()  # starting deck card names (for restarts, 727)
        self.life_gained_turn = 0
        self.life_lost_turn = 0
        self.spells_cast_turn = 0
        self.cards_drawn_turn = 0
        self.loss_reason: str | None = None
        self.extra: dict = {}
        # card names the player brought to the game besides ``deck``: sideboard (400.11), Attraction deck
        # (717.2), a scenario's set-up. With ``deck``, what a loaded game's cards are checked against.
        self.brought: tuple = ()
        self._cow = None

    def copy(self) -> "PlayerState":
        p = _copy_player(self)
        p.pool = list(self.pool)
        p.counters = dict(self.counters)
        p.extra = dict(self.extra)
        return p

    @property
    def in_game(self) -> bool:
        return not (self.lost or self.left or self.won)

    def to_data(self) -> dict:
        d = {s: encode(getattr(self, s)) for s in PlayerState.__slots__ if s != "_cow"}
        if not self.brought:
            del d["brought"]  # (saves of games without any stay as they were)
        return d

    @staticmethod
    def from_data(d: dict) -> "PlayerState":
        p = PlayerState(int(d["id"]), str(d["name"]))
        for k, v in d.items():
            if k not in PlayerState.__slots__ or k.startswith("_"):
                raise ValueError(f"unknown player field {k!r}")
            setattr(p, k, decode(v))
        p.pool = list(p.pool)
        if len(p.pool) != 6:
            raise ValueError("a mana pool has six entries (W U B R G C)")
        return p


_copy_player = _slot_copier(PlayerState)


@dataclass(frozen=True, slots=True)
class ContEffect:
    """A continuous effect from a resolved spell or ability (611.2), or from a rule.

    ``affected`` is the locked-in set of entity codes (611.2c) or None with ``filter`` for effects
    that apply to whatever matches over time. ``data`` holds duration details (e.g. the turn)."""

    id: int
    timestamp: int
    source: int | None
    controller: int
    mods: tuple
    affected: tuple | None
    duration: str
    filter: Any = None
    data: tuple = ()


@dataclass(frozen=True, slots=True)
class PendingTrigger:
    """A triggered ability that has triggered and waits to be put on the stack (603.3)."""

    source: int  # the source object id (possibly no longer existing: look-back, 603.10)
    controller: int
    ability: Any  # Triggered node (or a rule's inherent trigger)
    event: Any  # plain data describing the trigger event
    source_name: str = ""
    delayed: int | None = None  # id of the delayed trigger, if any


@dataclass(slots=True)
class Ctx:
    """A resolution context: what a resolving spell or ability has bound so far (608.2)."""

    id: int
    source: int | None
    controller: int
    ability: Any
    targets: tuple = ()
    x: int = 0
    modes: tuple = ()
    event: Any = None
    memory: dict = field(default_factory=dict)
    did: Any = None
    paid: frozenset = frozenset()
    spell: int | None = None  # the spell object id when resolving a spell
    you: int | None = None  # ForEachPlayer binding
    source_name: str = ""
    divide: tuple = ()

    def copy(self) -> "Ctx":
        c = Ctx(self.id, self.source, self.controller, self.ability, self.targets, self.x, self.modes,
                self.event, dict(self.memory), self.did, self.paid, self.spell, self.you, self.source_name,
                self.divide)
        return c

    def to_data(self) -> dict:
        return {k: encode(getattr(self, k)) for k in Ctx.__slots__}

    @staticmethod
    def from_data(d: dict) -> "Ctx":
        kw = {k: decode(v) for k, v in d.items()}
        kw["memory"] = dict(kw.get("memory") or {})
        kw["paid"] = frozenset(kw.get("paid") or ())
        return Ctx(**kw)


@dataclass(frozen=True, slots=True)
class Result:
    """How a game ended (104). ``draw`` is True for a draw (104.4): the players still in the game then are
    neither winners nor losers, and ``losers`` lists only those who had lost before; ``restarted`` for 727."""

    winners: tuple[int, ...] = ()
    losers: tuple[int, ...] = ()
    draw: bool = False
    reason: str = ""
    restarted: bool = False
    turn: int = 0

    def to_data(self) -> dict:
        return {"winners": list(self.winners), "losers": list(self.losers), "draw": self.draw,
                "reason": self.reason, "restarted": self.restarted, "turn": self.turn}


@dataclass(slots=True, unsafe_hash=True)
class LogEvent:
    """One logged event: what happened, and the CR rule that made it happen. (Read-only: forks share
    their log's events. Not frozen only because a frozen dataclass is three times slower to make.)"""

    seq: int
    turn: int
    step: str
    kind: str
    rule: str
    text: str
    data: Any = None

    def __str__(self) -> str:
        return f"T{self.turn} {self.step}: {self.text} [{self.rule}]"


class GameState:
    """Everything about one game."""

    __slots__ = (
        "players", "objects", "library", "hand", "graveyard", "battlefield", "stack", "exile", "command",
        "outside", "turn", "active", "step", "priority", "passes", "turn_order", "starting_player",
        "effects", "pending", "delayed", "agenda", "decision", "result", "contexts", "combat", "rng",
        "next_id", "next_uid", "next_ts", "version", "log", "log_len", "monarch", "designations",
        "casting", "options", "turn_data", "extra_turns", "pool", "logging", "_token", "_cache",
        "shields", "history", "parent", "_tcache", "_cache_simple", "_memo", "_sba_clean",
        "_cache_light", "_scache", "_lazy", "turn_decisions", "relevance", "_sbase", "_ckpt",
    )

    def __init__(self, pool: Any, options: dict | None = None):
        self.pool = pool  # the card pool (compiled card definitions); not part of the game data
        self.players: list[PlayerState] = []
        self.objects: dict[int, GameObject] = {}
        self.library: list[list[int]] = []  # index -1 is the top
        self.hand: list[list[int]] = []
        self.graveyard: list[list[int]] = []  # index -1 is the top
        self.battlefield: list[int] = []
        self.stack: list[int] = []  # index -1 is the top (405.2)
        self.exile: list[int] = []
        self.command: list[int] = []
        self.outside: list[list[int]] = []
        self.turn = 0
        self.active = 0
        self.step = "setup"
        self.priority: int | None = None
        self.passes = 0  # players who passed in succession (117.4)
        self.turn_order: list[int] = []
        self.starting_player = 0
        self.effects: list[ContEffect] = []
        self.pending: list[PendingTrigger] = []
        self.delayed: list[tuple] = []  # (id, controller, source, Trigger, Body, once, data)
        self.agenda: list[tuple] = []
        self.decision: Decision | None = None
        self.result: Result | None = None
        self.contexts: dict[int, Ctx] = {}
        self.combat: dict | None = None
        self.rng = 0
        self.next_id = 1
        self.next_uid = 1
        self.next_ts = 1
        self.version = 0
        self.log: list[LogEvent] = []
        self.log_len = 0
        self.monarch: int | None = None
        self.designations: dict = {}
        self.casting: dict | None = None
        self.options: dict = dict(options or {})
        self.turn_data: dict = {}  # per-turn facts cleared as each turn begins
        self.extra_turns: list = []
        self.shields: list[tuple] = []  # prevention / regeneration shields (615, 701.19)
        self.history: dict = {}  # loop detection (732, 104.4b): digest -> count
        self._lazy: Any = None  # entries of history not digested yet (engine.loops; not game data)
        # (turn, decisions answered in it): the max_decisions_per_turn limit (engine/limits.py). Saved,
        # but not part of the digest (bookkeeping, like the log).
        self.turn_decisions: tuple = (0, 0)
        self.parent: Any = None  # the suspended main game while this is a subgame (729)
        self.logging = True
        self._token = object()
        self._cache: dict | None = None
        self._tcache: tuple | None = None  # (chars cache it derives from, trigger index)
        self._cache_simple = False  # the chars cache depends on nothing but the objects themselves
        self._cache_light = False  # the chars cache survives "light" changes (mut_light, touch_light)
        self._scache: tuple | None = None  # (chars cache it derives from, {mod type: statics}) (chars.py)
        # the battlefield's characteristics while only the stack changes (engine/chars.py, ``_stack_base``)
        self._sbase: tuple | None = None
        self._ckpt: tuple | None = None  # (trigger index, shields, answer) for engine/replacement.py's checkpoint test
        self._memo: tuple = (-1, {})  # (version, values derived from this exact version)
        self._sba_clean = -1  # a version at which state-based actions had nothing to do (engine/sba.py)
        # what occurs in the game's cards: the mechanic hooks that can matter (engine/relevance.py; not game data)
        self.relevance = Relevance()

    # ------------------------------------------------------------ copy-on-write

    def mut(self, oid: int) -> GameObject:
        """The object ``oid``, owned by this state and safe to mutate (copy-on-write)."""
        o = self.objects[oid]
        if o._cow is not self._token:
            o = o.copy()
            o._cow = self._token
            self.objects[oid] = o
        self.version += 1
        self._cache = None
        if o.zone in BOARD_ZONES:
            self._sbase = None
        return o

    def touch(self) -> None:
        """Record that something changed (invalidates derived caches)."""
        self.version += 1
        self._cache = None
        self._sbase = None

    def touch_stack(self) -> None:
        """Like :meth:`touch`, for a change of the stack alone (an object put onto it or removed from it, the
        other zone not the battlefield or command zone): the battlefield's characteristics may be kept
        (``_sbase``, engine/chars.py)."""
        self.version += 1
        self._cache = None

    def mut_light(self, oid: int) -> GameObject:
        """Like :meth:`mut`, for changes that can't alter characteristics unless continuous effects or
        static abilities that look at them exist (tapping, damage, summoning sickness): keeps a chars
        cache that doesn't depend on them (``_cache_light``, engine/chars.py)."""
        o = self.objects[oid]
        if o._cow is not self._token:
            o = o.copy()
            o._cow = self._token
            self.objects[oid] = o
        self.version += 1
        if not self._cache_light:
            self._cache = None
            self._sbase = None
        return o

    def touch_light(self) -> None:
        """A change that can't alter characteristics unless continuous effects or static abilities
        exist (see :meth:`mut_light`): players' life, mana or bookkeeping, the turn and step, combat
        and casting data, zone changes that don't involve the battlefield, stack or command zone."""
        self.version += 1
        if not self._cache_light:
            self._cache = None
            self._sbase = None

    def add_object(self, o: GameObject) -> None:
        if o.card is not None:
            if o.card not in self.relevance.seen:
                self.relevance.see(self.pool, o.card)
        elif o.kind == "emblem":
            self.relevance.note("emblem")
        elif o.kind in OBJECT_TREES:
            self.relevance.note_tree(OBJECT_TREES[o.kind](o))
        o._cow = self._token
        self.objects[o.id] = o
        self.version += 1
        if not self._cache_light or o.zone in CHARS_ZONES:
            self._cache = None
            if o.zone in BOARD_ZONES:
                self._sbase = None

    def memo(self) -> dict:
        """A scratch dict valid while nothing changes (cleared by any change to the state)."""
        m = self._memo
        if m[0] != self.version:
            m = (self.version, {})
            self._memo = m
        return m[1]

    def new_id(self) -> int:
        i = self.next_id
        self.next_id += 1
        return i

    def new_ts(self) -> int:
        t = self.next_ts
        self.next_ts += 1
        return t

    def fork(self) -> "GameState":
        """A cheap independent copy (objects are shared copy-on-write)."""
        n = GameState.__new__(GameState)
        n.pool = self.pool
        n.players = [p.copy() for p in self.players]
        n.objects = dict(self.objects)
        n.library = [list(z) for z in self.library]
        n.hand = [list(z) for z in self.hand]
        n.graveyard = [list(z) for z in self.graveyard]
        n.battlefield = list(self.battlefield)
        n.stack = list(self.stack)
        n.exile = list(self.exile)
        n.command = list(self.command)
        n.outside = [list(z) for z in self.outside]
        n.turn = self.turn
        n.active = self.active
        n.step = self.step
        n.priority = self.priority
        n.passes = self.passes
        n.turn_order = list(self.turn_order)
        n.starting_player = self.starting_player
        n.effects = list(self.effects)
        n.pending = list(self.pending)
        n.delayed = list(self.delayed)
        n.agenda = list(self.agenda)
        n.decision = self.decision
        n.result = self.result
        n.contexts = {k: c.copy() for k, c in self.contexts.items()} if self.contexts else {}
        n.combat = _copy_combat(self.combat)
        n.rng = self.rng
        n.next_id = self.next_id
        n.next_uid = self.next_uid
        n.next_ts = self.next_ts
        n.version = self.version
        n.log = self.log
        n.log_len = self.log_len
        n.monarch = self.monarch
        n.designations = dict(self.designations)
        n.casting = _deep(self.casting)
        n.options = self.options
        n.turn_data = _copy_turn_data(self.turn_data)
        n.extra_turns = list(self.extra_turns)
        n.shields = list(self.shields)
        n.history = dict(self.history) if self.history else {}
        n._lazy = self._lazy  # (copied on write by engine.loops)
        n.turn_decisions = self.turn_decisions
        n.parent = self.parent.fork() if self.parent is not None else None
        n.logging = self.logging
        n._tcache = self._tcache
        n._cache_simple = self._cache_simple
        n._cache_light = self._cache_light
        n._scache = self._scache
        n._sbase = self._sbase  # (read-only: shared)
        n._ckpt = self._ckpt
        n._memo = (-1, {})
        n._sba_clean = self._sba_clean  # (same content, same version)
        n.relevance = self.relevance  # (only grows: shared)
        n._cache = self._cache  # same version: the cache is valid for both; each replaces it on change
        self._token = object()
        n._token = object()
        return n

    # ------------------------------------------------------------ log

    def add_log(self, kind: str, rule: str, text: str, data: Any = None) -> None:
        if not self.logging:
            return
        if len(self.log) != self.log_len:  # a fork appended already: copy our prefix (copy-on-write)
            self.log = self.log[: self.log_len]
        self.log.append(LogEvent(self.log_len, self.turn, self.step, kind, rule, text, data))
        self.log_len += 1

    def events(self) -> list[LogEvent]:
        return self.log[: self.log_len]

    # ------------------------------------------------------------ zones

    def zone_list(self, zone: str, owner: int) -> list[int]:
        if zone == "battlefield":
            return self.battlefield
        if zone == "stack":
            return self.stack
        if zone == "exile":
            return self.exile
        if zone == "command":
            return self.command
        if zone == "library":
            return self.library[owner]
        if zone == "hand":
            return self.hand[owner]
        if zone == "graveyard":
            return self.graveyard[owner]
        if zone == "outside":
            return self.outside[owner]
        raise ValueError(f"unknown zone {zone!r}")

    # ------------------------------------------------------------ serialisation

    def to_data(self, include_log: bool = True) -> dict:
        d: dict[str, Any] = {
            "format": "manastack-save", "version": 1,
            "players": [p.to_data() for p in self.players],
            "objects": [self.objects[k].to_data() for k in sorted(self.objects)],
            "library": self.library, "hand": self.hand, "graveyard": self.graveyard,
            "battlefield": self.battlefield, "stack": self.stack, "exile": self.exile, "command": self.command,
            "outside": self.outside, "turn": self.turn, "active": self.active, "step": self.step,
            "priority": self.priority, "passes": self.passes, "turn_order": self.turn_order,
            "starting_player": self.starting_player,
            "effects": [encode(_dc_tuple(e)) for e in self.effects],
            "pending": [encode(_dc_tuple(p)) for p in self.pending],
            "delayed": encode(tuple(self.delayed)),
            "agenda": encode(tuple(self.agenda)),
            "decision": self.decision.to_data() if self.decision else None,
            "result": self.result.to_data() if self.result else None,
            "contexts": [self.contexts[k].to_data() for k in sorted(self.contexts)],
            "combat": encode(self.combat), "rng": str(self.rng), "next_id": self.next_id,
            "next_uid": self.next_uid, "next_ts": self.next_ts, "monarch": self.monarch,
            "designations": encode(self.designations), "casting": encode(self.casting),
            "options": encode(self.options), "turn_data": encode(self.turn_data),
            "extra_turns": encode(tuple(self.extra_turns)), "shields": encode(tuple(self.shields)),
            "history": encode(self._history_data()) if include_log else None,
            "parent": self.parent.to_data(include_log) if self.parent is not None else None,
        }
        if include_log:
            d["turn_decisions"] = encode(self.turn_decisions)
            d["log"] = [[e.seq, e.turn, e.step, e.kind, e.rule, e.text, encode(e.data)] for e in self.events()]
        return d

    @staticmethod
    def from_data(d: dict, pool: Any) -> "GameState":
        s = GameState(pool, decode(d.get("options")) or {})
        s.players = [PlayerState.from_data(p) for p in d["players"]]
        for od in d["objects"]:
            o = GameObject.from_data(od)
            s.add_object(o)
        s.library = [list(map(int, z)) for z in d["library"]]
        s.hand = [list(map(int, z)) for z in d["hand"]]
        s.graveyard = [list(map(int, z)) for z in d["graveyard"]]
        s.battlefield = list(map(int, d["battlefield"]))
        s.stack = list(map(int, d["stack"]))
        s.exile = list(map(int, d["exile"]))
        s.command = list(map(int, d["command"]))
        s.outside = [list(map(int, z)) for z in d["outside"]]
        s.turn = int(d["turn"])
        s.active = int(d["active"])
        s.step = str(d["step"])
        s.priority = d["priority"]
        s.passes = int(d["passes"])
        s.turn_order = list(map(int, d["turn_order"]))
        s.starting_player = int(d["starting_player"])
        s.effects = [ContEffect(*decode(e)) for e in d["effects"]]
        s.pending = [PendingTrigger(*decode(p)) for p in d["pending"]]
        s.delayed = list(decode(d["delayed"]))
        s.agenda = list(decode(d["agenda"]))
        s.decision = Decision.from_data(d["decision"]) if d.get("decision") else None
        r = d.get("result")
        s.result = Result(tuple(r["winners"]), tuple(r["losers"]), r["draw"], r["reason"], r["restarted"],
                          r.get("turn", 0)) if r else None
        s.contexts = {c.id: c for c in (Ctx.from_data(x) for x in d["contexts"])}
        s.combat = decode(d["combat"])
        s.rng = int(d["rng"])
        s.next_id = int(d["next_id"])
        s.next_uid = int(d["next_uid"])
        s.next_ts = int(d["next_ts"])
        s.monarch = d.get("monarch")
        s.designations = decode(d.get("designations")) or {}
        for k in s.designations:  # (designations taken make hooks relevant, engine/relevance.py)
            s.relevance.note(str(k))
        s.casting = decode(d.get("casting"))
        s.turn_data = decode(d.get("turn_data")) or {}
        s.extra_turns = list(decode(d.get("extra_turns")) or ())
        s.shields = list(decode(d.get("shields")) or ())
        s.history = decode(d.get("history")) or {}
        s.parent = GameState.from_data(d["parent"], pool) if d.get("parent") else None
        for e in d.get("log") or ():
            s.log.append(LogEvent(e[0], e[1], e[2], e[3], e[4], e[5], decode(e[6])))
        s.log_len = len(s.log)
        td = decode(d.get("turn_decisions")) or (0, 0)
        s.turn_decisions = (int(td[0]), int(td[1])) + ((dict(td[2]),) if len(td) > 2 else ())
        s.version = 0
        return s

    def _history_data(self) -> dict:
        """The loop history as saved: entries kept undigested so far are digested now (same keys, same
        order as if each had been digested when it was recorded)."""
        if self._lazy is None or not self._lazy[1]:
            return self.history
        materialized = upcalls.materialized

        return materialized(self)

    def digest(self) -> str:
        """A stable hash of the game-relevant state (no log, no caches), for transposition tables
        and loop detection (732, 104.4b)."""
        d = self.to_data(include_log=False)
        raw = json.dumps(d, sort_keys=True, separators=(",", ":"), default=str)
        return hashlib.blake2b(raw.encode(), digest_size=16).hexdigest()


def _dc_tuple(x) -> tuple:
    return tuple(getattr(x, f) for f in x.__slots__)


def _copy_combat(c: dict | None) -> dict | None:
    if c is None:
        return None
    return {k: (dict(v) if isinstance(v, dict) else list(v) if isinstance(v, list) else v) for k, v in c.items()}


def _copy_turn_data(td: dict) -> dict:
    """A fork's copy of the per-turn data: deep, except the last known information (608.2h), whose snapshots
    are never changed once taken (engine.evaluate.snapshot): its index is copied, the snapshots shared."""
    out = {}
    for k, v in td.items():
        out[k] = dict(v) if k == "lki" and type(v) is dict else _deep(v)
    return out


def _deep(v):
    if isinstance(v, dict):
        return {k: _deep(x) for k, x in v.items()}
    if isinstance(v, list):
        return [_deep(x) for x in v]
    return v
