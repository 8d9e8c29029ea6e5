"""Why a file cannot be read or written, in the player's language (issues 24 and 25).

Every refusal of the file reader (:mod:`sergeantmajor.engine.files`) and every error of the
system while writing (save, autosave, export, statistics) has its own sentence here; the
system's own English ("No such file or directory", "[Errno 17] File exists") never reaches a
player who chose another language: it goes behind the box's "Details" button
(:func:`details`), with the path.
"""

from __future__ import annotations

import errno
import os

from PySide6.QtCore import QCoreApplication


def read_problem_text(code: str) -> str:
    """Why a file cannot be read, from the reader's ``code`` (:data:`~.files.CODES`)."""
    if code == "missing":
        return QCoreApplication.translate("FileTexts", "The file does not exist.")
    if code == "is-a-folder":
        return QCoreApplication.translate("FileTexts", "It is a folder, not a file.")
    if code == "not-a-file":
        return QCoreApplication.translate(
            "FileTexts", "It is not an ordinary file (it is a pipe or a device).")
    if code == "too-large":
        return QCoreApplication.translate(
            "FileTexts", "The file is far too large to be a file of this game.")
    if code == "path-too-long":
        return QCoreApplication.translate(
            "FileTexts", "The file's name is too long for this system.")
    if code in ("not-text", "not-json"):
        return QCoreApplication.translate(
            "FileTexts", "The file is damaged: it is not in the game's format.")
    if code == "too-deep":
        return QCoreApplication.translate(
            "FileTexts", "The file is damaged: its contents are nested far too deeply.")
    if code == "bad-number":
        return QCoreApplication.translate(
            "FileTexts", "The file is damaged: it holds a number that is out of range.")
    if code == "damaged":
        return QCoreApplication.translate(
            "FileTexts", "The file is damaged: a value in it is missing or wrong.")
    return QCoreApplication.translate("FileTexts", "The file cannot be read.")


def write_error_text(error: BaseException) -> str:
    """Why a file could not be written, from the system's error number."""
    number = error.errno if isinstance(error, OSError) else None
    if number == errno.ENOENT:
        return QCoreApplication.translate("FileTexts", "The folder does not exist.")
    if number in (errno.EACCES, errno.EPERM):
        return QCoreApplication.translate(
            "FileTexts", "You do not have permission to write there.")
    if number == errno.EROFS:
        return QCoreApplication.translate("FileTexts", "The disk is read-only.")
    if number in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return QCoreApplication.translate("FileTexts", "The disk is full.")
    if number in (errno.ENOTDIR, errno.EEXIST):
        return QCoreApplication.translate(
            "FileTexts", "There is a file where the folder should be.")
    if number == errno.EISDIR:
        return QCoreApplication.translate(
            "FileTexts", "There is a folder with that name.")
    if number == errno.ENAMETOOLONG:
        return QCoreApplication.translate(
            "FileTexts", "The file's name is too long for this system.")
    return QCoreApplication.translate("FileTexts", "The system refused to write the file.")


def details(error: BaseException | str, path: str | os.PathLike[str] | None = None,
            aside: str | os.PathLike[str] | None = None) -> str:
    """The technical lines behind "Details": the path, where a damaged file was kept, and
    the system's or the checker's own words (English, as a bug report wants them)."""
    lines = []
    if path is not None:
        lines.append(os.fspath(path))
    if aside is not None:
        lines.append(f"kept aside as {os.fspath(aside)}")
    text = str(error) if not isinstance(error, BaseException) else _error_line(error)
    if text:
        lines.append(text)
    return "\n".join(lines)


def _error_line(error: BaseException) -> str:
    if isinstance(error, OSError) and error.strerror:
        number = f"[Errno {error.errno}] " if error.errno is not None else ""
        where = f": {error.filename}" if error.filename else ""
        return f"{number}{error.strerror}{where}"
    return f"{type(error).__name__}: {error}" if str(error) else type(error).__name__
