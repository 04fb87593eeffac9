"""Combat (506–511): declaring attackers and blockers as turn-based actions, combat damage with
first-strike and double-strike steps, trample and deathtouch assignment, removal from combat.

``state.combat`` holds plain data:

- ``attackers`` {attacker: defender entity, or None once the attacked permanent left combat (506.4c)};
  ``orphans`` {attacker: the defending player it had} for those (they may still be blocked, 506.4c);
  ``defenders`` the defending players; ``blockers`` {blocker: (attackers...)}; ``blocked_by``
  {attacker: (blockers...)}; ``blocked`` attackers that became blocked (509.1h: they stay blocked);
- ``ctrl`` {attacker or blocker: its controller when declared} — a creature whose controller changes is
  removed from combat (506.4);
- ``fs`` creatures that had first or double strike as the first combat damage step began (510.4) and
  ``had_fs_step``;
- while a declaration is being built: ``pending`` (and ``block_queue``/``blocking_player``);
- while damage is being assigned: ``dmg_queue``, ``dmg_plan``, ``dmg_assigned`` {creature: damage
  assigned to it so far this step} and ``dmg_dt`` (creatures assigned damage by a deathtouch source).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.partitions import splits
from ..tree.abilities import Static
from ..tree.continuous import Restrict
from ..tree.refs import Ref
from . import upcalls
from .chars import chars, name_of
from .evaluate import Env, apnap, condition_holds, matches, resolve_ref, lki
from .events import add_counters, damage, fire, log, tap, ename
from .keywords import evasion_allows, min_blockers
from .loop import ask, push, task
from .mechanics_hooks import EXTRA_SBAS
from .state import is_player, pent, pid_of
from .support import IMPLEMENTED_KEYWORDS, IMPLEMENTED_RESTRICTIONS
from .triggers import subject_ok, matcher
from .influence import in_range
from .relevance import active

if TYPE_CHECKING:
    from .state import GameState

MAX_ENUMERATED_ASSIGNMENTS = 400
MAX_BLOCK_SEARCH = 20_000  # nodes explored when maximizing blocking requirements (509.1c)

# "attacks each combat if able" and the like (508.1d); "blocks each combat if able" (509.1c);
# "must be blocked if able" (a requirement on the defending player's blocks, 509.1c).
ATTACK_REQUIREMENTS = ("attacks_each_combat", "must_attack")
BLOCK_REQUIREMENTS = ("blocks_each_combat", "must_block")

IMPLEMENTED_RESTRICTIONS.update({
    "may_assign_damage_as_though_unblocked",
    "cant_attack_you", "cant_attack_alone", "cant_block_alone", "blocks_each_combat", "must_block",
    "must_be_blocked", "cant_be_blocked_except_by", "cant_be_blocked_by_more_than_one", "must_attack_player",
    "must_be_blocked_by_all", "cant_attack_unless_defender_controls", "can_attack_despite_defender",
    "can_attack_as_though_haste", "assigns_no_combat_damage", "assigns_damage_by_toughness",
})


def damage_to_assign(state: "GameState", oid: int) -> int:
    """510.1a: a creature assigns combat damage equal to its power -- or to its toughness under "assigns combat
    damage equal to its toughness rather than its power", or none under "assigns no combat damage"."""
    c = chars(state, oid)
    if c.restrictions:
        if c.restricted("assigns_no_combat_damage"):
            return 0
        if c.restricted("assigns_damage_by_toughness"):
            return c.toughness or 0
    return c.power or 0


IMPLEMENTED_KEYWORDS.add("Toxic")

# Combat rules a mechanic module changes (banding, 702.22: engine/mechanics/banding.py), each a list of functions
# (marked with relevance.needs): "attack_options" fn(state) -> more options while attackers are declared;
# "attack_choice" fn(state, choice) for those options and after an "attack" or "remove"; "attackers_declared"
# fn(state, declared); "blocks_declared" fn(state) before attackers become blocked (509.1h); "removed" fn(state,
# creature) as it is removed from combat; "assigner" fn(state, creature) -> who assigns its combat damage, or None;
# "damage_dealt" fn(state) once all combat damage of a step has been dealt (510.2).
COMBAT_HOOKS: dict[str, list] = {k: [] for k in ("attack_options", "attack_choice", "attackers_declared",
                                                 "blocks_declared", "removed", "assigner", "damage_dealt")}


def _hooks(state: "GameState", name: str) -> tuple:
    return active(state, ("combat", name), COMBAT_HOOKS[name])


@matcher("attacks_with")
def _m_attacks_with(env, trig, ev):
    """508.3c–d: "Whenever you attack [with one or more <creatures>]" triggers once when the player
    declares attackers, if any declared attacker matches."""
    if ev["kind"] != "attackers_declared" or not ev["attackers"]:
        return False
    if trig.whose == "you" and ev["player"] != env.controller:
        return False
    if trig.whose in ("opponent", "opponents") and ev["player"] == env.controller:
        return False
    atts = ev["attackers"]
    if trig.to is not None:  # "you attack the player who has the initiative": those attacking that player (508.1b)
        holder = env.state.designations.get(trig.to)
        cb = env.state.combat or {}
        atts = [a for a in atts if holder is not None and cb.get("attackers", {}).get(a) == pent(holder)]
    n = sum(1 for a in atts if trig.subject is None or subject_ok(env, trig.subject, a, None))
    # "that much" in the effect is this trigger's number of matching attackers; the event is copied
    # for the trigger right after it matches, so each trigger keeps its own count
    ev["amount"] = n
    return n > 0


@matcher("attacks_unblocked")
def _m_attacks_unblocked(env, trig, ev):
    """509.3g: "Whenever [a creature] attacks and isn't blocked" triggers in the declare blockers step
    for each attacking creature no creature was declared to block."""
    return ev["kind"] == "unblocked" and subject_ok(env, trig.subject, ev["object"], None)


def new_combat(state: "GameState") -> dict:
    return {"attackers": {}, "defenders": (), "blockers": {}, "blocked_by": {}, "blocked": (), "fs": (),
            "pending": {}, "declared": False, "ctrl": {}}


# ---------------------------------------------------------------- removal from combat (506.4)


def remove_from_combat(state: "GameState", oid: int) -> None:
    """506.4: a removed creature stops being attacking/blocking/blocked/unblocked; an attacker it was
    blocking stays blocked (509.1h); a removed planeswalker or battle stops being attacked, and the
    creatures attacking it keep attacking nothing (506.4c)."""
    cb = state.combat
    if not cb:
        return
    changed = False
    if oid in cb["attackers"]:
        cb["attackers"] = {k: v for k, v in cb["attackers"].items() if k != oid}
        changed = True
        bb = cb["blocked_by"].get(oid, ())
        cb["blocked_by"] = {k: v for k, v in cb["blocked_by"].items() if k != oid}
        cb["blocked"] = tuple(a for a in cb.get("blocked", ()) if a != oid)
        if bb:
            blockers = dict(cb["blockers"])
            for b in bb:
                if b in blockers:
                    blockers[b] = tuple(a for a in blockers[b] if a != oid)
            cb["blockers"] = blockers
    if oid in cb["blockers"]:
        atts = cb["blockers"][oid]
        cb["blockers"] = {k: v for k, v in cb["blockers"].items() if k != oid}
        bb = dict(cb["blocked_by"])
        for a in atts:
            if a in bb:
                bb[a] = tuple(b for b in bb[a] if b != oid)
        cb["blocked_by"] = bb
        changed = True
    if any(v == oid for v in cb["attackers"].values()):
        # 506.4c: the creatures attacking it keep attacking (nothing), and may still be blocked by the
        # player who was defending against them
        dp = _defending_player_at_removal(state, oid)
        cb["orphans"] = {**cb.get("orphans", {}), **{k: dp for k, v in cb["attackers"].items() if v == oid}}
        cb["attackers"] = {k: (None if v == oid else v) for k, v in cb["attackers"].items()}
        changed = True
    if oid in cb.get("ctrl", {}):
        cb["ctrl"] = {k: v for k, v in cb["ctrl"].items() if k != oid}
    for h in _hooks(state, "removed"):
        h(state, oid)
    if changed:
        if oid in state.battlefield:  # (a permanent leaving the battlefield is logged as a zone change)
            log(state, "combat", "506.4", f"{name_of(state, oid)} is removed from combat")
        state.touch_light()


def _defending_player_at_removal(state: "GameState", oid: int) -> int | None:
    """508.5: the defending player of creatures attacking planeswalker or battle ``oid`` as it is removed
    from combat — from its last known information when it just left the battlefield."""
    if oid in state.battlefield:
        return defending_player_of(state, oid)
    snap = lki(state, oid)
    if snap is None:
        return None
    if "Battle" in snap["types"]:
        return protector_of(state, oid)
    return snap["controller"]


def sync_combat(state: "GameState") -> bool:
    """506.4: remove from combat every creature that phased out, stopped being a creature, became a
    battle or changed controller, and every attacked planeswalker or battle that stopped being one.
    (Zone changes, regeneration and control-changing effects remove at once; this catches changes
    made through continuous effects.) Runs whenever state-based actions are checked; never counts as
    one."""
    cb = state.combat
    if not cb or not (cb["attackers"] or cb["blockers"]):
        return False
    objs = state.objects
    ctrl = cb.get("ctrl", {})
    gone = []
    for oid in list(cb["attackers"]) + list(cb["blockers"]):
        o = objs.get(oid)
        if o is None or o.zone != "battlefield" or o.phased_out:
            gone.append(oid)
            continue
        c = chars(state, oid)
        if "Creature" not in c.types or "Battle" in c.types:
            gone.append(oid)
        elif oid in ctrl and c.controller != ctrl[oid]:
            gone.append(oid)
    for d in set(cb["attackers"].values()):
        if d is None or is_player(d):
            continue
        o = objs.get(d)
        if o is None or o.zone != "battlefield" or o.phased_out:
            gone.append(d)
            continue
        c = chars(state, d)
        if "Planeswalker" not in c.types and "Battle" not in c.types:
            gone.append(d)
    for oid in dict.fromkeys(gone):
        remove_from_combat(state, oid)
    return False


EXTRA_SBAS.append(sync_combat)


# ---------------------------------------------------------------- declare attackers (508)


def defending_players(state: "GameState") -> list[int]:
    """506.2: in a two-player game the nonactive player is the defending player; in multiplayer games
    every opponent may be attacked (802, attack multiple players) — within the attacking player's range
    of influence when that option is used (801.3)."""
    if state.options.get("range_of_influence") is not None:
        return [p for p in apnap(state) if p != state.active and in_range(state, state.active, p)]
    return [p for p in apnap(state) if p != state.active]


def protector_of(state: "GameState", battle: int) -> int | None:
    """310.8: the battle's protector (chosen as it entered; kept in ``chosen['protector']``)."""
    o = state.objects.get(battle)
    return (o.chosen or {}).get("protector") if o is not None else None


def possible_defenders(state: "GameState") -> list[int]:
    """506.2, 508.1b: the defending players, the planeswalkers they control and the battles they
    protect (310.8b: a Siege can be attacked by its own controller; never by its protector)."""
    defs = defending_players(state)
    out = [pent(p) for p in defs]
    dset = set(defs)
    for oid in state.battlefield:
        o = state.objects[oid]
        if o.phased_out:
            continue
        c = chars(state, oid)
        if "Battle" in c.types:
            prot = protector_of(state, oid)
            if prot in dset and prot != state.active:
                out.append(oid)
        elif "Planeswalker" in c.types and c.controller in dset:
            out.append(oid)
    return out


def can_attack(state: "GameState", oid: int) -> bool:
    """508.1a, 508.1c: an untapped creature (not a battle) the active player controls, under their
    control since the turn began unless it has haste (302.6, 702.10b), without defender (702.3b) or a
    "can't attack" restriction."""
    o = state.objects[oid]
    if o.tapped or o.phased_out or o.zone != "battlefield":
        return False
    c = chars(state, oid)
    if "Creature" not in c.types or "Battle" in c.types or c.controller != state.active:
        return False
    if o.sick and "Haste" not in c.keywords and not c.restricted("can_attack_as_though_haste"):
        return False
    if "Defender" in c.keywords and not c.restricted("can_attack_despite_defender"):  # 702.3b
        return False
    for r in c.restrictions:
        if r.kind in ("cant_attack", "cant_attack_or_block"):
            return False
    return True


def _statics_with(state: "GameState", kind: str) -> list[tuple[int, int, Static]]:
    """(source, controller, Static) for every functioning static ability that has a ``kind``
    restriction (for restrictions that name the source's controller, like "can't attack you")."""
    memo = state.memo()
    key = ("statics_with", kind)
    hit = memo.get(key)
    if hit is not None:
        return hit
    out = []
    for sid in state.battlefield:
        if state.objects[sid].phased_out:
            continue
        sc = chars(state, sid)
        for ab in sc.abilities:
            if type(ab) is Static and any(type(m) is Restrict and m.kind == kind for m in ab.mods):
                if ab.condition is None or condition_holds(Env(state, sid, sc.controller), ab.condition):
                    out.append((sid, sc.controller, ab))
    memo[key] = out
    return out


def _static_affects(state: "GameState", sid: int, ctrl: int, st: Static, oid: int) -> bool:
    env = Env(state, sid, ctrl)
    if isinstance(st.affected, Ref):
        return oid in resolve_ref(env, st.affected)
    return matches(env, st.affected, oid)


def can_attack_defender(state: "GameState", oid: int, d: int) -> bool:
    """508.1b–c: may ``oid`` attack ``d`` (a player entity, planeswalker or battle)? Respects
    "Creatures can't attack you" restrictions (which protect their source's controller)."""
    if is_player(d):
        pid = pid_of(d)
        for sid, ctrl, st in _statics_with(state, "cant_attack_you"):
            if ctrl == pid and _static_affects(state, sid, ctrl, st, oid):
                return False
    rs = chars(state, oid).restrictions
    if rs:
        for r in rs:
            if r.kind == "cant_attack_unless_defender_controls" and not _defender_controls(state, oid, d, r.arg):
                return False
    return True


def _defender_controls(state: "GameState", oid: int, d: int, flt: Any) -> bool:
    """508.1c: "~ can't attack unless defending player controls an Island" -- the player it would attack (or
    the controller of the planeswalker, the protector of the battle, 508.5) controls a permanent matching
    ``flt`` ("you" in it meaning that player)."""
    pid = defending_player_of(state, d)
    if pid is None:
        return False
    env = Env(state, oid, pid)
    return any(matches(env, flt, x) for x in state.battlefield)


def attack_choices(state: "GameState") -> dict[int, list[int]]:
    """Every creature that could be declared as an attacker, with what it may attack."""
    defs = possible_defenders(state)
    out: dict[int, list[int]] = {}
    for oid in state.battlefield:
        if can_attack(state, oid):
            ds = [d for d in defs if can_attack_defender(state, oid, d)]
            if ds:
                out[oid] = ds
    return out


def _attack_requirements(state: "GameState", oid: int, could: Any = None, attacks: int | None = None) -> int:
    """508.1d: how many requirements ("attacks each combat if able") apply to this creature. A requirement
    to attack one player ("attacks that opponent this turn if able", 702.141a: ``must_attack_player``, arg
    the player) counts when the creature ``attacks`` that player, or, with ``could`` (what it may attack),
    when it could."""
    n = 0
    for r in chars(state, oid).restrictions:
        if r.kind in ATTACK_REQUIREMENTS:
            n += 1
        elif r.kind == "must_attack_player" and isinstance(r.arg, int):
            if (could is not None and pent(r.arg) in could) or (attacks is not None and attacks == pent(r.arg)):
                n += 1
        elif r.kind == "must_attack_other_than" and isinstance(r.arg, int):  # goad, 701.15b
            other = pent(r.arg)
            if (could is not None and any(is_player(d) and d != other for d in could)) \
                    or (attacks is not None and is_player(attacks) and attacks != other):
                n += 1
    return n


def _cant_attack_alone(state: "GameState", oid: int) -> bool:
    return chars(state, oid).restricted("cant_attack_alone")


def attack_restrictions_ok(state: "GameState", decl: dict, choices: dict | None = None) -> bool:
    """508.1a–c: every attacker may attack what it attacks, and no "can't attack alone" creature
    attacks alone (506.5)."""
    choices = attack_choices(state) if choices is None else choices
    for a, d in decl.items():
        if d not in choices.get(a, ()):
            return False
    if len(decl) == 1 and _cant_attack_alone(state, next(iter(decl))):
        return False
    return True


def max_attack_requirements(state: "GameState", choices: dict | None = None) -> int:
    """508.1d: the most requirements that can be obeyed without disobeying a restriction. Every
    creature able to attack can obey its requirements, unless it can't attack alone and nothing else
    could attack with it."""
    choices = attack_choices(state) if choices is None else choices
    total = 0
    for a in choices:
        n = _attack_requirements(state, a, could=choices[a])
        if n and not (len(choices) == 1 and _cant_attack_alone(state, a)):
            total += n
    return total


def attack_declaration_legal(state: "GameState", decl: dict) -> bool:
    """508.1c–d: restrictions obeyed and as many requirements as possible obeyed."""
    choices = attack_choices(state)
    if not attack_restrictions_ok(state, decl, choices):
        return False
    obeyed = sum(_attack_requirements(state, a, attacks=d) for a, d in decl.items())
    return obeyed >= max_attack_requirements(state, choices)


@task("declare_attackers")
def declare_attackers(state: "GameState") -> None:
    """508.1: the active player declares attackers (a turn-based action)."""
    cb = state.combat
    cb["defenders"] = tuple(defending_players(state))
    cb["pending"] = {}
    if not cb["defenders"] or not attack_choices(state):
        cb["declared"] = True
        log(state, "attackers", "508.1", f"{state.players[state.active].name} declares no attackers")
        return
    _ask_attackers(state)


def _attack_options(state: "GameState") -> tuple:
    cb = state.combat
    pending = cb["pending"]
    opts: list = []
    for oid, ds in attack_choices(state).items():
        if oid in pending:
            continue
        for d in ds:
            opts.append(("attack", oid, d))
    if attack_declaration_legal(state, pending):
        opts.append(("done",))
    else:
        opts.extend(("remove", oid) for oid in pending)
    for h in _hooks(state, "attack_options"):
        opts.extend(h(state))
    return tuple(opts)


def _ask_attackers(state: "GameState") -> None:
    opts = _attack_options(state)
    ask(state, "attackers", state.active, opts, "Declare attackers: add an attacker, or done",
        ("attackers_choice",))


@task("attackers_choice")
def attackers_choice(state: "GameState", choice: tuple) -> None:
    cb = state.combat
    if choice[0] == "attack":
        cb["pending"] = {**cb["pending"], choice[1]: choice[2]}
    elif choice[0] == "remove":
        cb["pending"] = {k: v for k, v in cb["pending"].items() if k != choice[1]}
    if choice[0] != "done":
        for h in _hooks(state, "attack_choice"):
            h(state, choice)
        state.touch_light()
        _ask_attackers(state)
        return
    finish_attackers(state)


def finish_attackers(state: "GameState") -> None:
    """508.1f–m: tap the attackers (not those with vigilance, 702.20b); they become attacking
    creatures; abilities that trigger on attacking trigger (508.1m, 508.3a; "attacks alone" 506.5)."""
    cb = state.combat
    pending = cb["pending"]
    cb["pending"] = {}
    cb["declared"] = True
    cb["attackers"] = {**cb["attackers"], **pending}  # keep any put onto the battlefield attacking (508.4)
    cb["declared_attackers"] = pending  # as declared, whatever leaves combat later (melee 702.121a, training)
    cb["had_attackers"] = bool(cb["attackers"])
    cb["ctrl"] = {**cb.get("ctrl", {}), **{a: state.active for a in pending}}
    state.touch_light()
    if not pending:
        log(state, "attackers", "508.1", f"{state.players[state.active].name} declares no attackers")
        return
    for oid in pending:
        if "Vigilance" not in chars(state, oid).keywords:
            tap(state, oid, rule="508.1f")
    for h in _hooks(state, "attackers_declared"):
        h(state, pending)
    log(state, "attackers", "508.1", f"{state.players[state.active].name} attacks with " +
        ", ".join(f"{name_of(state, a)} → {ename(state, d)}" for a, d in pending.items()),
        {"attackers": dict(pending)})
    for oid, d in pending.items():
        # "player": the defending player (506.2), the one "that player" names in "whenever a creature attacks an
        # opponent, that player ..."
        fire(state, {"kind": "attacks", "object": oid, "defender": d,
                     "defending": defending_player_of(state, d), "controller": state.active,
                     "player": defending_player_of(state, d)})
    if len(pending) == 1:
        (oid, d), = pending.items()
        fire(state, {"kind": "attacks_alone", "object": oid, "defender": d,
                     "defending": defending_player_of(state, d), "controller": state.active})
    fire(state, {"kind": "attackers_declared", "player": state.active, "attackers": tuple(pending)})


def defending_player_of(state: "GameState", d: int | None) -> int | None:
    """508.5: the player attacked, the controller of the planeswalker attacked, or the protector of
    the battle attacked (310.8d)."""
    if d is None:
        return None
    if is_player(d):
        return pid_of(d)
    if d in state.objects:
        c = chars(state, d)
        if "Battle" in c.types:
            return protector_of(state, d)
        return c.controller
    return None


def put_attacking(state: "GameState", oids: list[int], defender: int | None = None) -> None:
    """508.4: creatures put onto the battlefield attacking. Each attacks the given player, planeswalker
    or battle, or what its controller chooses among the defending players, the planeswalkers they
    control and the battles they protect — unaffected by attack requirements and restrictions (508.4c),
    and without having "attacked" (no attack triggers, 508.3a). Never attacking: outside combat, a
    noncreature or a battle (506.3a, 506.3f), one not controlled by the attacking player (506.3b), or
    one told to attack a player or permanent that can't be attacked (506.3c, 508.4a). Put onto the
    battlefield once blockers are declared, it is unblocked (506.3d, 508.4d)."""
    for oid in reversed(oids):
        push(state, "enter_attacking", oid, defender)


@task("enter_attacking")
def enter_attacking(state: "GameState", oid: int, defender: int | None, choice: tuple | None = None) -> None:
    cb = state.combat
    o = state.objects.get(oid)
    if cb is None or o is None or o.zone != "battlefield" or state.step not in _COMBAT_STEPS:
        return
    c = chars(state, oid)
    if "Creature" not in c.types or "Battle" in c.types or c.controller != state.active:
        return
    if oid in cb["attackers"]:
        return
    defs = possible_defenders(state)
    if choice is not None:
        defender = choice[2]
    elif defender is None:
        if len(defs) > 1:
            ask(state, "option", state.active, tuple(("attack", oid, d) for d in defs),
                f"Choose what {name_of(state, oid)} is attacking (508.4)", ("enter_attacking", oid, None))
            return
        defender = defs[0] if defs else None
    if defender is None or defender not in defs:
        return  # 506.3c / 508.4a: it's never an attacking creature
    cb["attackers"] = {**cb["attackers"], oid: defender}
    cb["ctrl"] = {**cb.get("ctrl", {}), oid: c.controller}
    cb["had_attackers"] = True
    if not cb.get("defenders"):
        cb["defenders"] = tuple(defending_players(state))
    state.touch_light()
    log(state, "attackers", "508.4",
        f"{name_of(state, oid)} enters the battlefield attacking {ename(state, defender)}"
        + (" (unblocked, 508.4d)" if blockers_declared(state) else ""))


_COMBAT_STEPS = ("beginning_of_combat", "declare_attackers", "declare_blockers", "first_strike_damage",
                 "combat_damage", "end_of_combat")


def blockers_declared(state: "GameState") -> bool:
    return state.step in ("declare_blockers", "first_strike_damage", "combat_damage", "end_of_combat") \
        and "block_queue" not in state.combat


def attacks_declared(state: "GameState") -> bool:
    cb = state.combat
    return bool(cb and cb["attackers"])


# ---------------------------------------------------------------- declare blockers (509)


def can_block(state: "GameState", oid: int, defender_pid: int) -> bool:
    """509.1a–b: an untapped creature (not a battle) the defending player controls, without a "can't
    block" restriction."""
    o = state.objects[oid]
    if o.tapped or o.phased_out or o.zone != "battlefield":
        return False
    c = chars(state, oid)
    if "Creature" not in c.types or "Battle" in c.types or c.controller != defender_pid:
        return False
    for r in c.restrictions:
        if r.kind in ("cant_block", "cant_attack_or_block"):
            return False
    if "Decayed" in c.keywords:  # 702.147a: "This creature can't block"
        return False
    if "Unleash" in c.keywords and (o.counters or {}).get("+1/+1", 0) > 0:  # 702.98a
        return False
    return True


def _attacking_player_of(state: "GameState", attacker: int) -> int | None:
    cb = state.combat
    d = cb["attackers"].get(attacker)
    if d is None:  # 506.4c: attacking a planeswalker or battle that was removed from combat
        return cb.get("orphans", {}).get(attacker)
    return defending_player_of(state, d)


def block_pairs(state: "GameState", pid: int) -> list[tuple[int, int]]:
    """Every (blocker, attacker) pair ``pid`` could declare (509.1a–b): the attacker attacks ``pid``,
    a planeswalker they control or a battle they protect, and no evasion ability or restriction
    forbids the block."""
    memo = state.memo()  # (declaring blockers asks this three times per step)
    hit = memo.get(("block_pairs", pid))
    if hit is not None:
        return list(hit)
    cb = state.combat
    mine = [a for a in cb["attackers"] if a in state.objects and _attacking_player_of(state, a) == pid]
    out: list[tuple[int, int]] = []
    if mine:
        for b in state.battlefield:
            if not can_block(state, b, pid):
                continue
            for a in mine:
                if evasion_allows(state, b, a):
                    out.append((b, a))
    memo[("block_pairs", pid)] = tuple(out)
    return out


@task("declare_blockers")
def declare_blockers(state: "GameState") -> None:
    """509.1: each defending player declares blockers (in APNAP order in multiplayer games)."""
    sync_combat(state)
    cb = state.combat
    cb["block_queue"] = tuple(p for p in apnap(state) if p in cb["defenders"])
    cb["pending"] = {}
    push(state, "next_blocker_player")


@task("next_blocker_player")
def next_blocker_player(state: "GameState") -> None:
    cb = state.combat
    q = cb.get("block_queue", ())
    if not q:
        finish_blockers(state)
        return
    pid = q[0]
    cb["block_queue"] = q[1:]
    cb["blocking_player"] = pid
    cb["pending"] = {}
    if not block_pairs(state, pid):
        push(state, "next_blocker_player")
        return
    _ask_blockers(state, pid)


def max_blocks(c) -> int:
    """509.1a: a creature blocks one attacker unless an effect lets it block more."""
    n = 1
    for r in c.restrictions:
        if r.kind == "can_block_additional":
            n += int(r.arg or 1)
        elif r.kind == "can_block_any_number":
            n = 10_000
    return n


_max_blocks = max_blocks  # older name


def _block_counts(pending: dict) -> dict[int, int]:
    count: dict[int, int] = {}
    for atts in pending.values():
        for a in atts:
            count[a] = count.get(a, 0) + 1
    return count


def block_restrictions_ok(state: "GameState", pending: dict, pid: int, pairs: set | None = None) -> bool:
    """509.1b: every block is allowed (evasion, "can't block"), no creature blocks more attackers than
    it may, menace and "can't be blocked except by N" (702.111b), "can't be blocked by more than one
    creature", "can't block alone" (506.5)."""
    if pairs is None:
        pairs = set(block_pairs(state, pid))
    for b, atts in pending.items():
        if len(atts) != len(set(atts)) or len(atts) > max_blocks(chars(state, b)):
            return False
        for a in atts:
            if (b, a) not in pairs:
                return False
    for a, n in _block_counts(pending).items():
        ca = chars(state, a)
        if n < min_blockers(ca):
            return False
        if n > 1 and ca.restricted("cant_be_blocked_by_more_than_one"):
            return False
    n_blockers = len([b for b, atts in pending.items() if atts]) + len(state.combat.get("blockers", {}))
    if n_blockers == 1:
        for b, atts in pending.items():
            if atts and chars(state, b).restricted("cant_block_alone"):
                return False
    return True


def _block_requirements(state: "GameState", pending: dict, pid: int) -> int:
    """509.1c: requirements obeyed: a "blocks each combat if able" creature that blocks; a "must be
    blocked if able" attacker that is blocked; a provoked creature (702.39a) that blocks its provoker."""
    n = 0
    for b, atts in pending.items():
        if atts:
            # (a requirement to block one creature, ``must_block`` naming it, is obeyed only by blocking it)
            n += sum(1 for r in chars(state, b).restrictions if r.kind in BLOCK_REQUIREMENTS
                     and (type(r.arg) is not int or r.arg in atts))
            n += sum(1 for a in atts if a in state.objects and _lures(state, a))
    blocked = _block_counts(pending)
    for a in state.combat["attackers"]:
        if a in blocked and a in state.objects:
            n += sum(1 for r in chars(state, a).restrictions if r.kind == "must_be_blocked")
    for b, a in state.combat.get("provoked", ()):  # "block this creature this combat if able" (702.39a)
        if a in pending.get(b, ()):
            n += 1
    return n


def _lures(state: "GameState", attacker: int) -> bool:
    """509.1c: "All creatures able to block [this creature] do so": each creature able to block it has a
    requirement to block it (``must_be_blocked_by_all``)."""
    return chars(state, attacker).restricted("must_be_blocked_by_all")


def max_block_requirements(state: "GameState", pid: int) -> int:
    """509.1c: the most requirements ``pid``'s blocks could obey without disobeying a restriction,
    found by a bounded search over block declarations (only when requirements exist)."""
    pairs = block_pairs(state, pid)
    if not pairs:
        return 0
    blockers: dict[int, list[int]] = {}
    for b, a in pairs:
        blockers.setdefault(b, []).append(a)
    req_b = {b: sum(1 for r in chars(state, b).restrictions if r.kind in BLOCK_REQUIREMENTS
                    and (type(r.arg) is not int or r.arg in blockers[b]))
             + sum(1 for a in blockers[b] if _lures(state, a)) for b in blockers}
    atts = {a for _, a in pairs}
    req_a = {a: sum(1 for r in chars(state, a).restrictions if r.kind == "must_be_blocked") for a in atts}
    for b, a in state.combat.get("provoked", ()):  # 702.39a: a requirement to block one attacker
        if b in req_b and a in blockers[b]:
            req_b[b] += 1
    upper = sum(req_b.values()) + sum(req_a.values())
    if upper == 0:
        return 0
    order = sorted(blockers, key=lambda b: -req_b[b])
    choices_for: dict[int, list[tuple]] = {}
    for b in order:
        mb = min(max_blocks(chars(state, b)), len(blockers[b]))
        blocks: list[tuple] = []
        if mb >= 2:
            from itertools import combinations

            for k in range(mb, 1, -1):
                blocks.extend(tuple(cmb) for cmb in combinations(blockers[b], k))
        blocks.extend((a,) for a in blockers[b])
        # try the likely optimum first: creatures with requirements block, the others don't
        choices_for[b] = blocks + [()] if req_b[b] else [()] + blocks
    best = 0
    nodes = 0
    decl: dict[int, tuple] = {}
    pair_set = set(pairs)

    def rec(i: int) -> None:
        nonlocal best, nodes
        nodes += 1
        if best == upper or nodes > MAX_BLOCK_SEARCH:
            return
        if i == len(order):
            if block_restrictions_ok(state, decl, pid, pair_set):
                best = max(best, _block_requirements(state, decl, pid))
            return
        b = order[i]
        for opt in choices_for[b]:
            if opt:
                decl[b] = opt
            else:
                decl.pop(b, None)
            rec(i + 1)
        decl.pop(b, None)

    rec(0)
    return best


def block_declaration_legal(state: "GameState", pending: dict, pid: int) -> bool:
    """509.1b–c: restrictions obeyed and as many requirements as possible obeyed."""
    if not block_restrictions_ok(state, pending, pid):
        return False
    return _block_requirements(state, pending, pid) >= max_block_requirements(state, pid)


def _ask_blockers(state: "GameState", pid: int) -> None:
    cb = state.combat
    pending = cb["pending"]
    opts = []
    pairs = block_pairs(state, pid)
    room: dict[int, int] = {}  # blocker -> how many more attackers it may block (509.1a)
    need: dict[int, int] = {}  # attacker -> fewest creatures that may block it (702.111b)
    able: dict[int, set] = {}  # attacker -> creatures that could block it now (509.1a)
    for b, a in pairs:
        r = room.get(b)
        if r is None:
            r = room[b] = max_blocks(chars(state, b)) - len(pending.get(b, ()))
        if r > 0 or a in pending.get(b, ()):
            able.setdefault(a, set()).add(b)
    for b, a in pairs:
        if room[b] <= 0 or a in pending.get(b, ()):
            continue
        # don't offer a block that can never become legal (menace: 702.111b needs enough blockers)
        n = need.get(a)
        if n is None:
            n = need[a] = min_blockers(chars(state, a))
        if len(able.get(a, ())) < n:
            continue
        opts.append(("block", b, a))
    if block_declaration_legal(state, pending, pid):
        opts.append(("done",))
    else:
        opts.extend(("remove", b) for b in pending)
    ask(state, "blockers", pid, tuple(opts), "Declare blockers: add a block, or done",
        ("blockers_choice", pid))


@task("blockers_choice")
def blockers_choice(state: "GameState", pid: int, choice: tuple) -> None:
    cb = state.combat
    if choice[0] == "block":
        cb["pending"] = {**cb["pending"], choice[1]: cb["pending"].get(choice[1], ()) + (choice[2],)}
        state.touch_light()
        _ask_blockers(state, pid)
        return
    if choice[0] == "remove":
        cb["pending"] = {k: v for k, v in cb["pending"].items() if k != choice[1]}
        state.touch_light()
        _ask_blockers(state, pid)
        return
    blocks = {b: atts for b, atts in cb["pending"].items() if atts}
    cb["pending"] = {}
    cb["blockers"] = {**cb["blockers"], **blocks}
    bb = dict(cb["blocked_by"])
    for b, atts in blocks.items():
        for a in atts:
            bb[a] = bb.get(a, ()) + (b,)
    cb["blocked_by"] = bb
    cb["ctrl"] = {**cb.get("ctrl", {}), **{b: pid for b in blocks}}
    state.touch_light()
    push(state, "next_blocker_player")


def finish_blockers(state: "GameState") -> None:
    """509.1g–i: blockers become blocking creatures; attackers become blocked or unblocked; abilities
    that trigger on blocks trigger (509.3a–d, 509.3g)."""
    cb = state.combat
    for h in _hooks(state, "blocks_declared"):
        h(state)
    blocked = tuple(a for a in cb["attackers"] if cb["blocked_by"].get(a))
    cb["blocked"] = blocked
    cb.pop("block_queue", None)
    cb.pop("blocking_player", None)
    state.touch_light()
    if cb["blockers"]:
        log(state, "blockers", "509.1", "Blocks: " + ", ".join(
            f"{name_of(state, b)} blocks {', '.join(name_of(state, a) for a in atts)}"
            for b, atts in cb["blockers"].items()), {"blockers": dict(cb["blockers"])})
    else:
        log(state, "blockers", "509.1", "No blockers are declared")
    for b, atts in cb["blockers"].items():
        fire(state, {"kind": "blocks", "object": b, "attackers": tuple(atts),
                     "controller": cb["ctrl"].get(b)})
        for a in atts:  # 509.3b: "whenever ~ blocks a creature" -- once for each attacker it blocks
            fire(state, {"kind": "blocks_creature", "object": b, "other": a, "controller": cb["ctrl"].get(b)})
    for a in blocked:
        dp = _attacking_player_of(state, a)
        fire(state, {"kind": "becomes_blocked", "object": a, "blockers": cb["blocked_by"][a],
                     "defending": dp})
        for b in cb["blocked_by"][a]:
            fire(state, {"kind": "blocked_by", "object": a, "blocker": b, "defending": dp})
    for a in cb["attackers"]:
        if a not in blocked:
            fire(state, {"kind": "unblocked", "object": a, "defending": _attacking_player_of(state, a)})


# ---------------------------------------------------------------- combat damage (510)


def _strikes_first(state: "GameState", oid: int) -> bool:
    k = chars(state, oid).keywords
    return "First Strike" in k or "Double Strike" in k


def needs_first_strike_step(state: "GameState") -> bool:
    """510.4: there is a first-strike combat damage step if an attacking or blocking creature has first
    strike or double strike as the combat damage step begins."""
    cb = state.combat
    if not cb:
        return False
    sync_combat(state)
    return any(oid in state.objects and _strikes_first(state, oid)
               for oid in list(cb["attackers"]) + list(cb["blockers"]))


def _deals_in_step(state: "GameState", oid: int, first: bool) -> bool:
    """510.4, 702.4b, 702.7b–c: in the first-strike step only creatures with first or double strike
    deal damage; in the second, those that had neither as the first step began, and those that now
    have double strike (702.4c–d)."""
    if first:
        return _strikes_first(state, oid)
    cb = state.combat
    if cb.get("had_fs_step"):
        return oid not in cb.get("fs", ()) or "Double Strike" in chars(state, oid).keywords
    return True


def lethal_damage(state: "GameState", blocker: int, source: int, already: int) -> int:
    """702.19b lethal damage: toughness minus damage marked minus damage already assigned to it this
    step (by this player's other creatures); 702.2c: any nonzero damage from a deathtouch source is
    lethal, and a creature already assigned deathtouch damage this step has been assigned lethal."""
    c = chars(state, blocker)
    base = max(0, (c.toughness or 0) - state.objects[blocker].damage - already)
    cb = state.combat or {}
    if blocker in cb.get("dmg_dt", ()):
        return 0
    if "Deathtouch" in chars(state, source).keywords:
        return min(1, base)
    return base




def _trample_ok(state: "GameState", oid: int, recipients: tuple, trample_to: int | None, assigned: dict,
                given: dict) -> bool:
    """702.19b: damage may go to the player, planeswalker or battle only once every blocker has been
    assigned lethal damage."""
    if trample_to is None or given.get(trample_to, 0) <= 0:
        return True
    return all(given.get(r, 0) >= lethal_damage(state, r, oid, assigned.get(r, 0)) for r in recipients)


def assignment_options(state: "GameState", oid: int, recipients: tuple, trample_to: int | None,
                       assigned: dict) -> tuple | None:
    """Every legal division of one creature's combat damage (510.1c–d, 702.19b), or None when there
    are too many to list (the decision then validates free-form answers)."""
    power = damage_to_assign(state, oid)
    recips = list(recipients) + ([trample_to] if trample_to is not None else [])
    k = len(recips)
    if k == 0 or power <= 0:
        return ()
    n_opts = 1
    for i in range(k - 1):
        n_opts = n_opts * (power + k - 1 - i) // (i + 1)
    if n_opts > MAX_ENUMERATED_ASSIGNMENTS:
        return None
    out = []
    for split in splits(power, k):
        given = dict(zip(recips, split))
        if not _trample_ok(state, oid, recipients, trample_to, assigned, given):
            continue
        out.append(("assign", tuple((recips[i], split[i]) for i in range(k) if split[i])))
    return tuple(out)


def assignment_legal(state: "GameState", oid: int, recipients: tuple, trample_to: int | None,
                     assigned: dict, pairs: tuple, as_unblocked: int | None = None) -> bool:
    """510.1c–e, 702.19b: a division of all of the creature's damage among its legal recipients (or, for a
    creature that may assign it as though it weren't blocked, all of it to ``as_unblocked``)."""
    power = damage_to_assign(state, oid)
    if as_unblocked is not None:
        given = [(e, a) for e, a in pairs if a]
        if given == [(as_unblocked, power)] or (not given and not recipients):
            return all(type(a) is int and a >= 0 for _, a in pairs)
    allowed = set(recipients) | ({trample_to} if trample_to is not None else set())
    tot = 0
    given: dict[int, int] = {}
    for ent, amt in pairs:
        if ent not in allowed or type(amt) is not int or amt < 0:
            return False
        given[ent] = given.get(ent, 0) + amt
        tot += amt
    if tot != power:
        return False
    return _trample_ok(state, oid, recipients, trample_to, assigned, given)


@task("combat_damage")
def combat_damage(state: "GameState", first: bool) -> None:
    """510.1: the active player assigns the attackers' combat damage, then the defending players the
    blockers'; then it is all dealt at once (510.2)."""
    sync_combat(state)
    cb = state.combat
    if first:
        both = list(cb["attackers"]) + list(cb["blockers"])
        cb["fs"] = tuple(oid for oid in both if _strikes_first(state, oid))
        cb["had_fs_step"] = True
    # attackers whose division can't depend on others' (no trample) first, so a trampler's lethal
    # damage counts what the others assign (702.19b)
    atts = [a for a in cb["attackers"] if a in state.objects and _deals_in_step(state, a, first)]
    atts.sort(key=lambda a: "Trample" in chars(state, a).keywords)
    blks = [b for b in cb["blockers"] if b in state.objects and _deals_in_step(state, b, first)]
    blks.sort(key=lambda b: apnap(state).index(chars(state, b).controller)
              if chars(state, b).controller in apnap(state) else 99)
    cb["dmg_queue"] = tuple(atts + blks)
    cb["dmg_plan"] = ()
    cb["dmg_assigned"] = {}
    cb["dmg_dt"] = ()
    state.touch_light()
    push(state, "assign_next", first)


def _recipients(state: "GameState", oid: int) -> tuple[tuple, int | None, int | None]:
    """(creatures it divides its damage among, the trample recipient, or the single recipient of an
    unblocked creature) — 510.1b–d, 702.19b/d."""
    cb = state.combat
    if oid in cb["attackers"]:
        d = cb["attackers"][oid]
        if oid in cb["blocked"]:
            blockers = tuple(b for b in cb["blocked_by"].get(oid, ()) if b in state.objects)
            trample = "Trample" in chars(state, oid).keywords
            if not blockers:
                if trample and d is not None:
                    return (), None, d  # 702.19d
                return (), None, None  # 510.1c: assigns no combat damage
            return blockers, (d if trample and d is not None else None), None
        return (), None, d  # 510.1b (None: attacking nothing, 506.4c)
    atts = tuple(a for a in cb["blockers"].get(oid, ()) if a in state.objects and a in cb["attackers"])
    return atts, None, None


def _as_though_unblocked(state: "GameState", oid: int) -> int | None:
    """What a blocked attacker may assign all its combat damage to "as though it weren't blocked" (restriction
    ``may_assign_damage_as_though_unblocked``; the rulings: all of it to the player, planeswalker or battle it
    attacks, or none of it there), else None."""
    cb = state.combat
    if oid not in cb["blocked"]:
        return None
    d = cb["attackers"].get(oid)
    if d is None or not chars(state, oid).restricted("may_assign_damage_as_though_unblocked"):
        return None
    return d


def assigner(state: "GameState", oid: int) -> int:
    """510.1c-d: a creature's controller assigns its combat damage, unless banding says otherwise
    (702.22j-k)."""
    for h in _hooks(state, "assigner"):
        p = h(state, oid)
        if p is not None:
            return p
    return chars(state, oid).controller


@task("assign_next")
def assign_next(state: "GameState", first: bool) -> None:
    cb = state.combat
    q = cb["dmg_queue"]
    while q:
        oid = q[0]
        q = q[1:]
        cb["dmg_queue"] = q
        if oid not in state.objects:
            continue
        power = damage_to_assign(state, oid)
        if power <= 0:  # 510.1a
            continue
        recips, trample_to, single = _recipients(state, oid)
        if single is not None:
            _plan(state, oid, ((single, power),))
            continue
        unb = _as_though_unblocked(state, oid) if oid in cb["blocked"] else None
        if unb is None and not recips:
            continue
        if unb is None and len(recips) == 1 and trample_to is None:
            _plan(state, oid, ((recips[0], power),))
            continue
        opts = assignment_options(state, oid, recips, trample_to, cb["dmg_assigned"])
        if unb is not None and opts is not None:
            extra = (("assign", ((unb, power),)),) + ((("assign", ()),) if not recips else ())
            opts += tuple(o for o in extra if o not in opts)
        state.touch_light()
        validate = {"recipients": recips, "trample_to": trample_to, "power": power}
        if unb is not None:
            validate["as_unblocked"] = unb
        ask(state, "damage_assignment", assigner(state, oid), opts,
            f"Assign {power} combat damage from {name_of(state, oid)}",
            ("assign_chosen", first, oid), validate=validate, info={"source": oid})
        return
    state.touch_light()
    deal_combat_damage(state)


def _plan(state: "GameState", oid: int, pairs: tuple) -> None:
    cb = state.combat
    cb["dmg_plan"] = cb["dmg_plan"] + ((oid, pairs),)
    dt = "Deathtouch" in chars(state, oid).keywords
    d = dict(cb["dmg_assigned"])
    for ent, amt in pairs:
        if amt > 0 and not is_player(ent):
            d[ent] = d.get(ent, 0) + amt
            if dt and ent not in cb["dmg_dt"]:
                cb["dmg_dt"] = cb["dmg_dt"] + (ent,)
    cb["dmg_assigned"] = d
    state.touch_light()


@task("assign_chosen")
def assign_chosen(state: "GameState", first: bool, oid: int, choice: tuple) -> None:
    pairs = tuple((int(e), int(a)) for e, a in choice[1] if int(a) > 0)
    _plan(state, oid, pairs)
    push(state, "assign_next", first)


def deal_combat_damage(state: "GameState") -> None:
    """510.2: all assigned combat damage is dealt simultaneously (each source's damage is one event;
    lifelink gains are separate life-gain events, 702.15e)."""
    cb = state.combat
    plan = cb["dmg_plan"]
    cb["dmg_plan"] = ()
    for oid, pairs in plan:
        if oid not in state.objects:
            continue
        real = [(e, a) for e, a in pairs if e is not None]
        if real:
            toxic = sum(k.arg for k in chars(state, oid).keyword_args("Toxic") if type(k.arg) is int)
            dealt = damage(state, oid, real, combat=True)
            if toxic:  # 120.3g, 702.164: poison counters equal to its total toxic value
                for ent, amt in dealt:
                    if is_player(ent) and amt > 0:
                        add_counters(state, ent, "poison", toxic, rule="702.164c")
    for h in _hooks(state, "damage_dealt"):  # (the simultaneous combat damage event is over, 510.2)
        h(state)
    state.touch_light()


@task("end_combat")
def end_combat(state: "GameState") -> None:
    """511.3: as the end of combat step ends, all creatures, battles and planeswalkers are removed
    from combat."""
    state.combat = None
    state.touch_light()


def all_splits(power: int, k: int):
    """Every way to split ``power`` among ``k`` recipients (for interfaces)."""
    return list(splits(power, k))


def canonical_assignment(options: tuple, choice: object) -> tuple | None:
    """The listed damage-assignment option meaning the same division as ``choice`` (any order, zero
    entries, repeated recipients summed), or None when it isn't one of them."""
    if not (isinstance(choice, tuple) and len(choice) == 2 and choice[0] == "assign"
            and isinstance(choice[1], tuple)):
        return None
    want: dict = {}
    for p in choice[1]:
        if not (isinstance(p, tuple) and len(p) == 2 and type(p[1]) is int and p[1] >= 0):
            return None
        if p[1]:
            want[p[0]] = want.get(p[0], 0) + p[1]
    for o in options:
        if isinstance(o, tuple) and o and o[0] == "assign" and dict(o[1]) == want:
            return o
    return None


upcalls.install(remove_from_combat)
upcalls.install(put_attacking)
