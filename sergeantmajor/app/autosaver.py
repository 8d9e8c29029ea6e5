"""The autosave, written off the GUI thread: a snapshot is taken when the game is idle, a
worker thread writes it atomically (a temporary file, fsync, rename).

The record is built on the GUI thread (the match changes there) but never inside the call
that applied a move: :meth:`Autosaver.schedule` only marks the match dirty and the snapshot
is taken by a zero-delay timer. :meth:`Autosaver.flush` writes at once and waits (the window
is closing).

A kill -9 must lose at most the decision being written (issue 25). Two things used to let
the file fall two decisions behind: two decisions applied before the timer fired (a computer
player answering at once, at the speed "off") shared one snapshot, and a decision could be
made while the previous one's write was still on its way to the disk. So the controller calls
:meth:`Autosaver.before_change` before it applies a decision: a snapshot still waiting for
its timer is taken then, and the write in progress is waited for (at most
:data:`WAIT_BEFORE_CHANGE_S`: a disk that hangs must not freeze the window).
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from ..engine.record import save_record

log = logging.getLogger(__name__)

#: How long a decision waits for the previous decision's write (a normal disk takes ~1 ms).
WAIT_BEFORE_CHANGE_S = 0.25

Snapshot = Callable[[], tuple[Path, dict[str, Any] | None]]
"""Returns where to write and the record (``None``: the match is over, remove the file)."""


def _write(path: Path, record: dict[str, Any] | None) -> None:
    if record is None:
        path.unlink(missing_ok=True)
    else:
        save_record(path, record)


class Autosaver(QObject):
    """Writes snapshots in order on one worker thread; reports failures as :attr:`failed`
    (with the exception: the window words it in the player's language)."""

    failed = Signal(object)

    def __init__(self, snapshot: Snapshot, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._snapshot = snapshot
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="autosave")
        self._pending: list[Future[None]] = []
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._take_snapshot)
        self.writes = 0  # snapshots handed to the worker (tests count them)
        self.slow_writes = 0  # decisions that went on before the previous write was done

    def schedule(self) -> None:
        """The match changed: save it soon (coalesced), never inside the current call."""
        self._timer.start()

    def before_change(self) -> None:
        """The match is about to change: every earlier decision gets its own snapshot, and
        the file is at most one decision behind (the write of the last one is finished, or
        has had :data:`WAIT_BEFORE_CHANGE_S`)."""
        if self._timer.isActive():
            self._timer.stop()
            self._take_snapshot()
        deadline = time.monotonic() + WAIT_BEFORE_CHANGE_S
        for future in self._pending:
            try:
                future.result(timeout=max(0.0, deadline - time.monotonic()))
            except FutureTimeout:
                self._slow()
                return
            except Exception:  # reported through `failed` already
                pass

    def _slow(self) -> None:
        self.slow_writes += 1
        if self.slow_writes == 1:  # said once: a slow disk would say it at every decision
            log.warning("the autosave is slow (over %.2f s): a decision goes on before the "
                        "previous one is written", WAIT_BEFORE_CHANGE_S)

    def cancel(self) -> None:
        """Forget a snapshot not taken yet (a new match replaces the old one)."""
        self._timer.stop()

    def _take_snapshot(self) -> None:
        path, record = self._snapshot()
        self.writes += 1
        future = self._pool.submit(_write, path, record)
        future.add_done_callback(self._done)
        self._pending = [f for f in self._pending if not f.done()] + [future]

    def _done(self, future: Future[None]) -> None:
        error = future.exception()
        if error is not None:
            log.error("autosave failed: %s", error)
            self.failed.emit(error)  # queued to the GUI thread's receivers

    def flush(self) -> None:
        """Write the match now and wait for every write (closing the window)."""
        self._timer.stop()
        self._take_snapshot()
        self.wait()

    def wait(self) -> None:
        """Wait for the writes already handed to the worker."""
        for future in list(self._pending):
            try:
                future.result()
            except Exception:  # reported through `failed` already
                pass
        self._pending = []

    def shutdown(self) -> None:
        """Finish the writes in progress and stop the worker."""
        self._timer.stop()
        self.wait()
        self._pool.shutdown(wait=True)
