"""Loops (104.4b, 104.4f, 732.4–732.6).

104.4b / 732.4: a game that enters a loop of mandatory actions — repeating a sequence of events with
no way to stop — is a draw; a loop that contains an optional action isn't. 732.5: nobody is forced to
take an action that would end a loop unless an object in the loop calls for it, so a player merely
passing priority (while holding an unrelated way out) doesn't make a loop optional; 732.6: "[A] unless
[B]" where nobody does [B] goes on as though [A] were mandatory — the offer to do [B] (a decision whose
``info`` says ``unless``) counts as an optional choice only when [B] is chosen (``note_optional_choice``).
Shortcuts (732.2) are ``Game.shortcut``.

Detection, in bounded work: :func:`check_loop` runs before each priority decision while the stack is
not empty (a mandatory loop always passes through such a point; with an empty stack the step simply
ends). It keeps, in ``state.history``, a normalized digest of the game state — object ids, timestamps
and the random generator left out, objects described by what they are and where — with the number of
*optional choices* made so far. Optional choices are decisions other than priority with more than
one option (a "may", a target among several, an order), and actions taken with priority (casting,
activating, playing a land), and random events (a die roll). When a digest comes back with no optional
choice made since, the loop is mandatory: the game is a draw (104.4b), or, with the limited range of
influence option (``range_of_influence``: seats, or {player: seats}), a draw for each player who
controls an object involved in the loop and each player within their range of influence, who leave
the game while the others play on (104.4f, 801.16). A state that keeps coming back through optional
choices ``loop_repeat_limit`` times (option, default 100) is a loop repeated as many times as named
(732.2a): the active player, or the first player in turn order involved, must make a different choice
(732.3) — their last optional answer in the loop is no longer offered at that decision. Without one, or
when the state still comes back twice the limit, the game ends as a draw with a stated reason: a safety
limit, so a runaway game ends instead of hanging. History is bounded (:data:`HISTORY_LIMIT`)
and cleared whenever a player gets priority with an empty stack."""
from __future__ import annotations

import hashlib
import json
from typing import TYPE_CHECKING, Any

from ..core.memo import by_identity
from ..tree.base import Node, encode
from . import upcalls
from .events import log
from .mechanics_hooks import DECISION_ASKED, ACTION_TAKEN, PLAYER_LEFT
from .state import is_player
from .decision import Decision
from .triggers import GLOBAL_TRIGGERS
from .sba import check_game_over, end_game_draw
from .chars import chars
from .influence import range_of
from .loop import push

if TYPE_CHECKING:
    from .state import GameState

HISTORY_LIMIT = 4096
REPEAT_LIMIT = 100
_FREE = "#free"


def _bump(state: GameState) -> None:
    state.history = dict(state.history)
    state.history[_FREE] = state.history.get(_FREE, 0) + 1


def _note_decision(state: GameState, d: Any) -> None:
    rec = state.history.get(_K732) if state.history else None
    if rec is not None and rec[1] is not None:
        _forbid(state, d, rec[1])
        d = state.decision
    if d.kind != "priority" and (d.options is None or len([o for o in d.options if o != ("cancel",)]) > 1):
        if type(d.info) is dict and d.info.get("unless"):
            return  # 732.6: declining [B] of "[A] unless [B]" is no way out; doing [B] is noted when chosen
        _bump(state)


_K732 = "#732.3"  # history entry: (each player's last optional answer in the loop, the answer now forbidden)


def _fingerprint(d: Any) -> tuple:
    return (d.kind, d.player, d.prompt, d.options)


def note_answer(state: GameState, d: Any, choice: Any) -> None:
    """Remember each player's last optional answer while the stack isn't empty (what a loop is made of), for
    732.3. Called by ``Game.apply`` before the answer is carried out."""
    if not state.stack or d.options is None:
        return
    if d.kind == "priority":
        if type(choice) is tuple and choice and choice[0] == "pass":
            return
    elif len(d.options) < 2:
        return
    rec = state.history.get(_K732) or ((), None)
    last = tuple(x for x in rec[0] if x[0] != d.actor) + ((d.actor, _fingerprint(d), choice),)
    state.history = dict(state.history)
    state.history[_K732] = (last, rec[1])


def _break_optional_loop(state: GameState) -> bool:
    """732.3: a loop of optional actions has come back ``loop_repeat_limit`` times — as though the player who
    keeps it going had named that many repetitions (732.2a). The active player (or, not involved, the first
    player in turn order who is) must now make a different game choice: their last answer in the loop is no
    longer offered at that same decision. False when there is nobody's answer to forbid."""
    rec = state.history.get(_K732)
    if rec is None or rec[1] is not None or not rec[0]:
        return False
    by = {x[0]: x for x in rec[0]}
    order = state.turn_order
    i = order.index(state.active) if state.active in order else 0
    who = next((by[p] for p in order[i:] + order[:i] if p in by), None)
    if who is None:
        return False
    state.history = dict(state.history)
    state.history[_K732] = (rec[0], who)
    log(state, "loop", "732.3", f"{state.players[who[0]].name} has repeated a loop of optional actions "
        f"{state.options.get('loop_repeat_limit', REPEAT_LIMIT)} times and must make a different choice",
        {"player": who[0]})
    return True


def _forbid(state: GameState, d: Any, forbidden: tuple) -> None:
    """732.3: at the decision where the loop's answer was given, that answer is no longer offered (when
    another one is)."""
    pl, fp, choice = forbidden
    if d.actor != pl or _fingerprint(d) != fp or choice not in d.options or len(d.options) < 2:
        return
    state.decision = Decision(d.kind, d.actor, d.player, tuple(o for o in d.options if o != choice), d.prompt,
                              d.resume, d.validate, d.info)


def note_optional_choice(state: GameState) -> None:
    """732.6: a player chose to do [B] of "[A] unless [B]" — an optional action in a loop."""
    _bump(state)


upcalls.install(note_optional_choice)


DECISION_ASKED.append(_note_decision)


_OPTIONAL_EVENTS = frozenset({"cast", "activated", "land_played", "die"})


def _note_event(state: GameState, ev: dict) -> list:
    if ev.get("kind") in _OPTIONAL_EVENTS:
        _bump(state)
    return []


_note_event.kinds = _OPTIONAL_EVENTS  # type: ignore[attr-defined]  (events it reads)


def _note_action(state: "GameState", pid: int, choice: tuple) -> None:
    """Any action taken with priority is optional (even one that is then reversed, 733)."""
    _bump(state)


def _register() -> None:
    GLOBAL_TRIGGERS.append(_note_event)
    ACTION_TAKEN.append(_note_action)


_register()


# ---------------------------------------------------------------- the normalized digest


def _j(x: Any) -> str:
    if type(x) is tuple and _plain(x):
        return _dumps(x)  # the same text, without building encode()'s copy first
    return _dumps_encoded(encode(x))


def _tree_j(x: Any) -> str:
    """``_j`` of an immutable ability tree or token spec, remembered per tree object: every digest of a
    state holding 200 tokens or a 60-deep stack would otherwise encode the same trees again."""
    if not isinstance(x, (Node, tuple)):
        return _j(x)
    return _tree_text(x)


_tree_text = by_identity()(_j)


def _set_default(o: Any) -> Any:
    if type(o) is frozenset:
        return encode(o)
    return str(o)


def _reusable(enc: json.JSONEncoder) -> Any:
    """``enc.encode`` without its per-call set-up: ``JSONEncoder.encode`` makes a new C encoder object
    for every call, which costs more than encoding one object's few fields (and a digest encodes one
    per permanent). The same text: the same C encoder ``encode`` would use, made once (no circular-
    reference markers: digested data is acyclic). Without the C accelerator, ``enc.encode`` itself."""
    make = getattr(json.encoder, "c_make_encoder", None)
    if make is None:
        return enc.encode
    c = make(None, enc.default, json.encoder.encode_basestring_ascii, None, enc.key_separator,
             enc.item_separator, enc.sort_keys, enc.skipkeys, enc.allow_nan)
    slow = enc.encode

    def dumps(o: Any) -> str:
        if type(o) is str:
            return slow(o)
        return "".join(c(o, 0))

    return dumps


_dumps = _reusable(json.JSONEncoder(sort_keys=True, separators=(",", ":"), default=_set_default))
_dumps_encoded = _reusable(json.JSONEncoder(sort_keys=True, separators=(",", ":"), default=str))
_PRIMITIVE = frozenset({str, int, bool, float, type(None)})


def _plain(x: Any) -> bool:
    """Only tuples, frozensets, strings, numbers, booleans and None (what JSON writes as encode() would,
    frozensets through ``_set_default``)?"""
    t = type(x)
    if t is tuple:
        for y in x:
            ty = type(y)
            if ty in _PRIMITIVE:
                continue  # (most entries: no call)
            if (ty is not tuple and ty is not frozenset) or not _plain(y):
                return False
        return True
    if t is frozenset:
        for y in x:
            if type(y) not in _PRIMITIVE:
                return False
        return True
    return t in _PRIMITIVE


def loop_digest(state: GameState) -> str:
    """A digest of the game-relevant state without object ids, timestamps or the random generator:
    two states that differ only by those give the same digest. (All but who has priority and how many
    passed is kept for the state version: as players pass, it is asked again of the same state.)"""
    memo = state.memo()
    body = memo.get("loop_digest")
    if body is None:
        body = memo["loop_digest"] = _digest_parts(state)
    pre, post = body
    raw = pre + "," + _j(state.priority) + "," + _j(state.passes) + "," + post
    return hashlib.blake2b(raw.encode(), digest_size=16).hexdigest()


def _digest_parts(state: GameState) -> tuple[str, str]:
    """The JSON text of the digested tuple before and after its priority and passes entries."""
    objs = state.objects

    def base(oid: Any) -> Any:
        if not isinstance(oid, int):
            return oid
        if is_player(oid):
            return ("player", -1 - oid)
        o = objs.get(oid)
        if o is None:
            return ("gone",)
        name = o.card if o.card is not None else (_tree_j(o.token) if o.token is not None else
                                                  (_tree_j(o.ability) if o.ability is not None else o.kind))
        return (o.kind, name, o.owner, o.controller, o.zone, o.tapped, o.face_down, o.phased_out, o.alt, o.face,
                o.damage, o.deathtouched, tuple(sorted((o.counters or {}).items())), o.x, o.modes, o.sick,
                o.flipped, o.paid and tuple(sorted(o.paid)))

    def full(oid: int) -> Any:
        o = objs[oid]
        return (base(oid), base(o.attached_to) if o.attached_to is not None else None,
                tuple(tuple(base(e) for e in slot) for slot in o.targets),
                base(o.source) if o.source is not None else None, o.divide and tuple((base(e), a) for e, a in o.divide))

    ts_rank = {t: i for i, t in enumerate(sorted(objs[i].timestamp for i in state.battlefield))}  # 613.7 order
    players = [(p.life, p.poison, tuple(sorted(p.counters.items())), tuple(p.pool), p.lands_played, p.land_plays,
                p.lost, p.won, p.left, p.controlled_by, p.max_hand, p.life_gained_turn, p.life_lost_turn,
                p.spells_cast_turn, p.cards_drawn_turn, _j(p.extra)) for p in state.players]
    zones = {
        "battlefield": sorted(_j(full(i)) + str(ts_rank.get(objs[i].timestamp)) for i in state.battlefield),
        "stack": [_j(full(i)) for i in state.stack],
        "exile": sorted(_j(base(i)) for i in state.exile),
        "command": sorted(_j(base(i)) for i in state.command),
        "library": [[objs[i].card for i in z] for z in state.library],
        "hand": [sorted(str(objs[i].card) for i in z) for z in state.hand],
        "graveyard": [[objs[i].card for i in z] for z in state.graveyard],
    }
    pend = [_j((base(t.source), t.controller, t.ability, t.delayed is not None)) for t in state.pending]
    # (each effect as the JSON array of its parts, written part by part: the same text as _j of the tuple,
    # with the ability-tree parts' texts remembered)
    btexts: dict = {}

    def btext(oid: Any) -> str:
        """_j(base(oid)), once per object in this digest (two hundred effects may name the same one)."""
        try:
            t = btexts.get(oid)
        except TypeError:  # (an unhashable reference)
            return _j(base(oid))
        if t is None:
            t = btexts[oid] = _j(base(oid))
        return t

    effects = ["[" + ",".join((btext(e.source), _j(e.controller), _tree_j(e.mods),
                               "[" + ",".join(btext(x) for x in e.affected) + "]" if e.affected else _j(e.affected),
                               _j(e.duration), _tree_j(e.filter))) + "]"
               for e in sorted(state.effects, key=lambda e: e.timestamp)]
    delayed = [_j((d[1], d[3], d[4], d[5])) for d in state.delayed]
    combat = None
    if state.combat:
        combat = _j({k: (sorted(_j(base(x)) for x in v) if isinstance(v, (dict, list, tuple)) else v)
                     for k, v in state.combat.items()})
    desig = _j({k: v for k, v in state.designations.items()
                if k not in ("exiled_with", "monarch_history", "attraction_deck", "lights", "forced_rolls",
                             "forced_flips", "restarts", "mirrors")})
    pre = "[" + ",".join(_j(x) for x in (players, zones, pend, effects, delayed, combat, state.turn, state.step,
                                          state.active))
    post = ",".join(_j(x) for x in (state.monarch, desig, state.shields and len(state.shields))) + "]"
    return pre, post




# ---------------------------------------------------------------- detection


def check_loop(state: GameState) -> bool:
    """Called before each priority decision (117.5). True if the game (or, 104.4f, part of it) ended
    in a draw because of a loop; the caller then doesn't ask for priority."""
    if not state.stack:
        if len(state.history) > 1 or (state.history and _FREE not in state.history):
            state.history = {_FREE: state.history.get(_FREE, 0)}
            state._lazy = _FRESH
        return False
    h = state.history
    lz = state._lazy
    if lz is None and (len(h) > 1 or (h and _FREE not in h)):
        dg = loop_digest(state)  # (entries digested without their coarse keys: a loaded game, see below)
    else:
        # Lazy digests: a state is recorded with a coarse key, a function of what the digest covers, and a
        # copy of the state; the digest itself is computed only when another state has the same coarse key
        # (only then could both digests be equal). Entries keep their places in history, so the game goes
        # exactly as if every state were digested when recorded (as it is saved: GameState._history_data).
        if lz is None:
            lz = _FRESH
        key = _coarse(state)
        same = lz[0].get(key)
        if same is None:
            if len(h) < HISTORY_LIMIT:
                if len(lz[1]) >= MAX_UNDIGESTED:  # (bounded memory: digest the copies kept so far)
                    lz = _materialize(state, lz, tuple(lz[1]))
                    h = state.history
                ph = f"#lazy{lz[2]}"
                state.history = dict(h)
                state.history[ph] = (h.get(_FREE, 0), 1)
                kindex = dict(lz[0])
                kindex[key] = (ph,)
                pending = dict(lz[1])
                pending[ph] = _snapshot(state)
                state._lazy = (kindex, pending, lz[2] + 1)
            elif state._lazy is None:
                state._lazy = lz
            return False
        lz = _materialize(state, lz, same)
        h = state.history
        dg = loop_digest(state)
        if dg not in h and len(h) < HISTORY_LIMIT:
            kindex = dict(lz[0])
            kindex[key] = kindex[key] + (dg,)
            lz = (kindex, lz[1], lz[2])
        state._lazy = lz
    free = h.get(_FREE, 0)
    prev = h.get(dg)
    if prev is None:
        if len(h) < HISTORY_LIMIT:
            state.history = dict(h)
            state.history[dg] = (free, 1)
        return False
    free_at, count = prev
    if free == free_at:
        _mandatory_loop(state)
        return True
    count += 1
    state.history = dict(h)
    state.history[dg] = (free, count)
    limit = int(state.options.get("loop_repeat_limit", REPEAT_LIMIT))
    if limit <= count < 2 * limit and _break_optional_loop(state):
        return False
    if count >= 2 * limit or (count >= limit and (state.history.get(_K732) or ((), None))[1] is None):
        state.history = {}
        state._lazy = _FRESH
        end_game_draw(state, f"safety limit: the same game state came back {count} times through optional "
                             f"actions (732.2; loop_repeat_limit)", rule="104.4b")
        return True
    return False


MAX_UNDIGESTED = 64  # copies of states kept for lazy digests at most
# (coarse key -> history keys with it, placeholder -> copy of the state it stands for, next placeholder no.)
_FRESH: tuple = ({}, {}, 0)


def _coarse(state: GameState) -> tuple:
    """A cheap key that equal loop digests imply (every part of it is part of what loop_digest covers)."""
    return (state.turn, state.step, state.active, state.priority, state.passes, len(state.stack),
            len(state.battlefield), len(state.exile), len(state.pending), len(state.effects),
            tuple((p.life, len(state.hand[i]), len(state.library[i]), len(state.graveyard[i]))
                  for i, p in enumerate(state.players)))


def _snapshot(state: GameState) -> GameState:
    """A copy of ``state`` kept only to be digested later. Without its own loop history: a copy that kept
    the undigested copies of the states before it would keep every state recorded since the stack was
    last empty alive, chained copy to copy (seed 507968 of the fuzzer held 1.3 GB after 2,000 decisions
    with a stack of 600 abilities)."""
    snap = state.fork()
    snap.history = {}
    snap._lazy = None
    return snap


def _materialize(state: GameState, lz: tuple, keys: tuple) -> tuple:
    """Digest the recorded states among ``keys`` (history keys in place, history order kept)."""
    names = {k: loop_digest(lz[1][k]) for k in keys if k in lz[1]}
    if not names:
        return lz
    state.history = {names.get(k, k): v for k, v in state.history.items()}
    pending = {k: v for k, v in lz[1].items() if k not in names}
    kindex = {ck: tuple(names.get(k, k) for k in ks) for ck, ks in lz[0].items()}
    return (kindex, pending, lz[2])


def materialized(state: GameState) -> dict:
    """``state.history`` with every recorded state digested (what a save holds)."""
    pending = state._lazy[1] if state._lazy is not None else {}
    return {(loop_digest(pending[k]) if k in pending else k): v for k, v in state.history.items()}


def _involved_players(state: GameState) -> set[int]:
    """Players controlling an object involved in the loop: the objects on the stack, their sources,
    and the pending triggered abilities (104.4f)."""
    out: set[int] = set()
    for oid in state.stack:
        o = state.objects[oid]
        out.add(o.controller)
        if o.source is not None and o.source in state.objects and state.objects[o.source].zone in ("battlefield", "stack"):
            out.add(chars(state, o.source).controller)
    for t in state.pending:
        out.add(t.controller)
    return out


def _within_range(state: GameState, pid: int, roi: Any) -> set[int]:
    """801.2: players within ``pid``'s range of influence (seats in turn order, players still in the game)."""
    r = range_of(roi, pid)
    seats = [p for p in state.turn_order if state.players[p].in_game]
    if pid not in seats:
        return {pid}
    i, n = seats.index(pid), len(seats)
    return {seats[(i + k) % n] for k in range(-r, r + 1)}


def _mandatory_loop(state: GameState) -> None:
    state.history = {}
    state._lazy = _FRESH
    roi = state.options.get("range_of_influence")
    reason = "a loop of mandatory actions (104.4b, 732.4)"
    if roi is None:
        end_game_draw(state, reason, rule="104.4b")
        return
    drawn: set[int] = set()
    for p in _involved_players(state):
        drawn |= _within_range(state, p, roi)
    alive = [p.id for p in state.players if p.in_game]
    if set(alive) <= drawn:
        end_game_draw(state, reason + " (104.4f: every remaining player is involved)", rule="104.4f")
        return
    for pid in sorted(drawn):
        p = state.players[pid]
        if not p.in_game:
            continue
        p.extra = dict(p.extra)
        p.extra["draw"] = True
        p.loss_reason = "draw (104.4f)"
        log(state, "draw", "104.4f", f"The game is a draw for {p.name} (a loop of mandatory actions); they leave the game",
            {"player": pid})
    _leave(state, drawn)
    if not check_game_over(state):
        push(state, "priority")


def _leave(state: GameState, pids: set[int]) -> None:
    """800.4a: players leave the game; their objects leave with them."""
    for pid in sorted(pids):
        p = state.players[pid]
        if not p.in_game:
            continue
        p.left = True
        for oid in [i for i, o in state.objects.items() if o.owner == pid]:
            o = state.objects[oid]
            lst = state.zone_list(o.zone, o.owner)
            if oid in lst:
                lst.remove(oid)
            del state.objects[oid]
        for oid in [i for i, o in state.objects.items() if o.zone == "stack" and o.controller == pid]:
            state.stack.remove(oid)
            del state.objects[oid]
        state.effects = [e for e in state.effects if e.controller != pid]
        state.pending = [t for t in state.pending if t.controller != pid]
        state.touch()
        for f in PLAYER_LEFT:
            f(state, pid)


upcalls.install(materialized)


# ---------------------------------------------------------------- actions that change nothing (733.1, 732)


def note_return(state: GameState) -> bool:
    """Called after a player's action (or a reversed one: a spell cast then cancelled, 733.1) brought the
    game back to a priority decision with an empty stack. Counts, per turn, how often each game state
    (loop digest) comes back this way; when one comes back ``loop_repeat_limit`` times the game ends as a
    draw with the reason (732.2-732.3: a loop of optional actions can't be shortcut by the engine, so a
    player repeating one that changes nothing would otherwise keep the game from ever ending). True if
    the game ended. A cheap key filters first: a state is digested only when its key came back."""
    turn, n, seen = state.turn_decisions[0], state.turn_decisions[1], (state.turn_decisions[2:] or ({},))[0]
    if turn != state.turn:
        seen = {}
    key = repr(_coarse(state))
    if len(seen) >= HISTORY_LIMIT:
        return False  # (bounded; max_decisions_per_turn still ends such a turn)
    seen = dict(seen)
    if key not in seen:
        seen[key] = 0
        state.turn_decisions = (state.turn, n, seen)
        return False
    dg = loop_digest(state)
    count = seen.get(dg, 0) + 1
    seen[dg] = count
    state.turn_decisions = (state.turn, n, seen)
    limit = int(state.options.get("loop_repeat_limit", REPEAT_LIMIT))
    if count < limit:
        return False
    state.decision = None
    end_game_draw(state, f"safety limit: the same game state came back {count} times through actions that "
                         f"changed nothing (733.1, 732.2; loop_repeat_limit)", rule="104.4b")
    return True
