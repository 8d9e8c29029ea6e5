"""Cards as small integers and card sets as bitmasks.

A card is an ``int`` in ``0..51``: ``suit * 13 + rank`` where ``rank`` 0 is the two and
12 the ace, and suits are numbered spades 0, hearts 1, diamonds 2, clubs 3. Because the
ranks of one suit are consecutive bits, the highest card of a suit in a set is simply the
highest set bit of ``hand & SUIT_MASKS[suit]``; the expert bot replays hands many thousands
of times, so everything here is built for that.

This module is the one statement of each card rule: follow suit (:func:`legal_mask`), which
suit trumps (:func:`trump_mask`, :data:`NO_TRUMP`), who wins a trick (:func:`trick_winner`),
the suit codes and the two of clubs that the no-kitty rule removes. The bots' hot loops
(``ai/fastgame.py``, ``ai/solver.py``) inline some of them for speed; differential tests
(``tests/test_card_rules.py``) hold those copies to these statements.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

SUITS = "SHDC"
RANKS = "23456789TJQKA"
NO_TRUMP = 4  # the trump "suit" when the dealer names no trump
SUIT_CODES = SUITS + "N"  # the record's trump codes: a suit, or N for no trump

SPADES, HEARTS, DIAMONDS, CLUBS = range(4)
RED_SUITS = frozenset({HEARTS, DIAMONDS})  # printed red (the table's signs and hand order)

SUIT_MASKS: tuple[int, ...] = tuple(((1 << 13) - 1) << (13 * s) for s in range(4))
FULL_DECK_MASK = (1 << 52) - 1

TWO_OF_CLUBS = CLUBS * 13 + 0  # 39: out of the game under the no-kitty rule


def make_card(rank: int, suit: int) -> int:
    """Return the card of ``rank`` (0 = two .. 12 = ace) and ``suit`` (0..3)."""
    return suit * 13 + rank


def suit_of(card: int) -> int:
    """The suit (0..3) of ``card``."""
    return card // 13


def rank_of(card: int) -> int:
    """The rank (0 = two .. 12 = ace) of ``card``."""
    return card % 13


def card_code(card: int) -> str:
    """The text code of ``card``: ``AS``, ``TD``, ``2C``."""
    if not 0 <= card < 52:
        raise ValueError(f"not a card: {card!r}")
    return RANKS[card % 13] + SUITS[card // 13]


#: Each card's own code (``AS``): the common case of :func:`parse_card`, read in one look-up
#: (a client reads some 30 codes in each view the server sends).
_CARD_OF_CODE: dict[str, int] = {
    rank + suit: make_card(r, s) for s, suit in enumerate(SUITS) for r, rank in enumerate(RANKS)}


def parse_card(code: str) -> int:
    """Read a card code (``AS``, ``TD``; ``10D`` is read as ``TD``), case-insensitive.

    Raises ``ValueError`` naming the code when it is not a card.
    """
    if type(code) is str and (card := _CARD_OF_CODE.get(code)) is not None:
        return card
    if not isinstance(code, str):
        raise ValueError(f"not a card code: {code!r}")
    text = code.strip().upper()
    if text.startswith("10"):
        text = "T" + text[2:]
    if len(text) != 2 or text[0] not in RANKS or text[1] not in SUITS:
        raise ValueError(f"unknown card code {code!r}")
    return make_card(RANKS.index(text[0]), SUITS.index(text[1]))


def parse_suit(code: str, *, allow_no_trump: bool = False) -> int:
    """Read a suit code ``S H D C`` (and ``N`` for no trump where allowed)."""
    allowed = SUIT_CODES if allow_no_trump else SUITS
    if not isinstance(code, str) or len(code.strip()) != 1 or code.strip().upper() not in allowed:
        raise ValueError(f"unknown suit code {code!r}")
    return allowed.index(code.strip().upper())


def suit_code(suit: int) -> str:
    """The text code of a suit, ``N`` for no trump."""
    return SUIT_CODES[suit]


def mask_of(cards: Iterable[int]) -> int:
    """The bitmask of a collection of cards."""
    mask = 0
    for card in cards:
        mask |= 1 << card
    return mask


def cards_of(mask: int) -> list[int]:
    """The cards of a bitmask, lowest index first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def iter_cards(mask: int) -> Iterator[int]:
    """Iterate over the cards of a bitmask, lowest index first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def count(mask: int) -> int:
    """Number of cards in a bitmask."""
    return mask.bit_count()


def highest(mask: int) -> int:
    """The highest-index card of a non-empty mask (within one suit: the strongest)."""
    return mask.bit_length() - 1


def codes(cards: Iterable[int]) -> list[str]:
    """Text codes of cards, in the given order."""
    return [card_code(c) for c in cards]


def deck(without_two_of_clubs: bool = False) -> list[int]:
    """The cards of the deck: 52, or 51 without the two of clubs (the no-kitty rule)."""
    return [c for c in range(52) if not (without_two_of_clubs and c == TWO_OF_CLUBS)]


def legal_mask(hand: int, trick: list[int] | tuple[int, ...]) -> int:
    """The cards of ``hand`` that may be played to ``trick`` (cards in play order).

    Follow suit: a player who holds the suit led must play one of it; a player void in it
    (or leading) may play any card.
    """
    if trick:
        follow = hand & SUIT_MASKS[trick[0] // 13]
        if follow:
            return follow
    return hand


def trump_mask(trump: int | None) -> int:
    """The mask of the trump suit: 0 for no trump (4) or before trump is named (None)."""
    return SUIT_MASKS[trump] if trump is not None and trump != NO_TRUMP else 0


def trick_winner(cards: list[int] | tuple[int, ...], trump: int | None) -> int:
    """Index (in play order) of the card winning ``cards``: the highest trump if any was
    played, otherwise the highest card of the suit led. ``trump`` 4 or None: no trump.

    This is the one statement of the rule; the match, the bots' playouts and the solver
    all call it.
    """
    best = 0
    top = cards[0]
    for i in range(1, len(cards)):
        card = cards[i]
        if card // 13 == top // 13:
            if card > top:
                best, top = i, card
        elif card // 13 == trump:
            best, top = i, card
    return best


def sort_key(card: int) -> tuple[int, int]:
    """Sort by suit, then rank from high to low."""
    return (card // 13, -(card % 13))
