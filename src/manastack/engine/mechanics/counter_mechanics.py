"""Keyword actions that put counters on things: proliferate (701.34), bolster (701.39) and amass (701.47).

Every counter is placed with :func:`manastack.engine.events.add_counters`, so counter replacement
effects apply (614.16) and each placement is logged and fires a "counters" event (the fuzzer checks
that counters agree with the log).

- 701.34a proliferate: the player chooses any number of permanents and/or players that have a counter
  (one ``choose_cards`` decision per pick, with "done"), then each chosen one gets one more counter of
  EACH kind it already has (the 2023 rule; before, one kind was chosen). 701.34b (Two-Headed Giant's
  shared poison counters) doesn't arise: the engine has no team variants.
- 701.39a bolster N: the player chooses a creature they control with the least toughness (a choice only
  when several tie) and puts N +1/+1 counters on it; nothing happens without a creature.
- 701.47a amass [subtype] N: without an Army creature, the player creates a 0/0 black [subtype] Army
  creature token; then chooses an Army creature they control, puts N +1/+1 counters on it, and, if it
  isn't a [subtype], it becomes one in addition to its other types (a permanent layer-4 effect).

Incubate (701.53) needs a token that transforms (712); the engine has no transforming tokens yet, so
it stays unregistered.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.colors import LETTER_BIT
from ...tree.continuous import AddTypes
from ...tree.effects import TokenSpec
from ..chars import chars, name_of
from ..effects import ask_effect
from ..effects.basic import add_effect, env_of, players_of
from ..evaluate import amount
from ..events import add_counters, create_tokens, ename, log, pname
from ..state import is_player, pent, pid_of
from .base import mechanic, who_of

if TYPE_CHECKING:
    from ..state import GameState


def _acting_player(state, ctx, node) -> int:
    ps = players_of(state, ctx, who_of(node))
    return ps[0] if ps else ctx.controller


def _counters_of(state: "GameState", entity: int) -> dict:
    if is_player(entity):
        return {k: v for k, v in state.players[pid_of(entity)].counters.items() if v > 0}
    o = state.objects.get(entity)
    return {k: v for k, v in (o.counters or {}).items() if v > 0} if o is not None else {}


def proliferate_candidates(state: "GameState") -> list[int]:
    """701.34a: the permanents and players that have a counter (entity codes: players as ``pent``)."""
    out = [oid for oid in state.battlefield
           if not state.objects[oid].phased_out and _counters_of(state, oid)]
    out += [pent(p.id) for p in state.players if p.in_game and _counters_of(state, pent(p.id))]
    return out


@mechanic("proliferate")
def _proliferate(state, ctx, node, progress, answer):
    """701.34a: choose any number of permanents and/or players that have a counter, then give each one
    additional counter of each kind that permanent or player already has."""
    p = _acting_player(state, ctx, node)
    chosen: tuple = progress or ()
    if answer is not None:
        if answer[0] != "done":
            chosen = chosen + (answer[1],)
    if answer is None or answer[0] != "done":
        cands = [e for e in proliferate_candidates(state) if e not in chosen]
        if cands:
            opts = tuple(("choose", e) for e in cands) + (("done",),)
            ask_effect(state, ctx, node, chosen, "choose_cards", p, opts,
                       "Proliferate: choose a permanent or player with a counter (or done)")
            return
    for e in chosen:
        if not is_player(e) and (e not in state.objects or state.objects[e].zone != "battlefield"):
            continue
        for kind in sorted(_counters_of(state, e)):
            add_counters(state, e, kind, 1, rule="701.34a")
    log(state, "proliferate", "701.34a", f"{pname(state, p)} proliferates"
        + (" (" + ", ".join(ename(state, e) for e in chosen if is_player(e) or e in state.objects) + ")"
           if chosen else " choosing nothing"))
    ctx.did = bool(chosen)


def _creatures_of(state: "GameState", pid: int) -> list[int]:
    out = []
    for oid in state.battlefield:
        o = state.objects[oid]
        if o.phased_out:
            continue
        c = chars(state, oid)
        if c.controller == pid and "Creature" in c.types:
            out.append(oid)
    return out


@mechanic("bolster")
def _bolster(state, ctx, node, progress, answer):
    """701.39a: bolster N -- choose a creature you control with the least toughness or tied for least
    toughness among creatures you control; put N +1/+1 counters on it."""
    p = ctx.controller
    if answer is not None:
        target, n = answer[1], progress
    else:
        n = amount(env_of(state, ctx), node.args[0]) if node.args else 1
        mine = _creatures_of(state, p)
        if not mine:
            log(state, "bolster", "701.39a", f"{pname(state, p)} bolsters {n} but controls no creature")
            return
        least = min(chars(state, i).toughness or 0 for i in mine)
        tied = [i for i in mine if (chars(state, i).toughness or 0) == least]
        if len(tied) > 1:
            ask_effect(state, ctx, node, n, "choose_cards", p, tuple(("choose", i) for i in tied),
                       f"Bolster {n}: choose a creature with the least toughness")
            return
        target = tied[0]
    if target in state.objects and state.objects[target].zone == "battlefield":
        log(state, "bolster", "701.39a", f"{pname(state, p)} bolsters {n}: {name_of(state, target)}")
        add_counters(state, target, "+1/+1", n, rule="701.39a")
        ctx.did = True


def _armies_of(state: "GameState", pid: int) -> list[int]:
    return [i for i in _creatures_of(state, pid) if "Army" in chars(state, i).subtypes]


@mechanic("amass")
def _amass(state, ctx, node, progress, answer):
    """701.47a: amass [subtype] N -- if you don't control an Army creature, create a 0/0 black [subtype]
    Army creature token. Choose an Army creature you control. Put N +1/+1 counters on it. If it isn't a
    [subtype], it becomes a [subtype] in addition to its other types."""
    p = ctx.controller
    sub = node.args[0] if node.args and isinstance(node.args[0], str) else "Zombie"
    if answer is not None:
        n, army = progress, answer[1]
    else:
        n = amount(env_of(state, ctx), node.args[1]) if len(node.args) > 1 else 1
        armies = _armies_of(state, p)
        if not armies:
            spec = TokenSpec(name=f"{sub} Army", colors=LETTER_BIT["B"], types=("Creature",),
                             subtypes=(sub, "Army"), power=0, toughness=0)
            create_tokens(state, p, spec, 1, rule="701.47a")
            armies = _armies_of(state, p)
        if not armies:  # (e.g. the token creation was replaced)
            return
        if len(armies) > 1:
            ask_effect(state, ctx, node, n, "choose_cards", p, tuple(("choose", i) for i in armies),
                       f"Amass {sub} {n}: choose an Army creature you control")
            return
        army = armies[0]
    if army not in state.objects or state.objects[army].zone != "battlefield":
        return
    log(state, "amass", "701.47a", f"{pname(state, p)} amasses {sub} {n}: {name_of(state, army)}")
    add_counters(state, army, "+1/+1", n, rule="701.47a")
    if sub not in chars(state, army).subtypes:
        add_effect(state, ctx, (AddTypes(subtypes=(sub,)),), (army,), "permanent")
    ctx.memory["amassed"] = (army,)  # 701.47c: "the Army you amassed"
    ctx.did = True


@mechanic("adapt")
def _adapt(state, ctx, node, progress, answer):
    """701.46a: adapt N -- "If this permanent has no +1/+1 counters on it, put N +1/+1 counters on it." (A
    permanent that left the battlefield and came back is a new object, 400.7: nothing happens.)"""
    o = state.objects.get(ctx.source)
    if o is None or o.zone != "battlefield" or (o.counters or {}).get("+1/+1", 0) > 0:
        return
    n = amount(env_of(state, ctx), node.args[-1]) if node.args else 0
    if n > 0:
        add_counters(state, ctx.source, "+1/+1", n, rule="701.46a")
