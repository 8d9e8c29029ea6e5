"""Game ▸ Statistics: the player's record per rules and opponents, by role, and a chart.

The numbers come from :class:`sergeantmajor.app.statistics.StatisticsStore`; this dialog only
shows them. A combo box picks a group (every match, or one rule preset with one opponent
strength); one table lists the match counters (abandoned matches on their own row), one the
hands by role, and :class:`TrendChart` draws the win rate and the points of each match over
time with plain QPainter calls. Reset asks first.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..app import words
from ..app.i18n import fill
from ..app.statistics import FRIENDS, GroupStats, MatchEntry, StatisticsStore, split_key

WIN_COLOR = QColor("#2e7d4f")
POINTS_COLOR = QColor("#2b4c9b")


def two_lines(text: str, width: int = 14) -> str:
    """A long column title broken at the space nearest its middle (headers do not wrap)."""
    if len(text) <= width or " " not in text:
        return text
    spaces = [i for i, ch in enumerate(text) if ch == " "]
    cut = min(spaces, key=lambda i: abs(i - len(text) / 2))
    return text[:cut] + "\n" + text[cut + 1:]


def fit_height(table: QTableWidget) -> None:
    """Make ``table`` exactly as tall as its header and rows (the chart gets the rest)."""
    table.resizeRowsToContents()
    height = table.horizontalHeader().sizeHint().height() + 2 * table.frameWidth()
    table.setFixedHeight(height + sum(table.rowHeight(r) for r in range(table.rowCount())))


class TrendChart(QWidget):
    """Two lines over the matches, oldest left: win rate so far (0-100 %) and points."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statisticsChart")
        self.entries: list[MatchEntry] = []
        self.setMinimumHeight(150)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_entries(self, entries: list[MatchEntry]) -> None:
        """The matches to draw."""
        self.entries = list(entries)
        self.update()

    def win_rates(self) -> list[float]:
        """The running win rate after each match, in percent."""
        rates, won = [], 0
        for i, entry in enumerate(self.entries, start=1):
            won += entry.end == "won"
            rates.append(100.0 * won / i)
        return rates

    def bounds(self) -> tuple[int, int]:
        """The points axis: from the lowest match (or 0) to the highest (or 1)."""
        points = [e.points for e in self.entries]
        return min([0, *points]), max([1, *points])  # also with no match yet

    def axis_labels(self) -> tuple[list[str], list[str]]:
        """The win-rate axis (100, 50, 0 %) and the points axis (highest, lowest), written as
        the language writes numbers ("100 %" in Spanish, "-3")."""
        low, high = self.bounds()
        return ([words.percent(v) for v in (100, 50, 0)],
                [words.decimal(high, 0), words.decimal(low, 0)])

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        text = pal.windowText().color()
        metrics = painter.fontMetrics()
        legend_h = metrics.height() + 6
        # Axis labels in the language's own form ("100 %" in Spanish), measured to make room.
        rate_labels, point_labels = self.axis_labels()
        plot = QRectF(self.rect()).adjusted(
            max(metrics.horizontalAdvance(label) for label in rate_labels) + 10, 8,
            -metrics.horizontalAdvance(words.decimal(-88, 0)) - 10, -legend_h - 6)
        painter.fillRect(self.rect(), pal.base())
        painter.setPen(QPen(pal.mid().color(), 1))
        painter.drawRect(plot)
        if len(self.entries) < 1 or plot.width() < 10 or plot.height() < 10:
            painter.setPen(text)
            painter.drawText(plot, Qt.AlignmentFlag.AlignCenter,
                             self.tr("Finish a match to see the chart."))
            painter.end()
            return
        n = len(self.entries)

        def x_at(i: int) -> float:
            return plot.left() + (plot.width() * i / (n - 1) if n > 1 else plot.width() / 2)

        # Left axis: win rate 0..100 %; right axis: points, from the lowest to the highest.
        points = [e.points for e in self.entries]
        low, high = self.bounds()
        painter.setPen(text)
        for label, frac in zip(rate_labels, (0.0, 0.5, 1.0), strict=True):
            y = plot.top() + plot.height() * frac
            painter.drawText(QRectF(0, y - 8, plot.left() - 4, 16),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, label)
        for value, label in zip((high, low), point_labels, strict=True):
            y = plot.bottom() - plot.height() * (value - low) / (high - low)
            painter.drawText(QRectF(plot.right() + 4, y - 8, 60, 16),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, label)
        rates = self.win_rates()
        self._line(painter, [QPointF(x_at(i), plot.bottom() - plot.height() * r / 100)
                             for i, r in enumerate(rates)], WIN_COLOR)
        self._line(painter, [QPointF(x_at(i), plot.bottom() - plot.height() * (p - low)
                                     / (high - low)) for i, p in enumerate(points)],
                   POINTS_COLOR, dots=True)
        # Legend under the plot.
        x = plot.left()
        y = self.height() - legend_h / 2 - 2
        for color, label in ((WIN_COLOR, self.tr("Win rate")),
                             (POINTS_COLOR, self.tr("Points per match"))):
            painter.setPen(QPen(color, 3))
            painter.drawLine(QPointF(x, y), QPointF(x + 18, y))
            painter.setPen(text)
            painter.drawText(QPointF(x + 24, y + metrics.ascent() / 2 - 1), label)
            x += 24 + metrics.horizontalAdvance(label) + 20
        painter.end()

    @staticmethod
    def _line(painter: QPainter, pts: list[QPointF], color: QColor, dots: bool = False) -> None:
        painter.setPen(QPen(color, 2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        path = QPainterPath(pts[0])
        for p in pts[1:]:
            path.lineTo(p)
        painter.drawPath(path)
        if dots or len(pts) == 1:
            painter.setBrush(color)
            for p in pts:
                painter.drawEllipse(p, 2.5, 2.5)


class StatisticsDialog(QDialog):
    """The statistics of ``store`` (non-modal); ``reset_done`` after a confirmed reset."""

    reset_done = Signal()

    def __init__(self, store: StatisticsStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statisticsDialog")
        self.store = store
        self.group_box = QComboBox(self)
        self.group_box.setObjectName("statisticsGroup")
        self.group_box.currentIndexChanged.connect(self._show_group)
        self.group_label = QLabel(self)
        self.group_label.setBuddy(self.group_box)
        top = QHBoxLayout()
        top.addWidget(self.group_label)
        top.addWidget(self.group_box, 1)
        self.matches = self._table("statisticsMatches")
        self.roles = self._table("statisticsRoles")
        self.chart = TrendChart(self)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.reset_button = QPushButton(self)
        self.reset_button.setObjectName("statisticsReset")
        self.buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.reset_button.clicked.connect(self.ask_reset)
        self.buttons.rejected.connect(self.close)
        columns = QHBoxLayout()
        left = QVBoxLayout()
        left.addWidget(self.matches)
        left.addStretch(1)
        columns.addLayout(left, 2)
        columns.addWidget(self.chart, 3)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(columns, 1)
        layout.addWidget(self.roles)
        layout.addWidget(self.buttons)
        self.confirm_box: QMessageBox | None = None
        self.resize(720, 540)
        self.retranslate_ui()

    def _table(self, name: str) -> QTableWidget:
        table = QTableWidget(self)
        table.setObjectName(name)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        table.setAlternatingRowColors(True)
        return table

    # ------------------------------------------------------------------ content
    def refresh(self) -> None:
        """Read the store again and show the chosen group."""
        self.store.load()
        chosen = self.group_box.currentData()
        self.group_box.blockSignals(True)
        self.group_box.clear()
        self.group_box.addItem(self.tr("All matches"), None)
        for key in sorted(self.store.groups):
            self.group_box.addItem(self.group_name(key), key)
        index = self.group_box.findData(chosen) if chosen is not None else 0
        self.group_box.setCurrentIndex(max(0, index))
        self.group_box.blockSignals(False)
        self._show_group()

    def group_name(self, key: str) -> str:
        """ "Rulebook, Normal opponents" for a group key."""
        preset, strength = split_key(key)
        rules = self.tr("Custom rules") if preset == "custom" else words.preset_name(preset)
        if strength == FRIENDS:
            return fill(self.tr("%1, with friends"), rules)
        levels = " + ".join(words.level_name(level) for level in strength.split("+"))
        return fill(self.tr("%1, opponents: %2"), rules, levels)

    def _keys(self) -> list[str] | None:
        key = self.group_box.currentData()
        return None if key is None else [key]

    def _show_group(self) -> None:
        keys = self._keys()
        stats = self.store.total(keys)
        self._fill_matches(stats)
        self._fill_roles(stats)
        self.chart.set_entries(self.store.series(keys))

    def _fill_matches(self, stats: GroupStats) -> None:
        def pct(value: float | None) -> str:
            return "—" if value is None else words.percent(value * 100)

        best = "—"
        if stats.best_points is not None:
            best = fill(self.tr("%1 points (%2)"), stats.best_points,
                        self.tr("won") if stats.best_won else self.tr("lost"))
        average = stats.average_points
        rows = [
            (self.tr("Matches played"), str(stats.played)),
            (self.tr("Won"), str(stats.won)),
            (self.tr("Abandoned"), str(stats.abandoned)),
            (self.tr("Win rate"), pct(stats.win_rate)),
            (self.tr("Average final points"),
             "—" if average is None else words.decimal(average, 1)),
            (self.tr("Best match"), best),
            (self.tr("Longest winning streak"), str(stats.longest_streak)),
            (self.tr("Matches with undo"), str(stats.with_undo)),
        ]
        table = self.matches
        table.clear()
        table.setColumnCount(1)
        table.setRowCount(len(rows))
        table.setHorizontalHeaderLabels([self.tr("Matches")])
        table.setVerticalHeaderLabels([label for label, _ in rows])
        for r, (_, value) in enumerate(rows):
            item = QTableWidgetItem(value)
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            table.setItem(r, 0, item)
        fit_height(table)

    def role_names(self) -> dict[str, str]:
        """The roles' words."""
        return {"dealer": self.tr("Dealer"), "left": self.tr("Left of dealer"),
                "across": self.tr("Across from dealer"), "right": self.tr("Right of dealer")}

    def _fill_roles(self, stats: GroupStats) -> None:
        names = self.role_names()
        shown = [r for r in ("dealer", "left", "across", "right")
                 if r != "across" or r in stats.roles]
        table = self.roles
        table.clear()
        headers = [self.tr("Hands"), self.tr("Up"), self.tr("On target"), self.tr("Down"),
                   self.tr("Tricks against target")]
        table.setColumnCount(len(headers))
        table.setRowCount(len(shown))
        table.setHorizontalHeaderLabels([two_lines(h) for h in headers])
        table.setVerticalHeaderLabels([names[r] for r in shown])
        for r, role in enumerate(shown):
            counts = stats.roles.get(role, {})
            hands = counts.get("hands", 0)
            average = ("—" if not hands else
                       words.decimal(counts.get("against_target", 0) / hands, 2, signed=True))
            values = [str(hands), str(counts.get("up", 0)), str(counts.get("target", 0)),
                      str(counts.get("down", 0)), average]
            for c, value in enumerate(values):
                item = QTableWidgetItem(value)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                table.setItem(r, c, item)
        fit_height(table)

    # ------------------------------------------------------------------ reset
    def ask_reset(self) -> None:
        """Reset: ask first (a window-modal question, no nested event loop)."""
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Reset statistics"),
                          self.tr("Forget every match and hand counted so far?"),
                          QMessageBox.StandardButton.Reset | QMessageBox.StandardButton.Cancel,
                          self)
        box.setObjectName("confirmResetBox")
        # Our own word, as the dialog's button and title say it (Qt's reads "Reinicializar").
        box.button(QMessageBox.StandardButton.Reset).setText(
            self.tr("Reset", "the button that confirms resetting the statistics"))
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        box.finished.connect(lambda result: self._reset_answered(box, result))
        self.confirm_box = box
        box.open()

    def _reset_answered(self, box: QMessageBox, result: int) -> None:
        if box.standardButton(box.clickedButton()) == QMessageBox.StandardButton.Reset:
            self.store.reset()
            self.refresh()
            self.reset_done.emit()

    # ------------------------------------------------------------------ language
    def retranslate_ui(self) -> None:
        """Every visible text."""
        self.setWindowTitle(self.tr("Statistics"))
        self.group_label.setText(self.tr("&Show:"))
        self.reset_button.setText(self.tr("&Reset…"))
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
