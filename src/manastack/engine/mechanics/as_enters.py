"""``Replacement(kind="as_enters")``: "As this permanent enters, [instructions]" (614.1c, 614.12).

The instructions are carried out as part of the event that puts the permanent onto the battlefield
(614.12a: a choice is made before it enters), from ``engine/replacement.py``'s ``etb_replacements``; a
question is asked in the middle of the event with ``need_choice`` (the run is rolled back and replayed
with the answer). Handled forms, from the compiled cards:

- the shocklands (Blood Crypt, Breeding Pool...): "you may pay N life. If you don't, it enters tapped"
  -- ``Seq(MayDo(PayCost(Cost(life=N))), IfYouDo(negate, CreateReplacement(enters_tapped)))``. 119.4:
  the life can be paid only by a player whose life total is at least N; paying life is losing it.
- "discard your hand" (Heightened Awareness): ``Discard(n=None)`` by its controller (701.9).
- "if it was kicked, mill N" (Monstrous War-Leech): ``Conditional(IsTrue, Mill(n))`` (701.17), the
  condition looked at on the entering permanent.
- "choose a color" / "choose a creature type" (Painter's Servant, Conspiracy): ``ChooseValue``, kept on the
  permanent (``engine/mechanics/chosen_values.py``).

Any other instructions stay refused (``support.VARIANT_CHECKS``): sacrificing permanents, returning a permanent, ...
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...tree.abilities import Body, IsTrue, Replacement
from ...tree.costs import Cost
from ...tree.effects import Conditional, CreateReplacement, Discard, IfYouDo, MayDo, Mill, PayCost, Seq
from ...tree.refs import Num, You
from .. import upcalls
from ..chars import name_of
from ..events import discard, log, lose_life, mill, pname
from ..support import IMPLEMENTED_REPLACEMENTS, VARIANT_CHECKS
from .chosen_values import choice_handled, choose_as_enters
from ..evaluate import condition_holds, Env
from ..replacement import need_choice

if TYPE_CHECKING:
    from ..state import GameState


def _shock_life(eff) -> int | None:
    """N for "you may pay N life. If you don't, it enters tapped", else None."""
    if type(eff) is not Seq or len(eff.steps) != 2:
        return None
    may, ifdo = eff.steps
    if type(may) is not MayDo or type(may.who) is not You or type(may.effect) is not PayCost:
        return None
    cost = may.effect.cost
    if type(cost) is not Cost or cost.life <= 0 or cost != Cost(life=cost.life) or type(may.effect.who) is not You:
        return None
    if type(ifdo) is not IfYouDo or not ifdo.negate or type(ifdo.effect) is not CreateReplacement:
        return None
    rep = ifdo.effect.replacement
    if rep.kind != "enters_tapped" or rep.arg is not None or rep.condition is not None:
        return None
    return cost.life


def _plain_discard_hand(eff) -> bool:
    return (type(eff) is Discard and eff.n is None and type(eff.who) is You and not eff.random
            and eff.filter is None and eff.chooser == "self")


def _kicked_mill(eff) -> bool:
    return (type(eff) is Conditional and type(eff.condition) is IsTrue and eff.otherwise is None
            and type(eff.then) is Mill and type(eff.then.who) is You and type(eff.then.n) is Num)


def handled(rep: Replacement) -> bool:
    body = rep.arg
    if type(body) is not Body or body.targets or rep.condition is not None:
        return False
    eff = body.effect
    return _shock_life(eff) is not None or _plain_discard_hand(eff) or _kicked_mill(eff) or choice_handled(eff)


def as_enters(state: "GameState", oid: int, ctrl: int, rep: Replacement) -> bool:
    """614.1c, 614.12: carry out an "As this enters" replacement of the permanent ``oid`` entering under
    ``ctrl``'s control. Returns True when it enters tapped."""
    eff = rep.arg.effect
    life = _shock_life(eff)
    if life is not None:
        p = state.players[ctrl]
        opts = (("no",),) + ((("yes",),) if p.life >= life else ())  # 119.4
        ans = need_choice(state, "yes_no", ctrl, opts,
                          f"As {name_of(state, oid)} enters, pay {life} life? (If you don't, it enters tapped)")
        if ans == ("yes",):
            lose_life(state, ctrl, life, rule="119.4")
            log(state, "pay", "614.12", f"{pname(state, ctrl)} pays {life} life as {name_of(state, oid)} enters")
            return False
        log(state, "choice", "614.12", f"{pname(state, ctrl)} doesn't pay life: {name_of(state, oid)} enters tapped")
        return True
    if _plain_discard_hand(eff):
        discard(state, ctrl, list(state.hand[ctrl]))
        return False
    if choice_handled(eff):  # "choose a color / a creature type" (mechanics/chosen_values.py)
        choose_as_enters(state, oid, ctrl, eff)
        return False
    if _kicked_mill(eff):
        if condition_holds(Env(state, oid, ctrl), eff.condition):
            mill(state, ctrl, eff.then.n.value)
        return False
    raise NotImplementedError("an 'as this enters' replacement of a form the engine doesn't handle")


def _variant(n) -> str | None:
    if n.kind == "as_enters" and not handled(n):
        return "replacement as_enters of this form"
    return None


IMPLEMENTED_REPLACEMENTS.add("as_enters")
VARIANT_CHECKS.setdefault("Replacement", []).append(_variant)


upcalls.install(as_enters)
