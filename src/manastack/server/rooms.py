"""Games in play. A :class:`Room` is one game with its seats, connections and computer players; the
:class:`Hub` holds the rooms, the card pool and the store.

Threads: every call into the engine (apply, computer players' choices, views, saves) runs on one
engine thread, so the event loop only moves bytes and a slow choice never stalls a socket. Each room
has a lock: one change at a time, applied to a *copy* of the game (``fork`` then ``apply``) and
committed only once it is saved, so an illegal answer, an engine failure or a full disk leaves the game
as it was. Sending never waits on a client: every connection has its own bounded queue and writer,
and a connection that can't keep up is dropped (its seat stays; reconnecting takes it back)."""
from __future__ import annotations

import asyncio
import hmac
import json
import logging
import secrets
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any, Awaitable, Callable

from ..agents import make_agent
from ..core.errors import IllegalActionError, ManastackError, UnsupportedCardError
from ..engine.carddef import CardPool
from ..game import Game
from .lobby import GameSpec, LobbyError
from .protocol import Message, ProtocolError
from .serialize import SPECTATOR, eyes, log_entries, state_for
from .store import SeatRow, Store, token_hash

log = logging.getLogger("manastack.server")

UNDO_DEPTH = 30
LOG_ON_CONNECT = 300  # log lines a (re)connecting client gets
QUEUE = 256  # messages a connection may fall behind by before it is dropped


# ---------------------------------------------------------------- connections


class Connection:
    """One WebSocket, as the rooms see it: a bounded queue drained by its own writer task."""

    def __init__(self, send: Callable[[str], Awaitable[Any]], close: Callable[[int], Awaitable[Any]],
                 queue_size: int = QUEUE):
        self._send = send
        self._close = close
        self.q: asyncio.Queue[str | None] = asyncio.Queue(queue_size)
        self.seat: int | None = None  # None until auth/watch; SPECTATOR for a spectator
        self.log_pos = 0
        self.dead = False
        self.writer = asyncio.create_task(self._write())

    def push(self, msg: dict | str) -> None:
        if self.dead:
            return
        try:
            self.q.put_nowait(msg if isinstance(msg, str) else json.dumps(msg, separators=(",", ":")))
        except asyncio.QueueFull:
            self.kill(1013)  # too far behind: drop it rather than make anyone wait

    async def _write(self) -> None:
        while True:
            item = await self.q.get()
            if item is None:
                return
            try:
                await self._send(item)
            except Exception:  # noqa: BLE001 - the socket is gone; the read side notices too
                self.dead = True
                return

    def kill(self, code: int = 1000) -> None:
        if self.dead:
            return
        self.dead = True
        self.writer.cancel()
        asyncio.ensure_future(self._safe_close(code))

    async def _safe_close(self, code: int) -> None:
        try:
            await self._close(code)
        except Exception:  # noqa: BLE001 - already closed
            pass

    async def drain_and_stop(self) -> None:
        """Let queued messages go out, then stop the writer (a normal close)."""
        if not self.dead:
            try:
                self.q.put_nowait(None)
                await asyncio.wait_for(self.writer, 2.0)
            except (asyncio.QueueFull, asyncio.TimeoutError, asyncio.CancelledError):
                self.writer.cancel()
        self.dead = True


# ---------------------------------------------------------------- rooms


@dataclass(slots=True)
class Seat:
    index: int
    kind: str
    agent_spec: str | None
    name: str
    token_hash: str | None = None
    last_seq: int = 0
    agent: Any = None

    @property
    def open(self) -> bool:
        return self.kind == "human" and self.token_hash is None


@dataclass(slots=True)
class Step:
    """The result of one change, computed on the engine thread."""
    game: Game
    payloads: dict[int, dict] = field(default_factory=dict)
    new_log: dict[int, list] = field(default_factory=dict)
    log_done: int = 0
    reset: bool = False
    save: str = ""  # the stored text of ``game``
    logs: dict[int, list] | None = None  # an undo past a restart: every seat's log, rendered again


@dataclass(slots=True)
class UndoEntry:
    """The game before one of a seat's choices, as stored (``save``) and, once needed, loaded (``game``).
    ``log_done``/``lens`` (how far the log had got) are known only for entries made since this process
    loaded the game; an entry from the store has its log rendered again when it is undone."""
    n: int
    save: str
    game: Game | None = None
    log_done: int | None = None
    lens: dict[int, int] | None = None


class Room:
    def __init__(self, hub: "Hub", gid: str, game: Game, meta: dict, seats: list[Seat], version: int):
        self.hub = hub
        self.id = gid
        self.game = game
        self.meta = meta
        self.seats = seats
        self.version = version
        self.lock = asyncio.Lock()
        self.conns: set[Connection] = set()
        self.perspectives = [s.index for s in seats] + [SPECTATOR]
        self.logs: dict[int, list] = {p: [] for p in self.perspectives}
        self.log_done = 0
        self.history: dict[int, list[UndoEntry]] = {}
        self.save_text = ""  # the stored text of self.game (what undo keeps of it before the next choice)
        self.agent_task: asyncio.Task | None = None
        self.closed = False
        now = hub.clock()
        self.idle_since = now  # the last change to the game or to who is connected
        self.created = float(meta.get("created", now))
        for s in seats:
            if s.kind == "computer":
                s.agent = make_agent(s.agent_spec or "heuristic",
                                     seed=(int(meta.get("seed", 0)) * 31 + 7 * s.index + version) & 0x7FFFFFFF)

    # ------------------------------------------------ engine-thread helpers (never touch sockets)

    def _render_log(self, game: Game, start: int) -> dict[int, list]:
        out = {}
        v = game.view(0) if game.state.players else None
        for p in self.perspectives:
            seen = eyes(v, p) if v is not None and p != SPECTATOR else set()
            out[p] = log_entries(game, start, seen)
        return out

    def _payload(self, game: Game, p: int, version: int) -> dict:
        d = {"type": "state", "game": self.id, "version": version, "state": state_for(game, p, self.hub.db),
             "seats": self.seats_info(), "mode": self.meta.get("mode"), "format": self.meta.get("format")}
        if p != SPECTATOR:
            d["undo"] = self._undo_allowed(p)
            d["can_undo"] = d["undo"] and self._can_undo(game, p)[0]
        return d

    def _finish(self, game: Game, version: int, live: set[int], log_start: int) -> Step:
        st = Step(game)
        st.new_log = self._render_log(game, log_start)
        st.log_done = len(game.log)
        st.payloads = {p: self._payload(game, p, version) for p in live}
        return st

    def _save(self, game: Game, version: int, seqs: dict[int, int] | None, **undo) -> str:
        text = game.save()
        self.hub.store.save_game(self.id, version, text, game.result is not None, seqs, **undo)
        return text

    def _apply_sync(self, choice: Any, version: int, live: set[int], seqs: dict[int, int] | None,
                    seat: int | None) -> Step:
        trial = self.game.fork()
        trial.apply(choice)
        entry = None
        if seat is not None and self._undo_allowed(seat) and self.save_text:
            h = self.history.get(seat) or []
            entry = UndoEntry(h[-1].n + 1 if h else 1, self.save_text, self.game, self.log_done,
                              {p: len(self.logs[p]) for p in self.perspectives})
        push = (seat, entry.n, entry.save, UNDO_DEPTH) if entry is not None else None
        text = self._save(trial, version, seqs, undo_push=push)  # the game and its undo entry: one transaction
        if entry is not None:
            h = self.history.setdefault(seat, [])
            h.append(entry)
            del h[:-UNDO_DEPTH]
        st = self._finish(trial, version, live, self.log_done)
        st.save = text
        return st

    def _agent_sync(self, version: int, live: set[int]) -> Step:
        g = self.game
        d = g.decision
        agent = self.seats[d.actor].agent
        try:
            choice = agent.choose(g, d.actor)
            trial = g.fork()
            trial.apply(choice)
        except ManastackError as e:  # an agent's answer the engine refuses: take the first legal option
            log.warning("game %s: computer seat %d answered badly (%s); taking the first option", self.id, d.actor, e)
            trial = g.fork()
            trial.apply(g.legal_actions()[0])
        text = self._save(trial, version, None)
        st = self._finish(trial, version, live, self.log_done)
        st.save = text
        return st

    def _concede_sync(self, seat: int, version: int, live: set[int], seqs: dict[int, int]) -> Step:
        trial = self.game.fork()
        trial.concede(seat, by=seat)
        text = self._save(trial, version, seqs)
        st = self._finish(trial, version, live, self.log_done)
        st.save = text
        return st

    def _undo_sync(self, seat: int, version: int, live: set[int], seqs: dict[int, int]) -> Step:
        ok, why = self._can_undo(self.game, seat)
        if not ok:
            raise ProtocolError("no_undo", f"can't undo: {why}")
        entry = self.history[seat][-1]
        game = self._entry_game(entry).fork()
        text = self._save(game, version, seqs, undo_pop=(seat, entry.n))
        self.history[seat].pop()
        if entry.lens is not None:
            st = Step(game, reset=True, log_done=entry.log_done, new_log=entry.lens, save=text)
        else:  # stored before a restart: render the log of that game again
            st = Step(game, reset=True, log_done=len(game.log), logs=self._render_log(game, 0), save=text)
        st.payloads = {p: self._payload(game, p, version) for p in live}
        return st

    def _entry_game(self, entry: UndoEntry) -> Game:
        if entry.game is None:
            entry.game = Game.load(entry.save, self.hub.pool)
        return entry.game

    def _undo_allowed(self, seat: int) -> bool:
        """Undo as the terminal offers it: a human playing only computers (taking back a choice would
        otherwise take back other people's choices too)."""
        return self.seats[seat].kind == "human" and all(s.kind == "computer" for s in self.seats if s.index != seat)

    def _can_undo(self, game: Game, seat: int) -> tuple[bool, str]:
        """Refused once something hidden was revealed since that choice (as ``manastack play``)."""
        h = self.history.get(seat)
        if not h:
            return False, "nothing to undo"
        before, now = self._entry_game(h[-1]).state, game.state
        if now.rng != before.rng:
            return False, "a random event happened since (shuffle, coin, die or random choice)"
        for p in range(len(now.players)):
            if list(now.library[p]) != list(before.library[p]):
                return False, "a card left or joined a library since (a draw reveals a card)"
            if p != seat and not set(before.hand[p]) <= set(now.hand[p]):
                return False, "a card left an opponent's hand since"
        return True, ""

    # ------------------------------------------------ loop side

    def seat_open(self, i: int) -> bool:
        """A seat anyone with the link may take: a person's seat nobody has claimed, still in the game."""
        return self.seats[i].open and self.game.state.players[i].in_game

    def seats_info(self) -> list[dict]:
        live = {c.seat for c in self.conns if not c.dead}
        return [{"seat": s.index, "name": s.name, "kind": s.kind, "agent": s.agent_spec, "open": self.seat_open(s.index),
                 "connected": s.kind == "computer" or s.index in live} for s in self.seats]

    def touch(self) -> None:
        """Someone connected or left: the idle clock starts again."""
        self.idle_since = self.hub.clock()

    def idle_seats(self, now: float, limit: float) -> list[int]:
        """The seats the idle limit ends (see :meth:`Hub.sweep`): the person's seat the game has waited on
        for ``limit`` seconds with nobody connected to it, and open seats nobody took within ``limit`` of
        the game's creation."""
        g = self.game
        if g.result is not None or self.closed:
            return []
        out = []
        d = g.decision
        if (d is not None and now - self.idle_since >= limit and self.seats[d.actor].kind == "human"
                and d.actor not in self.live_perspectives()):
            out.append(d.actor)
        if now - self.created >= limit:
            out += [s.index for s in self.seats if self.seat_open(s.index) and s.index not in out]
        return out

    async def expire(self, limit: float) -> list[int]:
        """104.3a: each seat the idle limit ends concedes (its player loses and leaves; in a multiplayer
        game the others play on, 800.4a); returns the seats that conceded."""
        done = []
        async with self.lock:
            for i in self.idle_seats(self.hub.clock(), limit):
                if self.game.result is not None:
                    break
                version = self.version + 1
                st = await self.hub.run(self._concede_sync, i, version, self.live_perspectives(), {})
                self._commit(st, version)
                self._broadcast(st)
                done.append(i)
                log.info("game %s: seat %d conceded after %.0f s idle", self.id, i, limit)
        if done:
            self.announce_seats()
            self.kick()
        return done

    def live_perspectives(self) -> set[int]:
        return {c.seat for c in self.conns if c.seat is not None and not c.dead}

    def _commit(self, st: Step, version: int) -> None:
        self.game = st.game
        self.version = version
        self.save_text = st.save
        self.idle_since = self.hub.clock()
        if st.logs is not None:
            self.logs = st.logs
            self.log_done = st.log_done
        elif st.reset:  # an undo: the log goes back to what it was then
            self.logs = {p: self.logs[p][:n] for p, n in st.new_log.items()}
            self.log_done = st.log_done
        else:
            for p, lines in st.new_log.items():
                self.logs[p].extend(lines)
            self.log_done = st.log_done

    def _broadcast(self, st: Step) -> None:
        for c in list(self.conns):
            if c.seat is None or c.dead:
                continue
            payload = st.payloads.get(c.seat)
            if payload is None:
                continue
            lines = self.logs[c.seat]
            if st.reset or c.log_pos > len(lines):
                msg = dict(payload, log=lines[-LOG_ON_CONNECT:], log_reset=True)
            else:
                msg = dict(payload, log=lines[c.log_pos:])
            c.log_pos = len(lines)
            self._send(c, msg)

    async def send_state(self, conn: Connection) -> None:
        """The whole table to one (re)connecting client."""
        async with self.lock:
            payload = await self.hub.run(self._payload, self.game, conn.seat, self.version)
            lines = self.logs[conn.seat]
            msg = dict(payload, log=lines[-LOG_ON_CONNECT:], log_reset=True)
            conn.log_pos = len(lines)
            self._send(conn, msg)

    def _send(self, c: Connection, msg: dict) -> None:
        if c.seat != SPECTATOR:
            msg["next_seq"] = self.seats[c.seat].last_seq + 1
        self.hub.observe(self, c.seat, msg)
        c.push(msg)

    def announce_seats(self) -> None:
        msg = {"type": "seats", "seats": self.seats_info()}
        for c in list(self.conns):
            if c.seat is not None and not c.dead:
                c.push(msg)

    def authenticate(self, token: str) -> int:
        h = token_hash(token)
        for s in self.seats:
            if s.token_hash is not None and hmac.compare_digest(s.token_hash, h):
                return s.index
        raise ProtocolError("bad_token")

    def _check_seq(self, seat: Seat, seq: int) -> None:
        if seq <= seat.last_seq:
            raise ProtocolError("replayed", f"message number {seq} was already used; the next is {seat.last_seq + 1}")
        if seq != seat.last_seq + 1:
            raise ProtocolError("replayed", f"message number {seq} is out of order; the next is {seat.last_seq + 1}")

    async def handle(self, conn: Connection, m: Message) -> None:
        """An act, undo or concede from a seat. Raises :class:`ProtocolError`; changes nothing then."""
        if conn.seat is None:
            raise ProtocolError("not_authenticated")
        if conn.seat == SPECTATOR:
            raise ProtocolError("spectator")
        seat = self.seats[conn.seat]
        async with self.lock:
            self._check_seq(seat, m.seq)
            g = self.game
            if g.result is not None:
                raise ProtocolError("game_over")
            version = self.version + 1
            seqs = {seat.index: m.seq}
            live = self.live_perspectives()
            if m.type == "concede":
                st = await self.hub.run(self._concede_sync, seat.index, version, live, seqs)
            elif m.type == "undo":
                if m.version != self.version:
                    raise ProtocolError("stale", f"the game is at version {self.version}, not {m.version}")
                if not self._undo_allowed(seat.index):
                    raise ProtocolError("no_undo", "undo is offered only to a human playing computer players")
                st = await self.hub.run(self._undo_sync, seat.index, version, live, seqs)
            else:
                d = g.decision
                if d is None or d.actor != seat.index:
                    raise ProtocolError("not_your_decision",
                                        "it is not your decision" + (f"; waiting for {g.state.players[d.actor].name}"
                                                                     if d is not None else ""))
                if m.version != self.version:
                    raise ProtocolError("stale", f"the game is at version {self.version}, not {m.version}")
                choice = self._choice(d, m)
                try:
                    st = await self.hub.run(self._apply_sync, choice, version, live, seqs, seat.index)
                except IllegalActionError as e:
                    raise ProtocolError("illegal", str(e)) from None
                except ManastackError as e:
                    raise ProtocolError("illegal", f"{type(e).__name__}: {e}") from None
            seat.last_seq = m.seq
            self._commit(st, version)
            self._broadcast(st)
        self.kick()

    def _choice(self, d, m: Message) -> Any:
        opts = d.options
        if m.option is not None:
            if opts is None or not 0 <= m.option < len(opts):
                raise ProtocolError("illegal", f"option {m.option} doesn't exist; this decision has "
                                               f"{0 if opts is None else len(opts)} options")
            return opts[m.option]
        if m.number is not None:
            if opts is not None:
                for o in opts:
                    if isinstance(o, tuple) and len(o) == 2 and o[0] in ("x", "times") and o[1] == m.number:
                        return o
                v = d.validate
                if not (isinstance(v, dict) and "min" in v):
                    raise ProtocolError("illegal", "this decision takes an option, not a number")
            return m.number
        if d.kind != "damage_assignment":
            raise ProtocolError("illegal", "only a combat damage assignment takes 'assign'")
        return ("assign", m.assign)

    # ------------------------------------------------ computer players

    def computer_to_move(self) -> bool:
        d = self.game.decision
        return (not self.closed and d is not None and self.game.result is None
                and self.seats[d.actor].kind == "computer")

    def kick(self) -> None:
        if self.computer_to_move() and (self.agent_task is None or self.agent_task.done()):
            self.agent_task = asyncio.create_task(self._run_agents())

    async def _run_agents(self) -> None:
        while True:
            async with self.lock:
                if not self.computer_to_move():
                    return
                version = self.version + 1
                try:
                    st = await self.hub.run(self._agent_sync, version, self.live_perspectives())
                except Exception:  # noqa: BLE001 - an engine failure: keep the game as it was, say so
                    log.exception("game %s: the computer player failed; the game waits", self.id)
                    return
                self._commit(st, version)
                self._broadcast(st)
            if self.hub.agent_delay:
                await asyncio.sleep(self.hub.agent_delay)
            else:
                await asyncio.sleep(0)

    async def close(self) -> None:
        self.closed = True
        if self.agent_task is not None:
            self.agent_task.cancel()
            try:
                await self.agent_task
            except (asyncio.CancelledError, Exception):  # noqa: BLE001
                pass
        for c in list(self.conns):
            c.kill(1001)


# ---------------------------------------------------------------- the hub


class Hub:
    """Every room, the store, the card pool and the engine thread."""

    def __init__(self, store: Store, db, *, agent_delay: float = 0.0, idle_limit: float | None = None,
                 clock: Callable[[], float] = time.time):
        self.store = store
        self.idle_limit = idle_limit or None  # seconds; None: games wait forever
        self.clock = clock
        self.db = db
        self.pool = CardPool(db)
        self.rooms: dict[str, Room] = {}
        self.executor = ThreadPoolExecutor(1, thread_name_prefix="manastack-engine")
        self.agent_delay = agent_delay
        self.observers: list[Callable[[Room, int, dict], None]] = []  # see every message sent (tests, audit)
        self._loading: dict[str, asyncio.Future] = {}

    async def run(self, fn, *args):
        return await asyncio.get_running_loop().run_in_executor(self.executor, fn, *args)

    def observe(self, room: Room, seat: int, msg: dict) -> None:
        for f in self.observers:
            f(room, seat, msg)

    async def create(self, spec: GameSpec) -> tuple[str, dict[int, str]]:
        """Start a game; the creator gets the token of the first human seat (``{seat: token}``)."""
        gid = secrets.token_urlsafe(9)
        decks = [s.cards for s in spec.seats]
        names = [s.name for s in spec.seats]

        # 605.3a: a person may activate mana abilities whenever they have priority (to float mana before
        # casting); on request they are listed for the people's seats — then every step waits for a pass,
        # so it is off by default (payments still tap sources as they are paid)
        people = [i for i, s in enumerate(spec.seats) if s.kind == "human"] if spec.mana_abilities else []

        def build() -> Game:
            extra = {"format": spec.format} if spec.format else {}  # 903: commanders from each Commander section
            return Game.new(decks, seed=spec.seed, names=names, cards=self.pool, life=spec.life,
                            auto_pay=spec.auto_pay, offer_mana_abilities=people or False, **extra)

        try:
            game = await self.run(build)
        except UnsupportedCardError as e:
            raise LobbyError([str(e)]) from None
        except ManastackError as e:
            raise LobbyError([f"{type(e).__name__}: {e}"]) from None
        tokens: dict[int, str] = {}
        seats = []
        for i, s in enumerate(spec.seats):
            th = None
            if s.kind == "human" and not tokens:
                tok = secrets.token_urlsafe(24)
                tokens[i] = tok
                th = token_hash(tok)
            seats.append(Seat(i, s.kind, s.agent, s.name, th))
        meta = {"mode": spec.mode, "format": spec.format, "seed": spec.seed, "created": self.clock(),
                "life": game.state.players[0].life, "auto_pay": spec.auto_pay,
                "mana_abilities": spec.mana_abilities,
                "decks": [s.deck_name for s in spec.seats]}
        save = await self.run(game.save)
        await self.run(self.store.create, gid, meta, save,
                       [SeatRow(s.index, s.kind, s.agent_spec, s.name, s.token_hash) for s in seats])
        room = Room(self, gid, game, meta, seats, 0)
        room.save_text = save
        room.logs = await self.run(room._render_log, game, 0)
        room.log_done = len(game.log)
        self.rooms[gid] = room
        room.kick()
        return gid, tokens

    async def join(self, gid: str, name: str) -> tuple[int, str]:
        room = await self.room(gid)
        if room is None:
            raise ProtocolError("no_game")
        async with room.lock:
            for s in room.seats:
                if room.seat_open(s.index):
                    tok = secrets.token_urlsafe(24)
                    th = token_hash(tok)
                    ok = await self.run(self.store.claim_seat, gid, s.index, th, name or s.name)
                    if ok:
                        s.token_hash = th
                        s.name = name or s.name
                        room.announce_seats()
                        return s.index, tok
        raise LobbyError(["this game has no open seat; you can watch it"])

    async def room(self, gid: str) -> Room | None:
        """The room of a game, loaded from the store when this process hasn't seen it yet."""
        r = self.rooms.get(gid)
        if r is not None:
            return r
        if not isinstance(gid, str) or not 4 <= len(gid) <= 40:
            return None
        fut = self._loading.get(gid)
        if fut is not None:
            return await fut
        fut = asyncio.get_running_loop().create_future()
        self._loading[gid] = fut
        try:
            room = await self._load(gid)
            fut.set_result(room)
            return room
        except BaseException as e:
            fut.set_exception(e)
            raise
        finally:
            del self._loading[gid]

    async def _load(self, gid: str) -> Room | None:
        row = await self.run(self.store.load, gid)
        if row is None:
            return None
        game = await self.run(Game.load, row.save, self.pool)
        seats = [Seat(s.seat, s.kind, s.agent, s.name, s.token_hash, s.last_seq) for s in row.seats]
        room = Room(self, gid, game, row.meta, seats, row.version)
        room.save_text = row.save
        for seat, entries in (await self.run(self.store.undo_history, gid)).items():
            room.history[seat] = [UndoEntry(n, text) for n, text in entries[-UNDO_DEPTH:]]
        room.logs = await self.run(room._render_log, game, 0)
        room.log_done = len(game.log)
        self.rooms[gid] = room
        room.kick()
        return room

    async def restore(self) -> int:
        """Load every unfinished game (a restarted server carries on; computer players resume)."""
        n = 0
        for gid in await self.run(self.store.game_ids, "active"):
            try:
                if await self.room(gid) is not None:
                    n += 1
            except ManastackError as e:
                log.error("game %s could not be restored: %s", gid, e)
        return n

    def listing(self) -> list[dict]:
        out = []
        for r in self.rooms.values():
            out.append({"game": r.id, "mode": r.meta.get("mode"), "format": r.meta.get("format"), "turn": r.game.turn,
                        "over": r.game.result is not None, "seats": r.seats_info(), "watchers": len(r.conns)})
        return out

    async def sweep(self) -> dict[str, int]:
        """The idle limit: seats it ends concede (:meth:`Room.expire`); a finished game nobody is connected
        to is unloaded from memory once idle for the limit (it stays in the store, as finished)."""
        out = {"conceded": 0, "ended": 0, "unloaded": 0}
        limit = self.idle_limit
        if not limit:
            return out
        for room in list(self.rooms.values()):
            if room.idle_seats(self.clock(), limit):
                out["conceded"] += len(await room.expire(limit))
                out["ended"] += room.game.result is not None
            elif (room.game.result is not None and not room.conns
                  and self.clock() - room.idle_since >= limit and not room.lock.locked()):
                await room.close()
                self.rooms.pop(room.id, None)
                out["unloaded"] += 1
        return out

    async def sweeper(self) -> None:
        """Run :meth:`sweep` every quarter of the idle limit (at least every minute, at most every second)."""
        every = max(1.0, min(60.0, (self.idle_limit or 60.0) / 4))
        while True:
            await asyncio.sleep(every)
            try:
                await self.sweep()
            except Exception:  # noqa: BLE001 - one bad game must not stop the sweeping
                log.exception("the idle sweep failed")

    async def close(self) -> None:
        for r in list(self.rooms.values()):
            await r.close()
        self.executor.shutdown(wait=True)
        self.store.close()
