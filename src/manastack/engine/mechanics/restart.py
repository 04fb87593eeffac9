"""Restarting the game (727) — Karn Liberated.

How a ``Game`` exposes a restart: the same ``Game`` object, and the same ``GameState`` object, go on
with the new game (727.1: "All players in that game ... then start a new game"). The restarted game's
:class:`~manastack.engine.state.Result` (``restarted=True``, no winners, losers or draw) is kept in
``state.designations["restarts"]`` (oldest first, as plain data) and shown by ``Game.restarts``; the
log goes on (the restart is logged with 727.1). Nothing else carries over: life totals, counters,
emblems, effects, designations (the monarch) and player control all start afresh.

The new game follows 103 with 727.1a (the player who controlled the restarting effect starts; no
choice of who plays first) and 727.2 (every card involved in the old game — phased-out permanents and
nontraditional cards included — is in the new one; ownership is unchanged): each player's cards go
to their library, Attractions to their Attraction deck (717.2), commanders to the command zone, except
cards the effect leaves in exile (727.5; a commander left in exile stays there, 727.5a). Players who
left the old game are not in the new one (Karn Liberated ruling). Cards outside the game (a sideboard)
stay outside.

727.4: the rest of the restarting spell or ability is followed just before the first turn's untap step
(its remaining instructions and resolution context move to the new game, with the cards it remembered
followed to their new objects); no player has priority then, and abilities it triggers wait for the
first priority (usually in the upkeep). Permanents put onto the battlefield then have been under their
controller's control since the first turn began (Karn Liberated ruling).

727.6: restarting a subgame restarts only the subgame; the main game waits unaffected.

Karn's "cards exiled with Karn" (607.2a linked abilities) are recorded as they are exiled by a
resolving ability or spell of that object (:func:`exiled_with`).
"""
from __future__ import annotations

from typing import Any

from ...core.types import Zone
from ..evaluate import Env, matches
from ..events import log, pname
from ..loop import push, task
from ..mechanics_hooks import TURN_BEGIN
from ..state import GameObject, GameState, PlayerState, Result, is_player
from ..triggers import GLOBAL_TRIGGERS
from .base import game_action
from .attractions import attraction_uids, setup_deck

# designations that belong to the physical cards and the game's setup, kept across a restart
KEEP_DESIGNATIONS = ("lights", "commanders", "subgame")
# fn(old state, new state): what other mechanics carry into the restarted game as it is set up, after its cards
# are in their zones and before its first turn (e.g. a companion revealed again, 103.2b via 727.1)
ON_RESTART: list = []


# ---------------------------------------------------------------- "exiled with" (607.2a)


def _record_exiled(state: GameState, ev: dict) -> list:
    if ev.get("kind") != "zone" or ev.get("to") != Zone.EXILE or ev.get("cause") != "effect" or not state.stack:
        return []
    top = state.objects.get(state.stack[-1])
    if top is None:
        return []
    src = top.source if top.kind == "ability" else top.id
    if src is None or src not in state.objects:
        return []
    m = dict(state.designations.get("exiled_with", {}))
    m[src] = tuple(i for i in m.get(src, ()) if i in state.objects and state.objects[i].zone == Zone.EXILE) + (ev["new"],)
    state.designations["exiled_with"] = m
    return []


_record_exiled.kinds = frozenset({"zone"})  # type: ignore[attr-defined]  (events it reads)
GLOBAL_TRIGGERS.append(_record_exiled)


def exiled_with(state: GameState, source: int | None) -> list[int]:
    """Cards in exile that a resolving ability or spell of object ``source`` exiled (607.2a)."""
    ids = (state.designations.get("exiled_with") or {}).get(source, ())
    return [i for i in ids if i in state.objects and state.objects[i].zone == Zone.EXILE]


# ---------------------------------------------------------------- the restart


def replace_state(state: GameState, new: GameState) -> None:
    """Make ``state`` (the object every interface holds) become ``new``. The agenda list keeps its
    identity, so the interpreter loop running it goes on with the new game's tasks."""
    agenda = state.agenda
    for s in GameState.__slots__:
        setattr(state, s, getattr(new, s))
    agenda[:] = new.agenda
    state.agenda = agenda
    state._cache = None
    state._sbase = None


def _new_players(old: GameState, life: int) -> list[PlayerState]:
    out = []
    for p in old.players:
        n = PlayerState(p.id, p.name, life)
        n.deck = p.deck
        n.brought = p.brought
        if not p.in_game:
            n.left = True  # not involved in the new game
            n.kept = True
            n.lost = p.lost
            n.won = p.won
            n.loss_reason = p.loss_reason
        out.append(n)
    return out


def restart_game(state: GameState, starter: int, exempt: list[int] = (), continuation: tuple = (),
                 contexts: dict | None = None, reason: str = "") -> None:
    """727: end this game (no winner, loser or draw) and start a new one in ``state``."""
    old = state
    result = Result((), (), False, reason or f"restarted by {pname(old, starter)} (727.1)", True, old.turn)
    log(old, "restart", "727.1", f"The game restarts ({result.reason}); no player wins, loses or draws it",
        {"result": result.to_data()})
    opts = dict(old.options)
    opts["first_player"] = starter  # 727.1a
    ns = GameState(old.pool, opts)
    ns.relevance = old.relevance  # (what occurred in the game still may: the same cards, engine/relevance.py)
    ns.rng = old.rng
    ns.parent = old.parent  # 727.6: a restarted subgame's main game is unaffected
    ns.next_id = old.next_id
    ns.next_uid = old.next_uid
    ns.next_ts = old.next_ts
    ns.log = old.log
    ns.log_len = old.log_len
    ns.logging = old.logging
    life = int(opts.get("life", 20))
    ns.players = _new_players(old, life)
    n = len(ns.players)
    ns.library = [[] for _ in range(n)]
    ns.hand = [[] for _ in range(n)]
    ns.graveyard = [[] for _ in range(n)]
    ns.outside = [[] for _ in range(n)]
    ns.turn_order = list(old.turn_order)
    ns.starting_player = starter
    for k in KEEP_DESIGNATIONS:
        if k in old.designations:
            ns.designations[k] = old.designations[k]
    ns.designations["restarts"] = tuple(old.designations.get("restarts", ())) + (result.to_data(),)
    exempt_uids = {old.objects[i].uid for i in exempt if i in old.objects}
    commanders = {u for us in (old.designations.get("commanders") or {}).values() for u in us}
    attr = attraction_uids(old)
    new_of_uid: dict[int, int] = {}
    decks: dict[int, list[int]] = {}
    cards = []
    for oid in sorted(old.objects):
        o = old.objects[oid]
        for comp in o.merged or ():  # 730.2: each card of a merged permanent (727.2: all cards)
            if comp.get("kind") == "card":
                part = GameObject(oid, comp["uid"], comp.get("card"), o.owner, o.zone)
                cards.append(part)
        cards.append(o)
    for o in cards:
        if o.kind != "card" or o.card is None or not ns.players[o.owner].in_game:
            continue
        if o.zone == Zone.OUTSIDE:
            continue  # never involved in the game (400.11)
        zone = Zone.LIBRARY
        if o.uid in exempt_uids:
            zone = Zone.EXILE  # 727.5
        elif o.uid in attr or o.uid in commanders:
            zone = Zone.COMMAND
        nid = ns.new_id()
        c = GameObject(nid, o.uid, o.card, o.owner, zone)
        c.sick = False
        c.timestamp = ns.new_ts()
        ns.add_object(c)
        ns.zone_list(zone, o.owner).append(nid)
        new_of_uid[o.uid] = nid
        if o.uid in attr and o.uid not in exempt_uids:
            decks.setdefault(o.owner, []).append(nid)
    for p, ids in decks.items():
        setup_deck(ns, p, ids)
    mirrors = old.designations.get("mirrors")  # a subgame's main-game cards (729.4) stay outside too
    new_mirrors = {}
    for o in list(old.objects.values()):  # sideboards stay outside the game
        if o.zone == Zone.OUTSIDE and ns.players[o.owner].in_game:
            nid = ns.new_id()
            c = GameObject(nid, o.uid, o.card, o.owner, Zone.OUTSIDE)
            c.sick = False
            ns.add_object(c)
            ns.outside[o.owner].append(nid)
            if mirrors and o.id in mirrors:
                new_mirrors[nid] = mirrors[o.id]
    if mirrors is not None:
        ns.designations["mirrors"] = new_mirrors
    # 727.4: the rest of the restarting effect waits for the first turn, with its context followed
    remap = {oid: new_of_uid[o.uid] for oid, o in old.objects.items() if o.uid in new_of_uid}
    for cid, ctx in (contexts or {}).items():
        c2 = ctx.copy()
        c2.memory = {k: tuple(remap.get(i, i) for i in v if not isinstance(i, int) or i < 0 or i in remap)
                     if isinstance(v, tuple) else v for k, v in ctx.memory.items()}
        c2.targets = tuple(tuple(remap.get(e, e) for e in slot if is_player(e) or e in remap) for slot in ctx.targets)
        ns.contexts[cid] = c2
    if continuation:
        ns.designations["restart_continuation"] = tuple(continuation)
    for hook in ON_RESTART:
        hook(old, ns)
    replace_state(state, ns)
    push(state, "start_game")


def _restart_started(state: GameState) -> None:
    """727.4: just before the first turn's untap step, the rest of the restarting effect happens."""
    cont = state.designations.pop("restart_continuation", None)
    if not cont:
        return
    push(state, "restart_finished")
    for t in cont:
        push(state, *t)
    log(state, "restart", "727.4", "The effect that restarted the game finishes resolving")


TURN_BEGIN.append(_restart_started)


@task("restart_finished")
def restart_finished(state: GameState) -> None:
    """Permanents put onto the battlefield as the restarting effect finished have been controlled
    since the first turn began (Karn Liberated ruling)."""
    for oid in state.battlefield:
        if state.objects[oid].sick:
            state.mut_light(oid).sick = False
    state.touch()


@game_action("restart")
def _restart(state, ctx, node, progress, answer):
    """727.1: "Restart the game[, leaving in exile ...]". ``args``: ``(("exempt", filter),)`` leaves in
    exile the cards exiled with this object (607.2a) that match the filter, remembered as "exempt"
    for the instructions that follow (Karn Liberated)."""
    args = dict(node.args) if node.args else {}
    exempt: list[int] = []
    if "exempt" in args:
        env = Env(state, ctx.source, ctx.controller, ctx)
        f = args["exempt"]
        exempt = [i for i in exiled_with(state, ctx.source) if f is None or matches(env, f, i)]
    ctx.memory["exempt"] = tuple(exempt)
    # the rest of this resolution: the tasks above its finish task on the agenda
    obj = state.stack[-1] if state.stack else None
    cont: tuple = ()
    for i in range(len(state.agenda) - 1, -1, -1):
        t = state.agenda[i]
        if t[0] in ("finish_ability", "finish_spell") and len(t) > 1 and t[1] == obj:
            cont = tuple(state.agenda[i + 1:])
            break
    ids = {t[1] for t in cont if t and t[0] in ("effect", "end_ctx", "effect_as") and len(t) > 1}
    contexts = {cid: c for cid, c in state.contexts.items() if cid in ids or cid == ctx.id}
    restart_game(state, ctx.controller, exempt, cont, contexts)


def previous_results(state: GameState) -> list[Result]:
    """Results of the games this one restarted (oldest first)."""
    out = []
    for r in state.designations.get("restarts", ()):
        r = dict(r)
        out.append(Result(tuple(r["winners"]), tuple(r["losers"]), r["draw"], r["reason"], r["restarted"],
                          r.get("turn", 0)))
    return out


__all__ = ["Any", "exiled_with", "previous_results", "replace_state", "restart_game"]
