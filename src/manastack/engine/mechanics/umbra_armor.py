"""Umbra armor (702.89): "If enchanted permanent would be destroyed, instead remove all damage marked on it and
destroy this Aura." (702.89a; "totem armor" on older cards is the same ability, 702.89b.)

Each instance is a replacement ability of the Aura (614.1a), indexed with the permanent's other replacement
abilities (``triggers.KEYWORD_REPLACEMENTS``). It applies to any destruction of the enchanted permanent (an
effect's "destroy", lethal damage 704.5g, deathtouch 704.5h), even one that says it can't be regenerated (it
isn't regeneration). When several apply (two such Auras, or one and a regeneration shield), the enchanted
permanent's controller chooses which one (616.1).
"""
from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ...core.types import Zone
from ...tree.abilities import Keyword, Replacement
from ..events import destroy, log
from ..replacement import APPLIES, APPLY, KIND_EVENT, SIDE_EVENTS
from ..support import IMPLEMENTED_KEYWORDS
from ..triggers import KEYWORD_REPLACEMENTS
from ..chars import name_of

if TYPE_CHECKING:
    from ..state import GameState

_UMBRA = (Replacement("umbra_armor", affected=None),)  # (the enchanted permanent: see _applies)


@lru_cache(maxsize=16)
def _umbra(kw: Keyword) -> tuple:
    return _UMBRA


def _applies(state: "GameState", c, ev: dict) -> bool:
    """702.89a: the permanent this Aura enchants would be destroyed (701.8: put into its owner's graveyard
    from the battlefield by a destroy effect or a state-based action)."""
    if ev.get("cause") != "destroy" or ev.get("from") != Zone.BATTLEFIELD:
        return False
    aura = state.objects.get(c.source)
    return aura is not None and aura.zone == Zone.BATTLEFIELD and aura.attached_to == ev["object"]


def _apply(state: "GameState", c, ev: dict) -> list[dict]:
    return [{"kind": "umbra_armor", "object": ev["object"], "aura": c.source}]


def _instead(state: "GameState", e: dict) -> None:
    """702.89a: remove all damage marked on the enchanted permanent (and with it the deathtouch mark, 704.5h),
    then destroy the Aura."""
    oid, aura = e["object"], e["aura"]
    if oid in state.objects:
        o = state.mut(oid)
        o.damage = 0
        o.deathtouched = False
        state.touch()
        log(state, "replace", "702.89a", f"umbra armor: {name_of(state, oid)} isn't destroyed; all damage is "
            f"removed from it and {name_of(state, aura)} is destroyed instead")
    destroy(state, [aura], rule="702.89a")


KIND_EVENT["umbra_armor"] = "zone"
APPLIES["umbra_armor"] = _applies
APPLY["umbra_armor"] = _apply
SIDE_EVENTS["umbra_armor"] = _instead
KEYWORD_REPLACEMENTS["Umbra Armor"] = _umbra
IMPLEMENTED_KEYWORDS.add("Umbra Armor")
