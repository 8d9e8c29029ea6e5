"""The JSON match record of RECORD.md: build, save (atomically), load, validate and replay.

A record holds the moves, not the results: :func:`replay` runs them through :class:`Match`,
so the rules are checked by the same code that plays them. Structural problems raise
:class:`RecordError` (``check`` exit 2); a move the rules forbid raises
:class:`ReplayError` naming the hand, the move and the rule (``check`` exit 1).
"""

from __future__ import annotations

import json
import os
import re
from collections import Counter
from typing import Any

from .actions import DISCARD, GIVE, PLAY, RETURN, TRUMP, AssignTargets
from .cards import card_code, codes, deck, parse_card, parse_suit, suit_code
from .errors import IllegalActionError, RecordError, RulesError
from .files import FileRefusedError, read_json, write_atomic
from .levels import is_level
from .match import Match, Phase
from .rules import ExchangeMode, MatchEnd, Rules

FORMAT = "sergeant-major-record"
VERSION = 1

#: The longest player name a record may hold (longer ones would freeze the table's text).
MAX_NAME = 40
#: The largest record file read (a match of 10,000 hands is some 14 MB).
MAX_RECORD_BYTES = 16 * 1024 * 1024

# The fields RECORD.md defines, per object: anything else is an error, not silently kept.
_FIELDS = {
    "record": {"format", "version", "rules", "players", "first_dealer", "hands"},
    "player": {"name", "kind"},
    "hand": {"dealer", "deal", "kitty", "targets", "exchange", "trump", "discard", "plays"},
    "exchange": {"from", "to", "give", "back"},
}
# RECORD.md's card codes exactly: upper case, no padding; "10" is the one spelling of T allowed.
_CARD_CODE = re.compile(r"(?:[AKQJT98765432]|10)[SHDC]")
_TRUMP_CODES = ("S", "H", "D", "C", "N")


def excerpt(value: Any, limit: int = 40) -> str:
    """``repr(value)`` cut to ``limit`` characters: a bad value is named, never echoed whole."""
    text = repr(value) if not isinstance(value, str) or len(value) <= limit else repr(value[:limit])
    return text if len(text) <= limit + 2 else text[:limit] + "…"


class ReplayError(IllegalActionError):
    """A move of a record that the rules forbid; ``str()`` is the one-line report."""

    def __init__(self, hand: int, move: str, reason: str, rule: str = "") -> None:
        super().__init__(f"hand {hand}, {move}: {reason}", rule=rule)
        self.hand = hand
        self.move = move


# --------------------------------------------------------------------------- writing
def record_of(match: Match, players: list[dict[str, str]] | None = None) -> dict[str, Any]:
    """The record of ``match`` so far (``players``: one ``{"name", "kind"}`` per seat)."""
    if players is None:
        players = [{"name": f"Player {s + 1}", "kind": "human" if s == 0 else "bot:basic"}
                   for s in range(match.players)]
    hands = []
    for entry in match.hand_logs():
        hand: dict[str, Any] = {
            "dealer": entry.dealer,
            "deal": [codes(cards) for cards in entry.deal],
            "kitty": codes(entry.kitty),
        }
        if entry.targets is not None:
            hand["targets"] = list(entry.targets)
        hand["exchange"] = [
            {"from": x.up, "to": x.down, "give": codes(x.given), "back": codes(x.back)}
            for x in entry.exchanges
        ]
        hand["trump"] = None if entry.trump is None else suit_code(entry.trump)
        hand["discard"] = codes(entry.discards)
        hand["plays"] = codes(entry.plays)
        hands.append(hand)
    return {
        "format": FORMAT,
        "version": VERSION,
        "rules": match.rules.to_dict(),
        "players": [dict(p) for p in players],
        "first_dealer": match.first_dealer,
        "hands": hands,
    }


def save_record(path: str | os.PathLike[str], record: dict[str, Any]) -> None:
    """Write ``record`` to ``path`` atomically: a temporary file beside it, then a rename."""
    write_atomic(path, json.dumps(record, ensure_ascii=False, indent=1) + "\n")


#: Codes of the file reader's refusals that are about the file, not what it holds.
_FILE_CODES = ("missing", "is-a-folder", "not-a-file", "too-large", "path-too-long",
               "unreadable")


def load_record(path: str | os.PathLike[str]) -> dict[str, Any]:
    """Read and structurally validate a record file (never modifies it).

    The file is read by :func:`sergeantmajor.engine.files.read_json` (a regular file only,
    at most :data:`MAX_RECORD_BYTES`, depth and numbers checked). Raises :class:`RecordError`
    with a one-line reason for an unreadable, non-JSON or malformed file; its ``code`` is the
    reader's for a file that cannot be read (``missing``, ``is-a-folder``, ``not-a-file``,
    ``too-large``, ``path-too-long``, ``unreadable``) or a value out of bounds (``too-deep``,
    ``bad-number``). Move legality is checked by :func:`replay`.
    """
    try:
        data = read_json(path, limit=MAX_RECORD_BYTES, object_pairs_hook=_unique_keys)
    except FileRefusedError as exc:
        if exc.code in _FILE_CODES:
            raise RecordError(str(exc), code=exc.code) from None
        code = "not-a-record" if exc.code in ("not-json", "not-text") else exc.code
        raise RecordError(f"not a record: {exc}", code=code) from None
    validate(data)
    record: dict[str, Any] = data  # validate() accepts nothing but a record's object
    return record


def read_match(path: str | os.PathLike[str]) -> tuple[dict[str, Any], Match]:
    """The record at ``path`` and the match it replays to (:func:`load_record`, then
    :func:`replay`); raises what they raise."""
    record = load_record(path)
    return record, replay(record)


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """A JSON object that names no key twice (the second value would silently win)."""
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise RecordError(f"not a record: the key {excerpt(key)} appears twice in one object")
        out[key] = value
    return out


# --------------------------------------------------------------------------- structure
def _only_known(obj: dict[str, Any], kind: str, where: str) -> None:
    unknown = sorted(set(obj) - _FIELDS[kind])
    if unknown:
        raise RecordError(f"{where}: unknown field {excerpt(unknown[0])}")


def _need(obj: dict[str, Any], key: str, kind: type | tuple[type, ...], where: str) -> Any:
    if key not in obj:
        raise RecordError(f"{where}: missing field {key!r}")
    value = obj[key]
    kinds = kind if isinstance(kind, tuple) else (kind,)
    if (isinstance(value, bool) and bool not in kinds) or not isinstance(value, kinds):
        words = {str: "a string", int: "a whole number", list: "a list", dict: "an object"}
        names = " or ".join(words.get(k, k.__name__) for k in kinds)
        raise RecordError(f"{where}: field {key!r} must be {names}")
    return value


def _cards(value: Any, where: str) -> list[int]:
    if not isinstance(value, list):
        raise RecordError(f"{where} must be a list of card codes")
    out = []
    for i, code in enumerate(value):
        if not isinstance(code, str) or not _CARD_CODE.fullmatch(code):
            raise RecordError(f"{where}[{i}]: unknown card code {excerpt(code)}")
        out.append(parse_card(code))
    return out


def validate(data: Any) -> Rules:
    """Check the structure of a record object; return its rules. Raises RecordError."""
    if not isinstance(data, dict):
        raise RecordError("not a record: the top level must be a JSON object",
                          code="not-a-record")
    if data.get("format") != FORMAT:
        raise RecordError(f"not a record: field 'format' must be {FORMAT!r}",
                          code="not-a-record")
    _only_known(data, "record", "record")
    version = _need(data, "version", int, "record")
    if version != VERSION:
        raise RecordError(f"record version {excerpt(version)} is not supported "
                          f"(this game reads {VERSION})", code="version")
    rules_obj = _need(data, "rules", dict, "record")
    try:
        rules = Rules.from_dict(rules_obj)
    except RulesError as exc:
        raise RecordError(f"rules: {exc}", code="rules") from None
    players = _need(data, "players", list, "record")
    if len(players) != rules.players:
        raise RecordError(f"players: {len(players)} given but the rules have {rules.players}")
    for i, player in enumerate(players):
        if not isinstance(player, dict):
            raise RecordError(f"players[{i}] must be an object")
        _only_known(player, "player", f"players[{i}]")
        name = _need(player, "name", str, f"players[{i}]")
        if len(name) > MAX_NAME:
            raise RecordError(f"players[{i}]: the name is longer than {MAX_NAME} characters",
                              code="name-too-long")
        kind = _need(player, "kind", str, f"players[{i}]")
        if kind != "human" and not (kind.startswith("bot:") and _is_level(kind[4:])):
            raise RecordError(f"players[{i}]: kind must be 'human' or 'bot:<level>' with a level "
                              f"of this game, not {excerpt(kind)}")
    first = _need(data, "first_dealer", int, "record")
    if not 0 <= first < rules.players:
        raise RecordError(f"first_dealer {excerpt(first)} is not a seat (0..{rules.players - 1})")
    hands = _need(data, "hands", list, "record")
    if not hands:
        raise RecordError("hands: a record holds at least one hand")
    full = Counter(deck(without_two_of_clubs=not rules.has_kitty))
    for h, hand in enumerate(hands, start=1):
        where = f"hand {h}"
        if not isinstance(hand, dict):
            raise RecordError(f"{where} must be an object")
        _only_known(hand, "hand", where)
        dealer = _need(hand, "dealer", int, where)
        if dealer != (first + h - 1) % rules.players:
            raise RecordError(f"{where}: dealer {excerpt(dealer)} breaks the rotation "
                              f"(expected {(first + h - 1) % rules.players})")
        deal = _need(hand, "deal", list, where)
        if len(deal) != rules.players:
            raise RecordError(f"{where}: deal has {len(deal)} hands, expected {rules.players}")
        dealt = [_cards(cards, f"{where} deal[{s}]") for s, cards in enumerate(deal)]
        for s, cards in enumerate(dealt):
            if len(cards) != rules.hand_size:
                raise RecordError(f"{where}: seat {s} was dealt {len(cards)} cards, "
                                  f"expected {rules.hand_size}")
        kitty = _cards(_need(hand, "kitty", list, where), f"{where} kitty")
        if len(kitty) != (4 if rules.has_kitty else 0):
            raise RecordError(f"{where}: kitty has {len(kitty)} cards, "
                              f"expected {4 if rules.has_kitty else 0}")
        together = Counter(c for cards in dealt for c in cards) + Counter(kitty)
        if together != full:
            dup = sorted(card_code(c) for c, n in together.items() if n > 1)
            missing = sorted(card_code(c) for c in full if c not in together)
            extra = sorted(card_code(c) for c in together if c not in full)
            detail = "; ".join(x for x in (
                f"repeated {' '.join(dup)}" if dup else "",
                f"missing {' '.join(missing)}" if missing else "",
                f"not in this deck {' '.join(extra)}" if extra else "") if x)
            raise RecordError(f"{where}: the deal is not the deck of these rules ({detail})")
        if "targets" in hand:
            if not rules.dealer_assigns_targets:
                raise RecordError(f"{where}: 'targets' given but dealer_assigns_targets is off")
            targets = hand["targets"]
            if not (isinstance(targets, list) and len(targets) == rules.players
                    and all(isinstance(t, int) and not isinstance(t, bool) for t in targets)):
                raise RecordError(f"{where}: targets must be {rules.players} whole numbers")
        exchange = hand.get("exchange", [])
        if not isinstance(exchange, list):
            raise RecordError(f"{where}: field 'exchange' must be a list")
        for x, entry in enumerate(exchange, start=1):
            ewhere = f"{where} exchange {x}"
            if not isinstance(entry, dict):
                raise RecordError(f"{ewhere} must be an object")
            _only_known(entry, "exchange", ewhere)
            for key in ("from", "to"):
                seat = _need(entry, key, int, ewhere)
                if not 0 <= seat < rules.players:
                    raise RecordError(f"{ewhere}: {key} {excerpt(seat)} is not a seat")
            _cards(_need(entry, "give", list, ewhere), f"{ewhere} give")
            if "back" in entry:
                _cards(entry["back"], f"{ewhere} back")
        trump = hand.get("trump")
        if trump is not None:
            if trump not in _TRUMP_CODES:
                raise RecordError(f"{where}: unknown trump {excerpt(trump)} (S, H, D, C or N)")
        _cards(hand.get("discard", []), f"{where} discard")
        _cards(hand.get("plays", []), f"{where} plays")
    return rules


def _is_level(name: str) -> bool:
    """Whether ``name`` is one of the game's own levels (a record never names a module)."""
    return is_level(name)


# --------------------------------------------------------------------------- replay
def replay(data: dict[str, Any], seed: int | None = None) -> Match:
    """Validate ``data`` and replay every move; return the resulting match.

    Hands after the recorded ones (a resumed match going on) are shuffled from ``seed``.

    Raises :class:`RecordError` for a malformed record or moves after the match ended,
    and :class:`ReplayError` for a move the rules forbid.
    """
    rules = validate(data)
    hands = data["hands"]

    def deals(index: int, dealer: int) -> tuple[list[list[int]], list[int]] | None:
        if index >= len(hands):
            return None
        hand = hands[index]
        return ([[parse_card(c) for c in cards] for cards in hand["deal"]],
                [parse_card(c) for c in hand["kitty"]])

    match = Match(rules, seed, first_dealer=data["first_dealer"], deals=deals)
    for h, hand in enumerate(hands, start=1):
        if match.is_terminal():
            raise RecordError(f"hand {h}: moves after the match has ended")
        if match.hand_index != h - 1:
            raise RecordError(f"hand {h - 1} is unfinished but hand {h} follows")
        _replay_hand(match, hand, h, last=h == len(hands))
    return match


def _replay_hand(match: Match, hand: dict[str, Any], h: int, last: bool) -> None:
    def act(action: Any, move: str) -> None:
        try:
            match.apply(action)
        except IllegalActionError as exc:
            raise ReplayError(h, move, str(exc), exc.rule) from None

    exchanges = list(hand.get("exchange", []))
    discards = [parse_card(c) for c in hand.get("discard", [])]
    plays = [parse_card(c) for c in hand.get("plays", [])]
    trump = hand.get("trump")
    used = {"targets": False, "trump": False, "exchange": 0, "discard": 0, "plays": 0}
    while not match.is_terminal() and match.hand_index == h - 1:
        phase = match.phase
        if phase is Phase.ASSIGN_TARGETS:
            if "targets" not in hand:
                break
            act(AssignTargets(tuple(hand["targets"])), "targets")
            used["targets"] = True
        elif phase is Phase.EXCHANGE_GIVE:
            if used["exchange"] == len(exchanges):
                break
            _replay_exchange(match, exchanges[used["exchange"]], used["exchange"] + 1, h, act)
            used["exchange"] += 1
        elif phase is Phase.TRUMP:
            if trump is None:
                break
            act(TRUMP[parse_suit(trump, allow_no_trump=True)], "trump")
            used["trump"] = True
        elif phase is Phase.DISCARD:
            if used["discard"] == len(discards):
                break
            n = used["discard"]
            act(DISCARD[discards[n]], f"discard {n + 1}")
            used["discard"] += 1
        elif phase is Phase.PLAY:
            if used["plays"] == len(plays):
                break
            n = used["plays"]
            act(PLAY[plays[n]], f"play {n + 1}")
            used["plays"] += 1
        else:  # EXCHANGE_RETURN is consumed inside _replay_exchange
            raise RecordError(f"hand {h}: the exchange needs a 'back' choice that is missing")
    finished = match.is_terminal() or match.hand_index > h - 1
    leftovers = []
    if "targets" in hand and not used["targets"]:
        leftovers.append("targets")
    if used["exchange"] < len(exchanges):
        leftovers.append(f"{len(exchanges) - used['exchange']} exchange entries")
    if trump is not None and not used["trump"]:
        leftovers.append("trump")
    if used["discard"] < len(discards):
        leftovers.append(f"{len(discards) - used['discard']} discards")
    if used["plays"] < len(plays):
        leftovers.append(f"{len(plays) - used['plays']} plays")
    if leftovers:
        if finished:
            raise RecordError(f"hand {h}: moves after the hand ended ({', '.join(leftovers)})")
        raise RecordError(f"hand {h}: {', '.join(leftovers)} recorded out of order "
                          f"(the hand waits for {match.phase.value})")
    if not finished and not last:
        raise RecordError(f"hand {h} is unfinished but another hand follows")


def _replay_exchange(match: Match, entry: dict[str, Any], n: int, h: int, act: Any) -> None:
    step = match.exchange_step()
    assert step is not None  # called in the exchange-give phase only
    up, down, _count = step.up, step.down, step.count
    move = f"exchange {n}"
    if entry["from"] != up or entry["to"] != down:
        raise ReplayError(h, move, f"seat {entry['from']} exchanges with seat {entry['to']} "
                          f"but the rules pair up seat {up} with down seat {down}", "exchange")
    give = [parse_card(c) for c in entry["give"]]
    back = [parse_card(c) for c in entry["back"]] if "back" in entry else None
    before = len(match.hand_exchanges)
    if match.rules.exchange is ExchangeMode.RULEBOOK and len(give) != 1:
        raise ReplayError(h, move, "a rulebook exchange entry gives exactly one card", "exchange")
    for card in give:
        act(GIVE[card], move)
        if match.phase is Phase.EXCHANGE_RETURN and len(match.hand_exchanges) == before:
            break
    if match.phase is Phase.EXCHANGE_RETURN and len(match.hand_exchanges) == before:
        if back is None:
            raise RecordError(f"hand {h}, {move}: 'back' is needed to know the down "
                              "player's choice among equal cards")
        forced = match.pending_return()[0]
        for card in back:
            if match.phase is not Phase.EXCHANGE_RETURN:
                break
            if card in forced:
                continue
            act(RETURN[card], move)
    done = match.hand_exchanges[before:]
    if not done or Counter(done[0].given) != Counter(give):
        raise ReplayError(h, move, f"seat {up} must give {_count} card(s) in this exchange, "
                          f"the record gives {len(give)}", "exchange")
    if back is not None and Counter(done[0].back) != Counter(back):
        got = " ".join(codes(done[0].back))
        said = " ".join(card_code(c) for c in back)
        raise ReplayError(h, move, f"seat {down} gives back {got} by the rules, "
                          f"not {said}", "exchange-return")


def check_file(path: str | os.PathLike[str]) -> tuple[Match | None, str, int]:
    """Read and replay the record at ``path`` as ``sergeantmajor check`` does.

    Returns ``(match, "", 0)``, or ``(None, reason, status)`` with the one-line reason the
    check prints and its exit status (1: a move the rules forbid, 2: not a valid record).
    """
    try:
        return read_match(path)[1], "", 0
    except Exception as exc:  # a record must never produce a traceback
        return None, check_reason(path, exc), check_status(exc)


def check_reason(path: str | os.PathLike[str], error: Exception) -> str:
    """The one-line English reason ``check`` prints for ``error``, raised by the record at
    ``path`` (the interface shows it behind "Details", its own sentence in front)."""
    if isinstance(error, RecordError):
        return _short(f"{os.fspath(path)}: {error}")
    if isinstance(error, IllegalActionError):
        return _short(str(error))
    return _short(f"{os.fspath(path)}: not a valid record ({type(error).__name__}: {error})")


def check_status(error: Exception) -> int:
    """``check``'s exit status for ``error``: 1 for a move the rules forbid, else 2."""
    return 1 if isinstance(error, IllegalActionError) else 2


MAX_REASON = 240  # a reason names the bad value; it never echoes a whole 10 MB line


def _short(text: str) -> str:
    return text if len(text) <= MAX_REASON else text[:MAX_REASON] + "…"


def summary(match: Match) -> dict[str, Any]:
    """The JSON summary that ``sergeantmajor check`` prints."""
    chips = match.rules.match_end is MatchEnd.CHIPS
    logs = match.hand_logs()
    trumps = [None if log.trump is None else suit_code(log.trump) for log in logs]
    hands = [{"dealer": logs[s.hand].dealer, "trump": trumps[s.hand],
              "tricks": list(s.tricks), "points": list(s.chips if chips else s.points)}
             for s in match.history]
    return {"hands": hands, "totals": list(match.chips if chips else match.totals),
            "finished": match.is_terminal(), "winner": match.winner}
