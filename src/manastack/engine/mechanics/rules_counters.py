"""Counters that create replacement and prevention effects: shield counters (122.1c) and finality counters (122.1h).

- 122.1h: "One or more finality counters on a permanent create a single replacement effect that stops the permanent
  from going to the graveyard. That effect is 'If this permanent would be put into a graveyard from the
  battlefield, exile it instead.'"
- 122.1c: "One or more shield counters on a permanent create a single replacement effect and a single prevention
  effect that protect the permanent": "If this permanent would be destroyed as the result of an effect, instead
  remove a shield counter from it" and "If damage would be dealt to this permanent, prevent that damage and remove a
  shield counter from it."

Each is indexed as a replacement effect of the permanent (``triggers.COUNTER_REPLACEMENTS``), one set however many
counters it has, so 616.1 applies as for any other: when several replacement or prevention effects would change
the same event differently, the affected permanent's controller chooses which applies first (a finality counter
beside "exile it instead and create a Zombie"; a shield counter beside a regeneration shield). The counters aren't
abilities: losing all abilities (Humility) doesn't touch them.

Shield counters, in detail (the cards' rulings follow these rules):
- only a destruction caused by an effect is replaced; lethal damage or deathtouch damage destroys the permanent as
  a state-based action (704.5g-h) in spite of a shield counter, and sacrificing it isn't destroying it (701.21);
- "can't be regenerated" doesn't stop it: removing a shield counter isn't regenerating (701.19c);
- damage that can't be prevented is dealt, and a shield counter is still removed (the effect applies; its
  prevention part can't);
- combat damage is dealt simultaneously (510.2): all the combat damage the permanent would be dealt in one combat
  damage step is one event, so it is all prevented and a single shield counter is removed once it is dealt.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.types import Zone
from ...tree.abilities import Replacement
from ...tree.refs import This
from ..combat import COMBAT_HOOKS
from ..events import remove_counters
from ..relevance import always
from ..replacement import APPLIES, APPLY, KIND_EVENT, KIND_RULES, SIDE_EVENTS
from ..support import RULES_COUNTERS
from ..triggers import COUNTER_REPLACEMENTS

if TYPE_CHECKING:
    from ..replacement import Cand
    from ..state import GameState

FINALITY = "finality_counter"
SHIELD = "shield_counter"  # the destruction replacement
SHIELD_DAMAGE = "shield_counter_prevention"  # the damage prevention

COUNTER_REPLACEMENTS["finality"] = (Replacement(FINALITY, affected=This()),)
COUNTER_REPLACEMENTS["shield"] = (Replacement(SHIELD, affected=This()), Replacement(SHIELD_DAMAGE, affected=This()))


def _on_battlefield(state: "GameState", oid: int | None, kind: str) -> bool:
    o = state.objects.get(oid) if oid is not None else None
    return o is not None and o.zone == Zone.BATTLEFIELD and bool((o.counters or {}).get(kind))


# ---------------------------------------------------------------- finality (122.1h)


def _finality_applies(state: "GameState", c: "Cand", ev: dict) -> bool:
    """122.1h: this permanent would be put into a graveyard from the battlefield (dying, sacrificed, discarded
    from play by any effect)."""
    return (ev.get("from") == Zone.BATTLEFIELD and ev["to"] == Zone.GRAVEYARD and ev["object"] == c.source
            and _on_battlefield(state, c.source, "finality"))


def _finality_apply(state: "GameState", c: "Cand", ev: dict) -> list[dict]:
    return [{**ev, "to": Zone.EXILE, "position": "top"}]


# ---------------------------------------------------------------- shield (122.1c)


def _shield_applies(state: "GameState", c: "Cand", ev: dict) -> bool:
    """122.1c: this permanent would be destroyed as the result of an effect (not by a state-based action,
    704.5g-h; "can't be regenerated" doesn't matter: this isn't regeneration)."""
    return (ev.get("cause") == "destroy" and not ev.get("sba") and ev.get("from") == Zone.BATTLEFIELD
            and ev["object"] == c.source and _on_battlefield(state, c.source, "shield"))


def _shield_apply(state: "GameState", c: "Cand", ev: dict) -> list[dict]:
    return [{"kind": "shield_counter", "object": c.source}]


def _shield_damage_applies(state: "GameState", c: "Cand", ev: dict) -> bool:
    """122.1c: damage would be dealt to this permanent."""
    return ev["target"] == c.source and ev["amount"] > 0 and _on_battlefield(state, c.source, "shield")


def _shield_damage_apply(state: "GameState", c: "Cand", ev: dict) -> list[dict]:
    """Prevent the damage (unless it can't be prevented) and remove a shield counter -- after the step's other
    combat damage when it is combat damage (510.2: one simultaneous event)."""
    side = {"kind": "shield_counter", "object": c.source, "combat": bool(ev.get("combat"))}
    if ev.get("unpreventable"):
        return [ev, side]
    return [{**ev, "amount": 0, "prevented": ev.get("prevented", 0) + ev["amount"]}, side]


def _remove_shield(state: "GameState", e: dict) -> None:
    oid = e["object"]
    if e.get("combat") and state.combat is not None:
        # 510.2: combat damage is one simultaneous event: the counter comes off once the step's damage is dealt
        cb = state.combat
        pending = tuple(cb.get("shield_pending", ()))
        if oid not in pending:
            cb["shield_pending"] = pending + (oid,)
        return
    remove_counters(state, oid, "shield", 1, rule="122.1c")


@always  # (a shield counter may be on a permanent whatever the game's cards say)
def _combat_damage_dealt(state: "GameState") -> None:
    """The combat damage step's damage has been dealt: each permanent whose shield counter prevented some of it
    loses one shield counter (122.1c)."""
    cb = state.combat
    pending = cb.pop("shield_pending", ()) if cb else ()
    for oid in pending:
        if oid in state.objects:
            remove_counters(state, oid, "shield", 1, rule="122.1c")


COMBAT_HOOKS["damage_dealt"].append(_combat_damage_dealt)

for _kind, _event, _applies, _apply, _rule in (
        (FINALITY, "zone", _finality_applies, _finality_apply, "122.1h"),
        (SHIELD, "zone", _shield_applies, _shield_apply, "122.1c"),
        (SHIELD_DAMAGE, "damage", _shield_damage_applies, _shield_damage_apply, "122.1c")):
    KIND_EVENT[_kind] = _event
    APPLIES[_kind] = _applies
    APPLY[_kind] = _apply
    KIND_RULES[_kind] = _rule
SIDE_EVENTS["shield_counter"] = _remove_shield
RULES_COUNTERS.difference_update({"shield", "finality"})  # (what the support check counted as missing)
