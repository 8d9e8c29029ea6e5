"""What the window says about the people at a table with friends: the chat's notes when someone
comes, goes, drops or is back, or asks to be let in, and the words of the seats' badges (the
lobby's; the tooltip of a friend who is away; a friend reading the hand's summary). It reads the
server's ``table`` messages and words them in the language in force; it decides nothing.
"""

from __future__ import annotations

from ...app.online_game import OnlineGame, SeatStatus
from ...net import protocol as p
from . import texts


class TableNotes:
    """The seats as last seen, to tell what changed."""

    def __init__(self) -> None:
        self.last: list[SeatStatus] = []
        self.knocks: set[int] = set()  # who asked to be let in (their numbers), told once

    def clear(self) -> None:
        """A new table: nothing seen yet."""
        self.last = []
        self.knocks = set()

    def changes(self, message: p.TableState, viewer: int | None) -> list[texts.Note]:
        """The chat notes for what changed at the other seats since the last message (kept
        as what happened: the panel words them, again after a language switch)."""
        before = {s.seat: s for s in self.last}
        grace = int(message.grace)
        notes: list[texts.Note] = []
        for seat in message.seats:
            old = before.get(seat.seat)
            if seat.seat == viewer:
                continue
            if old is None or old.kind == "empty":
                if seat.kind == "human" and old is not None:
                    notes.append(texts.Note("joined", seat.name))
                continue
            if old.kind == "human" and seat.kind != "human":
                notes.append(texts.Note("left", old.name))
            elif seat.stand_in and not old.stand_in:
                notes.append(texts.Note("replaced", seat.name))
            elif not seat.connected and old.connected:
                # once the match is over nobody waits for them: they have simply gone
                notes.append(texts.Note("left", seat.name) if message.finished
                             else texts.Note("dropped", seat.name, grace))
            elif seat.connected and not old.connected:
                notes.append(texts.Note("back", seat.name))
        self.last = [SeatStatus(s.seat, s.name, s.kind, s.level, s.connected, s.stand_in,
                                s.host, s.reading) for s in message.seats]
        notes += [texts.Note("knocking", w.name) for w in message.waiting
                  if w.id not in self.knocks]
        self.knocks |= {w.id for w in message.waiting}
        return notes

    def host_name(self) -> str:
        """The name of the person who hosts the table (``""`` if none is known)."""
        return next((s.name for s in self.last if s.host and s.kind == "human"), "")


def lobby_words(game: OnlineGame, hosting: bool) -> tuple[list[tuple[str, list[str]]], str]:
    """The lobby's badges and prompt, in the language in force."""
    badges = [texts.lobby_badge(s.name, s.kind, s.level or game.bots, s.connected,
                                s.seat == game.human, s.host) for s in game.status]
    missing = sum(1 for s in game.status if s.kind == "empty")
    return badges, texts.lobby_prompt(missing, hosting)


def away_words(game: OnlineGame) -> dict[int, str]:
    """The friends who are not at the table now, each with the sentence that says why
    (their badge's tooltip)."""
    return {s.seat: texts.seat_line(s.name, s.kind, s.level or game.bots, s.connected,
                                    s.stand_in, False, s.host, game.finished)
            for s in game.status
            if s.kind == "human" and s.seat != game.human
            and (not s.connected or s.stand_in)}


def reading_words(game: OnlineGame) -> dict[int, str]:
    """The friends reading the hand's summary (the table waits for them meanwhile), each with
    the words their badge shows."""
    return {s.seat: texts.reading_summary() for s in game.status
            if s.reading and s.kind == "human" and s.seat != game.human}
