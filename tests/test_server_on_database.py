"""The protocol suite that runs against the folder store, run against the database store
(issue 33 part 1): every test below is the folder store's own, imported, with each server of
``online_helpers.serving`` keeping its tables in a fresh PostgreSQL database (and
``final_record`` reading the table's record and journal from it). Left out: the tests that read
the data folder's files themselves (the folder store's own tests)."""

from __future__ import annotations

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


@pytest.fixture(autouse=True)
def _on_the_database(pg_url, monkeypatch):
    monkeypatch.setattr(online_helpers, "STORE_URL", pg_url)
