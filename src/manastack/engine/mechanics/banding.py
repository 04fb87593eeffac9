"""Banding (702.22): attacking bands, band-wide blocks, and the other player dividing combat damage.

- 702.22c-d: as attackers are declared, the active player may put attacking creatures into bands: one or more
  with banding and at most one without, all attacking the same player, planeswalker or battle. The attack
  declaration offers ``("band", x, y)``: put x and y (and the bands they are already in) into one band, offered
  only when the resulting band is legal. A band is kept in ``state.combat["bands"]`` (tuples of creatures) once
  attackers are declared; while declaring, in ``state.combat["pending_bands"]``.
- 702.22e-f: a band lasts for the rest of combat, whatever abilities its members lose later; a creature removed
  from combat leaves its band.
- 702.22h: when a creature in a band becomes blocked by a creature, each other creature in the band becomes
  blocked by that creature too (so the blocker is blocking each of them).
- 702.22j-k: an attacking creature blocked by a creature with banding has its combat damage divided by the
  defending player among the creatures blocking it; a blocking creature that blocks a creature with banding has
  its damage divided by the active player among the creatures it blocks (and, by the rulings of the cards that
  may assign damage "as though it weren't blocked", that player also makes that choice).

- "Bands with other [quality]" (702.22b-c, j-k; the keyword ``"Bands with Other"`` with the quality as its filter):
  one or more attacking [quality] creatures with it and any number of other attacking [quality] creatures may form
  a band; an attacker blocked by both a [quality] creature with it and another [quality] creature has its damage
  divided by the defending player, and a blocker blocking both such creatures by the active player.

702.22i ("if one member of a band would become blocked due to an effect") has no effect to apply to yet: nothing
the compiler reads makes a creature become blocked. "Loses all 'bands with other' abilities" (Shelkin Brownie;
Tolaria's "loses banding and all ...") removes every "bands with other" instance in layer 6 (702.22b, 613.1f;
``RemoveAbilities(keywords=("Bands with Other",))``); a band already formed stays (702.22e).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...tree.abilities import Keyword
from ..chars import chars, name_of
from ..combat import COMBAT_HOOKS, defending_player_of
from ..evaluate import Env, matches
from ..events import log
from ..relevance import needs
from ..support import IMPLEMENTED_KEYWORDS

if TYPE_CHECKING:
    from ..state import GameState

IMPLEMENTED_KEYWORDS.update({"Banding", "Bands with Other"})
BWO = "Bands with Other"


def _bands(state: "GameState", key: str) -> tuple:
    return tuple(state.combat.get(key, ()) or ())


def band_of(state: "GameState", oid: int, key: str = "bands") -> tuple:
    """The band ``oid`` is in (702.22c), or just ``(oid,)``."""
    for b in _bands(state, key):
        if oid in b:
            return b
    return (oid,)


def _has_banding(state: "GameState", oid: int) -> bool:
    return oid in state.objects and "Banding" in chars(state, oid).keywords


def _bwo(state: "GameState", oid: int) -> list:
    """702.22b: the qualities (filters) of ``oid``'s "bands with other [quality]" abilities."""
    if oid not in state.objects:
        return []
    c = chars(state, oid)
    if BWO not in c.keywords:
        return []
    return [a.arg for a in c.abilities if type(a) is Keyword and a.name == BWO and a.arg is not None]


def _is(state: "GameState", oid: int, quality) -> bool:
    return oid in state.objects and matches(Env(state, oid, chars(state, oid).controller), quality, oid)


def _quality_band(state: "GameState", members: tuple) -> bool:
    """702.22c: one or more [quality] creatures with "bands with other [quality]" and any number of other [quality]
    creatures (all of them of that quality)."""
    return any(all(_is(state, m, q) for m in members) for x in members for q in _bwo(state, x))


def _legal_band(state: "GameState", members: tuple) -> bool:
    """702.22c: one or more creatures with banding and up to one without; or a band of one quality."""
    n_with = sum(1 for m in members if _has_banding(state, m))
    return (n_with >= 1 and len(members) - n_with <= 1) or _quality_band(state, members)


def _quality_pair(state: "GameState", group) -> bool:
    """702.22j-k: among ``group``, a [quality] creature with "bands with other [quality]" and another [quality]
    creature."""
    group = [g for g in group if g in state.objects]
    return any(sum(1 for y in group if _is(state, y, q)) >= 2 and _is(state, x, q)
               for x in group for q in _bwo(state, x))


@needs("banding", "bands with other")
def _band_options(state: "GameState") -> tuple:
    """702.22c-d: the bands the active player may still form among the creatures declared so far."""
    cb = state.combat
    pending = cb["pending"]
    if len(pending) < 2 or not any(_has_banding(state, a) or _bwo(state, a) for a in pending):
        return ()
    out = []
    atts = sorted(pending)
    for i, x in enumerate(atts):
        bx = band_of(state, x, "pending_bands")
        for y in atts[i + 1:]:
            if y in bx or pending[x] != pending[y]:
                continue
            if x != min(bx) or y != min(band_of(state, y, "pending_bands")):
                continue  # (one option per pair of bands: their first members)
            if _legal_band(state, bx + band_of(state, y, "pending_bands")):
                out.append(("band", x, y))
    return tuple(out)


@needs("banding", "bands with other")
def _band_choice(state: "GameState", choice: tuple) -> None:
    """702.22c: form a band (``("band", x, y)``), or drop a creature no longer declared from its band."""
    cb = state.combat
    bands = _bands(state, "pending_bands")
    if choice[0] == "band":
        x, y = choice[1], choice[2]
        merged = band_of(state, x, "pending_bands") + band_of(state, y, "pending_bands")
        cb["pending_bands"] = tuple(b for b in bands if x not in b and y not in b) + (tuple(sorted(merged)),)
    elif choice[0] == "remove":
        kept = []
        for b in bands:
            b = tuple(m for m in b if m != choice[1])
            if len(b) >= 2 and _legal_band(state, b):
                kept.append(b)
        cb["pending_bands"] = tuple(kept)


@needs("banding", "bands with other")
def _bands_declared(state: "GameState", declared: dict) -> None:
    """702.22c, 702.22e: the bands formed become the attacking bands for the rest of combat."""
    cb = state.combat
    bands = tuple(b for b in _bands(state, "pending_bands") if all(m in declared for m in b))
    cb.pop("pending_bands", None)
    if not bands:
        return
    cb["bands"] = _bands(state, "bands") + bands
    for b in bands:
        log(state, "attackers", "702.22c", " and ".join(name_of(state, m) for m in b) + " attack as a band")


@needs("banding", "bands with other")
def _band_blocks(state: "GameState") -> None:
    """702.22h: a creature blocking one member of a band blocks each creature in that band."""
    cb = state.combat
    if not cb.get("bands"):
        return
    blockers = dict(cb["blockers"])
    bb = dict(cb["blocked_by"])
    for b, atts in cb["blockers"].items():
        more = []
        for a in atts:
            for m in band_of(state, a):
                if m not in atts and m not in more and m in cb["attackers"]:
                    more.append(m)
        if not more:
            continue
        blockers[b] = tuple(atts) + tuple(more)
        for m in more:
            bb[m] = bb.get(m, ()) + (b,)
        log(state, "blockers", "702.22h", f"{name_of(state, b)} also blocks "
            + ", ".join(name_of(state, m) for m in more) + " (in the same band)")
    cb["blockers"] = blockers
    cb["blocked_by"] = bb
    state.touch_light()


@needs("banding", "bands with other")
def _band_removed(state: "GameState", oid: int) -> None:
    """702.22f: a creature removed from combat is removed from its band."""
    cb = state.combat
    bands = _bands(state, "bands")
    if bands and any(oid in b for b in bands):
        cb["bands"] = tuple(k for k in (tuple(m for m in b if m != oid) for b in bands) if len(k) >= 2)


@needs("banding", "bands with other")
def _band_assigner(state: "GameState", oid: int) -> int | None:
    """702.22j: the defending player divides the damage of an attacker blocked by a creature with banding;
    702.22k: the active player divides the damage of a blocker blocking a creature with banding."""
    cb = state.combat
    if oid in cb["attackers"]:
        blockers = [b for b in cb["blocked_by"].get(oid, ()) if b in state.objects]
        if any(_has_banding(state, b) for b in blockers) or _quality_pair(state, blockers):
            d = cb["attackers"].get(oid)
            dp = defending_player_of(state, d) if d is not None else cb.get("orphans", {}).get(oid)
            return dp if dp is not None else chars(state, blockers[0]).controller
        return None
    if oid in cb["blockers"]:
        blocked = [a for a in cb["blockers"][oid] if a in cb["attackers"]]
        if any(_has_banding(state, a) for a in blocked) or _quality_pair(state, blocked):
            return state.active
    return None


COMBAT_HOOKS["attack_options"].append(_band_options)
COMBAT_HOOKS["attack_choice"].append(_band_choice)
COMBAT_HOOKS["attackers_declared"].append(_bands_declared)
COMBAT_HOOKS["blocks_declared"].append(_band_blocks)
COMBAT_HOOKS["removed"].append(_band_removed)
COMBAT_HOOKS["assigner"].append(_band_assigner)
