"""Remembering values computed from long-lived immutable objects (ability trees, shared characteristics)."""
from __future__ import annotations

import functools
from typing import Any, Callable, TypeVar

T = TypeVar("T")


def by_identity(max_size: int = 20000) -> Callable[[Callable[[Any], T]], Callable[[Any], T]]:
    """Decorate a one-argument function of an immutable object so its result is remembered per object.

    Keyed by ``id``: the entry keeps its object alive, so the id can't be reused for another object while
    the entry exists; the memo is cleared when it reaches ``max_size`` entries. Only for arguments that
    never change (frozen tree nodes, tuples of them, characteristics shared as read-only)."""

    def deco(fn: Callable[[Any], T]) -> Callable[[Any], T]:
        memo: dict[int, tuple[Any, T]] = {}

        @functools.wraps(fn)
        def remembered(x: Any) -> T:
            hit = memo.get(id(x))
            if hit is not None and hit[0] is x:
                return hit[1]
            v = fn(x)
            if len(memo) >= max_size:
                memo.clear()
            memo[id(x)] = (x, v)
            return v

        remembered.cache_clear = memo.clear  # type: ignore[attr-defined]
        return remembered

    return deco
