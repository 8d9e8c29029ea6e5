"""The embedded font: the game's text renders, Latin and Cyrillic, even on a machine with no fonts.

Qt finds system fonts through fontconfig. A minimal container, a kiosk image or a fresh
install without ``fonts-*`` packages has none, and every label turns into empty boxes. The game
therefore ships DejaVu Sans (``resources/fonts/``, license beside it) and registers it with
Qt at start-up. Registration alone is enough: Qt resolves the default family ("Sans Serif") to
it when nothing else exists, and falls back to it per character when a system font lacks a
script (a Latin-only font meeting Bulgarian text), while a normal desktop keeps its own font.

Call :func:`install_fonts` once, right after the ``QApplication`` is created and before the
first widget is shown.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtGui import QFontDatabase, QGuiApplication

from sergeantmajor.paths import resource_path

log = logging.getLogger(__name__)

#: The family name of the embedded font, as its files declare it.
EMBEDDED_FAMILY = "DejaVu Sans"


def font_files() -> list[Path]:
    """The embedded font files (``resources/fonts/*.ttf``), in a stable order."""
    try:
        folder = resource_path("fonts")
    except FileNotFoundError:
        return []
    return sorted(folder.glob("*.ttf"))


def install_fonts() -> str | None:
    """Register the embedded fonts with Qt; return their family name, or ``None`` if none loaded.

    Needs a ``QGuiApplication`` (Qt's font database lives in it), else ``RuntimeError``. A
    missing or damaged font file is only logged: the game goes on with the system's fonts.
    """
    if QGuiApplication.instance() is None:
        raise RuntimeError("install_fonts() needs a QApplication: create it first")
    family: str | None = None
    for path in font_files():
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id < 0:
            log.warning("could not load the embedded font %s", path)
            continue
        families = QFontDatabase.applicationFontFamilies(font_id)
        if families and family is None:
            family = families[0]
    if family is None:
        log.warning("no embedded font loaded; text relies on the system's fonts")
    return family
