"""Help ▸ Tutorial: the five lessons, which are finished, and where a left one resumes."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...app.i18n import fill
from ...tutorial import TutorialSession
from .guide import tr_text


class LessonChooser(QDialog):
    """Pick a lesson: start (or resume) it, or start it again from the beginning."""

    chosen = Signal(str, bool)  # lesson id, restart

    def __init__(self, session: TutorialSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lessonChooser")
        self.session = session
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        self.list = QListWidget(self)
        self.list.setObjectName("lessonList")
        self.list.setWordWrap(True)  # a summary longer than the list is wrapped, never cut
        self.list.setSpacing(3)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.buttons = QDialogButtonBox(self)
        self.start_button = QPushButton(self)
        self.start_button.setObjectName("lessonStart")
        self.restart_button = QPushButton(self)
        self.restart_button.setObjectName("lessonRestart")
        self.buttons.addButton(self.start_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.addButton(self.restart_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.start_button.clicked.connect(lambda: self._choose(False))
        self.restart_button.clicked.connect(lambda: self._choose(True))
        self.buttons.rejected.connect(self.reject)
        self.list.itemDoubleClicked.connect(lambda _item: self._choose(False))
        self.list.currentRowChanged.connect(lambda _row: self._update_buttons())
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addWidget(self.list)
        layout.addWidget(self.buttons)
        self.resize(640, 420)
        self.retranslate_ui()
        self.list.setCurrentRow(self._first_unfinished())

    def _first_unfinished(self) -> int:
        for row, lesson in enumerate(self.session.lessons):
            if self.session.can_resume(lesson.id):
                return row
        for row, lesson in enumerate(self.session.lessons):
            if not self.session.is_finished(lesson.id):
                return row
        return 0

    def lesson_id(self) -> str:
        """The id of the lesson selected."""
        row = max(0, self.list.currentRow())
        return self.session.lessons[row].id

    def _choose(self, restart: bool) -> None:
        self.chosen.emit(self.lesson_id(), restart)
        self.accept()

    def _update_buttons(self) -> None:
        resume = self.session.can_resume(self.lesson_id())
        self.start_button.setText(self.tr("Resume") if resume else self.tr("Start"))
        self.restart_button.setText(self.tr("Start again"))
        self.restart_button.setVisible(resume)

    def retranslate_ui(self) -> None:
        """Every text in the language in force."""
        self.setWindowTitle(self.tr("Tutorial"))
        self.intro.setText(self.tr("Learn the game at the table in five short lessons. The "
                                   "cards are prepared; the computer players make set moves."))
        row = self.list.currentRow()
        self.list.clear()
        for number, lesson in enumerate(self.session.lessons, start=1):
            if self.session.is_finished(lesson.id):
                state = self.tr("finished")
            elif self.session.can_resume(lesson.id):
                state = self.tr("left part way")
            else:
                state = ""
            title = fill(self.tr("%1. %2"), number, tr_text(lesson.title))
            line = fill(self.tr("%1 — %2", "a lesson, then its state"), title, state) \
                if state else title
            item = QListWidgetItem(f"{line}\n{tr_text(lesson.summary)}")
            item.setData(Qt.ItemDataRole.UserRole, lesson.id)
            self.list.addItem(item)
        self.list.setCurrentRow(max(0, row))
        self._update_buttons()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
