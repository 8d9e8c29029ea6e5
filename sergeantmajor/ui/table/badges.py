"""The seat badges, the trump sign and the discard area's caption, written from the model."""

from __future__ import annotations

from collections.abc import Callable

from ...engine.cards import RED_SUITS
from ...engine.rules import MatchEnd
from ..plain_text import plain
from . import texts
from .board import Board
from .model import DISCARDS
from .scene import TableScene


class Badges:
    """Rewrites what the badges and signs say; knows whose turn glows."""

    def __init__(self, scene: TableScene, board: Board, names: Callable[[], list[str]]) -> None:
        self.scene = scene
        self.board = board
        self.names = names
        self.turn: int | None = None  # whose badge glows
        self.thinking: int | None = None  # a computer player thinking
        # Before a table with friends starts: each seat's name and lines, worded when asked
        # (so a language switch rewords them); the model has nothing to say yet.
        self.lobby: Callable[[], list[tuple[str, list[str]]]] | None = None
        # At a table with friends: the seats whose player is away, each with the sentence that
        # says so (worded when asked); their badges are dimmed and marked.
        self.away: Callable[[], dict[int, str]] | None = None
        # The seats whose player reads the hand's summary, each with the words that say so
        # (the badge's second line while they do).
        self.reading: Callable[[], dict[int, str]] | None = None

    def refresh(self) -> None:
        """Rewrite every seat badge from the model (also after a language switch)."""
        if self.lobby is not None:
            self._write_lobby(self.lobby())
            return
        model, names = self.board.model, self.names()
        chips = model.rules.match_end is MatchEnd.CHIPS
        widest = texts.widest_badge_lines(model.rules.hand_size)
        away = self.away() if self.away is not None else {}
        reading = self.reading() if self.reading is not None else {}
        for seat, panel in enumerate(self.scene.panels):
            panel.name = names[seat] if seat < len(names) else ""
            target = model.targets[seat] if seat < len(model.targets) else 0
            total = (model.chips if chips else model.totals)[seat]
            last = model.last_points[seat] if model.last_points is not None else None
            panel.lines = texts.badge_lines(target, model.tricks[seat], total, last)
            if seat in reading:  # for now: the total is back once they closed the summary
                panel.lines[1:] = [reading[seat]]
            panel.widest = widest
            is_dealer = seat == model.dealer
            panel.dealer_mark = texts.dealer_mark() if is_dealer else ""
            panel.away = seat in away
            # the away sentence holds a friend's name: never let Qt read it as HTML
            panel.setToolTip(plain("\n".join(t for t in (texts.dealer() if is_dealer else "",
                                                         away.get(seat, ""),
                                                         reading.get(seat, "")) if t)))
            panel.active = seat == self.turn
            panel.thinking = seat == self.thinking
            panel.update()
        sign = self.scene.trump_sign
        if model.trump is None:
            sign.label = ""
        else:
            sign.label, sign.symbol = texts.trump_sign(model.trump)
            sign.red = model.trump in RED_SUITS
        sign.update()
        zone = self.scene.discard_zone
        zone.caption = texts.discard_here()
        zone.covered = bool(model.pile(DISCARDS))  # the caption explains an empty area
        zone.update()

    def _write_lobby(self, seats: list[tuple[str, list[str]]]) -> None:
        for panel, (name, lines) in zip(self.scene.panels, seats, strict=False):
            panel.name, panel.lines, panel.widest = name, lines, []
            panel.dealer_mark = ""
            panel.away = False
            panel.setToolTip("")
            panel.active = panel.thinking = False
            panel.update()
        self.scene.trump_sign.label = ""
        self.scene.trump_sign.update()
