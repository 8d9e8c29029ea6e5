"""A server table read back from its store after a restart (no Qt).

What is read is checked before it is trusted: the id against the store's, the seat kinds and
token digests, the rules, the record (the engine's own record reader) and every deal the
journal holds (the engine's own deal check). The match is replayed to the last decision the
store keeps; a journal line that does not follow ends the journal there.
"""

from __future__ import annotations

import logging
import re
from typing import TYPE_CHECKING, Any

from ..engine import Match, Rules, RulesError, parse_action
from ..engine.cards import parse_card
from ..engine.match import deal_problem
from ..engine.replay_cursor import ReplayCursor
from .admission import Admission
from .edges import Clock
from .store import JournalEntry, TableStore
from .weak import Weakly

if TYPE_CHECKING:
    from .table import Table

log = logging.getLogger(__name__)

_DIGEST = re.compile(r"^[0-9a-f]{64}$")
_Deal = tuple[list[int], ...]


def restore_table(cls: type[Table], store: TableStore, table_id: str, *, clock: Clock,
                  grace: float) -> Table:
    """Table ``table_id`` as ``store`` keeps it; ``ValueError`` naming what is wrong."""
    saved = store.load(table_id)
    meta = saved.meta
    try:
        rules = Rules.from_dict(meta["rules"])
        code, host, humans = meta["code"], meta["host"], meta["humans"]
        if not all(isinstance(d, str) and _DIGEST.match(d) for d in (code, host)):
            raise ValueError("the join code or host token is not a digest")
        if type(humans) is not int:
            raise ValueError("'humans' is not a whole number")
        table = cls(table_id, rules, str(meta["bots"]), humans, clock=clock,
                    admission=Admission(table_id, code, host), grace=grace, store=store)
        table.seating.restore(meta["seats"], meta.get("host_seat"))
        table.created = _time(meta.get("created"), table.created)
        table.last_active = _time(meta.get("last_active"), table.created)
    except (KeyError, TypeError, RulesError) as exc:
        raise ValueError(f"the table's meta lacks or garbles {str(exc)[:100]}") from None
    if not meta.get("started"):
        return table
    record = saved.record
    if record is not None:
        steps = ReplayCursor.from_record(record).steps  # the engine's checks: a RecordError
        actions = [step.action for step in steps]
        first_dealer = record["first_dealer"]
        table._deals = [(*([parse_card(c) for c in h] for h in hand["deal"]),
                         [parse_card(c) for c in hand["kitty"]]) for hand in record["hands"]]
    else:
        actions = []
        first = next((e for e in saved.journal if e.hand == 0 and e.deal is not None), None)
        if first is None or first.dealer is None or not 0 <= first.dealer < rules.players:
            raise ValueError("the match started but neither its record nor its journal "
                             "holds its first deal")
        first_dealer = first.dealer
    journal = _journal_deals(table, rules, saved.journal, len(actions))
    match = Match(rules, rng=table.shuffler, first_dealer=first_dealer,
                  deals=Weakly(table._recorded, None))
    for action in actions:
        match.apply(action)
    number = len(actions) + _replay(match, journal, len(actions), table_id)
    store.resumed(table_id, number)
    table._run(match, number)
    table.finished = table._announced = match.is_terminal()
    if number > len(actions) or record is None:  # the journal's decisions into the record
        table.checkpoint()
    else:
        table.keeping.checkpointed = number
    for s, seat in enumerate(table.seating.seats):
        if seat.person and not table.finished:
            table.seating.start_grace(s)
    return table


def _time(value: Any, default: float) -> float:
    return float(value) if isinstance(value, (int, float)) and value > 0 else default


def _journal_deals(table: Table, rules: Rules, journal: list[JournalEntry],
                   done: int) -> list[JournalEntry]:
    """Take the journal's deals of the hands after the record's (checked by the engine); the
    journal up to the first bad one."""
    for i, entry in enumerate(journal):
        if entry.deal is None or entry.kitty is None or entry.hand != len(table._deals):
            continue
        try:
            hands = [[parse_card(c) for c in h] for h in entry.deal]
            kitty = [parse_card(c) for c in entry.kitty]
            problem = deal_problem(rules, hands, kitty)
        except ValueError as exc:
            problem = str(exc)
        if problem is not None:
            log.warning("table %s: the journal's deal of hand %d is wrong (%s); the journal "
                        "ends before it", table.id, entry.hand + 1, problem[:100])
            return [e for e in journal[:i] if e.n < entry.n or e.n <= done]
        table._deals.append((*hands, kitty))
    return journal


def _replay(match: Match, journal: list[JournalEntry], done: int, table: str) -> int:
    """Apply the journal's decisions past the record's ``done``; how many were applied."""
    applied = 0
    for entry in journal:
        if entry.deal is not None:
            continue  # a deal: read before the replay
        if entry.n <= done + applied:
            continue  # already in the record (a kill between writing it and the journal)
        if entry.n != done + applied + 1 or entry.seat != match.current_player():
            log.warning("table %s: journal line for decision %d does not follow; stopped",
                        table, entry.n)
            break
        try:
            match.apply(parse_action(entry.action))
        except ValueError as exc:  # IllegalActionError too; a deal the engine refuses
            log.warning("table %s: journal decision %d refused (%s); stopped", table, entry.n,
                        str(exc)[:100])
            break
        applied += 1
    return applied
