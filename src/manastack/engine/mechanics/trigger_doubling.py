"""Triggered abilities that trigger additional times (603.2d): "If an artifact or creature entering causes a
triggered ability of a permanent you control to trigger, that ability triggers an additional time"
(Panharmonicon; Yarok's "a permanent entering", Isshin's "a creature attacking", Teysa's "a creature dying");
and effects saying an event doesn't cause abilities to trigger at all (Torpor Orb's "Creatures entering don't
cause abilities to trigger", Hushbringer's "entering or dying", Elesh Norn's "... abilities of permanents your
opponents control").

603.2d: determine how many times the ability triggers, then it triggers that many times. The effect refers
only to triggered abilities a permanent has (a "when this dies" ability of the permanent that died counts, by
last known information), not to delayed or reflexive triggered abilities (603.7, 603.12): delayed ones are asked
with no source (-1), so only an effect about "abilities" of any kind -- a suppression -- applies to them. Effects
from several sources add up (each is one more time); a suppression wins over any additional time.
603.10a: a leaves-the-battlefield ability looks back: such an effect of a permanent that left at the same time (Teysa
dying with Doomed Traveler) applies to it (``triggers.LOOKBACK_EXTRA``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...tree.continuous import TriggerAgain
from ..chars import static_mods
from ..evaluate import Env
from ..support import implements
from ..triggers import LOOKBACK_EXTRA, MATCHERS, TRIGGER_EXTRA

if TYPE_CHECKING:
    from ..state import GameState


def extra_triggers(state: "GameState", source: int, controller: int, ab: Any, ev: dict) -> int | None:
    """603.2d: how many additional times ``ab`` of ``source`` triggers on ``ev`` -- or None when an effect says
    the event doesn't cause it to trigger at all ("Creatures entering don't cause abilities to trigger", which
    wins over any "additional time")."""
    mods = static_mods(state, TriggerAgain)
    back = ev.get("lookback")
    if back and back.get(_AGAIN):  # 603.10a: such effects of permanents that left at the same time apply too
        objs = state.objects
        mods = mods + tuple(x for x in back[_AGAIN] if x[0] not in objs or objs[x[0]].zone != "battlefield")
    if not mods:
        return 0
    o = state.objects.get(source)
    permanent = (o is not None and o.zone == "battlefield") or source == ev.get("object")
    n = 0
    for oid, ch, _st, m in mods:
        if m.whose == "you" and ch.controller != controller:
            continue  # "of a permanent you control"
        if m.whose == "opponents" and ch.controller == controller:
            continue  # "of permanents your opponents control"
        if m.whose != "any" and not permanent:
            continue  # not an ability of a permanent (a card in a graveyard, a spell; 603.2d)
        cause = m.cause
        if cause.event == "dies" and getattr(ab.trigger, "event", None) == "sacrificed":
            continue  # 603.2 (Hushbringer's, Teysa's rulings): "whenever you sacrifice" triggers on the sacrifice, not
            # the dying: neither suppressed nor doubled by an effect about creatures dying
        match = MATCHERS.get(cause.event)
        if match is None or not match(Env(state, oid, ch.controller), cause, ev):
            continue
        if m.extra == 0:
            return None
        n += m.extra
    return n


def _again_before(state: "GameState") -> tuple:
    """603.10a: the "triggers an additional time" effects just before permanents leave the battlefield."""
    return static_mods(state, TriggerAgain)


_AGAIN = "trigger_again"
LOOKBACK_EXTRA[_AGAIN] = _again_before
TRIGGER_EXTRA.append(extra_triggers)
implements("TriggerAgain")
