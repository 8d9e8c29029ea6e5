"""Coming back always works (issue 29 items 3 and 4; friends-3 D2, D3): a host whose game and
server were killed with ``kill -9`` serves the table again on the same invite and the friends
come back by themselves; a friend whose window was killed comes back with ``--join INVITE``
and after answering No at start. No decision anyone saw is lost.

The killed windows are real game windows in processes of their own (``window_process.py``,
their settings and data in the test's folder); the friends are a window of this test, a
``sergeantmajor join --bot`` process and random players on threads; all on 127.0.0.1.
"""

from __future__ import annotations

import json
import os
import queue
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from online_helpers import FriendThread, answer_questions, new_table
from ui_helpers import close_window, make_window

from sergeantmajor.engine import Rules
from sergeantmajor.server.server import ServerThread
from sergeantmajor.ui.main_window import MainWindow

pytestmark = pytest.mark.timeout(240)

HERE = Path(__file__).resolve().parent
SHORT = Rules.preset("rulebook", match_end="hands", hands=4)


class GameProcess:
    """``window_process.py MODE ...`` with its own settings and data under ``home``."""

    def __init__(self, home: Path, *args: str) -> None:
        self.env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(home),
                        XDG_CONFIG_HOME=str(home / "config"),
                        SERGEANTMAJOR_DATA_DIR=str(home / "data"))
        self.proc = subprocess.Popen([sys.executable, str(HERE / "window_process.py"), *args],
                                     stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                     text=True, env=self.env)
        self.lines: queue.Queue[str] = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for text in self.proc.stdout:
            self.lines.put(text.strip())

    def line(self, word: str, timeout: float = 30.0) -> str:
        """The next printed line that starts with ``word`` (its rest)."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            try:
                text = self.lines.get(timeout=0.2)
            except queue.Empty:
                continue
            if text.startswith(word + " "):
                return text[len(word) + 1:]
        raise AssertionError(f"the window never said {word}")

    def kill(self) -> None:
        self.proc.kill()
        self.proc.wait(10)


def headless(invite: str, name: str, seed: int) -> subprocess.Popen[str]:
    """``sergeantmajor join INVITE --bot easy``: a seat played to the end by another process
    (it comes back by itself when the connection drops)."""
    return subprocess.Popen([sys.executable, "-m", "sergeantmajor", "join", invite, "--name",
                             name, "--bot", "easy", "--seed", str(seed)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def finish(player: subprocess.Popen[str]) -> tuple[str, str]:
    """Wait for a headless player; its output and its log (it must have exited 0)."""
    try:
        stdout, stderr = player.communicate(timeout=60)
    except subprocess.TimeoutExpired:
        player.kill()
        stdout, stderr = player.communicate()
    assert player.returncode == 0, stderr
    return stdout, stderr


def settings_of(home: Path) -> Path:
    return home / "config" / "sergeantmajor" / "sergeantmajor.conf"


@pytest.fixture
def server(tmp_path) -> Iterator[ServerThread]:
    thread = ServerThread("127.0.0.1", 0, tmp_path / "server", grace=30.0)
    thread.start()
    yield thread
    thread.stop()


def a_window(qtbot, folder: Path, monkeypatch, settings: Path | None = None) -> MainWindow:
    from PySide6.QtCore import QSettings

    from sergeantmajor.app.preferences import Preferences

    win = make_window(qtbot, folder, monkeypatch, size=(1024, 640))
    if settings is not None:  # the settings a killed game left
        win.prefs = Preferences(QSettings(str(settings), QSettings.Format.IniFormat))
        win.prefs.pause_after_hand = False
    win.statistics.enabled = False
    win.friends.ask_rejoin = lambda: False
    answer_questions(win.friends)
    return win


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return "zombie" not in Path(f"/proc/{pid}/status").read_text()


def test_a_host_killed_mid_hand_serves_the_table_again_and_every_friend_comes_back(
        qtbot, tmp_path, monkeypatch):
    """Ann hosts; Boris (a window) and Carla (``join --bot``) play. Ann's game and its table
    server are killed with SIGKILL in the middle of a hand (a power cut); Ann starts the game
    again and answers Yes: the table is served on the same port from its folder, Boris's
    window and Carla's process come back by themselves, the match is played to its end and
    ``sergeantmajor check`` accepts its record, every decision Boris saw in it."""
    ann_home = tmp_path / "ann"
    ann = GameProcess(ann_home, "host", "Ann")
    invite = ann.line("INVITE")
    server_pid = int(ann.line("SERVER"))
    boris = a_window(qtbot, tmp_path / "boris", monkeypatch)
    boris.friends.autoplay = 100_000
    boris.friends.join(invite, "Boris")
    carla = headless(invite, "Carla", 3)
    qtbot.waitUntil(lambda: boris.online and boris.game.has_match(), timeout=30000)
    qtbot.waitUntil(lambda: boris.game.seq >= 25, timeout=60000)
    seen_states: list[int] = []
    boris.friends.link.received.connect(
        lambda m: seen_states.append(m.seq) if type(m).__name__ == "State" else None)
    saw = boris.game.seq
    ann.kill()
    os.kill(server_pid, signal.SIGKILL)
    qtbot.waitUntil(lambda: not alive(server_pid), timeout=5000)
    qtbot.wait(1500)  # the friends find the table gone and start trying again

    started = time.monotonic()
    again = GameProcess(ann_home, "back")
    seat, _seq = again.line("BACK").split()
    assert seat == "0"
    qtbot.waitUntil(lambda: bool(seen_states) and boris.game.seq > saw, timeout=30000)
    back_after = time.monotonic() - started
    print(f"\nthe host's game started again; Boris back at the table after {back_after:.1f} s")
    assert min(seen_states) >= saw  # nothing Boris saw was lost: the table goes on from there
    assert boris.game.human == 1 and boris.friends.invite is not None
    qtbot.waitUntil(lambda: boris.game.finished, timeout=120000)
    out, err = finish(carla)
    assert "final score" in out and "coming back" in err  # Carla came back by herself
    folder = next((ann_home / "data" / "hosting").iterdir())
    record = next((folder / "tables").iterdir()) / "record.json"
    qtbot.waitUntil(lambda: json.loads(record.read_text())["hands"] and
                    len(json.loads(record.read_text())["hands"]) == 2, timeout=20000)
    done = subprocess.run([sys.executable, "-m", "sergeantmajor", "check", str(record)],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and json.loads(done.stdout)["finished"], done.stdout
    again.kill()
    boris.friends.shutdown()
    close_window(boris)


def test_a_friend_killed_mid_match_comes_back_with_the_invite_and_after_no(
        qtbot, tmp_path, monkeypatch, server):
    """Eva's game is killed during the match. Started again as ``sergeantmajor --join
    INVITE``, it takes Eva's own seat back (its token kept in her settings), not a new one
    (the match has begun: there is none). Killed again, started again, she answers No to the
    start-up question: the seat is not forgotten, and Join a table with the invite takes it
    back."""
    invite = new_table(server, Rules.preset("rulebook", match_end="hands", hands=30), humans=2)
    ana = FriendThread(invite, "Ana", seed=1, pace=0.1)
    eva_home = tmp_path / "eva"
    eva = GameProcess(eva_home, "join", invite, "Eva")
    seat = int(eva.line("SEATED"))
    table = next(iter(server.server.tables.values()))
    qtbot.waitUntil(lambda: table.started and table.runner.number > 10, timeout=30000)
    eva.kill()
    qtbot.waitUntil(lambda: table.seats[seat].member is None, timeout=5000)

    # 1. the command line, as the player would type it
    env = dict(eva.env)
    cli = subprocess.Popen([sys.executable, "-m", "sergeantmajor", "--join", invite, "--name",
                            "Eva", "--speed", "off"], env=env, stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL)
    try:
        qtbot.waitUntil(lambda: table.seats[seat].member is not None, timeout=30000)
        assert [s.name for s in table.seats if s.kind == "human"] == ["Ana", "Eva"] or \
            [s.name for s in table.seats if s.kind == "human"] == ["Eva", "Ana"]
    finally:
        cli.kill()
        cli.wait(10)
    qtbot.waitUntil(lambda: table.seats[seat].member is None, timeout=5000)

    # 2. answering No at start, then Join a table with the same invite
    win = a_window(qtbot, tmp_path / "window", monkeypatch, settings_of(eva_home))
    asked: list[bool] = []
    win.friends.ask_rejoin = lambda: asked.append(True) or False
    win.start(offer_resume=True)
    assert asked and not win.online
    assert win.prefs.friends_table is not None  # not forgotten
    win.friends.join(invite, "Eva")
    qtbot.waitUntil(lambda: win.online and win.game.has_match(), timeout=20000)
    assert win.game.human == seat and table.seats[seat].member is not None
    win.friends.shutdown()
    ana.close()
    close_window(win)
