"""The agent protocol: ``choose(game, player) -> option`` for the pending decision of ``player``.

An agent answers with one of ``game.legal_actions()`` (or, for a decision without enumerated
options, a value its ``validate`` accepts). Agents may read public information and their own hidden
information only (``game.view(player)``, the decision and its options, public state); they must not
look at opponents' hands or any library order. :mod:`.knowledge` builds games that keep to that.
"""
from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from ..core.errors import GameOptionError
from ..game import Game
from ..engine.combat import lethal_damage
from ..engine.sba import end_game_draw


def check_arg(owner: str, name: str, value: Any, kind: str = "int", lo: float | None = None,
              hi: float | None = None, optional: bool = False) -> None:
    """An agent constructor's argument checked: ``kind`` "int" (bool excluded) or "number" (int or
    float, finite), within [lo, hi]; None allowed when ``optional``. GameOptionError naming it otherwise."""
    if value is None and optional:
        return
    ok = isinstance(value, int) and not isinstance(value, bool)
    if kind == "number":
        ok = ok or (isinstance(value, float) and value == value and abs(value) != float("inf"))
    if ok and ((lo is not None and value < lo) or (hi is not None and value > hi)):
        ok = False
    if not ok:
        rng = f" from {lo} to {hi}" if lo is not None and hi is not None else (f" of at least {lo}" if lo is not None else "")
        raise GameOptionError(f"{owner}: {name} must be {'an integer' if kind == 'int' else 'a number'}{rng}"
                              f"{' or None' if optional else ''}, got {value!r}", option=name)


class Agent(Protocol):
    name: str

    def choose(self, game: Game, player: int) -> Any: ...


def open_choice(game: Game, rng: random.Random | None = None) -> Any:
    """An answer to a decision without enumerated options: a number within ``validate`` (random
    with ``rng``, else the largest), or a combat damage assignment (:func:`assign_damage`)."""
    d = game.decision
    v = d.validate if d is not None else None
    if d is not None and d.kind == "damage_assignment":
        return assign_damage(game)
    if isinstance(v, dict) and "min" in v and "max" in v:
        return rng.randint(int(v["min"]), int(v["max"])) if rng else int(v["max"])
    raise ValueError(f"cannot answer a {d.kind if d else 'missing'} decision without options")


def assign_damage(game: Game) -> tuple:
    """510.1c-d, 702.19b: lethal damage to each blocker in order, the rest to the trample target
    (or to the last blocker)."""
    st = game.state
    d = game.decision
    v = d.validate
    src = d.info["source"]
    left = int(v["power"])
    recips = list(v["recipients"])
    assigned = (st.combat or {}).get("dmg_assigned", {})
    pairs: list[list[int]] = []
    for r in recips:
        if left <= 0:
            break
        k = min(left, max(0, lethal_damage(st, r, src, assigned.get(r, 0))))
        if k:
            pairs.append([r, k])
            left -= k
    if left > 0:
        to = v["trample_to"] if v.get("trample_to") is not None else recips[-1]
        for p in pairs:
            if p[0] == to:
                p[1] += left
                break
        else:
            pairs.append([to, left])
    return ("assign", tuple((e, a) for e, a in pairs))


class RandomAgent:
    """Chooses uniformly among the legal options (its own generator, seeded)."""

    name = "random"

    def __init__(self, seed: int = 0):
        check_arg("RandomAgent", "seed", seed)
        self.rng = random.Random(seed)

    def choose(self, game: Game, player: int) -> Any:
        opts = game.legal_actions()
        if not opts:
            return open_choice(game, self.rng)
        return self.rng.choice(opts)


def play_game(game: Game, agents: Sequence[Agent], max_decisions: int = 100_000,
              on_decision: Callable[[Game, Any], None] | None = None, max_repeats: int = 200) -> Game:
    """Let agents answer every decision until the game ends. Decisions go to the deciding player's
    agent (``decision.actor``: under 723 the controlling player). So that no game runs forever, it
    is ended as a draw (104.4b) after ``max_decisions`` decisions, or when agents give the same
    answer to the same decision ``max_repeats`` times in one turn (a loop of choices, such as casting
    a spell and cancelling it)."""
    n = 0
    seen: dict = {}
    turn = None
    while game.result is None and n < max_decisions:
        d = game.decision
        if d is None:
            break
        choice = agents[d.actor].choose(game, d.actor)
        if game.turn != turn:
            turn = game.turn
            seen.clear()
        key = (d.kind, d.actor, d.options, choice if not isinstance(choice, list) else tuple(choice))
        try:
            seen[key] = seen.get(key, 0) + 1
        except TypeError:  # an unhashable free-form answer: not tracked
            pass
        else:
            if seen[key] > max_repeats:
                end_game_draw(game.state, f"resource limit: the same answer to the same {d.kind} decision "
                                          f"{max_repeats} times in one turn (a loop of choices)", "104.4b")
                return game
        if on_decision is not None:
            on_decision(game, choice)
        game.apply(choice)
        n += 1
    if game.result is None and n >= max_decisions:
        end_game_draw(game.state, f"resource limit: {max_decisions} decisions without an end", "104.4b")
    return game
