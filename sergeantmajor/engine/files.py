"""The one reader of every JSON file and stored JSON text the game reads (issue 25).

Match records (opened, dropped, reviewed, named on the command line, the autosave), the
statistics, and the JSON values kept in the settings (rules, opponents, tutorial progress,
recent files) all come through here, so nothing a file holds can hang, crash or exhaust the
game:

* **only regular files**: a folder, a named pipe (FIFO), a device or a socket is refused from
  ``stat`` before it is opened, and the file is opened with ``O_NONBLOCK`` so that a file
  swapped for a FIFO in between cannot block either;
* **a size limit before parsing**: the size is checked from ``stat`` and again while reading
  (a file that grows meanwhile is cut off at the limit, not read whole);
* **a depth and number-range check**: JSON nested deeper than the game's files ever are, a
  number with more digits or a larger magnitude than :data:`MAX_NUMBER`, ``NaN`` and
  ``Infinity`` are refused, and so is text Python cannot write back (lone surrogates).

Every refusal is a :class:`FileRefusedError` whose ``code`` the interface turns into a sentence in
the player's language (``app.words.file_problem_text``) and whose ``str()`` is the English
detail for the log and the Details button. Nothing here imports Qt.
"""

from __future__ import annotations

import errno
import math
import os
import stat
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

try:  # advisory locks (POSIX); elsewhere a leftover is judged by its age
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]

#: The largest file read, by default (a record of 10,000 hands is some 14 MB).
MAX_FILE_BYTES = 16 * 1024 * 1024
#: The deepest nesting of a JSON value the game accepts (its own files go 5 deep).
MAX_DEPTH = 32
#: The largest magnitude of a number in a file (no count or score of the game comes near).
MAX_NUMBER = 10**12
_MAX_DIGITS = len(str(MAX_NUMBER))

#: Why a file or text is refused; each has its own sentence in the player's language.
CODES = ("missing", "is-a-folder", "not-a-file", "too-large", "path-too-long", "unreadable",
         "not-text", "not-json", "too-deep", "bad-number")


class FileRefusedError(ValueError):
    """A file (or stored text) the game will not read: ``code`` says why (one of
    :data:`CODES`), ``str()`` is the English detail, ``limit`` the size limit for
    ``too-large``."""

    def __init__(self, message: str, *, code: str, limit: int = 0) -> None:
        super().__init__(message)
        self.code = code
        self.limit = limit


# --------------------------------------------------------------------------- the bytes
def read_bytes(path: str | os.PathLike[str], limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of the regular file ``path``, at most ``limit`` of them; never blocks.

    Raises :class:`FileRefusedError`: ``missing``, ``is-a-folder``, ``not-a-file`` (a FIFO, a
    device, a socket), ``too-large``, ``path-too-long`` or ``unreadable``.
    """
    try:
        info = os.stat(path)
    except OSError as exc:
        raise _os_problem(exc) from None
    _check_kind(info, limit)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) \
        | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        raise _os_problem(exc) from None
    try:
        _check_kind(os.fstat(fd), limit)  # the file opened is the one checked
        chunks, size = [], 0
        while size <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except OSError as exc:
        raise _os_problem(exc) from None
    finally:
        os.close(fd)
    if size > limit:
        raise _too_large(limit)
    return b"".join(chunks)


def _check_kind(info: os.stat_result, limit: int) -> None:
    if stat.S_ISDIR(info.st_mode):
        raise FileRefusedError("it is a folder, not a file", code="is-a-folder")
    if not stat.S_ISREG(info.st_mode):
        kind = ("a named pipe (FIFO)" if stat.S_ISFIFO(info.st_mode) else
                "a device" if stat.S_ISCHR(info.st_mode) or stat.S_ISBLK(info.st_mode) else
                "a socket" if stat.S_ISSOCK(info.st_mode) else "not a regular file")
        raise FileRefusedError(f"it is {kind}, not an ordinary file", code="not-a-file")
    if info.st_size > limit:
        raise _too_large(limit)


def _too_large(limit: int) -> FileRefusedError:
    return FileRefusedError(f"the file is larger than {limit // (1024 * 1024) or 1} MB",
                       code="too-large", limit=limit)


def _os_problem(exc: OSError) -> FileRefusedError:
    reason = exc.strerror or str(exc)
    if exc.errno == errno.ENOENT:
        return FileRefusedError(f"cannot read the file: {reason}", code="missing")
    if exc.errno == errno.ENAMETOOLONG:
        return FileRefusedError(f"cannot read the file: {reason}", code="path-too-long")
    if exc.errno == errno.EISDIR:
        return FileRefusedError("it is a folder, not a file", code="is-a-folder")
    return FileRefusedError(f"cannot read the file: {reason}", code="unreadable")


# --------------------------------------------------------------------------- the JSON
def parse_json(text: str | bytes, *, max_depth: int = MAX_DEPTH,
               object_pairs_hook: Callable[[list[tuple[str, Any]]], Any] | None = None) -> Any:
    """The JSON value of ``text`` (bytes must be UTF-8), checked for depth and numbers.

    Raises :class:`FileRefusedError`: ``not-text``, ``not-json``, ``too-deep`` or ``bad-number``.
    An exception ``object_pairs_hook`` raises goes to the caller as it is.
    """
    import json  # here: the window's settings check reads bytes before its first frame

    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise FileRefusedError("the file is not UTF-8 text", code="not-text") from None
    try:
        value = json.loads(text, parse_int=_int, parse_float=_float, parse_constant=_constant,
                           object_pairs_hook=object_pairs_hook)
    except json.JSONDecodeError as exc:
        raise FileRefusedError(f"not JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})",
                          code="not-json") from None
    except RecursionError:
        raise FileRefusedError("JSON nested too deeply", code="too-deep") from None
    _check_value(value, max_depth)
    return value


def read_json(path: str | os.PathLike[str], *, limit: int = MAX_FILE_BYTES,
              max_depth: int = MAX_DEPTH,
              object_pairs_hook: Callable[[list[tuple[str, Any]]], Any] | None = None) -> Any:
    """:func:`read_bytes` then :func:`parse_json`: the checked JSON value of a file."""
    return parse_json(read_bytes(path, limit), max_depth=max_depth,
                      object_pairs_hook=object_pairs_hook)


def _int(digits: str) -> int:
    shown = digits[:20] + ("…" if len(digits) > 20 else "")
    if len(digits.lstrip("-")) > _MAX_DIGITS:  # before int(): 5,000 digits would be slow
        raise FileRefusedError(f"a number has too many digits ({shown})", code="bad-number")
    value = int(digits)
    if abs(value) > MAX_NUMBER:
        raise FileRefusedError(f"a number is out of range ({shown})", code="bad-number")
    return value


def _float(digits: str) -> float:
    value = float(digits)
    if not math.isfinite(value) or abs(value) > MAX_NUMBER:
        raise FileRefusedError(f"a number is out of range ({digits[:20]})", code="bad-number")
    return value


def _constant(name: str) -> Any:
    raise FileRefusedError(f"a number is not finite ({name})", code="bad-number")


def _check_value(value: Any, max_depth: int) -> None:
    """Depth and text of a parsed value, walked without recursion."""
    stack: list[tuple[Any, int]] = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, str):
            _check_text(item)
            continue
        if not isinstance(item, (dict, list)):
            continue
        if depth > max_depth:
            raise FileRefusedError(f"JSON nested more than {max_depth} deep", code="too-deep")
        if isinstance(item, dict):
            for key, child in item.items():
                _check_text(key)
                stack.append((child, depth + 1))
        else:
            stack.extend((child, depth + 1) for child in item)


def _check_text(text: str) -> None:
    if not text.isascii():
        try:
            text.encode("utf-8")
        except UnicodeEncodeError:  # a lone surrogate ("\ud800"): it could never be saved
            raise FileRefusedError("a text holds an invalid character", code="not-text") from None


# --------------------------------------------------------------------------- writing
def write_atomic(path: str | os.PathLike[str], text: str, *, durable: bool = True) -> None:
    """Write ``text`` (UTF-8) to ``path`` atomically: a temporary file beside it, flushed to
    disk, then renamed over ``path``; a reader sees the old file or the new, never half.
    ``durable=False`` skips the flush to disk (a kill still leaves one file or the other,
    whole; a power cut may not): for a caller that syncs many files at once afterwards.

    The temporary file is locked while it is written, so that :func:`remove_stale_temp_files`
    (another game starting) never takes a write in progress for a leftover.
    """
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    data = text.encode("utf-8")
    fd, tmp = _locked_temp_file(target)
    try:
        try:
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view):]
            if durable:
                os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def _locked_temp_file(target: Path) -> tuple[int, str]:
    """A new temporary file beside ``target``, open and locked for writing."""
    while True:
        fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
        if fcntl is None:
            return fd, tmp
        try:
            fcntl.flock(fd, fcntl.LOCK_EX)  # waits only while a cleaner looks at it
            if os.path.samestat(os.fstat(fd), os.stat(tmp)):
                return fd, tmp
        except FileNotFoundError:
            pass  # a cleaner took it for a leftover before the lock: make another
        except BaseException:
            os.close(fd)
            Path(tmp).unlink(missing_ok=True)
            raise
        os.close(fd)


# --------------------------------------------------------------------------- leftovers
def remove_stale_temp_files(target: str | os.PathLike[str]) -> list[Path]:
    """Delete the temporary files that an interrupted :func:`write_atomic` of ``target`` left
    beside it (``.<name>.<random>.tmp``): the writer's lock died with its process. A file
    still locked (another game writing it now) is left alone; without advisory locks (not
    POSIX) only a file older than a minute is taken for a leftover.

    Returns what was removed; never raises.
    """
    path = Path(target)
    removed: list[Path] = []
    try:
        candidates = list(path.parent.glob(f".{_glob_escape(path.name)}.*.tmp"))
    except (OSError, ValueError):
        return removed
    for tmp in candidates:
        try:
            info = tmp.lstat()
            if stat.S_ISREG(info.st_mode) and _remove_if_unlocked(tmp, info):
                removed.append(tmp)
        except OSError:
            continue  # someone else's, or already gone
    return removed


def _remove_if_unlocked(tmp: Path, info: os.stat_result) -> bool:
    """Remove ``tmp`` if no writer holds it; whether it was removed."""
    if fcntl is None:
        if time.time() - info.st_mtime <= 60:
            return False
        tmp.unlink()
        return True
    fd = os.open(tmp, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
        except OSError:
            return False  # a write in progress
        tmp.unlink()  # under the lock: a writer that made it meanwhile sees it gone
        return True
    finally:
        os.close(fd)


def _glob_escape(name: str) -> str:
    return "".join(f"[{c}]" if c in "*?[]" else c for c in name)
