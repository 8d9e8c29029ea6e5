"""What the PyInstaller bundle carries besides code, and where inside it (used by the spec).

Kept apart from ``sergeantmajor.spec`` so the tests can check the very same layout against
``sergeantmajor/paths.py`` without running PyInstaller: inside the bundle, ``sys._MEIPASS``
holds ``resources/...`` and ``translations/...`` exactly as in the source tree.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: Qt's own catalogues shipped for the standard dialogs and buttons, one per game language.
QT_LANGUAGES = ("es", "bg")


def shipped_patterns() -> dict[str, tuple[str, ...]]:
    """``sergeantmajor.paths.SHIPPED``, loaded by file name (no package import, no Qt)."""
    spec = importlib.util.spec_from_file_location("_sm_paths", ROOT / "sergeantmajor" / "paths.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.SHIPPED


def game_datas(root: Path = ROOT) -> list[tuple[str, str]]:
    """(source file, folder inside the bundle) for the game's resources and translations."""
    datas = []
    for patterns in shipped_patterns().values():
        for pattern in patterns:
            for source in sorted(root.glob(pattern)):
                if source.is_file():
                    datas.append((str(source), source.parent.relative_to(root).as_posix()))
    return datas


def qt_catalogues(languages: tuple[str, ...] = QT_LANGUAGES) -> list[tuple[str, str]]:
    """Qt's ``qtbase_<lang>.qm`` files, to go into the bundle's ``translations/`` folder.

    ``sergeantmajor.app.i18n`` looks for them there when frozen. Raises ``SystemExit`` when
    PySide6 lacks one: a bundle whose Cancel buttons stay English should not ship unnoticed.
    """
    from PySide6.QtCore import QLibraryInfo

    folder = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    found = []
    for lang in languages:
        path = folder / f"qtbase_{lang}.qm"
        if not path.is_file():
            raise SystemExit(f"Qt's catalogue {path} is missing; reinstall PySide6-Essentials")
        found.append((str(path), "translations"))
    return found
