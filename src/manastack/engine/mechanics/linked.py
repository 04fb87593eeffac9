"""Linked abilities and target checks:

- 607.2a: "the exiled card" / "cards exiled with ~" (:class:`~manastack.tree.refs.ExiledWith`). An
  ability of an object that exiles cards (``MoveTo`` to exile, a search putting cards into exile, exile
  "until" 610.3) records, per source object, the cards it put into exile
  (``state.designations["exiled_with"]``: source id -> card ids in exile, the record restart.py keeps
  for Karn Liberated). A linked
  ability of the same object refers only to those cards while they are still in exile (a card that left
  exile is a new object, 400.7). Inside the exiling ability itself ("Exile target creature. Return the
  exiled card ... at the beginning of the next end step", Voyager Staff) "the exiled card" is the card
  that resolution exiled (kept in the resolution's memory, and copied into the delayed trigger's, 603.7c).
- 115.9b: "a spell that targets ~" (heroic, :class:`~manastack.tree.abilities.Targets`) checks the spell's
  current targets; a target that left its zone is ignored.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core.types import Zone
from ...tree.abilities import Activated, Static, Targets, Triggered
from ...tree.costs import Cost
from ...tree.effects import ExileUntil, ExileUntilEvent, MoveTo, Search
from ...tree.continuous import CopyOf
from ...tree.filters import Filter
from ...tree.refs import EventAmount, ExiledWith, Target, This
from .. import upcalls
from ..evaluate import CONDITIONS, EXTRA_REFS, Env, matches, resolve_ref
from ..support import TREE_CHECKS, implements

if TYPE_CHECKING:
    from ..state import Ctx, GameState

MEMORY_KEY = "exiled_with"  # the resolution's own exiled cards (ctx.memory)


def note_exiled(state: "GameState", ctx: "Ctx", ids) -> None:
    """607.2a: remember that the resolving ability of ``ctx.source`` put the cards ``ids`` (their new ids,
    in exile) into exile. Called by every effect that exiles cards (MoveTo, Search, exile "until")."""
    cards = tuple(i for i in ids if i is not None and i in state.objects
                  and state.objects[i].zone == Zone.EXILE and state.objects[i].kind == "card")
    if not cards or ctx is None:
        return
    ctx.memory[MEMORY_KEY] = tuple(ctx.memory.get(MEMORY_KEY, ())) + cards
    if ctx.source is None:
        return
    # the same record as Karn Liberated's "cards exiled with Karn" (restart.py, which sees only exiles
    # while the source still exists and caused by effects)
    m = dict(state.designations.get("exiled_with", {}))
    have = tuple(_still_exiled(state, m.get(ctx.source, ())))  # drop stale ids
    m[ctx.source] = have + tuple(i for i in cards if i not in have)
    state.designations["exiled_with"] = m
    state.touch()


def _still_exiled(state: "GameState", ids) -> tuple:
    return tuple(i for i in ids if i in state.objects and state.objects[i].zone == Zone.EXILE)


def _exiled_with(env: Env, ref: ExiledWith) -> tuple:
    """607.2a: the cards in exile that the linked ability of ``ref.source`` exiled."""
    st = env.state
    ctx = env.ctx
    if ctx is not None and MEMORY_KEY in ctx.memory:  # the exiling ability itself (or its delayed trigger)
        return _still_exiled(st, ctx.memory[MEMORY_KEY])
    m = st.designations.get("exiled_with") or {}
    return _still_exiled(st, [i for s in resolve_ref(env, ref.source) for i in m.get(s, ())])


EXTRA_REFS[ExiledWith] = _exiled_with


def _targets(env: Env, cond: Targets) -> bool:
    """115.9b: does the spell or ability ``cond.what`` target ``cond.target`` -- a reference, or a Filter any
    of its targets matches ("a spell that targets a creature you control")? Its current targets count; a
    target object no longer in its zone is ignored (it is a new object, 400.7)."""
    st = env.state
    flt = cond.target if isinstance(cond.target, Filter) else None
    wanted = set() if flt is not None else set(resolve_ref(env, cond.target))
    for sp in resolve_ref(env, cond.what):
        o = st.objects.get(sp)
        if o is None:
            continue
        for slot in o.targets or ():
            for e in (slot if isinstance(slot, (tuple, list)) else (slot,)):
                if not isinstance(e, int) or not (e < 0 or e in st.objects):
                    continue
                if e in wanted or flt is not None and matches(env, flt, e):
                    return True
    return False


CONDITIONS[Targets] = _targets


def _links(n) -> bool:
    return isinstance(n, ExiledWith) or (isinstance(n, Filter) and bool(n.exiled_with_source))


def _check_exiled_with(roots: tuple) -> list[str]:
    """Where "the exiled card" is something the engine links (607.2a): the ability referring to it is printed
    on the object (not granted to another one), it names this object's exiles, and the exile is done by an
    effect that records it (not a cost, not a replacement effect, 607.2b)."""
    refs = []
    exiles = False
    for root in roots:
        for n in root.walk():
            if _links(n):  # "the exiled card", "cards exiled with ~" (Filter.exiled_with_source)
                refs.append(n)
            elif isinstance(n, (MoveTo, Search)) and n.zone == Zone.EXILE or isinstance(n, (ExileUntilEvent, ExileUntil)):
                exiles = True
    if not refs:
        return []
    out = []
    if not exiles:
        out.append("exiled card not exiled by an effect")
    if any(isinstance(r, ExiledWith) and type(r.source) is not This for r in refs):
        out.append("exiled card of another object")
    for root in roots:
        for n in root.walk():
            if isinstance(n, Cost) and (n.exile_from_graveyard or n.exile_from_hand or n.exile_filter is not None or n.exile_self):
                out.append("exiled card exiled as a cost")
            if n is not root and isinstance(n, (Triggered, Activated, Static)) \
                    and any(_links(m) for m in n.walk()):
                out.append("exiled card in a granted ability")
        exiled_targets = {n.what.index for n in root.walk() if isinstance(n, MoveTo) and n.zone == Zone.EXILE
                          and isinstance(n.what, Target)}
        for n in root.walk():
            # "exile target creature. If you do, ~ becomes a copy of that creature" (Identity Thief): the copy
            # needs the exiled creature's last known values, which the target reference doesn't give
            if isinstance(n, CopyOf) and isinstance(n.of, Target) and n.of.index in exiled_targets:
                out.append("copy of an exiled target")
        if isinstance(root, Triggered) and root.trigger.event == "enters" \
                and any(isinstance(n, EventAmount) for n in root.walk()):
            # "exile all creatures you control. Then create that many ..." read as the enters event's amount
            # (Day of the Dragons): the number of exiled cards isn't what the tree counts
            out.append("amount of exiled cards")
    return list(dict.fromkeys(out))


TREE_CHECKS.append(_check_exiled_with)
implements("Targets", "ExiledWith")


upcalls.install(note_exiled)
