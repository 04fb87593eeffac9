"""Keyword abilities activated from a graveyard whose cost exiles the card (702): each stands for an
:class:`Activated` ability with ``zone="graveyard"`` and ``exile_self`` in its cost, which the priority options
offer like encore and unearth (``mechanics_hooks.KEYWORD_ACTIVATED``).

- scavenge [cost] (702.97a): "[Cost], Exile this card from your graveyard: Put a number of +1/+1 counters equal to
  the power of the card you exiled on target creature. Activate only as a sorcery."
- embalm [cost] (702.128a): "[Cost], Exile this card from your graveyard: Create a token that's a copy of this card,
  except it's white, it has no mana cost, and it's a Zombie in addition to its other types. Activate only as a
  sorcery."
- eternalize [cost] (702.129a): the same, "except it's black, it's 4/4, it has no mana cost, and it's a Zombie in
  addition to its other types".

The exiled card is found in exile, where the cost put it (400.7j); its power and copiable values are read there
(they are the card's printed ones, as they were in the graveyard). The exceptions become part of the token's
copiable values (707.9b).
"""
from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from typing import TYPE_CHECKING

from ...core.colors import LETTER_BIT
from ...core.types import Zone
from ...tree.abilities import Activated, Body, Keyword, TargetSpec
from ...tree.effects import Mechanic
from ...tree.filters import Filter
from ...tree.refs import Target
from ..chars import chars
from ..evaluate import Env, lki, resolve_ref
from ..events import add_counters, create_tokens, log
from ..mechanics_hooks import KEYWORD_ACTIVATED
from ..support import IMPLEMENTED_KEYWORDS
from .base import mechanic
from ..copy import copiable_spec

if TYPE_CHECKING:
    from ..state import GameState


def _from_graveyard(kw: Keyword, body: Body) -> tuple:
    if kw.cost is None:
        return ()
    return (Activated(cost=replace(kw.cost, exile_self=True), body=body, timing="sorcery", zone="graveyard"),)


_SCAVENGE = Body(Mechanic("scavenge", (Target(0),)),
                 targets=(TargetSpec(Filter(types=("Creature",)), label="target creature"),))
_EMBALM = Body(Mechanic("embalm"))
_ETERNALIZE = Body(Mechanic("eternalize"))


@lru_cache(maxsize=256)
def _scavenge(kw: Keyword) -> tuple:
    """702.97a."""
    return _from_graveyard(kw, _SCAVENGE)


@lru_cache(maxsize=256)
def _embalm(kw: Keyword) -> tuple:
    """702.128a."""
    return _from_graveyard(kw, _EMBALM)


@lru_cache(maxsize=256)
def _eternalize(kw: Keyword) -> tuple:
    """702.129a."""
    return _from_graveyard(kw, _ETERNALIZE)


KEYWORD_ACTIVATED.update({"Scavenge": _scavenge, "Embalm": _embalm, "Eternalize": _eternalize})
IMPLEMENTED_KEYWORDS.update({"Scavenge", "Embalm", "Eternalize"})


def exiled_card(state: "GameState", source: int | None) -> int | None:
    """400.7j: the card an ability's "exile this card" cost put into exile (the source's new object)."""
    if source is None:
        return None
    if source in state.objects:
        return source if state.objects[source].zone == Zone.EXILE else None
    snap = lki(state, source)
    if snap is None:
        return None
    return next((i for i in state.exile if state.objects[i].uid == snap.get("uid")), None)


@mechanic("scavenge")
def _scavenge_effect(state: "GameState", ctx, node, progress, answer) -> None:
    """702.97a: counters equal to the exiled card's power."""
    card = exiled_card(state, ctx.source)
    if card is None:
        log(state, "effect", "400.7j", "the exiled card can't be found: no counters")
        return
    n = chars(state, card).power or 0
    env = Env(state, ctx.source, ctx.controller, ctx)
    for t in resolve_ref(env, node.args[0]):
        if n > 0 and t in state.objects and state.objects[t].zone == Zone.BATTLEFIELD:
            add_counters(state, t, "+1/+1", n, rule="702.97a")


def _zombie_copy(state: "GameState", ctx, color: str, pt: tuple | None, rule: str) -> None:
    card = exiled_card(state, ctx.source)
    if card is None:
        log(state, "effect", "400.7j", "the exiled card can't be found: no token is created")
        return
    spec = copiable_spec(state, card)
    subtypes = spec.subtypes if "Zombie" in spec.subtypes else spec.subtypes + ("Zombie",)
    spec = replace(spec, colors=LETTER_BIT[color], mana_cost=None, subtypes=subtypes)
    if pt is not None:
        spec = replace(spec, power=pt[0], toughness=pt[1])
    create_tokens(state, ctx.controller, spec, 1, rule=rule)


@mechanic("embalm")
def _embalm_effect(state: "GameState", ctx, node, progress, answer) -> None:
    """702.128a: a white Zombie copy with no mana cost."""
    _zombie_copy(state, ctx, "W", None, "702.128a")


@mechanic("eternalize")
def _eternalize_effect(state: "GameState", ctx, node, progress, answer) -> None:
    """702.129a: a black 4/4 Zombie copy with no mana cost."""
    _zombie_copy(state, ctx, "B", (4, 4), "702.129a")
