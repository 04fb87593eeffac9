"""Library manipulation: looking at or revealing the top cards of a library and taking some of them
(``Dig``; 401, 701.20), explore (701.44), connive (701.50) and clash (701.30).

Library order: ``state.library[p]`` lists the cards bottom first, so the top card is the last one (401.2).
Every choice is offered to the player the rules name through the normal decision mechanism, and the
choices are made before any card moves, so one resolution step moves them all (608.2c)."""
from __future__ import annotations

from typing import Any

from ...core.types import Zone
from ...tree import effects as E
from ...tree.refs import Num, You
from ..chars import chars, name_of
from ..evaluate import Env, amount, lki, matches
from ..events import add_counters, discard, draw, log, move_many, pname, random_below
from ..effects import ask_effect, effect
from ..effects.basic import env_of, objects_of, players_of, remember
from ..support import IMPLEMENTED_FACTS, NODE_VARIANTS
from . import mechanic

DIG_ZONES = ("hand", "battlefield", "graveyard")
DIG_RESTS = ("top", "top_any", "bottom_any", "bottom_random", "graveyard", "hand")


def _dig_variants(node: Any) -> list[str]:
    """The ``Dig`` variants the engine does not carry out (kept unsupported, support.missing)."""
    out = []
    if node.zone not in DIG_ZONES:
        out.append(f"dig into {node.zone}")
    if node.rest not in DIG_RESTS:
        out.append(f"dig rest {node.rest}")
    if node.who != You() and (node.take != Num(0) or node.rest in ("graveyard", "hand")):
        # "look at the top N cards of target player's library" is handled only when nothing leaves it
        out.append("dig taking from another player's library")
    return out


NODE_VARIANTS["Dig"] = _dig_variants


def _top(state, p: int, n: int) -> tuple:
    """The top ``n`` cards of ``p``'s library, top first; fewer if the library is smaller (609.3)."""
    lib = state.library[p]
    return tuple(reversed(lib[-n:])) if n > 0 else ()


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
        looked = _top(state, p, amount(env, node.n))
        if not looked:
            log(state, "look", "609.3", f"{pname(state, p)}'s library is empty: nothing to look at")
            return
        if node.reveal and node.take == Num(0):
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
    if node.reveal and chosen and node.take != Num(0):
        log(state, "reveal", "701.20", f"{pname(state, p)} reveals " + ", ".join(name_of(state, i) for i in chosen))
    kw = {"why": "dig", "rule": "401", "cause": "effect"}
    moves = [(i, node.zone, dict(kw, controller=chooser) if node.zone == Zone.BATTLEFIELD else dict(kw))
             for i in chosen]
    if node.rest in ("graveyard", "hand"):
        moves += [(i, node.rest, dict(kw)) for i in rest]
    res = move_many(state, moves) if moves else []
    remember(ctx, None, [r for r in res[:len(chosen)] if r is not None])
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
