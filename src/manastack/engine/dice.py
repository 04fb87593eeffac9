"""Rolling dice (706) and flipping coins (705), with results a test can force.

Forced results (``force_roll``/``force_flip``) are kept in the game state so forks and saves carry
them; each roll or flip consumes the next forced result before the random generator is used.

Replacement effects may change a roll or a flip (``roll_extra``: roll more dice and ignore some,
706.2b, 706.6; ``flip_extra``: flip more coins and ignore all but one); an ignored roll never
happened: nothing triggers on it (706.6)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..tree.effects import FlipCoins, RollDice
from .effects import ask_effect, effect, push_effect
from .events import fire, log, pname, random_below
from .loop import push
from .replacement import active, need_choice, replace_event
from .effects.basic import env_of, players_of
from .evaluate import amount, AMOUNTS, FACTS
from .support import IMPLEMENTED_FACTS, implements
from .triggers import matcher, whose_ok
from ..tree.refs import RollResult

if TYPE_CHECKING:
    from .state import GameState


def force_roll(state: "GameState", *results: int) -> None:
    q = list(state.designations.get("forced_rolls", ()))
    q.extend(int(r) for r in results)
    state.designations["forced_rolls"] = q
    state.touch()


def force_flip(state: "GameState", *results: str) -> None:
    q = list(state.designations.get("forced_flips", ()))
    q.extend(results)
    state.designations["forced_flips"] = q
    state.touch()


def _natural_roll(state: "GameState", sides: int) -> int:
    q = list(state.designations.get("forced_rolls", ()))
    if q:
        r = q.pop(0)
        state.designations["forced_rolls"] = q
        if not (1 <= r <= sides):
            raise ValueError(f"forced roll {r} is not a face of a d{sides}")
        return r
    return 1 + random_below(state, sides)


def _natural_flip(state: "GameState") -> str:
    q = list(state.designations.get("forced_flips", ()))
    if q:
        r = q.pop(0)
        state.designations["forced_flips"] = q
        if r not in ("heads", "tails"):
            raise ValueError(f"forced flip {r!r} is not heads or tails")
        return r
    return "heads" if random_below(state, 2) == 0 else "tails"


def roll_dice(state: "GameState", pid: int, sides: int, n: int = 1, modifier: int = 0,
              rule: str = "706.1") -> list[int]:
    """706.1: ``pid`` rolls ``n`` ``sides``-sided dice; returns the results (natural result plus
    ``modifier``, 706.2) of the dice that count."""
    ev = {"kind": "roll", "player": pid, "sides": sides, "dice": n}
    if active(state):
        for e in replace_event(state, ev):
            if e["kind"] == "roll":
                ev = e
    total = ev.get("dice", n)
    naturals = [_natural_roll(state, sides) for _ in range(total)]
    kept = list(naturals)
    ignored: list[int] = []
    while len(kept) > n:  # 706.6: the extra rolls are ignored
        keep = ev.get("keep", "highest")
        if keep == "highest":
            drop = min(kept)
        elif keep == "lowest":
            drop = max(kept)
        else:
            opts = tuple(("ignore", v) for v in sorted(set(kept)))
            drop = need_choice(state, "option", pid, opts, "Choose a roll to ignore (706.6)")[1]
        kept.remove(drop)
        ignored.append(drop)
    state.touch()
    results = [r + modifier for r in kept]
    for nat, r in zip(kept, results):
        log(state, "die", rule, f"{pname(state, pid)} rolls a d{sides}: {nat}" + (f" ({r})" if modifier else ""),
            {"player": pid, "sides": sides, "result": r, "natural": nat})
        fire(state, {"kind": "die", "player": pid, "sides": sides, "result": r, "natural": nat})
    if ignored:
        log(state, "die", "706.6", f"{pname(state, pid)} ignores {', '.join(map(str, ignored))}")
    fire(state, {"kind": "dice_rolled", "player": pid, "sides": sides, "results": tuple(results)})
    return results


def roll_die(state: "GameState", pid: int, sides: int, rule: str = "706.1") -> int:
    """706.1: roll one die with ``sides`` faces (1..sides)."""
    return roll_dice(state, pid, sides, 1, 0, rule)[0]


def flip_coin(state: "GameState", pid: int, rule: str = "705.1", call: str | None = None) -> str:
    """705.1: flip a coin: "heads" or "tails". With ``call`` (705.2), the event says whether the player
    won the flip. A ``flip_extra`` replacement flips more coins; the player chooses the one that counts."""
    ev = {"kind": "flip", "player": pid, "coins": 1}
    if active(state):
        for e in replace_event(state, ev):
            if e["kind"] == "flip":
                ev = e
    flips = [_natural_flip(state) for _ in range(ev.get("coins", 1))]
    r = flips[0]
    if len(flips) > 1:
        log(state, "coin", rule, f"{pname(state, pid)} flips {len(flips)} coins: {', '.join(flips)}")
        opts = tuple(("keep", f) for f in sorted(set(flips)))
        r = need_choice(state, "option", pid, opts, "Choose the coin that counts; the others are ignored")[1]
    state.touch()
    won = None if call is None else (r == call)
    log(state, "coin", rule, f"{pname(state, pid)} flips a coin: {r}"
        + ("" if won is None else (" and wins the flip" if won else " and loses the flip")),
        {"player": pid, "result": r, "won": won})
    fire(state, {"kind": "coin", "player": pid, "result": r, "won": won})
    return r


# ---------------------------------------------------------------- effect interpreters


@effect(RollDice)
def _roll(state, ctx, node, progress, answer):
    """706: roll; each result picks its row of the results table (706.3a)."""
    ps = players_of(state, ctx, node.who)
    n = amount(env_of(state, ctx), node.n)
    results: list[int] = []
    for p in ps:
        results += roll_dice(state, p, node.sides, n, node.modifier)
    ctx.memory[node.key] = tuple(results)
    todo = []
    for r in results:
        for row in node.table:
            if r >= row.low and (row.high is None or r <= row.high):
                todo.append(row.effect)
                break
    for e in reversed(todo):
        push_effect(state, ctx, e)


def _roll_result(env, node) -> int:
    """706.2: "the result" -- the result of the die rolled earlier in this resolution (0 if none)."""
    ctx = env.ctx
    return sum(ctx.memory.get(node.key, ())) if ctx is not None else 0


@effect(FlipCoins)
def _flip(state, ctx, node, progress, answer):
    """705.2: for each flip the player calls heads or tails first (when the effect cares about winning),
    then flips; "won"/"lost" happen after each flip."""
    ps = players_of(state, ctx, node.who)
    if not ps:
        return
    p = ps[0]
    i = progress or 0
    n = amount(env_of(state, ctx), node.n)
    if i >= n:
        return
    call = None
    if node.call:
        if answer is None:
            ask_effect(state, ctx, node, i, "option", p, (("heads",), ("tails",)), "Call heads or tails (705.2)")
            return
        call = answer[0]
    r = flip_coin(state, p, call=call)
    won = (r == call) if call is not None else (r == "heads")
    ctx.did = won
    key = "flips_won" if won else "flips_lost"
    ctx.memory[key] = ctx.memory.get(key, 0) + 1
    push(state, "effect", ctx.id, node, i + 1, None)  # the next flip, after this one's effect
    eff = node.won if won else node.lost
    if eff is not None:
        push_effect(state, ctx, eff)


# ---------------------------------------------------------------- triggers


def _register() -> None:
    def won_flip(env, of):
        """705.2: "If you win the flip" — a flip of this resolution was won."""
        return bool(env.ctx is not None and env.ctx.memory.get("flips_won"))

    def lost_flip(env, of):
        return bool(env.ctx is not None and env.ctx.memory.get("flips_lost"))

    FACTS.update({"won_flip": won_flip, "lost_flip": lost_flip})
    IMPLEMENTED_FACTS.update({"won_flip", "lost_flip"})

    @matcher("rolls_dice")
    def _m_rolls(env, trig, ev):
        """"Whenever you roll one or more dice" (once per instruction to roll)."""
        return ev["kind"] == "dice_rolled" and whose_ok(trig.whose, env.controller, ev["player"])

    @matcher("wins_flip", "loses_flip")
    def _m_flip(env, trig, ev):
        """705.2: "Whenever a player wins / loses a coin flip"."""
        if ev["kind"] != "coin" or ev.get("won") is None:
            return False
        if ev["won"] != (trig.event == "wins_flip"):
            return False
        return whose_ok(trig.whose, env.controller, ev["player"])


_register()


def _register_amounts() -> None:
    AMOUNTS[RollResult] = _roll_result
    implements("RollResult")


_register_amounts()

__all__: list[Any] = ["force_roll", "force_flip", "roll_die", "roll_dice", "flip_coin"]
