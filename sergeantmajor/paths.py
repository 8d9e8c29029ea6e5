"""Where the game finds its files, however it was started.

Three layouts, tried in this order:

* a PyInstaller bundle: ``resources/`` and ``translations/`` under ``sys._MEIPASS`` (the
  ``_internal`` folder of the one-folder bundle, the unpack folder of the one-file executable);
* an installed wheel: the same folders shipped inside the package as ``sergeantmajor/_data``;
* a source checkout (also an editable install): the top-level ``resources/`` and
  ``translations/`` beside the package, recognised by the ``pyproject.toml`` next to them.

Every path is derived from this file's location or from ``sys._MEIPASS``, never from the current
directory, so the game works from a desktop launcher, a terminal anywhere, or a CI job.

``SHIPPED`` lists what an installation carries. The wheel build hook (``setup.py``) and the
PyInstaller spec (``packaging/sergeantmajor.spec``) both read it, so the two cannot drift apart;
they load this file by path, which is why it imports nothing but the standard library.
"""

from __future__ import annotations

import sys
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent

#: Glob patterns, relative to the project root, of the run-time data an installation carries,
#: keyed by the data folder they belong to. The card-art generator (``resources/cardart``,
#: ``resources/*.py``) stays out on purpose: it is a development tool, not game data.
SHIPPED: dict[str, tuple[str, ...]] = {
    "resources": (
        "resources/cards/*.svg",
        "resources/icons/*.svg",
        "resources/fonts/*.ttf",
        "resources/fonts/LICENSE*",
    ),
    "translations": ("translations/*.qm",),
}


def _candidates(name: str) -> list[Path]:
    """The folders that may hold the data folder ``name``, most specific first."""
    found = []
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        found.append(Path(frozen) / name)
    found.append(_PACKAGE / "_data" / name)  # installed wheel
    # Only a real checkout counts: an installed package's parent is site-packages, where some
    # unrelated distribution may well have put a top-level ``resources`` folder.
    if (_PACKAGE.parent / "pyproject.toml").is_file():
        found.append(_PACKAGE.parent / name)
    return found


def data_dir(name: str) -> Path:
    """The folder ``resources`` or ``translations`` of this installation.

    Raises ``FileNotFoundError`` naming every place looked at when none exists, so a broken
    installation says what is missing instead of failing later on a missing card.
    """
    candidates = _candidates(name)
    for path in candidates:
        if path.is_dir():
            return path
    raise FileNotFoundError(
        f"the game's {name} folder is missing (looked in "
        + ", ".join(str(p) for p in candidates)
        + "); reinstall the game"
    )


def resource_path(*parts: str) -> Path:
    """A file under ``resources/``, e.g. ``resource_path("cards", "AS.svg")``."""
    return data_dir("resources").joinpath(*parts)


def translations_dir() -> Path:
    """The folder of compiled ``.qm`` catalogues (ours, and in a bundle Qt's ``qtbase_*``)."""
    return data_dir("translations")


def is_frozen() -> bool:
    """True inside a PyInstaller bundle."""
    return bool(getattr(sys, "frozen", False) and getattr(sys, "_MEIPASS", None))
