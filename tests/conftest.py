"""Test settings shared by every test: Qt runs offscreen, each test process has a home of its
own, and the fixtures most tests share: a game window (``window``, ``new_window``) and a table
server on a thread (``server``, ``quick_server``, ``serve``).

The suite runs in four processes (pytest-xdist, see pyproject.toml): nothing here is shared
between them but the checkout. Every server listens on port 0; every window has its own
settings file and data folder; and the settings Qt keeps on its own (``QSettings()``, the file
dialog's history) go to the process's own home, not the developer's nor the other process's.
"""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# No test looks for tables on the machine's network (multicast DNS): the discovery tests
# switch it on inside network namespaces of their own (tests/netlab.py).
os.environ["SERGEANTMAJOR_LAN"] = "off"


def _own_home() -> None:
    """A fresh, empty home for this test process (HOME and the XDG folders), removed at its
    end: ``QSettings()`` and Qt's test mode (``~/.qttest``) write there, and two test
    processes, or two developers' test runs, must not read each other's settings."""
    home = Path(tempfile.mkdtemp(prefix="sergeantmajor-tests-"))
    os.environ["HOME"] = str(home)
    for variable, folder in (("XDG_CONFIG_HOME", "config"), ("XDG_DATA_HOME", "data"),
                             ("XDG_CACHE_HOME", "cache"), ("XDG_STATE_HOME", "state"),
                             ("XDG_RUNTIME_DIR", "runtime")):
        (home / folder).mkdir(mode=0o700)
        os.environ[variable] = str(home / folder)
    atexit.register(shutil.rmtree, home, ignore_errors=True)


_own_home()


def _shared_byte_code() -> None:
    """Compiled modules are kept for the whole run (in the first test process's home) when the
    environment says not to write them (``PYTHONDONTWRITEBYTECODE``, set on some CI machines).

    Otherwise every Python process the tests start (a table server, a tool, a probe: some
    hundreds) compiles the game's modules again from source: ``python -m sergeantmajor serve
    --help`` took 0.65 s of CPU so, 0.15 s with the compiled modules. Nothing is written next to
    the sources, and the folder goes with the home at the end of the run. The test processes
    pytest-xdist starts inherit the setting from the first, so all share one folder.
    """
    import sys

    if "PYTHONPYCACHEPREFIX" in os.environ or not os.environ.get("PYTHONDONTWRITEBYTECODE"):
        return
    del os.environ["PYTHONDONTWRITEBYTECODE"]
    cache = os.path.join(os.environ["HOME"], "byte-code")
    os.environ["PYTHONPYCACHEPREFIX"] = cache
    sys.pycache_prefix = cache
    sys.dont_write_bytecode = False


_shared_byte_code()

import pytest  # noqa: E402 - after the environment is set
from services import pg_url, postgres  # noqa: E402, F401 - the server's PostgreSQL fixtures

if TYPE_CHECKING:
    from sergeantmajor.server.server import ServerThread
    from sergeantmajor.ui.main_window import MainWindow


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


# --------------------------------------------------------------------------- the order of the run
#: Files whose tests take some 2.5 s or more each (pytest --durations): they are run first.
#: pytest-xdist hands the tests out in the order collected, so long tests at the end of the
#: alphabet (the window's undo and zones) left one process at them alone while the others had
#: finished (5-7 s of a run); first, they are spread over the processes and short ones fill in.
LONG_FIRST = frozenset({
    "test_friends_coming_back.py", "test_server_failover.py", "test_friends_leaving.py",
    "test_ui_undo.py", "test_online_hostile.py", "test_soak.py", "test_online_bench.py",
    "test_online_descriptors.py", "test_ui_zones.py",
})


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The tests of :data:`LONG_FIRST` first, each file's and the others' order kept."""
    items.sort(key=lambda item: item.path.name not in LONG_FIRST)


# --------------------------------------------------------------------------- the game window
@pytest.fixture
def new_window(qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
                ) -> Iterator[Callable[..., MainWindow]]:
    """Opens shown game windows (a factory): ``new_window(size=(w, h), speed="off",
    friends=False)`` (see ``ui_helpers.make_window``). Every window of a test shares its
    settings file and data folder, as two starts of the game on one computer do; each is
    closed at the test's end (``ui_helpers.close_window``), unless the test closed it."""
    from ui_helpers import close_window, make_window

    opened: list[MainWindow] = []

    def open_(**options: Any) -> MainWindow:
        window = make_window(qtbot, tmp_path, monkeypatch, **options)
        opened.append(window)
        return window

    yield open_
    for window in reversed(opened):
        close_window(window)


@pytest.fixture
def window(new_window: Callable[..., MainWindow], request: pytest.FixtureRequest
           ) -> MainWindow:
    """A shown game window with its own settings and data folder. A module or a test marked
    ``@pytest.mark.window(size=(1280, 760), friends=True)`` gets a window with those options
    (the arguments of ``new_window``)."""
    marker = request.node.get_closest_marker("window")
    return new_window(**(marker.kwargs if marker is not None else {}))


# --------------------------------------------------------------------------- table servers
#: The deals of the ``server`` fixture's tables: one where the window's seat names trump,
#: discards and gives in an exchange (``FRIENDS_SEED=N`` tries other deals).
FRIENDS_SEED = int(os.environ.get("FRIENDS_SEED", "2"))


@pytest.fixture
def serve(tmp_path: Path) -> Iterator[Callable[..., ServerThread]]:
    """Starts table servers on 127.0.0.1, a free port, each on a thread of its own (a
    factory): ``serve(grace=60.0, seed=None, data=tmp_path / "server")`` (see
    ``online_helpers.server_thread``); every one is stopped at the test's end."""
    import contextlib

    from online_helpers import server_thread

    with contextlib.ExitStack() as servers:
        def serve_(*, grace: float = 60.0, seed: int | None = None,
                   data: Path | None = tmp_path / "server") -> ServerThread:
            return servers.enter_context(server_thread(data, grace=grace, seed=seed))

        yield serve_


@pytest.fixture
def server(serve: Callable[..., ServerThread]) -> ServerThread:
    """A table server whose players keep their seats for 30 s after a drop, with seeded
    shuffles: a match on it is the same on every run."""
    return serve(grace=30.0, seed=FRIENDS_SEED)


@pytest.fixture
def quick_server(serve: Callable[..., ServerThread]) -> ServerThread:
    """A table server whose computer players take a dropped seat after one second."""
    return serve(grace=1.0)
