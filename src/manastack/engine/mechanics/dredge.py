"""Dredge (702.52): "As long as you have at least N cards in your library, if you would draw a card, you may
instead mill N cards and return this card from your graveyard to your hand." (702.52a)

The ability functions only while the card is in its owner's graveyard (702.52a, 113.6): each such card is a
candidate replacement effect for its owner's draws (``replacement.EXTRA_CANDIDATES``), one that applies only
while the library holds at least N cards (702.52b). Several candidates (two dredge cards, or one and another
draw replacement) are ordered by the drawing player (616.1). Whether to dredge is asked as the replacement is
carried out; declining draws the card, with the other replacement effects still free to apply (614.5). The
question comes in the middle of a task, so games whose cards include dredge keep a rollback point
(``replacement.MID_EVENT_KEYWORDS``): a card milled and then dredged within one resolution is asked about too.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.types import Zone
from ...tree.abilities import Keyword
from ..chars import chars, name_of
from ..events import draw, log, mill, move, pname
from ..replacement import APPLY, EXTRA_CANDIDATES, MID_EVENT_KEYWORDS, SIDE_EVENTS, Cand, need_choice
from ..support import IMPLEMENTED_KEYWORDS

if TYPE_CHECKING:
    from ..state import GameState


def _dredge_n(state: "GameState", oid: int) -> int:
    """The largest N among the card's dredge abilities (0: none)."""
    c = chars(state, oid)
    if "Dredge" not in c.keywords:
        return 0
    ns = [a.arg for a in c.abilities if type(a) is Keyword and a.name == "Dredge" and isinstance(a.arg, int)
          and not isinstance(a.arg, bool)]
    return max(ns) if ns else 0


def _cands(state: "GameState", ev: dict, applied: tuple, out: list) -> None:
    """702.52a-b: each card with dredge N in the drawing player's graveyard, while they have N or more cards in
    their library."""
    pid = ev["player"]
    lib = len(state.library[pid])
    for oid in state.graveyard[pid]:
        n = _dredge_n(state, oid)
        if n <= 0 or n > lib:
            continue
        key = ("dredge", oid)
        if key in applied:
            continue
        out.append(Cand(key, "dredge", oid, pid, data=n))


def _apply(state: "GameState", c: Cand, ev: dict) -> list[dict]:
    return [{"kind": "dredge", "player": ev["player"], "card": c.source, "n": c.data,
             "applied": ev.get("applied", ()) + (c.key,)}]


def _dredge(state: "GameState", e: dict) -> None:
    """702.52a: the player may mill N cards and return the card to their hand instead of drawing; if they don't,
    they draw (the draw event, with this effect already applied, 614.5)."""
    pid, oid, n = e["player"], e["card"], e["n"]
    ok = (oid in state.objects and state.objects[oid].zone == Zone.GRAVEYARD and len(state.library[pid]) >= n)
    if ok:
        ans = need_choice(state, "yes_no", pid, (("yes",), ("no",)),
                          f"Dredge {n}: mill {n} cards and return {name_of(state, oid)} to your hand instead of "
                          "drawing?", {"effect": "dredge", "card": oid})
        ok = ans == ("yes",)
    if not ok:
        draw(state, pid, 1, applied=e["applied"])
        return
    log(state, "replace", "702.52a", f"{pname(state, pid)} dredges {name_of(state, oid)} instead of drawing")
    mill(state, pid, n)
    if oid in state.objects and state.objects[oid].zone == Zone.GRAVEYARD:
        move(state, oid, Zone.HAND, why="dredge", rule="702.52a", cause="effect")


APPLY["dredge"] = _apply
EXTRA_CANDIDATES.setdefault("draw", []).append(_cands)
SIDE_EVENTS["dredge"] = _dredge
MID_EVENT_KEYWORDS.add("Dredge")  # the "you may" is asked in the middle of the draw
IMPLEMENTED_KEYWORDS.add("Dredge")
