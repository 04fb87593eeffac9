"""Interpreters for the one-shot effect primitives of :mod:`manastack.tree.effects` (609, 610, 701)."""
from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ...core.mana import ManaCost
from ...core.types import Zone, CARD_TYPES
from ...tree import effects as E
from ...tree import refs as R
from ...tree.refs import Num, OwnerOf, RememberedCount, This
from .. import upcalls
from ..chars import chars, name_of
from ..evaluate import (
    AMOUNTS, Env, amount, apnap, condition_holds, matches, resolve_ref, lki, all_matching, chars_mana_value,
    remember_lki,
)
from ..events import (
    add_counters, add_mana, attach, create_tokens, damage, destroy, discard, draw, fire, gain_life, log, lose_life,
    mill, move, move_many, pname, pick_at_random, remove_counters, sacrifice, shuffle, tap, untap, random_below,
    with_components,
)
from ..loop import push
from ..mechanics_hooks import MANA_ABILITY_RESOLVED, MANA_COLORS, MECHANIC_POSSIBLE, SEARCH_FOUND
from ..state import ContEffect, is_player, pent, pid_of
from ..support import implements
from .base import ask_effect, effect, env_of, objects_of, players_of, push_effect, remember  # noqa: F401
from .pay import as_cost, can_pay, cost_text, pay_step, payer_of
from ...tree.abilities import Static
from ...tree.continuous import Restrict
from ..copy import copiable_spec, excepted_spec, last_known_spec
from ..keywords import can_enchant, protected_from
from ...tree.base import Node

if TYPE_CHECKING:
    from ..state import Ctx, GameState

implements("This", "You", "Target", "Each", "Players", "ControllerOf", "OwnerOf", "AttachedTo", "EventObject",
           "EventPlayer", "Remembered", "ChosenPlayer", "PlayerId", "Num", "XValue", "CountOf", "PowerOf", "ToughnessOf",
           "ManaValueOf", "LifeOf", "HandSizeOf", "EventAmount", "Sum", "Product", "Half", "CountersOn", "Filter",
           "Cost", "TargetSpec", "Body", "Modal", "Keyword", "SpellAbility", "Activated", "Trigger", "Triggered",
           "Static", "Replacement", "ControlsCount", "Compare", "IsTrue", "Not", "All", "AnyOf", "Matches",
           "TokenSpec", "ModPT", "SetPT", "SwitchPT", "AddAbilities", "RemoveAbilities", "AddTypes", "RemoveTypes",
           "SetColors", "ChangeController", "CopyOf", "Restrict", "CostChange")


@effect(E.Seq)
def _seq(state, ctx, node, progress, answer):
    """608.2c: instructions are followed in the order written."""
    for step in reversed(node.steps):
        push_effect(state, ctx, step)


def _per_player_amount(ctx, node) -> bool:
    """Damage to a group of players whose amount names "that player" while nothing else (the trigger's event) names a
    player: the amount is each recipient's own."""
    if type(node.to) is not R.Players or (isinstance(ctx.event, dict) and "player" in ctx.event):
        return False
    return any(type(n) is R.EventPlayer and n.role == "player" for n in node.amount.walk()) \
        if isinstance(node.amount, Node) else False


@effect(E.DealDamage)
def _damage(state, ctx, node, progress, answer):
    env = env_of(state, ctx)
    srcs = resolve_ref(env, node.source)
    src = srcs[0] if srcs else ctx.source
    targets = resolve_ref(env, node.to)
    if node.divided and ctx.divide:
        legal = set(targets)
        assigns = [(e, a) for e, a in ctx.divide if e in legal]
    elif _per_player_amount(ctx, node):
        # "to each opponent equal to the number of cards in that player's hand": "that player" is each recipient
        ev0 = ctx.event
        assigns = []
        try:
            for e in targets:
                ctx.event = {**(ev0 or {}), "player": pid_of(e)}
                assigns.append((e, amount(env_of(state, ctx), node.amount)))
        finally:
            ctx.event = ev0
    else:
        n = amount(env, node.amount)
        assigns = [(e, n) for e in targets]
    info = None
    if src not in state.objects:
        snap = lki(state, src) if src is not None else None
        if snap:
            info = {"controller": snap["controller"], "keywords": snap["keywords"], "colors": snap["colors"],
                    "name": snap["name"]}
    dealt = damage(state, src if src is not None else -1, assigns, combat=False, source_info=info)
    ctx.did = bool(dealt)
    ctx.memory["this_way"] = sum(a for _, a in dealt)  # "the damage dealt this way" (AmountThisWay, 608.2c)
    hit = tuple(e for e, a in dealt if a > 0 and e >= 0)  # "each creature dealt damage this way" (Filter.remembered)
    if hit:
        ctx.memory["damaged"] = tuple(ctx.memory.get("damaged", ())) + hit


@effect(E.Destroy)
def _destroy(state, ctx, node, progress, answer):
    ids = objects_of(state, ctx, node.what)
    out = destroy(state, [i for i in ids if state.objects[i].zone == Zone.BATTLEFIELD], no_regen=node.no_regen)
    remember(ctx, None, out)
    ctx.did = bool(out)


def _library_order(state, ctx, node, progress, answer):
    """401.4: cards put in one position of a library at the same time are arranged by their owner —
    asked card by card (first chosen ends up topmost on top, bottommost on the bottom, as for dig); in a
    random order when the effect says so. Progress: ("order", card ids, chosen so far, the moves' arguments).
    Returns the moves in the order to make them (each card put on the top or bottom in turn), or None after
    asking."""
    _, ids, chosen, kw = progress
    if answer is not None:
        chosen = chosen + (answer[1],)
    owners = {state.objects[i].owner for i in ids}
    for p in [q for q in apnap(state) if q in owners]:  # (owners in APNAP order)
        left = [i for i in ids if state.objects[i].owner == p and i not in chosen]
        if len(left) > 1:
            where = "on top of your library next (the first chosen ends up topmost)" if node.position == "top" \
                else "on the bottom of your library next (the first chosen ends up bottommost)"
            ask_effect(state, ctx, node, ("order", ids, chosen, kw), "order_cards", p,
                       tuple(("next", i) for i in left), f"Choose the card to put {where} (401.4)")
            return None
        chosen = chosen + tuple(left)
    return [(i, node.zone, dict(kw)) for i in reversed(chosen)]


@effect(E.MoveTo)
def _move(state, ctx, node, progress, answer):
    if progress is not None:  # 401.4: the owners are arranging the cards
        ordered = _library_order(state, ctx, node, progress, answer)
        if ordered is not None:
            _move_finish(state, ctx, node, ordered)
        return
    ids = objects_of(state, ctx, node.what)
    ctrl = None
    owners = type(node.controller) is OwnerOf  # "under its owner's control": each object's own owner
    if node.controller is not None and not owners:
        ps = players_of(state, ctx, node.controller)
        ctrl = ps[0] if ps else None
    moves = []
    for i in ids:
        o = state.objects[i]
        if node.zone == o.zone and node.zone != Zone.LIBRARY:
            continue
        if o.kind == "ability" or o.kind == "emblem":
            continue  # 609.3: an ability on the stack (113.7a) or an emblem (114.1) is no card; moving it is impossible
        kw = {"why": "", "rule": "610.3", "tapped": node.tapped, "position": node.position, "cause": "effect",
              "face_down": node.face_down, "by": ctx.controller}  # (the player moving it, 730.3b)
        if node.zone == Zone.BATTLEFIELD:
            kw["controller"] = o.owner if owners else (ctrl if ctrl is not None else ctx.controller)  # 110.2a
            if node.transformed:
                if not enters_transformed(state, o):
                    continue  # 712.14a: a card that isn't a double-faced card stays in its current zone
                kw["face"] = 1
            if node.counters:  # 122.6, 614.1c: it enters with those counters (ETB replacements see them)
                kw["counters"] = dict(node.counters)
        moves.append((i, node.zone, kw))
    if node.zone == Zone.LIBRARY and node.position in ("top", "bottom") and len(moves) > 1:
        ids = tuple(m[0] for m in moves)
        chosen: tuple = ()
        if node.random_order:  # "in a random order"
            left = list(ids)
            while left:
                chosen += (left.pop(random_below(state, len(left))),)
        moves = _library_order(state, ctx, node, ("order", ids, chosen, tuple(sorted(moves[0][2].items()))), None)
        if moves is None:
            return
    _move_finish(state, ctx, node, moves)


def _move_finish(state, ctx, node, moves: list) -> None:
    out = with_components(state, [r for r in move_many(state, moves) if r is not None])  # 730.3c
    remember(ctx, node.remember, out)
    if node.zone == Zone.BATTLEFIELD and node.remember is None and type(node.what) is R.Remembered and out:
        # "... you may put it onto the battlefield. That permanent is an enchantment ...": the words after the move
        # mean the permanent it became (400.7), not the card that left the library
        ctx.memory[node.what.key] = tuple(out)
    ctx.did = bool(out)
    if node.position == "shuffle" and not out and type(node.what) is R.CardsIn:
        for p in players_of(state, ctx, node.what.who):  # 701.24d: shuffled even when the set is empty
            shuffle(state, p)
    if node.zone == Zone.EXILE:
        note_exiled = upcalls.note_exiled

        note_exiled(state, ctx, out)  # 607.2a: "the exiled card" of a linked ability
    if node.attacking and node.zone == Zone.BATTLEFIELD and out:  # 508.4
        put_attacking = upcalls.put_attacking

        put_attacking(state, out)


def enters_transformed(state: "GameState", o) -> bool:
    """712.14a, 712.13a: can this card be put onto the battlefield transformed (a transforming double-faced
    card whose back face is a permanent face)?"""
    if o.kind != "card" or o.card is None:
        return False
    cd = state.pool.get(o.card)
    if cd.layout != "transform" or len(cd.faces) != 2:
        return False
    return not ({"Instant", "Sorcery"} & set(cd.faces[1].types))


@effect(E.Sacrifice)
def _sacrifice(state, ctx, node, progress, answer):
    """701.21: the player chooses which permanents they control to sacrifice."""
    if node.what is not None:
        ids = [i for i in objects_of(state, ctx, node.what) if state.objects[i].zone == Zone.BATTLEFIELD]
        out = sacrifice(state, ids)
        ctx.did = bool(out)
        remember(ctx, "sacrificed", out)  # "then create that many ..." (608.2c)
        return
    if node.each:
        _sacrifice_each(state, ctx, node, progress, answer)
        return
    env = env_of(state, ctx)
    players = players_of(state, ctx, node.who)
    # progress: (player index, chosen ids so far, all chosen)
    pi, chosen, done = progress or (0, (), ())
    if answer is not None:
        chosen = chosen + (answer[1],)
    while pi < len(players):
        p = players[pi]
        n = amount(env, node.n)
        penv = Env(state, ctx.source, p, ctx)
        cands = [i for i in state.battlefield if chars(state, i).controller == p and i not in chosen
                 and (node.filter is None or matches(penv, node.filter, i))]
        if len(chosen) < n and cands:
            if len(cands) <= n - len(chosen):
                chosen = chosen + tuple(cands)
            else:
                ask_effect(state, ctx, node, (pi, chosen, done), "choose_cards", p,
                           tuple(("choose", i) for i in cands), f"Choose a permanent to sacrifice ({n - len(chosen)} more)")
                return
        done = done + chosen
        chosen = ()
        pi += 1
    out = sacrifice(state, list(done))
    ctx.did = bool(out)
    remember(ctx, "sacrificed", out)


def _sacrifice_each(state, ctx, node, progress, answer) -> None:
    """701.21a, 101.4: "sacrifice an artifact, a creature, and a land" -- each player in APNAP order chooses a
    different permanent they control for each description, as many as possible (an artifact creature counts as
    either, not both), then all the chosen permanents are sacrificed at the same time. Progress: (player index,
    description index, chosen for this player, chosen by the players before)."""
    players = players_of(state, ctx, node.who)
    pi, k, chosen, done = progress or (0, 0, (), ())
    if answer is not None:
        chosen, k = chosen + (answer[1],), k + 1
    while pi < len(players):
        p = players[pi]
        penv = Env(state, ctx.source, p, ctx)
        mine = [i for i in state.battlefield if chars(state, i).controller == p]
        fits = [frozenset(i for i in mine if matches(penv, f, i)) for f in node.each]
        memo: dict = {}

        def best(j: int, used: frozenset) -> int:
            """The most descriptions from the j-th on that different unused permanents can fill."""
            if j == len(fits):
                return 0
            key = (j, used)
            if key not in memo:
                memo[key] = max([best(j + 1, used)] + [1 + best(j + 1, used | {i}) for i in fits[j] - used])
            return memo[key]

        while k < len(fits):
            used = frozenset(chosen)
            goal = best(k, used)
            opts = [i for i in mine if i in fits[k] and i not in used and 1 + best(k + 1, used | {i}) == goal]
            if len(opts) > 1:
                ask_effect(state, ctx, node, (pi, k, chosen, done), "choose_cards", p,
                           tuple(("choose", i) for i in opts), f"Choose a permanent to sacrifice ({k + 1} of "
                           f"{len(fits)})")
                return
            if opts:
                chosen = chosen + (opts[0],)
            k += 1
        done, chosen, k, pi = done + chosen, (), 0, pi + 1
    out = sacrifice(state, list(done))
    ctx.did = bool(out)
    remember(ctx, "sacrificed", out)


@effect(E.Draw)
def _draw(state, ctx, node, progress, answer):
    env = env_of(state, ctx)
    n = amount(env, node.n)
    drawn: list[int] = []
    for p in players_of(state, ctx, node.who):
        got = draw(state, p, n)
        drawn += got
        if node.remember and got:  # "Draw three cards and reveal them" (701.20a)
            log(state, "reveal", "701.20a", f"{pname(state, p)} reveals " + ", ".join(name_of(state, i) for i in got))
    if node.remember:
        remember(ctx, node.remember, drawn)


@effect(E.Discard)
def _discard(state, ctx, node, progress, answer):
    """701.9: the player (or, when told, the effect's controller) chooses; "at random" uses the game's
    generator; "up to N" / "any number of" lets the player stop ("done"). 101.4: when several players discard,
    each chooses in APNAP order, then all the chosen cards are discarded at the same time. The cards discarded
    are remembered as "discarded" ("..., then draw that many cards", "if they do", 608.2c). Progress: (player
    index, chosen for this player, (player, cards) chosen before)."""
    env = env_of(state, ctx)
    players = players_of(state, ctx, node.who)
    if progress is None:
        ctx.memory["discarded"] = ()
    pi, chosen, done = progress or (0, (), ())
    stop = False
    if answer is not None:
        if answer[0] == "done":
            stop = True
        else:
            chosen = chosen + (answer[1],)
    while pi < len(players):
        p = players[pi]
        hand = state.hand[p]
        if node.reveal and not chosen:
            log(state, "reveal", "701.20", f"{pname(state, p)} reveals their hand")
        penv = Env(state, ctx.source, ctx.controller, ctx)
        cands = [i for i in hand if i not in chosen and (node.filter is None or matches(penv, node.filter, i))]
        n = len(hand) if node.n is None else amount(env, node.n)
        if node.random:
            done += ((p, chosen + tuple(pick_at_random(state, cands, n - len(chosen)))),)
            pi += 1
            chosen = ()
            continue
        if len(chosen) < n and cands and not stop:
            if len(cands) <= n - len(chosen) and not node.up_to:
                chosen = chosen + tuple(cands)
            else:
                chooser = ctx.controller if node.chooser == "you" else p
                opts = tuple(("discard", i) for i in cands) + ((("done",),) if node.up_to else ())
                ask_effect(state, ctx, node, (pi, chosen, done), "discard", chooser, opts,
                           f"Choose a card for {pname(state, p)} to discard ({n - len(chosen)} more"
                           + (", or done)" if node.up_to else ")"))
                return
        done += ((p, chosen),)
        pi += 1
        chosen = ()
        stop = False
    for p, cards in done:
        _discarded(ctx, discard(state, p, list(cards), by=ctx.controller) if cards else [])


def _discarded(ctx, out: list) -> None:
    """608.2c: "If they do" after a discard sees whether a card was discarded (a player with an empty hand
    discards nothing); the cards are remembered as "discarded"."""
    ctx.memory["discarded"] = tuple(ctx.memory.get("discarded", ())) + tuple(i for i in out if i is not None)
    ctx.did = bool(ctx.memory["discarded"])


@effect(E.Mill)
def _mill(state, ctx, node, progress, answer):
    env = env_of(state, ctx)
    n = amount(env, node.n)
    out = []
    for p in players_of(state, ctx, node.who):
        out += mill(state, p, n)
    remember(ctx, "milled", out)  # "the cards milled this way" (608.2c)


@effect(E.GainLife)
def _gain(state, ctx, node, progress, answer):
    env = env_of(state, ctx)
    n = amount(env, node.n)
    for p in players_of(state, ctx, node.who):
        gain_life(state, p, n)


@effect(E.LoseLife)
def _lose(state, ctx, node, progress, answer):
    env = env_of(state, ctx)
    n = amount(env, node.n)
    lost = 0
    for p in players_of(state, ctx, node.who):
        lost += lose_life(state, p, n)
    ctx.memory["this_way"] = lost  # "the life lost this way" (AmountThisWay, 608.2c)


@effect(E.SetLife)
def _setlife(state, ctx, node, progress, answer):
    """119.5: setting a life total is gaining or losing the difference."""
    env = env_of(state, ctx)
    n = amount(env, node.n)
    for p in players_of(state, ctx, node.who):
        d = n - state.players[p].life
        if d > 0:
            gain_life(state, p, d, rule="119.5")
        elif d < 0:
            lose_life(state, p, -d, rule="119.5")


@effect(E.Scry, E.Surveil)
def _scry(state, ctx, node, progress, answer):
    """701.22a scry N: look at the top N, put any number on the bottom in any order and the rest on top in
    any order. 701.25a surveil N: the same with the graveyard instead of the bottom. The player chooses
    top or away card by card, then the order on top (first chosen is topmost), then — scrying — the order
    on the bottom (first chosen ends up bottommost, as for other "in any order" bottom placements).
    Progress: (phase, cards, chosen so far, away): phase "sort", "order" (cards: still to order on top),
    or "bottom" (cards: the final top, chosen: the bottom order so far)."""
    surveil = type(node) is E.Surveil
    players = players_of(state, ctx, node.who)
    if not players:
        return
    p = players[0]
    if progress is None:
        n = amount(env_of(state, ctx), node.n)
        lib = state.library[p]
        looked = tuple(reversed(lib[-n:])) if n > 0 else ()
        progress = ("sort", looked, (), ())
        if not looked:
            if n > 0:  # 701.22d: "whenever you scry" triggers even though nothing could be looked at
                fire(state, {"kind": "surveil" if surveil else "scry", "player": p, "n": n})
            return
    phase, looked, top, away = progress
    if answer is not None:
        if phase == "sort":
            cur = looked[len(top) + len(away)]
            if answer[0] == "top":
                top = top + (cur,)
            else:
                away = away + (cur,)
        elif phase == "order":  # ordering the cards kept on top: answer chooses the next card from the top
            top = top + (answer[1],)
            looked = tuple(x for x in looked if x != answer[1])
        else:  # "bottom": the next card for the bottom
            top = top + (answer[1],)
    if phase == "sort":
        if len(top) + len(away) < len(looked):
            cur = looked[len(top) + len(away)]
            other = ("graveyard",) if surveil else ("bottom",)
            ask_effect(state, ctx, node, ("sort", looked, top, away), "option", p, (("top",), other),
                       f"{'Surveil' if surveil else 'Scry'}: put {name_of(state, cur)} on top or "
                       f"{'into your graveyard' if surveil else 'on the bottom'}?", info={"card": cur})
            return
        if len(top) > 1:
            phase, looked, top = "order", top, ()
        else:
            phase, looked = "done", top
    if phase == "order":
        if len(looked) > 1:
            ask_effect(state, ctx, node, ("order", looked, top, away), "order_cards", p,
                       tuple(("next", i) for i in looked), "Choose the card to put on top next (first chosen is topmost)")
            return
        phase, looked = "done", top + looked
    bottom = away
    if not surveil and len(away) > 1:
        if phase != "bottom":
            phase, top = "bottom", ()
        left = tuple(i for i in away if i not in top)
        if len(left) > 1:
            ask_effect(state, ctx, node, ("bottom", looked, top, away), "order_cards", p,
                       tuple(("next", i) for i in left),
                       "Scry: choose the card to put on the bottom next (the first chosen ends up bottommost)")
            return
        bottom = top + left
    final_top = looked
    lib = state.library[p]
    for i in list(final_top) + ([] if surveil else list(bottom)):  # surveilled cards move by an event below
        if i in lib:
            lib.remove(i)
    for i in reversed(final_top):
        lib.append(i)
    state.touch()
    if away:
        if surveil:
            move_many(state, [(i, Zone.GRAVEYARD, {"why": "surveil", "rule": "701.25"}) for i in away])
        else:
            for i in reversed(bottom):  # bottom[0] ends up at the very bottom (401.4)
                lib.insert(0, i)
    log(state, "scry", "701.25" if surveil else "701.22",
        f"{pname(state, p)} {'surveils' if surveil else 'scries'} {len(final_top) + len(away)}: "
        f"{len(final_top)} on top, {len(away)} {'to the graveyard' if surveil else 'on the bottom'}")
    # 701.22d: "whenever you scry" triggers once the whole process is complete (701.22b: never for scry 0)
    fire(state, {"kind": "surveil" if surveil else "scry", "player": p, "n": len(final_top) + len(away)})


@effect(E.CounterSpell)
def _counter(state, ctx, node, progress, answer):
    """701.6a: counter a spell or ability: remove it from the stack (a countered spell goes to its
    owner's graveyard). ``unless_pay``: its controller may pay first."""
    ids = [i for i in objects_of(state, ctx, node.what) if state.objects[i].zone == Zone.STACK]
    if not ids:
        return
    tgt = ids[0]
    o = state.objects[tgt]
    if cant_be_countered(state, tgt):
        # 101.2, 113.6g: "can't be countered" works on the stack and beats the instruction to counter it: the
        # spell stays on the stack (the counterspell still resolves; its other instructions happen)
        log(state, "counter", "101.2", f"{name_of(state, tgt)} can't be countered")
        return
    if node.unless_pay is not None:
        # 118.12a: "counter it unless its controller pays [cost]" -- that player may pay; if they don't, it's
        # countered. Without the resources to pay all of it they can't choose to (118.3, 119.4).
        pid = o.controller
        cost = as_cost(node.unless_pay, ctx.x)  # X is the counterspell's X (107.3a: Syncopate)
        if progress is None:
            if can_pay(state, ctx, pid, cost):
                ask_effect(state, ctx, node, ("offer",), "yes_no", pid, (("yes",), ("no",)),
                           f"Pay {cost_text(cost)} to keep {name_of(state, tgt)} from being countered?",
                           info={"unless": True})  # 732.6
                return
        else:
            r = "failed"
            if progress[0] == "offer" and answer is not None and answer[0] == "yes":
                upcalls.note_optional_choice(state)  # 732.6: paying is the choice that can break a loop
                r = pay_step(state, ctx, node, pid, cost, ((), ()), None, lambda pr: ("pay", pr))
            elif progress[0] == "pay":
                r = pay_step(state, ctx, node, pid, cost, progress[1], answer, lambda pr: ("pay", pr))
            if r == "asked":
                return
            if r == "paid":
                return
    counter_object(state, tgt, node.to_zone)
    ctx.did = True


def cant_be_countered(state: "GameState", oid: int) -> bool:
    """113.6g, 603.1a: a spell's (or ability's) own "can't be countered" works while it is on the stack (a
    ``Static(zone="stack")`` with ``Restrict("cant_be_countered")``, its condition checked now); a
    permanent's "spells you control can't be countered" reaches it as a restriction in its characteristics."""
    c = chars(state, oid)
    if c.restricted("cant_be_countered"):
        return True
    for ab in c.abilities:
        if type(ab) is Static and ab.zone == "stack" and type(ab.affected) is This and any(
                type(m) is Restrict and m.kind == "cant_be_countered" for m in ab.mods):
            if ab.condition is None or condition_holds(Env(state, oid, c.controller), ab.condition):
                return True
    return False


def counter_object(state: "GameState", oid: int, to_zone: str = Zone.GRAVEYARD) -> None:
    """701.6a: a countered spell goes to its owner's graveyard, or where the counterspell says (Syncopate:
    "exile it instead")."""
    o = state.objects[oid]
    log(state, "counter", "701.6a", f"{name_of(state, oid)} is countered")
    if o.kind == "ability":
        state.stack.remove(oid)
        del state.objects[oid]
        state.touch()
        return
    if o.kind == "copy":
        state.stack.remove(oid)
        del state.objects[oid]
        state.touch()
        return
    move(state, oid, to_zone or Zone.GRAVEYARD, why="countered", rule="701.6a", cause="counter")


@effect(E.AddCounters)
def _add_counters(state, ctx, node, progress, answer):
    """122.1; 601.2d: a distribution puts on each target still legal the number chosen for it (608.2b: none
    moves to another target)."""
    env = env_of(state, ctx)
    if node.divided:
        legal = set(resolve_ref(env, node.what))
        for e, a in ctx.divide:
            if e in legal:
                add_counters(state, e, node.kind, a)
        return
    n = amount(env, node.n)
    for e in resolve_ref(env, node.what):
        add_counters(state, e, node.kind, n)


@effect(E.RemoveCounters)
def _remove_counters(state, ctx, node, progress, answer):
    env = env_of(state, ctx)
    n = amount(env, node.n)
    for e in resolve_ref(env, node.what):
        if node.kind == "all":  # "remove all counters from ~" (122.1): every kind it has
            have = (state.players[pid_of(e)].counters if is_player(e) else
                    (state.objects[e].counters if e in state.objects else None)) or {}
            for k in list(have):
                remove_counters(state, e, k, have[k])
        else:
            remove_counters(state, e, node.kind, n)


def _fixed_pt(env, spec):
    """111.4, 608.2h: "create an X/X ... token, where X is ...": X is determined once, as the token is
    created; the token's P/T are those numbers from then on."""
    if spec is None or not (isinstance(spec.power, R.Amount) or isinstance(spec.toughness, R.Amount)):
        return spec
    pt = [v if not isinstance(v, R.Amount) else max(0, amount(env, v) or 0) for v in (spec.power, spec.toughness)]
    return replace(spec, power=pt[0], toughness=pt[1])


@effect(E.CreateToken)
def _create(state, ctx, node, progress, answer):
    env = env_of(state, ctx)
    n = amount(env, node.n)
    out = []
    for p in players_of(state, ctx, node.controller):
        if node.copy_of is not None:
            for s in resolve_ref(env, node.copy_of):
                if s < 0:
                    continue
                if s in state.objects:
                    # 707.2: the token starts with the copiable values, modified by the exceptions (707.9a-b)
                    spec = excepted_spec(state, env, s, node.also) if node.also else copiable_spec(state, s)
                else:  # 608.2h: gone from the battlefield: the values it last had there
                    snap = lki(state, s)
                    spec = last_known_spec(state, env, snap, node.also) if snap else None
                    if spec is None:
                        continue
                if "Instant" in spec.types or "Sorcery" in spec.types:
                    continue  # 111.5
                out += create_tokens(state, p, spec, n, tapped=node.tapped, rule="707.2")
        else:
            out += create_tokens(state, p, _fixed_pt(env, node.spec), n, tapped=node.tapped)
    remember(ctx, node.remember, out)
    if node.attacking and out:  # "tapped and attacking" (508.4)
        put_attacking = upcalls.put_attacking

        put_attacking(state, out)


@effect(E.AddMana)
def _add_mana(state, ctx, node, progress, answer):
    """106.4 / 605: add mana; "of any color" asks for the color."""
    env = env_of(state, ctx)
    for p in players_of(state, ctx, node.who):
        if node.any_color or node.choices:
            if answer is None:
                n = amount(env, node.amount)
                colors = "WUBRG"
                if node.colors_of:  # 903.4: only the colors of a set the game names (none: no mana, 903.4f)
                    f = MANA_COLORS.get(node.colors_of)
                    colors = "".join(ch for ch in "WUBRG" if f is not None and ch in f(state, p))
                    if not colors:
                        continue
                opts = tuple(("mana", c * n) for c in colors) if node.any_color else tuple(
                    ("mana", "".join(s.text for s in ManaCost.parse(ch).symbols)) for ch in node.choices)
                ask_effect(state, ctx, node, None, "color", p, opts, "Choose the mana to add")
                return
            add_mana(state, p, answer[1])
        else:
            letters = "".join(s.text for s in ManaCost.parse(node.mana).symbols if s.text in "WUBRGC")
            n = amount(env, node.amount) if node.amount != Num(1) else 1
            add_mana(state, p, letters * n)
    ab = ctx.ability
    if MANA_ABILITY_RESOLVED and getattr(ab, "mana", False) and ctx.source is not None \
            and not ctx.memory.get("mana_resolved"):  # an activated mana ability resolving (605.3b): once
        ctx.memory["mana_resolved"] = True
        for h in state.relevance.active("mana_resolved", MANA_ABILITY_RESOLVED):
            h(state, ctx.controller, ctx.source, ab)


@effect(E.Tap)
def _tap(state, ctx, node, progress, answer):
    """701.26a; what became tapped is remembered for "for each creature tapped this way" (608.2c)."""
    out = tuple(i for i in objects_of(state, ctx, node.what) if tap(state, i))
    ctx.memory["tapped"] = tuple(ctx.memory.get("tapped", ())) + out


@effect(E.Untap)
def _untap(state, ctx, node, progress, answer):
    for i in objects_of(state, ctx, node.what):
        untap(state, i)


@effect(E.Attach)
def _attach(state, ctx, node, progress, answer):
    """701.3: attach (an Equipment can't be attached to an illegal permanent, 701.3b)."""
    whats = objects_of(state, ctx, node.what)
    tos = resolve_ref(env_of(state, ctx), node.to)
    if not whats or not tos:
        return
    w, t = whats[0], tos[0]
    if state.objects[w].zone != Zone.BATTLEFIELD:
        return
    if t >= 0:
        wc = chars(state, w)
        if "Aura" in wc.subtypes and not can_enchant(state, w, t):
            return
        if "Equipment" in wc.subtypes:
            if t not in state.objects or "Creature" not in chars(state, t).types or protected_from(state, t, w):
                return
    attach(state, w, t)


@effect(E.Search)
def _search(state, ctx, node, progress, answer):
    """701.23: search a library for cards matching a description (the searcher may fail to find,
    701.23b), put them where told, then shuffle (701.24). "Your library and graveyard" searches both;
    "your library and/or graveyard" lets the searcher search the graveyard alone, and the library is
    shuffled only if it was searched ("If you search your library this way, shuffle")."""
    env = env_of(state, ctx)
    players = players_of(state, ctx, node.who)
    if not players:
        return
    p = players[0]
    n = amount(env, node.n)
    chosen = progress or ()
    if answer is not None:
        if answer[0] in ("done", "yes", "no"):
            chosen = chosen + (answer[0],)
        else:
            chosen = chosen + (answer[1],)
    if node.graveyard == "either" and "yes" not in chosen and "no" not in chosen:
        ask_effect(state, ctx, node, chosen, "yes_no", p, (("yes",), ("no",)),
                   "Search your library too? (no: search only your graveyard, and your library isn't shuffled)")
        return
    library = node.graveyard != "either" or "yes" in chosen
    picked = tuple(i for i in chosen if i not in ("done", "yes", "no"))
    if "done" not in chosen and len(picked) < n:
        penv = Env(state, ctx.source, p, ctx)
        pool = (list(state.library[p]) if library else []) + (list(state.graveyard[p]) if node.graveyard else [])
        cands = [i for i in pool if i not in picked and (node.filter is None or matches(penv, node.filter, i))]
        if cands:
            opts = tuple(("choose", i) for i in sorted(cands)) + (("done",),)
            where = "your library" if not node.graveyard else "your library and graveyard" if library else "your graveyard"
            ask_effect(state, ctx, node, chosen, "choose_cards", p, opts,
                       f"Search {where}: choose a card ({n - len(picked)} more), or done")
            return
    out = []
    if picked:
        if node.reveal:
            log(state, "reveal", "701.20", f"{pname(state, p)} reveals " + ", ".join(name_of(state, i) for i in picked))
        if any(hook(state, ctx, p, picked) for hook in SEARCH_FOUND):
            pass  # 723.7: an effect controlling the searcher told them what to do with the cards instead
        elif node.zone == Zone.LIBRARY:
            # "..., then shuffle and put that card on top" (701.23, 701.24): the library is shuffled first,
            # then the found cards go on top; they never leave the library
            shuffle(state, p)
            lib = state.library[p]
            for i in picked:
                lib.remove(i)
                lib.append(i)
            state.touch()
            log(state, "search", "701.23", f"{pname(state, p)} puts the found card(s) on top of their library")
            out = list(picked)
        elif node.split:
            for i, (zone, tapped) in zip(picked, node.split):
                out += [r for r in move_many(state, [(i, zone, {"tapped": tapped, "controller": p, "why": "search",
                                                                  "rule": "701.23"})]) if r is not None]
        else:
            out = [r for r in move_many(state, [(i, node.zone, {"tapped": node.tapped, "controller": p, "why": "search",
                                                                  "rule": "701.23"}) for i in picked]) if r is not None]
    else:
        log(state, "search", "701.23b", f"{pname(state, p)} finds nothing")
    remember(ctx, node.remember, out)
    ctx.did = bool(out)
    if out and node.zone == Zone.EXILE:
        note_exiled = upcalls.note_exiled

        note_exiled(state, ctx, out)  # 607.2a
    if node.shuffle and library and not (picked and node.zone == Zone.LIBRARY):
        shuffle(state, p)


@effect(E.Shuffle)
def _shuffle(state, ctx, node, progress, answer):
    for p in players_of(state, ctx, node.who):
        shuffle(state, p)


@effect(E.LookAndArrange)
def _look(state, ctx, node, progress, answer):
    """Look at the top N cards and put them back in any order."""
    players = players_of(state, ctx, node.who)
    if not players:
        return
    p = players[0]
    if progress is None:
        n = amount(env_of(state, ctx), node.n)
        lib = state.library[p]
        progress = (tuple(reversed(lib[-n:])) if n > 0 else (), ())
    rest, order = progress
    if answer is not None:
        order = order + (answer[1],)
        rest = tuple(i for i in rest if i != answer[1])
    if len(rest) > 1:
        ask_effect(state, ctx, node, (rest, order), "order_cards", p, tuple(("next", i) for i in rest),
                   "Choose the card to put on top next (first chosen is topmost)")
        return
    order = order + rest
    lib = state.library[p]
    for i in order:
        lib.remove(i)
    for i in reversed(order):
        lib.append(i)
    state.touch()


@effect(E.Reveal)
def _reveal(state, ctx, node, progress, answer):
    env = env_of(state, ctx)
    n = amount(env, node.n)
    out = []
    for p in players_of(state, ctx, node.who):
        top = list(reversed(state.library[p][-n:])) if n > 0 else []
        out += top
        if top:
            log(state, "reveal", "701.20", f"{pname(state, p)} reveals " + ", ".join(name_of(state, i) for i in top))
    for i in out:  # 608.2h: once it moves ("put it into your hand, you lose life equal to its mana value") the
        remember_lki(state, i)  # instructions after it use the revealed card as it last existed
    remember(ctx, node.remember, out)


def add_effect(state: "GameState", ctx: "Ctx", mods: tuple, affected: tuple | None, duration: str,
               filt: Any = None, data: tuple = ()) -> ContEffect:
    e = ContEffect(state.new_id(), state.new_ts(), ctx.source, ctx.controller, mods, affected, duration, filt, data)
    state.effects.append(e)
    state.touch()
    return e


@effect(E.Prevent)
def _prevent(state, ctx, node, progress, answer):
    """615: a prevention shield."""
    env = env_of(state, ctx)
    n = None if node.amount is None else amount(env, node.amount)
    tos = resolve_ref(env, node.to) if node.to is not None else (None,)
    srcs = resolve_ref(env, node.source) if node.source is not None else (None,)
    for t in tos:
        for s in srcs:
            state.shields.append(("prevent", state.new_id(), ctx.controller, n, t, node.combat_only, s, node.duration))
    state.touch()


@effect(E.Regenerate)
def _regen(state, ctx, node, progress, answer):
    """701.19: create a regeneration shield for this turn."""
    for i in objects_of(state, ctx, node.what):
        state.shields.append(("regen", state.new_id(), i, "end_of_turn"))
        log(state, "regenerate", "701.19a", f"{name_of(state, i)} gets a regeneration shield")
    state.touch()


@effect(E.MayDo)
def _may(state, ctx, node, progress, answer):
    """608.2d: "you may" — the player chooses as the effect resolves."""
    ps = players_of(state, ctx, node.who)
    p = ps[0] if ps else ctx.controller
    if answer is None and isinstance(node.effect, E.PayCost):
        # 118.3 / 119.4: a player without the resources to pay the whole cost can't choose to pay it
        payer = payer_of(state, ctx, node.effect.who)
        cost = as_cost(node.effect.cost, ctx.x)
        if not can_pay(state, ctx, payer, cost):
            log(state, "pay", "118.3", f"{pname(state, payer)} can't pay {cost_text(cost)}")
            ctx.did = False
            return
    if answer is None and not _enough_to_choose(state, ctx, node.effect, p):
        # "you may exile eight cards from your graveyard. If you do, ...": a player with fewer can't choose to
        # (nor do it in part and count as having done it, 608.2c, 609.3)
        log(state, "effect", "609.3", f"{pname(state, p)} can't do it: not enough to choose")
        ctx.did = False
        return
    if answer is None and node.unless and not _can_offer(state, ctx, node.effect, p):
        # "... unless they discard a card": a player who can't do it can't choose to (101.3, 609.3)
        ctx.did = False
        return
    if answer is None:
        info = {"effect": type(node.effect).__name__}
        if node.unless:
            info["unless"] = True  # 732.6: only doing [B] counts as a choice that could change a loop
        ask_effect(state, ctx, node, None, "yes_no", p, (("yes",), ("no",)), "Do you want to do it?", info=info)
        return
    if answer[0] == "yes":
        if node.unless:
            upcalls.note_optional_choice(state)
        ctx.did = True
        push_effect(state, ctx, node.effect)
    else:
        ctx.did = False


def _enough_to_choose(state, ctx, eff, p: int) -> bool:
    """Whether an optional instruction that begins by choosing a fixed number of objects ("exile eight cards from
    your graveyard") has that many to choose from."""
    first = eff.steps[0] if type(eff) is E.Seq and eff.steps else eff
    if type(first) is E.Mechanic and first.name in MECHANIC_POSSIBLE:  # (701.59b: collect evidence, forage)
        return MECHANIC_POSSIBLE[first.name](state, ctx, first, p)
    if type(first) is not E.ChooseAndDo or first.up_to or first.random or type(first.n) is not R.Num:
        return True
    return len(all_matching(Env(state, ctx.source, p, ctx), first.filter)) >= first.n.value


def _can_offer(state, ctx, eff, p: int) -> bool:
    """Whether player ``p`` can do the offered instruction of "[A] unless [B]" at all: discard a card (a card in
    hand), sacrifice a permanent of a kind (one they control). Other offers are taken as possible."""
    if type(eff) is E.Discard and type(eff.who) is R.You and eff.filter is None:
        return bool(state.hand[p])
    if type(eff) is E.Sacrifice and type(eff.who) is R.You and eff.what is None:
        penv = Env(state, ctx.source, p, ctx)
        flts = eff.each or (eff.filter,)
        return any(chars(state, i).controller == p and (f is None or matches(penv, f, i))
                   for i in state.battlefield for f in flts)
    return True


@effect(E.IfYouDo)
def _ifdid(state, ctx, node, progress, answer):
    if bool(ctx.did) != node.negate:
        push_effect(state, ctx, node.effect)


@effect(E.Conditional)
def _cond(state, ctx, node, progress, answer):
    if condition_holds(env_of(state, ctx), node.condition):
        push_effect(state, ctx, node.then)
    elif node.otherwise is not None:
        push_effect(state, ctx, node.otherwise)


@effect(E.Repeat)
def _repeat(state, ctx, node, progress, answer):
    n = amount(env_of(state, ctx), node.n)
    for _ in range(max(0, min(n, 1000))):
        push_effect(state, ctx, node.effect)


@effect(E.ForEachPlayer)
def _foreach(state, ctx, node, progress, answer):
    """Each player in APNAP order (101.4) does it, "you" meaning that player."""
    ps = players_of(state, ctx, node.players)
    for p in reversed(ps):
        push(state, "effect_as", ctx.id, p, node.effect)


from ..loop import task  # noqa: E402


@task("effect_as")
def _effect_as(state, ctx_id, pid, node):
    ctx = state.contexts.get(ctx_id)
    if ctx is None:
        return
    sub = ctx.copy()
    sub.id = state.new_id()
    sub.you = pid
    state.contexts[sub.id] = sub
    push(state, "end_ctx", sub.id)
    push(state, "effect", sub.id, node, None, None)


@effect(E.Fight)
def _fight(state, ctx, node, progress, answer):
    """701.14a: each deals damage equal to its power to the other."""
    a = objects_of(state, ctx, node.a)
    b = objects_of(state, ctx, node.b)
    if not a or not b:
        return
    a, b = a[0], b[0]
    if a == b:
        return
    pa = chars(state, a).power or 0
    pb = chars(state, b).power or 0
    damage(state, a, [(b, pa)])
    damage(state, b, [(a, pb)])


def _rewrite(x: Any, fn) -> Any:
    """``x`` rebuilt bottom-up with ``fn`` applied to every node."""
    from dataclasses import fields, replace


    if isinstance(x, tuple):
        return tuple(_rewrite(v, fn) for v in x)
    if not isinstance(x, Node):
        return x
    changes = {}
    for f in fields(x):
        v = getattr(x, f.name)
        if isinstance(v, (Node, tuple)):
            nv = _rewrite(v, fn)
            if nv is not v and nv != v:
                changes[f.name] = nv
    return fn(replace(x, **changes) if changes else x)


@effect(E.CreateDelayedTrigger)
def _delayed(state, ctx, node, progress, answer):
    """603.7a: a delayed triggered ability is created on resolution. It has no targets of its own and
    triggers on another event, so what it refers to is fixed now (603.7c): the objects its creator targeted
    are kept in its memory as "target0", "target1", ..., and "that creature"/"that player" of the creating
    trigger's event become the objects/players they are now -- when the delayed trigger waits for a step
    ("at end of combat"), whose event names no object; one waiting for an event ("when that creature dies
    this turn") keeps its own event's objects."""
    memory = dict(ctx.memory)
    for i, t in enumerate(ctx.targets or ()):
        memory[f"target{i}"] = tuple(t) if isinstance(t, (tuple, list)) else (t,)
    body = node.body
    if ctx.event is not None and node.trigger.event == "step" and \
            any(type(n) in (R.EventObject, R.EventPlayer) for n in body.walk()):
        env = env_of(state, ctx)

        def lock(n):
            if type(n) in (R.EventObject, R.EventPlayer):
                key = f"event_{type(n).__name__}_{n.role}"
                memory[key] = tuple(resolve_ref(env, n))
                return R.ChosenPlayer(key) if type(n) is R.EventPlayer else R.Remembered(key)
            return n
        body = _rewrite(body, lock)
    state.delayed.append((state.new_id(), ctx.controller, ctx.source, node.trigger, body, node.once,
                          tuple(sorted(memory.items()))))
    state.touch()


@effect(E.ChooseAndDo)
def _choose(state, ctx, node, progress, answer):
    env = env_of(state, ctx)
    ps = players_of(state, ctx, node.who)
    p = ps[0] if ps else ctx.controller
    n = amount(env, node.n)
    chosen = progress or ()
    if answer is not None:
        if answer[0] == "done":
            ctx.memory[node.key] = chosen
            return
        chosen = chosen + (answer[1],)
    cands = [i for i in all_matching(Env(state, ctx.source, p, ctx), node.filter) if i not in chosen]
    if node.random:  # "at random": nobody chooses (the game's random generator picks, one at a time)
        chosen = chosen + tuple(pick_at_random(state, cands, n - len(chosen)))
        ctx.memory[node.key] = chosen
        return
    if len(chosen) < n and cands:
        opts = tuple(("choose", i) for i in cands) + ((("done",),) if node.up_to else ())
        ask_effect(state, ctx, node, chosen, "choose_cards", p, opts, f"Choose ({n - len(chosen)} more)")
        return
    ctx.memory[node.key] = chosen


def _remembered_count(env, node) -> int:
    """608.2c: "that many" -- how many objects an earlier instruction of this resolution remembered."""
    ctx = env.ctx
    return len(ctx.memory.get(node.key, ())) if ctx is not None else 0


AMOUNTS[RememberedCount] = _remembered_count
implements("RememberedCount")


def _card_types_among(env, node) -> int:
    """The number of card types (205.2a) among the objects matching ``node.filter``: "for each card type
    among cards in your graveyard" (Emrakul, the Promised End), "four or more card types among cards in
    your graveyard" (delirium). Supertypes and subtypes don't count."""
    found: set = set()
    for i in all_matching(env, node.filter):
        found.update(t for t in env.ch(i).types if t in CARD_TYPES)
    return len(found)


AMOUNTS[R.CardTypesAmong] = _card_types_among
implements("CardTypesAmong")


def _stats_among(env, node) -> list[int]:
    """The power, toughness or mana value (``node.stat``) of each object matching ``node.filter``."""
    vals = []
    for i in all_matching(env, node.filter):
        if i < 0:
            continue
        c = env.ch(i)
        v = chars_mana_value(env.state, i, c) if node.stat == "mana_value" else getattr(c, node.stat)
        if v is not None:
            vals.append(v)
    return vals


def _least_among(env, node) -> int:
    """The least power, toughness or mana value among the objects matching ``node.filter`` (0 if none):
    "with the lowest toughness among creatures you don't control" (Bounce Chamber; ties are all lowest)."""
    return min(_stats_among(env, node), default=0)


def _greatest_among(env, node) -> int:
    """The greatest power, toughness or mana value among the objects matching ``node.filter`` (0 if none):
    "equal to the greatest power among creatures you control"."""
    return max(_stats_among(env, node), default=0)


AMOUNTS[R.LeastAmong] = _least_among
AMOUNTS[R.GreatestAmong] = _greatest_among
implements("LeastAmong", "GreatestAmong")
