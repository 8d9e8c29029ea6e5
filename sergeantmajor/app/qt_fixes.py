"""A guard against a reference-count bug of the installed PySide6 on Python 3.11.

With PySide6 6.12.0 on CPython 3.11, every call of a Qt method that returns nothing (``void``)
hands ``None`` back without taking a reference, so each call lowers ``None``'s reference count
by one (measured: 100 calls of ``QObject.setObjectName`` -> -100). After a few thousand calls
Python aborts with "none_dealloc: deallocating None". From Python 3.12 on, ``None`` is immortal
and the bug is harmless. On 3.11 we give ``None`` a reference count so large that the leak can
never reach zero (2**40 calls), which is what 3.12's immortality does by design.
"""

from __future__ import annotations

import ctypes
import sys

_DONE = False


def keep_none_alive() -> None:
    """Make ``None``, ``True`` and ``False`` effectively immortal on Python < 3.12 (idempotent)."""
    global _DONE
    if _DONE or sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return
    # ob_refcnt is the first field of every CPython object (a Py_ssize_t). True and False
    # suffer from the same kind of leak (seen as "bool_dealloc" aborts at exit).
    for singleton in (None, True, False):
        ctypes.c_ssize_t.from_address(id(singleton)).value += 1 << 40
    _DONE = True
