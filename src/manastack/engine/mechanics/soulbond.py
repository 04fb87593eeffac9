"""Soulbond (702.95) and paired creatures.

- 702.95a: soulbond stands for two triggered abilities: "When this creature enters, if you control both this
  creature and another creature and both are unpaired, you may pair this creature with another unpaired creature
  you control for as long as both remain creatures on the battlefield under your control" and "Whenever another
  creature you control enters, if you control both that creature and this one and both are unpaired, you may pair
  that creature with this creature ..." -- both intervening "if" clauses (603.4), checked as they trigger and
  again as they resolve.
- 702.95b, 702.95d: a pair is kept in ``state.designations["paired"]`` as (creature, creature, controller): each
  creature is paired with only the other one. Abilities refer to it with the fact ``paired`` ("as long as ~ is
  paired with another creature") and the reference ``PairedGroup`` ("each of those creatures", "both
  creatures": the creature and the one it's paired with).
- 702.95c: on resolution, if either object is no longer a creature, no longer on the battlefield, or no longer
  under the control of the soulbond ability's controller, neither becomes paired.
- 702.95e: a pair ends when either creature leaves the battlefield (it is a new object, 400.7: the pair no longer
  names it, at once), when another player gains control of either, or when either stops being a creature (seen
  whenever state-based actions are checked; a creature that stops being one and becomes one again within a single
  resolution stays paired -- no card does that to itself). A phased-out creature is treated as though it doesn't
  exist (702.26b): while either is phased out, neither counts as paired, though the pair isn't ended.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core.types import Zone
from ...tree.abilities import Body, IsTrue, Trigger, Triggered
from ...tree.effects import Mechanic
from ...tree.filters import Filter
from ...tree.refs import EventObject, PairedGroup, This
from ..chars import chars, name_of
from ..evaluate import EXTRA_REFS, FACTS, Env, resolve_ref
from ..events import log, pname
from ..effects import ask_effect
from ..keyword_abilities import EXTRA_KEYWORD_TRIGGERS, TRIGGER_KEYWORDS
from ..mechanics_hooks import EXTRA_SBAS
from ..relevance import needs
from ..support import IMPLEMENTED_FACTS, IMPLEMENTED_KEYWORDS, implements
from .base import mechanic

if TYPE_CHECKING:
    from ..state import GameState

KEY = "paired"


def _on_bf(state: "GameState", oid: int) -> bool:
    o = state.objects.get(oid)
    return o is not None and o.zone == Zone.BATTLEFIELD


def pairs(state: "GameState") -> tuple:
    """The pairs still standing: both creatures on the battlefield as the objects that were paired (400.7)."""
    return tuple(r for r in state.designations.get(KEY, ()) if _on_bf(state, r[0]) and _on_bf(state, r[1]))


def partner(state: "GameState", oid: int) -> int | None:
    """702.95b: the creature ``oid`` is paired with, or None (unpaired). Phased-out creatures count as not
    existing (702.26b)."""
    if not state.designations.get(KEY):
        return None
    for a, b, _ in pairs(state):
        if oid in (a, b):
            other = b if oid == a else a
            if state.objects[oid].phased_out or state.objects[other].phased_out:
                return None
            return other
    return None


def _unpaired(state: "GameState", oid: int) -> bool:
    return not any(oid in (r[0], r[1]) for r in pairs(state))


def _creature_of(state: "GameState", oid: int, pid: int) -> bool:
    """A creature on the battlefield under ``pid``'s control."""
    if not _on_bf(state, oid) or state.objects[oid].phased_out:
        return False
    c = chars(state, oid)
    return "Creature" in c.types and c.controller == pid


def _ids(env: Env, of: Any) -> tuple:
    if of is None:
        return (env.source,) if env.source is not None else ()
    return tuple(e for e in resolve_ref(env, of) if e >= 0)


def _paired(env: Env, of: Any) -> bool:
    """702.95b: "as long as ~ is paired with another creature"."""
    return any(partner(env.state, i) is not None for i in _ids(env, of))


def _paired_with_soulbond(env: Env, of: Any) -> bool:
    """702.95b: "[it's] paired with a creature with soulbond" -- its partner has soulbond now (a partner that lost
    soulbond leaves the pair standing, but the condition false: Flowering Lumberknot's ruling)."""
    for i in _ids(env, of):
        p = partner(env.state, i)
        if p is not None and "Soulbond" in chars(env.state, p).keywords:
            return True
    return False


def _can_pair_self(env: Env, of: Any) -> bool:
    """702.95a (first ability's "if"): you control this creature and another creature, and both are unpaired."""
    st, me, you = env.state, env.source, env.you
    if me is None or not _creature_of(st, me, you) or not _unpaired(st, me):
        return False
    return bool(_candidates(st, me, you))


def _can_pair_other(env: Env, of: Any) -> bool:
    """702.95a (second ability's "if"): you control both the creature that entered and this one, both unpaired."""
    st, me, you = env.state, env.source, env.you
    other = _ids(env, of)
    return (me is not None and len(other) == 1 and other[0] != me and _creature_of(st, me, you)
            and _creature_of(st, other[0], you) and _unpaired(st, me) and _unpaired(st, other[0]))


def _candidates(state: "GameState", me: int, pid: int) -> tuple:
    return tuple(i for i in state.battlefield if i != me and _creature_of(state, i, pid) and _unpaired(state, i))


def _paired_group(env: Env, ref: PairedGroup) -> tuple:
    """702.95b: the creature and the one it is paired with (nothing while it is unpaired)."""
    out: list = []
    for i in _ids(env, ref.of):
        p = partner(env.state, i)
        if p is not None:
            out.extend((p,) if ref.partner_only else (i, p))
    return tuple(dict.fromkeys(out))


def _pair(state: "GameState", a: int, b: int, pid: int) -> None:
    """702.95b-d: ``a`` and ``b`` become paired (702.95c: only if both are still creatures on the battlefield
    under the soulbond ability's controller's control, and both still unpaired, 702.95d)."""
    if a == b or not (_creature_of(state, a, pid) and _creature_of(state, b, pid)):
        log(state, "effect", "702.95c", "neither creature becomes paired")
        return
    if not (_unpaired(state, a) and _unpaired(state, b)):
        log(state, "effect", "702.95d", "a creature can be paired with only one other creature")
        return
    state.designations[KEY] = pairs(state) + ((a, b, pid),)
    state.touch()
    log(state, "designation", "702.95b", f"{pname(state, pid)} pairs {name_of(state, a)} with {name_of(state, b)}",
        {"objects": (a, b)})


@mechanic("soulbond_pair_self")
def _pair_self(state: "GameState", ctx, node, progress, answer) -> None:
    """702.95a, first ability: the controller may choose another unpaired creature they control to pair with."""
    me, pid = ctx.source, ctx.controller
    if progress is None:
        cands = _candidates(state, me, pid)
        if not cands or not _creature_of(state, me, pid):
            log(state, "effect", "702.95c", "neither creature becomes paired")
            return
        ask_effect(state, ctx, node, ("ask",), "choose_cards", pid,
                   tuple(("choose", i) for i in cands) + (("no",),),
                   f"Soulbond: you may pair {name_of(state, me)} with another unpaired creature you control",
                   info={"effect": "soulbond"})
        return
    if answer[0] == "choose":
        _pair(state, me, answer[1], pid)


@mechanic("soulbond_pair_other")
def _pair_other(state: "GameState", ctx, node, progress, answer) -> None:
    """702.95a, second ability: the controller may pair the creature that entered with this creature."""
    me, pid = ctx.source, ctx.controller
    env = Env(state, me, pid, ctx)
    other = _ids(env, node.args[0]) if node.args else ()
    if len(other) != 1:
        return
    if progress is None:
        ask_effect(state, ctx, node, ("ask",), "yes_no", pid, (("yes",), ("no",)),
                   f"Soulbond: pair {name_of(state, other[0])} with {name_of(state, me)}?",
                   info={"effect": "soulbond"})
        return
    if answer[0] == "yes":
        _pair(state, other[0], me, pid)


@needs("soulbond", "paired")
def _unpair(state: "GameState") -> bool:
    """702.95e: pairs whose creatures left the battlefield, stopped being creatures or changed controller end."""
    recs = state.designations.get(KEY)
    if not recs:
        return False
    keep, gone = [], []
    for r in recs:
        a, b, pid = r
        ok = _on_bf(state, a) and _on_bf(state, b) and all(
            state.objects[i].phased_out or _creature_of(state, i, pid) for i in (a, b))
        (keep if ok else gone).append(r)
    if not gone:
        return False
    state.designations[KEY] = tuple(keep)
    state.touch()
    for a, b, _ in gone:
        if _on_bf(state, a) or _on_bf(state, b):
            log(state, "designation", "702.95e", f"{name_of(state, a) if _on_bf(state, a) else 'a creature'} and "
                f"{name_of(state, b) if _on_bf(state, b) else 'a creature'} become unpaired")
    # (a pair ended only by a creature leaving changes nothing anyone sees: no need to check again)
    return any(_on_bf(state, a) or _on_bf(state, b) for a, b, _ in gone)


_YOUR_OTHER_CREATURE = Filter(types=("Creature",), controller="you", other=True)
_ENTERED = EventObject()
SOULBOND = (
    Triggered(Trigger("enters", This()), Body(Mechanic("soulbond_pair_self")),
              intervening=IsTrue("soulbond_can_pair_self")),
    Triggered(Trigger("enters", _YOUR_OTHER_CREATURE), Body(Mechanic("soulbond_pair_other", (_ENTERED,))),
              intervening=IsTrue("soulbond_can_pair_other", _ENTERED)),
)

EXTRA_KEYWORD_TRIGGERS["Soulbond"] = lambda kw: SOULBOND
TRIGGER_KEYWORDS.add("Soulbond")
IMPLEMENTED_KEYWORDS.add("Soulbond")
FACTS.update({"paired": _paired, "paired_with_soulbond": _paired_with_soulbond, "soulbond_can_pair_self": _can_pair_self,
              "soulbond_can_pair_other": _can_pair_other})
IMPLEMENTED_FACTS.update({"paired", "paired_with_soulbond", "soulbond_can_pair_self", "soulbond_can_pair_other"})
EXTRA_REFS[PairedGroup] = _paired_group
implements("PairedGroup")
EXTRA_SBAS.append(_unpair)
