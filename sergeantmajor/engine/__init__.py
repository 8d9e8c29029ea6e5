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
from .rules import Rules

__all__ = [
    "Action",
    "AssignTargets",
    "Discard",
    "ExchangeEntry",
    "ExchangeStep",
    "Give",
    "HandLog",
    "IllegalActionError",
    "Match",
    "NameTrump",
    "Phase",
    "Play",
    "RecordError",
    "Return",
    "Rules",
    "RulesError",
    "card_code",
    "parse_action",
    "parse_card",
]
