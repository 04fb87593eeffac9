"""Tapped for mana (106.12) and triggered mana abilities (605.1b, 605.4a).

- 106.12: to tap a permanent for mana is to activate a mana ability of it with {T} in its cost; 106.12a: an
  ability that triggers whenever a permanent "is tapped for mana" triggers as such a mana ability resolves and
  produces mana. The event ``{"kind": "tapped_for_mana", "object", "player"}`` is fired then (the mana ability's
  source and the player who activated it); ``Trigger("tapped_for_mana", subject, whose)`` matches it: ``subject``
  the permanent (a Filter, or a Ref such as "enchanted land"), ``whose`` the player who tapped it.
- 605.1b: a triggered ability that triggers from a mana ability, has no target and could add mana is itself a
  mana ability; 605.4a: it doesn't use the stack but resolves immediately after the mana ability that
  triggered it ("Whenever you tap a land for mana, add {G}"; "Whenever enchanted land is tapped for mana, its
  controller adds an additional {G}"). Read here: a body that is one ``AddMana`` of fixed mana and nothing else;
  other forms stay unsupported. The payment solver counts only what mana abilities make, so while such a
  triggered mana ability is on the battlefield its players' mana abilities are offered as priority actions
  (605.3a, ``MANA_OFFER_HOOKS``): the extra mana is used by tapping first and paying from the pool. Any other "tapped for mana" trigger (Manabarbs' damage, Sanctimony's life) is an ordinary
  triggered ability that goes on the stack the next time a player would receive priority (603.3).
"""
from __future__ import annotations

from ...core.mana import ManaCost
from ...tree.abilities import Body, Triggered
from ...tree.effects import AddMana
from ...tree.refs import Num, You
from ..events import add_mana, fire, log, pname
from ..mechanics_hooks import MANA_ABILITY_RESOLVED, MANA_OFFER_HOOKS
from ..relevance import needs
from ..support import TREE_CHECKS
from ..triggers import matcher, subject_ok, trigger_index, whose_ok
from ..chars import name_of
from ..evaluate import Env, resolve_ref
from ..state import Ctx, is_player, pid_of


@matcher("tapped_for_mana")
def _m_tapped_for_mana(env, trig, ev):
    """106.12a: the permanent was tapped for mana (by the player ``whose`` names)."""
    return (ev["kind"] == "tapped_for_mana" and whose_ok(trig.whose, env.controller, ev["player"])
            and subject_ok(env, trig.subject, ev["object"], None))


def _mana_of(ab) -> str | None:
    """The mana a triggered mana ability adds (605.1b), when its body is one AddMana of fixed mana, with no
    target (for its controller, or for a player a reference names: "its controller adds an additional {G}");
    else None."""
    if type(ab) is not Triggered or type(ab.body) is not Body or ab.body.targets or ab.intervening is not None:
        return None
    e = ab.body.effect
    if type(e) is not AddMana or e.any_color or e.choices or e.colors_of or not e.mana or e.amount != Num(1):
        return None
    return "".join(s.text for s in ManaCost.parse(e.mana).symbols if s.text in "WUBRGC") or None


def _receivers(state, t) -> list[int]:
    """The players the triggered mana ability ``t`` (a PendingTrigger) adds its mana for."""
    who = t.ability.body.effect.who
    if type(who) is You:
        return [t.controller]
    env = Env(state, t.source, t.controller, Ctx(0, t.source, t.controller, t.ability, event=t.event))
    return [pid_of(e) for e in resolve_ref(env, who) if is_player(e)]


def _resolved(state, pid: int, source: int, ab) -> None:
    """106.12a: a mana ability with {T} in its cost resolved and made mana: the permanent was tapped for mana.
    605.4a: the triggered mana abilities that triggered resolve now, without using the stack."""
    cost = getattr(ab, "cost", None)
    if cost is None or not cost.tap:
        return
    before = len(state.pending)
    fire(state, {"kind": "tapped_for_mana", "object": source, "player": pid})
    if len(state.pending) == before:
        return
    keep = list(state.pending[:before])
    for t in state.pending[before:]:
        mana = _mana_of(t.ability) if t.event.get("kind") == "tapped_for_mana" else None
        if mana is None:
            keep.append(t)
            continue
        for p in _receivers(state, t):
            add_mana(state, p, mana, rule="605.4a")
            log(state, "effect", "605.4a", f"{t.source_name or name_of(state, t.source)}'s triggered mana ability "
                f"adds {mana} for {pname(state, p)}")
    if len(keep) != len(state.pending):
        state.pending = keep
        state.touch()


MANA_ABILITY_RESOLVED.append(needs("tapped_for_mana")(_resolved))  # (only a game with such a trigger)


def _offer_mana(state, pid: int) -> bool:
    """605.3a: while a triggered mana ability that could add mana for ``pid`` is on the battlefield, ``pid``'s mana
    abilities are offered as priority actions: the payment solver counts only what mana abilities make, so the
    extra mana (605.4a) is used by tapping for it first and spending the mana from the pool (601.2g-h)."""
    for _src, _ctrl, ab in trigger_index(state):
        if ab.trigger.event == "tapped_for_mana" and _mana_of(ab) is not None:
            return True
    return False


def _mana_trigger_gaps(roots) -> list[str]:
    """A "tapped for mana" trigger that could add mana is a triggered mana ability (605.1b): only the form
    ``_mana_of`` reads (one AddMana of fixed mana, no target) is played; any other stays unsupported."""
    out = []
    for root in roots:
        if type(root) is Triggered and root.trigger.event == "tapped_for_mana" and _mana_of(root) is None \
                and any(type(n) is AddMana for n in root.walk()):
            out.append("triggered mana ability of this form (605.1b)")
    return out


MANA_OFFER_HOOKS.append(needs("tapped_for_mana")(_offer_mana))
TREE_CHECKS.append(_mana_trigger_gaps)
