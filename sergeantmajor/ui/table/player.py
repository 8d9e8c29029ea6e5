"""The player's side of the table: what they are offered, what they select, what they do.

Built from the seat view the controller hands over on the player's turn (a
:class:`~.turn.TurnOffer`), it turns the input's intents into actions and gives them to the
controller, which asks the engine once. It also marks the hand: selected, hinted, legal and
set-aside cards. Neither this nor the input decides a rule.
"""

from __future__ import annotations

from collections.abc import Callable

from ...app import words
from ...app.table_port import TablePort
from ...engine import Action, Give, Phase
from ...engine.view import SeatView
from ..card_item import CardItem
from . import texts
from .badges import Badges
from .board import Board
from .input import TableInput
from .presenter import TIMING, Presenter
from .scene import TableScene
from .turn import DISCARD, TRICK, Target, TurnOffer


class PlayerSide:
    """The offer of the player's turn, their selection and hint, and their actions."""

    def __init__(self, controller: TablePort, board: Board, scene: TableScene,
                 presenter: Presenter, badges: Badges, *, names: Callable[[], list[str]],
                 status: Callable[[str], None], describe: Callable[[str], None]) -> None:
        self.controller = controller
        self.board = board
        self.scene = scene
        self.presenter = presenter
        self.badges = badges
        self.names = names
        self.status = status
        self.describe = describe  # the accessible description of the table
        self.input: TableInput | None = None  # set by the view once both exist
        self.offer: TurnOffer | None = None
        self.held = False  # the offer waits for the table to catch up before it is shown
        self.selected: list[int] = []
        self.hint_card: int | None = None
        self.hint_said = False  # a hint is on the status bar (cleared once the player decides)
        self.guided: frozenset[int] = frozenset()  # cards a guide (the tutorial) points at
        self.prompting = True  # False while a guide says what to do instead

    def reset(self) -> None:
        """A new match: nothing offered, selected or hinted."""
        self.offer, self.selected, self.hint_card = None, [], None
        self.held = self.hint_said = False

    def my_turn(self) -> bool:
        """The player may act: the engine waits for them and the table shows everything."""
        return self.offer is not None and self.presenter.idle and self.controller.is_human_turn()

    def prompt(self) -> str:
        """What the player should do now, in words ("" when it is not their turn)."""
        return self.offer.prompt() if self.offer is not None else ""

    def _focused(self) -> int | None:
        return self.input.focused_card() if self.input is not None else None

    def on_human_turn(self, view: SeatView) -> None:
        """The engine waits for the player: say what to do, offer the choices."""
        self.offer = offer = TurnOffer(view, self.names())
        self.held = not self.presenter.idle
        if self.held:
            return  # shown once the table has caught up (show_held)
        self.badges.turn, self.badges.thinking = view.seat, None
        self.badges.refresh()
        self.scene.prompt.set_text(offer.prompt() if self.prompting else "")
        self.scene.set_buttons(offer.buttons(self.perform, self.give_selected))
        if self.input is not None:
            self.input.keyboard_button = 0
        zone = self.scene.discard_zone
        zone.shown = offer.phase is Phase.DISCARD
        zone.update()
        marks = self.board.marks
        marks.aside = offer.aside()
        marks.aside_to = offer.down if offer.down is not None else marks.aside_to
        if offer.classic_give:  # keep the player's choice while it still fits, else suggest
            kept = [c for c in self.selected if Give(c) in offer.legal]
            self.selected = kept if 0 < len(kept) <= offer.need else offer.offered()
        self.marks_changed("select")

    def show_held(self) -> None:
        """The table has caught up: show the offer that came while it was animating."""
        if self.held and self.offer is not None and self.controller.is_human_turn():
            self.on_human_turn(self.offer.view)

    def perform(self, action: Action | None) -> bool:
        """Take ``action`` for the player (the engine is asked once); say why if refused."""
        self.presenter.flush()
        offer, self.offer = self.offer, None
        self.held = False
        prompt = self.scene.prompt.text
        self.scene.prompt.set_text("")  # the events may write a note there (an exchange's)
        if self.hint_said:  # the hint was for this decision: not left for the next one
            self.hint_said = False
            self.status("")
        reason = self.controller.act(action)
        if reason is not None:
            if self.offer is None:
                self.offer = offer
            self.scene.prompt.set_text(prompt)
            self.status(reason)
            self.marks_changed("back")
            return False
        self.hint_card = None
        if self.offer is None:  # the turn passed (a classic give goes on with a new offer)
            self.selected = []
            self.scene.discard_zone.shown = False
            self.scene.discard_zone.update()
            self.scene.set_buttons([])
            self.board.marks.selected = frozenset()
            self.refresh_hand_marks()
        return True

    def give_selected(self) -> None:
        """Classic exchange: give every selected card (the count must be right)."""
        offer = self.offer
        need = offer.need if offer is not None else 0
        if len(self.selected) != need:
            self.status(texts.select_exactly(need))
            return
        for card in list(self.selected):
            self.selected.remove(card)
            if not self.perform(Give(card)):
                return

    def show_hint(self, action: object) -> None:
        """The strongest bot's suggestion: outline the card or light the suit button."""
        if not self.my_turn():
            return
        card = getattr(action, "card", None)
        self.hint_said = True  # the status bar holds it until the player decides
        if card is not None:
            self.hint_card = card
            self.refresh_hand_marks()
            self.status(texts.hint_card(card))
        suit = getattr(action, "suit", None)
        for button in self.scene.buttons:
            button.glow = suit is not None and button.data(0) == suit
            button.update()
        if suit is not None:
            self.status(texts.hint_trump(suit))
        if hasattr(action, "targets"):
            self.status(texts.hint_targets())

    def refresh_hand_marks(self) -> None:
        """Outline selected, hinted and legal cards of the player's hand."""
        mine = set(self.board.model.my_hand())
        legal = self.offer.legal_cards() if self.offer is not None else None
        focus = self._focused()
        for item in self.scene.cards:
            card = item.card
            if card not in mine:
                item.set_mark(CardItem.NONE)
                item.set_dimmed(False)
                item.set_focused(False)
                item.setToolTip(words.card_name(card) if item.face_up else "")
                continue
            mark = CardItem.NONE
            if card in self.selected:
                mark = CardItem.SELECTED
            elif card == self.hint_card or card in self.guided:
                mark = CardItem.HINT
            item.set_mark(mark)
            aside = card in self.board.marks.aside
            item.set_dimmed(legal is not None and card not in legal and not aside)
            item.set_focused(card == focus)
            item.setToolTip(words.card_name(card))
            if card == focus:  # screen readers announce the card under the keyboard cursor
                self.describe(words.card_name(card))

    def marks_changed(self, duration: str) -> None:
        """The selection, the keyboard cursor or the cards set aside changed: show it."""
        marks = self.board.marks
        marks.selected = frozenset(self.selected)
        marks.focus = self._focused()
        self.board.sync(self.scene.layout_, duration=TIMING[duration])
        self.refresh_hand_marks()

    def _candidates(self) -> list[Target]:
        seats: list[Target] = [("seat", s) for s in range(self.board.model.players)
                               if s != self.board.model.viewer]
        return [TRICK, DISCARD, *seats]

    def start_drag(self, card: int) -> list[Target]:
        """A drag of ``card`` began: lift it; the targets that accept it."""
        item = self.scene.cards[card]
        self.board.placer.animator.cancel(item)
        self.board.placer.held = item
        item.setZValue(20_000)
        item.setRotation(0)
        if self.offer is None or not self.my_turn():
            return []
        return self.offer.targets_for(card, self._candidates())

    def show_targets(self, legal: list[Target], hover: Target | None) -> None:
        def state(target: Target) -> int:
            if target not in legal:
                return 0
            return 2 if target == hover else 1

        zones = self.scene
        zones.trick_zone.state = state(TRICK)
        zones.discard_zone.state = state(DISCARD)
        zones.trick_zone.update()
        zones.discard_zone.update()
        for seat, panel in enumerate(zones.panels):
            panel.drop_state = state(("seat", seat))
            panel.update()

    def end_drag(self, card: int) -> None:
        """The dragged card was let go: its place must be given again."""
        self.board.placer.held = None
        self.board.placer.targets.pop(card, None)

    def drop(self, card: int, target: Target) -> None:
        """``card`` dropped on ``target``: the action it means, asked of the engine once."""
        self.perform(self.offer.action_for(card, target) if self.offer is not None else None)

    def choose_target(self, target: Target) -> None:
        """A click on a target with one card selected: the click equivalent of a drop."""
        if len(self.selected) == 1:
            self.drop(self.selected[0], target)

    def activate(self, card: int) -> None:
        """Double-click or Enter on ``card``: its usual action now."""
        self.perform(self.offer.default_action(card) if self.offer is not None else None)

    def toggle(self, card: int) -> None:
        """Select or unselect ``card`` (the classic exchange selects several)."""
        offer = self.offer
        if card in self.selected:
            self.selected.remove(card)
        elif offer is not None and offer.classic_give and self.my_turn():
            self.selected.append(card)
            if len(self.selected) > offer.need:
                self.selected.pop(0)
        else:
            self.selected = [card]
        mine = self.board.my_hand()
        if card in mine:
            if self.input is not None:
                self.input.focus_index = mine.index(card)
        self.marks_changed("select")

    def clear_selection(self) -> None:
        self.selected = []
        self.marks_changed("key")

    def classic_give(self) -> bool:
        return self.offer is not None and self.offer.classic_give

    def selection_complete(self) -> bool:
        return self.offer is not None and len(self.selected) == self.offer.need
