"""A quicker answer to the question PySide6 asks of every module imported after it.

PySide6 (6.4 and later) hooks ``import`` to support ``from __feature__ import snake_case``: for
each module imported after ``PySide6.QtCore`` it calls ``shibokensupport.feature.
_mod_uses_pyside(module)``, which reads the module's whole source with ``inspect.getsource``
and looks for the word "PySide6". The game imports some 80 modules after Qt at start-up; that
costs it 15-25 ms of CPU (40-60 ms on a busy core) before its window can appear, measured with
``packaging/startup-bench.sh``. :func:`install` asks the same question by reading the file's
bytes, and leaves every other case (no ``.py`` file, unreadable) to PySide6's own function, so
the answer is the same for every module. If a PySide6 release drops the hook, nothing happens.

``inspect.getsource`` leaves every file it read in :mod:`linecache`: the modules imported
between PySide6 and :func:`install` (``enum``, ``types``, PySide6's own ``__init__``, ...),
some 0.25 MB of source lines held for the whole run. :func:`install` empties that cache (it
is only a cache: a traceback reads the file again).
"""

from __future__ import annotations

import linecache
import sys
from collections.abc import Callable
from types import ModuleType


def install() -> bool:
    """Replace PySide6's source scan by a byte search (idempotent); ``False`` if not there."""
    feature = sys.modules.get("shibokensupport.feature")
    original: Callable[[ModuleType], bool] | None = getattr(feature, "_mod_uses_pyside", None)
    if original is None or getattr(original, "byte_search", False):
        return False

    def uses_pyside(module: ModuleType) -> bool:
        path = getattr(module, "__file__", None)
        if not isinstance(path, str) or not path.endswith(".py"):
            return original(module)
        try:
            with open(path, "rb") as handle:
                return b"PySide6" in handle.read()
        except OSError:
            return original(module)

    uses_pyside.byte_search = True  # type: ignore[attr-defined]
    feature._mod_uses_pyside = uses_pyside  # type: ignore[union-attr]
    linecache.clearcache()  # the source PySide6's own scan read so far (see the docstring)
    return True
