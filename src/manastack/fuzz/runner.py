"""The fuzzer behind ``manastack fuzz``.

Each game: two random 60-card decks (24 basic lands of the deck's colors + 36 random supported cards),
random agents choosing uniformly among legal actions. After every ``apply``:

* every card is in exactly one zone, none lost or duplicated (physical ``uid``s are conserved);
* tokens are gone once off the battlefield (checked at priority decisions, after state-based actions);
* life and counters (on players and on objects) agree with the logged events; poison equals the poison
  counters;
* every option offered is accepted by ``apply`` (on forks, sampled);
* save → load → continue gives the same digest and the same next step as continuing (sampled);
* at the end, a replay from the seed and the choices reproduces the game, and so does one of the saved
  games, loaded and played on with the rest of the choices (the same future to the end).
"""
from __future__ import annotations

import gc
import hashlib
import json
import os
import random
import time
import traceback
from dataclasses import dataclass, field
from typing import Any, Sequence

from ..core.types import BASIC_LAND_TYPES
from ..engine.carddef import CardPool
from ..engine.validate import problems
from ..game import Game
from ..agents.base import open_choice
from ..engine.combat import assignment_legal
from ..cards.database import starter_database
from ..cards.lookup import card_database

BASICS = {"W": "Plains", "U": "Island", "B": "Swamp", "R": "Mountain", "G": "Forest"}


class FuzzFailure(Exception):
    """An invariant was violated or the engine crashed; carries what is needed to replay."""

    def __init__(self, message: str, seed: int, decks: Sequence[Sequence[str]], choices: list, detail: str = ""):
        self.seed = seed
        self.decks = [list(d) for d in decks]
        self.choices = list(choices)
        self.detail = detail
        super().__init__(f"{message} (game seed {seed}, after {len(choices)} choices)")


@dataclass
class FuzzReport:
    games: int = 0
    actions: int = 0
    failures: list = field(default_factory=list)
    seconds: float = 0.0
    results: dict = field(default_factory=dict)

    def summary(self) -> str:
        rate = self.actions / self.seconds if self.seconds else 0.0
        return (f"{self.games} games, {self.actions} actions in {self.seconds:.1f} s ({rate:.0f} actions/s); "
                f"{len(self.failures)} failure(s); results: {dict(sorted(self.results.items()))}")


def supported_cards(pool: CardPool, names: Sequence[str]) -> list[str]:
    """Names of nonland cards every part of which the engine supports."""
    out = []
    for n in names:
        try:
            d = pool.get(n)
        except Exception:
            continue
        if d.supported and "Land" not in d.front.types and d.layout in ("normal", "prototype"):
            if d.front.mana_cost.symbols or "Land" in d.front.types:
                out.append(d.name)
    return out


def random_deck(rng: random.Random, candidates: Sequence[str], pool: CardPool) -> list[str]:
    """24 basic lands of two colors (plus the colors of the chosen cards) and 36 random cards."""
    colors = rng.sample("WUBRG", 2)
    picks = [rng.choice(candidates) for _ in range(36)]
    need = set(colors)
    for p in picks:
        for ch in "WUBRG":
            if pool.get(p).front.colors & {"W": 1, "U": 2, "B": 4, "R": 8, "G": 16}[ch]:
                need.add(ch)
    need_l = sorted(need)
    lands = [BASICS[need_l[i % len(need_l)]] for i in range(24)]
    return lands + picks


class EventLedger:
    """Life totals and counters rebuilt from the logged events, read incrementally: ``life`` events
    (player, delta) and ``counters`` events (player or object, kind, n — counters put on, removed, and
    given as an object enters, 122.6). A restart (727.1) starts a new game: starting life, no counters.
    A subgame (729) is a new game too, with its own life totals and counters (729.4b: a player's
    main-game counters aren't part of it); the main game's totals wait, unchanged, until it resumes
    (729.5) — a restarted subgame restarts only the subgame (727.6)."""

    def __init__(self, n_players: int, start: int):
        self.start = start
        self.life = [start] * n_players
        self.player_counters: list[dict[str, int]] = [{} for _ in range(n_players)]
        self.object_counters: dict[int, dict[str, int]] = {}
        self.cursor = 0
        self.suspended: list[tuple] = []  # the main games' totals while a subgame is played (innermost last)

    @classmethod
    def at(cls, g: Game, start: int = 20) -> "EventLedger":
        """A ledger that starts from the game as it is now (a scenario, a loaded save) and reads only
        the events logged from here on."""
        st = g.state
        led = cls(len(st.players), start)
        led.life = [p.life for p in st.players]
        led.player_counters = [dict(p.counters) for p in st.players]
        led.object_counters = {oid: dict(o.counters) for oid, o in st.objects.items() if o.counters}
        chain = []
        p = st.parent
        while p is not None:  # the suspended main games of a subgame, outermost first
            chain.insert(0, ([q.life for q in p.players], [dict(q.counters) for q in p.players],
                             {oid: dict(o.counters) for oid, o in p.objects.items() if o.counters}))
            p = p.parent
        led.suspended = chain
        led.cursor = st.log_len
        return led

    def update(self, g: Game) -> list[int]:
        ev = g.state.log
        end = g.state.log_len
        for i in range(self.cursor, end):
            e = ev[i]
            k = e.kind
            if k == "life" and isinstance(e.data, dict):
                self.life[e.data["player"]] += e.data["delta"]
            elif k == "counters" and isinstance(e.data, dict) and "kind" in e.data:
                d = e.data
                if "player" in d:
                    bucket = self.player_counters[d["player"]]
                elif "object" in d:
                    bucket = self.object_counters.setdefault(d["object"], {})
                else:
                    continue  # a summary line (122.5 moves log their removal and their addition too)
                bucket[d["kind"]] = bucket.get(d["kind"], 0) + d["n"]
            elif k == "restart" and e.rule == "727.1":
                self.life = [self.start] * len(self.life)
                self.player_counters = [{} for _ in self.life]
                self.object_counters = {}
            elif k == "subgame" and e.rule == "729.2":
                self.suspended.append((self.life, self.player_counters, self.object_counters))
                self.life = [self.start] * len(self.life)
                self.player_counters = [{} for _ in self.life]
                self.object_counters = {}
            elif k == "subgame" and e.rule == "729.5" and self.suspended:
                self.life, self.player_counters, self.object_counters = self.suspended.pop()
        self.cursor = end
        return self.life


def _nonzero(c: dict | None) -> dict:
    return {k: v for k, v in (c or {}).items() if v}


def check_invariants(g: Game, n_uids: int, start_life: int, at_priority: bool,
                     ledger: EventLedger | None = None) -> list[str]:
    st = g.state
    if ledger is None:
        ledger = EventLedger(len(st.players), start_life)
    logged = ledger.update(g)
    out = problems(st)
    uids = sorted(o.uid for o in st.objects.values() if o.kind == "card")
    uids += [m["uid"] for o in st.objects.values() for m in o.merged or () if m.get("kind") == "card"]  # 730.2
    if len(uids) != n_uids or len(set(uids)) != n_uids:
        out.append(f"cards lost or duplicated: {len(uids)} card objects, {len(set(uids))} distinct, expected {n_uids}")
    if at_priority:
        for o in st.objects.values():
            if o.kind == "token" and o.zone != "battlefield":
                out.append(f"token #{o.id} exists in {o.zone} at a priority decision (704.5d)")
    oc = ledger.object_counters
    for oid, o in st.objects.items():
        have = o.counters
        if have or oid in oc:
            want = _nonzero(oc.get(oid))
            if _nonzero(have) != want:
                out.append(f"#{oid} ({o.card}) has counters {_nonzero(have)}, the log says {want}")
    for p in st.players:
        expect = logged[p.id]
        if p.life != expect:
            out.append(f"{p.name}'s life is {p.life}, the log says {expect}")
        if p.poison != p.counters.get("poison", 0):
            out.append(f"{p.name}'s poison {p.poison} disagrees with poison counters {p.counters.get('poison', 0)}")
        if _nonzero(p.counters) != _nonzero(ledger.player_counters[p.id]):
            out.append(f"{p.name} has counters {_nonzero(p.counters)}, the log says "
                       f"{_nonzero(ledger.player_counters[p.id])}")
    return out


def random_open_answer(g: Game, rng: random.Random) -> Any:
    """A random legal answer to a decision without enumerated options: for a combat damage division
    (510.1c-d, 702.19b) a random split of the power among the recipients (and the trample target), kept
    only if the engine's own check accepts it, else the canonical division; for a number, uniform in
    its range."""
    d = g.decision
    if d.kind == "damage_assignment":
        v = d.validate
        targets = list(v["recipients"]) + ([v["trample_to"]] if v.get("trample_to") is not None else [])
        assigned = (g.state.combat or {}).get("dmg_assigned", {})
        for _ in range(4):
            left = int(v["power"])
            split: dict = {}
            while left > 0:
                k = rng.randint(1, left)
                t = rng.choice(targets)
                split[t] = split.get(t, 0) + k
                left -= k
            pairs = tuple((t, a) for t, a in split.items())
            if assignment_legal(g.state, d.info["source"], tuple(v["recipients"]), v["trample_to"], assigned, pairs):
                return ("assign", pairs)
    return open_choice(g, rng)


def fuzz_game(seed: int, candidates: Sequence[str], pool: CardPool, *, max_actions: int = 3000,
              check_options_every: int = 25, save_every: int = 40, replay: bool = True) -> tuple[Game, int]:
    """Play one random game with all checks; raise :class:`FuzzFailure` on any problem. With ``replay``,
    the finished game is played again from its seed and choices, and from one of the saves (picked
    uniformly among them, by a generator of its own so the game's choices don't depend on it) with the
    choices made after it: both must end in the same state."""
    rng = random.Random(seed)
    pick = random.Random(f"resume {seed}")
    resume: tuple[str, int] | None = None  # (a save, the number of choices made before it)
    saves = 0
    decks = [random_deck(rng, candidates, pool), random_deck(rng, candidates, pool)]
    choices: list = []
    try:
        g = Game.new(decks, seed=seed, cards=pool, auto_forced=True)
    except Exception as e:  # noqa: BLE001
        raise FuzzFailure(f"crash creating the game: {e!r}", seed, decks, choices, traceback.format_exc()) from e
    n_uids = sum(len(d) for d in decks)
    ledger = EventLedger(len(decks), 20)
    n = 0
    try:
        while g.result is None and n < max_actions:
            d = g.decision
            opts = g.legal_actions()
            if d is not None and d.options is None:  # an open decision (a number, a damage division)
                opts = [random_open_answer(g, rng)]
            elif not opts:
                raise FuzzFailure(f"decision {d.kind} offers no options", seed, decks, choices)
            if check_options_every and n % check_options_every == 0:
                for o in opts:
                    f = g.fork()
                    f.apply(o)  # every offered option must be accepted
            if save_every and n % save_every == 7 % save_every:  # (offset from the options check)
                text = g.save()
                h = Game.load(text, cards=pool)
                if h.digest() != g.digest():
                    raise FuzzFailure("save/load changed the digest", seed, decks, choices)
                saves += 1
                if pick.randrange(saves) == 0:
                    resume = (text, n)
                probe = [rng.choice(opts)]
                c0 = probe[0]
                f = g.fork()
                f.apply(c0)
                h.apply(c0)
                if f.digest() != h.digest():
                    raise FuzzFailure("a loaded game continued differently from the original", seed, decks, choices)
            c = rng.choice(opts)
            choices.append(c)
            g.apply(c)
            n += 1
            bad = check_invariants(g, n_uids, 20, g.decision is not None and g.decision.kind == "priority", ledger)
            if bad:
                raise FuzzFailure("invariant violated: " + "; ".join(bad[:5]), seed, decks, choices)
    except FuzzFailure:
        raise
    except Exception as e:  # noqa: BLE001
        raise FuzzFailure(f"crash: {e!r}", seed, decks, choices, traceback.format_exc()) from e
    if replay:
        r = Game.new(decks, seed=seed, cards=pool, auto_forced=True)
        for c in choices:
            r.apply(c)
        if r.digest() != g.digest():
            raise FuzzFailure("replay from seed and choices diverged", seed, decks, choices)
        if resume is not None:
            problem = same_future(g, resume[0], choices[resume[1]:], pool)
            if problem:
                raise FuzzFailure(f"the game saved after {resume[1]} choices, loaded and played on, {problem}",
                                  seed, decks, choices)
    return g, n


def same_future(g: Game, text: str, rest: Sequence, pool: CardPool) -> str | None:
    """Load ``text`` (a save of ``g`` earlier in the game), apply the choices ``g`` made after it, and say
    how the result differs from ``g`` now (None: the same state). A loaded game must go on exactly as the
    original did, to the end: the loop history, the random generator, pending triggers and the
    interpreter's continuation all travel in the save."""
    try:
        h = Game.load(text, cards=pool)
        for c in rest:
            h.apply(c)
    except Exception as e:  # noqa: BLE001
        return f"crashed: {e!r}"
    if h.digest() != g.digest():
        return f"ended in another state ({h.result} / {g.result})"
    return None


def _worker(args: tuple) -> tuple[int, int, str | None, Any, float]:
    seed, pool_kind, data_path, kw = args
    pool, cands = _load_pool(pool_kind, data_path)
    t0 = time.perf_counter()
    try:
        g, n = fuzz_game(seed, cands, pool, **kw)
        r = g.result
        res = "draw" if r is None or r.draw else "win"
        return seed, n, None, res, time.perf_counter() - t0
    except FuzzFailure as f:
        return seed, len(f.choices), str(f) + ("\n" + f.detail if f.detail else ""), None, time.perf_counter() - t0


_POOLS: dict = {}


def _load_pool(kind: str, data_path: str | None) -> tuple[CardPool, list[str]]:
    key = (kind, data_path)
    if key in _POOLS:
        return _POOLS[key]
    if kind == "starter":
        db = starter_database()
    else:
        db = card_database(data_path)[0]  # --data, else $MANASTACK_DATA, else installed, else starter
    pool = CardPool(db)
    cands = supported_cards(pool, [c.name for c in db])
    _POOLS[key] = (pool, cands)
    # The compiled full pool is over a million long-lived objects: every full garbage collection during the
    # games would walk them all again (a fifth of a full-pool game's time, mostly while loading saves).
    # They live as long as the process, so move them out of the collector's sight.
    gc.collect()
    gc.freeze()
    return pool, cands


class FuzzLogError(ValueError):
    """A fuzz log can't be continued: unreadable, or written by other code, data or settings."""


def code_fingerprint() -> str:
    """A digest of every Python file of the installed ``manastack`` package: games from one seed are the
    same game only under the same code (and card data), so a log records it."""
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    h = hashlib.sha256()
    for d, dirs, files in os.walk(root):
        dirs.sort()
        for f in sorted(files):
            if f.endswith(".py"):
                path = os.path.join(d, f)
                h.update(os.path.relpath(path, root).encode() + b"\0")
                with open(path, "rb") as fh:
                    h.update(fh.read() + b"\0")
    return h.hexdigest()[:16]


def _file_digest(path: str | None) -> str | None:
    if not path:
        return None
    h = hashlib.sha256()
    with open(path, "rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()[:16]


def _log_header(pool: str, data_path: str | None, n_candidates: int, kw: dict) -> dict:
    settings = {**(fuzz_game.__kwdefaults__ or {}), **kw}
    return {"code": code_fingerprint(), "pool": pool, "data": _file_digest(data_path),
            "candidates": n_candidates, "settings": {k: settings[k] for k in sorted(settings)}}


def read_log(path: str) -> tuple[dict | None, dict[int, dict]]:
    """The header and the finished games (by seed) of a fuzz log (JSON lines); a missing file is empty.
    A line cut short by a killed run (the last one) is ignored; any other bad line is a
    :class:`FuzzLogError` naming its line."""
    if not os.path.exists(path):
        return None, {}
    with open(path, encoding="utf-8") as fh:
        lines = fh.read().split("\n")
    header, games = None, {}
    for i, line in enumerate(lines):
        if not line.strip():
            continue
        try:
            rec = json.loads(line)
            if not isinstance(rec, dict):
                raise ValueError("not an object")
        except ValueError as e:
            if i == len(lines) - 1:  # the unfinished last line of a run that was killed
                break
            raise FuzzLogError(f"{path}, line {i + 1}: not a fuzz log record ({e})") from None
        if "header" in rec:
            header = rec["header"]
        elif isinstance(rec.get("seed"), int):
            games[rec["seed"]] = rec
        else:
            raise FuzzLogError(f"{path}, line {i + 1}: a record without a seed")
    return header, games


def _drop_unfinished_line(path: str) -> None:
    """Cut a last line without its newline (a run killed while writing it) off the log."""
    if not os.path.exists(path):
        return
    with open(path, "rb+") as fh:
        data = fh.read()
        if data and not data.endswith(b"\n"):
            fh.truncate(data.rfind(b"\n") + 1)


def tally_log(path: str) -> FuzzReport:
    """A report over every game in a fuzz log (all the runs that appended to it)."""
    _, games = read_log(path)
    rep = FuzzReport()
    for rec in games.values():
        _tally(rep, (rec["seed"], rec["actions"], rec.get("failure"), rec.get("result"), 0.0))
        rep.seconds += rec.get("seconds", 0.0)
    return rep


def run_fuzz(n: int, seed: int = 0, pool: str = "starter", data_path: str | None = None, workers: int = 1,
             progress: bool = False, log_path: str | None = None, **kw: Any) -> FuzzReport:
    """Play games ``seed`` .. ``seed + n - 1``. With ``log_path``, each finished game is appended to that
    file as one JSON line, and games already in it are skipped, so a run that was stopped continues where
    it left off; the log's first line records the code, card data and settings, and continuing under
    different ones is refused (:class:`FuzzLogError`), so every game in one log ran on the same code."""
    rep = FuzzReport()
    t0 = time.perf_counter()
    _, cands = _load_pool(pool, data_path)  # compile once here; forked workers inherit it
    log = None
    done: dict[int, dict] = {}
    if log_path:
        header, done = read_log(log_path)
        want = _log_header(pool, data_path, len(cands), kw)
        if header is not None and header != want:
            diff = sorted(k for k in want if header.get(k) != want[k])
            raise FuzzLogError(f"{log_path} was written by other {', '.join(diff)} "
                               f"(log: {[header.get(k) for k in diff]}, now: {[want[k] for k in diff]}); "
                               "start a new log")
        _drop_unfinished_line(log_path)
        log = open(log_path, "a", encoding="utf-8")
        if header is None:
            log.write(json.dumps({"header": want}) + "\n")
            log.flush()
    jobs = [(seed + i, pool, data_path, kw) for i in range(n) if seed + i not in done]
    n = len(jobs)
    try:
        _run_jobs(rep, jobs, workers, progress, log)
    finally:
        if log:
            log.close()
    rep.seconds = time.perf_counter() - t0
    return rep


def _run_jobs(rep: FuzzReport, jobs: list, workers: int, progress: bool, log: Any) -> None:
    n = len(jobs)
    if workers > 1:
        import multiprocessing as mp

        with mp.get_context("fork").Pool(workers) as p:
            it = p.imap_unordered(_worker, jobs)  # one game at a time: a log line as each ends
            for i, r in enumerate(it):
                _finished(rep, r, progress, log, i, n)
    else:
        for i, j in enumerate(jobs):
            _finished(rep, _worker(j), progress, log, i, n)


def _finished(rep: FuzzReport, r: tuple, progress: bool, log: Any, i: int, n: int) -> None:
    _tally(rep, r, progress)
    if log:
        seed, actions, err, res, secs = r
        log.write(json.dumps({"seed": seed, "actions": actions, "result": res, "seconds": round(secs, 2),
                              "failure": err}) + "\n")
        log.flush()
    if progress and (i + 1) % max(1, n // 20) == 0:
        print(f"  {i + 1}/{n} games, {len(rep.failures)} failure(s)", flush=True)


def _tally(rep: FuzzReport, r: tuple, progress: bool = False) -> None:
    seed, n, err, res = r[:4]
    rep.games += 1
    rep.actions += n
    if err:
        rep.failures.append((seed, err))
        if progress:  # (at once: a long run cut short still names what it found)
            print(f"  FAILED seed {seed}: {err.splitlines()[0]}", flush=True)
    else:
        rep.results[res] = rep.results.get(res, 0) + 1


__all__ = ["BASIC_LAND_TYPES"]
