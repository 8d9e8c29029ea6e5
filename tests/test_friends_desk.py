"""The window's side of the table's front desk (issue 29 items 4, 6, 7, 8; friends-3 D10, D14):
the chat's last lines shown to a late joiner and after a comeback (each once), a chat line the
server refused kept in the input with the reason, a friend reading the hand's summary shown on
their badge, and the host's controls in the panel: give an away friend's seat to a computer
player, let in a player whose seat was lost, and a rematch every window follows.

Real windows (each with its own settings and data), a real table server on a thread of this
test, everything on 127.0.0.1. The host opens its table on that server from its window (the
same lobby, panel and controls as a table hosted in a process of its own, without its start).
"""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from online_helpers import FriendThread, new_table
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from ui_helpers import close_window, make_window

from sergeantmajor.engine import Rules
from sergeantmajor.server.server import ServerThread
from sergeantmajor.ui.main_window import MainWindow

pytestmark = pytest.mark.timeout(120)

ONE_HAND = Rules.preset("rulebook", match_end="hands", hands=1)
LONG = Rules.preset("rulebook", match_end="hands", hands=12)


def a_window(qtbot, folder: Path, monkeypatch) -> MainWindow:
    """A window of its own (settings, data) at 1024x640, ready for a table with friends."""
    return make_window(qtbot, folder, monkeypatch, size=(1024, 640), friends=True)


def type_line(window: MainWindow, text: str) -> None:
    """The player types ``text`` in the chat's input and presses Enter."""
    line = window.friends.panel.line
    QTest.keyClicks(line, text)
    QTest.keyClick(line, Qt.Key.Key_Return)


def chat(window: MainWindow) -> str:
    return window.friends.panel.chat.toPlainText()


def seat_lines(window: MainWindow) -> list[str]:
    seats = window.friends.panel.seats
    return [seats.item(i).text() for i in range(seats.count())]


def host_on(server: ServerThread, window: MainWindow, rules: Rules, qtbot) -> str:
    """The window opens a table on ``server`` as its host; the invite friends use."""
    window.friends.host_on_server(server.url, rules, "Ann", "easy")
    qtbot.waitUntil(lambda: window.online and bool(window.game.status), timeout=10000)
    return window.friends.shared_invite


def test_the_chat_keeps_its_lines(qtbot, tmp_path, monkeypatch, server):
    """A late joiner reads what was said before; after its connection came back it still
    shows each line once; a line the server refuses (too soon after another) stays in the
    input with the reason."""
    invite = new_table(server, LONG, humans=3)
    ana = a_window(qtbot, tmp_path / "ana", monkeypatch)
    ana.friends.join(invite, "Ana")
    qtbot.waitUntil(lambda: ana.online, timeout=10000)
    type_line(ana, "hello")
    qtbot.waitUntil(lambda: "Ana: hello" in chat(ana), timeout=5000)
    type_line(ana, "anyone?")  # within a second of the first: refused
    panel = ana.friends.panel
    qtbot.waitUntil(lambda: panel.chat_problem.isVisible(), timeout=5000)
    assert panel.line.text() == "anyone?"
    assert panel.chat_problem.text() == "Wait a moment before your next chat message."
    assert "anyone?" not in chat(ana)
    QTest.qWait(1000)
    QTest.keyClick(panel.line, Qt.Key.Key_Return)  # the same line again, a second later
    qtbot.waitUntil(lambda: "Ana: anyone?" in chat(ana), timeout=5000)
    assert panel.line.text() == "" and not panel.chat_problem.isVisible()

    boris = a_window(qtbot, tmp_path / "boris", monkeypatch)
    boris.friends.join(invite, "Boris")
    qtbot.waitUntil(lambda: boris.online and "Ana: anyone?" in chat(boris), timeout=10000)
    assert chat(boris).count("Ana: hello") == 1 and chat(boris).count("Ana: anyone?") == 1
    type_line(boris, "hi Ana")
    qtbot.waitUntil(lambda: "Boris: hi Ana" in chat(ana), timeout=5000)
    before = chat(boris)
    boris.friends.link.interrupt()  # the network goes; the window comes back by itself
    qtbot.waitUntil(lambda: ana.game.status[1].connected is False, timeout=5000)
    qtbot.waitUntil(lambda: ana.game.status[1].connected is True, timeout=10000)
    QTest.qWait(200)  # the history that came with the comeback is shown by now
    after = chat(boris)
    for line in ("Ana: hello", "Ana: anyone?", "Boris: hi Ana"):
        assert after.count(line) == 1, after
    assert len(boris.friends.chat.lines) == 3
    assert after.startswith(before.split("\n")[0])
    for window in (boris, ana):
        close_window(window)


def test_a_friend_reading_the_summary_shows_on_their_badge(qtbot, tmp_path, monkeypatch,
                                                            server):
    """Ana's window waits on the hand's summary (her click): Boris's window shows "reading
    the summary" on her badge until she closes it."""
    invite = new_table(server, LONG, humans=2)
    ana = a_window(qtbot, tmp_path / "ana", monkeypatch)
    ana.set_pause_after_hand(True)
    ana.friends.autoplay = 100  # a computer player decides for her (the summary waits)
    ana.friends.join(invite, "Ana")
    qtbot.waitUntil(lambda: ana.online, timeout=10000)
    boris = a_window(qtbot, tmp_path / "boris", monkeypatch)
    boris.friends.autoplay = 100
    boris.friends.join(invite, "Boris")
    qtbot.waitUntil(lambda: boris.online, timeout=10000)
    seat = ana.game.human
    qtbot.waitUntil(lambda: ana.table.presenter.blocked, timeout=60000)
    start = time.monotonic()
    qtbot.waitUntil(lambda: boris.game.status[seat].reading, timeout=5000)
    shown = time.monotonic() - start

    def badge_lines() -> list[str]:
        return boris.table.scene_.panels[seat].lines  # the badges go by seat

    qtbot.waitUntil(lambda: "reading the summary" in badge_lines(), timeout=2000)
    assert badge_lines()[0].startswith("Target")  # the target and tricks stay
    assert "reading the summary" in boris.table.scene_.panels[seat].toolTip()
    ana.table.presenter.close_notice()  # her click
    qtbot.waitUntil(lambda: not boris.game.status[seat].reading, timeout=5000)
    qtbot.waitUntil(lambda: "reading the summary" not in badge_lines(), timeout=2000)
    print(f"reading seen by the friend's window {shown * 1000:.0f} ms after the summary")
    for window in (boris, ana):
        close_window(window)


def test_the_host_benches_a_friend_who_went_and_lets_them_in_again(qtbot, tmp_path,
                                                                     monkeypatch, server):
    """Boris's game went (his settings with it): the host gives his seat to a computer player
    from the panel; Boris joins again with the invite, is told he waits for the host, and is
    seated at his old seat once the host lets him in."""
    ann = a_window(qtbot, tmp_path / "ann", monkeypatch)
    invite = host_on(server, ann, LONG, qtbot)
    boris = FriendThread(invite, "Boris", seed=1, pace=0.3)
    qtbot.waitUntil(lambda: any(s.name == "Boris" for s in ann.game.status), timeout=10000)
    QTest.mouseClick(ann.friends.panel.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: ann.game.has_match(), timeout=10000)
    seat = next(s.seat for s in ann.game.status if s.name == "Boris")
    boris.close()  # gone without a word: the seat waits for him (30 s)
    controls = ann.friends.panel.host_controls
    qtbot.waitUntil(lambda: seat in controls.bench_buttons, timeout=5000)
    button = controls.bench_buttons[seat]
    assert button.text() == "Give Boris's seat to a computer player" and controls.isVisible()
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: ann.game.status[seat].kind == "bot", timeout=5000)
    assert seat not in controls.bench_buttons

    again = a_window(qtbot, tmp_path / "boris", monkeypatch)
    again.friends.join(invite, "Boris")  # no seat token kept: he asks to be let in
    qtbot.waitUntil(lambda: again.friends.notices.knock_box is not None, timeout=5000)
    assert not again.online
    qtbot.waitUntil(lambda: again.statusBar().currentMessage().startswith(
        "This match has already begun: you asked the host to let you in."), timeout=2000)
    qtbot.waitUntil(lambda: bool(controls.admit_rows), timeout=5000)
    qtbot.waitUntil(lambda: "Boris asks to be let in: the host can seat them" in chat(ann),
                    timeout=2000)
    choice, let_in = next(iter(controls.admit_rows.values()))
    choice.setCurrentIndex(choice.findData(seat))
    assert choice.currentText() == "Boris's seat (a computer player)"  # his, given up
    QTest.mouseClick(let_in, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: again.online and again.game.has_match(), timeout=5000)
    assert again.game.human == seat and again.friends.notices.knock_box is None
    assert again.prefs.friends_table is not None  # his new seat is kept for a comeback
    qtbot.waitUntil(lambda: ann.game.status[seat].kind == "human"
                    and ann.game.status[seat].connected, timeout=5000)
    assert not controls.admit_rows
    for window in (again, ann):
        close_window(window)


def test_a_rematch_takes_every_window_to_the_next_table(qtbot, tmp_path, monkeypatch, server):
    """A one-hand match ends; the host presses Rematch: the three windows sit at a new table
    of the same rules, each at its own seat, and the settings keep the new seat."""
    ann = a_window(qtbot, tmp_path / "ann", monkeypatch)
    ann.friends.autoplay = 100  # a computer player decides for each of them
    invite = host_on(server, ann, ONE_HAND, qtbot)
    friends = []
    for name in ("Boris", "Carla"):
        window = a_window(qtbot, tmp_path / name, monkeypatch)
        window.friends.autoplay = 100
        window.friends.join(invite, name)
        qtbot.waitUntil(lambda w=window: w.online, timeout=10000)
        friends.append(window)
    windows = [ann, *friends]
    qtbot.waitUntil(lambda: all(w.game.has_match() for w in windows), timeout=10000)
    seats = [w.game.human for w in windows]
    old = ann.game.table_id
    qtbot.waitUntil(lambda: all(w.game.finished for w in windows), timeout=60000)
    button = ann.friends.panel.host_controls.rematch_button
    qtbot.waitUntil(button.isVisible, timeout=5000)
    qtbot.waitUntil(lambda: ann.table.scene_.notice.footer
                    == "“Rematch” in the panel plays again with the same seats", timeout=5000)
    assert friends[0].table.scene_.notice.footer == \
        "“Leave the table” takes you back to your own match"
    for friend in friends:
        assert not friend.friends.panel.host_controls.isVisible()
    start = time.monotonic()
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: all(w.online and w.game is not None and w.game.table_id
                                and w.game.table_id != old for w in windows), timeout=10000)
    qtbot.waitUntil(lambda: all(len(w.game.status) == 3 and all(
        s.kind == "human" and s.connected for s in w.game.status) for w in windows),
        timeout=10000)
    seated = time.monotonic() - start
    new = ann.game.table_id
    assert [w.game.table_id for w in windows] == [new] * 3
    assert [w.game.human for w in windows] == seats
    assert all(w.game.rules_ == ONE_HAND for w in windows)
    assert ann.friends.hosts and not any(f.friends.hosts for f in friends)
    for window in windows:
        kept = window.prefs.friends_table
        assert kept is not None and f"/t/{new}#" in kept[0]
        assert list(window.prefs.friends_seats) == [new]
    # the new table waits in its lobby for the host (as any table does): Start, and it begins
    assert ann.friends.panel.start_button.isVisible()
    QTest.mouseClick(ann.friends.panel.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: all(w.game.has_match() for w in windows), timeout=10000)
    print(f"rematch: all three windows seated at the new table {seated * 1000:.0f} ms "
          "after the click")
    for window in reversed(windows):
        close_window(window)


def test_the_invite_s_pieces_for_a_friend_who_types_them(qtbot, monkeypatch):
    """friends-3 D8: the host's panel shows the invite from its start (whole in the tooltip),
    the table code on its own, this computer's addresses with the port; Copy says "Copied",
    then "Copy" again."""
    from PySide6.QtGui import QGuiApplication

    from sergeantmajor.app.online_game import OnlineGame
    from sergeantmajor.ui.online import friends_panel
    from sergeantmajor.ui.online.friends_panel import FriendsPanel

    monkeypatch.setattr(friends_panel, "COPIED_MS", 50)
    panel = FriendsPanel()
    qtbot.addWidget(panel)
    invite = "ws://192.0.2.2:8358/t/k7p9h84b8y#X6RR3QH9ET"
    panel.attach(OnlineGame(lambda _message: None), host=True, invite=invite,
                 addresses=["192.0.2.2", "2001:db8::2"])
    panel.show()
    assert panel.invite.text() == invite and panel.invite.cursorPosition() == 0
    assert panel.invite.toolTip() == invite
    assert panel.code.text() == "Table code: k7p9h84b8y#X6RR3QH9ET"
    assert panel.addresses.text() == ("This computer's addresses on the network: "
                                      "192.0.2.2:8358, [2001:db8::2]:8358")
    QTest.mouseClick(panel.copy_button, Qt.MouseButton.LeftButton)
    assert QGuiApplication.clipboard().text() == invite
    assert panel.copy_button.text() == "Copied"
    qtbot.waitUntil(lambda: panel.copy_button.text() == "Copy", timeout=1000)


def test_a_rematch_at_a_table_hosted_here_keeps_the_host_s_table_remembered(
        qtbot, tmp_path, monkeypatch):
    """The host's own table server (a process of its own) starts the next match too: the host
    and a friend's window sit at the new table, the host's remembered table (what the next
    start serves again) and invite are the new table's."""
    ann = make_window(qtbot, tmp_path / "ann", monkeypatch, size=(1024, 640), friends=True,
                      scratch=False)
    ann.friends.autoplay = 100
    ann.friends.host(ONE_HAND, "Ann", "easy", 0)
    qtbot.waitUntil(lambda: ann.online and bool(ann.game.status), timeout=20000)
    boris = a_window(qtbot, tmp_path / "boris", monkeypatch)
    boris.friends.autoplay = 100
    boris.friends.join(ann.friends.shared_invite, "Boris")
    qtbot.waitUntil(lambda: boris.online, timeout=10000)
    QTest.mouseClick(ann.friends.panel.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: ann.game.finished and boris.game.finished, timeout=60000)
    old, pid = ann.game.table_id, ann.friends.hosting.server.pid
    button = ann.friends.panel.host_controls.rematch_button
    qtbot.waitUntil(button.isVisible, timeout=5000)
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: all(w.online and w.game.table_id not in ("", old)
                                for w in (ann, boris)), timeout=10000)
    new = ann.game.table_id
    assert boris.game.table_id == new and ann.friends.hosts
    assert ann.friends.hosting.server.pid == pid  # the same server serves the next match
    remembered = ann.prefs.friends_hosting
    assert remembered["table"] == new and remembered["host"] == ann.friends.host_token
    assert f"/t/{new}#" in ann.friends.shared_invite
    assert f"/t/{new}#" in boris.prefs.friends_table[0]
    assert ann.friends.panel.start_button.isVisible()
    for window in (boris, ann):
        close_window(window)


def test_rematch_is_pressed_once_and_again_after_a_refusal(qtbot):
    """The host's Rematch asks once (every window follows the answer); if the server refuses
    (it is full, say) it may be pressed again."""
    from sergeantmajor.app.online_game import OnlineGame
    from sergeantmajor.net import protocol as p
    from sergeantmajor.ui.online.friends_panel import FriendsPanel

    sent: list[object] = []
    game = OnlineGame(sent.append)
    game.host_token, game.started, game.finished = "H" * 16, True, True
    panel = FriendsPanel()
    qtbot.addWidget(panel)
    panel.attach(game, host=True)
    panel.host_controls.rematch_asked.connect(game.rematch)  # as FriendsPlay does
    panel.show()
    button = panel.host_controls.rematch_button
    assert button.isVisible() and button.isEnabled()
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    assert sent == [p.Rematch(host="H" * 16)] and not button.isEnabled()
    panel.refresh()  # the table changed meanwhile: still once
    assert not button.isEnabled()
    game.problem.emit("server-full", "this server has all the tables it takes")
    assert button.isEnabled()
