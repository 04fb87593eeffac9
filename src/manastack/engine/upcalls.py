"""Calls from a lower layer of the engine up to a higher one (issue #23; DESIGN.md "Layout and layers").

Imports inside the engine run one way (the import-linter contracts in pyproject.toml, checked by
tests/test_architecture.py). Where a rule in a lower module must use a function defined in a higher one (an
event that moves a creature removes it from combat, 506.4, and combat is above events), the higher module
installs the function here as it is imported, ``upcalls.install(fn)``, and the lower one calls it through
this module: ``upcalls.remove_from_combat(state, oid)``. ``import manastack.engine`` imports every module, so
every slot is filled before a game runs. (Extension points that mechanic modules add to are in
``mechanics_hooks``.) Each slot below names the module that fills it.
"""
from __future__ import annotations

from typing import Any, Callable

Fn = Callable[..., Any]


def install(fn: Fn, name: str | None = None) -> Fn:
    """Fill the slot ``name`` (the function's own name by default) with ``fn``; usable as a decorator."""
    key = name or fn.__name__
    if key not in __annotations__:
        raise KeyError(f"engine/upcalls.py has no slot {key!r}")
    globals()[key] = fn
    return fn


# ---------------------------------------------------------------- slots: filled by

# evaluate.py: the layer system reads conditions, amounts, filters and references (613, 611.3a) — chars.py,
# charvalues.py
Env: Fn
amount: Fn
condition_holds: Fn
matches: Fn
resolve_ref: Fn
# triggers.py: every event is looked at for triggered abilities (603.2, 603.6, 603.10) — events.py,
# multiplayer.py; protection from a quality remembered as a snapshot (702.16) — keywords.py
collect: Fn
collect_zone_changes: Fn
lookback_snapshot: Fn
matches_snapshot: Fn
# keyword_abilities.py: triggered abilities keywords stand for (702) — triggers.py
implied_triggers: Fn
# replacement.py: "enters tapped / with counters" and "as this enters" (614.1c–d, 614.12) — events.py
etb_replacements: Fn
# casting.py: a triggered ability is put on the stack (603.3) — triggers.py; a mana ability activated while
# paying a cost during a resolution (605.3a) — effects/pay.py
begin_trigger: Fn
activate_mana_ability: Fn
# combat.py: a permanent that leaves, phases out, changes control or regenerates is removed from combat
# (506.4) — events.py, multiplayer.py, phasing.py, replacement.py, effects/continuous.py; put onto the
# battlefield attacking (506.3) — effects/basic.py
remove_from_combat: Fn
put_attacking: Fn
# sba.py: the game ends (104.2–104.4) — loop.py (a draw when resource limits are hit), replacement.py
end_game_draw: Fn
# loops.py: a choice that counts as optional for loop detection, noted when it is made (732.6: doing [B] of
# "[A] unless [B]") — effects/basic.py
note_optional_choice: Fn
win_game: Fn
# loops.py: the loop history as saved (732, 104.4b) — state.py
materialized: Fn
# multiplayer.py: players who lost leave the game (800.4a) — mechanics_hooks.py
players_left: Fn
# mechanics/as_enters.py: "As this enters, ..." (614.1c) — replacement.py
as_enters: Fn
# mechanics/linked.py: "the exiled card" of linked abilities (607.2a) — effects/basic.py
note_exiled: Fn
# mechanics/face_down.py: the face-down kind a card would be cast as (702.37, 702.168) — actions.py, casting.py
cast_face_down_as: Fn
# mechanics/crew.py: crew's ability and its "tap creatures with total power N" cost (702.122) —
# abilities.py, actions.py, casting.py
crew_ability: Fn
can_tap_power: Fn
ask_tap_power: Fn
# mechanics/history.py: cycling (702.29c–d) — casting.py
cycled: Fn
cycling_ability: Fn
# mechanics/exert.py: "Exert ~" as an activated ability's cost (701.43a) — casting.py
exert: Fn
# effects/pay.py: costs a player can't pay (118.3, 702.21 ward, 702.x) — keyword_abilities.py
unpayable_parts: Fn
# effects/continuous.py: effects with "for as long as" durations end when their source phases out (702.26f) —
# phasing.py
end_source_durations: Fn
