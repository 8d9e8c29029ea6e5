"""The autosave, written off the GUI thread: a snapshot is taken when the game is idle, a
worker thread writes it atomically (a temporary file, fsync, rename).

The record is built on the GUI thread (the match changes there) but never inside the call
that applied a move: :meth:`Autosaver.schedule` only marks the match dirty and the snapshot
is taken by a zero-delay timer, once per batch of moves. :meth:`Autosaver.flush` writes at
once and waits (the window is closing).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from ..engine.record import save_record

log = logging.getLogger(__name__)

Snapshot = Callable[[], tuple[Path, dict[str, Any] | None]]
"""Returns where to write and the record (``None``: the match is over, remove the file)."""


def _write(path: Path, record: dict[str, Any] | None) -> None:
    if record is None:
        path.unlink(missing_ok=True)
    else:
        save_record(path, record)


class Autosaver(QObject):
    """Writes snapshots in order on one worker thread; reports failures as :attr:`failed`."""

    failed = Signal(str)

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

    def schedule(self) -> None:
        """The match changed: save it soon (coalesced), never inside the current call."""
        self._timer.start()

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
            self.failed.emit(str(error))  # queued to the GUI thread's receivers

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
