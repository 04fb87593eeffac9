"""Counter effects beyond putting and removing (122): moving counters (122.5)."""
from __future__ import annotations

from ...tree import effects as E
from ..chars import name_of
from ..evaluate import amount
from ..events import add_counters, log, remove_counters
from .base import effect
from .basic import env_of, objects_of


@effect(E.MoveCounters)
def _move_counters(state, ctx, node, progress, answer):
    """122.5: to move a counter is to remove it from one object and put it on another. If either
    can't be done — the same object, no such counter, either object no longer on the battlefield —
    no counter moves. A move of several counters moves as many as the first object has."""
    srcs = [i for i in objects_of(state, ctx, node.what) if state.objects[i].zone == "battlefield"]
    dsts = [i for i in objects_of(state, ctx, node.to) if state.objects[i].zone == "battlefield"]
    if not srcs or not dsts:
        return
    src, dst = srcs[0], dsts[0]
    if src == dst:
        return
    have = dict(state.objects[src].counters or {})
    kinds = [node.kind] if node.kind is not None else sorted(have)
    want = None if node.n is None else amount(env_of(state, ctx), node.n)
    moved = False
    for kind in kinds:
        n = have.get(kind, 0) if want is None else min(want, have.get(kind, 0))
        if n <= 0:
            continue
        k = remove_counters(state, src, kind, n, rule="122.5")
        if k:
            add_counters(state, dst, kind, k, rule="122.5")
            log(state, "counters", "122.5", f"{k} {kind} counter{'s' if k != 1 else ''} moved from "
                f"{name_of(state, src)} to {name_of(state, dst)}",
                {"from": src, "to": dst, "kind": kind, "n": k})
            moved = True
    ctx.did = moved
