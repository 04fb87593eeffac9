"""Cards with two castable halves: split cards (709), aftermath (702.127) and adventurer cards (715).

- Which half is cast is a cast variant chosen before the card is put onto the stack (709.3, 715.3): "face0" and
  "face1" for a split card's left and right halves, "face1" for an Adventure (engine/actions.half_variants).
  (From a hand and a graveyard, the card's own ways; a cast permission's way -- cascade, "you may cast it" --
  casts the left half or the creature: it may admit only one half, and which isn't known yet.)
  Only that half is evaluated to see whether it can be cast (709.3a, 715.3a), and on the stack only its
  characteristics exist (709.3b, 715.3b; the object's ``face``).
- Everywhere but the stack a split card has its two halves' characteristics combined (709.4: engine/charvalues
  .combined_halves): both names (709.4a), the combined mana cost and mana value (709.4b), every type and ability
  (709.4c). An adventurer card has only its normal characteristics there (715.4).
- Aftermath (702.127a): the second half is cast only from its owner's graveyard (the variant "face1+aftermath")
  and is exiled whenever it would leave the stack (the flashback-style replacement, engine/replacement.py).
- Fuse (702.102, here): from a hand, a split card with fuse may be cast with both halves (the variant "fuse"): the
  fused spell has both halves' characteristics (702.102b, 709.4d), costs both mana costs (702.102c) and follows
  the left half's instructions, then the right half's (702.102d).
- 715.3d (here): an Adventure spell that resolves is exiled instead of going to the graveyard; for as long as it
  stays exiled, the player who controlled the spell may cast it -- as its creature (or other permanent) half,
  not as an Adventure. The exiled cards are kept in ``designations["adventure"]`` as (card, player); a card that
  leaves exile is a new object and no longer "on an adventure" (400.7). A copy of an Adventure spell is an
  Adventure too (715.3c) but, not being a card, it just ceases to exist (707.10a, 608.2n).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.types import Zone
from ...tree.abilities import Modal
from ..actions import ADVENTURER_VARIANT, fused_halves
from ..events import log, move, pname
from ..mechanics_hooks import CAST_PERMISSIONS, CASTABLE_ZONES, SPELL_LEAVES
from ..support import IMPLEMENTED_KEYWORDS
from ..targets import SPELL_BODY_REWRITES
from ..relevance import needs

if TYPE_CHECKING:
    from ..state import GameState


def _on_adventure(state: "GameState") -> tuple:
    """The records still about a card in exile (a card that left exile is a new object, 400.7)."""
    return tuple(r for r in state.designations.get("adventure", ()) if r[0] in state.objects
                 and state.objects[r[0]].zone == Zone.EXILE)


def _adventure_resolves(state: "GameState", obj: int, countered: bool) -> bool:
    """715.3d: a resolving spell cast as an Adventure is exiled instead of put into its owner's graveyard
    (countered or otherwise removed, it goes to the graveyard as usual)."""
    o = state.objects[obj]
    if countered or o.face != 1 or o.kind != "card" or o.card is None:
        return False
    cd = state.pool.get(o.card)
    if cd.layout != "adventure" or len(cd.faces) < 2:
        return False
    pid = o.controller
    nid = move(state, obj, Zone.EXILE, why="resolved", rule="715.3d")
    if nid is not None and nid in state.objects and state.objects[nid].zone == Zone.EXILE:
        state.designations["adventure"] = _on_adventure(state) + ((nid, pid),)
        state.touch()
        log(state, "adventure", "715.3d", f"{cd.faces[1].name} resolves: {pname(state, pid)} exiles {o.card} "
            "and may cast it later from exile", {"object": nid})
    return True


def _adventurers(state: "GameState", pid: int) -> list:
    """715.3d: the cards in exile ``pid`` may cast because they went on an Adventure under their control."""
    if not state.designations.get("adventure"):
        return []
    return [r[0] for r in _on_adventure(state) if r[1] == pid]


def _adventurer_variants(state: "GameState", pid: int, oid: int) -> list:
    """715.3d: cast from exile with its normal characteristics (not as an Adventure), paying its costs."""
    return [ADVENTURER_VARIANT] if oid in _adventurers(state, pid) else []


def _adventurer_quiet(state: "GameState", pid: int, zone: str) -> bool:
    return zone != Zone.EXILE or not state.designations.get("adventure")


_adventurer_variants.quiet = _adventurer_quiet  # type: ignore[attr-defined]
_adventurer_variants.zones = frozenset({Zone.EXILE})  # type: ignore[attr-defined]
SPELL_LEAVES.append(_adventure_resolves)
needs("adventure")(_adventurers)  # (engine/relevance.py)
CASTABLE_ZONES.append(_adventurers)
needs("adventure")(_adventurer_variants)  # (engine/relevance.py)
CAST_PERMISSIONS.append(_adventurer_variants)
IMPLEMENTED_KEYWORDS.add("Aftermath")  # 702.127a (its three static abilities: see the module docstring)


# ---------------------------------------------------------------- fuse (702.102)


def _fused_body(state: "GameState", o, body):
    """702.102d: a fused split spell follows the left half's instructions, then the right half's -- its two spell
    abilities as the two modes of one spell, both chosen (engine/casting._stage_modes), each with its own targets."""
    if "fuse" not in o.paid or o.card is None:
        return body
    cd = state.pool.get(o.card)
    halves = fused_halves(cd.faces)
    return Modal(modes=halves, min=len(halves), max=len(halves)) if halves else body


SPELL_BODY_REWRITES.append(_fused_body)
IMPLEMENTED_KEYWORDS.add("Fuse")  # 702.102a (every fuse card's halves are one plain spell ability each: fused_halves)
