"""The pure Python engine: cards, rules, the match state, records and seat views (no Qt)."""

from .actions import (
    Action,
    AssignTargets,
    Discard,
    Give,
    NameTrump,
    Play,
    Return,
    parse_action,
)
from .cards import card_code, parse_card
from .errors import IllegalActionError, RecordError, RulesError
from .hand_log import ExchangeEntry, HandLog
from .match import ExchangeStep, Match, Phase
from .rules import (
    ExchangeMode,
    ExchangeTiming,
    FirstDealer,
    KittyMode,
    MatchEnd,
    Rotation,
    Rules,
)

__all__ = [
    "Action",
    "AssignTargets",
    "Discard",
    "ExchangeEntry",
    "ExchangeMode",
    "ExchangeStep",
    "ExchangeTiming",
    "FirstDealer",
    "Give",
    "HandLog",
    "IllegalActionError",
    "KittyMode",
    "Match",
    "MatchEnd",
    "NameTrump",
    "Phase",
    "Play",
    "RecordError",
    "Return",
    "Rotation",
    "Rules",
    "RulesError",
    "card_code",
    "parse_action",
    "parse_card",
]
