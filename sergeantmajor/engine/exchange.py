"""Who exchanges with whom between hands, and which cards come back.

These are pure functions over bitmasks so that the match, the bots and the tests share
one statement of each rule.
"""

from __future__ import annotations

from .cards import SUIT_MASKS, cards_of, highest, rank_of, suit_of


def exchange_plan(
    points: tuple[int, ...], targets: tuple[int, ...], dealer: int
) -> list[tuple[int, int, int]]:
    """The exchanges of a new hand as ``(up, down, count)`` in the order they happen.

    ``points`` are last hand's points per seat, ``targets`` the new hand's targets per seat.
    Up players go in order of their new target, highest first; each fills its count from
    the down players taken in the same order (RULES.md, including the four-player
    [decision]). Equal targets (four players) go clockwise from the dealer's left.
    """
    players = len(points)

    def order(seat: int) -> tuple[int, int]:
        return (-targets[seat], (seat - dealer - 1) % players)

    ups = sorted((s for s in range(players) if points[s] > 0), key=order)
    downs = sorted((s for s in range(players) if points[s] < 0), key=order)
    owed = {s: -points[s] for s in downs}
    plan: list[tuple[int, int, int]] = []
    for up in ups:
        need = points[up]
        for down in downs:
            if need == 0:
                break
            take = min(need, owed[down])
            if take:
                plan.append((up, down, take))
                owed[down] -= take
                need -= take
    return plan


def rulebook_return(down_hand: int, given: int) -> int:
    """Rulebook exchange: the card the down player gives back for ``given``.

    The strongest card of the same suit if it beats ``given``; otherwise ``given`` itself.
    ``down_hand`` is the down player's hand before receiving ``given``.
    """
    same_suit = down_hand & SUIT_MASKS[suit_of(given)]
    if same_suit:
        best = highest(same_suit)
        if best > given:
            return best
    return given


def classic_returns(down_hand: int, count: int) -> tuple[list[int], list[int], int]:
    """Classic exchange: the down player's ``count`` highest cards by rank.

    Returns ``(forced, ties, choose)``: cards that must go, the cards of the lowest rank
    that qualifies (among which the down player picks ``choose``) per the [decision].
    """
    by_rank: dict[int, list[int]] = {}
    for card in cards_of(down_hand):
        by_rank.setdefault(rank_of(card), []).append(card)
    forced: list[int] = []
    for rank in sorted(by_rank, reverse=True):
        group = by_rank[rank]
        room = count - len(forced)
        if room <= 0:
            break
        if len(group) <= room:
            forced.extend(group)
        else:
            return forced, sorted(group), room
    return forced, [], 0
