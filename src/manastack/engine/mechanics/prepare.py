"""Preparation cards (722): the prepared designation and the copy of the prepare spell in exile.

- 722.2, 722.4: a preparation card (layout "prepare") has its normal characteristics in every zone; its second
  face is its prepare spell, which is part of its copiable values (722.2b: ``charvalues.copiable_prepare``; a
  token or copy of it gets the prepare spell with its copied values, ``CopiableValues.prepare``).
- 722.3a: "~ becomes prepared" (``Mechanic("become_prepared", (ref,))``) and "~ enters prepared" (the ETB
  replacement kind ``enters_prepared``) give a permanent the prepared designation -- only if it has a prepare
  spell, and not if it is prepared already. 722.3b: "becomes unprepared" removes it.
- 722.3c: as it gains the designation (or phases in prepared), its controller creates a copy of it in exile that
  has only the prepare spell's characteristics (an object of kind "copy" whose ``copy_of`` is the prepare spell's
  values: a token copy that becomes prepared makes the same copy, whatever its own exceptions). The copy stays
  for as long as the permanent stays on the battlefield prepared (an exception to 704.5e) and ceases to exist
  otherwise (also while the permanent is phased out, 702.26b: a new copy is made as it phases in). For as long
  as it stays, the prepared permanent's controller may cast it (cast option ``("cast", copy, "normal")``, with
  the usual timing and costs); the permanent loses the designation as that spell becomes cast (601.2i).
- The records: ``state.designations["prepared"]`` holds (permanent id, copy uid, copy id or None). A permanent
  that leaves the battlefield is a new object (400.7) and isn't prepared.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core.types import Zone
from ...tree.abilities import Replacement
from ..chars import chars, name_of as _name_of
from ..charvalues import copiable_prepare
from ..evaluate import FACTS, Env, resolve_ref
from ..events import log, pname
from ..mechanics_hooks import CAST_PERMISSIONS, CASTABLE_ZONES, EXTRA_SBAS
from ..relevance import needs
from ..replacement import ETB_MARKS
from ..state import GameObject
from ..support import IMPLEMENTED_FACTS, IMPLEMENTED_REPLACEMENTS
from ..triggers import GLOBAL_TRIGGERS
from .base import mechanic

if TYPE_CHECKING:
    from ..state import GameState

KEY = "prepared"


def name_of(state: "GameState", oid: int) -> str:
    """A permanent's name as it is now (a preparation card's own name, not its card's "A // B", 722.4)."""
    return chars(state, oid).name or _name_of(state, oid)


def _on_bf(state: "GameState", oid: int) -> bool:
    o = state.objects.get(oid)
    return o is not None and o.zone == Zone.BATTLEFIELD


def records(state: "GameState") -> tuple:
    """The prepared permanents still on the battlefield as the objects that became prepared (400.7)."""
    return tuple(r for r in state.designations.get(KEY, ()) if _on_bf(state, r[0]))


def is_prepared(state: "GameState", oid: int) -> bool:
    """722.3a: does the permanent have the prepared designation?"""
    return bool(state.designations.get(KEY)) and any(r[0] == oid for r in records(state))


def _make_copy(state: "GameState", oid: int) -> tuple[int, int] | None:
    """722.3c: the permanent's controller creates, in exile, a copy of it with only its prepare spell's
    characteristics. Returns (uid, id) of the copy, or None when it has no prepare spell any more."""
    spec = copiable_prepare(state, oid)
    if spec is None:
        return None
    pid = chars(state, oid).controller
    nid = state.new_id()
    c = GameObject(nid, state.next_uid, None, pid, Zone.EXILE, "copy")
    state.next_uid += 1
    c.copy_of = spec
    c.sick = False
    c.timestamp = state.new_ts()
    state.add_object(c)
    state.zone_list(Zone.EXILE, pid).append(nid)
    state.touch()
    log(state, "copy", "722.3c", f"{pname(state, pid)} creates a copy of {name_of(state, oid)}'s prepare spell, "
        f"{spec.name}, in exile", {"object": nid, "of": oid})
    return c.uid, nid


def _cease(state: "GameState", cid: int | None) -> None:
    """722.3c: the copy in exile ceases to exist (it is no longer kept there, 704.5e)."""
    o = state.objects.get(cid) if cid is not None else None
    if o is None or o.zone != Zone.EXILE or o.kind != "copy":
        return
    lst = state.zone_list(Zone.EXILE, o.owner)
    if cid in lst:
        lst.remove(cid)
    name = name_of(state, cid)
    del state.objects[cid]
    state.touch()
    log(state, "cease", "722.3c", f"the copy of {name} in exile ceases to exist", {"object": cid})


def become_prepared(state: "GameState", oid: int) -> bool:
    """722.3a, 722.3c: the permanent becomes prepared if it has a prepare spell and isn't prepared already; its
    controller creates the copy of its prepare spell in exile. True when it did."""
    if not _on_bf(state, oid):
        return False
    if is_prepared(state, oid):
        log(state, "effect", "722.3a", f"{name_of(state, oid)} is already prepared")
        return False
    if copiable_prepare(state, oid) is None:
        log(state, "effect", "722.3a", f"{name_of(state, oid)} has no prepare spell: it can't become prepared")
        return False
    made = None if state.objects[oid].phased_out else _make_copy(state, oid)
    state.designations[KEY] = records(state) + ((oid,) + (made or (None, None)),)
    state.touch()
    log(state, "designation", "722.3a", f"{name_of(state, oid)} becomes prepared", {"object": oid})
    return True


def become_unprepared(state: "GameState", oid: int, rule: str = "722.3b") -> bool:
    """722.3b: the permanent loses the prepared designation; the copy in exile ceases to exist (722.3c)."""
    recs = records(state)
    mine = [r for r in recs if r[0] == oid]
    if not mine:
        return False
    state.designations[KEY] = tuple(r for r in recs if r[0] != oid)
    state.touch()
    for r in mine:
        _cease(state, r[2])
    log(state, "designation", rule, f"{name_of(state, oid)} becomes unprepared", {"object": oid})
    return True


def _refs(state: "GameState", ctx, node) -> tuple:
    env = Env(state, ctx.source, ctx.controller, ctx)
    ref = node.args[0] if node.args else None
    if ref is None:
        return (ctx.source,) if ctx.source is not None else ()
    return tuple(e for e in resolve_ref(env, ref) if e >= 0)


@mechanic("become_prepared")
def _become_prepared(state: "GameState", ctx, node, progress, answer) -> None:
    """722.3a: "[permanent] becomes prepared"."""
    for oid in _refs(state, ctx, node):
        become_prepared(state, oid)


@mechanic("become_unprepared")
def _become_unprepared(state: "GameState", ctx, node, progress, answer) -> None:
    """722.3b: "[permanent] becomes unprepared"."""
    for oid in _refs(state, ctx, node):
        become_unprepared(state, oid)


def _enters_prepared(state: "GameState", oid: int, ctrl: int, rep: Replacement) -> None:
    """722.3a: "~ enters prepared" -- it enters with the designation (614.1c)."""
    become_prepared(state, oid)


ETB_MARKS["enters_prepared"] = _enters_prepared
IMPLEMENTED_REPLACEMENTS.add("enters_prepared")


def _copies_for(state: "GameState", pid: int) -> list:
    """722.3c: the copies in exile ``pid`` may cast: those of prepare spells of prepared permanents ``pid``
    controls."""
    if not state.designations.get(KEY):
        return []
    out = []
    for perm, _, cid in records(state):
        o = state.objects.get(cid) if cid is not None else None
        if o is None or o.zone != Zone.EXILE or state.objects[perm].phased_out:
            continue
        if chars(state, perm).controller == pid:
            out.append(cid)
    return out


def _copy_variants(state: "GameState", pid: int, oid: int) -> list:
    return ["normal"] if oid in _copies_for(state, pid) else []


def _copy_quiet(state: "GameState", pid: int, zone: str) -> bool:
    return zone != Zone.EXILE or not state.designations.get(KEY)


_copy_variants.quiet = _copy_quiet  # type: ignore[attr-defined]
_copy_variants.zones = frozenset({Zone.EXILE})  # type: ignore[attr-defined]
needs("prepared", "prepare")(_copies_for)  # (engine/relevance.py)
CASTABLE_ZONES.append(_copies_for)
needs("prepared", "prepare")(_copy_variants)
CAST_PERMISSIONS.append(_copy_variants)


def _cast_unprepares(state: "GameState", ev: dict) -> list:
    """722.3c, 601.2i: the permanent loses the prepared designation as the copy of its prepare spell becomes
    cast."""
    if not state.designations.get(KEY):
        return []
    o = state.objects.get(ev.get("object"))
    if o is None or o.kind != "copy":
        return []
    for perm, uid, _ in records(state):
        if uid == o.uid:
            state.designations[KEY] = tuple(r for r in records(state) if r[0] != perm)
            state.touch()
            log(state, "designation", "722.3c", f"{name_of(state, perm)} becomes unprepared: the copy of its "
                f"prepare spell was cast (601.2i)", {"object": perm})
    return []


_cast_unprepares.kinds = ("cast",)  # type: ignore[attr-defined]
needs("prepared", "prepare")(_cast_unprepares)
GLOBAL_TRIGGERS.append(_cast_unprepares)


@needs("prepared", "prepare")
def _keep_copies(state: "GameState") -> bool:
    """722.3c: a copy stays in exile only while its permanent is on the battlefield prepared (and not phased out,
    702.26b); a prepared permanent that phases in gets a new copy. Records of permanents gone are dropped."""
    recs = state.designations.get(KEY)
    if not recs:
        return False
    changed = False
    keep = []
    for r in recs:
        perm, uid, cid = r
        if not _on_bf(state, perm):
            _cease(state, cid)
            changed = True
            continue
        if state.objects[perm].phased_out:
            if cid is not None:
                _cease(state, cid)
                r, changed = (perm, None, None), True
        elif cid is None:
            made = _make_copy(state, perm)
            if made is not None:
                r, changed = (perm,) + made, True
        keep.append(r)
    if changed:
        state.designations[KEY] = tuple(keep)
        state.touch()
    return False  # (nothing another state-based action looks at has changed)


EXTRA_SBAS.append(_keep_copies)


def _prepared(env: Env, of: Any) -> bool:
    """722.3a: "if ~ is prepared"."""
    ids = (env.source,) if of is None else tuple(e for e in resolve_ref(env, of) if e >= 0)
    return any(is_prepared(env.state, i) for i in ids)


FACTS["prepared"] = _prepared
IMPLEMENTED_FACTS.add("prepared")
