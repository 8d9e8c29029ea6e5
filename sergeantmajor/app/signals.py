"""Quit cleanly on SIGTERM, SIGINT and SIGHUP (logout, ``kill``, Ctrl+C): save, then leave.

A Python signal handler runs only between Python bytecodes, and the Qt event loop runs in C++
for as long as nothing happens, so a handler alone would wait for the next mouse move. The C
handler's wake-up byte (``signal.set_wakeup_fd``) goes down a pipe instead, a
``QSocketNotifier`` on the other end wakes the event loop, and the quitting happens there, in
the GUI thread, as if the player had chosen Game > Quit.

A pipe (POSIX: the game runs on Linux), not a socket pair: importing :mod:`socket` builds its
enums of every address family and option, some 0.3 MB resident for the whole run.
"""

from __future__ import annotations

import logging
import os
import signal
from collections.abc import Callable

from PySide6.QtCore import QObject, QSocketNotifier

log = logging.getLogger(__name__)

#: The signals that ask a program to end (SIGHUP: the terminal or session went away).
QUIT_SIGNALS: tuple[signal.Signals, ...] = tuple(
    getattr(signal, name) for name in ("SIGTERM", "SIGINT", "SIGHUP") if hasattr(signal, name))


class SignalQuit(QObject):
    """Calls ``on_signal(signum)`` in the GUI thread when a quit signal arrives."""

    def __init__(self, on_signal: Callable[[int], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.received: int | None = None  # the first quit signal, once one came
        self._on_signal = on_signal
        self._reader, self._writer = os.pipe()
        for end in (self._reader, self._writer):
            os.set_blocking(end, False)
        self._notifier = QSocketNotifier(self._reader, QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._wake)
        self._previous_fd = signal.set_wakeup_fd(self._writer, warn_on_full_buffer=False)
        self._previous = {sig: signal.signal(sig, self._note) for sig in QUIT_SIGNALS}

    def _note(self, signum: int, _frame: object) -> None:
        # Runs whenever Python next gets control; the work waits for the notifier, so a
        # signal in the middle of a save never re-enters it.
        if self.received is None:
            self.received = signum

    def _wake(self) -> None:
        try:
            data = os.read(self._reader, 64)
        except OSError:
            return
        signums = [b for b in data if b in {int(s) for s in QUIT_SIGNALS}]
        if not signums:
            return
        if self.received is None:
            self.received = signums[0]
        log.info("signal %s: saving and quitting", signal.Signals(self.received).name)
        self._on_signal(self.received)

    def uninstall(self) -> None:
        """Give the signals back to their previous handlers."""
        for sig, handler in self._previous.items():
            signal.signal(sig, handler)
        signal.set_wakeup_fd(self._previous_fd)
        self._notifier.setEnabled(False)
        os.close(self._reader)
        os.close(self._writer)
