"""How late the server's loop is, measured all the time, and why (no Qt).

Every table of a server waits whenever its one loop is busy with something else: a late loop
is late for everyone. :class:`LoopWatch` asks the loop to wake it every ``interval`` seconds
and counts how late each wake-up is (a histogram by millisecond, cheap enough to run always);
a wake-up later than ``stall`` is logged with what is known of its cause: the garbage
collections that ran meanwhile (measured through :data:`gc.callbacks`), else the loop's own
work or a machine too busy to run it.
"""

from __future__ import annotations

import asyncio
import gc
import logging
import time
from typing import Any

log = logging.getLogger("sergeantmajor.server")


class LoopWatch:
    """Lateness of one loop: a histogram of wake-up delays and the collector's pauses."""

    def __init__(self, interval: float = 0.01, stall: float = 0.1) -> None:
        self.interval = interval
        self.stall = stall
        self._loop: asyncio.AbstractEventLoop | None = None
        self._handle: asyncio.TimerHandle | None = None
        self._due = 0.0
        self._gc_started = 0.0
        self._gc_recent: list[tuple[float, float, int]] = []  # (end, seconds, generation)
        self.reset()

    def reset(self) -> None:
        """Start counting anew."""
        self.histogram: dict[int, int] = {}  # whole milliseconds late -> wake-ups
        self.samples = 0
        self.worst = 0.0
        self.stalls = 0
        self.gc_pauses: list[float] = []
        self.gc_by_generation: dict[int, list[float]] = {0: [], 1: [], 2: []}
        self.gc_collected: dict[int, int] = {}  # generation -> objects it freed (cycles)
        self.since = time.monotonic()

    def start(self, loop: asyncio.AbstractEventLoop) -> None:
        """Begin watching ``loop`` (from its own thread)."""
        self._loop = loop
        gc.callbacks.append(self._collector)
        self._arm()

    def stop(self) -> None:
        """Stop watching."""
        if self._handle is not None:
            self._handle.cancel()
            self._handle = None
        if self._collector in gc.callbacks:
            gc.callbacks.remove(self._collector)

    def _arm(self) -> None:
        assert self._loop is not None
        self._due = time.perf_counter() + self.interval
        self._handle = self._loop.call_later(self.interval, self._woke)

    def _woke(self) -> None:
        now = time.perf_counter()
        late = max(0.0, now - self._due)
        key = int(late * 1000)
        self.histogram[key] = self.histogram.get(key, 0) + 1
        self.samples += 1
        self.worst = max(self.worst, late)
        if late > self.stall:
            self.stalls += 1
            log.warning("the server's loop woke %.0f ms late (%s)", late * 1000,
                        self._cause(now - late - self.interval, now))
        self._gc_recent = [g for g in self._gc_recent if g[0] > now - 1.0]
        self._arm()

    def _cause(self, start: float, end: float) -> str:
        pauses = [(seconds, generation) for stop, seconds, generation in self._gc_recent
                  if stop >= start and stop - seconds <= end]
        if pauses:
            total = sum(seconds for seconds, _ in pauses)
            oldest = max(generation for _, generation in pauses)
            return (f"garbage collection: {len(pauses)} pause(s), {total * 1000:.0f} ms, "
                    f"up to generation {oldest}")
        return "the loop's own work, or a machine too busy to run it"

    def _collector(self, phase: str, info: dict[str, Any]) -> None:
        if phase == "start":
            self._gc_started = time.perf_counter()
        elif self._gc_started:
            end = time.perf_counter()
            seconds = end - self._gc_started
            self._gc_started = 0.0
            generation = int(info.get("generation", 0))
            self.gc_pauses.append(seconds)
            self.gc_by_generation.setdefault(generation, []).append(seconds)
            self.gc_collected[generation] = (self.gc_collected.get(generation, 0)
                                             + int(info.get("collected", 0)))
            self._gc_recent.append((end, seconds, generation))

    def percentile(self, share: float) -> float:
        """The lateness (ms, to the millisecond below) that ``share`` of wake-ups keep within."""
        if not self.samples:
            return 0.0
        wanted = share * self.samples
        seen = 0
        for key in sorted(self.histogram):
            seen += self.histogram[key]
            if seen >= wanted:
                return float(key)
        return float(max(self.histogram))

    def stats(self) -> dict[str, Any]:
        """The figures since the last :meth:`reset`."""
        pauses = sorted(self.gc_pauses)
        return {
            "seconds": time.monotonic() - self.since, "wakeups": self.samples,
            "late_p50_ms": self.percentile(0.5), "late_p99_ms": self.percentile(0.99),
            "late_max_ms": self.worst * 1000, "stalls": self.stalls,
            "gc_pauses": len(pauses),
            "gc_max_ms": pauses[-1] * 1000 if pauses else 0.0,
            "gc_total_ms": sum(pauses) * 1000,
            "gc_generations": {str(g): {"count": len(p), "max_ms": max(p, default=0.0) * 1000,
                                        "total_ms": sum(p) * 1000,
                                        "collected": self.gc_collected.get(g, 0)}
                               for g, p in sorted(self.gc_by_generation.items())},
        }
