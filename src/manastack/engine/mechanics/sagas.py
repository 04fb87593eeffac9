"""Sagas and chapter abilities (714) and read ahead (702.155).

- 714.2b: a chapter ability ``Trigger("chapter", This(), condition=Chapter(n))`` triggers when lore counters
  are put on its Saga and their number was less than N and became at least N. Counters a Saga is given as it
  enters are "put" on it too (122.6), so chapter I triggers as the Saga enters.
- 714.2d: the final chapter number is the greatest among its chapter abilities.
- 714.3a: a Saga without read ahead enters with a lore counter; 714.3b / 702.155b: one with read ahead enters
  with the number of lore counters its controller chooses, between one and its final chapter number.
- 702.155a: with read ahead, chapter abilities can't trigger the turn it entered unless it has exactly N lore
  counters.
- 714.3c: as a player's precombat main phase begins, they put a lore counter on each Saga they control with
  one or more chapter abilities (a turn-based action).
- 714.4: a Saga with lore counters >= its final chapter number that isn't the source of a chapter ability that
  has triggered but not yet left the stack is sacrificed (a state-based action).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.types import Step, Zone
from ...tree.abilities import Chapter, Replacement, Triggered
from ...tree.refs import This
from ..chars import chars, from_chars
from ..evaluate import CONDITIONS
from ..events import add_counters, log, move_many, name_of
from ..mechanics_hooks import EXTRA_SBAS, STEP_BEGIN
from ..replacement import CHOOSY_ETB_KEYWORDS, INTRINSIC_ETB, need_choice
from ..support import IMPLEMENTED_KEYWORDS, implements
from ..triggers import matcher, trigger_index
from ..relevance import needs

if TYPE_CHECKING:
    from ..state import GameState

LORE = "lore"
READ_AHEAD = "Read Ahead"


def chapter_numbers(abilities) -> list[int]:
    """The chapter numbers of an object's chapter abilities (714.2)."""
    return [ab.trigger.condition.n for ab in abilities
            if type(ab) is Triggered and ab.trigger.event == "chapter" and type(ab.trigger.condition) is Chapter]


def final_chapter(abilities) -> int:
    """714.2d: the greatest chapter number among its chapter abilities (0 without any)."""
    return max(chapter_numbers(abilities), default=0)


def _lore(state: "GameState", oid: int) -> int:
    o = state.objects.get(oid)
    return (o.counters or {}).get(LORE, 0) if o is not None else 0


# ---------------------------------------------------------------- 714.3a/b: entering with lore counters


def _saga_etb(state: "GameState", oid: int, c) -> list:
    """714.3a: "This Saga enters with a lore counter on it"; 714.3b / 702.155b: with read ahead, "As this
    Saga enters, choose a number between one and its final chapter number" and it enters with that many."""
    if "Saga" not in c.subtypes:
        return []
    final = final_chapter(c.abilities)
    n = 1
    if READ_AHEAD in c.keywords and final > 1:
        opts = tuple(("number", i) for i in range(1, final + 1))
        ans = need_choice(state, "number", c.controller, opts,
                          f"Read ahead: choose the chapter {name_of(state, oid)} starts at (1-{final})")
        n = ans[1]
        log(state, "choice", "702.155b", f"{state.players[c.controller].name} chooses {n} for {name_of(state, oid)}")
    return [Replacement("enters_with_counters", (LORE, n), affected=This())]


INTRINSIC_ETB.append(_saga_etb)


# ---------------------------------------------------------------- 714.2b: chapter abilities


def _lore_change(env, ev) -> tuple[int, int] | None:
    """(before, after) lore counters on the trigger's source for a counters event or its entering (122.6)."""
    src = env.source
    if ev["kind"] == "counters" and ev.get("object") == src and ev.get("counter") == LORE:
        after = _lore(env.state, src)
        return after - ev["amount"], after
    if ev["kind"] == "zone" and ev.get("to") == Zone.BATTLEFIELD and ev.get("new") == src:
        after = _lore(env.state, src)
        return (0, after) if after > 0 else None
    return None


@matcher("chapter")
def _m_chapter(env, trig, ev):
    """714.2b: "When one or more lore counters are put onto this Saga" (as it enters too, 122.6)."""
    return _lore_change(env, ev) is not None


def _chapter_holds(env, cond) -> bool:
    """714.2b: the number of lore counters was less than N and became at least N. 702.155a: with read ahead,
    not the turn it entered unless it has exactly N."""
    ev = env.ctx.event if env.ctx is not None else None
    if not ev:
        return False
    change = _lore_change(env, ev)
    if change is None:
        return False
    before, after = change
    if not (before < cond.n <= after):
        return False
    st = env.state
    if READ_AHEAD in chars(st, env.source).keywords and env.source in st.turn_data.get("entered", ()) \
            and after != cond.n:
        return False
    return True


CONDITIONS[Chapter] = _chapter_holds
implements("Chapter")
IMPLEMENTED_KEYWORDS.add(READ_AHEAD)
CHOOSY_ETB_KEYWORDS.add(READ_AHEAD)  # the choice is made in the middle of the move (614.12a)


# ---------------------------------------------------------------- 714.3c: the precombat main phase


def _lore_tba(state: "GameState", step: str) -> None:
    """714.3c: as a player's precombat main phase begins, they put a lore counter on each Saga they control
    with one or more chapter abilities (a turn-based action; it doesn't use the stack)."""
    if step != Step.MAIN1:
        return
    sagas = _chapter_sources(state)
    for oid, ctrl in sagas:
        if ctrl == state.active and "Saga" in chars(state, oid).subtypes:
            add_counters(state, oid, LORE, 1, rule="714.3c")


needs("saga")(_lore_tba)  # (714.3c looks at Sagas only: engine/relevance.py)
STEP_BEGIN.append(_lore_tba)


def _chapter_sources(state: "GameState") -> tuple:
    """(object, controller) of each permanent with one or more chapter abilities, in battlefield order (kept
    with the characteristics cache: the state-based action asks at every check)."""
    return from_chars(state, "chapter_sources", _chapter_index)


def _chapter_index(state: "GameState", allc: dict, key) -> tuple:
    seen: dict[int, int] = {}
    for oid, ctrl, ab in trigger_index(state):
        if ab.trigger.event == "chapter" and oid not in seen:
            seen[oid] = ctrl
    return tuple(seen.items())


# ---------------------------------------------------------------- 714.4: the state-based action


def _chapter_waiting(state: "GameState", oid: int) -> bool:
    """714.4: ``oid`` is the source of a chapter ability that has triggered but not yet left the stack."""
    for t in state.pending:
        if t.source == oid and getattr(getattr(t.ability, "trigger", None), "event", None) == "chapter":
            return True
    for sid in state.stack:
        o = state.objects[sid]
        if o.kind == "ability" and o.source == oid \
                and getattr(getattr(o.ability, "trigger", None), "event", None) == "chapter":
            return True
    return False


def _saga_sba(state: "GameState") -> bool:
    """714.4: a Saga with lore counters >= its final chapter number, not the source of a chapter ability that
    has triggered but not yet left the stack, is sacrificed by its controller."""
    done = []
    for oid, _ctrl in _chapter_sources(state):
        if "Saga" not in chars(state, oid).subtypes:
            continue
        final = final_chapter(chars(state, oid).abilities)
        if _lore(state, oid) >= final and not _chapter_waiting(state, oid):
            done.append(oid)
    if not done:
        return False
    for oid in done:
        log(state, "sacrifice", "714.4", f"{name_of(state, oid)} is sacrificed (its final chapter has resolved)")
    move_many(state, [(o, Zone.GRAVEYARD, {"why": "sacrificed", "rule": "714.4", "cause": "sacrifice"}) for o in done])
    return True


needs("saga")(_saga_sba)
EXTRA_SBAS.append(_saga_sba)
