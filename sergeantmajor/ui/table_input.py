"""The player's hands on the table: drag, click, double-click and keyboard.

Drags move the real card item inside the scene (no QDrag) once the pointer has travelled
``QApplication.startDragDistance()``. While dragging, the targets where the card may go light
up, asked of the controller (which asks the engine). An illegal drop flies back and the
status bar says why. Every drag has a click equivalent (select, then click the target, or
double-click) and a keyboard one (arrows, Enter). Any press first finishes running
animations (:meth:`flush`), so input is never lost and never interleaves with a motion.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QApplication

from ..engine import Action, Give, Phase
from .card_item import CardItem
from .table_items import TableButton

if TYPE_CHECKING:
    from .table import TableView

    _Base = TableView
else:
    _Base = object


class TableInputMixin(_Base):
    """Mouse and keyboard handling of :class:`TableView`."""

    def _init_input(self) -> None:
        self.press_card: int | None = None
        self.press_pos = QPoint()
        self.grab_offset = QPointF()
        self.drag_item: CardItem | None = None
        self.drop_targets: list[tuple[str, int | None]] = []
        self.keyboard_active = False
        self.keyboard_button = 0
        self.classic_need = 0

    # ------------------------------------------------------------------ acting
    def perform(self, action: Action) -> bool:
        """Ask the controller to take ``action`` for the player; say why if refused."""
        self.flush()
        match = self.controller.match
        pending = (isinstance(action, Give) and match is not None
                   and match.rules.exchange == "classic")
        if pending:  # the classic exchange holds given cards aside until all are given
            self.pending_give.append(action.card)  # type: ignore[union-attr]
            self.selected = [c for c in self.selected if c != action.card]  # type: ignore
            if action.card in self.hands[self.viewer]:  # type: ignore[union-attr]
                self.hands[self.viewer].remove(action.card)  # type: ignore[union-attr]
        reason = self.controller.act(action)
        if reason is not None:
            if pending:
                self.pending_give.remove(action.card)  # type: ignore[union-attr]
                self.hands[self.viewer] = self._sorted(
                    [*self.hands[self.viewer], action.card])  # type: ignore[union-attr]
            self.status.emit(reason)
            self.settle(duration=220)
            return False
        self.hint_card = None
        if not pending:
            self.selected = []
        self.prompt.set_text("")
        self.discard_zone.shown = False
        self.discard_zone.update()
        if not self.controller.is_human_turn() or self.controller.match.phase is not Phase.TRUMP:
            self.clear_buttons()
        self.settle(duration=220)
        if self.my_turn():
            self.on_human_turn()
        return True

    def target_at(self, scene_pos: QPointF) -> tuple[str, int | None] | None:
        """The drop target under ``scene_pos``: ("trick"|"discard"|"seat", seat)."""
        if self.discard_zone.shown and self.discard_zone.sceneBoundingRect().contains(scene_pos):
            return ("discard", None)
        if self.trick_zone.sceneBoundingRect().contains(scene_pos):
            return ("trick", None)
        for seat, panel in enumerate(self.panels):
            if seat == self.viewer:
                continue
            area = panel.sceneBoundingRect().united(
                self.layout_.hand_boxes[seat].adjusted(-10, -10, 10, 10))
            if area.contains(scene_pos):
                return ("seat", seat)
        return None

    def _action_on(self, card: int, target: tuple[str, int | None]) -> Action | None:
        return self.controller.action_for(card, target[0], target[1])

    def _legal_targets(self, card: int) -> list[tuple[str, int | None]]:
        candidates: list[tuple[str, int | None]] = [("trick", None), ("discard", None)]
        candidates += [("seat", s) for s in range(self.players) if s != self.viewer]
        return [t for t in candidates
                if self.controller.check(self._action_on(card, t)) is None]

    def _show_targets(self, hover: tuple[str, int | None] | None) -> None:
        def state(target: tuple[str, int | None]) -> int:
            if target not in self.drop_targets:
                return 0
            return 2 if target == hover else 1

        self.trick_zone.state = state(("trick", None))
        self.discard_zone.state = state(("discard", None))
        self.trick_zone.update()
        self.discard_zone.update()
        for seat, panel in enumerate(self.panels):
            panel.drop_state = state(("seat", seat))
            panel.update()

    # ------------------------------------------------------------------ mouse
    def card_at(self, view_pos: QPoint) -> int | None:
        """The player's own card under ``view_pos`` (the topmost one)."""
        mine = self.hands[self.viewer] if self.hands else []
        for item in self.items(view_pos):
            if isinstance(item, CardItem) and item.card in mine:
                return item.card
        return None

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        self.setFocus()
        if self.notice.isVisible() and self.blocked:
            self.close_notice()
            return
        self.flush()
        if self.notice.isVisible():
            match = self.controller.match
            if match is None or not match.is_terminal():
                self.close_notice()
            return
        self.keyboard_active = False
        pos = event.position().toPoint()
        for item in self.items(pos):
            if isinstance(item, TableButton):
                item.on_click()
                return
        card = self.card_at(pos)
        self.press_card = card
        self.press_pos = pos
        if card is not None:
            self.grab_offset = self.mapToScene(pos) - self.items_[card].pos()
            return
        # A click on a target with a card selected: the click equivalent of a drop.
        target = self.target_at(self.mapToScene(pos))
        if target is not None and len(self.selected) == 1:
            card = self.selected[0]
            action = self._action_on(card, target)
            if action is not None:
                self.perform(action)
            else:
                self.status.emit(self.controller.check(None) or "")

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        pos = event.position().toPoint()
        if self.press_card is None:  # (set by a left press, cleared by its release)
            return
        if self.drag_item is None:
            if (pos - self.press_pos).manhattanLength() < QApplication.startDragDistance():
                return
            item = self.items_[self.press_card]
            self.animator.cancel(item)
            self.drag_item = item
            item.setZValue(20_000)
            item.setRotation(0)
            self.drop_targets = self._legal_targets(self.press_card)
        scene_pos = self.mapToScene(pos)
        self.drag_item.setPos(scene_pos - self.grab_offset)
        self._show_targets(self.target_at(scene_pos))

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        card, self.press_card = self.press_card, None
        item, self.drag_item = self.drag_item, None
        if card is None:
            return
        if item is None:  # a click: select (classic exchange: toggle one of several)
            self._toggle_select(card)
            return
        self.drop_targets = []
        self._show_targets(None)
        scene_pos = self.mapToScene(event.position().toPoint())
        target = self.target_at(scene_pos) or self.target_at(item.pos())
        if target is None:
            self.settle(duration=220)  # dropped on nothing: back to the hand
            return
        action = self._action_on(card, target)
        if action is None:
            self.status.emit(self.controller.check(None) or "")
            self.settle(duration=220)
            return
        self.perform(action)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        self.flush()
        card = self.card_at(event.position().toPoint())
        if card is None:
            return
        self.press_card = None
        action = self.controller.default_action(card)
        if action is None:
            self.status.emit(self.controller.check(None) or "")
            return
        self.perform(action)

    def _toggle_select(self, card: int) -> None:
        match = self.controller.match
        classic = (match is not None and match.phase is Phase.EXCHANGE_GIVE
                   and match.rules.exchange == "classic" and self.my_turn())
        if card in self.selected:
            self.selected.remove(card)
        elif classic:
            self.selected.append(card)
            if len(self.selected) > self.classic_need:
                self.selected.pop(0)
        else:
            self.selected = [card]
        mine = self.hands[self.viewer]
        if card in mine:
            self.focus_index = mine.index(card)
        self.settle(mine, duration=120)

    # ------------------------------------------------------------------ keyboard
    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if self.notice.isVisible() and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter,
                                               Qt.Key.Key_Space, Qt.Key.Key_Escape):
            self.flush()
            self.close_notice()
            return
        self.flush()
        mine = self.hands[self.viewer] if self.hands else []
        suit_buttons = [b for b in self.buttons if isinstance(b.data(0), int)]
        other_buttons = [b for b in self.buttons if b not in suit_buttons]
        if suit_buttons or (other_buttons and other_buttons[0].data(0) != "give"):
            self._key_buttons(key, suit_buttons or other_buttons)
            return
        if not mine:
            super().keyPressEvent(event)
            return
        self.keyboard_active = True
        self.focus_index = min(self.focus_index, len(mine) - 1)
        if key == Qt.Key.Key_Left:
            self.focus_index = (self.focus_index - 1) % len(mine)
        elif key == Qt.Key.Key_Right:
            self.focus_index = (self.focus_index + 1) % len(mine)
        elif key == Qt.Key.Key_Home:
            self.focus_index = 0
        elif key == Qt.Key.Key_End:
            self.focus_index = len(mine) - 1
        elif key in (Qt.Key.Key_Up, Qt.Key.Key_Space):
            self._toggle_select(mine[self.focus_index])
            return
        elif key == Qt.Key.Key_Down or key == Qt.Key.Key_Escape:
            self.selected = []
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if other_buttons and other_buttons[0].data(0) == "give":
                if len(self.selected) == self.classic_need:
                    self.give_selected()
                else:
                    self._toggle_select(mine[self.focus_index])
                return
            card = mine[self.focus_index]
            action = self.controller.default_action(card)
            if action is None:
                self.status.emit(self.controller.check(None) or "")
            else:
                self.perform(action)
            return
        else:
            super().keyPressEvent(event)
            return
        self.settle(mine, duration=100)

    def _key_buttons(self, key: int, buttons: list[TableButton]) -> None:
        """Left/Right (or Up/Down) move between the table's buttons, Enter presses one."""
        count = len(buttons)
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Up):
            self.keyboard_button = (self.keyboard_button - 1) % count
        elif key in (Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Tab):
            self.keyboard_button = (self.keyboard_button + 1) % count
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            buttons[self.keyboard_button % count].on_click()
            return
        for i, button in enumerate(buttons):
            button.focused = i == self.keyboard_button
            button.update()
