"""A table's parts call back into the table without holding it (no Qt).

A table owns its parts (the seating, the turn loop, the desk); when a part also held the
table through a bound method, table and part made a reference cycle, which only the garbage
collector's walk of the heap frees: at 1,000 tables a walk of the whole heap paused every
table for up to hundreds of milliseconds (docs/SERVER.md, *One process near its floor*).
With the parts holding the table weakly, a table that leaves memory is freed at once by its
reference count, and what lives long may stay frozen out of the collector's sight.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import Any, Generic, TypeVar

R = TypeVar("R")


class Weakly(Generic[R]):
    """A bound method called through a weak reference to its object: once the object is
    gone, a call does nothing and returns ``default``."""

    __slots__ = ("_default", "_ref")

    def __init__(self, method: Callable[..., R], default: R) -> None:
        self._ref: weakref.WeakMethod[Callable[..., R]] = weakref.WeakMethod(method)
        self._default = default

    def __call__(self, *args: Any) -> R:
        live = self._ref()
        return self._default if live is None else live(*args)


__all__ = ["Weakly"]
