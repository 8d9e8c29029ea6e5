"""Random input into the real window (a short run of what `sergeantmajor soak` does for
minutes): no error, no traceback, no stall over 1.5 s, and the match goes on."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSettings
from ui_helpers import close_window, make_window

from sergeantmajor.app import i18n
from sergeantmajor.ui.soak import Soak


def test_random_input_never_breaks_the_window(qtbot, tmp_path, monkeypatch) -> None:
    # The random menus switch the language, which the language menu remembers in QSettings():
    # point that at a temporary folder, and end in English for the tests that follow.
    for fmt in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(fmt, QSettings.Scope.UserScope, str(tmp_path / "config"))
    QCoreApplication.setOrganizationName("sergeantmajor-test")
    QCoreApplication.setApplicationName("sergeantmajor-test")
    window = make_window(qtbot, tmp_path, monkeypatch, speed="fast")
    window.start(seed=5, offer_resume=False)
    soak = Soak(window, seed=14, warmup=100)
    try:
        report = soak.run(seconds=60, max_actions=150)
    finally:
        close_window(window)
        i18n.install_language("en")
        QSettings().clear()
    assert report.actions == 150
    assert report.errors == []
    assert report.longest_stall_ms < 1500
    assert report.moves > 5  # the random player did play: a match, not just a frozen table
    assert set(report.kinds) >= {"click", "drag", "key", "menu"}
