"""Test settings shared by every test: Qt runs offscreen, with no user settings touched."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# No test looks for tables on the machine's network (multicast DNS): the discovery tests
# switch it on inside network namespaces of their own (tests/netlab.py).
os.environ["SERGEANTMAJOR_LAN"] = "off"

import pytest
from services import pg_url, postgres  # noqa: F401 - the server's PostgreSQL fixtures


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


@pytest.fixture(autouse=True)
def _seeded_table_shuffles(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every table a test serves deals from a generator seeded by the test's name, so a test
    sees the same deals on every run and a failure can be replayed.

    The game's own tables shuffle with the system's cryptographic generator; ``SM_TEST_SEED``
    adds a number to every seed, to try other deals (``SM_TEST_SEED=7 pytest ...``).
    """
    import random
    import zlib

    from sergeantmajor.server import table

    seed = zlib.crc32(request.node.nodeid.encode()) + int(os.environ.get("SM_TEST_SEED", "0"))
    monkeypatch.setattr(table, "_random", random.Random(seed))
