"""Many games at one table of N decks (multiplayer free-for-all, 806; a Commander-variant game, 903, with
``options`` such as ``{"format": "commander", "commanders": [...]}``).

Game ``i`` uses seed ``base_seed + i``; the starting seat rotates (``first_player = i % N``) so every deck
starts equally often. A game's summary names the winning deck (its index) and counts the decisions the
players made and the CPU time the game took. Sequential or in worker processes, like :mod:`.runner`."""
from __future__ import annotations

import time
import traceback
from collections.abc import Callable, Iterator
from dataclasses import asdict, dataclass, field

from .stats import Rate
from ..agents import make_agent, play_game
from .record import GameRecord


@dataclass(frozen=True)
class TableSpec:
    decks: tuple[tuple[str, ...], ...]
    names: tuple[str, ...]
    agents: tuple[str, ...]
    pool: str = "starter"
    base_seed: int = 0
    max_decisions: int = 20_000
    options: tuple = ()  # extra Game.new options as (key, value) pairs (lists as tuples)


@dataclass
class TableGame:
    index: int
    seed: int
    first: int
    winner: int | None  # the winning deck's seat, None for a draw
    turns: int
    reason: str
    decisions: int
    cpu_seconds: float
    error: str | None = None


def _thaw(v):
    return [_thaw(x) for x in v] if isinstance(v, tuple) else v


def play_table_game(spec: TableSpec, index: int) -> TableGame:
    """Play game ``index`` of the table (a top-level function, so worker processes can run it)."""
    seed = spec.base_seed + index
    n = len(spec.decks)
    first = index % n
    t0 = time.process_time()
    opts = {"first_player": first, "auto_pay": True, **{k: _thaw(v) for k, v in spec.options}}
    rec = GameRecord(seed=seed, decks=[list(d) for d in spec.decks], names=[f"{x} ({i + 1})" for i, x in
                                                                               enumerate(spec.names)],
                     deck_names=list(spec.names), options=opts, pool=spec.pool, agents=list(spec.agents))
    try:
        agents = [make_agent(a, seed * n + i + 1) for i, a in enumerate(spec.agents)]
        game = rec.new_game()
        play_game(game, agents, max_decisions=spec.max_decisions, on_decision=lambda g, c: rec.add(c))
    except Exception as e:  # a crash is one failed game, reported with its seed
        return TableGame(index, seed, first, None, 0, "error", len(rec.choices), time.process_time() - t0,
                         f"{type(e).__name__}: {e}\n{traceback.format_exc(limit=6)}")
    r = game.result
    winner = r.winners[0] if r is not None and not r.draw and r.winners else None
    return TableGame(index, seed, first, winner, r.turn if r else game.turn, r.reason if r else "unfinished",
                     len(rec.choices), time.process_time() - t0)


def _star(args: tuple) -> TableGame:
    return play_table_game(*args)


def run_table_games(spec: TableSpec, n: int, workers: int = 1) -> Iterator[TableGame]:
    jobs = [(spec, i) for i in range(n)]
    if workers <= 1:
        for j in jobs:
            yield play_table_game(*j)
        return
    import multiprocessing as mp

    ctx = mp.get_context("fork" if "fork" in mp.get_all_start_methods() else "spawn")
    with ctx.Pool(processes=workers) as pool:
        yield from pool.imap_unordered(_star, jobs, chunksize=1)


@dataclass
class TableReport:
    spec: TableSpec
    games: list[TableGame] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def finished(self) -> list[TableGame]:
        return [g for g in self.games if g.error is None]

    @property
    def errors(self) -> list[TableGame]:
        return [g for g in self.games if g.error is not None]

    def rate(self, seat: int) -> Rate:
        gs = self.finished
        return Rate(sum(1 for g in gs if g.winner == seat), len(gs))

    def draws(self) -> int:
        return sum(1 for g in self.finished if g.winner is None)

    def mean(self, attr: str) -> float:
        gs = self.finished
        return sum(getattr(g, attr) for g in gs) / len(gs) if gs else 0.0

    def table(self) -> str:
        s = self.spec
        lines = [f"{len(self.finished)} games at a table of {len(s.decks)}, seeds {s.base_seed}.."
                 f"{s.base_seed + len(self.games) - 1} (the starting seat rotates)"]
        for i, name in enumerate(s.names):
            lines.append(f"  {name:<24} ({s.agents[i]}) wins {self.rate(i)}")
        lines.append(f"  draws {self.draws()}   average turns {self.mean('turns'):.1f}   average decisions "
                     f"{self.mean('decisions'):.0f}   CPU {self.mean('cpu_seconds'):.2f} s/game")
        if self.errors:
            lines.append(f"  {len(self.errors)} game(s) failed: seeds " + ", ".join(str(g.seed) for g in self.errors[:20]))
        return "\n".join(lines)

    def to_data(self) -> dict:
        rates = {}
        for i, name in enumerate(self.spec.names):
            r = self.rate(i)
            rates[f"{i}:{name}"] = {"wins": r.wins, "games": r.games, "rate": r.rate, "ci95": list(r.ci)}
        return {"spec": asdict(self.spec), "games": [asdict(g) for g in sorted(self.games, key=lambda g: g.index)],
                "seconds": self.seconds, "summary": {"win_rates": rates, "draws": self.draws(),
                                                     "average_turns": self.mean("turns"),
                                                     "average_decisions": self.mean("decisions"),
                                                     "average_cpu_seconds": self.mean("cpu_seconds")}}


def run_table(spec: TableSpec, n: int, workers: int = 1,
              progress: Callable[[int, int, TableGame], None] | None = None) -> TableReport:
    """Play ``n`` games and collect a report (``progress(done, total, last)`` after each)."""
    t0 = time.perf_counter()
    rep = TableReport(spec)
    for g in run_table_games(spec, n, workers):
        rep.games.append(g)
        if progress is not None:
            progress(len(rep.games), n, g)
    rep.games.sort(key=lambda g: g.index)
    rep.seconds = time.perf_counter() - t0
    return rep


def freeze(v):
    """Lists as tuples (a TableSpec is frozen and hashable)."""
    return tuple(freeze(x) for x in v) if isinstance(v, list) else v
