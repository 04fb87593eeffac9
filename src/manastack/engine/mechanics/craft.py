"""Craft (702.167): "Craft with [materials] [cost]" means "[Cost], Exile this permanent, Exile [materials] from among
permanents you control and/or cards in your graveyard: Return this card to the battlefield transformed under its
owner's control. Activate only as a sorcery." (702.167a)

- The keyword stands for an activated ability (``KEYWORD_ACTIVATED``) whose cost exiles the permanent itself and one
  material (``Cost.exile_from_among``: chosen with the cost's other choices from the other permanents its controller
  controls and the cards in their graveyard, 601.2h). Materials described by a card type or subtype alone match a
  permanent or a card of that type (702.167b: the filter is read for any object).
- As the ability resolves, the card is found in exile, where its cost put it (400.7j: by its identity as it left the
  battlefield), and returns transformed (712.14a: a card that can't enter transformed stays in exile).
- A number of materials ("Craft with two creatures"): the cost exiles exactly that many (the keyword's
  ``cost.exile_from_among``); "Craft with N or more [materials]" / "one or more": at least that many
  (``cost.exile_among_more``: after the N-th the player may choose more or say "done", 601.2h).
- 702.167c: the cards the cost exiled (the ability's ``memory["exiled"]``) are recorded for the permanent the card
  returns as (``designations["crafted_with"]``: permanent id -> card ids); "the exiled cards used to craft it"
  (:class:`~manastack.tree.refs.CraftedWith`) is those still in exile (a card that left exile is a new object,
  400.7). "the total power of" them (:class:`~manastack.tree.refs.TotalPowerOf`) sums their powers.
  Other references to them (their colors, "has each activated ability of", "an exiled card ... has flying",
  choosing one) aren't compiled: those cards stay unsupported.
"""
from __future__ import annotations

from dataclasses import replace
from functools import lru_cache

from ...core.types import Zone
from ...tree.abilities import Activated, Body, Keyword
from ...tree.effects import Mechanic
from ...tree.filters import Filter
from ...tree.refs import CraftedWith, TotalPowerOf
from ..effects.basic import enters_transformed
from ..evaluate import AMOUNTS, EXTRA_REFS, lki, resolve_ref
from ..events import log, move
from ..mechanics_hooks import KEYWORD_ACTIVATED
from ..support import IMPLEMENTED_KEYWORDS, implements, variant_check
from .base import mechanic

_RETURN = Body(Mechanic("craft_return"))
CRAFTED = "crafted_with"  # designations: {permanent id: the card ids its craft cost exiled} (702.167c)


@lru_cache(maxsize=256)
def _craft(kw: Keyword) -> tuple:
    """702.167a: the activated ability one craft keyword stands for."""
    if kw.cost is None or not isinstance(kw.arg, Filter):
        return ()
    materials = replace(kw.arg, kind="object", zone=None)  # 702.167b
    cost = replace(kw.cost, exile_self=True, exile_from_among=kw.cost.exile_from_among or 1, exile_filter=materials)
    return (Activated(cost=cost, body=_RETURN, timing="sorcery"),)


@mechanic("craft_return")
def _craft_return(state, ctx, node, progress, answer) -> None:
    """702.167a: "Return this card to the battlefield transformed under its owner's control"."""
    snap = lki(state, ctx.source) if ctx.source is not None else None
    card = None
    if ctx.source in state.objects:
        card = ctx.source if state.objects[ctx.source].zone == Zone.EXILE else None
    elif snap is not None:
        card = next((i for i in state.exile if state.objects[i].uid == snap.get("uid")), None)
    if card is None:
        log(state, "effect", "400.7j", "the exiled card can't be found: nothing returns")
        return
    o = state.objects[card]
    if not enters_transformed(state, o):
        log(state, "effect", "712.14a", "the card can't enter transformed: it stays in exile")
        return
    nid = move(state, card, Zone.BATTLEFIELD, controller=o.owner, face=1, why="craft", rule="702.167a",
               cause="effect")
    used = tuple(ctx.memory.get("exiled", ())) if ctx.memory else ()
    if nid is not None and used and state.objects.get(nid) is not None \
            and state.objects[nid].zone == Zone.BATTLEFIELD:  # 702.167c
        state.designations[CRAFTED] = {**(state.designations.get(CRAFTED) or {}), nid: used}
        state.touch()


def _crafted_with(env, ref: CraftedWith) -> tuple:
    """702.167c: the cards in exile that were exiled to pay the craft cost that put ``ref.source`` onto the
    battlefield (none for a permanent that wasn't crafted)."""
    rec = env.state.designations.get(CRAFTED)
    if not rec:
        return ()
    objs = env.state.objects
    return tuple(i for s in resolve_ref(env, ref.source) for i in rec.get(s, ())
                 if i in objs and objs[i].zone == Zone.EXILE)


def _total_power(env, a: TotalPowerOf) -> int:
    """"the total power of" the objects ``a.of`` finds (their current power where they are, 208.1)."""
    objs = env.state.objects
    return sum(env.ch(i).power or 0 for i in resolve_ref(env, a.of) if i >= 0 and i in objs)


EXTRA_REFS[CraftedWith] = _crafted_with
AMOUNTS[TotalPowerOf] = _total_power
implements("CraftedWith", "TotalPowerOf")


@variant_check("Keyword")
def _forms(n) -> list[str]:
    if n.name == "Craft" and (n.cost is None or not isinstance(n.arg, Filter)):
        return ["keyword Craft with materials the engine can't read"]
    return []


KEYWORD_ACTIVATED["Craft"] = _craft
IMPLEMENTED_KEYWORDS.add("Craft")
