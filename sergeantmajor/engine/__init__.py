"""The pure Python engine: cards, rules, the match state, records and seat views (no Qt).

The names below load on first use (PEP 562): a module that needs one part of the engine does
not load the rest with it. The window's settings check, before its first frame, reads the
settings file through :mod:`.files` alone; the match, its events and the rules load after
that frame (issue 35).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

#: Where each name of the engine's interface lives (a module of this package).
_HOMES = {
    "Action": "actions", "AssignTargets": "actions", "Discard": "actions", "Give": "actions",
    "NameTrump": "actions", "Play": "actions", "Return": "actions", "parse_action": "actions",
    "card_code": "cards", "parse_card": "cards",
    "IllegalActionError": "errors", "RecordError": "errors", "RulesError": "errors",
    "ExchangeEntry": "hand_log", "HandLog": "hand_log",
    "ExchangeStep": "match", "Match": "match", "Phase": "match",
    "ExchangeMode": "rules", "ExchangeTiming": "rules", "FirstDealer": "rules",
    "KittyMode": "rules", "MatchEnd": "rules", "Rotation": "rules", "Rules": "rules",
}

if TYPE_CHECKING:
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
else:
    def __getattr__(name: str) -> Any:
        home = _HOMES.get(name)
        if home is None:
            raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
        from importlib import import_module

        value = getattr(import_module(f".{home}", __name__), name)
        globals()[name] = value  # found at once the next time
        return value

    def __dir__() -> list[str]:
        return sorted(set(globals()) | set(_HOMES))

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
