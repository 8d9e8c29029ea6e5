"""Computer players and hints think here, off the GUI thread.

A :class:`_ThinkJob` runs ``bot.choose(view)`` on a ``QThreadPool`` worker, through
:func:`~sergeantmajor.seats.bots.safe_choice` (the one fallback for a bot that fails or cheats:
a legal move, logged). The view is a frozen :class:`~sergeantmajor.engine.view.SeatView`
snapshot taken on the GUI thread, so the worker never touches the live match. The answer comes
back through :class:`Thinker`'s signal (a queued connection, because the emitting thread is
the worker) with the token the request was made with: whoever asked drops an answer that came
too late (a new game was started, the move was already made, the hint is no longer wanted).

The pool is given the job's ``run`` method, not a ``QRunnable`` subclass: PySide6 keeps every
Python ``QRunnable`` passed to ``QThreadPool.start`` alive until ``waitForDone`` (here: the
end of the game), and each held its seat view, some 100 KB a hand over a long session
(issue 25). A plain callable is released once it has run.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QThreadPool, Signal

from ..ai.base import Bot
from ..engine.view import SeatView
from ..seats.bots import safe_choice


class Thinker(QObject):
    """Runs bots on a thread pool; ``answered(token, action)`` comes back on the GUI thread."""

    answered = Signal(object, object)  # token, Action (always a legal one)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool = QThreadPool(self)
        # Bots of one match must not run two at a time (their objects are not thread safe);
        # hints use a separate bot object, so two threads are plenty.
        self._pool.setMaxThreadCount(2)

    def think(self, token: object, bot: Bot, view: SeatView) -> None:
        """Ask ``bot`` for a move on ``view``; the answer arrives with ``token``."""
        self._pool.start(_ThinkJob(self, token, bot, view).run)

    def wait(self, msecs: int = 5000) -> bool:
        """Wait for running jobs (on quit, so no thread outlives the application)."""
        return self._pool.waitForDone(msecs)


class _ThinkJob:
    """One question to a bot, answered through the thinker's signal."""

    def __init__(self, thinker: Thinker, token: object, bot: Bot, view: SeatView) -> None:
        self._thinker = thinker
        self._token = token
        self._bot = bot
        self._view = view

    def run(self) -> None:
        action = safe_choice(self._bot, self._view)  # a broken bot must not stop the game
        try:
            self._thinker.answered.emit(self._token, action)
        except RuntimeError:  # the thinker was deleted while we thought (application quit)
            pass
