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


class _Node:
    """An object in a reference cycle with itself."""

    def __init__(self) -> None:
        self.me = self


def test_what_survives_an_old_collection_is_frozen_until_the_thaw() -> None:
    """An old collection freezes what survived it, so the next walks only what came since;
    a cycle that forms among frozen objects is freed at the thaw, when the frozen heap is
    walked too."""
    import weakref

    async def wait(until: Any, seconds: float = 5.0) -> bool:
        for _ in range(int(seconds / 0.02)):
            if until():
                return True
            await asyncio.sleep(0.02)
        return bool(until())

    async def run() -> None:
        node = _Node()
        ref = weakref.ref(node)
        collector = Collector(young=0.01, middle=0.03, full=0.06, thaw=1000.0)
        collector.start()
        try:
            frozen = gc.get_freeze_count()
            assert await wait(lambda: gc.get_freeze_count() > frozen)  # an old collection
            assert not any(o is node for o in gc.get_objects())  # frozen: out of sight
            del node
            await asyncio.sleep(0.3)  # old collections come and go: none walks it
            assert ref() is not None
        finally:
            collector.stop()
        thawing = Collector(young=0.01, middle=0.03, full=0.06, thaw=0.1)
        thawing.start()
        try:
            assert await wait(lambda: ref() is None)
        finally:
            thawing.stop()

    was_enabled = gc.isenabled()
    try:
        asyncio.run(run())
    finally:
        gc.unfreeze()
        if not was_enabled:
            gc.disable()
