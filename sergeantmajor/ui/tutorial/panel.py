"""The lesson's words above the table: the lesson, what to do now, why an action was refused,
and the buttons to go on, start the lesson again or leave the tutorial."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ...app.i18n import fill
from ...tutorial.markers import Text
from .guide import tr_text

STYLE = """
QFrame#tutorialPanel { background: #0f3320; border-bottom: 2px solid #ffd54a; }
QFrame#tutorialPanel QLabel { color: #f4f1e6; }
QLabel#tutorialTitle { color: #ffd54a; font-weight: bold; }
QLabel#tutorialRefusal { color: #ffb4a2; }
"""


class TutorialPanel(QFrame):
    """Shows one step's sentences; the runner fills it and listens to its buttons."""

    go_on = Signal()
    restart = Signal()
    leave = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tutorialPanel")
        self.setStyleSheet(STYLE)
        self.title = QLabel(self)
        self.title.setObjectName("tutorialTitle")
        self.text = QLabel(self)
        self.text.setObjectName("tutorialText")
        self.text.setWordWrap(True)
        self.refusal = QLabel(self)
        self.refusal.setObjectName("tutorialRefusal")
        self.refusal.setWordWrap(True)
        self.next_button = QPushButton(self)
        self.next_button.setObjectName("tutorialNext")
        self.restart_button = QPushButton(self)
        self.restart_button.setObjectName("tutorialRestart")
        self.leave_button = QPushButton(self)
        self.leave_button.setObjectName("tutorialLeave")
        self.next_button.clicked.connect(self.go_on)
        self.restart_button.clicked.connect(self.restart)
        self.leave_button.clicked.connect(self.leave)
        top = QHBoxLayout()
        top.addWidget(self.title, 1)
        for button in (self.next_button, self.restart_button, self.leave_button):
            top.addWidget(button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 6, 12, 8)
        layout.setSpacing(3)
        layout.addLayout(top)
        layout.addWidget(self.text)
        layout.addWidget(self.refusal)
        self._lesson: tuple[int, int, Text] | None = None
        self._words: Text | None = None
        self._rule: Text | None = None
        self._next: str = ""  # "", "scene", "lesson", "last"
        self.retranslate_ui()

    def show_step(self, number: int, count: int, title: Text, words: Text | None,
                  next_kind: str) -> None:
        """Lesson ``number`` of ``count``, the words of the moment and which way on."""
        self._lesson = (number, count, title)
        self._words = words
        self._next = next_kind
        self.retranslate_ui()

    def clear_words(self) -> None:
        """Forget the words shown (a new scene is put on the table)."""
        self._words, self._next = None, ""
        self.retranslate_ui()

    def has_words(self) -> bool:
        """Whether the panel shows a lesson's words now."""
        return self._words is not None and self.isVisible()

    def show_refusal(self, rule: Text | None) -> None:
        """The rule that refused the player's action (``None`` clears it)."""
        self._rule = rule
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Every text in the language in force (also on a language switch)."""
        if self._lesson is not None:
            number, count, title = self._lesson
            self.title.setText(fill(self.tr("Lesson %1 of %2: %3"), number, count,
                                    tr_text(title)))
        self.text.setText(tr_text(self._words) if self._words is not None else "")
        self.refusal.setText(tr_text(self._rule) if self._rule is not None else "")
        self.refusal.setVisible(self._rule is not None)
        labels = {"scene": self.tr("Next"), "lesson": self.tr("Next lesson"),
                  "last": self.tr("Finish")}
        self.next_button.setText(labels.get(self._next, ""))
        self.next_button.setVisible(self._next in labels)
        self.restart_button.setText(self.tr("Restart lesson"))
        self.leave_button.setText(self.tr("Leave tutorial"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
