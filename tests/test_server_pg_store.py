"""The PostgreSQL store against a real PostgreSQL (issue 33 parts 1-2): the schema made and
versioned by the server, the barrier (kept only after the commit), the lease (another live
server is told to come back, an expired lease is taken with a new epoch), fencing (a server
whose lease was taken writes nothing more and is told), records and a database it cannot use."""

from __future__ import annotations

import asyncio

import pytest
from online_helpers import run

from sergeantmajor.server.pg_store import (
    ElsewhereError,
    PostgresStore,
    StoreUnavailableError,
    read_tables,
)
from sergeantmajor.server.store import JournalEntry

pytestmark = pytest.mark.timeout(120)

META = {"format": "sergeant-major-table", "version": 1, "id": "t1", "finished": False}


async def _until(condition, timeout: float = 10.0) -> None:
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not condition():
        assert loop.time() < deadline, "timed out"
        await asyncio.sleep(0.01)


def test_decisions_are_kept_only_once_committed_and_fenced_after_a_takeover(pg_url):
    async def scenario():
        a = PostgresStore(pg_url, owner="a", lease=0.6, renew=60, hold_new=True)  # no renewal
        b = PostgresStore(pg_url, owner="b", lease=5, renew=60)
        await a.open()
        await b.open()
        told: list[str] = []
        lost: list[str] = []
        a.listen(told.append)
        a.on_lost = lost.append
        a.save_meta("t1", META)
        a.append("t1", [JournalEntry(0, -1, "", 0, [["AS"]], ["2C"])])
        a.append("t1", [JournalEntry(1, 0, "trump S")])
        assert a.kept("t1") == -1  # nothing is kept before the commit
        await _until(lambda: a.kept("t1") == 1)
        assert "t1" in told and a.meta_kept("t1") == 1
        with pytest.raises(ElsewhereError):  # a's lease is live: b is told to come back
            await b.claim("t1")
        await asyncio.sleep(0.7)  # a's lease runs out
        saved = await b.claim("t1")
        assert saved is not None and saved.meta == META
        assert [(e.n, e.action) for e in saved.journal] == [(0, ""), (1, "trump S")]
        a.append("t1", [JournalEntry(2, 1, "play AS")])  # fenced: a lost the table
        await _until(lambda: lost == ["t1"])
        b.append("t1", [JournalEntry(2, 2, "play KS")])
        b.checkpoint("t1", {"hands": []}, 1)
        await _until(lambda: b.kept("t1") == 2)
        await _until(lambda: not b._dirty)
        [(table, kept)] = await read_tables(pg_url)
        assert table == "t1" and kept.record == {"hands": []}
        # the checkpoint holds decision 1: the journal keeps only decision 2, b's, not a's
        assert [(e.n, e.action) for e in kept.journal] == [(2, "play KS")]
        epoch = await b._pool.fetchval("SELECT epoch FROM sm_tables WHERE id = 't1'")
        await a.aclose()
        await b.aclose()
        return epoch

    assert run(scenario()) == 2


def test_a_live_owner_is_asked_to_hand_a_table_over(pg_url):
    async def scenario():
        a = PostgresStore(pg_url, owner="a", lease=5, renew=0.1, hold_new=True)
        b = PostgresStore(pg_url, owner="b", lease=5, renew=60)
        await a.open()
        await b.open()
        released: list[str] = []
        a.on_release = released.append
        a.save_meta("t1", META)
        await _until(lambda: a.meta_kept("t1") == 1)
        with pytest.raises(ElsewhereError):
            await b.claim("t1")
        await _until(lambda: released == ["t1"])
        a.forget("t1")  # a hands it over: its writes land, its lease goes
        await _until(lambda: not a.holds("t1"))
        await asyncio.sleep(0.1)
        saved = await b.claim("t1")
        assert saved is not None
        await a.aclose()
        await b.aclose()

    run(scenario())


def test_a_table_made_behind_a_proxy_is_written_free_for_any_server(pg_url):
    async def scenario():
        a = PostgresStore(pg_url, owner="a")
        b = PostgresStore(pg_url, owner="b")
        await a.open()
        await b.open()
        told: list[str] = []
        a.listen(told.append)
        version = a.save_meta("t1", META)
        await _until(lambda: a.meta_kept("t1") == version)  # its `created` may go out
        assert told == ["t1"] and not a.holds("t1")
        saved = await b.claim("t1")  # at once: nobody holds it
        assert saved is not None and b.load("t1") is saved and b.holds("t1")
        epoch = await b._pool.fetchval("SELECT epoch FROM sm_tables WHERE id = 't1'")
        await a.aclose()
        await b.aclose()
        return epoch

    assert run(scenario()) == 1


def test_the_schema_is_versioned_and_a_newer_one_refused(pg_url, postgres):
    async def scenario():
        store = PostgresStore(pg_url)
        await store.open()
        await store.aclose()
        again = PostgresStore(pg_url)
        await again.open()  # already at this version: nothing to do
        await again._pool.execute("UPDATE sm_schema SET version = 99")
        await again.aclose()
        with pytest.raises(StoreUnavailableError, match="newer server"):
            await PostgresStore(pg_url).open()
        with pytest.raises(StoreUnavailableError, match="cannot use the database"):
            await PostgresStore(postgres.url("no_such_database")).open()

    run(scenario())
    assert postgres.psql("SELECT version FROM sm_schema", pg_url.rsplit("/", 1)[1]).strip() \
        == "99"


@pytest.mark.parametrize(("argv", "words"), [
    (["--store", "postgresql://sm@127.0.0.1:{free}/nothing"], "cannot use the database"),
    (["--store", "/var/lib/folder"], "not a postgresql:// address"),
    (["--lease", "5"], "--lease goes with --store"),
])
def test_serve_refuses_a_database_it_cannot_use_in_one_line(tmp_path, argv, words):
    import subprocess
    import sys

    from services import ROOT, free_port

    argv = [a.replace("{free}", str(free_port())) for a in argv]
    done = subprocess.run([sys.executable, "-m", "sergeantmajor", "serve", "--port", "0",
                           "--bot-workers", "0", *argv], cwd=ROOT, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 2, done.stderr
    lines = done.stderr.strip().splitlines()
    assert words in lines[-1] and "Traceback" not in done.stderr
    assert len([line for line in lines if "sergeantmajor serve" in line]) == 1
