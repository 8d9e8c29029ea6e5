"""View ▸ Cards seen: a dock panel listing, per suit, the cards played and those still out.

It follows the hand live: :meth:`CardsSeenPanel.refresh` rebuilds the text from the player's
:class:`~sergeantmajor.engine.view.SeatView` (never the match), so it shows only what the
player has seen (see :mod:`sergeantmajor.app.cards_seen`). Off by default.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QDockWidget, QLabel, QScrollArea, QWidget

from ..app import words
from ..app.cards_seen import CardsSeen, SuitSeen, cards_seen
from ..app.i18n import fill
from ..engine.view import SeatView

if TYPE_CHECKING:
    from ..app.current_game import CurrentGame

SUIT_INK = ("#1a1a1a", "#c8102e", "#c8102e", "#1a1a1a")


class CardsSeenPanel(QDockWidget):
    """The panel; ``view_of`` gives the player's current view (or None before a match)."""

    def __init__(self, view_of: Callable[[], SeatView | None], names: Callable[[], list[str]],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("cardsSeenPanel")
        self.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable
                         | QDockWidget.DockWidgetFeature.DockWidgetMovable)
        self.setAllowedAreas(Qt.DockWidgetArea.LeftDockWidgetArea
                             | Qt.DockWidgetArea.RightDockWidgetArea)
        self._view_of = view_of
        self._names = names
        self.label = QLabel(self)
        self.label.setObjectName("cardsSeenText")
        self.label.setTextFormat(Qt.TextFormat.RichText)
        self.label.setWordWrap(True)
        self.label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.label.setMargin(8)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.label)
        self.setWidget(scroll)
        self.setMinimumWidth(210)
        self.seen: CardsSeen | None = None
        self.retranslate_ui()

    def follow(self, current: CurrentGame) -> None:
        """Refresh whenever the game on the table changes, starts, goes back or moves on."""
        for changed in (current.event_occurred, current.match_started, current.match_restored,
                        current.changed):
            changed.connect(self.refresh)

    def refresh(self, *_: object) -> None:
        """Rebuild from the player's view now (cheap: only when shown)."""
        if not self.isVisible():
            return
        view = self._view_of()
        self.seen = cards_seen(view) if view is not None else None
        self.label.setText(self.html())

    def html(self) -> str:
        """The panel's text for :attr:`seen`."""
        seen = self.seen
        if seen is None:
            return escape(self.tr("No hand is being played."))
        parts: list[str] = []
        if seen.trump is None:
            parts.append(escape(self.tr("Trump not named yet")))
        elif seen.trump == 4:
            parts.append(escape(self.tr("No trump in this hand")))
        else:
            parts.append("<b>" + escape(fill(self.tr("Trump: %1, %2 still out"),
                                             words.suit_label(seen.trump), seen.trumps_out))
                         + "</b>")
        order = sorted(seen.suits, key=lambda s: s.suit != seen.trump)  # trump first
        for suit in order:
            parts.append(self._suit_html(suit, suit.suit == seen.trump))
        return parts[0] + "".join(parts[1:])

    def _suit_html(self, suit: SuitSeen, trump: bool) -> str:
        names = self._names()

        def ranks(cards: list[int]) -> str:
            return " ".join(words.RANK_LABELS[c % 13] for c in cards) or "—"

        title = f"{words.SUIT_SYMBOLS[suit.suit]} {words.suit_name(suit.suit)}"
        if trump:
            title = fill(self.tr("%1 (trump)"), title)
        out = []
        for card in suit.out:
            text = words.RANK_LABELS[card % 13]
            if card in suit.holders:
                holder = suit.holders[card]
                who = names[holder] if holder < len(names) else str(holder)
                text = fill(self.tr("%1 (went to %2)"), text, who)
            out.append(text)
        lines = [
            f'<p style="margin-top:6px; margin-bottom:0px">'
            f'<span style="color:{SUIT_INK[suit.suit]}; font-weight:bold">{escape(title)}</span>',
            escape(fill(self.tr("Played: %1"), ranks(suit.played))),
            escape(fill(self.tr("Still out (%1): %2"), len(suit.out), " ".join(out) or "—")),
        ]
        if suit.aside:
            lines.append(escape(fill(self.tr("Put aside: %1"), ranks(suit.aside))))
        return "<br>".join(lines) + "</p>"

    def retranslate_ui(self) -> None:
        """Every visible text."""
        self.setWindowTitle(self.tr("Cards seen"))
        if self.isVisible():
            self.refresh()

    def showEvent(self, event: object) -> None:
        super().showEvent(event)  # type: ignore[arg-type]
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
