"""Rules of thumb for the decisions before the play: trump, discards, exchange, targets.

:func:`hand_value` estimates the tricks a hand takes with a given trump (top cards, long
trumps, and voids or short suits that let the trumps ruff). The trump and discard choices
maximise it; the rulebook exchange "fishes": it gives a low card of the suit where the
down player may hold the highest card, since that card must then come back.
"""

from __future__ import annotations

from ..engine.actions import Action, AssignTargets, Discard, Give, NameTrump, Return
from ..engine.cards import NO_TRUMP, SUIT_MASKS, trump_mask
from ..engine.rules import ExchangeMode, KittyMode
from ..engine.view import SeatView
from .knowledge import Knowledge

SM = SUIT_MASKS

# Trick value of the top cards of a side suit by how many cards of the suit are held:
# an ace always wins once; a king needs a guard, a queen two.
_SIDE_HONOURS = ((12, 1, 1.0), (11, 2, 0.75), (10, 3, 0.45), (9, 4, 0.2))
_TRUMP_HONOURS = ((12, 1, 1.0), (11, 2, 0.9), (10, 3, 0.75), (9, 4, 0.55), (8, 5, 0.4))


def hand_value(hand: int, trump: int | None) -> float:
    """Estimated tricks of ``hand`` with ``trump`` (None or 4: no trump)."""
    tm = trump_mask(trump)
    value = 0.0
    trumps = (hand & tm).bit_count()
    short = 0.0
    for s in range(4):
        suit = hand & SM[s]
        length = suit.bit_count()
        ranks = suit >> (13 * s)
        if SM[s] == tm:
            for rank, need, worth in _TRUMP_HONOURS:
                if (ranks >> rank) & 1 and length >= need:
                    value += worth
            # long trumps win once the others' trumps are gone
            value += max(0, length - 4) * 0.85
            continue
        for rank, need, worth in _SIDE_HONOURS:
            if (ranks >> rank) & 1 and length >= need:
                value += worth
        if ranks >> 11 and length >= 6:  # a long suit headed by the ace or king runs
            value += (length - 5) * 0.35
        if tm:
            short += (1.0, 0.55, 0.2)[length] if length < 3 else 0.0
    if tm:
        # each short suit lets a spare trump ruff; trumps that draw others' trumps do not
        value += min(short, max(0, trumps - 2) * 0.8)
    return value


def best_drop(hand: int, trump: int | None, count: int, keep: int = 0) -> int:
    """The ``count`` cards to put away (discard or give) that keep :func:`hand_value` highest.

    Greedy, one card at a time; cards in ``keep`` are never chosen.
    """
    dropped = 0
    for _ in range(count):
        best_card, best_val = -1, -1e9
        m = hand & ~dropped & ~keep
        while m:
            low = m & -m
            card = low.bit_length() - 1
            m ^= low
            # the rank term prefers the lower of two cards that leave equal value
            val = hand_value(hand & ~dropped & ~low, trump) - (card % 13) * 0.001
            if val > best_val:
                best_val, best_card = val, card
        if best_card < 0:
            break
        dropped |= 1 << best_card
    return dropped


def cards_to_drop_before_play(view: SeatView) -> int:
    """How many cards of the dealer's present hand it will discard before the play."""
    if view.rules.kitty is KittyMode.NONE:
        return 0
    left = view.kitty_size - view.discards_made
    if view.kitty_taken:
        return left
    # discard-then-take: the dealer puts cards down now and picks up unseen ones;
    # blind: the unseen kitty arrives first, so the dealer's own cards are all kept.
    return left if view.rules.kitty is KittyMode.DISCARD_THEN_TAKE else 0


def choose_trump(view: SeatView) -> NameTrump:
    """The trump that makes the hand worth most once the planned discards are made."""
    hand = view.hand_mask
    drop = cards_to_drop_before_play(view)
    best: tuple[float, int] | None = None
    for action in view.legal_actions:
        assert isinstance(action, NameTrump)
        suit = action.suit
        kept = hand & ~best_drop(hand, suit, drop) if drop else hand
        # no trump has to beat a trump suit clearly: without trumps the others' long
        # suits run against the dealer
        val = hand_value(kept, suit) - (0.75 if suit == NO_TRUMP else 0.0)
        if best is None or val > best[0]:
            best = (val, suit)
    assert best is not None
    return NameTrump(best[1])


def choose_discard(view: SeatView) -> Discard:
    """The dealer's next discard: the card whose loss hurts the hand least."""
    drop = best_drop(view.hand_mask, view.trump, 1)
    return Discard(drop.bit_length() - 1)


def choose_give(view: SeatView, know: Knowledge | None = None) -> Give:
    """An up player's next card of the exchange."""
    hand = view.hand_mask
    if view.rules.exchange is not ExchangeMode.RULEBOOK:
        # classic: the n highest come back whatever is given, so give what is worth least
        return Give(best_drop(hand, view.trump, 1, keep=_pending_classic(view)).bit_length() - 1)
    know = know or Knowledge.from_view(view)
    step = view.exchange_step
    possible = know.possible(step.down) if step is not None else know.unseen
    best: tuple[float, int] | None = None
    for s in range(4):
        mine = hand & SM[s]
        if not mine:
            continue
        low = (mine & -mine).bit_length() - 1
        theirs = possible & SM[s] & ~((2 << low) - 1)
        if theirs:
            top = theirs.bit_length() - 1
            gain = (top % 13) - (low % 13) * 0.1
            # a missing top card is worth fishing for, more so in trumps
            if top > (mine.bit_length() - 1):
                gain += 4
            if s == view.trump:
                gain += 3
        else:
            gain = -20 + hand_value(hand & ~(1 << low), view.trump)  # comes straight back
        if best is None or gain > best[0]:
            best = (gain, low)
    assert best is not None
    return Give(best[1])


def _pending_classic(view: SeatView) -> int:
    """Cards already chosen in a classic exchange still in progress (not offered again)."""
    legal = 0
    for action in view.legal_actions:
        if isinstance(action, Give):  # all of them: this is a give decision
            legal |= 1 << action.card
    return view.hand_mask & ~legal


def choose_return(view: SeatView) -> Return:
    """Classic exchange tie: give back the equal card whose loss hurts least."""
    hand = view.hand_mask
    return max((a for a in view.legal_actions if isinstance(a, Return)),
               key=lambda a: hand_value(hand & ~(1 << a.card), view.trump))


def choose_targets(view: SeatView) -> AssignTargets:
    """Dealer's choice: the smallest target for itself, the biggest for the leader."""
    me = view.seat
    others = sorted((p for p in range(view.rules.players) if p != me),
                    key=lambda p: (-view.totals[p], p))
    targets = sorted(view.rules.target_list, reverse=True)
    wanted = [0] * view.rules.players
    wanted[me] = targets[-1]
    for p, t in zip(others, targets[:-1], strict=True):
        wanted[p] = t
    choice = AssignTargets(tuple(wanted))
    if choice in view.legal_actions:
        return choice
    first = view.legal_actions[0]
    assert isinstance(first, AssignTargets)  # called for the dealer's assignment only
    return first


def choose_before_play(view: SeatView, know: Knowledge | None = None) -> Action | None:
    """The rule-of-thumb choice for any decision that is not a card play (else None)."""
    first = view.legal_actions[0]
    if isinstance(first, NameTrump):
        return choose_trump(view)
    if isinstance(first, Discard):
        return choose_discard(view)
    if isinstance(first, Give):
        return choose_give(view, know)
    if isinstance(first, Return):
        return choose_return(view)
    if isinstance(first, AssignTargets):
        return choose_targets(view)
    return None
