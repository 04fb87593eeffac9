"""Combat (506–511): declaring attackers and blockers as turn-based actions, combat damage with
first strike/double strike steps, trample and deathtouch assignment, removal from combat.

``state.combat`` holds plain data: ``attackers`` {attacker: defender entity}, ``defenders`` (defending
players), ``blockers`` {blocker: (attackers...)}, ``blocked_by`` {attacker: (blockers...)}, ``blocked``
(attackers that became blocked, 509.1h), ``fs`` (creatures that had first/double strike as the first
combat damage step began, 510.4)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .chars import chars, name_of
from .evaluate import apnap
from .events import damage, fire, log, tap
from .keywords import evasion_allows, min_blockers, protected_from
from .loop import ask, push, task
from .state import is_player, pent, pid_of

if TYPE_CHECKING:
    from .state import GameState

MAX_ENUMERATED_ASSIGNMENTS = 400


def new_combat(state: "GameState") -> dict:
    return {"attackers": {}, "defenders": (), "blockers": {}, "blocked_by": {}, "blocked": (), "fs": (),
            "pending": {}, "declared": False}


def remove_from_combat(state: "GameState", oid: int) -> None:
    """506.4: a removed creature stops being attacking/blocking/blocked; a blocked attacker stays
    blocked (509.1h)."""
    cb = state.combat
    if not cb:
        return
    changed = False
    if oid in cb["attackers"]:
        cb["attackers"] = {k: v for k, v in cb["attackers"].items() if k != oid}
        changed = True
        bb = cb["blocked_by"].get(oid, ())
        cb["blocked_by"] = {k: v for k, v in cb["blocked_by"].items() if k != oid}
        for b in bb:
            if b in cb["blockers"]:
                cb["blockers"] = dict(cb["blockers"])
                cb["blockers"][b] = tuple(a for a in cb["blockers"][b] if a != oid)
    if oid in cb["blockers"]:
        atts = cb["blockers"][oid]
        cb["blockers"] = {k: v for k, v in cb["blockers"].items() if k != oid}
        cb["blocked_by"] = dict(cb["blocked_by"])
        for a in atts:
            if a in cb["blocked_by"]:
                cb["blocked_by"][a] = tuple(b for b in cb["blocked_by"][a] if b != oid)
        changed = True
    # a planeswalker or battle that leaves stops being attacked (506.4c): attackers keep attacking nothing
    if any(v == oid for v in cb["attackers"].values()):
        cb["attackers"] = {k: (None if v == oid else v) for k, v in cb["attackers"].items()}
        changed = True
    if changed:
        state.touch()


# ---------------------------------------------------------------- declare attackers (508)


def defending_players(state: "GameState") -> list[int]:
    """506.2: in a two-player game the nonactive player is the defending player; in free-for-all games
    every opponent can be attacked (806, attack multiple players, 802)."""
    return [p for p in apnap(state) if p != state.active]


def possible_defenders(state: "GameState") -> list[int]:
    """Players, planeswalkers and battles that can be attacked (506.3, 508.1b)."""
    out = [pent(p) for p in defending_players(state)]
    defs = set(defending_players(state))
    for oid in state.battlefield:
        o = state.objects[oid]
        if o.phased_out:
            continue
        c = chars(state, oid)
        if "Planeswalker" in c.types and c.controller in defs:
            out.append(oid)
        elif "Battle" in c.types:
            prot = (o.chosen or {}).get("protector")
            if prot in defs and c.controller != state.active:
                out.append(oid)
    return out


def can_attack(state: "GameState", oid: int) -> bool:
    """508.1a/c: untapped, a creature, not a battle, not summoning sick (302.6) unless haste, no
    defender (702.3b), no "can't attack" restriction."""
    o = state.objects[oid]
    if o.tapped or o.phased_out:
        return False
    c = chars(state, oid)
    if "Creature" not in c.types or "Battle" in c.types or c.controller != state.active:
        return False
    if o.sick and "Haste" not in c.keywords:
        return False
    if "Defender" in c.keywords:
        return False
    for r in c.restrictions:
        if r.kind in ("cant_attack", "cant_attack_or_block"):
            return False
    return True


def _must_attack(state: "GameState", oid: int) -> bool:
    c = chars(state, oid)
    return any(r.kind in ("must_attack", "attacks_each_combat") for r in c.restrictions)


@task("declare_attackers")
def declare_attackers(state: "GameState") -> None:
    """508.1: the active player declares attackers (a turn-based action)."""
    cb = state.combat
    cb["defenders"] = tuple(defending_players(state))
    able = [oid for oid in state.battlefield if can_attack(state, oid)]
    if not able or not cb["defenders"]:
        cb["declared"] = True
        log(state, "attackers", "508.1", f"{state.players[state.active].name} declares no attackers")
        return
    _ask_attackers(state)


def _attack_options(state: "GameState") -> tuple:
    cb = state.combat
    pending = cb["pending"]
    defs = possible_defenders(state)
    opts = []
    for oid in state.battlefield:
        if oid in pending or not can_attack(state, oid):
            continue
        for d in defs:
            opts.append(("attack", oid, d))
    legal = _attack_declaration_legal(state, pending)
    if legal:
        opts.append(("done",))
    else:
        opts.extend(("remove", oid) for oid in pending)
    return tuple(opts)


def _attack_declaration_legal(state: "GameState", pending: dict) -> bool:
    """508.1c–d: restrictions obeyed and as many requirements as possible."""
    for oid in state.battlefield:
        if oid not in pending and _must_attack(state, oid) and can_attack(state, oid):
            return False
    return True


def _ask_attackers(state: "GameState") -> None:
    opts = _attack_options(state)
    ask(state, "attackers", state.active, opts, "Declare attackers: add an attacker, or done",
        ("attackers_choice",))


@task("attackers_choice")
def attackers_choice(state: "GameState", choice: tuple) -> None:
    cb = state.combat
    if choice[0] == "attack":
        cb["pending"] = dict(cb["pending"])
        cb["pending"][choice[1]] = choice[2]
        state.touch()
        _ask_attackers(state)
        return
    if choice[0] == "remove":
        cb["pending"] = {k: v for k, v in cb["pending"].items() if k != choice[1]}
        state.touch()
        _ask_attackers(state)
        return
    if choice[0] == "declare":
        cb["pending"] = {int(a): d for a, d in choice[1]}
    finish_attackers(state)


def finish_attackers(state: "GameState") -> None:
    """508.1f–m: tap the attackers (not with vigilance, 702.20b), they become attacking creatures, and
    abilities that trigger on attacking trigger."""
    cb = state.combat
    pending = cb["pending"]
    cb["pending"] = {}
    cb["declared"] = True
    cb["attackers"] = dict(pending)
    state.touch()
    if not pending:
        log(state, "attackers", "508.1", f"{state.players[state.active].name} declares no attackers")
        return
    for oid in pending:
        if "Vigilance" not in chars(state, oid).keywords:
            tap(state, oid, rule="508.1f")
    from .events import ename

    log(state, "attackers", "508.1", f"{state.players[state.active].name} attacks with " +
        ", ".join(f"{name_of(state, a)} → {ename(state, d)}" for a, d in pending.items()),
        {"attackers": {a: d for a, d in pending.items()}})
    for oid, d in pending.items():
        dp = pid_of(d) if is_player(d) else chars(state, d).controller if d in state.objects else None
        fire(state, {"kind": "attacks", "object": oid, "defender": d, "defending": dp})
    fire(state, {"kind": "attackers_declared", "player": state.active, "attackers": tuple(pending)})


def attacks_declared(state: "GameState") -> bool:
    cb = state.combat
    return bool(cb and cb["attackers"])


# ---------------------------------------------------------------- declare blockers (509)


def can_block(state: "GameState", oid: int, defender_pid: int) -> bool:
    o = state.objects[oid]
    if o.tapped or o.phased_out:
        return False
    c = chars(state, oid)
    if "Creature" not in c.types or "Battle" in c.types or c.controller != defender_pid:
        return False
    for r in c.restrictions:
        if r.kind in ("cant_block", "cant_attack_or_block"):
            return False
    return True


def _attacking_player_of(state: "GameState", attacker: int) -> int | None:
    d = state.combat["attackers"].get(attacker)
    if d is None:
        return None
    if is_player(d):
        return pid_of(d)
    if d in state.objects:
        o = state.objects[d]
        c = chars(state, d)
        if "Battle" in c.types:
            return (o.chosen or {}).get("protector")
        return c.controller
    return None


def block_pairs(state: "GameState", pid: int) -> list[tuple[int, int]]:
    cb = state.combat
    out = []
    for b in state.battlefield:
        if not can_block(state, b, pid):
            continue
        for a in cb["attackers"]:
            if _attacking_player_of(state, a) == pid and a in state.objects and evasion_allows(state, b, a):
                if protected_from(state, a, b):
                    continue
                out.append((b, a))
    return out


@task("declare_blockers")
def declare_blockers(state: "GameState") -> None:
    """509.1: each defending player declares blockers (in APNAP order in multiplayer games)."""
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
    if not block_pairs(state, pid):
        push(state, "next_blocker_player")
        return
    _ask_blockers(state, pid)


def _max_blocks(c) -> int:
    n = 1
    for r in c.restrictions:
        if r.kind == "can_block_additional":
            n += int(r.arg or 1)
        elif r.kind == "can_block_any_number":
            n = 99
    return n


def _blocks_legal(state: "GameState", pending: dict, pid: int) -> bool:
    """509.1b–c: menace and similar "can't be blocked except by N" restrictions; must-block
    requirements."""
    count: dict[int, int] = {}
    for b, atts in pending.items():
        for a in atts:
            count[a] = count.get(a, 0) + 1
    for a, n in count.items():
        if n < min_blockers(chars(state, a)):
            return False
    return True


def _ask_blockers(state: "GameState", pid: int) -> None:
    cb = state.combat
    pending = cb["pending"]
    opts = []
    for b, a in block_pairs(state, pid):
        have = pending.get(b, ())
        if a in have or len(have) >= _max_blocks(chars(state, b)):
            continue
        opts.append(("block", b, a))
    if _blocks_legal(state, pending, pid):
        opts.append(("done",))
    else:
        opts.extend(("remove", b) for b in pending)
    ask(state, "blockers", pid, tuple(opts), "Declare blockers: add a block, or done", ("blockers_choice", pid))


@task("blockers_choice")
def blockers_choice(state: "GameState", pid: int, choice: tuple) -> None:
    cb = state.combat
    if choice[0] == "block":
        cb["pending"] = dict(cb["pending"])
        cb["pending"][choice[1]] = cb["pending"].get(choice[1], ()) + (choice[2],)
        state.touch()
        _ask_blockers(state, pid)
        return
    if choice[0] == "remove":
        cb["pending"] = {k: v for k, v in cb["pending"].items() if k != choice[1]}
        state.touch()
        _ask_blockers(state, pid)
        return
    if choice[0] == "declare":
        pend: dict = {}
        for b, a in choice[1]:
            pend[int(b)] = pend.get(int(b), ()) + (int(a),)
        cb["pending"] = pend
    blocks = cb["pending"]
    cb["pending"] = {}
    cb["blockers"] = {**cb["blockers"], **blocks}
    bb = dict(cb["blocked_by"])
    for b, atts in blocks.items():
        for a in atts:
            bb[a] = bb.get(a, ()) + (b,)
    cb["blocked_by"] = bb
    state.touch()
    push(state, "next_blocker_player")


def finish_blockers(state: "GameState") -> None:
    """509.1g–i: blockers become blocking creatures; attackers become blocked or unblocked; block
    triggers trigger."""
    cb = state.combat
    blocked = tuple(a for a in cb["attackers"] if cb["blocked_by"].get(a))
    cb["blocked"] = blocked
    state.touch()
    if cb["blockers"]:
        log(state, "blockers", "509.1", "Blocks: " + ", ".join(
            f"{name_of(state, b)} blocks {', '.join(name_of(state, a) for a in atts)}"
            for b, atts in cb["blockers"].items()), {"blockers": dict(cb["blockers"])})
    else:
        log(state, "blockers", "509.1", "No blockers are declared")
    for b, atts in cb["blockers"].items():
        fire(state, {"kind": "blocks", "object": b, "attackers": tuple(atts)})
    for a in blocked:
        fire(state, {"kind": "becomes_blocked", "object": a, "blockers": cb["blocked_by"][a]})
    for a in cb["attackers"]:
        if a not in blocked:
            fire(state, {"kind": "unblocked", "object": a})


# ---------------------------------------------------------------- combat damage (510)


def needs_first_strike_step(state: "GameState") -> bool:
    """510.4: a first-strike combat damage step happens if an attacking or blocking creature has
    first strike or double strike as the combat damage step begins."""
    cb = state.combat
    if not cb:
        return False
    for oid in list(cb["attackers"]) + list(cb["blockers"]):
        if oid in state.objects:
            k = chars(state, oid).keywords
            if "First Strike" in k or "Double Strike" in k:
                return True
    return False


def _deals_in_step(state: "GameState", oid: int, first: bool) -> bool:
    k = chars(state, oid).keywords
    if first:
        return "First Strike" in k or "Double Strike" in k
    fs = state.combat.get("fs", ())
    if state.combat.get("had_fs_step"):
        return oid not in fs or "Double Strike" in k  # 510.4, 702.4b, 702.7c
    return True


def _lethal(state: "GameState", blocker: int, source: int, already: int) -> int:
    """702.19b lethal damage: toughness minus damage marked and damage already assigned this step;
    any nonzero amount from a deathtouch source is lethal (702.2c)."""
    c = chars(state, blocker)
    base = max(0, (c.toughness or 0) - state.objects[blocker].damage - already)
    if "Deathtouch" in chars(state, source).keywords:
        return min(1, base)
    return base


def _splits(total: int, k: int):
    if k == 1:
        yield (total,)
        return
    for i in range(total + 1):
        for rest in _splits(total - i, k - 1):
            yield (i,) + rest


def assignment_options(state: "GameState", oid: int, recipients: tuple, trample_to: int | None,
                       assigned: dict) -> tuple | None:
    """Legal damage divisions for one creature (510.1c–d, 702.19b). None when too many to list."""
    power = chars(state, oid).power or 0
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
    for split in _splits(power, k):
        if trample_to is not None and split[-1] > 0:
            ok = all(split[i] >= _lethal(state, recips[i], oid, assigned.get(recips[i], 0))
                     for i in range(k - 1))
            if not ok:
                continue
        out.append(("assign", tuple((recips[i], split[i]) for i in range(k) if split[i])))
    return tuple(out)


def assignment_legal(state: "GameState", oid: int, recipients: tuple, trample_to: int | None,
                     assigned: dict, pairs: tuple) -> bool:
    power = chars(state, oid).power or 0
    allowed = set(recipients) | ({trample_to} if trample_to is not None else set())
    tot = 0
    given: dict[int, int] = {}
    for ent, amt in pairs:
        if ent not in allowed or not isinstance(amt, int) or amt < 0:
            return False
        given[ent] = given.get(ent, 0) + amt
        tot += amt
    if tot != power:
        return False
    if trample_to is not None and given.get(trample_to, 0) > 0:
        for r in recipients:
            if given.get(r, 0) < _lethal(state, r, oid, assigned.get(r, 0)):
                return False
    return True


@task("combat_damage")
def combat_damage(state: "GameState", first: bool) -> None:
    """510.1: assign combat damage (attackers first, then blockers), then deal it all at once (510.2)."""
    cb = state.combat
    if first:
        fs = []
        for oid in list(cb["attackers"]) + list(cb["blockers"]):
            k = chars(state, oid).keywords
            if "First Strike" in k or "Double Strike" in k:
                fs.append(oid)
        cb["fs"] = tuple(fs)
        cb["had_fs_step"] = True
    queue = []
    for a in cb["attackers"]:
        if a in state.objects and _deals_in_step(state, a, first):
            queue.append(a)
    for b in cb["blockers"]:
        if b in state.objects and _deals_in_step(state, b, first):
            queue.append(b)
    cb["dmg_queue"] = tuple(queue)
    cb["dmg_plan"] = ()
    cb["dmg_assigned"] = {}
    state.touch()
    push(state, "assign_next", first)


def _recipients(state: "GameState", oid: int) -> tuple[tuple, int | None, int | None]:
    """(creatures it assigns among, trample recipient, or the single unblocked recipient)."""
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
        return (), None, d  # 510.1b
    atts = tuple(a for a in cb["blockers"].get(oid, ()) if a in state.objects and a in cb["attackers"])
    return atts, None, None


@task("assign_next")
def assign_next(state: "GameState", first: bool) -> None:
    cb = state.combat
    q = cb["dmg_queue"]
    while q:
        oid = q[0]
        q = q[1:]
        cb["dmg_queue"] = q
        power = chars(state, oid).power or 0
        if power <= 0:  # 510.1a
            continue
        recips, trample_to, single = _recipients(state, oid)
        if single is not None:
            cb["dmg_plan"] = cb["dmg_plan"] + ((oid, ((single, power),)),)
            continue
        if not recips:
            continue
        if len(recips) == 1 and trample_to is None:
            cb["dmg_plan"] = cb["dmg_plan"] + ((oid, ((recips[0], power),)),)
            _note_assigned(cb, recips[0], power)
            continue
        opts = assignment_options(state, oid, recips, trample_to, cb["dmg_assigned"])
        ctrl = chars(state, oid).controller
        state.touch()
        ask(state, "damage_assignment", ctrl, opts,
            f"Assign {power} combat damage from {name_of(state, oid)}",
            ("assign_chosen", first, oid), validate={"recipients": recips, "trample_to": trample_to,
                                                     "power": power}, info={"source": oid})
        return
    state.touch()
    deal_combat_damage(state)


def _note_assigned(cb: dict, ent: int, amt: int) -> None:
    d = dict(cb["dmg_assigned"])
    d[ent] = d.get(ent, 0) + amt
    cb["dmg_assigned"] = d


@task("assign_chosen")
def assign_chosen(state: "GameState", first: bool, oid: int, choice: tuple) -> None:
    cb = state.combat
    pairs = tuple((int(e), int(a)) for e, a in choice[1])
    cb["dmg_plan"] = cb["dmg_plan"] + ((oid, pairs),)
    for e, a in pairs:
        _note_assigned(cb, e, a)
    state.touch()
    push(state, "assign_next", first)


def deal_combat_damage(state: "GameState") -> None:
    """510.2: all assigned combat damage is dealt simultaneously."""
    cb = state.combat
    plan = cb["dmg_plan"]
    cb["dmg_plan"] = ()
    for oid, pairs in plan:
        if oid not in state.objects:
            continue
        real = [(e, a) for e, a in pairs if e is not None]
        damage(state, oid, real, combat=True)
    state.touch()


@task("end_combat")
def end_combat(state: "GameState") -> None:
    """511.3: as the end of combat step ends, all creatures and planeswalkers are removed from combat."""
    state.combat = None
    state.touch()


def all_splits(power: int, k: int):
    """Every way to split ``power`` among ``k`` recipients (for interfaces)."""
    return list(_splits(power, k))

