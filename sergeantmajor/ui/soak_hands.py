"""``sergeantmajor soak --hands N``: N whole hands through the real window, memory after each.

A long session's memory (issue 25): the player's seat is played by a computer player through
the table (a :class:`~.seat_autoplay.SeatAutoplay`: ``TableView.perform``, as a click would),
the others by the game's own opponents,
match after match (Game ▸ New game when one ends), at the speed asked for. After every hand
the resident memory (RSS) is read, with the number of Qt widgets and of the table's scene
items, and the report gives the growth per hand after a warm-up: the slope of a least-squares
line through the memory of every hand from the warm-up on (one hand's noise does not decide).

It touches nothing of the player's (the caller gives it a temporary data folder and settings).
"""

from __future__ import annotations

import statistics
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .soak_memory import rss_mib

if TYPE_CHECKING:
    from .main_window import MainWindow


@dataclass
class HandsReport:
    """What a run of whole hands saw: memory, widgets and scene items after each hand."""

    hands: int = 0
    matches: int = 0
    seconds: float = 0.0
    warmup: int = 20
    rss: list[float] = field(default_factory=list)  # MiB after each hand
    widgets: list[int] = field(default_factory=list)
    items: list[int] = field(default_factory=list)
    rss_start: float = 0.0

    def growth_kib_per_hand(self) -> float | None:
        """KiB of RSS per hand after the warm-up (least squares), ``None``: too few hands."""
        after = self.rss[self.warmup:]
        if len(after) < 10:
            return None
        xs = list(range(len(after)))
        slope = statistics.linear_regression(xs, after).slope
        return slope * 1024

    def lines(self) -> list[str]:
        """The report, one figure a line."""
        rate = self.growth_kib_per_hand()
        out = [f"soak: {self.hands} hands in {self.matches} matches, {self.seconds:.0f} s "
               f"({self.seconds / max(1, self.hands):.2f} s a hand)",
               f"RSS: {self.rss_start:.1f} MiB at start, "
               f"{self.rss[min(self.warmup, len(self.rss)) - 1]:.1f} MiB after the warm-up of "
               f"{self.warmup} hands, {self.rss[-1]:.1f} MiB at the end" if self.rss else "RSS: -",
               "growth after the warm-up: " + ("run too short" if rate is None else
                                               f"{rate:+.1f} KiB a hand"),
               f"widgets: {self.widgets[0] if self.widgets else 0} after the first hand, "
               f"{self.widgets[-1] if self.widgets else 0} at the end; scene items: "
               f"{self.items[0] if self.items else 0} -> {self.items[-1] if self.items else 0}"]
        step = max(1, len(self.rss) // 10)
        out.append("RSS by hand: " + ", ".join(f"{i + 1}: {m:.1f}" for i, m in
                                               enumerate(self.rss) if (i + 1) % step == 0))
        return out


class HandsSoak:
    """Plays whole hands in ``window`` and measures after each; :meth:`run` until N hands."""

    def __init__(self, window: MainWindow, seed: int = 1, warmup: int = 20) -> None:
        from ..ai.base import make_bot
        from .seat_autoplay import SeatAutoplay

        self.window = window
        self.report = HandsReport(warmup=warmup, rss_start=rss_mib())
        self._seed = seed
        controller = window.controller
        # the player's seat: a quick, legal, not random bot, deciding through the table
        self.player = SeatAutoplay(make_bot("basic", seed), window.table, window)
        controller.human_turn.connect(self.player.offered)
        controller.event_occurred.connect(self._event)
        window.table.match_over.connect(self._match_over)

    def _event(self, event: object) -> None:
        if type(event).__name__ == "HandScored":
            from PySide6.QtWidgets import QApplication

            self.report.hands += 1
            self.report.rss.append(rss_mib())
            self.report.widgets.append(len(QApplication.allWidgets()))
            self.report.items.append(len(self.window.table.scene().items()))

    def _match_over(self) -> None:
        from PySide6.QtCore import QTimer

        def again() -> None:
            self._seed += 1
            window = self.window
            window.new_game(window.prefs.rules, window.prefs.table_opponents(), self._seed)

        QTimer.singleShot(0, again)

    def run(self, hands: int, timeout_s: float) -> HandsReport:
        """Play until ``hands`` hands are scored (or ``timeout_s`` passed); the report."""
        from PySide6.QtCore import QCoreApplication, QEvent, QEventLoop, QTimer

        start = time.monotonic()
        self.window.controller.match_started.connect(lambda _v: self._count_match())
        self.report.matches = 1  # the match on the table when the run starts
        started = False
        while self.report.hands < hands and time.monotonic() - start < timeout_s:
            offer = self.window.table.player.offer
            if not started and offer is not None:  # offered before this run listened
                self.player.offered(offer.view)
            started = True
            loop = QEventLoop()
            QTimer.singleShot(20, loop.quit)
            loop.exec()
            QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        self.report.seconds = time.monotonic() - start
        return self.report

    def _count_match(self) -> None:
        self.report.matches += 1
