"""Seats as a concept (no Qt): one agent per seat and the one turn loop that runs a match.

The window's game (:mod:`sergeantmajor.app.controller`) and the network table server
(:mod:`sergeantmajor.server`) both run their matches with :class:`MatchRunner`; what differs
between them is only which agents sit at the seats.
"""

from .agent import PassiveAgent, Seat, SeatAgent, StaleTurnError, Turn
from .bots import load_bot
from .hands_limit import HandsLimit
from .occupants import BotSeat, OfferedSeat, Think, client_turn, think_now
from .runner import STALE, MatchRunner, Watcher, spectator_view

__all__ = [
    "STALE",
    "BotSeat",
    "HandsLimit",
    "MatchRunner",
    "OfferedSeat",
    "PassiveAgent",
    "Seat",
    "SeatAgent",
    "StaleTurnError",
    "Think",
    "Turn",
    "Watcher",
    "client_turn",
    "load_bot",
    "spectator_view",
    "think_now",
]
