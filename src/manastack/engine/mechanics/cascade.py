"""Cascade (702.85) and discover (701.57): exile cards from the top of a library until a nonland card with a
lesser (discover: lesser or equal) mana value; its owner may cast it without paying its mana cost (discover: or
put it into their hand); the rest go on the bottom in a random order."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.types import Zone
from ...tree.effects import ExileUntilCast
from ..casting import begin_cast
from ..chars import chars, name_of
from ..effects import ask_effect, effect
from ..evaluate import Env, amount, resolve_ref
from ..events import move, random_below
from ..loop import push
from ..state import is_player, pid_of

if TYPE_CHECKING:
    from ..state import GameState


@effect(ExileUntilCast)
def _exile_until_cast(state, ctx, node, progress, answer):
    """702.85a: exile cards from the top until a nonland card with lesser mana value; its owner may
    cast it without paying its mana cost; the rest go on the bottom in a random order."""
    env = Env(state, ctx.source, ctx.controller, ctx)
    ps = [pid_of(e) for e in resolve_ref(env, node.who) if is_player(e)]
    if not ps:
        return
    p = ps[0]
    if progress is None:
        limit = amount(env, node.limit)
        exiled: list[int] = []
        hit = None
        lib = state.library[p]
        while lib:
            nid = move(state, lib[-1], Zone.EXILE, why="cascade" if not node.or_equal else "discover",
                       rule="702.85a" if not node.or_equal else "701.57a", cause="effect")
            if nid is None or state.objects[nid].zone != Zone.EXILE:
                continue
            exiled.append(nid)
            ch = chars(state, nid)
            mv = ch.mana_cost.mana_value
            if "Land" not in ch.types and (mv < limit or (node.or_equal and mv <= limit)):
                hit = nid
                break
        if hit is None:
            _to_bottom_random(state, p, exiled)
            return
        halves = split_halves(state, hit)
        if halves:  # 709.3: casting a split card, its caster chooses which half (never both: 702.102a)
            opts = tuple(("cast_half", i, h) for i, h in enumerate(halves)) + ((("hand",),) if node.or_hand
                                                                               else (("no",),))
            ask_effect(state, ctx, node, ("ask", tuple(exiled), hit), "option", p, opts,
                       f"Cast a half of {name_of(state, hit)} without paying its mana cost?", info={"card": hit})
            return
        opts = (("yes",), ("hand",)) if node.or_hand else (("yes",), ("no",))
        ask_effect(state, ctx, node, ("ask", tuple(exiled), hit), "yes_no", p, opts,
                   f"Cast {name_of(state, hit)} without paying its mana cost?", info={"card": hit})
        return
    if progress[0] == "ask":
        _, exiled, hit = progress
        if answer[0] in ("yes", "cast_half") and hit in state.objects and state.objects[hit].zone == Zone.EXILE:
            push(state, "effect", ctx.id, node, ("after", exiled), None)
            begin_cast(state, p, hit, "free" if answer[0] == "yes" else f"free+face{answer[1]}", resolving=True)
            return
        if answer[0] == "hand" and hit in state.objects:
            move(state, hit, Zone.HAND, why="discover", rule="701.57a")
    else:
        exiled = progress[1]
    _to_bottom_random(state, p, [i for i in exiled if i in state.objects and state.objects[i].zone == Zone.EXILE])


def split_halves(state: "GameState", oid: int) -> tuple[str, ...]:
    """The halves' names of a split card (709; not aftermath, whose second half is cast only from a graveyard,
    702.127a), to choose from when an effect lets its owner cast it; () for any other card."""
    if _layout(state, oid) != "split":
        return ()
    cd = state.pool.get(state.objects[oid].card)
    return tuple(f.name for f in cd.faces) if len(cd.faces) >= 2 else ()


def _layout(state: "GameState", oid: int) -> str | None:
    o = state.objects[oid]
    if o.card is None or o.kind != "card":
        return None
    return state.pool.get(o.card).layout


def _to_bottom_random(state: "GameState", pid: int, ids: list) -> None:
    ids = list(ids)
    order = []
    while ids:
        order.append(ids.pop(random_below(state, len(ids))))
    for i in order:
        move(state, i, Zone.LIBRARY, position="bottom", why="cascade", rule="702.85a")
