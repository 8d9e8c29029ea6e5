"""The model-view layer between the engine and the window: controller, models, storage, words."""

from .qt_fixes import keep_none_alive

# Before any Qt call: see qt_fixes (PySide6 6.12 on Python 3.11 leaks references to None).
keep_none_alive()
