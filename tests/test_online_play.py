"""Whole matches over the network: headless players at real servers on loopback, every preset
with 3 and 4 players, and the leak test: no message ever carries a card its receiver could not
see at that moment on a real table, for every rule set."""

from __future__ import annotations

import asyncio
import contextlib
import io
import json
import random
import re
from typing import Any

import pytest
from helpers import RULE_SET
from online_helpers import Seen, final_record, play_match, run, serving

from sergeantmajor.cli import check_main
from sergeantmajor.engine import Match, Rules
from sergeantmajor.engine.cards import parse_card
from sergeantmajor.engine.hand_log import HandLog
from sergeantmajor.engine.record import record_of
from sergeantmajor.engine.replay_cursor import ReplayCursor
from sergeantmajor.engine.rules import MatchEnd
from sergeantmajor.engine.view import SPECTATOR, seat_view
from sergeantmajor.net.invite import parse_invite
from sergeantmajor.net.seat_record import SeatReplay
from sergeantmajor.net.wire import view_wire
from sergeantmajor.server.headless import create_table, play_seat

pytestmark = pytest.mark.timeout(120)


def _check(path) -> dict[str, Any]:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert check_main([str(path)]) == 0
    return json.loads(out.getvalue())


@pytest.mark.parametrize("players", [3, 4])
def test_headless_players_play_whole_matches_of_every_preset(tmp_path, players):
    async def body() -> None:
        async with serving(tmp_path) as server:
            for preset in Rules.PRESETS:
                rules = Rules.preset(preset, players=players)
                # three people at three seats; at four, two people and two of the server's bots
                humans = 3 if players == 3 else 2
                created = await create_table(server.url, rules, "easy", humans)
                invite = parse_invite(created.invite)
                results = await asyncio.gather(*[
                    play_seat(invite.table_url, invite.code, f"P{s}", "basic", seed=s)
                    for s in range(humans)])
                assert sorted(r.seat for r in results) == list(range(humans))
                overs = {r.over for r in results}
                assert len(overs) == 1 and None not in overs
                record = tmp_path / "tables" / created.table / "record.json"
                await final_record(record)
                summary = _check(record)
                over = results[0].over
                assert over is not None
                assert summary["finished"] and summary["winner"] == over.winner
                assert summary["totals"] == list(over.totals)
                kept = json.loads(record.read_text(encoding="utf-8"))
                assert [p["kind"] for p in kept["players"]] == \
                    ["human"] * humans + ["bot:easy"] * (players - humans)
                assert server.tables[created.table].finished

    run(body(), 100)


# --------------------------------------------------------------------------- the leak test
_CARD = re.compile(r"^(?:[AKQJT2-9])[SHDC]$")
_ACTION_CARD = re.compile(r"^(?:play|discard|give|return) ((?:[AKQJT2-9])[SHDC])$")


def cards_in(value: Any) -> set[int]:
    """Every card a JSON value names: card codes, and the card of a card action's text."""
    found: set[int] = set()
    if isinstance(value, str):
        if _CARD.match(value):
            found.add(parse_card(value))
        elif (m := _ACTION_CARD.match(value)) is not None:
            found.add(parse_card(m.group(1)))
    elif isinstance(value, list):
        for item in value:
            found |= cards_in(item)
    elif isinstance(value, dict):
        for item in value.values():
            found |= cards_in(item)
    return found


def seen_in_hand(seat: int, log: HandLog, *, kitty_taken: bool) -> set[int]:
    """What ``seat`` saw of one hand on a real table, from the hand's log alone (not from the
    engine's views or redaction): its own dealt cards, the cards of its own exchanges, as the
    dealer the kitty it took and its own discards, and every card played."""
    seen = set(log.plays)
    if seat == SPECTATOR:
        return seen
    seen |= set(log.deal[seat])
    for entry in log.exchanges:
        if seat in (entry.up, entry.down):
            seen |= set(entry.given) | set(entry.back)
    if seat == log.dealer:
        seen |= set(log.discards)
        if kitty_taken:
            seen |= set(log.kitty)
    return seen


class Truth:
    """The match as it really went (from the server's record), position by position."""

    def __init__(self, record: dict[str, Any]) -> None:
        self.cursor = ReplayCursor.from_record(record)
        self._cache: dict[int, Match] = {}

    def at(self, position: int) -> Match:
        if position not in self._cache:
            self.cursor.go(position)
            self._cache[position] = self.cursor.match()
        return self._cache[position]

    def allowed(self, seat: int, seq: int, kind: str) -> set[int]:
        """The cards ``seat`` may have seen in a ``kind`` message numbered ``seq``."""
        match = self.at(seq)
        hand = match.current_hand_log()
        allowed = seen_in_hand(seat, hand, kitty_taken=match.kitty_taken)
        if kind == "events" and seq > 0:
            step = self.cursor.steps[seq - 1]
            if step.hand != match.hand_index:  # the decision ended a hand: that whole hand
                allowed |= seen_in_hand(seat, match.hand_logs()[step.hand], kitty_taken=True)
        return allowed


def check_no_leak(seat: int, seen: Seen, truth: Truth) -> int:
    """Fail on the first message that names a card ``seat`` could not see; messages checked."""
    checked = 0
    for frame in seen.frames:
        kind = frame["type"]
        if kind not in ("state", "turn", "events"):
            assert not cards_in(frame), f"seat {seat}: a {kind} message names cards: {frame}"
            continue
        if kind == "events":  # the receiver's own view after the decision rides along,
            # whole or as what changed in it
            assert (frame["view"] is None) != (frame["changes"] is None), frame
            assert frame["view"] is None or frame["view"]["seat"] == seat, frame
        shown = cards_in(frame)
        allowed = truth.allowed(seat, frame["seq"], kind)
        leaked = shown - allowed
        assert not leaked, (f"seat {seat} was sent {sorted(leaked)} in {kind} "
                            f"seq {frame['seq']}: {frame}")
        checked += 1
    return checked


def views_after_decisions(seen: Seen) -> list[tuple[int, dict[str, Any]]]:
    """``(seq, the receiver's whole view after it)`` for every ``events`` frame: its view
    whole, or the view before (from ``state``, ``turn`` or ``events``) with its changes."""
    views = []
    whole: dict[str, Any] = {}
    for f in seen.frames:
        if f["type"] in ("state", "turn"):
            whole = f["view"]
        elif f["type"] == "events":
            whole = f["view"] if f["view"] is not None else {**whole, **f["changes"]}
            views.append((f["seq"], whole))
    return views


def seat_record_of(seen: Seen, rules: Rules) -> dict[str, Any]:
    """The window's own record of a seat (online/seat_record.py) made of what the seat was
    sent: its first view, then every decision's events with its view after them."""
    state = next(f for f in seen.frames if f["type"] == "state")
    views = iter(views_after_decisions(seen))
    log = [{"seq": f["seq"], "seat": f["seat"], "events": f["events"], "view": next(views)[1]}
           for f in seen.frames if f["type"] == "events"]
    players = [{"name": f"Player {s}", "kind": "human"} for s in range(rules.players)]
    return {"format": "sergeant-major-seat-record", "version": 1, "saved": "", "table": "",
            "seat": seen.seat, "rules": rules.to_dict(), "players": players,
            "start": {"seq": state["seq"], "view": state["view"]}, "log": log}


def bounded(rules: Rules) -> Rules:
    """The rules a leak test plays: a four-player match to a points or rotation end (11 s and
    7 s on the network, the suite's longest) is cut to four hands, each seat dealing once,
    which reach every kind of decision the whole match does (the test checks it against
    :func:`kinds_of_a_whole_match`: another deal, ``SM_TEST_SEED``, may need more hands)."""
    if rules.players == 4 and rules.match_end not in (MatchEnd.HANDS, MatchEnd.CHIPS):
        return rules.replace(match_end=MatchEnd.HANDS, hands=4)
    return rules


def kinds_of_a_whole_match(rules: Rules, seed: int) -> set[str]:
    """The kinds of decision (trump, discard, give, return, targets, play) in a whole match of
    ``rules`` played with random legal moves on the engine alone."""
    rng = random.Random(seed)
    match = Match(rules, seed)
    while not match.is_terminal():
        match.apply(rng.choice(match.legal_actions()))
    return {step.kind for step in ReplayCursor.from_record(record_of(match)).steps}


@pytest.mark.parametrize("rules", RULE_SET, ids=[str(r.to_dict()) for r in RULE_SET])
def test_no_message_carries_a_card_its_receiver_could_not_see(tmp_path, rules):
    played_rules = bounded(rules)

    async def body() -> None:
        async with serving(tmp_path) as server:
            played = await play_match(server, played_rules, seed=RULE_SET.index(rules))
            record = await final_record(tmp_path / "tables" / played.table / "record.json")
        truth = Truth(record)
        assert truth.at(len(truth.cursor) - 1).is_terminal()
        if played_rules != rules:  # no kind of decision, and of message, is left out
            kinds = {step.kind for step in truth.cursor.steps}
            assert kinds == kinds_of_a_whole_match(rules, RULE_SET.index(rules)), kinds
        for seen in played.seats:
            assert seen.seat is not None
            assert check_no_leak(seen.seat, seen, truth) > 50
            hand_views = [f for f in seen.frames if f["type"] in ("state", "turn")]
            assert any(f["view"]["hand"] for f in hand_views)  # the check saw real hands
            # the views rebuilt from what changed are the seat's very views
            for seq, view in views_after_decisions(seen):
                assert view == view_wire(seat_view(truth.at(seq), seen.seat)), seq
            assert sum(f["type"] == "events" and f["changes"] is not None
                       for f in seen.frames) > 50  # most decisions send only what changed
            # what a seat is sent makes the window's seat record, every decision in it
            replay = SeatReplay.from_record(seat_record_of(seen, played_rules))
            assert len(replay.steps) == len(truth.cursor.steps)
        assert played.watcher is not None
        assert check_no_leak(SPECTATOR, played.watcher, truth) > 50
        for seq, view in views_after_decisions(played.watcher):
            assert view == view_wire(seat_view(truth.at(seq), SPECTATOR)), seq

    run(body(), 60)


def test_the_leak_check_finds_a_card_of_another_seat():
    """The checker itself: another seat's dealt card in a view is reported."""
    match = Match(Rules(), 4)
    from sergeantmajor.engine.record import record_of
    from sergeantmajor.net.wire import view_wire

    truth = Truth(record_of(match))
    view = view_wire(seat_view(match, 0))
    honest = Seen(0, None, [{"type": "state", "seq": 0, "view": view}])
    assert check_no_leak(0, honest, truth) == 1
    view["hand"] = view["hand"] + [f"{c}" for c in ["AS", "KS", "QS"]
                                   if parse_card(c) not in match.hand_of(0)][:1]
    with pytest.raises(AssertionError, match="seat 0 was sent"):
        check_no_leak(0, Seen(0, None, [{"type": "state", "seq": 0, "view": view}]), truth)
