"""Settings ▸ Appearance: the card faces, the back and the table colour, previewed live.

The faces list holds the game's own three styles and every KDE card deck installed (by its
own name, in the player's language when the deck has one). Each choice redraws the preview at
once; OK keeps the choices (and the table shows them), Cancel leaves everything as it was.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QPainter, QPaintEvent, QRadialGradient
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ..app import i18n
from .appearance import Appearance
from .card_item import CARD_RATIO, CardPixmapCache
from .decks import (
    OWN_BACKS,
    OWN_FACES,
    TABLE_NAMES,
    KdeDeckInfo,
    installed_kde_decks,
    translated,
)
from .felt import TABLE_COLOURS

PREVIEW_CARDS = ("AS", "KH", "TD", "QC", "7H", "back")


class AppearancePreview(QWidget):
    """A few cards of the chosen deck and the back on the chosen felt."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("appearancePreview")
        self.cache = CardPixmapCache(limit=40)
        self.felt = TABLE_COLOURS["green"]
        self.setMinimumSize(360, 150)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)

    def card_size(self) -> tuple[float, float]:
        """The logical size of each card drawn."""
        width = min((self.width() - 20) / (len(PREVIEW_CARDS) * 0.82), (self.height() - 20)
                    / CARD_RATIO)
        return width, width * CARD_RATIO

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        gradient = QRadialGradient(QPointF(self.width() / 2, self.height() / 2),
                                   max(self.width(), self.height()) * 0.75)
        gradient.setColorAt(0.0, QColor(self.felt[0]))
        gradient.setColorAt(1.0, QColor(self.felt[1]))
        painter.fillRect(self.rect(), QBrush(gradient))
        w, h = self.card_size()
        step = w * 0.82
        x = (self.width() - step * (len(PREVIEW_CARDS) - 1) - w) / 2
        y = (self.height() - h) / 2
        dpr = self.devicePixelRatioF()
        places = [(name, x + i * step) for i, name in enumerate(PREVIEW_CARDS)]
        if self.cache.deck.index().right:  # fanned as the hand is: the rank's corner in view
            places.reverse()
        for name, left in places:
            pixmap = self.cache.pixmap(name, w, h, dpr)
            painter.drawPixmap(QRectF(left, y, w, h), pixmap, QRectF(pixmap.rect()))
        painter.end()


class AppearanceDialog(QDialog):
    """Pick faces, back and felt; ``chosen`` carries the accepted :class:`Appearance`."""

    chosen = Signal(object)

    def __init__(self, current: Appearance, parent: QWidget | None = None,
                 kde: list[KdeDeckInfo] | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("appearanceDialog")
        self.kde = installed_kde_decks() if kde is None else kde
        self.choice = Appearance(current.faces, current.back, current.table)
        self.faces = self._list("appearanceFaces")
        self.backs = self._list("appearanceBacks")
        self.tables = self._list("appearanceTables")
        self.faces_label, self.backs_label, self.tables_label = QLabel(self), QLabel(self), \
            QLabel(self)
        for label, widget in ((self.faces_label, self.faces), (self.backs_label, self.backs),
                              (self.tables_label, self.tables)):
            label.setBuddy(widget)
        self.preview = AppearancePreview(self)
        # Said under the preview when the faces print the rank where no fan keeps it in view.
        self.index_note = QLabel(self)
        self.index_note.setObjectName("appearanceIndexNote")
        self.index_note.setWordWrap(True)
        self.index_note.hide()
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        grid = QGridLayout()
        for column, (label, widget) in enumerate(((self.faces_label, self.faces),
                                                  (self.backs_label, self.backs),
                                                  (self.tables_label, self.tables))):
            grid.addWidget(label, 0, column)
            grid.addWidget(widget, 1, column)
        grid.setColumnStretch(0, 3)
        grid.setColumnStretch(1, 2)
        grid.setColumnStretch(2, 2)
        layout = QVBoxLayout(self)
        layout.addLayout(grid, 3)
        layout.addWidget(self.preview, 2)
        layout.addWidget(self.index_note)
        layout.addWidget(self.buttons)
        self.accepted.connect(lambda: self.chosen.emit(self.choice))
        self.resize(700, 520)
        self.retranslate_ui()
        self.faces.currentItemChanged.connect(self._changed)
        self.backs.currentItemChanged.connect(self._changed)
        self.tables.currentItemChanged.connect(self._changed)
        self._changed()

    def _list(self, name: str) -> QListWidget:
        widget = QListWidget(self)
        widget.setObjectName(name)
        return widget

    @staticmethod
    def _fill(widget: QListWidget, entries: list[tuple[str, str]], current: str) -> None:
        widget.blockSignals(True)
        widget.clear()
        for key, text in entries:
            item = QListWidgetItem(text, widget)
            item.setData(Qt.ItemDataRole.UserRole, key)
            if key == current:
                widget.setCurrentItem(item)
        if widget.currentItem() is None and widget.count():
            widget.setCurrentRow(0)
        widget.blockSignals(False)

    def face_entries(self) -> list[tuple[str, str]]:
        """(key, name) of every face deck offered: the own three, then the KDE decks."""
        language = i18n.current_language()
        own = [(key, translated(text)) for key, text in OWN_FACES.items()]
        return own + sorted(((d.key, d.name(language)) for d in self.kde),
                            key=lambda entry: entry[1].lower())

    def back_entries(self) -> list[tuple[str, str]]:
        """(key, name) of every back offered: the own three, then each KDE deck's back."""
        language = i18n.current_language()
        own = [(key, translated(text)) for key, text in OWN_BACKS.items()]
        return own + sorted(((d.key, d.name(language)) for d in self.kde),
                            key=lambda entry: entry[1].lower())

    def select(self, faces: str | None = None, back: str | None = None,
               table: str | None = None) -> None:
        """Choose by key (as a click on the list would)."""
        for widget, key in ((self.faces, faces), (self.backs, back), (self.tables, table)):
            if key is None:
                continue
            for row in range(widget.count()):
                if widget.item(row).data(Qt.ItemDataRole.UserRole) == key:
                    widget.setCurrentRow(row)

    def _changed(self, *_: object) -> None:
        def key(widget: QListWidget, default: str) -> str:
            item = widget.currentItem()
            return str(item.data(Qt.ItemDataRole.UserRole)) if item is not None else default

        self.choice = Appearance(key(self.faces, self.choice.faces),
                                 key(self.backs, self.choice.back),
                                 key(self.tables, self.choice.table))
        preview = self.preview
        if preview.cache.deck.key != self.choice.art_key():
            preview.cache.set_deck(self.choice.art(self.kde))
        preview.felt = self.choice.felt()
        preview.update()
        self.index_note.setVisible(not preview.cache.deck.index().fixed)

    def retranslate_ui(self) -> None:
        """Every visible text."""
        self.setWindowTitle(self.tr("Appearance"))
        self.faces_label.setText(self.tr("Card &faces"))
        self.backs_label.setText(self.tr("Card &back"))
        self.tables_label.setText(self.tr("&Table"))
        self.index_note.setText(self.tr("These cards print the rank in a different place for "
                                        "each suit: some ranks in your hand will be hidden."))
        self._fill(self.faces, self.face_entries(), self.choice.faces)
        self._fill(self.backs, self.back_entries(), self.choice.back)
        self._fill(self.tables, [(k, translated(TABLE_NAMES[k])) for k in TABLE_COLOURS],
                   self.choice.table)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
