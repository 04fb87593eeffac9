"""Casting spells (601), activating abilities (602, 605, 606) and putting triggered abilities on the
stack (603.3). All three share one staged process kept as plain data in ``state.casting``:

    announce → optional costs → modes (601.2b) → X → targets (601.2c) → division (601.2d)
    → total cost (601.2f) → cost choices → mana payment (601.2g–h) → cast/activated (601.2i)

Nothing is paid until the whole cost is known; cancelling returns the card to where it was
(733.1; mana already produced by mana abilities stays in the pool, as 733.1 permits)."""
from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ..core.mana import EMPTY_COST, ManaCost, Sym
from ..core.partitions import splits
from ..core.types import Zone
from ..tree.abilities import Activated, Body, Keyword, Modal
from ..tree.costs import Cost
from ..tree.effects import AddCounters, DealDamage, Seq
from ..tree.refs import This
from . import upcalls
from .chars import chars, compute_all, name_of
from .evaluate import Env, matches, amount, condition_holds, remember_lki
from .events import (
    add_counters, add_mana, discard, fire, lose_life, log, move, move_many, remove_counters, sacrifice, tap, ename,
    untap, pick_at_random, fire_target,
)
from .loop import ask, push, task
from .cost_changes import cost_change_amounts
from .optional_costs import ANY_NUMBER_OF_TIMES, OPTIONAL_COSTS, DERIVED_OPTIONAL_COSTS, TIMES_PAID, optional_cost
from .mechanics_hooks import (ABILITY_ACTIVATED, ALT_COST_TAGS, MANA_ABILITY_RESOLVED, GENERIC_HELPERS,
                              PRE_PAY_STAGES, VARIANT_EXTRA_COSTS, STACK_EXILE_TAGS, ANNOUNCE_STAGES, EXTRA_SPELL_MANA)
from .payment_undo import pay_life_noted, spend_noted, tap_noted, undo_payments
from .payment import (
    GENERIC_ONLY, TYPES, sym_accepts, note_restricted, recipe_of, restricted_bundles, solve,
    debt_sources, solve_with_debts, sources_for, src_idx, spend_from_pool, usable_pool, available_mana_count,
    as_any_color, TIER_SACRIFICE, activation_mana,
)
from .state import Ctx, GameObject, is_player, pent, pid_of
from .targets import criminal_target, legal_targets, spell_body, body_has_satisfiable_targets
from .abilities import expanded_abilities
from .charvalues import front_face_abilities

if TYPE_CHECKING:
    from .state import GameState, PendingTrigger


# ---------------------------------------------------------------- starting



# keywords that are alternative costs (118.9), cast as "alt:<ability index>": keyword name -> the tag kept in
# the spell's ``paid`` (None: none); mechanic modules add theirs (evoke 702.74a, dash 702.109a)
ALT_COST_KEYWORDS: dict[str, str | None] = {"AlternativeCost": None}


def variant_tags(variant: str) -> frozenset:
    """A cast variant may combine ways of casting with "+": "free+prototype" is prototyped and
    without paying its mana cost (702.160, 718.3, 118.9)."""
    t = VARIANT_TAGS.get(variant)
    if t is None:
        t = frozenset(variant.split("+"))
        if len(VARIANT_TAGS) < 1000:
            VARIANT_TAGS[variant] = t
    return t


VARIANT_TAGS: dict[str, frozenset] = {}


def face_of(tags: frozenset) -> int | None:
    """The face a cast variant puts up: "face1" is a modal double-faced card's back face (712.12), a split
    card's right half (709.3), an Adventure (715.3); None: the card's usual face."""
    for t in tags:
        if t[:4] == "face" and t[4:].isdigit():
            return int(t[4:])
    return None


def begin_cast(state: "GameState", pid: int, oid: int, variant: str, resolving: bool = False) -> None:
    """601.2a: move the card to the stack (it becomes a new object, 400.7). ``resolving``: cast while
    another spell or ability resolves (cascade, "you may cast it"): nobody gets priority afterwards."""
    o = state.objects[oid]
    origin = {"zone": o.zone, "owner": o.owner, "index": state.zone_list(o.zone, o.owner).index(oid),
              "object": o.to_data(), "pending": len(state.pending)}
    vtags = variant_tags(variant)
    face = face_of(vtags) or 0  # 712.11a-b, 709.3, 715.3: the back face, the right half or the Adventure
    down = {}
    if "facedown" in vtags:  # 702.37c, 702.168b, 708.4: turned face down before it is put onto the stack
        cast_face_down_as = upcalls.cast_face_down_as
        down = {"face_down": True, "face_down_as": cast_face_down_as(state, oid)}
    named = next((ALT_COST_TAGS[t] for t in vtags if t in ALT_COST_TAGS), None)  # (its keyword as it is now, 601.2b)
    granted = named and next((a for a in chars(state, oid).abilities if type(a) is Keyword and a.name == named
                              and a.cost is not None), None)
    nid = move(state, oid, Zone.STACK, controller=pid, why="cast", rule="601.2a", cause="cast", **down)
    s = state.mut(nid)
    s.controller = pid
    s.cast_from = origin["zone"]
    s.face = face
    if "prototype" in vtags:
        s.alt = "prototype"  # 718.3: cast prototyped
    elif "bestow" in vtags:
        s.alt = "bestow"  # 702.103b: a bestowed Aura spell (engine/mechanics/bestow.py)
    elif "fuse" in vtags:
        s.alt = "fused"  # 702.102b, 709.4d: a fused split spell has both halves' characteristics
    s.paid = frozenset(vtags & ({"prototype", "evoke", "dash", "free", "facedown", "fuse"} | STACK_EXILE_TAGS | set(ALT_COST_TAGS)
                                | {t for t in ALT_COST_KEYWORDS.values() if t}))  # e.g. "warp" (702.185a)
    state.casting = {
        "kind": "spell", "player": pid, "obj": nid, "source": nid, "variant": variant, "origin": origin,
        "modes": (), "x": None, "targets": (), "slot": 0, "picks": (), "divide": (), "optional": {},
        "stage": "optional", "mana_due": None, "life_paid": 0, "choices": {}, "cost_queue": (),
        "resolving": resolving, "granted_alt": granted or None,
    }
    state.casting["body"] = spell_body(state, nid)
    log(state, "cast", "601.2a", f"{state.players[pid].name} begins casting {name_of(state, nid)}"
        + (" prototyped" if "prototype" in vtags else "")
        + (f" ({'+'.join(sorted(vtags - {'prototype'}))})" if vtags - {"normal", "prototype"} else ""))
    push(state, "cast_stage")


def begin_activate(state: "GameState", pid: int, oid: int, idx: int, ab: Activated) -> None:
    """602.2a: the ability is created on the stack (mana abilities don't use the stack, 605.3b)."""
    nid = state.new_id()
    a = GameObject(nid, 0, None, pid, Zone.STACK, "ability")
    a.controller = pid
    a.source = oid
    a.ability = ab
    a.timestamp = state.new_ts()
    src = state.objects[oid]
    a.card = None
    a.source_name = name_of(state, oid)  # kept for when the source leaves (113.7a)
    state.add_object(a)
    state.stack.append(nid)
    state.casting = {
        "kind": "ability", "player": pid, "obj": nid, "source": oid, "index": idx, "ability": ab,
        "body": ab.body, "modes": (), "x": None, "targets": (), "slot": 0, "picks": (), "divide": (),
        "optional": {}, "stage": "modes", "mana_due": None, "life_paid": 0, "choices": {}, "cost_queue": (),
        "pending": len(state.pending), "source_card": src.card,
    }
    log(state, "activate", "602.2a", f"{state.players[pid].name} activates an ability of {name_of(state, oid)}")
    push(state, "cast_stage")


def begin_trigger(state: "GameState", t: "PendingTrigger") -> None:
    """603.3a–d: the triggered ability is put on the stack; modes and targets are chosen now."""
    nid = state.new_id()
    a = GameObject(nid, 0, None, t.controller, Zone.STACK, "ability")
    a.controller = t.controller
    a.source = t.source
    a.ability = t.ability
    a.event = t.event
    a.source_name = (name_of(state, t.source) if t.source in state.objects else t.source_name) or None
    if isinstance(t.event, dict) and (t.event.get("delayed_data") or t.event.get("x")):
        # 603.7, 603.12: a delayed or reflexive trigger still knows what its creator remembered, and the X its cost
        a.memory, a.x = {k: v for k, v in t.event.get("delayed_data", ())}, t.event.get("x")  # was paid with (107.3f)
    elif isinstance(t.event, dict) and t.event.get("entered_x") and t.event.get("new") == t.source:
        a.x = t.event["entered_x"]  # 107.3m: a permanent's own enters ability's X is the X of the spell it was
    a.timestamp = state.new_ts()
    state.add_object(a)
    state.stack.append(nid)
    state.casting = {
        "kind": "trigger", "player": t.controller, "obj": nid, "source": t.source, "ability": t.ability,
        "body": t.ability.body, "modes": (), "x": a.x, "targets": (), "slot": 0, "picks": (), "divide": (),
        "optional": {}, "stage": "modes", "mana_due": None, "life_paid": 0, "choices": {}, "cost_queue": (),
        "source_name": t.source_name,
    }
    push(state, "cast_stage")


# ---------------------------------------------------------------- stages


def _c(state: "GameState") -> dict:
    return state.casting


@task("cast_stage")
def cast_stage(state: "GameState") -> None:
    c = state.casting
    if c is None:
        return
    STAGES[c["stage"]](state, c)


def _goto(state: "GameState", c: dict, stage: str) -> None:
    c["stage"] = stage
    state.touch_light()
    push(state, "cast_stage")


@task("cast_answer")
def cast_answer(state: "GameState", stage: str, choice: tuple) -> None:
    c = state.casting
    if c is None:
        return
    if choice[0] == "cancel":
        cancel(state)
        return
    ANSWERS[stage](state, c, choice)


MAX_MULTIKICK = 20


def _stage_optional(state: "GameState", c: dict) -> None:
    """601.2b: announce optional additional costs: kicker (702.33a; each kicker ability separately,
    702.33b), multikicker any number of times (702.33c), buyback (702.27), entwine (702.42a)."""
    ch = chars(state, c["obj"])
    for i, kw in enumerate(ch.abilities):
        if type(kw) is not Keyword:
            continue
        if kw.name == "AdditionalCostChoice" and f"{kw.name}:{i}" not in c["optional"]:
            if _ask_cost_choice(state, c, kw, f"{kw.name}:{i}"):
                return
            continue
        cost = optional_cost(state, c["obj"], kw)
        if cost is None:
            continue
        key = f"{kw.name}:{i}"
        if key in c["optional"]:
            continue
        c["asking"] = key
        what = f"the {kw.name.lower()} cost" + (f" {cost.mana}" if not cost.mana.is_empty() else "")
        if kw.name in ANY_NUMBER_OF_TIMES:
            mx = _max_multikick(state, c, cost)
            ask(state, "number", c["player"], tuple(("times", k) for k in range(mx + 1)),
                f"Pay {what} how many times?", ("cast_answer", "optional"),
                validate={"min": 0, "max": mx}, info={"keyword": kw.name})
        else:
            ask(state, "yes_no", c["player"], (("yes",), ("no",)), f"Pay {what}?", ("cast_answer", "optional"),
                info={"keyword": kw.name})
        return
    _goto(state, c, ANNOUNCE_STAGES[0] if ANNOUNCE_STAGES and c["kind"] == "spell" else "modes")  # 702.47a


def _payable_now(state: "GameState", c: dict, cost: Cost) -> bool:
    """Can the choices ``cost`` asks for (what to sacrifice, discard, exile, reveal, tap) and its life be paid now?"""
    if cost.life and state.players[c["player"]].life < cost.life:
        return False  # 119.4
    return all(what == "tap_power" or len(cost_candidates(state, c, what, filt)) >= n
               for what, filt, n in _queue_of((cost,)))


def _ask_cost_choice(state: "GameState", c: dict, kw: Keyword, key: str) -> bool:
    """601.2b: "As an additional cost to cast ~, A or B": the player announces which of the two they will pay. An
    alternative whose non-mana part can't be paid now isn't offered (601.2b, 601.2h); with one left, it is taken
    without a question. True when a question was asked."""
    ok = [_payable_now(state, c, x) for x in (kw.cost, kw.arg)]
    if ok[0] != ok[1]:
        c["optional"] = {**c["optional"], key: 0 if ok[0] else 1}
        return False
    c["asking"] = key
    ask(state, "yes_no", c["player"], (("yes",), ("no",)),
        f"As an additional cost, pay {_cost_words(kw.arg)} rather than {_cost_words(kw.cost)}?",
        ("cast_answer", "optional"), info={"keyword": kw.name})
    return True


def _cost_words(cost: Cost) -> str:
    parts = [f"{k}={v}" for k, v in ((k, getattr(cost, k)) for k in Cost.__dataclass_fields__)
             if v not in (None, False, 0, (), EMPTY_COST) and k != "mana"]
    return " and ".join(([str(cost.mana)] if not cost.mana.is_empty() else []) + parts) or "nothing"


def _max_multikick(state: "GameState", c: dict, cost: Cost) -> int:
    mv = cost.mana.mana_value
    if mv <= 0:
        return MAX_MULTIKICK
    base = _base_mana_cost(state, c).mana_value
    return max(0, min(MAX_MULTIKICK, (available_mana_count(state, c["player"]) - base) // mv))


def _ans_optional(state: "GameState", c: dict, choice: tuple) -> None:
    key = c.pop("asking")
    times = int(choice[1]) if choice[0] == "times" else (1 if choice[0] == "yes" else 0)
    c["optional"] = {**c["optional"], key: times}
    kicks = sum(v for k, v in c["optional"].items() if k.split(":")[0] in ("Kicker", "Multikicker"))
    tags = {t for t in state.objects[c["obj"]].paid if not t.startswith(("kicked:", "squad:", "replicate@",
                                                                         "conspire@"))}
    if kicks:
        tags |= {"kicker", f"kicked:{kicks}"} | {"kicked@" + k[7:] for k, v in c["optional"].items()
                                                  if v and k.startswith("Kicker:")}  # 702.33b, d: which, how often
    for k, v in c["optional"].items():  # buyback, entwine, offspring, squad: what was paid (400.7d)
        if v and k.split(":")[0] not in ("Kicker", "Multikicker", "AdditionalCostChoice"):
            tags |= {k.split(":")[0].lower()} | ({f"squad:{v}"} if k.startswith("Squad:") else set())
            if k.startswith(("Replicate:", "Conspire:")):  # 702.56b, 702.78b: each instance's payments
                tags.add(f"{k.split(':')[0].lower()}@{k.split(':')[1]}:{v}")
    s = state.mut(c["obj"])
    s.paid = frozenset(tags)
    _goto(state, c, "optional")


def _max_modes(state: "GameState", c: dict, body: Modal) -> int:
    """700.2: how many modes may be chosen; "If [condition] as you cast ~, you may choose both instead" raises
    the number while the condition holds as the spell is cast (601.2b)."""
    if body.more_if is None:
        return body.max
    if condition_holds(Env(state, c["obj"], c["player"]), body.more_if):
        return max(body.max, min(body.more_max, len(body.modes)))
    return body.max


def _stage_modes(state: "GameState", c: dict) -> None:
    """601.2b / 603.3c: choose modes of a modal spell or ability (700.2)."""
    body = c["body"]
    if type(body) is not Modal:
        _goto(state, c, "x")
        return
    if any(v and k.startswith("Entwine:") for k, v in c["optional"].items()) \
            or (c["kind"] == "spell" and "fuse" in state.objects[c["obj"]].paid):
        # 702.42a-b: entwined, every mode, in printed order; 702.102d: a fused split spell's two halves, left first
        c["modes"] = tuple(range(len(body.modes)))
    chosen = c["modes"]
    if len(chosen) >= _max_modes(state, c, body):
        _goto(state, c, "x")
        return
    opts = []
    for i, m in enumerate(body.modes):
        if (i in chosen and not body.repeat) or not body_has_satisfiable_targets(state, m, _tsource(c), c["player"]):
            continue
        opts.append(("mode", i))
    if len(chosen) >= body.min:
        opts.append(("done",))
    if not opts:
        abandon(state, c, "no mode can be chosen")
        return
    if c["kind"] != "trigger":
        opts.append(("cancel",))
    ask(state, "mode", c["player"], tuple(opts), f"Choose a mode ({len(chosen)} chosen)", ("cast_answer", "modes"),
        info={"modes": len(body.modes)})


def _ans_modes(state: "GameState", c: dict, choice: tuple) -> None:
    if choice[0] == "done":
        _goto(state, c, "x")
        return
    c["modes"] = c["modes"] + (choice[1],)
    _goto(state, c, "modes")


def _x_symbols(state: "GameState", c: dict) -> int:
    if c["kind"] == "spell":
        return _base_mana_cost(state, c).x_count
    if c["kind"] == "ability":
        return c["ability"].cost.mana.x_count
    return 0


def _stage_x(state: "GameState", c: dict) -> None:
    """601.2b / 107.3: choose the value of X."""
    n_x = _x_symbols(state, c)
    if not n_x:
        _goto(state, c, "targets")
        return
    if c["kind"] == "spell" and ("free" in state.objects[c["obj"]].paid):
        c["x"] = 0  # 107.3b: X is 0 when cast without paying its mana cost
        _goto(state, c, "targets")
        return
    base = _base_mana_cost(state, c) if c["kind"] == "spell" else c["ability"].cost.mana
    avail = available_mana_count(state, c["player"]) - base.mana_value
    if c["kind"] == "spell":
        avail += len(alt_payers(state, c["player"], c["obj"])) + sum(  # and assist's helper (702.132a)
            f(state, c["player"], c["obj"], chars(state, c["obj"]), 99, variant_tags(c["variant"]))
            for f in GENERIC_HELPERS) + cost_change_amounts(state, c["player"], c["obj"], [], 0, ())[1]  # 601.2f
    mx = max(0, min(99, avail // n_x))
    opts = tuple(("x", v) for v in range(mx + 1)) + (("cancel",),)
    ask(state, "x", c["player"], opts, "Choose the value of X", ("cast_answer", "x"), validate={"min": 0, "max": mx})


def _ans_x(state: "GameState", c: dict, choice: tuple) -> None:
    c["x"] = int(choice[1])
    s = state.mut(c["obj"])
    s.x = c["x"]
    _goto(state, c, "targets")


def _bodies(c: dict) -> list:
    body = c["body"]
    if type(body) is Modal:
        return [body.modes[i] for i in c["modes"]]
    return [body] if body is not None else []


def _specs(c: dict) -> list:
    out = []
    for b in _bodies(c):
        if type(b) is Body:
            out.extend(b.targets)
    return out


def _tsource(c: dict) -> int | None:
    """115.7? The object that targets: the spell itself, or the source of an ability."""
    return c["obj"] if c["kind"] == "spell" else c["source"]


def _stage_targets(state: "GameState", c: dict) -> None:
    """601.2c: choose targets for each target slot."""
    specs = _specs(c)
    slot = c["slot"]
    if slot >= len(specs):
        _goto(state, c, "divide")
        return
    spec = specs[slot]
    picks = c["picks"]
    if len(picks) >= spec.max:
        _next_slot(state, c)
        return
    exclude: tuple = ()
    for j in spec.distinct_from:
        if j < len(c["targets"]):
            exclude += tuple(c["targets"][j])
    ev = state.objects[c["obj"]].event if c["kind"] == "trigger" and c["obj"] in state.objects else None
    cands = legal_targets(state, spec, _tsource(c), c["player"], chosen=picks, exclude=exclude, event=ev)
    opts: list = []
    for e in cands:
        opts.append(("target_player", pid_of(e)) if is_player(e) else ("target", e))
    if len(picks) >= spec.min:
        opts.append(("done",))
    if not opts:
        abandon(state, c, f"no legal target for {spec.label or 'a target'}")
        return
    if c["kind"] != "trigger":
        opts.append(("cancel",))
    ask(state, "target", c["player"], tuple(opts),
        f"Choose {spec.label or 'a target'}" + (f" ({len(picks)} chosen)" if picks else ""),
        ("cast_answer", "targets"), info={"slot": slot, "label": spec.label, "min": spec.min, "max": spec.max})


def _next_slot(state: "GameState", c: dict) -> None:
    c["targets"] = c["targets"] + (tuple(c["picks"]),)
    c["picks"] = ()
    c["slot"] += 1
    _goto(state, c, "targets")


def _ans_targets(state: "GameState", c: dict, choice: tuple) -> None:
    if choice[0] == "done":
        _next_slot(state, c)
        return
    e = pent(choice[1]) if choice[0] == "target_player" else choice[1]
    c["picks"] = c["picks"] + (e,)
    _goto(state, c, "targets")


def _divided_nodes(c: dict) -> list:
    """The effects whose amount is divided among the targets as the spell or ability is put on the stack
    (601.2d): "deals N damage divided as you choose among ...", "distribute N +1/+1 counters among ..."."""
    return [n for b in _bodies(c) if type(b) is Body and b.effect is not None
            for n in b.effect.walk() if type(n) in (DealDamage, AddCounters) and n.divided]


def _stage_divide(state: "GameState", c: dict) -> None:
    """601.2d (603.3d for a triggered ability): divide damage or counters among the targets (each gets at
    least 1)."""
    nodes = _divided_nodes(c)
    if not nodes:
        _goto(state, c, "cost")
        return
    targets = [e for t in c["targets"] for e in t]
    src = c["obj"] if c["kind"] == "spell" else c["source"]
    ev = getattr(state.objects.get(c["obj"]), "event", None)
    env = Env(state, src, c["player"], Ctx(0, src, c["player"], None, x=c["x"] or 0, event=ev))
    total = amount(env, nodes[-1].amount if type(nodes[-1]) is DealDamage else nodes[-1].n)
    what = "damage" if type(nodes[-1]) is DealDamage else f"{nodes[-1].kind} counters"
    if len(targets) <= 1:
        c["divide"] = tuple((e, total) for e in targets)
        _goto(state, c, "cost")
        return
    opts = tuple(("divide", tuple(zip(targets, sp))) for sp in splits(total, len(targets)) if all(v >= 1 for v in sp))
    if not opts:
        abandon(state, c, f"can't divide the {what} with at least 1 to each target")
        return
    ask(state, "divide", c["player"], opts + (("cancel",),), f"Divide {total} {what} among the targets",
        ("cast_answer", "divide"))


def _ans_divide(state: "GameState", c: dict, choice: tuple) -> None:
    c["divide"] = tuple((int(e), int(a)) for e, a in choice[1])
    _goto(state, c, "cost")


def _alt_keyword(state: "GameState", c: dict) -> Keyword | None:
    """The keyword whose cost is the alternative cost being paid (118.9), if any."""
    tags = variant_tags(c.get("variant", "normal"))
    ch = chars(state, c["obj"])
    alt = next((t for t in tags if t.startswith("alt:")), None)
    named = next((t for t in tags if t in ALT_COST_TAGS), None)  # flashback, madness... (118.9)
    if named is not None:
        name, idx = ALT_COST_TAGS[named], None
    elif alt is not None:
        name, idx = "AlternativeCost", int(alt[4:])
    else:
        return None
    abl = ch.abilities
    if idx is None and state.objects[c["obj"]].face:
        abl = abl + front_face_abilities(state, c["obj"])  # cast transformed (712.11d)
    for i, kw in enumerate(abl):
        if type(kw) is Keyword and kw.cost is not None and (
                (idx is None and kw.name == name) or (idx == i and kw.name in ALT_COST_KEYWORDS)):
            return kw
    return c.get("granted_alt")  # (611.3a: granted where it was cast from -- miracle in a hand -- 601.2b)


def _base_mana_cost(state: "GameState", c: dict) -> ManaCost:
    """The mana cost or the alternative cost being paid (118.9) for a spell; without paying its mana
    cost, nothing (118.9, 107.3b)."""
    s = state.objects[c["obj"]]
    if "free" in s.paid:
        return EMPTY_COST
    if "facedown" in s.paid:
        return FACE_DOWN_COST  # 702.37c, 702.168b: {3} rather than its mana cost (an alternative cost)
    kw = _alt_keyword(state, c)
    if kw is not None:
        return kw.cost.mana
    return chars(state, c["obj"]).mana_cost


FACE_DOWN_COST = ManaCost.parse("{3}")


def total_cost(state: "GameState", c: dict) -> tuple[ManaCost, list[Cost]]:
    """601.2f: the total cost: mana cost or alternative cost, plus additional costs (118.8: kicker,
    multikicker, buyback, "As an additional cost ...") and cost increases, minus reductions (601.2f,
    118.9d: these apply to an alternative cost too); X replaced by its value (107.3a)."""
    parts: list[Cost] = []
    if c["kind"] == "spell":
        mana = _base_mana_cost(state, c)
        alt = _alt_keyword(state, c)
        if alt is not None:
            parts.append(Cost(**{**_cost_fields(alt.cost), "mana": EMPTY_COST}))
        ch = chars(state, c["obj"])
        for i, kw in enumerate(ch.abilities):
            if type(kw) is not Keyword:
                continue
            times = 0
            cost = kw.cost
            if kw.name in OPTIONAL_COSTS or kw.name in DERIVED_OPTIONAL_COSTS:
                times = int(c["optional"].get(f"{kw.name}:{i}", 0))
            elif kw.name == "AdditionalCost" and kw.cost is not None:
                times = 1
            elif kw.name == "AdditionalCostChoice" and kw.cost is not None:  # 601.2b: the one announced
                times = 1
                cost = kw.arg if c["optional"].get(f"{kw.name}:{i}") == 1 else kw.cost
            elif kw.name in TIMES_PAID and kw.cost is not None:
                times = TIMES_PAID[kw.name](c)  # e.g. escalate, once per mode beyond the first (702.120a)
            if not times:
                continue
            kc = cost if kw.name in ("AdditionalCost", "AdditionalCostChoice") or kw.name in TIMES_PAID \
                else optional_cost(state, c["obj"], kw)
            if kc is None:
                continue
            for _ in range(times):
                mana = mana + kc.mana
                parts.append(Cost(**{**_cost_fields(kc), "mana": EMPTY_COST}))
        parts.extend(VARIANT_EXTRA_COSTS[t] for t in variant_tags(c.get("variant", "normal"))
                     if t in VARIANT_EXTRA_COSTS)  # e.g. retrace's "discard a land card" (702.81a)
        for f in EXTRA_SPELL_MANA:  # e.g. splice costs (702.47a)
            mana = mana + f(state, c)
        mana = _apply_cost_changes(state, c, mana.with_x(c["x"] or 0) if mana.has_x else mana)  # 107.3a, then 601.2f
    else:
        ab = c["ability"]
        mana = activation_mana(state, c["source"], c["player"], ab)  # 602.2b
        parts.append(Cost(**{**_cost_fields(ab.cost), "mana": EMPTY_COST}))
    x = c["x"] or 0
    if mana.has_x:
        mana = mana.with_x(x)
    return mana.normalized(), parts


def _cost_fields(cost: Cost) -> dict:
    return {k: getattr(cost, k) for k in Cost.__dataclass_fields__}


def _apply_cost_changes(state: "GameState", c: dict, mana: ManaCost) -> ManaCost:
    """601.2f: cost increases are applied first, then reductions; reductions by generic mana affect
    only the generic part (118.7a) and can't go below {0}. Sources: static cost changes of permanents
    ("Noncreature spells cost {1} more"), affinity (702.41a: {1} less for each [quality] you control;
    each instance applies, 702.41b)."""
    colored: list = []  # "cost {W} more to cast": colored increases are added as they are (601.2f)
    inc, red = cost_change_amounts(state, c["player"], c["obj"], colored, sum(len(t) for t in c.get("targets") or ()),
                                   tuple(e for t in c.get("targets") or () for e in t))
    mana = sum(colored, mana)
    if inc:
        mana = mana + ManaCost.parse("{" + str(inc) + "}")
    if red:
        mana = mana.reduced_generic(red)
    return mana


def _stage_cost(state: "GameState", c: dict) -> None:
    if c["kind"] == "trigger":
        _goto(state, c, "finish")
        return
    mana, parts = total_cost(state, c)
    c["mana_total"] = mana.mana_value
    if c["kind"] == "spell" and "anycolor" in c["variant"].split("+"):
        mana = as_any_color(mana)  # 609.4b: only how the cost is paid changes, not the cost
    c["mana_due"] = mana
    c["cost_parts"] = tuple(parts)
    c["cost_queue"] = _queue_of(parts)
    c["choices"] = {}
    _goto(state, c, "cost_choices")


def _queue_of(parts) -> tuple:
    """601.2h: the choices the cost parts ask for, in order: (what, filter, how many)."""
    queue = []
    for p in parts:
        if p.sacrifice is not None and p.sacrifice_n:
            queue.append(("sacrifice", p.sacrifice, p.sacrifice_n))
        if p.discard and not p.discard_random:  # at random: nobody chooses (paid in _pay_nonmana)
            queue.append(("discard", p.discard_filter, p.discard))
        if p.exile_from_graveyard:
            queue.append(("exile_gy", p.exile_filter, p.exile_from_graveyard))
        if p.exile_from_hand:
            queue.append(("exile_hand", p.exile_filter, p.exile_from_hand))
        if p.reveal_from_hand:  # "reveal a Pirate card from your hand", "behold a Dragon" (701.4a)
            queue.append(("behold" if p.behold else "reveal", p.reveal_filter, p.reveal_from_hand))
        if p.exile_from_among:  # craft's materials (702.167a)
            queue.append(("exile_among_more" if p.exile_among_more else "exile_among", p.exile_filter, p.exile_from_among))
        if p.tap_untapped is not None and p.tap_untapped_n:
            queue.append(("tap_untapped", p.tap_untapped, p.tap_untapped_n))
        if p.return_to_hand is not None:
            queue.append(("return", p.return_to_hand, 1))
        if p.tap_power:  # crew (702.122a)
            queue.append(("tap_power", None, p.tap_power))
    return tuple(queue)


def cost_candidates(state: "GameState", c: dict, what: str, filt: Any) -> list[int]:
    pid = c["player"]
    env = Env(state, c["source"], pid)
    chosen = [i for v in c["choices"].values() for i in v]
    if isinstance(filt, This):  # "Return ~ to its owner's hand" / "Sacrifice ~" as a cost part (602.2b)
        src = c["source"]
        ok = src in state.battlefield and src not in chosen and chars(state, src).controller == pid
        return [src] if ok and not (what == "tap_untapped" and state.objects[src].tapped) else []
    if what in ("sacrifice", "tap_untapped", "return"):
        out = []
        for oid in state.battlefield:
            o = state.objects[oid]
            if o.phased_out or oid in chosen or chars(state, oid).controller != pid:
                continue
            if what == "tap_untapped" and (o.tapped or (oid == c["source"] and any(
                    getattr(q, "tap", False) for q in c.get("cost_parts", ())))):
                continue  # (the source itself may be tapped this way unless the cost's {T} taps it, 302.6)
            if filt is None or matches(env, filt, oid):
                out.append(oid)
        return out
    if what == "discard":
        return [o for o in state.hand[pid] if o not in chosen and o != c["obj"] and (filt is None or matches(env, filt, o))]
    if what == "exile_gy":
        return [o for o in state.graveyard[pid] if o not in chosen and (filt is None or matches(env, filt, o))]
    if what in ("exile_among", "exile_among_more"):  # 702.167a-b: other permanents pid controls and/or cards in pid's graveyard
        return [o for o in cost_candidates(state, c, "sacrifice", filt) + cost_candidates(state, c, "exile_gy", filt)
                if o != c["source"]]
    if what in ("exile_hand", "reveal", "behold"):
        out = [o for o in state.hand[pid] if o not in chosen and o != c["obj"] and o != c["source"]
               and (filt is None or matches(env, filt, o))]
        if what == "behold":  # 701.4a: or a permanent of that quality you control
            out += cost_candidates(state, c, "sacrifice", replace(filt, kind="permanent"))
        return out
    return []


def _stage_cost_choices(state: "GameState", c: dict) -> None:
    """601.2h: choose what to sacrifice/discard/exile/tap for the cost."""
    q = c["cost_queue"]
    if not q:
        _goto(state, c, PRE_PAY_STAGES[0] if PRE_PAY_STAGES and c["kind"] == "spell" else "pay")  # 702.132a
        return
    what, filt, n = q[0]
    if what == "tap_power":  # until the player says "done" (702.122a)
        ask_tap_power = upcalls.ask_tap_power
        ask_tap_power(state, c, n, what + str(len(q)))
        return
    have = c["choices"].get(what + str(len(q)), ())
    cands = cost_candidates(state, c, what, filt)
    if len(have) >= n and not (cands and what == "exile_among_more"):  # ("N or more" materials: until done, 702.167a)
        c["cost_queue"] = q[1:]
        _goto(state, c, "cost_choices")
        return
    if len(cands) < n - len(have):
        abandon(state, c, f"can't pay the cost ({what})")
        return
    opts = tuple(("choose", i) for i in cands) + ((("done",),) if len(have) >= n else ()) + (("cancel",),)
    ask(state, "choose_cards", c["player"], opts, f"Choose a permanent or card to {what.replace('_', ' ')} for the cost",
        ("cast_answer", "cost_choices"), info={"what": what})


def _ans_cost_choices(state: "GameState", c: dict, choice: tuple) -> None:
    q = c["cost_queue"]
    what = q[0][0]
    if choice[0] == "done":  # enough total power chosen (702.122a)
        c["cost_queue"] = q[1:]
        _goto(state, c, "cost_choices")
        return
    key = what + str(len(q))
    c["choices"] = {**c["choices"], key: c["choices"].get(key, ()) + (choice[1],)}
    _goto(state, c, "cost_choices")


def _pay_options(state: "GameState", c: dict) -> tuple:
    pid = c["player"]
    due: ManaCost = c["mana_due"]
    p = state.players[pid]
    opts: list = []
    srcs = _payment_sources(state, c)
    pool = _pay_pool(state, c)
    if solve_with_debts(due, pool, srcs, _payment_debts(state, c), p.life, prefer=False) is not None:
        opts.append(("auto",))
    for i, sym in enumerate(due.symbols):
        for t_i, t in enumerate(TYPES):
            if pool[t_i] and sym_accepts(sym, t):
                opts.append(("spend", i, t))
        if sym.kind in ("phyrexian", "hybrid_phyrexian") and p.life >= 2:
            opts.append(("life", i))
    for src in srcs:
        oid, idx, bundles = src[0], src[1], src[2]
        if idx < 0:  # 702.51a, 702.126a, 702.66a: tap a creature/artifact or exile a card for one symbol
            verb = ALT_PAY_VERBS[idx]
            for i, sym in enumerate(due.symbols):
                for b in bundles:
                    if sym_accepts(sym, b):
                        opts.append((verb, oid, i, b) if verb == "convoke" else (verb, oid, i))
                        if verb != "convoke":
                            break
            continue
        for b in bundles:
            opts.append(("activate", oid, src_idx(src, b), b))
    for oid, r, _tier in _payment_debts(state, c):  # a filter land, its cost paid from the pool
        if solve(r.debt, pool, [], 0, allow_life=False) is not None:
            opts.extend(("activate", oid, r.idx, b) for b in r.bundles)
    if c["kind"] != "trigger":
        opts.append(("cancel",))
    return tuple(dict.fromkeys(opts))


ALT_PAY_VERBS = {-1: "convoke", -2: "improvise", -3: "delve"}
ALT_PAY_RULES = {-1: "702.51a", -2: "702.126a", -3: "702.66a"}


def alt_payers(state: "GameState", pid: int, spell: int, exclude: set | frozenset = frozenset()) -> list:
    """Other ways to pay for a spell's mana (not additional or alternative costs, 702.51b, 702.66b,
    702.126b), as pseudo mana sources (object, -1/-2/-3, what each can pay): convoke — an untapped
    creature you control pays {1} or one mana of its color; improvise — an untapped artifact pays {1};
    delve — a card exiled from your graveyard pays {1}. Multiple instances are redundant."""
    kws = chars(state, spell).keywords
    if not ("Convoke" in kws or "Improvise" in kws or "Delve" in kws):
        return []
    out = []
    letters = {1: "W", 2: "U", 4: "B", 8: "R", 16: "G"}
    if "Convoke" in kws or "Improvise" in kws:
        allc = compute_all(state)
        for oid in state.battlefield:
            o = state.objects[oid]
            ch = allc.get(oid)
            if o.tapped or o.phased_out or ch is None or ch.controller != pid or oid in exclude:
                continue
            if "Convoke" in kws and "Creature" in ch.types:
                out.append((oid, -1, tuple(v for k, v in letters.items() if ch.colors & k) + (GENERIC_ONLY,)))
            elif "Improvise" in kws and "Artifact" in ch.types:
                out.append((oid, -2, (GENERIC_ONLY,)))
    if "Delve" in kws:
        for oid in state.graveyard[pid]:
            if oid not in exclude:
                out.append((oid, -3, (GENERIC_ONLY,)))
    return out


def _pay_spell(c: dict) -> int | tuple | None:
    """The spell this payment is for, or ("ability", source) for an activated ability's cost (None for a
    triggered ability): restricted mana may be spent only on some spells or abilities (106.6)."""
    if c["kind"] == "spell":
        return c["obj"]
    return ("ability", c["source"]) if c["kind"] == "ability" else None


def _pay_pool(state: "GameState", c: dict) -> list[int]:
    """The mana in the pool this payment may use (106.6)."""
    return usable_pool(state, c["player"], _pay_spell(c))


def _payment_sources(state: "GameState", c: dict) -> list:
    """Mana sources usable for this payment: not one whose tapping is itself part of the cost; for
    spells with convoke, improvise or delve, the permanents and cards that can pay too."""
    srcs = sources_for(state, c["player"], _pay_spell(c))
    reserved, leaving = _reserved(c)
    out = [s for s in srcs if s[0] not in reserved and (s[0] not in leaving or TIER_SACRIFICE not in s[4])]
    if c["kind"] == "spell":
        out.extend(alt_payers(state, c["player"], c["obj"], reserved | leaving))
    return out


def _reserved(c: dict) -> tuple[set, set]:
    """The permanents this payment can't tap for mana (the ability's own {T}; those chosen to be tapped for the
    cost), and those chosen to be sacrificed or returned for it: these leave only as the cost is paid (601.2h),
    after mana abilities are activated (601.2g), so they may still tap for mana first -- but not sacrifice
    themselves for it (a permanent can't be sacrificed for two costs, 701.21a)."""
    reserved = set()
    leaving = set()
    if c["kind"] == "ability" and c["ability"].cost.tap:
        reserved.add(c["source"])
    for key, v in c["choices"].items():
        (leaving if key.startswith(("sacrifice", "return")) else reserved).update(v)
    return reserved, leaving - reserved


def _payment_debts(state: "GameState", c: dict) -> list:
    """Mana abilities with a mana cost of their own (filter lands) usable for this payment."""
    debts = debt_sources(state, c["player"])
    if not debts:
        return debts
    reserved, leaving = _reserved(c)
    return [d for d in debts if d[0] not in reserved and (d[0] not in leaving or d[2] < TIER_SACRIFICE)]


def _alt_pay(state: "GameState", c: dict, oid: int, idx: int, t: str) -> None:
    """Tap the creature or artifact, or exile the card, to pay for one mana symbol."""
    pid = c["player"]
    if idx == -3:
        move(state, oid, Zone.EXILE, why="delve", rule="702.66a", cause="cost")
    else:
        tap_noted(state, c, oid, ALT_PAY_RULES[idx])
        if idx == -1:
            c["convoked"] = tuple(c.get("convoked", ())) + (oid,)  # 702.51c
    if t in TYPES:
        state.players[pid].pool[TYPES.index(t)] += 1  # paid at once (the spend below takes it)
    else:
        state.players[pid].pool[TYPES.index("C")] += 1
    state.touch_light()


def _stage_pay(state: "GameState", c: dict) -> None:
    """601.2g–h: activate mana abilities and pay the total cost."""
    due: ManaCost = c["mana_due"]
    if not due.symbols:
        _goto(state, c, "finish")
        return
    if state.options.get("auto_pay"):
        p = state.players[c["player"]]
        plan = solve_with_debts(due, _pay_pool(state, c), _payment_sources(state, c), _payment_debts(state, c), p.life)
        if plan is not None:
            _goto(state, c, "finish")  # (first: what the mana abilities do after the mana comes before it, 605.3b)
            _execute_plan(state, c, plan)
            return
    ask(state, "pay", c["player"], _pay_options(state, c), f"Pay {due}", ("cast_answer", "pay"),
        info={"due": str(due)})


def _execute_plan(state: "GameState", c: dict, plan: dict) -> None:
    pid = c["player"]
    debt = plan.get("debt") or {}
    for oid, idx, bundle in plan["activate"]:
        if idx < 0:
            _alt_pay(state, c, oid, idx, bundle)
        else:
            activate_mana_ability(state, pid, oid, idx, bundle, debt.get((oid, idx)))
    due: ManaCost = c["mana_due"]
    alt = [("C" if t not in TYPES else t) for _oid, idx, t in plan["activate"] if idx < 0]
    for si, t in plan["spend"]:
        t = "C" if t not in TYPES else t
        spend_from_pool(state, pid, t, _pay_spell(c))
        if t in alt:
            alt.remove(t)  # (what convoke, improvise or delve paid for: not mana spent)
        else:
            _note_spent(c, t)
    for si in plan["life"]:
        lose_life(state, pid, 2, rule="107.4f")
        c["life_paid"] += 2
    c["mana_due"] = EMPTY_COST
    log(state, "pay", "601.2h", f"{state.players[pid].name} pays {due}")


def _ans_pay(state: "GameState", c: dict, choice: tuple) -> None:
    pid = c["player"]
    v = choice[0]
    _goto(state, c, "pay")  # (first: what a mana ability does after the mana comes before the next step, 605.3b)
    if v == "auto":
        p = state.players[pid]
        plan = solve_with_debts(c["mana_due"], _pay_pool(state, c), _payment_sources(state, c),
                                _payment_debts(state, c), p.life)
        _execute_plan(state, c, plan)
    elif v == "activate":
        activate_mana_ability(state, pid, choice[1], choice[2], choice[3])
    elif v == "spend":
        _pay_symbol(state, c, choice[1])
        spend_noted(state, c, choice[2], _pay_spell(c))
        _note_spent(c, choice[2])
    elif v == "life":
        _pay_symbol(state, c, choice[1])
        pay_life_noted(state, c, 2)
    elif v in ("convoke", "improvise", "delve"):
        idx = {"convoke": -1, "improvise": -2, "delve": -3}[v]
        t = choice[3] if v == "convoke" else "*"
        _alt_pay(state, c, choice[1], idx, t)
        _pay_symbol(state, c, choice[2])
        spend_from_pool(state, pid, t if t in TYPES else "C", unrestricted=True)


def spent_tags(spent: str) -> set[str]:
    """ "RRG" -> {spent_R, spent_RR, spent_G}: each color spent, and how much of it (up to 7) as one tag each."""
    return {"spent_" + t * n for t in set(spent) for n in range(1, min(spent.count(t), 7) + 1)}


def _note_spent(c: dict, t: str) -> None:
    """The colors of mana spent to cast a spell (702.44a sunburst, 106.1): kept on the casting record, then on the
    spell as ``spent_<color>`` tags of ``paid`` (which the permanent keeps, 400.7d)."""
    if t in "WUBRG" and c["kind"] == "spell":
        c["spent"] = c.get("spent", "") + t


def _pay_symbol(state: "GameState", c: dict, i: int) -> None:
    syms = list(c["mana_due"].symbols)
    s = syms[i]
    if s.kind == "generic" and s.amount > 1:
        syms[i] = Sym("generic", 0, s.amount - 1, str(s.amount - 1))
    else:
        del syms[i]
    c["mana_due"] = ManaCost(tuple(syms))


def activate_mana_ability(state: "GameState", pid: int, oid: int, idx: int, bundle: str,
                          debt_with: str | None = None) -> None:
    """605.3: a mana ability is activated and resolves immediately, without using the stack: its costs are
    paid ({T}, life 119.4, energy 107.14, counters, a sacrifice 701.21, its own mana cost from the pool),
    the mana ``bundle`` is added, and any instructions after the mana (a pain land's damage) are carried
    out next, before the payment goes on (pushed as tasks: the caller continues after them)."""
    abilities = expanded_abilities(state, oid)
    ab = abilities[idx]
    r = recipe_of(abilities, idx)
    name = name_of(state, oid)
    if r is None:
        if ab.cost.tap:
            tap(state, oid, rule="605.3a")
    else:
        if r.debt is not None:
            _pay_debt(state, pid, r.debt, debt_with)
        if r.tap:
            tap(state, oid, rule="605.3a")
        if r.life:
            lose_life(state, pid, r.life, rule="119.4")
        if r.energy:
            remove_counters(state, pent(pid), "energy", r.energy, rule="107.14")
        if r.counters:
            remove_counters(state, oid, r.counters[0], r.counters[1], rule="118.3")
        if r.sac_self:
            sacrifice(state, [oid])
        elif r.sac is not None:
            victim = _sacrifice_for_mana(state, pid, oid, r.sac)
            if victim is not None:
                sacrifice(state, [victim])
    add_mana(state, pid, bundle, rule="605.3b")
    rb = restricted_bundles(ab.body.effect) if type(ab.body) is Body else None
    if rb is not None:  # 106.6: "Spend this mana only ..."
        note_restricted(state, pid, bundle, rb[1], oid, pid)
    for h in state.relevance.active("mana_resolved", MANA_ABILITY_RESOLVED):  # (106.12a, 605.4a)
        h(state, pid, oid, ab)
    if r is not None and r.rest:
        cid = state.new_id()
        state.contexts[cid] = Ctx(cid, oid, pid, ab.body, source_name=name)
        state.touch_light()
        push(state, "end_ctx", cid)
        push(state, "effect", cid, r.rest[0] if len(r.rest) == 1 else Seq(r.rest), None, None)


def _pay_debt(state: "GameState", pid: int, debt: ManaCost, with_: str | None = None) -> None:
    """Pay a mana ability's own mana cost (a filter land's {1} or {W/U}) from the pool, where the mana
    the solver made for it is (605.3a, 601.2h); ``with_``: with that type of mana."""
    if with_ is not None and len(debt.symbols) == 1 and usable_pool(state, pid)[TYPES.index(with_)]:
        spend_from_pool(state, pid, with_)
        return
    plan = solve(debt, usable_pool(state, pid), [], state.players[pid].life, allow_life=False)
    if plan is None:
        raise RuntimeError(f"no mana in the pool for {debt}")
    for _si, t in plan["spend"]:
        spend_from_pool(state, pid, "C" if t not in TYPES else t)


def _sacrifice_for_mana(state: "GameState", pid: int, source: int, filt) -> int | None:
    """The permanent an automatically activated "Sacrifice a Goblin: Add {R}" sacrifices (the player
    chooses, 701.21a; for them: a tapped one or one that makes no mana, a token, the lowest mana value,
    the source itself last)."""
    env = Env(state, source, pid)
    objs = state.objects
    best = None
    best_key = None
    for i in state.battlefield:
        o = objs[i]
        if o.phased_out:
            continue
        ch = chars(state, i)
        if ch.controller != pid or not matches(env, filt, i):
            continue
        key = (i == source, not o.tapped, o.kind != "token", ch.mana_cost.mana_value, i)
        if best_key is None or key < best_key:
            best, best_key = i, key
    return best


def _stage_finish(state: "GameState", c: dict) -> None:
    """601.2h–i / 602.2b: pay the non-mana costs, then the spell becomes cast or the ability
    activated; abilities that trigger on casting trigger now."""
    pid = c["player"]
    obj = c["obj"]
    src_name = name_of(state, c["source"]) if c["source"] in state.objects else "a source"
    s = state.mut(obj)
    s.targets = c["targets"]
    s.modes = c["modes"]
    s.divide = c["divide"]
    if c["x"] is not None:
        s.x = c["x"]
    if c["kind"] == "trigger":
        state.casting = None
        state.touch()
        if state.logging:
            log(state, "trigger", "603.3", f"{c.get('source_name') or 'A triggered ability'}'s triggered ability "
                f"goes on the stack" + _targets_text(state, c["targets"]))
        _fire_targets(state, obj, c["targets"], c["player"])
        return
    for p in c.get("cost_parts", ()):
        _pay_nonmana(state, c, p)
    chosen = c["choices"]
    for key, ids in chosen.items():
        if key.startswith("sacrifice"):
            sacrifice(state, list(ids))
            # "the sacrificed creature's power": last known information of what the cost sacrificed (608.2h)
            m = state.mut(obj)
            m.memory = dict(m.memory or {}, sacrificed=tuple(ids))
        elif key.startswith("discard"):
            discard(state, pid, list(ids))
        elif key.startswith(("exile_gy", "exile_hand", "exile_among")):  # (the exiled cards kept: 702.167c)
            ex = move_many(state, [(i, Zone.EXILE, {"why": "cost", "rule": "601.2h"}) for i in ids])
            state.mut(obj).memory = dict(state.objects[obj].memory or {}, exiled=tuple(i for i in ex if i))
        elif key.startswith("tap_untapped"):
            for i in ids:
                tap(state, i, rule="601.2h")
        elif key.startswith("tap_power"):  # 702.122b: these creatures crew the Vehicle
            for i in ids:
                tap(state, i, rule="702.122a")
            m = state.mut(obj)
            m.memory = dict(m.memory or {}, crewed_by=tuple(ids))
        elif key.startswith("return"):
            move_many(state, [(i, Zone.HAND, {"why": "cost", "rule": "601.2h"}) for i in ids])
        elif key.startswith(("reveal", "behold")):  # the card stays where it is (701.20a, 701.4a)
            for i in ids:
                log(state, "reveal", "701.4a" if key.startswith("behold") else "601.2h",
                    f"{state.players[pid].name} {'beholds' if key.startswith('behold') else 'reveals'} "
                    f"{name_of(state, i)} for the cost", {"object": i, "player": pid})
    state.casting = None
    state.touch()
    if c["kind"] == "spell":
        if c.get("spent"):
            m = state.mut(obj)
            m.paid = m.paid | spent_tags(c["spent"])
        p = state.players[pid]
        p.spells_cast_turn += 1
        log(state, "cast", "601.2i", f"{p.name} casts {name_of(state, obj)}" + _targets_text(state, c["targets"]),
            {"object": obj, "player": pid, "targets": c["targets"]})
        spent = max(0, c.get("mana_total", 0) - c["life_paid"] // 2)  # "the amount of mana spent to cast it"
        fire(state, {"kind": "cast", "object": obj, "player": pid, "amount": spent})
    else:
        ab = c["ability"]
        if ab.loyalty:
            state.turn_data.setdefault("loyalty_used", []).append(c["source"])
        key = (c["source"], c["index"])
        acts = state.turn_data.setdefault("activations", {})
        acts[key] = acts.get(key, 0) + 1
        for h in ABILITY_ACTIVATED:
            h(state, c["source"], ab)
        log(state, "activate", "602.2", f"{state.players[pid].name} activated {src_name}'s ability"
            + _targets_text(state, c["targets"]))
        if ab.mana and not c["targets"]:
            # 605.3b: a mana ability resolves immediately, before anyone gets priority
            push(state, "give_priority", pid)
            push(state, "resolve_top")
            return
        fire(state, {"kind": "activated", "object": obj, "source": c["source"], "player": pid})
    _fire_targets(state, obj, c["targets"], pid)
    if not c.get("resolving"):  # cast while another spell or ability resolves: it goes on (608.2g, 707.12)
        push(state, "give_priority", pid)  # 117.3c


def _fire_targets(state: "GameState", obj: int, targets: tuple, pid: int | None = None) -> None:
    crime = False
    for t in targets:
        for e in t:
            if e >= 0:
                fire_target(state, e, obj)
            crime = crime or (pid is not None and criminal_target(state, pid, e))
    if crime:  # 700.13: the player commits a crime
        fire(state, {"kind": "crime", "player": pid, "object": obj})


def _targets_text(state: "GameState", targets: tuple) -> str:
    names = [ename(state, e) for t in targets for e in t]
    return (" targeting " + ", ".join(names)) if names else ""


def _pay_nonmana(state: "GameState", c: dict, p: Cost) -> None:
    pid, src = c["player"], c["source"]
    if p.tap and src in state.objects:
        tap(state, src, rule="602.2b")
    if p.untap and src in state.objects:
        untap(state, src, rule="107.6")
    if p.exert_self and src in state.objects:  # "Exert ~" (701.43a): it won't untap during the next untap step
        upcalls.exert(state, src, rule="701.43a")
    if p.life:
        lose_life(state, pid, p.life, rule="118.3")
    if p.energy:  # 107.14: paying {E} is removing an energy counter from yourself
        remove_counters(state, pent(pid), "energy", p.energy, rule="107.14")
    if p.discard and p.discard_random:  # "Discard a card at random" (701.9a): chosen as it is paid
        discard(state, pid, pick_at_random(state, cost_candidates(state, c, "discard", p.discard_filter), p.discard))
    if p.loyalty is not None and src in state.objects:
        if p.loyalty > 0:
            add_counters(state, src, "loyalty", p.loyalty, rule="606.4", cost=True)  # (614.16: not by an effect)
        elif p.loyalty < 0:
            remove_counters(state, src, "loyalty", -p.loyalty, rule="606.4")
    for kind, n in (p.remove_counters,) if p.remove_counters else ():
        remove_counters(state, src, kind, n, rule="118.3")
    for kind, n in (p.add_counters,) if p.add_counters else ():
        add_counters(state, src, kind, n, rule="118.3")
    if p.sacrifice_self and src in state.objects:
        sacrifice(state, [src])
    if p.discard_self and src in state.objects:
        cycled, cycling_ability = upcalls.cycled, upcalls.cycling_ability
        cyc = cycling_ability(state, c)  # 702.29c: discarded to pay a cycling cost, it is cycled
        remember_lki(state, src)  # 608.2h: "the discarded card" as it last existed (transmute, 702.53a)
        new = discard(state, pid, [src])
        if cyc:
            cycled(state, pid, new)
    if p.exile_self and src in state.objects:
        move(state, src, Zone.EXILE, why="cost", rule="601.2h")


def abandon(state: "GameState", c: dict, why: str) -> None:
    """A spell or activated ability that can't be completed is reversed (733.1); a triggered ability
    without legal targets is removed from the stack (603.3d)."""
    if c["kind"] == "trigger":
        obj = c["obj"]
        if obj in state.stack:
            state.stack.remove(obj)
            del state.objects[obj]
        state.casting = None
        state.touch()
        log(state, "trigger", "603.3d", f"a triggered ability is removed from the stack ({why})")
        return
    log(state, "cancel", "733.1", f"the action is reversed ({why})")
    cancel(state)


def cancel(state: "GameState") -> None:
    """733.1–2: reverse the spell or ability being put on the stack; the player keeps priority."""
    c = state.casting
    pid, obj = c["player"], c["obj"]
    undo_payments(state, c)
    if obj in state.objects:
        state.stack.remove(obj)
        del state.objects[obj]
    if c["kind"] == "spell":
        org = c["origin"]
        old = GameObject.from_data(org["object"])
        state.add_object(old)
        state.zone_list(org["zone"], org["owner"]).insert(org["index"], old.id)
        del state.pending[org["pending"]:]
    else:
        del state.pending[c.get("pending", len(state.pending)):]
    state.casting = None
    state.touch()
    if c.get("resolving"):
        return  # the resolving spell or ability goes on
    state.priority = pid
    push(state, "priority")


STAGES = {
    "optional": _stage_optional, "modes": _stage_modes, "x": _stage_x, "targets": _stage_targets,
    "divide": _stage_divide, "cost": _stage_cost, "cost_choices": _stage_cost_choices, "pay": _stage_pay,
    "finish": _stage_finish,
}
ANSWERS = {
    "optional": _ans_optional, "modes": _ans_modes, "x": _ans_x, "targets": _ans_targets, "divide": _ans_divide,
    "cost_choices": _ans_cost_choices, "pay": _ans_pay,
}

__all__ = ["begin_cast", "begin_activate", "begin_trigger", "cancel", "total_cost", "Seq"]


from .support import IMPLEMENTED_KEYWORDS  # noqa: E402

# cost keywords implemented here and tested in tests/rules/test_601_costs.py
IMPLEMENTED_KEYWORDS.update({
    "Kicker", "Multikicker", "Buyback", "Flashback", "AlternativeCost", "Affinity", "Convoke", "Delve",
    "Improvise", "Cascade", "Entwine",
})


upcalls.install(begin_trigger)
upcalls.install(activate_mana_ability)
