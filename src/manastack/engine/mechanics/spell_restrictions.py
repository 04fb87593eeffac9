"""Restrictions about spells: mana that can be spent only on some spells (106.6) and spells that can't be
countered (101.2, 113.6g).

- 106.6 ``SpendOnly``: "Spend this mana only to cast creature spells" (Ancient Ziggurat), "This mana
  can't be spent to cast a nonartifact spell" (Powerstone tokens, ``negate``). The mana keeps its
  restriction in the pool (``PlayerState.extra["spend_only"]``, one entry per mana, cleared with the pool
  at the end of each step, 500.4); the payment code (``engine/payment.py``: ``usable_pool``,
  ``sources_for``, ``spend_from_pool``) counts it only for the spells it may be spent on, spends it
  first there, and never for a cost paid while something resolves. "Spend this mana only to activate abilities
  [of artifacts]" (``SpendOnly.abilities``, a Filter of the sources) lets it pay an activated ability's cost
  (the payment names it ``("ability", source)``). A "{T}: Add ... Spend this mana only ..." permanent is a
  mana source while paying for a spell or ability it may pay for.
- 101.2 / 113.6g ``Restrict("cant_be_countered")`` on the spell itself (a ``Static(zone="stack")``):
  an effect that would counter it does nothing to it; the spell stays on the stack
  (``effects/basic.py``, ``cant_be_countered``). "Spells you control can't be countered" (a
  permanent's static ability for other spells) isn't handled and stays refused.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...tree.effects import KeepMana, SpendOnly
from ..effects import effect, push_effect
from ..loop import push, task
from ..events import KEPT_MANA
from ..payment import TYPES, note_restricted
from ..support import IMPLEMENTED_RESTRICTIONS, VARIANT_CHECKS, implements
from ...tree.continuous import Restrict
from ...tree.refs import This

if TYPE_CHECKING:
    from ..state import GameState


@effect(SpendOnly)
def _spend_only(state, ctx, node, progress, answer):
    """106.6: carry out the AddMana, then mark the mana it added as restricted."""
    before = tuple(tuple(p.pool) for p in state.players)
    push(state, "spend_only_note", ctx.id, node, before)
    push_effect(state, ctx, node.effect)


@task("spend_only_note")
def _spend_only_note(state: "GameState", ctx_id: int, node, before: tuple) -> None:
    ctx = state.contexts.get(ctx_id)
    src = ctx.source if ctx is not None else None
    ctrl = ctx.controller if ctx is not None else 0
    for p, old in zip(state.players, before):
        letters = "".join(t * max(0, p.pool[i] - old[i]) for i, t in enumerate(TYPES))
        note_restricted(state, p.id, letters, node, src, ctrl)


@effect(KeepMana)
def _keep_mana(state, ctx, node, progress, answer):
    """106.4, 500.4: carry out the AddMana, then mark the mana it added as kept this turn."""
    before = tuple(tuple(p.pool) for p in state.players)
    push(state, "keep_mana_note", before)
    push_effect(state, ctx, node.effect)


@task("keep_mana_note")
def _keep_mana_note(state: "GameState", before: tuple) -> None:
    for p, old in zip(state.players, before):
        added = [max(0, n - o) for n, o in zip(p.pool, old)]
        if any(added):
            turn, kept = p.extra.get(KEPT_MANA) or (state.turn, (0,) * len(added))
            if turn != state.turn:
                kept = (0,) * len(added)
            p.extra[KEPT_MANA] = (state.turn, tuple(k + a for k, a in zip(kept, added)))
            state.touch_light()


def _keep_mana_variant(n) -> str | None:
    if any(type(m) is SpendOnly for m in n.walk()):
        return "kept mana with a spending restriction"
    return None


def _spend_only_variant(n) -> str | None:
    if any(type(m) is KeepMana for m in n.walk()):
        return "kept mana with a spending restriction"  # (the restriction would be lost as the step ends)
    f = n.filter
    if f is None and n.abilities is None or f is not None and getattr(f, "kind", None) != "spell":
        return "SpendOnly for something other than casting spells or activating abilities"
    if n.abilities is not None and (n.negate or getattr(n.abilities, "kind", None) != "object"):
        return "SpendOnly for abilities of something other than objects"
    return None


def _uncounterable_variant(n) -> str | None:
    if any(type(m) is Restrict and m.kind == "cant_be_countered" for m in n.mods):
        if n.zone != "stack" or type(n.affected) is not This:
            return "cant_be_countered for other spells"
    return None


implements("SpendOnly", "KeepMana")
VARIANT_CHECKS.setdefault("KeepMana", []).append(_keep_mana_variant)
VARIANT_CHECKS.setdefault("SpendOnly", []).append(_spend_only_variant)
VARIANT_CHECKS.setdefault("Static", []).append(_uncounterable_variant)
IMPLEMENTED_RESTRICTIONS.add("cant_be_countered")
