"""Library manipulation: looking at or revealing the top cards of a library and taking some of them
(``Dig``; 401, 701.20), explore (701.44), connive (701.50) and clash (701.30).

Library order: ``state.library[p]`` lists the cards bottom first, so the top card is the last one (401.2).
Every choice is offered to the player the rules name through the normal decision mechanism, and the
choices are made before any card moves, so one resolution step moves them all (608.2c)."""
from __future__ import annotations

from typing import Any

from ...core.types import Zone
from ...tree import effects as E
from ...tree.refs import Num, You, Ref, CardsIn
from ..chars import chars, name_of
from ..evaluate import Env, amount, apnap, lki, matches, resolve_ref, mana_value, FACTS, EXTRA_REFS
from ..events import add_counters, discard, draw, log, move_many, pname, random_below, fire
from ..state import pid_of, is_player
from ..effects import ask_effect, effect
from ..effects.basic import env_of, players_of, remember
from ..support import IMPLEMENTED_FACTS, entering_counter_gaps, variant_check, implements
from .base import mechanic
from ..triggers import matcher, subject_ok

DIG_ZONES = ("hand", "battlefield", "graveyard")
DIG_RESTS = ("top", "top_any", "bottom_any", "bottom_random", "graveyard", "hand")


def _dig_variants(node: Any) -> list[str]:
    """The ``Dig`` variants the engine does not carry out (kept unsupported, support.missing)."""
    out = []
    if node.zone not in DIG_ZONES:
        out.append(f"dig into {node.zone}")
    if node.rest not in DIG_RESTS:
        out.append(f"dig rest {node.rest}")
    if node.until and node.take == Num(0):
        out.append("reveal until with nowhere for the cards to go")
    milled = node.until and node.zone == "graveyard" and node.rest == "graveyard"  # no choice: the owner's graveyard
    if node.who != You() and not milled and (node.take != Num(0) or node.rest in ("graveyard", "hand")):
        # "look at the top N cards of target player's library" is handled only when nothing leaves it
        out.append("dig taking from another player's library")
    return out


variant_check("Dig")(_dig_variants)
variant_check("Dig", "MoveTo")(entering_counter_gaps)


def _top(state, p: int, n: int) -> tuple:
    """The top ``n`` cards of ``p``'s library, top first; fewer if the library is smaller (609.3)."""
    lib = state.library[p]
    return tuple(reversed(lib[-n:])) if n > 0 else ()


def _until(state, ctx, node, p: int, n: int) -> tuple:
    """701.20a: the cards revealed from the top of ``p``'s library down to the ``n``-th one matching the Dig's
    filter, top first (the whole library when fewer match, 609.3)."""
    penv = Env(state, ctx.source, ctx.controller, ctx)
    out: list = []
    found = 0
    for i in reversed(state.library[p]):
        if found >= n:
            break
        out.append(i)
        if node.filter is None or matches(penv, node.filter, i):
            found += 1
    return tuple(out)


@effect(E.Dig)
def _dig(state, ctx, node, progress, answer):
    """Look at (701.20e) or reveal (701.20a) the top N cards of a library, put ``take`` of them matching
    ``filter`` into ``zone`` (up to that many when ``take_up_to``; otherwise as many as possible, 609.3),
    then put the rest where told: back on top in any order, on the bottom in any order (401.4: the
    owner arranges them) or a random order, or into a zone. The player who looks makes every choice;
    cards put onto the battlefield become new objects (400.7) and enter through the usual replacement
    effects (614.12). Progress: (looked, chosen, done choosing, rest order so far)."""
    players = players_of(state, ctx, node.who)
    if not players:
        return
    p = players[0]
    chooser = ctx.controller
    env = env_of(state, ctx)
    if progress is None:
        looked = _until(state, ctx, node, p, amount(env, node.n)) if node.until else _top(state, p, amount(env, node.n))
        if not looked:
            log(state, "look", "609.3", f"{pname(state, p)}'s library is empty: nothing to look at")
            return
        if node.reveal and (node.take == Num(0) or node.until):
            log(state, "reveal", "701.20", f"{pname(state, p)} reveals " + ", ".join(name_of(state, i) for i in looked))
        progress = (looked, (), False, ())
    looked, chosen, done, order = progress
    if answer is not None:
        if answer[0] == "done":
            done = True
        elif answer[0] == "choose":
            chosen = chosen + (answer[1],)
        elif answer[0] == "next":
            order = order + (answer[1],)
    take = amount(env, node.take)
    # 1. choose the cards to take
    if not done:
        penv = Env(state, ctx.source, chooser, ctx)
        cands = [i for i in looked if i not in chosen and (node.filter is None or matches(penv, node.filter, i))]
        need = take - len(chosen)
        if need <= 0 or not cands:
            done = True
        elif not node.take_up_to and len(cands) <= need:
            chosen, done = chosen + tuple(cands), True  # as many as possible (609.3)
        else:
            opts = tuple(("choose", i) for i in cands) + ((("done",),) if node.take_up_to else ())
            where = {"hand": "into your hand", "battlefield": "onto the battlefield",
                     "graveyard": "into your graveyard"}.get(node.zone, node.zone)
            ask_effect(state, ctx, node, (looked, chosen, False, order), "choose_cards", chooser, opts,
                       f"Choose a card to put {where} ({need} more)" + (", or done" if node.take_up_to else ""),
                       info={"looked": looked})
            return
    rest = tuple(i for i in looked if i not in chosen)
    # 2. order the rest when the player arranges them (401.4)
    if node.rest in ("top_any", "bottom_any") and len(rest) > 1:
        left = tuple(i for i in rest if i not in order)
        if len(left) > 1:
            where = "on top next (the first chosen ends up topmost)" if node.rest == "top_any" else \
                "on the bottom next (the first chosen ends up bottommost)"
            ask_effect(state, ctx, node, (looked, chosen, True, order), "order_cards", chooser,
                       tuple(("next", i) for i in left), f"Choose the card to put {where}")
            return
        order = order + left
    # 3. move everything (608.2c)
    if node.reveal and chosen and node.take != Num(0) and not node.until:
        log(state, "reveal", "701.20", f"{pname(state, p)} reveals " + ", ".join(name_of(state, i) for i in chosen))
    kw = {"why": "dig", "rule": "401", "cause": "effect"}
    bf = dict(kw, controller=chooser, counters=dict(node.counters)) if node.counters else dict(kw, controller=chooser)
    if node.tapped:
        bf["tapped"] = True
    moves = [(i, node.zone, dict(bf) if node.zone == Zone.BATTLEFIELD else dict(kw)) for i in chosen]
    if node.rest in ("graveyard", "hand"):
        moves += [(i, node.rest, dict(kw)) for i in rest]
    res = move_many(state, moves) if moves else []
    remember(ctx, node.remember, [r for r in res[:len(chosen)] if r is not None])
    ctx.did = bool(chosen)
    lib = state.library[p]
    if node.rest in ("top_any", "bottom_any", "bottom_random"):
        seq = list(order) if node.rest != "bottom_random" else list(rest)
        seq = [i for i in seq if i in lib]
        if node.rest == "bottom_random":
            shuffled = []
            while seq:
                shuffled.append(seq.pop(random_below(state, len(seq))))
            seq = shuffled
        for i in seq:
            lib.remove(i)
        if node.rest == "top_any":
            for i in reversed(seq):  # seq[0] ends up on top
                lib.append(i)
        else:
            for i in reversed(seq):  # seq[0] ends up at the very bottom
                lib.insert(0, i)
        state.touch()
    log(state, "look", "701.20e", f"{pname(state, chooser)} looks at {len(looked)} card(s) of "
        f"{pname(state, p)}'s library and takes {len(chosen)}")


# ---------------------------------------------------------------- explore (701.44) and connive (701.50)


def _controller_of(state, oid: int, default: int) -> int:
    """The controller of a permanent, or, once it has left the battlefield, the last one it had
    (701.44c, 701.50c: last known information)."""
    o = state.objects.get(oid)
    if o is not None and o.zone == Zone.BATTLEFIELD:
        return chars(state, oid).controller
    snap = lki(state, oid)
    return snap["controller"] if snap else default


def _name(state, oid: int) -> str:
    if oid in state.objects:
        return name_of(state, oid)
    snap = lki(state, oid)
    return snap.get("name", "a permanent") if snap else "a permanent"


def _next_actor(state, ctx, node, remaining: tuple, answer, park: tuple):
    """701.44d / 701.50d: when several permanents are told to explore (connive) at once, their
    controller (the first in APNAP order, 101.4, when they differ) picks which one goes next. Returns
    (current object, the others) or None after asking (``park``: the progress to resume with)."""
    if len(remaining) == 1:
        return remaining[0], ()
    if answer is not None and answer[0] == "choose" and answer[1] in remaining:
        return answer[1], tuple(i for i in remaining if i != answer[1])
    ctrls = {i: _controller_of(state, i, ctx.controller) for i in remaining}
    p = next((q for q in apnap(state) if q in ctrls.values()), ctx.controller)
    ask_effect(state, ctx, node, park, "choose_cards", p,
               tuple(("choose", i) for i in remaining if ctrls[i] == p),
               f"Choose which permanent {'explores' if node.name == 'explore' else 'connives'} next")
    return None


def _actors(state, ctx, node) -> tuple:
    """The permanents told to explore or connive (the Mechanic's first reference)."""
    ref = next((a for a in node.args if isinstance(a, Ref) and not isinstance(a, (Num,))), None)
    if ref is None:
        return ()
    return tuple(e for e in resolve_ref(env_of(state, ctx), ref) if e >= 0)  # gone: still acts (701.44c)


@mechanic("explore")
def _explore(state, ctx, node, progress, answer):
    """701.44a: the exploring permanent's controller reveals the top card of their library; a land card
    goes to their hand, otherwise the permanent gets a +1/+1 counter (if it is still on the battlefield,
    701.44c) and the player may put the revealed card into their graveyard. An empty library reveals
    nothing: the counter is still put (the "otherwise" case). 701.44b: it has explored even if some of this
    was impossible, and "whenever a creature you control explores" triggers. Progress:
    (remaining, current, phase, revealed card)."""
    if progress is None:
        progress = (_actors(state, ctx, node), None, "pick", None)
    remaining, cur, phase, card = progress
    while True:
        if phase == "pick":
            if not remaining:
                return
            got = _next_actor(state, ctx, node, remaining, answer, (remaining, None, "pick", None))
            if got is None:
                return
            answer = None
            cur, remaining = got
            p = _controller_of(state, cur, ctx.controller)
            top = _top(state, p, 1)
            card = top[0] if top else None
            if card is not None:
                log(state, "reveal", "701.44a", f"{pname(state, p)} reveals {name_of(state, card)} ({_name(state, cur)} explores)")
            if card is not None and "Land" in chars(state, card).types:
                move_many(state, [(card, Zone.HAND, {"why": "explore", "rule": "701.44a", "cause": "effect"})])
                phase = "done"
            else:
                o = state.objects.get(cur)
                if o is not None and o.zone == Zone.BATTLEFIELD:
                    add_counters(state, cur, "+1/+1", 1, rule="701.44a")
                phase = "keep" if card is not None else "done"
        if phase == "keep":
            p = _controller_of(state, cur, ctx.controller)
            if answer is None:
                ask_effect(state, ctx, node, (remaining, cur, "keep", card), "option", p,
                           (("top",), ("graveyard",)),
                           f"Explore: leave {name_of(state, card)} on top of your library or put it into your graveyard?",
                           info={"card": card})
                return
            if answer[0] == "graveyard" and card in state.library[p]:
                move_many(state, [(card, Zone.GRAVEYARD, {"why": "explore", "rule": "701.44a", "cause": "effect"})])
            answer = None
            phase = "done"
        if phase == "done":
            fire(state, {"kind": "explored", "object": cur, "player": _controller_of(state, cur, ctx.controller),
                         "snapshot": lki(state, cur)})
            phase, cur, card = "pick", None, None


@mechanic("connive")
def _connive(state, ctx, node, progress, answer):
    """701.50a: the conniving permanent's controller draws a card, then discards a card; if a nonland card
    was discarded this way, they put a +1/+1 counter on the permanent (if it is still on the battlefield,
    701.50c). 701.50e connive N: draw N, discard N, one counter per nonland card discarded. Progress:
    (remaining, current, phase, chosen discards)."""
    n_ref = next((a for a in node.args if type(a).__name__ in ("Num", "XValue")), None)
    n = amount(env_of(state, ctx), n_ref) if n_ref is not None else 1
    if progress is None:
        progress = (_actors(state, ctx, node), None, "pick", ())
    remaining, cur, phase, chosen = progress
    while True:
        if phase == "pick":
            if not remaining:
                return
            got = _next_actor(state, ctx, node, remaining, answer, (remaining, None, "pick", ()))
            if got is None:
                return
            answer = None
            cur, remaining = got
            draw(state, _controller_of(state, cur, ctx.controller), n, rule="701.50a")
            phase, chosen = "discard", ()
        if phase == "discard":
            p = _controller_of(state, cur, ctx.controller)
            if answer is not None and answer[0] == "discard":
                chosen = chosen + (answer[1],)
                answer = None
            hand = [i for i in state.hand[p] if i not in chosen]
            if len(chosen) < n and hand:
                if len(hand) <= n - len(chosen):
                    chosen = chosen + tuple(hand)
                else:
                    ask_effect(state, ctx, node, (remaining, cur, "discard", chosen), "discard", p,
                               tuple(("discard", i) for i in hand),
                               f"Connive: choose a card to discard ({n - len(chosen)} more)")
                    return
            nonland = sum(1 for i in chosen if "Land" not in chars(state, i).types)
            discard(state, p, list(chosen))
            o = state.objects.get(cur)
            if nonland and o is not None and o.zone == Zone.BATTLEFIELD:
                add_counters(state, cur, "+1/+1", nonland, rule="701.50a")
            phase, cur, chosen = "pick", None, ()


def _register_explores() -> None:
    @matcher("explores")
    def _m_explores(env, trig, ev):
        """701.44b: "whenever a creature you control explores" -- after the explore is complete, even if
        some of it was impossible (last known information when the creature has left, 701.44c)."""
        return ev["kind"] == "explored" and subject_ok(env, trig.subject, ev["object"], ev.get("snapshot"))


_register_explores()


# ---------------------------------------------------------------- clash (701.30)


@mechanic("clash")
def _clash(state, ctx, node, progress, answer):
    """701.30b "clash with an opponent": choose an opponent; you and that opponent each clash. 701.30c:
    both reveal the top card of their library at the same time, then in APNAP order (101.4) each decides
    whether to put their own card on the bottom (701.30a), then the cards move at the same time. 701.30d:
    you win if your card's mana value is higher than every other card revealed. "If you win" reads the
    result (fact ``won_clash``). Progress: (opponent, revealed ((player, card), ...), bottom choices)."""
    me = ctx.controller
    if progress is None:
        opps = [q for q in apnap(state) if q != me]
        if answer is not None and answer[0] == "player":
            opp = answer[1]
        elif len(opps) > 1:
            ask_effect(state, ctx, node, None, "choose_player", me, tuple(("player", q) for q in opps),
                       "Clash: choose an opponent")
            return
        else:
            opp = opps[0] if opps else None
        answer = None
        clashers = [q for q in apnap(state) if q in (me, opp)]
        revealed = []
        for q in clashers:
            top = _top(state, q, 1)
            revealed.append((q, top[0] if top else None))
            if top:
                log(state, "reveal", "701.30a", f"{pname(state, q)} reveals {name_of(state, top[0])} (clash)")
        progress = (opp, tuple(revealed), ())
    opp, revealed, choices = progress
    if answer is not None:
        choices = choices + (answer[0],)
    with_card = [(q, c) for q, c in revealed if c is not None]
    if len(choices) < len(with_card):
        q, c = with_card[len(choices)]
        ask_effect(state, ctx, node, (opp, revealed, choices), "option", q, (("top",), ("bottom",)),
                   f"Clash: leave {name_of(state, c)} on top of your library or put it on the bottom?",
                   info={"card": c})
        return
    mvs = {q: mana_value(state, c) for q, c in with_card}
    for (q, c), where in zip(with_card, choices):
        lib = state.library[q]
        if where == "bottom" and c in lib:
            lib.remove(c)
            lib.insert(0, c)
            state.touch()
    mine = mvs.get(me)
    won = mine is not None and all(mine > v for q, v in mvs.items() if q != me)
    key = "clashes_won" if won else "clashes_lost"
    ctx.memory[key] = ctx.memory.get(key, 0) + 1
    log(state, "clash", "701.30d", f"{pname(state, me)} {'wins' if won else 'does not win'} the clash")


def _register_clash_fact() -> None:
    def won_clash(env, of):
        """701.30d: "If you win" -- you won a clash during this resolution."""
        return bool(env.ctx is not None and env.ctx.memory.get("clashes_won"))

    FACTS["won_clash"] = won_clash
    IMPLEMENTED_FACTS.add("won_clash")


_register_clash_fact()


# ---------------------------------------------------------------- "target player's graveyard" (CardsIn, 400.1)

CARDS_IN_ZONES = ("graveyard", "hand", "library")


def _cards_in(env, ref) -> tuple:
    """All cards in the named players' ``zone`` (matching ``filter`` when given): "exile target player's
    graveyard", "shuffle your graveyard into your library" (400.1: each player has their own library,
    hand and graveyard)."""
    out: list[int] = []
    for e in resolve_ref(env, ref.who):
        if is_player(e):
            ids = list(env.state.zone_list(ref.zone, pid_of(e)))
            out.extend(i for i in ids if ref.filter is None or matches(env, ref.filter, i))
    return tuple(out)


def _cards_in_variants(node: Any) -> list[str]:
    out = []
    if node.zone not in CARDS_IN_ZONES:
        out.append(f"cards in {node.zone}")
    if any(type(n).__name__ == "EventObject" for n in node.who.walk()):
        # "When ~ is put into a graveyard from anywhere, its owner shuffles their graveyard into their library"
        # (Kozilek, Ulamog): that trigger only fires from the battlefield in this engine -- keep them out
        out.append("cards in the zone of the triggering card's owner")
    return out


def _register_cards_in() -> None:
    EXTRA_REFS[CardsIn] = _cards_in
    implements("CardsIn")
    variant_check("CardsIn")(_cards_in_variants)


_register_cards_in()
