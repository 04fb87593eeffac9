"""Many games between two decks, in parallel processes (``multiprocessing``) or on a Ray cluster.

Game ``i`` of a match uses seed ``base_seed + i``; deck A sits in seat 0 and plays first in even
games, deck B in odd ones (so the play/draw split is even). Every game's seed is reported, and with
deterministic agents (``random``, ``heuristic``, ``search`` without a binding time budget) the same
seed replays the same game; ``record_dir`` also saves each game's full record for ``manastack
replay``."""
from __future__ import annotations

import os
import time
import traceback
from collections.abc import Callable, Iterable, Iterator
from dataclasses import asdict, dataclass, field
from pathlib import Path

from ..core.errors import ManastackError
from .stats import Rate
from ..agents import make_agent, play_game
from .record import GameRecord
from ..game import flush_trees
from .vanilla import pool_named


@dataclass(frozen=True)
class MatchSpec:
    deck_a: tuple[str, ...]
    deck_b: tuple[str, ...]
    agent_a: str = "heuristic"
    agent_b: str = "heuristic"
    name_a: str = "A"
    name_b: str = "B"
    pool: str = "starter"
    base_seed: int = 0
    max_decisions: int = 5_000  # a normal game takes 100-300; beyond this it is a loop (draw)
    record_dir: str | None = None
    options: tuple = ()  # extra Game.new options as (key, value) pairs


@dataclass
class GameSummary:
    index: int
    seed: int
    a_on_play: bool
    winner: str | None  # "A", "B" or None for a draw
    turns: int
    reason: str
    decisions: int
    seconds: float
    error: str | None = None


def game_seed(spec: MatchSpec, index: int) -> int:
    return spec.base_seed + index


def play_one(spec: MatchSpec, index: int) -> GameSummary:
    """Play game ``index`` of the match (a top-level function, so worker processes can run it)."""
    seed = game_seed(spec, index)
    a_on_play = index % 2 == 0
    t0 = time.perf_counter()
    rec = GameRecord(seed=seed, decks=[list(spec.deck_a), list(spec.deck_b)],
                     names=[f"{spec.name_a} (A)", f"{spec.name_b} (B)"], deck_names=[spec.name_a, spec.name_b],
                     options={"first_player": 0 if a_on_play else 1, "auto_pay": True, **dict(spec.options)},
                     pool=spec.pool, agents=[spec.agent_a, spec.agent_b])
    try:
        agents = [make_agent(spec.agent_a, seed * 2 + 1), make_agent(spec.agent_b, seed * 2 + 2)]
        game = rec.new_game()
        play_game(game, agents, max_decisions=spec.max_decisions, on_decision=lambda g, c: rec.add(c))
    except Exception as e:  # a crash is one failed game, reported with its seed, not a lost run
        return GameSummary(index, seed, a_on_play, None, 0, "error", len(rec.choices), time.perf_counter() - t0,
                           f"{type(e).__name__}: {e}\n{traceback.format_exc(limit=6)}")
    r = game.result
    winner = None
    if r is not None and not r.draw and r.winners:
        winner = "A" if r.winners[0] == 0 else "B"
    if spec.record_dir:
        Path(spec.record_dir).mkdir(parents=True, exist_ok=True)
        rec.save(Path(spec.record_dir) / f"game-{seed}.json", game)
    return GameSummary(index, seed, a_on_play, winner, r.turn if r else game.turn, r.reason if r else "unfinished",
                       len(rec.choices), time.perf_counter() - t0)


def _play_star(args: tuple) -> GameSummary:
    return play_one(*args)


def play_many(spec: MatchSpec, indices: list[int]) -> list[GameSummary]:
    """Games ``indices`` of the match, one after the other (one Ray task: a task costs milliseconds of
    scheduling, a game tens)."""
    return [play_one(spec, i) for i in indices]


def warm_up(spec: MatchSpec) -> None:
    """Do in this process what every game needs first (the card pool, the decks' compiled cards, the agents'
    modules), so worker processes forked from it start warm and none pays start-up again; the compiled trees
    are written to the user's cache, so workers that start afresh (spawned, or Ray's) read them instead of
    loading the compiler."""
    pool = pool_named(spec.pool)
    for name in sorted(set(spec.deck_a) | set(spec.deck_b)):
        pool.get(name)
    make_agent(spec.agent_a, 1)
    make_agent(spec.agent_b, 2)
    flush_trees()


def run_local(spec: MatchSpec, n: int, workers: int = 1, start: int = 0) -> Iterator[GameSummary]:
    """Yield the summaries of games ``start .. start+n-1`` as they finish (``workers`` processes;
    1 plays in this process). Workers are forked after :func:`warm_up` where the platform can fork."""
    jobs = [(spec, i) for i in range(start, start + n)]
    if workers <= 1:
        for j in jobs:
            yield play_one(*j)
        return
    import gc
    import multiprocessing as mp

    fork = "fork" in mp.get_all_start_methods()
    ctx = mp.get_context("fork" if fork else "spawn")
    warm_up(spec)
    if fork:
        gc.collect()
        gc.freeze()  # the warm objects stay out of the workers' collections: their pages stay shared
    try:
        with ctx.Pool(processes=workers) as pool:
            yield from pool.imap_unordered(_play_star, jobs, chunksize=1)
    finally:
        if fork:
            gc.unfreeze()


class RayUnavailableError(ManastackError):
    """Ray is not installed, or no cluster could be reached or started; the message says what to do."""


def connect_ray(address: str | None, note: Callable[[str], None] | None = None) -> None:
    """Initialise Ray for a match: ``"auto"`` joins a running cluster and, when none is running, starts a
    local one (saying so through ``note``); ``"local"`` (or None) starts one here; anything else is a cluster
    address (``ray://host:10001``) that must answer."""
    try:
        import ray
    except ImportError:
        raise RayUnavailableError("Ray is not installed: pip install 'manastack[ray]'") from None
    if ray.is_initialized():
        return
    kw = {"include_dashboard": False, "log_to_driver": False}
    if address in (None, "local"):
        ray.init(**kw)
        return
    try:
        ray.init(address=address, **kw)
    except ConnectionError as e:
        if address != "auto":
            raise RayUnavailableError(
                f"no Ray cluster answers at {address} ({e}); start one with `ray start --head` on the head node "
                "(and `ray start --address=HEAD:6379` on the others), or use --ray local") from None
        if note is not None:
            note("no running Ray cluster found (start one with `ray start --head` to share it between runs); "
                 "starting a local one for this run")
        ray.init(**kw)


def run_ray(spec: MatchSpec, n: int, address: str | None = "auto", start: int = 0,
            max_in_flight: int | None = None, note: Callable[[str], None] | None = None,
            batch: int | None = None) -> Iterator[GameSummary]:
    """The same on a Ray cluster: ``address`` is ``"auto"`` (a running cluster, else a local one started
    here), ``"local"`` (start one here), an address like ``"ray://host:10001"``, or None to use an already
    initialised Ray. Games go out in tasks of ``batch`` games (default: enough for about eight tasks per
    CPU), at most ``max_in_flight`` tasks at a time (default: two per CPU)."""
    warm_up(spec)  # (the driver compiles the decks once; the workers read the trees from the cache)
    connect_ray(address, note)
    import ray

    cpus = max(1, int(ray.cluster_resources().get("CPU", 2)))
    remote = ray.remote(play_many)
    size = batch or max(1, min(16, n // (cpus * 8)))
    todo = list(range(start, start + n))
    chunks = [todo[i:i + size] for i in range(0, len(todo), size)]
    chunks.reverse()
    cap = max_in_flight or cpus * 2
    spec_ref = ray.put(spec)
    pending: list = []
    while chunks or pending:
        while chunks and len(pending) < cap:
            pending.append(remote.remote(spec_ref, chunks.pop()))
        done, pending = ray.wait(pending, num_returns=1)
        for ref in done:
            yield from ray.get(ref)


@dataclass
class MatchReport:
    spec: MatchSpec
    games: list[GameSummary] = field(default_factory=list)
    seconds: float = 0.0

    def add(self, g: GameSummary) -> None:
        self.games.append(g)

    @property
    def finished(self) -> list[GameSummary]:
        return [g for g in self.games if g.error is None]

    @property
    def errors(self) -> list[GameSummary]:
        return [g for g in self.games if g.error is not None]

    def rate(self, side: str, on_play: bool | None = None) -> Rate:
        gs = [g for g in self.finished if on_play is None or g.a_on_play == (on_play if side == "A" else not on_play)]
        return Rate(sum(1 for g in gs if g.winner == side), len(gs))

    def draws(self) -> int:
        return sum(1 for g in self.finished if g.winner is None)

    def average_turns(self) -> float:
        gs = self.finished
        return sum(g.turns for g in gs) / len(gs) if gs else 0.0

    def table(self) -> str:
        s = self.spec
        lines = [f"{len(self.finished)} games: {s.name_a} ({s.agent_a}) vs {s.name_b} ({s.agent_b}), "
                 f"seeds {s.base_seed}..{s.base_seed + len(self.games) - 1}",
                 f"  {s.name_a:<20} wins {self.rate('A')}",
                 f"      on the play    {self.rate('A', True)}",
                 f"      on the draw    {self.rate('A', False)}",
                 f"  {s.name_b:<20} wins {self.rate('B')}",
                 f"      on the play    {self.rate('B', True)}",
                 f"      on the draw    {self.rate('B', False)}",
                 f"  draws {self.draws()}   average turns {self.average_turns():.1f}   "
                 f"average decisions {self._avg('decisions'):.0f}   "
                 f"{len(self.finished) / self.seconds if self.seconds else 0:.2f} games/s"]
        if self.errors:
            lines.append(f"  {len(self.errors)} game(s) failed: seeds "
                         + ", ".join(str(g.seed) for g in self.errors[:20]))
        return "\n".join(lines)

    def _avg(self, attr: str) -> float:
        gs = self.finished
        return sum(getattr(g, attr) for g in gs) / len(gs) if gs else 0.0

    def to_data(self) -> dict:
        return {"spec": asdict(self.spec) | {"deck_a": list(self.spec.deck_a), "deck_b": list(self.spec.deck_b)},
                "games": [asdict(g) for g in sorted(self.games, key=lambda g: g.index)], "seconds": self.seconds,
                "summary": {"A": _rate_data(self.rate("A")), "B": _rate_data(self.rate("B")),
                            "A_on_play": _rate_data(self.rate("A", True)), "A_on_draw": _rate_data(self.rate("A", False)),
                            "draws": self.draws(), "average_turns": self.average_turns()}}


def _rate_data(r: Rate) -> dict:
    lo, hi = r.ci
    return {"wins": r.wins, "games": r.games, "rate": r.rate, "ci95": [lo, hi]}


def run_match(spec: MatchSpec, n: int, workers: int = 1, ray_address: str | None = None, use_ray: bool = False,
              progress: Callable[[int, int, GameSummary], None] | None = None,
              note: Callable[[str], None] | None = None) -> MatchReport:
    """Play ``n`` games and collect a report. ``progress(done, total, last)`` is called per game; ``note``
    gets messages about how the games are run (a local Ray cluster started)."""
    t0 = time.perf_counter()
    report = MatchReport(spec)
    it: Iterable[GameSummary] = (run_ray(spec, n, ray_address, note=note) if use_ray
                                 else run_local(spec, n, workers))
    for g in it:
        report.add(g)
        if progress is not None:
            progress(len(report.games), n, g)
    report.games.sort(key=lambda g: g.index)
    report.seconds = time.perf_counter() - t0
    return report


def default_workers() -> int:
    return max(1, (os.cpu_count() or 1))
