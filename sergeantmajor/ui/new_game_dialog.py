"""The new-game dialog: a preset, every house-rule switch (each explained), the opponents.

Choosing a preset sets every switch to that preset's values; changing a switch afterwards is
allowed and checked by the engine's :class:`Rules` at once: a contradiction disables OK and is
explained in a translated sentence made from the engine's error code (never its English text).
Choosing four players switches the targets to 5-3-2-2 and three players back to 8-5-3 (9-5-3
without a kitty): the engine's ``TARGET_CHOICES`` say which targets go with which table.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..ai.base import PLAYER_LEVELS
from ..app import words
from ..app.preferences import default_level
from ..engine import Rules, RulesError
from ..engine.record import MAX_NAME
from ..engine.rules import (
    EXCHANGE_MODES,
    EXCHANGE_TIMINGS,
    FIRST_DEALERS,
    KITTY_MODES,
    LIMITS,
    MATCH_ENDS,
    ROTATIONS,
    TARGET_CHOICES,
)

CHOICES: dict[str, tuple[object, ...]] = {
    "players": (3, 4),
    "targets": tuple(t for choices in TARGET_CHOICES.values() for t in choices),
    "kitty": KITTY_MODES,
    "exchange": EXCHANGE_MODES,
    "exchange_timing": EXCHANGE_TIMINGS,
    "match_end": MATCH_ENDS,
    "rotation": ROTATIONS,
    "first_dealer": FIRST_DEALERS,
}
DRIFTING_TARGETS = ("6-4-3-3", "7-4-3-2")  # 16 asked of 12 tricks: every hand 4 down in all


NUMBERS = {name: (1, most) for name, most in LIMITS.items()}  # the engine's own bounds
CUSTOM = "custom"  # the preset box's entry for switches that follow no preset
FLAGS = ("twelve_tricks_wins", "no_trump", "dealer_assigns_targets")


class WheelScrolls(QObject):
    """The wheel over a list or a number of the house rules scrolls the rules, as it does
    everywhere else in the list; it changes the value only once the field has the focus (a
    click or Tab), so scrolling through never changes a rule unseen."""

    def __init__(self, scroll: QScrollArea, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scroll = scroll

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (event.type() == QEvent.Type.Wheel and isinstance(watched, QWidget)
                and not watched.hasFocus()):
            QCoreApplication.sendEvent(self.scroll.verticalScrollBar(), event)
            return True
        return False


class NewGameDialog(QDialog):
    """Pick the rules and the opponents; :meth:`rules` and :meth:`opponents` give the result."""

    def __init__(self, rules: Rules, opponents: list[tuple[str, str]],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("newGameDialog")
        self.resize(640, 540)  # fits a 640-pixel-high screen with its title bar
        outer = QVBoxLayout(self)
        self.preset_box = QComboBox()
        self.preset_box.setObjectName("preset")
        for name in (*Rules.PRESETS, CUSTOM):  # the preset the switches follow, or none
            self.preset_box.addItem("", name)
        self.preset_help = QLabel()
        self.preset_help.setWordWrap(True)
        top = QFormLayout()
        self.preset_label = QLabel()
        top.addRow(self.preset_label, self.preset_box)
        top.addRow("", self.preset_help)
        outer.addLayout(top)

        self.rules_group = QGroupBox()
        form = QFormLayout(self.rules_group)
        self.editors: dict[str, QWidget] = {}
        self.labels: dict[str, QLabel] = {}
        self.helps: dict[str, QLabel] = {}
        self.rules_scroll = QScrollArea()
        wheel = WheelScrolls(self.rules_scroll, self)
        for field in dataclasses.fields(Rules):
            name = field.name
            if name in CHOICES:
                combo = QComboBox()
                for value in CHOICES[name]:
                    combo.addItem("", value)
                combo.currentIndexChanged.connect(self._validate)
                editor: QWidget = combo
            elif name in NUMBERS:
                spin = QSpinBox()
                spin.setRange(*NUMBERS[name])
                spin.valueChanged.connect(self._validate)
                editor = spin
            else:
                check = QCheckBox()
                check.toggled.connect(self._validate)
                editor = check
            editor.setObjectName(f"rule_{name}")
            if isinstance(editor, (QComboBox, QSpinBox)):  # the wheel scrolls the list
                editor.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
                editor.installEventFilter(wheel)
            label, help_label = QLabel(), QLabel()
            help_label.setWordWrap(True)
            help_label.setStyleSheet("color: #5f6368; font-size: small;")
            box = QVBoxLayout()
            box.setSpacing(0)
            box.addWidget(editor)
            box.addWidget(help_label)
            form.addRow(label, box)
            self.editors[name], self.labels[name], self.helps[name] = editor, label, help_label
        scroll = self.rules_scroll
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.rules_group)
        outer.addWidget(scroll, 1)

        self.players_group = QGroupBox()
        grid = QFormLayout(self.players_group)
        self.name_edits: list[QLineEdit] = []
        self.level_boxes: list[QComboBox] = []
        self.opponent_labels: list[QLabel] = []
        known = PLAYER_LEVELS  # random and basic are yardsticks for sim and duel, not opponents
        for i in range(3):
            name_edit, level_box = QLineEdit(), QComboBox()
            name_edit.setObjectName(f"opponent_name_{i}")
            name_edit.setMaxLength(MAX_NAME)  # a longer name would not fit at the table
            level_box.setObjectName(f"opponent_level_{i}")
            for level in known:
                level_box.addItem("", level)
            name, level = opponents[i] if i < len(opponents) else ("", default_level())
            name_edit.setText(name)
            index = level_box.findData(level)
            level_box.setCurrentIndex(index if index >= 0 else max(0, level_box.findData(
                default_level())))
            row = QHBoxLayout()
            row.addWidget(name_edit, 2)
            row.addWidget(level_box, 1)
            label = QLabel()
            grid.addRow(label, row)
            self.name_edits.append(name_edit)
            self.level_boxes.append(level_box)
            self.opponent_labels.append(label)
        outer.addWidget(self.players_group)

        self.error = QLabel()
        self.error.setObjectName("rulesError")
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b3261e;")
        outer.addWidget(self.error)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        outer.addWidget(self.buttons)

        for name in ("players", "kitty"):
            changed = self.editors[name]
            assert isinstance(changed, QComboBox)
            changed.currentIndexChanged.connect(
                lambda _=0, n=name: self._adjust_targets(switched_players=n == "players"))
        self._loading = False
        self.set_rules(rules)  # and names its preset, or "Custom rules"
        self.preset_box.currentIndexChanged.connect(self._apply_preset)
        self.retranslate_ui()

    # ------------------------------------------------------------------ texts
    def retranslate_ui(self) -> None:
        """Every visible text (also on a language switch)."""
        self.setWindowTitle(self.tr("New game"))
        self.preset_label.setText(self.tr("Preset"))
        for i in range(self.preset_box.count()):
            name = self.preset_box.itemData(i)
            self.preset_box.setItemText(i, self.tr("Custom rules") if name == CUSTOM
                                        else words.preset_name(name))
        self._show_preset_help()
        self.rules_group.setTitle(self.tr("House rules"))
        for name, editor in self.editors.items():
            self.labels[name].setText(words.switch_label(name))
            self.helps[name].setText(words.switch_help(name))
            if isinstance(editor, QComboBox):
                for i in range(editor.count()):
                    value = editor.itemData(i)
                    editor.setItemText(i, str(value) if isinstance(value, int) or ("-" in str(
                        value) and str(value)[0].isdigit()) else words.switch_value(value))
            elif isinstance(editor, QCheckBox):
                editor.setText(self.tr("on"))
        self.players_group.setTitle(self.tr("Opponents"))
        for i, label in enumerate(self.opponent_labels):
            label.setText(self.tr("First opponent (your left)") if i == 0
                          else self.tr("Second opponent") if i == 1
                          else self.tr("Third opponent (four players)"))
            self.name_edits[i].setPlaceholderText(words.default_names()[i + 1])
            box = self.level_boxes[i]
            for j in range(box.count()):
                box.setItemText(j, words.level_name(box.itemData(j)))
        self._validate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
            # the button box rewords its standard buttons on its own LanguageChange, maybe
            # after this one: name the accept button again once every widget has switched
            QTimer.singleShot(0, self, self.retranslate_ui)
        super().changeEvent(event)

    # ------------------------------------------------------------------ values
    def set_rules(self, rules: Rules) -> None:
        """Show ``rules`` in the editors."""
        self._loading = True
        for name, editor in self.editors.items():
            value = getattr(rules, name)
            if isinstance(editor, QComboBox):
                editor.setCurrentIndex(max(0, editor.findData(value)))
            elif isinstance(editor, QSpinBox):
                editor.setValue(value)
            elif isinstance(editor, QCheckBox):
                editor.setChecked(value)
        self._loading = False
        self._validate()

    def _apply_preset(self) -> None:
        if self.preset_box.currentData() != CUSTOM:  # "Custom rules" keeps the switches
            self.set_rules(Rules.preset(self.preset_box.currentData()))
        self._show_preset_help()

    def _show_preset_help(self) -> None:
        preset = self.preset_box.currentData()
        self.preset_help.setText(
            self.tr("Your own house rules: they differ from every preset.")
            if preset == CUSTOM else words.preset_help(preset))

    def _follow_preset(self, rules: Rules | None) -> None:
        """Name the preset the switches equal, or "Custom rules" (never a preset whose
        rules are no longer those shown)."""
        data = rules.to_dict() if rules is not None else {}
        preset = str(data["preset"]) if len(data) == 1 else CUSTOM
        index = self.preset_box.findData(preset)
        if index != self.preset_box.currentIndex():
            self.preset_box.blockSignals(True)
            self.preset_box.setCurrentIndex(index)
            self.preset_box.blockSignals(False)
        self._show_preset_help()

    def _adjust_targets(self, *, switched_players: bool) -> None:
        """Keep the targets in step with the table: the number of players sets its default,
        a kitty rule that no longer fits them picks the first targets that do."""
        if self._loading:
            return
        values = self._values()
        allowed = TARGET_CHOICES.get((values["players"], values["kitty"] != "none"))
        if not allowed:
            return  # four players without a kitty: _validate explains it
        if switched_players or values["targets"] not in allowed:
            targets = self.editors["targets"]
            assert isinstance(targets, QComboBox)
            targets.setCurrentIndex(max(0, targets.findData(allowed[0])))

    def _values(self) -> dict[str, Any]:
        values: dict[str, Any] = {}  # Rules checks each value and names a wrong one
        for name, editor in self.editors.items():
            if isinstance(editor, QComboBox):
                values[name] = editor.currentData()
            elif isinstance(editor, QSpinBox):
                values[name] = editor.value()
            elif isinstance(editor, QCheckBox):
                values[name] = editor.isChecked()
        return values

    def _validate(self) -> None:
        if self._loading:
            return
        chosen: Rules | None = None
        try:
            chosen = Rules(**self._values())
            self.error.setText("")
            ok = True
        except RulesError as exc:
            self.error.setText(words.rules_error_text(exc))  # never the engine's English
            ok = False
        self._follow_preset(chosen)
        players = self.editors["players"]
        four = isinstance(players, QComboBox) and players.currentData() == 4
        note = ""
        # Only for rules the engine accepts: with three players these targets are refused,
        # and "16 tricks of the 12 there are" would be false beside the refusal.
        if ok and four and self._values()["targets"] in DRIFTING_TARGETS:
            note = " " + self.tr("These targets ask for 16 tricks of the 12 there are: every "
                                 "hand comes out 4 down in total, so the scores drift down "
                                 "and a points match ends late (5-3-2-2 adds up to 12).")
        self.helps["targets"].setText(words.switch_help("targets") + note)
        self.name_edits[2].setEnabled(four)
        self.level_boxes[2].setEnabled(four)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(ok)

    def rules(self) -> Rules:
        """The chosen rules (valid when the dialog was accepted)."""
        return Rules(**self._values())

    def opponents(self) -> list[tuple[str, str]]:
        """(name, level) of each opponent, left first; empty names get the defaults."""
        defaults = words.default_names()
        out = []
        for i in range(3):
            name = self.name_edits[i].text().strip() or defaults[i + 1]
            out.append((name, self.level_boxes[i].currentData()))
        return out
