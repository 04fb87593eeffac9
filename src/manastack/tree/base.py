"""Node base machinery for ability trees: a registry of node classes and a JSON codec.

Ability trees are immutable plain data (frozen dataclasses holding ints, strings, tuples, and other
nodes), so a game state may hold them, forks may share them, and ``save()`` can write them.
"""
from __future__ import annotations

from dataclasses import MISSING, dataclass, fields
from typing import Any, TypeVar

from ..core.mana import ManaCost

NODE_TYPES: dict[str, type] = {}

T = TypeVar("T")


def node(cls: type[T]) -> type[T]:
    """Class decorator: make a frozen, slotted dataclass and register it by class name."""
    dc = dataclass(frozen=True, slots=True)(cls)
    if dc.__name__ in NODE_TYPES and NODE_TYPES[dc.__name__] is not dc:
        raise TypeError(f"duplicate node type {dc.__name__}")
    NODE_TYPES[dc.__name__] = dc
    return dc


class Node:
    """Base of every tree node."""

    __slots__ = ()

    def children(self):
        for f in fields(self):  # type: ignore[arg-type]
            v = getattr(self, f.name)
            if isinstance(v, Node):
                yield v
            elif isinstance(v, tuple):
                for x in v:
                    if isinstance(x, Node):
                        yield x

    def walk(self):
        """Every node in this tree, depth first (self first)."""
        yield self
        for c in self.children():
            yield from c.walk()


_DEFAULTS: dict[type, tuple] = {}
_MISSING = object()


def _defaults(cls: type) -> tuple:
    hit = _DEFAULTS.get(cls)
    if hit is None:
        hit = tuple((f.name, f.default if f.default is not MISSING else _MISSING) for f in fields(cls))
        _DEFAULTS[cls] = hit
    return hit


_PLAIN = frozenset({str, int, bool, float, type(None)})


def encode(v: Any) -> Any:
    """Encode a tree (or any plain value holding nodes) as JSON-ready data."""
    if type(v) in _PLAIN:  # (most values: tested first)
        return v
    if isinstance(v, Node):
        d: dict[str, Any] = {"@": type(v).__name__}
        for name, default in _defaults(type(v)):
            x = getattr(v, name)
            if x is default or (x == default and type(x) is type(default)):
                continue  # defaults are omitted: saves stay small and readable
            d[name] = encode(x)
        return d
    if isinstance(v, ManaCost):
        return {"@cost": str(v)}
    if isinstance(v, tuple):
        return [encode(x) for x in v]
    if isinstance(v, list):
        return {"@list": [encode(x) for x in v]}
    if isinstance(v, dict):
        return {"@dict": [[encode(k), encode(x)] for k, x in v.items()]}
    if isinstance(v, frozenset):
        return {"@set": sorted((encode(x) for x in v), key=repr)}
    return v


def decode(v: Any) -> Any:
    """Inverse of :func:`encode` (JSON lists become tuples)."""
    if isinstance(v, list):
        return tuple(decode(x) for x in v)
    if isinstance(v, dict):
        if "@" in v:
            cls = NODE_TYPES.get(v["@"])
            if cls is None:
                raise ValueError(f"unknown node type {v['@']!r}")
            kw = {k: decode(x) for k, x in v.items() if k != "@"}
            return cls(**kw)
        if "@cost" in v:
            return ManaCost.parse(v["@cost"])
        if "@list" in v:
            return [decode(x) for x in v["@list"]]
        if "@dict" in v:
            return {decode(k): decode(x) for k, x in v["@dict"]}
        if "@set" in v:
            return frozenset(decode(x) for x in v["@set"])
        raise ValueError(f"cannot decode object with keys {sorted(v)}")
    return v
