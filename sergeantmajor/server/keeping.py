"""What a server table asks its store to keep, and when (no Qt): the meta at every change of
the seats, one journal entry per decision (with the deal it brought) before anyone is told of
it, and the match record now and then (the end, the server stopping, a long journal, an idle
table).

The record is a checkpoint, not written at every deal: it waits for :data:`CHECKPOINT_MIN`
decisions, then for as many decisions as it already holds, so a long match's record is
written a few times (the bytes written grow with the match, not with its square) while the
journal holds every decision in between.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ..engine import Match
from ..engine.cards import codes
from ..engine.record import record_of
from ..net import protocol as p
from .edges import Member
from .store import JournalEntry, TableStore

#: Seconds without a decision after which a table's journal is folded into its record.
IDLE_SAVE = 30.0
#: Decisions journaled before the record is first written again in play.
CHECKPOINT_MIN = 250
#: The notice a table sends while it cannot save (docs/PROTOCOL.md).
CANNOT_SAVE = "cannot-save"


class Keeping:
    """One table's side of its store."""

    def __init__(self, table_id: str, store: TableStore, now: float) -> None:
        self.table_id = table_id
        self.store = store
        self.meta_version = 0  # the newest meta asked of the store
        self.checkpointed = 0  # decisions the last record asked for holds
        self.last_decision = now  # on the table's clock
        self._stuck = False  # the players were told the table cannot save

    def kept(self) -> tuple[int, int]:
        """``(meta version kept, decisions kept)``."""
        return self.store.meta_kept(self.table_id), self.store.kept(self.table_id)

    def holds(self, decisions: int) -> bool:
        """Whether the store keeps the first ``decisions`` decisions."""
        return self.store.kept(self.table_id) >= decisions

    def trouble(self) -> str | None:
        """Why the store waits to write this table (``None``: all is well)."""
        return self.store.trouble(self.table_id)

    def notice(self, decisions: int | None, members: Iterable[Member]) -> None:
        """Tell ``members`` once when the match (at ``decisions``; ``None``: not started)
        starts to wait for a store that cannot write."""
        waits = decisions is not None and not self.holds(decisions)
        if self.trouble() is None or not waits:
            self._stuck = False
        elif not self._stuck:
            self._stuck = True
            for member in members:
                self.tell_trouble(member)

    def tell_trouble(self, member: Member) -> None:
        """Tell ``member`` the match waits, if it does (straight out: not held for the store
        that cannot write)."""
        if self._stuck:
            member.send(p.encode(p.Error(code=CANNOT_SAVE, message=(
                "the server cannot save: the match waits (it goes on by itself once the "
                "server can save again)"))))

    def save_meta(self, meta: dict[str, Any]) -> None:
        """Keep ``meta``; :attr:`meta_version` is its version."""
        self.meta_version = self.store.save_meta(self.table_id, meta)

    def first_deal(self, match: Match) -> None:
        """Journal the first hand's deal (decision 0) and its dealer."""
        deal = match.current_hand_log()
        self.store.append(self.table_id, [JournalEntry(
            0, -1, "", 0, [codes(cards) for cards in deal.deal], codes(deal.kitty),
            match.first_dealer)])

    def decision(self, number: int, seat: int, action: str, match: Match, *, dealt: bool,
                 now: float) -> None:
        """Journal decision ``number`` by ``seat`` (and the hand it dealt, if it did)."""
        self.last_decision = now
        entries = [JournalEntry(number, seat, action)]
        if dealt:
            log = match.current_hand_log()
            entries.append(JournalEntry(number, -1, "", match.hand_index,
                                        [codes(cards) for cards in log.deal],
                                        codes(log.kitty)))
        self.store.append(self.table_id, entries)

    def due(self, decisions: int) -> bool:
        """Whether the record is to be written again at a deal."""
        return decisions - self.checkpointed >= max(CHECKPOINT_MIN, self.checkpointed)

    def idle(self, decisions: int, now: float) -> bool:
        """Whether an idle table's journal is to be folded into its record."""
        return decisions > self.checkpointed and now - self.last_decision > IDLE_SAVE

    def checkpoint(self, match: Match, players: list[dict[str, str]], decisions: int) -> None:
        """Keep the record of the first ``decisions`` decisions."""
        self.checkpointed = decisions
        self.store.checkpoint(self.table_id, record_of(match, players), decisions)


__all__ = ["CANNOT_SAVE", "CHECKPOINT_MIN", "IDLE_SAVE", "Keeping"]
