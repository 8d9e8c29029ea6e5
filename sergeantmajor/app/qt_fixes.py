"""A guard against a reference-count bug of some PySide6 releases on Python 3.11.

The project pins PySide6 6.11, which does not have this bug; the guard is for an environment
that brings another release. With PySide6 6.12.0 on CPython 3.11, every call of a Qt method
that returns nothing (``void``) hands ``None`` back without taking a reference (measured: 100
calls of ``QObject.setObjectName`` lower ``None``'s count by 100), and after a few thousand
calls Python aborts with "none_dealloc: deallocating None". From Python 3.12 on, ``None`` is
immortal and the bug is harmless. Where the leak is measured, we give ``None`` (and ``True``,
``False``) a reference count so large that it can never reach zero, which is what 3.12 does.
"""

from __future__ import annotations

import sys

_DONE = False


def keep_none_alive() -> None:
    """Make ``None``, ``True`` and ``False`` effectively immortal on Python < 3.12 (idempotent)."""
    global _DONE
    if _DONE or sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return
    _DONE = True
    if not _void_calls_leak_none():
        return
    try:
        import ctypes  # only where the leak is measured (not on every start)
    except ImportError:  # the bundle leaves ctypes out: it carries a PySide6 without the leak
        print("warning: this PySide6 loses references to None and ctypes is missing to guard "
              "against it; the game may abort", file=sys.stderr)
        return

    # ob_refcnt is the first field of every CPython object (a Py_ssize_t). True and False
    # suffer from the same kind of leak (seen as "bool_dealloc" aborts at exit).
    for singleton in (None, True, False):
        ctypes.c_ssize_t.from_address(id(singleton)).value += 1 << 40


def _void_calls_leak_none() -> bool:
    """Whether this PySide6 loses a reference to None on a void call (measured, not assumed)."""
    from PySide6.QtCore import QObject

    probe = QObject()
    before = sys.getrefcount(None)
    for _ in range(16):
        probe.setObjectName("probe")
    return sys.getrefcount(None) < before - 8
