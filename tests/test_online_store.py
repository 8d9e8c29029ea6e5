"""The table server's pieces without a network: names cleaned for everyone to read, a table
driven through its methods, its files read back after a crash (a torn journal line, lines the
record already holds, a damaged folder), and its secrets kept only as digests."""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest
from online_helpers import run, serving

from sergeantmajor.engine import Rules
from sergeantmajor.engine.record import check_file
from sergeantmajor.net import protocol as p
from sergeantmajor.server.names import MAX_NAME, TextError, clean_chat, clean_name
from sergeantmajor.server.store import Store, read_journal
from sergeantmajor.server.table import Table, TableError


@pytest.mark.parametrize("raw, clean", [
    ("  Ann  ", "Ann"),
    ("Ann\x00\x07 Lee", "Ann Lee"),
    ("A\u202eB\u200bC", "ABC"),  # bidi override and zero-width space
    ("Ивaн\tПетров\n", "Ивaн Петров"),
    ("e\u0301", "\u00e9"),  # NFC
    ("名" * 100, "名" * MAX_NAME),
    ("🎅 Claus", "🎅 Claus"),
])
def test_names_are_cleaned(raw, clean):
    assert clean_name(raw) == clean


@pytest.mark.parametrize("raw", ["", "   ", "\u200b\u202e", "\x00\x01\n"])
def test_an_invisible_name_is_refused(raw):
    with pytest.raises(TextError):
        clean_name(raw)


def test_chat_lines_are_cleaned_and_never_cut():
    assert clean_chat(" hi\n\nthere ") == "hi there"
    with pytest.raises(TextError, match="at most 200"):
        clean_chat("x" * 201)


class Box:
    """A connection that keeps what it is sent."""

    def __init__(self, label: str = "box") -> None:
        self.label = label
        self.sent: list[p.ServerMessage] = []
        self.closed: tuple[int, str] | None = None

    def send(self, data: bytes) -> None:
        self.sent.append(p.server_decoder.decode(data))

    def close(self, code: int, reason: str) -> None:
        self.closed = (code, reason)

    def last(self, kind: type) -> object:
        return next(m for m in reversed(self.sent) if isinstance(m, kind))


class Clock:
    """Time that moves when told; timers and bots run when the test says."""

    def __init__(self) -> None:
        self.time = 0.0
        self.timers: list[tuple[float, Callable[[], None]]] = []
        self.thinking: list[Callable[[], None]] = []

    def now(self) -> float:
        return self.time

    def call_later(self, delay: float, callback: Callable[[], None]):
        entry = (self.time + delay, callback)
        self.timers.append(entry)

        class Handle:
            def cancel(handle) -> None:  # noqa: N805 - the clock's self is the one used
                if entry in self.timers:
                    self.timers.remove(entry)
        return Handle()

    def think(self, bot, view, done) -> None:
        self.thinking.append(lambda: done(bot.choose(view)))

    def run_bots(self) -> None:
        while self.thinking:
            self.thinking.pop(0)()


def _play(table: Table, boxes: dict[int, Box], clock: Clock, decisions: int) -> None:
    """Make ``decisions`` decisions: people take their first legal action, bots think."""
    runner = table.runner
    assert runner is not None
    target = runner.number + decisions
    while runner.number < target:
        clock.run_bots()
        seat = runner.match.current_player()
        assert seat is not None
        if seat in boxes:
            turn = boxes[seat].last(p.YourTurn)
            table.act(seat, p.Act(seat=seat, seq=turn.seq,
                                  action=turn.view["legal_actions"][0]))


def test_a_table_comes_back_from_its_files_after_a_crash(tmp_path):
    store = Store(tmp_path)
    clock = Clock()
    table, code, host = Table.create(Rules(), "easy", 2, clock=clock, files_for=store.files)
    boxes = {0: Box("ann"), 1: Box("bob")}
    tokens = {}
    for seat, box in boxes.items():
        assert table.join(box, f"P{seat}", code.lower()) == seat
        tokens[seat] = box.last(p.Welcome).token
    assert table.started
    _play(table, boxes, clock, 30)
    made = table.runner.number
    folder = tmp_path / "tables" / table.id
    # the crash: a torn last line (the process died while writing it)
    with open(folder / "journal.jsonl", "a", encoding="utf-8") as journal:
        journal.write(f'{{"n":{made + 1},"seat":0,"act')
    assert [e.n for e in read_journal(folder / "journal.jsonl")][-1] == made
    meta = json.loads((folder / "table.json").read_text(encoding="utf-8"))
    assert code not in json.dumps(meta) and host not in json.dumps(meta)
    assert all(t not in json.dumps(meta) for t in tokens.values())  # digests only
    files = store.files(table.id)
    back = Table.restore(files.read(), clock=clock, grace=60, files=files)
    assert back.runner is not None and back.runner.number == made
    assert back.runner.match.describe() == table.runner.match.describe()
    assert [s.name for s in back.seats] == ["P0", "P1", "Bot 3"]
    assert not (folder / "journal.jsonl").read_text()  # folded into the record, torn line too
    assert check_file(folder / "record.json")[2] == 0
    # the players come back with their tokens; a wrong token holds no seat
    with pytest.raises(TableError, match="no seat"):
        back.resume(Box(), "x" * 22)
    again = {seat: Box() for seat in boxes}
    for seat, box in again.items():
        assert back.resume(box, tokens[seat]) == seat
        assert box.last(p.State).seq == made
    _play(back, again, clock, 20)
    assert back.runner.number >= made + 20


def test_journal_lines_the_record_already_holds_are_skipped(tmp_path):
    store = Store(tmp_path)
    clock = Clock()
    table, code, _host = Table.create(Rules(), "easy", 1, clock=clock, files_for=store.files)
    box = Box()
    table.join(box, "Ann", code)
    _play(table, {0: box}, clock, 12)
    folder = tmp_path / "tables" / table.id
    lines = (folder / "journal.jsonl").read_text(encoding="utf-8")
    table.save_record()  # the record now holds them; a kill before the journal is emptied:
    (folder / "journal.jsonl").write_text(lines, encoding="utf-8")
    files = store.files(table.id)
    back = Table.restore(files.read(), clock=clock, grace=60, files=files)
    assert back.runner is not None and back.runner.number == table.runner.number


def test_a_damaged_table_folder_is_left_alone_and_the_server_starts(tmp_path, caplog):
    store = Store(tmp_path)
    clock = Clock()
    good, _code, _host = Table.create(Rules(), "easy", 3, clock=clock, files_for=store.files)
    bad = tmp_path / "tables" / "damagedtable"
    bad.mkdir(parents=True)
    (bad / "table.json").write_text("{not json", encoding="utf-8")

    async def body() -> None:
        async with serving(tmp_path) as server:
            assert list(server.tables) == [good.id]

    run(body(), 20)
    assert any("damagedtable: not resumed" in r.getMessage() for r in caplog.records)
    assert (bad / "table.json").read_text(encoding="utf-8") == "{not json"


class NeverWrites:
    """A writer thread that never gets to write (the server is killed first)."""

    def submit(self, work, then) -> None:
        pass


def test_a_deal_shown_before_its_record_was_written_comes_back_the_same(tmp_path):
    """Killed after a hand's end was announced but before the record holding the next deal
    was written: the journal has the deal, so the cards everyone saw are the cards again."""
    store = Store(tmp_path)
    clock = Clock()
    # a limit no three hands can reach: the match must still be on when the third deal comes
    rules = Rules(point_limit=100)
    table, code, _host = Table.create(rules, "easy", 1, clock=clock, files_for=store.files)
    box = Box()
    table.join(box, "Ann", code)
    table.files.writer = NeverWrites()  # from now on no record lands: only the journal
    runner = table.runner
    while runner.match.hand_index < 2:
        _play(table, {0: box}, clock, 1)
    _play(table, {0: box}, clock, 5)
    seen = [e for m in box.sent if isinstance(m, p.Events) for e in m.events
            if e["type"] == "cards-dealt"]
    assert len(seen) == 2  # the deals of hands 2 and 3, as the player saw them
    files = store.files(table.id)
    back = Table.restore(files.read(), clock=clock, grace=60, files=files)
    assert back.runner.number == runner.number
    logs, again = runner.match.hand_logs(), back.runner.match.hand_logs()
    assert [h.deal for h in again] == [h.deal for h in logs]
    assert [h.kitty for h in again] == [h.kitty for h in logs]


def test_a_journal_that_cannot_be_written_stops_no_game(tmp_path, monkeypatch, caplog):
    from sergeantmajor.server.store import TableFiles

    store = Store(tmp_path)
    clock = Clock()
    table, code, _host = Table.create(Rules(), "easy", 1, clock=clock, files_for=store.files)
    box = Box()
    table.join(box, "Ann", code)

    def full(self, n, line):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(TableFiles, "_write", full)
    before = len([m for m in box.sent if isinstance(m, p.Events)])
    _play(table, {0: box}, clock, 10)
    assert len([m for m in box.sent if isinstance(m, p.Events)]) >= before + 10
    assert any("cannot write its journal" in r.getMessage() for r in caplog.records)
