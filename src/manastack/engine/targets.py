"""Targets (115): which objects and players a target slot may choose, and whether chosen targets are
still legal on resolution (608.2b)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.memo import by_identity
from ..tree.abilities import Body, Keyword, Modal, SpellAbility, TargetSpec
from ..tree.filters import Filter
from .chars import chars
from .evaluate import Env, apnap, matches, objects_in_zone, resolve_ref
from .keywords import can_target
from .state import Ctx, is_player, pent, pid_of
from .influence import entity_in_range

if TYPE_CHECKING:
    from .state import GameState


def candidate_pool(state: "GameState", f: Filter) -> list[int]:
    if f.kind == "player":
        return [pent(p) for p in apnap(state)]
    if f.kind == "spell":
        out = list(state.stack)
    elif f.kind == "ability":
        out = list(state.stack)
    elif f.kind in ("card", "object") and f.zone:
        out = objects_in_zone(state, f.zone)
    elif f.kind in ("card", "object"):
        out = list(state.battlefield) + list(state.stack)
    else:
        out = [i for i in state.battlefield if not state.objects[i].phased_out]
    if f.or_player:
        out.extend(pent(p) for p in apnap(state))
    return out


def is_legal_target(state: "GameState", spec: TargetSpec, entity: int, source: int | None, controller: int,
                    env: Env | None = None) -> bool:
    if env is None:
        env = Env(state, source, controller)
    if entity >= 0 and entity not in state.objects:
        return False
    if entity >= 0 and entity == source and spec.filter.kind == "spell":
        return False  # 115.5: a spell or ability on the stack can't target itself
    if not matches(env, spec.filter, entity):
        return False
    if spec.targeting is not None and not _targets_one(env, entity, spec.targeting):
        return False
    if state.options.get("range_of_influence") is not None:
        if not entity_in_range(state, controller, entity):
            return False  # 801.4
    return can_target(state, entity, source, controller)


def _controller(state: "GameState", e: int) -> int | None:
    return chars(state, e).controller if e >= 0 and e in state.objects else None


def _owner(state: "GameState", e: int) -> int | None:
    o = state.objects.get(e) if e >= 0 else None
    return o.owner if o is not None else None


def _targets_one(env: Env, spell: int, what: Any) -> bool:
    """115.9b: does the spell ``spell`` target ``what`` (a reference, or a Filter one of its targets matches)?"""
    st = env.state
    o = st.objects.get(spell)
    if o is None:
        return False
    flt = what if type(what) is Filter else None
    wanted = () if flt is not None else set(resolve_ref(env, what))
    for slot in o.targets or ():
        for e in (slot if isinstance(slot, (tuple, list)) else (slot,)):
            if not isinstance(e, int) or not (e < 0 or e in st.objects):
                continue
            if e in wanted or flt is not None and matches(env, flt, e):
                return True
    return False


def legal_targets(state: "GameState", spec: TargetSpec, source: int | None, controller: int,
                  chosen: tuple = (), exclude: tuple = (), event: Any = None) -> list[int]:
    """The legal choices for one target slot (115.1, 601.2c). ``event``: a triggered ability's event, which its
    targets may name ("target creature that player controls", the player dealt damage; 603.3d)."""
    env = Env(state, source, controller)
    if event is not None:
        env.ctx = Ctx(0, source, controller, None, event=event)
    out = []
    taken = {_controller(state, e) for e in chosen} if spec.one_per_player and chosen else ()
    owner = _owner(state, chosen[0]) if spec.same_owner and chosen else None
    for e in candidate_pool(state, spec.filter):
        if e in chosen or e in exclude:
            continue
        if owner is not None and _owner(state, e) != owner:
            continue  # "from a single graveyard": the first target chosen fixes the graveyard (115.1, 404.1)
        if taken and _controller(state, e) in taken:
            continue  # one target per player (for each opponent, up to one target ... that player controls)
        if is_legal_target(state, spec, e, source, controller, env):
            out.append(e)
    return out


def body_has_satisfiable_targets(state: "GameState", body: Any, source: int | None, controller: int) -> bool:
    """Could targets be chosen for this body (601.2c; a modal body needs one choosable mode)?"""
    if body is None:
        return True
    if type(body) is Modal:
        ok = [m for m in body.modes if body_has_satisfiable_targets(state, m, source, controller)]
        return len(ok) >= max(1, body.min)
    if type(body) is Body:
        for spec in body.targets:
            if spec.min <= 0:
                continue
            legal = legal_targets(state, spec, source, controller)
            if spec.same_owner:  # enough of them in one graveyard (115.1)
                per: dict = {}
                for e in legal:
                    per[_owner(state, e)] = per.get(_owner(state, e), 0) + 1
                legal = [0] * max(per.values(), default=0)
            if len(legal) < spec.min:
                return False
        return True
    return True


def enchant_spec(c) -> TargetSpec | None:
    """303.4a: an Aura spell targets the object or player its enchant ability allows."""
    for ab in c.abilities:
        if type(ab) is Keyword and ab.name == "Enchant" and isinstance(ab.arg, Filter):
            return TargetSpec(ab.arg, 1, 1, "enchant")
    return None


# fn(state, spell object, body) -> body: a text-changing effect of the way the spell was cast (its ``paid`` tags),
# or an instruction a keyword adds to the spell (cipher, 702.99a); mechanic modules add them (overload,
# engine/mechanics/overload.py). Each must be cheap: it is asked whenever a spell's body is looked at.
SPELL_BODY_REWRITES: list = []


def spell_body(state: "GameState", oid: int, c=None) -> Any:
    """The body (targets and effect) of a spell: its spell ability for instants and sorceries
    (113.3a), the enchant target for Aura spells (303.4a), nothing for other permanent spells."""
    if c is None:
        c = chars(state, oid)
    for ab in c.abilities:
        if type(ab) is SpellAbility:
            if SPELL_BODY_REWRITES:
                o = state.objects.get(oid)
                if o is not None:
                    body = ab.body
                    for rw in SPELL_BODY_REWRITES:  # text changes chosen as it was cast (overload, 702.96a)
                        body = rw(state, o, body)
                    return body
            return ab.body
    if PERMANENT_SPELL_BODIES:
        for h in PERMANENT_SPELL_BODIES:  # a permanent spell that targets by the way it was cast (mutate, 702.140a)
            b = h(state, oid, c)
            if b is not None:
                return b
    if "Aura" in c.subtypes:
        return _aura_body(c.abilities)
    return _NO_BODY


# fn(state, spell object, chars) -> body or None: the target a permanent spell has by the way it was cast (a
# mutating creature spell targets a non-Human creature, 702.140a; engine/mechanics/mutate.py). Must be cheap.
PERMANENT_SPELL_BODIES: list = []
# cast-variant tag -> fn(state, card object, caster) -> the body the spell would have cast that way: what
# ``actions.castable`` checks targets against before the card is on the stack (mutate, 702.140a)
VARIANT_SPELL_BODIES: dict = {}


_NO_BODY = Body()  # (tree nodes are frozen: one shared empty body for every permanent spell without one)


@by_identity()  # (characteristics share their abilities tuples: one Body per Aura's abilities, not one per ask)
def _aura_body(abilities: tuple) -> Any:
    """303.4a: an Aura spell's body, targeting what its enchant ability allows (none: no target)."""
    for ab in abilities:
        if type(ab) is Keyword and ab.name == "Enchant" and isinstance(ab.arg, Filter):
            return Body(targets=(TargetSpec(ab.arg, 1, 1, "enchant"),))
    return _NO_BODY


def criminal_target(state: "GameState", pid: int, e: int) -> bool:
    """700.13: a target that makes casting or activating (or putting a triggered ability on the stack) a crime: an
    opponent, a permanent, spell or ability an opponent controls, or a card in an opponent's graveyard."""
    if is_player(e):
        return pid_of(e) != pid
    o = state.objects.get(e)
    if o is None:
        return False
    if o.zone == "battlefield":
        return chars(state, e).controller != pid
    if o.zone == "stack":
        return o.controller != pid
    return o.zone == "graveyard" and o.owner != pid
