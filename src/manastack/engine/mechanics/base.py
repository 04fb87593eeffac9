"""The mechanics' registry: the decorators a mechanic module registers its handlers with (``Mechanic``,
``GameAction`` and ``Designate`` nodes, dispatched by name through the tables in
:mod:`manastack.engine.mechanics_hooks`), kept out of the package ``__init__`` so the mechanic modules
import it without an import cycle."""
from __future__ import annotations

from ...tree import effects as E
from ...tree.refs import Ref, You
from ..chars import chars, outside_effects
from ..effects import effect
from ..mechanics_hooks import DESIGNATIONS, GAME_ACTIONS, MECHANIC_EFFECTS
from ..support import IMPLEMENTED_MECHANICS


def mechanic(*names: str):
    """Register a handler for ``Mechanic(name)`` effects."""
    def deco(fn):
        for n in names:
            MECHANIC_EFFECTS[n] = fn
            IMPLEMENTED_MECHANICS.add(n)
        return fn
    return deco


def game_action(*names: str):
    """Register a handler for ``GameAction(action)`` effects."""
    def deco(fn):
        for n in names:
            GAME_ACTIONS[n] = fn
            IMPLEMENTED_MECHANICS.add(n)
        return fn
    return deco


def designation(*names: str):
    """Register a handler for ``Designate(designation)`` effects (e.g. the monarch, 725)."""
    def deco(fn):
        for n in names:
            DESIGNATIONS[n] = fn
            IMPLEMENTED_MECHANICS.add(n)
        return fn
    return deco


@effect(E.Mechanic)
def _mechanic(state, ctx, node, progress, answer):
    h = MECHANIC_EFFECTS.get(node.name)
    if h is None:
        raise NotImplementedError(f"no interpreter for mechanic {node.name!r}")
    h(state, ctx, node, progress, answer)


@effect(E.GameAction)
def _game_action(state, ctx, node, progress, answer):
    h = GAME_ACTIONS.get(node.action)
    if h is None:
        raise NotImplementedError(f"no interpreter for game action {node.action!r}")
    h(state, ctx, node, progress, answer)


@effect(E.Designate)
def _designate(state, ctx, node, progress, answer):
    h = DESIGNATIONS.get(node.designation)
    if h is None:
        raise NotImplementedError(f"no interpreter for the designation {node.designation!r}")
    h(state, ctx, node, progress, answer)


def who_of(node) -> object:
    """The player reference of a ``Mechanic`` node: its first argument when that is a reference
    (the compiler puts the acting player there), else "you"."""
    if node.args and isinstance(node.args[0], Ref):
        return node.args[0]
    return You()


def graveyard_quiet(state, pid: int, zone: str, keywords: frozenset, memo: dict) -> bool:
    """For a cast permission from a graveyard keyword (escape, retrace, disturb): True when it has nothing to add —
    the zone asked about is not a graveyard, or no card in ``pid``'s graveyard has one of ``keywords``. ``memo``
    (card name -> bool) is the caller's own, kept per card name as the printed card decides it."""
    if zone != "graveyard":
        return True
    objs = state.objects
    if outside_effects(state):  # (a static ability may grant them to cards there, 611.3a: no memo by name)
        return not any(keywords & chars(state, oid).keywords for oid in state.graveyard[pid])
    for oid in state.graveyard[pid]:
        name = objs[oid].card
        hit = memo.get(name)
        if hit is None:
            hit = memo[name] = bool(keywords & chars(state, oid).keywords)
        if hit:
            return False
    return True
