"""An object's abilities together with those that rules and keywords stand for: equip (702.6a), cycling and
typecycling (702.29a, 702.29e), crew (702.122a) and the keywords mechanic modules add (``KEYWORD_ACTIVATED``).
A function of the characteristics alone, so ability indices are stable for given characteristics."""
from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ..core.memo import by_identity
from ..tree.abilities import Activated, Body, Keyword, TargetSpec
from ..tree.effects import Attach, Draw, Search
from ..tree.filters import Filter
from ..tree.refs import Num, Target, This, You
from . import upcalls
from .chars import chars
from .charvalues import Chars
from .mechanics_hooks import KEYWORD_ACTIVATED

if TYPE_CHECKING:
    from .state import GameState


_EQUIP_TARGET = TargetSpec(Filter(types=("Creature",), controller="you"), 1, 1, "target creature you control")


def keyword_abilities(c: Chars) -> tuple:
    """Activated abilities that keywords stand for: equip (702.6a), cycling and typecycling
    (702.29a, 702.29e: they function only from the hand), crew (702.122a)."""
    return _keyword_abilities(c.abilities)


@by_identity(50_000)
def _keyword_abilities(abilities: tuple) -> tuple:
    out = []
    for kw in abilities:
        if type(kw) is Keyword and kw.name == "Crew" and type(kw.arg) is int:
            out.append(upcalls.crew_ability(kw.arg))  # 702.122a
            continue
        if type(kw) is not Keyword or kw.cost is None:
            continue
        if kw.name == "Equip":
            out.append(Activated(cost=kw.cost, body=Body(Attach(This(), Target(0)), (_EQUIP_TARGET,)),
                                 timing="sorcery"))
        elif kw.name == "Cycling":
            out.append(Activated(cost=replace(kw.cost, discard_self=True), body=Body(Draw(You(), Num(1))),
                                 zone="hand"))
        elif kw.name == "Typecycling" and isinstance(kw.arg, Filter):
            f = replace(kw.arg, kind="card", zone="library")
            out.append(Activated(cost=replace(kw.cost, discard_self=True),
                                 body=Body(Search(You(), f, Num(1), zone="hand", reveal=True)), zone="hand"))
        elif kw.name in KEYWORD_ACTIVATED:  # ninjutsu, unearth, encore... (mechanic modules)
            out.extend(KEYWORD_ACTIVATED[kw.name](kw))
    return tuple(out)


def expanded_abilities(state: "GameState", oid: int, c: Chars | None = None) -> tuple:
    """An object's abilities with those implied by rules and keywords (305.6, 702.6a) appended, so
    ability indices are stable for a given set of characteristics. (A function of the characteristics
    alone: listing priority options keeps it with the characteristics cache.)"""
    if c is None:
        c = chars(state, oid)
    extra = keyword_abilities(c)  # (305.6: basic land types' mana abilities are in the characteristics)
    return c.abilities + extra if extra else c.abilities
