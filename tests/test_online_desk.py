"""What people ask a table besides playing, and the host's calls (issue 29 items 3, 4, 6, 7, 8;
friends-3 D10, D12, D14): away, close, chat history, one name per player, rematch, giving a
seat to a computer player, letting someone in, reading the summary. A real server on
127.0.0.1 and clients speaking the protocol."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from online_helpers import run, serving

from sergeantmajor.engine import Rules
from sergeantmajor.net import protocol as p
from sergeantmajor.net.client import ClosedError, TableClient
from sergeantmajor.net.invite import parse_invite
from sergeantmajor.server.headless import create_table

pytestmark = pytest.mark.timeout(60)

ONE_HAND = Rules.preset("rulebook", match_end="hands", hands=1)
LONG = Rules.preset("rulebook", match_end="hands", hands=20)


class Player:
    """One connection, and everything it received."""

    def __init__(self, client: TableClient) -> None:
        self.client = client
        self.got: list[Any] = []
        self.seat: int | None = None
        self.token: str | None = None
        self.closed: int | None = None
        self.read = 0  # the messages of got looked at

    @classmethod
    async def join(cls, invite: str, name: str, host: str | None = None) -> Player:
        parsed = parse_invite(invite)
        player = cls(await TableClient.connect(parsed.table_url))
        await player.client.join(name, parsed.code, host)
        await player.until(lambda m: isinstance(m, p.Welcome))
        return player

    async def send(self, message: Any) -> None:
        await self.client.send(message)

    async def until(self, found: Any, timeout: float = 10.0) -> Any:
        """The next message for which ``found`` holds (received already and not looked at
        yet, or to come); what comes before it is looked at, and passed."""
        while self.read < len(self.got):
            message = self.got[self.read]
            self.read += 1
            if found(message):
                return message
        while True:
            try:
                incoming = await self.client.receive(timeout)
            except ClosedError as closed:
                self.closed = closed.close_code
                raise
            message = incoming.message
            self.got.append(message)
            self.read = len(self.got)
            if isinstance(message, p.Welcome):
                self.seat, self.token = message.seat, message.token
            if found(message):
                return message

    async def closes(self, timeout: float = 10.0) -> int | None:
        """Read until the server closes the connection: its close code."""
        try:
            await self.until(lambda _m: False, timeout)
        except ClosedError:
            pass
        return self.closed

    def last_table(self) -> p.TableState:
        return next(m for m in reversed(self.got) if isinstance(m, p.TableState))


async def table(server: Any, rules: Rules = LONG, humans: int = 2) -> p.Created:
    return await create_table(server.url, rules, "easy", humans)


def test_chat_history_goes_to_a_late_joiner_and_to_one_who_comes_back():
    async def main() -> None:
        async with serving(None) as server:
            made = await table(server, humans=3)
            ana = await Player.join(made.invite, "Ana")
            await ana.client.chat("hello")
            await ana.until(lambda m: isinstance(m, p.ChatLine))
            bo = await Player.join(made.invite, "Bo")
            history = await bo.until(lambda m: isinstance(m, p.ChatHistory))
            assert [(h.name, h.text) for h in history.lines] == [("Ana", "hello")]
            await bo.client.chat("hi Ana")
            await ana.until(lambda m: isinstance(m, p.ChatLine) and m.text == "hi Ana")
            ana.client.ws.transport.abort()  # Ana's network goes
            back = Player(await TableClient.connect(parse_invite(made.invite).table_url))
            assert ana.token is not None
            await back.client.resume(ana.token)
            history = await back.until(lambda m: isinstance(m, p.ChatHistory))
            assert [h.text for h in history.lines] == ["hello", "hi Ana"]
    run(main())


def test_two_players_never_share_a_name():
    async def main() -> None:
        async with serving(None) as server:
            made = await table(server, humans=3)
            first = await Player.join(made.invite, "Ana")
            await Player.join(made.invite, "ana")
            await Player.join(made.invite, "Ana")
            state = await first.until(lambda m: isinstance(m, p.TableState)
                                      and all(s.kind == "human" for s in m.seats))
            assert [s.name for s in state.seats] == ["Ana", "ana (2)", "Ana (3)"]
    run(main())


def test_away_puts_a_computer_player_in_the_seat_at_once_and_close_ends_the_table(
        tmp_path: Path):
    async def main() -> None:
        async with serving(tmp_path) as server:
            made = await table(server)
            ann = await Player.join(made.invite, "Ann", made.host)
            bo = await Player.join(made.invite, "Bo")
            await bo.until(lambda m: isinstance(m, p.State))
            await bo.send(p.Away())
            assert await bo.closes() == p.CLOSE_NORMAL
            seat = await ann.until(lambda m: isinstance(m, p.TableState)
                                   and m.seats[1].stand_in)
            assert not seat.seats[1].connected
            back = Player(await TableClient.connect(parse_invite(made.invite).table_url))
            assert bo.token is not None
            await back.client.resume(bo.token)
            await ann.until(lambda m: isinstance(m, p.TableState) and m.seats[1].connected
                            and not m.seats[1].stand_in)
            await back.send(p.CloseTable(host="not the host token"))
            refusal = await back.until(lambda m: isinstance(m, p.Error))
            assert refusal.code == "not-host"
            await ann.send(p.CloseTable(host=made.host))
            assert await ann.closes() == p.CLOSE_TABLE_CLOSED
            assert await back.closes() == p.CLOSE_TABLE_CLOSED
            for _ in range(100):
                if made.table not in server.tables:
                    break
                await asyncio.sleep(0.05)
            assert made.table not in server.tables
        async with serving(tmp_path) as again:  # a closed table is not served again
            assert made.table not in again.tables
    run(main())


def test_rematch_seats_everyone_who_stayed_at_a_new_table_of_the_same_rules():
    async def main() -> None:
        async with serving(None) as server:
            made = await table(server, ONE_HAND, humans=2)
            ann = await Player.join(made.invite, "Ann", made.host)
            bo = await Player.join(made.invite, "Bo")
            for player in (ann, bo):
                player.task = asyncio.create_task(play_to_end(player))
            await asyncio.gather(ann.task, bo.task)
            await bo.send(p.Rematch(host="not the host token"))
            assert (await bo.until(lambda m: isinstance(m, p.Error))).code == "not-host"
            await ann.send(p.Rematch(host=made.host))
            moves = [await who.until(lambda m: isinstance(m, p.RematchAt)) for who in (ann, bo)]
            assert moves[0].table == moves[1].table != made.table
            assert moves[0].host is not None and moves[1].host is None
            assert await bo.closes() == p.CLOSE_NORMAL
            new = server.tables[moves[0].table]
            assert new.rules == server.tables[made.table].rules
            url = f"{server.url}/t/{new.id}"
            again = []
            for move in moves:
                player = Player(await TableClient.connect(url))
                assert move.token is not None
                await player.client.resume(move.token, move.host)
                again.append(await player.until(lambda m: isinstance(m, p.Welcome)))
            assert [w.seat for w in again] == [ann.seat, bo.seat]
            assert again[0].host and not again[1].host
            assert not new.started and [s.name for s in new.seating.seats[:2]] == ["Ann", "Bo"]
    run(main())


async def play_to_end(player: Player) -> None:
    """Answer every turn with the first legal action until the match is over."""
    while True:
        incoming = await player.client.receive(20)
        message = incoming.message
        player.got.append(message)
        if isinstance(message, p.Welcome):
            player.seat = message.seat
        if isinstance(message, p.YourTurn):
            assert incoming.view is not None and player.seat is not None
            await player.client.act(player.seat, message.seq, incoming.view.legal_actions[0])
        if isinstance(message, p.TableState) and message.finished:
            return


def test_the_host_gives_an_away_friend_s_seat_and_lets_someone_in():
    """Bo's game is gone (his token with it): the host gives his seat to a computer player for
    good; Bo asks to be let in under his name, waits, listed for everyone, and the host lets
    him in at that seat: a new token, the match as it stands, his turn when it comes."""
    async def main() -> None:
        async with serving(None) as server:
            made = await table(server, humans=2)
            ann = await Player.join(made.invite, "Ann", made.host)
            bo = await Player.join(made.invite, "Bo")
            await bo.until(lambda m: isinstance(m, p.State))
            await ann.send(p.Bench(host=made.host, seat=1))  # Bo is here: refused
            assert (await ann.until(lambda m: isinstance(m, p.Error))).code == "seat-taken"
            bo.client.ws.transport.abort()
            await ann.until(lambda m: isinstance(m, p.TableState)
                            and not m.seats[1].connected)
            await ann.send(p.Bench(host=made.host, seat=1))
            await ann.until(lambda m: isinstance(m, p.TableState) and m.seats[1].kind == "bot")
            # Bo, his token lost, asks to be let in
            knocker = Player(await TableClient.connect(parse_invite(made.invite).table_url))
            await knocker.send(p.Knock(name="Bo", code=parse_invite(made.invite).code))
            listed = await ann.until(lambda m: isinstance(m, p.TableState) and m.waiting)
            assert [w.name for w in listed.waiting] == ["Bo"]
            await knocker.until(lambda m: isinstance(m, p.TableState) and m.waiting)
            await ann.send(p.Admit(host=made.host, knock=listed.waiting[0].id, seat=0))
            assert (await ann.until(lambda m: isinstance(m, p.Error)
                                    and m.code == "seat-taken")) is not None
            await ann.send(p.Admit(host=made.host, knock=listed.waiting[0].id, seat=1))
            welcome = await knocker.until(lambda m: isinstance(m, p.Welcome))
            assert welcome.seat == 1 and welcome.token
            await knocker.until(lambda m: isinstance(m, p.State))
            state = await ann.until(lambda m: isinstance(m, p.TableState)
                                    and m.seats[1].kind == "human" and m.seats[1].connected)
            assert state.seats[1].name == "Bo" and not state.waiting
    run(main())


def test_a_player_reading_the_summary_shows_on_their_seat():
    async def main() -> None:
        async with serving(None) as server:
            made = await table(server, humans=2)
            ann = await Player.join(made.invite, "Ann")
            bo = await Player.join(made.invite, "Bo")
            await bo.send(p.Reading(on=True))
            await ann.until(lambda m: isinstance(m, p.TableState) and m.seats[1].reading)
            await bo.send(p.Reading(on=False))
            await ann.until(lambda m: isinstance(m, p.TableState) and m.seats[1].connected
                            and not m.seats[1].reading)
    run(main())
