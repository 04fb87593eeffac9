"""Overload (702.96): "You may choose to pay [cost] rather than pay this spell's mana cost" (an alternative cost,
118.9, cast variant ``alt:<i>+overload``) and "If you chose to pay this spell's overload cost, change its text by
replacing all instances of the word 'target' with the word 'each'" (a text-changing effect, 612; 702.96b: the
spell then has no targets). The rewrite turns each ``Target(i)`` of the spell's body into ``Each`` of what target
slot ``i`` could have chosen (its filter), and drops the target slots (``targets.SPELL_BODY_REWRITES``).
"""
from __future__ import annotations

from dataclasses import fields, replace
from typing import Any

from ...tree.abilities import Body
from ...tree.base import Node
from ...tree.refs import Each, Target
from ..casting import ALT_COST_KEYWORDS
from ..support import IMPLEMENTED_KEYWORDS
from ..targets import SPELL_BODY_REWRITES


def _each(v: Any, specs: tuple) -> Any:
    if type(v) is Target:
        return Each(specs[v.index].filter) if v.index < len(specs) and specs[v.index].filter is not None else v
    if type(v) is Body:
        return v  # (a nested ability's own targets)
    if isinstance(v, Node):
        changed = {}
        for f in fields(v):
            old = getattr(v, f.name)
            new = _each(old, specs)
            if new is not old:
                changed[f.name] = new
        return replace(v, **changed) if changed else v
    if isinstance(v, tuple):
        new_t = tuple(_each(x, specs) for x in v)
        return new_t if any(a is not b for a, b in zip(new_t, v)) else v
    return v


def overloaded(body: Any) -> Any:
    """702.96a: "target" becomes "each" in a spell's body."""
    if type(body) is not Body or not body.targets:
        return body
    return Body(effect=_each(body.effect, body.targets), targets=())


def _rewrite(state, o, body):
    return overloaded(body) if o.paid and "overload" in o.paid else body


SPELL_BODY_REWRITES.append(_rewrite)
ALT_COST_KEYWORDS["Overload"] = "overload"
IMPLEMENTED_KEYWORDS.add("Overload")
