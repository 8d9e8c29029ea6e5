"""The server's collector: collections on the loop's clock, none by allocation count."""

from __future__ import annotations

import asyncio
import gc
from typing import Any

from sergeantmajor.server.collector import Collector


def test_the_loop_collects_each_generation_on_its_clock_and_gives_collection_back() -> None:
    seen: list[int] = []

    def note(phase: str, info: dict[str, Any]) -> None:
        if phase == "start":
            seen.append(int(info["generation"]))

    async def run() -> None:
        collector = Collector(young=0.01, middle=0.05, full=0.2)
        collector.start()
        try:
            assert not gc.isenabled()  # no collection comes from allocations
            gc.callbacks.append(note)
            await asyncio.sleep(0.5)
        finally:
            gc.callbacks.remove(note)
            collector.stop()

    was_enabled = gc.isenabled()
    try:
        asyncio.run(run())
        assert gc.isenabled()
    finally:
        gc.unfreeze()
        if not was_enabled:
            gc.disable()
    assert seen.count(0) >= 10 and seen.count(1) >= 2 and seen.count(2) >= 1
