"""Test settings shared by every test: Qt runs offscreen, with no user settings touched."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest


@pytest.fixture(autouse=True)
def _english_plurals(request: pytest.FixtureRequest) -> None:
    """Tests with a Qt application speak English as the game does: with its plural catalogue.

    Only where a QApplication is in use (pytest-qt's ``qapp``), so engine tests stay Qt-free.
    """
    if "qapp" not in request.fixturenames and "qtbot" not in request.fixturenames:
        return
    from sergeantmajor.app import i18n

    if i18n.current_language() == "en" and not i18n.manager()._translators:
        i18n.install_language("en")
