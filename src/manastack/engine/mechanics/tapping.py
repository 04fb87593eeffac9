"""Tapping and untapping (110.5, 701.26): the "becomes tapped" / "becomes untapped" trigger events,
"tap or untap target permanent", and the duration "during its controller's next untap step".

- ``becomes_tapped`` / ``becomes_untapped`` (603.2, 603.2e): trigger on the ``tapped`` / ``untapped``
  events that ``events.tap`` / ``events.untap`` emit (also regeneration's tapping, 701.19c). A permanent
  that enters the battlefield tapped doesn't "become tapped" (603.2e, 110.5b): entering makes no event.
- ``Mechanic("tap_or_untap")`` (701.26): the effect's controller chooses, for each permanent, whether to
  tap it or untap it.
- ``ApplyContinuous(duration="next_untap_step")`` ("... doesn't untap during its controller's next untap
  step"; 611.2a, 502.3): the effect applies during that untap step and ends once it has passed -- for each
  affected permanent, the next untap step of the player controlling it then. An untap step that is
  skipped (500.11) doesn't count: the effect waits for one that happens. Over a group (611.2c): "those
  creatures" (the ones an earlier step acted on) and "each attacking creature" are locked in as it begins;
  "lands you control don't untap during your next untap step" is a rule over whatever matches then.
- ``MayPlay(duration="end_of_next_turn")`` ("until the end of your next turn", 611.2a, 514.2): the
  permission lasts through the current turn and the player's next turn; ``"until_next_end_step"`` ("until your
  next end step", 513.1) until the player's next end step begins.
"""
from __future__ import annotations

from dataclasses import replace

from ...core.types import Step, Zone
from ..chars import chars, name_of
from ..effects import ask_effect
from ..effects.basic import objects_of
from ..events import log, pname, tap, untap
from ..mechanics_hooks import STEP_BEGIN, TURN_BEGIN
from ..relevance import needs
from ..effects.continuous import untap_rule_over_group
from ..support import IMPLEMENTED_DURATIONS, TREE_CHECKS
from ..triggers import subject_ok, matcher
from .base import mechanic


# ---------------------------------------------------------------- trigger events (603.2e)


@matcher("becomes_tapped")
def _m_tapped(env, trig, ev):
    """603.2e: "whenever [a permanent] becomes tapped" -- it changed from untapped to tapped."""
    return ev["kind"] == "tapped" and subject_ok(env, trig.subject, ev["object"], None)


@matcher("becomes_untapped")
def _m_untapped(env, trig, ev):
    """603.2e: "whenever [a permanent] becomes untapped" -- it changed from tapped to untapped."""
    return ev["kind"] == "untapped" and subject_ok(env, trig.subject, ev["object"], None)


# ---------------------------------------------------------------- tap or untap (701.26)


@mechanic("tap_or_untap")
def _tap_or_untap(state, ctx, node, progress, answer):
    """701.26: "tap or untap target permanent": the controller of the effect chooses which, for each
    permanent in turn (701.26a-b: tapping a tapped permanent or untapping an untapped one does nothing)."""
    ids = [i for a in node.args for i in objects_of(state, ctx, a)
           if state.objects[i].zone == Zone.BATTLEFIELD]
    done = 0 if progress is None else progress
    if answer is not None and done < len(ids):
        oid = ids[done]
        if answer[0] == "tap":
            tap(state, oid)
        else:
            untap(state, oid)
        done += 1
    if done >= len(ids):
        return
    oid = ids[done]
    ask_effect(state, ctx, node, done, "option", ctx.controller, (("tap",), ("untap",)),
               f"Tap or untap {name_of(state, oid)}?", info={"object": oid})


# ---------------------------------------------------------------- "its controller's next untap step"

IMPLEMENTED_DURATIONS.setdefault("ApplyContinuous", set()).add("next_untap_step")


def _untap_groups(roots) -> list[str]:
    """"... don't untap during ... next untap step" over a described group (``Each``) is read two ways, by what the
    tree says (611.2c):
    - "Tap all nonblue creatures. Those creatures don't untap during their controllers' next untap steps" (the
      group is the one an earlier step of the same effect acted on), and "Each attacking creature doesn't untap
      ..." (a combat status only the moment of resolution gives): the set is locked in as the effect begins,
      each permanent then waiting for its own controller's next untap step (rulings of Breaching Leviathan and
      Tangle);
    - "Lands you control don't untap during your next untap step": a rules-modifying effect over whatever matches
      as that step comes, lands that enter later too (``effects.continuous.untap_rule_over_group``).
    Any other group ("creatures your opponents control don't untap during their next untap steps", each
    player's own step, including permanents that enter later) stays unsupported."""
    out: list[str] = []
    for root in roots:
        for n in root.walk():
            steps = getattr(n, "steps", None) if type(n).__name__ == "Seq" else None
            for i, st in enumerate(steps or ()):
                if type(st).__name__ != "ApplyContinuous" or st.duration != "next_untap_step" \
                        or type(st.affected).__name__ != "Each":
                    continue
                f = st.affected.filter
                those = any(getattr(p, "what", None) == st.affected for p in steps[:i])
                combat = f is not None and (f.attacking or f.blocking or f.attacking_or_blocking)
                if those and untap_rule_over_group(st):
                    out.append("duration next_untap_step over a group")  # "those" yet read as a rule: ambiguous
                elif not (those or combat or untap_rule_over_group(st)):
                    out.append("duration next_untap_step over a group")
        # a group outside a sequence (no earlier step to name "those")
        seq_steps = {id(x) for n in root.walk() if type(n).__name__ == "Seq" for x in n.steps}
        for n in root.walk():
            if type(n).__name__ == "ApplyContinuous" and n.duration == "next_untap_step" \
                    and type(n.affected).__name__ == "Each" and id(n) not in seq_steps:
                f = n.affected.filter
                if not ((f is not None and (f.attacking or f.blocking or f.attacking_or_blocking))
                        or untap_rule_over_group(n)):
                    out.append("duration next_untap_step over a group")
    return out


TREE_CHECKS.append(_untap_groups)


def _step_begins(state, step: str) -> None:
    """An untap step that happens (not skipped, 500.11) is noted; as the next step begins, its untapping
    (502.3) is over and "next untap step" effects of the permanents its player controls end."""
    if step == Step.UNTAP:
        if any(e.duration == "next_untap_step" for e in state.effects):
            state.turn_data["untap_step_of"] = state.active
        return
    pid = state.turn_data.pop("untap_step_of", None)
    if pid is not None:
        _untap_step_passed(state, pid)


STEP_BEGIN.append(_step_begins)


def _untap_step_passed(state, pid: int) -> None:
    """611.2a / 502.3: ``pid``'s untap step has happened: "during its controller's next untap step"
    effects stop applying to the permanents ``pid`` controls (and to any that left the battlefield); an
    effect that no longer applies to anything ends."""
    changed = False
    out = []
    for e in state.effects:
        if e.duration != "next_untap_step":
            out.append(e)
            continue
        if e.affected is None:  # 611.2c: a rule over the controller's permanents ends after its untap step
            if e.controller == pid:
                changed = True
            else:
                out.append(e)
            continue
        keep = []
        for oid in e.affected or ():
            o = state.objects.get(oid)
            if oid >= 0 and o is not None and o.zone == Zone.BATTLEFIELD and chars(state, oid).controller != pid:
                keep.append(oid)
        if len(keep) == len(e.affected or ()):
            out.append(e)
            continue
        changed = True
        if keep:
            out.append(replace(e, affected=tuple(keep)))
    if changed:
        state.effects = out
        state.touch()
        log(state, "effect", "611.2a", f"effects lasting through {pname(state, pid)}'s next untap step end")


# ---------------------------------------------------------------- "until the end of your next turn" (MayPlay)

IMPLEMENTED_DURATIONS.setdefault("MayPlay", set()).update({"end_of_next_turn", "until_next_end_step"})


def _turn_begins(state) -> None:
    """611.2a: a "until the end of your next turn" permission of the player whose turn begins now becomes a
    "this turn" one (it ends as this turn does, 514.2)."""
    recs = state.designations.get("may_play")
    if not recs or not any(r[3] == "end_of_next_turn" for r in recs):
        return
    new = tuple((r[:3] + ("end_of_turn", state.turn) + r[5:])
                if r[3] == "end_of_next_turn" and r[1] == state.active and state.turn > r[4] else r for r in recs)
    if new != recs:
        state.designations["may_play"] = new
        state.touch()


needs("mayplay")(_turn_begins)  # (play permission records come only from MayPlay effects: engine/relevance.py)
TURN_BEGIN.append(_turn_begins)


def _end_step_begins(state, step: str) -> None:
    """611.2a, 513.1: "You may play those cards until your next end step": the permission ends as that player's
    next end step begins (this turn's, if it's their turn and the end step is still to come)."""
    if step != Step.END:
        return
    recs = state.designations.get("may_play")
    if not recs or not any(r[3] == "until_next_end_step" for r in recs):
        return
    state.designations["may_play"] = tuple(r for r in recs if not (r[3] == "until_next_end_step"
                                                                   and r[1] == state.active))
    state.touch()
    log(state, "effect", "611.2a", f"{pname(state, state.active)}'s permissions until their next end step end")


needs("mayplay")(_end_step_begins)
STEP_BEGIN.append(_end_step_begins)
