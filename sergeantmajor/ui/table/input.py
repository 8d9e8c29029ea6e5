"""Mouse and keyboard on the table, turned into intents: "this card onto that target",
"this card's usual action", "select this card", "press this button".

Drags move the real card item inside the scene (no QDrag) once the pointer has travelled
``QApplication.startDragDistance()``; while dragging, the targets that accept the card light
up. Every drag has a click equivalent (select, then click the target, or double-click) and a
keyboard one (arrows, Enter). Any press first finishes running animations, so input never
interleaves with a motion. This module calls nothing in the engine or the controller: the
host (the table view) turns an intent into an action.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QApplication

from ..card_item import CardItem
from .scene_items import TableButton
from .turn import Target

# Named in annotations only: PySide6 makes a Qt class's Python type when it is first looked up,
# so importing these at run time would make them at start-up, before any such event.
if TYPE_CHECKING:
    from PySide6.QtGui import QKeyEvent, QMouseEvent


class HitTests(Protocol):
    """What the input asks of the view: what lies under the pointer, the hand as shown."""

    def card_at(self, pos: QPoint) -> int | None: ...
    def button_at(self, pos: QPoint) -> TableButton | None: ...
    def target_at(self, scene_pos: QPointF) -> Target | None: ...
    def card_item(self, card: int) -> CardItem: ...
    def map_to_scene(self, pos: QPoint) -> QPointF: ...
    def my_hand(self) -> list[int]: ...
    def buttons(self) -> list[TableButton]: ...
    def flush(self) -> None: ...
    def notice_press(self) -> bool: ...


class Intents(Protocol):
    """Where the input's intents go (the player's side of the table)."""

    def start_drag(self, card: int) -> list[Target]: ...
    def show_targets(self, legal: list[Target], hover: Target | None) -> None: ...
    def end_drag(self, card: int) -> None: ...
    def drop(self, card: int, target: Target) -> None: ...
    def activate(self, card: int) -> None: ...
    def toggle(self, card: int) -> None: ...
    def choose_target(self, target: Target) -> None: ...
    def give_selected(self) -> None: ...
    def classic_give(self) -> bool: ...
    def selection_complete(self) -> bool: ...
    def clear_selection(self) -> None: ...
    def marks_changed(self, duration: str) -> None: ...


class TableInput:
    """Press, drag, release, double-click and keys -> intents for the host."""

    def __init__(self, hits: HitTests, intents: Intents) -> None:
        self.hits = hits
        self.intents = intents
        self.press_card: int | None = None
        self.press_pos = QPoint()
        self.grab_offset = QPointF()
        self.drag_item: CardItem | None = None
        self.drop_targets: list[Target] = []
        self.keyboard_active = False
        self.focus_index = 0
        self.keyboard_button = 0

    def reset(self) -> None:
        """A new match: nothing pressed, no keyboard cursor."""
        self.press_card, self.drag_item, self.drop_targets = None, None, []
        self.keyboard_active, self.focus_index, self.keyboard_button = False, 0, 0

    def focused_card(self) -> int | None:
        """The card under the keyboard cursor, if the keyboard is in use."""
        mine = self.hits.my_hand()
        if self.keyboard_active and mine:
            return mine[min(self.focus_index, len(mine) - 1)]
        return None

    # ------------------------------------------------------------------ mouse
    def press(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        if self.hits.notice_press():
            return
        self.keyboard_active = False
        pos = event.position().toPoint()
        button = self.hits.button_at(pos)
        if button is not None:
            button.on_click()
            return
        card = self.hits.card_at(pos)
        self.press_card = card
        self.press_pos = pos
        if card is not None:
            self.grab_offset = self.hits.map_to_scene(pos) - self.hits.card_item(card).pos()
            return
        target = self.hits.target_at(self.hits.map_to_scene(pos))
        if target is not None:  # the click equivalent of a drop of the selected card
            self.intents.choose_target(target)

    def move(self, event: QMouseEvent) -> None:
        if self.press_card is None:  # (set by a left press, cleared by its release)
            return
        pos = event.position().toPoint()
        if self.drag_item is None:
            if (pos - self.press_pos).manhattanLength() < QApplication.startDragDistance():
                return
            self.drag_item = self.hits.card_item(self.press_card)
            self.drop_targets = self.intents.start_drag(self.press_card)
        scene_pos = self.hits.map_to_scene(pos)
        self.drag_item.setPos(scene_pos - self.grab_offset)
        self.intents.show_targets(self.drop_targets, self.hits.target_at(scene_pos))

    def release(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        card, self.press_card = self.press_card, None
        item, self.drag_item = self.drag_item, None
        if card is None:
            return
        if item is None:  # a click: select (classic exchange: one of several)
            self.intents.toggle(card)
            return
        self.drop_targets = []
        self.intents.show_targets([], None)
        scene_pos = self.hits.map_to_scene(event.position().toPoint())
        target = self.hits.target_at(scene_pos) or self.hits.target_at(item.pos())
        self.intents.end_drag(card)
        if target is None:
            self.intents.marks_changed("back")  # dropped on nothing: back to the hand
            return
        self.intents.drop(card, target)

    def double_click(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        self.hits.flush()
        card = self.hits.card_at(event.position().toPoint())
        if card is None:
            return
        self.press_card = None
        self.intents.activate(card)

    # ------------------------------------------------------------------ keyboard
    def key(self, event: QKeyEvent) -> bool:
        """Handle a key; ``False`` when the table has no use for it."""
        key = event.key()
        buttons = self.hits.buttons()
        if buttons and buttons[0].data(0) != "give":
            return self._key_buttons(key, buttons)
        mine = self.hits.my_hand()
        if not mine:
            return False
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
            self.intents.toggle(mine[self.focus_index])
            return True
        elif key in (Qt.Key.Key_Down, Qt.Key.Key_Escape):
            self.intents.clear_selection()
            return True
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self.intents.classic_give() and self.intents.selection_complete():
                self.intents.give_selected()
            elif self.intents.classic_give():
                self.intents.toggle(mine[self.focus_index])
            else:
                self.intents.activate(mine[self.focus_index])
            return True
        else:
            return False
        self.intents.marks_changed("key")
        return True

    def _key_buttons(self, key: int, buttons: list[TableButton]) -> bool:
        """Left/Right (or Up/Down) move between the table's buttons, Enter presses one."""
        count = len(buttons)
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Up):
            self.keyboard_button = (self.keyboard_button - 1) % count
        elif key in (Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Tab):
            self.keyboard_button = (self.keyboard_button + 1) % count
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            buttons[self.keyboard_button % count].on_click()
            return True
        else:
            return False
        for i, button in enumerate(buttons):
            button.focused = i == self.keyboard_button
            button.update()
        return True
