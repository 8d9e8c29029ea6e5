"""Render the application icon at the freedesktop sizes, into ``packaging/linux/icons/hicolor``.

The PNGs are committed (a desktop needs them without Qt at install time); rerun this after the
icon SVG changes::

    python packaging/linux/make_icons.py

Output: ``icons/hicolor/<n>x<n>/apps/<APP_ID>.png`` for every size in ``SIZES`` and
``icons/hicolor/scalable/apps/<APP_ID>.svg``. The icon is named after the application id, as
AppStream and Flathub expect, so it can never clash with another program's icon.
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
APP_ID = "io.github.sergeantmajor.SergeantMajor"
SOURCE = ROOT / "resources" / "icons" / "sergeantmajor.svg"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def render_icons(out_root: Path = HERE / "icons" / "hicolor") -> list[Path]:
    """Write every icon size below ``out_root``; return the files written."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(SOURCE))
    if not renderer.isValid():
        raise SystemExit(f"cannot read the icon {SOURCE}")
    written = []
    for size in SIZES:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        renderer.render(painter)
        painter.end()
        target = out_root / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        if not image.save(str(target), "PNG"):
            raise SystemExit(f"cannot write {target}")
        written.append(target)
    scalable = out_root / "scalable" / "apps" / f"{APP_ID}.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(SOURCE, scalable)
    written.append(scalable)
    return written


if __name__ == "__main__":
    for path in render_icons():
        print(path.relative_to(ROOT))
