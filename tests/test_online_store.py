"""The table server's pieces without a network: names cleaned for everyone to read, a table
driven through its methods, its files read back after a crash (a torn journal line, lines the
record already holds, a damaged folder), and its secrets kept only as digests."""

from __future__ import annotations

import gc
import json
import weakref
from collections.abc import Callable

import pytest

from sergeantmajor.engine import Rules
from sergeantmajor.engine.record import check_file
from sergeantmajor.net import protocol as p
from sergeantmajor.server.folder_store import FolderStore
from sergeantmajor.server.names import MAX_NAME, TextError, clean_chat, clean_name
from sergeantmajor.server.store import read_journal
from sergeantmajor.server.table import Table, TableError


@pytest.mark.parametrize("raw, clean", [
    ("  Ann  ", "Ann"),
    ("Ann\x00\x07 Lee", "Ann Lee"),
    ("A\u202eB\u200bC", "ABC"),  # bidi override and zero-width space
    ("Ивaн\tПетров\n", "Ивaн Петров"),
    ("e\u0301", "\u00e9"),  # NFC
    ("名" * 100, "名" * MAX_NAME),
    ("🎅 Claus", "🎅 Claus"),
    # network-3 defect 10: the joiners stay inside a name (emoji sequences, Persian, Indic)
    ("👩\u200d💻 Dev", "👩\u200d💻 Dev"),
    ("می\u200cخواهم", "می\u200cخواهم"),
    ("क्\u200dष", "क्\u200dष"),
    ("\u200dAnn\u200c", "Ann"),  # not at an end
    ("A \u200d B", "A B"),  # nor beside a space
    ("x\u200d\u200d\u200dy", "x\u200dy"),  # one is enough
    ("Ann\u3164\u3164\u3164Lee", "Ann Lee"),  # a filler is a space
    ("A\u034fn\u17b4n", "Ann"),  # marks that show nothing
])
def test_names_are_cleaned(raw, clean):
    assert clean_name(raw) == clean


@pytest.mark.parametrize("raw", ["", "   ", "\u200b\u202e", "\x00\x01\n",
                                 # network-3 defect 10: names that look empty
                                 "\u3164\u3164", "\u2800\u2800", "\u115f\u1160",
                                 "\uffa0", "\u0301\u0301", "\u200d\u200c", "\U0001d159 ",
                                 "\u034f\u17b5"])
def test_an_invisible_name_is_refused(raw):
    with pytest.raises(TextError):
        clean_name(raw)


def test_chat_lines_are_cleaned_and_never_cut():
    assert clean_chat(" hi\n\nthere ") == "hi there"
    with pytest.raises(TextError):
        clean_chat("\u2800\u3164")
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


class Timer:
    """A timer of :class:`Clock` (a class of its own: one made per call would be a
    reference cycle, as every class is, holding what the timer calls)."""

    def __init__(self, timers: list[tuple[float, Callable[[], None]]],
                 entry: tuple[float, Callable[[], None]]) -> None:
        self._timers, self._entry = timers, entry

    def cancel(self) -> None:
        if self._entry in self._timers:
            self._timers.remove(self._entry)


class Clock:
    """Time that moves when told; timers and bots run when the test says."""

    def __init__(self) -> None:
        self.time = 0.0
        self.timers: list[tuple[float, Callable[[], None]]] = []
        self.thinking: list[Callable[[], None]] = []

    def now(self) -> float:
        return self.time

    def call_later(self, delay: float, callback: Callable[[], None]) -> Timer:
        entry = (self.time + delay, callback)
        self.timers.append(entry)
        return Timer(self.timers, entry)

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
    store = FolderStore(tmp_path)
    clock = Clock()
    table, code, host = Table.create(Rules(), "easy", 2, clock=clock, store=store)
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
    back = Table.restore(FolderStore(tmp_path), table.id, clock=clock, grace=60)
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
    store = FolderStore(tmp_path)
    clock = Clock()
    table, code, _host = Table.create(Rules(), "easy", 1, clock=clock, store=store)
    box = Box()
    table.join(box, "Ann", code)
    _play(table, {0: box}, clock, 12)
    folder = tmp_path / "tables" / table.id
    lines = (folder / "journal.jsonl").read_text(encoding="utf-8")
    table.checkpoint()  # the record now holds them; a kill before the journal is emptied:
    (folder / "journal.jsonl").write_text(lines, encoding="utf-8")
    back = Table.restore(FolderStore(tmp_path), table.id, clock=clock, grace=60)
    assert back.runner is not None and back.runner.number == table.runner.number


def test_a_deal_shown_before_its_record_was_written_comes_back_the_same(tmp_path):
    """Killed after a hand's end was announced but before the record holding the next deal
    was written: the journal has the deal, so the cards everyone saw are the cards again."""
    store = FolderStore(tmp_path)
    clock = Clock()
    # a limit no three hands can reach: the match must still be on when the third deal comes
    rules = Rules(point_limit=99)
    table, code, _host = Table.create(rules, "easy", 1, clock=clock, store=store)
    box = Box()
    table.join(box, "Ann", code)
    store.checkpoint = lambda *args: None  # from now on no record lands: only the journal
    runner = table.runner
    while runner.match.hand_index < 2:
        _play(table, {0: box}, clock, 1)
    _play(table, {0: box}, clock, 5)
    seen = [e for m in box.sent if isinstance(m, p.Events) for e in m.events
            if e["type"] == "cards-dealt"]
    assert len(seen) == 2  # the deals of hands 2 and 3, as the player saw them
    back = Table.restore(FolderStore(tmp_path), table.id, clock=clock, grace=60)
    assert back.runner.number == runner.number
    logs, again = runner.match.hand_logs(), back.runner.match.hand_logs()
    assert [h.deal for h in again] == [h.deal for h in logs]
    assert [h.kitty for h in again] == [h.kitty for h in logs]


# --------------------------------------------------------------------------- the store's rules
def test_the_writer_writes_only_the_latest_meta_and_record_of_a_table(tmp_path, monkeypatch):
    """Coalesced and bounded: while a write is slow, a table's newer metas and records replace
    the waiting ones (the latest wins), so a slow disk never piles writes up; what lands last
    is the latest asked, and the acknowledgement names it."""
    import threading

    from sergeantmajor.server import folder_store as store_module

    gate, started = threading.Event(), threading.Event()
    written: list[str] = []
    real = store_module.write_atomic

    def slow(path, text, *, durable=True):
        started.set()
        gate.wait(10)  # the disk is slow
        written.append(f"{path.name} {json.loads(text)['n']}")
        real(path, text, durable=durable)

    monkeypatch.setattr(store_module, "write_atomic", slow)
    acks: list = []
    store = FolderStore(tmp_path)
    store.attach(lambda job: acks.append(job))
    store.save_meta("t1", {"n": 0})
    assert started.wait(5)
    for n in range(1, 101):
        store.save_meta("t1", {"n": n})
        store.checkpoint("t1", {"n": n}, n)
    assert len(store._writer._jobs) == 1  # one job a table, however many were asked
    gate.set()
    store.close()
    assert written == ["table.json 0", "table.json 100", "record.json 100"]
    for ack in acks:
        ack()
    assert store.meta_kept("t1") == 101  # the version of the latest meta
    assert json.loads((tmp_path / "tables" / "t1" / "table.json").read_text())["n"] == 100


class LateStore:
    """A store that acknowledges later, as a database does: the journal is kept only when
    the test says it was committed."""

    def __init__(self) -> None:
        from sergeantmajor.server.store import NoStore

        self._base = NoStore()
        self.asked = -1
        self.committed = -1
        self.listener = None

    def __getattr__(self, name):
        return getattr(self._base, name)

    def listen(self, on_kept) -> None:
        self.listener = on_kept

    def append(self, table_id, entries) -> None:
        self.asked = entries[-1].n

    def kept(self, table_id) -> int:
        return self.committed

    def commit(self, table_id) -> None:
        self.committed = self.asked
        self.listener(table_id)


def test_a_decision_goes_out_only_once_the_store_keeps_it():
    """The barrier with a store that acknowledges later: nobody is told of a decision (nor
    shown the first deal) before the store keeps it, the match does not run ahead of the
    store, and what waited goes out when the store says it kept it."""
    store = LateStore()
    clock = Clock()
    table, code, _host = Table.create(Rules(), "easy", 1, clock=clock, store=store)
    store.listen(lambda table_id: table.stored())
    box = Box()
    table.join(box, "Ann", code)
    assert table.started and not any(isinstance(m, p.State) for m in box.sent)
    store.commit(table.id)  # the first deal is kept: the player sees the cards
    assert any(isinstance(m, p.State) for m in box.sent)
    for _ in range(20):
        clock.run_bots()
        made = table.runner.number
        events = [m.seq for m in box.sent if isinstance(m, p.Events)]
        assert max(events, default=0) <= store.committed  # nothing told that is not kept
        assert made <= store.committed + 1  # and the match waits for the store
        if table.runner.match.current_player() == 0:
            turn = box.last(p.YourTurn)
            if turn.seq == made:
                table.act(0, p.Act(seat=0, seq=turn.seq, action=turn.view["legal_actions"][0]))
        store.commit(table.id)
    assert table.runner.number >= 10
    assert max(m.seq for m in box.sent if isinstance(m, p.Events)) == store.committed


def test_tables_expire_by_the_last_activity_they_keep(tmp_path):
    """A server started now and then (a window hosting one evening a week) forgets a lobby
    nobody came to after a day and puts a match nobody played for a week away, by the last
    activity the table keeps, not by when this process first saw it."""
    import time as clock_time

    from online_helpers import run, serving

    from sergeantmajor.net.client import TableClient
    from sergeantmajor.net.invite import parse_invite
    from sergeantmajor.server.headless import create_table

    async def make() -> tuple[str, str, str]:
        async with serving(tmp_path) as server:
            old = parse_invite((await create_table(server.url, Rules(), "easy", 2)).invite)
            fresh = parse_invite((await create_table(server.url, Rules(), "easy", 2)).invite)
            played = parse_invite((await create_table(server.url, Rules(), "easy", 1)).invite)
            ann = await TableClient.connect(played.table_url)
            await ann.join("Ann", played.code)
            await ann.receive()
            await ann.close()
            return old.table, fresh.table, played.table

    old, fresh, played = run(make(), 20)
    for table, age in ((old, 25 * 3600), (fresh, 3600), (played, 8 * 86400)):
        path = tmp_path / "tables" / table / "table.json"
        meta = json.loads(path.read_text(encoding="utf-8"))
        meta["last_active"] = clock_time.time() - age
        path.write_text(json.dumps(meta), encoding="utf-8")

    async def again() -> list[str]:
        async with serving(tmp_path) as server:
            await asyncio.sleep(1.5)  # a sweep
            return sorted(server.tables)

    import asyncio

    assert run(again(), 20) == [fresh]
    assert not (tmp_path / "tables" / old).exists()  # nothing was played: nothing kept
    meta = json.loads((tmp_path / "tables" / played / "table.json").read_text(encoding="utf-8"))
    assert meta["closed"] == "expired" and (tmp_path / "tables" / played / "record.json").exists()
    assert run(again(), 20) == [fresh]  # and it does not come back


@pytest.mark.parametrize("how", ["finished", "mid-match", "bots", "restored"])
def test_a_table_that_leaves_memory_is_freed_by_its_reference_count(tmp_path, how):
    """A table's parts hold it weakly and its turn loop lets go of its turns when it closes:
    a closed table leaves no reference cycle, so it is freed at once, with no walk of the
    heap by the garbage collector (docs/SERVER.md, *One process near its floor*), and what
    lives long in a server may stay frozen out of the collector's sight."""
    gc.collect()
    gc.disable()
    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        store = FolderStore(tmp_path)
        clock = Clock()
        humans = 1 if how == "bots" else 3
        table, code, _host = Table.create(Rules(), "easy", humans, clock=clock, store=store)
        boxes = {s: Box(f"P{s}") for s in range(humans)}
        tokens = {}
        for seat, box in boxes.items():
            table.join(box, f"P{seat}", code)
            tokens[seat] = box.last(p.Welcome).token
        _play(table, boxes, clock, 60)
        if how == "restored":
            table.close()
            table = Table.restore(store, table.id, clock=clock, grace=60)
            boxes = {seat: Box() for seat in boxes}
            for seat, box in boxes.items():
                table.resume(box, tokens[seat])
            _play(table, boxes, clock, 20)
        if how == "finished":
            while not table.finished:
                _play(table, boxes, clock, 1)
        clock.run_bots()
        for box in boxes.values():
            table.gone(box)
        table.close()
        runner = weakref.ref(table.runner)
        gone = weakref.ref(table)
        del table
        assert gone() is None and runner() is None  # freed by its reference count
        gc.collect()
        ours = [o for o in gc.garbage if type(o).__module__.startswith("sergeantmajor")]
        assert not ours, ours[:5]
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
        gc.enable()
        store.close()
