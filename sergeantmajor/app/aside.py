"""Damaged files are kept aside, never overwritten: the player (or a bug report) still has them."""

from __future__ import annotations

import logging
import time
from pathlib import Path

log = logging.getLogger(__name__)


def keep_aside(path: Path, stem: str, suffix: str) -> Path | None:
    """Rename a damaged ``path`` to ``<stem>.damaged-<time>[-n]<suffix>``; ``None`` if it failed."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    aside = path.with_name(f"{stem}.damaged-{stamp}{suffix}")
    n = 1
    while aside.exists():  # never overwrite an earlier damaged file
        n += 1
        aside = path.with_name(f"{stem}.damaged-{stamp}-{n}{suffix}")
    try:
        path.rename(aside)
    except OSError as exc:
        log.error("cannot move the damaged file %s aside: %s", path, exc)
        return None
    return aside


def shorten(text: str, limit: int = 200) -> str:
    """``text``, cut to ``limit`` characters with an ellipsis (for log lines)."""
    return text if len(text) <= limit else text[:limit] + "…"
