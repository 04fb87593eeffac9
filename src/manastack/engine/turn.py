"""Starting the game (103), turn structure (500–514) and priority (117)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.types import Step, Zone
from .chars import chars, name_of
from .combat import new_combat, needs_first_strike_step
from .evaluate import apnap
from .events import discard, draw, empty_pools, log, move, random_below, shuffle, untap
from .loop import ask, push, task
from .mechanics_hooks import OPENING_HAND, STEP_BEGIN, TURN_BEGIN, ACTION_TAKEN
from .replacement import skip_step
from .sba import check_sba
from .triggers import fire_step
from .actions import priority_options  # noqa: I001
from .loops import check_loop
from .limits import check
from ..tree.continuous import ChangeController
from .actions import take_action

if TYPE_CHECKING:
    from .state import GameState

NO_PRIORITY_STEPS = (Step.UNTAP, Step.CLEANUP)


# ---------------------------------------------------------------- starting the game (103)


@task("start_game")
def start_game(state: "GameState") -> None:
    """103.1: randomly determine who chooses the starting player; 103.3 shuffle; 103.4 life."""
    n = len(state.players)
    first = state.options.get("first_player")
    if first is not None:
        push(state, "set_first_player", int(first))
        return
    chooser = random_below(state, n)
    log(state, "setup", "103.1", f"{state.players[chooser].name} wins the toss and chooses who plays first")
    ask(state, "play_first", chooser, tuple(("first", p) for p in range(n)),
        "Choose the player who takes the first turn (103.1)", ("set_first_player_choice",))


@task("set_first_player_choice")
def set_first_player_choice(state: "GameState", choice: tuple) -> None:
    push(state, "set_first_player", choice[1])


@task("set_first_player")
def set_first_player(state: "GameState", first: int) -> None:
    n = len(state.players)
    state.starting_player = first
    state.turn_order = [(first + k) % n for k in range(n)]
    state.active = first
    log(state, "setup", "103.1", f"{state.players[first].name} will take the first turn")
    for p in state.turn_order:
        shuffle(state, p, log_it=False)
    log(state, "setup", "103.3", "Each player shuffles their library")
    hand = int(state.options.get("hand_size", 7))
    for p in state.turn_order:
        draw(state, p, hand, rule="103.5")
    state.turn_data["mulligan_round"] = [p for p in state.turn_order]
    if state.options.get("mulligans", True):
        push(state, "mulligan_round")
    else:
        push(state, "begin_turn")


@task("mulligan_round")
def mulligan_round(state: "GameState") -> None:
    """103.5: the starting player, then each other player in turn order, declares keep or mulligan."""
    undecided = [p for p in state.turn_data.get("mulligan_round", []) if not state.players[p].kept
                 and state.players[p].in_game]
    if not undecided:
        push(state, "opening_hand_actions")
        return
    state.turn_data["mull_queue"] = list(undecided)
    state.turn_data["mull_takers"] = []
    push(state, "mulligan_ask")


@task("mulligan_ask")
def mulligan_ask(state: "GameState") -> None:
    q = state.turn_data["mull_queue"]
    while q and not state.players[q[0]].in_game:
        q.pop(0)
    if not q:
        push(state, "mulligan_take")
        return
    p = q.pop(0)
    state.touch()
    hand = len(state.hand[p])
    opts = (("keep",), ("mulligan",)) if state.players[p].mulligans < int(state.options.get("hand_size", 7)) else (("keep",),)
    ask(state, "mulligan", p, opts, f"Keep this {hand}-card hand or take a mulligan (103.5)?", ("mulligan_answer", p))


@task("mulligan_answer")
def mulligan_answer(state: "GameState", p: int, choice: tuple) -> None:
    if choice[0] == "keep":
        state.players[p].kept = True
        state.touch()
        log(state, "mulligan", "103.5", f"{state.players[p].name} keeps {len(state.hand[p])} cards")
    else:
        state.turn_data["mull_takers"].append(p)
        log(state, "mulligan", "103.5", f"{state.players[p].name} takes a mulligan")
    push(state, "mulligan_ask")


@task("mulligan_take")
def mulligan_take(state: "GameState") -> None:
    """103.5: all players who decided to take mulligans do so at the same time: shuffle the hand back,
    draw a new hand, then put cards on the bottom equal to the number of mulligans taken."""
    takers = state.turn_data.get("mull_takers", [])
    size = int(state.options.get("hand_size", 7))
    # 103.5c: the first mulligan is free in multiplayer and in any Brawl game (903.12g; option free_mulligan)
    multiplayer_free = len(state.players) > 2 or bool(state.options.get("free_mulligan"))
    for p in takers:
        for oid in list(state.hand[p]):
            move(state, oid, Zone.LIBRARY, why="mulligan", rule="103.5")
        shuffle(state, p, log_it=False)
        draw(state, p, size, rule="103.5")
        state.players[p].mulligans += 1
        n_bottom = state.players[p].mulligans - (1 if multiplayer_free else 0)
        state.turn_data.setdefault("to_bottom", {})[p] = max(0, min(n_bottom, len(state.hand[p])))
    state.turn_data["mull_takers"] = []
    state.touch()
    push(state, "mulligan_round")
    push(state, "mulligan_bottom")


@task("mulligan_bottom")
def mulligan_bottom(state: "GameState") -> None:
    tb = state.turn_data.get("to_bottom", {})
    for p in state.turn_order:
        n = tb.get(p, 0)
        if n > 0 and not state.players[p].in_game:
            tb[p] = 0  # a player who left (conceded) puts nothing on the bottom
            continue
        if n > 0 and state.hand[p]:
            ask(state, "bottom", p, tuple(("bottom", oid) for oid in state.hand[p]),
                f"Choose a card to put on the bottom of your library ({n} more) (103.5)", ("bottom_chosen", p))
            return


@task("bottom_chosen")
def bottom_chosen(state: "GameState", p: int, choice: tuple) -> None:
    move(state, choice[1], Zone.LIBRARY, position="bottom", why="mulligan", rule="103.5")
    tb = state.turn_data["to_bottom"]
    tb[p] -= 1
    state.touch()
    push(state, "mulligan_bottom")


@task("opening_hand_actions")
def opening_hand_actions(state: "GameState") -> None:
    """103.6: actions from opening hands (e.g. Leylines) — tasks of mechanic modules (OPENING_HAND); then 103.8."""
    state.turn_data.pop("mull_queue", None)
    state.turn_data.pop("to_bottom", None)
    push(state, "first_turn")
    for name in reversed(OPENING_HAND):
        push(state, name)


@task("first_turn")
def first_turn(state: "GameState") -> None:
    log(state, "setup", "103.8", "The starting player takes their first turn")
    push(state, "begin_turn")


# ---------------------------------------------------------------- turns


def next_player(state: "GameState", pid: int) -> int:
    order = state.turn_order
    n = len(order)
    i = order.index(pid)
    players = state.players
    for k in range(1, n + 1):
        q = order[(i + k) % n]
        p = players[q]
        if not (p.lost or p.left or p.won):  # (PlayerState.in_game inlined: asked at every pass)
            return q
    return pid


@task("begin_turn")
def begin_turn(state: "GameState") -> None:
    """A new turn begins: determine the active player (extra turns, 500.7), reset per-turn data.

    500.7: an extra turn is added directly after the turn it follows, the most recently created first
    (``state.extra_turns`` is a stack); the turn order then goes on from the player whose regular turn
    came before the extra turns (kept as ``designations["regular_turn"]`` while extra turns are taken),
    so "Target player takes an extra turn after this one" doesn't skip anyone's turn. 800.4k: a turn
    of a player who has left the game doesn't begin."""
    if state.turn == 0:
        active = state.starting_player
    else:
        active = None
        while state.extra_turns:
            p = state.extra_turns.pop()
            if state.players[p].in_game:
                active = p
                break
        if active is not None:
            state.designations.setdefault("regular_turn", state.active)
        else:
            active = next_player(state, state.designations.pop("regular_turn", state.active))
    state.turn += 1
    check(state, "max_turns", state.turn, "turns")
    state.active = active
    state.turn_data = {"lki": {}}
    for p in state.players:
        p.lands_played = 0
        p.life_gained_turn = 0
        p.life_lost_turn = 0
        p.spells_cast_turn = 0
        p.cards_drawn_turn = 0
        if p.extra:
            p.extra = {k: v for k, v in p.extra.items() if not k.endswith("_turn")}
    # 302.6: permanents the active player controls have now been controlled since the turn began
    newly = []
    for oid in state.battlefield:
        o = state.objects[oid]
        if o.sick and chars(state, oid).controller == active:
            state.mut_light(oid).sick = False
            newly.append(oid)
        if o.damaged_by:
            state.mut_light(oid).damaged_by = ()
    # those that came under the active player's control since their last turn began (echo, 702.30a)
    state.turn_data["newly_controlled"] = newly
    state.touch_light()
    log(state, "turn", "500.1", f"Turn {state.turn}: {state.players[active].name}")
    push(state, "begin_step", Step.UNTAP)
    for f in state.relevance.active("turn_begin", TURN_BEGIN):  # tasks they push run before the untap step begins
        f(state)


@task("next_step")
def next_step(state: "GameState") -> None:
    """Proceed to the next step or phase (500.1), skipping those that don't happen."""
    s = state.step
    cb = state.combat
    if s == Step.CLEANUP or s == "setup":
        push(state, "begin_turn")
        return
    order = Step.ORDER
    i = order.index(s) if s in order else -1
    while True:
        i += 1
        if i >= len(order):
            push(state, "begin_turn")
            return
        nxt = order[i]
        if nxt == Step.DRAW and _skips_first_draw(state):
            continue
        if nxt in (Step.DECLARE_BLOCKERS, Step.FIRST_STRIKE_DAMAGE, Step.COMBAT_DAMAGE):
            if not (cb and cb["attackers"]) and not (cb and cb.get("had_attackers")):
                continue  # 508.8
            if nxt == Step.FIRST_STRIKE_DAMAGE and not needs_first_strike_step(state):
                continue  # 510.4
        if state.turn_data.get("skip_combat") and Step.PHASE.get(nxt) == "combat":
            continue
        push(state, "begin_step", nxt)
        return


def _skips_first_draw(state: "GameState") -> bool:
    """103.8a: in a two-player game the player who plays first skips their first draw step."""
    if state.turn != 1:
        return False
    if len(state.players) == 2 or state.options.get("skip_first_draw_multiplayer"):
        return True
    return False


# fn(state, step) -> True when the step is skipped (614.1b, 614.10); installed by engine.replacement
STEP_SKIPS: list = [skip_step]  # replacement.py: "skip your next ... step" (614.1b, 614.10)


@task("begin_step")
def begin_step(state: "GameState", step: str) -> None:
    """A step begins: effects lasting until it expire (500.4), turn-based actions (703), 'at the
    beginning of' triggers (500.6), then the active player gets priority (117.3a)."""
    if STEP_SKIPS and any(f(state, step) for f in STEP_SKIPS):
        state.step = step  # 500.11: proceed past it as though it didn't exist
        push(state, "next_step")
        return
    clean = state._sba_clean == state.version
    state.step = step
    state.touch_light()
    if step == Step.BEGIN_COMBAT:
        state.combat = new_combat(state)
    if clean and _sbas_blind_to_steps(state):
        state._sba_clean = state.version  # (the step alone changed: nothing for state-based actions yet)
    if state.logging:
        log(state, "step", "500.1", f"{step.replace('_', ' ')} step begins")
    for f in state.relevance.active("step_begin", STEP_BEGIN):  # (those that can matter: engine/relevance.py)
        f(state, step)
    if step not in NO_PRIORITY_STEPS:
        push(state, "end_step_when_passed")
    push(state, "step_triggers", step)
    tba = TURN_BASED.get(step)
    if tba:
        push(state, tba)


def _sbas_blind_to_steps(state: "GameState") -> bool:
    """Can a change of step alone not give state-based actions something to do? True when the
    characteristics don't depend on it (the cache survives light changes) and no state trigger (603.8,
    checked with SBAs) exists whose condition could; 704.5's own checks never look at the step."""
    cache = state._cache
    tc = state._tcache
    return cache is not None and state._cache_light and tc is not None and tc[0] is cache and not tc[3]


@task("step_triggers")
def step_triggers(state: "GameState", step: str) -> None:
    fire_step(state, step)
    if step not in NO_PRIORITY_STEPS:
        push(state, "give_priority", state.active)
    elif step == Step.CLEANUP:
        push(state, "cleanup_check")
    else:
        push(state, "end_step")


@task("end_step_when_passed")
def end_step_when_passed(state: "GameState") -> None:
    """Reached once all players passed in succession with an empty stack (500.2)."""
    push(state, "end_step")


@task("end_step")
def end_step(state: "GameState") -> None:
    """500.5: effects lasting until end of step expire; mana empties (703.4q)."""
    empty_pools(state)
    step = state.step
    if step == Step.END_COMBAT:
        _expire(state, "end_of_combat")
        push(state, "next_step")
        push(state, "end_combat")
        return
    push(state, "next_step")


@task("empty_pools")
def _empty_pools_task(state: "GameState") -> None:
    empty_pools(state)


def _expire(state: "GameState", duration: str) -> None:
    """End continuous effects with this duration. A permanent whose control reverts is newly under
    its controller's control (302.6)."""
    gone = [e for e in state.effects if e.duration == duration]
    if not gone:
        return
    state.effects = [e for e in state.effects if e.duration != duration]
    for e in gone:
        if any(type(m) is ChangeController for m in e.mods):
            for oid in e.affected or ():
                if oid in state.objects and state.objects[oid].zone == Zone.BATTLEFIELD:
                    state.mut(oid).sick = True
    state.touch()


# ---------------------------------------------------------------- turn-based actions


@task("tba_untap")
def tba_untap(state: "GameState", decided: tuple = (), kept: tuple = ()) -> None:
    """502.3: the active player determines which permanents they control will untap, then untaps them (except
    those that don't untap). A permanent whose controller "may choose not to untap" it is asked about, one at
    a time (``decided``: those answered; ``kept``: those the player keeps tapped)."""
    act = state.active
    todo = []
    for oid in list(state.battlefield):
        o = state.objects[oid]
        if not o.tapped or o.phased_out:
            continue
        c = chars(state, oid)
        if c.controller != act or c.restricted("doesnt_untap") or oid in kept:
            continue
        if oid not in decided and c.restricted("may_choose_not_to_untap"):
            ask(state, "option", act, (("untap", oid), ("keep_tapped", oid)),
                f"Untap {name_of(state, oid)} during your untap step? (502.3)",
                ("tba_untap_chosen", decided, kept), info={"rule": "502.3", "object": oid})
            return
        todo.append(oid)
    for oid in todo:
        untap(state, oid, rule="502.3")


@task("tba_untap_chosen")
def tba_untap_chosen(state: "GameState", decided: tuple, kept: tuple, choice: tuple) -> None:
    oid = choice[1]
    push(state, "tba_untap", decided + (oid,), kept + ((oid,) if choice[0] == "keep_tapped" else ()))


@task("tba_draw")
def tba_draw(state: "GameState") -> None:
    """504.1: the active player draws a card."""
    draw(state, state.active, 1, rule="504.1")


@task("tba_declare_attackers")
def tba_declare_attackers(state: "GameState") -> None:
    push(state, "declare_attackers")


@task("tba_declare_blockers")
def tba_declare_blockers(state: "GameState") -> None:
    cb = state.combat
    if cb is not None:
        cb["had_attackers"] = bool(cb["attackers"])
    push(state, "declare_blockers")


@task("tba_first_strike")
def tba_first_strike(state: "GameState") -> None:
    push(state, "combat_damage", True)


@task("tba_combat_damage")
def tba_combat_damage(state: "GameState") -> None:
    push(state, "combat_damage", False)


# fn(state, pid, max hand size or None) -> the maximum hand size effects make it (mechanic modules add them)
MAX_HAND_SIZE: list = []


@task("tba_cleanup")
def tba_cleanup(state: "GameState") -> None:
    """514.1: discard down to maximum hand size; 514.2: damage wears off and "until end of turn"
    effects end, simultaneously."""
    p = state.players[state.active]
    mx = p.max_hand
    for fn in MAX_HAND_SIZE:  # e.g. "You have no maximum hand size" (402.2)
        mx = fn(state, p.id, mx)
    excess = len(state.hand[p.id]) - mx if mx is not None else 0
    if excess > 0:
        ask(state, "discard", p.id, tuple(("discard", oid) for oid in state.hand[p.id]),
            f"Discard down to {mx} cards ({excess} to discard) (514.1)", ("cleanup_discard", excess))
        return
    push(state, "cleanup_wear_off")


@task("cleanup_discard")
def cleanup_discard(state: "GameState", n: int, choice: tuple) -> None:
    discard(state, state.active, [choice[1]])
    push(state, "tba_cleanup")


@task("cleanup_wear_off")
def cleanup_wear_off(state: "GameState") -> None:
    for oid in state.battlefield:
        o = state.objects[oid]
        if o.damage or o.deathtouched:
            m = state.mut_light(oid)
            m.damage = 0
            m.deathtouched = False
    _expire(state, "end_of_turn")  # (touches the state when an effect ends)
    shields = [s for s in state.shields if s[-1] != "end_of_turn"]
    if len(shields) != len(state.shields):
        state.shields = shields
        state.touch()
    else:
        state.touch_light()  # (damage removal above is a light change too: characteristics stay cached)
    log(state, "cleanup", "514.2", "Damage wears off; \"until end of turn\" effects end")


@task("cleanup_check")
def cleanup_check(state: "GameState") -> None:
    """514.3a: if state-based actions or triggers happen, players get priority and another cleanup
    step follows."""
    did = check_sba(state)
    if state.decision is not None or state.result is not None:
        push(state, "cleanup_check")
        return
    if did or state.pending:
        state.turn_data["extra_cleanup"] = True
        push(state, "begin_step", Step.CLEANUP)  # after this priority round, another cleanup step
        push(state, "empty_pools")
        push(state, "give_priority", state.active)
        return
    push(state, "end_step")


TURN_BASED = {
    Step.UNTAP: "tba_untap",
    Step.DRAW: "tba_draw",
    Step.DECLARE_ATTACKERS: "tba_declare_attackers",
    Step.DECLARE_BLOCKERS: "tba_declare_blockers",
    Step.FIRST_STRIKE_DAMAGE: "tba_first_strike",
    Step.COMBAT_DAMAGE: "tba_combat_damage",
    Step.CLEANUP: "tba_cleanup",
}


# ---------------------------------------------------------------- priority (117)


@task("give_priority")
def give_priority(state: "GameState", pid: int) -> None:
    """117.3: ``pid`` receives priority; nobody has passed since."""
    if not state.players[pid].in_game:
        pid = next_player(state, pid)
    state.priority = pid
    state.passes = 0
    push(state, "priority")


@task("priority")
def priority(state: "GameState") -> None:
    """117.5: before a player gets priority, state-based actions are performed (repeatedly), then
    triggered abilities are put on the stack; repeat until neither happens. Then the player decides."""
    for _ in range(1000):
        did = check_sba(state)
        if state.result is not None:
            return
        if state.decision is not None:
            push(state, "priority")
            return
        if did:
            continue
        if state.pending:
            push(state, "priority")
            push(state, "put_triggers")
            return
        break
    if check_loop(state):
        return
    pid = state.priority
    if pid is None or not state.players[pid].in_game:
        pid = next_player(state, state.active if pid is None else pid)
        state.priority = pid
    opts = priority_options(state, pid)
    ask(state, "priority", pid, opts, "You have priority", ("priority_choice", pid))


@task("priority_choice")
def priority_choice(state: "GameState", pid: int, choice: tuple) -> None:
    verb = choice[0]
    if verb == "pass":
        state.passes += 1
        in_game = 0  # (the players still in the game: PlayerState.in_game inlined, asked at every pass)
        for p in state.players:
            if not (p.lost or p.left or p.won):
                in_game += 1
        if state.passes >= in_game:  # 117.4
            state.passes = 0
            if state.stack:
                push(state, "give_priority", state.active)  # 117.3b
                push(state, "resolve_top")
            else:
                state.priority = None
                # the step ends: the pending 'end_step_when_passed' continuation takes over
            return
        state.priority = next_player(state, pid)  # 117.3d
        push(state, "priority")
        return
    for f in ACTION_TAKEN:
        f(state, pid, choice)
    take_action(state, pid, choice)
