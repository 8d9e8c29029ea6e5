"""Run inside a test's home namespace (``tests/netlab.py``): the game's window hosts a table on
this computer's network (offscreen, its own data folder and settings) and reports its side
panel as one JSON line at every change (seated, the reach sentence, the invites). ``leave`` on
stdin leaves the table; ``lang CODE`` switches the language; ``shot PATH WxH`` saves the
window at that size."""

from __future__ import annotations

import json
import os
import sys
import tempfile
import threading

os.environ["QT_QPA_PLATFORM"] = "offscreen"
scratch = tempfile.mkdtemp(prefix="sm-reach-probe-")
os.environ["SERGEANTMAJOR_DATA_DIR"] = os.environ.get("SERGEANTMAJOR_DATA_DIR", scratch)

from PySide6.QtCore import QObject, QSettings, QTimer, Signal  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402


class Commands(QObject):
    line = Signal(str)


def main() -> None:
    app = QApplication([])
    from sergeantmajor.app import i18n
    from sergeantmajor.app.preferences import Preferences
    from sergeantmajor.engine import Rules
    from sergeantmajor.ui.main_window import MainWindow

    i18n.install_language("en")
    prefs = Preferences(QSettings(f"{scratch}/settings.ini", QSettings.Format.IniFormat))
    window = MainWindow(prefs)
    window.statistics.enabled = False
    window.resize(1024, 640)
    window.show()
    friends = window.friends
    friends.ask_rejoin = lambda: False
    last: list[str] = []

    def report() -> None:
        panel = friends.panel
        data = {"online": window.online,
                "reach": panel.reach.text() if panel and panel.reach.isVisible() else "",
                "invite": panel.invite.text() if panel else "",
                "local": panel.local_invite.text()
                if panel and panel.local_invite.isVisible() else ""}
        text = json.dumps(data)
        if not last or text != last[-1]:
            last.append(text)
            print(text, flush=True)

    timer = QTimer()
    timer.timeout.connect(report)
    timer.start(50)

    def command(text: str) -> None:
        word, _, rest = text.strip().partition(" ")
        if word == "leave":
            friends.leave()
            QTimer.singleShot(200, lambda: print(json.dumps({"left": True}), flush=True))
        elif word == "lang":
            i18n.install_language(rest)
        elif word == "shot":
            path, size = rest.split()
            w, h = (int(v) for v in size.split("x"))
            window.resize(w, h)
            QTimer.singleShot(300, lambda: print(json.dumps({"shot": window.grab().save(path)}),
                                                 flush=True))
        elif word == "quit":
            friends.shutdown()
            app.quit()

    commands = Commands()
    commands.line.connect(command)

    def read() -> None:
        for text in sys.stdin:
            commands.line.emit(text)
        commands.line.emit("quit")

    threading.Thread(target=read, daemon=True).start()
    friends.host(Rules.preset("rulebook"), "Hana", "easy", int(sys.argv[1]))
    app.exec()


if __name__ == "__main__":
    main()
