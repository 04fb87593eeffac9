"""Replacement and prevention effects (614, 615, 616).

Every replaceable event is proposed as a plain dict (``{"kind": "zone", "object": ..., "to": ...}``,
``{"kind": "damage", ...}``, ``"draw"``, ``"counters"``, ``"tokens"``, ``"life_gain"``, ``"roll"``,
``"flip"``) and run through :func:`replace_event`:

1. the applicable effects are collected: static ``Replacement`` abilities of permanents (and of the
   moving object itself), effects created by resolving spells (``CreateReplacement``, prevention and
   regeneration shields in ``state.shields``), self-replacement effects of the resolving effect
   (614.15), and the rules' own (protection 702.16e, flashback 702.34a);
2. self-replacement effects go first (616.1a); otherwise, when several apply, the affected object's
   controller (or owner) or the affected player chooses one (616.1) — a ``replacement_order``
   Decision — unless every order gives the same result;
3. the chosen one rewrites the event (614.6); the process repeats on the new event(s) with that effect
   excluded: each effect applies to an event once (614.5, 616.1f), and effects that became applicable
   apply too (616.2).

Effects are pure rewrites of the event dicts; what they do besides (using up a shield, regenerating)
comes out as extra events the event function carries out after all choices are made.

Choices in the middle of an event (this one, and any other ``need_choice``) are Decisions resumable
from plain data: the engine's run loop keeps a rollback point whenever replacement effects exist;
:func:`need_choice` raises :class:`~manastack.engine.loop.Suspend`, the game returns to that point with
the question pending, and the answer is replayed into the same point of the (deterministic) run.

Replacement kinds (``Replacement.kind``; ``arg`` a tuple of (key, value) pairs unless noted;
``affected`` a reference or filter for the object or player the event affects):

- ``"move_instead"`` (614.1a): ``from``/``to`` zones the event must have (either may be absent),
  ``zone`` where it goes instead, ``position`` for libraries ("top", "bottom", "shuffle").
- ``"prevent_damage"`` (615): ``amount`` (absent: all), ``combat`` (only combat damage), ``from`` (a
  Filter the source matches). ``affected``: what would be dealt the damage.
- ``"damage_mult"`` (614.1a, 701.10g): ``mult``, ``add``, ``from``; ``affected``: the recipient.
- ``"redirect_damage"`` (614.9): ``to``: a reference to the new recipient; ``affected``: the old one;
  ``combat`` (only combat damage), ``from`` (a Filter the source matches).
- ``"draw_instead"`` (614.11): ``n`` cards instead of one (0: nothing), or ``win``/``lose`` True;
  ``except_step_draw``: not the first card drawn in the draw step (504.1).
- ``"counters_mult"`` (614.16): ``mult``, ``add``, ``counter`` (only that kind).
- ``"tokens_mult"`` (614.16): ``mult``; ``affected``: the player who would control them.
- ``"life_gain_mult"`` (119.10): ``mult``, ``add``.
- ``"roll_extra"`` (706.2b, 706.6): ``extra`` more dice are rolled and the highest is used
  (``keep``: "highest", "lowest" or "choose").
- ``"flip_extra"`` (705): ``extra`` more coins are flipped and the player chooses which to use.
- ``"skip_step"`` (614.1b, 614.10): ``step``; ``affected``: the player whose step it is.
- ``"enters_tapped"``, ``"enters_with_counters"`` (614.1c–d, 614.12; ``arg`` = (counter kind, n)):
  for the permanent itself (``affected`` This) or for other permanents entering (a Filter).
"""
from __future__ import annotations

import json
from typing import Any, Callable

from ..tree.abilities import Keyword, Replacement
from ..tree.base import encode
from ..tree.effects import Effect
from ..tree.filters import Filter
from ..tree.refs import Ref, This
from . import upcalls
from .chars import chars, name_of
from .events import (
    COUNTER_REPLACERS, DAMAGE_REPLACERS, DRAW_REPLACERS, LIFE_GAIN_REPLACERS, TOKEN_REPLACERS, ZONE_REPLACERS, log,
    lose_game, draw, fire,
)
from .mechanics_hooks import STACK_EXILE_TAGS
from .loop import CHECKPOINT, CHECKPOINTED, ON_SUSPEND, Suspend, actor_for, task
from .state import GameState, is_player, pent, pid_of
from .decision import Decision
from .evaluate import amount, apnap, condition_holds, Env, matches, resolve_ref
from .keywords import can_enchant, protected_from


REPLACEMENT_ORDER = "replacement_order"

# Which event each replacement kind watches.
KIND_EVENT = {
    "move_instead": "zone", "prevent_damage": "damage", "damage_mult": "damage", "redirect_damage": "damage",
    "draw_instead": "draw", "counters_mult": "counters", "tokens_mult": "tokens", "life_gain_mult": "life_gain",
    "roll_extra": "roll", "flip_extra": "flip", "skip_step": "step",
}
ETB_KINDS = ("enters_tapped", "enters_with_counters", "as_enters_choose", "as_enters", "may_enter_with_counters",
             "escapes_with_counters")
# "enters [with a status]" kinds mechanic modules carry out: kind -> fn(state, oid, controller, Replacement), called
# as the permanent enters (e.g. "enters prepared", 722.3a: engine/mechanics/prepare.py)
ETB_MARKS: dict = {}


# ---------------------------------------------------------------- choices in the middle of a task


def need_choice(state: "GameState", kind: str, player: int, options: tuple, prompt: str, info: Any = None) -> Any:
    """Ask ``player`` a question in the middle of an event and return the answer. The first time, this
    raises :class:`Suspend` (the game rolls back to the run's checkpoint with the question pending);
    when the run is replayed with the answer, the answer is returned here."""
    rec = state.designations.get("replay")
    if rec is not None:
        given, pos = rec
        if pos < len(given):
            ans = given[pos]
            state.designations["replay"] = (given, pos + 1)
            if ans not in options:
                raise RuntimeError(f"replayed answer {ans!r} is not an option of {kind} (the replay diverged)")
            return ans
    if len(options) == 1:
        return options[0]
    if id(state) not in CHECKPOINTED:
        # outside the engine's run loop (a test poking events directly): take the first option
        log(state, "choice", "616.1", f"{prompt}: no decision point here, the first option is taken")
        return options[0]
    raise Suspend(kind, player, options, prompt, info, rec[0] if rec is not None else ())


def _on_suspend(state: "GameState", snap: "GameState | None", s: Suspend | None) -> None:
    """Roll ``state`` back to ``snap`` and ask the suspended question; without a snapshot, the run is
    over: forget the replayed answers."""
    if snap is None:
        if "replay" in state.designations:
            del state.designations["replay"]
        return
    for slot in GameState.__slots__:
        setattr(state, slot, getattr(snap, slot))
    rec = state.designations.get("replay")
    pos = rec[1] if rec is not None else 0
    if state.agenda and state.agenda[-1][0] == "mid_event_answer":
        state.agenda.pop()  # superseded by the new question (its answer is in s.given)
        pos = 0
    state.designations = dict(state.designations)
    state.designations.pop("replay", None)
    state.touch()
    state.decision = Decision(s.kind, actor_for(state, s.player), s.player, s.options, s.prompt,
                              ("mid_event_answer", tuple(s.given), pos), None, s.info)


@task("mid_event_answer")
def mid_event_answer(state: "GameState", given: tuple, pos: int, choice: Any) -> None:
    """Replay the run with the answers given so far (616.1 choices in the middle of an event)."""
    state.designations["replay"] = (tuple(given) + (choice,), pos)
    state.touch()


CHOOSY_KINDS = frozenset({"flip_extra", "roll_extra"})


def _checkpoint_needed(state: "GameState") -> bool:
    """Could a choice arise in the middle of the next task? Only when two replacement or prevention
    effects exist (or one that asks by itself, or one beside protection). Uses the replacement index
    as of the last event (events refresh it), so it costs nothing in games without such effects."""
    des = state.designations
    if "replay" in des or "commanders" in des:  # (a Commander game may ask in the middle of an event: 903.9b)
        return True
    tc = state._tcache
    ns = len(state.shields)
    ck = state._ckpt  # (the answer for this trigger index and number of shields)
    if ck is None or ck[0] is not tc or ck[1] != ns:
        ck = state._ckpt = (tc, ns, _effects_may_ask(tc, ns))
    if ck[2]:
        return True
    pool = state.pool
    defs = getattr(pool, "_defs", None)
    if not defs:
        return False
    flags = pool.__dict__.get("_ckpt_flags")  # (the two pool tests below, cached per pool and registry size)
    if flags is None or flags[0] != len(defs) or flags[1] != len(MID_EVENT_KEYWORDS) \
            or flags[2] != len(CHOOSY_ETB_KEYWORDS):
        flags = pool._ckpt_flags = (len(defs), len(MID_EVENT_KEYWORDS), len(CHOOSY_ETB_KEYWORDS),
                                    _pool_has_choosy_etb(pool),
                                    bool(MID_EVENT_KEYWORDS) and _pool_has_mid_event_keyword(pool))
    if flags[3]:
        ag = state.agenda
        if ag and ag[-1][0] in _CHOOSY_TASKS:
            return True  # something may enter with an "as it enters, choose" replacement (614.12a)
    return flags[4]


_CHOOSY_TASKS = frozenset({"resolve_top", "effect", "priority_choice"})


def _effects_may_ask(tc: tuple | None, n: int) -> bool:
    """616.1: two replacement or prevention effects (``n`` shields and the permanents' replacement abilities of the
    trigger index ``tc``), one that asks by itself, or one beside protection."""
    if tc is not None and len(tc) > 2:
        for _, _, _, rep in tc[2]:
            if rep.kind in CHOOSY_KINDS:
                return True
            if rep.kind in KIND_EVENT:
                n += 1
    if n >= 2:
        return True
    return n == 1 and tc is not None and any("Protection" in c.keywords for c in tc[0].values())


def _pool_has_mid_event_keyword(pool: Any) -> bool:
    """Does any card compiled in this pool have a MID_EVENT_KEYWORDS keyword? (Cached per pool size.)"""
    defs = getattr(pool, "_defs", None)
    if not defs:
        return False
    n = len(defs)
    hit = pool.__dict__.get("_mid_event")
    if hit is None or hit[0] != n:
        hit = pool._mid_event = (n, any(type(a) is Keyword and a.name in MID_EVENT_KEYWORDS
                                        for d in defs.values() for f in d.faces for a in f.abilities))
    return hit[1]


# keywords whose ability may ask in the middle of a task (dredge's "you may" as a draw is replaced, 702.52a): in a
# game whose cards include one (cached per card pool size), every run keeps a rollback point; mechanic modules add
# names
MID_EVENT_KEYWORDS: set[str] = set()


CHOOSY_ETB = frozenset({"as_enters_choose", "as_enters"})
# keywords whose permanent chooses something as it enters (read ahead 702.155b, riot 702.136a, unleash 702.98a):
# mechanic modules add names
CHOOSY_ETB_KEYWORDS: set = set()


def _pool_has_choosy_etb(pool: Any) -> bool:
    """Does any card compiled in this pool choose something as it enters? (Cached per pool size.)"""
    defs = getattr(pool, "_defs", None)
    if not defs:
        return False
    hit = getattr(pool, "_choosy_etb", None)
    if hit is not None and hit[0] == len(defs):
        return hit[1]
    abilities = [a for d in defs.values() for f in d.faces for a in f.abilities]
    flag = any((type(a) is Replacement and a.kind in CHOOSY_ETB)
               or (type(a) is Keyword and a.name in CHOOSY_ETB_KEYWORDS) for a in abilities)
    if not flag:
        # a token that chooses as it enters, created by an effect (702.82a: Dragon Broodmother's Dragon with devour 2)
        flag = any((type(n) is Keyword and n.name in CHOOSY_ETB_KEYWORDS)
                   or (type(n) is Replacement and n.kind in CHOOSY_ETB)
                   for a in abilities if type(a) is not Keyword for n in a.walk() if n is not a)
    if not flag and any(type(a) is Keyword and a.name == "Enchant" for a in abilities):
        # 303.4f: an Aura put onto the battlefield by an effect asks what it enchants as it enters -- only
        # with an effect that puts something onto the battlefield (an Aura spell resolving doesn't ask)
        flag = any(getattr(n, "to", None) == "battlefield" or getattr(n, "zone", None) == "battlefield"
                   for a in abilities for n in a.walk() if isinstance(n, Effect))
    pool._choosy_etb = (len(defs), flag)
    return flag


CHECKPOINT.append(_checkpoint_needed)
ON_SUSPEND.append(_on_suspend)


# ---------------------------------------------------------------- candidates


def rargs(rep: Any) -> dict:
    """A Replacement's ``arg`` as a dict (from a tuple of (key, value) pairs)."""
    a = rep.arg
    if isinstance(a, tuple) and a and all(isinstance(p, tuple) and len(p) == 2 and isinstance(p[0], str) for p in a):
        return dict(a)
    return {}


class Cand:
    """One applicable replacement or prevention effect (not stored in the game)."""

    __slots__ = ("key", "kind", "source", "controller", "rep", "args", "self_rep", "data")

    def __init__(self, key: tuple, kind: str, source: int | None, controller: int, rep: Any = None,
                 args: dict | None = None, self_rep: bool = False, data: Any = None):
        self.key = key
        self.kind = kind
        self.source = source
        self.controller = controller
        self.rep = rep
        self.args = args if args is not None else {}
        self.self_rep = self_rep
        self.data = data

    def describe(self, state: "GameState") -> str:
        src = name_of(state, self.source) if self.source is not None and self.source in state.objects else ""
        what = {"protection": "protection", "prevent_shield": "prevention shield", "regenerate": "regeneration",
                "flashback": "flashback"}.get(self.kind, self.kind.replace("_", " "))
        return f"{what} ({src})" if src else what


def replacement_index(state: "GameState") -> list:
    """(source, controller, ability index, Replacement) for every permanent's replacement abilities."""
    trigger_index(state)
    return state._tcache[2]


def affected_entity(ev: dict) -> int | None:
    k = ev["kind"]
    if k in ("zone", "counters"):
        return ev["object"]
    if k == "damage":
        return ev["target"]
    if k in ("draw", "life_gain", "roll", "flip", "step"):
        return pent(ev["player"])
    if k == "tokens":
        return pent(ev["controller"])
    return None


def chooser(state: "GameState", ev: dict) -> int:
    """616.1: the affected player, or the affected object's controller (its owner if it has none)."""
    e = affected_entity(ev)
    if e is None:
        return state.active
    if is_player(e):
        return pid_of(e)
    o = state.objects.get(e)
    if o is None:
        return state.active
    if o.zone in ("battlefield", "stack"):
        return chars(state, e).controller
    return o.owner


def _affects(state: "GameState", source: int | None, controller: int, affected: Any, entity: int,
             locked: tuple | None = None) -> bool:
    if locked is not None:
        return entity in locked
    if affected is None:
        return True
    if isinstance(affected, Filter):
        return matches(Env(state, source, controller), affected, entity)
    if type(affected) is This:
        return entity == source
    if isinstance(affected, Ref):
        return entity in resolve_ref(Env(state, source, controller), affected)
    return False


def _source_matches(state: "GameState", f: Any, ev: dict, c: Cand) -> bool:
    """Whether the damage event's source is the one the replacement names (``from``): ~ itself, or an object
    matching a Filter seen from the replacement's controller and source ("a red source you control",
    "another source")."""
    if f is None:
        return True
    src = ev.get("source")
    if type(f) is This:
        return src is not None and src == c.source
    if src is None or src not in state.objects:
        return False
    if isinstance(f, Filter) and f.kind == "permanent":
        f = Filter(**{**{k: getattr(f, k) for k in Filter.__dataclass_fields__}, "kind": "object"})
    return matches(Env(state, c.source, c.controller), f, src)


# applies(state, cand, ev) -> bool and apply(state, cand, ev) -> list of events
Applier = Callable[["GameState", Cand, dict], list]
APPLIES: dict[str, Callable[["GameState", Cand, dict], bool]] = {}
APPLY: dict[str, Applier] = {}


def kind(name: str):
    def deco(fns):
        applies, apply = fns
        APPLIES[name] = applies
        APPLY[name] = apply
        return fns
    return deco


def _with(ev: dict, **changes: Any) -> dict:
    d = dict(ev)
    d.update(changes)
    return d


def _static_cands(state: "GameState", ev: dict, applied: tuple, out: list) -> None:
    evk = ev["kind"]
    ent = affected_entity(ev)
    for src, ctrl, i, rep in replacement_index(state):
        if KIND_EVENT.get(rep.kind) != evk:
            continue
        key = ("static", src, i)
        if key in applied:
            continue
        if ent is not None and not _affects(state, src, ctrl, rep.affected, ent):
            continue
        if rep.condition is not None and not condition_holds(Env(state, src, ctrl), rep.condition):
            continue
        c = Cand(key, rep.kind, src, ctrl, rep, rargs(rep))
        if APPLIES[rep.kind](state, c, ev):
            out.append(c)


def _own_cands(state: "GameState", ev: dict, applied: tuple, out: list) -> None:
    """A moving object's own replacement abilities (e.g. "If this card would be put into a graveyard
    from anywhere, ... instead") apply from whatever zone it is in."""
    oid = ev["object"]
    o = state.objects.get(oid)
    if o is None:
        return
    if o.zone == "battlefield":
        return  # in the index already
    c0 = chars(state, oid)
    for i, rep in enumerate(c0.abilities):
        if type(rep) is not Replacement or rep.kind != "move_instead" or type(rep.affected) is not This:
            continue
        key = ("static", oid, i)
        if key in applied:
            continue
        c = Cand(key, rep.kind, oid, o.owner, rep, rargs(rep))
        if APPLIES[rep.kind](state, c, ev):
            out.append(c)


def _shield_cands(state: "GameState", ev: dict, applied: tuple, out: list) -> None:
    evk = ev["kind"]
    for sh in state.shields:
        tag = sh[0]
        if tag == "prevent" and evk == "damage":
            _, sid, ctrl, remaining, target, combat_only, source = sh[:7]
            key = ("shield", sid)
            if key in applied or ev["amount"] <= 0 or ev.get("unpreventable"):
                continue
            if combat_only and not ev.get("combat"):
                continue
            if target is not None and target != ev["target"]:
                continue
            if source is not None and source != ev.get("source"):
                continue
            out.append(Cand(key, "prevent_shield", None, ctrl, data=(sid, remaining)))
        elif tag == "regen" and evk == "zone":
            _, sid, oid = sh[:3]
            key = ("shield", sid)
            if key in applied or oid != ev["object"] or ev.get("cause") != "destroy" or ev.get("from") != "battlefield" \
                    or ev.get("no_regen"):
                continue
            if oid in state.objects and state.objects[oid].zone == "battlefield":
                rc = chars(state, oid)
                if rc.restricted("cant_be_regenerated"):  # 701.19c: "it can't be regenerated"
                    continue
                out.append(Cand(key, "regenerate", oid, rc.controller, data=sid))
        elif tag == "rep":
            _, sid, ctrl, source, rep, locked, uses = sh[:7]
            if KIND_EVENT.get(rep.kind) != evk:
                continue
            key = ("shield", sid)
            if key in applied:
                continue
            ent = affected_entity(ev)
            if ent is not None and not _affects(state, source, ctrl, rep.affected, ent, locked):
                continue
            c = Cand(key, rep.kind, source, ctrl, rep, rargs(rep), data=(sid, uses))
            if APPLIES[rep.kind](state, c, ev):
                out.append(c)


def _self_cands(state: "GameState", ev: dict, applied: tuple, out: list) -> None:
    """614.15: self-replacement effects of the effect now happening."""
    for i, (source, ctrl, rep, locked) in enumerate(state.turn_data.get("self_rep") or ()):
        if KIND_EVENT.get(rep.kind) != ev["kind"]:
            continue
        key = ("self", i, source)
        if key in applied:
            continue
        ent = affected_entity(ev)
        if ent is not None and not _affects(state, source, ctrl, rep.affected, ent, locked):
            continue
        c = Cand(key, rep.kind, source, ctrl, rep, rargs(rep), self_rep=True)
        if APPLIES[rep.kind](state, c, ev):
            out.append(c)


def _rule_cands(state: "GameState", ev: dict, applied: tuple, out: list) -> None:
    evk = ev["kind"]
    if evk == "damage":
        key = ("rule", "protection", ev["target"])
        tgt = ev["target"]
        if key not in applied and ev["amount"] > 0 and not ev.get("unpreventable") and not is_player(tgt) \
                and tgt in state.objects and "Protection" in chars(state, tgt).keywords:
            if protected_from(state, tgt, ev.get("source")):
                out.append(Cand(key, "protection", tgt, chars(state, tgt).controller))
    elif evk == "zone":
        o = state.objects.get(ev["object"])
        key = ("rule", "flashback", ev["object"])
        # (702.127a: an aftermath half cast from a graveyard is exiled the same way; jump-start 702.133a ...)
        if o is not None and o.paid and not o.paid.isdisjoint(STACK_EXILE_TAGS) and ev.get("from") == "stack" \
                and ev["to"] != "exile" \
                and key not in applied and o.kind != "ability":
            out.append(Cand(key, "flashback", ev["object"], o.controller))


# Replacement effects the rules of a variant create for zone changes (903.9b: a commander may go to the command
# zone instead of a hand or library), filled by mechanics: fn(state, ev, applied, out) adds Cands; its
# ``wanted(state, oid, to)`` attribute says cheaply whether it could apply to a move. Their kinds (APPLY) may ask
# a question as they apply (ASKING_KINDS): the order is then always the affected player's choice (616.1).
ZONE_RULE_CANDS: list = []
ASKING_KINDS: set[str] = set()


def candidates(state: "GameState", ev: dict) -> list[Cand]:
    applied = ev.get("applied", ())
    out: list[Cand] = []
    _self_cands(state, ev, applied, out)
    _rule_cands(state, ev, applied, out)
    if ZONE_RULE_CANDS and ev["kind"] == "zone":
        for f in ZONE_RULE_CANDS:
            f(state, ev, applied, out)
    _static_cands(state, ev, applied, out)
    if ev["kind"] == "zone":
        _own_cands(state, ev, applied, out)
    if state.shields:
        _shield_cands(state, ev, applied, out)
    for f in EXTRA_CANDIDATES.get(ev["kind"], ()):
        f(state, ev, applied, out)
    return out


# event kind -> fns(state, ev, applied, out) adding the replacement effects that aren't a permanent's ability
# or a shield: a card's ability that functions from a graveyard (dredge, 702.52a, engine/mechanics/dredge.py)
EXTRA_CANDIDATES: dict[str, list] = {}


def active(state: "GameState") -> bool:
    """Could any replacement effect apply to an event now? (The cheap test events make first.)"""
    return bool(state.shields or state.turn_data.get("self_rep") or replacement_index(state))


# ---------------------------------------------------------------- choosing and applying


REPLACEABLE = frozenset({"zone", "damage", "draw", "counters", "tokens", "life_gain", "roll", "flip", "step"})


def replace_event(state: "GameState", ev: dict) -> list[dict]:
    """614–616: the events that happen instead of ``ev`` (``[ev]`` itself when nothing applies)."""
    cands = candidates(state, ev)
    if not cands:
        return [ev]
    selfs = [c for c in cands if c.self_rep]  # 616.1a
    pool = selfs or cands
    pick = pool[0] if len(pool) == 1 else _choose(state, ev, pool)
    out: list[dict] = []
    for e in _apply(state, pick, ev):
        out.extend(replace_event(state, e) if e["kind"] in REPLACEABLE else [e])
    return out


def _apply(state: "GameState", c: Cand, ev: dict) -> list[dict]:
    res = APPLY[c.kind](state, c, ev)
    applied = ev.get("applied", ()) + (c.key,)
    out = []
    for e in res:
        if e["kind"] in REPLACEABLE:
            e = _with(e, applied=applied)
        out.append(e)
    if c.key[0] == "shield" and c.kind not in ("prevent_shield", "regenerate") and c.data is not None \
            and c.data[1] is not None:
        out.append({"kind": "shield_use", "id": c.data[0], "n": 1})
    if state.logging and c.kind not in ("flashback",):
        log(state, "replace", _rule_of(c), f"{c.describe(state)} applies")
    return out


KIND_RULES: dict[str, str] = {}  # the rule a mechanic's replacement kind cites in the log (e.g. 903.9b)


def _rule_of(c: Cand) -> str:
    if c.kind in KIND_RULES:
        return KIND_RULES[c.kind]
    if c.kind in ("prevent_damage", "prevent_shield", "protection"):
        return "615.1" if c.kind != "protection" else "702.16e"
    if c.kind == "regenerate":
        return "701.19"
    if c.self_rep:
        return "614.15"
    return "614.1"


def _canon(evs: list) -> str:
    return json.dumps(encode(tuple(tuple(sorted((k, v) for k, v in e.items() if k != "applied")) for e in evs)),
                      sort_keys=True, default=str)


def _fixed_outcome(state: "GameState", ev: dict, depth: int = 0) -> str | None:
    """The result of replacing ``ev`` if it is the same whatever order the choices take, else None."""
    if depth > 6:
        return None
    cands = candidates(state, ev)
    if not cands:
        return _canon([ev])
    selfs = [c for c in cands if c.self_rep]
    pool = selfs or cands
    if len(pool) > 5 or any(c.kind in ASKING_KINDS for c in pool):
        return None
    outs = set()
    for c in pool:
        parts = []
        for e in APPLY[c.kind](state, c, ev):
            if e["kind"] in REPLACEABLE:
                e = _with(e, applied=ev.get("applied", ()) + (c.key,))
                f = _fixed_outcome(state, e, depth + 1)
                if f is None:
                    return None
                parts.append(f)
            else:
                parts.append(_canon([e]))
        if c.key[0] == "shield":
            parts.append(repr(c.key))  # which shield is used up is part of the outcome
        outs.add(tuple(parts))
        if len(outs) > 1:
            return None
    return repr(outs.pop())


def _choose(state: "GameState", ev: dict, pool: list[Cand]) -> Cand:
    """616.1: the affected player or controller chooses which effect to apply first."""
    if _fixed_outcome(state, ev) is not None:
        return pool[0]  # every order gives the same result: nothing to choose
    who = chooser(state, ev)
    opts = tuple(("apply",) + c.key for c in pool)
    info = {"event": ev["kind"], "effects": tuple(c.describe(state) for c in pool)}
    ans = need_choice(state, REPLACEMENT_ORDER, who, opts,
                      "Choose the replacement or prevention effect to apply first (616.1)", info)
    return pool[opts.index(ans)]


def execute_side(state: "GameState", e: dict) -> bool:
    """Carry out a side event produced by a replacement (True if ``e`` was one)."""
    k = e["kind"]
    if k == "shield_use":
        _use_shield(state, e["id"], e["n"])
    elif k == "regen":
        regenerate(state, e["object"], e["shield"])
    elif k == "win":
        win_game = upcalls.win_game

        win_game(state, e["player"], e.get("rule", "104.2b"))
    elif k == "lose":
        lose_game(state, e["player"], e.get("reason", "an effect"), e.get("rule", "104.3e"))
    elif k == "draw":
        draw(state, e["player"], 1, applied=e.get("applied", ()))
    elif k == "nothing":
        pass
    elif k in SIDE_EVENTS:
        SIDE_EVENTS[k](state, e)
    else:
        return False
    return True


# side event kind -> fn(state, event): what a replacement does instead, registered by mechanic modules (e.g.
# umbra armor's "remove all damage ... and destroy this Aura", engine/mechanics/umbra_armor.py)
SIDE_EVENTS: dict[str, Callable[["GameState", dict], None]] = {}


def _use_shield(state: "GameState", sid: int, n: int) -> None:
    for i, sh in enumerate(state.shields):
        if sh[1] != sid:
            continue
        if sh[0] == "prevent":
            rem = sh[3]
            if rem is None:
                return
            rem -= n
            if rem <= 0:
                del state.shields[i]
            else:
                state.shields[i] = sh[:3] + (rem,) + sh[4:]
        elif sh[0] == "rep":
            uses = sh[6]
            if uses is None:
                return
            if uses - n <= 0:
                del state.shields[i]
            else:
                state.shields[i] = sh[:6] + (uses - n,) + sh[7:]
        else:
            del state.shields[i]
        state.touch()
        return


# ---------------------------------------------------------------- the replacement kinds


def _zone_applies(state, c, ev):
    a = c.args
    if a.get("from") and ev.get("from") != a["from"]:
        return False
    if a.get("to") and ev["to"] != a["to"]:
        return False
    dest = a.get("zone", "exile")
    return ev["to"] != dest or a.get("position", "top") != ev.get("position", "top")


def _zone_apply(state, c, ev):
    a = c.args
    return [_with(ev, to=a.get("zone", "exile"), position=a.get("position", "top"))]


kind("move_instead")((_zone_applies, _zone_apply))


def _prevent_applies(state, c, ev):
    a = c.args
    if ev["amount"] <= 0 or ev.get("unpreventable"):
        return False
    if a.get("combat") and not ev.get("combat"):
        return False
    return _source_matches(state, a.get("from"), ev, c)


def _prevent_apply(state, c, ev):
    n = c.args.get("amount")
    k = ev["amount"] if n is None else min(n, ev["amount"])
    return [_with(ev, amount=ev["amount"] - k, prevented=ev.get("prevented", 0) + k)]


kind("prevent_damage")((_prevent_applies, _prevent_apply))


def _mult_applies(state, c, ev):
    return ev["amount"] > 0 and _source_matches(state, c.args.get("from"), ev, c)  # 614.7a


def _mult_apply(state, c, ev):
    a = c.args
    return [_with(ev, amount=ev["amount"] * int(a.get("mult", 1)) + int(a.get("add", 0)))]


kind("damage_mult")((_mult_applies, _mult_apply))


def _redirect_target(state, c):
    to = c.args.get("to")
    if to is None:
        return None
    for e in resolve_ref(Env(state, c.source, c.controller), to):
        if is_player(e):
            if state.players[pid_of(e)].in_game:
                return e
        elif e in state.objects and state.objects[e].zone == "battlefield":
            ty = chars(state, e).types
            if "Creature" in ty or "Planeswalker" in ty or "Battle" in ty:
                return e
    return None


def _redirect_applies(state, c, ev):
    if ev["amount"] <= 0:
        return False
    a = c.args
    if a.get("combat") and not ev.get("combat"):
        return False  # "all combat damage that would be dealt to you ..." (614.9)
    if not _source_matches(state, a.get("from"), ev, c):
        return False  # "... by artifacts", "... by unblocked creatures"
    t = _redirect_target(state, c)
    return t is not None and t != ev["target"]  # 614.9


def _redirect_apply(state, c, ev):
    return [_with(ev, target=_redirect_target(state, c), redirected=True)]


kind("redirect_damage")((_redirect_applies, _redirect_apply))


def _draw_applies(state, c, ev):
    # "except the first one you draw in each of your draw steps": the draw step's draw (504.1)
    return not (c.args.get("except_step_draw") and ev.get("step_draw"))


def _draw_apply(state, c, ev):
    a = c.args
    if a.get("win"):
        return [{"kind": "win", "player": ev["player"], "rule": "614.1a"}]
    if a.get("lose"):
        return [{"kind": "lose", "player": ev["player"], "reason": "a replacement effect", "rule": "614.1a"}]
    n = int(a.get("n", 1))
    if n <= 0:
        return [{"kind": "nothing"}]
    return [{"kind": "draw", "player": ev["player"]} for _ in range(n)]


kind("draw_instead")((_draw_applies, _draw_apply))


def _counters_applies(state, c, ev):
    k = c.args.get("counter")
    return ev["n"] > 0 and (k is None or k == ev["counter"]) and not ev.get("cost")


def _counters_apply(state, c, ev):
    a = c.args
    return [_with(ev, n=ev["n"] * int(a.get("mult", 1)) + int(a.get("add", 0)))]


kind("counters_mult")((_counters_applies, _counters_apply))


def _tokens_applies(state, c, ev):
    return ev["n"] > 0


def _tokens_apply(state, c, ev):
    return [_with(ev, n=ev["n"] * int(c.args.get("mult", 2)) + int(c.args.get("add", 0)))]


kind("tokens_mult")((_tokens_applies, _tokens_apply))


def _life_applies(state, c, ev):
    return ev["amount"] > 0  # 119.10


def _life_apply(state, c, ev):
    a = c.args
    return [_with(ev, amount=ev["amount"] * int(a.get("mult", 1)) + int(a.get("add", 0)))]


kind("life_gain_mult")((_life_applies, _life_apply))


def _roll_applies(state, c, ev):
    s = c.args.get("sides")
    return s is None or s == ev["sides"]


def _roll_apply(state, c, ev):
    return [_with(ev, dice=ev.get("dice", 1) + int(c.args.get("extra", 1)), keep=c.args.get("keep", "highest"))]


kind("roll_extra")((_roll_applies, _roll_apply))


def _flip_apply(state, c, ev):
    return [_with(ev, coins=ev.get("coins", 1) + int(c.args.get("extra", 1)))]


kind("flip_extra")((lambda state, c, ev: True, _flip_apply))


def _skip_applies(state, c, ev):
    return c.args.get("step") == ev["step"]


kind("skip_step")((_skip_applies, lambda state, c, ev: [{"kind": "nothing"}]))


def _protection_apply(state, c, ev):
    return [_with(ev, amount=0, prevented=ev.get("prevented", 0) + ev["amount"])]


def _shield_apply(state, c, ev):
    sid, remaining = c.data
    k = ev["amount"] if remaining is None else min(remaining, ev["amount"])
    return [_with(ev, amount=ev["amount"] - k, prevented=ev.get("prevented", 0) + k),
            {"kind": "shield_use", "id": sid, "n": k}]


def _regen_apply(state, c, ev):
    return [{"kind": "regen", "object": ev["object"], "shield": c.data}]


def _flashback_apply(state, c, ev):
    return [_with(ev, to="exile", position="top")]


APPLY["protection"] = _protection_apply
APPLY["prevent_shield"] = _shield_apply
APPLY["regenerate"] = _regen_apply
APPLY["flashback"] = _flashback_apply


# ---------------------------------------------------------------- hooks into the event functions


def _zone_hook(state: "GameState", oid: int, plan: dict) -> bool:
    """Zone changes (400.7): "instead" effects (614.1a), regeneration (701.19), flashback (702.34a)."""
    o = state.objects[oid]
    if not (state.shields or (o.paid and not o.paid.isdisjoint(STACK_EXILE_TAGS))
            or state.turn_data.get("self_rep") or replacement_index(state)
            or (o.zone != "battlefield" and _has_own_zone_rep(state, oid))
            or any(f.wanted(state, oid, plan["to"]) for f in ZONE_RULE_CANDS)):
        return False
    ev = {"kind": "zone", "object": oid, "from": o.zone, "to": plan["to"], "position": plan.get("position", "top"),
          "cause": plan.get("cause"), "no_regen": bool(plan.get("no_regen")),
          "sba": str(plan.get("rule", "")).startswith("704")}  # (a destruction by a state-based action, 704.5g-h)
    finals = replace_event(state, ev)
    if len(finals) == 1 and finals[0] is ev:
        return False
    moved = False
    for e in finals:
        if e["kind"] == "zone" and not moved:
            plan["to"] = e["to"]
            plan["position"] = e.get("position", "top")
            if e.get("divert"):
                plan["divert"] = e["divert"]  # 903.9c: components of a merged permanent sent elsewhere
            moved = True
        else:
            execute_side(state, e)
    if not moved:
        plan["cancel"] = True
    return True


def _has_own_zone_rep(state: "GameState", oid: int) -> bool:
    return any(type(a) is Replacement and a.kind == "move_instead" for a in chars(state, oid).abilities)


def _damage_hook(state: "GameState", plan: dict) -> bool:
    """Damage (120): prevention (615, 702.16e) and replacement (614.1a, 614.9) effects. Damage to a
    player who has left the game isn't dealt (800.4e)."""
    tgt = plan["target"]
    if is_player(tgt) and not state.players[pid_of(tgt)].in_game:
        plan["amount"] = 0
        return True
    if not active(state):
        tgt = plan["target"]
        if is_player(tgt) or tgt not in state.objects or "Protection" not in chars(state, tgt).keywords:
            return False
    ev = {"kind": "damage", **{k: v for k, v in plan.items()}}
    finals = replace_event(state, ev)
    if len(finals) == 1 and finals[0] is ev:
        return False
    dealt = False
    for e in finals:
        if e["kind"] == "damage" and not dealt:
            plan["amount"] = e["amount"]
            plan["target"] = e["target"]
            if e.get("prevented"):
                log(state, "prevent", "615.1", f"{e['prevented']} damage is prevented")
            dealt = True
        else:
            execute_side(state, e)
    if not dealt:
        plan["amount"] = 0
    return True


def _draw_hook(state: "GameState", pid: int, plan: dict) -> bool:
    """614.11: draw replacements apply even when the library is empty."""
    ev = {"kind": "draw", "player": pid, "applied": plan.get("applied", ()), "step_draw": plan.get("step_draw", False)}
    if not active(state):
        extra = EXTRA_CANDIDATES.get("draw")
        if not extra:
            return False
        probe: list = []
        for f in extra:
            f(state, ev, ev["applied"], probe)
        if not probe:
            return False
    finals = replace_event(state, ev)
    if len(finals) == 1 and finals[0] is ev:
        return False
    if len(finals) == 1 and finals[0]["kind"] == "draw" and finals[0]["player"] == pid:
        plan["applied"] = finals[0].get("applied", ())
        return False  # only shields were used up on the way: draw normally
    plan["replaced"] = True
    for e in finals:
        execute_side(state, e)  # 614.11a: the replacement's actions are done before the sequence resumes
    return True


def counters_hook(state: "GameState", plan: dict) -> None:
    """614.16: counters that would be put on a permanent or player."""
    if not active(state):
        return
    ev = {"kind": "counters", "object": plan["object"], "counter": plan["counter"], "n": plan["n"],
          "cost": plan.get("cost", False)}
    finals = replace_event(state, ev)
    n = 0
    for e in finals:
        if e["kind"] == "counters":
            n += e["n"]
        else:
            execute_side(state, e)
    plan["n"] = n


def tokens_hook(state: "GameState", plan: dict) -> None:
    """614.16, 701.7b: tokens that would be created."""
    if not active(state):
        return
    ev = {"kind": "tokens", "controller": plan["controller"], "n": plan["n"]}
    finals = replace_event(state, ev)
    n = 0
    for e in finals:
        if e["kind"] == "tokens":
            n += e["n"]
        else:
            execute_side(state, e)
    plan["n"] = n


def life_gain_hook(state: "GameState", plan: dict) -> None:
    """119.10: "If [a player] would gain life, ..." replacements."""
    if not active(state):
        return
    ev = {"kind": "life_gain", "player": plan["player"], "amount": plan["amount"]}
    finals = replace_event(state, ev)
    amt = 0
    for e in finals:
        if e["kind"] == "life_gain":
            amt += e["amount"]
        else:
            execute_side(state, e)
    plan["amount"] = amt


def skip_step(state: "GameState", step: str) -> bool:
    """614.1b, 614.10: is the active player's ``step`` skipped?"""
    if not (state.shields or replacement_index(state)):
        return False
    ev = {"kind": "step", "player": state.active, "step": step}
    finals = replace_event(state, ev)
    if len(finals) == 1 and finals[0] is ev:
        return False
    skipped = True
    for e in finals:
        if e["kind"] == "step":
            skipped = False
        else:
            execute_side(state, e)
    if skipped:
        log(state, "skip", "614.10", f"{state.players[state.active].name} skips their {step.replace('_', ' ')} step")
    return skipped


ZONE_REPLACERS.append(_zone_hook)
DAMAGE_REPLACERS.append(_damage_hook)
DRAW_REPLACERS.append(_draw_hook)
COUNTER_REPLACERS.append(counters_hook)
TOKEN_REPLACERS.append(tokens_hook)
LIFE_GAIN_REPLACERS.append(life_gain_hook)


# ---------------------------------------------------------------- entering the battlefield (614.1c–d, 614.12)


# keyword name -> fn(Keyword) -> the "enters with" replacement abilities (614.1c) it stands for, added by
# mechanic modules (bloodthirst, 702.54a, in engine/mechanics/altcost.py)
KEYWORD_ETB: dict = {}
# Abilities the rules give a permanent as it enters, not printed as a node (a Saga's "enters with a lore counter",
# 714.3a): fn(state, oid, chars) -> Replacement nodes of that permanent's own (mechanic modules append here)
INTRINSIC_ETB: list = []
# 113.6: fn(state, oid) -> (source, controller, Replacement) for "enters with" abilities of cards in another zone that
# function there and apply to ``oid`` entering (Dearly Departed in a graveyard: engine/mechanics/zone_triggers.py)
ZONE_ETB: list = []


def etb_replacements(state: "GameState", oid: int, counters: dict | None = None,
                     cause: str | None = None) -> tuple[bool, dict]:
    """614.1c–d: "enters tapped", "enters with N counters" — from the entering permanent's own abilities
    (614.12: looking at it as it exists on the battlefield) and from other permanents' abilities that
    apply to permanents entering. A permanent's own ability that applies to a general set of
    permanents doesn't apply to itself (614.12). Counters it enters with can be modified by counter
    replacements (614.16). Returns (tapped, counters)."""
    tapped = False
    out: dict[str, int] = dict(counters or {})  # None: only the counters these effects add
    c = chars(state, oid)
    if cause != "resolve" and "Aura" in c.subtypes and state.objects[oid].attached_to is None:
        _aura_enters(state, oid, c.controller)  # 303.4f
    found = []
    for ab in c.abilities:
        if type(ab) is Replacement and (ab.kind in ETB_KINDS or ab.kind in ETB_MARKS) and type(ab.affected) is This:
            found.append((oid, c.controller, ab))
        elif type(ab) is Keyword and ab.name in KEYWORD_ETB:  # e.g. bloodthirst (702.54a)
            found.extend((oid, c.controller, r) for r in KEYWORD_ETB[ab.name](ab))
    for fn in INTRINSIC_ETB:
        found.extend((oid, c.controller, r) for r in fn(state, oid, c))
    idx = replacement_index(state)
    if idx:
        for src, ctrl, _, ab in idx:
            if src == oid or ab.kind not in ETB_KINDS or type(ab.affected) is This:
                continue
            if _affects(state, src, ctrl, ab.affected, oid):
                found.append((src, ctrl, ab))
    for fn in state.relevance.active("zone_etb", ZONE_ETB) if ZONE_ETB else ():
        found.extend(fn(state, oid))
    for src, ctrl, ab in found:
        if ab.condition is not None and not condition_holds(Env(state, src, ctrl), ab.condition):
            continue
        if ab.kind == "enters_tapped":
            tapped = True
        elif ab.kind == "as_enters_choose" and src == oid:
            _as_enters_choice(state, oid, ctrl, rargs(ab).get("choose", "color"))
        elif ab.kind == "as_enters" and src == oid:  # 614.1c: "As this enters, ..." (mechanics/as_enters.py)
            as_enters = upcalls.as_enters

            tapped = as_enters(state, oid, ctrl, ab) or tapped
        elif ab.kind == "may_enter_with_counters" and src == oid and ab.arg:
            # "You may have this permanent enter with N [kind] counters on it" (614.1c, 614.12a: chosen as it
            # enters); the answer is kept in ``chosen`` under the tag (riot's haste reads it, 702.136a)
            k, n, tag = ab.arg
            ans = need_choice(state, "yes_no", ctrl, (("yes",), ("no",)),
                              f"Have {name_of(state, oid)} enter with {n} {k} counter{'s' if n != 1 else ''}?")
            o = state.mut(oid)
            o.chosen = {**(o.chosen or {}), tag: ans[0]}
            if ans == ("yes",):
                out[k] = out.get(k, 0) + n
        elif ab.kind == "escapes_with_counters" and src == oid and ab.arg and "escape" in state.objects[oid].paid:
            k, n = ab.arg  # 702.138c: "escapes with" -- only when cast for its escape cost
            out[k] = out.get(k, 0) + n
        elif ab.kind == "enters_with_counters" and ab.arg:
            k, n = ab.arg
            if not isinstance(n, int):
                n = amount(Env(state, oid if src == oid else src, ctrl), n)
            out[k] = out.get(k, 0) + n
        elif ab.kind in ETB_MARKS and src == oid:
            ETB_MARKS[ab.kind](state, oid, ctrl, ab)
    if out and active(state):
        final: dict[str, int] = {}
        for k, n in out.items():
            plan = {"object": oid, "counter": k, "n": n}
            counters_hook(state, plan)
            if plan["n"] > 0:
                final[k] = plan["n"]
        out = final
    return tapped, out


def _aura_enters(state: "GameState", oid: int, ctrl: int) -> None:
    """303.4f: an Aura entering the battlefield other than by resolving as an Aura spell doesn't target; the
    player it enters under chooses, as it enters, an object or player it can enchant (its enchant ability and
    protection decide, 702.5, 702.16c; hexproof and shroud don't matter: nothing is targeted). With nothing
    to enchant it enters unattached and state-based actions put it into its owner's graveyard (704.5m) --
    not 303.4g's "remains in its current zone", which the engine doesn't do yet."""
    cands = [e for e in state.battlefield if can_enchant(state, oid, e)]
    cands += [pent(p) for p in apnap(state) if can_enchant(state, oid, pent(p))]
    if not cands:
        return
    opts = tuple(("choose", e) for e in cands)
    ans = need_choice(state, "option", ctrl, opts, f"{name_of(state, oid)} enters: choose what it enchants")
    o = state.mut(oid)
    o.attached_to = ans[1]
    log(state, "attach", "303.4f", f"{name_of(state, oid)} enters attached to "
        f"{state.players[pid_of(ans[1])].name if is_player(ans[1]) else name_of(state, ans[1])}",
        {"object": oid, "to": ans[1]})


def _as_enters_choice(state: "GameState", oid: int, ctrl: int, what: str) -> None:
    """614.1c, 614.12a: "As this permanent enters, choose a color / a player / an opponent": the choice is
    made as part of the event that puts it onto the battlefield (kept in ``chosen``)."""
    if what == "color":
        opts = tuple(("color", c) for c in "WUBRG")
        kind = "color"
    else:
        opts = tuple(("player", p) for p in apnap(state) if what == "player" or p != ctrl)
        kind = "choose_player"
    if not opts:
        return
    ans = need_choice(state, kind, ctrl, opts, f"As {name_of(state, oid)} enters, choose a {what}")
    o = state.mut(oid)
    o.chosen = {**(o.chosen or {}), what: ans[1]}
    log(state, "choice", "614.12a", f"{state.players[ctrl].name} chooses {ans[1]} for {name_of(state, oid)}")


# ---------------------------------------------------------------- shields


def regenerate(state: "GameState", oid: int, sid: int | None) -> None:
    """701.19: instead of being destroyed: tap it, remove all damage from it, remove it from combat.
    Uses up the shield."""
    if sid is not None:
        state.shields[:] = [s for s in state.shields if s[1] != sid]
    if oid not in state.objects:
        return
    was_tapped = state.objects[oid].tapped
    o = state.mut(oid)
    o.tapped = True
    o.damage = 0
    o.deathtouched = False
    if not was_tapped:  # 701.19c: it becomes tapped ("becomes tapped" triggers, 603.2e)
        fire(state, {"kind": "tapped", "object": oid})
    if state.combat:
        remove_from_combat = upcalls.remove_from_combat

        remove_from_combat(state, oid)
    state.touch()
    log(state, "regenerate", "701.19", f"{name_of(state, oid)} regenerates")


def create_replacement(state: "GameState", controller: int, source: int | None, rep: Replacement,
                       locked: tuple | None, duration: str, uses: int | None) -> int:
    """614.1: a replacement effect from a resolving spell or ability (kept in ``state.shields``)."""
    sid = state.new_id()
    state.shields.append(("rep", sid, controller, source, rep, locked, uses, duration))
    state.touch()
    return sid


from .support import IMPLEMENTED_REPLACEMENTS  # noqa: E402

# what this module implements and the tests cover (tests/rules/test_614_replacement.py)
IMPLEMENTED_REPLACEMENTS.update({
    "move_instead", "prevent_damage", "damage_mult", "redirect_damage", "draw_instead", "counters_mult",
    "tokens_mult", "life_gain_mult", "skip_step", "enters_tapped", "enters_with_counters", "roll_extra", "flip_extra",
    "as_enters_choose",
})


from .triggers import trigger_index  # noqa: E402


upcalls.install(etb_replacements)
