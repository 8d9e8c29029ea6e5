"""The wire form of the engine's values: events, seat views, actions and rules as JSON-ready
dicts, and back (no Qt, no network).

A remote seat gets exactly what the window's table gets: its own :class:`SeatView` and the
events redacted for it. This module turns those into plain JSON values and back into the
same dataclasses, so the client's table takes them as the local table does. Cards are the
record's codes (``"AS"``, ``"TD"``), suits ``S H D C`` (and ``N`` for no trump), actions their
text form (``"play AS"``). Decoding is strict: anything that is not exactly what this module
writes raises :class:`WireError` naming the field, never a ``KeyError`` or ``TypeError``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ..engine import Action, ExchangeStep, Phase, Rules, RulesError, parse_action
from ..engine import events as ev
from ..engine.actions import DISCARD, GIVE, PLAY, RETURN, TRUMP
from ..engine.cards import card_code, cards_of, parse_card, parse_suit, suit_code
from ..engine.match import Match
from ..engine.view import SPECTATOR, ExchangeSeen, SeatView

Json = dict[str, Any]

# Every card's code, by number: the encoders look codes up (a server encodes a view and the
# events of every decision for every seat) instead of checking and building each one.
_CODES: tuple[str, ...] = tuple(card_code(c) for c in range(52))


class WireError(ValueError):
    """A value that is not the wire form this module writes; the message says where."""


# --------------------------------------------------------------------------- small values
def _card(value: object, where: str) -> int:
    if not isinstance(value, str):
        raise WireError(f"{where}: a card code expected")
    try:
        return parse_card(value)
    except ValueError:
        raise WireError(f"{where}: {value[:8]!r} is not a card") from None


def _cards(value: object, where: str) -> tuple[int, ...]:
    if not isinstance(value, list) or len(value) > 52:
        raise WireError(f"{where}: a list of card codes expected")
    return tuple(_card(v, where) for v in value)


def _int(value: object, where: str, low: int = -10_000, high: int = 10_000) -> int:
    if type(value) is not int or not low <= value <= high:
        raise WireError(f"{where}: a whole number from {low} to {high} expected")
    return value


def _ints(value: object, where: str, low: int = -10_000, high: int = 10_000) -> tuple[int, ...]:
    if not isinstance(value, list) or len(value) > 64:
        raise WireError(f"{where}: a list of numbers expected")
    return tuple(_int(v, where, low, high) for v in value)


def _bool(value: object, where: str) -> bool:
    if type(value) is not bool:
        raise WireError(f"{where}: true or false expected")
    return value


def _seat(value: object, where: str) -> int:
    return _int(value, where, -1, 3)


def _maybe(value: object, read: Callable[[object, str], Any], where: str) -> Any:
    return None if value is None else read(value, where)


def _suit(value: object, where: str) -> int:
    if not isinstance(value, str):
        raise WireError(f"{where}: a suit code expected")
    try:
        return parse_suit(value, allow_no_trump=True)
    except ValueError:
        raise WireError(f"{where}: {value[:4]!r} is not a suit") from None


def action_wire(action: Action) -> str:
    """An action's wire form: its text (``"play AS"``, ``"trump N"``, ``"targets 8,5,3"``;
    the engine's constant actions' looked up)."""
    return _TEXTS.get(id(action)) or action.text()


def action_from_wire(value: object, where: str = "action") -> Action:
    """Read an action's text form; :class:`WireError` if it is not one."""
    if not isinstance(value, str) or len(value) > 40:
        raise WireError(f"{where}: an action such as \"play AS\" expected")
    action = _ACTIONS.get(value)  # the text the server itself sends (nearly every answer)
    if action is not None:
        return action
    try:
        return parse_action(value)
    except ValueError:
        raise WireError(f"{where}: {value[:40]!r} is not an action") from None


def rules_wire(rules: Rules) -> Json:
    """The rules as a record writes them: the nearest preset and the switches that differ."""
    return rules.to_dict()


def rules_from_wire(value: object, where: str = "rules") -> Rules:
    """Rules from their record form; :class:`WireError` with the rules' own reason."""
    if not isinstance(value, dict):
        raise WireError(f"{where}: an object expected")
    try:
        return Rules.from_dict(value)
    except (RulesError, TypeError, ValueError) as exc:
        raise WireError(f"{where}: {exc}") from None


# --------------------------------------------------------------------------- events
# Each field of each event and how it travels: "int", "ints", "card", "cards", "hands", "suit",
# "reason", with a trailing "?" where the value may be hidden (None) from some seats.
_EVENT_FIELDS: dict[type, tuple[str, dict[str, str]]] = {
    ev.HandStarted: ("hand-started", {"hand": "int", "dealer": "seat", "targets": "ints"}),
    ev.CardsDealt: ("cards-dealt", {"dealer": "seat", "hands": "hands", "kitty": "cards?",
                                    "kitty_size": "int"}),
    ev.TargetsAssigned: ("targets-assigned", {"dealer": "seat", "targets": "ints"}),
    ev.ExchangeBegins: ("exchange-begins", {"up": "seat", "down": "seat", "count": "int"}),
    ev.CardExchanged: ("card-exchanged", {"up": "seat", "down": "seat", "given": "card?",
                                          "returned": "card?"}),
    ev.CardsExchanged: ("cards-exchanged", {"up": "seat", "down": "seat", "given": "cards?",
                                            "returned": "cards?", "count": "int"}),
    ev.TrumpNamed: ("trump-named", {"dealer": "seat", "suit": "suit"}),
    ev.CardDiscarded: ("card-discarded", {"dealer": "seat", "card": "card?"}),
    ev.KittyTaken: ("kitty-taken", {"dealer": "seat", "cards": "cards?"}),
    ev.CardPlayed: ("card-played", {"seat": "seat", "card": "card"}),
    ev.TrickWon: ("trick-won", {"index": "int", "winner": "seat", "leader": "seat",
                                "cards": "cards"}),
    ev.HandScored: ("hand-scored", {"hand": "int", "tricks": "ints", "points": "ints",
                                    "totals": "ints", "chips": "ints", "chip_totals": "ints"}),
    ev.MatchOver: ("match-over", {"winner": "seat", "reason": "reason", "totals": "ints"}),
}
_EVENT_BY_NAME = {name: (cls, fields) for cls, (name, fields) in _EVENT_FIELDS.items()}
#: The wire names of the events, by class (the protocol document lists them).
EVENT_NAMES = {cls: name for cls, (name, _) in _EVENT_FIELDS.items()}


def _put(kind: str, value: Any) -> Any:
    if value is None:
        return None
    base = kind.rstrip("?")
    if base == "card":
        return _CODES[value]
    if base == "cards":
        return [_CODES[c] for c in value]
    if base == "hands":
        return [None if h is None else [_CODES[c] for c in h] for h in value]
    if base == "ints":
        return list(value)
    if base == "suit":
        return suit_code(value)
    if base == "reason":
        return value.value
    return value


def _hands(value: object, where: str) -> tuple[tuple[int, ...] | None, ...]:
    if not isinstance(value, list) or not 3 <= len(value) <= 4:
        raise WireError(f"{where}: one entry per seat expected")
    return tuple(_maybe(h, _cards, where) for h in value)


def _reason(value: object, where: str) -> ev.EndReason:
    try:
        return ev.EndReason(value)
    except ValueError:
        raise WireError(f"{where}: not a reason the match can end for") from None


_READERS: dict[str, Callable[[object, str], Any]] = {
    "int": _int, "seat": _seat, "ints": _ints, "card": _card, "cards": _cards, "hands": _hands,
    "suit": _suit, "reason": _reason,
}


def event_wire(event: ev.Event) -> Json:
    """An event (already redacted for its receiver) as a JSON object with a ``type``."""
    name, fields = _EVENT_FIELDS[type(event)]
    data: Json = {"type": name}
    for field, kind in fields.items():
        data[field] = _put(kind, getattr(event, field))
    return data


def event_from_wire(data: object, where: str = "event") -> ev.Event:
    """Read :func:`event_wire`'s form back into the event."""
    if not isinstance(data, dict):
        raise WireError(f"{where}: an object expected")
    entry = _EVENT_BY_NAME.get(data.get("type"))  # type: ignore[arg-type]
    if entry is None:
        raise WireError(f"{where}: unknown event type {str(data.get('type'))[:30]!r}")
    cls, fields = entry
    if set(data) != {"type", *fields}:
        raise WireError(f"{where}: fields {sorted(set(data) ^ {'type', *fields})} do not fit")
    values: dict[str, Any] = {}
    for field, kind in fields.items():
        value = data[field]
        if kind.endswith("?"):
            values[field] = _maybe(value, _READERS[kind[:-1]], f"{where}.{field}")
        else:
            values[field] = _READERS[kind](value, f"{where}.{field}")
    event: ev.Event = cls(**values)
    return event


# --------------------------------------------------------------------------- seat views
def view_wire(view: SeatView) -> Json:
    """A seat's view as a JSON object (the rules travel once, with the table, not here)."""
    step = view.exchange_step
    codes = _CODES
    return {
        "seat": view.seat,
        "phase": view.phase.value,
        "current_player": view.current_player,
        "hand_index": view.hand_index,
        "dealer": view.dealer,
        "targets": list(view.targets),
        "hand": [codes[c] for c in view.hand],
        "hand_sizes": list(view.hand_sizes),
        "trump": None if view.trump is None else suit_code(view.trump),
        "leader": view.leader,
        "trick": [[seat, codes[card]] for seat, card in view.trick],
        "completed_tricks": [[leader, winner, [codes[c] for c in cards]]
                             for leader, winner, cards in view.completed_tricks],
        "tricks_won": list(view.tricks_won),
        "totals": list(view.totals),
        "chips": list(view.chips),
        "last_points": None if view.last_points is None else list(view.last_points),
        "exchanges": [{"up": x.up, "down": x.down, "count": x.count,
                       "given": None if x.given is None else [codes[c] for c in x.given],
                       "back": None if x.back is None else [codes[c] for c in x.back]}
                      for x in view.exchanges],
        "exchange_plan": [list(p) for p in view.exchange_plan],
        "discards": [codes[c] for c in view.discards],
        "kitty": [codes[c] for c in view.kitty],
        "kitty_size": view.kitty_size,
        "kitty_taken": view.kitty_taken,
        "discards_made": view.discards_made,
        "legal_actions": [a.text() for a in view.legal_actions],
        "winner": view.winner,
        "exchange_step": None if step is None else {
            "up": step.up, "down": step.down, "count": step.count, "given": step.given,
            "returning": step.returning, "to_choose": step.to_choose},
    }


# A view in two parts, straight from the match (a server tells every seat its view after
# every decision): what every seat sees alike, once a decision, and what only one seat sees.
# Together they are ``view_wire(seat_view(match, seat))`` in JSON (their sequences are
# tuples, which JSON writes as arrays: a table keeps its seats' last views from one decision
# to the next, and tuples and dicts of plain values drop out of the garbage collector's sight,
# where lists stay in it).
#: The fields of a view that differ from seat to seat.
PRIVATE_FIELDS = ("seat", "hand", "exchanges", "discards", "kitty", "legal_actions")


def public_wire(match: Match, before: Json | None = None) -> Json:
    """The fields of every seat's view that every seat sees alike (sequences as tuples);
    ``before``: these fields earlier in the same match, whose tricks taken in the same hand
    are not put in wire form again."""
    codes = _CODES
    step = match.exchange_step()
    last = match.last_points
    tricks = match.completed_tricks
    done: tuple[Any, ...] = ()
    if before is not None and before["hand_index"] == match.hand_index:
        done = before["completed_tricks"]  # a hand's tricks only grow
        if len(done) > len(tricks):
            done = ()
    if len(done) < len(tricks):
        done = done + tuple([(leader, winner, tuple([codes[c] for c in cards]))
                             for leader, winner, cards in tricks[len(done):]])
    return {
        "phase": match.phase._value_,  # .value is a descriptor, 9 times slower
        "current_player": match.current_player(),
        "hand_index": match.hand_index,
        "dealer": match.dealer,
        "targets": tuple(match.targets),
        "hand_sizes": tuple([h.bit_count() for h in match.hands]),
        "trump": None if match.trump is None else suit_code(match.trump),
        "leader": match.leader,
        "trick": tuple([(seat, codes[card]) for seat, card in zip(match.trick_seats,
                                                                   match.trick, strict=False)]),
        "completed_tricks": done,
        "tricks_won": tuple(match.tricks_won),
        "totals": tuple(match.totals),
        "chips": tuple(match.chips),
        "last_points": None if last is None else tuple(last),
        "exchange_plan": tuple([tuple(p) for p in match.exchange_plan]),
        "kitty_size": len(match.kitty),
        "kitty_taken": match.kitty_taken,
        "discards_made": len(match.discards),
        "winner": match.winner,
        "exchange_step": None if step is None else {
            "up": step.up, "down": step.down, "count": step.count, "given": step.given,
            "returning": step.returning, "to_choose": step.to_choose},
    }


def private_wire(match: Match, seat: int, before: Json | None = None,
                 same_hand: bool = False) -> Json:
    """The fields of ``seat``'s view (``SPECTATOR``: no hidden card) only it sees (sequences
    as tuples); ``before``: these fields earlier in the same hand, with the same exchanges,
    discards and kitty since, so that only the hand (unless ``same_hand``: the seat's hand
    is the one ``before`` shows) and the legal actions are made again."""
    if before is not None:
        return {**before,
                "hand": before["hand"] if same_hand or seat == SPECTATOR
                else hand_codes(match.hands[seat]),
                "legal_actions": legal_texts(match) if match.current_player() == seat else ()}
    codes = _CODES
    dealer = seat == match.dealer
    exchanges = []
    for entry in match.hand_exchanges:
        own = seat in (entry.up, entry.down)
        exchanges.append({"up": entry.up, "down": entry.down, "count": len(entry.given),
                          "given": tuple([codes[c] for c in entry.given]) if own else None,
                          "back": tuple([codes[c] for c in entry.back]) if own else None})
    return {
        "seat": seat,
        "hand": () if seat == SPECTATOR else hand_codes(match.hands[seat]),
        "exchanges": tuple(exchanges),
        "discards": tuple([codes[c] for c in match.discards]) if dealer else (),
        "kitty": tuple([codes[c] for c in match.kitty]) if dealer and match.kitty_taken
        else (),
        "legal_actions": legal_texts(match) if match.current_player() == seat else (),
    }


def hand_codes(mask: int) -> tuple[str, ...]:
    """The codes of a hand's cards, lowest index first (each suit's codes looked up once)."""
    return _by_suit(mask, _CODES, _SUIT_CODES)


def legal_texts(match: Match) -> tuple[str, ...]:
    """The texts of the legal actions of the player to move, in the engine's order (in the
    play phase each suit's texts looked up once, as :func:`hand_codes` does)."""
    if match.phase is Phase.PLAY:
        return _by_suit(match.legal_mask(), _PLAY_TEXTS, _SUIT_PLAYS)
    texts = _TEXTS
    return tuple([texts.get(id(a)) or a.text() for a in match.legal_actions()])


def _by_suit(mask: int, names: tuple[str, ...],
             cache: dict[int, tuple[str, ...]]) -> tuple[str, ...]:
    """``names`` of the cards of ``mask``, lowest index first, each suit's looked up once in
    ``cache``."""
    out: tuple[str, ...] = ()
    for shift in (0, 13, 26, 39):
        ranks = (mask >> shift) & 0x1FFF
        if ranks:
            key = shift << 13 | ranks
            found = cache.get(key)
            if found is None:
                found = cache[key] = tuple([names[c] for c in cards_of(ranks << shift)])
            out += found
    return out


# The codes (and the play actions' texts) of one suit's cards of a hand, by suit and ranks
# (at most 4 x 8,192 entries each).
_SUIT_CODES: dict[int, tuple[str, ...]] = {}
_SUIT_PLAYS: dict[int, tuple[str, ...]] = {}


# The text of every action of one card or suit, by the id of the engine's own action object
# (module constants that live as long as the program, so an id names one of them only).
_TEXTS: dict[int, str] = {id(a): a.text() for table in (PLAY, DISCARD, GIVE, RETURN, TRUMP)
                          for a in table}
_PLAY_TEXTS: tuple[str, ...] = tuple(a.text() for a in PLAY)
# Those actions by their text (what parse_action makes of it: the same constant).
_ACTIONS: dict[str, Action] = {a.text(): a for table in (PLAY, DISCARD, GIVE, RETURN, TRUMP)
                               for a in table}


_VIEW_FIELDS = frozenset({
    "seat", "phase", "current_player", "hand_index", "dealer", "targets", "hand",
    "hand_sizes", "trump", "leader", "trick", "completed_tricks", "tricks_won", "totals",
    "chips", "last_points", "exchanges", "exchange_plan", "discards", "kitty", "kitty_size",
    "kitty_taken", "discards_made", "legal_actions", "winner", "exchange_step"})


def _list(value: object, where: str, limit: int = 64) -> list[Any]:
    if not isinstance(value, list) or len(value) > limit:
        raise WireError(f"{where}: a list expected")
    return value


def _object(value: object, where: str, fields: set[str]) -> Mapping[str, Any]:
    if not isinstance(value, dict) or set(value) != fields:
        raise WireError(f"{where}: an object with {sorted(fields)} expected")
    return value


def view_from_wire(data: object, rules: Rules, where: str = "view") -> SeatView:
    """Read :func:`view_wire`'s form back into a :class:`SeatView` under ``rules``."""
    d = _object(data, where, set(_VIEW_FIELDS))
    try:
        phase = Phase(d["phase"])
    except ValueError:
        raise WireError(f"{where}.phase: not a phase") from None
    exchanges = []
    for x in _list(d["exchanges"], f"{where}.exchanges"):
        x = _object(x, f"{where}.exchanges", {"up", "down", "count", "given", "back"})
        exchanges.append(ExchangeSeen(
            _seat(x["up"], f"{where}.exchanges.up"), _seat(x["down"], f"{where}.exchanges.down"),
            _int(x["count"], f"{where}.exchanges.count", 0, 52),
            _maybe(x["given"], _cards, f"{where}.exchanges.given"),
            _maybe(x["back"], _cards, f"{where}.exchanges.back")))
    step = d["exchange_step"]
    if step is not None:
        s = _object(step, f"{where}.exchange_step",
                    {"up", "down", "count", "given", "returning", "to_choose"})
        step = ExchangeStep(_seat(s["up"], where), _seat(s["down"], where),
                            _int(s["count"], where, 0, 52), _int(s["given"], where, 0, 52),
                            _bool(s["returning"], where), _int(s["to_choose"], where, 0, 52))
    trick = []
    for pair in _list(d["trick"], f"{where}.trick"):
        pair = _list(pair, f"{where}.trick", 2)
        if len(pair) != 2:
            raise WireError(f"{where}.trick: [seat, card] pairs expected")
        trick.append((_seat(pair[0], f"{where}.trick"), _card(pair[1], f"{where}.trick")))
    completed = []
    for entry in _list(d["completed_tricks"], f"{where}.completed_tricks"):
        entry = _list(entry, f"{where}.completed_tricks", 3)
        if len(entry) != 3:
            raise WireError(f"{where}.completed_tricks: [leader, winner, cards] expected")
        completed.append((_seat(entry[0], where), _seat(entry[1], where),
                          _cards(entry[2], f"{where}.completed_tricks")))
    plan = []
    for entry in _list(d["exchange_plan"], f"{where}.exchange_plan"):
        triple = _ints(entry, f"{where}.exchange_plan")
        if len(triple) != 3:
            raise WireError(f"{where}.exchange_plan: [up, down, count] expected")
        plan.append((triple[0], triple[1], triple[2]))
    return SeatView(
        seat=_seat(d["seat"], f"{where}.seat"),
        rules=rules,
        phase=phase,
        current_player=_maybe(d["current_player"], _seat, f"{where}.current_player"),
        hand_index=_int(d["hand_index"], f"{where}.hand_index", -1, 10_000),
        dealer=_seat(d["dealer"], f"{where}.dealer"),
        targets=_ints(d["targets"], f"{where}.targets"),
        hand=_cards(d["hand"], f"{where}.hand"),
        hand_sizes=_ints(d["hand_sizes"], f"{where}.hand_sizes", 0, 52),
        trump=_maybe(d["trump"], _suit, f"{where}.trump"),
        leader=_seat(d["leader"], f"{where}.leader"),
        trick=tuple(trick),
        completed_tricks=tuple(completed),
        tricks_won=_ints(d["tricks_won"], f"{where}.tricks_won"),
        totals=_ints(d["totals"], f"{where}.totals", -1_000_000, 1_000_000),
        chips=_ints(d["chips"], f"{where}.chips", -1_000_000, 1_000_000),
        last_points=_maybe(d["last_points"], _ints, f"{where}.last_points"),
        exchanges=tuple(exchanges),
        exchange_plan=tuple(plan),
        discards=_cards(d["discards"], f"{where}.discards"),
        kitty=_cards(d["kitty"], f"{where}.kitty"),
        kitty_size=_int(d["kitty_size"], f"{where}.kitty_size", 0, 52),
        kitty_taken=_bool(d["kitty_taken"], f"{where}.kitty_taken"),
        discards_made=_int(d["discards_made"], f"{where}.discards_made", 0, 52),
        legal_actions=tuple(action_from_wire(a, f"{where}.legal_actions")
                            for a in _list(d["legal_actions"], f"{where}.legal_actions", 2000)),
        winner=_maybe(d["winner"], _seat, f"{where}.winner"),
        exchange_step=step,
    )
