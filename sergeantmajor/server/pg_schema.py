"""The table server's PostgreSQL schema, created and migrated by the server itself (no Qt).

``sm_schema`` holds the version the database is at; :func:`migrate` brings it to
:data:`VERSION` under an advisory lock (several servers starting together migrate once), and
refuses a database a newer server already migrated. The tables:

- ``sm_tables``: one row per table: its meta (rules, seats, the sha256 digests of the seat
  tokens, host token and join code, never a secret itself), whether it finished, its last
  match record (the checkpoint) and how many decisions that holds; and its lease: the server
  that serves it (``owner``), the lease's ``epoch`` (one more at every taking: fencing), when
  it runs out (``expires``, renewed every few seconds by the owner), and ``wanted``: another
  server that was asked for the table meanwhile (the owner hands it over);
- ``sm_journal``: one row per decision since the checkpoint, and one per deal
  (``part`` 0 and 1 of decision ``n``), as the folder store's journal lines hold them.
"""

from __future__ import annotations

from typing import Any

VERSION = 1

#: The SQL that brings the schema from version ``i`` to ``i + 1``.
MIGRATIONS: list[str] = [
    """
    CREATE TABLE sm_tables (
        id text PRIMARY KEY,
        meta jsonb NOT NULL,
        finished boolean NOT NULL DEFAULT false,
        damaged text,
        created timestamptz NOT NULL DEFAULT now(),
        record jsonb,
        record_decisions integer NOT NULL DEFAULT -1,
        owner text,
        epoch bigint NOT NULL DEFAULT 0,
        expires timestamptz,
        wanted text
    );
    CREATE INDEX sm_tables_owner ON sm_tables (owner);
    CREATE TABLE sm_journal (
        table_id text NOT NULL REFERENCES sm_tables (id) ON DELETE CASCADE,
        n integer NOT NULL,
        part smallint NOT NULL,
        entry jsonb NOT NULL,
        PRIMARY KEY (table_id, n, part)
    );
    """,
]

#: Any number: the advisory lock the servers migrate under.
_LOCK = 358_033


class SchemaError(Exception):
    """The database cannot be used by this server (one line for the operator)."""


async def migrate(conn: Any) -> int:
    """Create or migrate the schema on connection ``conn`` (asyncpg); the version it was
    at. :class:`SchemaError` for a database of a newer server."""
    async with conn.transaction():
        await conn.execute("SELECT pg_advisory_xact_lock($1)", _LOCK)
        await conn.execute("CREATE TABLE IF NOT EXISTS sm_schema (version integer NOT NULL)")
        found = await conn.fetchval("SELECT max(version) FROM sm_schema")
        version = int(found or 0)
        if version > VERSION:
            raise SchemaError(f"the database holds the tables of a newer server (schema "
                              f"{version}; this server knows {VERSION})")
        for step in range(version, VERSION):
            await conn.execute(MIGRATIONS[step])
            await conn.execute("DELETE FROM sm_schema")
            await conn.execute("INSERT INTO sm_schema (version) VALUES ($1)", step + 1)
        return version
