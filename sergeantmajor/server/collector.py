"""The garbage collector of a long-lived table server, run by its loop on a clock (no Qt).

Python's own collector starts a young collection when the objects made outnumber those freed
by its threshold. A server's tables replace their objects all the time (a view, a trick, a
message freed for each one made), so that count hardly moves while the young generation
grows: at 1,000 tables it held 75,000 objects when a collection finally came, a pause of
60-90 ms every table felt (measured, ``bench-server --mode human --tables 1000``). Here the
loop collects instead, often and small: the young generation every :data:`YOUNG` seconds
(what a tenth of a second made: a few milliseconds at most), the middle one every
:data:`MIDDLE` seconds (at human pace a table's views live two seconds, from one decision
to the next: the middle generation holds what half a second promoted, 10-15 ms to walk at
1,000 tables, where every 2 s it took up to 46 ms), and the old generation every
:data:`FULL` seconds. What start-up made is frozen out of the collector's sight, and so is
what survived each old collection: a table leaves no reference cycle when it leaves memory
(its parts hold it weakly, ``weak.py``), so what lives long is freed by its reference count,
frozen or not, and the next old collection walks only what came since (at 1,000 tables the
walk of the whole heap paused every table for up to 405 ms). Every :data:`THAW` seconds the
frozen heap is walked too, for any cycle that formed among long-lived objects (a
connection's, a library's). The pauses and what each generation freed are measured by
:class:`~.loop_watch.LoopWatch` (per generation in ``--stats-file``).
"""

from __future__ import annotations

import asyncio
import gc

#: Seconds between collections of the young generation, of the middle one, of the old one
#: (what survives it is frozen), of everything (the frozen heap too).
YOUNG = 0.1
MIDDLE = 0.5
FULL = 300.0
THAW = 3600.0


class Collector:
    """Collections on the loop's clock instead of the allocation count."""

    def __init__(self, young: float = YOUNG, middle: float = MIDDLE,
                 full: float = FULL, thaw: float = THAW) -> None:
        self.young, self.middle, self.full, self.thaw = young, middle, full, thaw
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        """Collect once, freeze what start-up made, and collect on the clock from now on
        (called on the running loop)."""
        gc.collect()
        gc.freeze()
        gc.disable()
        self._task = asyncio.get_running_loop().create_task(self._run())

    def stop(self) -> None:
        """Give the collection back to Python."""
        if self._task is not None:
            self._task.cancel()
            self._task = None
        gc.enable()

    async def _run(self) -> None:
        loop = asyncio.get_running_loop()
        next_middle = loop.time() + self.middle
        next_full = loop.time() + self.full
        next_thaw = loop.time() + self.thaw
        while True:
            await asyncio.sleep(self.young)
            now = loop.time()
            if now >= next_full:
                next_full, next_middle = now + self.full, now + self.middle
                if now >= next_thaw:
                    next_thaw = now + self.thaw
                    gc.unfreeze()  # the frozen heap too, once in a while
                gc.collect(2)
                gc.freeze()  # what lives on is not walked by the next one
            elif now >= next_middle:
                next_middle = now + self.middle
                gc.collect(1)
            else:
                gc.collect(0)


__all__ = ["FULL", "MIDDLE", "THAW", "YOUNG", "Collector"]
