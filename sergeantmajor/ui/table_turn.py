"""The player's turn on the table: the prompt, suit and target buttons, the classic give, hints.

The buttons only offer the engine's legal actions (asked of the controller); pressing one
performs that action through the same path as a drag or a double-click.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF

from ..app import words
from ..app.i18n import fill
from ..app.words import plural
from ..engine import Give, NameTrump, Phase
from .table_items import TableButton

if TYPE_CHECKING:
    from .table import TableView

    _Base = TableView
else:
    _Base = object


class TableTurnMixin(_Base):
    """What the table offers when the engine waits for the player."""

    # ------------------------------------------------------------------ the player's turn
    def on_human_turn(self) -> None:
        """The engine waits for the player: say what to do, offer the choices."""
        if self.steps or self.animator.busy or self.blocked:
            return
        match = self.controller.match
        assert match is not None
        self.turn, self.thinking = self.viewer, None
        self.update_panels()
        self.prompt.set_text(self.phase_prompt())
        self.clear_buttons()
        phase = match.phase
        self.discard_zone.shown = phase is Phase.DISCARD
        self.discard_zone.update()
        if phase is Phase.TRUMP:
            for action in self.controller.legal_actions():
                suit = action.suit  # type: ignore[union-attr]
                button = TableButton(partial(self.perform, NameTrump(suit)), red=suit in (1, 2))
                button.setData(0, suit)
                button.set_text(words.SUIT_SYMBOLS[suit], words.suit_name(suit))
                self._add_button(button)
        elif phase is Phase.EXCHANGE_GIVE and match.rules.exchange == "classic":
            self._offer_classic_give()
        elif phase is Phase.ASSIGN_TARGETS:
            names = self.names()
            for action in self.controller.legal_actions():
                targets = action.targets  # type: ignore[union-attr]
                text = " · ".join(f"{names[s]} {t}" for s, t in enumerate(targets))
                button = TableButton(partial(self.perform, action))
                button.set_text(text)
                self._add_button(button)
        self._place_buttons()
        self.keyboard_button = 0
        self._refresh_hand_marks()

    def _offer_classic_give(self) -> None:
        match = self.controller.match
        assert match is not None
        down = self.controller.current_down()
        count = next((c for u, d, c in match.exchange_plan if d == down), 0)
        need = count - len(self.pending_give)
        mine = [c for c in self.hands[self.viewer] if c not in self.pending_give]
        # The interface offers the lowest cards; the player may choose others.
        self.selected = sorted(mine, key=lambda c: (c % 13, c // 13))[:need]
        self.classic_need = need
        button = TableButton(self.give_selected)
        button.setData(0, "give")
        button.set_text(
            QCoreApplication.translate("TableView", "Give"),
            QCoreApplication.translate("TableView", "Give the selected cards"),
        )
        self._add_button(button)
        self.settle(self.hands[self.viewer], duration=150)

    def give_selected(self) -> None:
        """Classic exchange: give every selected card (the count must be right)."""
        need = getattr(self, "classic_need", 0)
        if len(self.selected) != need:
            self.status.emit(
                plural(
                    QCoreApplication.translate(
                        "TableView", "Select exactly %n card(s) to give", "", need
                    ),
                    need,
                )
            )
            return
        for card in list(self.selected):
            if not self.perform(Give(card)):
                return

    def _add_button(self, button: TableButton) -> None:
        self.scene_.addItem(button)
        self.buttons.append(button)

    def clear_buttons(self) -> None:
        """Remove the suit / give / target buttons."""
        for button in self.buttons:
            self.scene_.removeItem(button)
        self.buttons = []

    def _place_buttons(self) -> None:
        lay = self.layout_
        if not self.buttons:
            return
        kind = self.buttons[0].data(0)
        if isinstance(kind, int):  # suits in a row
            size = max(44.0, lay.card_w * 0.72)
            gap = size * 0.25
            total = len(self.buttons) * size + (len(self.buttons) - 1) * gap
            x = lay.centre.x() - total / 2
            for button in self.buttons:
                button.set_rect(QRectF(x, lay.centre.y() - size / 2, size, size))
                x += size + gap
            return
        w, h = max(120.0, lay.card_w * 1.6), max(34.0, lay.card_h * 0.26)
        if kind == "give":
            pos = lay.centre + QPointF(0, lay.card_h * 0.15)
            self.buttons[0].set_rect(QRectF(pos.x() - w / 2, pos.y() - h / 2, w, h))
            return
        w = max(w, lay.width * 0.34)
        h *= 0.8
        y = lay.centre.y() - len(self.buttons) * h * 0.6
        for button in self.buttons:
            button.set_rect(QRectF(lay.centre.x() - w / 2, y, w, h))
            y += h * 1.2

    def show_hint(self, action: object) -> None:
        """The strongest bot's suggestion: outline the card or light the suit button."""
        if not self.my_turn():
            return
        card = getattr(action, "card", None)
        if card is not None:
            self.hint_card = card
            self._refresh_hand_marks()
            self.status.emit(
                fill(QCoreApplication.translate("TableView", "Hint: %1"), words.card_name(card))
            )
        suit = getattr(action, "suit", None)
        for button in self.buttons:
            button.glow = suit is not None and button.data(0) == suit
            button.update()
        if suit is not None:
            self.status.emit(
                fill(
                    QCoreApplication.translate("TableView", "Hint: name %1 trump"),
                    words.suit_name(suit),
                )
            )
        if hasattr(action, "targets"):
            self.status.emit(
                QCoreApplication.translate("TableView", "Hint: keep the targets as they are")
            )
