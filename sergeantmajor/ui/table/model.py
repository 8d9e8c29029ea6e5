"""Where every card lies on the table, as one seat sees it: plain Python, no Qt.

The table model is fed only by what the seat may know: redacted engine events
(:meth:`TableModel.apply`, or stage by stage with :meth:`TableModel.stages`) and seat views
(:meth:`TableModel.from_view`, used for a resumed match). Replay, undo and a tutorial can feed
it the same way; tests check it without a display.

**Piles.** Every card of the deck sits in exactly one pile (:class:`Pile`): the deck, each
seat's hand, the kitty, the discards, the trick, each seat's won tricks, the cards travelling
to a seat in an exchange (``flight``) and the cards out of the game (``out``: the two of clubs
when there is no kitty). A pile is a list of *slots*.

**Placeholders.** A slot holds the card's number when the seat knows which card lies there,
and ``None`` when it does not (an opponent's hand, the kitty before it is taken, another
dealer's discards, the deck). Face-down cards the seat does not know are interchangeable, so
the model never guesses their identity: an opponent's hand is just so many ``None``.
When a hidden card becomes known (an opponent plays it), the move *reveals* it. Every change
is recorded as a list of :class:`Move` (from pile, to pile, card before, card after), so the
Qt side can move the very card items that moved, and pick which item stands for a
placeholder, without ever deciding a rule.

**Faces.** A known card is face up in the viewer's hand, the trick, the viewer's own discards
and an exchange flight; won tricks lie face down although everyone saw them played.

The viewer's hand is kept in card order (display order is the geometry's business).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import NamedTuple

from ...engine import events as ev
from ...engine.cards import deck as engine_deck
from ...engine.rules import Rules
from ...engine.view import SeatView

Slot = int | None


class Pile(NamedTuple):
    """A place cards lie in: its kind and, for per-seat piles, the seat."""

    kind: str  # "deck" "hand" "kitty" "discards" "trick" "won" "flight" "out"
    seat: int = -1


DECK = Pile("deck")
KITTY = Pile("kitty")
DISCARDS = Pile("discards")
TRICK = Pile("trick")
OUT = Pile("out")

FACE_UP_KINDS = frozenset({"hand", "trick", "discards", "flight"})


def hand(seat: int) -> Pile:
    """The pile of ``seat``'s hand."""
    return Pile("hand", seat)


def won(seat: int) -> Pile:
    """The pile of tricks ``seat`` has taken."""
    return Pile("won", seat)


def flight(seat: int) -> Pile:
    """Cards on their way to ``seat`` in an exchange."""
    return Pile("flight", seat)


class Move(NamedTuple):
    """One card went from ``src`` to ``dst``; ``before``/``after`` are its slot values there.

    ``before is None and after is not None``: a hidden card became known (it is revealed).
    ``before is not None and after is None``: the seat loses track of a card it knew.
    """

    src: Pile
    dst: Pile
    before: Slot
    after: Slot


Stage = Callable[[], None]


def out_of_play(rules: Rules) -> tuple[int, ...]:
    """The cards not in the game under ``rules`` (asked of the engine's deck)."""
    kept = set(engine_deck(without_two_of_clubs=not rules.has_kitty))
    return tuple(c for c in range(52) if c not in kept)


@dataclass
class TableModel:
    """Every card's pile and every number the table shows, for ``viewer``'s eyes."""

    rules: Rules
    viewer: int
    piles: dict[Pile, list[Slot]] = field(default_factory=dict)
    trick_seats: list[int] = field(default_factory=list)  # who played each card of the trick
    hand_index: int = -1
    dealer: int = 0
    targets: tuple[int, ...] = ()
    trump: int | None = None
    tricks: list[int] = field(default_factory=list)  # tricks taken this hand, per seat
    totals: list[int] = field(default_factory=list)
    chips: list[int] = field(default_factory=list)
    last_points: tuple[int, ...] | None = None
    last_trick: tuple[int, int, tuple[int, ...]] | None = None  # leader, winner, cards
    moves: list[Move] = field(default_factory=list, compare=False)  # of the last stage(s)

    # ------------------------------------------------------------------ building
    @classmethod
    def new(cls, rules: Rules, viewer: int) -> TableModel:
        """The table before the first deal: every card of the game in the deck."""
        model = cls(rules, viewer)
        model._clear()
        out = out_of_play(rules)
        model.piles[OUT] = list(out)
        model.piles[DECK] = [None] * (52 - len(out))
        n = rules.players
        model.targets = (0,) * n
        model.tricks, model.totals, model.chips = [0] * n, [0] * n, [0] * n
        return model

    @classmethod
    def from_view(cls, view: SeatView) -> TableModel:
        """The table as ``view`` describes it (a resumed match, or a check of the events)."""
        rules, me = view.rules, view.seat
        model = cls.new(rules, me)
        model.piles[DECK] = []
        for seat in range(rules.players):
            mine = seat == me
            slots: list[Slot] = [*sorted(view.hand)] if mine else [None] * view.hand_sizes[seat]
            model.piles[hand(seat)] = slots
        model.piles[KITTY] = [] if view.kitty_taken else [None] * view.kitty_size
        known_discards = view.dealer == me
        model.piles[DISCARDS] = (list(view.discards) if known_discards
                                 else [None] * view.discards_made)
        model.piles[TRICK] = [card for _, card in view.trick]
        model.trick_seats = [seat for seat, _ in view.trick]
        for _, winner, cards in view.completed_tricks:
            model.piles[won(winner)].extend(cards)
        if view.completed_tricks:
            leader, winner, cards = view.completed_tricks[-1]
            model.last_trick = (leader, winner, tuple(cards))
        placed = sum(len(p) for p in model.piles.values())
        model.piles[DECK] = [None] * (52 - placed)  # cards not dealt (none once dealt)
        model.hand_index, model.dealer = view.hand_index, view.dealer
        model.targets, model.trump = tuple(view.targets), view.trump
        model.tricks = list(view.tricks_won)
        model.totals, model.chips = list(view.totals), list(view.chips)
        model.last_points = view.last_points
        return model

    def _clear(self) -> None:
        n = self.rules.players
        self.piles = {DECK: [], KITTY: [], DISCARDS: [], TRICK: [], OUT: []}
        for seat in range(n):
            self.piles[hand(seat)] = []
            self.piles[won(seat)] = []
            self.piles[flight(seat)] = []
        self.trick_seats = []

    # ------------------------------------------------------------------ queries
    @property
    def players(self) -> int:
        """Seats at the table."""
        return self.rules.players

    def pile(self, pile: Pile) -> list[Slot]:
        """The slots of ``pile`` (do not change the list)."""
        return self.piles[pile]

    def my_hand(self) -> list[int]:
        """The viewer's cards (all known), in card order."""
        return [c for c in self.piles[hand(self.viewer)] if c is not None]

    def hand_size(self, seat: int) -> int:
        """How many cards ``seat`` holds."""
        return len(self.piles[hand(seat)])

    def face_up(self, pile: Pile, slot: Slot) -> bool:
        """Whether a card in ``pile`` shows its face to the viewer."""
        return slot is not None and pile.kind in FACE_UP_KINDS

    def discards_put_away(self) -> bool:
        """Whether the dealer has discarded every card due and the kitty is taken: the
        discards are out of the game (face down where the kitty lay), no longer a choice in
        progress."""
        return (len(self.piles.get(DISCARDS, [])) >= self.rules.kitty_size
                and not self.piles.get(KITTY))

    def where(self, card: int) -> Pile | None:
        """The pile where ``card`` is known to lie, or ``None`` if the viewer cannot tell."""
        for pile, slots in self.piles.items():
            if card in slots:
                return pile
        return None

    def canonical(self) -> dict[str, object]:
        """The model as comparable data: piles (hands by content), and the numbers shown."""
        piles = {f"{p.kind}{p.seat}": list(s) for p, s in sorted(self.piles.items()) if s}
        return {"piles": piles, "trick_seats": list(self.trick_seats),
                "hand": self.hand_index, "dealer": self.dealer, "targets": tuple(self.targets),
                "trump": self.trump, "tricks": list(self.tricks), "totals": list(self.totals),
                "chips": list(self.chips), "last_points": self.last_points,
                "last_trick": self.last_trick}

    # ------------------------------------------------------------------ changing
    def _move(self, src: Pile, dst: Pile, card: Slot = None, *, known: bool | None = None,
              reveal: Slot = None) -> None:
        """Move one card from ``src`` to ``dst``.

        ``card`` picks a known card in ``src``; otherwise the last slot of ``src`` moves (a
        placeholder), becoming ``reveal`` when the seat now sees which card it is. ``known``
        False forgets the identity at the destination (a card given to a hidden hand).
        """
        slots = self.piles[src]
        if card is not None and card in slots:
            slots.remove(card)
            before: Slot = card
        else:
            if None not in slots:
                raise ValueError(f"no card to move from {src} to {dst}")
            index = len(slots) - 1 - slots[::-1].index(None)
            del slots[index]
            before = None
        after: Slot = before if before is not None else (card if card is not None else reveal)
        if known is False:
            after = None
        target = self.piles[dst]
        if dst == hand(self.viewer) and after is not None:
            position = sum(1 for c in target if c is not None and c < after)
            target.insert(position, after)
        else:
            target.append(after)
        self.moves.append(Move(src, dst, before, after))

    def apply(self, event: ev.Event) -> None:
        """Take in one (redacted) event at once."""
        for stage in self.stages(event):
            stage()

    def stages(self, event: ev.Event) -> list[Stage]:
        """The event as a list of changes to show one after another (most have one).

        Nothing changes until a stage is called; each stage records its moves in
        :attr:`moves` (cleared by the caller with :meth:`take_moves`).
        """
        handler = _STAGES.get(type(event))
        if handler is None:
            return []
        return handler(self, event)

    def take_moves(self) -> list[Move]:
        """The moves recorded since the last call (and forget them)."""
        moves, self.moves = self.moves, []
        return moves

    # ------------------------------------------------------------------ per event
    def _hand_started(self, e: ev.HandStarted) -> list[Stage]:
        def gather() -> None:
            self.hand_index, self.dealer, self.targets = e.hand, e.dealer, tuple(e.targets)
            self.trump, self.last_trick = None, None
            self.tricks = [0] * self.players
            for pile, slots in list(self.piles.items()):
                if pile in (DECK, OUT):
                    continue
                for _ in range(len(slots)):
                    self._move(pile, DECK, slots[-1], known=False)
            self.trick_seats = []
        return [gather]

    def _cards_dealt(self, e: ev.CardsDealt) -> list[Stage]:
        def deal() -> None:
            # Round by round, one card to each seat from the dealer's left: a picture of the
            # deal, not the engine's packets (the engine says who holds what, not the order).
            n = self.players
            seats = [(e.dealer + 1 + i) % n for i in range(n)]
            dealt = [list(h) if h is not None else None for h in e.hands]
            size = max(len(h) for h in dealt if h is not None)
            for _ in range(size):
                for seat in seats:
                    own = dealt[seat]
                    self._move(DECK, hand(seat), reveal=own.pop(0) if own else None)
            kitty = list(e.kitty) if e.kitty is not None else None
            for _ in range(e.kitty_size):
                self._move(DECK, KITTY, reveal=kitty.pop(0) if kitty else None)
        return [deal]

    def _targets_assigned(self, e: ev.TargetsAssigned) -> list[Stage]:
        def assign() -> None:
            self.targets = tuple(e.targets)
        return [assign]

    def _exchange(self, up: int, down: int, given: tuple[int, ...] | None,
                  returned: tuple[int, ...] | None, count: int) -> list[Stage]:
        me = self.viewer

        def send() -> None:
            if me not in (up, down):  # the third seat sees cards cross, not which
                for _ in range(count):
                    self._move(hand(up), flight(down))
                for _ in range(count):
                    self._move(hand(down), flight(up))
                return
            assert given is not None
            for card in given:
                self._move(hand(up), flight(down), card, reveal=card)

        def arrive() -> None:
            if me not in (up, down):
                for _ in range(count):
                    self._move(flight(down), hand(down))
                for _ in range(count):
                    self._move(flight(up), hand(up))
                return
            assert given is not None and returned is not None
            for card in returned:
                if card in given:  # the down player had nothing better: it comes back
                    self._move(flight(down), hand(up), card, known=up == me)
                else:
                    self._move(hand(down), hand(up), card, reveal=card, known=up == me)
            for card in given:
                if card not in returned:
                    self._move(flight(down), hand(down), card, known=down == me)
        return [send, arrive]

    def _card_exchanged(self, e: ev.CardExchanged) -> list[Stage]:
        given = None if e.given is None else (e.given,)
        back = None if e.returned is None else (e.returned,)
        return self._exchange(e.up, e.down, given, back, 1)

    def _cards_exchanged(self, e: ev.CardsExchanged) -> list[Stage]:
        return self._exchange(e.up, e.down, e.given, e.returned, e.count)

    def _trump_named(self, e: ev.TrumpNamed) -> list[Stage]:
        def name() -> None:
            self.trump = e.suit
        return [name]

    def _card_discarded(self, e: ev.CardDiscarded) -> list[Stage]:
        def discard() -> None:
            self._move(hand(e.dealer), DISCARDS, e.card, reveal=e.card)
        return [discard]

    def _kitty_taken(self, e: ev.KittyTaken) -> list[Stage]:
        def take() -> None:
            cards = list(e.cards) if e.cards is not None else None
            for _ in range(len(self.piles[KITTY])):
                self._move(KITTY, hand(e.dealer), reveal=cards.pop(0) if cards else None)
        return [take]

    def _card_played(self, e: ev.CardPlayed) -> list[Stage]:
        def play() -> None:
            self._move(hand(e.seat), TRICK, e.card, reveal=e.card)
            self.trick_seats.append(e.seat)
        return [play]

    def _trick_won(self, e: ev.TrickWon) -> list[Stage]:
        def gather() -> None:
            for card in e.cards:
                self._move(TRICK, won(e.winner), card)
            self.trick_seats = []
            self.tricks[e.winner] += 1
            self.last_trick = (e.leader, e.winner, tuple(e.cards))
        return [gather]

    def _hand_scored(self, e: ev.HandScored) -> list[Stage]:
        def score() -> None:
            self.totals, self.chips = list(e.totals), list(e.chip_totals)
            self.last_points = tuple(e.points)
        return [score]



# The explicit event -> stages table (a renamed event fails here, at import, not silently).
_STAGES: dict[type, Callable[..., list[Stage]]] = {
    ev.HandStarted: TableModel._hand_started,
    ev.CardsDealt: TableModel._cards_dealt,
    ev.TargetsAssigned: TableModel._targets_assigned,
    ev.CardExchanged: TableModel._card_exchanged,
    ev.CardsExchanged: TableModel._cards_exchanged,
    ev.TrumpNamed: TableModel._trump_named,
    ev.CardDiscarded: TableModel._card_discarded,
    ev.KittyTaken: TableModel._kitty_taken,
    ev.CardPlayed: TableModel._card_played,
    ev.TrickWon: TableModel._trick_won,
    ev.HandScored: TableModel._hand_scored,
}


def model_from_events(rules: Rules, viewer: int, events: Iterable[ev.Event]) -> TableModel:
    """A model fed ``events`` (already redacted for ``viewer``) from the empty table."""
    model = TableModel.new(rules, viewer)
    for event in events:
        model.apply(event)
    model.take_moves()
    return model
