"""Copies (707) and face-down permanents turning face up (708.8).

- Copiable values (707.2) are layer 1's result (``charvalues.copiable_values``): the printed values (or
  prototype values, 718.3c–d; or a token's or copy's own values), modified by copy effects and by
  face-down status. ``copiable_spec`` locks them in as plain data (``CopiableValues``).
- A copy effect from a resolving spell or ability locks in its values as it begins (707.2b), with its
  exceptions folded in (707.9a–b) — ``lock_copy``.
- "You may have this creature enter as a copy of ..." (707.5) is a replacement (``Replacement`` kind
  ``"enters_as_copy"``; ``arg`` a ``Filter`` for the permanents it may copy, or a ``CopyOf`` whose ``of``
  names them and which carries the exceptions, 707.9): as the permanent would enter, the move waits for
  its controller's choice (707.6), then it enters with the copied values (``copy_of``), so its own
  "enters" abilities see them (707.5).
- Copying a spell or ability (707.10) puts a copy on the stack with the original's choices, controlled
  and owned by the player who copies it; "you may choose new targets" (707.10c) asks per target.
"""
from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ..core.types import Zone
from ..tree.abilities import Body, Modal, Replacement
from ..tree.continuous import CopiableValues, CopyOf
from ..tree.filters import Filter
from ..tree.refs import Each
from .chars import name_of
from .charvalues import apply_copy, chars_of_values, copiable_prepare, copiable_prototyped, copiable_values, values_of, base_chars
from .events import ZONE_REPLACERS, fire, fire_target, log, move_many, pname
from .loop import ask, push, task
from .state import GameObject, is_player, pent, pid_of
from .support import IMPLEMENTED_REPLACEMENTS
from .evaluate import Env, resolve_ref
from .targets import legal_targets, spell_body

if TYPE_CHECKING:
    from .state import GameState


def copiable_spec(state: "GameState", oid: int) -> CopiableValues:
    """707.2: an object's copiable values as plain data (what a token that's a copy of it starts with)."""
    return _proto(state, oid, values_of(copiable_values(state, oid)))


def _proto(state: "GameState", oid: int, v: CopiableValues) -> CopiableValues:
    """718.3c-d: a copy of a prototyped spell or permanent is prototyped too. 722.2b: a prepare spell is part of
    the copiable values (a token copy of a preparation creature has its prepare spell, 722.3c's example)."""
    if copiable_prototyped(state, oid):
        v = replace(v, prototyped=True)
    prep = copiable_prepare(state, oid)
    if prep is not None:
        v = replace(v, prepare=prep)
    return v


def excepted_spec(state: "GameState", env: "Env", oid: int, also: tuple) -> CopiableValues:
    """707.2, 707.9a-b: an object's copiable values with a copy effect's exceptions folded in ("create a token
    that's a copy of it, except it isn't legendary")."""
    return _proto(state, oid, _folded(state, env, copiable_values(state, oid), CopyOf(also=also)))


def last_known_spec(state: "GameState", env: "Env", snap: dict, also: tuple) -> CopiableValues | None:
    """707.2, 608.2h: the copiable values of an object that has left the battlefield, as it last existed there
    (with a copy effect's exceptions folded in, 707.9a-b); None when they weren't recorded."""
    v = snap.get("copiable")
    if v is None:
        return None
    out = _folded(state, env, chars_of_values(v, env.controller), CopyOf(also=also)) if also else v
    if snap.get("prototyped"):
        from dataclasses import replace

        out = replace(out, prototyped=True)
    return out


def lock_copy(state: "GameState", env: "Env", m: CopyOf) -> CopyOf | None:
    """707.2b: the copiable values a copy effect from a resolving spell or ability grants are fixed as it
    begins; its exceptions become part of them (707.9a–b). None when there is nothing to copy."""
    if m.values is not None:
        return m
    for e in resolve_ref(env, m.of):
        if e >= 0 and e in state.objects:
            return CopyOf(keep=m.keep, values=_proto(state, e, _folded(state, env, copiable_values(state, e), m)))
    return None


def _folded(state: "GameState", env: "Env", v, m: CopyOf) -> CopiableValues:
    c = v.copy()
    apply_copy(state, c, v, CopyOf(also=m.also, keep=()), env)
    return values_of(c)


# ---------------------------------------------------------------- entering as a copy (707.5, 707.6)


def _copy_replacement(state: "GameState", oid: int, plan: dict) -> Replacement | None:
    o = state.objects[oid]
    if plan.get("face_down") or o.kind == "ability":
        return None  # 708.3: a permanent entering face down has no abilities
    for ab in base_chars(state, o).abilities:
        if type(ab) is Replacement and ab.kind == "enters_as_copy" and isinstance(ab.arg, (CopyOf, Filter)):
            return ab
    return None


def _copy_spec(rep: Replacement) -> CopyOf:
    """The copy effect an "enters as a copy" replacement makes: a bare Filter copies a permanent it
    matches, with no exceptions."""
    a = rep.arg
    if isinstance(a, CopyOf):
        return a
    if a.kind == "permanent" or not a.kind:
        return CopyOf(Each(a))
    return CopyOf(Each(Filter(**{**{k: getattr(a, k) for k in Filter.__dataclass_fields__}, "kind": "permanent"})))


def _enter_as_copy(state: "GameState", oid: int, plan: dict) -> bool:
    """ZONE_REPLACERS hook: a permanent with "enter as a copy" about to enter waits for the choice."""
    if plan.get("to") != Zone.BATTLEFIELD or "copy_choice" in plan:
        return False
    if _copy_replacement(state, oid, plan) is None:
        return False
    plan["cancel"] = True
    kw = {k: v for k, v in plan.items() if k not in ("to", "cancel")}
    push(state, "enter_as_copy", oid, tuple(sorted(kw.items())))
    return True


ZONE_REPLACERS.append(_enter_as_copy)
IMPLEMENTED_REPLACEMENTS.add("enters_as_copy")


@task("enter_as_copy")
def enter_as_copy(state: "GameState", oid: int, kw: tuple, choice: tuple | None = None) -> None:
    """707.5–707.6: the entering permanent's controller chooses what it copies (or nothing), then it
    enters as that copy."""
    o = state.objects.get(oid)
    plan = dict(kw)
    if o is None:
        return
    rep = _copy_replacement(state, oid, plan)
    if rep is None:
        return
    spec = _copy_spec(rep)
    ctrl = plan.get("controller")
    if ctrl is None:
        ctrl = o.controller if o.zone == Zone.STACK else o.owner
    env = Env(state, oid, ctrl)
    if choice is None:
        together = set(plan.get("entering_with") or ())  # 614.12: not what enters at the same time
        cands = [e for e in resolve_ref(env, spec.of) if e >= 0 and e != oid
                 and not (together and e in state.objects and state.objects[e].uid in together)]
        opts = tuple(("choose", e) for e in cands) + (("no",),)
        ask(state, "choose_cards", ctrl, opts,
            f"{name_of(state, oid)} may enter as a copy of a permanent (707.5): choose one, or no",
            ("enter_as_copy", oid, kw))
        return
    plan["copy_choice"] = choice[0]
    if choice[0] == "choose" and choice[1] in state.objects:
        src = choice[1]
        values = _proto(state, src, _folded(state, env, copiable_values(state, src), spec))
        plan["copy_of"] = _keep(state, oid, values, spec.keep)
        log(state, "copy", "707.5", f"{name_of(state, oid)} enters as a copy of {name_of(state, src)}")
    move_many(state, [(oid, Zone.BATTLEFIELD, plan)])


def _keep(state: "GameState", oid: int, values: CopiableValues, keep: tuple) -> CopiableValues:
    """707.9c: characteristics the copy effect doesn't copy keep the entering object's own values."""
    if not keep:
        return values
    from dataclasses import replace


    own = values_of(base_chars(state, state.objects[oid]))
    return replace(values, **{k: getattr(own, k) for k in keep if hasattr(own, k)})


# ---------------------------------------------------------------- copying spells and abilities (707.10)


def create_stack_copy(state: "GameState", orig: int, controller: int) -> int:
    """707.10: put a copy of a spell or ability on the stack with every choice made for it (modes,
    targets, X, costs paid, division). The copy of a spell has the spell's copiable values (prototype
    values included, 718.3c) and is owned and controlled by ``controller``; a copy of an ability has
    the same source (707.10b)."""
    o = state.objects[orig]
    nid = state.new_id()
    if o.kind == "ability":
        n = GameObject(nid, 0, None, controller, Zone.STACK, "ability")
        n.source = o.source
        n.ability = o.ability
        n.event = o.event
        n.source_name = o.source_name
    else:
        n = GameObject(nid, state.next_uid, o.card, controller, Zone.STACK, "copy")
        state.next_uid += 1
        n.copy_of = copiable_spec(state, orig)
        n.face = o.face
        n.alt = o.alt
    n.controller = controller
    n.x = o.x
    n.modes = o.modes
    n.targets = o.targets
    # 707.10: the copy has the choices made for the original, its alternative and additional costs included,
    # but no mana was spent to cast it (adamant, sunburst: the ``spent_<color>`` tags stay with the original)
    n.paid = frozenset(t for t in o.paid if not t.startswith("spent_")) if o.paid else o.paid
    n.divide = o.divide
    n.timestamp = state.new_ts()
    n.sick = False
    state.add_object(n)
    state.stack.append(nid)
    log(state, "copy", "707.10",
        f"{pname(state, controller)} puts a copy of {name_of(state, orig)} on the stack", {"object": nid, "of": orig})
    if n.kind == "copy":  # a copy of a spell (not of an ability): "whenever you copy a spell" sees it
        fire(state, {"kind": "copy_spell", "object": nid, "player": controller})
    return nid


def create_stack_copy_of_last_known(state: "GameState", snap: dict, controller: int) -> int | None:
    """707.10, 608.2h: a copy of a spell that has left the stack ("copy that spell" resolving after the spell
    was countered): the spell as it last existed there, with its choices. None when that wasn't recorded."""
    rec = snap.get("spell")
    if not rec:
        return None
    nid = state.new_id()
    n = GameObject(nid, state.next_uid, rec["card"], controller, Zone.STACK, "copy")
    state.next_uid += 1
    values = rec["copiable"]
    if rec.get("prototyped"):
        from dataclasses import replace

        values = replace(values, prototyped=True)
    n.copy_of = values
    n.face, n.alt, n.x, n.modes = rec["face"], rec["alt"], rec["x"], rec["modes"]
    n.targets, n.paid, n.divide = rec["targets"], rec["paid"], rec["divide"]
    n.controller = controller
    n.timestamp = state.new_ts()
    n.sick = False
    state.add_object(n)
    state.stack.append(nid)
    log(state, "copy", "707.10", f"{pname(state, controller)} puts a copy of {snap.get('name') or rec['card']} "
        "on the stack (as it last existed)", {"object": nid})
    return nid


def target_specs(state: "GameState", oid: int) -> list:
    """The target slots of a spell or ability on the stack, in order (per chosen mode)."""
    o = state.objects[oid]
    body = o.ability.body if o.kind == "ability" else spell_body(state, oid)
    if type(body) is Modal:
        bodies = [body.modes[i] for i in o.modes]
    else:
        bodies = [body] if type(body) is Body else []
    return [spec for b in bodies for spec in b.targets]


def target_source(state: "GameState", oid: int) -> int | None:
    o = state.objects[oid]
    return o.source if o.kind == "ability" else oid


def new_target_options(state: "GameState", copy: int, slot: int, pos: int) -> tuple:
    """707.10c: keep the target, or change it to another legal target."""
    o = state.objects[copy]
    specs = target_specs(state, copy)
    if slot >= len(specs):
        return (("keep",),)
    current = o.targets[slot]
    others = tuple(e for i, e in enumerate(current) if i != pos)
    legal = legal_targets(state, specs[slot], target_source(state, copy), o.controller, chosen=others)
    opts = [("keep",)]
    for e in legal:
        if e == current[pos]:
            continue
        opts.append(("target_player", pid_of(e)) if is_player(e) else ("target", e))
    return tuple(opts)


def set_target(state: "GameState", copy: int, slot: int, pos: int, choice: tuple) -> None:
    if choice[0] == "keep":
        return
    e = pent(choice[1]) if choice[0] == "target_player" else choice[1]
    o = state.mut(copy)
    t = list(o.targets)
    s = list(t[slot])
    s[pos] = e
    t[slot] = tuple(s)
    o.targets = tuple(t)


def announce_copy(state: "GameState", copy: int) -> None:
    """The copy's targets are final: it becomes the target of those objects."""
    for t in state.objects[copy].targets:
        for e in t:
            if e >= 0:
                fire_target(state, e, copy)


# ---------------------------------------------------------------- turning face up (708.8)


def turn_face_up(state: "GameState", oid: int, rule: str = "708.8") -> bool:
    """708.8: a face-down permanent turns face up: its copiable values revert to its normal ones (or to
    values it copied, 708.10); effects already applying to it keep applying; it gets a new timestamp
    (613.7f). Nothing about entering the battlefield happens."""
    o = state.objects.get(oid)
    if o is None or o.zone != Zone.BATTLEFIELD or not o.face_down:
        return False
    if o.alt in ("manifest", "cloak") and o.card is not None and o.kind == "card":
        up = o.copy()
        up.face_down = False
        if base_chars(state, up).types & {"Instant", "Sorcery"}:
            # 701.40g, 701.58g: a manifested or cloaked instant or sorcery card is revealed and stays face down
            log(state, "reveal", "701.40g", f"the face-down permanent is revealed ({o.card}) and stays face down",
                {"object": oid, "card": o.card})
            return False
    m = state.mut(oid)
    m.face_down = False
    if m.alt in ("morph", "disguise", "manifest", "cloak"):
        m.alt = None  # the morph, disguise, manifest or cloak effect ends (702.37e, 702.168d, 701.40a, 701.58a)
    m.timestamp = state.new_ts()
    log(state, "face_up", rule, f"A face-down permanent is turned face up: it is {name_of(state, oid)}",
        {"object": oid})
    fire(state, {"kind": "turned_face_up", "object": oid})
    return True


def turn_face_down(state: "GameState", oid: int, rule: str = "708.2a") -> bool:
    """708.2a: a face-up permanent turned face down becomes a 2/2 face-down creature (a face-down one
    can't be turned face down, 708.2b); new timestamp (613.7f)."""
    o = state.objects.get(oid)
    if o is None or o.zone != Zone.BATTLEFIELD or o.face_down:
        return False
    name = name_of(state, oid)
    m = state.mut(oid)
    m.face_down = True
    m.timestamp = state.new_ts()
    log(state, "face_down", rule, f"{name} is turned face down", {"object": oid})
    return True
