"""The seed mechanics (DESIGN: "one module per mechanic family"), each citing its CR section:

- :mod:`.prototype` — prototype (702.160, 718)
- :mod:`.casting_extra` — casting cards during resolution and cast permissions (608.2g, 707.12, 601.3)
- :mod:`.attractions` — Attractions (717, 701.51, 701.52, 702.159)
- :mod:`.player_control` — controlling another player (723)
- :mod:`.monarch` — the monarch (725) and "until" exile (610.3)
- :mod:`.restart` — restarting the game (727)
- :mod:`.subgame` — subgames (729)
- :mod:`.linked` — "the exiled card" of linked abilities (607.2a); "a spell that targets ~" (115.9b)
- :mod:`.partner` — partner abilities (702.124; deck construction only)
- :mod:`.transform` — transforming double-faced cards (701.27, 712)
- :mod:`.emblems` — emblems' abilities in the command zone (114)
- loop detection lives in :mod:`manastack.engine.loops` (104.4b, 104.4f, 732)

``Mechanic``, ``GameAction`` and ``Designate`` nodes are dispatched by name through the tables in
:mod:`manastack.engine.mechanics_hooks`; a name is registered as implemented (``engine/support.py``)
by the module that interprets it."""
from __future__ import annotations

from ...tree import effects as E
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
    from ...tree.refs import Ref, You

    if node.args and isinstance(node.args[0], Ref):
        return node.args[0]
    return You()


from . import (  # noqa: F401  (registers the mechanics)
    attractions,
    casting_extra,
    emblems,
    linked,
    monarch,
    outcome,
    partner,
    player_control,
    prototype,
    restart,
    subgame,
    transform,
)
