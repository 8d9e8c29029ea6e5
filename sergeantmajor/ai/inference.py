"""What the other seats' plays suggest about their hands, under a model of ordinary play.

Voids are facts (see :class:`Knowledge`). Most plays say more, if the player plays the way
ordinary players (and the Normal level) do:

* following suit with a card that does not beat the trick, one plays the lowest card of
  the suit: so the seat held no lower card of that suit;
* over-ruffing, one ruffs as cheaply as possible: no trump between the trick's best trump
  and the one played;
* void in the suit led and not ruffing a trick nobody has ruffed yet, one has no trump
  (and not over-ruffing a ruffed trick: no trump above the best one);
* throwing a side card, one throws the lowest side card: no lower side card in any suit;
* leading, one leads either a sure winner (the highest card of the suit, which can only be
  sure when no higher card of the suit is still out) or low: so a lead below a card still
  out was the lowest of its suit.

Each rule gives a *guess*: a mask of cards the seat probably does not hold. Guesses are
soft: the sampler drops each one with some probability on every deal (so a player who
does not play this way is not ruled out), and all guesses about a seat are dropped once a
later play of that seat contradicts one of them. Which suit is led is not read: it depends
on what the leader believes, which this model does not know.
"""

from __future__ import annotations

from ..engine.cards import SUIT_MASKS, trick_winner
from ..engine.view import SeatView

SM = SUIT_MASKS


def _below(card: int) -> int:
    """The cards of ``card``'s suit lower than it."""
    return ((1 << card) - 1) & SM[card // 13]


def _between(low: int, high: int) -> int:
    """The cards of one suit strictly between ``low`` and ``high``."""
    return ((1 << high) - (2 << low)) & SM[high // 13] if high > low else 0


def _lower_side_cards(card: int, trump: int) -> int:
    """Side (non-trump) cards of every suit of a lower rank than ``card``."""
    rank = card % 13
    mask = 0
    for s in range(4):
        if s != trump:
            mask |= ((1 << rank) - 1) << (13 * s)
    return mask


def guess_for_play(prefix: list[int], card: int, trump: int, out: int = 0) -> int:
    """Cards the player of ``card`` (played to the trick ``prefix``) probably did not hold.

    ``trump`` is 0..3, or 4 for no trump; ``out`` is every card not played before this
    trick (needed to read a lead). 0 when the play says nothing beyond the facts.
    """
    if not prefix:
        above = out & SM[card // 13] & ~((2 << card) - 1)
        return _below(card) if above else 0
    led = prefix[0] // 13
    best = prefix[trick_winner(prefix, trump)]
    ruffed = best // 13 != led
    if card // 13 == led:
        if ruffed or card < best:
            return _below(card)  # not trying to win: the lowest card of the suit
        return 0
    if card // 13 == trump:
        return _between(best, card) if ruffed else 0
    guess = _lower_side_cards(card, trump)
    if trump < 4:
        if ruffed:
            guess |= SM[trump] & ~((2 << best) - 1)  # could not over-ruff
        else:
            guess |= SM[trump]  # could not ruff
    return guess


def play_guesses(view: SeatView, unseen: int) -> list[tuple[int, int]]:
    """``(seat, mask)`` guesses about the other seats' present hands from this hand's plays.

    Masks are cut to ``unseen`` (cards still possibly in a hand). A seat whose later play
    contradicts one of its guesses gets none.
    """
    n = view.rules.players
    trump = 4 if view.trump is None else view.trump
    tricks = [(leader, list(cards)) for leader, _, cards in view.completed_tricks]
    if view.trick:
        tricks.append((view.trick[0][0], [c for _, c in view.trick]))
    raw: list[tuple[int, int, int]] = []  # seat, trick index, guess at that time
    played_from: dict[int, list[tuple[int, int]]] = {}  # seat -> (trick index, card)
    still_out = (1 << 52) - 1  # cards not played before the trick being read
    for t, (leader, cards) in enumerate(tricks):
        for i, card in enumerate(cards):
            seat = (leader + i) % n
            played_from.setdefault(seat, []).append((t, card))
            if seat == view.seat:
                continue
            guess = guess_for_play(cards[:i], card, trump, still_out)
            if guess:
                raw.append((seat, t, guess))
        for card in cards:
            still_out &= ~(1 << card)
    broken: set[int] = set()
    for seat, t, guess in raw:
        for later_t, card in played_from.get(seat, []):
            if later_t > t and (guess >> card) & 1:
                broken.add(seat)
    out = []
    for seat, _, guess in raw:
        mask = guess & unseen
        if seat not in broken and mask:
            out.append((seat, mask))
    return out


__all__ = ["guess_for_play", "play_guesses"]
