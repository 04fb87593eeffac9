"""Resolving spells and abilities (608): target legality on resolution (608.2b), following the
instructions in order (608.2c), then the spell's card goes to its owner's graveyard (608.2n) or the
permanent spell becomes a permanent (608.3)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.types import Zone
from ..tree.abilities import Body, Modal
from .chars import chars, name_of
from .evaluate import Env, condition_holds
from .events import attach, log, move
from .loop import push, task
from .state import Ctx
from .targets import is_legal_target, spell_body
from .mechanics_hooks import SPELL_LEAVES, STACK_EXILE_TAGS

if TYPE_CHECKING:
    from .state import GameState


def _bodies_with_targets(body, modes: tuple) -> list[Body]:
    if type(body) is Modal:
        return [body.modes[i] for i in modes]
    return [body] if type(body) is Body else []


def check_targets(state: "GameState", obj: int, bodies: list[Body], source: int | None, controller: int) -> tuple[list, bool]:
    """608.2b: which chosen targets are still legal; False if it had targets and all are illegal."""
    o = state.objects[obj]
    targets = list(o.targets)
    out_per_body = []
    k = 0
    had = False
    any_legal = False
    env = Env(state, source, controller)
    if o.kind == "ability" and o.event is not None:  # a trigger's targets may name its event's player (603.3d)
        env.ctx = Ctx(0, source, controller, None, event=o.event)
    for b in bodies:
        slots = []
        for spec in b.targets:
            chosen = targets[k] if k < len(targets) else ()
            k += 1
            legal = []
            for e in chosen:
                had = True
                if is_legal_target(state, spec, e, source, controller, env):
                    legal.append(e)
                    any_legal = True
            slots.append(tuple(legal))
        out_per_body.append(tuple(slots))
    return out_per_body, (not had or any_legal)


@task("resolve_top")
def resolve_top(state: "GameState") -> None:
    if not state.stack:
        return
    obj = state.stack[-1]
    o = state.objects[obj]
    if o.kind == "ability":
        _resolve_ability(state, obj)
    else:
        _resolve_spell(state, obj)


def _resolve_ability(state: "GameState", obj: int) -> None:
    o = state.objects[obj]
    ab = o.ability
    body = ab.body
    bodies = _bodies_with_targets(body, o.modes)
    per_body, ok = check_targets(state, obj, bodies, o.source, o.controller)
    src_name = name_of(state, o.source) if o.source in state.objects else (o.source_name or "")
    if not ok:
        log(state, "fizzle", "608.2b", f"{src_name or 'an'} ability doesn't resolve: all its targets are illegal")
        _remove_ability(state, obj)
        return
    push(state, "finish_ability", obj)
    if getattr(ab, "intervening", None) is not None:
        # 603.4: an intervening "if" clause is checked again on resolution
        ctx0 = Ctx(0, o.source, o.controller, ab, event=o.event, x=o.x or 0)
        if not condition_holds(Env(state, o.source, o.controller, ctx0), ab.intervening):
            log(state, "trigger", "603.4", "the triggered ability does nothing: its condition is no longer true")
            return
    if state.logging:
        log(state, "resolve", "608.2", f"{'Ability of ' + src_name if src_name else 'An ability'} resolves")
    _push_bodies(state, obj, o, bodies, per_body)


def _push_bodies(state: "GameState", obj: int, o, bodies: list, per_body: list) -> None:
    """608.2c: follow the instructions in order (modes in printed order, 700.2)."""
    for b, slots in reversed(list(zip(bodies, per_body))):
        cid = state.new_id()
        ctx = Ctx(cid, o.source if o.kind == "ability" else obj, o.controller, b, slots, o.x or 0, o.modes,
                  o.event, dict(o.memory or {}), None, o.paid, obj if o.kind != "ability" else None, None,
                  name_of(state, o.source) if o.kind == "ability" and o.source in state.objects else (o.card or ""),
                  tuple(o.divide))
        state.contexts[cid] = ctx
        state.touch_light()
        push(state, "end_ctx", cid)
        if b.effect is not None:
            push(state, "effect", cid, b.effect, None, None)


@task("end_ctx")
def end_ctx(state: "GameState", cid: int) -> None:
    state.contexts.pop(cid, None)
    state.touch_light()


def _remove_ability(state: "GameState", obj: int) -> None:
    if obj in state.stack:
        state.stack.remove(obj)
    state.objects.pop(obj, None)
    state.touch_stack()


@task("finish_ability")
def finish_ability(state: "GameState", obj: int) -> None:
    _remove_ability(state, obj)


# fn(state, spell, targets legal, per-body targets) -> None (carry on), "done" (the hook resolved it) or
# "creature" (it now resolves as a plain creature spell): a permanent spell resolving its own way (mutate, 702.140)
RESOLVING_SPELL: list = []


def _resolve_spell(state: "GameState", obj: int) -> None:
    o = state.objects[obj]
    c = chars(state, obj)
    body = spell_body(state, obj, c)
    bodies = _bodies_with_targets(body, o.modes)
    per_body, ok = check_targets(state, obj, bodies, obj, o.controller)
    for hook in RESOLVING_SPELL:  # e.g. a mutating creature spell merges (702.140b-c, 608.3d)
        r = hook(state, obj, ok, per_body)
        if r == "done":
            return
        if r == "creature":  # it ceases to be what targeted and resolves as a creature spell (608.3b)
            c = chars(state, obj)
            per_body, ok = [], True
    if not ok and o.alt == "bestow":
        # 702.103e, 608.3b: a bestowed Aura spell whose target is illegal ceases to be bestowed and
        # continues resolving as a creature spell
        state.mut(obj).alt = None
        state.touch()
        log(state, "resolve", "702.103e", f"{c.name}'s target is illegal: it resolves as a creature spell")
        c = chars(state, obj)
        per_body, ok = [], True
    if not ok:
        log(state, "fizzle", "608.2b", f"{c.name} doesn't resolve: all its targets are illegal")
        _spell_leaves(state, obj, countered=True)
        return
    if "Instant" in c.types or "Sorcery" in c.types:
        push(state, "finish_spell", obj)
        if state.logging:
            log(state, "resolve", "608.2", f"{c.name} resolves")
        _push_bodies(state, obj, o, bodies, per_body)
        return
    # 608.3: a permanent spell becomes a permanent
    target = None
    if "Aura" in c.subtypes and per_body and per_body[0] and per_body[0][0]:
        target = per_body[0][0][0]
    log(state, "resolve", "608.3", f"{c.name or name_of(state, obj)} resolves")
    nid = move(state, obj, Zone.BATTLEFIELD, controller=o.controller, why="resolved", rule="608.3a", cause="resolve")
    if target is not None and nid is not None:
        attach(state, nid, target, rule="303.4f")


@task("finish_spell")
def finish_spell(state: "GameState", obj: int) -> None:
    if obj in state.objects and state.objects[obj].zone == Zone.STACK:
        _spell_leaves(state, obj)


def _spell_leaves(state: "GameState", obj: int, countered: bool = False) -> None:
    """608.2n: an instant or sorcery goes to its owner's graveyard as the final part of resolving;
    flashback exiles it instead (702.34a; and the other ``STACK_EXILE_TAGS``)."""
    o = state.objects[obj]
    dest = Zone.GRAVEYARD
    if o.paid and not o.paid.isdisjoint(STACK_EXILE_TAGS):  # (702.127a, 702.133a ...)
        dest = Zone.EXILE
    elif "buyback" in o.paid and not countered:
        dest = Zone.HAND
    if o.kind == "copy":
        state.stack.remove(obj)
        del state.objects[obj]
        state.touch_stack()
        return
    for hook in SPELL_LEAVES:  # e.g. rebound (702.88a)
        if hook(state, obj, countered):
            return
    move(state, obj, dest, why="resolved" if not countered else "didn't resolve", rule="608.2n")
