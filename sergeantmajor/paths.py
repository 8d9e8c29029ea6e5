"""Where the game finds its files, however it was started.

Three cases: a source checkout (``resources/`` and ``translations/`` beside the package),
an installed wheel (the same folders shipped inside the package as ``sergeantmajor/_data``),
and a PyInstaller bundle (``sys._MEIPASS``). Nothing here depends on the current directory.
"""

from __future__ import annotations

import sys
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def _candidates(name: str) -> list[Path]:
    found = []
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        found.append(Path(frozen) / name)
    found.append(_PACKAGE / "_data" / name)  # installed wheel
    found.append(_PACKAGE.parent / name)  # source checkout
    return found


def data_dir(name: str) -> Path:
    """The folder ``resources`` or ``translations`` of this installation."""
    for path in _candidates(name):
        if path.is_dir():
            return path
    raise FileNotFoundError(f"the game's {name} folder is missing (looked in "
                            + ", ".join(str(p) for p in _candidates(name)) + ")")


def resource_path(*parts: str) -> Path:
    """A file under ``resources/``, e.g. ``resource_path("cards", "AS.svg")``."""
    return data_dir("resources").joinpath(*parts)


def translations_dir() -> Path:
    """The folder of compiled ``.qm`` catalogues."""
    return data_dir("translations")
