"""Keyword actions that exile cards from a graveyard as an effect:

- collect evidence N (701.59a): exile any number of cards from your graveyard with total mana value N or greater.
  The player picks cards one at a time (a ``choose_cards`` decision); "done" is offered once the total reaches N.
  701.59b: a player who can't reach N can't choose to collect evidence ("you may collect evidence 4. If you do"
  is then not offered, and nothing happens).
- forage (701.61a): "Exile three cards from your graveyard or sacrifice a Food." With both possible the player
  chooses which; then which three cards, or which Food. Not possible: "you may forage" isn't offered.

Each sets whether it was done (``ctx.did``) for a following "If you do" / "When you do" (608.2c, 603.12).
"""
from __future__ import annotations

from ...tree.filters import Filter
from ...tree.refs import Num
from ..chars import chars
from ..evaluate import Env, amount, mana_value, matches
from ..events import log, move_many, pname, sacrifice
from ..effects import ask_effect
from ..mechanics_hooks import MECHANIC_POSSIBLE
from ..support import TREE_CHECKS
from .base import mechanic

FOOD = Filter(subtypes=("Food",), controller="you")


def _n(state, ctx, node) -> int:
    a = node.args[0] if node.args else Num(0)
    return amount(Env(state, ctx.source, ctx.controller, ctx), a)


def _can_collect(state, ctx, node, pid: int) -> bool:
    """701.59b: the cards in ``pid``'s graveyard have total mana value N or greater."""
    return sum(mana_value(state, i) for i in state.graveyard[pid]) >= _n(state, ctx, node)


def _foods(state, ctx, pid: int) -> list[int]:
    env = Env(state, ctx.source, pid, ctx)
    return [i for i in state.battlefield if chars(state, i).controller == pid and matches(env, FOOD, i)]


def _can_forage(state, ctx, node, pid: int) -> bool:
    return len(state.graveyard[pid]) >= 3 or bool(_foods(state, ctx, pid))


def _exile(state, pid: int, ids, rule: str) -> None:
    move_many(state, [(i, "exile", {}) for i in ids], rule=rule)
    log(state, "effect", rule, f"{pname(state, pid)} exiles {len(ids)} card(s) from their graveyard")


@mechanic("collect_evidence")
def _collect_evidence(state, ctx, node, progress, answer):
    """701.59a: exile cards from your graveyard with total mana value N or greater (chosen one at a time)."""
    pid = ctx.controller
    need = _n(state, ctx, node)
    chosen: tuple = progress or ()
    if progress is None and not _can_collect(state, ctx, node, pid):
        ctx.did = False  # 701.59b
        return
    if answer is not None:
        if answer[0] == "choose" and answer[1] in state.graveyard[pid] and answer[1] not in chosen:
            chosen = chosen + (answer[1],)
        elif answer[0] == "done":
            _exile(state, pid, chosen, "701.59a")
            ctx.did = True
            return
    total = sum(mana_value(state, i) for i in chosen)
    left = [i for i in state.graveyard[pid] if i not in chosen]
    if total >= need and not left:
        _exile(state, pid, chosen, "701.59a")
        ctx.did = True
        return
    opts = tuple(("choose", i) for i in left) + ((("done",),) if total >= need else ())
    ask_effect(state, ctx, node, chosen, "choose_cards", pid, opts,
               f"Collect evidence {need}: choose a card to exile (total so far {total})"
               + (", or done" if total >= need else ""))


@mechanic("forage")
def _forage(state, ctx, node, progress, answer):
    """701.61a: exile three cards from your graveyard or sacrifice a Food (the player chooses which)."""
    pid = ctx.controller
    mode, chosen = progress if progress is not None else (None, ())
    gy = state.graveyard[pid]
    foods = _foods(state, ctx, pid)
    if mode is None:
        can_exile, can_food = len(gy) >= 3, bool(foods)
        if answer is not None and answer[0] in ("exile", "food"):
            mode = answer[0]
        elif can_exile and can_food:
            ask_effect(state, ctx, node, None, "option", pid, (("exile",), ("food",)),
                       "Forage: exile three cards from your graveyard, or sacrifice a Food?")
            return
        elif can_exile or can_food:
            mode = "exile" if can_exile else "food"
        else:
            ctx.did = False
            return
        answer = None
    if mode == "food":
        if answer is not None and answer[0] == "choose" and answer[1] in foods:
            sacrifice(state, [answer[1]])
            ctx.did = True
            return
        if len(foods) == 1:
            sacrifice(state, foods)
            ctx.did = True
            return
        ask_effect(state, ctx, node, (mode, ()), "choose_cards", pid, tuple(("choose", i) for i in foods),
                   "Forage: choose a Food to sacrifice")
        return
    if answer is not None and answer[0] == "choose" and answer[1] in gy and answer[1] not in chosen:
        chosen = chosen + (answer[1],)
    left = [i for i in gy if i not in chosen]
    if len(chosen) >= 3 or len(chosen) + len(left) <= 3:
        _exile(state, pid, tuple(chosen) + tuple(left[:3 - len(chosen)]) if len(chosen) < 3 else chosen, "701.61a")
        ctx.did = True
        return
    ask_effect(state, ctx, node, (mode, chosen), "choose_cards", pid, tuple(("choose", i) for i in left),
               f"Forage: choose a card to exile from your graveyard ({3 - len(chosen)} more)")


MECHANIC_POSSIBLE["collect_evidence"] = _can_collect
MECHANIC_POSSIBLE["forage"] = _can_forage


def _outside_may(roots) -> list[str]:
    """Collect evidence and forage are read as the offer of a "you may ... If you do" (the ``MayDo`` whose effect,
    or first step, they are); anywhere else (a compiled "you may exile it and collect evidence 4" split in two) the
    card stays unsupported."""
    offered: set[int] = set()
    found: list = []
    for root in roots:
        for n in root.walk():
            t = type(n).__name__
            if t == "MayDo":
                e = n.effect
                first = e.steps[0] if type(e).__name__ == "Seq" and e.steps else e
                offered.add(id(first))
            elif t == "Mechanic" and n.name in MECHANIC_POSSIBLE:
                found.append(n)
    return [f"{n.name} outside 'you may'" for n in found if id(n) not in offered]


TREE_CHECKS.append(_outside_may)
