"""The protocol suite that runs against the folder store, run against the database store
(issue 33 part 1): every test below is the folder store's own, imported, with each server of
``online_helpers.serving`` keeping its tables in a fresh PostgreSQL database (and
``final_record`` reading the table's record and journal from it). Left out: the tests that read
the data folder's files themselves (the folder store's own tests)."""

from __future__ import annotations

import os

import online_helpers
import pytest
from test_online_play import (  # noqa: F401 - collected here too
    test_no_message_carries_a_card_its_receiver_could_not_see,
)
from test_online_seats import (  # noqa: F401
    test_a_dropped_player_gets_a_stand_in_then_comes_back_with_the_token,
    test_a_second_connection_with_the_token_replaces_the_first,
    test_leaving_frees_a_lobby_seat_and_gives_a_seat_in_play_to_a_bot,
    test_the_host_starts_early_and_a_table_with_nobody_connected_waits,
)

#: The module each test comes from (its deals are seeded by its own node id: the same here).
_HOME = {"test_no_message_carries_a_card_its_receiver_could_not_see": "test_online_play.py"}


@pytest.fixture(autouse=True)
def _on_the_database(pg_url, monkeypatch, request):
    monkeypatch.setattr(online_helpers, "STORE_URL", pg_url)
    # the same deals as the test's run on the folder store (conftest seeds by node id)
    import random
    import zlib

    from sergeantmajor.server import table

    home = _HOME.get(request.node.originalname, "test_online_seats.py")
    nodeid = request.node.nodeid.replace("test_server_on_database.py", home)
    seed = zlib.crc32(nodeid.encode()) + int(os.environ.get("SM_TEST_SEED", "0"))
    monkeypatch.setattr(table, "_random", random.Random(seed))
