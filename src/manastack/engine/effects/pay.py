"""Paying a cost as part of an effect, while a spell or ability resolves (118.12, 608.2d).

Used by :class:`~manastack.tree.effects.PayCost` ("you may pay {1}. If you do, ...", "... unless you pay
3 life") and by the "unless [its controller] pays [cost]" of
:class:`~manastack.tree.effects.CounterSpell` (Mana Leak; ward with any cost, 702.21a).

The parts paid here (``PAYABLE_FIELDS``, registered with the coverage report): mana (the payment solver,
as for a spell's cost), life, discarding cards (chosen by the payer, or at random) and sacrificing
permanents matching a filter (chosen by the payer), and energy ({E}: removing an energy counter from
oneself, 107.14). A player can't pay a cost without the resources to
pay it fully (118.3), so a player who can't pay the whole cost isn't offered to pay it at all; life can
be paid only by a player whose life total is at least the amount (119.4; 0 life can always be paid,
119.4b).

The payment is a small staged process kept in the effect's ``progress`` (plain data): the cards to
discard are chosen first, then the permanents to sacrifice, then everything is paid at once (601.2h:
the parts are paid in any order; mana first, through the solver).
"""
from __future__ import annotations

from dataclasses import fields, replace
from typing import TYPE_CHECKING, Any

from ...core.mana import ManaCost
from ...tree import effects as E
from ...tree.costs import Cost
from .. import upcalls
from ..chars import chars
from ..evaluate import Env, matches
from ..events import discard, log, lose_life, pname, pick_at_random, remove_counters, sacrifice
from ..state import pent
from ..support import PAYABLE_COST_FIELDS
from .base import ask_effect, effect, players_of
from ..payment import available_mana_count, solve, sources_for, spend_from_pool, usable_pool

if TYPE_CHECKING:
    from ..state import Ctx, GameState

PAYABLE_FIELDS = frozenset({"mana", "life", "energy", "discard", "discard_filter", "discard_random", "sacrifice",
                            "sacrifice_n"})
PAYABLE_COST_FIELDS.update(PAYABLE_FIELDS)

_EMPTY = Cost()


def unpayable_parts(cost: Cost) -> list[str]:
    """The parts of ``cost`` this module can't pay during a resolution (empty: all payable)."""
    return [f.name for f in fields(Cost) if f.name not in PAYABLE_FIELDS
            and getattr(cost, f.name) != getattr(_EMPTY, f.name)]


def as_cost(value: Any, x: int | None = None) -> Cost:
    """A :class:`Cost` for a cost given as a Cost, a ManaCost or mana text; X is the effect's X (107.3a)."""
    if isinstance(value, Cost):
        cost = value
    elif isinstance(value, ManaCost):
        cost = Cost(mana=value)
    else:
        cost = Cost(mana=ManaCost.parse(str(value)))
    if cost.mana.has_x:
        cost = replace(cost, mana=cost.mana.with_x(x or 0))
    return cost


def cost_text(cost: Cost) -> str:
    parts = []
    if not cost.mana.is_empty():
        parts.append(str(cost.mana))
    if cost.life:
        parts.append(f"{cost.life} life")
    if cost.energy:
        parts.append("{E}" * cost.energy)
    if cost.discard:
        parts.append(f"discarding {cost.discard} card{'s' if cost.discard != 1 else ''}"
                     + (" at random" if cost.discard_random else ""))
    n = _sacrifice_n(cost)
    if n:
        parts.append(f"sacrificing {n} permanent{'s' if n != 1 else ''}")
    return ", ".join(parts) or "{0}"


def _sacrifice_n(cost: Cost) -> int:
    if cost.sacrifice is None and not cost.sacrifice_n:
        return 0
    return cost.sacrifice_n or 1


def _discard_candidates(state: "GameState", ctx: "Ctx", pid: int, cost: Cost, chosen: tuple) -> list[int]:
    env = Env(state, ctx.source, pid, ctx)
    return [i for i in state.hand[pid] if i not in chosen
            and (cost.discard_filter is None or matches(env, cost.discard_filter, i))]


def _sacrifice_candidates(state: "GameState", ctx: "Ctx", pid: int, cost: Cost, chosen: tuple) -> list[int]:
    """701.21a: a player can sacrifice only a permanent they control."""
    env = Env(state, ctx.source, pid, ctx)
    out = []
    for i in state.battlefield:
        o = state.objects[i]
        if i in chosen or o.phased_out or chars(state, i).controller != pid:
            continue
        if cost.sacrifice is None or matches(env, cost.sacrifice, i):
            out.append(i)
    return out


def _mana_plan(state: "GameState", pid: int, cost: Cost) -> dict | None:
    p = state.players[pid]
    # Phyrexian mana may be paid with life too; what the cost's own life part takes isn't available (119.4)
    # (mana that may be spent only on spells isn't: 106.6)
    return solve(cost.mana, usable_pool(state, pid), sources_for(state, pid, None), p.life - cost.life)


def can_pay(state: "GameState", ctx: "Ctx", pid: int, cost: Cost) -> bool:
    """118.3: whether ``pid`` has the resources to pay all of ``cost`` now."""
    p = state.players[pid]
    if not p.in_game or unpayable_parts(cost):
        return False
    if cost.life > 0 and p.life < cost.life:  # 119.4 (119.4b: 0 life can always be paid)
        return False
    if cost.energy > 0 and p.counters.get("energy", 0) < cost.energy:  # 107.14
        return False
    if cost.discard and len(_discard_candidates(state, ctx, pid, cost, ())) < cost.discard:
        return False
    n = _sacrifice_n(cost)
    if n and len(_sacrifice_candidates(state, ctx, pid, cost, ())) < n:
        return False
    if cost.mana.symbols and _mana_plan(state, pid, cost) is None:
        return False
    return True


def pay_step(state: "GameState", ctx: "Ctx", node: Any, pid: int, cost: Cost, progress: tuple, answer: Any,
             wrap=lambda pr: pr) -> str:
    """One step of paying ``cost`` for ``pid`` inside the handler of ``node``. ``progress`` is
    ``(cards to discard, permanents to sacrifice)`` chosen so far; a question is asked with
    ``wrap(progress)`` as the handler's progress. Returns "asked" (call again with the answer),
    "paid", or "failed" (the resources are gone: nothing was paid)."""
    disc, sac = progress
    if answer is not None:
        if answer[0] == "discard":
            disc = disc + (answer[1],)
        elif answer[0] == "choose":
            sac = sac + (answer[1],)
    n_disc = 0 if cost.discard_random else cost.discard
    if len(disc) < n_disc:  # 701.9b: the player discarding chooses
        cands = _discard_candidates(state, ctx, pid, cost, disc)
        need = n_disc - len(disc)
        if len(cands) < need:
            return "failed"
        if len(cands) > need:
            ask_effect(state, ctx, node, wrap((disc, sac)), "discard", pid, tuple(("discard", i) for i in cands),
                       f"Choose a card to discard to pay the cost ({need} more)")
            return "asked"
        disc = disc + tuple(cands)
    n_sac = _sacrifice_n(cost)
    if len(sac) < n_sac:
        cands = _sacrifice_candidates(state, ctx, pid, cost, sac)
        need = n_sac - len(sac)
        if len(cands) < need:
            return "failed"
        if len(cands) > need:
            ask_effect(state, ctx, node, wrap((disc, sac)), "choose_cards", pid, tuple(("choose", i) for i in cands),
                       f"Choose a permanent to sacrifice to pay the cost ({need} more)")
            return "asked"
        sac = sac + tuple(cands)
    p = state.players[pid]
    if cost.life > 0 and p.life < cost.life:
        return "failed"
    if cost.energy > 0 and p.counters.get("energy", 0) < cost.energy:
        return "failed"
    if cost.discard_random:
        pool = _discard_candidates(state, ctx, pid, cost, ())
        if len(pool) < cost.discard:
            return "failed"
        disc = tuple(pick_at_random(state, pool, cost.discard))
    plan = None
    if cost.mana.symbols:
        plan = _mana_plan(state, pid, cost)
        if plan is None:
            return "failed"
    # everything is available: pay it all (601.2h order: mana, then the rest)
    if plan is not None:
        activate_mana_ability = upcalls.activate_mana_ability
        for oid, idx, b in plan["activate"]:
            activate_mana_ability(state, pid, oid, idx, b)
        for _, t in plan["spend"]:
            spend_from_pool(state, pid, t)
        for _ in plan["life"]:
            lose_life(state, pid, 2)
    if cost.life > 0:
        lose_life(state, pid, cost.life, rule="119.4")
    if cost.energy > 0:
        remove_counters(state, pent(pid), "energy", cost.energy, rule="107.14")
    if disc:
        discard(state, pid, list(disc))
    if sac:
        out = sacrifice(state, list(sac))
        ctx.memory["sacrificed"] = tuple(out)
    log(state, "pay", "118.12", f"{pname(state, pid)} pays {cost_text(cost)}")
    return "paid"


def payer_of(state: "GameState", ctx: "Ctx", who: Any) -> int:
    ps = players_of(state, ctx, who)
    return ps[0] if ps else ctx.controller


def _x_count(value: Any) -> int:
    """How many X symbols the mana of a cost given as a Cost, a ManaCost or mana text has."""
    mana = value.mana if isinstance(value, Cost) else value if isinstance(value, ManaCost) else ManaCost.parse(str(value))
    return mana.x_count


def x_chosen_as_paid(state: "GameState", ctx: "Ctx") -> bool:
    """107.3f: is the X of a cost paid while ``ctx`` resolves left for the payer to choose? So for a triggered
    ability ("When you cycle this card, you may pay {X}. If you do, ..."), which has no cost of its own to define X;
    a spell's or an activated ability's X was announced as it was cast or activated (107.3a)."""
    if ctx.spell is not None:
        return False
    for i in reversed(state.stack):  # (the resolving ability is still on the stack, 608.2)
        o = state.objects.get(i)
        if o is not None and o.kind == "ability" and o.source == ctx.source:
            return type(o.ability).__name__ == "Triggered"
    return False


def _ask_x(state: "GameState", ctx: "Ctx", node: Any, pid: int) -> None:
    """107.3f: the payer chooses X, up to what they could pay (each X symbol is one mana, 107.3)."""
    n_x = _x_count(node.cost) or 1
    mx = max(0, min(99, (available_mana_count(state, pid) - as_cost(node.cost, 0).mana.mana_value) // n_x))
    ask_effect(state, ctx, node, ("x",), "x", pid, tuple(("x", v) for v in range(mx + 1)), "Choose the value of X",
               validate={"min": 0, "max": mx})


@effect(E.PayCost)
def _pay_cost(state, ctx, node, progress, answer):
    """118.12: "[Pay a cost]. If you do, ..." -- the player pays the cost as the effect resolves, or, without
    the resources to pay all of it (118.3, 119.4), pays nothing; ``ctx.did`` tells the "if you do". An X the
    ability doesn't define is chosen first (107.3f) and is the X of the rest of the ability."""
    pid = payer_of(state, ctx, node.who)
    if progress is None and _x_count(node.cost) and x_chosen_as_paid(state, ctx):
        _ask_x(state, ctx, node, pid)
        return
    if progress == ("x",):
        ctx.x = max(0, int(answer[1]))
        log(state, "pay", "107.3f", f"{pname(state, pid)} chooses X = {ctx.x}")
        progress, answer = None, None
    cost = as_cost(node.cost, ctx.x)
    if progress is None:
        if not can_pay(state, ctx, pid, cost):
            log(state, "pay", "118.3", f"{pname(state, pid)} can't pay {cost_text(cost)}")
            ctx.did = False
            return
        progress = ((), ())
    r = pay_step(state, ctx, node, pid, cost, progress, answer)
    if r != "asked":
        ctx.did = r == "paid"


upcalls.install(unpayable_parts)
