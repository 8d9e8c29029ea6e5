"""Start-up of the game window: command-line options, Qt application, language, window.

``run(argv)`` is called by ``python -m sergeantmajor`` when no tool is named. ``sergeantmajor
FILE`` opens the match record FILE through Game ▸ Open's own path (a file manager does this
through the desktop entry). Options for tests and demos: ``--seed N`` (reproducible deals),
``--autoplay N`` (computer players at every seat for N hands, animated), ``--screenshot PNG``
(save the window after start-up, after opening FILE, or after the autoplay, then quit),
``--lang CODE``, ``--size WxH``, ``--speed``.
Set ``SERGEANTMAJOR_PROFILE=1`` to log the start-up time and the deal's frames per second.
"""

from __future__ import annotations

import gc
import logging
import os
import sys
import time
from types import TracebackType
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QApplication

from ..paths import resource_path
from .options import fit_size, parse_args, screen_room

if TYPE_CHECKING:
    import argparse
    from collections.abc import Callable

    from ..app.signals import SignalQuit
    from .main_window import MainWindow

log = logging.getLogger(__name__)
_T0 = time.perf_counter()


def _process_age() -> float | None:
    """Seconds since this process started (Linux /proc), for the start-up measurement."""
    try:
        with open("/proc/self/stat", encoding="ascii") as handle:
            start_ticks = int(handle.read().rsplit(")", 1)[1].split()[19])
        with open("/proc/uptime", encoding="ascii") as handle:
            uptime = float(handle.read().split()[0])
        return uptime - start_ticks / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return None


def _install_error_handler(app: QApplication) -> None:
    """An unexpected error becomes a logged report and a short message, not a dead window."""
    shown: list[object] = []  # the message box, kept alive here (it has no parent)

    def handler(kind: type[BaseException], error: BaseException,
                tb: TracebackType | None) -> None:
        log.error("unexpected error", exc_info=(kind, error, tb))
        if shown or QApplication.instance() is None:
            return  # one message per run is enough
        from PySide6.QtWidgets import QMessageBox

        # The sentence in the player's language; Python's own (English) words behind Details.
        box = QMessageBox(QMessageBox.Icon.Critical,
                          QCoreApplication.translate("Application", "Sergeant Major"),
                          QCoreApplication.translate(
                              "Application", "Something went wrong in the game.\nThe match is "
                              "autosaved after every move. The details are in the terminal's "
                              "log."))
        box.setDetailedText(f"{kind.__name__}: {error}"[:2000])
        box.setObjectName("errorBox")
        box.open()
        shown.append(box)

    sys.excepthook = handler


def run(argv: list[str]) -> int:
    """Start the game window; returns the exit status."""
    from ..app import feature_scan

    feature_scan.install()  # before the game's own modules are imported: see there
    args = parse_args(argv)
    profile = bool(os.environ.get("SERGEANTMAJOR_PROFILE"))
    logging.basicConfig(level=logging.INFO if profile else logging.WARNING,
                        format="%(name)s: %(message)s")
    QCoreApplication.setOrganizationName("sergeantmajor")
    QCoreApplication.setApplicationName("sergeantmajor")
    existing = QApplication.instance()  # typed QCoreApplication; ours is a QApplication
    app = existing if isinstance(existing, QApplication) else QApplication(
        [sys.argv[0] if sys.argv else "sergeantmajor"])
    app.setApplicationDisplayName("Sergeant Major")
    _install_error_handler(app)
    # Wayland compositors match this id to packaging/linux/<id>.desktop for the icon and name.
    app.setDesktopFileName("io.github.sergeantmajor.SergeantMajor")
    try:
        from .fonts import install_fonts

        install_fonts()
    except ImportError:
        pass
    from ..app import i18n
    from ..app.preferences import Preferences, open_user_settings

    demo = bool(args.autoplay or args.screenshot)
    # The settings file is checked before Qt first reads it (the language is in it): a named
    # pipe there would block Qt for ever, a folder or a huge file is kept aside (issue 25).
    settings, kept_aside = open_user_settings(read_only=demo)
    i18n.install_language(i18n.initial_language(args.lang, settings))
    from .main_window import MainWindow

    # A demo or test run reads the player's settings but writes nothing of theirs: no
    # settings (not even the window size), no statistics, no saved match.
    # The window's first frame is its menus and the bare felt; the game is made right after
    # that frame is on screen (play() below), and the first deal starts then.
    window = MainWindow(Preferences(settings, read_only=demo, kept_aside=kept_aside),
                        build=False)
    if args.size:
        size, shrunk = fit_size(args.size, screen_room())
        if shrunk:
            print(f"--size {args.size[0]}x{args.size[1]} is larger than the screen's free area: "
                  f"using {size[0]}x{size[1]}", file=sys.stderr)
        window.resize(*size)
    window.show()
    shown = time.perf_counter() - _T0
    # The process's age is read (two files of /proc, ~2 million instructions before the first
    # frame) only when it is told: SERGEANTMAJOR_PROFILE, or a log at INFO level.
    age = _process_age() if profile or log.isEnabledFor(logging.INFO) else None
    log.info("start-up to a shown window: %.0f ms after import, %s after process start",
             shown * 1000, "?" if age is None else f"{age * 1000:.0f} ms")
    if profile:
        print(f"startup_ms={shown * 1000:.0f}", file=sys.stderr)
        if age is not None:
            print(f"process_startup_ms={age * 1000:.0f}", file=sys.stderr)
    quitters: list[SignalQuit] = []  # installed by play(), once start-up questions are answered
    running = [True]  # play() does nothing once the event loop has ended

    def play() -> None:
        if not running[0]:
            return
        # The icon (an SVG drawn at every size the window system asks for, some 3 ms) is no
        # part of the first frame: the window manager shows it a moment later. QIcon is
        # imported only now: its class's first use builds its 151 Python enums (issue 35).
        from PySide6.QtGui import QIcon

        app.setWindowIcon(QIcon(str(resource_path("icons", "sergeantmajor.svg"))))
        _play(window, args, demo, profile)
        # Installed once start-up questions are answered: a signal during the resume question
        # still ends the program at once, with the save untouched.
        from ..app.signals import SignalQuit  # imported only now: signal's enums

        def quit_on_signal(_signum: int) -> None:
            if window.online:  # nobody to answer: the seat is kept, a hosted table stays open
                window.friends.asks = False
            window.close()  # the window's own quit path: it saves the match
            app.quit()

        quitters.append(SignalQuit(quit_on_signal, app))
        gc.freeze()  # what start-up built lives as long as the game: never scan it again
        gc.enable()  # paused by __main__ during start-up

    window.when_first_shown(play)
    status = app.exec()
    running[0] = False
    if window.built:  # app.quit() skips closeEvent: no thinking thread may outlive us
        window.controller.shutdown()
    for quitter in quitters:
        quitter.uninstall()
    return status


def _play(window: MainWindow, args: argparse.Namespace, demo: bool, profile: bool) -> None:
    """After the first frame: make the game in ``window``, then resume or deal (or run the
    demo ``args`` ask for)."""
    window.build()
    window.statistics.enabled = not demo
    if args.speed:
        window.table.set_speed(args.speed)
    elif args.autoplay:
        window.table.set_speed("fast")  # a demo: animated, but not at a human's pace
    if demo:  # a demo or a test run: the player's saved match is neither read nor replaced
        window.controller.autosave = False
    else:
        _release_router_leftovers()
    if args.screenshot:
        screenshot = args.screenshot

        def shoot() -> None:
            window.table.flush()
            if not window.grab().save(screenshot):
                print(f"could not save the screenshot to {screenshot}", file=sys.stderr)
                QApplication.exit(1)
                return
            QApplication.quit()

        # Connected before the match starts: with animations off the table catches up at once.
        if args.join or args.host:
            pass  # _sit_with_friends shoots when the table is shown (or the hands are played)
        elif args.autoplay:
            window.controller.stopped.connect(lambda: QTimer.singleShot(50, shoot))
        else:
            window.table.caught_up.connect(lambda: QTimer.singleShot(50, shoot))
    if args.file:  # a refused FILE: its box for the player, check's own line for a terminal
        window.files.refused.connect(
            lambda reason: print(f"sergeantmajor: {reason}", file=sys.stderr))
    if args.join or args.host:
        _sit_with_friends(window, args, shoot if args.screenshot else None)
    elif args.autoplay:
        window.controller.stop_after_hands = args.autoplay
        window.controller.stopped.connect(lambda: _report_autoplay(window, args.autoplay))
        prefs = window.prefs
        window.new_game(prefs.rules, prefs.table_opponents(), args.seed, autoplay=True)
    else:
        def deal() -> None:
            window.start(args.seed, offer_resume=not demo, open_file=args.file)

        # At the very first start the tutorial is offered before anything is dealt: a "Not
        # now" deals (or offers to resume), "Start the tutorial" puts the first lesson on the
        # table; nothing plays behind the question.
        # A file to open (a double-click in a file manager) is opened at once.
        # A player whose seat at a table with friends waits is not new to the game: the
        # question about that seat comes first, the tutorial's offer another time.
        if demo or args.file or window.prefs.friends_table is not None \
                or not window.offer_tutorial_at_first_start(later=deal):
            deal()
    from ..app import i18n

    warning = i18n.last_warning()
    if warning:  # the language asked for could not be loaded: say so (in English)
        window.show_status(warning)
    if profile:
        window.table.deal_measured.connect(
            lambda fps: print(f"deal_fps={fps:.1f}", file=sys.stderr))


def _release_router_leftovers() -> None:
    """A hosted table's router mapping that a crash left behind is taken back, on a thread;
    only a file is looked at here (the mapping's code loads only if it names one)."""
    from ..app import storage

    record = storage.data_dir() / storage.ROUTER_RECORD
    if not record.is_file():
        return
    import threading

    def release() -> None:
        from ..net.portmap import release_stale

        try:
            release_stale(record)
        except Exception as exc:  # the router is not there now: the next start tries again
            log.info("the router's old mapping could not be removed: %r", exc)

    threading.Thread(target=release, name="portmap-leftovers", daemon=True).start()


def _sit_with_friends(window: MainWindow, args: argparse.Namespace,
                      shoot: Callable[[], None] | None) -> None:
    """``--join INVITE`` / ``--host``: the window at a table with friends; with ``--autoplay
    N`` a computer player plays this seat for N hands, then the screenshot is taken."""
    from ..app import preferences

    friends = window.friends
    friends.demo = bool(args.autoplay or args.screenshot)  # a hosted table's files: scratch
    friends.asks = not friends.demo  # a demo's end asks nobody (quit() closes the window)
    name = (args.name or friends.player_name() or "Player").strip()
    if args.name:  # the name given is the player's from now on (a demo writes nothing)
        window.prefs.player_name = name
    if args.autoplay:
        friends.autoplay = args.autoplay
    if shoot is not None:
        if args.autoplay:
            friends.stopped.connect(lambda: QTimer.singleShot(50, shoot))
        else:
            friends.joined.connect(lambda: QTimer.singleShot(500, shoot))
        friends.gave_up.connect(lambda: QTimer.singleShot(50, shoot))
    if args.host and args.autoplay:  # a demo starts at once: computer players fill the table
        friends.joined.connect(lambda: friends.game.start_now() if friends.game else None)
    if args.join:
        friends.join(args.join, name)
    elif args.server:
        friends.host_on_server(args.server, window.prefs.rules, name,
                               preferences.default_level())
    else:
        port = args.port or window.prefs.friends_port
        friends.host(window.prefs.rules, name, preferences.default_level(), port)


def _report_autoplay(window: MainWindow, hands: int) -> None:
    """Say so when the match ended before the autoplay's number of hands."""
    played = window.controller.hands_played()
    if played < hands:
        print(f"autoplay: the match ended after {played} hands, before the {hands} asked for",
              file=sys.stderr)
