"""The score sheet as a table model: one row per hand, then a row of running totals.

Columns: hand number, dealer, trump, then for every seat its tricks and its points (chips
under the chips rule). The model is filled from the engine's ``HandScored`` events (kept by the
match in ``history``) plus the per-hand log for dealer and trump.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QColor, QFont

from ..engine import Match
from ..engine.rules import MatchEnd
from . import words
from .i18n import QT_TRANSLATE_NOOP, fill

_FIXED = (
    QT_TRANSLATE_NOOP("ScoreModel", "Hand"),
    QT_TRANSLATE_NOOP("ScoreModel", "Dealer"),
    QT_TRANSLATE_NOOP("ScoreModel", "Trump"),
)
_TRICKS = QT_TRANSLATE_NOOP("ScoreModel", "%1\ntricks")
_POINTS = QT_TRANSLATE_NOOP("ScoreModel", "%1\npoints")
_CHIPS = QT_TRANSLATE_NOOP("ScoreModel", "%1\nchips")
_TOTAL = QT_TRANSLATE_NOOP("ScoreModel", "Total")

Index = QModelIndex | QPersistentModelIndex


def _tr(text: str) -> str:
    return QCoreApplication.translate("ScoreModel", text)


class ScoreModel(QAbstractTableModel):
    """Rows: finished hands, then "Total". Columns: hand, dealer, trump, tricks/points per seat."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._names: list[str] = []
        self._rows: list[tuple[int, int, int | None, tuple[int, ...], tuple[int, ...]]] = []
        self._totals: tuple[int, ...] = ()
        self._chips = False

    def reset(self, match: Match | None, names: list[str]) -> None:
        """Fill from ``match`` (its finished hands) with the players' ``names``."""
        if match is None:
            self.fill(names, [], (), False)
            return
        chips = match.rules.match_end is MatchEnd.CHIPS
        logs = match.hand_logs()
        rows = []
        for scored in match.history:
            log = logs[scored.hand]
            rows.append((scored.hand, log.dealer, log.trump, scored.tricks,
                         scored.chips if chips else scored.points))
        self.fill(names, rows, tuple(match.chips if chips else match.totals), chips)

    def fill(self, names: list[str],
             rows: list[tuple[int, int, int | None, tuple[int, ...], tuple[int, ...]]],
             totals: tuple[int, ...], chips: bool) -> None:
        """Fill with ``rows`` of (hand, dealer, trump, tricks, points or chips per seat) and
        the running ``totals`` (a match on a server, whose seat sees only these)."""
        self.beginResetModel()
        self._names = list(names)
        self._rows = list(rows)
        self._totals = tuple(totals)
        self._chips = chips
        self.endResetModel()

    # ------------------------------------------------------------------ the model
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._rows) + 1

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(_FIXED) + 2 * len(self._names)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal:
            return None
        if section < len(_FIXED):
            return _tr(_FIXED[section])
        seat, which = divmod(section - len(_FIXED), 2)
        if seat >= len(self._names):
            return None
        template = _TRICKS if which == 0 else (_CHIPS if self._chips else _POINTS)
        return fill(_tr(template), self._names[seat])

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row, col = index.row(), index.column()
        total_row = row == len(self._rows)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.FontRole and total_row:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.ForegroundRole and not total_row and col >= len(_FIXED):
            seat, which = divmod(col - len(_FIXED), 2)
            if which == 1:
                value = self._rows[row][4][seat]
                return QColor("#1b7a2f") if value > 0 else QColor("#b3261e") if value < 0 else None
        if role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.UserRole):
            return None
        raw = role == Qt.ItemDataRole.UserRole
        if total_row:
            if col == 0:
                return _tr(_TOTAL)
            if col < len(_FIXED) or (col - len(_FIXED)) % 2 == 0:
                return None
            value = self._totals[(col - len(_FIXED)) // 2] if self._totals else 0
            return value if raw else f"{value:+d}" if value else "0"
        hand, dealer, trump, tricks, points = self._rows[row]
        if col == 0:
            return hand + 1
        if col == 1:
            return dealer if raw else self._names[dealer]
        if col == 2:
            if raw:
                return trump
            return words.suit_label(trump) if trump is not None else "–"
        seat, which = divmod(col - len(_FIXED), 2)
        if which == 0:
            return tricks[seat]
        value = points[seat]
        return value if raw else f"{value:+d}" if value else "0"
