"""Run inside a test's namespace (``tests/netlab.py``): the Join dialog, offscreen, looking for
the tables on the network. Prints its list as one JSON line at every change; on stdin,
``click N`` clicks row N and prints the fields, ``paste TEXT`` pastes an invite, ``lang CODE``
switches the language, ``shot PATH WxH`` saves the dialog at that size."""

from __future__ import annotations

import json
import os
import sys
import threading

os.environ["QT_QPA_PLATFORM"] = "offscreen"
os.environ["SERGEANTMAJOR_LAN"] = "on"

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QApplication, QDialogButtonBox


class Commands(QObject):
    line = Signal(str)


def main() -> None:
    app = QApplication([])
    from sergeantmajor.app import i18n
    from sergeantmajor.ui.online.join_dialog import JoinTableDialog

    i18n.install_language("en")
    dialog = JoinTableDialog("Cleo")
    dialog.show()
    nearby = dialog.nearby

    def say(**data: object) -> None:
        print(json.dumps(data), flush=True)

    def listed() -> None:
        QTimer.singleShot(0, lambda: say(rows=[nearby.list.item(i).text()
                                               for i in range(nearby.list.count())],
                                          tips=[nearby.list.item(i).toolTip()
                                                for i in range(nearby.list.count())],
                                          state=nearby.state.text()))

    nearby.finder.changed.connect(lambda _tables: listed())

    def command(text: str) -> None:
        word, _, rest = text.strip().partition(" ")
        if word == "click":
            from PySide6.QtCore import Qt
            from PySide6.QtTest import QTest

            item = nearby.list.item(int(rest))
            QTest.mouseClick(nearby.list.viewport(), Qt.MouseButton.LeftButton,
                             pos=nearby.list.visualItemRect(item).center())
            ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
            say(address=dialog.address_edit.text(), code=dialog.code_edit.text(),
                invite=dialog.invite_edit.text(), ok=ok.isEnabled(),
                error=dialog.error.text())
        elif word == "paste":
            dialog.invite_edit.setText(rest)
            say(pasted=True)
        elif word == "lang":
            i18n.install_language(rest)
            QTimer.singleShot(200, listed)
        elif word == "shot":
            path, size = rest.split()
            w, h = (int(v) for v in size.split("x"))
            dialog.resize(min(w, 640), min(h, 480))
            QTimer.singleShot(100, lambda: say(shot=dialog.grab().save(path)))
        elif word == "quit":
            dialog.reject()
            app.quit()

    commands = Commands()
    commands.line.connect(command)

    def read() -> None:
        for text in sys.stdin:
            commands.line.emit(text)
        commands.line.emit("quit")

    threading.Thread(target=read, daemon=True).start()
    say(ready=True, state=nearby.state.text())
    app.exec()


if __name__ == "__main__":
    main()
