"""Hosting a table on a table server from the window (issue 31 item 1): the window opens the
table on a server the test started (``sergeantmajor serve --port 0`` on loopback), holds its
host token, and plays it as a table on this computer; two headless players take the other
seats. A server that cannot take the table gets a sentence of the player's language.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import subprocess
import sys
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, HTTPServer

import pytest
from online_helpers import SHORT, RemoteFriend
from ui_helpers import play_until

from sergeantmajor.engine import events as ev
from sergeantmajor.net.invite import parse_invite
from sergeantmajor.ui.main_window import MainWindow

pytestmark = [pytest.mark.timeout(90), pytest.mark.window(size=(1280, 760), friends=True)]


@contextlib.contextmanager
def _serve(tmp_path, *options: str) -> Iterator[str]:
    """``sergeantmajor serve --port 0 OPTIONS`` on 127.0.0.1 for the block; its address."""
    process = subprocess.Popen([sys.executable, "-m", "sergeantmajor", "serve", "--port", "0",
                                "--data", str(tmp_path / "server"), *options],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert process.stdout is not None
        line = process.stdout.readline()
        assert line.startswith("listening on "), process.stderr.read() if process.stderr else ""
        yield line.split()[-1]
    finally:
        process.terminate()
        try:
            process.communicate(timeout=20)
        except subprocess.TimeoutExpired:
            process.kill()
            process.communicate()


@pytest.fixture
def server_url(tmp_path) -> Iterator[str]:
    """``sergeantmajor serve --port 0`` on 127.0.0.1; its address."""
    with _serve(tmp_path) as url:
        yield url


def test_the_window_hosts_a_table_on_a_server_and_plays_a_hand_there(qtbot, window,
                                                                      server_url):
    window.friends.host_on_server(server_url, SHORT, "Host", "easy")
    qtbot.waitUntil(lambda: window.online and bool(window.game.status), timeout=20000)
    friends = window.friends
    assert friends.hosting.server is None  # nothing is served on this computer
    assert friends.host_token and window.game.host_token == friends.host_token
    panel = friends.panel
    assert panel is not None and panel.start_button.isVisible()
    invite = panel.invite.text()
    assert parse_invite(invite).server == server_url  # the server's own invite
    assert not panel.addresses.isVisible()  # no "this computer's addresses" for a server
    assert window.prefs.friends_servers == [server_url]
    lines = [panel.seats.item(i).text() for i in range(panel.seats.count())]
    assert lines[0] == "Host (you)"

    others = [RemoteFriend(invite, "Ana", seed=1), RemoteFriend(invite, "Boris", seed=2)]
    qtbot.waitUntil(lambda: window.game.has_match(), timeout=30000)  # every seat taken
    assert [s.kind for s in window.game.status] == ["human"] * 3
    scored: list[ev.HandScored] = []
    window.game.event_occurred.connect(
        lambda e: scored.append(e) if isinstance(e, ev.HandScored) else None)
    play_until(qtbot, window, lambda: bool(scored))
    assert sum(scored[0].tricks) == 16 and len(scored[0].points) == 3
    window.friends.leave()  # a computer player takes the host's seat; the table goes on
    assert not window.online
    for friend in others:
        friend.finish()


def test_the_host_starts_a_table_on_a_server_with_computer_players(qtbot, window, server_url):
    window.friends.host_on_server(server_url, SHORT, "Host", "easy")
    qtbot.waitUntil(lambda: window.online and bool(window.game.status), timeout=20000)
    window.friends.panel.start_button.click()
    qtbot.waitUntil(lambda: window.game.has_match(), timeout=20000)
    assert [s.kind for s in window.game.status] == ["human", "bot", "bot"]


def _refused(qtbot, window: MainWindow, url: str) -> str:
    gave_up = []
    window.friends.gave_up.connect(lambda: gave_up.append(True))
    window.friends.host_on_server(url, SHORT, "Host", "easy")
    qtbot.waitUntil(lambda: bool(gave_up), timeout=20000)
    assert not window.online and window.controller is not None
    box = window.friends.notices.error_box
    assert box is not None
    return box.text()


def test_a_full_server_is_told(qtbot, window, tmp_path):
    with _serve(tmp_path, "--max-tables", "0") as url:
        assert _refused(qtbot, window, url) == \
            "The server has all the tables it can take: try again later."
    assert window.prefs.friends_servers == []


class _Http(BaseHTTPRequestHandler):
    def do_GET(self) -> None:
        body = b"<html>a web page</html>"
        self.send_response(200)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *_: object) -> None:
        pass


def test_a_plain_web_server_is_told(qtbot, window):
    http = HTTPServer(("127.0.0.1", 0), _Http)
    threading.Thread(target=http.serve_forever, daemon=True).start()
    try:
        text = _refused(qtbot, window, f"ws://127.0.0.1:{http.server_address[1]}")
    finally:
        http.shutdown()
    assert text == "The address answers, but it is not a Sergeant Major table server."


def test_a_server_of_another_protocol_version_is_told(qtbot, window):
    from websockets.asyncio.server import serve

    ready = threading.Event()
    port: list[int] = []
    stop: list[asyncio.Future[None]] = []
    loop = asyncio.new_event_loop()

    async def hello(ws) -> None:
        await ws.send(json.dumps({"type": "hello", "server": "sergeantmajor",
                                  "version": "9.0", "protocol": 99}))
        await ws.wait_closed()

    async def main() -> None:
        async with serve(hello, "127.0.0.1", 0) as server:
            port.append(server.sockets[0].getsockname()[1])
            stop.append(loop.create_future())
            ready.set()
            await stop[0]

    thread = threading.Thread(target=lambda: loop.run_until_complete(main()), daemon=True)
    thread.start()
    ready.wait(10)
    try:
        text = _refused(qtbot, window, f"ws://127.0.0.1:{port[0]}")
    finally:
        loop.call_soon_threadsafe(stop[0].set_result, None)
        thread.join(10)
    assert text.startswith("The server speaks another version of the game's protocol")


def test_nothing_listening_is_told(qtbot, window):
    import socket

    with socket.socket() as spare:
        spare.bind(("127.0.0.1", 0))
        free = spare.getsockname()[1]
    assert _refused(qtbot, window, f"ws://127.0.0.1:{free}").startswith(
        "The server cannot be reached")


def test_the_host_dialog_asks_where_and_opens_the_table_on_the_server(qtbot, window,
                                                                      server_url):
    from PySide6.QtWidgets import QDialogButtonBox

    window.prefs.remember_server("ws://cards.example.org:8358")
    window.friends.host_dialog()
    dialog = window.friends.dialog
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    part = dialog.place_part
    assert part.here.isChecked() and dialog.port_box.isVisibleTo(dialog)
    assert not part.server_box.isEnabled()
    part.on_server.setChecked(True)
    assert not dialog.port_box.isVisibleTo(dialog) and part.server_box.isEnabled()
    assert part.server_box.currentText() == "ws://cards.example.org:8358"  # used before
    assert "stays open when you close the game: its next start" in dialog.note.text()
    part.server_box.setCurrentText("not an address")
    assert not ok.isEnabled()
    part.server_box.setCurrentText("cards.example.org")
    assert ok.isEnabled() and dialog.server() == "wss://cards.example.org"
    part.server_box.setCurrentText(server_url)
    dialog.name_edit.setText("Ann")
    ok.click()
    qtbot.waitUntil(lambda: window.online and bool(window.game.status), timeout=20000)
    assert window.friends.hosting.server is None and window.friends.host_token
    assert parse_invite(window.friends.panel.invite.text()).server == server_url
    assert window.prefs.friends_servers == [server_url, "ws://cards.example.org:8358"]


def test_host_on_a_server_from_the_command_line_as_a_demo(tmp_path, server_url):
    """``--host --server URL --autoplay 1``: the table starts at once, computer players in
    the empty seats, one hand played for the host's seat, then the screenshot."""
    shot = tmp_path / "shot.png"
    env = {"QT_QPA_PLATFORM": "offscreen", "SERGEANTMAJOR_DATA_DIR": str(tmp_path / "data"),
           "HOME": str(tmp_path)}
    import os

    done = subprocess.run([sys.executable, "-m", "sergeantmajor", "--host", "--server",
                           server_url, "--name", "Demo", "--autoplay", "1", "--speed", "off",
                           "--screenshot", str(shot)], capture_output=True, text=True,
                          timeout=80, env={**os.environ, **env})
    assert done.returncode == 0, done.stderr[-2000:]
    assert shot.stat().st_size > 10_000
    assert "ended after" not in done.stderr
