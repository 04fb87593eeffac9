"""Continuous effects from resolving spells and abilities (611.2), their durations, control changes,
copying spells, phasing, exiling "until", and turning face up.

Durations (``ApplyContinuous.duration`` / ``GainControl.duration``; 611.2a–b):

- ``"end_of_turn"`` and ``"end_of_combat"`` end in the cleanup step (514.2) and at the end of combat
  (511.3) — ``engine/turn.py``;
- ``"permanent"``: until the end of the game (611.2a);
- ``"next_turn"``: "until your next turn" — ends as the controller's next turn begins;
- ``"end_of_next_turn"``: "until the end of your next turn" — ends as the cleanup step of the controller's
  next turn begins (a little before 514.2's moment: before discarding to hand size);
- ``"while_source_on_battlefield"`` (also spelled ``"while_on_battlefield"``): "for as long as [this]
  remains on the battlefield", "until [this] leaves the battlefield" — ends immediately after the source
  leaves the battlefield or phases out (702.26f);
- ``"while_controlled"``: "for as long as you control [this]" — ends when the effect's controller no longer
  controls the source (checked whenever state-based actions are, and at once when the source leaves).
- ``"while_source_tapped"``: "for as long as [this] remains tapped" — ends when the source untaps or
  leaves the battlefield (checked whenever state-based actions are, and at once when the source leaves).

A "for as long as" duration that has already ended as the effect would begin means the effect does
nothing (611.2b). An effect whose duration ended never starts again.

Control (layer 2): a permanent whose controller changes — by a resolving effect, a static ability
starting or stopping to apply, or an effect ending — is newly under its controller's control (302.6)
and is removed from combat (506.4). Control changes made by static abilities have no event, so the
controllers the layer system computes are compared with the last ones seen whenever state-based actions
are checked.
"""
from __future__ import annotations

from dataclasses import fields, replace
from typing import TYPE_CHECKING, Any

from ...core.colors import COLOR_NAMES, LETTER_BIT
from ...core.types import Step, Zone
from ...tree.filters import Filter
from ...tree import effects as E
from ...tree import refs as R
from ...tree.base import Node
from ...tree.continuous import AddAbilities, ChangeController, CopyOf, ModPT, Restrict, SetColors, SetPT
from ...tree.refs import AffectedObject, Num
from .. import upcalls
from ..chars import chars, compute_all, name_of
from ..copy import (
    announce_copy, create_stack_copy, create_stack_copy_of_last_known, lock_copy, new_target_options, set_target, target_specs, turn_face_up,
)
from ..evaluate import amount, lki, resolve_ref
from ..events import log, move_many, pname
from ..mechanics_hooks import EXTRA_SBAS, STEP_BEGIN, TURN_BEGIN
from ..phasing import phase_in, phase_info, phase_out
from ..state import ContEffect, pid_of
from ..support import IMPLEMENTED_CHOSEN, implements, IMPLEMENTED_DURATIONS
from ..triggers import GLOBAL_TRIGGERS
from .base import ask_effect, effect
from .basic import add_effect, env_of, objects_of, players_of, remember

if TYPE_CHECKING:
    from ..state import Ctx, GameState

ON_BATTLEFIELD = frozenset({"while_source_on_battlefield", "while_on_battlefield"})
SOURCE_DURATIONS = ON_BATTLEFIELD | {"while_controlled", "while_source_tapped"}


def _register_durations() -> None:
    for node in ("ApplyContinuous", "GainControl"):
        IMPLEMENTED_DURATIONS[node] = set(DURATIONS)
DURATIONS = frozenset({"end_of_turn", "end_of_combat", "permanent", "next_turn", "end_of_next_turn"}) | SOURCE_DURATIONS
_register_durations()

implements("CopiableValues", "ChangeText", "AffectedObject")


# ---------------------------------------------------------------- creating effects


def duration_started(state: "GameState", ctx: "Ctx", duration: str) -> bool:
    """611.2b: a "for as long as" duration that never starts (or already ended) makes the effect do
    nothing."""
    if duration not in SOURCE_DURATIONS:
        return True
    o = state.objects.get(ctx.source) if ctx.source is not None else None
    if o is None or o.zone != Zone.BATTLEFIELD or o.phased_out:
        return False
    if duration == "while_controlled" and chars(state, ctx.source).controller != ctx.controller:
        return False
    if duration == "while_source_tapped" and not o.tapped:
        return False
    return True


def _mentions_affected(n: Any) -> bool:
    if isinstance(n, Node):
        return any(type(x) is AffectedObject for x in n.walk())
    return False


def lock_mods(state: "GameState", env, mods: tuple) -> tuple:
    """611.2d / 608.2h: amounts in a continuous effect from a resolving spell or ability are determined
    once, as it begins ("its power" and the like, per affected object, are left to the layer system);
    707.2b: so are the copiable values a copy effect grants."""
    out = []
    for m in mods:
        t = type(m)
        if t is ModPT and not (_mentions_affected(m.power) or _mentions_affected(m.toughness)):
            out.append(ModPT(Num(amount(env, m.power)), Num(amount(env, m.toughness))))
        elif t is SetPT and not m.cda and not _mentions_affected(m.power) and not _mentions_affected(m.toughness):
            out.append(SetPT(Num(amount(env, m.power)) if m.power is not None else None,
                             Num(amount(env, m.toughness)) if m.toughness is not None else None))
        elif t is CopyOf:
            locked = lock_copy(state, env, m)
            if locked is not None:
                out.append(locked)
        elif t is Restrict and m.kind == "must_block" and isinstance(m.arg, R.Ref):
            # 509.1c: "target creature blocks ~ this turn if able": a requirement to block that one creature,
            # named as the effect begins (611.2c)
            ids = [i for i in resolve_ref(env, m.arg) if i >= 0]
            if ids:
                out.append(Restrict("must_block", ids[0]))
        else:
            out.append(m)
    return tuple(out)


def _phased_in(state: "GameState", e: int) -> bool:
    """702.26e: phased-out permanents aren't included in the affected set."""
    if e < 0:
        return True
    o = state.objects.get(e)
    return o is not None and not o.phased_out


@effect(E.ApplyContinuous)
def _apply_continuous(state, ctx, node, progress, answer):
    """611.2: a continuous effect from a resolving spell or ability; the affected set is locked in as it
    begins (611.2c), its amounts too (611.2d)."""
    if not duration_started(state, ctx, node.duration):
        log(state, "effect", "611.2b", "the effect does nothing: its duration has already ended")
        return
    env = env_of(state, ctx)
    if untap_rule_over_group(node):
        # 611.2c: "Lands you control don't untap during your next untap step" changes no characteristic: it
        # modifies the rules, so it covers whatever matches then, lands that enter later too (the effect ends
        # once its controller's next untap step has passed: engine/mechanics/tapping.py)
        add_effect(state, ctx, node.mods, None, node.duration, filt=node.affected.filter, data=(("turn", state.turn),))
        log(state, "effect", "611.2c", f"{pname(state, ctx.controller)}'s permanents described don't untap during "
            "their next untap step")
        return
    affected = tuple(e for e in resolve_ref(env, node.affected) if _phased_in(state, e))
    if not affected:
        return
    mods = node.mods
    if _chooses_color(mods):
        # "gains protection from the color of your choice": the color is chosen as the effect begins
        # (608.2d, 611.2c) and locked into the granted ability
        if answer is None:
            ask_effect(state, ctx, node, None, "color", ctx.controller, tuple(("color", c) for c in "WUBRG"),
                       "Choose a color")
            return
        mods = _with_color(mods, LETTER_BIT[answer[1]])
        color = COLOR_NAMES[LETTER_BIT[answer[1]]]
        log(state, "choice", "608.2d", f"{pname(state, ctx.controller)} chooses {color}")
    mods = lock_mods(state, env, mods)
    if not mods:
        return
    add_effect(state, ctx, mods, affected, node.duration, data=(("turn", state.turn),))
    if state.logging:
        who = ", ".join(name_of(state, e) if e >= 0 else pname(state, pid_of(e)) for e in affected)
        log(state, "effect", "611.2", f"{who} {_describe(mods)}" + _describe_duration(node.duration))


def untap_rule_over_group(node: Any) -> bool:
    """611.2c, 502.3: is ``node`` a "[permanents you control] don't untap during your next untap step" over a
    described group -- a rules-modifying effect that applies to whatever the description matches as that untap
    step comes (only the controller's own permanents: one untap step ends it; no combat status, which the
    description could only mean as the effect begins)?"""
    if node.duration != "next_untap_step" or type(node.affected) is not R.Each:
        return False
    f = node.affected.filter
    return (type(f) is Filter and f.controller == "you" and f.kind == "permanent" and not f.either
            and f.attacking is None and f.blocking is None and not f.attacking_or_blocking and f.blocked is None
            and f.tapped is None and f.remembered is None
            and all(type(m) is Restrict and m.kind == "doesnt_untap" for m in node.mods))


def _chosen_color_filter(n: Any) -> bool:
    return type(n) is Filter and n.chosen == "color_of_choice"


def _chooses_color(mods: tuple) -> bool:
    return any(_chosen_color_filter(x) for m in mods for x in m.walk())


def _with_color(mods: tuple, bit: int) -> tuple:
    """``mods`` with every "the chosen color" filter made that color."""
    def sub(n: Any) -> Any:
        if isinstance(n, tuple):
            return tuple(sub(v) for v in n)
        if not isinstance(n, Node):
            return n
        if _chosen_color_filter(n):
            return replace(n, chosen=None, colors=bit)
        if type(n) is SetColors and _chosen_color_filter(n.chosen):  # "becomes the color of your choice"
            return replace(n, colors=bit, chosen=None)
        changes = {f.name: sub(getattr(n, f.name)) for f in fields(n)
                   if isinstance(getattr(n, f.name), (Node, tuple))}
        return replace(n, **changes) if changes else n
    return sub(mods)


IMPLEMENTED_CHOSEN["ApplyContinuous"] = {"color_of_choice"}


def _describe(mods: tuple) -> str:
    parts = []
    for m in mods:
        if type(m) is ModPT and type(m.power) is Num and type(m.toughness) is Num:
            parts.append(f"gets {m.power.value:+d}/{m.toughness.value:+d}")
        elif type(m) is AddAbilities:
            parts.append("gains " + ", ".join(getattr(a, "name", type(a).__name__) for a in m.abilities))
        elif type(m) is CopyOf and m.values is not None:
            parts.append(f"becomes a copy of {m.values.name or 'a nameless object'}")
        else:
            parts.append(type(m).__name__)
    return " and ".join(parts)


def _describe_duration(d: str) -> str:
    return {"end_of_turn": " until end of turn", "next_turn": " until its controller's next turn",
            "end_of_combat": " until end of combat",
            "while_on_battlefield": " for as long as its source remains",
            "while_source_on_battlefield": " for as long as its source remains",
            "end_of_next_turn": " until the end of its controller's next turn",
            "while_controlled": " for as long as its source stays under the same control",
            "while_source_tapped": " for as long as its source remains tapped"}.get(d, "")


@effect(E.GainControl)
def _gain_control(state, ctx, node, progress, answer):
    """613.1b layer 2: the controller changes for the stated duration; the permanent is newly under
    that player's control (302.6) and leaves combat (506.4)."""
    ps = players_of(state, ctx, node.who)
    if not ps:
        return
    if not duration_started(state, ctx, node.duration):
        log(state, "control", "611.2b", "the control change does nothing: its duration has already ended")
        return
    who = ps[0]
    ids = [i for i in objects_of(state, ctx, node.what) if state.objects[i].zone == Zone.BATTLEFIELD
           and not state.objects[i].phased_out]
    if not ids:
        return
    add_effect(state, ctx, (ChangeController(R.PlayerId(who)),), tuple(ids), node.duration,
               data=(("turn", state.turn),))
    for i in ids:
        o = state.mut(i)
        o.sick = True
        if state.combat:
            remove_from_combat = upcalls.remove_from_combat

            remove_from_combat(state, i)
        log(state, "control", "613.1b", f"{pname(state, who)} gains control of {name_of(state, i)}"
            + _describe_duration(node.duration))
    seen = state.turn_data.get("control")
    if seen is not None:  # already known to the control tracker below: don't report it twice
        seen = dict(seen)
        for i in ids:
            if who != state.objects[i].controller:
                seen[i] = who
            else:
                seen.pop(i, None)
        state.turn_data["control"] = seen
    ctx.did = True


# ---------------------------------------------------------------- ending effects


def end_source_durations(state: "GameState", sources) -> None:
    """End the effects whose duration tracks one of ``sources`` (it left the battlefield or phased out),
    then do what the end of each one does: return cards exiled "until" (610.3) and phase in permanents
    phased out "until" (610.4)."""
    if not state.effects:
        return
    src = set(sources)
    gone = [e for e in state.effects if e.duration in SOURCE_DURATIONS and e.source in src]
    if gone:
        _end(state, gone)


def _end(state: "GameState", gone: list) -> None:
    ids = {id(e) for e in gone}
    state.effects = [e for e in state.effects if id(e) not in ids]
    state.touch()
    returns = []
    phase_ins = []
    for e in gone:
        d = dict(e.data)
        if "return" in d:
            for oid in e.affected or ():
                o = state.objects.get(oid)
                if o is not None and o.zone == d["return_from"]:  # still where it was put (400.7)
                    returns.append((oid, d["return"],
                                    {"controller": o.owner, "why": "returned", "rule": "610.3c"}))
        if "phase_in" in d:
            for oid in e.affected or ():
                o = state.objects.get(oid)
                info = phase_info(o) if o is not None else None
                if info is not None and info[1] == "until" and info[2] == e.source:  # 610.4a
                    phase_ins.append(oid)
    if returns:
        move_many(state, returns)  # 610.3d: simultaneously
    if phase_ins:
        phase_in(state, phase_ins, rule="610.4")


def _after_event(state: "GameState", ev: dict) -> list:
    """Immediately after a permanent leaves the battlefield, effects lasting "for as long as" it remains
    end, and cards exiled until it leaves return (610.3). Effects locked onto objects that no longer
    exist are dropped (400.7: they can never apply again)."""
    if not state.effects or ev.get("kind") != "zone" or ev.get("from") != Zone.BATTLEFIELD:
        return []
    left = ev.get("object")
    end_source_durations(state, (left,))
    objs = state.objects
    dead = [e for e in state.effects if e.filter is None and e.affected and left in e.affected
            and e.duration not in SOURCE_DURATIONS
            and not any(x < 0 or x in objs for x in e.affected)]
    if dead:
        ids = {id(e) for e in dead}
        state.effects = [e for e in state.effects if id(e) not in ids]
        state.touch()
    return []


_after_event.kinds = frozenset({"zone"})  # type: ignore[attr-defined]  (events it reads)
GLOBAL_TRIGGERS.append(_after_event)


def _end_uncontrolled(state: "GameState") -> None:
    """"For as long as you control [this]": ends once the effect's controller doesn't (611.2b); "for as long
    as [this] remains tapped": ends once it is untapped."""
    gone = []
    for e in state.effects:
        if e.duration != "while_controlled" and e.duration != "while_source_tapped":
            continue
        o = state.objects.get(e.source) if e.source is not None else None
        if o is None or o.zone != Zone.BATTLEFIELD or o.phased_out:
            gone.append(e)
        elif e.duration == "while_controlled" and chars(state, e.source).controller != e.controller:
            gone.append(e)
        elif e.duration == "while_source_tapped" and not o.tapped:
            gone.append(e)
    if gone:
        _end(state, gone)


def _sba_hook(state: "GameState") -> bool:
    """Checked with state-based actions (not one of them: returns False)."""
    if state.effects:
        _end_uncontrolled(state)
    _track_control(state)
    return False


EXTRA_SBAS.append(_sba_hook)


def _current_controllers(state: "GameState") -> dict[int, int]:
    """Permanents whose computed controller differs from the one they entered under. A phased-out one
    counts under the controller it had as it phased out: phasing isn't a control change (702.26d)."""
    allc = compute_all(state)
    objs = state.objects
    out: dict[int, int] = {}
    if state._cache_simple:
        return out
    for oid in state.battlefield:
        o = objs[oid]
        if o.phased_out:
            info = phase_info(o)
            if info is not None and info[0] != o.controller:
                out[oid] = info[0]
            continue
        c = allc.get(oid)
        if c is not None and c.controller != o.controller:
            out[oid] = c.controller
    return out


def _track_control(state: "GameState") -> None:
    """302.6: a permanent whose controller changed since last seen is newly under its controller's
    control."""
    old = state.turn_data.get("control")
    now = _current_controllers(state)
    if old is None:
        state.turn_data["control"] = now
        return
    if now == old:
        return
    objs = state.objects
    for oid in set(now) | set(old):
        o = objs.get(oid)
        if o is None or o.zone != Zone.BATTLEFIELD or o.phased_out:
            continue
        if now.get(oid, o.controller) != old.get(oid, o.controller):
            m = state.mut_light(oid)
            m.sick = True  # (leaving combat, 506.4, is combat's sync_combat)
            log(state, "control", "613.1b", f"{pname(state, now.get(oid, o.controller))} now controls "
                f"{name_of(state, oid)}", {"object": oid})
    state.turn_data["control"] = now


def _turn_begins(state: "GameState") -> None:
    """"Until your next turn" effects end as their controller's next turn begins (611.2b); then the
    controllers seen so far are remembered for the new turn."""
    gone = [e for e in state.effects if e.duration == "next_turn" and e.controller == state.active]
    if gone:
        for e in gone:
            if any(type(m) is ChangeController for m in e.mods):
                for oid in e.affected or ():
                    o = state.objects.get(oid)
                    if o is not None and o.zone == Zone.BATTLEFIELD:
                        state.mut_light(oid).sick = True  # 302.6: control reverts
        _end(state, gone)
        log(state, "effect", "611.2b", "\"until your next turn\" effects end")
    state.turn_data["control"] = _current_controllers(state)


TURN_BEGIN.append(_turn_begins)


def _cleanup_begins(state: "GameState", step: str) -> None:
    """"Until the end of your next turn": ends in the cleanup step of a later turn of its controller."""
    if step != Step.CLEANUP or not state.effects:
        return
    gone = [e for e in state.effects if e.duration == "end_of_next_turn" and e.controller == state.active
            and dict(e.data).get("turn", state.turn) < state.turn]
    if gone:
        _end(state, gone)
        log(state, "effect", "514.2", "\"until the end of your next turn\" effects end")


STEP_BEGIN.append(_cleanup_begins)


# ---------------------------------------------------------------- exile until, phasing, face up


@effect(E.ExileUntil)
def _exile_until(state, ctx, node, progress, answer):
    """610.3: exile until the source leaves the battlefield; the return happens immediately after it
    does. If it already left, nothing is exiled (610.3a–b)."""
    if node.until == "source_leaves" and not duration_started(state, ctx, "while_source_on_battlefield"):
        log(state, "exile", "610.3a", "nothing is exiled: the source has already left the battlefield")
        ctx.did = False
        return
    ids = [i for i in objects_of(state, ctx, node.what) if state.objects[i].zone == Zone.BATTLEFIELD
           and not state.objects[i].phased_out]
    plan = {"why": "exiled until its source leaves", "rule": "610.3", "cause": "effect"}
    out = [r for r in move_many(state, [(i, Zone.EXILE, dict(plan)) for i in ids]) if r is not None]
    remember(ctx, None, out)
    ctx.did = bool(out)
    if out:
        upcalls.note_exiled(state, ctx, out)  # 607.2a: "the exiled card", "cards exiled with ~"
        add_effect(state, ctx, (), tuple(out), "while_source_on_battlefield",
                   data=(("return", Zone.BATTLEFIELD), ("return_from", Zone.EXILE)))


@effect(E.PhaseOut)
def _phase_out(state, ctx, node, progress, answer):
    """702.26: phase out (610.4: "until" the source leaves — nothing happens if it already left)."""
    until = node.until == "source_leaves"
    if until and not duration_started(state, ctx, "while_source_on_battlefield"):
        log(state, "phase", "610.4b", "nothing phases out: the source has already left the battlefield")
        return
    ids = [i for i in objects_of(state, ctx, node.what) if state.objects[i].zone == Zone.BATTLEFIELD]
    out = phase_out(state, ids, how="until" if until else "direct", source=ctx.source if until else None)
    ctx.did = bool(out)
    if until and out:
        add_effect(state, ctx, (), tuple(out), "while_source_on_battlefield", data=(("phase_in", True),))


@effect(E.TurnFaceUp)
def _turn_face_up(state, ctx, node, progress, answer):
    for i in objects_of(state, ctx, node.what):
        turn_face_up(state, i)


# ---------------------------------------------------------------- copying spells (707.10)


@effect(E.CopySpell)
def copy_spell(state, ctx, node, progress, answer):
    """707.10: put copies of a spell or ability on the stack; "you may choose new targets for the copy"
    asks, for each target, whether to keep it or change it to another legal one (707.10c)."""
    if progress is None:
        env = env_of(state, ctx)
        n = amount(env, node.n)
        made = ()
        for i in resolve_ref(env, node.what):
            if i >= 0 and i in state.objects and state.objects[i].zone == Zone.STACK:
                made += tuple(create_stack_copy(state, i, ctx.controller) for _ in range(max(0, n)))
            elif i >= 0 and i not in state.objects and lki(state, i) is not None:
                # 608.2h: the spell left the stack: copy it as it last existed there
                made += tuple(c for c in (create_stack_copy_of_last_known(state, lki(state, i), ctx.controller)
                                          for _ in range(max(0, n))) if c is not None)
        ctx.memory["copies"] = made
        if not node.new_targets:
            for c in made:
                announce_copy(state, c)
            return
        progress = (made, 0, 0, 0)
    made, ci, si, pi = progress
    if answer is not None:
        set_target(state, made[ci], si, pi, answer)
        pi += 1
    while ci < len(made):
        cid = made[ci]
        targets = state.objects[cid].targets
        if si < len(targets) and si < len(target_specs(state, cid)):
            if pi < len(targets[si]):
                opts = new_target_options(state, cid, si, pi)
                if len(opts) > 1:
                    ask_effect(state, ctx, node, (made, ci, si, pi), "target", ctx.controller, opts,
                               f"Copy of {name_of(state, cid)}: keep its target or choose a new one "
                               "(707.10c)")
                    return
                pi += 1
                continue
            si, pi = si + 1, 0
            continue
        announce_copy(state, cid)
        ci, si, pi = ci + 1, 0, 0


def effects_from(state: "GameState", source: int) -> list[ContEffect]:
    """The continuous effects a source created (for inspection and tests)."""
    return [e for e in state.effects if e.source == source]


upcalls.install(end_source_durations)
