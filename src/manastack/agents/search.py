"""A Monte Carlo tree search player over ``game.fork()``s with determinized hidden information.

The search runs in rounds. Each round:

1. **Determinizes** (see :mod:`.knowledge`): forks the game and redraws everything this player
   cannot see — opponents' hands and libraries from their unseen cards, our own library order, the
   random generator — so the search never uses information the player does not have.
2. **Tries every remaining candidate** at the root on that same determinization, with the rollout
   policy reseeded identically (common random numbers: the options are compared on the same deals,
   so most of the noise cancels).
3. Inside each simulation, our **later choices** walk a tree of our own options (UCB1 with
   availability counts, as in information-set MCTS; one node expanded per simulation); opponents'
   choices are made by the rollout policy, a model of the opponent, so the tree never branches on
   what they hold.
4. **Rolls out** with the heuristic policy to the end of the next turn (or the game's end) and
   scores the position with :func:`.evaluate.win_chance`.

After rounds 2, 4, 8, ... the weaker half of the candidates is dropped (sequential halving), always
keeping the heuristic's own choice. The answer is the best candidate by its mean paired gain over
the heuristic's choice, taken only when a lower confidence bound on that gain is above ``margin``:
the search departs from its policy only on evidence.

Budgets: ``max_iterations`` simulations and ``time_budget`` seconds per decision (checked between
engine steps, inside simulations too), and ``max_nodes`` tree nodes, never exceeded. With a binding
iteration budget the agent is deterministic for its seed.
"""
from __future__ import annotations

import math
import random
import time
from typing import Any

from ..core.errors import ManastackError
from ..game import Game
from .base import check_arg
from .evaluate import win_chance
from .heuristic import HeuristicAgent
from .knowledge import determinize

# before the game, and mana payment (the solver pays well): the policy decides
SETUP_KINDS = frozenset({"mulligan", "bottom", "play_first", "pay"})
LAND_OR_PASS = frozenset({"play", "pass"})


class _Node:
    __slots__ = ("avail", "children", "n", "w")

    def __init__(self) -> None:
        self.children: dict[Any, _Node] = {}
        self.n = 0
        self.w = 0.0
        self.avail = 0


class SearchAgent:
    """MCTS over determinized forks. Deterministic for a given seed when the time budget does not
    bind (use ``time_budget=None`` with ``max_nodes``/``max_iterations`` for reproducible play)."""

    name = "search"

    def __init__(self, seed: int = 0, time_budget: float | None = 1.0, max_nodes: int = 400,
                 max_iterations: int | None = 24, exploration: float = 0.5, margin: float = 0.0,
                 horizon_turns: int = 1, max_rollout_decisions: int = 300, scale: float = 10.0,
                 min_rounds: int = 2, confidence: float = 0.5):
        a = "SearchAgent"
        check_arg(a, "seed", seed)
        check_arg(a, "time_budget", time_budget, "number", 0, optional=True)
        check_arg(a, "max_nodes", max_nodes, "int", 1)
        check_arg(a, "max_iterations", max_iterations, "int", 1, optional=True)
        check_arg(a, "exploration", exploration, "number", 0)
        check_arg(a, "margin", margin, "number")
        check_arg(a, "horizon_turns", horizon_turns, "int", 0)
        check_arg(a, "max_rollout_decisions", max_rollout_decisions, "int", 1)
        check_arg(a, "scale", scale, "number")
        check_arg(a, "min_rounds", min_rounds, "int", 0)
        check_arg(a, "confidence", confidence, "number", 0, 1)
        self.seed = seed
        self.rng = random.Random(seed)
        self.policy = HeuristicAgent(seed=seed ^ 0x5EA2C4)
        self.time_budget = time_budget
        self.max_nodes = max_nodes
        self.max_iterations = max_iterations
        self.exploration = exploration
        self.margin = margin
        self.horizon_turns = horizon_turns
        self.max_rollout_decisions = max_rollout_decisions
        self.scale = scale
        self.min_rounds = min_rounds
        self.confidence = confidence
        self._nodes = 0
        self.last: dict = {}  # statistics of the last search (nodes, iterations, values)
        self.errors = 0

    # ------------------------------------------------------------ protocol

    def choose(self, game: Game, player: int) -> Any:
        d = game.decision
        opts = list(d.options) if d is not None and d.options is not None else []
        self.last = {"nodes": 0, "iterations": 0}
        preferred = self.policy.choose(game, player)
        if len(opts) <= 1 or d.kind in SETUP_KINDS:
            return preferred
        # 'cancel' takes back a spell being cast: whether to cast was decided at priority, and
        # undoing it here would just return to that decision (a loop with the policy re-casting)
        cands = [o for o in _distinct(game, player, opts) if o != ("cancel",)] or [preferred]
        if len(cands) == 1 or {o[0] for o in cands if isinstance(o, tuple) and o} <= LAND_OR_PASS:
            return preferred  # nothing to choose, or only which land to play: the policy's pick
        return self._search(game, player, cands, preferred)

    # ------------------------------------------------------------ search

    def _search(self, game: Game, player: int, cands: list, preferred: Any) -> Any:
        start = time.perf_counter()
        deadline = None if self.time_budget is None else start + self.time_budget
        pref_key = _canon(game, player, preferred)
        pref = next((o for o in cands if _canon(game, player, o) == pref_key), cands[0])
        # the heuristic's choice first: it is the one kept when the budget is tiny
        cands = [pref] + [o for o in cands if o is not pref]
        cands = cands[: max(1, self.max_nodes - 1)]
        root = _Node()
        self._nodes = 1 + len(cands)
        for o in cands:
            root.children[o] = _Node()
        alive = list(cands)
        samples: dict[Any, list[float]] = {o: [] for o in cands}
        rounds = 0
        iterations = 0
        limit = self.max_iterations
        if limit is None and deadline is None:
            limit = 4 * self.max_nodes  # no clock: bound the work by the node budget
        next_cut = 2
        stop = False
        while not stop and len(alive) > 1:
            seed = self.rng.getrandbits(32)
            det = determinize(game, player, random.Random(seed))
            det.state.logging = False  # (simulations are never read back: no log lines built and copied)
            row: dict[Any, float] = {}
            for o in alive:
                if (limit is not None and iterations >= limit) or \
                        (deadline is not None and time.perf_counter() >= deadline):
                    stop = True
                    break
                iterations += 1
                self.policy.rng.seed(seed)
                v = self._simulate(det.fork(), player, root.children[o], o, game.turn, deadline)
                if v is None:
                    continue
                row[o] = v
            if stop and len(row) < len(alive):
                break  # an incomplete round would bias the comparison
            for o, v in row.items():
                samples[o].append(v)
            rounds += 1
            if rounds == self.min_rounds and all(samples[o] == samples[pref] for o in alive):
                break  # every option led to the very same outcomes: nothing to learn here
            if rounds >= next_cut and len(alive) > 2:
                # sequential halving: keep the better half (by mean), always the heuristic's choice
                ranked = sorted(alive, key=lambda o: -_mean(samples[o]))
                keep = ranked[: max(2, (len(ranked) + 1) // 2)]
                if pref not in keep:
                    keep[-1] = pref
                alive = [o for o in alive if o in keep]
                next_cut *= 2
        self.last = {"nodes": self._nodes, "iterations": iterations, "rounds": rounds,
                     "seconds": time.perf_counter() - start,
                     "values": {o: (len(v), _mean(v)) for o, v in samples.items() if v}}
        return self._pick(samples, alive, pref, preferred)

    def _simulate(self, g: Game, player: int, node: _Node, first: Any, root_turn: int,
                  deadline: float | None) -> float | None:
        """One playout: our first choice, then our later choices through the tree (UCT with
        availability counts), opponents by the policy; then a rollout and an evaluation."""
        try:
            g.apply(first)
            path = [node]
            while g.result is None and g.turn <= root_turn + self.horizon_turns:
                dd = g.decision
                if dd is None or (deadline is not None and time.perf_counter() >= deadline):
                    break
                if dd.actor != player or dd.options is None or len(dd.options) == 1:
                    g.apply(self.policy.choose(g, dd.actor))
                    continue
                opts = [o for o in dd.options if o != ("cancel",)] or list(dd.options)
                untried = [o for o in opts if o not in node.children]
                if untried:
                    if self._nodes >= self.max_nodes:
                        break
                    pick = self.policy.choose(g, player)
                    o = pick if pick in untried else untried[0]
                    child = _Node()
                    node.children[o] = child
                    self._nodes += 1
                    g.apply(o)
                    path.append(child)
                    break
                o = self._ucb(node, opts)
                g.apply(o)
                node = node.children[o]
                path.append(node)
            value = self._rollout(g, player, root_turn, deadline)
        except (ManastackError, KeyError, IndexError, ValueError, TypeError, AttributeError):
            self.errors += 1
            return None
        for nd in path:
            nd.n += 1
            nd.w += value
        return value

    def _ucb(self, node: _Node, opts: list) -> Any:
        best, best_v = None, -1.0
        for o in opts:
            c = node.children[o]
            c.avail += 1
            if c.n == 0:
                return o
            v = c.w / c.n + self.exploration * math.sqrt(math.log(max(c.avail, 1)) / c.n)
            if v > best_v:
                best, best_v = o, v
        return best

    def _rollout(self, g: Game, player: int, root_turn: int, deadline: float | None) -> float:
        k = 0
        stop_turn = root_turn + self.horizon_turns
        while g.result is None and g.turn <= stop_turn and k < self.max_rollout_decisions:
            d = g.decision
            if d is None:
                break
            if deadline is not None and (k & 7) == 0 and time.perf_counter() >= deadline:
                break
            g.apply(self.policy.choose(g, d.actor))
            k += 1
        return win_chance(g.state, player, self.scale)

    def _pick(self, samples: dict, alive: list, pref: Any, preferred: Any) -> Any:
        """The best surviving option by mean value; it replaces the heuristic's choice only when it
        beats it on the same samples (paired) by more than ``margin``."""
        base = samples[pref]
        best, best_gain = None, 0.0
        for o in alive:
            if o is pref:
                continue
            s = samples[o]
            n = min(len(s), len(base))
            if n < self.min_rounds:
                continue
            diffs = [s[i] - base[i] for i in range(n)]
            gain = sum(diffs) / n
            sd = math.sqrt(sum((x - gain) ** 2 for x in diffs) / (n - 1)) if n > 1 else 1.0
            gain -= self.confidence * sd / math.sqrt(n)  # a lower confidence bound on the gain
            if gain > best_gain:
                best, best_gain = o, gain
        if best is not None and best_gain > self.margin:
            return best
        return preferred


def _mean(v: list[float]) -> float:
    return sum(v) / len(v) if v else -1.0


def _canon(game: Game, player: int, opt: Any) -> Any:
    """An option with the ids of cards in ``player``'s hand replaced by their names, so that playing
    one Forest or another counts as one choice."""
    if not isinstance(opt, tuple):
        return opt
    st = game.state
    hand = st.hand[player] if player < len(st.hand) else ()
    out = []
    for x in opt:
        if isinstance(x, int) and not isinstance(x, bool) and x in hand:
            out.append(("card", st.objects[x].card))
        else:
            out.append(x)
    return tuple(out)


def _distinct(game: Game, player: int, opts: list) -> list:
    """One representative per group of equivalent options (same card name in hand)."""
    seen: dict = {}
    for o in opts:
        k = _canon(game, player, o)
        if k not in seen:
            seen[k] = o
    return list(seen.values())
