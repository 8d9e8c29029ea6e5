"""A friend's name or chat line is text, never HTML, wherever the window shows it (network-3,
defect 1: a friend named ``<img src=/dev/zero>`` who dropped made the away tooltip read
/dev/zero as an image until the game died of memory).

The table server runs on loopback with a port the system picks; the friends are the tests' own
clients.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import pytest
from online_helpers import RemoteFriend, new_table
from ui_helpers import play_until, shown

from sergeantmajor.ui.main_window import MainWindow

pytestmark = [pytest.mark.timeout(90), pytest.mark.window(size=(1280, 760), friends=True)]

BOMB = "<img src=/dev/zero>"  # 19 characters: a name the server accepts
TAGGED = '<b>big</b><img src="file:///x.png">'  # names keep 40 characters


def _rich_texts(window: MainWindow) -> list[tuple[str, str]]:
    """Every text of the window that Qt would read as HTML: (where, text)."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import Qt as QtGui
    from PySide6.QtWidgets import QApplication, QLabel, QMessageBox

    found = []
    for widget in QApplication.allWidgets():
        texts = [("tooltip", widget.toolTip())]
        if isinstance(widget, (QLabel, QMessageBox)) and \
                widget.textFormat() != Qt.TextFormat.PlainText:
            texts.append(("text", widget.text()))
        for kind, text in texts:
            if text and QtGui.mightBeRichText(text):
                found.append((f"{type(widget).__name__} {widget.objectName()} {kind}", text))
    for item in window.table.scene_.items():
        tip = item.toolTip()
        if tip and QtGui.mightBeRichText(tip):
            found.append((f"{type(item).__name__} tooltip", tip))
    return found


def test_a_hostile_name_is_shown_as_text_everywhere(qtbot, window, quick_server):
    invite = new_table(quick_server, humans=3)
    window.friends.join(invite, "Me")
    bomb, tagged = RemoteFriend(invite, BOMB), RemoteFriend(invite, TAGGED)
    assert bomb.joined.wait(20) and tagged.joined.wait(20)
    qtbot.waitUntil(lambda: window.online and window.game.has_match(), timeout=20000)
    names = [s.name for s in window.game.status]
    assert BOMB in names and TAGGED in names
    bomb_seat = names.index(BOMB)
    panel = window.friends.panel
    assert panel is not None
    # the chat and the list show the names as they are
    bomb.drop()
    qtbot.waitUntil(lambda: f"{BOMB} is away" in panel.chat.toPlainText(),
                    timeout=10000)
    # as in the review, the badge of a seat that does not deal (the dealer's tooltip starts
    # with "Dealer", which Qt takes for plain text)
    play_until(qtbot, window, lambda: window.table.model.dealer != bomb_seat)
    badge = window.table.scene_.panels[bomb_seat]
    assert badge.away and not badge.toolTip().startswith("Dealer")
    # the away tooltip: shown as the sentence with the name's tags as text (waiting for them,
    # or, on a loaded machine where the second of grace is over, a computer player for them)
    assert f"{BOMB}: away, " in shown(badge.toolTip())
    assert shows_flat(badge.toolTip()) < 30  # MB; the defect took 2 GB in 4 s, then crashed
    lines = [panel.seats.item(i).text() for i in range(panel.seats.count())]
    assert any(line.startswith(BOMB) for line in lines)
    play_until(qtbot, window, lambda: window.game.seq > 30)  # a summary, status lines...
    for where, text in _rich_texts(window):
        # rich text is allowed only where it is our own markup around escaped names
        assert "<img" not in shown(text).replace(BOMB, "").replace(TAGGED, "") and \
            BOMB not in text and TAGGED not in text, (where, text)
    tagged.drop()


def shows_flat(tooltip: str) -> int:
    """Qt shows ``tooltip`` in a process of its own (so a regression fails the test, not the
    whole run, and a memory cap stops it); the growth of its memory, in MB."""
    script = textwrap.dedent("""
        import resource, sys
        resource.setrlimit(resource.RLIMIT_AS, (3 << 30, 3 << 30))
        from PySide6.QtCore import QPoint
        from PySide6.QtWidgets import QApplication, QToolTip, QWidget
        app = QApplication([])
        host = QWidget(); host.resize(200, 200); host.show()
        def rss():
            with open("/proc/self/statm") as f:
                return int(f.read().split()[1]) * resource.getpagesize() >> 20
        before = rss()
        for _ in range(5):
            QToolTip.showText(QPoint(20, 20), sys.argv[1], host)
            for _ in range(20):
                app.processEvents()
        assert QToolTip.isVisible()
        print(rss() - before)
    """)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-c", script, tooltip], capture_output=True,
                          text=True, timeout=60, env=env)
    assert done.returncode == 0, done.stderr[-2000:]
    return int(done.stdout.split()[-1])
