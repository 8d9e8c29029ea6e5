"""What one seat may know: the per-seat view that bots and the table see.

A :class:`SeatView` holds the seat's own hand, the cards it saw in the exchange, the
dealer's own discards and kitty, every card played, trump, tricks and scores, and nothing
else. :func:`redact` hides the parts of an event that a seat did not see.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from . import events as ev
from .actions import Action
from .cards import cards_of, mask_of, suit_of
from .legality import illegal_rule
from .match import ExchangeStep, Match, Phase
from .rules import Rules


@dataclass(frozen=True)
class ExchangeSeen:
    """One exchange of this hand as a seat saw it (cards ``None`` when not its own)."""

    up: int
    down: int
    count: int
    given: tuple[int, ...] | None
    back: tuple[int, ...] | None


@dataclass(frozen=True)
class SeatView:
    """Everything ``seat`` may know about the match now."""

    seat: int
    rules: Rules
    phase: Phase
    current_player: int | None
    hand_index: int
    dealer: int
    targets: tuple[int, ...]
    hand: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    trump: int | None
    leader: int
    trick: tuple[tuple[int, int], ...]  # (seat, card) in play order
    completed_tricks: tuple[tuple[int, int, tuple[int, ...]], ...]  # leader, winner, cards
    tricks_won: tuple[int, ...]
    totals: tuple[int, ...]
    chips: tuple[int, ...]
    last_points: tuple[int, ...] | None
    exchanges: tuple[ExchangeSeen, ...]
    exchange_plan: tuple[tuple[int, int, int], ...]
    discards: tuple[int, ...]  # only the dealer's own view has them
    kitty: tuple[int, ...]  # only once the dealer has taken it, only for the dealer
    kitty_size: int
    kitty_taken: bool
    discards_made: int
    legal_actions: tuple[Action, ...]  # empty unless it is this seat's turn
    winner: int | None
    exchange_step: ExchangeStep | None = None  # the exchange pair in progress, if any

    @property
    def hand_mask(self) -> int:
        """The seat's hand as a bitmask."""
        return mask_of(self.hand)

    @property
    def played_mask(self) -> int:
        """Every card played so far in this hand (completed tricks and the current one)."""
        mask = mask_of(c for _, c in self.trick)
        for _, _, cards in self.completed_tricks:
            mask |= mask_of(cards)
        return mask

    @property
    def is_my_turn(self) -> bool:
        """Whether this seat has a decision to make."""
        return self.current_player == self.seat

    @property
    def led_suit(self) -> int | None:
        """The suit led to the trick in progress, if a card was led."""
        return suit_of(self.trick[0][1]) if self.trick else None

    def why_illegal(self, action: object) -> str | None:
        """``None`` if this seat may take ``action`` now, else the rule code
        :meth:`Match.why_illegal` gives (``"not-your-turn"`` when it is not this seat's turn).

        A seat that holds only its view (a player at a network table) answers from what it
        may see, through the engine's own classifier (:func:`~.legality.illegal_rule`).
        """
        return illegal_rule(action, phase=self.phase, legal=self.legal_actions,
                            hand_mask=self.hand_mask, my_turn=self.is_my_turn)


#: The seat number of a spectator: :func:`seat_view` and :func:`redact` then show no hidden card.
SPECTATOR = -1


def seat_view(match: Match, seat: int) -> SeatView:
    """The view of ``match`` that ``seat`` is allowed to see (``SPECTATOR``: no hidden card)."""
    is_dealer = seat == match.dealer
    seen: list[ExchangeSeen] = []
    for entry in match.hand_exchanges:
        own = seat in (entry.up, entry.down)
        seen.append(ExchangeSeen(entry.up, entry.down, len(entry.given),
                                 entry.given if own else None, entry.back if own else None))
    legal = tuple(match.legal_actions()) if match.current_player() == seat else ()
    return SeatView(
        seat=seat,
        rules=match.rules,
        phase=match.phase,
        current_player=match.current_player(),
        hand_index=match.hand_index,
        dealer=match.dealer,
        targets=match.targets,
        hand=tuple(cards_of(match.hands[seat])) if seat != SPECTATOR else (),
        hand_sizes=tuple(h.bit_count() for h in match.hands),
        trump=match.trump,
        leader=match.leader,
        trick=tuple(zip(match.trick_seats, match.trick, strict=False)),
        completed_tricks=tuple(match.completed_tricks),
        tricks_won=tuple(match.tricks_won),
        totals=tuple(match.totals),
        chips=tuple(match.chips),
        last_points=match.last_points,
        exchanges=tuple(seen),
        exchange_plan=tuple(match.exchange_plan),
        discards=tuple(match.discards) if is_dealer else (),
        kitty=match.kitty if is_dealer and match.kitty_taken else (),
        kitty_size=len(match.kitty),
        kitty_taken=match.kitty_taken,
        discards_made=len(match.discards),
        legal_actions=legal,
        winner=match.winner,
        exchange_step=match.exchange_step(),
    )


#: The events that hide something from some seat (:func:`redact` copies them); every other
#: event is the same for every seat.
HIDING = (ev.CardsDealt, ev.CardExchanged, ev.CardsExchanged, ev.CardDiscarded, ev.KittyTaken)


def redact(event: ev.Event, seat: int) -> ev.Event:
    """The version of ``event`` that ``seat`` may see (``SPECTATOR``: no hidden card); the
    event itself unless it is one of :data:`HIDING`."""
    if isinstance(event, ev.CardsDealt):
        hands = tuple(h if s == seat else None for s, h in enumerate(event.hands))
        return dataclasses.replace(event, hands=hands, kitty=None)
    if isinstance(event, (ev.CardExchanged, ev.CardsExchanged)):
        if seat in (event.up, event.down):
            return event
        return dataclasses.replace(event, given=None, returned=None)
    if isinstance(event, ev.CardDiscarded):
        return event if seat == event.dealer else dataclasses.replace(event, card=None)
    if isinstance(event, ev.KittyTaken):
        return event if seat == event.dealer else dataclasses.replace(event, cards=None)
    return event
