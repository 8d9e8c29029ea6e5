"""Scores, chips and who wins a match (with the tie-breaks of RULES.md)."""

from __future__ import annotations

from collections.abc import Sequence

from .events import EndReason
from .rules import Rotation, Rules


def hand_chips(points: Sequence[int]) -> tuple[int, ...]:
    """Chips won (+) or paid (-) per seat for one hand's points.

    Every up player receives, from each opponent who was down, one chip per trick up.
    """
    ups = [p for p in points if p > 0]
    downs = sum(1 for p in points if p < 0)
    total_up = sum(ups)
    return tuple(p * downs if p > 0 else (-total_up if p < 0 else 0) for p in points)


def decide_winner(
    standings: Sequence[int],
    last_hand: Sequence[int],
    last_trick_time: Sequence[int],
    dealer: int,
    reason: EndReason,
) -> tuple[int, EndReason]:
    """The seat with the best standing; ties broken by last hand's score, then latest trick.

    If even the latest trick cannot separate them (none of them ever won a trick), the seat
    nearest the last dealer's left wins: a [decision] of this project, see the README.
    """
    n = len(standings)
    best = max(standings)
    tied = [s for s in range(n) if standings[s] == best]
    if len(tied) == 1:
        return tied[0], reason
    top_last = max(last_hand[s] for s in tied)
    tied = [s for s in tied if last_hand[s] == top_last]
    if len(tied) == 1:
        return tied[0], EndReason.TIE_LAST_HAND
    latest = max(last_trick_time[s] for s in tied)
    tied = [s for s in tied if last_trick_time[s] == latest]
    if len(tied) > 1:
        tied.sort(key=lambda s: (s - dealer - 1) % n)
    return tied[0], EndReason.TIE_LATEST_TRICK


def rotation_winner(
    rules: Rules, hands_played: int, dealer: int, points: Sequence[int]
) -> tuple[int, EndReason] | None:
    """Rotation end: once every player has dealt, the first dealer up (strict) or on target
    (lenient) wins."""
    if hands_played <= rules.players:
        return None
    made = points[dealer] > 0 if rules.rotation is Rotation.STRICT else points[dealer] >= 0
    return (dealer, EndReason.ROTATION) if made else None
