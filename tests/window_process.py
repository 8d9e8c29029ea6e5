"""A real game window in a process of its own, for the tests that kill one (``kill -9``).

    python tests/window_process.py host NAME       # hosts a table, prints INVITE and SERVER
    python tests/window_process.py back            # starts again, answers Yes, prints BACK
    python tests/window_process.py join INVITE NAME  # takes a seat, prints SEATED

The window is the game's own (``MainWindow``, offscreen), with the player's settings and data
where the environment says (``XDG_CONFIG_HOME``, ``SERGEANTMAJOR_DATA_DIR``), written as the
game writes them, so a killed window leaves what a crashed game leaves. A computer player plays
the window's seat through the table's own input (``FriendsPlay.autoplay``), as in a demo, but
nothing here is a demo: the settings and the hosted table are kept. Each line printed is one
event: ``INVITE <invite>``, ``SERVER <pid>``, ``SEATED <seat>``, ``BACK <seat> <seq>``.
"""

from __future__ import annotations

import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main(argv: list[str]) -> int:
    from PySide6.QtCore import QCoreApplication, QTimer
    from PySide6.QtWidgets import QApplication

    QCoreApplication.setOrganizationName("sergeantmajor")
    QCoreApplication.setApplicationName("sergeantmajor")
    app = QApplication([])
    from sergeantmajor.app import i18n

    i18n.install_language("en")
    from sergeantmajor.app.preferences import Preferences
    from sergeantmajor.engine import Rules
    from sergeantmajor.ui.main_window import MainWindow

    prefs = Preferences()
    prefs.pause_after_hand = False
    window = MainWindow(prefs)
    window.ask_resume = lambda: False
    window.set_speed("off")
    window.statistics.enabled = False
    window.resize(1024, 640)
    window.show()
    friends = window.friends
    friends.where = "here"
    friends.autoplay = 100_000
    friends.ask_rejoin = lambda: True

    def say(line: str) -> None:
        print(line, flush=True)
        prefs.settings.sync()  # what a game writes as it goes, on disk before any kill

    def seated() -> None:
        game = friends.game
        assert game is not None
        if argv[0] == "host":
            say(f"INVITE {friends.shared_invite}")
            server = friends.hosting.server
            say(f"SERVER {server.pid if server is not None else 0}")
        elif argv[0] == "back":
            say(f"BACK {game.human} {game.seq}")
        else:
            say(f"SEATED {game.human}")

    friends.joined.connect(lambda: QTimer.singleShot(200, seated))
    friends.gave_up.connect(lambda: say("GAVE-UP"))
    if argv[0] == "host":
        # two hands: a host killed in the first comes back for the rest of it and a whole one
        rules = Rules.preset("rulebook", match_end="hands", hands=int(os.environ.get(
            "HANDS", "2")))
        friends.host(rules, argv[1], "easy", 0)
    elif argv[0] == "back":
        window.start(offer_resume=True)
    else:
        friends.join(argv[1], argv[2])
    return app.exec()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
