"""Exert (701.43): "You may exert this creature as it attacks. When you do, ..." and "Whenever you exert a creature".

- 701.43a: to exert a permanent, its controller chooses to have it not untap during their next untap step: a
  ``Restrict("doesnt_untap")`` effect with the duration "next_untap_step" (engine/mechanics/tapping.py ends it once
  that untap step has passed; exerting twice makes two effects that end in the same step, 701.43b).
- 701.43d, 508.1g-h: "You may exert [this creature] as it attacks" (``Keyword("Exert")``) is an optional cost to
  attack, chosen as attackers are declared: the declaration offers ``("exert", attacker)`` for each declared
  attacker with it; the choices are kept in ``state.combat["pending_exert"]`` and paid after the attackers are
  tapped (508.1f-h), before attack triggers.
- 607.2h: the linked "When you do" ability is ``Triggered(Trigger("exerts", This()))``; "Whenever you exert a
  creature" is ``Trigger("exerts", <filter>, whose="you")``. Both trigger on the ``exerted`` event.
- 701.43c: an object that isn't on the battlefield can't be exerted.

Also here, as it reads the same declaration: pack tactics' "if you attacked with creatures with total power N or
greater this combat" (fact ``attacked_with_total_power_at_least:N``), the total power of the declared attackers as
they were declared.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.types import Zone
from .. import upcalls
from ...tree.continuous import Restrict
from ..chars import chars, name_of
from ..combat import COMBAT_HOOKS
from ..events import fire, log
from ..relevance import needs
from ..state import ContEffect
from ..evaluate import FACTS
from ..support import IMPLEMENTED_FACTS, IMPLEMENTED_KEYWORDS
from ..triggers import matcher, subject_ok, whose_ok

if TYPE_CHECKING:
    from ..state import GameState

IMPLEMENTED_KEYWORDS.add("Exert")
_DOESNT_UNTAP = (Restrict("doesnt_untap"),)


def exert(state: "GameState", oid: int, rule: str = "701.43a") -> bool:
    """701.43a: ``oid`` won't untap during its controller's next untap step; fires ``exerted``."""
    o = state.objects.get(oid)
    if o is None or o.zone != Zone.BATTLEFIELD:  # 701.43c
        return False
    ctrl = chars(state, oid).controller
    state.effects.append(ContEffect(state.new_id(), state.new_ts(), oid, ctrl, _DOESNT_UNTAP, (oid,),
                                    "next_untap_step"))
    state.touch()
    log(state, "exert", rule, f"{name_of(state, oid)} is exerted (it won't untap during the next untap step)")
    fire(state, {"kind": "exerted", "object": oid, "controller": ctrl, "player": ctrl})
    return True


@matcher("exerts")
def _m_exerts(env, trig, ev):
    """701.43, 607.2h: "When you do" (the exerted creature is this one) / "Whenever you exert a creature"."""
    return (ev["kind"] == "exerted" and whose_ok(trig.whose, env.controller, ev["controller"])
            and subject_ok(env, trig.subject, ev["object"], None))


@needs("exert")
def _exert_options(state: "GameState") -> tuple:
    """508.1g: the exert costs the active player may still choose for the creatures declared so far."""
    cb = state.combat
    chosen = cb.get("pending_exert", ())
    return tuple(("exert", a) for a in cb["pending"] if a not in chosen and "Exert" in chars(state, a).keywords)


@needs("exert")
def _exert_choice(state: "GameState", choice: tuple) -> None:
    """508.1g: choose to exert an attacker; an attacker no longer declared is exerted by nothing."""
    cb = state.combat
    chosen = tuple(cb.get("pending_exert", ()))
    if choice[0] == "exert":
        chosen += (choice[1],)
    cb["pending_exert"] = tuple(a for a in chosen if a in cb["pending"])


@needs("exert")
def _exert_paid(state: "GameState", declared: dict) -> None:
    """508.1h: pay the exert costs chosen (701.43d)."""
    for a in tuple(state.combat.pop("pending_exert", ()) or ()):
        if a in declared:
            exert(state, a, rule="701.43d")


COMBAT_HOOKS["attack_options"].append(_exert_options)
COMBAT_HOOKS["attack_choice"].append(_exert_choice)
COMBAT_HOOKS["attackers_declared"].append(_exert_paid)


# ---------------------------------------------------------------- pack tactics (an ability word, 207.2c)


@needs("pack tactics", "total power")
def _declared_power(state: "GameState", declared: dict) -> None:
    """"If you attacked with creatures with total power 6 or greater this combat": the total power of the creatures
    declared as attackers, as they were declared (508.1); kept for this combat."""
    state.combat["declared_power"] = sum(max(0, chars(state, a).power or 0) for a in declared)


def _attacked_with_power(n: int):
    def f(env, of) -> bool:
        cb = env.state.combat or {}
        return env.state.active == env.controller and cb.get("declared_power", 0) >= n
    return f


for _n in range(1, 31):
    FACTS[f"attacked_with_total_power_at_least:{_n}"] = _attacked_with_power(_n)
    IMPLEMENTED_FACTS.add(f"attacked_with_total_power_at_least:{_n}")
COMBAT_HOOKS["attackers_declared"].append(_declared_power)


upcalls.install(exert)  # "{2}, Exert ~: ..." (701.43a, 602.2b): paid by casting._pay_nonmana
