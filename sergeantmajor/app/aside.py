"""Damaged files are kept aside, never overwritten: the player (or a bug report) still has them."""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass
from pathlib import Path

log = logging.getLogger(__name__)


@dataclass
class KeptAside:
    """A file of the game's own that could not be read, and where it was kept.

    ``code`` is the file reader's (:data:`sergeantmajor.engine.files.CODES`) or ``damaged``
    (read, but a value in it is wrong); the window words it in the player's language
    (:func:`sergeantmajor.app.file_texts.read_problem_text`). ``detail`` is the English for
    the log and the box's Details; ``aside`` is ``None`` when the file could not be moved.
    """

    code: str
    detail: str
    path: Path
    aside: Path | None


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
