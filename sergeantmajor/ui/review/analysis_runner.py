"""Runs the post-game analysis in a worker thread, so the review (and play) never waits.

The worker gets a cursor of its own (``analyse`` moves the cursor it is given), reports
progress through a queued signal and stops at the next check when cancelled.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QObject, QThread, Signal

from ...ai.analysis import Analysis, AnalysisCancelledError, analyse, analyse_views
from ...engine.replay_cursor import ReplayCursor
from ...net.seat_record import SeatReplay, is_seat_record

log = logging.getLogger(__name__)

SEED = 0  # the GUI's analysis uses the command line's default seed: the numbers agree


class _Worker(QThread):
    progressed = Signal(int, int)
    done = Signal(object)  # Analysis
    stopped = Signal()
    failed = Signal(str)

    def __init__(self, record: dict[str, Any], seat: int, hands: Sequence[int] | None,
                 seed: int, open_hands: bool, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.record, self.seat, self.hands = record, seat, hands
        self.seed, self.open_hands = seed, open_hands
        self.cancel_flag = threading.Event()

    def run(self) -> None:
        try:
            if is_seat_record(self.record):  # the seat's own record: its own views only
                decisions = SeatReplay(self.record).decisions(self.seat)
                result = analyse_views(decisions, self.seat, self.hands, self.seed,
                                       progress=self.progressed.emit,
                                       cancelled=self._cancelled)
            else:
                result = analyse(ReplayCursor(self.record), self.seat, self.hands, self.seed,
                                 self.open_hands, progress=self.progressed.emit,
                                 cancelled=self._cancelled)
        except AnalysisCancelledError:
            self.stopped.emit()
            return
        except Exception as exc:  # never a traceback for the player
            log.exception("analysis failed")
            self.failed.emit(str(exc))
            return
        self.done.emit(result)

    def _cancelled(self) -> bool:
        # Checked between sampled deals: a moment to let the GUI thread take the GIL.
        time.sleep(0)
        return self.cancel_flag.is_set()


class AnalysisRunner(QObject):
    """One analysis at a time; a new start cancels the one running."""

    progressed = Signal(int, int)  # decisions done, of total
    finished = Signal(object)  # the Analysis
    cancelled = Signal()
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._worker: _Worker | None = None
        self._old: list[_Worker] = []  # cancelled workers finishing their last deal
        self.result: Analysis | None = None

    @property
    def running(self) -> bool:
        return self._worker is not None

    def start(self, record: dict[str, Any], seat: int, hands: Sequence[int] | None = None,
              seed: int = SEED, open_hands: bool = False) -> None:
        """Analyse ``seat``'s decisions in ``hands`` of ``record`` off the GUI thread."""
        self.cancel()
        worker = _Worker(record, seat, hands, seed, open_hands, self)
        worker.progressed.connect(self._progress)
        worker.done.connect(self._done)
        worker.stopped.connect(self._stopped)
        worker.failed.connect(self._failed)
        self._worker = worker
        worker.start(QThread.Priority.LowPriority)

    def cancel(self) -> None:
        """Stop the running analysis (it ends at its next check)."""
        worker, self._worker = self._worker, None
        if worker is not None:
            worker.cancel_flag.set()
            self._old.append(worker)
            worker.finished.connect(lambda w=worker: self._forget(w))
            self.cancelled.emit()

    def wait(self) -> None:
        """Cancel and wait for every worker (the window closes)."""
        self.cancel()
        for worker in list(self._old):
            worker.wait()
        self._old.clear()

    def _forget(self, worker: _Worker) -> None:
        if worker in self._old:
            self._old.remove(worker)

    def _progress(self, done: int, total: int) -> None:
        if self.sender() is self._worker:
            self.progressed.emit(done, total)

    def _done(self, result: Analysis) -> None:
        if self.sender() is self._worker:
            worker, self._worker = self._worker, None
            self._old.append(worker)
            worker.finished.connect(lambda w=worker: self._forget(w))
            self.result = result
            self.finished.emit(result)

    def _stopped(self) -> None:
        pass  # cancel() has said so already

    def _failed(self, reason: str) -> None:
        if self.sender() is self._worker:
            self._worker = None
            self.failed.emit(reason)
